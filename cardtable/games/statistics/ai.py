"""The rule-of-thumb Statistics player (Normal; Easy is it with slips).

It decides from its own view only: its hand, the kitty, every collection
(public: everyone saw each kitty taken) and the cards it has not seen. Each
legal move gets a value in points, for the player:

* a take is worth what the kitty adds to its collection (the sets it
  completes counted), less what the cards spent could still have done: an
  ace or a two kept takes a later, richer kitty; eights taking shrink the
  hand for the rest of the deal, so they take only a big kitty;
* leaving the kitty costs what the next player would gain by taking it,
  times the chance that they hold something that takes (an ace, a two, a
  jack of the sister suit), estimated from the unseen cards; and cards
  worth something to collect (an ace, the ten of diamonds) are kept back;
* a pass gives away the card it needs least (never an ace or the ten of
  diamonds while another will do; the queen of spades gladly).

In Reverse every point counts against it: it takes a small kitty early
rather than be forced to take a big one late (the text's advice), sheds its
aces, and feeds the queen of spades to itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ...core.cards import Card, Rank, french_deck
from ...core.game import View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .plays import SISTER, is_eight_take
from .scoring import QUEEN_OF_SPADES, TEN_OF_DIAMONDS, collection_points

#: What a card kept in hand is still worth as a taker (points).
ACE_KEEP = 4.0
TWO_KEEP = 3.0
#: The cost of a card fewer in hand for the rest of the deal (an eight-take).
SHRINK_COST = 7.0
#: How much of a card's own points the player gives up by laying it on the kitty.
KEEP_SHARE = 0.6
#: Reverse: the share of a kitty left that is expected to come back to it.
RETURN_SHARE = 0.25

PACK = tuple(french_deck())


class StatisticsAgent(ViewAgent):
    """Values every legal move in points (see the module docstring)."""

    name = "statistics_heuristic"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        judge = Judge(view)
        return max(legal, key=lambda move: (judge.value(move), -legal.index(move)))

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        judge = Judge(info.view)
        if move.kind == "pass":
            return Reason.of("st_ai_pass", "You cannot play: pass the {card}, the card you need least.", card=move.card)
        if move.kind == "take":
            gain = judge.gain(move.cards)
            if judge.reverse:
                return Reason.of(
                    "st_ai_take_reverse",
                    "Take the kitty now, while it adds only {points} points.",
                    points=gain,
                )
            return Reason.of("st_ai_take", "Take the kitty: it adds {points} points to your collection.", points=gain)
        chance = round(100 * judge.taking_chance(move.cards[-1]))
        return Reason.of(
            "st_ai_leave",
            "Play the {card} on top: the next player takes the kitty only about {percent}% of the time.",
            card=move.cards[-1],
            percent=chance,
        )


def _drawn(pool: int, marked: int, drawn: int, exactly: int) -> float:
    """The chance that ``drawn`` cards taken from ``pool`` hold ``exactly`` of
    the ``marked`` ones (hypergeometric)."""
    drawn = min(drawn, pool)
    if drawn < 0 or pool <= 0:
        return 1.0 if exactly == 0 else 0.0
    return comb(marked, exactly) * comb(pool - marked, drawn - exactly) / comb(pool, drawn)


class Judge:
    """What the player knows of the position, and the value of each move."""

    def __init__(self, view: View):
        self.view = view
        seat = view.seat if view.seat is not None else 0
        self.seat = seat
        self.hand = view.hand()
        self.kitty = list(view.pile("kitty").known())
        self.reverse = bool(view.get("reverse"))
        self.sign = -1.0 if self.reverse else 1.0
        collections = view.get("taken_cards") or ()
        self.collections = [[Card.parse(text) for text in cards] for cards in collections]
        self.mine = self.collections[seat] if self.collections else []
        seen = set(self.hand) | set(self.kitty)
        for cards in self.collections:
            seen.update(cards)
        self.unseen = [card for card in PACK if card not in seen]
        self.known_left = [Card.parse(text) for text in view.get("known_held") or ()]
        self.next_seat = self._next_holder()

    def _next_holder(self) -> int | None:
        for step in range(1, self.view.players):
            other = (self.seat + step) % self.view.players
            if self.view.pile(f"hand:{other}").count:
                return other
        return None

    # -- the parts of a move's value ----------------------------------------------
    def gain(self, cards: Sequence[Card]) -> int:
        """What taking the kitty with ``cards`` adds to the player's collection."""
        return collection_points(self.mine + self.kitty + list(cards)) - collection_points(self.mine)

    def own_worth(self, card: Card) -> float:
        """What a card is worth to the player as something to collect."""
        worth = collection_points([*self.mine, card]) - collection_points(self.mine)
        return float(worth)

    def taking_chance(self, top: Card) -> float:
        """The chance that the next player can take a kitty with ``top`` on top:
        that it holds an ace, a two, a single jack of the sister suit, or two
        eights, from the unseen cards (each unseen card as likely in its hand)."""
        if self.next_seat is None:
            return 0.0
        held = self.view.pile(f"hand:{self.next_seat}").count
        assert top.suit is not None
        sister = SISTER[top.suit]
        jack_ok = top.rank == Rank.TWO or top.high <= Rank.JACK

        def takes(card: Card) -> bool:
            return card.rank in (Rank.ACE, Rank.TWO) or (jack_ok and card.rank == Rank.JACK and card.suit == sister)

        # The cards it passed that it knows the next player still holds.
        if self.next_seat == (self.seat + 1) % self.view.players and any(takes(card) for card in self.known_left):
            return 1.0
        pool = len(self.unseen)
        takers = sum(1 for card in self.unseen if takes(card))
        eights = sum(1 for card in self.unseen if card.rank == Rank.EIGHT)
        miss = _drawn(pool, takers, held, 0)
        # Without a taker, fewer than two eights: none, or exactly one.
        rest = pool - takers
        few_eights = _drawn(rest, eights, held, 0) + _drawn(rest, eights, held, 1)
        return 1.0 - miss * few_eights

    def value_to_next(self, cards: Sequence[Card]) -> float:
        """What the kitty with ``cards`` added would give the next player."""
        if self.next_seat is None or not self.collections:
            return 0.0
        theirs = self.collections[self.next_seat]
        return float(collection_points(theirs + self.kitty + list(cards)) - collection_points(theirs))

    # -- the value of each kind of move ------------------------------------------------
    def value(self, move: Move) -> float:
        if move.kind == "pass":
            return self.pass_value(move.card)
        if move.kind == "take":
            return self.take_value(move)
        return self.leave_value(move)

    def spent(self, cards: Sequence[Card]) -> float:
        """The takers spent: aces and twos that could take a later kitty."""
        return sum(ACE_KEEP if c.rank == Rank.ACE else TWO_KEEP if c.rank == Rank.TWO else 0.0 for c in cards)

    def take_value(self, move: Move) -> float:
        gain = self.gain(move.cards)
        value = self.sign * gain
        if is_eight_take(move):
            value -= SHRINK_COST * (len(move.cards) - 1)
        if not self.reverse:
            value -= self.spent(move.cards)
        else:
            # Aces gone are welcome in Reverse: they would force a take later.
            value += sum(ACE_KEEP for card in move.cards if card.rank == Rank.ACE)
            value -= sum(TWO_KEEP for card in move.cards if card.rank == Rank.TWO)
        return value

    def leave_value(self, move: Move) -> float:
        cards = move.cards
        top = cards[-1]
        risk = self.taking_chance(top) * self.value_to_next(cards)
        given = sum(self.own_worth(card) for card in cards)
        twos = sum(TWO_KEEP for card in cards if card.rank == Rank.TWO)
        if not self.reverse:
            return -risk - KEEP_SHARE * given - twos
        # Reverse: what the next player takes is good for us; what is left may
        # come back larger, and giving away points is welcome.
        grown = collection_points(self.kitty + list(cards))
        return risk * 0.5 - RETURN_SHARE * max(0.0, grown) + KEEP_SHARE * given - twos

    def pass_value(self, card: Card) -> float:
        """Higher for the card the player needs least (it goes to the left)."""
        if self.reverse:
            keep = {Rank.ACE: -8.0, Rank.TWO: 6.0}.get(card.rank, card.high / 4)
            if card is TEN_OF_DIAMONDS:
                keep = -10.0
            elif card is QUEEN_OF_SPADES:
                keep = 15.0
            return -keep
        keep = {Rank.ACE: 12.0, Rank.TWO: 6.0, Rank.EIGHT: 2.5, Rank.JACK: 2.0}.get(card.rank, card.high / 4)
        if card is TEN_OF_DIAMONDS:
            keep = 20.0
        elif card is QUEEN_OF_SPADES:
            keep = -10.0
        keep += 2.0 * sum(1 for other in self.hand if other is not card and other.rank == card.rank)
        return -keep
