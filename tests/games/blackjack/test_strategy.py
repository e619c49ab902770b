"""The expected values of a hand's actions, checked by hand-sized cases."""

from __future__ import annotations

import pytest

from cardtable.games.blackjack.dealer import BLACKJACK, BUST, dealer_outcomes, full_shoe, remove
from cardtable.games.blackjack.situation import DOUBLE, HIT, SPLIT, STAND, SURRENDER
from cardtable.games.blackjack.strategy import action_values
from cardtable.games.blackjack.table_rules import TableRules

ALL = {HIT, STAND, DOUBLE, SPLIT, SURRENDER}


def test_standing_on_20_against_6_is_what_the_dealer_makes() -> None:
    """ "Players with totals higher than the dealer win, while players with
    totals less than the dealer lose. In case of a tie ... no money changes
    hands": standing on 20 wins when the dealer busts or ends under 20."""
    rules = TableRules()
    comp = remove(full_shoe(6), 10, 10, 6)
    out = dealer_outcomes(6, comp, False, True)
    expected = out[BUST] + out[0] + out[1] + out[2] - out[4]
    assert action_values((10, 10), 6, comp, rules, {STAND})[STAND] == pytest.approx(expected)


def test_without_a_peek_the_dealer_blackjack_takes_the_stand() -> None:
    """No hole card: "a dealer blackjack takes every stake of the box"."""
    rules = TableRules(hole_card="european")
    comp = remove(full_shoe(6), 10, 10, 1)
    out = dealer_outcomes(1, comp, False, False)
    expected = out[BUST] + sum(out[:3]) - out[4] - out[BLACKJACK]
    assert action_values((10, 10), 1, comp, rules, {STAND})[STAND] == pytest.approx(expected)


def test_a_double_is_twice_one_card_then_standing() -> None:
    """ "The player must double his or her bet, and then receives only one
    more card": with only 10s left, 11 doubled is a sure 21."""
    comp = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30)
    values = action_values((5, 6), 10, comp, TableRules(), {DOUBLE, HIT, STAND})
    # The dealer's 10 draws a 10 hole card: 20, beaten by 21.
    assert values[DOUBLE] == pytest.approx(2.0)
    assert values[HIT] == pytest.approx(1.0)
    assert values[STAND] == pytest.approx(-1.0)


def test_surrender_loses_half() -> None:
    """NOTES "late surrender" (the design): surrender loses half the bet."""
    comp = remove(full_shoe(6), 10, 6, 10)
    assert action_values((10, 6), 10, comp, TableRules(surrender=True), {SURRENDER})[SURRENDER] == -0.5


def test_hitting_a_hard_20_is_worse_than_standing() -> None:
    """ "As soon as the player's total exceeds 21, the player loses"."""
    comp = remove(full_shoe(6), 10, 10, 7)
    values = action_values((10, 10), 7, comp, TableRules(), {HIT, STAND})
    assert values[HIT] < values[STAND]


@pytest.mark.parametrize(("decks", "bound"), [(6, 0.002), (1, 0.01)])
def test_the_dealer_shoe_approximation_is_measured(decks: int, bound: float) -> None:
    """The stated approximation (the dealer draws from the shoe as it was
    after the deal, not less the player's hit cards) against the exact
    recursion for 12 v 6, a deep hit tree: measured 0.0013 a unit with six
    decks, 0.0084 with one (where removal matters most)."""
    rules = TableRules(decks=decks)
    comp = remove(full_shoe(decks), 10, 2, 6)
    fast = action_values((10, 2), 6, comp, rules, {HIT})[HIT]
    exact = action_values((10, 2), 6, comp, rules, {HIT}, exact=True)[HIT]
    assert 0 < abs(fast - exact) < bound
