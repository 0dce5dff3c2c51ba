"""Tests for the optional language-model provider, against a real local HTTP stub server."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from mdm.ai.engine import RuleNotUnderstood
from mdm.ai.llm import LLMUnavailable, extract_json, generate, generate_with_llm
from mdm.rules import RULE_KINDS, rule_json_schema, rule_to_dict

GOOD_REPLY = json.dumps({"rule": {"kind": "prefix", "value": "ZZ-"}, "explanation": "Codes start with ZZ-."})


@dataclass
class StubState:
    """What the stub answers next, and what it has received."""

    status: int = 200
    content: str = GOOD_REPLY
    raw_body: bytes | None = None
    delay: float = 0.0
    requests: list[dict[str, Any]] = field(default_factory=list)
    hold: threading.Event | None = None  # when set, each call waits for it
    in_flight: int = 0
    peak: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def wait_if_held(self) -> None:
        """Blocks a call until the hold is released, counting the calls waiting at once."""
        if self.hold is None:
            return
        with self.lock:
            self.in_flight += 1
            self.peak = max(self.peak, self.in_flight)
        self.hold.wait(60)
        with self.lock:
            self.in_flight -= 1


def _handler(state: StubState) -> type[BaseHTTPRequestHandler]:
    """Builds a request handler speaking the chat-completions response shape."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            state.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
            time.sleep(state.delay)
            state.wait_if_held()
            payload = (
                state.raw_body
                or json.dumps(
                    {
                        "id": "chatcmpl-1",
                        "object": "chat.completion",
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": state.content},
                                "finish_reason": "stop",
                            }
                        ],
                    }
                ).encode()
            )
            self.send_response(state.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, format: str, *args: Any) -> None:
            """Keeps the test output quiet."""

    return Handler


@pytest.fixture
def stub() -> Iterator[tuple[str, StubState]]:
    state = StubState()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", state
    finally:
        server.shutdown()
        server.server_close()


def _closed_port_url() -> str:
    """Returns a base URL on a free port where nothing listens."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


UNREADABLE = "codes follow the legacy scheme"  # the engine cannot read it; the model can


def _generate(base_url: str | None, description: str = "between 1 and 100", **kw: Any) -> Any:
    return asyncio.run(
        generate(
            description=description,
            field_name="code",
            field_type=kw.pop("field_type", "string"),
            base_url=base_url,
            model=kw.pop("model", "stub-model"),
            api_key=kw.pop("api_key", "sk-test"),
            **kw,
        )
    )


def _ask(**kw: Any) -> Any:
    return asyncio.run(generate_with_llm(**kw))


def test_good_answer_is_used(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    generated = _generate(base_url, UNREADABLE)
    assert rule_to_dict(generated.rule) == {"kind": "prefix", "value": "ZZ-", "case_sensitive": True}
    assert generated.explanation == "Codes start with ZZ-."
    [request] = state.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    assert request["body"]["model"] == "stub-model"
    roles = [m["role"] for m in request["body"]["messages"]]
    assert roles == ["system", "user"]
    assert json.loads(request["body"]["messages"][1]["content"]) == {
        "description": UNREADABLE,
        "field_name": "code",
        "field_type": "string",
    }


def test_fenced_answer_without_explanation_is_used(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.content = 'Sure!\n```json\n{"rule": {"kind": "email"}}\n```'
    generated = _generate(base_url, UNREADABLE)
    assert generated.rule.kind == "email"
    assert generated.explanation == "The value must be a valid email address."


def test_prompt_carries_the_rule_language_as_a_json_schema(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    _generate(base_url, UNREADABLE)
    system = state.requests[0]["body"]["messages"][0]["content"]
    start = system.index('{"$defs"')
    schema = json.loads(system[start : system.index("\n", start)])
    assert schema == rule_json_schema()
    kinds = {definition["properties"]["kind"]["const"] for definition in schema["$defs"].values()}
    assert kinds >= set(RULE_KINDS)


def test_an_answer_that_agrees_with_the_engine_is_used(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.content = json.dumps(
        {
            "rule": {"kind": "all_of", "rules": [{"kind": "range", "min": 1}, {"kind": "range", "max": 100}]},
            "explanation": "From the model.",
        }
    )
    generated = _generate(base_url, field_type="integer")
    assert generated.rule.kind == "all_of"
    assert generated.explanation == "From the model."


@pytest.mark.parametrize(
    "rule",
    [
        {"kind": "range", "min": 1, "max": 99},
        {"kind": "range", "min": 1, "max": 100, "min_exclusive": True},
        {"kind": "multiple_of", "value": 1},
    ],
)
def test_an_answer_that_judges_an_example_differently_is_not_used(
    stub: tuple[str, StubState], rule: dict[str, Any]
) -> None:
    base_url, state = stub
    state.content = json.dumps({"rule": rule, "explanation": "From the model."})
    generated = _generate(base_url, field_type="integer")
    assert rule_to_dict(generated.rule)["kind"] == "range"
    assert generated.explanation == "code must be between 1 and 100."


@pytest.mark.parametrize(
    "rule",
    [
        {"kind": "prefix", "value": "ZZ-"},  # lets in the code the sentence calls wrong
        {
            "kind": "all_of",
            "rules": [{"kind": "range", "min": 5}, {"kind": "range", "max": 1}],
        },  # passes nothing
    ],
)
def test_an_answer_the_sentence_shows_wrong_is_not_used(
    stub: tuple[str, StubState], rule: dict[str, Any]
) -> None:
    base_url, state = stub
    state.content = json.dumps({"rule": rule, "explanation": "From the model."})
    generated = _generate(base_url, "codes follow the legacy scheme; the old code 'ZZ-0042' is wrong")
    assert rule_to_dict(generated.rule) == {
        "kind": "not",
        "rule": {"kind": "one_of", "values": ["ZZ-0042"], "case_sensitive": True},
    }  # the engine's reading stands
    assert len(state.requests) == 1


def test_an_answer_the_sentence_shows_wrong_is_no_fallback(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.content = json.dumps({"rule": {"kind": "prefix", "value": "ZZ-"}})
    with pytest.raises(RuleNotUnderstood):  # the engine reads nothing, and the model's rule refuses QX-7
        _generate(base_url, "codes follow the legacy scheme, for instance QX-7 or QX-12, QX-123")


def test_an_answer_outside_the_schema_is_not_used(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.content = json.dumps({"rule": {"kind": "domain", "domains": ["not a domain"]}})
    with pytest.raises(RuleNotUnderstood):
        _generate(base_url, UNREADABLE)


def test_no_api_key_sends_no_authorization(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    _generate(base_url, api_key=None)
    assert "Authorization" not in state.requests[0]["headers"]


@pytest.mark.parametrize(
    "content",
    [
        "I am not sure what you mean.",
        "{not json at all",
        '["a", "list"]',
        '{"rule": {"kind": "telepathy"}}',
        '{"rule": {"kind": "length", "min": 3, "colour": "red"}}',
        '{"rule": "length"}',
    ],
)
def test_garbage_content_falls_back_to_engine(stub: tuple[str, StubState], content: str) -> None:
    base_url, state = stub
    state.content = content
    generated = _generate(base_url, field_type="integer")
    assert rule_to_dict(generated.rule)["kind"] == "range"
    assert generated.explanation == "code must be between 1 and 100."
    assert len(state.requests) == 1


def test_rule_unfit_for_type_falls_back(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.content = '{"rule": {"kind": "range", "min": 1, "max": 100}}'
    with pytest.raises(LLMUnavailable, match="unsuitable"):
        _ask(
            description="between 1 and 100",
            field_name="code",
            field_type="boolean",
            base_url=base_url,
            model="m",
            api_key=None,
        )


@pytest.mark.parametrize("status", [500, 503, 401, 404])
def test_error_status_falls_back(stub: tuple[str, StubState], status: int) -> None:
    base_url, state = stub
    state.status = status
    generated = _generate(base_url, field_type="integer")
    assert generated.rule.kind == "range"
    assert len(state.requests) == 1


def test_non_json_body_falls_back(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.raw_body = b"<html>gateway</html>"
    assert _generate(base_url, field_type="integer").rule.kind == "range"


def test_response_without_choices_falls_back(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.raw_body = b'{"error": {"message": "model not found"}}'
    assert _generate(base_url, field_type="integer").rule.kind == "range"


def test_connection_refused_falls_back() -> None:
    generated = _generate(_closed_port_url(), field_type="integer")
    assert generated.rule.kind == "range"


def test_connection_refused_raises_llm_unavailable() -> None:
    with pytest.raises(LLMUnavailable, match="request failed"):
        _ask(
            description="between 1 and 100",
            field_name="n",
            field_type="integer",
            base_url=_closed_port_url(),
            model="m",
            api_key=None,
        )


def test_timeout_falls_back(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.delay = 1.0
    generated = _generate(base_url, field_type="integer", timeout=0.2)
    assert generated.rule.kind == "range"


@pytest.mark.parametrize(("base_url", "model"), [(None, None), (None, "m"), ("http://x", None)])
def test_not_configured_uses_engine(
    stub: tuple[str, StubState], base_url: str | None, model: str | None
) -> None:
    _, state = stub
    generated = _generate(base_url, field_type="integer", model=model)
    assert rule_to_dict(generated.rule) == {
        "kind": "range",
        "min": 1,
        "max": 100,
        "min_exclusive": False,
        "max_exclusive": False,
    }
    assert state.requests == []


def test_fallback_still_reports_not_understood(stub: tuple[str, StubState]) -> None:
    base_url, state = stub
    state.status = 500
    with pytest.raises(RuleNotUnderstood):
        _generate(base_url, description="make it nice")


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"a": 1}', {"a": 1}),
        ('```\n{"a": 1}\n```', {"a": 1}),
        ('Here you go: {"a": {"b": 2}} hope it helps', {"a": {"b": 2}}),
    ],
)
def test_extract_json(content: str, expected: dict[str, Any]) -> None:
    assert extract_json(content) == expected
