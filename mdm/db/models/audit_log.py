"""The audit log: who did what, when, from where."""

from datetime import datetime
from typing import Any

from sqlalchemy import Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column


class AuditLog(Base):
    """One audited action, written in the same transaction as the change."""

    __tablename__ = "audit_log"
    __table_args__ = (Index(None, "tenant_id", "timestamp"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    timestamp: Mapped[datetime] = mapped_column(UTCDateTime())
    user_id: Mapped[str | None] = mapped_column(String(36))
    api_key_id: Mapped[str | None] = mapped_column(String(36))
    action: Mapped[str] = mapped_column(String(64))
    resource_type: Mapped[str] = mapped_column(String(64))
    resource_id: Mapped[str | None] = mapped_column(String(200))
    status_code: Mapped[int] = mapped_column(Integer)
    ip: Mapped[str | None] = mapped_column(String(64))
    details: Mapped[dict[str, Any]] = mapped_column(JSONType)
