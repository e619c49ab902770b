"""Agents by name, for the simulator, benchmarks and the new-game dialog.

``random`` plays uniformly among the legal moves; ``easy``, ``normal`` (also
called ``heuristic``), ``hard`` and ``expert`` are the levels of
cardtable.ai.levels. ``hard@0.1`` runs the Hard search for a tenth of its
usual time (benchmarks), ``hard#200`` for exactly 200 iterations (tests).
"""

from __future__ import annotations

from ..core.game import Agent, Game, RandomAgent
from .levels import LEVEL_LABELS, LEVELS, make_level

AGENT_NAMES: tuple[str, ...] = ("random", *LEVELS, "heuristic")

__all__ = ["AGENT_NAMES", "LEVELS", "LEVEL_LABELS", "make_agent"]


def make_agent(name: str, game: Game) -> Agent:
    """The agent called ``name`` for ``game``; ValueError names the choices."""
    base, scale, iterations = name, 1.0, None
    if "@" in name:
        base, _, text = name.partition("@")
        scale = float(text)
    elif "#" in name:
        base, _, text = name.partition("#")
        iterations = int(text)
    if base == "random":
        return RandomAgent()
    try:
        return make_level(base, game, scale, iterations)
    except ValueError:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})") from None
