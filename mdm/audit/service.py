"""The audit writer every domain calls once per change, and the audit query."""

from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy.orm import Session

from mdm.audit.repository import AuditRepository
from mdm.auth.principal import Principal
from mdm.core.context import get_request_context
from mdm.core.errors import BadRequest
from mdm.core.ids import new_id
from mdm.core.time import as_utc, parse_instant, utcnow
from mdm.db.models import AuditLog


def write_entry(
    session: Session,
    *,
    principal: Principal,
    action: str,
    resource_type: str,
    resource_id: str | None,
    status_code: int = 200,
    details: dict[str, Any] | None = None,
) -> None:
    """Adds an audit entry to the current transaction, so it commits with the change."""
    ctx = get_request_context()
    entry = AuditLog(
        id=new_id(),
        timestamp=utcnow(),
        user_id=principal.user_id,
        api_key_id=principal.api_key_id or None,
        action=action,
        resource_type=resource_type,
        resource_id=resource_id,
        status_code=status_code,
        ip=ctx.ip if ctx else None,
        details=details or {},
    )
    AuditRepository(session, principal.tenant_id).add(entry)


def parse_bound(raw: str | None, *, name: str, end: bool) -> datetime | None:
    """Parses a date (whole day, inclusive) or datetime bound of the audit query."""
    if raw is None or raw == "":
        return None
    try:
        if len(raw) == 10:
            day = date.fromisoformat(raw)
            start = datetime.combine(day, time.min)
            return as_utc(start + timedelta(days=1) if end else start)
        moment = parse_instant(raw)
        return moment + timedelta(microseconds=1) if end else moment
    except (ValueError, OverflowError):
        raise BadRequest(
            f"{name} must be an ISO 8601 date (2026-01-31) or datetime (2026-01-31T12:00:00Z)"
        ) from None


def list_entries(
    session: Session,
    *,
    tenant_id: str,
    start_date: str | None,
    end_date: str | None,
    user_id: str | None,
    action: str | None,
    skip: int,
    limit: int,
    resource_type: str | None = None,
    resource_id: str | None = None,
) -> tuple[list[AuditLog], int]:
    """Lists a tenant's audit entries matching the filters, newest first."""
    start = parse_bound(start_date, name="start_date", end=False)
    end = parse_bound(end_date, name="end_date", end=True)
    if start and end and start >= end:
        raise BadRequest("start_date must not be after end_date")
    return AuditRepository(session, tenant_id).page(
        start=start,
        end=end,
        user_id=user_id,
        action=action,
        skip=skip,
        limit=limit,
        resource_type=resource_type,
        resource_id=resource_id,
    )
