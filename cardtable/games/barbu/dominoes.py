"""Barbu's Dominoes contract: the layout of the four suits, which cards fit
it, laying and passing, and the order in which players go out. A part of
``BarbuState`` (see rules.py), kept apart so the state class holds the
trick play."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.cards import Card, Rank, Suit, french_deck
from ...core.moves import Move
from ...core.reasons import Reason
from ...engines.tricks import BIT, TrickState
from .scoring import PLAYERS

#: Dominoes' starting ranks, 2 to ace. Parsed from text so that "rank 7"
#: (an int argument) and "rank J" (a word) read back as the same move.
DOMINO_RANKS: tuple[Rank, ...] = tuple(Rank(value) for value in range(2, 14)) + (Rank.ACE,)
RANK_MOVE: dict[Rank, Move] = {rank: Move.parse(f"rank {rank.label}") for rank in DOMINO_RANKS}
#: BY_HIGH[suit][high]: the card of ``suit`` whose rank (ace 14) is ``high``.
BY_HIGH: dict[Suit, dict[int, Card]] = {
    suit: {card.high: card for card in french_deck() if card.suit is suit} for suit in Suit
}


class Dominoes(TrickState):
    """The Dominoes layout and play, on top of the trick skeleton."""

    rank: Rank | None
    # Per suit None (not started) or the (low, high) ranks laid.
    layout: list[tuple[int, int] | None]
    out_order: list[int]
    domino_log: list[tuple[int, Card | None]]

    def domino_options(self, hand: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that fit the Dominoes layout."""
        start = self.rank_high()
        layout = self.layout
        out = []
        for card in hand:
            assert card.suit is not None, "Barbu is played without jokers"
            laid = layout[card.suit]
            if laid is None:
                if card.high == start:
                    out.append(card)
            elif card.high == laid[0] - 1 or card.high == laid[1] + 1:
                out.append(card)
        return out

    def rank_high(self) -> int:
        rank = self.rank
        return 0 if rank is None else rank.high

    def playable_mask(self) -> int:
        """Every card that would fit the Dominoes layout now."""
        start = self.rank_high()
        mask = 0
        for suit in Suit:
            laid = self.layout[suit]
            cards = BY_HIGH[suit]
            if laid is None:
                mask |= BIT[cards[start]]
            else:
                if laid[0] - 1 >= 2:
                    mask |= BIT[cards[laid[0] - 1]]
                if laid[1] + 1 <= 14:
                    mask |= BIT[cards[laid[1] + 1]]
        return mask

    def domino_cards(self, suit: Suit | None = None) -> list[Card]:
        """The cards laid out in Dominoes (of one suit, by rank)."""
        out: list[Card] = []
        for each in Suit if suit is None else (suit,):
            laid = self.layout[each]
            if laid is not None:
                cards = BY_HIGH[each]
                out += [cards[high] for high in range(laid[0], laid[1] + 1)]
        return out

    def _why_not_domino(self, seat: int, move: Move) -> Reason:
        if move.kind == "pass":
            return Reason.of("must_play", "You can play a card, so you must.")
        if len(move.cards) != 1:
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        if card not in self.hands[seat]:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        assert card.suit is not None, "Barbu is played without jokers"
        if self.layout[card.suit] is None:
            return Reason.of(
                "domino_start",
                "A suit is started with its {rank}.",
                rank=self.rank,
            )
        return Reason.of(
            "domino_next", "The {card} does not fit: play the next card up or down in a started suit.", card=card
        )

    def _lay(self, seat: int, card: Card) -> None:
        suit = card.suit
        assert suit is not None, "Barbu is played without jokers"
        laid = self.layout[suit]
        high = card.high
        if laid is None:
            self.layout[suit] = (high, high)
        elif high < laid[0]:
            self.layout[suit] = (high, laid[1])
        else:
            self.layout[suit] = (laid[0], high)
        hand = self.hands[seat]
        hand.remove(card)
        self.domino_log.append((seat, card))
        if not hand:
            self.out_order.append(seat)
            if len(self.out_order) == PLAYERS - 1:
                last = next(other for other in range(PLAYERS) if other not in self.out_order)
                self.out_order.append(last)
                self.to_move = None
                self.phase = "over"
                return
        self._next_domino(seat)

    def _pass_domino(self, seat: int) -> None:
        """No card of ``seat`` fits: it shows it holds none of those that would."""
        self.excluded[seat] |= self.playable_mask()
        self.domino_log.append((seat, None))
        self._next_domino(seat)

    def _next_domino(self, seat: int) -> None:
        out = self.out_order
        for step in range(1, PLAYERS + 1):
            other = (seat + step) % PLAYERS
            if other not in out:
                self.to_move = other
                return
