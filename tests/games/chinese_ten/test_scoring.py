"""Chinese Ten's scoring (``scoring.py``), each test quoting the rule text
or NOTES, and the result of a deal as the match counts it."""

from __future__ import annotations

import pytest

from cardtable.core.cards import Card, french_deck, parse_cards
from cardtable.games.chinese_ten import GAME
from cardtable.games.chinese_ten.scoring import (
    PLAIN,
    RED_TOTAL,
    TIE,
    card_points,
    deck_total,
    points,
    results,
    tie_score,
)

from .helpers import do, position


def test_the_texts_scoring_example() -> None:
    """ "Let's suppose a person has the following: (after separated reds from
    blacks) K, Q, Q, 9, 6, 7, A, 3, 4, 5, 5. The points add up as follows:
    10 + 10 + 10 + 10 + 6 + 7 + 20 + 3 + 4 + 5 + 5 = 90" """
    stack = parse_cards("KH QH QD 9D 6H 7D AH 3H 4D 5H 5D")
    assert [card_points(card, 2) for card in stack] == [10, 10, 10, 10, 6, 7, 20, 3, 4, 5, 5]
    assert points(stack, 2) == 90


def test_only_red_cards_score() -> None:
    """ "In the stack that each player has next to him, separate all red cards
    from black ones." "Cards that have a face value equal to or greater than
    ten are scored as ten points. A nine is also worth ten points and an ace
    is worth twenty points. (The red nine and red ace pair is worth
    (combined) thirty points.)" """
    assert points(parse_cards("KS QC 9S 5C 2C AC AS"), 2) == 0
    assert points(parse_cards("9H AD"), 2) == 30
    assert [card_points(Card.parse(text), 2) for text in ("2D", "8H", "9D", "10H", "JD", "QH", "KD")] == [
        2,
        8,
        10,
        10,
        10,
        10,
        10,
    ]


def test_the_red_cards_are_worth_210_in_all() -> None:
    """Each red suit is worth 20 + 2 + ... + 8 + 5 x 10 = 105: 210 in all, the
    two-player tie score twice over."""
    assert points(french_deck(), 2) == RED_TOTAL == 210
    assert deck_total(2) == 210


def test_black_aces_with_three_and_four_players() -> None:
    """ "When playing with three people the ace of spades is worth thirty
    points. When playing with three or four people the ace of spades is worth
    thirty points and the ace of clubs is worth forty points." NOTES: "with 3
    players the A of spades scores 30; with 4 players the A of spades 30 and
    the A of clubs 40 (tie scores 105 / 80 / 70 confirm this)." """
    spades, clubs = Card.parse("AS"), Card.parse("AC")
    assert (card_points(spades, 2), card_points(clubs, 2)) == (0, 0)
    assert (card_points(spades, 3), card_points(clubs, 3)) == (30, 0)
    assert (card_points(spades, 4), card_points(clubs, 4)) == (30, 40)
    assert (deck_total(3), deck_total(4)) == (240, 280)


def test_the_tie_scores() -> None:
    """ "The score for a tie game (for two people) is for each person to have
    105 points. The score for a tie game (for three people) is 80 points a
    person. For four people, it is 70 points." """
    assert [tie_score(players) for players in (2, 3, 4)] == [105, 80, 70]


def test_the_texts_example_evaluation() -> None:
    """ "Let's say player 1 had 90 points, and the player 2 had 120 points.
    Player 2 then won by 15 points and player 1 lost by fifteen points.
    (120-105 = 115)" NOTES: "120-105 = 115" means 15."""
    assert results((90, 120), TIE) == (-15, 15)


def test_plain_differences() -> None:
    """ "If you choose to, you can do this scoring the normal way. That is,
    the difference between scores is the amount the person wins by": summed
    over each other player, players x (score - tie score)."""
    assert results((90, 120), PLAIN) == (-30, 30)
    scores = (100, 60, 80)
    assert results(scores, PLAIN) == (60, -60, 0)
    assert results(scores, PLAIN) == tuple(3 * (s - tie_score(3)) for s in scores)
    four = (100, 60, 50, 70)
    assert results(four, PLAIN) == tuple(4 * (s - 70) for s in four)


@pytest.mark.parametrize("scoring", [TIE, PLAIN])
def test_a_deals_result_and_its_cells(scoring: str) -> None:
    """The deal's points are its results by the scoring chosen; the cells keep
    the red points taken and the result."""
    state = position(["9H", "2C"], "AD", "3C", options={"scoring": scoring})
    do(state, "pair 9H AD", "lay 2C")
    assert state.to_move is None
    result = GAME.hand_result(state)
    scores = (30, 0)
    assert result.cells["points"] == scores
    expected = (30 - 105, -105) if scoring == TIE else (30, -30)
    assert result.points == result.cells["result"] == expected
    assert str(result.summary[0]) == "Seat 0 took 30 points."
