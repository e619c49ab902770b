"""One decision on the worker pool: a computer's move or a hint, thought out
from the seat's information set (never the state) by an agent of its own,
stopped as soon as its generation is no longer the controller's (undo, new
game, quit). A search given worker processes (ai.workers) only waits here on
their pipes; without them it searches on this thread, politely."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal, SignalInstance

from ..core.game import Agent
from ..core.infoset import InfoSet


class ThinkSignals(QObject):
    """What the worker threads send back to the controller, on the UI thread."""

    done = Signal(int, object)  # generation, Move (or an Exception)
    hinted = Signal(int, object)  # generation, (Move, Reason or "") (or an Exception)


class Think(QRunnable):
    """One decision (a computer's move, or a hint), on the worker pool, from
    the seat's information set, by an agent of its own that stops as soon as its
    generation is no longer the controller's (undo, new game, quit)."""

    def __init__(
        self,
        agent: Agent,
        info: InfoSet,
        seed: int,
        generation: int,
        signal: SignalInstance,
        stopped: Callable[[], bool],
        explain: bool = False,
    ) -> None:
        super().__init__()
        self.agent, self.info = agent, info
        self.seed, self.generation, self.signal = seed, generation, signal
        self.explain = explain
        if hasattr(agent, "should_stop"):  # a search (ai.ismcts)
            agent.should_stop = stopped
            if getattr(agent, "searcher", None) is None and hasattr(agent, "polite"):
                agent.polite = True  # searching on this thread: share the interpreter with the window
        self.setAutoDelete(True)

    def run(self) -> None:  # runs on a worker thread
        try:
            move = self.agent.choose(self.info, random.Random(self.seed))
            answer: object = move
            if self.explain:
                reason = self.agent.explain(self.info, move)
                answer = (move, reason if reason is not None else "")
        except Exception as error:  # reported on the UI thread, never lost
            answer = error
        try:
            self.signal.emit(self.generation, answer)
        except RuntimeError:
            pass  # the controller is gone (the window closed)
