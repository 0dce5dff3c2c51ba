"""Tenants: the unit of data isolation; each has one plan."""

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, UTCDateTime, id_column


class Tenant(Base):
    """A customer organisation; all data belongs to exactly one tenant."""

    __tablename__ = "tenant"

    id: Mapped[str] = id_column()
    name: Mapped[str] = mapped_column(String(200), unique=True)
    plan: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
