"""Every module of the ``cardtable`` package stays small enough to read: none
over 600 lines and no class over about 300 (a class may say at its top why it
needs more: "Longer than 300 lines because ..." in its docstring or in a
comment on its first lines). A module that grows past them is split by
concern, as the Cribbage state, the sheet store and the sheets of Barbu and
Cribbage were (mixins or helpers in modules of their own). The same rule as
``tests/ui/test_module_sizes.py``, for the whole package."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable

PACKAGE = Path(cardtable.__file__).parent
MODULE_LINES = 600
CLASS_LINES = 330  # "about 300", as for the UI
REASON = "Longer than 300 lines because"
TOP_LINES = 5  # a comment giving the reason sits within the class's first lines


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _name(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def _says_why(node: ast.ClassDef, lines: list[str]) -> bool:
    if REASON in (ast.get_docstring(node) or ""):
        return True
    top = lines[node.lineno - 1 : node.lineno - 1 + TOP_LINES]
    return any(line.lstrip().startswith("#") and REASON in line for line in top)


def test_the_package_has_modules() -> None:
    assert len(_modules()) > 50


def test_no_module_is_over_600_lines() -> None:
    sizes = {_name(path): len(path.read_text(encoding="utf-8").splitlines()) for path in _modules()}
    long = {name: lines for name, lines in sizes.items() if lines > MODULE_LINES}
    assert long == {}


def test_no_class_is_over_300_lines_without_a_reason() -> None:
    long = {}
    for path in _modules():
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > CLASS_LINES and not _says_why(node, lines):
                    long[f"{_name(path)}:{node.name}"] = size
    assert long == {}
