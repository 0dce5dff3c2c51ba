"""Field statistics of large masters, computed in the background for the data catalog."""

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, PrimaryKeyConstraint, String
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime


class CatalogStat(Base):
    """One master's per-field counts as of `computed_at`, and who is computing the next ones."""

    __tablename__ = "catalog_stat"
    __table_args__ = (PrimaryKeyConstraint("tenant_id", "master_type"),)

    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    # {field: [records with a value, distinct values]}, empty until the first computation ends.
    fields: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    records: Mapped[int] = mapped_column(BigInteger, default=0)
    computed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    # Set while a process computes; a claim older than this is abandoned (its process died).
    refreshing_until: Mapped[datetime | None] = mapped_column(UTCDateTime())
