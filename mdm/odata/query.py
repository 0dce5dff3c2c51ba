"""System query options: names, values, and their translation into SQL over an entity model."""

import re
from dataclasses import dataclass, field
from typing import Any

from odata_query import ast
from odata_query import exceptions as odata_errors
from odata_query.grammar import ODataLexer, ODataParser
from sqlalchemy import ColumnElement

from mdm.core.errors import BadRequest, NotImplementedFeature
from mdm.db.models import MasterDefinition
from mdm.odata.expressions import Translator
from mdm.odata.model import EntityModel, entity_model

SUPPORTED = ("filter", "select", "orderby", "top", "skip", "count", "format", "search", "skiptoken")
UNSUPPORTED = frozenset(
    {
        "expand",
        "apply",
        "compute",
        "index",
        "levels",
        "schemaversion",
        "deltatoken",
        "id",
    }
)
MAX_EXPRESSION = 4000
MAX_ORDERBY = 1000  # characters of `$orderby`
MAX_ORDER_TERMS = 16  # sort keys of `$orderby`: each one costs every row a comparison
_ORDER_ITEM = re.compile(r"^(?P<expr>.*?)(?:[ \t]+(?P<dir>asc|desc))?[ \t]*$", re.I | re.S)
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_JSON_FORMAT = re.compile(r"^(json|application/json)(;.*)?$", re.I)


class _Lexer(ODataLexer):
    """odata-query's lexer, with keywords that no longer swallow the start of a name.

    The original matches `any`, `all`, `null`, `true` and `false` anywhere, so a property
    such as `allergens` or `nullable` would not lex as one identifier.
    """

    tokens = ODataLexer.tokens

    @_(r"(?:true|false)\b")  # type: ignore[name-defined]  # noqa: F821
    def BOOLEAN(self, t: Any) -> Any:  # noqa: N802
        """Lexes a boolean literal."""
        t.value = ast.Boolean(t.value)
        return t

    @_(r"null\b")  # type: ignore[name-defined]  # noqa: F821
    def NULL(self, t: Any) -> Any:  # noqa: N802
        """Lexes null."""
        t.value = ast.Null()
        return t

    @_(r"any(?=\()")  # type: ignore[name-defined]  # noqa: F821
    def ANY(self, t: Any) -> Any:  # noqa: N802
        """Lexes the any lambda operator."""
        t.value = ast.Any()
        return t

    @_(r"all(?=\()")  # type: ignore[name-defined]  # noqa: F821
    def ALL(self, t: Any) -> Any:  # noqa: N802
        """Lexes the all lambda operator."""
        t.value = ast.All()
        return t


@dataclass
class QueryOptions:
    """The parsed options of a collection request."""

    where: ColumnElement[bool] | None = None
    order: list[ColumnElement[Any]] = field(default_factory=list)
    select: tuple[str, ...] | None = None
    top: int | None = None
    skip: int = 0
    count: bool = False
    search: str | None = None
    skiptoken: str | None = None
    raw: dict[str, str] = field(default_factory=dict)


def collect(items: list[tuple[str, str]]) -> dict[str, str]:
    """Picks the system query options out of the query string (case-insensitive, `$` optional)."""
    options: dict[str, str] = {}
    for key, value in items:
        lowered = key.lower()
        bare = lowered[1:] if lowered.startswith("$") else lowered
        if bare in SUPPORTED:
            if bare in options:
                raise BadRequest(f"${bare} is given more than once")
            options[bare] = value
        elif bare in UNSUPPORTED:
            raise NotImplementedFeature(f"${bare} is not supported by this service")
        elif key.startswith("$"):
            raise BadRequest(f"Unknown system query option '{key}'")
        elif key.startswith("@"):
            raise NotImplementedFeature(f"Parameter aliases ('{key}') are not supported")
    check_format(options.get("format"))
    return options


def check_format(value: str | None) -> None:
    """Accepts only the JSON format."""
    if value is not None and not _JSON_FORMAT.match(value.strip()):
        raise NotImplementedFeature(f"$format={value} is not supported; this service speaks JSON")


def parse_options(items: list[tuple[str, str]], model: EntityModel) -> QueryOptions:
    """Parses and translates the options of a collection request."""
    raw = collect(items)
    options = QueryOptions(raw=raw)
    if "filter" in raw:
        options.where = Translator(model, "$filter").predicate(parse_expression(raw["filter"], "$filter"))
    if "orderby" in raw:
        options.order = parse_orderby(raw["orderby"], model)
    if "select" in raw:
        options.select = parse_select(raw["select"], model)
    options.top = _non_negative(raw, "top")
    options.skip = _non_negative(raw, "skip") or 0
    options.count = _boolean(raw, "count")
    options.search = parse_search(raw.get("search"))
    options.skiptoken = raw.get("skiptoken")
    return options


def parse_search(text: str | None) -> str | None:
    """Reads `$search` with the REST `search` meaning: the text (one quoted phrase or bare words)
    is found case-insensitively anywhere in a record's field values."""
    if text is None:
        return None
    words = text.strip()
    if len(words) >= 2 and words[0] == words[-1] == '"':
        words = words[1:-1].replace('\\"', '"')
    if not words.strip():
        raise BadRequest("$search is empty")
    if len(words) > MAX_EXPRESSION:
        raise BadRequest(f"$search is longer than {MAX_EXPRESSION} characters")
    return words.lower()


def parse_expression(text: str, option: str, offset: int = 0) -> ast._Node:
    """Parses an OData expression; syntax errors name the option and the position."""
    if not text.strip():
        raise BadRequest(f"{option} is empty")
    if len(text) > MAX_EXPRESSION:
        raise BadRequest(f"{option} is longer than {MAX_EXPRESSION} characters")
    text = strip_number_suffixes(text)
    try:
        node: ast._Node | None = ODataParser().parse(_Lexer().tokenize(text))
    except odata_errors.TokenizingException as exc:
        at = exc.token.index
        raise BadRequest(
            f"Invalid {option} at position {offset + at}: unexpected character {text[at]!r}"
        ) from None
    except odata_errors.ParsingException as exc:
        raise BadRequest(_syntax_message(text, option, offset, exc)) from None
    except odata_errors.UnknownFunctionException as exc:
        raise BadRequest(f"Invalid {option}: unknown function '{exc.function_name}'") from None
    except odata_errors.ODataException as exc:
        raise BadRequest(f"Invalid {option}: {exc}") from None
    except RecursionError:
        raise BadRequest(f"Invalid {option}: expression is nested too deeply") from None
    if node is None:
        raise BadRequest(f"{option} is empty")
    return node


# OData v2 clients (the SAP Cloud SDK among them) mark numeric literals with a type suffix: `7L`,
# `10D`, `2.5M`, `1.5F`. Quoted strings and GUIDs are passed over untouched.
_SUFFIXED = re.compile(
    r"('(?:[^']|'')*')"
    r"|([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})"
    r"|(?<![\w.])([0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)[LlDdMmFf](?!\w)"
)


def strip_number_suffixes(text: str) -> str:
    """Drops OData v2 type suffixes (L, D, M, F) from numeric literals."""
    return _SUFFIXED.sub(lambda m: m.group(1) or m.group(2) or m.group(3), text)


def _syntax_message(text: str, option: str, offset: int, exc: odata_errors.ParsingException) -> str:
    """Describes where parsing stopped."""
    if exc.token is None:
        return f"Invalid {option} at position {offset + len(text)}: unexpected end of expression"
    at = exc.token.index
    found = text[at : at + 20].strip() or repr(text[at])
    return f"Invalid {option} at position {offset + at}: unexpected '{found}'"


def parse_orderby(text: str, model: EntityModel, option: str = "$orderby") -> list[ColumnElement[Any]]:
    """Parses `$orderby` (or a list's `orderby`): comma-separated expressions, each `asc` or `desc`."""
    if len(text) > MAX_ORDERBY:
        raise BadRequest(f"{option} is longer than {MAX_ORDERBY} characters")
    terms = split_top_level(text, option)
    if len(terms) > MAX_ORDER_TERMS:
        raise BadRequest(f"{option} has {len(terms)} sort keys; at most {MAX_ORDER_TERMS} are allowed")
    translator = Translator(model, option)
    order: list[ColumnElement[Any]] = []
    for offset, spaced in terms:
        item = spaced.lstrip(" \t")  # whitespace after a comma is tolerated
        start = offset + len(spaced) - len(item)
        match = _ORDER_ITEM.match(item)
        assert match is not None
        if not match.group("expr").strip():
            raise BadRequest(f"Invalid {option} at position {start}: missing sort key")
        expr = translator.value(parse_expression(match.group("expr"), option, start))
        descending = (match.group("dir") or "asc").lower() == "desc"
        # OData sorts null before any value in ascending order.
        order.append(expr.desc().nulls_last() if descending else expr.asc().nulls_first())
    return order


def split_top_level(text: str, option: str) -> list[tuple[int, str]]:
    """Splits at commas outside quotes and parentheses; returns (offset, item) pairs."""
    items: list[tuple[int, str]] = []
    depth, quoted, start = 0, False, 0
    for at, char in enumerate(text):
        if char == "'":
            quoted = not quoted
        elif not quoted and char in "()":
            depth += 1 if char == "(" else -1
        elif not quoted and depth == 0 and char == ",":
            items.append((start, text[start:at]))
            start = at + 1
    items.append((start, text[start:]))
    for offset, item in items:
        if not item.strip():
            raise BadRequest(f"Invalid {option} at position {offset}: empty item")
    return items


def parse_select(text: str, model: EntityModel) -> tuple[str, ...] | None:
    """Parses `$select`: `*` or a comma-separated list of property names (None means all)."""
    names: list[str] = []
    for offset, item in split_top_level(text, "$select"):
        name = item.strip()
        if name == "*":
            return None
        if not _NAME.match(name) or name not in model.properties:
            raise BadRequest(f"$select: unknown property '{name}' of '{model.name}' (at position {offset})")
        if name not in names:
            names.append(name)
    return tuple(names)


def _non_negative(raw: dict[str, str], name: str) -> int | None:
    """Reads `$top` or `$skip`."""
    if name not in raw:
        return None
    value = raw[name]
    if not re.fullmatch(r"[0-9]{1,12}", value):
        raise BadRequest(f"${name} must be a non-negative integer, not '{value}'")
    return int(value)


def _boolean(raw: dict[str, str], name: str) -> bool:
    """Reads `$count`."""
    value = raw.get(name)
    if value is None:
        return False
    if value.lower() not in ("true", "false"):
        raise BadRequest(f"${name} must be true or false, not '{value}'")
    return value.lower() == "true"


def list_criteria(
    definition: MasterDefinition, *, filter_text: str | None, orderby_text: str | None
) -> tuple[ColumnElement[bool] | None, list[ColumnElement[Any]]]:
    """Compiles a REST list's `filter` and `orderby` (OData syntax) over a master's fields, with
    the feed's compiler, so the same expressions (and indexes) serve both."""
    model = entity_model(definition)
    where = None
    if filter_text is not None:
        where = Translator(model, "filter").predicate(parse_expression(filter_text, "filter"))
    order = parse_orderby(orderby_text, model, "orderby") if orderby_text is not None else []
    return where, order
