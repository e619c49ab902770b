"""A fast simulator of one box against the dealer, with a real shoe.

It plays what the engine plays, without the engine's bookkeeping, so that
policies can be measured over millions of rounds: the table's shoe shuffled
from a seed, the cut card at the table's penetration (the round in which it
comes out is finished, then the shoe is reshuffled), insurance asked of the
policy when the up card is an ace, the peek, splits, doubles and surrender
as ``TableRules`` allows. Each round bets one unit, or what ``bettor``
asks from the cards seen since the shuffle (the round's result is then in
units, everything in it scaled by the bet); ``simulate`` returns the count,
the sum and the sum of squares of the results and the units bet. If the shoe runs out
mid-round (a deep cut card and a long round) the cards of the earlier
rounds are reshuffled to go on, as the engine does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from .situation import DOUBLE, HIT, INSURANCE_ACTIONS, INSURE, SPLIT, STAND, SURRENDER, Policy, Situation
from .strategy import may_split
from .table_rules import TableRules
from .values import ACE, TEN

_INSURANCE = frozenset(INSURANCE_ACTIONS)


@dataclass
class SimResult:
    """The rounds played and the sum and sum of squares of their results."""

    hands: int = 0
    total: float = 0.0
    squares: float = 0.0
    #: The first bets summed, in units (``hands`` with flat bets).
    bets: float = 0.0

    def add(self, other: SimResult) -> None:
        self.hands += other.hands
        self.total += other.total
        self.squares += other.squares
        self.bets += other.bets

    @property
    def per_bet(self) -> float:
        """The return per unit bet (the mean when every bet is one unit)."""
        return self.total / self.bets if self.bets else 0.0

    @property
    def mean(self) -> float:
        return self.total / self.hands if self.hands else 0.0

    def half_width(self) -> float:
        """The half width of the mean's 95% interval."""
        if self.hands < 2:
            return float("inf")
        variance = (self.squares - self.total * self.total / self.hands) / (self.hands - 1)
        return 1.96 * math.sqrt(max(variance, 0.0) / self.hands)


@dataclass(slots=True)
class _Hand:
    """One hand of the box: its ranks, stake, how it ended ("stood", "bust",
    "surrendered") and whether a split made it."""

    cards: list[int]
    stake: float = 1.0
    state: str = ""
    from_split: bool = False


def _points(cards: list[int]) -> tuple[int, bool]:
    hard = 0
    ace = False
    for rank in cards:
        hard += rank if rank < TEN else TEN
        ace = ace or rank == ACE
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


def _values(cards: list[int]) -> tuple[int, ...]:
    return tuple(rank if rank < TEN else TEN for rank in cards)


class Shoe:
    """Ranks 1..13 shuffled from a seed, with the cut card and the count of
    each value seen since the shuffle."""

    def __init__(self, rules: TableRules, rng: random.Random):
        self.rng = rng
        self.full = [rank for rank in range(1, 14) for _ in range(4 * rules.decks)]
        self.cut = int(len(self.full) * rules.penetration)
        self.shuffle()

    def shuffle(self) -> None:
        self.cards = self.full[:]
        self.rng.shuffle(self.cards)
        self.pos = 0
        self.seen = [0] * 11
        self.table: list[int] = []

    def draw(self, seen: bool = True) -> int:
        if self.pos == len(self.cards):
            self._reuse_discards()
        rank = self.cards[self.pos]
        self.pos += 1
        self.table.append(rank)
        if seen:
            self.show(rank)
        return rank

    def show(self, rank: int) -> None:
        self.seen[rank if rank < TEN else TEN] += 1

    def _reuse_discards(self) -> None:
        rest = self.full[:]
        for rank in self.table:
            rest.remove(rank)
        self.rng.shuffle(rest)
        self.cards = rest
        self.pos = 0

    def new_round(self) -> None:
        if self.pos >= self.cut:
            self.shuffle()
        self.table = []


#: A bet in units from the table and the cards seen since the shuffle.
Bettor = Callable[[TableRules, tuple[int, ...]], float]


def simulate(policy: Policy, rules: TableRules, hands: int, seed: int, bettor: Bettor | None = None) -> SimResult:
    """``hands`` rounds of one box playing ``policy`` from a shoe seeded by
    ``seed`` (the same seed deals the same cards to the same decisions),
    betting one unit or ``bettor``'s bet."""
    shoe = Shoe(rules, random.Random(seed))
    result = SimResult()
    for _ in range(hands):
        shoe.new_round()
        bet = 1.0 if bettor is None else bettor(rules, tuple(shoe.seen))
        net = bet * play_round(policy, rules, shoe)
        result.hands += 1
        result.total += net
        result.squares += net * net
        result.bets += bet
    return result


def _dealer_plays(rules: TableRules, shoe: Shoe, dealer: list[int]) -> int:
    points, soft = _points(dealer)
    while points < 17 or (points == 17 and soft and rules.hits_soft_17):
        dealer.append(shoe.draw())
        points, soft = _points(dealer)
    return points


def play_round(policy: Policy, rules: TableRules, shoe: Shoe) -> float:
    """One round of one box betting one unit: its net result."""
    hand = [shoe.draw()]
    up = shoe.draw()
    hand.append(shoe.draw())
    dealer = [up, shoe.draw(seen=False)] if rules.peeks else [up]
    upv = up if up < TEN else TEN
    natural = sorted(_values(hand)) == [ACE, TEN]
    insurance = 0.0
    if upv == ACE:
        ask = Situation(_values(hand), upv, _INSURANCE, rules, seen=tuple(shoe.seen))
        insurance = 0.5 if policy(ask) == INSURE else 0.0
    if rules.peeks and upv in (ACE, TEN) and sorted(_values(dealer)) == [ACE, TEN]:
        shoe.show(dealer[1])
        mine = (-1.0 if rules.dealer_blackjack_wins else 0.0) if natural else -1.0
        return mine + 2 * insurance
    if natural:
        if not rules.peeks:
            dealer.append(shoe.draw())
            if sorted(_values(dealer)) == [ACE, TEN]:
                return (-1.0 if rules.dealer_blackjack_wins else 0.0) + 2 * insurance
        elif len(dealer) > 1:
            shoe.show(dealer[1])
        return float(rules.blackjack_pays) - insurance
    boxes = _play_hands(policy, rules, shoe, hand, upv)
    return _settle(rules, shoe, dealer, boxes) - insurance + (3 * insurance if _dealer_bj_after(dealer) else 0.0)


def _dealer_bj_after(dealer: list[int]) -> bool:
    return len(dealer) >= 2 and sorted(_values(dealer[:2])) == [ACE, TEN]


def _play_hands(policy: Policy, rules: TableRules, shoe: Shoe, first: list[int], up: int) -> list[_Hand]:
    """Play the box's hands in order, a split hand's second card drawn when
    its turn comes."""
    hands = [_Hand(first)]
    i = 0
    while i < len(hands):
        hand = hands[i]
        if len(hand.cards) == 1:
            hand.cards.append(shoe.draw())
        hand.state = _decide(policy, rules, shoe, hands, hand, up)
        i += 1
    return hands


def _decide(policy: Policy, rules: TableRules, shoe: Shoe, hands: list[_Hand], hand: _Hand, up: int) -> str:
    """Ask the policy until the hand ends; how it ended."""
    cards = hand.cards
    while True:
        points, _ = _points(cards)
        if points > 21:
            return "bust"
        if points == 21:
            return "stood"
        allowed = _allowed(rules, cards, hand.from_split, len(hands))
        if hand.from_split and cards[0] == ACE and SPLIT not in allowed:
            return "stood"  # split aces take one card each
        seen = tuple(shoe.seen)
        action = policy(Situation(_values(cards), up, allowed, rules, hand.from_split, len(hands), seen))
        if action == SPLIT:
            hands.insert(hands.index(hand) + 1, _Hand([cards.pop()], hand.stake, "", True))
            hand.from_split = True
            cards.append(shoe.draw())
        elif action == HIT:
            cards.append(shoe.draw())
        elif action == DOUBLE:
            hand.stake *= 2
            cards.append(shoe.draw())
            return "bust" if _points(cards)[0] > 21 else "stood"
        elif action == SURRENDER:
            return "surrendered"
        else:
            return "stood"


def _allowed(rules: TableRules, cards: list[int], from_split: bool, count: int) -> frozenset[str]:
    if from_split and cards[0] == ACE:
        pair = len(cards) == 2 and cards[1] == ACE and may_split(rules, ACE, count)
        return frozenset((STAND, SPLIT)) if pair else frozenset((STAND,))
    allowed = {HIT, STAND}
    if len(cards) == 2:
        points, _ = _points(cards)
        if rules.may_double_on(points) and (rules.double_after_split or not from_split):
            allowed.add(DOUBLE)
        same = cards[0] == cards[1] or (rules.split_tens and cards[0] >= TEN and cards[1] >= TEN)
        if same and may_split(rules, min(cards[0], TEN), count):
            allowed.add(SPLIT)
        if rules.surrender and not from_split:
            allowed.add(SURRENDER)
    return frozenset(allowed)


def _settle(rules: TableRules, shoe: Shoe, dealer: list[int], hands: list[_Hand]) -> float:
    if len(dealer) > 1:
        shoe.show(dealer[1])
    else:
        dealer.append(shoe.draw())
    if _dealer_bj_after(dealer):  # no hole card: the blackjack takes every stake
        return -sum(h.stake / 2 if h.state == "surrendered" else h.stake for h in hands)
    live = any(h.state == "stood" for h in hands)
    dealer_points = _dealer_plays(rules, shoe, dealer) if live else _points(dealer)[0]
    net = 0.0
    for hand in hands:
        if hand.state == "bust":
            net -= hand.stake
        elif hand.state == "surrendered":
            net -= hand.stake / 2
        else:
            points, _ = _points(hand.cards)
            if dealer_points > 21 or points > dealer_points:
                net += hand.stake
            elif points < dealer_points:
                net -= hand.stake
    return net
