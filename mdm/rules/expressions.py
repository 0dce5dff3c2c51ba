"""Record rules: a small expression language over a record's fields, parsed by a grammar (lark),
type-checked against the fields' types when the definition is saved, and evaluated on each write.
No user text is ever run as code.

    valid_to >= valid_from
    discount_price < price
    if country == 'JP' then postal_code matches ^[0-9]{3}-[0-9]{4}$
    one of email or phone is required
    status in ('active', 'paused') and not (stock < 0)

Comparisons take a field or a literal on each side ('text', 12.5, true, false; a date or
datetime as 'YYYY-MM-DD' text). A comparison, `in` or `matches` with a missing operand is
neither true nor false: the rule fails only when the whole expression is false for certain
(three-valued logic), so `valid_to >= valid_from` holds while either is missing. Presence is
tested with `is null` / `is not null` and `one of a or b is required`.
"""

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, UnexpectedInput, VisitError

from mdm.core.patterns import PatternError, compile_pattern, fullmatch
from mdm.core.time import isoformat_z, parse_instant

GRAMMAR = r"""
?start: rule
?rule: "if"i expr "then"i expr          -> implies
     | expr
?expr: and_expr ("or"i and_expr)*       -> any_of
?and_expr: not_expr ("and"i not_expr)*  -> all_of
?not_expr: "not"i not_expr              -> negate
     | atom
?atom: operand COMPARE operand          -> compare
     | operand "is"i "null"i            -> is_null
     | operand "is"i "not"i "null"i     -> is_not_null
     | operand "matches"i (STRING | PATTERN) -> matches
     | operand "in"i "(" literal ("," literal)* ")" -> member
     | "one"i "of"i NAME ("or"i NAME)+ "is"i "required"i -> one_required
     | "(" expr ")"
     | operand
?operand: NAME -> field
     | literal
?literal: STRING -> text
     | NUMBER -> number
     | "true"i -> true
     | "false"i -> false
COMPARE: "==" | "!=" | "<=" | ">=" | "<" | ">" | "="
NAME: /[A-Za-z_][A-Za-z0-9_]*/
STRING: /'(?:[^'\\]|\\.)*'/ | /"(?:[^"\\]|\\.)*"/
PATTERN: /[^\s'"][^\s]*/
NUMBER: /-?\d+(\.\d+)?([eE][-+]?\d+)?/
%import common.WS
%ignore WS
"""

Value = Any
MAX_DEPTH = 40
Kind = str  # "number", "text", "boolean", "date", "datetime"
_KINDS = {
    "integer": "number",
    "number": "number",
    "boolean": "boolean",
    "date": "date",
    "datetime": "datetime",
}
_ORDERED = frozenset({"number", "text", "date", "datetime"})
_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "==": operator.eq,
    "=": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


class ExpressionError(ValueError):
    """A record rule that does not parse or does not fit the fields' types."""


@dataclass(frozen=True)
class FieldInfo:
    """What the type check knows of a field: its type and, for an enum, its options."""

    type: str
    options: tuple[str, ...] = ()

    @property
    def kind(self) -> Kind:
        """Returns the kind of value the field holds."""
        return _KINDS.get(self.type, "text")


@dataclass(frozen=True)
class Operand:
    """A field or a literal."""

    field: str | None = None
    value: Value = None
    kind: Kind = "text"

    def get(self, data: Mapping[str, Any]) -> Value:
        """Returns the operand's value in a record (None when the field is missing)."""
        if self.field is None:
            return self.value
        value = data.get(self.field)
        return None if value == "" else value


class Node:
    """A part of an expression: evaluates to True, False or None (unknown)."""

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Evaluates the node on a record's data."""
        raise NotImplementedError


@dataclass(frozen=True)
class Compare(Node):
    """`left op right`."""

    left: Operand
    op: str
    right: Operand

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Compares the operands; unknown when either is missing."""
        left, right = self.left.get(data), self.right.get(data)
        if left is None or right is None:
            return None
        return _COMPARE[self.op](left, right)


@dataclass(frozen=True)
class Member(Node):
    """`operand in (a, b, ...)`."""

    operand: Operand
    values: tuple[Value, ...]

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Tells whether the value is one of the list; unknown when it is missing."""
        value = self.operand.get(data)
        return None if value is None else value in self.values


@dataclass(frozen=True)
class Matches(Node):
    """`operand matches pattern` (the whole value, RE2 syntax)."""

    operand: Operand
    pattern: str
    compiled: Any

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Matches the value's text; unknown when it is missing."""
        value = self.operand.get(data)
        return None if value is None else fullmatch(self.compiled, str(value))


@dataclass(frozen=True)
class Presence(Node):
    """`operand is null` (`present` False) or `is not null` (True)."""

    operand: Operand
    present: bool

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Tells whether the field has a value, as asked."""
        return (self.operand.get(data) is not None) == self.present


@dataclass(frozen=True)
class OneRequired(Node):
    """`one of a or b ... is required`: at least one has a value."""

    fields: tuple[str, ...]

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Tells whether any of the fields has a value."""
        return any(data.get(f) not in (None, "") for f in self.fields)


@dataclass(frozen=True)
class Logic(Node):
    """`and` / `or` over parts, in three-valued logic."""

    conjunction: bool
    parts: tuple[Node, ...]

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Combines the parts: `and` is False if any is, `or` is True if any is."""
        results = [p.eval(data) for p in self.parts]
        decisive = not self.conjunction
        if decisive in results:
            return decisive
        return None if None in results else not decisive


@dataclass(frozen=True)
class Negate(Node):
    """`not part` (unknown stays unknown)."""

    part: Node

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Negates the part."""
        result = self.part.eval(data)
        return None if result is None else not result


@dataclass(frozen=True)
class Implies(Node):
    """`if condition then consequence`: not condition, or consequence."""

    condition: Node
    consequence: Node

    def eval(self, data: Mapping[str, Any]) -> bool | None:
        """Holds unless the condition is true and the consequence is not."""
        return Logic(False, (Negate(self.condition), self.consequence)).eval(data)


@dataclass(frozen=True)
class RecordRule:
    """A parsed, type-checked record rule with its message."""

    expression: str
    message: str | None
    root: Node

    def violated(self, data: Mapping[str, Any]) -> bool:
        """Tells whether a record's data breaks the rule (false for certain)."""
        return self.root.eval(data) is False

    def failure(self) -> str:
        """Returns the message of a violation: the rule's, else the expression quoted."""
        return self.message or f"rule '{self.expression}' is not met"


@lru_cache(maxsize=1)
def _parser() -> Lark:
    """Builds the expression parser once (LALR, contextual lexer)."""
    return Lark(GRAMMAR, parser="lalr", maybe_placeholders=False)


@v_args(inline=True)
class _Checker(Transformer[Token, Node]):
    """Turns the parse tree into nodes, checking names and types against the fields."""

    def __init__(self, fields: Mapping[str, FieldInfo]) -> None:
        super().__init__()
        self.fields = fields

    def field(self, name: Token) -> Operand:
        """A field operand: the field must exist."""
        if str(name) not in self.fields:
            raise ExpressionError(f"unknown field '{name}'")
        return Operand(field=str(name), kind=self.fields[str(name)].kind)

    def text(self, token: Token) -> Operand:
        """A quoted text literal."""
        raw = str(token)[1:-1]
        return Operand(value=raw.replace("\\" + str(token)[0], str(token)[0]).replace("\\\\", "\\"))

    def number(self, token: Token) -> Operand:
        """A number literal."""
        text = str(token)
        return Operand(value=float(text) if any(c in text for c in ".eE") else int(text), kind="number")

    def true(self) -> Operand:
        """The literal true."""
        return Operand(value=True, kind="boolean")

    def false(self) -> Operand:
        """The literal false."""
        return Operand(value=False, kind="boolean")

    def compare(self, left: Operand, op: Token, right: Operand) -> Node:
        """A comparison: both sides of one kind; order only for numbers, text and dates."""
        if left.field is None and right.field is None:
            raise ExpressionError("a comparison needs a field on at least one side")
        left, right = _fit(left, right), _fit(right, left)
        if left.kind != right.kind:
            raise ExpressionError(
                f"cannot compare {_shown(left)} ({left.kind}) with {_shown(right)} ({right.kind})"
            )
        if str(op) not in ("==", "=", "!=") and left.kind not in _ORDERED:
            raise ExpressionError(f"'{op}' does not apply to {left.kind} values")
        self._check_option(left, right)
        self._check_option(right, left)
        return Compare(left, str(op), right)

    def _check_option(self, side: Operand, other: Operand) -> None:
        """Refuses a literal that an enum field can never hold."""
        info = self.fields.get(side.field or "")
        if info is not None and info.options and other.field is None and other.value not in info.options:
            raise ExpressionError(f"'{other.value}' is not an option of field '{side.field}'")

    def is_null(self, operand: Operand) -> Node:
        """`is null`."""
        return Presence(_need_field(operand, "is null"), present=False)

    def is_not_null(self, operand: Operand) -> Node:
        """`is not null`."""
        return Presence(_need_field(operand, "is not null"), present=True)

    def matches(self, operand: Operand, pattern: Token) -> Node:
        """`matches`: a text field and an RE2 pattern."""
        _need_field(operand, "matches")
        if operand.kind != "text":
            raise ExpressionError(
                f"'matches' applies to text fields, not {operand.kind} field '{operand.field}'"
            )
        text = str(pattern)
        if pattern.type == "STRING":
            text = self.text(pattern).value
        try:
            compiled = compile_pattern(text)
        except PatternError as exc:
            raise ExpressionError(f"pattern {text}: {exc}") from None
        return Matches(operand, text, compiled)

    def member(self, operand: Operand, *values: Operand) -> Node:
        """`in (...)`: literals of the operand's kind."""
        _need_field(operand, "in")
        fitted = [_fit(v, operand) for v in values]
        wrong = [v for v in fitted if v.kind != operand.kind]
        if wrong:
            raise ExpressionError(
                f"{_shown(wrong[0])} is no {operand.kind} value for field '{operand.field}'"
            )
        for value in fitted:
            self._check_option(operand, value)
        return Member(operand, tuple(v.value for v in fitted))

    def one_required(self, *names: Token) -> Node:
        """`one of a or b is required`."""
        for name in names:
            self.field(name)
        return OneRequired(tuple(str(n) for n in names))

    def all_of(self, *parts: Node) -> Node:
        """`a and b`."""
        return Logic(True, tuple(_boolean(p) for p in parts))

    def any_of(self, *parts: Node) -> Node:
        """`a or b`."""
        return Logic(False, tuple(_boolean(p) for p in parts))

    def negate(self, part: Node) -> Node:
        """`not a`."""
        return Negate(_boolean(part))

    def implies(self, condition: Node, consequence: Node) -> Node:
        """`if a then b`."""
        return Implies(_boolean(condition), _boolean(consequence))


def _boolean(part: Node | Operand) -> Node:
    """Refuses a bare operand where a condition is expected (`a and 5`)."""
    if isinstance(part, Operand):
        if part.field is not None and part.kind == "boolean":
            return Compare(part, "==", Operand(value=True, kind="boolean"))
        raise ExpressionError(f"{_shown(part)} is not a condition; compare it with something")
    return part


def _need_field(operand: Operand, what: str) -> Operand:
    """Refuses a literal on the left of `is null`, `matches` and `in`."""
    if operand.field is None:
        raise ExpressionError(f"'{what}' needs a field on its left")
    return operand


def _fit(literal: Operand, other: Operand) -> Operand:
    """Reads a text literal compared with a date or datetime field as that kind (checked)."""
    if literal.field is not None or literal.kind != "text" or other.kind not in ("date", "datetime"):
        return literal
    text = str(literal.value)
    try:
        if other.kind == "date":
            date.fromisoformat(text)
            if len(text) != 10:
                raise ValueError(text)
            return Operand(value=text, kind="date")
        moment = parse_instant(text)
    except ValueError:
        raise ExpressionError(f"'{text}' is not a valid {other.kind} (use ISO 8601)") from None
    return Operand(value=isoformat_z(moment), kind="datetime")


def _shown(operand: Operand) -> str:
    """Names an operand in a message."""
    return f"field '{operand.field}'" if operand.field is not None else repr(operand.value)


def parse_record_rule(raw: object, fields: Mapping[str, FieldInfo]) -> RecordRule:
    """Parses and type-checks one record rule (`{"expression", "message"?}`); ExpressionError if bad."""
    if not isinstance(raw, dict) or not isinstance(raw.get("expression"), str):
        raise ExpressionError('a record rule is an object {"expression": "...", "message": "..."}')
    extra = set(raw) - {"expression", "message"}
    if extra:
        raise ExpressionError(f"unknown keys {sorted(extra)}; a record rule has 'expression' and 'message'")
    message = raw.get("message")
    if message is not None and not isinstance(message, str):
        raise ExpressionError("'message' must be text")
    expression = raw["expression"].strip()
    if not expression or len(expression) > 2000:
        raise ExpressionError("'expression' must be 1 to 2000 characters")
    return RecordRule(expression, message, _checked_tree(expression, fields))


def _checked_tree(expression: str, fields: Mapping[str, FieldInfo]) -> Node:
    """Parses an expression and type-checks it into nodes."""
    try:
        tree = _parser().parse(expression)
    except RecursionError:
        raise ExpressionError(f"'{expression[:80]}' nests more than {MAX_DEPTH} levels deep") from None
    except UnexpectedInput as exc:
        raise ExpressionError(f"cannot read '{expression}' at column {exc.column}") from None
    except LarkError as exc:
        raise ExpressionError(f"cannot read '{expression}': {exc}") from None
    try:
        root = _boolean(_Checker(fields).transform(tree))
    except VisitError as exc:
        if isinstance(exc.orig_exc, ExpressionError):
            raise exc.orig_exc from None
        raise
    except RecursionError:
        root = None
    if root is None or _depth(root) > MAX_DEPTH:
        raise ExpressionError(f"'{expression[:80]}' nests more than {MAX_DEPTH} levels deep")
    return root


def _depth(node: Node) -> int:
    """Returns how deeply a node's parts nest."""
    parts: tuple[Node, ...] = ()
    if isinstance(node, Logic):
        parts = node.parts
    elif isinstance(node, Negate):
        parts = (node.part,)
    elif isinstance(node, Implies):
        parts = (node.condition, node.consequence)
    return 1 + max((_depth(p) for p in parts), default=0)
