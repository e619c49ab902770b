"""What one seat may know when it decides: the only thing a computer player gets.

An agent is given an ``InfoSet``, never the ``GameState``: the seat's view, its
legal moves, the hand's history as the seat saw it, the game and its options,
and ``determinize(rng)``, which imagines full deals consistent with all that.
The real state is not kept: the info set is built from one imagined deal (the
"basis"), made once from the real state with the seat's knowledge only, whose
seed is not the real one and whose history holds the others' hidden moves
only as the seat saw them (``GameState.observed_history``). Every world the
search imagines is drawn from that basis, so no agent can reach a hidden card
through what it is given, whatever it does with it: honest by construction,
and tested so for every game (tests/games/test_contract.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .moves import Move

if TYPE_CHECKING:
    from .game import Game, GameState, HandContext, View

#: The seed of every imagined world: not the hand's (which would deal the real
#: cards again). Worlds differ by what ``determinize`` draws from its rng.
IMAGINED_SEED = "imagined"
#: The basis is drawn with a fixed rng: determinize depends on the view and
#: the rng only, so the basis is a function of what the seat knows.
_BASIS_RNG_SEED = 0


class InfoSet:
    """One seat's information set at its decision.

    ``view`` and ``legal`` are what the table shows that seat; ``history``
    the moves as it saw them; ``determinize(rng)`` a fresh full state in
    which that view holds and every card the seat cannot see is imagined."""

    __slots__ = ("seat", "game_id", "players", "options", "context", "view", "legal", "history", "_basis")

    seat: int
    game_id: str
    players: int
    options: Mapping[str, Any]
    context: HandContext
    view: View
    legal: tuple[Move, ...]
    history: tuple[Move, ...]

    def __init__(self, state: GameState, seat: int):
        basis = state.determinize(seat, random.Random(_BASIS_RNG_SEED))
        history = basis.observed_history(seat)
        basis.seed = IMAGINED_SEED
        basis.history = history
        # A copy: the real state's dict (shared with clones) would let an
        # agent write into the real hand's options.
        options = dict(state.options)
        basis.options = options
        self.seat = seat
        self.game_id = state.game_id
        self.players = state.players
        self.options = options
        self.context = state.context
        self.view = state.view(seat)
        self.legal = tuple(state.legal_moves()) if state.to_move == seat else ()
        self.history = tuple(history)
        self._basis = basis

    @property
    def game(self) -> Game:
        """The game's plugin object (rules, options, hooks: no hand in it)."""
        from .registry import get_game

        return get_game(self.game_id)

    @property
    def to_move(self) -> int | None:
        return self.view.to_move

    def determinize(self, rng: random.Random) -> GameState:
        """A full state consistent with everything this seat knows, the unseen
        cards imagined with ``rng``; the search's only way to a full state."""
        return self._basis.determinize(self.seat, rng)

    def observed(self, move: Move, mover: int) -> Move:
        """What this seat sees of ``move`` when ``mover`` makes it now."""
        if mover == self.seat:
            return move
        return self._basis.observed_of(move, mover, self.seat)


def information(state: GameState, seat: int | None = None) -> InfoSet:
    """The information set of ``seat`` (the seat to move by default) in ``state``."""
    if seat is None:
        if state.to_move is None:
            raise ValueError("the hand is over: nobody is to decide")
        seat = state.to_move
    return InfoSet(state, seat)
