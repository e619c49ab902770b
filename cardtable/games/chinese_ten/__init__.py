"""Chinese Ten: a fishing game for two to four, pairs that make ten, only
the red cards score."""

from __future__ import annotations

from .rules import GAME, ChineseTenGame
from .state import ChineseTenState

__all__ = ["GAME", "ChineseTenGame", "ChineseTenState"]
