"""The exact return of basic strategy from a full shoe.

Every initial deal (two player cards and the up card, drawn without
replacement from the table's shoe) is weighed by its probability, and the
hand is played by the chart from there: the first decision by its line
(doubles, splits and surrenders as the rules allow), every later one by its
total. With a peek the dealer's blackjack is settled first; insurance is
declined. The values inside a hand come from ``strategy`` (its stated
approximations apply: the dealer draws from the shoe as it was after the
deal, resplits are valued from the same shoe).
"""

from __future__ import annotations

from functools import lru_cache

from .basic import basic_chart, strategy_rules
from .dealer import Composition, blackjack_chance, full_shoe, remove
from .situation import DOUBLE, HIT, SPLIT, STAND, SURRENDER
from .strategy import action_values, resolve
from .table_rules import TableRules
from .values import ACE, TEN


def natural_value(rules: TableRules, dealer_blackjack: float) -> float:
    """A natural's value when the dealer has one with this chance: a push
    (or a loss with ``dealer_blackjack_wins``), else ``blackjack_pays``."""
    against = -1.0 if rules.dealer_blackjack_wins else 0.0
    return dealer_blackjack * against + (1.0 - dealer_blackjack) * float(rules.blackjack_pays)


def deal_value(rules: TableRules, first: int, second: int, up: int, shoe: Composition | None = None) -> float:
    """The return of one initial deal played by the chart, from ``shoe``
    (the table's full shoe by default)."""
    shoe = full_shoe(rules.decks) if shoe is None else shoe
    comp = remove(shoe, first, second, up)
    bj = blackjack_chance(up, comp)
    if {first, second} == {ACE, TEN}:
        return natural_value(rules, bj)
    hand = (first, second)
    played = _played_value(rules, hand, up, comp, first == second)
    if first == second == TEN and not rules.split_tens:
        # Only two tens of the same rank may be split: mix the two cases.
        same = (4 * rules.decks - 1) / (16 * rules.decks - 1)  # the full shoe's mix, kept for any shoe
        played = same * played + (1 - same) * _played_value(rules, hand, up, comp, False)
    if rules.peeks:
        return -bj + (1.0 - bj) * played
    return played


def _played_value(rules: TableRules, hand: tuple[int, int], up: int, comp: tuple[int, ...], split: bool) -> float:
    plan = basic_chart(rules).plan(up)
    allowed = {HIT, STAND}
    if rules.may_double_on(sum(hand) + (10 if ACE in hand and sum(hand) <= 11 else 0)):
        allowed.add(DOUBLE)
    if rules.surrender:
        allowed.add(SURRENDER)
    if split:
        allowed.add(SPLIT)
    code, own = plan.code(hand)
    action = resolve(code, frozenset(allowed), own)
    return action_values(hand, up, comp, strategy_rules(rules), {action}, plan)[action]


@lru_cache(maxsize=32)
def basic_return(rules: TableRules) -> float:
    """The expected return per initial bet of basic strategy (negative: the
    house edge), from a full shoe of ``rules``."""
    return shoe_return(rules, full_shoe(rules.decks))


@lru_cache(maxsize=64)
def shoe_return(rules: TableRules, shoe: Composition) -> float:
    """The expected return per initial bet of the full shoe's basic
    strategy (the same chart) dealt from ``shoe``."""
    cards = sum(shoe)
    total = 0.0
    for first in range(1, 11):
        p1 = shoe[first] / cards
        after1 = remove(shoe, first)
        for up in range(1, 11):
            p2 = after1[up] / (cards - 1)
            if p2 == 0:
                continue
            after2 = remove(after1, up)
            for second in range(1, 11):
                p3 = after2[second] / (cards - 2)
                if p3 == 0:
                    continue
                total += p1 * p2 * p3 * deal_value(rules, first, second, up, shoe)
    return total


def main() -> None:
    for name, rules in (("6 decks, S17, DAS", TableRules()), ("6 decks, H17, DAS", TableRules(hits_soft_17=True))):
        print(f"{name}: {100 * basic_return(rules):+.4f}%")


if __name__ == "__main__":
    main()
