"""The Expert: basic strategy refined by the cards seen since the shuffle."""

from __future__ import annotations

from cardtable.games.blackjack.basic import basic_policy
from cardtable.games.blackjack.expert import expert_policy, insurance_value
from cardtable.games.blackjack.situation import DECLINE, HIT, INSURE, STAND, Situation
from cardtable.games.blackjack.table_rules import TableRules


def _seen(*values: int) -> tuple[int, ...]:
    seen = [0] * 11
    for v in values:
        seen[v] += 1
    return tuple(seen)


def test_insurance_pays_only_when_tens_are_over_a_third() -> None:
    """ "This is usually a poor percentage bet": from a full shoe insurance
    loses; with most small cards gone it pays."""
    full = (0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96)
    assert insurance_value(full) < 0
    rich = (0, 20, 4, 4, 4, 4, 4, 24, 24, 24, 96)
    assert insurance_value(rich) > 0
    offer = frozenset({INSURE, DECLINE})
    rules = TableRules()
    assert expert_policy(Situation((10, 7), 1, offer, rules, seen=_seen(10, 7, 1))) == DECLINE
    smalls = (2,) * 20 + (3,) * 20 + (4,) * 20 + (5,) * 20 + (6,) * 20
    assert expert_policy(Situation((10, 7), 1, offer, rules, seen=_seen(10, 7, 1, *smalls))) == INSURE
    assert basic_policy(Situation((10, 7), 1, offer, rules, seen=_seen(10, 7, 1, *smalls))) == DECLINE


def test_the_expert_departs_from_basic_strategy_when_the_shoe_says_so() -> None:
    """Fact: 16 against a 10 is close; with the small cards gone from a
    single deck the hand should stand, where basic strategy hits."""
    rules = TableRules(decks=1)
    allowed = frozenset({HIT, STAND})
    plain = Situation((10, 6), 10, allowed, rules, seen=_seen(10, 6, 10))
    assert expert_policy(plain) == basic_policy(plain) == HIT
    smalls = (1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5)
    rich = Situation((10, 6), 10, allowed, rules, seen=_seen(10, 6, 10, *smalls))
    assert basic_policy(rich) == HIT
    assert expert_policy(rich) == STAND
