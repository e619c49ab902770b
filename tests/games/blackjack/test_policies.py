"""Easy and Normal, as policies over a Situation."""

from __future__ import annotations

import pytest

from cardtable.games.blackjack.policies import easy_policy, normal_policy
from cardtable.games.blackjack.situation import (
    DECLINE,
    DOUBLE,
    HIT,
    INSURANCE_ACTIONS,
    SPLIT,
    STAND,
    SURRENDER,
    Situation,
)
from cardtable.games.blackjack.table_rules import TableRules

ALL = frozenset({HIT, STAND, DOUBLE, SPLIT, SURRENDER})
RULES = TableRules()


def ask(policy, hand: tuple[int, ...], up: int, allowed: frozenset[str] = ALL) -> str:
    return policy(Situation(hand, up, allowed, RULES))


def test_normal_doubles_on_10_and_11() -> None:
    """ "The best time to double is with a total of 11 or 10"."""
    assert ask(normal_policy, (6, 5), 10) == DOUBLE
    assert ask(normal_policy, (6, 4), 9) == DOUBLE
    assert ask(normal_policy, (5, 4), 9) == HIT
    assert ask(normal_policy, (6, 5), 10, frozenset({HIT, STAND})) == HIT  # not allowed: hit


def test_normal_never_insures() -> None:
    """Insurance "is usually a poor percentage bet for the player"."""
    assert ask(normal_policy, (10, 9), 1, frozenset(INSURANCE_ACTIONS)) == DECLINE
    assert ask(easy_policy, (10, 1), 1, frozenset(INSURANCE_ACTIONS)) == DECLINE


@pytest.mark.parametrize(("up", "action"), [(2, STAND), (6, STAND), (7, HIT), (10, HIT), (1, HIT)])
def test_normal_stiff_hands_depend_on_the_up_card(up: int, action: str) -> None:
    """12 to 16 stands against the dealer's 2 to 6 and hits against 7 to ace."""
    assert ask(normal_policy, (10, 4), up) == action
    assert ask(normal_policy, (10, 2), up) == action


def test_normal_totals_and_soft_hands() -> None:
    """Hit 11 or less, stand on 17 or more; soft 17 or less hits, soft 18 stands."""
    assert ask(normal_policy, (4, 3), 6) == HIT
    assert ask(normal_policy, (10, 7), 10) == STAND
    assert ask(normal_policy, (1, 6), 5) == HIT
    assert ask(normal_policy, (1, 7), 10) == STAND


def test_normal_splits_aces_and_eights_and_never_surrenders() -> None:
    assert ask(normal_policy, (8, 8), 10) == SPLIT
    assert ask(normal_policy, (1, 1), 6) == SPLIT
    assert ask(normal_policy, (10, 10), 6) == STAND
    assert ask(normal_policy, (10, 6), 10) == HIT


def test_easy_plays_as_the_dealer_must() -> None:
    """Easy mimics the dealer: "a dealer with a total less than 17 must hit;
    with 17 or more, dealer must stand"; it never doubles or splits."""
    assert ask(easy_policy, (6, 5), 10) == HIT
    assert ask(easy_policy, (10, 6), 4) == HIT
    assert ask(easy_policy, (10, 7), 10) == STAND
    assert ask(easy_policy, (8, 8), 10) == HIT
    assert ask(easy_policy, (1, 6), 10) == STAND  # soft 17 stands, as the dealer does by default
