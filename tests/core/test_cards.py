"""Cards and decks (issue 2: the 52-card French pack, the 40-card Italian pack,
two packs shuffled together with each card knowing its copy, jokers, the text
form AS/10H/QS/JK, seeded shuffles)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.cards import (
    Card,
    Rank,
    Suit,
    cards_text,
    french_deck,
    italian_deck,
    parse_cards,
    shuffled,
    sort_hand,
)


def test_the_french_pack_has_52_distinct_cards() -> None:
    deck = french_deck()
    assert len(deck) == 52 == len(set(deck))
    assert Counter(card.suit for card in deck) == {suit: 13 for suit in Suit}


def test_the_italian_pack_is_ace_to_seven_and_three_courts() -> None:
    deck = italian_deck()
    assert len(deck) == 40 == len(set(deck))
    assert {card.rank for card in deck} == {1, 2, 3, 4, 5, 6, 7, 11, 12, 13}


def test_two_packs_keep_every_card_distinct_by_copy() -> None:
    deck = french_deck(copies=2)
    assert len(deck) == 104 == len(set(deck))
    assert Card.parse("QS") is not Card.parse("QS-2")
    assert Card.parse("QS-2").copy == 1 and str(Card.parse("QS-2")) == "QS-2"


def test_jokers() -> None:
    deck = french_deck(jokers=2)
    assert len(deck) == 54
    jokers = [card for card in deck if card.is_joker]
    assert [str(card) for card in jokers] == ["JK", "JK-2"]
    assert jokers[0].suit is None and jokers[0].rank == Rank.JOKER


@pytest.mark.parametrize("text", ["AS", "10H", "QS", "JK", "2C", "KD", "QS-2", "JK-2"])
def test_text_form_round_trips(text: str) -> None:
    assert str(Card.parse(text)) == text


def test_text_form_accepts_lower_case_and_t_for_ten() -> None:
    assert Card.parse("10h") is Card.parse("TH") is Card(10, Suit.HEARTS)


@pytest.mark.parametrize("text", ["", "1", "ZZ", "11S", "AX", "QS-0", "QS-x", "S"])
def test_bad_text_is_refused_with_a_message(text: str) -> None:
    with pytest.raises(ValueError, match="not a"):
        Card.parse(text)


def test_cards_are_interned_and_immutable() -> None:
    card = Card(12, Suit.SPADES)
    assert card is Card.parse("QS")
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]


def test_aces_are_high_in_card_high() -> None:
    assert Card.parse("AS").high == 14 and Card.parse("KS").high == 13


def test_names_for_messages() -> None:
    assert Card.parse("QS").name == "queen of spades"
    assert Card.parse("JK").name == "joker"


def test_seeded_shuffles_are_reproducible() -> None:
    deck = french_deck()
    assert shuffled(deck, random.Random(5)) == shuffled(deck, random.Random(5))
    assert shuffled(deck, random.Random(5)) != shuffled(deck, random.Random(6))
    assert deck == french_deck(), "shuffling returns a new list"


def test_sorting_a_hand_groups_suits_with_aces_high() -> None:
    hand = parse_cards("AS 2S 10H KC AC")
    assert cards_text(sort_hand(hand)) == "KC AC 10H 2S AS"


@given(st.lists(st.sampled_from(french_deck(2, 2)), max_size=20))
def test_any_list_of_cards_round_trips_through_text(cards: list[Card]) -> None:
    assert parse_cards(cards_text(cards)) == cards
