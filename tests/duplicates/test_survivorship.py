"""Each survivorship rule picks the value a steward would expect, records without a value never
win, and ties go to the survivor."""

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from mdm.db.models import Record
from mdm.duplicates.merging import default_survivor, golden_record
from mdm.matching import config

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def record(number: int, **data: Any) -> Record:
    """A record changed `number` hours after the start."""
    stamp = START + timedelta(hours=number)
    return Record(id=f"r{number}", data=data, created_at=START, updated_at=stamp, version=1)


RECORDS = [
    record(1, name="Hokuto", city="札幌", phone="011-1", source="shop", tags="a"),
    record(2, name="株式会社 北斗精機", city="札幌", source="SAP", tags="b"),
    record(3, name="Hokuto Seiki Co., Ltd.", city="Sapporo", phone=None, source="CRM", tags="b"),
]


@pytest.mark.parametrize(
    ("rule", "field", "expected"),
    [
        ("most_recent", "name", "Hokuto Seiki Co., Ltd."),
        ("most_recent", "phone", "011-1"),  # the newest record has no phone: the next one wins
        ("longest", "name", "Hokuto Seiki Co., Ltd."),
        ("most_frequent", "city", "札幌"),
        ("most_frequent", "tags", "b"),
        ("most_complete", "name", "Hokuto"),  # r1 has the most values
    ],
)
def test_rules(rule: str, field: str, expected: str) -> None:
    settings = config.parse({"survivorship": {"default": rule}})
    golden = golden_record(settings, [field], RECORDS, RECORDS[0], {})
    assert golden[field] == expected


def test_source_priority_and_a_stewards_pick() -> None:
    rule = {"rule": "source_priority", "field": "source", "order": ["SAP", "shop"]}
    settings = config.parse({"survivorship": {"fields": {"city": rule, "name": rule}}})
    golden = golden_record(settings, ["name", "city"], RECORDS, RECORDS[0], {"city": RECORDS[2]})
    assert golden == {"name": "株式会社 北斗精機", "city": "Sapporo"}


def test_unique_fields_keep_the_survivors_value_and_the_default_survivor() -> None:
    settings = config.parse(None)
    records = [record(1, code="A-1", name="x"), record(2, code="A-2", name="y", city="z")]
    assert default_survivor(records).id == "r2"  # the most complete
    golden = golden_record(settings, ["code", "name"], records, records[0], {}, unique=frozenset({"code"}))
    assert golden == {"code": "A-1", "name": "y"}
