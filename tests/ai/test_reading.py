"""The one table reader of the trick games' players (cardtable/ai/reading.py):
the voids the play has shown, the cards gone, the trick on the table, read
the same way for Hearts, Spades, Oh Hell and Barbu."""

from __future__ import annotations

import importlib

import pytest

from cardtable.ai.reading import (
    TrickTable,
    beats,
    note_voids,
    read_tricks,
    winning_card,
)
from cardtable.core.cards import Card, Suit, parse_cards
from cardtable.games.oh_hell.ai import read_table as oh_hell_table

from ..games.oh_hell.helpers import apply_all, arranged, bid_all

TRICK_GAMES = ("hearts", "spades", "oh_hell", "barbu")


def test_a_seat_that_does_not_follow_is_void_in_the_led_suit() -> None:
    voids: list[set[int]] = [set() for _ in Suit]
    note_voids(voids, 3, parse_cards("5C 2H 7C 3D"), 4)  # seat 3 leads, seats 0, 1, 2 follow
    assert voids[Suit.CLUBS] == {0, 2}
    assert not any(voids[suit] for suit in Suit if suit is not Suit.CLUBS)


def _joker_hand():
    """Oh Hell with the joker standing for the eight of hearts (trumps):
    seat 0 leads the joker, seat 1 has no heart, seat 2 follows; seat 0
    then leads the two of spades."""
    state = arranged("JK 2S", "3S 4S", "6H 5S", turnup="8H", dealer=2, options={"joker": True})
    bid_all(state, 1, 0, 0)
    apply_all(state, "play JK", "play 3S", "play 6H", "play 2S")
    return state


def test_the_reader_counts_the_cards_as_played_and_notes_the_voids() -> None:
    state = _joker_hand()
    stand_in = Card.parse("8H")
    seen = read_tricks(state.view(1), lambda card: stand_in if card.suit is None else card)
    assert seen.voids[Suit.HEARTS] == {1}  # the joker led counts as a heart
    assert seen.is_void(1, Suit.HEARTS) and not seen.is_void(2, Suit.HEARTS)
    assert seen.played == frozenset(parse_cards("8H 3S 6H 2S"))
    assert seen.trick == tuple(parse_cards("2S")) and seen.trick_seats == (0,)
    assert seen.tricks_done == 1
    assert seen.later() == [2]
    assert set(seen.unseen_cards(Suit.SPADES)) == set(parse_cards("5S 6S 7S 8S 9S TS JS QS KS AS"))  # 4S is ours


def test_oh_hell_reads_its_table_through_the_shared_reader() -> None:
    table = oh_hell_table(_joker_hand().view(2))
    assert table.is_void(1, Suit.HEARTS)
    assert Card.parse("8H") not in table.unseen and Card.parse("7H") in table.unseen


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_each_trick_game_reads_the_table_once(game_id: str) -> None:
    """One reader: every game's Table extends TrickTable; no game keeps its
    own void tracking."""
    module = importlib.import_module(f"cardtable.games.{game_id}.ai")
    assert issubclass(module.Table, TrickTable)
    assert not hasattr(module, "_note_voids")


def test_trick_order() -> None:
    two_spades, ace_clubs, king_clubs = parse_cards("2S AC KC")
    assert beats(two_spades, ace_clubs, Suit.SPADES) and not beats(two_spades, ace_clubs, None)
    assert beats(ace_clubs, king_clubs, None) and not beats(king_clubs, ace_clubs, Suit.HEARTS)
    assert winning_card(parse_cards("KC AC 2S"), Suit.SPADES) is two_spades
    assert winning_card(parse_cards("KC AC 2S"), None) is ace_clubs
