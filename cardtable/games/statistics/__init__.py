"""Statistics, and Reverse Statistics as its preset: take the kitty at the
right moment to collect aces, sets and the ten of diamonds."""

from __future__ import annotations

from .rules import GAME, StatisticsGame
from .state import StatisticsState

__all__ = ["GAME", "StatisticsGame", "StatisticsState"]
