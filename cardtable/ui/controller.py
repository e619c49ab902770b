"""The table's controller: one match, its seats, and whose turn it is.

It knows the game only through the plugin contract. The human's moves are
checked with ``state.explain`` (an illegal one is answered with the rule's
reason and nothing changes); computer seats decide on a worker thread from a
clone of the state, after a short visible pause, and a new game, an undo or
quitting cancels them: every request carries a generation number and answers
from an older generation are dropped.

Undo replays the hand from its seed up to the human's previous decision, which
is exact because deals are reproducible and moves are values.

A decision the game lets the human make before its turn (``GameState.ahead``:
Hearts' three cards to pass) is made on that copy at once, while the computers
before it think; the moves wait in ``ahead_moves`` and are played on the real
hand when the human's turn comes, so no computer sees them any sooner than if
the human had waited.

One human at most sits at the table (the table shows one seat's view, and
undo and hints are that seat's): a setup with more is refused, as the new-game
dialog and the saves refuse it, rather than waiting for ever for a second
human whose cards nobody is shown.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, cast

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from ..ai.agents import make_agent
from ..ai.levels import SEARCH_SECONDS, parse_level
from ..ai.workers import SearchPool, use_pool
from ..core.game import Agent, Game, GameState, HandResult, View
from ..core.infoset import information
from ..core.match import MAX_HUMAN_SEATS, Match
from ..core.messages import clause
from ..core.moves import Move
from ..core.reasons import IllegalMove, Reason, SeatNames
from ..core.seeds import decision_seed
from .controller_ahead import ChoosingAhead
from .controller_think import Think, ThinkSignals
from .controller_undo import UndoAndHint
from .i18n import tr

HUMAN_KIND = "human"
HINT_LEVEL = "hard"
COMPUTER_KIND = "computer"
#: How many seats a person may play at one table (see the module's docstring).
MAX_HUMANS = MAX_HUMAN_SEATS

#: The name the settings start with; shown in the player's language.
DEFAULT_PLAYER_NAME = "You"


def shown_player_name(name: str) -> str:
    """The player's name as the table shows it: the settings' untouched
    default ("You", or nothing) in the player's language, else as typed."""
    name = name.strip()
    return tr("You") if not name or name == DEFAULT_PLAYER_NAME else name


@dataclass
class SeatSetup:
    """Who sits in a seat: a name, human or computer, and the computer's level."""

    name: str
    kind: str = COMPUTER_KIND
    level: str = "heuristic"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN_KIND


@dataclass
class TableSetup:
    """Everything the new-game dialog decides."""

    game_id: str
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seats: list[SeatSetup] = field(default_factory=list)
    seed: str | int | None = None
    preset: str | None = None


class TableController(UndoAndHint, ChoosingAhead, QObject):
    """Drives one match for the window. Signals tell the table what changed."""

    # No None ever travels through a signal (PySide on Python 3.11 miscounts
    # references to None): receivers read view() and last_move instead.
    changed = Signal()  # the state changed: read view(), last_move, last_mover
    refused = Signal(str)  # why a human move was refused (one line)
    thinking = Signal(int)  # a computer seat started to think
    hand_over = Signal(object)  # HandResult
    match_over = Signal(list)  # winners
    failed = Signal(str)  # a computer player crashed (a bug): said, not hidden
    hint_ready = Signal(object, object)  # Move, Reason (or "" when the player gives none)

    def __init__(
        self,
        game: Game,
        setup: TableSetup,
        pool: QThreadPool | None = None,
        think_pause: float = 0.35,
        agent_factory: Callable[[str, Game], Agent] = make_agent,
        parent: QObject | None = None,
        search_pool: Callable[[], SearchPool] | None = None,
    ):
        super().__init__(parent)
        self.game = game
        self.setup = setup
        seed = setup.seed if setup.seed is not None else random.randrange(1, 10**6)
        self.match = Match(game, setup.players, setup.options, seed=seed)
        self.seats = setup.seats or [SeatSetup(tr("You"), HUMAN_KIND)] + [
            SeatSetup(tr("Computer {n}", n=n)) for n in range(1, setup.players)
        ]
        humans = [n for n, seat in enumerate(self.seats) if seat.is_human]
        if len(humans) > MAX_HUMANS:
            raise ValueError(f"one human seat at most, not {len(humans)} (seats {humans})")
        self.human: int | None = humans[0] if humans else None
        # A fresh agent for every decision: a cancelled search still running
        # on the pool never shares an agent with the next one.
        self.agent_factory = agent_factory
        self.levels: dict[int, str] = {n: seat.level for n, seat in enumerate(self.seats) if not seat.is_human}
        self.hint_level = HINT_LEVEL
        self.pool = pool or QThreadPool.globalInstance()
        # Hard and Expert search in worker processes when given (the window:
        # ai.workers.shared_pool), else on the thread pool, here (tests).
        self.search_pool = search_pool
        self.think_pause = think_pause
        self.generation = 0
        self._signals = ThinkSignals()
        self._signals.done.connect(self._computer_answered)
        self._signals.hinted.connect(self._hint_answered)
        self._hint_generation = -1
        self._pending: tuple[int, float] | None = None  # (generation, started)
        self.paused = False
        self.last_mover: int | None = None  # who made the last move (for the animation)
        self.last_move: Move | None = None
        self._hold_until = 0.0  # the table shows something (a finished trick) until then
        self._answer: tuple[int, Move] | None = None  # a computer move waiting out the pause or the hold
        self._answer_timer = QTimer(self)
        self._answer_timer.setSingleShot(True)
        self._answer_timer.timeout.connect(self._apply_answer)
        self.ahead_moves: list[Move] = []  # the human's moves made before its turn (ChoosingAhead)
        self._ahead_cache: tuple[tuple[int, ...], GameState | None] | None = None

    @property
    def names(self) -> SeatNames:
        """The seats' names, the human's known as "you" (messages address it
        in the second person)."""
        return SeatNames([seat.name for seat in self.seats], you=self.human)

    # -- the state ------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self.match.state

    @property
    def viewer(self) -> int | None:
        """Whose view the table draws: the human's, or nobody's in a demo."""
        return self.human

    def view(self) -> View | None:
        """The state as the viewer sees it (with the moves it chose ahead of
        its turn); through the match's first hand its status also says who
        won the cut for the deal."""
        state = self.deciding_state()
        if state is None:
            return None
        view = state.view(self.viewer)
        if self.match.hands or self.match.game.house_deals:
            return view  # later hands, or the house deals every hand (Blackjack)
        return replace(view, status=(self.match.first_dealer_reason(), *view.status))

    def legal_for_human(self) -> Sequence[Move]:
        state = self.deciding_state()
        if state is None or self.human is None or state.to_move != self.human:
            return ()
        return state.legal_moves()

    def is_humans_turn(self) -> bool:
        """Whether the human may decide now: its turn, or a choice ahead of it."""
        state = self.deciding_state()
        return state is not None and self.human is not None and state.to_move == self.human

    # -- flow -------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first (or next) hand and let play begin."""
        if self.match.is_over:
            return
        self._warm_search()
        self.match.deal()
        self._after_change(None)

    def _warm_search(self) -> None:
        """Start the search's worker processes with the table when a seat
        searches, so that its first decision does not wait for them."""
        if self.search_pool is None:
            return
        for level in self.levels.values():
            try:
                searches = parse_level(level).base in SEARCH_SECONDS
            except ValueError:
                continue  # said at the seat's turn
            if searches:
                self.search_pool().warm()
                return

    def next_hand(self) -> None:
        if self.state is not None and self.state.is_over and not self.match.is_over:
            self.start()

    def play(self, move: Move) -> bool:
        """The human's move: applied if legal (kept for its turn when made
        ahead of it), else refused with the rule."""
        state = self.deciding_state()
        if state is None or not self.is_humans_turn():
            self.refused.emit(tr("It is not your turn."))
            return False
        reason = state.explain(move)
        if reason is not None:
            self.refused.emit(reason.text(self.names))
            return False
        self.last_mover = state.to_move
        if state is not self.state:
            self._keep_ahead(move)
            return True
        state.apply(move)
        self._after_change(move)
        return True

    def explain(self, move: Move) -> Reason | None:
        state = self.deciding_state()
        if state is None:
            return Reason.of("no_hand", "No hand is being played.")
        if not self.is_humans_turn():
            return Reason.of("not_your_turn", "It is not your turn.")
        return state.explain(move)

    def _after_change(self, move: Move | None) -> None:
        state = self.state
        assert state is not None
        self.last_move = move
        if move is None:
            self.last_mover = None
        self.changed.emit()
        if state.is_over:
            result = self.match.finish_hand()
            self.hand_over.emit(result)
            if self.match.is_over:
                self.match_over.emit(self.match.winners())
            return
        if self._play_ahead():
            return
        self._schedule_computer()

    def _schedule_computer(self) -> None:
        state = self.state
        if state is None or state.is_over or self.paused:
            return
        seat = state.to_move
        if seat is None or seat not in self.levels or self._pending is not None:
            return
        try:
            parse_level(self.levels[seat])  # known, with a bounded search; else a reason in the player's words
            agent = self._thinker(self.levels[seat])
        except ValueError as error:  # a level this version does not play: said, never a silent wait
            problem = clause(error)  # "there is no computer level 'master' (...)", in the player's language
            self.failed.emit(
                tr(
                    "{name} cannot play: {problem}.",
                    name=self.seats[seat].name,
                    problem=problem.text() if isinstance(problem, Reason) else problem,
                )
            )
            return
        self.generation += 1
        generation = self.generation
        self._pending = (generation, time.monotonic())
        self.thinking.emit(seat)
        # The same match seed gives the same computer moves in every run (a
        # stable digest, never hash(), which Python salts per process).
        seed = decision_seed(self.match.seed, self.match.hand_number, len(state.history))
        self.pool.start(
            Think(
                agent,
                information(state, seat),
                seed,
                generation,
                self._signals.done,
                lambda: self.generation != generation,
            )
        )

    def _thinker(self, level: str) -> Agent:
        """A fresh agent for ``level``, searching in the worker processes if
        it searches and the controller has them."""
        agent = self.agent_factory(level, self.game)
        return agent if self.search_pool is None else use_pool(agent, level, self.search_pool)

    @Slot(int, object)
    def _computer_answered(self, generation: int, move: object) -> None:
        if self._pending is None or generation != self._pending[0] or generation != self.generation:
            return  # cancelled by an undo, a new game or a pause
        if isinstance(move, Exception):
            self._pending = None
            self.failed.emit(tr("A computer player failed: {error}", error=move))
            return
        self._answer = (generation, cast(Move, move))
        self._time_answer()

    def _time_answer(self) -> None:
        """Apply the waiting computer move now, or once the think pause and
        the table's hold are over (a hold until released: not yet)."""
        if self._answer is None or self._pending is None:
            return
        now = time.monotonic()
        delay = max(0.0, self.think_pause - (now - self._pending[1]), self._hold_until - now)
        if delay == float("inf"):
            self._answer_timer.stop()
        elif delay > 0:
            self._answer_timer.start(int(delay * 1000))
        else:
            self._apply_answer()

    def _apply_answer(self) -> None:
        self._answer_timer.stop()
        answer, self._answer = self._answer, None
        if answer is not None:
            self._apply_computer(*answer)

    def _apply_computer(self, generation: int, move: object) -> None:
        if self._pending is None or generation != self._pending[0] or generation != self.generation:
            return
        self._pending = None
        state = self.state
        assert state is not None and isinstance(move, Move)
        self.last_mover = state.to_move
        try:
            state.apply(move)
        except IllegalMove as refusal:  # an agent bug: say so rather than hide it
            self.failed.emit(
                tr("A computer player chose an illegal move: {reason}", reason=refusal.reason.text(self.names))
            )
            return
        self._after_change(move)

    def hold(self, seconds: float = float("inf")) -> None:
        """Make no computer move for ``seconds`` (the table is showing a
        trick), or until :meth:`release` (the player is looking at something)."""
        self._hold_until = max(self._hold_until, time.monotonic() + seconds)

    def release(self) -> None:
        """End the hold at once (the player clicked on): a computer move that
        was waiting is made after what is left of its think pause."""
        self._hold_until = 0.0
        self._time_answer()

    def cancel_thinking(self) -> None:
        """Drop any computer decision under way (its answer will be ignored)."""
        self.generation += 1
        self._pending = None
        self._answer = None
        self._answer_timer.stop()

    @property
    def is_thinking(self) -> bool:
        return self._pending is not None

    # -- results ------------------------------------------------------------------
    def results(self) -> list[HandResult]:
        return [record.result for record in self.match.hands if record.result is not None]

    def shutdown(self) -> None:
        self.cancel_thinking()
        self.paused = True
