"""Basic strategy, computed for a table's rules: the chart and its player.

For every hand class (hard 5-21, soft A2-A9, each pair) and every up card
the chart holds the action with the best expected value from a full shoe of
the table's decks. A pair or a soft hand is one hand, computed exactly; a
hard total is several two-card hands (hard 12 is 2-10, 3-9, 4-8, 5-7), so
its action is the best of the *frequency-weighted* expected values of its
non-pair two-card hands (hard 20, only 10-10, is that hand unsplit; hard
21 is a three-card 10-5-6). The chart is total-dependent: a hand of three
cards or more plays its total's line (a D there is a hit).
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .dealer import Composition, full_shoe, remove
from .situation import DECLINE, DOUBLE, HIT, SPLIT, STAND, SURRENDER, Situation
from .strategy import Plan, action_values, resolve
from .table_rules import TableRules
from .values import ACE, TEN

#: The dealer's up cards in the chart's column order: 2..10, then the ace.
UPS = (2, 3, 4, 5, 6, 7, 8, 9, 10, ACE)


def hard_hands(points: int) -> list[tuple[int, ...]]:
    """The hands whose weighted values decide a hard total's line."""
    hands: list[tuple[int, ...]] = [(a, points - a) for a in range(2, 10) if a < points - a <= TEN]
    if hands:
        return hands
    return [(TEN, TEN)] if points == 20 else [(TEN, 5, 6)]


#: Every line of the chart, in order: its label and the hands that decide it.
LINES: tuple[tuple[str, tuple[tuple[int, ...], ...]], ...] = (
    *((f"hard {p}", tuple(hard_hands(p))) for p in range(5, 22)),
    *((f"soft A{k}", ((ACE, k),)) for k in range(2, 10)),
    *((f"pair {v}-{v}", ((v, v),)) for v in range(2, 11)),
    ("pair A-A", ((ACE, ACE),)),
)
#: Lines the plan needs but the chart does not print: soft 12 (A-A not
#: split) and soft 21 of three cards or more.
HIDDEN: tuple[tuple[str, tuple[tuple[int, ...], ...]], ...] = (
    ("soft 12", ((ACE, ACE),)),
    ("soft 21", ((ACE, 4, 6),)),
)


@dataclass(frozen=True, eq=False)
class Chart:
    """The computed chart: ``rows`` maps each line's label to its ten codes
    (up cards 2..10, A); ``plan(up)`` gives the same codes by up card.
    Hashed by identity: one per rules, kept by the cache."""

    rules: TableRules
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    hidden: tuple[tuple[str, tuple[str, ...]], ...]

    def line(self, label: str) -> tuple[str, ...]:
        for name, codes in (*self.rows, *self.hidden):
            if name == label:
                return codes
        raise KeyError(label)

    def code(self, label: str, up: int) -> str:
        return self.line(label)[UPS.index(up)]

    def plan(self, up: int) -> Plan:
        return _plan(self, up)


def _weight(comp: Composition, hand: tuple[int, ...]) -> int:
    """How many ways the shoe deals ``hand`` (relative weights)."""
    weight = 1
    counts = list(comp)
    for v in hand:
        weight *= counts[v]
        counts[v] -= 1
    return weight


def _allowed(hand: tuple[int, ...], rules: TableRules, split: bool) -> set[str]:
    allowed = {HIT, STAND}
    if len(hand) == 2:
        if rules.may_double_on(_points(hand)):
            allowed.add(DOUBLE)
        if rules.surrender:
            allowed.add(SURRENDER)
        if split and hand[0] == hand[1]:
            allowed.add(SPLIT)
    return allowed


def _points(hand: Iterable[int]) -> int:
    values = tuple(hand)
    hard = sum(values)
    return hard + 10 if ACE in values and hard + 10 <= 21 else hard


def code_of(values: dict[str, float]) -> str:
    """The chart code for these action values: the best action, with its
    fallback when a double or a surrender is not allowed."""
    ranked = sorted(values, key=lambda action: values[action], reverse=True)
    best = ranked[0]
    rest = [action for action in ranked[1:] if action not in (DOUBLE, SURRENDER)]
    fallback = rest[0] if rest else STAND
    if best == DOUBLE:
        return "Ds" if fallback == STAND else "D"
    if best == SURRENDER:
        return {STAND: "Rs", SPLIT: "Rp"}.get(fallback, "R")
    return {HIT: "H", STAND: "S", SPLIT: "P"}[best]


def line_values(hands: tuple[tuple[int, ...], ...], up: int, rules: TableRules, split: bool = True) -> dict[str, float]:
    """The frequency-weighted value of each action over a line's hands."""
    shoe = remove(full_shoe(rules.decks), up)
    sums: dict[str, float] = {}
    weights = 0
    for hand in hands:
        weight = _weight(shoe, hand)
        if weight == 0:
            continue
        values = action_values(hand, up, remove(shoe, *hand), rules, _allowed(hand, rules, split))
        for action, value in values.items():
            sums[action] = sums.get(action, 0.0) + weight * value
        weights += weight
    return {action: value / weights for action, value in sums.items()}


def strategy_rules(rules: TableRules) -> TableRules:
    """``rules`` with what cannot change a decision (the blackjack payout,
    whether the dealer's blackjack beats the player's, the cut card) set to
    the defaults, so that tables differing only there share one chart."""
    return dataclasses.replace(
        rules, blackjack_pays=Fraction(3, 2), dealer_blackjack_wins=False, penetration=Fraction(3, 4)
    )


def basic_chart(rules: TableRules) -> Chart:
    """The basic-strategy chart of ``rules`` (computed once per rules)."""
    key = strategy_rules(rules)
    chart = _charts.get(key)
    if chart is not None:
        return chart
    with _computing.setdefault(key, threading.Lock()):  # a second thread waits for the first's chart
        chart = _charts.get(key)
        if chart is None:
            chart = _compute(key)
            if len(_charts) >= KEEP_CHARTS:
                _charts.clear()
            _charts[key] = chart
    return chart


def computed_chart(rules: TableRules) -> Chart | None:
    """``basic_chart(rules)`` if it is computed already, else None (at once:
    the window asks this before it would wait; see ``ahead``)."""
    return _charts.get(strategy_rules(rules))


#: Charts kept, by their strategy rules.
KEEP_CHARTS = 16
_charts: dict[TableRules, Chart] = {}
_computing: dict[TableRules, threading.Lock] = {}


def _compute(rules: TableRules) -> Chart:
    def codes(hands: tuple[tuple[int, ...], ...], split: bool) -> tuple[str, ...]:
        return tuple(code_of(line_values(hands, up, rules, split)) for up in UPS)

    rows = tuple((label, codes(hands, True)) for label, hands in LINES)
    hidden = tuple((label, codes(hands, False)) for label, hands in HIDDEN)
    return Chart(rules, rows, hidden)


@lru_cache(maxsize=64)
def _plan(chart: Chart, up: int) -> Plan:
    column = UPS.index(up)
    hard = ["H"] * 32
    soft = ["H"] * 22
    pair = ["H"] * 11
    for p in range(32):
        label = f"hard {min(max(p, 5), 21)}"
        hard[p] = chart.line(label)[column]
    for p in range(12, 22):
        label = {12: "soft 12", 21: "soft 21"}.get(p, f"soft A{p - 11}")
        soft[p] = chart.line(label)[column]
    for v in range(1, 11):
        pair[v] = chart.line("pair A-A" if v == ACE else f"pair {v}-{v}")[column]
    return Plan(tuple(hard), tuple(soft), tuple(pair))


_last: list[tuple[TableRules, Chart]] = []


def _chart_for(rules: TableRules) -> Chart:
    """``basic_chart`` with the last answer kept by identity: a simulator
    asks millions of times for the same rules object (hashing a TableRules
    with its Fraction costs more than the decision)."""
    if _last and _last[0][0] is rules:
        return _last[0][1]
    chart = basic_chart(rules)
    _last[:] = [(rules, chart)]
    return chart


def basic_action(situation: Situation) -> str:
    """Basic strategy's action for the situation (insurance declined)."""
    if DECLINE in situation.allowed:
        return DECLINE
    plan = _chart_for(situation.rules).plan(situation.up)
    code, own = plan.code(situation.hand)
    return resolve(code, situation.allowed, own)


basic_policy = basic_action
