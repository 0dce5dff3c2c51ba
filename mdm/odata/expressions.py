"""Translation of odata-query's expression tree into typed SQLAlchemy expressions."""

import operator
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from odata_query import ast
from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Float,
    Integer,
    and_,
    cast,
    extract,
    false,
    func,
    literal,
    not_,
    null,
    or_,
    true,
)

from mdm.core.errors import BadRequest, NotImplementedFeature
from mdm.core.time import parse_instant
from mdm.db.fields import field_value, prefix_successor
from mdm.odata.model import EDM_TYPES, EntityModel
from mdm.odata.sqlfuncs import matches, strpos

NUMERIC = frozenset({"int", "decimal"})
TEXTUAL = frozenset({"string", "guid"})
_COMPARE: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
}
_ARITHMETIC = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div", ast.Mod: "mod"}
_MATCHERS = frozenset({"contains", "startswith", "endswith"})
_DATE_PARTS = {
    "year": (1, 4),
    "month": (6, 2),
    "day": (9, 2),
    "hour": (12, 2),
    "minute": (15, 2),
    "second": (18, 2),
}
FILTER_FUNCTIONS = (
    *sorted(_MATCHERS),
    "tolower",
    "toupper",
    "trim",
    "length",
    "concat",
    "indexof",
    *_DATE_PARTS,
)
_KNOWN_UNSUPPORTED = "lambda operators (any/all), navigation, casts and geo functions"


MAX_DEPTH = 40  # deeper expressions overflow SQLite's parser stack and Python's recursion


@dataclass(frozen=True)
class Operand:
    """A translated sub-expression: its kind, and either SQL or a Python literal value."""

    kind: str
    expr: ColumnElement[Any] | None = None
    value: Any = None
    native: bool = False  # a datetime read from a timestamp column, not ISO text

    @property
    def is_literal(self) -> bool:
        """Tells whether this is a literal value rather than SQL."""
        return self.expr is None


def canonical_datetime(moment: datetime) -> str:
    """Returns the stored text form of a datetime: UTC, microseconds, `Z`."""
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


class Translator:
    """Turns one option's expression tree into SQL over an entity model's properties."""

    def __init__(self, model: EntityModel, option: str) -> None:
        self.model = model
        self.option = option
        self._depth = 0

    def predicate(self, node: ast._Node) -> ColumnElement[bool]:
        """Translates a boolean expression (a `$filter`)."""
        result = self.visit(node)
        if result.kind != "bool":
            raise BadRequest(
                f"{self.option} must be a boolean expression, not {EDM_TYPES.get(result.kind, result.kind)}"
            )
        return self.sql(result)

    def value(self, node: ast._Node) -> ColumnElement[Any]:
        """Translates a value expression (an `$orderby` key)."""
        result = self.visit(node)
        if result.is_literal:
            raise BadRequest(f"{self.option}: a literal is not a sort key")
        return self.sql(result)

    def visit(self, node: ast._Node) -> Operand:
        """Dispatches on the node type (refusing expressions nested past MAX_DEPTH)."""
        method = getattr(self, f"_visit_{type(node).__name__.lower()}", None)
        if method is None:
            raise NotImplementedFeature(
                f"{self.option}: {type(node).__name__} expressions are not supported "
                f"(not supported: {_KNOWN_UNSUPPORTED}, arithmetic on dates)"
            )
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise BadRequest(f"{self.option}: expression is nested more than {MAX_DEPTH} levels deep")
            result: Operand = method(node)
        finally:
            self._depth -= 1
        return result

    def sql(self, operand: Operand) -> ColumnElement[Any]:
        """Returns the SQL of an operand, binding literals."""
        if operand.expr is not None:
            return operand.expr
        if operand.kind == "null":
            return null()
        if operand.kind == "bool":
            return true() if operand.value else false()
        if isinstance(operand.value, datetime):
            return literal(canonical_datetime(operand.value))
        return literal(operand.value)

    # -- names and literals ---------------------------------------------------------------

    def _visit_identifier(self, node: ast.Identifier) -> Operand:
        prop = self.model.properties.get(node.full_name())
        if prop is None:
            raise BadRequest(f"{self.option}: unknown property '{node.full_name()}' of '{self.model.name}'")
        return Operand(prop.kind, prop.expr, native=not prop.in_json)

    def _visit_attribute(self, node: ast.Attribute) -> Operand:
        raise BadRequest(
            f"{self.option}: unknown property '{_path(node)}' of "
            f"'{self.model.name}' (entities have no navigation or complex properties)"
        )

    def _visit_list(self, _node: ast.List) -> Operand:
        raise BadRequest(f"{self.option}: a list is only allowed right of 'in'")

    def _visit_null(self, _node: ast.Null) -> Operand:
        return Operand("null")

    def _visit_string(self, node: ast.String) -> Operand:
        return Operand("string", value=node.py_val)

    def _visit_integer(self, node: ast.Integer) -> Operand:
        value = node.py_val
        if abs(value) > 2**63 - 1:
            raise BadRequest(f"{self.option}: integer {node.val} is out of range")
        return Operand("int", value=value)

    def _visit_float(self, node: ast.Float) -> Operand:
        return Operand("decimal", value=node.py_val)

    def _visit_boolean(self, node: ast.Boolean) -> Operand:
        return Operand("bool", value=node.py_val)

    def _visit_guid(self, node: ast.GUID) -> Operand:
        return Operand("guid", value=str(node.py_val))

    def _visit_date(self, node: ast.Date) -> Operand:
        try:
            return Operand("date", value=date.fromisoformat(node.val).isoformat())
        except ValueError:
            raise BadRequest(f"{self.option}: invalid date {node.val}") from None

    def _visit_datetime(self, node: ast.DateTime) -> Operand:
        try:
            moment = parse_instant(node.val)
        except ValueError:
            raise BadRequest(
                f"{self.option}: invalid datetime {node.val} (ISO 8601, years 0001 to 9999 in UTC)"
            ) from None
        return Operand("datetime", value=moment)

    # -- comparison and logic -------------------------------------------------------------

    def _visit_compare(self, node: ast.Compare) -> Operand:
        if isinstance(node.comparator, ast.In):
            return self._in(node)
        left, right = self.visit(node.left), self.visit(node.right)
        kind = type(node.comparator)
        if left.kind == "null" or right.kind == "null":
            return self._compare_null(kind, left, right)
        left, right = self._lenient(left, right), self._lenient(right, left)
        self._check_comparable(left, right)
        if left.is_literal and right.is_literal:
            return Operand("bool", value=bool(_COMPARE[kind](_plain(left), _plain(right))))
        lhs, rhs = self._bound(left, right), self._bound(right, left)
        if not left.is_literal and not right.is_literal:
            if kind is ast.Eq:
                return Operand("bool", lhs.is_not_distinct_from(rhs))
            if kind is ast.NotEq:
                return Operand("bool", lhs.is_distinct_from(rhs))
        column = rhs if left.is_literal else lhs
        if kind is ast.NotEq:  # null ne value is true in OData
            return Operand("bool", or_(column.is_(None), lhs != rhs))
        guards = [side.is_not(None) for side, op in ((lhs, left), (rhs, right)) if not op.is_literal]
        return Operand("bool", and_(*guards, _COMPARE[kind](lhs, rhs)))

    def _compare_null(self, kind: type, left: Operand, right: Operand) -> Operand:
        other = right if left.kind == "null" else left
        if kind not in (ast.Eq, ast.NotEq):
            return Operand("bool", value=False)
        if other.kind == "null":
            return Operand("bool", value=kind is ast.Eq)
        if other.is_literal:
            return Operand("bool", value=kind is ast.NotEq)
        assert other.expr is not None
        return Operand("bool", other.expr.is_(None) if kind is ast.Eq else other.expr.is_not(None))

    def _in(self, node: ast.Compare) -> Operand:
        left = self.visit(node.left)
        if not isinstance(node.right, ast.List):
            raise BadRequest(f"{self.option}: 'in' needs a parenthesised list of literals")
        items = [self.visit(item) for item in node.right.val]
        if any(not item.is_literal for item in items):
            raise BadRequest(f"{self.option}: the list of 'in' may only contain literals")
        values = [self._lenient(item, left) for item in items if item.kind != "null"]
        for item in values:
            self._check_comparable(left, item)
        has_null = len(values) < len(items)
        if left.is_literal:
            found = any(_plain(left) == _plain(item) for item in values)
            return Operand("bool", value=(left.kind == "null" and has_null) or found)
        assert left.expr is not None
        parts: list[ColumnElement[bool]] = []
        if values:
            bound = [self._bound(item, left) for item in values]
            parts.append(and_(left.expr.is_not(None), left.expr.in_(bound)))
        if has_null:
            parts.append(left.expr.is_(None))
        return Operand("bool", or_(*parts) if parts else false())

    def _visit_boolop(self, node: ast.BoolOp) -> Operand:
        left, right = self.visit(node.left), self.visit(node.right)
        name = "and" if isinstance(node.op, ast.And) else "or"
        for side in (left, right):
            if side.kind != "bool":
                raise BadRequest(f"{self.option}: '{name}' needs boolean operands")
        join = and_ if name == "and" else or_
        return Operand("bool", join(self.sql(left), self.sql(right)))

    def _visit_unaryop(self, node: ast.UnaryOp) -> Operand:
        operand = self.visit(node.operand)
        if isinstance(node.op, ast.Not):
            if operand.kind != "bool":
                raise BadRequest(f"{self.option}: 'not' needs a boolean operand")
            if operand.is_literal:
                return Operand("bool", value=not operand.value)
            return Operand("bool", not_(self.sql(operand)))
        if operand.kind not in NUMERIC:
            raise BadRequest(f"{self.option}: '-' needs a number")
        if operand.is_literal:
            return Operand(operand.kind, value=-operand.value)
        return Operand(operand.kind, -self.sql(operand))

    def _visit_binop(self, node: ast.BinOp) -> Operand:
        name = _ARITHMETIC[type(node.op)]
        left, right = self.visit(node.left), self.visit(node.right)
        if left.kind not in NUMERIC or right.kind not in NUMERIC:
            raise NotImplementedFeature(f"{self.option}: '{name}' is supported on numbers only")
        kind = "int" if left.kind == right.kind == "int" else "decimal"
        if name == "mod" and kind != "int":
            raise NotImplementedFeature(f"{self.option}: 'mod' is supported on integers only")
        if right.is_literal and name in ("div", "mod") and right.value == 0:
            raise BadRequest(f"{self.option}: division by zero")
        lhs, rhs = self.sql(left), self.sql(right)
        if not right.is_literal and name in ("div", "mod"):
            rhs = func.nullif(rhs, 0)
        if name == "div":  # native division: truncating on integers on both databases
            result_type = BigInteger() if kind == "int" else Float()
            return Operand(kind, lhs.op("/", return_type=result_type)(rhs))
        ops = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "mod": operator.mod}
        return Operand(kind, ops[name](lhs, rhs))

    # -- functions ------------------------------------------------------------------------

    def _visit_call(self, node: ast.Call) -> Operand:
        name = node.func.full_name()
        args = [self.visit(arg) for arg in node.args]
        if name in _MATCHERS:
            return self._match(name, args)
        if name in ("tolower", "toupper", "trim", "length"):
            subject = self._text(name, args[0])
            functions = {
                "tolower": func.lower,
                "toupper": func.upper,
                "trim": func.trim,
                "length": func.length,
            }
            return Operand("int" if name == "length" else "string", functions[name](subject))
        if name == "concat":
            return Operand("string", self._text(name, args[0]).concat(self._text(name, args[1])))
        if name == "indexof":
            return Operand("int", strpos(self._text(name, args[0]), self._text(name, args[1])) - 1)
        if name in _DATE_PARTS:
            return self._date_part(name, args[0])
        raise NotImplementedFeature(f"{self.option}: function '{name}' is not supported")

    def _text(self, name: str, operand: Operand) -> ColumnElement[Any]:
        """Returns a string argument's SQL, refusing other types."""
        if operand.kind not in TEXTUAL:
            raise BadRequest(
                f"{self.option}: {name}() needs a string argument, "
                f"not {EDM_TYPES.get(operand.kind, operand.kind)}"
            )
        return self.sql(operand)

    def _match(self, name: str, args: list[Operand]) -> Operand:
        subject, pattern = args
        self._text(name, subject)
        self._text(name, pattern)
        if not pattern.is_literal:
            raise NotImplementedFeature(
                f"{self.option}: the second argument of {name}() must be a string literal"
            )
        if subject.is_literal:
            checks = {"contains": str.__contains__, "startswith": str.startswith, "endswith": str.endswith}
            return Operand("bool", value=checks[name](subject.value, pattern.value))
        column = self.sql(subject)
        test = matches(column, pattern.value, name)
        if name == "startswith" and isinstance(column, field_value) and pattern.value:
            # A prefix is a range of the field's byte-ordered index; the match stays exact.
            upper = prefix_successor(pattern.value)
            bounds = [column >= literal(pattern.value)] + ([column < literal(upper)] if upper else [])
            test = and_(*bounds, test)
        return Operand("bool", test)

    def _date_part(self, name: str, operand: Operand) -> Operand:
        """Extracts a part of a date or datetime (stored as ISO text, or a timestamp column)."""
        if operand.kind not in ("date", "datetime") or operand.is_literal:
            raise BadRequest(f"{self.option}: {name}() needs a date or datetime property")
        if operand.kind == "date" and name in ("hour", "minute", "second"):
            raise BadRequest(f"{self.option}: {name}() needs a datetime property")
        expr = self.sql(operand)
        if operand.native:
            return Operand("int", cast(extract(name, expr), Integer))
        start, length = _DATE_PARTS[name]
        return Operand("int", cast(func.substr(expr, start, length), Integer))

    # -- helpers --------------------------------------------------------------------------

    def _lenient(self, operand: Operand, other: Operand) -> Operand:
        """Reads a string literal compared with a date, datetime or GUID property as that type, as
        clients that quote every literal write it (`launched lt '2020-02-01'`); 400 if it is not one."""
        if operand.kind != "string" or not operand.is_literal or other.is_literal:
            return operand
        text = str(operand.value)
        try:
            if other.kind == "date":
                return Operand("date", value=date.fromisoformat(text).isoformat())
            if other.kind == "datetime":
                return Operand("datetime", value=parse_instant(text))
            if other.kind == "guid":
                return Operand("guid", value=str(uuid.UUID(text)))
        except ValueError:
            edm = EDM_TYPES[other.kind]
            raise BadRequest(f"{self.option}: '{text}' is not a valid {edm} value") from None
        return operand

    def _check_comparable(self, left: Operand, right: Operand) -> None:
        """Refuses comparisons between incompatible types."""
        kinds = {left.kind, right.kind}
        if len(kinds) == 1 or kinds <= NUMERIC or kinds <= TEXTUAL:
            return
        names = " and ".join(EDM_TYPES.get(k, k) for k in (left.kind, right.kind))
        raise BadRequest(f"{self.option}: cannot compare {names}")

    def _bound(self, operand: Operand, other: Operand) -> ColumnElement[Any]:
        """Returns an operand's SQL; a literal is converted to the other side's stored form."""
        if not operand.is_literal or other.expr is None:
            return self.sql(operand)
        value = operand.value
        if other.kind == "guid":
            value = str(value).lower()
        elif isinstance(value, datetime):
            value = value if other.native else canonical_datetime(value)
        elif other.kind in NUMERIC:
            return literal(float(value) if other.kind == "decimal" else value)
        return literal(value, other.expr.type)


def _plain(operand: Operand) -> Any:
    """Returns a literal's value in a form Python can compare."""
    if isinstance(operand.value, str) and operand.kind == "guid":
        return operand.value.lower()
    return operand.value


def _path(node: ast._Node) -> str:
    """Renders a member path like `Address/Street`."""
    if isinstance(node, ast.Attribute):
        return f"{_path(node.owner)}/{node.attr}"
    if isinstance(node, ast.Identifier):
        return node.full_name()
    return type(node).__name__
