"""Chinese Ten's Normal player, deciding from the view alone.

It counts what is still out: every card it has not seen (not in its hand,
on the table, turned, or in a stack taken) is in another hand or the stock.
Then:

* pairing, it takes the pair worth the most points (a red ace with a nine:
  30), and among pairs worth the same keeps the hand cards that may still
  take valuable cards (a 9 while a red ace is unseen);
* laying, it lays the card that gives the others the least: one whose
  partners have all been seen cannot be taken, a black card gives only its
  partner's points; and it keeps the cards that make ten with high red cards
  still out;
* when the turned card pairs with several table cards, it takes the one
  worth the most, leaving the least dangerous on the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...core.cards import Card, french_deck
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .moves import LAY, PAIR
from .pairs import partner_rank
from .scoring import card_points

DECK = tuple(french_deck())


@dataclass(frozen=True)
class Outlook:
    """What the seat knows of the cards: those it has not seen (in other
    hands or the stock), how many it has not seen, and the players."""

    unseen: frozenset[Card]
    players: int
    others_in_hand: int

    @classmethod
    def of(cls, view: View) -> Outlook:
        seen: set[Card] = set(view.hand())
        seen.update(view.pile("table").known())
        seen.update(view.pile("turned").known())
        for stack in view.get("taken_cards"):
            seen.update(Card.parse(text) for text in stack)
        others = sum(view.pile(f"hand:{s}").count for s in range(view.players) if s != view.seat)
        return cls(frozenset(card for card in DECK if card not in seen), view.players, others)

    def points(self, card: Card) -> int:
        return card_points(card, self.players)

    def partners(self, card: Card) -> list[Card]:
        """The unseen cards that make ten with ``card``."""
        wanted = partner_rank(int(card.rank))
        return [other for other in self.unseen if other.rank == wanted and other is not card]

    def keep_value(self, card: Card) -> float:
        """What holding ``card`` may yet take: the best unseen partner's points
        with its own (a 9 is worth keeping while a red ace is out)."""
        partners = self.partners(card)
        if not partners:
            return 0.0
        return max(self.points(other) for other in partners) + self.points(card)

    def danger(self, card: Card) -> float:
        """What ``card`` on the table may give another player: its points and
        an unseen partner's, times the chance that a partner turns up in
        another's hand or a turn of the stock before it comes back round."""
        partners = self.partners(card)
        if not partners:
            return 0.0
        share = min(1.0, (self.others_in_hand / max(1, self.players - 1) + 1) / max(1, len(self.unseen)))
        chance = 1.0 - (1.0 - share) ** len(partners)
        average = sum(self.points(other) for other in partners) / len(partners)
        return chance * (self.points(card) + average)


def pair_score(outlook: Outlook, move: Move) -> tuple[float, float]:
    """A pair's points, then what the hand card might still take if kept
    (less is better to give up) and what the table card left would risk."""
    card, other = move.cards
    return (outlook.points(card) + outlook.points(other), outlook.danger(other) - outlook.keep_value(card))


def lay_cost(outlook: Outlook, card: Card) -> float:
    """What laying ``card`` may cost: the danger it runs on the table, and
    what it might have taken had it been kept."""
    return outlook.danger(card) + 0.5 * outlook.keep_value(card)


class ChineseTenAgent(ViewAgent):
    """Normal: counts the cards still out (see the module)."""

    name = "chinese_ten"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        outlook = Outlook.of(view)
        kind = legal[0].kind
        if kind == PAIR:
            return max(legal, key=lambda move: pair_score(outlook, move))
        if kind == LAY:
            return min(legal, key=lambda move: (lay_cost(outlook, move.card), move.card.sort_key))
        # The turned card's choice: the table card worth the most, then the
        # one whose partners are still out (the other stays safer).
        return max(legal, key=lambda move: (outlook.points(move.card), outlook.danger(move.card)))

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        outlook = Outlook.of(info.view)
        if move.kind == PAIR:
            worth = outlook.points(move.cards[0]) + outlook.points(move.cards[1])
            return Reason.plural(
                "ct_why_pair", "This pair is worth {n} point.", "This pair is worth {n} points.", n=worth
            )
        if move.kind == LAY:
            if not outlook.partners(move.card):
                return Reason.of("ct_why_safe", "Nothing left unseen makes ten with this card: nobody can take it.")
            return Reason.of("ct_why_lay", "This card gives the others the least to take.")
        return Reason.plural(
            "ct_why_take",
            "The turned card takes the table card worth the most: {n} point.",
            "The turned card takes the table card worth the most: {n} points.",
            n=outlook.points(move.card),
        )


def playout_move(state: GameState, rng: random.Random) -> Move:
    """The search's playouts: the pair (or the turned card's take) worth the
    most points, else a card worth the least laid; cheap, and far nearer to
    real play than a random move."""
    legal = state.legal_moves()
    players = state.players
    if legal[0].kind == LAY:
        low = min(card_points(move.card, players) for move in legal)
        return rng.choice([move for move in legal if card_points(move.card, players) == low])
    best = max(sum(card_points(card, players) for card in move.cards) for move in legal)
    return rng.choice([move for move in legal if sum(card_points(card, players) for card in move.cards) == best])
