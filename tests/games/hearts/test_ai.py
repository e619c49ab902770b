"""The Hearts heuristic player: it decides from its view alone, and it takes
clearly fewer points than a random player at the same table."""

from __future__ import annotations

import random

from cardtable.core.cards import parse_cards
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.games.hearts import GAME
from cardtable.games.hearts.ai import HeartsAgent, choose_pass

from .positions import FOLLOWING, arranged, play_all


def test_it_decides_from_the_view_only() -> None:
    """Two states the seat cannot tell apart get the same choice."""
    agent = GAME.heuristic_agent()
    assert isinstance(agent, HeartsAgent)
    rng = random.Random(1)
    for number in range(4):
        state = GAME.new_hand(4, None, f"ai{number}", HandContext(number, 0, (0,) * 4))
        while state.to_move is not None:
            seat = state.to_move
            sample = state.determinize(seat, rng)
            chosen = agent.choose(information(state, seat), random.Random(0))
            assert agent.choose(information(sample, seat), random.Random(0)) is chosen
            state.apply(chosen)


def test_it_passes_an_unprotected_queen_of_spades() -> None:
    """With few low spades the queen of spades is passed first."""
    hand = parse_cards("QS 3S 2C 5C 9C 4D 6D 8D 2H 3H 4H 7H 9H")
    assert str(choose_pass(hand)) == "QS"


def test_it_dumps_the_queen_when_out_of_the_led_suit() -> None:
    """Out of clubs after the first trick, it throws the queen of spades."""
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D", "5C")
    assert str(GAME.heuristic_agent().choose(information(state, 3), random.Random(0))) == "play QS"


def test_it_takes_fewer_points_than_a_random_player() -> None:
    """Over 200 hands, one heuristic seat against three random seats."""
    heuristic, random_agent = GAME.heuristic_agent(), RandomAgent()
    rng = random.Random(5)
    totals = {"heuristic": 0, "random": 0}
    hands = 200
    for number in range(hands):
        agents = [heuristic if seat == number % 4 else random_agent for seat in range(4)]
        state = GAME.new_hand(4, None, f"duel{number}", HandContext(number, number % 4, (0,) * 4))
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        points = GAME.hand_result(state).points
        for seat in range(4):
            totals["heuristic" if agents[seat] is heuristic else "random"] += points[seat]
    assert totals["heuristic"] / hands < 0.5 * totals["random"] / (3 * hands)
