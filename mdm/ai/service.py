"""Rule generation: the offline engine, an optional language model, and a dry check."""

import asyncio
from typing import Any

from sqlalchemy.orm import Session

from mdm.ai import llm
from mdm.ai.engine import GeneratedRule, RuleNotUnderstood, RuleTypeMismatch
from mdm.ai.schemas import RuleCheck
from mdm.core.errors import BadRequest
from mdm.definitions.service import get_definition
from mdm.records.repository import RecordRepository
from mdm.rules import Rule, check_rule, rule_to_dict
from mdm.settings import Settings

MAX_EXAMPLES = 5


async def generate(
    *,
    settings: Settings,
    slots: asyncio.Semaphore | None,
    description: str,
    field_name: str,
    field_type: str,
) -> GeneratedRule:
    """Turns a sentence into a rule for a field, or raises BadRequest saying why not."""
    try:
        return await llm.generate(
            description=description,
            field_name=field_name,
            field_type=field_type,
            base_url=settings.ai_base_url,
            model=settings.ai_model,
            api_key=settings.ai_api_key,
            timeout=settings.ai_timeout_seconds,
            slots=slots,
        )
    except (RuleNotUnderstood, RuleTypeMismatch) as exc:
        raise BadRequest(str(exc)) from None


def check_against_records(
    session: Session, *, tenant_id: str, master_type: str, field_name: str, rule: Rule
) -> RuleCheck:
    """Counts the live records of a master whose value of a field the rule would reject."""
    definition = get_definition(session, tenant_id=tenant_id, master_type=master_type)
    fields = {f["name"] for f in definition.schema["fields"]}
    if field_name not in fields:
        raise BadRequest(f"Master '{master_type}' has no field '{field_name}'")
    total = with_value = rejected = 0
    examples: list[dict[str, Any]] = []
    for batch in RecordRepository(session, tenant_id).iter_live(master_type):
        for record in batch:
            total += 1
            value = record.data.get(field_name)
            with_value += value is not None
            message = check_rule(rule, value)
            if message:
                rejected += 1
                if len(examples) < MAX_EXAMPLES:
                    examples.append({"id": record.id, "value": value, "message": message})
    return RuleCheck(
        master_type=master_type,
        field_name=field_name,
        records=total,
        with_value=with_value,
        rejected=rejected,
        examples=examples,
    )


def rule_json(generated: GeneratedRule) -> dict[str, Any]:
    """Returns the rule as it goes into a field's `rules`."""
    return rule_to_dict(generated.rule)
