"""SQL for webhook subscriptions and their delivery attempts, scoped by tenant."""

from sqlalchemy import func, select

from mdm.db.models import Webhook, WebhookDelivery
from mdm.db.repository import TenantRepository


class WebhookRepository(TenantRepository[Webhook]):
    """A tenant's webhook subscriptions and the attempts to deliver to them."""

    model = Webhook

    def add(self, webhook: Webhook) -> Webhook:
        """Stores a new subscription of this tenant."""
        return self.create(webhook)

    def get(self, webhook_id: str, *, for_update: bool = False) -> Webhook | None:
        """Returns this tenant's subscription by id (locked for update when asked)."""
        return self.first(Webhook.id == webhook_id, for_update=for_update)

    def page(self, *, skip: int, limit: int) -> tuple[list[Webhook], int]:
        """Returns one page of this tenant's subscriptions, oldest first, and their count."""
        return self.paginate(order_by=(Webhook.created_at, Webhook.id), skip=skip, limit=limit)

    def delete(self, webhook: Webhook) -> None:
        """Removes a subscription loaded through this repository (its attempts go with it)."""
        self.session.delete(webhook)
        self.session.flush()

    def deliveries(self, webhook_id: str, *, skip: int, limit: int) -> tuple[list[WebhookDelivery], int]:
        """Returns one page of a subscription's delivery attempts, newest first, and their count."""
        conditions = self.scoped(WebhookDelivery.webhook_id == webhook_id, model=WebhookDelivery)
        total = self.session.scalar(select(func.count()).select_from(WebhookDelivery).where(*conditions))
        stmt = (
            select(WebhookDelivery)
            .where(*conditions)
            .order_by(WebhookDelivery.at.desc(), WebhookDelivery.id.desc())
            .offset(skip)
            .limit(limit)
        )
        return list(self.session.scalars(stmt)), int(total or 0)
