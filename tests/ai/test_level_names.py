"""Level names as settings and saves write them: the known ones are taken
apart, anything else is refused with a reason, and a search's scale is
bounded so that no seat thinks for ever (``expert@100000``)."""

from __future__ import annotations

import pytest

from cardtable.ai.levels import (
    ITERATIONS_MAX,
    LEVEL_NAMES,
    SCALE_MAX,
    SCALE_MIN,
    LevelError,
    LevelSpec,
    SearchAgent,
    SlipAgent,
    make_level,
    parse_level,
)
from cardtable.core.registry import get_game
from cardtable.games.hearts.ai import HeartsAgent


@pytest.mark.parametrize(
    "name, spec",
    [
        ("expert", LevelSpec("expert")),
        ("heuristic", LevelSpec("heuristic")),
        ("random", LevelSpec("random")),
        ("hard@0.1", LevelSpec("hard", scale=0.1)),
        (f"expert@{SCALE_MAX}", LevelSpec("expert", scale=SCALE_MAX)),
        ("hard#200", LevelSpec("hard", iterations=200)),
        (f"hard#{ITERATIONS_MAX}", LevelSpec("hard", iterations=ITERATIONS_MAX)),
    ],
)
def test_known_levels_are_taken_apart(name: str, spec: LevelSpec) -> None:
    assert parse_level(name) == spec


@pytest.mark.parametrize(
    "name, said",
    [
        ("master", "There is no computer level 'master' (levels: random, easy, normal, hard, expert, heuristic)"),
        ("", "There is no computer level ''"),
        ("Hard", "There is no computer level 'Hard'"),
        ("expert@100000", f"The level 'expert@100000' needs a time scale between {SCALE_MIN} and {SCALE_MAX}"),
        ("hard@0", "needs a time scale between"),
        ("hard@-1", "needs a time scale between"),
        ("hard@nan", "needs a time scale between"),
        ("hard@inf", "needs a time scale between"),
        ("hard@fast", "needs a time scale between"),
        ("hard#0", f"The level 'hard#0' needs a number of iterations between 1 and {ITERATIONS_MAX}"),
        ("hard#-5", "needs a number of iterations between"),
        (f"hard#{ITERATIONS_MAX + 1}", "needs a number of iterations between"),
        ("hard#1.5", "needs a number of iterations between"),
    ],
)
def test_anything_else_is_refused_with_a_reason(name: str, said: str) -> None:
    with pytest.raises(LevelError) as caught:
        parse_level(name)
    assert said in str(caught.value)
    assert isinstance(caught.value, ValueError) and caught.value.reason.code.startswith("level_")


def test_every_plain_name_makes_its_player() -> None:
    """Normal and its other name are the heuristic player, Easy wraps it,
    Hard and Expert search (the random player is not a level:
    cardtable.ai.agents makes it)."""
    game = get_game("hearts")
    kinds = {
        "easy": SlipAgent,
        "normal": HeartsAgent,
        "heuristic": HeartsAgent,
        "hard": SearchAgent,
        "expert": SearchAgent,
    }
    assert set(kinds) == set(LEVEL_NAMES) - {"random"}
    for name, kind in kinds.items():
        assert type(make_level(name, game)) is kind, name


@pytest.mark.parametrize(
    "scale, iterations", [(100000.0, None), (0.0, None), (float("nan"), None), (1.0, 0), (1.0, ITERATIONS_MAX + 1)]
)
def test_make_level_refuses_a_search_out_of_bounds(scale: float, iterations: int | None) -> None:
    with pytest.raises(LevelError):
        make_level("expert", get_game("hearts"), scale, iterations)
