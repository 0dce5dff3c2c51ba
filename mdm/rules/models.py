"""The rule models: field types, character classes, one pydantic model per rule kind, and parsing."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)

from mdm.core.patterns import PatternError, compile_pattern

FIELD_TYPES = frozenset(
    {"string", "text", "integer", "number", "boolean", "date", "datetime"}
    | {"email", "url", "enum", "reference"}
)
STRING_TYPES = frozenset({"string", "text", "email", "url", "enum", "reference"})
DATE_TYPES = frozenset({"date", "datetime"})
NUMERIC_TYPES = frozenset({"integer", "number"})

CharClass = Literal[
    "digits", "letters", "ascii_letters", "upper", "lower", "alphanumeric", "ascii",
    "halfwidth", "fullwidth", "hiragana", "katakana", "halfwidth_katakana", "kanji", "space", "symbol",
]  # fmt: skip

# Regular-expression fragments matching one character of each class (halfwidth and
# fullwidth are checked with unicodedata.east_asian_width; these fragments approximate
# them for use inside generated patterns).
CLASS_REGEX: dict[str, str] = {
    "digits": "[0-9]",
    "letters": r"[^\W\d_]",
    "ascii_letters": "[A-Za-z]",
    "upper": "[A-Z]",
    "lower": "[a-z]",
    "alphanumeric": "[A-Za-z0-9]",
    "ascii": "[\x20-\x7e]",
    "halfwidth": "[\x20-\x7e\uff61-\uffdc\uffe8-\uffee]",
    "fullwidth": "[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6\U00020000-\U0003fffd]",
    "hiragana": "[\u3041-\u309f\u30fc]",
    "katakana": "[\u30a1-\u30ff\u31f0-\u31ff]",
    "halfwidth_katakana": "[\uff66-\uff9f]",
    "kanji": "[\u3005-\u3007\u303b\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]",
    "space": r"\s",
    "symbol": r"[\p{P}\p{S}]",  # RE2 syntax; checked with unicodedata categories P* and S*
}

CLASS_NAMES: dict[str, str] = {
    "digits": "digits (0-9)",
    "letters": "letters",
    "ascii_letters": "ASCII letters (A-Z, a-z)",
    "upper": "upper-case letters (A-Z)",
    "lower": "lower-case letters (a-z)",
    "alphanumeric": "ASCII letters and digits",
    "ascii": "ASCII characters",
    "halfwidth": "half-width characters",
    "fullwidth": "full-width characters",
    "hiragana": "hiragana",
    "katakana": "katakana",
    "halfwidth_katakana": "half-width katakana",
    "kanji": "kanji",
    "space": "spaces",
    "symbol": "symbols",
}


class RuleError(ValueError):
    """Raised when a rule does not have a valid shape."""


def _reject_bool(value: object) -> object:
    """Rejects booleans where a number is expected (pydantic would coerce them)."""
    if isinstance(value, bool):
        raise ValueError("a number is required, not a boolean")
    return value


def _reject_non_finite(value: object) -> object:
    """Rejects NaN and infinities."""
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        raise ValueError("the number must be finite")
    return value


Count = Annotated[int, BeforeValidator(_reject_bool), Field(ge=0)]
Number = Annotated[int | float, BeforeValidator(_reject_non_finite), BeforeValidator(_reject_bool)]
Bound = Annotated[int | float | str, BeforeValidator(_reject_non_finite), BeforeValidator(_reject_bool)]
Scalar = str | int | float | bool


class _RuleBase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    message: str | None = None


class PatternRule(_RuleBase):
    kind: Literal["pattern"] = "pattern"
    pattern: str = Field(min_length=1)

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, value: str) -> str:
        try:
            compile_pattern(value)
        except PatternError as exc:
            raise ValueError(f"invalid regular expression: {exc}") from None
        return value


class LengthRule(_RuleBase):
    kind: Literal["length"] = "length"
    min: Count | None = None
    max: Count | None = None
    exact: Count | None = None

    @model_validator(mode="after")
    def _consistent(self) -> LengthRule:
        _check_bounds_given(self.min, self.max, self.exact)
        return self


class RangeRule(_RuleBase):
    kind: Literal["range"] = "range"
    min: Bound | None = None
    max: Bound | None = None
    min_exclusive: bool = False
    max_exclusive: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> RangeRule:
        bounds = [b for b in (self.min, self.max) if b is not None]
        if not bounds:
            raise ValueError("give min, max or both")
        if len({isinstance(b, str) for b in bounds}) > 1:
            raise ValueError("min and max must both be numbers or both be ISO dates")
        keys = [_bound_key(b) for b in bounds]
        if len(keys) == 2 and keys[0] > keys[1]:  # type: ignore[operator]
            raise ValueError("min must not be greater than max")
        return self

    @property
    def is_date(self) -> bool:
        """Tells whether the bounds are ISO dates rather than numbers."""
        return isinstance(self.min if self.min is not None else self.max, str)


class OneOfRule(_RuleBase):
    kind: Literal["one_of"] = "one_of"
    values: list[Scalar] = Field(min_length=1)
    case_sensitive: bool = True


class PrefixRule(_RuleBase):
    kind: Literal["prefix"] = "prefix"
    value: str = Field(min_length=1)
    case_sensitive: bool = True


class SuffixRule(_RuleBase):
    kind: Literal["suffix"] = "suffix"
    value: str = Field(min_length=1)
    case_sensitive: bool = True


class ContainsRule(_RuleBase):
    kind: Literal["contains"] = "contains"
    value: str = Field(min_length=1)
    case_sensitive: bool = True


class NotContainsRule(_RuleBase):
    kind: Literal["not_contains"] = "not_contains"
    value: str = Field(min_length=1)
    case_sensitive: bool = True


class CharsetRule(_RuleBase):
    kind: Literal["charset"] = "charset"
    allowed: list[CharClass] = Field(min_length=1)
    extra: str = ""
    min_length: Count | None = None
    max_length: Count | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CharsetRule:
        low, high = self.min_length, self.max_length
        if low is not None and high is not None and low > high:
            raise ValueError("min_length must not be greater than max_length")
        return self


class EmailRule(_RuleBase):
    kind: Literal["email"] = "email"


class UrlRule(_RuleBase):
    kind: Literal["url"] = "url"


class DateRelativeRule(_RuleBase):
    kind: Literal["date_relative"] = "date_relative"
    not_future: bool = False
    not_past: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> DateRelativeRule:
        if not (self.not_future or self.not_past):
            raise ValueError("set not_future, not_past or both to true")
        return self


class NotEmptyRule(_RuleBase):
    kind: Literal["not_empty"] = "not_empty"


class CaseRule(_RuleBase):
    kind: Literal["case"] = "case"
    case: Literal["upper", "lower"]


class MultipleOfRule(_RuleBase):
    kind: Literal["multiple_of"] = "multiple_of"
    value: Number
    offset: Number | None = None  # the value minus offset is the multiple: step 1, offset 0.99 ends in .99

    @field_validator("value")
    @classmethod
    def _positive(cls, value: float) -> float:
        if value <= 0:
            raise ValueError("must be greater than 0")
        return value

    @model_validator(mode="after")
    def _offset_within(self) -> MultipleOfRule:
        if self.offset is not None and not 0 <= self.offset < self.value:
            raise ValueError("offset must be at least 0 and less than value")
        return self

    def ending(self) -> str | None:
        """The last digits a step of a power of ten with an offset fixes ('.99', '9', '80'), or None."""
        if not self.offset:
            return None
        step, offset = Decimal(repr(self.value)).normalize(), Decimal(repr(self.offset)).normalize()
        places = step.adjusted()
        if step != Decimal(1).scaleb(places) or places < 0:
            return None
        if places == 0:  # step 1: the decimals ('.99')
            return str(offset)[1:] if offset < 1 and "." in str(offset) else None
        return f"{int(offset):0{places}d}" if offset == int(offset) else None


class DecimalsRule(_RuleBase):
    kind: Literal["decimals"] = "decimals"
    max: Count


class AllOfRule(_RuleBase):
    kind: Literal["all_of"] = "all_of"
    rules: list[Rule] = Field(min_length=1)


class AnyOfRule(_RuleBase):
    kind: Literal["any_of"] = "any_of"
    rules: list[Rule] = Field(min_length=2)


class NotRule(_RuleBase):
    kind: Literal["not"] = "not"
    rule: Rule


_DOMAIN = r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost"


class DomainRule(_RuleBase):
    kind: Literal["domain"] = "domain"
    domains: list[str] = Field(min_length=1)
    exclude: bool = False
    subdomains: bool = False

    @field_validator("domains")
    @classmethod
    def _hosts(cls, values: list[str]) -> list[str]:
        clean = [v.strip().lower().lstrip("@").rstrip(".") for v in values]
        for value in clean:
            if not re.fullmatch(_DOMAIN, value):
                raise ValueError(f"'{value}' is not a domain name such as example.com")
        return clean

    def names(self, host: str) -> bool:
        """Whether the host is one of the domains (or, with subdomains, under one)."""
        return any(host == d or (self.subdomains and host.endswith("." + d)) for d in self.domains)


class SchemeRule(_RuleBase):
    kind: Literal["scheme"] = "scheme"
    schemes: list[str] = Field(min_length=1)

    @field_validator("schemes")
    @classmethod
    def _names(cls, values: list[str]) -> list[str]:
        clean = [v.strip().lower().removesuffix("://").removesuffix(":") for v in values]
        for value in clean:
            if not re.fullmatch(r"[a-z][a-z0-9+.-]*", value):
                raise ValueError(f"'{value}' is not a URL scheme such as https")
        return clean


def _check_window(low: int | None, high: int | None, hint: str) -> None:
    """Validates the min/max pair of a window (dates, years, ages): one given, in order."""
    if low is None and high is None:
        raise ValueError(f"give min, max or both ({hint})")
    if low is not None and high is not None and low > high:
        raise ValueError("min must not be greater than max")


DateUnit = Literal["days", "months", "years"]


class DateWindowRule(_RuleBase):
    kind: Literal["date_window"] = "date_window"
    unit: DateUnit = "days"
    min: Annotated[int, BeforeValidator(_reject_bool)] | None = None
    max: Annotated[int, BeforeValidator(_reject_bool)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> DateWindowRule:
        _check_window(self.min, self.max, "offsets from today; negative is the past")
        return self


class YearWindowRule(_RuleBase):
    kind: Literal["year_window"] = "year_window"
    min: Annotated[int, BeforeValidator(_reject_bool), Field(ge=-1000, le=1000)] | None = None
    max: Annotated[int, BeforeValidator(_reject_bool), Field(ge=-1000, le=1000)] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> YearWindowRule:
        _check_window(self.min, self.max, "years from the current year; 0 is this year")
        return self


class AgeRule(_RuleBase):
    kind: Literal["age"] = "age"
    min: Count | None = None
    max: Count | None = None

    @model_validator(mode="after")
    def _consistent(self) -> AgeRule:
        _check_window(self.min, self.max, "age in whole years")
        return self


class DayOfMonthRule(_RuleBase):
    kind: Literal["day_of_month"] = "day_of_month"
    days: list[Annotated[int, BeforeValidator(_reject_bool), Field(ge=1, le=31)]] = Field(
        default_factory=list
    )
    last: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> DayOfMonthRule:
        if not self.days and not self.last:
            raise ValueError("give days (1-31), last: true, or both")
        return self


Weekday = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
WEEKDAYS: tuple[str, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


class WeekdayRule(_RuleBase):
    kind: Literal["weekday"] = "weekday"
    days: list[Weekday] = Field(min_length=1)


# A time of day as HH:MM or HH:MM:SS, and an offset from UTC as +HH:MM or -HH:MM.
_CLOCK_TIME = r"(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?"
_UTC_OFFSET = r"[+-](?:0[0-9]|1[0-3]):[0-5][0-9]|[+-]14:00"


def clock_seconds(text: str) -> int:
    """Seconds after midnight of a time of day written HH:MM or HH:MM:SS."""
    parts = [int(p) for p in text.split(":")]
    return parts[0] * 3600 + parts[1] * 60 + (parts[2] if len(parts) > 2 else 0)


class TimeOfDayRule(_RuleBase):
    kind: Literal["time_of_day"] = "time_of_day"
    min: Annotated[str, Field(pattern=f"^{_CLOCK_TIME}$")] | None = None
    max: Annotated[str, Field(pattern=f"^{_CLOCK_TIME}$")] | None = None
    min_exclusive: bool = False
    max_exclusive: bool = False
    # the clock the time is read on; None: as the value is written (its own offset, else UTC)
    utc_offset: Annotated[str, Field(pattern=f"^(?:{_UTC_OFFSET})$")] | None = None
    step_minutes: Annotated[int, BeforeValidator(_reject_bool), Field(ge=1, le=720)] | None = None
    # the days of the week the time falls on, on the same clock (「平日の9:00〜17:00(日本時間)」)
    days: list[Weekday] | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> TimeOfDayRule:
        if self.min is None and self.max is None and self.step_minutes is None:
            raise ValueError("give min, max (HH:MM), step_minutes or several")
        if self.step_minutes is not None and 1440 % self.step_minutes:
            raise ValueError("step_minutes must divide a day (1440 minutes): 5, 10, 15, 30, 60, ...")
        if self.min is not None and self.min == self.max and (self.min_exclusive or self.max_exclusive):
            raise ValueError("an exclusive bound leaves no time between min and max")
        return self


# gs1, luhn and jp_corporate are digits only; jp_invoice is a Japanese invoice registration number ("T" and a
# corporate number); isbn10 (its last character may be X), iban (ISO 13616), iso6346 (freight containers), imo
# (ships) and jp_individual (the 12-digit individual number, マイナンバー) are standard numbers checked by
# python-stdnum
CheckAlgorithm = Literal[
    "gs1", "luhn", "jp_corporate", "jp_invoice", "isbn10", "iban", "iso6346", "imo", "jp_individual"
]  # fmt: skip
STANDARD_ALGORITHMS = ("isbn10", "iban", "iso6346", "imo", "jp_individual")
# the schemes whose codes hold letters: never an integer field's
LETTERED_ALGORITHMS = ("isbn10", "iban", "iso6346", "jp_invoice")
# the lengths of GS1 keys a rule may name (GTIN-8/12/13/14, GSIN 17, SSCC 18); without lengths, the GTINs
GS1_LENGTHS = (8, 12, 13, 14, 17, 18)
GTIN_LENGTHS = (8, 12, 13, 14)


class CheckDigitRule(_RuleBase):
    kind: Literal["check_digit"] = "check_digit"
    algorithm: CheckAlgorithm
    lengths: list[Annotated[int, BeforeValidator(_reject_bool), Field(ge=2, le=64)]] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CheckDigitRule:
        if self.algorithm == "gs1" and self.lengths and set(self.lengths) - set(GS1_LENGTHS):
            raise ValueError("GS1 codes have 8, 12, 13, 14, 17 or 18 digits")
        if self.algorithm == "jp_corporate" and self.lengths and self.lengths != [13]:
            raise ValueError("a Japanese corporate number has 13 digits")
        if (self.algorithm in STANDARD_ALGORITHMS or self.algorithm == "jp_invoice") and self.lengths:
            raise ValueError(f"an {self.algorithm} code has the length its standard sets; leave out lengths")
        return self


class ContainsClassRule(_RuleBase):
    kind: Literal["contains_class"] = "contains_class"
    char_class: CharClass = Field(alias="class")
    min: Count | None = None
    max: Count | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @model_validator(mode="after")
    def _consistent(self) -> ContainsClassRule:
        if self.min is None and self.max is None:
            raise ValueError("give min (at least that many), max (at most; 0 = none) or both")
        if self.min is not None and self.max is not None and self.min > self.max:
            raise ValueError("min must not be greater than max")
        return self


DateFormat = Literal["YYYY-MM-DD", "YYYY/MM/DD", "YYYYMMDD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY"]


class DateStringRule(_RuleBase):
    kind: Literal["date_string"] = "date_string"
    format: DateFormat = "YYYY-MM-DD"


Rule = Annotated[
    PatternRule | LengthRule | RangeRule | OneOfRule | PrefixRule | SuffixRule | ContainsRule
    | NotContainsRule | CharsetRule | EmailRule | UrlRule | DateRelativeRule | NotEmptyRule
    | CaseRule | MultipleOfRule | DecimalsRule | AllOfRule | AnyOfRule | NotRule | DomainRule
    | SchemeRule | DateWindowRule | AgeRule | DayOfMonthRule | WeekdayRule | CheckDigitRule
    | ContainsClassRule | DateStringRule | YearWindowRule | TimeOfDayRule,
    Field(discriminator="kind"),
]  # fmt: skip
for _model in (AllOfRule, AnyOfRule, NotRule):
    _model.model_rebuild()
COMPOSITE_KINDS = ("all_of", "any_of", "not")
RuleAdapter: TypeAdapter[list[Rule]] = TypeAdapter(list[Rule])
RULE_KINDS = (
    "pattern", "length", "range", "one_of", "prefix", "suffix", "contains", "not_contains",
    "charset", "email", "url", "date_relative", "not_empty", "case", "multiple_of", "decimals",
    "all_of", "any_of", "not", "domain", "scheme", "date_window", "age", "day_of_month", "weekday",
    "check_digit", "contains_class", "date_string", "year_window", "time_of_day",
)  # fmt: skip


def _check_bounds_given(low: int | None, high: int | None, exact: int | None) -> None:
    """Validates the min/max/exact trio of a length rule."""
    if low is None and high is None and exact is None:
        raise ValueError("give min, max or exact")
    if exact is not None and (low is not None or high is not None):
        raise ValueError("exact cannot be combined with min or max")
    if low is not None and high is not None and low > high:
        raise ValueError("min must not be greater than max")


def _bound_key(bound: int | float | str) -> float | datetime:
    """Turns a range bound into something comparable; rejects non-ISO strings."""
    if isinstance(bound, str):
        parsed = parse_temporal(bound)
        if parsed is None:
            raise ValueError(f"'{bound}' is not an ISO 8601 date or datetime")
        return parsed
    return float(bound)


def parse_temporal(text: str) -> datetime | None:
    """Parses an ISO 8601 date or datetime; aware datetimes become naive UTC."""
    try:
        parsed = datetime.fromisoformat(text.strip())
        if parsed.tzinfo is not None:
            parsed = parsed.astimezone(UTC).replace(tzinfo=None)
    except (ValueError, OverflowError):
        return None
    return parsed


# ---------------------------------------------------------------- parsing


def _format_error(exc: ValidationError, raw: list[Any]) -> str:
    """Turns the first pydantic error into one readable sentence."""
    err = exc.errors()[0]
    loc = list(err["loc"])
    where = "rules"
    first = loc[0] if loc else None
    if isinstance(first, int):
        loc.pop(0)
        index = first
        where = f"rules[{index}]"
        item = raw[index] if index < len(raw) else None
        if loc and isinstance(item, dict) and loc[0] == item.get("kind"):
            where += f" ({loc.pop(0)})"
    if loc:
        where += " " + ".".join(str(part) for part in loc)
    msg = str(err["msg"]).removeprefix("Value error, ")
    if err["type"] == "union_tag_not_found":
        msg = f"'kind' is missing; use one of: {', '.join(RULE_KINDS)}"
    return f"{where}: {msg}"


def parse_rules(raw: list[dict[str, Any]]) -> list[Rule]:
    """Parses a list of rule objects, raising RuleError with a readable message."""
    if not isinstance(raw, list):
        raise RuleError("rules must be a list of rule objects")
    try:
        return RuleAdapter.validate_python(raw)
    except ValidationError as exc:
        raise RuleError(_format_error(exc, raw)) from None


def parse_rule(raw: dict[str, Any]) -> Rule:
    """Parses one rule object, raising RuleError with a readable message."""
    return parse_rules([raw])[0]


def rule_to_dict(rule: Rule) -> dict[str, Any]:
    """Returns the JSON object form of a rule: kind first, unset options left out, message last."""
    data = rule.model_dump(mode="json", exclude_none=True, by_alias=True)
    if "rules" in data and isinstance(rule, AllOfRule | AnyOfRule):
        data["rules"] = [rule_to_dict(child) for child in rule.rules]
    if isinstance(rule, NotRule):
        data["rule"] = rule_to_dict(rule.rule)
    message = data.pop("message", None)
    ordered = {"kind": data.pop("kind"), **data}
    return ordered if message is None else {**ordered, "message": message}


def rule_json_schema() -> dict[str, Any]:
    """Returns the JSON schema of one rule (every kind, composition included)."""
    return TypeAdapter(Rule).json_schema(by_alias=True)
