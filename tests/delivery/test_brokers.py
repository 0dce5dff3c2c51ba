"""Publishing to real brokers: NATS JetStream and RabbitMQ on this machine, read back by a real
consumer; every event once and in order, the subject naming tenant, master and type, the event
id as message id; a broker that is down is retried, never skipped. The brokers' addresses come
from MDM_TEST_NATS_URL and MDM_TEST_AMQP_URL (`.ci/run` sets and starts them)."""

import asyncio
import os
from typing import Any

import nats
import orjson
import pika
import pytest

from mdm.db.models import BrokerCursor
from mdm.delivery.worker import Worker
from tests.delivery.support import name, run_until, worker_for
from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer

NATS_URL = os.environ.get("MDM_TEST_NATS_URL")
AMQP_URL = os.environ.get("MDM_TEST_AMQP_URL")
EXCHANGE = "mdm.events.test"
STREAM = "MDM_EVENTS"


def make_changes(actor: Actor) -> list[dict[str, Any]]:
    """Writes a definition and some record changes; returns the tenant's feed."""
    define(actor, "article", field("code", unique=True), field("name"))
    ids = [create(actor, "article", code=f"A-{i}", name=name(i))["id"] for i in range(6)]
    actor.patch(f"/masters/article/{ids[0]}", json={"data": {"name": "有機栽培 緑茶"}})
    actor.delete(f"/masters/article/{ids[1]}")
    return list(actor.get("/events", params={"limit": 1000}).json()["items"])


def published(worker: Worker, actor: Actor, broker: str) -> int:
    """How far the tenant's events are published to a broker."""
    with worker.database.transaction() as session:
        cursor = session.get(BrokerCursor, (broker, actor.tenant_id))
        return cursor.acked if cursor is not None else 0


@pytest.mark.skipif(not NATS_URL, reason="MDM_TEST_NATS_URL is not set")
def test_nats_jetstream_gets_every_event_in_order(own_server: LiveServer, own_factory: Factory) -> None:
    assert NATS_URL
    actor = own_factory.actor()
    expected = make_changes(actor)
    worker = worker_for(own_server, events_nats_url=NATS_URL, events_nats_stream=STREAM)
    run_until(worker, lambda: published(worker, actor, "nats") == expected[-1]["sequence"])
    worker.close()
    messages = asyncio.run(read_nats(NATS_URL, f"mdm.{actor.tenant_id}.>", len(expected)))
    assert [orjson.loads(data) for _subject, _headers, data in messages] == expected
    for (subject, headers, _data), event in zip(messages, expected, strict=True):
        master = event["subject"].split("/")[0] if event["type"].startswith("mdm.record") else "article"
        assert subject == f"mdm.{actor.tenant_id}.{master}.{event['type']}"
        assert headers["Nats-Msg-Id"] == event["id"]


async def read_nats(url: str, subject: str, count: int) -> list[tuple[str, dict[str, str], bytes]]:
    """Reads a subject's messages from the start of the stream with an ordered consumer."""
    client = await nats.connect(url)
    try:
        subscription = await client.jetstream().subscribe(subject, ordered_consumer=True)
        got = []
        for _ in range(count):
            message = await subscription.next_msg(timeout=10)
            got.append((message.subject, dict(message.headers or {}), message.data))
        with pytest.raises(nats.errors.TimeoutError):
            await subscription.next_msg(timeout=0.5)  # nothing twice
        return got
    finally:
        await client.close()


@pytest.mark.skipif(not AMQP_URL, reason="MDM_TEST_AMQP_URL is not set")
def test_rabbitmq_gets_every_event_in_order(own_server: LiveServer, own_factory: Factory) -> None:
    assert AMQP_URL
    actor = own_factory.actor()
    connection = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
    try:
        channel = connection.channel()
        channel.exchange_declare(exchange=EXCHANGE, exchange_type="topic", durable=True)
        queue = channel.queue_declare(queue="", exclusive=True).method.queue
        channel.queue_bind(queue=queue, exchange=EXCHANGE, routing_key=f"mdm.{actor.tenant_id}.article.#")
        expected = make_changes(actor)
        worker = worker_for(own_server, events_amqp_url=AMQP_URL, events_amqp_exchange=EXCHANGE)
        run_until(worker, lambda: published(worker, actor, "amqp") == expected[-1]["sequence"])
        worker.close()
        got = []
        while (message := channel.basic_get(queue=queue, auto_ack=True))[0] is not None:
            method, properties, body = message
            got.append((method.routing_key, properties, orjson.loads(body)))
    finally:
        connection.close()
    assert [event for _key, _props, event in got] == expected
    for key, properties, event in got:
        assert key == f"mdm.{actor.tenant_id}.article.{event['type']}"
        assert properties.message_id == event["id"]
        assert properties.content_type == "application/cloudevents+json"
        assert properties.delivery_mode == 2


def test_a_broker_that_is_down_is_retried_not_skipped(own_server: LiveServer, own_factory: Factory) -> None:
    actor = own_factory.actor()
    make_changes(actor)
    worker = worker_for(
        own_server, events_amqp_url="amqp://guest:guest@127.0.0.1:9/", events_amqp_exchange=EXCHANGE
    )
    run_until(worker, lambda: cursor_state(worker, actor)[0] == "retrying", seconds=20)
    worker.close()
    _state, acked, error = cursor_state(worker, actor)
    assert acked == 0
    assert error is not None
    assert error.startswith("RabbitMQ:")


def cursor_state(worker: Worker, actor: Actor) -> tuple[str, int, str | None]:
    """The tenant's RabbitMQ cursor: state, how far, last error."""
    with worker.database.transaction() as session:
        cursor = session.get(BrokerCursor, ("amqp", actor.tenant_id))
        return ("none", 0, None) if cursor is None else (cursor.state, cursor.acked, cursor.last_error)
