"""Statistics: the points of a collection, with every example of the text."""

from __future__ import annotations

import pytest

from cardtable.core.cards import parse_cards
from cardtable.games.statistics import GAME
from cardtable.games.statistics.scoring import card_points, collection_points, round_cells

from .helpers import card, do, position


@pytest.mark.parametrize(
    "text,points",
    [("AS", 10), ("10D", 20), ("QS", -20), ("JC", 1), ("8H", 1), ("KH", 0), ("2D", 0), ("10H", 0), ("QH", 0)],
)
def test_the_points_of_single_cards(text: str, points: int) -> None:
    """ "Each Ace: 10 points / Ten of Diamonds: 20 points / Queen of Spades:
    minus 20 points / Each Jack: 1 point / Each Eight: 1 point" """
    assert card_points(card(text)) == points == collection_points([card(text)])


@pytest.mark.parametrize(
    "cards,points",
    [
        ("AS AH", 22),  # "A-A = 22 points"
        ("QC QD QH", 4),  # "Q-Q-Q = 4 points"
        ("QC QD QS", -16),  # "Q-Q-Q = minus 16 points" (NOTES: with the queen of spades)
        ("8C 8D 8H 8S", 12),  # "8-8-8-8 = 12 points"
        ("3C 3D 3H", 4),  # "3-3-3 = 4 points"
        ("2C 2D 2H", 0),  # "2-2-2 = 0 points"
        ("JC JD", 4),  # NOTES: "J-J = 1+1+2 = 4"
        ("KC KD KH KS", 8),
        ("5C 5D", 2),
    ],
)
def test_the_examples_of_the_text(cards: str, points: int) -> None:
    """ "Four of a kind (except Twos): 8 points / Three of a kind (except
    Twos): 4 points / Pair (except Twos): 2 points" "In a set of Aces,
    Queens, Tens or Eights, points for the individual cards are counted in
    addition to the points for the set. A set of Twos is worth nothing." """
    assert collection_points(parse_cards(cards)) == points


def test_a_set_with_the_ten_of_diamonds_counts_both() -> None:
    """ "In a set of Aces, Queens, Tens or Eights, points for the individual
    cards are counted in addition to the points for the set." """
    assert collection_points(parse_cards("10D 10S")) == 22


def test_the_cells_of_a_round() -> None:
    """The score-sheet row: aces, who took the ten of diamonds and the queen of
    spades, jacks and eights, set points and the round's points."""
    cells = round_cells([parse_cards("AS AH 10D JC"), parse_cards("QS 8C 8D 2C 2D"), []])
    assert cells == {
        "aces": (2, 0, 0),
        "ten_of_diamonds": 0,
        "queen_of_spades": 1,
        "jacks_eights": (1, 2, 0),
        "sets": (2, 2, 0),
        "points": (43, -16, 0),
    }


def test_the_hand_result_counts_each_collection() -> None:
    """ "Players then count up and tally their points." """
    state = position(["KH", "3H"], kitty="QH")
    do(state, "play KH", "play 3H")
    result = GAME.hand_result(state)
    assert result.points == (0, 0)
    state = position(["AH", "3H"], kitty="AS")
    do(state, "take AH", "play 3H")
    result = GAME.hand_result(state)
    assert result.points == (22, 0) and result.cells["aces"] == (2, 0)
    assert str(result.summary[0]) == "Seat 0 scored 22."
