"""`/catalog`: what data the tenant holds, per master and per field."""

from fastapi import APIRouter

from mdm.auth.deps import PrincipalDep
from mdm.auth.guard import GuardedRoute
from mdm.catalog import service
from mdm.catalog.schemas import CatalogDetail, CatalogEntry
from mdm.core.deps import PageDep, SessionDep, SettingsDep
from mdm.core.schemas import Page

router = APIRouter(prefix="/catalog", tags=["catalog"], route_class=GuardedRoute)


@router.get("", response_model=Page[CatalogEntry])
def list_catalog(session: SessionDep, principal: PrincipalDep, page: PageDep) -> Page[CatalogEntry]:
    """Lists every master with its size, version, last change and approval flag."""
    items, total = service.list_catalog(
        session, tenant_id=principal.tenant_id, skip=page.skip, limit=page.limit
    )
    return Page(items=items, total=total)


@router.get("/{master_type}", response_model=CatalogDetail)
def get_catalog_entry(
    session: SessionDep, principal: PrincipalDep, settings: SettingsDep, master_type: str
) -> CatalogDetail:
    """Describes a master: field profiles (fill rate, distinct values) and its references."""
    return service.get_catalog_entry(
        session,
        tenant_id=principal.tenant_id,
        master_type=master_type,
        exact_limit=settings.catalog_exact_limit,
        refresh_after=settings.catalog_refresh_seconds,
    )
