"""The exact return of basic strategy from a full shoe."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from cardtable.games.blackjack.edge import basic_return, deal_value, natural_value
from cardtable.games.blackjack.table_rules import TableRules


def test_default_rules_return_about_minus_0_4_percent() -> None:
    """Published figure (sanity only): six decks, S17, DAS, resplits, a peek:
    a house edge of about 0.4%; H17 costs about 0.2% more."""
    s17 = basic_return(TableRules())
    h17 = basic_return(TableRules(hits_soft_17=True))
    assert -0.0050 < s17 < -0.0030
    assert -0.0070 < h17 < -0.0050
    assert 0.0015 < s17 - h17 < 0.0030


def test_a_natural_pays_three_to_two_unless_the_dealer_has_one() -> None:
    """ "A player with blackjack is paid extra--usually one-and-a-half times
    the original bet--unless dealer also has blackjack" (NOTES: a push)."""
    rules = TableRules()
    assert natural_value(rules, 0.0) == 1.5
    assert natural_value(rules, 1.0) == 0.0
    assert natural_value(dataclasses.replace(rules, dealer_blackjack_wins=True), 1.0) == -1.0
    assert natural_value(dataclasses.replace(rules, blackjack_pays=Fraction(6, 5)), 0.0) == 1.2


def test_a_natural_against_a_small_card_is_paid_for_sure() -> None:
    """A natural against a 6 (no blackjack possible) pays 3:2."""
    assert deal_value(TableRules(), 1, 10, 6) == pytest.approx(1.5)
