# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Undo and hints for the human's seat. Undo replays the hand from its seed
up to the human's previous decision, which is exact because deals are
reproducible and moves are values; a hint asks the Hard player (searching in
the worker processes, as the computers do) what it would do in the human's seat.

A mixin of ``TableController``, kept apart from the match's flow."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Slot

from ..core.game import GameState
from ..core.infoset import information
from ..core.moves import Move
from ..core.reasons import Reason
from ..core.seeds import decision_seed
from .controller_think import Think
from .i18n import tr

if TYPE_CHECKING:
    from .controller import TableController


class UndoAndHint:
    """Undo and the hint (a mixin: ``self`` is the ``TableController``)."""

    # Set by TableController.__init__; declared here, where they are changed.
    ahead_moves: list[Move]
    last_move: Move | None
    last_mover: int | None

    def can_undo(self: TableController) -> bool:
        state = self.state
        if state is not None and self.ahead_moves:
            return True
        return (
            state is not None and not state.is_over and self.human is not None and self._human_decision_points() != []
        )

    def _human_decision_points(self: TableController) -> list[int]:
        """Indexes in the history where the human was to move."""
        state = self.state
        assert state is not None
        replay = self._fresh_hand()
        points = []
        for index, move in enumerate(state.history):
            if replay.to_move == self.human:
                points.append(index)
            replay.apply(move)
        return points

    def _fresh_hand(self: TableController) -> GameState:
        state = self.state
        assert state is not None
        return self.game.new_hand(state.players, state.options, state.seed, state.context)

    def undo(self: TableController) -> bool:
        """Take back the human's last decision (and the computers' moves after it)."""
        if not self.can_undo():
            return False
        if self.ahead_moves:  # the last decision is the one made ahead of the turn
            self.ahead_moves = []
            self.last_move = self.last_mover = None
            self.changed.emit()
            return True
        self.cancel_thinking()
        state = self.state
        assert state is not None
        points = self._human_decision_points()
        # If it is the human's turn now, undo the previous decision; otherwise
        # (a computer is thinking) go back to the human's last decision.
        target = points[-1]
        fresh = self._fresh_hand()
        for move in state.history[:target]:
            fresh.apply(move)
        self.match.state = fresh
        self._after_change(None)
        return True

    def request_hint(self: TableController) -> bool:
        """Ask the Hard player what it would do in the human's seat; the
        answer comes through ``hint_ready`` (the search runs on the worker)."""
        if not self.is_humans_turn() or self.human is None:
            return False
        state = self.deciding_state()
        assert state is not None
        generation = self.generation
        self._hint_generation = generation
        agent = self._thinker(self.hint_level)
        self.pool.start(
            Think(
                agent,
                information(state, self.human),
                decision_seed(self.match.seed, self.match.hand_number, len(state.history), "hint"),
                generation,
                self._signals.hinted,
                lambda: self.generation != generation,
                explain=True,
            )
        )
        return True

    @Slot(int, object)
    def _hint_answered(self: TableController, generation: int, answer: object) -> None:
        if generation != self.generation or generation != self._hint_generation:
            return  # the position changed meanwhile
        if isinstance(answer, Exception):
            self.failed.emit(tr("The hint player failed: {error}", error=answer))
            return
        move, reason = cast(tuple[Move, Reason | str], answer)  # what _Think sends with explain=True
        self.hint_ready.emit(move, reason)
