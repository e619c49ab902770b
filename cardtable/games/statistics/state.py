"""Statistics: the state machine of a deal.

The rule text is the whole of ``shared/seeds/000_...`` with the Statistics
lines of ``shared/rules/NOTES.md``. Where the text is loose we took a
decision, marked "Decision:" here and in ``rules.md``.

A turn is one move: a play (``play``: the cards stay on the kitty, the last
on top), a play that takes the kitty (``take``), or a card passed to the
left (``pass``). Drawing back to the hand size and turning a new kitty
follow by themselves.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from . import hidden, plays, table_view
from .explain import why_illegal

HAND_SIZE = 4


class StatisticsState(GameState):
    """A deal of Statistics. ``deck`` is drawn from its end; ``kitty`` holds
    the cards in the order laid (the top card last); ``taken[s]`` is seat
    s's collection; ``size[s]`` the hand it draws back to."""

    game_id = "statistics"

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
        hands: list[list[Card]],
        deck: list[Card],
    ):
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.hands = hands
        self.deck = deck
        # "The first card off the top of the deck is placed face up next to
        # it, to start the discard pile (or "kitty.")"
        self.kitty: list[Card] = [deck.pop()]
        self.taken: list[list[Card]] = [[] for _ in range(players)]
        self.size = [HAND_SIZE] * players
        self.last_player: int | None = None
        # Who has passed since the last valid play (and the last draw).
        self.stuck = [False] * players
        # The cards each seat passed this deal, and those it passed that it
        # still knows to be in the receiver's hand (see ``hidden``).
        self.gave: list[list[Card]] = [[] for _ in range(players)]
        self.pins: list[list[Card]] = [[] for _ in range(players)]
        self._legal: tuple[Move, ...] | None = None
        self._shared: tuple[Any, Any] | None = None
        # "Players take turns in clockwise order, starting with the player to dealer's left."
        self.to_move: int | None = (context.dealer + 1) % players

    # -- reading the position ------------------------------------------------
    @property
    def top(self) -> Card | None:
        """The kitty's top card; None when the kitty is empty (a free lead)."""
        return self.kitty[-1] if self.kitty else None

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.players

    def holders(self) -> list[int]:
        return [seat for seat in range(self.players) if self.hands[seat]]

    # -- legal moves ------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            seat = self.to_move
            self._legal = () if seat is None else tuple(plays.legal_moves(self.hands[seat], self.top))
        return self._legal

    def why_illegal(self, move: Move) -> Reason:
        return why_illegal(self, move)

    def observed(self, move: Move, seat: int) -> Move:
        """A passed card is seen by the passer and the receiver only."""
        mover = self.to_move
        if move.kind == "pass" and mover is not None and seat not in (mover, self.left_of(mover)):
            return Move("pass")
        return move

    # -- making moves --------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        self._shared = None
        if move.kind == "pass":
            self._pass(seat, move.card)
        else:
            self._play(seat, move)
        self._draw(seat)
        if move.kind == "take" and not self.kitty and self.deck:
            # "If the kitty has been picked up, after the player has drawn from
            # the deck, the top card of the deck is turned up to begin a new kitty."
            self.kitty.append(self.deck.pop())
        self._next_turn(seat)

    def _pass(self, seat: int, card: Card) -> None:
        """ "If a player is unable to make a play, he must instead pass one card
        of his choice to the player on his left." Decision: the card goes to
        the next seat even if its hand is empty (it then plays again)."""
        self.hands[seat].remove(card)
        self.hands[self.left_of(seat)].append(card)
        self.gave[seat].append(card)
        # What the seat on the right knew of this hand is lost: the card
        # passed may be one it gave.
        self.pins[(seat - 1) % self.players] = []
        self.pins[seat].append(card)
        self.stuck[seat] = True

    def _play(self, seat: int, move: Move) -> None:
        """Lay the cards (the last on top); a take gathers the kitty with them."""
        hand = self.hands[seat]
        for card in move.cards:
            hand.remove(card)
        for pinned in self.pins:
            if pinned:
                pinned[:] = [card for card in pinned if card not in move.cards]
        self.kitty.extend(move.cards)
        self.last_player = seat
        self.stuck = [False] * self.players
        if move.kind != "take":
            return
        self.taken[seat].extend(self.kitty)
        self.kitty = []
        if plays.is_eight_take(move):
            # "If you play three Eights in this way, your hand is replenished
            # to two cards only": a card fewer for each eight beyond the first,
            # for the rest of the deal, never below one.
            self.size[seat] = max(1, self.size[seat] - (len(move.cards) - 1))

    def _draw(self, seat: int) -> None:
        """ "if the player has fewer than four cards in hand, he must draw cards
        from the top of the deck until he has four cards again" (fewer after
        eights); "When the deck runs out, players continue the game without drawing"."""
        hand = self.hands[seat]
        drew = False
        while len(hand) < self.size[seat] and self.deck:
            hand.append(self.deck.pop())
            drew = True
        if drew:
            self.stuck = [False] * self.players

    def _next_turn(self, seat: int) -> None:
        """The next player to the left who holds cards; or the end of the deal."""
        holders = self.holders()
        if holders and self.kitty and all(self.stuck[s] for s in holders):
            if not self.deck:
                self._finish()
                return
            # Decision: everyone passed in a row and nobody drew (each holds
            # four or more), so nothing would change: the top card of the deck
            # is turned onto the kitty as its new top card, and play goes on.
            self.kitty.append(self.deck.pop())
            self.stuck = [False] * self.players
        if not holders:
            self._finish()
            return
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if self.hands[candidate]:
                self.to_move = candidate
                return

    def _finish(self) -> None:
        """ "When all cards have been played, or no player can make a play, the
        last player to make a valid play picks up the last kitty. Any cards
        left in players' hands go in their own collections." Decision: if
        nobody has made a valid play all deal, the dealer takes it."""
        last = self.last_player if self.last_player is not None else self.context.dealer % self.players
        self.taken[last].extend(self.kitty)
        self.kitty = []
        for seat, hand in enumerate(self.hands):
            self.taken[seat].extend(hand)
            self.hands[seat] = []
        self.to_move = None

    # -- copies ----------------------------------------------------------------------
    def clone(self) -> StatisticsState:
        copy = object.__new__(StatisticsState)
        copy.__dict__.update(self.__dict__)
        copy.history = self.history[:]
        copy.movers = self.movers[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.deck = self.deck[:]
        copy.kitty = self.kitty[:]
        copy.taken = [cards[:] for cards in self.taken]
        copy.size = self.size[:]
        copy.stuck = self.stuck[:]
        copy.gave = [cards[:] for cards in self.gave]
        copy.pins = [cards[:] for cards in self.pins]
        return copy

    def determinize(self, seat: int, rng: random.Random) -> StatisticsState:
        """Redeal what ``seat`` cannot see, keeping what it knows (``hidden``)."""
        return hidden.determinize(self, seat, rng)

    def cards(self) -> list[Card]:
        out = self.deck + self.kitty
        for hand in self.hands:
            out.extend(hand)
        for cards in self.taken:
            out.extend(cards)
        return out

    # -- what a seat sees (table_view.py) ---------------------------------------------
    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)
