"""User shapes on the wire."""

from mdm.core.schemas import Schema, UTCDateTime


class UserRead(Schema):
    """A user as listed by `GET /users`."""

    id: str
    tenant_id: str
    email: str
    name: str
    role: str
    created_at: UTCDateTime
    deactivated_at: UTCDateTime | None = None
