"""The last tricks of an imagined deal, searched exactly.

Near the end of a trick game a playout's rule of thumb is the search's main
source of error, while the deal that is left is small enough to search
whole: with at most ``k`` cards in every hand, the search (ai.ismcts) stops
the playout there and asks ``solve`` for the value of that deal, every seat
playing its best with every card in view (perfect information: the world is
imagined, so seeing its cards hides nothing real).

More than two sides play, so the search is max^n (Luckhardt and Irani,
1986): at each move the mover takes the child whose utility vector is best
for itself. It is the model the search's tree already uses (every seat
maximises its own reward, partners share one in partnership games through
the game's utility) and needs no zero-sum assumption, where paranoid
alpha-beta would have every other seat play against the decider: too
pessimistic in Hearts (nobody sacrifices to stop a seat taking one heart)
and wrong for Oh Hell's own-bid goals. Max^n prunes little, so ``k`` stays
small (measured: benchmarks/ai_strength.py and the iterations per second).
Generic over the legal moves of any ``engines.tricks.TrickState``; a forced
move costs no copy of the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.game import GameState
from ..core.moves import Move
from ..engines.tricks import TrickState

Utility = Callable[[GameState], Sequence[float]]


def within(state: GameState, cards: int) -> bool:
    """True when ``state`` is a trick game's card play (not its bids or
    passes, which a seat makes without seeing the others' cards) whose every
    hand holds at most ``cards`` cards: small enough to ``solve``."""
    if cards <= 0 or state.to_move is None or not isinstance(state, TrickState) or state.phase != "play":
        return False
    return all(len(hand) <= cards for hand in state.hands)


def solve(state: GameState, utility: Utility) -> tuple[Sequence[float], Move | None]:
    """The value of ``state`` to every seat with best play to the end of the
    hand (max^n), and the move its mover plays for it (None when the hand is
    over). ``state`` is not changed."""
    mover = state.to_move
    if mover is None:
        return utility(state), None
    best_value: Sequence[float] | None = None
    best_move: Move | None = None
    for move in state.legal_moves():
        child = state.clone()
        child.apply_legal(move)
        value = value_of(child, utility)
        if best_value is None or value[mover] > best_value[mover]:
            best_value, best_move = value, move
    assert best_value is not None
    return best_value, best_move


def value_of(state: GameState, utility: Utility) -> Sequence[float]:
    """The max^n value of ``state``, which it uses up (played to an end)."""
    while state.to_move is not None:
        legal = state.legal_moves()
        if len(legal) == 1:  # forced: no copy, no choice
            state.apply_legal(legal[0])
            continue
        mover = state.to_move
        best: Sequence[float] | None = None
        last = len(legal) - 1
        for index, move in enumerate(legal):
            child = state if index == last else state.clone()
            child.apply_legal(move)
            value = value_of(child, utility)
            if best is None or value[mover] > best[mover]:
                best = value
        assert best is not None
        return best
    return utility(state)
