"""Normalisers and comparators with edge values, record scores, and blocking: with the default
keys, no pair that scores at or above `review` is left uncompared (checked against every pair
of a small realistic data set)."""

import itertools
import random

import pytest

from mdm.matching import config, normalise
from mdm.matching.score import (
    Comparison,
    FieldInfo,
    blocking_keys,
    comparisons,
    prepare,
    prepare_value,
    score,
    similarity,
)

FIELDS = [
    FieldInfo("code", "string", unique=True),
    FieldInfo("name", "string"),
    FieldInfo("city", "string"),
    FieldInfo("email", "email"),
    FieldInfo("phone", "string"),
    FieldInfo("founded", "date"),
    FieldInfo("notes", "text"),
]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Müller GmbH", "muller gmbh"),
        ("\uff21\uff22\uff23\u3000商事", "ABC 商事"),  # fullwidth letters and space
        ("ｶﾀｶﾅ商店", "カタカナ商店"),  # halfwidth katakana
        ("カタカナ商店", "かたかな商店"),  # katakana and hiragana
        ("  Acme   Corp. ", "acme corp"),
        ("Société Générale", "SOCIETE GENERALE"),
    ],
)
def test_text_normalises_to_the_same(a: str, b: str) -> None:
    assert normalise.text(a) == normalise.text(b)


def test_email_and_phone_normalisers() -> None:
    assert normalise.email(" Taro.Yamada+orders@Example.CO.JP ") == "taro.yamada@example.co.jp"
    assert normalise.phone("+49 30 1234 5678") == normalise.phone("030 1234 5678")[-10:]
    assert (
        normalise.phone("\uff10\uff13\uff0d\uff11\uff12\uff13\uff14\uff0d\uff15\uff16\uff17\uff18")
        == "0312345678"
    )


def test_default_comparisons_leave_out_unique_codes_and_long_text() -> None:
    made = {c.field: c.compare for c in comparisons(config.parse(None), FIELDS)}
    assert made == {"name": "name", "city": "name", "email": "email", "phone": "phone", "founded": "date"}


@pytest.mark.parametrize(
    ("compare", "a", "b", "low", "high"),
    [
        ("name", "Jonathan Smith", "Smith Jonathan", 0.99, 1.0),
        ("name", "Jonathon Smyth", "Jonathan Smith", 0.85, 0.99),
        ("name", "東京都港区", "東京都 港区", 0.9, 1.0),
        ("jaro_winkler", "martha", "marhta", 0.95, 0.97),
        ("levenshtein", "kitten", "sitting", 0.5, 0.6),
        ("token_set", "acme gmbh", "Acme GmbH Deutschland", 0.99, 1.0),
        ("phonetic", "Smith", "Smyth", 0.99, 1.0),
        ("exact", "A-1", "a-1", 0.0, 0.0),
        ("normalized", "A-1", "a-1", 1.0, 1.0),
        ("email", "Info@Acme.com", "info+sales@acme.com", 1.0, 1.0),
        ("phone", "+1 415 555 0100", "(415) 555-0100", 1.0, 1.0),
    ],
)
def test_comparators(compare: config.Comparator, a: str, b: str, low: float, high: float) -> None:
    comp = Comparison("f", compare, 1.0, 0.0)
    value = similarity(comp, prepare_value(compare, a), prepare_value(compare, b))
    assert low <= value <= high


def test_numeric_and_date_tolerances() -> None:
    price = Comparison("price", "numeric", 1.0, 10.0)
    assert similarity(price, 100.0, 105.0) == pytest.approx(0.5)
    assert similarity(price, 100.0, 120.0) == 0.0
    born = Comparison("born", "date", 1.0, 30.0)
    a, b = prepare_value("date", "2024-02-29"), prepare_value("date", "2024-03-15T10:00:00Z")
    assert similarity(born, a, b) == pytest.approx(1 - 15 / 30)
    assert prepare_value("date", "2024-02-30") is None  # not a calendar date: not compared


def test_scores_weigh_fields_and_scale_down_sparse_agreement() -> None:
    comps = comparisons(config.parse(None), FIELDS)
    full = {"name": "株式会社 北斗精機", "city": "札幌", "email": "info@hokuto.jp", "founded": "1987-04-01"}
    typo = {**full, "name": "株式会社 北斗精器"}
    value, fields = score(comps, prepare(comps, full), prepare(comps, typo))
    assert 0.9 < value < 1.0
    assert fields["city"] == 1.0
    assert fields["name"] < 1.0
    sparse = {"name": "株式会社 北斗精機"}
    thin, _ = score(comps, prepare(comps, full), prepare(comps, sparse))
    assert thin < value  # one field agreeing out of four present is weaker evidence
    assert score(comps, prepare(comps, {}), prepare(comps, full))[0] == 0.0


WORDS = [
    "alder",
    "birch",
    "cedar",
    "dorn",
    "elm",
    "fir",
    "gorse",
    "hazel",
    "iris",
    "juniper",
    "kale",
    "larch",
    "maple",
    "nettle",
    "oak",
]
SURNAMES = ["佐藤", "鈴木", "高橋", "Schmidt", "Müller", "García", "O'Brien", "Nguyen", "Kowalski"]


def people(count: int, seed: int) -> list[dict[str, str]]:
    """Small realistic people, a third of them again with typos, swapped words or gaps."""
    rng = random.Random(seed)
    made: list[dict[str, str]] = []
    for i in range(count):
        person = {
            "name": f"{rng.choice(WORDS).title()} {rng.choice(SURNAMES)}",
            "city": rng.choice(["Sapporo", "札幌", "Berlin", "Lyon", "Kraków"]),
            "email": f"{rng.choice(WORDS)}{i}@example.org",
            "founded": f"19{rng.randint(50, 99)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
        }
        made.append(person)
        if i % 3 == 0:
            twin = dict(person)
            name = list(twin["name"])
            spot = rng.randrange(len(name))
            name[spot] = rng.choice("aeiou")
            twin["name"] = "".join(name)
            if rng.random() < 0.5:
                twin.pop("email")
            made.append(twin)
    return made


def test_default_blocking_loses_no_pair_scoring_above_review() -> None:
    settings = config.parse(None)
    comps = comparisons(settings, FIELDS)
    records = people(150, seed=5)
    prepared = [prepare(comps, r) for r in records]
    keys = [blocking_keys(settings, comps, r) for r in records]
    for (i, a), (j, b) in itertools.combinations(enumerate(prepared), 2):
        if score(comps, a, b)[0] >= settings.review:
            assert keys[i] & keys[j], (records[i], records[j])


def test_configured_blocking_keys() -> None:
    settings = config.parse({"blocking": [["city", "name:prefix2"], ["email:digits"]]})
    comps = comparisons(settings, FIELDS)
    keys = blocking_keys(settings, comps, {"city": "Berlin", "name": "Ahorn GmbH", "email": "a1@x.de"})
    assert keys == {"city name:prefix2|berlin|ah", "email:digits|1"}


def test_configuration_problems() -> None:
    types = {f.name: f.type for f in FIELDS}
    assert config.problems(None, types) == []
    assert config.problems({"fields": [{"field": "nope"}]}, types) == [
        "match: 'nope' is not a field of this master"
    ]
    assert "notes" in config.problems({"fields": [{"field": "notes"}]}, types)[0]
    assert config.problems({"auto": 0.7, "review": 0.9}, types)
    assert config.problems({"blocking": [["name:soundalike"]]}, types)
    assert config.problems({"fields": [{"field": "name", "compare": "numeric"}]}, types)
    assert config.problems({"on_create": "sometimes"}, types)
    assert config.problems({"blocking": [["name", "city", "email", "phone"]]}, types)
    assert config.problems({"blocking": [["name:token", "city:token"]]}, types)


def test_a_long_value_gives_a_bounded_number_of_keys() -> None:
    settings = config.parse(None)
    comps = comparisons(settings, FIELDS)
    essay = " ".join(f"{i:04d}word" for i in range(5000))
    assert len(blocking_keys(settings, comps, {"name": essay})) == 20
