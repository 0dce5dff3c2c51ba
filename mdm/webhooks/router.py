"""`/webhooks`: the tenant's webhook subscriptions and their deliveries (admin only)."""

from fastapi import APIRouter, Response

from mdm.auth.deps import AdminDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.schemas import Page
from mdm.webhooks import service
from mdm.webhooks.schemas import (
    DeliveryRead,
    WebhookCreate,
    WebhookCreated,
    WebhookRead,
    WebhookReplay,
    WebhookUpdate,
)

router = APIRouter(prefix="/webhooks", tags=["webhooks"], route_class=GuardedRoute)


@router.post("", status_code=201, response_model=WebhookCreated)
def create_webhook(
    body: WebhookCreate, session: SessionDep, admin: AdminDep, settings: SettingsDep
) -> WebhookCreated:
    """Subscribes a URL to the tenant's events; the answer holds the signing secret, once."""
    webhook, secret = service.create(
        session, principal=admin, body=body, allow_private=settings.webhook_allow_private
    )
    return WebhookCreated.model_validate(
        {**WebhookRead.model_validate(webhook).model_dump(), "secret": secret}
    )


@router.get("", response_model=Page[WebhookRead])
def list_webhooks(session: SessionDep, admin: AdminDep, page: PageDep) -> Page[WebhookRead]:
    """Lists the tenant's subscriptions with where their delivery stands."""
    items, total = service.list_webhooks(session, tenant_id=admin.tenant_id, skip=page.skip, limit=page.limit)
    return Page(items=[WebhookRead.model_validate(w) for w in items], total=total)


@router.get("/{webhook_id}", response_model=WebhookRead)
def get_webhook(webhook_id: str, session: SessionDep, admin: AdminDep) -> WebhookRead:
    """Returns one subscription."""
    return WebhookRead.model_validate(service.get(session, tenant_id=admin.tenant_id, webhook_id=webhook_id))


@router.patch("/{webhook_id}", response_model=WebhookRead)
def update_webhook(
    webhook_id: str, body: WebhookUpdate, session: SessionDep, admin: AdminDep, settings: SettingsDep
) -> WebhookRead:
    """Changes a subscription's URL, filters, description or whether it is active."""
    webhook = service.update(
        session,
        principal=admin,
        webhook_id=webhook_id,
        body=body,
        allow_private=settings.webhook_allow_private,
    )
    return WebhookRead.model_validate(webhook)


@router.delete("/{webhook_id}", status_code=204)
def delete_webhook(webhook_id: str, session: SessionDep, admin: AdminDep) -> Response:
    """Removes a subscription."""
    service.delete(session, principal=admin, webhook_id=webhook_id)
    return Response(status_code=204)


@router.get("/{webhook_id}/deliveries", response_model=Page[DeliveryRead])
def list_deliveries(
    webhook_id: str, session: SessionDep, admin: AdminDep, page: PageDep
) -> Page[DeliveryRead]:
    """Lists a subscription's delivery attempts, newest first, with status codes and latency."""
    items, total = service.deliveries(
        session, tenant_id=admin.tenant_id, webhook_id=webhook_id, skip=page.skip, limit=page.limit
    )
    return Page(items=[DeliveryRead.model_validate(d) for d in items], total=total)


@router.post("/{webhook_id}/replay", response_model=WebhookRead)
def replay_webhook(
    webhook_id: str, session: SessionDep, admin: AdminDep, body: WebhookReplay | None = None
) -> WebhookRead:
    """Delivers again every event after a sequence (default: the last acknowledged one)."""
    after = body.after if body is not None else None
    return WebhookRead.model_validate(
        service.replay(session, principal=admin, webhook_id=webhook_id, after=after)
    )
