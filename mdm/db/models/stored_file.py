"""Uploaded files: metadata here, bytes in the configured storage."""

from datetime import datetime

from sqlalchemy import BigInteger, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, UTCDateTime, id_column


class StoredFile(Base):
    """One uploaded file; `storage_key` is generated, never the client's name."""

    __tablename__ = "stored_file"
    __table_args__ = (Index(None, "tenant_id", "created_at"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    filename: Mapped[str] = mapped_column(String(255))
    content_type: Mapped[str] = mapped_column(String(255))
    size: Mapped[int] = mapped_column(BigInteger)
    sha256: Mapped[str] = mapped_column(String(64))
    storage_key: Mapped[str] = mapped_column(String(255))
    uploaded_by: Mapped[str | None] = mapped_column(String(36))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
