"""The generic ISMCTS search (groundwork for the Hard and Expert levels): it
chooses legal moves, is reproducible from a seed, and never peeks: two states
that look the same from its seat get the same choice."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.ismcts import ISMCTSAgent
from cardtable.core.infoset import information
from cardtable.core.registry import get_game


def _advance(state, moves: int, seed: int):
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("game_id,players,moves", [("hearts", 4, 20), ("crazy_eights", 3, 4), ("cribbage", 2, 6)])
def test_it_chooses_a_legal_move_reproducibly(game_id: str, players: int, moves: int) -> None:
    game = get_game(game_id)
    state = _advance(game.new_hand(players, None, 11), moves, 1)
    agent = ISMCTSAgent(game, iterations=150)
    seat = state.to_move
    first = agent.choose(information(state, seat), random.Random(5))
    assert first in state.legal_moves()
    assert agent.choose(information(state, seat), random.Random(5)) is first


def test_it_decides_from_the_view_only() -> None:
    """Same view, different hidden cards, same seed: the same move."""
    game = get_game("hearts")
    state = _advance(game.new_hand(4, None, 21), 20, 2)
    seat = state.to_move
    other = state.determinize(seat, random.Random(99))  # the others' cards redealt
    assert other.view(seat) == state.view(seat)
    assert [sorted(map(str, h)) for h in other.hands] != [sorted(map(str, h)) for h in state.hands]
    agent = ISMCTSAgent(game, iterations=150)
    assert agent.choose(information(state, seat), random.Random(7)) is agent.choose(
        information(other, seat), random.Random(7)
    )
