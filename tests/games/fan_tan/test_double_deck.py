"""Double Deck Fan Tan: one test per sentence of its text (shared/seeds/
001_..., "Double Deck Fan Tan", and "Recommendations") and of the Double Deck
line of shared/rules/NOTES.md."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.fan_tan import GAME

from .helpers import do, moves, position, row

DOUBLE = {"packs": "2"}


def test_two_packs_are_dealt_out() -> None:
    """Double Deck: the two packs, 104 cards, dealt out to all the players."""
    state = GAME.new_hand(7, GAME.preset("double_deck").values, seed=1)
    assert Counter(state.cards()) == Counter(french_deck(2))
    assert sorted(len(hand) for hand in state.hands) == [14] + [15] * 6
    assert len(state.view(0).piles) == 7 + 8


def test_double_deck_is_for_four_to_ten_players() -> None:
    """ "Double Deck is recommended for seven or more players." Decision: the
    preset allows four to ten (26 to 10 or 11 cards each)."""
    values = GAME.preset("double_deck").values
    for players in range(4, 11):
        GAME.resolve(players, values)
    for players in (2, 3):
        with pytest.raises(OptionError, match="four to ten players"):
            GAME.resolve(players, values)


def test_seven_or_more_players_play_double_deck_unless_told_otherwise() -> None:
    """ "For large games (7 or more players): Double Deck Fan Tan": with the
    automatic packs, seven players and more play with two packs."""
    assert GAME.new_hand(6, {}, seed=1).config.packs == 1
    for players in (7, 10):
        assert GAME.new_hand(players, {}, seed=1).config.packs == 2


def test_each_seven_opens_its_own_row() -> None:
    """NOTES: "Double Deck: eight rows (each 7 opens its own row)." """
    state = position(["7H 7H-2 2C", "KD 3C", "QD", "JD"], options=DOUBLE)
    assert moves(state) == ["play 7H", "play 7H-2"]
    do(state, "play 7H-2", "pass", "pass", "pass", "play 7H")
    assert row(state, "H1") == "7H-2" and row(state, "H2") == "7H"
    assert [pile.name for pile in state.view(0).piles if pile.kind == "row"] == [
        f"row:{suit}{n}" for suit in "CDHS" for n in (1, 2)
    ]


def test_a_card_may_go_on_either_row_of_its_suit() -> None:
    """With two rows of a suit a card that fits both may go on either: the
    move names the row."""
    state = position(["8H 8H-2 2C", "KD", "QD", "JD"], rows="7H 7H-2", options=DOUBLE)
    assert moves(state) == ["play 8H H1", "play 8H H2", "play 8H-2 H1", "play 8H-2 H2"]
    do(state, "play 8H-2 H2")
    assert row(state, "H2") == "7H-2 8H-2" and row(state, "H1") == "7H"


def test_a_play_is_no_longer_guaranteed() -> None:
    """ "The main problem for the player is that suddenly he or she is not
    guaranteed to be able to play since there are two of each card": an
    eight of hearts next to the seven of hearts may find its place taken, and
    wait for the other seven."""
    state = position(["8H-2 2C", "KD 7H-2", "QD", "JD"], rows="7H 8H", options=DOUBLE)
    assert moves(state) == ["pass"]
    with pytest.raises(IllegalMove):
        do(state, "play 8H-2 H1")
    do(state, "pass", "play 7H-2", "pass", "pass")
    assert moves(state) == ["play 8H-2 H2"]


def test_a_build_names_its_row() -> None:
    """A build with two packs always says which row it goes on."""
    state = position(["6S 2C", "KD", "QD", "JD"], rows="7S", options=DOUBLE)
    assert moves(state) == ["play 6S S1"]
    with pytest.raises(IllegalMove, match="which row"):
        do(state, "play 6S")
