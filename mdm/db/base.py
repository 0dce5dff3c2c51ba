"""Declarative base, constraint naming convention and portable column types."""

from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import JSON, DateTime, MetaData, String, Table
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

JSONType = JSON().with_variant(JSONB(), "postgresql")


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored as UTC and always read back timezone-aware."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Normalises to UTC before storing."""
        if value is None:
            return None
        utc = _as_utc(value)
        return utc.replace(tzinfo=None) if dialect.name == "sqlite" else utc

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        """Returns aware UTC datetimes whatever the backend stored."""
        return None if value is None else _as_utc(value)


def _as_utc(value: datetime) -> datetime:
    """Returns the datetime as aware UTC, reading naive values as UTC (as `core.time.as_utc`;
    the database layer sits below core and imports nothing of the service)."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    """Base class of every table; all constraint names follow one convention."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def id_column() -> Mapped[str]:
    """Returns a UUID string primary-key column."""
    return mapped_column(String(36), primary_key=True)


def tenant_column() -> Mapped[str]:
    """Returns the indexed `tenant_id` column every tenant-owned table carries."""
    return mapped_column(String(36), nullable=False, index=True)


POSTGRESQL_ONLY_INDEXES = frozenset({"ix_record_search_trgm"})


def table_of(model: type[Base]) -> Table:
    """Returns the Core table of a model, for bulk statements."""
    return cast(Table, model.__table__)


def row_values(obj: Base) -> dict[str, Any]:
    """Returns a model instance's column values, for a Core insert of that one row."""
    return {column.key: getattr(obj, column.key) for column in table_of(type(obj)).columns}
