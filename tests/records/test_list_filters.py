"""REST lists and `/excel` take `filter` and `orderby` in OData syntax (the feed's compiler), and
refuse query parameters they do not take instead of ignoring them."""

import pytest

from tests.factories import create, define, field
from tests.support import Actor

GOODS = [
    {
        "code": "ネジ-001",
        "name": "ステンレス ネジ",
        "price": 12.5,
        "qty": 400,
        "category": "tools",
        "since": "2021-04-01",
    },
    {
        "code": "BOLT-7",
        "name": "hex bolt zinc",
        "price": 0.35,
        "qty": 12000,
        "category": "parts",
        "since": "2019-11-30",
    },
    {"code": "WASH-3", "name": "washer brass", "price": 0.08, "qty": 0, "category": "parts"},
    {
        "code": "HAM-9",
        "name": "claw hammer",
        "price": 24.0,
        "qty": 35,
        "category": "tools",
        "since": "2023-02-15",
    },
]


@pytest.fixture
def goods(admin: Actor) -> Actor:
    """A master of goods with a few records."""
    define(
        admin,
        "goods",
        field("code", required=True, unique=True),
        field("name"),
        field("price", "number"),
        field("qty", "integer"),
        field("category", "enum", options=["tools", "parts"]),
        field("since", "date"),
    )
    for data in GOODS:
        create(admin, "goods", **data)
    return admin


@pytest.mark.parametrize(
    ("params", "codes", "total"),
    [
        ({"filter": "category eq 'tools'"}, ["ネジ-001", "HAM-9"], 2),
        ({"filter": "price gt 1", "orderby": "price desc"}, ["HAM-9", "ネジ-001"], 2),
        ({"filter": "qty ge 35 and startswith(code,'B')"}, ["BOLT-7"], 1),
        ({"filter": "since lt 2022-01-01", "orderby": "since"}, ["BOLT-7", "ネジ-001"], 2),
        ({"filter": "since eq null"}, ["WASH-3"], 1),
        ({"orderby": "qty desc", "limit": "2"}, ["BOLT-7", "ネジ-001"], 4),
        ({"orderby": "qty desc", "skip": "2", "limit": "5"}, ["HAM-9", "WASH-3"], 4),
        ({"filter": "category eq 'parts'", "search": "brass"}, ["WASH-3"], 1),
    ],
)
def test_rest_list_filters_and_sorts(
    goods: Actor, params: dict[str, str], codes: list[str], total: int
) -> None:
    page = goods.get("/masters/goods", params=params).json()
    assert [r["data"]["code"] for r in page["items"]] == codes
    assert page["total"] == total


def test_excel_filters_and_sorts(goods: Actor) -> None:
    page = goods.get("/excel/goods", params={"filter": "category eq 'parts'", "orderby": "price desc"}).json()
    assert [row["code"] for row in page["items"]] == ["BOLT-7", "WASH-3"]
    assert page["total"] == 2
    beyond = goods.get("/excel/goods", params={"filter": "qty gt 0", "offset": 5}).json()
    assert (beyond["items"], beyond["total"]) == ([], 3)


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"filter": "colour eq 'red'"}, "colour"),
        ({"filter": "price gt 'cheap'"}, "filter"),
        ({"filter": "qty eq"}, "filter"),
        ({"orderby": "nope desc"}, "nope"),
        ({"orderby": ",".join(["qty"] * 17)}, "orderby"),
    ],
)
def test_bad_filters_are_400_naming_the_problem(goods: Actor, params: dict[str, str], fragment: str) -> None:
    for path in ("/masters/goods", "/excel/goods"):
        response = goods.get(path, params=params)
        assert response.status_code == 400, response.text
        assert fragment in response.json()["detail"]


def test_unknown_query_parameters_are_400_naming_them(goods: Actor) -> None:
    response = goods.get("/masters/goods", params={"category": "tools"})
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "'category'" in detail
    assert "skip, limit" in detail
    assert "filter" in detail
    assert goods.get("/excel/goods", params={"page": "2"}).status_code == 400
    assert goods.get("/definitions", params={"limt": "5"}).status_code == 400
    assert (
        goods.get("/odata/goods", params={"custom": "x"}).status_code == 200
    )  # OData ignores custom options
