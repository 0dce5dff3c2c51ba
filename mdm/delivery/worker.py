"""The delivery worker: claims cursors with events waiting (webhooks, brokers), sends their
events in sequence order, and records how far it got, so any number of workers in any number of
processes share the work and a worker that dies only delays what it held until its lease ends.

Every event is sent at least once: progress is written after a batch, so a worker killed
mid-batch leaves events that the next worker sends again (consumers dedupe by event id). A
cursor is worked by one worker at a time, so events go out in order; one that keeps failing
holds back the ones after it, is retried with exponential backoff, and after
`MDM_WEBHOOK_RETRY_HOURS` the subscription is parked as failed until it is replayed."""

import logging
import os
import random
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from functools import partial
from typing import Any

import orjson
from sqlalchemy.orm import Session

from mdm.core.time import utcnow
from mdm.db.engine import WRITE_OPTION, Database
from mdm.db.models import BrokerCursor, Event, RecordHistory, Webhook
from mdm.db.models.delivery import DeliveryCursor, cursor_defaults
from mdm.delivery import repository, webhook
from mdm.delivery.brokers import AmqpPublisher, Message, NatsPublisher, Publisher, PublishError, subject
from mdm.events.repository import EventRepository
from mdm.events.service import cloud_event
from mdm.settings import Settings

log = logging.getLogger("mdm.delivery")

BATCH = 100
CLAIM = 1  # cursors claimed at a time: each is worked while its lease is fresh
MAX_BACKOFF_SECONDS = 3600.0
Row = tuple[Event, RecordHistory | None]


class Worker:
    """One delivery worker (a thread of `mdm serve`, or `mdm worker`)."""

    def __init__(self, database: Database, settings: Settings) -> None:
        self.database = database
        self.settings = settings
        self.owner = f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        lease_seconds = settings.events_lease_seconds
        self.lease = timedelta(seconds=lease_seconds)
        # One batch stops taking new events after this long, so its lease never runs out.
        self.budget = lease_seconds / 4
        self.timeout = min(settings.webhook_timeout_seconds, lease_seconds / 2)
        self.client = webhook.client(self.timeout)
        self.publishers: list[Publisher] = []
        if settings.events_nats_url:
            self.publishers.append(
                NatsPublisher(settings.events_nats_url, settings.events_nats_stream, timeout=self.timeout)
            )
        if settings.events_amqp_url:
            self.publishers.append(
                AmqpPublisher(settings.events_amqp_url, settings.events_amqp_exchange, timeout=self.timeout)
            )
        self._engine = database.engine.execution_options(**{WRITE_OPTION: True})

    def run(self, stop: threading.Event) -> None:
        """Delivers until `stop` is set, resting `MDM_EVENTS_POLL_SECONDS` when nothing waits."""
        log.info("delivery worker %s started", self.owner)
        try:
            while not stop.is_set():
                try:
                    busy = self.step()
                except Exception:
                    log.exception("delivery round failed; trying again shortly")
                    busy = False
                if not busy:
                    stop.wait(self.settings.events_poll_seconds)
        finally:
            self.close()

    def step(self) -> bool:
        """Claims what waits, works each claimed cursor for one batch; True when it found work."""
        now = utcnow()
        with self._session(write=False) as session:
            waiting = repository.webhooks_waiting(session, now=now)
        hook_ids: list[str] = []
        if waiting:
            with self._session() as session:
                hooks = repository.claim_webhooks(
                    session, owner=self.owner, now=now, until=now + self.lease, limit=CLAIM
                )
                hook_ids = [h.id for h in hooks]
        cursor_keys: list[tuple[str, str]] = []
        if self.publishers:
            self._add_broker_cursors()
            with self._session() as session:
                cursors = repository.claim_brokers(
                    session,
                    brokers=[p.name for p in self.publishers],
                    owner=self.owner,
                    now=now,
                    until=now + self.lease,
                    limit=CLAIM,
                )
                cursor_keys = [(c.broker, c.tenant_id) for c in cursors]
        for webhook_id in hook_ids:
            self._work(partial(_load, Webhook, webhook_id), self._deliver_batch)
        for key in cursor_keys:
            self._work(partial(_load, BrokerCursor, key), self._publish_batch)
        return bool(hook_ids or cursor_keys)

    def _add_broker_cursors(self) -> None:
        """Gives every tenant with events a cursor for each broker this worker publishes to."""
        for publisher in self.publishers:
            with self._session(write=False) as session:
                missing = repository.tenants_without_cursor(session, publisher.name)
            if missing:
                with self._session() as session:
                    repository.add_broker_cursors(session, publisher.name, missing)

    def _work(self, load: Callable[[Session], Any], batch: Callable[[Any], dict[str, Any]]) -> None:
        """Works one claimed cursor batch by batch while events wait and the budget lasts, then
        releases it; stops at once when the lease was lost."""
        started = time.monotonic()
        while True:
            with self._session() as session:
                cursor = load(session)
                if cursor is None or cursor.lease_owner != self.owner or cursor.lease_until <= utcnow():
                    return
                session.expunge(cursor)
            changes = batch(cursor)
            attempts = changes.pop("_attempts", [])
            keep = changes.pop("_more", False) and time.monotonic() - started < self.budget
            with self._session() as session:
                repo = repository.CursorRepository(session, cursor.tenant_id)
                until = utcnow() + self.lease if keep else None
                if not repo.advance(cursor, owner=self.owner, progress=changes, until=until):
                    return
                repo.add_deliveries(attempts)
            if not keep:
                return

    def _events(self, cursor: DeliveryCursor, tenant_id: str, **filters: Any) -> tuple[list[Row], int, bool]:
        """Reads the next batch of the cursor's events; returns them, the sequence the read
        covers (events in between are not for this cursor) and whether more may follow."""
        with self._session(write=False) as session:
            repo = EventRepository(session, tenant_id)
            last = repo.last()
            rows = repo.page(after=cursor.acked, limit=BATCH, upto=last, **filters)
            session.expunge_all()
        full = len(rows) == BATCH
        return rows, (rows[-1][0].sequence if full else last), full

    def _deliver_batch(self, hook: Webhook) -> dict[str, Any]:
        """Sends the subscription's next events one by one, in order, until one fails."""
        rows, covered, more = self._events(
            hook, hook.tenant_id, master_types=hook.master_types, types=hook.event_types
        )
        attempts: list[dict[str, Any]] = []
        acked, sent, started = hook.acked, 0, time.monotonic()
        for index, (event, entry) in enumerate(rows):
            body = orjson.dumps(cloud_event(hook.tenant_id, event=event, entry=entry)).decode()
            outcome = webhook.send(
                self.client,
                url=hook.url,
                secret=hook.secret,
                event_id=event.id,
                body=body,
                allow_private=self.settings.webhook_allow_private,
            )
            retried = index == 0 and hook.attempts > 0
            attempts.append(_attempt(hook.id, event, outcome, number=hook.attempts + 1 if retried else 1))
            if not outcome.succeeded:
                failed = self._failed(hook, outcome.error or "failed", again=retried)
                return {**failed, "acked": acked, "delivered": hook.delivered + sent, "_attempts": attempts}
            acked, sent = event.sequence, sent + 1
            if index < len(rows) - 1 and time.monotonic() - started > self.budget:
                covered, more = acked, True
                break
        done = {"acked": covered, "delivered": hook.delivered + sent, "_attempts": attempts, "_more": more}
        return {**_succeeded(), **done}

    def _publish_batch(self, cursor: BrokerCursor) -> dict[str, Any]:
        """Publishes the tenant's next events to the cursor's broker, all confirmed, or retries."""
        publisher = next(p for p in self.publishers if p.name == cursor.broker)
        rows, covered, more = self._events(cursor, cursor.tenant_id)
        messages = [
            Message(
                subject=subject(cursor.tenant_id, event.master_type, event.type),
                body=orjson.dumps(cloud_event(cursor.tenant_id, event=event, entry=entry)),
                event_id=event.id,
            )
            for event, entry in rows
        ]
        try:
            publisher.publish(messages)
        except PublishError as exc:
            log.warning("publishing to %s failed: %s", cursor.broker, exc)
            return self._failed(cursor, str(exc), again=cursor.attempts > 0, parks=False)
        delivered = cursor.delivered + len(messages)
        return {**_succeeded(), "acked": covered, "delivered": delivered, "_more": more}

    def _failed(
        self, cursor: DeliveryCursor, error: str, *, again: bool, parks: bool = True
    ) -> dict[str, Any]:
        """The cursor's state after a failed attempt (`again`: at the event that failed last
        time): retried after a growing wait, or parked once it has failed for
        `MDM_WEBHOOK_RETRY_HOURS` (brokers are retried for ever)."""
        now = utcnow()
        since = (cursor.failing_since or now) if again else now
        attempts = cursor.attempts + 1 if again else 1
        state: dict[str, Any] = {"attempts": attempts, "failing_since": since, "last_error": error[:500]}
        if parks and now - since >= timedelta(hours=self.settings.webhook_retry_hours):
            return {**state, "state": "failed", "next_attempt_at": None}
        wait = timedelta(seconds=self.backoff(attempts))
        return {**state, "state": "retrying", "next_attempt_at": now + wait}

    def backoff(self, attempts: int) -> float:
        """Seconds to wait before the next attempt: doubling from the base, at most an hour,
        with a little jitter so that many subscriptions do not retry in step."""
        base = self.settings.webhook_retry_base_seconds * 2 ** min(attempts - 1, 30)
        return min(base, MAX_BACKOFF_SECONDS) * random.uniform(0.9, 1.1)

    @contextmanager
    def _session(self, *, write: bool = True) -> Iterator[Session]:
        """A session whose transaction commits when the block ends."""
        engine = self._engine if write else self.database.engine
        with Session(bind=engine, expire_on_commit=False) as session, session.begin():
            yield session

    def close(self) -> None:
        """Closes the HTTP client and the broker connections."""
        self.client.close()
        for publisher in self.publishers:
            publisher.close()


def _load(model: type[Webhook] | type[BrokerCursor], key: Any, session: Session) -> Any:
    """Loads a cursor by primary key."""
    return session.get(model, key)


def _succeeded() -> dict[str, Any]:
    """The state of a cursor whose last attempt succeeded."""
    return cursor_defaults()


def _attempt(webhook_id: str, event: Event, outcome: webhook.Outcome, *, number: int) -> dict[str, Any]:
    """The row of one delivery attempt."""
    return {
        "id": str(uuid.uuid4()),
        "webhook_id": webhook_id,
        "sequence": event.sequence,
        "event_id": event.id,
        "attempt": number,
        "succeeded": outcome.succeeded,
        "status_code": outcome.status_code,
        "latency_ms": outcome.latency_ms,
        "error": outcome.error,
        "at": utcnow(),
    }


def start_in_thread(database: Database, settings: Settings) -> tuple[threading.Thread, threading.Event]:
    """Starts a worker in a daemon thread; set the returned event to stop it."""
    stop = threading.Event()
    worker = Worker(database, settings)
    thread = threading.Thread(target=worker.run, args=(stop,), name="mdm-delivery", daemon=True)
    thread.start()
    return thread, stop
