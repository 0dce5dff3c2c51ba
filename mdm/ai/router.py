"""`/ai/validation-rules/generate`: a validation rule from a sentence."""

from typing import Annotated

from fastapi import APIRouter, Query, Request
from starlette.concurrency import run_in_threadpool

from mdm.ai import service
from mdm.ai.schemas import RuleRequest, RuleResponse
from mdm.auth.deps import PrincipalDep, required_scope
from mdm.auth.guard import GuardedRoute
from mdm.core.deps import SessionDep, SettingsDep
from mdm.core.errors import BadRequest
from mdm.db.enums import Scope

router = APIRouter(prefix="/ai", tags=["ai"], route_class=GuardedRoute)


@router.post("/validation-rules/generate", response_model=RuleResponse)
@required_scope(Scope.READ)
async def generate_rule(
    request: Request,
    session: SessionDep,
    principal: PrincipalDep,
    settings: SettingsDep,
    body: RuleRequest,
    check: Annotated[bool, Query(description="Also count stored records the rule rejects")] = False,
    master_type: Annotated[str | None, Query(description="The master to check (with check)")] = None,
) -> RuleResponse:
    """Generates a validation rule from a description (optionally checked on stored records)."""
    if check and not master_type:
        raise BadRequest("check=true needs master_type: the master whose records to check")
    generated = await service.generate(
        settings=settings,
        slots=request.app.state.model_slots,
        description=body.description,
        field_name=body.field_name,
        field_type=body.field_type,
    )
    result = RuleResponse(rule=service.rule_json(generated), explanation=generated.explanation)
    if check and master_type:
        result.check = await run_in_threadpool(
            service.check_against_records,
            session,
            tenant_id=principal.tenant_id,
            master_type=master_type,
            field_name=body.field_name,
            rule=generated.rule,
        )
    return result
