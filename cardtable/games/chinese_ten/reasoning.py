"""Chinese Ten's Hard and Expert: the round to come, worked out exactly.

Normal judges a move by its points now and rules of thumb for what it
leaves. Hard follows each move round the table once, from the view alone,
with the chances worked out from the cards it has not seen (every unseen
card is equally likely in each other hand or in the stock; a hand of k
cards out of N unseen holds none of m given cards with the chance
C(N-m, k)/C(N, k)):

* the card turned after the move, each unseen card in turn: what it takes
  for the seat (the pair it makes, the seat choosing the best), or the card
  it adds to the table;
* each other player then: the best pair it can make from that table, its
  expected points (it pairs when it can, taking the most, as the rule and
  Normal do), and the card it turns;
* the seat's next turn: the table cards its own hand makes ten with, each
  worth its pair times the chance that nobody takes it first, and the cards
  the others turn that stay on the table and that its hand makes ten with.

A move's value is the seat's points minus the others' average over that
round, plus what its hand may still take later (Normal's keep value), so
that Hard takes first the pair that would not wait, lays a card it can take
back itself next turn, and gives least. The game's result is the seat's red
points against the others' (tie score or plain differences alike), so the
others' share is what the seat cannot take.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import comb

from ...ai.endgame import value_of
from ...core.cards import Card
from ...core.game import GameState, PileView, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .ai import ChineseTenAgent, Outlook
from .moves import LAY, PAIR
from .pairs import fitting, partner_rank
from .scoring import card_points, points
from .state import ChineseTenState

#: The weight of what the hand may take after the round (Normal's keep
#: value), by the number of players. Measured (400 hands against Normal, with
#: the cards the others turn counted): two players 0.3 +2.03 points a hand,
#: 0.5 +1.36; three players 0.3 +1.13, 0.5 +1.52; four players 0.3 +0.90
#: (benchmarks/strength.md).
KEEP_WEIGHT = {2: 0.3, 3: 0.5, 4: 0.3}
#: The end of the deal is searched exactly over imagined deals once the
#: hands hold at most this many cards in all (0: never). Off: at 6 it gained
#: nothing measurable (+1.66 against +2.03 without, 2 players, 400 hands)
#: and costs a few tenths of a second a decision.
ENDGAME_CARDS = 0
#: The imagined deals of that search.
ENDGAME_WORLDS = 24


def none_held(pool: int, hand: int, cards: int) -> float:
    """The chance that ``hand`` cards drawn out of ``pool`` hold none of
    ``cards`` given ones."""
    if cards <= 0 or hand <= 0:
        return 1.0
    if hand > pool - cards:
        return 0.0
    return comb(pool - cards, hand) / comb(pool, hand)


@dataclass
class Round:
    """What the seat knows, for following a move round the table: its hand,
    the table, the unseen cards, the other players' hand sizes in turn
    order and the stock left."""

    players: int
    hand: list[Card]
    table: list[Card]
    unseen: list[Card]
    others: list[int]
    stock: int

    @classmethod
    def of(cls, view: View) -> Round:
        seat = view.seat
        assert seat is not None
        outlook = Outlook.of(view)
        players = view.players
        others = [view.pile(f"hand:{(seat + step) % players}").count for step in range(1, players)]
        return cls(
            players,
            list(view.hand()),
            list(view.pile("table").known()),
            sorted(outlook.unseen, key=lambda card: card.sort_key),
            others,
            view.pile("stock").count,
        )

    def points(self, card: Card) -> int:
        return card_points(card, self.players)

    def best_fit(self, card: Card, table: Sequence[Card]) -> Card | None:
        """The table card worth the most that ``card`` makes ten with."""
        fits = fitting(card, table)
        return max(fits, key=self.points) if fits else None

    # -- one round ---------------------------------------------------------------
    def value(self, move: Move, turned: Card | None) -> float:
        """The seat's points minus the others' average over the round after
        ``move`` (``turned``: the turned card waiting for its choice)."""
        hand = list(self.hand)
        table = list(self.table)
        if turned is not None:  # the turned card takes ``move.card``; no further turn
            table.remove(move.card)
            gain = self.points(turned) + self.points(move.card)
            return gain + self.after_turn(hand, table, list(self.unseen), self.stock)
        if move.kind == PAIR:
            card, other = move.cards
            hand.remove(card)
            table.remove(other)
            gain = self.points(card) + self.points(other)
        else:
            assert move.kind == LAY
            hand.remove(move.card)
            table.append(move.card)
            gain = 0
        return gain + self.turn(hand, table)

    def turn(self, hand: list[Card], table: list[Card]) -> float:
        """The card turned after the seat's move, each unseen card in turn."""
        if self.stock == 0:
            return self.after_turn(hand, table, list(self.unseen), 0)
        total = 0.0
        outcomes: dict[tuple[int, int], float] = {}
        for card in self.unseen:
            key = (int(card.rank), self.points(card))  # cards alike give alike rounds
            if key not in outcomes:
                pool = [other for other in self.unseen if other is not card]
                fit = self.best_fit(card, table)
                if fit is not None:
                    rest = [other for other in table if other is not fit]
                    outcome = self.points(card) + self.points(fit) + self.after_turn(hand, rest, pool, self.stock - 1)
                else:
                    outcome = self.after_turn(hand, [*table, card], pool, self.stock - 1)
                outcomes[key] = outcome
            total += outcomes[key]
        return total / len(self.unseen)

    def after_turn(self, hand: list[Card], table: list[Card], pool: list[Card], stock: int) -> float:
        """The others' turns (their expected pairs and turned cards, as the
        seat's loss shared among them) and the seat's next pair, plus what
        its hand may take later."""
        size = len(pool)
        lost = 0.0
        arrivals = 0.0
        survive = {id(card): 1.0 for card in table}
        partners_out = {rank: sum(1 for other in pool if int(other.rank) == rank) for rank in range(1, 14)}
        left = stock
        for position, held in enumerate(self.others):
            if held == 0:
                continue
            lost += self.best_pair(table, pool, held)
            turns = left > 0 and size > 0
            if turns:
                lost += self.turn_gain(table, pool)
                arrivals += self.arrivals(hand, table, pool, self.others[position + 1 :])
                left -= 1
            for card in table:
                partners = partners_out[partner_rank(int(card.rank))]
                chance = none_held(size, held, partners)
                if turns:
                    chance *= 1.0 - partners / size
                survive[id(card)] *= chance
        mine = 0.0
        for card in table:
            mine_fits = fitting(card, hand)
            if mine_fits:
                mine += survive[id(card)] * (self.points(card) + max(self.points(other) for other in mine_fits))
        keep = sum(self.keep(card, pool) for card in hand)
        return mine + arrivals + KEEP_WEIGHT[self.players] * keep - lost / max(1, self.players - 1)

    def arrivals(
        self, hand: Sequence[Card], table: Sequence[Card], pool: Sequence[Card], later: Sequence[int]
    ) -> float:
        """What the seat expects to take next turn from a card another player
        turns that stays on the table (it makes ten with no table card) and
        that the seat's hand makes ten with, if no later player takes it."""
        size = len(pool)
        total = 0.0
        for card in pool:
            mine = fitting(card, hand)
            if not mine or fitting(card, table):
                continue
            partners = sum(1 for other in pool if other.rank == partner_rank(int(card.rank)))
            chance = 1.0
            for held in later:
                chance *= none_held(size, held, partners)
            total += chance * (self.points(card) + max(self.points(other) for other in mine))
        return total / size

    def best_pair(self, table: Sequence[Card], pool: Sequence[Card], held: int) -> float:
        """The expected points of the best pair a hand of ``held`` cards out
        of ``pool`` makes with ``table``: the chance that its best is worth
        at least v, level by level from the top."""
        takes: list[tuple[int, int]] = []
        for index, card in enumerate(pool):
            fit = self.best_fit(card, table)
            if fit is not None:
                takes.append((self.points(card) + self.points(fit), index))
        if not takes:
            return 0.0
        takes.sort(reverse=True)
        size = len(pool)
        expected = 0.0
        reached = 0.0  # the chance the best is worth at least the level above
        count = 0
        for position, (worth, _index) in enumerate(takes):
            count += 1
            if position + 1 < len(takes) and takes[position + 1][0] == worth:
                continue
            at_least = 1.0 - none_held(size, held, count)
            expected += worth * (at_least - reached)
            reached = at_least
        return expected

    def turn_gain(self, table: Sequence[Card], pool: Sequence[Card]) -> float:
        """The expected pair a card turned from ``pool`` makes with ``table``."""
        if not pool:
            return 0.0
        total = 0
        for card in pool:
            fit = self.best_fit(card, table)
            if fit is not None:
                total += self.points(card) + self.points(fit)
        return total / len(pool)

    def keep(self, card: Card, pool: Iterable[Card]) -> float:
        """What ``card`` may take later: its best unseen partner and itself."""
        wanted = partner_rank(int(card.rank))
        found = [self.points(other) for other in pool if other.rank == wanted]
        if not found:
            return 0.0
        return max(found) + self.points(card)


def hands(view: View) -> list[PileView]:
    """Every seat's hand pile."""
    return [view.pile(f"hand:{seat}") for seat in range(view.players)]


def relative_points(state: GameState) -> list[float]:
    """Each seat's red points minus the others' average: what the deal's
    result rewards (against the tie score or in plain differences alike)."""
    assert isinstance(state, ChineseTenState)
    players = state.players
    scores = [points(stack, players) for stack in state.taken]
    total = sum(scores)
    return [score - (total - score) / (players - 1) for score in scores]


class ChineseTenHard(ViewAgent):
    """Hard and Expert: each move followed round the table (see the module)."""

    name = "chinese_ten_hard"

    def __init__(self) -> None:
        self.normal = ChineseTenAgent()

    def values(self, view: View, legal: Sequence[Move]) -> dict[Move, float]:
        """Each legal move's value to the seat (see ``Round.value``)."""
        known = Round.of(view)
        turned = view.pile("turned").known()
        waiting = turned[0] if turned else None
        return {move: known.value(move, waiting) for move in legal}

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) > 1 and ENDGAME_CARDS and sum(pile.count for pile in hands(info.view)) <= ENDGAME_CARDS:
            return self.endgame(info, rng)
        return self.decide(info.view, legal, rng)

    def endgame(self, info: InfoSet, rng: random.Random) -> Move:
        """The last turns, searched whole in imagined deals (every seat
        playing its best with every card in view: max^n of ai.endgame), the
        moves compared on the same deals; ties go to the round's value."""
        seat = info.seat
        totals = dict.fromkeys(info.legal, 0.0)
        for _world in range(ENDGAME_WORLDS):
            world = info.determinize(rng)
            for move in info.legal:
                child = world.clone()
                child.apply_legal(move)
                totals[move] += value_of(child, relative_points)[seat]
        values = self.values(info.view, info.legal)
        return max(info.legal, key=lambda move: (round(totals[move], 6), values[move]))

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]
        values = self.values(view, legal)
        return max(legal, key=values.__getitem__)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        """Normal's words when Normal plays the same; else why the round to
        come makes this move better."""
        if self.normal.choose(info, random.Random(0)) == move:
            return self.normal.explain(info, move)
        return Reason.of(
            "ct_why_round", "Followed round the table, this move leaves you the most points against the others."
        )
