"""Change events (the outbox): written in the transaction of the change they describe."""

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Index, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime


class Event(Base):
    """One event of a tenant, numbered gap-free from 1 in commit order of its writers.

    A record event points at its history entry (which holds the data, the changed fields, the
    actor and the approval) instead of copying it; other events carry their `data`.
    """

    __tablename__ = "event"
    __table_args__ = (
        PrimaryKeyConstraint("tenant_id", "sequence"),
        Index("ix_event_time", "time"),  # retention
    )

    tenant_id: Mapped[str] = mapped_column(String(36))
    sequence: Mapped[int] = mapped_column(BigInteger)
    id: Mapped[str] = mapped_column(String(36))
    type: Mapped[str] = mapped_column(String(40))
    master_type: Mapped[str | None] = mapped_column(String(63))
    subject: Mapped[str] = mapped_column(String(200))
    time: Mapped[datetime] = mapped_column(UTCDateTime())
    history_id: Mapped[str | None] = mapped_column(String(36))
    data: Mapped[dict[str, Any] | None] = mapped_column(JSONType)


class EventCounter(Base):
    """A tenant's last event sequence; its row lock orders the tenant's event writers."""

    __tablename__ = "event_counter"
    __table_args__ = (PrimaryKeyConstraint("tenant_id"),)

    tenant_id: Mapped[str] = mapped_column(String(36))
    last: Mapped[int] = mapped_column(BigInteger)
