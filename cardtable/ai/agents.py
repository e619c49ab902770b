"""Agents by name, for the simulator, benchmarks and the new-game dialog.

``random`` plays uniformly among the legal moves; ``easy``, ``normal`` (also
called ``heuristic``), ``hard`` and ``expert`` are the levels of
cardtable.ai.levels. ``hard@0.1`` runs the Hard search for a tenth of its
usual time (benchmarks), ``hard#200`` for exactly 200 iterations (tests).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.game import Agent, Game, RandomAgent
from .levels import LEVEL_LABELS, LEVELS, SEARCH_SECONDS, make_level

AGENT_NAMES: tuple[str, ...] = ("random", *LEVELS, "heuristic")
#: ``@scale`` multiplies the search's time: more than 0, at most this (ten
#: times Expert's three seconds is already half a minute a move).
MAX_SCALE = 10.0
#: ``#iterations`` fixes the search's work: 1 to this many.
MAX_ITERATIONS = 1_000_000

__all__ = ["AGENT_NAMES", "LEVELS", "LEVEL_LABELS", "AgentSpec", "parse_agent", "make_agent"]


@dataclass(frozen=True)
class AgentSpec:
    """An agent's name taken apart: the level, and the search's time scale or
    fixed iterations (only the search levels take either)."""

    base: str
    scale: float = 1.0
    iterations: int | None = None


def parse_agent(name: str) -> AgentSpec:
    """``name`` taken apart and checked, without a game (so a command line can
    refuse it before anything runs); ValueError says what is wrong."""
    base, scale, iterations = name, 1.0, None
    if "@" in name:
        base, _, text = name.partition("@")
        scale = _scale(name, text)
    elif "#" in name:
        base, _, text = name.partition("#")
        iterations = _iterations(name, text)
    if base not in AGENT_NAMES:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})")
    if base not in SEARCH_SECONDS and base != name:
        searching = " and ".join(SEARCH_SECONDS)
        raise ValueError(f"agent {name!r}: only {searching} search, so only they take @scale or #iterations")
    return AgentSpec(base, scale, iterations)


def _scale(name: str, text: str) -> float:
    try:
        scale = float(text)
    except ValueError:
        scale = math.nan
    if not (math.isfinite(scale) and 0 < scale <= MAX_SCALE):
        raise ValueError(f"agent {name!r}: the time scale after @ must be a number above 0 and at most {MAX_SCALE:g}")
    return scale


def _iterations(name: str, text: str) -> int:
    try:
        iterations = int(text)
    except ValueError:
        iterations = 0
    if not 1 <= iterations <= MAX_ITERATIONS:
        raise ValueError(f"agent {name!r}: the iterations after # must be a whole number from 1 to {MAX_ITERATIONS}")
    return iterations


def make_agent(name: str, game: Game) -> Agent:
    """The agent called ``name`` for ``game``; ValueError names the choices."""
    spec = parse_agent(name)
    if spec.base == "random":
        return RandomAgent()
    try:
        return make_level(spec.base, game, spec.scale, spec.iterations)
    except ValueError:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})") from None
