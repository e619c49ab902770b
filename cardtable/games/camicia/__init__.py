"""Camicia: the Italian Beggar-My-Neighbour, a game of pure luck for two."""

from __future__ import annotations

from .rules import GAME, CamiciaGame
from .state import CamiciaState

__all__ = ["GAME", "CamiciaGame", "CamiciaState"]
