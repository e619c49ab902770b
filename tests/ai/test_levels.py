"""Levels for every game (Easy, Normal, Hard, Expert), honest by construction
and by test: "for two states that look the same from a seat (same view,
different hidden cards) and the same random seed, every level of that seat
chooses the same move"."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.ai.levels import LEVELS, SlipAgent, make_level
from cardtable.core.registry import all_games, get_game

POSITIONS = {"hearts": (4, 17), "crazy_eights": (4, 6), "cribbage": (2, 7)}


def _position(game_id: str, seed: int):
    players, moves = POSITIONS[game_id]
    state = get_game(game_id).new_hand(players, None, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def _agent(level: str, game):
    # Searches are fixed to a number of iterations so that a seed decides everything.
    return make_level(level, game, iterations=120) if level in ("hard", "expert") else make_level(level, game)


def test_every_game_offers_the_four_levels() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    for game in all_games().values():
        for level in LEVELS:
            assert make_agent(level, game) is not None


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_move(game_id: str, level: str) -> None:
    game = get_game(game_id)
    for seed in range(3):
        state = _position(game_id, seed)
        if state.to_move is None:
            continue
        move = _agent(level, game).choose(state, state.to_move, random.Random(seed))
        assert move in state.legal_moves()


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_seed_same_move(game_id: str, level: str) -> None:
    """Honesty: a state and another with the same view but other hidden cards."""
    game = get_game(game_id)
    checked = 0
    for seed in range(6):
        state = _position(game_id, seed)
        seat = state.to_move
        if seat is None:
            continue
        twin = state.determinize(seat, random.Random(1000 + seed))
        assert twin.view(seat) == state.view(seat)
        ours = _agent(level, game).choose(state, seat, random.Random(seed))
        theirs = _agent(level, game).choose(twin, seat, random.Random(seed))
        assert ours is theirs, f"{level} looked at hidden cards in {game_id} (seed {seed})"
        checked += 1
    assert checked >= 3


def test_easy_slips_now_and_then_but_stays_legal() -> None:
    game = get_game("hearts")
    easy, normal = SlipAgent(game.heuristic_agent(), slip=0.5), game.heuristic_agent()
    differences = 0
    for seed in range(40):
        state = _position("hearts", seed)
        seat = state.to_move
        if seat is None or len(state.legal_moves()) < 2:
            continue
        mine = easy.choose(state, seat, random.Random(seed))
        assert mine in state.legal_moves()
        differences += mine is not normal.choose(state, seat, random.Random(seed))
    assert differences > 0


def test_a_cancelled_search_answers_at_once_with_a_legal_move() -> None:
    game = get_game("hearts")
    state = _position("hearts", 3)
    agent = make_level("expert", game)
    agent.should_stop = lambda: True
    move = agent.choose(state, state.to_move, random.Random(1))
    assert move in state.legal_moves()
    assert agent.last_iterations == 0


def test_the_cribbage_discard_hint_lists_the_best_keeps() -> None:
    """"The cribbage discard hint lists the best keeps with their expected
    values, computed exactly over the 46 possible starters"."""
    game = get_game("cribbage")
    state = game.new_hand(2, None, 4)
    seat = state.to_move
    hard = make_level("hard", game)
    move = hard.choose(state, seat, random.Random(1))
    assert move is game.heuristic_agent().choose(state, seat, random.Random(1))  # the exact answer
    said = str(hard.explain(state, seat, move))
    assert said.startswith("Keeps ") and "points expected" in said and "next best" in said


def test_the_search_can_explain_its_choice() -> None:
    game = get_game("crazy_eights")
    state = _position("crazy_eights", 2)
    agent = make_level("hard", game, iterations=200)
    move = agent.choose(state, state.to_move, random.Random(2))
    assert agent.explain(state, state.to_move, move) is not None
