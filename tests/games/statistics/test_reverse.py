"""Statistics and Reverse Statistics: the end of the match, who wins it and
the ten of diamonds' tie rule."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import HandResult
from cardtable.core.infoset import information
from cardtable.core.match import HandRecord, Match
from cardtable.games.statistics import GAME


def finished(scores: tuple[int, ...], last: HandResult, options: dict[str, object] | None = None) -> Match:
    """A match whose running totals are ``scores`` after a last round ``last``."""
    match = Match(GAME, len(scores), options, seed="ended", first_dealer=0)
    match.hands.append(HandRecord(0, "ended/0", 0, (0,) * len(scores), [], last))
    match.scores = list(scores)
    return match


def round_with(points: tuple[int, ...], ten_of_diamonds: int | None) -> HandResult:
    return HandResult(points, {"points": points, "ten_of_diamonds": ten_of_diamonds})


def test_the_reverse_preset() -> None:
    """ "Jesse Eldred suggests that Statistics could also be played as a
    negative game, where the objective is to avoid scoring points." """
    preset = GAME.preset("reverse")
    assert preset.values == {"reverse": True}
    rules = GAME.match_rules(4, GAME.resolve(4, preset.values))
    assert rules.lowest_wins and rules.target == 120
    assert not GAME.match_rules(4, GAME.resolve(4)).lowest_wins


def test_the_first_to_120_wins() -> None:
    """ "The first player to tally 120 points wins the game." """
    match = finished((119, 80, 40), round_with((30, 20, 10), 0))
    assert not match.is_over
    match = finished((121, 80, 40), round_with((30, 20, 10), 0))
    assert match.is_over and match.winners() == [0]


def test_several_over_the_target_the_highest_wins() -> None:
    """NOTES: "several players past 120 in one round: highest total wins"."""
    match = finished((125, 131, 40), round_with((30, 40, 10), 2))
    assert match.winners() == [1] and match.standings()[0] == 1


def test_a_perfect_tie_goes_to_the_ten_of_diamonds() -> None:
    """ "In the unlikely event of a perfect tie, the player with the Ten of
    Diamonds in the last round wins." """
    match = finished((130, 130, 40), round_with((40, 20, 10), 1))
    assert match.winners() == [1] and match.standings()[:2] == [1, 0]
    # Neither of the tied players held it: they share the win.
    shared = finished((130, 130, 40), round_with((40, 20, 30), 2))
    assert shared.winners() == [0, 1]


def test_reverse_the_lowest_total_wins() -> None:
    """Reverse: "the objective is to avoid scoring points"; the game still ends
    when a player reaches the target, and the lowest total wins."""
    options = {"reverse": True}
    match = finished((125, 60, 40), round_with((30, 20, 10), 0), options)
    assert match.is_over and match.winners() == [2]
    assert not finished((110, 60, 40), round_with((30, 20, 10), 0), options).is_over


def test_reverse_ties_go_to_the_player_without_the_ten_of_diamonds() -> None:
    """Decision for Reverse: a tie for the lowest total goes to the tied player
    who did not hold the ten of diamonds in the last round; then to the one
    who took fewer points in it; else it is shared."""
    options = {"reverse": True}
    assert finished((125, 40, 40), round_with((30, 25, 5), 1), options).winners() == [2]
    assert finished((125, 40, 40), round_with((30, 25, 5), 0), options).winners() == [2]
    assert finished((125, 40, 40), round_with((30, 5, 5), 0), options).winners() == [1, 2]
    assert finished((125, 40, 40, 40), round_with((30, 25, 5, 9), 2), options).winners() == [3]


@pytest.mark.parametrize("preset", [None, "reverse"])
def test_a_whole_match_is_played_to_the_target(preset: str | None) -> None:
    """A match deals round after round until a total reaches 120."""
    options = dict(GAME.preset(preset).values) if preset else None
    match = Match(GAME, 3, options, seed=f"match-{preset}")
    rng = random.Random(4)
    agent = GAME.heuristic_agent()
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
    assert max(match.scores) >= 120
    best = min(match.scores) if preset else max(match.scores)
    assert all(match.scores[seat] == best for seat in match.winners())
