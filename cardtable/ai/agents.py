"""Agents by name, for the simulator, benchmarks and the new-game dialog.

``random`` plays uniformly among the legal moves; ``easy``, ``normal`` (also
called ``heuristic``), ``hard`` and ``expert`` are the levels of
cardtable.ai.levels. ``hard@0.1`` runs the Hard search for a tenth of its
usual time (benchmarks), ``hard#200`` for exactly 200 iterations (tests).
"""

from __future__ import annotations

from ..core.game import Agent, Game, RandomAgent
from ..core.messages import clause
from .levels import LEVEL_LABELS, LEVEL_NAMES, LEVELS, SEARCH_SECONDS, LevelError, LevelSpec, make_level, parse_level

AGENT_NAMES: tuple[str, ...] = LEVEL_NAMES
#: An agent's name taken apart is a level's: the bounds of ``@scale`` and
#: ``#iterations`` are the levels' (``levels.SCALE_MIN`` .. ``ITERATIONS_MAX``),
#: one place for the app, its saves and the simulator.
AgentSpec = LevelSpec

__all__ = ["AGENT_NAMES", "LEVELS", "LEVEL_LABELS", "AgentSpec", "parse_agent", "make_agent"]


def parse_agent(name: str) -> AgentSpec:
    """``name`` taken apart and checked, without a game (so a command line can
    refuse it before anything runs); ValueError says what is wrong."""
    base = name.partition("@")[0].partition("#")[0]
    if base not in AGENT_NAMES:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})")
    try:
        spec = parse_level(name)
    except LevelError as error:
        raise ValueError(f"agent {name!r}: {clause(error)}") from None
    if spec.base not in SEARCH_SECONDS and spec.base != name:
        searching = " and ".join(SEARCH_SECONDS)
        raise ValueError(f"agent {name!r}: only {searching} search, so only they take @scale or #iterations")
    return spec


def make_agent(name: str, game: Game) -> Agent:
    """The agent called ``name`` for ``game``; ValueError names the choices."""
    spec = parse_agent(name)
    if spec.base == "random":
        return RandomAgent()
    return make_level(spec.base, game, spec.scale, spec.iterations)
