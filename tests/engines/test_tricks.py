"""The shared trick-taking block."""

from __future__ import annotations

from cardtable.core.cards import Suit, parse_cards
from cardtable.engines.tricks import follow_options, lead_options, trick_winner


def test_follow_suit_when_able() -> None:
    hand = parse_cards("2C 9C AH KS")
    assert follow_options(hand, Suit.CLUBS) == parse_cards("2C 9C")
    assert follow_options(hand, Suit.DIAMONDS) == hand
    assert follow_options(hand, None) == hand


def test_a_barred_suit_may_not_be_led_until_broken() -> None:
    hand = parse_cards("2H 9H KS")
    assert lead_options(hand, Suit.HEARTS, broken=False) == parse_cards("KS")
    assert lead_options(hand, Suit.HEARTS, broken=True) == hand
    only_hearts = parse_cards("2H 9H")
    assert lead_options(only_hearts, Suit.HEARTS, broken=False) == only_hearts


def test_the_highest_card_of_the_led_suit_wins_without_trumps() -> None:
    assert trick_winner(2, parse_cards("10D AS KD 2D"), 4) == 0  # seat 2 leads; KD is 3rd -> seat 0


def test_trumps_beat_the_led_suit_and_higher_trumps_win() -> None:
    assert trick_winner(0, parse_cards("AD 2S KD 5S"), 4, trump=Suit.SPADES) == 3
    assert trick_winner(0, parse_cards("AD 2S KD 5C"), 4, trump=Suit.SPADES) == 1


def test_with_two_packs_the_first_of_equal_cards_wins() -> None:
    assert trick_winner(0, parse_cards("AD AD-2 KD"), 3) == 0
