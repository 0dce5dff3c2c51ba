"""Webhook subscriptions: created and changed by admins, each with a signing secret shown once,
a URL checked against SSRF, and a delivery cursor that starts at the tenant's latest event."""

import base64
import secrets
from typing import Any

from sqlalchemy.orm import Session

from mdm.audit.service import write_entry
from mdm.auth.principal import Principal
from mdm.core.errors import BadRequest, Gone, NotFound
from mdm.core.ids import new_id
from mdm.core.time import utcnow
from mdm.db.models import Webhook, WebhookDelivery
from mdm.db.models.delivery import cursor_defaults
from mdm.events.repository import EventRepository
from mdm.events.service import known_types
from mdm.webhooks import targets
from mdm.webhooks.repository import WebhookRepository
from mdm.webhooks.schemas import WebhookCreate, WebhookUpdate

SECRET_PREFIX = "whsec_"  # noqa: S105 (the Standard Webhooks prefix, not a secret)
MAX_MASTER_NAME = 63


def new_secret() -> str:
    """Returns a Standard Webhooks secret: `whsec_` and 32 random bytes in base64."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def _masters(names: list[str]) -> list[str]:
    """Returns the master names of a filter, or refuses an empty or overlong one."""
    for name in names:
        if not name or len(name) > MAX_MASTER_NAME:
            raise BadRequest(f"master_types: '{name[:80]}' is not a master name (1 to 63 characters)")
    return sorted(set(names))


def create(
    session: Session, *, principal: Principal, body: WebhookCreate, allow_private: bool
) -> tuple[Webhook, str]:
    """Creates a subscription that receives the events written from now on; returns it and
    its secret."""
    targets.check(body.url, allow_private=allow_private)
    now = utcnow()
    secret = new_secret()
    webhook = Webhook(
        id=new_id(),
        url=body.url,
        description=body.description,
        event_types=sorted(set(known_types(body.event_types, name="event_types"))),
        master_types=_masters(body.master_types),
        active=body.active,
        secret=secret,
        created_by=principal.user_id,
        created_at=now,
        updated_at=now,
        acked=EventRepository(session, principal.tenant_id).last(),
        delivered=0,
        **cursor_defaults(),
    )
    WebhookRepository(session, principal.tenant_id).add(webhook)
    write_entry(
        session,
        principal=principal,
        action="webhook.create",
        resource_type="webhook",
        resource_id=webhook.id,
        status_code=201,
        details={"url": webhook.url},
    )
    return webhook, secret


def get(session: Session, *, tenant_id: str, webhook_id: str, for_update: bool = False) -> Webhook:
    """Returns a tenant's subscription or raises NotFound."""
    webhook = WebhookRepository(session, tenant_id).get(webhook_id, for_update=for_update)
    if webhook is None:
        raise NotFound(f"Webhook '{webhook_id}' not found")
    return webhook


def list_webhooks(session: Session, *, tenant_id: str, skip: int, limit: int) -> tuple[list[Webhook], int]:
    """Lists a tenant's subscriptions, one page at a time."""
    return WebhookRepository(session, tenant_id).page(skip=skip, limit=limit)


def update(
    session: Session, *, principal: Principal, webhook_id: str, body: WebhookUpdate, allow_private: bool
) -> Webhook:
    """Changes the given properties of a subscription (a new URL is checked again)."""
    webhook = get(session, tenant_id=principal.tenant_id, webhook_id=webhook_id, for_update=True)
    changes: dict[str, Any] = {}
    if body.url is not None:
        targets.check(body.url, allow_private=allow_private)
        changes["url"] = body.url
    if "description" in body.model_fields_set:
        changes["description"] = body.description
    if body.event_types is not None:
        changes["event_types"] = sorted(set(known_types(body.event_types, name="event_types")))
    if body.master_types is not None:
        changes["master_types"] = _masters(body.master_types)
    if body.active is not None:
        changes["active"] = body.active
    for name, value in changes.items():
        setattr(webhook, name, value)
    webhook.updated_at = utcnow()
    session.flush()
    write_entry(
        session,
        principal=principal,
        action="webhook.update",
        resource_type="webhook",
        resource_id=webhook.id,
        details={"changed": sorted(changes)},
    )
    return webhook


def delete(session: Session, *, principal: Principal, webhook_id: str) -> None:
    """Removes a subscription and its delivery attempts; nothing more is sent to it."""
    webhook = get(session, tenant_id=principal.tenant_id, webhook_id=webhook_id, for_update=True)
    WebhookRepository(session, principal.tenant_id).delete(webhook)
    write_entry(
        session,
        principal=principal,
        action="webhook.delete",
        resource_type="webhook",
        resource_id=webhook_id,
        details={"url": webhook.url},
    )


def deliveries(
    session: Session, *, tenant_id: str, webhook_id: str, skip: int, limit: int
) -> tuple[list[WebhookDelivery], int]:
    """Lists a subscription's delivery attempts, newest first."""
    get(session, tenant_id=tenant_id, webhook_id=webhook_id)
    return WebhookRepository(session, tenant_id).deliveries(webhook_id, skip=skip, limit=limit)


def replay(session: Session, *, principal: Principal, webhook_id: str, after: int | None) -> Webhook:
    """Delivers again every event after a sequence (default: the last acknowledged one) and
    takes a parked subscription out of the failed state; a worker delivering to it now stops."""
    webhook = get(session, tenant_id=principal.tenant_id, webhook_id=webhook_id, for_update=True)
    start = webhook.acked if after is None else after
    oldest, last = EventRepository(session, principal.tenant_id).bounds()
    if start > last:
        raise BadRequest(f"after: the tenant's last event is {last}; replay from at most {last}")
    if start < last and oldest is not None and oldest > start + 1:
        raise Gone(
            f"events after sequence {start} are past retention; the oldest available is {oldest}: "
            f"replay with after={oldest - 1}"
        )
    for name, value in cursor_defaults().items():
        setattr(webhook, name, value)
    webhook.acked = start
    webhook.lease_owner = None  # fences off a worker still delivering from the old cursor
    webhook.lease_until = None
    webhook.updated_at = utcnow()
    session.flush()
    write_entry(
        session,
        principal=principal,
        action="webhook.replay",
        resource_type="webhook",
        resource_id=webhook.id,
        details={"after": start},
    )
    return webhook
