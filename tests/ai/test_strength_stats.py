"""The strength benchmark's statistics (benchmarks/ai_strength.py): the
paired difference's t interval and which way it counts as significant."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "ai_strength.py"
_SPEC = importlib.util.spec_from_file_location("ai_strength", _PATH)
assert _SPEC is not None and _SPEC.loader is not None
strength = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(strength)


@pytest.mark.parametrize("df,table", [(5, 2.571), (10, 2.228), (30, 2.042), (99, 1.984), (1000, 1.962)])
def test_the_t_quantile_matches_the_table(df: int, table: float) -> None:
    assert strength.t_quantile(df) == pytest.approx(table, abs=0.004)


def test_the_interval_is_a_t_interval_over_the_deals() -> None:
    mean, half = strength.mean_ci([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    assert mean == 3.5
    assert half == pytest.approx(2.571 * math.sqrt(3.5) / math.sqrt(6), abs=0.01)


def test_fewer_points_is_better_in_a_penalty_game() -> None:
    diffs = [-2.0, -1.5, -2.5, -1.0, -3.0, -2.0]
    assert strength.paired_verdict(diffs, lower_is_better=True)[2] == "significant"
    assert strength.paired_verdict(diffs, lower_is_better=False)[2] == "significant against A"


def test_an_interval_across_zero_is_not_significant() -> None:
    assert strength.paired_verdict([-1.0, 1.2, -0.8, 0.9], lower_is_better=True)[2] == "not significant"
    assert strength.paired_verdict([3.0], lower_is_better=False)[2] == "not significant"


def test_the_search_levels_budget_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    """A hand played with a search level notes its iterations per decision;
    the Normal level searches nothing."""
    rows, _first, _made, searched = strength.play_hand("hearts", 4, ["hard#20", "normal"], 0, 0, {})
    assert {level for level, _points in rows} == {"hard#20", "normal"}
    assert searched and {level for level, _count in searched} == {"hard#20"}
    assert {count for _level, count in searched} == {20}
    strength.report_iterations(["hard#20", "normal"], [(0, [(rows, None, [], searched)])])
    out = capsys.readouterr().out
    assert "hard#20      searched 20 iterations per decision" in out and "normal" not in out
