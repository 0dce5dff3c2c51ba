"""Master records, the unique-value claims that guard them, and their history."""

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Index, Integer, PrimaryKeyConstraint, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column


class Record(Base):
    """One master record: a JSON document validated against its definition."""

    __tablename__ = "record"
    __table_args__ = (
        Index(
            "ix_record_search_trgm",
            "search_text",
            postgresql_using="gin",
            postgresql_ops={"search_text": "gin_trgm_ops"},
        ).ddl_if(dialect="postgresql"),
        Index(
            "ix_record_live",
            "tenant_id",
            "master_type",
            "id",
            postgresql_where=text("deleted_at IS NULL"),
            sqlite_where=text("deleted_at IS NULL"),
        ),
        Index("ix_record_changed", "tenant_id", "master_type", "updated_at"),  # the catalog's last change
    )

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    data: Mapped[dict[str, Any]] = mapped_column(JSONType)
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer)
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    created_by: Mapped[str | None] = mapped_column(String(36))
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_by: Mapped[str | None] = mapped_column(String(36))
    merged_into: Mapped[str | None] = mapped_column(String(36))  # the survivor, while merged


class RecordCount(Base):
    """A master's live record count, kept by triggers on `record` in every change's transaction."""

    __tablename__ = "record_count"
    __table_args__ = (PrimaryKeyConstraint("tenant_id", "master_type"),)

    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    live: Mapped[int] = mapped_column(BigInteger)


class RecordUnique(Base):
    """A claim on a value of a unique field; the primary key makes the claim exclusive."""

    __tablename__ = "record_unique"
    __table_args__ = (
        PrimaryKeyConstraint("tenant_id", "master_type", "field", "value"),
        Index(None, "record_id"),
    )

    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    field: Mapped[str] = mapped_column(String(63))
    value: Mapped[str] = mapped_column(String(255))
    record_id: Mapped[str] = mapped_column(String(36))


class RecordHistory(Base):
    """One applied change of a record: the state before and after."""

    __tablename__ = "record_history"
    __table_args__ = (
        Index(None, "tenant_id", "record_id", "version"),
        # An import's entries, to write their change events in one statement (mdm.events).
        Index("ix_record_history_changed", "tenant_id", "master_type", "changed_at"),
    )

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    master_type: Mapped[str] = mapped_column(String(63))
    record_id: Mapped[str] = mapped_column(String(36))
    version: Mapped[int] = mapped_column(Integer)
    operation: Mapped[str] = mapped_column(String(20))
    data: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    previous: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    changed_fields: Mapped[list[str]] = mapped_column(JSONType)
    changed_by: Mapped[str | None] = mapped_column(String(36))
    changed_at: Mapped[datetime] = mapped_column(UTCDateTime())
    approval_id: Mapped[str | None] = mapped_column(String(36))
