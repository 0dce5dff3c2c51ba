"""Master definitions (schemas) and their kept versions."""

from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column, tenant_column


class MasterDefinition(Base):
    """The current schema of one master of a tenant."""

    __tablename__ = "master_definition"
    __table_args__ = (UniqueConstraint("tenant_id", "master_type"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = tenant_column()
    master_type: Mapped[str] = mapped_column(String(63))
    master_type_label: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)
    schema: Mapped[dict[str, Any]] = mapped_column(JSONType)
    approval_required: Mapped[bool] = mapped_column(Boolean, default=False)
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    created_by: Mapped[str | None] = mapped_column(String(36))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_by: Mapped[str | None] = mapped_column(String(36))


class DefinitionVersion(Base):
    """A snapshot of a definition as it was at one version."""

    __tablename__ = "definition_version"
    __table_args__ = (UniqueConstraint("tenant_id", "master_type", "version"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = tenant_column()
    definition_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    version: Mapped[int] = mapped_column(Integer)
    master_type_label: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)
    schema: Mapped[dict[str, Any]] = mapped_column(JSONType)
    approval_required: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    created_by: Mapped[str | None] = mapped_column(String(36))
