"""The UI's modules stay small enough to read: no module of ``cardtable/ui``
over 600 lines and no class over about 300 (a class may say at its top why
it needs more: "Longer than 300 lines because ..."). A module that grows
past them is split by concern, as the main window, the table widget and the
score sheets window were (mixins in their own modules)."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable.ui

UI = Path(cardtable.ui.__file__).parent
MODULE_LINES = 600
CLASS_LINES = 330  # "about 300"
REASON = "Longer than 300 lines because"


def _modules() -> list[Path]:
    return sorted(UI.glob("*.py"))


def test_no_ui_module_is_over_600_lines() -> None:
    sizes = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in _modules()}
    long = {name: lines for name, lines in sizes.items() if lines > MODULE_LINES}
    assert long == {}


def test_no_ui_class_is_over_300_lines_without_a_reason() -> None:
    long = {}
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > CLASS_LINES and REASON not in (ast.get_docstring(node) or ""):
                    long[f"{path.name}:{node.name}"] = lines
    assert long == {}
