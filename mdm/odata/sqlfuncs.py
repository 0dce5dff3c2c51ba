"""Portable SQL for OData string functions: case-sensitive matching on SQLite and PostgreSQL."""

from typing import Any

from sqlalchemy import Boolean, ColumnElement, Integer, literal
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

_LIKE_ESCAPE = "\\"


def like_escape(text: str) -> str:
    """Escapes LIKE wildcards (with a backslash as escape character)."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def glob_escape(text: str) -> str:
    """Escapes GLOB wildcards by wrapping each in a one-character class."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


class text_match(FunctionElement[bool]):  # noqa: N801 - SQL function naming
    """`subject LIKE pattern` on PostgreSQL, `subject GLOB pattern` on SQLite (case-sensitive)."""

    type = Boolean()
    name = "text_match"
    inherit_cache = True


class strpos(FunctionElement[int]):  # noqa: N801 - SQL function naming
    """1-based position of a substring (0 when absent): `strpos` / SQLite `instr`."""

    type = Integer()
    name = "strpos"
    inherit_cache = True


def matches(subject: ColumnElement[Any], text: str, mode: str) -> ColumnElement[bool]:
    """Builds a case-sensitive contains/startswith/endswith test with wildcards escaped."""
    like, glob = like_escape(text), glob_escape(text)
    if mode in ("contains", "endswith"):
        like, glob = "%" + like, "*" + glob
    if mode in ("contains", "startswith"):
        like, glob = like + "%", glob + "*"
    return text_match(subject, literal(like), literal(glob))


@compiles(text_match)
def _compile_like(element: text_match, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders the LIKE form (PostgreSQL and others)."""
    subject, like, _glob = list(element.clauses)
    return f"({compiler.process(subject, **kw)} LIKE {compiler.process(like, **kw)} ESCAPE '{_LIKE_ESCAPE}')"


@compiles(text_match, "sqlite")
def _compile_glob(element: text_match, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders the GLOB form: SQLite's LIKE ignores case, GLOB does not."""
    subject, _like, glob = list(element.clauses)
    return f"({compiler.process(subject, **kw)} GLOB {compiler.process(glob, **kw)})"


@compiles(strpos)
def _compile_strpos(element: strpos, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders PostgreSQL's strpos."""
    return f"strpos({compiler.process(element.clauses, **kw)})"


@compiles(strpos, "sqlite")
def _compile_instr(element: strpos, compiler: SQLCompiler, **kw: Any) -> str:
    """Renders SQLite's instr."""
    return f"instr({compiler.process(element.clauses, **kw)})"
