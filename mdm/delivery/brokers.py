"""Publishing events to message brokers with publisher confirms: NATS JetStream (subject
`mdm.<tenant>.<master_type>.<type>`, deduplicated by `Nats-Msg-Id`) and RabbitMQ (a durable
topic exchange, the same name as routing key, the event id as `message_id`)."""

import asyncio
import contextlib
from dataclasses import dataclass
from typing import Any, Protocol

import nats
import pika
from nats.js.errors import NotFoundError
from pika.adapters.blocking_connection import BlockingChannel

CONTENT_TYPE = "application/cloudevents+json"
NO_MASTER = "_"


@dataclass(frozen=True)
class Message:
    """One event as a broker message."""

    subject: str
    body: bytes
    event_id: str


class PublishError(Exception):
    """The broker did not confirm a message (it may have taken the ones before it)."""


class Publisher(Protocol):
    """A broker connection that publishes messages in order and returns once all are confirmed."""

    name: str

    def publish(self, messages: list[Message]) -> None:
        """Publishes the messages; raises PublishError when not every one was confirmed."""

    def close(self) -> None:
        """Closes the connection."""


def subject(tenant_id: str, master_type: str | None, event_type: str) -> str:
    """The subject (NATS) or routing key (RabbitMQ) of an event."""
    return f"mdm.{tenant_id}.{master_type or NO_MASTER}.{event_type}"


class NatsPublisher:
    """Publishes to a JetStream stream (created over `mdm.>` when missing), awaiting each ack."""

    name = "nats"

    def __init__(self, url: str, stream: str, *, timeout: float = 10.0) -> None:
        self.url = url
        self.stream = stream
        self.timeout = timeout
        self._loop = asyncio.new_event_loop()
        self._client: Any = None
        self._js: Any = None

    def publish(self, messages: list[Message]) -> None:
        """Publishes the messages, all acknowledged by the stream, or raises PublishError."""
        try:
            self._loop.run_until_complete(self._publish(messages))
        except PublishError:
            raise
        except Exception as exc:
            self.close()
            raise PublishError(f"NATS: {exc.__class__.__name__}: {exc}") from exc

    async def _publish(self, messages: list[Message]) -> None:
        """Sends the messages in order and waits for every acknowledgement."""
        js = await self._jetstream()
        sends = [
            js.publish(m.subject, m.body, timeout=self.timeout, headers={"Nats-Msg-Id": m.event_id})
            for m in messages
        ]
        acks = await asyncio.gather(*sends, return_exceptions=True)
        failed = [a for a in acks if isinstance(a, BaseException)]
        if failed:
            raise PublishError(f"NATS: {len(failed)} of {len(messages)} not acknowledged: {failed[0]!r}")

    async def _jetstream(self) -> Any:
        """Connects once and makes sure the stream exists."""
        if self._js is None:
            self._client = await nats.connect(
                self.url, connect_timeout=self.timeout, max_reconnect_attempts=2, allow_reconnect=True
            )
            js = self._client.jetstream(timeout=self.timeout)
            try:
                await js.stream_info(self.stream)
            except NotFoundError:
                await js.add_stream(name=self.stream, subjects=["mdm.>"])
            self._js = js
        return self._js

    def close(self) -> None:
        """Closes the connection (the next publish connects again)."""
        if self._client is not None:
            with contextlib.suppress(Exception):  # a broken connection is dropped either way
                self._loop.run_until_complete(self._client.close())
        self._client = self._js = None


class AmqpPublisher:
    """Publishes to a durable topic exchange on a channel in confirm mode."""

    name = "amqp"

    def __init__(self, url: str, exchange: str, *, timeout: float = 10.0) -> None:
        self.url = url
        self.exchange = exchange
        self.timeout = timeout
        self._connection: pika.BlockingConnection | None = None
        self._channel: BlockingChannel | None = None

    def publish(self, messages: list[Message]) -> None:
        """Publishes the messages, each confirmed by the broker, or raises PublishError."""
        try:
            channel = self._open()
            for message in messages:
                channel.basic_publish(
                    exchange=self.exchange,
                    routing_key=message.subject,
                    body=message.body,
                    properties=pika.BasicProperties(
                        content_type=CONTENT_TYPE, delivery_mode=2, message_id=message.event_id
                    ),
                )
        except Exception as exc:
            self.close()
            raise PublishError(f"RabbitMQ: {exc.__class__.__name__}: {exc}") from exc

    def _open(self) -> BlockingChannel:
        """Connects once, declares the exchange and turns on publisher confirms."""
        if self._channel is None or not self._channel.is_open:
            parameters = pika.URLParameters(self.url)
            parameters.socket_timeout = self.timeout
            parameters.blocked_connection_timeout = self.timeout
            self._connection = pika.BlockingConnection(parameters)
            channel = self._connection.channel()
            channel.exchange_declare(exchange=self.exchange, exchange_type="topic", durable=True)
            channel.confirm_delivery()
            self._channel = channel
        return self._channel

    def close(self) -> None:
        """Closes the connection (the next publish connects again)."""
        if self._connection is not None and self._connection.is_open:
            with contextlib.suppress(Exception):  # a broken connection is dropped either way
                self._connection.close()
        self._connection = self._channel = None
