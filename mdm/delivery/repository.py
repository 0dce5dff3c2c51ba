"""SQL for delivering events: claiming cursors across tenants with a lease (rows locked with
`SKIP LOCKED` on PostgreSQL, so concurrent workers never claim the same one), and a claimed
cursor's progress, written only while its lease is still this worker's."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, CursorResult, exists, insert, or_, select, update
from sqlalchemy.orm import Session

from mdm.core.time import utcnow
from mdm.db.models import BrokerCursor, EventCounter, Webhook, WebhookDelivery
from mdm.db.models.delivery import DeliveryCursor, cursor_defaults
from mdm.db.repository import TenantRepository, conflict_insert

Cursor = type[Webhook] | type[BrokerCursor]


def _claimable(model: Cursor, now: datetime) -> list[ColumnElement[bool]]:
    """The conditions of a cursor some worker should work on now: events wait for it, it is
    not parked, not waiting for its next retry, and nobody holds its lease."""
    return [
        model.state != "failed",
        or_(model.next_attempt_at.is_(None), model.next_attempt_at <= now),
        or_(model.lease_until.is_(None), model.lease_until < now),
        model.acked < EventCounter.last,
    ]


def webhooks_waiting(session: Session, *, now: datetime) -> bool:
    """Tells whether any subscription has events to deliver now (a read, so that an idle
    worker's look around takes no write lock)."""
    stmt = (
        select(Webhook.id)
        .join(EventCounter, EventCounter.tenant_id == Webhook.tenant_id)
        .where(Webhook.active.is_(True), *_claimable(Webhook, now))
        .limit(1)
    )
    return session.scalar(stmt) is not None


def _claim(
    session: Session,
    model: Cursor,
    conditions: list[ColumnElement[bool]],
    *,
    lease: tuple[str, datetime],
    limit: int,
) -> list[Any]:
    """Leases up to `limit` cursors that meet the conditions and have events waiting, least
    recently worked first, skipping rows another worker is claiming at this moment."""
    stmt = (
        select(model)
        .join(EventCounter, EventCounter.tenant_id == model.tenant_id)
        .where(*conditions)
        .order_by(model.lease_until.nulls_first())
        .limit(limit)
        .with_for_update(of=model, skip_locked=True)
    )
    claimed: list[Any] = list(session.scalars(stmt))
    for cursor in claimed:
        cursor.lease_owner, cursor.lease_until = lease
    session.flush()
    return claimed


def claim_webhooks(
    session: Session, *, owner: str, now: datetime, until: datetime, limit: int
) -> list[Webhook]:
    """Leases up to `limit` active subscriptions with events to deliver to `owner` until `until`."""
    conditions = [Webhook.active.is_(True), *_claimable(Webhook, now)]
    return _claim(session, Webhook, conditions, lease=(owner, until), limit=limit)


def claim_brokers(
    session: Session, *, brokers: Sequence[str], owner: str, now: datetime, until: datetime, limit: int
) -> list[BrokerCursor]:
    """Leases up to `limit` broker cursors (of the brokers this worker publishes to) with events
    to publish to `owner` until `until`."""
    conditions = [BrokerCursor.broker.in_(list(brokers)), *_claimable(BrokerCursor, now)]
    return _claim(session, BrokerCursor, conditions, lease=(owner, until), limit=limit)


def tenants_without_cursor(session: Session, broker: str) -> list[str]:
    """The tenants that have events but no cursor for the broker yet."""
    missing = select(EventCounter.tenant_id).where(
        ~exists().where(BrokerCursor.broker == broker, BrokerCursor.tenant_id == EventCounter.tenant_id)
    )
    return list(session.scalars(missing))


def add_broker_cursors(session: Session, broker: str, tenants: Sequence[str]) -> None:
    """Gives tenants a cursor for the broker from their first event (one another worker made
    at the same moment stays as it is)."""
    values = {**cursor_defaults(), "acked": 0, "delivered": 0, "broker": broker}
    stmt = conflict_insert(session, BrokerCursor).on_conflict_do_nothing(
        index_elements=["broker", "tenant_id"]
    )
    session.execute(stmt, [{**values, "tenant_id": t} for t in tenants])


class CursorRepository(TenantRepository[Webhook]):
    """A tenant's delivery cursors as a worker holding their lease moves them on."""

    model = Webhook

    def advance(
        self, cursor: DeliveryCursor, *, owner: str, progress: dict[str, Any], until: datetime | None
    ) -> bool:
        """Writes a claimed cursor's progress and renews its lease (or, with `until` None,
        releases it: the release time then orders who is claimed next); answers False, writing
        nothing, when the lease is no longer `owner`'s (the cursor was replayed, deleted, or its
        lease ran out and another worker took it)."""
        model: Cursor = Webhook if isinstance(cursor, Webhook) else BrokerCursor
        keys = (
            [Webhook.id == cursor.id]
            if isinstance(cursor, Webhook)
            else [BrokerCursor.broker == cursor.broker]  # type: ignore[attr-defined]
        )
        released = {"lease_owner": None, "lease_until": utcnow()}
        values = {**progress, **({"lease_owner": owner, "lease_until": until} if until else released)}
        stmt = (
            update(model)
            .where(*self.scoped(*keys, model.lease_owner == owner, model=model))
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        result: CursorResult[Any] = self.session.execute(stmt)  # type: ignore[assignment]
        return bool(result.rowcount)

    def add_deliveries(self, attempts: Sequence[dict[str, Any]]) -> None:
        """Records delivery attempts (each with every column but `tenant_id`)."""
        if attempts:
            self.session.execute(
                insert(WebhookDelivery), [{**a, "tenant_id": self.tenant_id} for a in attempts]
            )
