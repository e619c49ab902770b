"""The computer players of Go Fish: Normal remembers everything said at the
table; Easy forgets, more often the older a fact is."""

from __future__ import annotations

import random
from dataclasses import replace

from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.go_fish import GoFishState
from cardtable.games.go_fish.ai import ForgetfulAgent, GoFishAgent, forget_chance, forgetful_view

from .helpers import do, position


def _choose(agent: GoFishAgent, state: GoFishState, seed: int = 0) -> Move:
    return agent.choose(information(state, state.to_move), random.Random(seed))


def _given_jacks() -> GoFishState:
    """Seat 1 was handed the jacks by seat 2 and asked for them; seat 0 holds a jack."""
    state = position(["JS 4H 4D 9C", "JD 2C 5C", "JC JH 3D 8S"], "KS QS 6D 6H", dealer=0)
    return do(state, "ask 2-J", "ask 0-2")  # seat 1 gets seat 2's jacks, then fishes


def test_normal_asks_a_player_known_to_hold_a_rank_it_holds() -> None:
    """ "That player then gets another turn and may again ask any player for
    any rank already held by the asker": Normal asks whoever is known to hold
    one of its ranks - here seat 1, handed the jacks in front of everyone."""
    state = _given_jacks()
    assert state.to_move == 0
    agent = GoFishAgent()
    assert _choose(agent, state) == Move.parse("ask 1-J")
    words = agent.explain(information(state, 0), Move.parse("ask 1-J"))
    assert str(words) == "Seat 1 is known to hold a jack: ask for it."


def test_normal_otherwise_asks_for_its_longest_rank_of_a_player_not_known_to_lack_it() -> None:
    """Nothing known: the rank held most, of a player not known to lack it
    (here seat 2, who said it has no fours, though it holds more cards)."""
    authors = {"stock": False, "play_out": True}
    state = position(["4S 4H 9C", "2C 5C 3S 9H", "3D 8S 7H 9D"], options=authors)
    state = do(state, "ask 2-4", "ask 0-9", "ask 0-3")  # a miss, a nine given, a miss
    assert state.to_move == 0 and state.view(0).get("voids")[2] == ("4",)
    assert _choose(GoFishAgent(), state) == Move.parse("ask 1-4")


def test_normal_never_forgets() -> None:
    """Normal decides from the view as it is: the same choice every time."""
    state = _given_jacks()
    assert {_choose(GoFishAgent(), state, seed) for seed in range(30)} == {Move.parse("ask 1-J")}


def test_easy_forgets_old_facts_more_often_than_new_ones() -> None:
    """Easy forgets each fact with a chance growing with its age: 10% one
    ask old, 80% after ten asks."""
    assert forget_chance(1) == 0.1 and abs(forget_chance(10) - 0.8) < 1e-9 and forget_chance(30) == 0.8
    view = information(_given_jacks(), 0).view
    asks = len(view.get("asks"))
    facts = dict(view.info)
    at = facts["known_at"]
    width = len(view.get("known")[1])
    old = replace(view, info=tuple({**facts, "known_at": (at[0], (asks - 9,) * width, at[2])}.items()))
    new = replace(view, info=tuple({**facts, "known_at": (at[0], (asks,) * width, at[2])}.items()))
    rng = random.Random(1)
    jacks = ("J", 3)
    assert jacks in view.get("known")[1]
    kept_new = sum(jacks in forgetful_view(new, rng).get("known")[1] for _ in range(2000)) / 2000
    kept_old = sum(jacks in forgetful_view(old, rng).get("known")[1] for _ in range(2000)) / 2000
    assert abs(kept_new - 0.9) < 0.03 and abs(kept_old - 0.2) < 0.03


def test_easy_is_deterministic_from_its_rng() -> None:
    """The same rng gives the same forgetting and the same move."""
    state = _given_jacks()
    agent = ForgetfulAgent()
    assert _choose(agent, state, 4) == _choose(agent, state, 4)
