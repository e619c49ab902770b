"""The four levels every game offers, built from the same machinery:

* Easy: the game's heuristic player, with an occasional human-like slip (a
  random legal move now and then), or the game's own Easy player when it
  names one (``Game.easy``: Go Fish's forgets what was said, as a child does);
* Normal: the heuristic player;
* Hard: ISMCTS over determinizations, started from Normal's judgement (a
  prior in its tree), about one second a decision; in a game whose
  ``search_style`` is "anchored" (Spades), Normal's move unless common
  imagined deals show another clearly better (ai.anchored);
* Expert: the same search, about three seconds a decision.

A game whose own reasoning beats the search names it (``Game.hard``: Go
Fish's works out the chance that each player holds each rank); Hard and
Expert are then that player, unless the game also names its own Expert
(``Game.expert``: Blackjack's refines basic strategy by the cards seen).

Every level decides from the seat's view (the heuristics) or from
determinizations of it (the search): none ever sees a hidden card. Passing,
discarding, calling and bidding are moves like any other, so the search
handles them as it handles card play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..core.game import Agent, Game, ViewAgent
from ..core.i18n import N_, translate
from ..core.infoset import InfoSet
from ..core.moves import Move
from ..core.reasons import Reason
from .ismcts import ISMCTSAgent

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
#: Each level's name as the player sees it (English marked with N_: show tr(label)).
LEVEL_LABELS = {
    "random": N_("Beginner (plays at random)"),
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "heuristic": N_("Normal"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    # What the statistics file says of the opposition when it is not one level.
    "mixed": N_("Mixed"),
    "none": N_("None"),
}
SEARCH_SECONDS = {"hard": 1.0, "expert": 3.0}
SLIP_RATE = 0.15
#: Every plain name a seat's level may have: the random player, the levels and
#: Normal's other name. A settings file or a save naming anything else is from
#: a newer version or a typo.
LEVEL_NAMES: tuple[str, ...] = ("random", *LEVELS, "heuristic")
#: The bounds of a search's scale: ``hard@0.1`` (a tenth of its time) and
#: ``hard#200`` (exactly 200 iterations). Beyond them a seat thinks for hours
#: (``expert@100000``) or not at all, so a save, a setting or an agent name
#: outside them is refused (one place, for the app and the simulator alike).
SCALE_MIN, SCALE_MAX = 0.01, 10.0
ITERATIONS_MIN, ITERATIONS_MAX = 1, 100_000


class LevelError(ValueError):
    """A level name this version cannot play; ``reason`` says why."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason


@dataclass(frozen=True)
class LevelSpec:
    """A level name taken apart: ``hard@0.5`` is Hard at half its time."""

    base: str
    scale: float = 1.0
    iterations: int | None = None


def parse_level(name: str) -> LevelSpec:
    """``name`` (``expert``, ``hard@0.1``, ``hard#200``) taken apart, or
    LevelError when the level is unknown or its scale out of bounds."""
    base, mark, text = name.partition("@") if "@" in name else name.partition("#")
    if base not in LEVEL_NAMES:
        raise LevelError(
            Reason.of(
                "level_unknown",
                "there is no computer level '{level}' (levels: {levels})",
                level=base,
                levels=", ".join(LEVEL_NAMES),
            )
        )
    if not mark:
        return LevelSpec(base)
    if mark == "@":
        return LevelSpec(base, scale=_bounded_scale(name, text))
    return LevelSpec(base, iterations=_bounded_iterations(name, text))


def _scale_reason(name: str) -> Reason:
    return Reason.of(
        "level_scale",
        "the level '{level}' needs a time scale between {low} and {high}",
        level=name,
        low=SCALE_MIN,
        high=SCALE_MAX,
    )


def _iterations_reason(name: str) -> Reason:
    return Reason.of(
        "level_iterations",
        "the level '{level}' needs a number of iterations between {low} and {high}",
        level=name,
        low=ITERATIONS_MIN,
        high=ITERATIONS_MAX,
    )


def _bounded_scale(name: str, text: str) -> float:
    try:
        scale = float(text)
    except ValueError:
        scale = math.nan
    if not SCALE_MIN <= scale <= SCALE_MAX:  # nan fails too
        raise LevelError(_scale_reason(name))
    return scale


def _bounded_iterations(name: str, text: str) -> int:
    try:
        iterations = int(text)
    except ValueError:
        iterations = 0
    if not ITERATIONS_MIN <= iterations <= ITERATIONS_MAX:
        raise LevelError(_iterations_reason(name))
    return iterations


class SlipAgent(Agent):
    """The heuristic player, who now and then plays without thinking."""

    name = "easy"

    def __init__(self, inner: Agent, slip: float = SLIP_RATE):
        self.inner = inner
        self.slip = slip

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) > 1 and rng.random() < self.slip:
            return rng.choice(legal)
        return self.inner.choose(info, rng)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        return self.inner.explain(info, move)


class SearchAgent(ISMCTSAgent):
    """Hard and Expert: the search, started from the heuristic's judgement (its
    prior: see ai.ismcts), with the heuristic's words for a hint when both
    agree ("Ducks under the queen of spades"), else the search's own."""

    def __init__(self, game: Game, seconds: float | None, iterations: int | None = None):
        heuristic = game.heuristic_agent()
        judge = game.heuristic_agent()  # its own instance: the tree asks it in imagined worlds
        prior = judge if isinstance(judge, ViewAgent) else None
        super().__init__(game, iterations=iterations, seconds=seconds, prior=prior)
        self.heuristic = heuristic

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        if self.heuristic.decides_exactly(info):
            self.last_root = None
            return self.heuristic.choose(info, rng)
        return super().choose(info, rng)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        words = self.heuristic.explain(info, move)
        return words if words is not None else super().explain(info, move)


def make_level(level: str, game: Game, scale: float = 1.0, iterations: int | None = None) -> Agent:
    """The agent for ``level``. ``scale`` shortens or lengthens the search's
    time (benchmarks); ``iterations`` fixes its work instead (reproducible
    tests). Both are bounded (SCALE_MIN..SCALE_MAX, ITERATIONS_MIN..
    ITERATIONS_MAX): a search never thinks for ever."""
    _check_bounds(level, scale, iterations)
    if level in ("normal", "heuristic"):
        return game.heuristic_agent()
    if level == "easy":
        return game.easy_agent() or SlipAgent(game.heuristic_agent())
    if level == "expert":
        expert = game.expert_agent()
        if expert is not None:
            return expert
    if level in SEARCH_SECONDS:
        own = game.hard_agent()
        if own is not None:
            return own
        seconds = None if iterations is not None else SEARCH_SECONDS[level] * scale
        if game.search_style == "anchored":
            from .anchored import AnchoredSearchAgent  # it builds on SearchAgent, here

            return AnchoredSearchAgent(game, seconds, iterations)
        return SearchAgent(game, seconds, iterations)
    raise ValueError(f"no level {level!r} (levels: {', '.join(LEVELS)})")


def _check_bounds(level: str, scale: float, iterations: int | None) -> None:
    """The bounds of ``parse_level``, for a scale or iterations given as numbers."""
    if not SCALE_MIN <= scale <= SCALE_MAX:  # nan fails too
        raise LevelError(_scale_reason(f"{level}@{scale}"))
    if iterations is not None and not ITERATIONS_MIN <= iterations <= ITERATIONS_MAX:
        raise LevelError(_iterations_reason(f"{level}#{iterations}"))


def describe(levels: Sequence[str]) -> str:
    """The levels' names in the player's language, separated by commas."""
    return ", ".join(translate(LEVEL_LABELS.get(level, level)) for level in levels)
