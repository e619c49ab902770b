"""The coach: basic strategy's action and each choice's expected value."""

from __future__ import annotations

from cardtable.games.blackjack.coach import advice
from cardtable.games.blackjack.situation import DOUBLE, HIT, STAND, Situation
from cardtable.games.blackjack.table_rules import TableRules


def _seen(*values: int) -> tuple[int, ...]:
    seen = [0] * 11
    for v in values:
        seen[v] += 1
    return tuple(seen)


def test_the_coach_names_basic_strategy_and_ranks_the_choices() -> None:
    """Fact: hard 16 hits against a 10 (six decks); the coach says so and
    gives a value for each allowed action, the best first."""
    situation = Situation((10, 6), 10, frozenset({HIT, STAND, DOUBLE}), TableRules(), seen=_seen(10, 6, 10))
    said = advice(situation)
    assert said.action == HIT
    assert [action for action, _ in said.values] == [HIT, STAND, DOUBLE]
    assert said.value(DOUBLE) < said.value(STAND) < said.value(HIT) < 0
    assert str(said.reason()) == "Basic strategy: hit."


def test_the_coach_values_come_from_the_cards_seen() -> None:
    """The values are for this hand from the shoe less what the seat saw:
    with many small cards gone, standing on 16 against a 10 is worse."""
    rules = TableRules(decks=1)
    allowed = frozenset({HIT, STAND})
    fresh = advice(Situation((10, 6), 10, allowed, rules, seen=_seen(10, 6, 10)))
    smalls = (2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5)
    later = advice(Situation((10, 6), 10, allowed, rules, seen=_seen(10, 6, 10, *smalls)))
    assert later.value(STAND) != fresh.value(STAND)
    assert later.value(HIT) < fresh.value(HIT)
