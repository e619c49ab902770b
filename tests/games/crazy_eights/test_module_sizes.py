"""Crazy Eights stays in modules a reader can hold: every module under 600
lines, every class under 300 lines unless its module says at the top why it
is longer, and the option declarations apart from the state machine."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable.games.crazy_eights as package

FOLDER = Path(package.__file__).parent
MODULE_LINES, CLASS_LINES = 600, 300


def _modules() -> list[Path]:
    return sorted(FOLDER.glob("*.py"))


def test_every_module_is_under_600_lines() -> None:
    lines = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in _modules()}
    assert {name: count for name, count in lines.items() if count > MODULE_LINES} == {}


def test_a_long_class_says_why_at_the_top_of_its_module() -> None:
    unexplained = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reason = ast.get_docstring(tree) or ""
        for node in tree.body:
            if not isinstance(node, ast.ClassDef) or (node.end_lineno or 0) - node.lineno + 1 <= CLASS_LINES:
                continue
            if f"Why the {node.name.removeprefix('CrazyEights').lower()} class is longer" not in reason:
                unexplained.append(f"{path.name}:{node.name}")
    assert unexplained == []


def test_the_options_are_declared_apart_from_the_state() -> None:
    options = ast.parse((FOLDER / "options.py").read_text(encoding="utf-8"))
    state = (FOLDER / "state.py").read_text(encoding="utf-8")
    names = {
        target.id
        for node in options.body
        if isinstance(node, ast.AnnAssign | ast.Assign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }
    assert {"OPTION_SPECS", "PRESETS"} <= names
    assert "OptionSpec(" not in state


def test_the_names_imported_from_rules_before_the_split_still_are() -> None:
    from cardtable.games.crazy_eights import rules
    from cardtable.games.crazy_eights.options import OPTION_SPECS

    assert rules.OPTION_SPECS is OPTION_SPECS
    assert rules.GAME.option_specs is OPTION_SPECS
    for name in ("CALL", "DRAW", "PASS", "MAX_REBUILDS", "CrazyEightsState", "card_points", "Config"):
        assert hasattr(rules, name), name
