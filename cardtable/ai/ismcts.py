"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012).

One tree for the deciding seat. Each iteration draws a fresh determinization
of the hidden cards (``state.determinize(seat, rng)``), descends the tree by
UCB among the moves available in that determinization (counting how often each
was available), expands one new move, plays the hand out with a playout policy
and backs up every seat's reward. Other seats' moves are keyed by what the
deciding seat observes of them (``state.observed``), so the tree never branches
on a card it cannot see. The search is given the seat's information set
(core.infoset), never the real state: every world it plays in is imagined.

With a ``prior`` (the game's Normal player), the tree starts from that
player's judgement (progressive bias, Chaslot et al. 2008): the first time a
node is passed in some world, the prior is asked what the mover would play
there from that world's view of the mover; that move is expanded first and
its UCB score gets ``prior_weight / (visits + 1)``, a bonus that fades as
the search learns. The search so starts at least as good as Normal, models
the other seats as Normal players, and still overrules both where its
playouts say a move is better.

In a trick game, once every hand of a world holds at most ``endgame_cards``
cards, the playout stops and the rest of that deal is searched exactly
(ai.endgame: max^n with the search's utility).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection, Sequence

from ..core.game import Agent, Game, GameState, ViewAgent
from ..core.infoset import InfoSet
from ..core.moves import Move
from ..core.reasons import Reason
from ..engines.tricks import TrickState
from .endgame import value_of, within

# Beside a window (``polite``), a search works WORK_SLICE seconds and then rests
# REST seconds, so that the window's thread never waits long for Python.
WORK_SLICE = 0.004
REST = 0.0005
#: The prior's bonus at a node never visited (a reward is in [0, 1]): after
#: ten visits it is worth a tenth of it (measured: benchmarks/ai_strength.py).
PRIOR_WEIGHT = 1.0
#: Trick games: the playout ends, and the exact search of ai.endgame takes
#: over, once no hand holds more cards than this (0: never). Off by default:
#: in Hearts it costs 45% of the iterations a second at 2 cards and 97% at 3
#: (max^n in Python), and at equal iterations it gained nothing measurable
#: (Hearts, hard#550 against Normal over 200 hands: -1.01 points a hand
#: with it at 2 cards, -1.08 without; both intervals cross 0).
ENDGAME_CARDS = 0

Utility = Callable[[GameState], Sequence[float]]
Policy = Callable[[GameState, random.Random], Move]


class Node:
    """A tree node: the move (as observed) that led here, who made it, and the
    statistics UCB needs. ``reward`` is the total for ``player``. ``prior``
    is the key of the move the prior would play here (asked once, when
    ``asked`` turns True), or None."""

    __slots__ = ("parent", "move", "player", "children", "visits", "available", "reward", "asked", "prior")

    def __init__(self, parent: Node | None = None, move: Move | None = None, player: int | None = None):
        self.parent = parent
        self.move = move
        self.player = player
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0
        self.asked = False
        self.prior: Move | None = None

    def totals(self) -> tuple[float, ...]:
        """What a worker sends back of a root child (ai.workers): numbers
        that add up over the shards of a search."""
        return (self.visits, self.reward)


def _unlink(root: Node) -> None:
    """Cut the links from children to parents below the root's children, so
    the tree is freed by reference counting as soon as it is dropped, a bit
    at a time, rather than by one long garbage collection that would pause
    every thread (the window's too). The root and its children stay whole
    for ``explain``."""
    pending = [grandchild for child in root.children.values() for grandchild in child.children.values()]
    while pending:
        node = pending.pop()
        node.parent = None
        pending.extend(node.children.values())


def random_policy(state: GameState, rng: random.Random) -> Move:
    legal = state.legal_moves()
    return legal[int(rng.random() * len(legal))]


def points_utility(game: Game) -> Utility:
    """Rewards in [0, 1] from the hand's points, keeping their size: in a
    penalty game (lowest wins) 1 minus the seat's share of all points taken,
    else the seat's share of all points scored. Taking one heart is then a
    little bad and the queen of spades much worse, as a player feels it."""
    lowest = {}

    def utility(state: GameState) -> Sequence[float]:
        points = game.hand_result(state).points
        key = state.players
        if key not in lowest:
            lowest[key] = game.match_rules(state.players, state.options).lowest_wins
        low = min(points)
        shifted = [p - low if low < 0 else p for p in points]
        total = sum(shifted)
        if total <= 0:
            return [0.5] * len(points)
        if lowest[key]:
            return [1.0 - p / total for p in shifted]
        return [p / total for p in shifted]

    return utility


class ISMCTSAgent(Agent):
    """Search with a budget of iterations or seconds (whichever is given)."""

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        iterations: int | None = 1000,
        seconds: float | None = None,
        exploration: float = 0.7,
        policy: Policy | None = None,
        utility: Utility | None = None,
        prior: ViewAgent | None = None,
        prior_weight: float | None = None,
        endgame_cards: int | None = None,
    ):
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.policy = policy or game.playout_policy() or random_policy
        self.utility = utility or game.search_utility() or points_utility(game)
        self.prior = prior
        self.prior_weight = PRIOR_WEIGHT if prior_weight is None else prior_weight
        self.endgame_cards = ENDGAME_CARDS if endgame_cards is None else endgame_cards
        self.last_iterations = 0
        self.last_root: Node | None = None
        self.should_stop: Callable[[], bool] = lambda: False
        self.polite = False  # the window's worker sets it: see WORK_SLICE
        # Where ``choose`` searches: None here, in this process; the app sets
        # an ai.workers.PooledSearcher, which searches in worker processes.
        self.searcher: Callable[[ISMCTSAgent, InfoSet, random.Random], Node] | None = None

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        root = self.search(info, rng) if self.searcher is None else self.searcher(self, info, rng)
        legal_set = set(legal)
        children = [node for node in root.children.values() if node.move in legal_set]
        if not children:  # cancelled before the first iteration: any legal move will do
            return legal[0]
        best = max(children, key=lambda node: (node.visits, node.reward))
        assert best.move is not None
        _unlink(root)
        return best.move

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        """How the search saw ``move`` in its last decision."""
        root = self.last_root
        if root is None or move not in root.children or self.last_iterations == 0:
            return None
        node = root.children[move]
        return Reason.plural(
            "search",
            "The only move, over {deals} imagined deals ({share} of the search).",
            "Best of {n} moves over {deals} imagined deals ({share} of the search).",
            n=len(root.children),
            deals=f"{self.last_iterations:,}",
            share=f"{node.visits / max(self.last_iterations, 1):.0%}",
        )

    def search(self, info: InfoSet, rng: random.Random) -> Node:
        root = Node()
        seat = info.seat
        determinize = info.determinize
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        limit = self.iterations
        done = 0
        stop = self.should_stop
        clock = time.perf_counter
        pause = time.sleep
        polite = self.polite
        rest_at = clock() + WORK_SLICE
        while (limit is None or done < limit) and (deadline is None or clock() < deadline):
            if done & 15 == 0 and stop():
                break  # cancelled (undo, new game, quit): answer at once
            self._iterate(root, determinize(rng), seat, rng)
            done += 1
            # Searching beside a window must not stall it: offer the
            # interpreter after every iteration and rest briefly now and then,
            # so that the window's own Python runs without waiting.
            if polite:
                if clock() < rest_at:
                    pause(0)
                else:
                    pause(REST)
                    rest_at = clock() + WORK_SLICE
        self.last_iterations = done
        self.last_root = root
        return root

    def _iterate(self, root: Node, world: GameState, seat: int, rng: random.Random) -> None:
        node = root
        c = self.exploration
        bias = self.prior_weight
        log = math.log
        sqrt = math.sqrt
        # Selection and expansion. The deciding seat's own moves are keys as
        # they are; another seat's are grouped by what the deciding seat sees.
        while world.to_move is not None:
            mover = world.to_move
            legal = world.legal_moves()
            groups: dict[Move, list[Move]] | None = None
            keys: Collection[Move] = legal  # the moves, or the groups a seat cannot tell apart
            if mover != seat:
                groups = {}
                observed = world.observed
                for move in legal:
                    groups.setdefault(observed(move, seat), []).append(move)
                keys = groups
            children = node.children
            prior_key = None
            if self.prior is not None and len(keys) > 1:
                if not node.asked:
                    node.asked = True
                    node.prior = self._ask_prior(world, mover, legal, seat, rng)
                prior_key = node.prior
            untried = [key for key in keys if key not in children]
            if untried:
                if prior_key is not None and prior_key in untried:
                    key = prior_key
                else:
                    key = untried[int(rng.random() * len(untried))]
                child = Node(node, key, mover)
                children[key] = child
                world.apply_legal(key if groups is None else rng.choice(groups[key]))
                node = child
                break
            best_key = None
            best_score = -1.0
            for key in keys:
                child = children[key]
                child.available += 1
                score = child.reward / child.visits + c * sqrt(log(child.available) / child.visits)
                if key == prior_key:
                    score += bias / (child.visits + 1)
                if score > best_score:
                    best_key, best_score = key, score
            assert best_key is not None
            world.apply_legal(best_key if groups is None else rng.choice(groups[best_key]))
            node = children[best_key]
        rewards = self._playout(world, rng)
        # Backpropagation.
        walker: Node | None = node
        while walker is not None:
            walker.visits += 1
            if walker.player is not None:
                walker.reward += rewards[walker.player]
            walker = walker.parent

    def _playout(self, world: GameState, rng: random.Random) -> Sequence[float]:
        """Every seat's reward at the end of the hand: played out by the
        policy, the last few tricks of a trick game searched exactly."""
        policy = self.policy
        apply = world.apply_legal
        cards = self.endgame_cards
        if cards > 0 and isinstance(world, TrickState):
            hands = world.hands
            while world.to_move is not None:
                # The mover's hand first: a cheap test that fails until the end.
                if len(hands[world.to_move]) <= cards and within(world, cards):
                    return value_of(world, self.utility)
                apply(policy(world, rng))
            return self.utility(world)
        while world.to_move is not None:
            apply(policy(world, rng))
        return self.utility(world)

    def _ask_prior(
        self, world: GameState, mover: int, legal: Sequence[Move], seat: int, rng: random.Random
    ) -> Move | None:
        """The key of the move the prior would play for ``mover`` in this
        world, judged from that world's view of the mover (as observed by
        ``seat`` when it is another seat's move)."""
        assert self.prior is not None
        move = self.prior.decide(world.view(mover), legal, rng)
        return move if mover == seat else world.observed(move, seat)
