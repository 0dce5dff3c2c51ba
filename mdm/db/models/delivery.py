"""Outbound delivery of change events: webhook subscriptions, their delivery attempts, and the
cursors of the message brokers, each a cursor over the tenant's events with a lease."""

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Boolean, ForeignKey, Index, Integer, PrimaryKeyConstraint, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from mdm.db.base import Base, JSONType, UTCDateTime, id_column


class DeliveryCursor:
    """Where a consumer of the tenant's events stands: every event up to `acked` is delivered
    (or not for it); the lease names the worker delivering now and until when it may."""

    acked: Mapped[int] = mapped_column(BigInteger, default=0)
    state: Mapped[str] = mapped_column(String(16), default="active")  # active, retrying, failed
    attempts: Mapped[int] = mapped_column(Integer, default=0)  # consecutive failures of the next event
    failing_since: Mapped[datetime | None] = mapped_column(UTCDateTime())
    next_attempt_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    last_error: Mapped[str | None] = mapped_column(String(500))
    delivered: Mapped[int] = mapped_column(BigInteger, default=0)
    lease_owner: Mapped[str | None] = mapped_column(String(64))
    lease_until: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Webhook(DeliveryCursor, Base):
    """An admin's subscription: the tenant's events (of some types and masters) POSTed to a URL,
    signed with the subscription's secret."""

    __tablename__ = "webhook"

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(ForeignKey("tenant.id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(String(2000))
    description: Mapped[str | None] = mapped_column(Text)
    event_types: Mapped[list[str]] = mapped_column(JSONType)
    master_types: Mapped[list[str]] = mapped_column(JSONType)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    secret: Mapped[str] = mapped_column(String(100))
    created_by: Mapped[str] = mapped_column(String(36))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


class WebhookDelivery(Base):
    """One attempt to deliver one event to a webhook: its answer or error, and how long it took."""

    __tablename__ = "webhook_delivery"
    __table_args__ = (Index("ix_webhook_delivery_webhook", "tenant_id", "webhook_id", "at"),)

    id: Mapped[str] = id_column()
    tenant_id: Mapped[str] = mapped_column(String(36))
    webhook_id: Mapped[str] = mapped_column(ForeignKey("webhook.id", ondelete="CASCADE"))
    sequence: Mapped[int] = mapped_column(BigInteger)
    event_id: Mapped[str] = mapped_column(String(36))
    attempt: Mapped[int] = mapped_column(Integer)
    succeeded: Mapped[bool] = mapped_column(Boolean)
    status_code: Mapped[int | None] = mapped_column(Integer)
    latency_ms: Mapped[int] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(String(500))
    at: Mapped[datetime] = mapped_column(UTCDateTime())


class BrokerCursor(DeliveryCursor, Base):
    """How far a tenant's events are published to a message broker (`nats`, `amqp`)."""

    __tablename__ = "broker_cursor"
    __table_args__ = (PrimaryKeyConstraint("broker", "tenant_id"),)

    broker: Mapped[str] = mapped_column(String(16))
    tenant_id: Mapped[str] = mapped_column(String(36))


def cursor_defaults() -> dict[str, Any]:
    """The column values of a cursor that has delivered nothing and waits for nothing."""
    return {
        "state": "active",
        "attempts": 0,
        "failing_since": None,
        "next_attempt_at": None,
        "last_error": None,
    }
