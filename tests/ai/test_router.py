"""`POST /ai/validation-rules/generate` over HTTP, and generated rules enforced on writes."""

import json
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from mdm.ratelimit.limiter import RateLimiter
from tests.ai.test_llm import StubState, stub  # noqa: F401 - the stub fixture
from tests.factories import Factory, create, define, field
from tests.support import Actor, LiveServer, run_server

GENERATE = "/ai/validation-rules/generate"


def generate(actor: Actor, description: str, field_type: str = "string", **params: str) -> dict[str, object]:
    """Asks for a rule and returns the answer."""
    response = actor.post(
        GENERATE,
        params=params,
        json={"description": description, "field_name": "code", "field_type": field_type},
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_english_and_japanese_sentences(admin: Actor) -> None:
    made = generate(admin, "must start with PRD-")
    assert made["rule"]["kind"] == "prefix"  # type: ignore[index]
    assert made["rule"]["value"] == "PRD-"  # type: ignore[index]
    assert isinstance(made["explanation"], str)
    assert made["check"] is None
    ranged = generate(admin, "between 1 and 100", "integer")
    assert ranged["rule"]["kind"] == "range"  # type: ignore[index]
    japanese = generate(admin, "8文字以上")
    assert japanese["rule"]["kind"] == "length"  # type: ignore[index]
    assert japanese["rule"]["min"] == 8  # type: ignore[index]


def test_generated_rule_is_enforced_on_create_and_update(admin: Actor) -> None:
    rule = generate(admin, "must start with PRD-")["rule"]
    define(admin, "product", field("code", rules=[rule]))
    assert admin.post("/masters/product", json={"data": {"code": "PRD-1"}}).status_code == 201
    refused = admin.post("/masters/product", json={"data": {"code": "X-1"}})
    assert refused.status_code == 400
    assert "field 'code'" in refused.json()["detail"]
    assert "PRD-" in refused.json()["detail"]
    made = create(admin, "product", code="PRD-2")
    patched = admin.patch(f"/masters/product/{made['id']}", json={"data": {"code": "nope"}})
    assert patched.status_code == 400


def test_generated_rule_is_enforced_on_approval(factory: Factory) -> None:
    admin = factory.actor()
    steward = factory.actor(tenant=admin.tenant_name, role="steward")
    rule = generate(admin, "at most 5 characters")["rule"]
    define(admin, "part", field("code", rules=[rule]), approval_required=True)
    assert admin.post("/masters/part", json={"data": {"code": "toolong"}}).status_code == 400
    held = admin.post("/masters/part", json={"data": {"code": "ok"}})
    assert held.status_code == 202
    assert steward.post(f"/approvals/{held.json()['id']}/approve").status_code == 200


def test_unusable_descriptions_are_400(admin: Actor) -> None:
    vague = admin.post(
        GENERATE, json={"description": "make it nice", "field_name": "x", "field_type": "string"}
    )
    assert vague.status_code == 400
    assert "could not" in vague.json()["detail"].lower()
    mismatch = admin.post(
        GENERATE, json={"description": "between 1 and 100", "field_name": "x", "field_type": "boolean"}
    )
    assert mismatch.status_code == 400
    unknown_type = admin.post(
        GENERATE, json={"description": "between 1 and 100", "field_name": "x", "field_type": "money"}
    )
    assert unknown_type.status_code == 400
    assert "field_type" in unknown_type.json()["detail"]


def test_read_scope_suffices_and_is_needed(factory: Factory) -> None:
    reader = factory.actor(scopes=("read",))
    assert generate(reader, "must end with .jp")["rule"]["kind"] == "suffix"  # type: ignore[index]
    writer = factory.actor(scopes=("write",))
    response = writer.post(GENERATE, json={"description": "x", "field_name": "x", "field_type": "string"})
    assert response.json() == {"detail": "API key missing required scope: read"}


def test_check_counts_records_the_rule_would_reject(admin: Actor) -> None:
    define(admin, "product", field("code"))
    for code in ("PRD-1", "PRD-2", "X-3"):
        create(admin, "product", code=code)
    create(admin, "product")
    made = generate(admin, "must start with PRD-", check="true", master_type="product")
    check = made["check"]
    assert isinstance(check, dict)
    assert check["records"] == 4
    assert check["with_value"] == 3
    assert check["rejected"] == 1
    assert check["examples"][0]["value"] == "X-3"
    no_master = admin.post(
        GENERATE,
        params={"check": "true"},
        json={"description": "must start with PRD-", "field_name": "code", "field_type": "string"},
    )
    assert no_master.status_code == 400
    bad_field = admin.post(
        GENERATE,
        params={"check": "true", "master_type": "product"},
        json={"description": "must start with PRD-", "field_name": "sku", "field_type": "string"},
    )
    assert bad_field.status_code == 400


UNREADABLE = "codes follow the legacy scheme"  # the engine cannot read it; the model can


@pytest.fixture
def llm_server(server: LiveServer, stub: tuple[str, StubState]) -> Iterator[LiveServer]:  # noqa: F811
    """A server configured with the local language-model stub."""
    url, _state = stub
    settings = server.settings.model_copy(update={"ai_base_url": url, "ai_model": "stub-model"})
    with run_server(settings, server.database, RateLimiter()) as live:
        yield live


def test_language_model_is_used_and_garbage_falls_back(
    llm_server: LiveServer,
    stub: tuple[str, StubState],  # noqa: F811
) -> None:
    _url, state = stub
    actor = Factory(llm_server).actor()
    assert generate(actor, UNREADABLE)["rule"]["value"] == "ZZ-"  # type: ignore[index]
    assert state.requests[-1]["body"]["model"] == "stub-model"
    # the engine reads this one as a pattern; the model's prefix judges "ZZ-" differently: the engine's stands
    assert generate(actor, "codes look like ZZ-123")["rule"]["kind"] == "pattern"  # type: ignore[index]
    state.content = json.dumps(
        {"rule": {"kind": "prefix", "value": "PRD-"}, "explanation": "From the model."}
    )
    agreed = generate(actor, "must start with PRD-")
    assert agreed["explanation"] == "From the model."  # both read it alike: the model's answer is used
    state.content = "I am not JSON at all"
    assert generate(actor, "must start with PRD-")["rule"]["value"] == "PRD-"  # type: ignore[index]


def test_generated_rule_is_enforced_on_import(admin: Actor) -> None:
    rule = generate(admin, "must start with PRD-")["rule"]
    define(admin, "product", field("code", rules=[rule]))
    refused = admin.post(
        "/masters/product/import", files={"file": ("p.csv", b"code\nPRD-1\nBAD-2\n", "text/csv")}
    )
    assert refused.status_code == 400
    assert "row 3" in refused.json()["detail"]
    assert admin.get("/masters/product").json()["total"] == 0


@pytest.fixture
def slow_llm_server(server: LiveServer, stub: tuple[str, StubState]) -> Iterator[LiveServer]:  # noqa: F811
    """A server whose model calls may run two at a time, each for up to 60 seconds."""
    url, _state = stub
    settings = server.settings.model_copy(
        update={"ai_base_url": url, "ai_model": "stub-model", "ai_concurrency": 2, "ai_timeout_seconds": 60}
    )
    with run_server(settings, server.database, RateLimiter()) as live:
        yield live


def test_slow_model_calls_neither_pass_their_limit_nor_starve_others(
    slow_llm_server: LiveServer,
    stub: tuple[str, StubState],  # noqa: F811
) -> None:
    _url, state = stub
    state.hold = threading.Event()
    factory = Factory(slow_llm_server)
    asker, other = factory.actor(), factory.actor()
    body = {"description": UNREADABLE, "field_name": "code", "field_type": "string"}
    with ThreadPoolExecutor(max_workers=48) as pool:
        asked = [pool.submit(asker.post, GENERATE, json=body) for _ in range(48)]
        while state.in_flight < 2:
            time.sleep(0.05)
        # 48 generations wait on the model; another tenant's requests are served meanwhile
        listing = other.get("/definitions", timeout=20)
        made = other.post("/definitions", json={"master_type": "品目", "schema": {"fields": []}}, timeout=20)
        peak_while_held = state.peak
        state.hold.set()
        answers = [future.result(timeout=120) for future in asked]
    assert listing.status_code == 200
    assert made.status_code == 400  # answered (a master_type must be ASCII), not queued behind the model
    assert peak_while_held == 2
    assert state.peak == 2
    assert {a.status_code for a in answers} == {200}
    assert {a.json()["rule"]["value"] for a in answers} == {"ZZ-"}
