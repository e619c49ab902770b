"""Agents by name, for the simulator, benchmarks and the new-game dialog.

``random`` plays uniformly among the legal moves; ``heuristic`` is the game's
own rule-of-thumb player (``Game.heuristic_agent``). Search-based levels join
this table when they exist.
"""

from __future__ import annotations

from typing import Callable

from ..core.game import Agent, Game, RandomAgent

AGENT_NAMES: tuple[str, ...] = ("random", "heuristic")

_FACTORIES: dict[str, Callable[[Game], Agent]] = {
    "random": lambda game: RandomAgent(),
    "heuristic": lambda game: game.heuristic_agent(),
}


def make_agent(name: str, game: Game) -> Agent:
    """The agent called ``name`` for ``game``; ValueError names the choices."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENT_NAMES)})")
    return factory(game)
