"""The OASIS ABNF test cases that concern `$filter`, `$orderby` and `$select` of one entity set.

Cases are read from the official YAML and sorted programmatically into those that apply to a
master (an entity set of primitive properties) and those that need features this service does
not offer, each with the reason. `python -m tests.odata.abnf` prints the coverage table that
docs/odata.md carries between its `abnf` markers.
"""

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from urllib.parse import quote

import yaml

YAML = Path(__file__).resolve().parent / "oasis" / "odata-abnf-testcases.yaml"
OPTION_RULES = frozenset({"filter", "orderby", "orderBy", "select"})
FILTER_RULES = frozenset({"boolCommonExpr", "boolcommonExpr", "notExpr"})
OUR_OPTIONS = frozenset({"filter", "orderby", "select", "top", "skip", "count"})
_COMPARISON = re.compile(r"\s(eq|ne|gt|ge|lt|le|in)\s", re.I)
_UNSUPPORTED_FUNCTIONS = (
    "substring",
    "matchesPattern",
    "cast",
    "isof",
    "hassubset",
    "hassubsequence",
    "round",
    "floor",
    "ceiling",
    "fractionalseconds",
    "totalseconds",
    "date",
    "time",
    "totaloffsetminutes",
    "mindatetime",
    "maxdatetime",
    "now",
)
# Types of the ABNF model's primitive properties that are not strings.
TYPES = {
    "Price": "number",
    "Size": "number",
    "Amount": "number",
    "Cost": "number",
    "Revenue": "number",
    "TaxRate": "number",
    "SumAmount": "number",
    "Rating": "integer",
    "Age": "integer",
    "Quantity": "integer",
    "Population": "integer",
    "Completed": "boolean",
    "Shipped": "boolean",
    "ReleaseDate": "date",
    "Date": "date",
    "BirthDate": "datetime",
}
# Cases whose exclusion cannot be read off the syntax.
EXPLICIT = {
    "Size eq true": "Size is compared with a number elsewhere; one model cannot type it both ways",
    "FirstName in (FirstName)": "odata-query's parser reads `(x)` as a parenthesised value, "
    "not a one-item list (it wants `(x,)`)",
    "FirstName in ()": "odata-query's parser does not accept the empty list `()`",
}


@dataclass(frozen=True)
class Case:
    """One test case as this suite runs it."""

    name: str
    rule: str
    input: str
    fail_at: int | None
    query: str  # the URL query string sent to /odata/<set>
    reason: str | None  # why it does not apply; None when it does

    @property
    def negative(self) -> bool:
        """Tells whether the case must be rejected."""
        return self.fail_at is not None


def _load() -> list[dict[str, str]]:
    """Reads the YAML; one input holds a raw tab, which YAML forbids, so it is quoted first."""
    text = YAML.read_text()
    text = re.sub(r"(?m)^(\s*Input: )(.*\t.*)$", lambda m: m.group(1) + json.dumps(m.group(2)), text)
    cases: list[dict[str, str]] = yaml.load(text, Loader=yaml.BaseLoader)["TestCases"]
    return cases


@cache
def property_names() -> tuple[str, ...]:
    """Returns the primitive property names the test cases' model declares."""
    constraints = yaml.load(_constraints_text(), Loader=yaml.BaseLoader)["Constraints"]
    names = constraints["primitiveKeyProperty"] + constraints["primitiveNonKeyProperty"]
    return tuple(dict.fromkeys(n for n in names if n != "id"))


def _constraints_text() -> str:
    """Returns the YAML up to the test cases (the model's names)."""
    text = YAML.read_text()
    return text[: text.index("TestCases:")]


def fields() -> list[dict[str, str]]:
    """Returns the schema fields of the master standing in for the ABNF model's entity set."""
    return [{"name": n, "type": TYPES.get(n, "string")} for n in property_names()]


def _query(raw: dict[str, str]) -> str | None:
    """Returns the query string a case stands for, or None when it is out of scope."""
    rule, text = raw["Rule"], raw["Input"]
    if rule in OPTION_RULES:
        return text
    if rule in FILTER_RULES:
        return "$filter=" + text
    if rule == "commonExpr" and ("FailAt" in raw or _COMPARISON.search(text)):
        return "$filter=" + text
    if rule == "queryOptions":
        names = {p.split("=", 1)[0].lower().lstrip("$") for p in text.split("&")}
        if names & {"filter", "orderby", "select"}:
            return text
    return None


def _reason(case_query: str, text: str) -> str | None:
    """Names the unsupported feature a positive case needs, if any."""
    if text in EXPLICIT:
        return EXPLICIT[text]
    checks = [
        (r"\$it\b|\$this\b|\$root\b", "`$it`, `$this` and `$root`"),
        (r"/\$count|\$filter\(", "`/$count` and `/$filter()` path segments"),
        (r"@", "parameter aliases and instance annotations"),
        (r"[\[{]", "JSON array and object literals (OData 4.01)"),
        (r"\bhas\b|\w'\w+'", "enumeration types and `has`"),
        (r"geo\.|geometry'|geography'", "geo types and functions"),
        (r"\b(any|all)\(", "lambda operators `any` and `all`"),
        (r"\bdivby\b", "`divby` (OData 4.01)"),
        (r"(^|[=,(\s])(" + "|".join(_UNSUPPORTED_FUNCTIONS) + r")\(", "this function"),
        (r"[A-Za-z]\w*/", "navigation and complex properties (a master is flat)"),
        (r"\b(Model|Namespace|Sales)\.", "qualified names: casts, actions and functions"),
        (r"\$select=[^&]*\(", "nested `$select` options and function signatures"),
        (r"\$(expand|compute|search)", "`$expand`, `$compute` and `$search`"),
    ]
    for pattern, reason in checks:
        if re.search(pattern, case_query):
            return reason
    for name in re.findall(r"(?<![\w'.$])([A-Za-z_]\w*)(?![\w(']|\s*=)", _expressions(case_query)):
        if name.lower() not in _KEYWORDS and name not in property_names():
            return f"property `{name}` is not part of the model's primitive properties"
    return None


_KEYWORDS = frozenset(
    {
        "eq",
        "ne",
        "gt",
        "ge",
        "lt",
        "le",
        "and",
        "or",
        "not",
        "in",
        "add",
        "sub",
        "mul",
        "div",
        "mod",
        "asc",
        "desc",
        "true",
        "false",
        "null",
    }
)


def _expressions(query: str) -> str:
    """Returns the option values of a query, without string literals."""
    values = " ".join(p.split("=", 1)[1] for p in query.split("&") if "=" in p)
    return re.sub(r"'(?:[^']|'')*'", "''", values)


def url_query(query: str) -> str:
    """Percent-encodes what a URL cannot carry raw (spaces, tabs, quotes), keeping escapes."""
    return quote(query, safe="$&=,;()'/:@*!%+")


@cache
def cases() -> tuple[Case, ...]:
    """Returns every in-scope case, classified."""
    out: list[Case] = []
    for raw in _load():
        query = _query(raw)
        if query is None:
            continue
        fail_at = int(raw["FailAt"]) if "FailAt" in raw else None
        reason = None if fail_at is not None else _reason(query, raw["Input"])
        out.append(Case(raw["Name"], raw["Rule"], raw["Input"], fail_at, query, reason))
    return tuple(out)


def _cell(text: str) -> str:
    """Renders text inside a markdown table cell."""
    return "`" + text.replace("\t", "\\t").replace("|", "\\|").replace("`", "'") + "`"


def markdown() -> str:
    """Renders the coverage table of docs/odata.md."""
    all_cases = cases()
    supported = [c for c in all_cases if c.reason is None and not c.negative]
    negative = [c for c in all_cases if c.negative]
    excluded = [c for c in all_cases if c.reason is not None]
    lines = [
        f"{len(all_cases)} cases apply to `$filter`, `$orderby` and `$select`: "
        f"{len(supported)} positive cases are answered 200, {len(negative)} negative cases "
        f"are refused with 400, and {len(excluded)} positive cases need features this "
        "service does not offer; they are answered 400 or 501, never 500.",
        "",
        "| Case | Input | Result |",
        "|---|---|---|",
    ]
    for case in all_cases:
        result = (
            "refused (400)"
            if case.negative
            else "supported"
            if case.reason is None
            else f"unsupported: {case.reason}"
        )
        lines.append(f"| {case.name} | {_cell(case.input)} | {result} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown())
