"""Anchored search: the Normal player's move, overruled only on clear evidence.

The tree search (ai.ismcts) spreads a small budget over many moves, each
judged on other imagined deals; in Spades a tenth of Hard's budget gives each
card a few dozen deals, too few to tell cards apart through the noise of the
hidden hands, and Hard played worse than Normal there (benchmarks/strength.md).

This search compares the seat's moves on COMMON deals instead. Each imagined
deal is played out once after every legal move, with the same playout
randomness, so for every move the search knows, deal by deal, how much more
or less it brought than the anchor (the Normal player's move in the real
view): the difference of two values on the same hidden cards has far less
noise than either value. The anchor is kept unless another move beats it by
more than ``GAIN_Z`` standard errors of that paired difference; then the
move that beats it most clearly is played. The search is so never worse
than Normal by chance, and better where its playouts see something Normal's
rules of thumb miss.

It shares everything else with the tree search: the budget (iterations are
playouts, a deal costing one per legal move; the last deal of a fixed budget
is played out after the anchor and as many moves as the budget leaves), the cancel, politeness beside
the window, and the worker processes (a shard's statistics add up: see
ai.workers).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..core.game import GameState
from ..core.infoset import InfoSet
from ..core.moves import Move
from ..core.reasons import Reason
from .ismcts import REST, WORK_SLICE, Node
from .levels import SearchAgent

#: How many standard errors of the paired difference a move must gain over
#: the anchor to be played instead (measured: benchmarks/strength.md).
GAIN_Z = 0.75
#: The anchor is asked with this seed, so that every shard of a search, in
#: any process, compares against the same move.
ANCHOR_SEED = 0


class AnchoredChild(Node):
    """A root move's totals over the common deals: ``reward`` is the sum of
    its values, ``gain`` and ``gain_squares`` the sums of its value minus
    the anchor's and of their squares, deal by deal."""

    __slots__ = ("gain", "gain_squares")

    def __init__(self, parent: Node | None = None, move: Move | None = None, player: int | None = None):
        super().__init__(parent, move, player)
        self.gain = 0.0
        self.gain_squares = 0.0

    def totals(self) -> tuple[float, ...]:
        return (self.visits, self.reward, self.gain, self.gain_squares)

    def z_score(self) -> float:
        """The mean gain over the anchor in standard errors (0 without deals)."""
        deals = self.visits
        if deals < 2:
            return 0.0
        mean = self.gain / deals
        variance = max(0.0, self.gain_squares / deals - mean * mean)
        if variance == 0.0:
            return math.inf if mean > 0 else 0.0
        return mean / math.sqrt(variance / deals)


class AnchoredSearchAgent(SearchAgent):
    """Hard and Expert in the games whose ``search_style`` is "anchored"."""

    def anchor(self, info: InfoSet) -> Move:
        """The Normal player's move in the seat's real view (the same in
        every shard: asked with a fixed seed)."""
        return self.heuristic.choose(info, random.Random(ANCHOR_SEED))

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        if self.heuristic.decides_exactly(info):
            self.last_root = None
            return self.heuristic.choose(info, rng)
        root = self.search(info, rng) if self.searcher is None else self.searcher(self, info, rng)
        return self.verdict(root, self.anchor(info))

    @staticmethod
    def verdict(root: Node, anchor: Move) -> Move:
        """The move that beats the anchor by more than GAIN_Z standard
        errors, the clearest if several do; else the anchor."""
        best, best_z = anchor, GAIN_Z
        for move, child in root.children.items():
            if move == anchor or not isinstance(child, AnchoredChild):
                continue
            z = child.z_score()
            if z > best_z:
                best, best_z = move, z
        return best

    def search(self, info: InfoSet, rng: random.Random) -> Node:
        root = Node()
        legal = list(info.legal)
        anchor = self.anchor(info)
        children = {move: AnchoredChild(root, move, info.seat) for move in legal}
        root.children.update(children)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        limit = self.iterations
        done = 0
        clock = time.perf_counter
        rest_at = clock() + WORK_SLICE
        while (limit is None or done < limit) and (deadline is None or clock() < deadline):
            if self.should_stop():
                break  # cancelled (undo, new game, quit): answer at once
            # The anchor first, so that a last deal cut short by the budget
            # still pairs every move it plays out with the anchor.
            moves = [anchor, *(move for move in legal if move != anchor)]
            if limit is not None:
                moves = moves[: limit - done]
            values = self._deal_values(info, moves, rng)
            base = values[0]
            for move, value in zip(moves, values, strict=True):
                child = children[move]
                gain = value - base
                child.visits += 1
                child.reward += value
                child.gain += gain
                child.gain_squares += gain * gain
            done += len(moves)
            if self.polite:  # beside the window: let its thread run (see ai.ismcts)
                if clock() < rest_at:
                    time.sleep(0)
                else:
                    time.sleep(REST)
                    rest_at = clock() + WORK_SLICE
        root.visits = done
        self.last_iterations = done
        self.last_root = root
        return root

    def _deal_values(self, info: InfoSet, legal: Sequence[Move], rng: random.Random) -> list[float]:
        """One imagined deal, played out after each legal move with the same
        playout randomness: the seat's value of each."""
        world = info.determinize(rng)
        playout_seed = rng.getrandbits(64)
        seat = info.seat
        values = []
        for move in legal:
            imagined: GameState = world.clone()
            imagined.apply_legal(move)
            values.append(self._playout(imagined, random.Random(playout_seed))[seat])
        return values

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        words = self.heuristic.explain(info, move)
        if words is not None:
            return words
        root = self.last_root
        if root is None or move not in root.children:
            return None
        deals = root.children[move].visits
        return Reason.plural(
            "search_anchored",
            "Better on average than the usual play, over {n} imagined deal.",
            "Better on average than the usual play, over {n} imagined deals.",
            n=deals,
        )
