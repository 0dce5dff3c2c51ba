"""Approval requests: changes to governed masters waiting for a second person."""

from datetime import datetime
from typing import Any

from sqlalchemy import Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column


class ApprovalRequest(Base):
    """A change held back until someone other than its requester decides on it."""

    __tablename__ = "approval_request"
    __table_args__ = (Index(None, "tenant_id", "status", "requested_at"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    record_id: Mapped[str | None] = mapped_column(String(36))
    operation: Mapped[str] = mapped_column(String(20))
    status: Mapped[str] = mapped_column(String(10))
    payload: Mapped[dict[str, Any]] = mapped_column(JSONType)
    base_version: Mapped[int | None] = mapped_column(Integer)
    definition_version: Mapped[int] = mapped_column(Integer)
    requested_by: Mapped[str] = mapped_column(String(36))
    requested_at: Mapped[datetime] = mapped_column(UTCDateTime())
    decided_by: Mapped[str | None] = mapped_column(String(36))
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    comment: Mapped[str | None] = mapped_column(Text)
