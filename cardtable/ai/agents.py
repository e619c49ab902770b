"""Agents by name, for the simulator, benchmarks and the new-game dialog.

``random`` plays uniformly among the legal moves; ``normal`` (also called
``heuristic``) is the game's own rule-of-thumb player (``Game.heuristic_agent``).
Search-based levels (Hard, Expert) join this table when they exist.
"""

from __future__ import annotations

from typing import Callable

from ..core.game import Agent, Game, RandomAgent

AGENT_NAMES: tuple[str, ...] = ("random", "normal", "heuristic")
LEVELS: tuple[str, ...] = ("random", "normal")  # what a player chooses from
LEVEL_LABELS = {"random": "Beginner (plays at random)", "normal": "Normal", "heuristic": "Normal"}

_FACTORIES: dict[str, Callable[[Game], Agent]] = {
    "random": lambda game: RandomAgent(),
    "normal": lambda game: game.heuristic_agent(),
    "heuristic": lambda game: game.heuristic_agent(),
}


def make_agent(name: str, game: Game) -> Agent:
    """The agent called ``name`` for ``game``; ValueError names the choices."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})")
    return factory(game)
