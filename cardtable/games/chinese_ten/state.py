"""Chinese Ten: the state machine of a deal.

The rule text is "Chinese Ten" (Jennifer Bullock) in ``shared/seeds/001_...``
with the Chinese Ten lines of ``shared/rules/NOTES.md``. Where the text is
silent we took a decision, marked "Decision:" here and in ``rules.md``.

A turn: the player pairs a hand card with a table card that makes ten with
it and takes both, or, only when no hand card makes ten with any table card,
lays a hand card on the table. Then the top stock card is turned: when it
makes ten with one table card the player takes both at once; with several,
the player chooses which (``take``, the turned card waiting in ``turned``);
with none it stays on the table. Twenty-four cards are dealt and twenty-four
are in the stock whatever the number of players, one of each a turn, so the
hands and the stock run out together and the deal ends there.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card, card_order
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from . import table_view
from .explain import why_illegal
from .moves import LAY, PAIR, lay, pair, take
from .pairs import fitting, pairs


class ChineseTenState(GameState):
    """A deal of Chinese Ten. ``table`` holds the face-up cards in the order
    they came; ``stock`` is turned from its end; ``turned`` is the turned card
    while its taker chooses what it takes; ``taken[s]`` seat s's stack."""

    game_id = "chinese_ten"

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
        hands: list[list[Card]],
        table: list[Card],
        stock: list[Card],
        to_move: int,
    ):
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.hands = hands
        self.table = table
        self.stock = stock
        self.turned: Card | None = None
        self.taken: list[list[Card]] = [[] for _ in range(players)]
        self.last_taker: int | None = None
        #: Cards left on the table at the end, given to the last taker.
        self.swept: tuple[Card, ...] = ()
        self.to_move: int | None = to_move
        self._legal: tuple[Move, ...] | None = None

    # -- legal moves ----------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        if self.turned is not None:
            return tuple(take(card) for card in fitting(self.turned, self.table))
        hand = sorted(self.hands[seat], key=card_order)
        made = pairs(hand, self.table)
        if made:
            # "If a player cannot make a matching pair on his move: the player
            # is to play one of his cards onto the table": one who can, pairs.
            return tuple(pair(card, other) for card, other in made)
        return tuple(lay(card) for card in hand)

    def can_pair(self) -> bool:
        """Whether the player to move can make a pair from the hand."""
        seat = self.to_move
        return seat is not None and self.turned is None and bool(pairs(self.hands[seat], self.table))

    def why_illegal(self, move: Move) -> Reason:
        return why_illegal(self, move)

    # -- making moves -----------------------------------------------------------
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        if self.turned is not None:
            self._take(seat, self.turned, move.card)
            self.turned = None
            self._next(seat)
            return
        if move.kind == PAIR:
            card, other = move.cards
            self.hands[seat].remove(card)
            self.table.remove(other)
            self._take(seat, card, other)
        else:
            assert move.kind == LAY
            self.hands[seat].remove(move.card)
            self.table.append(move.card)
        self._turn(seat)

    def _take(self, seat: int, card: Card, other: Card) -> None:
        """The pair goes to the player's stack, "face down, for later evaluation"."""
        if other in self.table:
            self.table.remove(other)
        self.taken[seat].extend((card, other))
        self.last_taker = seat

    def _turn(self, seat: int) -> None:
        """ "He also flips over the top card from the deck and places it face up
        on the table. If the flipped card makes an 'adds up to ten' pair on the
        table, then he takes the new pair as well." Several fitting table cards:
        the player chooses (NOTES)."""
        if not self.stock:
            self._next(seat)
            return
        card = self.stock.pop()
        fits = fitting(card, self.table)
        if len(fits) > 1:
            self.turned = card
            return
        if fits:
            self._take(seat, card, fits[0])
        else:
            self.table.append(card)
        self._next(seat)

    def _next(self, seat: int) -> None:
        """The turn passes to the left; the deal ends when the hands are empty.
        Decision: cards still on the table then go to the last player who took
        a pair (only a layout dealt with three or four fives, tens, jacks,
        queens or kings can leave any: see ``rules.md``)."""
        following = (seat + 1) % self.players
        if self.hands[following]:
            self.to_move = following
            return
        self.to_move = None
        if self.table and self.last_taker is not None:
            self.swept = tuple(self.table)
            self.taken[self.last_taker].extend(self.table)
            self.table = []

    # -- copies and knowledge ------------------------------------------------------
    def clone(self) -> ChineseTenState:
        copy = object.__new__(ChineseTenState)
        copy.__dict__.update(self.__dict__)
        copy.history = self.history[:]
        copy.movers = self.movers[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.table = self.table[:]
        copy.stock = self.stock[:]
        copy.taken = [stack[:] for stack in self.taken]
        return copy

    def determinize(self, seat: int, rng: random.Random) -> ChineseTenState:
        """The other hands and the stock redealt among themselves: everything
        else (the table, the stacks taken, the turned card) was seen by all.
        The unseen cards are sorted first, so only the rng decides."""
        copy = self.clone()
        others = [other for other in range(self.players) if other != seat]
        unseen = sorted([card for other in others for card in self.hands[other]] + self.stock, key=card_order)
        rng.shuffle(unseen)
        for other in others:
            count = len(self.hands[other])
            copy.hands[other], unseen = unseen[:count], unseen[count:]
        copy.stock = unseen
        copy._legal = None
        return copy

    def cards(self) -> list[Card]:
        out = list(self.table) + list(self.stock)
        if self.turned is not None:
            out.append(self.turned)
        for hand in self.hands:
            out.extend(hand)
        for stack in self.taken:
            out.extend(stack)
        return out

    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)
