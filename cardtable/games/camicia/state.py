"""Camicia: the state machine of one game (a hand is a whole game).

The only decision is to turn the top card of one's packet (``Move("turn")``);
everything that follows from the card (an attack, its answer, the pile
taken, a player out of cards, an endless deal stopped) is the ``Table``'s
(``turning.py``), which the length benchmark plays too.

What a seat sees: both packets face down (their sizes in view), the pile
face up, the attack in force and the cards turned so far. Nobody sees a
packet's cards, one's own included, so every card in the packets is
imagined anew by ``determinize``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import Card, card_order
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from . import table_view
from .turning import REPEATED, Table

TURN = Move("turn")
_LEGAL = (TURN,)


class CamiciaState(GameState):
    """A game of Camicia: the ``Table`` and the moves made on it."""

    game_id = "camicia"

    def __init__(
        self,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
        table: Table,
    ) -> None:
        self.players = 2
        self.options = options
        self.seed = seed
        self.context = context
        self.table = table
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.to_move = table.to_move

    # -- moves -----------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        return _LEGAL if self.to_move is not None else ()

    def why_illegal(self, move: Move) -> Reason:
        return Reason.of("camicia_turn_only", "In Camicia the only move is to turn the top card of your packet.")

    def _apply(self, move: Move) -> None:
        self.table.turn()
        self.to_move = self.table.to_move

    # -- copies and knowledge --------------------------------------------------
    def clone(self) -> CamiciaState:
        copy = object.__new__(CamiciaState)
        copy.__dict__.update(self.__dict__)
        copy.table = self.table.copy()
        copy.history = list(self.history)
        copy.movers = list(self.movers)
        return copy

    def view(self, seat: int | None) -> View:
        return table_view.make_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> CamiciaState:
        """Every card in the packets redealt at random, each packet keeping
        its size: no one sees a packet's cards, not even their owner's. The
        positions remembered for endless deals are forgotten (they name the
        real cards): an imagined game ends at the backstop if it goes round."""
        copy = self.clone()
        table = copy.table
        unseen = sorted((card for packet in table.packets for card in packet), key=card_order)
        rng.shuffle(unseen)
        size = len(table.packets[0])
        table.packets[0].clear()
        table.packets[0].extend(unseen[:size])
        table.packets[1].clear()
        table.packets[1].extend(unseen[size:])
        table.seen = set()
        return copy

    def cards(self) -> Iterable[Card]:
        table = self.table
        return [*table.packets[0], *table.packets[1], *table.pile]

    # -- the outcome -----------------------------------------------------------
    @property
    def winner(self) -> int | None:
        return self.table.winner

    @property
    def endless(self) -> bool:
        return self.table.endless is not None

    def outcome(self) -> Reason | None:
        """How the game ended, in a sentence (None while it goes on)."""
        table = self.table
        if table.loser is not None:
            return Reason.of(
                "camicia_won",
                "{seat} won: {other} ran out of cards.",
                you="You won: {other} ran out of cards.",
                you_other="{seat} won: you ran out of cards.",
                seat=1 - table.loser,
                other=table.loser,
            )
        if table.endless == REPEATED:
            return Reason.of("camicia_endless", "The same packets came back: this deal would never end.")
        if table.endless is not None:
            return Reason.plural(
                "camicia_too_long",
                "{n} card turned without a winner: the deal is stopped as endless.",
                "{n} cards turned without a winner: the deal is stopped as endless.",
                n=table.turned,
            )
        return None
