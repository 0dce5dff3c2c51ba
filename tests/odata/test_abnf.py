"""The OASIS ABNF test cases of `$filter`, `$orderby` and `$select` against a live entity set."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.factories import Factory
from tests.odata import abnf
from tests.odata.support import define
from tests.support import Actor, LiveServer

DOCS = Path(__file__).resolve().parents[2] / "docs" / "odata.md"
CASES = abnf.cases()


@pytest.fixture(scope="module")
def model_actor(server: LiveServer) -> Iterator[Actor]:
    """A tenant whose master `abnf` has the primitive properties of the ABNF test model."""
    factory = Factory(server)
    actor = factory.actor()
    define(actor, "abnf", abnf.fields())
    yield actor
    factory.close()


def _send(actor: Actor, case: abnf.Case) -> tuple[int, str]:
    """Sends a case's query options to the entity set."""
    response = actor.http.get("/odata/abnf?" + abnf.url_query(case.query))
    return response.status_code, response.text


@pytest.mark.parametrize(
    "case", [c for c in CASES if c.reason is None and not c.negative], ids=lambda c: c.input
)
def test_positive_cases_are_answered(model_actor: Actor, case: abnf.Case) -> None:
    status, text = _send(model_actor, case)
    assert status == 200, text


@pytest.mark.parametrize("case", [c for c in CASES if c.negative], ids=lambda c: c.input or "empty")
def test_negative_cases_are_refused(model_actor: Actor, case: abnf.Case) -> None:
    status, text = _send(model_actor, case)
    assert status == 400, text


@pytest.mark.parametrize("case", [c for c in CASES if c.reason is not None], ids=lambda c: c.input)
def test_unsupported_cases_fail_cleanly(model_actor: Actor, case: abnf.Case) -> None:
    status, text = _send(model_actor, case)
    assert status in (400, 501), text


def test_classification_is_documented() -> None:
    text = DOCS.read_text()
    block = text.split("<!-- abnf:begin -->\n", 1)[1].split("\n<!-- abnf:end -->", 1)[0]
    assert block == abnf.markdown(), "run `python -m tests.odata.abnf` and paste into docs/odata.md"


def test_scope_is_substantial() -> None:
    assert sum(1 for c in CASES if c.reason is None and not c.negative) >= 40
    assert sum(1 for c in CASES if c.negative) >= 9
