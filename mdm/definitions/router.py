"""`/definitions`: master schemas and their versions."""

from typing import Annotated

from fastapi import APIRouter, Query, status
from fastapi.responses import JSONResponse

from mdm.approvals.responses import HELD_BACK, accepted
from mdm.auth.deps import PrincipalDep, StewardDep
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import PageDep, SessionDep
from mdm.core.errors import NotFound
from mdm.core.schemas import Page
from mdm.db.models import ApprovalRequest
from mdm.definitions import service
from mdm.definitions.schemas import (
    DefinitionCreate,
    DefinitionDeleted,
    DefinitionPatch,
    DefinitionRead,
    DefinitionUpdate,
    DefinitionVersionRead,
)

router = APIRouter(prefix="/definitions", tags=["definitions"], route_class=GuardedRoute)


@router.get("", response_model=Page[DefinitionRead])
def list_definitions(session: SessionDep, principal: PrincipalDep, page: PageDep) -> Page[DefinitionRead]:
    """Lists the tenant's master definitions."""
    items, total = service.list_definitions(
        session, tenant_id=principal.tenant_id, skip=page.skip, limit=page.limit
    )
    return Page(items=[DefinitionRead.model_validate(d) for d in items], total=total)


@router.post("", response_model=DefinitionRead, status_code=status.HTTP_201_CREATED)
def create_definition(session: SessionDep, principal: StewardDep, body: DefinitionCreate) -> DefinitionRead:
    """Creates a master definition (admins and stewards)."""
    definition = service.create_definition(session, principal=principal, body=body)
    return DefinitionRead.model_validate(definition)


@router.get("/{master_type}", response_model=DefinitionRead)
def get_definition(session: SessionDep, principal: PrincipalDep, master_type: str) -> DefinitionRead:
    """Gets a master definition."""
    definition = service.get_definition(session, tenant_id=principal.tenant_id, master_type=master_type)
    return DefinitionRead.model_validate(definition)


@router.put("/{master_type}", response_model=DefinitionRead)
def update_definition(
    session: SessionDep, principal: StewardDep, master_type: str, body: DefinitionUpdate
) -> DefinitionRead:
    """Replaces a master definition; a change becomes the next version (admins and stewards)."""
    definition = service.update_definition(session, principal=principal, master_type=master_type, body=body)
    return DefinitionRead.model_validate(definition)


@router.patch("/{master_type}", response_model=DefinitionRead)
def patch_definition(
    session: SessionDep, principal: StewardDep, master_type: str, body: DefinitionPatch
) -> DefinitionRead:
    """Changes only the given top-level properties of a definition (a merge: e.g.
    `{"approval_required": true}` alone); a change becomes the next version."""
    changes = body.model_dump(by_alias=True, exclude_unset=True)
    definition = service.patch_definition(
        session, principal=principal, master_type=master_type, changes=changes
    )
    return DefinitionRead.model_validate(definition)


@router.delete("/{master_type}", response_model=DefinitionDeleted, responses=HELD_BACK)
def delete_definition(
    session: SessionDep,
    principal: StewardDep,
    master_type: str,
    force: Annotated[bool, Query(description="Also delete the master's records")] = False,
) -> DefinitionDeleted | JSONResponse:
    """Deletes a master definition, refused while records exist unless forced.

    Stewards may delete empty, ungoverned masters; a master with records or a governed one
    needs an admin, and a governed one with records another admin's approval (202).
    """
    removed = service.delete_definition(session, principal=principal, master_type=master_type, force=force)
    if isinstance(removed, ApprovalRequest):
        return accepted(removed)
    return DefinitionDeleted(master_type=master_type, records_deleted=removed)


@router.get("/{master_type}/versions", response_model=Page[DefinitionVersionRead])
def list_versions(
    session: SessionDep, principal: PrincipalDep, master_type: str
) -> Page[DefinitionVersionRead]:
    """Lists every version of a definition, newest first."""
    versions = service.list_versions(session, tenant_id=principal.tenant_id, master_type=master_type)
    return Page(items=[DefinitionVersionRead.model_validate(v) for v in versions], total=len(versions))


@router.get("/{master_type}/versions/{version}", response_model=DefinitionVersionRead)
def get_version(
    session: SessionDep, principal: PrincipalDep, master_type: str, version: int
) -> DefinitionVersionRead:
    """Gets a definition as it was at one version."""
    versions = service.list_versions(session, tenant_id=principal.tenant_id, master_type=master_type)
    for snapshot in versions:
        if snapshot.version == version:
            return DefinitionVersionRead.model_validate(snapshot)
    raise NotFound(f"Master '{master_type}' has no version {version}")
