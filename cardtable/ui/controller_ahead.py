# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Deciding ahead of one's turn: a decision the game lets the human make
before the computers seated before it have made theirs (``GameState.ahead``:
Hearts' three cards to pass) is made at once on that copy; the moves wait in
``ahead_moves`` and are played on the real hand when the human's turn comes,
so no computer sees them any sooner than if the human had waited.

A mixin of ``TableController``, kept apart from the match's flow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import GameState
from ..core.moves import Move
from ..core.reasons import IllegalMove

if TYPE_CHECKING:
    from .controller import TableController


class ChoosingAhead:
    """The human's decisions ahead of its turn (a mixin: ``self`` is the
    ``TableController``)."""

    # Set by TableController.__init__; declared here, where they are used.
    ahead_moves: list[Move]
    _ahead_cache: tuple[tuple[int, ...], GameState | None] | None
    last_move: Move | None
    last_mover: int | None

    def ahead_state(self: TableController) -> GameState | None:
        """The copy on which the human decides ahead of its turn, with the
        moves it has already chosen there; None when it cannot (or it is its
        turn on the real hand)."""
        state = self.state
        human = self.human
        if state is None or human is None or state.is_over or state.to_move == human:
            return None
        key = (id(state), self.match.hand_number, len(state.history), len(self.ahead_moves))
        if self._ahead_cache is not None and self._ahead_cache[0] == key:
            return self._ahead_cache[1]
        ahead = state.ahead(human)
        if ahead is not None:
            for move in self.ahead_moves:
                ahead.apply(move)
        self._ahead_cache = (key, ahead)
        return ahead

    def deciding_state(self: TableController) -> GameState | None:
        """The state the human's decisions are made on: the copy ahead of its
        turn when there is one, else the hand itself."""
        return self.ahead_state() or self.state

    def _keep_ahead(self: TableController, move: Move) -> None:
        """A legal move made on the copy ahead of the turn: kept for the turn."""
        self.ahead_moves.append(move)
        self.last_move = move
        self.changed.emit()

    def _play_ahead(self: TableController) -> bool:
        """The human's turn has come with moves chosen ahead of it: play them
        now (they stay legal: nothing before the turn could change them)."""
        state = self.state
        if not self.ahead_moves or state is None or state.to_move != self.human:
            return False
        moves, self.ahead_moves = self.ahead_moves, []
        try:
            for move in moves:
                self.last_mover = state.to_move
                state.apply(move)
        except IllegalMove as refusal:  # a game whose ``ahead`` promised too much: said, and chosen again
            self.refused.emit(refusal.reason.text(self.names))
        self._after_change(moves[-1])
        return True
