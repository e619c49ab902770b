"""Hand totals and the table's rules, quoted from the Blackjack text and NOTES."""

from __future__ import annotations

from fractions import Fraction

from cardtable.core.cards import parse_cards
from cardtable.games.blackjack.table_rules import DOUBLE_10_11, TableRules
from cardtable.games.blackjack.values import is_natural, is_pair, total


def test_aces_count_one_or_eleven_and_faces_ten() -> None:
    """ "Each ace counts as either 1 point or 11 points, face cards (kings,
    queens, jacks) count 10 points each, and all other cards (2 through 9)
    count their face value.\""""
    assert total(parse_cards("KS QH")).points == 20
    assert total(parse_cards("AS 6H")).points == 17
    assert total(parse_cards("AS 6H")).soft
    assert total(parse_cards("AS 6H 9C")).points == 16
    assert not total(parse_cards("AS 6H 9C")).soft
    assert total(parse_cards("AS AH 9C")).points == 21
    assert total(parse_cards("10S 6H 9C")).bust


def test_soft_17_is_an_ace_and_six_other_points() -> None:
    """ "a 'soft 17'--a hand that contains an ace plus six other points, and
    which can therefore be counted as either 7 or 17\""""
    seventeen = total(parse_cards("AS 2H 4C"))
    assert (seventeen.points, seventeen.soft) == (17, True)


def test_blackjack_is_an_ace_and_a_ten_card_but_not_after_a_split() -> None:
    """ "If a player's or the dealer's first two cards total 21 (an ace and a
    10 or face card), the holding is known as a blackjack." NOTES: "21 after
    a split is not a blackjack".\""""
    assert is_natural(parse_cards("AS JD"))
    assert is_natural(parse_cards("10C AH"))
    assert not is_natural(parse_cards("AS 5D 5C"))
    assert not is_natural(parse_cards("AS KD"), from_split=True)


def test_any_two_ten_value_cards_split_only_with_the_option() -> None:
    """ "a player may also split any two cards with a value of 10\""""
    assert is_pair(parse_cards("8S 8D"), split_tens=False)
    assert is_pair(parse_cards("KS JD"), split_tens=True)
    assert not is_pair(parse_cards("KS JD"), split_tens=False)
    assert not is_pair(parse_cards("8S 9D"), split_tens=True)


def test_table_rules_from_options() -> None:
    """NOTES: "Default six decks, dealer stands on soft 17 ... blackjack pays 3:2"."""
    default = TableRules.from_options({})
    assert default == TableRules()
    assert default.decks == 6 and not default.hits_soft_17
    assert default.blackjack_pays == Fraction(3, 2)
    six_five = TableRules.from_options({"blackjack_pays": "6:5", "decks": 1, "double_on": DOUBLE_10_11})
    assert six_five.blackjack_pays == Fraction(6, 5) and six_five.decks == 1
    assert six_five.may_double_on(10) and not six_five.may_double_on(9)
