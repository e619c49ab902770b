"""The expected value of each decision of a hand, from the shoe's cards.

Every value is in units of the hand's first bet, for the player holding a
hand against the dealer's up card, with ``comp`` the shoe less every card
known dealt (the hand's and the up card). The dealer's side comes from
``dealer.dealer_outcomes``; the player's draws are recursed over the same
composition, each card leaving the shoe as it is drawn.

Hands are played either *best* (``plan`` None: at each step the better of
hitting and standing, the exact composition-dependent optimum for a hand
that only hits and stands) or by a chart (``plan`` a ``Plan``: the codes of
basic strategy for one up card), which is how the exact edge of basic
strategy is summed.

Approximations, stated: (1) with a peek, the dealer's outcomes are
conditioned on no blackjack but the player's draws are not conditioned on
the hole card; (2) unless ``exact``, the dealer draws from the shoe as it
was at the hand's start (the player's hit cards are not removed from the
dealer's shoe: exact recursion over every such shoe is a hundred times
slower in Python; the difference is measured in the tests); (3) a split
values each hand from the shoe less the pair and its own cards only, not
the other hand's, and a resplit hand as two hands from that same shoe.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .dealer import BLACKJACK, BUST, Composition, dealer_outcomes
from .situation import DOUBLE, HIT, SPLIT, STAND, SURRENDER
from .table_rules import TableRules
from .values import ACE

#: Chart codes: hit, stand, double (else hit), double (else stand), split,
#: surrender (else hit), surrender (else stand), surrender (else split).
CODES = ("H", "S", "D", "Ds", "P", "R", "Rs", "Rp")
_FALLBACK = {"D": "H", "Ds": "S", "R": "H", "Rs": "S", "Rp": "P"}


@dataclass(frozen=True, eq=False)
class Plan:
    """Basic strategy's codes for one up card: by hard total (index 0..31),
    by soft total (index 0..21) and by pair value (index 1..10). Compared
    and hashed by identity (the charts keep one per up card): it is a key
    of the recursion's caches, hashed millions of times."""

    hard: tuple[str, ...]
    soft: tuple[str, ...]
    pair: tuple[str, ...]

    def total_code(self, points: int, soft: bool) -> str:
        """The code of a hand by its total alone (three cards or more, or a
        pair that may not be split)."""
        return self.soft[points] if soft and points <= 21 else self.hard[min(points, 31)]

    def hits(self, points: int, soft: bool) -> bool:
        """Whether a hand of three cards or more hits on this total."""
        code = self.total_code(points, soft)
        return resolve(code, {HIT, STAND}, code) == HIT

    def code(self, hand: tuple[int, ...]) -> tuple[str, str]:
        """The hand's code and, for a pair, the code of its total (what to
        do when it may not split)."""
        hard = sum(hand)
        points, soft = (hard + 10, True) if ACE in hand and hard + 10 <= 21 else (hard, False)
        own = self.total_code(points, soft)
        if len(hand) == 2 and hand[0] == hand[1]:
            return self.pair[hand[0]], own
        return own, own


def resolve(code: str, allowed: frozenset[str] | set[str], total_code: str) -> str:
    """The action a chart code means when only ``allowed`` may be done: D is
    a double if doubling is allowed else a hit, Ds else a stand, P a split
    if splitting is allowed else what the total says, R a surrender if
    allowed else its fallback."""
    if code in ("R", "Rs", "Rp"):
        if SURRENDER in allowed:
            return SURRENDER
        return resolve(_FALLBACK[code], allowed, total_code)
    if code == "P":
        if SPLIT in allowed:
            return SPLIT
        return resolve(total_code, allowed, total_code) if total_code != "P" else STAND
    if code in ("D", "Ds"):
        return DOUBLE if DOUBLE in allowed else resolve(_FALLBACK[code], allowed, total_code)
    return HIT if code == "H" and HIT in allowed else STAND


def _points(hard: int, ace: bool) -> tuple[int, bool]:
    if ace and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


def _left(comp: Composition) -> int:
    return sum(comp) - comp[0]


class Dealer(NamedTuple):
    """The two rules the dealer's play depends on (a plain tuple: the
    caches hash it millions of times, a TableRules with its Fraction is
    slow to hash)."""

    h17: bool
    peek: bool


def dealer_rules(rules: TableRules) -> Dealer:
    return Dealer(rules.hits_soft_17, rules.peeks)


@lru_cache(maxsize=400_000)
def stand_ev(comp: Composition, up: int, points: int, rules: Dealer) -> float:
    """Standing on ``points`` (not a natural): win if the dealer busts or
    ends lower, lose if higher or with a blackjack (only possible without a
    peek), push if equal."""
    if points > 21:
        return -1.0
    outcome = dealer_outcomes(up, comp, rules.h17, rules.peek)
    ev = outcome[BUST] - outcome[BLACKJACK]
    for i in range(5):
        dealer = 17 + i
        if dealer < points:
            ev += outcome[i]
        elif dealer > points:
            ev -= outcome[i]
    return ev


@lru_cache(maxsize=200_000)
def _draws(comp: Composition) -> list[tuple[int, float, Composition]]:
    """Each value that may be drawn, its chance and the shoe after it."""
    left = _left(comp)
    out: list[tuple[int, float, Composition]] = []
    counts = list(comp)
    for v in range(1, 11):
        n = comp[v]
        if n:
            counts[v] = n - 1
            out.append((v, n / left, tuple(counts)))
            counts[v] = n
    return out


@lru_cache(maxsize=100_000)
def hit_ev(
    comp: Composition, up: int, hard: int, ace: bool, rules: Dealer, plan: Plan | None, dealer: Composition | None
) -> float:
    """Taking one card to a hand of ``hard`` points (``ace``: it holds an
    ace), then going on best (``plan`` None) or by the plan's total codes;
    ``dealer``: the shoe the dealer draws from, None for ``comp`` (exact)."""
    if dealer is None:
        return _hit_exact(comp, up, hard, ace, rules, plan)
    stands = tuple(stand_ev(dealer, up, points, rules) for points in range(22))
    return _hit_fixed(comp, hard, ace, stands, plan)


class _Hand:
    """A player's hand by its hard points and whether it holds an ace:
    ``draws`` each card that does not bust it (its value, its step in the
    key of the cards drawn: five bits a value, the hand it makes, and that
    hand's points + 22 if they are soft); ``bust`` the lowest value that
    busts it (11: none). Linked once: the recursion follows them."""

    def __init__(self, hard: int, ace: bool) -> None:
        self.hard, self.ace = hard, ace
        self.draws: tuple[tuple[int, int, _Hand, int], ...] = ()
        self.bust = 11

    def link(self, hands: dict[tuple[int, bool], _Hand]) -> None:
        draws = []
        for v in range(1, 11):
            now_hard, now_ace = self.hard + v, self.ace or v == ACE
            points, soft = _points(now_hard, now_ace)
            if points > 21:
                self.bust = v
                break
            draws.append((v, 1 << (5 * v), hands[now_hard, now_ace], points + 22 * soft))
        self.draws = tuple(draws)


_HANDS = {(hard, ace): _Hand(hard, ace) for hard in range(32) for ace in (False, True)}
for _hand in _HANDS.values():
    _hand.link(_HANDS)


def _hit_fixed(comp: Composition, hard: int, ace: bool, stands: tuple[float, ...], plan: Plan | None) -> float:
    """``hit_ev`` when the dealer's outcomes do not depend on the player's
    draws: standing is worth ``stands[points]`` wherever the hand got, so
    the recursion walks the multisets of drawn cards with one shoe mutated
    in place and a key of plain ints (no tuple built or hashed a state);
    ``memo`` keeps each one's value as played (best: the better of standing
    and hitting on)."""
    counts = list(comp)
    memo: dict[int, float] = {}
    # Where the hand stops, by points + 22 if soft: 21, or where the plan stands.
    stops = [p == 21 or (plan is not None and not plan.hits(p, soft)) for soft in (False, True) for p in range(22)]
    stands_at = stands * 2  # by points + 22 if soft, as ``stops``

    def hit(hand: _Hand, key: int, left: int) -> float:
        ev = -float(sum(counts[hand.bust :])) if hand.bust < 11 else 0.0
        for v, step, child, at in hand.draws:
            n = counts[v]
            if not n:
                continue
            stand = stands_at[at]
            if stops[at]:
                ev += n * stand
                continue
            value = memo.get(key + step)
            if value is None:
                counts[v] = n - 1
                value = hit(child, key + step, left - 1)
                if plan is None and value < stand:
                    value = stand
                memo[key + step] = value
                counts[v] = n
            ev += n * value
        return ev / left

    return hit(_HANDS[hard, ace], 0, _left(comp))


@lru_cache(maxsize=400_000)
def _hit_exact(comp: Composition, up: int, hard: int, ace: bool, rules: Dealer, plan: Plan | None) -> float:
    """``hit_ev`` with the dealer drawing from the shoe as it is after each
    of the player's cards (how the fast one's approximation is measured)."""
    ev = 0.0
    for v, share, after in _draws(comp):
        now_hard = hard + v
        now_ace = ace or v == ACE
        points = now_hard + 10 if now_ace and now_hard <= 11 else now_hard
        if points > 21:
            ev -= share
            continue
        stand = stand_ev(after, up, points, rules)
        if points == 21 or (plan is not None and not plan.hits(points, points != now_hard)):
            ev += share * stand
            continue
        value = _hit_exact(after, up, now_hard, now_ace, rules, plan)
        ev += share * (value if plan is not None else max(stand, value))
    return ev


@lru_cache(maxsize=100_000)
def double_ev(comp: Composition, up: int, hard: int, ace: bool, rules: Dealer, dealer: Composition | None) -> float:
    """Doubling: twice the bet on exactly one more card."""
    ev = 0.0
    for v, share, after in _draws(comp):
        points, _ = _points(hard + v, ace or v == ACE)
        ev += share * stand_ev(after if dealer is None else dealer, up, points, rules)
    return 2.0 * ev


def may_split(rules: TableRules, value: int, hands: int) -> bool:
    """Whether a pair of ``value`` may be split in a box already playing
    ``hands`` hands (a first split always; aces again only by the rule)."""
    if hands >= rules.max_hands:
        return False
    return value != ACE or hands == 1 or rules.resplit_aces


@lru_cache(maxsize=20_000)
def split_ev(
    comp: Composition, up: int, value: int, rules: TableRules, plan: Plan | None, hands: int = 1, exact: bool = False
) -> float:
    """Splitting a pair of ``value`` (``comp``: the shoe less both cards of
    the pair) in a box playing ``hands`` hands: two hands, each starting
    with one card and drawing its second (split aces take that one card
    and stand)."""
    return 2.0 * _one_split_hand(comp, up, value, rules, plan, hands + 1, exact)


def _one_split_hand(
    comp: Composition, up: int, value: int, rules: TableRules, plan: Plan | None, hands: int, exact: bool
) -> float:
    ev = 0.0
    for v, share, after in _draws(comp):
        hand = (value, v)
        values = split_hand_values(after, up, hand, rules, plan, hands, comp, exact)
        if plan is None:
            best = max(values.values())
        else:
            code, own = plan.code(hand)
            best = values[resolve(code, set(values), own)]
        ev += share * best
    return ev


def split_hand_values(
    comp: Composition,
    up: int,
    hand: tuple[int, int],
    rules: TableRules,
    plan: Plan | None,
    hands: int,
    resplit_comp: Composition | None = None,
    exact: bool = False,
) -> dict[str, float]:
    """The value of each action open to a two-card hand made by a split."""
    hard = hand[0] + hand[1]
    points, _ = _points(hard, ACE in hand)
    dealer = None if exact else comp
    table = dealer_rules(rules)
    values = {STAND: stand_ev(comp, up, points, table)}
    pair = hand[0] == hand[1]
    if pair and may_split(rules, hand[0], hands):
        base = resplit_comp if resplit_comp is not None else comp
        values[SPLIT] = 2.0 * _one_split_hand(base, up, hand[0], rules, plan, hands + 1, exact)
    if hand[0] == ACE:  # split aces: one card each, no more decisions
        return values
    if points < 21:
        values[HIT] = hit_ev(comp, up, hard, ACE in hand, table, plan, dealer)
        if rules.double_after_split and rules.may_double_on(points):
            values[DOUBLE] = double_ev(comp, up, hard, ACE in hand, table, dealer)
    return values


def action_values(
    hand: tuple[int, ...],
    up: int,
    comp: Composition,
    rules: TableRules,
    allowed: frozenset[str] | set[str],
    plan: Plan | None = None,
    hands: int = 1,
    exact: bool = False,
) -> dict[str, float]:
    """The expected value of each of the ``allowed`` actions for ``hand``
    against ``up`` (``comp``: the shoe less the hand's cards and the up
    card), what follows played best (or by ``plan``); ``exact``: the
    dealer's outcomes from the shoe as it is after each player's card."""
    dealer = None if exact else comp
    table = dealer_rules(rules)
    hard = sum(hand)
    ace = ACE in hand
    points, _ = _points(hard, ace)
    values: dict[str, float] = {}
    if STAND in allowed:
        values[STAND] = stand_ev(comp, up, points, table)
    if HIT in allowed:
        values[HIT] = hit_ev(comp, up, hard, ace, table, plan, dealer)
    if DOUBLE in allowed:
        values[DOUBLE] = double_ev(comp, up, hard, ace, table, dealer)
    if SURRENDER in allowed:
        values[SURRENDER] = -0.5
    if SPLIT in allowed and len(hand) == 2 and hand[0] == hand[1]:
        values[SPLIT] = split_ev(comp, up, hand[0], rules, plan, hands, exact)
    return values
