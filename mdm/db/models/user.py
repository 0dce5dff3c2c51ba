"""Users of a tenant, each with one role."""

from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, UTCDateTime, id_column


class User(Base):
    """A person (or service identity) acting within one tenant."""

    __tablename__ = "app_user"
    __table_args__ = (UniqueConstraint("tenant_id", "email"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(ForeignKey("tenant.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(320))
    name: Mapped[str] = mapped_column(String(200))
    role: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # Set while the user is deactivated: their keys answer 401, their history stays.
    deactivated_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), default=None)
    # An argon2id hash for signing in to the console; None until a password is chosen.
    password_hash: Mapped[str | None] = mapped_column(String(200), default=None)
    last_sign_in_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), default=None)
