"""Go Fish: the state machine of a hand.

The rule texts are "Go Fish" and "Authors" in ``shared/seeds/001_...`` with
the Go Fish line of ``shared/rules/NOTES.md``. Where they are silent we took
a decision, marked "Decision:" here and in ``rules.md``.

A turn is a series of asks by one player: handed cards or a fished card of
the kind asked for let the asker ask again, anything else passes the turn to
the player asked. The draw after "Go fish!" is part of the ask (it is not a
choice). Every event goes into the public log (``knowledge.Event``), from
which the table's knowledge of each hand is worked out.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card, Suit
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from . import hidden, table_view
from .explain import why_illegal
from .knowledge import FISH, GAVE, Event, Knowledge, derive
from .moves import DRAW, card_ask, rank_ask, read_ask

BOOKS = 13


class GoFishState(GameState):
    """A hand of Go Fish. ``stock`` is drawn from its end; ``books[s]`` the
    ranks of seat s's books in the order made; ``events`` the public log."""

    game_id = "go_fish"

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
        hands: list[list[Card]],
        stock: list[Card],
    ):
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.hands = hands
        self.stock = stock
        self.has_stock = bool(options["stock"])
        self.card_mode = options["ask_for"] == "card"
        self.bluff = bool(options["bluff"]) and self.card_mode
        self.play_out = bool(options["play_out"])
        self.books: list[list[int]] = [[] for _ in range(players)]
        self.events: tuple[Event, ...] = ()
        self._legal: tuple[Move, ...] | None = None
        self._knowledge: Knowledge | None = None
        # What every seat sees alike (the public facts and status lines), until the next move.
        self._shared: tuple[Any, Any] | None = None
        dealer = context.dealer % players
        # "As soon as a player collects a book of 4 cards of the same rank, this
        # must be shown": books dealt are set aside before the first ask, in
        # seat order from the dealer's left.
        for step in range(1, players + 1):
            seat = (dealer + step) % players
            for rank in sorted({int(card.rank) for card in hands[seat]}):
                self._book(seat, rank)
        # "The player to dealer's left starts."
        self.to_move: int | None = None
        self._next_turn((dealer + 1) % players)

    # -- reading the position ------------------------------------------------
    def knowledge(self) -> Knowledge:
        """The table's knowledge of every hand (``knowledge.derive``), cached."""
        if self._knowledge is None:
            self._knowledge = derive(self.events, self.players, self.card_mode, self.bluff)
        return self._knowledge

    def book_count(self) -> int:
        return sum(len(books) for books in self.books)

    def askable(self, seat: int) -> list[int]:
        """The seats ``seat`` may ask: anyone else holding cards."""
        return [other for other in range(self.players) if other != seat and self.hands[other]]

    def must_draw(self, seat: int) -> bool:
        """Decision: in the play-out game a player whose hand is empty draws
        from the stock when the turn comes, then asks."""
        return not self.hands[seat] and bool(self.stock)

    # -- legal moves ------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        if self.must_draw(seat):
            return (DRAW,)
        hand = self.hands[seat]
        ranks = sorted({int(card.rank) for card in hand})
        moves: list[Move] = []
        for target in self.askable(seat):
            for rank in ranks:
                if not self.card_mode:
                    moves.append(rank_ask(target, rank))
                    continue
                for suit in Suit:
                    card = Card(rank, suit)
                    if self.bluff or card not in hand:
                        moves.append(card_ask(card, target))
        return tuple(moves)

    def why_illegal(self, move: Move) -> Reason:
        return why_illegal(self, move)

    # -- making moves --------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        self._knowledge = None
        self._shared = None
        if move is DRAW:
            self.hands[seat].append(self.stock.pop())
            self.events = (*self.events, Event("draw", seat))
            self._next_turn(seat)
            return
        asked = read_ask(move)
        assert asked is not None
        target, rank, card = asked
        self._ask(seat, target, rank, card)

    def _ask(self, seat: int, target: int, rank: int, card: Card | None) -> None:
        """ "If the player who was asked has cards of the named rank, she must give
        all her cards of this rank to the player who asked for them. That player
        then gets another turn." Else "Go fish!": the asker draws; a card of the
        kind asked for is shown and the asker goes on, anything else passes the
        turn to the player who said "Go fish!"."""
        held = self.hands[target]
        given = [c for c in held if c is card] if card is not None else [c for c in held if c.rank == rank]
        if given:
            self.hands[target] = [c for c in held if c not in given]
            self.hands[seat].extend(given)
            self.events = (*self.events, Event("ask", seat, rank, target, card, GAVE, tuple(given)))
            self._book(seat, rank)
            self._next_turn(seat)
            return
        if not self.stock:
            # "After the stock has run out there is no 'Go Fish!'. If the person
            # you asked doesn't have the card asked for, the turn passes directly to them."
            self.events = (*self.events, Event("ask", seat, rank, target, card, FISH))
            self._next_turn(target)
            return
        drawn = self.stock.pop()
        self.hands[seat].append(drawn)
        lucky = drawn is card if card is not None else drawn.rank == rank
        event = Event("ask", seat, rank, target, card, FISH, drew=True, shown=drawn if lucky else None)
        self.events = (*self.events, event)
        self._book(seat, int(drawn.rank))
        self._next_turn(seat if lucky else target)

    def _book(self, seat: int, rank: int) -> None:
        """A book of four is shown and set aside at once."""
        hand = self.hands[seat]
        if sum(1 for card in hand if card.rank == rank) == 4:
            self.hands[seat] = [card for card in hand if card.rank != rank]
            self.books[seat].append(rank)
            self.events = (*self.events, Event("book", seat, rank))

    def hand_over(self) -> bool:
        """All thirteen books made; or, in the basic game, "until either someone
        has no cards left in their hand or the stock runs out"."""
        if self.book_count() == BOOKS:
            return True
        if self.play_out:
            return False
        return any(not hand for hand in self.hands) or (self.has_stock and not self.stock)

    def _next_turn(self, seat: int) -> None:
        """Give the turn to ``seat``, or, in the play-out game, to the first
        player from there on (to the left) who can do something: ask, or draw
        into an empty hand. Decision: a player with no cards and nothing to
        draw, or with nobody to ask, is passed over."""
        self._legal = None
        if self.hand_over():
            self.to_move = None
            return
        for step in range(self.players):
            candidate = (seat + step) % self.players
            if self.must_draw(candidate) or (self.hands[candidate] and self.askable(candidate)):
                self.to_move = candidate
                return
        raise AssertionError("cards are left but nobody can ask or draw")

    # -- copies ----------------------------------------------------------------------
    def clone(self) -> GoFishState:
        copy = object.__new__(GoFishState)
        copy.__dict__.update(self.__dict__)
        copy.history = self.history[:]
        copy.movers = self.movers[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.stock = self.stock[:]
        copy.books = [books[:] for books in self.books]
        return copy

    def determinize(self, seat: int, rng: random.Random) -> GoFishState:
        """Redeal what ``seat`` cannot see, keeping every public fact (``hidden``)."""
        return hidden.determinize(self, seat, rng)

    def cards(self) -> list[Card]:
        out = list(self.stock)
        for hand in self.hands:
            out.extend(hand)
        for books in self.books:
            out.extend(table_view.book_cards(books))
        return out

    # -- what a seat sees (table_view.py) ---------------------------------------------
    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)
