"""Webhook shapes on the wire."""

from pydantic import AliasChoices, BaseModel, ConfigDict, Field

from mdm.core.schemas import Schema, UTCDateTime


class WebhookCreate(BaseModel):
    """A new subscription: where to send, which events (all when a list is empty)."""

    model_config = ConfigDict(extra="forbid")

    url: str = Field(min_length=1, max_length=2000)
    description: str | None = Field(default=None, max_length=2000)
    event_types: list[str] = Field(default_factory=list, max_length=50)
    master_types: list[str] = Field(default_factory=list, max_length=200)
    active: bool = True


class WebhookUpdate(BaseModel):
    """A change to a subscription: only the properties given change."""

    model_config = ConfigDict(extra="forbid")

    url: str | None = Field(default=None, min_length=1, max_length=2000)
    description: str | None = Field(default=None, max_length=2000)
    event_types: list[str] | None = Field(default=None, max_length=50)
    master_types: list[str] | None = Field(default=None, max_length=200)
    active: bool | None = None


class WebhookRead(Schema):
    """A subscription and where its delivery stands (`state`: active, retrying or failed)."""

    id: str
    url: str
    description: str | None
    event_types: list[str]
    master_types: list[str]
    active: bool
    created_by: str
    created_at: UTCDateTime
    updated_at: UTCDateTime
    state: str
    acked_sequence: int = Field(validation_alias=AliasChoices("acked", "acked_sequence"))
    delivered: int
    attempts: int
    failing_since: UTCDateTime | None
    next_attempt_at: UTCDateTime | None
    last_error: str | None


class WebhookCreated(WebhookRead):
    """A new subscription with its signing secret, which is shown this once."""

    secret: str


class WebhookReplay(BaseModel):
    """Deliver again every event after this sequence (default: the last acknowledged one)."""

    model_config = ConfigDict(extra="forbid")

    after: int | None = Field(default=None, ge=0, le=2**62)


class DeliveryRead(Schema):
    """One attempt to deliver one event: the receiver's status code or the error, and latency."""

    id: str
    sequence: int
    event_id: str
    attempt: int
    succeeded: bool
    status_code: int | None
    latency_ms: int
    error: str | None
    at: UTCDateTime
