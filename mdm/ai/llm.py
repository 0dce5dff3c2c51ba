"""Optional language-model provider for rule generation, falling back to the built-in engine.

Any OpenAI-compatible ``POST {base_url}/chat/completions`` endpoint works. The
model is given the rule language as a JSON schema and asked for
``{"rule": {...}, "explanation": "..."}``; its rule is validated against that schema (the same
models every stored rule goes through) and the field type. It is then used only when the
engine cannot read the sentence, or when the engine's reading and the model's judge every
example the engine derives (`engine.examples`) alike; otherwise the engine's reading stands. A model's
rule the sentence itself shows wrong (it refuses the sentence's own example, lets in one the sentence calls
wrong, or lets nothing pass: `engine.checks.misreading`) is never used.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from typing import Any

import httpx
from anyio import to_thread

from mdm.ai.engine import GeneratedRule, RuleNotUnderstood, RuleTypeMismatch, generate_rule
from mdm.ai.engine.checks import misreading
from mdm.ai.engine.examples import disagreement
from mdm.rules import RuleError, describe_rule, parse_rule, rule_json_schema, rule_type_error

logger = logging.getLogger(__name__)

RULE_SCHEMA: dict[str, Any] = rule_json_schema()
SYSTEM_PROMPT = (
    "You turn a data steward's description of a validation rule (English or Japanese) into ONE rule\n"
    "object for a master data field. Answer with a single JSON object and nothing else:\n"
    '{"rule": {...}, "explanation": "one English sentence"}.\n\n'
    "The rule must validate against this JSON schema (a rule is one of the kinds below; all_of,\n"
    "any_of and not combine rules; no other keys are allowed):\n"
    + json.dumps(RULE_SCHEMA, ensure_ascii=False, separators=(",", ":"))
    + "\n\nField types: string, text, integer, number, boolean, date, datetime, email, url, enum,\n"
    "reference. The rule must suit the field type: ranges of numbers (and year_window for a year\n"
    "relative to the current one) for integer and number fields,\n"
    "ISO date bounds, date_window, age, day_of_month and weekday for date and datetime fields,\n"
    "time_of_day (HH:MM bounds, a step in minutes and days of the week, on a UTC offset's clock) for\n"
    "datetime fields.\n"
    "When the description names several conditions, answer an all_of of all of them."
)


class LLMUnavailable(Exception):
    """Raised when the language model cannot be reached or gives an unusable answer."""


def _user_prompt(description: str, field_name: str, field_type: str) -> str:
    """Builds the user message for one request."""
    return json.dumps(
        {"description": description, "field_name": field_name, "field_type": field_type},
        ensure_ascii=False,
    )


async def _post(url: str, body: dict[str, Any], api_key: str | None, timeout: float) -> Any:
    """Posts the chat request and returns the decoded JSON body."""
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        async with httpx.AsyncClient(timeout=timeout) as client:
            response = await client.post(url, json=body, headers=headers)
        response.raise_for_status()
        return response.json()
    except (httpx.HTTPError, ValueError) as exc:
        raise LLMUnavailable(f"language model request failed: {exc}") from exc


def extract_json(content: str) -> dict[str, Any]:
    """Reads the JSON object from a model reply, tolerating code fences and chatter."""
    fenced = re.search(r"```(?:json)?\s*(.*?)```", content, re.DOTALL)
    text = fenced.group(1) if fenced else content
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        raise LLMUnavailable("the language model did not answer with a JSON object")
    try:
        data = json.loads(text[start : end + 1])
    except ValueError as exc:
        raise LLMUnavailable(f"the language model answered invalid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise LLMUnavailable("the language model did not answer with a JSON object")
    return data


def _reply_content(payload: Any) -> str:
    """Returns choices[0].message.content from a chat-completions response."""
    try:
        content = payload["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError) as exc:
        raise LLMUnavailable("the language model response has no message content") from exc
    if not isinstance(content, str):
        raise LLMUnavailable("the language model response has no message content")
    return content


def parse_reply(content: str, field_type: str) -> GeneratedRule:
    """Validates a model reply into a GeneratedRule that fits the field type."""
    data = extract_json(content)
    raw_rule = data.get("rule", data)
    if not isinstance(raw_rule, dict):
        raise LLMUnavailable("the language model answer has no rule object")
    try:
        rule = parse_rule(raw_rule)
    except RuleError as exc:
        raise LLMUnavailable(f"the language model proposed an invalid rule: {exc}") from exc
    if reason := rule_type_error(rule, field_type):
        raise LLMUnavailable(f"the language model proposed an unsuitable rule: {reason}")
    explanation = data.get("explanation")
    if not isinstance(explanation, str) or not explanation.strip():
        explanation = describe_rule(rule)
    return GeneratedRule(rule=rule, explanation=explanation.strip())


async def generate_with_llm(
    *,
    description: str,
    field_name: str,
    field_type: str,
    base_url: str,
    model: str,
    api_key: str | None,
    timeout: float = 10.0,
    slots: asyncio.Semaphore | None = None,
) -> GeneratedRule:
    """Asks an OpenAI-compatible chat model for a rule; raises LLMUnavailable on any failure.

    The call waits for one of `slots` (the process's model calls) and, waiting included, gives
    up after `timeout` seconds; it runs on the event loop, holding no worker thread.
    """
    body = {
        "model": model,
        "temperature": 0,
        "messages": [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": _user_prompt(description, field_name, field_type)},
        ],
    }
    url = f"{base_url.rstrip('/')}/chat/completions"
    try:
        async with asyncio.timeout(timeout), slots or contextlib.nullcontext():
            payload = await _post(url, body, api_key, timeout)
    except TimeoutError:
        raise LLMUnavailable(f"the language model did not answer within {timeout:g} s") from None
    return parse_reply(_reply_content(payload), field_type)


async def generate(
    *,
    description: str,
    field_name: str,
    field_type: str,
    base_url: str | None,
    model: str | None,
    api_key: str | None,
    timeout: float = 10.0,
    slots: asyncio.Semaphore | None = None,
) -> GeneratedRule:
    """Generates a rule with the engine and, when configured, the model; uses the model's only if trusted."""
    engine_error: ValueError | None = None
    try:
        engine = await to_thread.run_sync(
            lambda: generate_rule(description=description, field_name=field_name, field_type=field_type)
        )
    except (RuleNotUnderstood, RuleTypeMismatch) as exc:
        engine, engine_error = None, exc
    if base_url and model:
        try:
            answer = await generate_with_llm(
                description=description,
                field_name=field_name,
                field_type=field_type,
                base_url=base_url,
                model=model,
                api_key=api_key,
                timeout=timeout,
                slots=slots,
            )
        except LLMUnavailable as exc:
            logger.warning("AI rule generation falls back to the built-in engine: %s", exc)
        else:
            betrayal = misreading(answer.rule, description, field_type)
            if betrayal is not None:  # the model's rule refuses the sentence's own example, or passes nothing
                logger.info("the language model's rule is not kept: %s", betrayal)
            elif engine is None or (value := disagreement(engine.rule, answer.rule, field_type)) is None:
                return answer
            else:
                logger.info(
                    "the language model's rule judges %r unlike the engine's; the engine's stands", value
                )
    if engine is None:
        assert engine_error is not None
        raise engine_error
    return engine
