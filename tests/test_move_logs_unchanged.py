"""Refactors leave play unchanged: every game, player count and preset,
played from fixed seeds by the rule-of-thumb, slipping and random players,
gives the move logs recorded in tests/golden/move_logs.json (see
tests/golden/move_logs.py for when and how to record them again)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .golden.move_logs import cases, digest

RECORDED: dict[str, str] = json.loads((Path(__file__).parent / "golden" / "move_logs.json").read_text())
CASES = dict(cases())


def test_every_case_is_recorded() -> None:
    """A new game, preset or player count is recorded before it can be compared."""
    assert sorted(CASES) == sorted(RECORDED)


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_move_log_is_as_recorded(name: str) -> None:
    assert digest(CASES[name]) == RECORDED[name], f"{name}: play changed (python -m tests.golden.move_logs)"
