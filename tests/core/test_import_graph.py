"""The Qt-free packages import one another in one direction only: a cycle
between two of them (``sheets`` importing ``storage`` which imports
``sheets``) makes what loads depend on which is imported first."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "cardtable"
PACKAGES = ("core", "engines", "ai", "sheets", "storage", "games")


def _imported(module: str, is_package: bool, node: ast.AST) -> list[str]:
    """The absolute names an import statement names."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if not node.level:
        return [node.module or ""]
    base = module.split(".")[: len(module.split(".")) - (node.level - (1 if is_package else 0))]
    return [".".join(base + ([node.module] if node.module else []))]


def package_graph() -> dict[str, set[str]]:
    """For each Qt-free package, the other Qt-free packages its modules import
    (at any depth of the code: a function's own import counts too)."""
    graph: dict[str, set[str]] = {name: set() for name in PACKAGES}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            module = ".".join(("cardtable",) + path.relative_to(ROOT).with_suffix("").parts)
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                for name in _imported(module, path.name == "__init__.py", node):
                    parts = name.split(".")
                    if parts[0] == "cardtable" and len(parts) > 1 and parts[1] in PACKAGES and parts[1] != package:
                        graph[package].add(parts[1])
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path that ends where it starts, or None."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str] | None:
        if node in path:
            return path[path.index(node) :] + [node]
        if node in done:
            return None
        for target in sorted(graph.get(node, ())):
            cycle = visit(target, path + [node])
            if cycle:
                return cycle
        done.add(node)
        return None

    for start in sorted(graph):
        cycle = visit(start, [])
        if cycle:
            return cycle
    return None


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_qt_free_packages_import_without_a_cycle() -> None:
    graph = package_graph()
    assert "core" in graph["sheets"]  # the walk sees imports at all
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


@pytest.mark.parametrize(
    "first, second",
    [
        ("cardtable.sheets.played", "cardtable.storage.sheet_store"),
        ("cardtable.storage.sheet_store", "cardtable.sheets.played"),
    ],
)
def test_sheets_and_storage_import_in_either_order(first: str, second: str) -> None:
    code = (
        f"import {first}, {second}\n"
        "from cardtable.sheets.model import Sheet\n"
        "from cardtable.storage.sheet_store import Sheet as Stored\n"
        "assert Sheet is Stored\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT.parent, check=False)
    assert done.returncode == 0, done.stderr
