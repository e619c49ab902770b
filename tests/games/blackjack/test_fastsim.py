"""The fast simulator: same seed, same results; agrees with the exact
return; deals the rules as the text says."""

from __future__ import annotations

import random

from cardtable.games.blackjack.basic import basic_policy
from cardtable.games.blackjack.edge import basic_return
from cardtable.games.blackjack.fastsim import Shoe, play_round, simulate
from cardtable.games.blackjack.situation import DOUBLE, SPLIT, STAND, Situation
from cardtable.games.blackjack.table_rules import TableRules


def test_the_same_seed_plays_the_same_rounds() -> None:
    """Paired comparisons need it: a seed fixes every card dealt."""
    a = simulate(basic_policy, TableRules(), 500, 7)
    b = simulate(basic_policy, TableRules(), 500, 7)
    assert (a.hands, a.total, a.squares) == (b.hands, b.total, b.squares)


def test_basic_strategy_simulated_agrees_with_the_exact_return() -> None:
    """The house edge simulated over 20,000 rounds lies within a wide
    interval (four half-widths of 95%) of the computed return."""
    rules = TableRules()
    result = simulate(basic_policy, rules, 20_000, 3)
    assert abs(result.mean - basic_return(rules)) < 2 * result.half_width() + 0.01


def _rigged(rules: TableRules, ranks: list[int]) -> Shoe:
    shoe = Shoe(rules, random.Random(0))
    shoe.cards = ranks + shoe.cards
    shoe.table = []
    return shoe


def test_a_double_takes_one_card_and_wins_twice() -> None:
    """ "The player must double his or her bet, and then receives only one
    more card": 5-6 doubled draws a 10 against the dealer's 10-7."""

    def policy(situation: Situation) -> str:
        return DOUBLE if DOUBLE in situation.allowed else STAND

    shoe = _rigged(TableRules(), [5, 10, 6, 7, 10, 2, 2])
    assert play_round(policy, TableRules(), shoe) == 2.0


def test_split_aces_take_one_card_each() -> None:
    """NOTES: "split aces get one card each, 21 after a split is not a
    blackjack": A-A split to A-K and A-9 against the dealer's 10-9 wins
    twice at even money."""
    decisions: list[frozenset[str]] = []

    def policy(situation: Situation) -> str:
        decisions.append(situation.allowed)
        return SPLIT if SPLIT in situation.allowed else STAND

    shoe = _rigged(TableRules(), [1, 10, 1, 9, 13, 9, 2, 2])
    assert play_round(policy, TableRules(), shoe) == 2.0
    assert len(decisions) == 1


def test_without_a_hole_card_the_dealer_blackjack_takes_the_double() -> None:
    """No hole card: "a dealer blackjack takes every stake of the box
    including doubles" (the design's stated rule)."""
    rules = TableRules(hole_card="european")

    def policy(situation: Situation) -> str:
        return DOUBLE if DOUBLE in situation.allowed else STAND

    shoe = _rigged(rules, [5, 1, 6, 9, 10, 2])
    assert play_round(policy, rules, shoe) == -2.0
