"""Hard and Expert at Go Fish: the chance that each player holds each rank,
worked out from what was said at the table ("Hard and Expert reason about
who can still hold what and choose whom to ask"), and the asks it leads to.
How much better than Normal this plays is measured, not tested here
(benchmarks/strength.md)."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_level
from cardtable.core.infoset import information
from cardtable.core.registry import get_game
from cardtable.games.go_fish import GAME
from cardtable.games.go_fish.reasoning import ReasoningAgent, chance_of_rank, draws_since_lacking

from .helpers import do, position


def test_hard_and_expert_are_the_reasoning_player_and_other_games_still_search() -> None:
    assert isinstance(make_level("hard", GAME), ReasoningAgent)
    assert isinstance(make_level("expert", GAME), ReasoningAgent)
    assert not isinstance(make_level("hard", get_game("hearts")), ReasoningAgent)


def test_a_player_known_to_hold_a_rank_holds_it_surely_and_one_known_to_lack_it_never() -> None:
    """The player handed the jacks holds them; the player who said Go fish to
    fours (and has not drawn since) holds none."""
    state = do(position(["JS 4H", "JD 2C", "3D 5C"], "KD QD 9H 8H"), "ask 1-J", "ask 2-4")
    assert state.to_move == 2  # seat 0 was given the jack, then fished the 8H
    view = state.view(1)
    assert chance_of_rank(view, 0, "J", 0) == 1.0
    assert chance_of_rank(view, 2, "4", 0) == 0.0


def test_a_player_who_lacked_a_rank_may_have_fished_it_since_but_seldom() -> None:
    """After "Go fish!" to sevens, a player who then fished one unseen card
    holds a seven only if that card was one: less likely than a player
    nobody asked."""
    state = do(position(["7S 7H 4H", "JS 2C 5D 6D", "3D 5C 6C 8C"], "KD QD 9H 8H 2D 2H 10S 10C"), "ask 2-7")
    assert state.to_move == 2
    do(state, "ask 1-3")  # seat 1 lacks threes: seat 2 fishes a card unseen
    view = state.view(0)
    assert draws_since_lacking(view, 2, "7") == 1
    assert draws_since_lacking(view, 1, "7") is None
    assert 0.0 < chance_of_rank(view, 2, "7", 2) < chance_of_rank(view, 1, "7", 2)


def test_hard_asks_the_player_likeliest_to_hold_the_rank() -> None:
    """Of two players it may ask for sevens, Hard asks the one who did not
    just say Go fish to sevens."""
    state = do(position(["7S 7H 4H", "JS 2C 5D 6D", "3D 5C 6C 8C"], "KD QD 9H 8H 2D 2H 10S 10C"), "ask 2-7")
    do(state, "ask 1-3")
    while state.to_move != 0:
        legal = state.legal_moves()
        state.apply(legal[0])
    move = ReasoningAgent().choose(information(state, 0), random.Random(1))
    asked = str(move)
    assert not asked.startswith("ask 2-7")
