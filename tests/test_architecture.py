"""The package structure: imports point down the table in docs/architecture.md, never in a cycle.

Walks every module under `mdm/` with `ast` (imports inside functions included), maps each import
to the top-level package it reaches, and checks it against the allowed-imports table."""

import ast
import re
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "mdm"
DOC = ROOT / "docs" / "architecture.md"
TABLE_START = "<!-- allowed-imports:start -->"
TABLE_END = "<!-- allowed-imports:end -->"
ROUTER_USERS = frozenset({"main"})  # the app factory mounts the routers; nothing else imports one

Edges = dict[str, dict[str, list[str]]]


@cache
def allowed_imports() -> dict[str, set[str]]:
    """Reads the allowed-imports table of docs/architecture.md: package -> packages it may import."""
    text = DOC.read_text(encoding="utf-8")
    table = text.split(TABLE_START, 1)[1].split(TABLE_END, 1)[0]
    allowed: dict[str, set[str]] = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        package = cells[0].strip("`")
        allowed[package] = set(re.findall(r"`([a-z_]+)`", cells[2]))
    return allowed


def _module_name(path: Path) -> str:
    """Returns the dotted module name of a file under mdm/."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _top(module: str) -> str | None:
    """Returns the top-level package (or module) of mdm that a dotted name lies in."""
    parts = module.split(".")
    if parts[0] != "mdm" or len(parts) < 2:
        return None
    return parts[1]


def _imported(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Returns every mdm module a module imports (absolute or relative, at any depth)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")
                anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("mdm.") and _exists(name)}


def _exists(name: str) -> bool:
    """Tells whether a dotted name is a module or package under mdm/."""
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@cache
def import_graph() -> tuple[Edges, list[tuple[str, str]]]:
    """Returns package -> imported package -> importing modules, and every (module, router) import."""
    edges: Edges = defaultdict(lambda: defaultdict(list))
    router_imports = []
    for path in sorted(SOURCE.rglob("*.py")):
        module = _module_name(path)
        package = _top(module)
        if package is None or package == "migrations":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target in _imported(tree, module, path.name == "__init__.py"):
            target_package = _top(target)
            if target.rsplit(".", 1)[-1] == "router" and target != module:
                router_imports.append((module, target))
            if target_package and target_package != package:
                edges[package][target_package].append(module)
    return edges, router_imports


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """Returns one cycle of a directed graph as a list of nodes, or [] if it has none."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        state[node] = 2
        stack.pop()
        return []

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return []


def _packages() -> set[str]:
    """Lists the top-level packages and modules of mdm/."""
    names = {p.stem for p in SOURCE.glob("*.py") if p.stem != "__init__"}
    names |= {p.name for p in SOURCE.iterdir() if (p / "__init__.py").is_file()}
    return names - {"migrations"}


def test_the_table_itself_points_only_down() -> None:
    allowed = allowed_imports()
    assert {"core", "db", "records"} <= set(allowed)
    unknown = {dep for deps in allowed.values() for dep in deps} - set(allowed)
    assert not unknown, f"docs/architecture.md allows imports of undeclared packages: {sorted(unknown)}"
    assert find_cycle(allowed) == [], "the allowed-imports table has a cycle"


def test_every_package_is_declared() -> None:
    missing = _packages() - set(allowed_imports())
    assert not missing, (
        f"packages {sorted(missing)} are not in the allowed-imports table of docs/architecture.md: "
        "add a row saying what each owns and which packages it may import"
    )


def test_no_package_imports_against_the_table() -> None:
    allowed = allowed_imports()
    edges, _ = import_graph()
    wrong = [
        f"{package} -> {target} (in {', '.join(sorted(set(modules)))})"
        for package, targets in sorted(edges.items())
        for target, modules in sorted(targets.items())
        if target not in allowed.get(package, set())
    ]
    assert not wrong, "imports not allowed by docs/architecture.md:\n" + "\n".join(wrong)


def test_no_package_level_import_cycle() -> None:
    edges, _ = import_graph()
    graph = {package: set(targets) for package, targets in edges.items()}
    assert find_cycle(graph) == []


def test_only_the_app_factory_imports_routers() -> None:
    _, router_imports = import_graph()
    wrong = [(m, r) for m, r in router_imports if _top(m) not in ROUTER_USERS]
    assert not wrong, f"routers may be imported only by mdm.main: {wrong}"


@pytest.mark.parametrize(
    ("graph", "has_cycle"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": set()}, False),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, True),
        ({"a": {"a"}}, True),
    ],
)
def test_find_cycle_finds_cycles(graph: dict[str, set[str]], has_cycle: bool) -> None:
    assert bool(find_cycle(graph)) is has_cycle


def test_public_service_functions_take_keywords_after_the_first_argument() -> None:
    positional = []
    for path in sorted(SOURCE.glob("*/service.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not node.name.startswith("_"):
                names = [a.arg for a in [*node.args.posonlyargs, *node.args.args]]
                if len(names) > 1:
                    positional.append(f"{_module_name(path)}.{node.name}({', '.join(names)})")
    assert not positional, f"make these keyword-only after the first argument: {positional}"
