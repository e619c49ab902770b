"""The Hearts heuristic player: it decides from its view alone, and it takes
clearly fewer points than a random player at the same table."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.levels import make_level
from cardtable.core.cards import parse_cards
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.games.hearts import GAME
from cardtable.games.hearts.ai import HeartsAgent, choose_pass, search_utility
from cardtable.games.hearts.rules import HeartsState

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


# Seat 1 leads the 2C, seat 0 wins every trick and,
# by the twelfth, has taken all thirteen hearts; it leads the queen of spades.
# Seat 1 holds the king and the three of spades; no other spade is left.
MOON_THREAT = (
    "AC KC AD KD QD JD 10D 9D 8D 7D 6D 5D QS",
    "2C 3C 2D KS 3S 2H 3H 4H 5H 6H 7H 8H 9H",
    "4C 5C 6C 7C 8C 3D 10H JH QH AS 2S 4S 5S",
    "9C 10C JC QC 4D KH AH 6S 7S 8S 9S 10S JS",
)
MOON_PLAY = (
    "2C 4C 9C AC",
    "KC 3C 5C 10C",
    "AD 2D 3D 4D",
    "KD 2H 10H KH",
    "QD 3H JH AH",
    "JD 4H QH 6S",
    "10D 5H AS 7S",
    "9D 6H 2S 8S",
    "8D 7H 4S 9S",
    "7D 8H 5S 10S",
    "6D 9H 6C JS",
    "QS",
)


def _moon_threat(scores: tuple[int, ...]) -> HeartsState:
    """Seat 1 to play to the queen of spades led by seat 0, who has every heart."""
    state = HeartsState.arranged([parse_cards(hand) for hand in MOON_THREAT], number=3, dealer=0)
    state.context = HandContext(3, 0, scores)
    for trick in MOON_PLAY:
        play_all(state, *trick.split())
    assert state.points == [13, 0, 0, 0] and state.to_move == 1
    return state


def test_hard_stops_the_moon_with_the_king_of_spades() -> None:
    """Taking the queen (13 points) beats letting seat 0 shoot the moon (26).
    A share of all points taken valued the moon at a third of its cost, so
    the search ducked with the three and took 26."""
    state = _moon_threat((0, 0, 0, 0))
    hard = make_level("hard", GAME, iterations=200)
    assert str(hard.choose(information(state, 1), random.Random(3))) == "play KS"


def test_hard_lets_the_moon_through_when_that_wins_the_match() -> None:
    """At 85, 50, 80, 80 to 100: the moon ends the match with seat 1 lowest
    (76 against 85, 106, 106); taking the queen leaves it running (63 against
    98), so the search lets seat 0 shoot."""
    state = _moon_threat((85, 50, 80, 80))
    hard = make_level("hard", GAME, iterations=200)
    assert str(hard.choose(information(state, 1), random.Random(3))) == "play 3S"


def test_the_search_values_a_moon_at_its_full_cost_and_the_match_when_it_ends() -> None:
    """After the moon seat 0 is worth 1 and every other seat 0; with scores that
    end the match, the winner of the match is worth more than a seat that took
    fewer points in the hand."""
    state = _moon_threat((0, 0, 0, 0))
    play_all(state, "3S", "7C", "JC", "5D", "KS", "8C", "QC")
    assert search_utility(state) == [1.0, 0.0, 0.0, 0.0]
    ending = _moon_threat((95, 50, 80, 80))
    play_all(ending, "KS", "7C", "JC", "3S", "8C", "QC", "5D")
    assert search_utility(ending) == pytest.approx([0.125, 0.875, 0.25, 0.25])


def test_hard_passes_by_the_rules_and_searches_the_play() -> None:
    """With the queen of spades and only two low spades to guard it, Hard
    passes the queen, as Normal does; the search alone, its deals spread
    over thirteen cards, passed a club."""
    state = GAME.new_hand(4, None, "p7", HandContext(0, 0, ()))
    info = information(state, state.to_move)
    assert str(make_level("hard", GAME, iterations=300).choose(info, random.Random(1))) == "pass QS"
    assert GAME.heuristic_agent().decides_exactly(info)
    playing = arranged(*FOLLOWING)
    assert not GAME.heuristic_agent().decides_exactly(information(playing, playing.to_move))
