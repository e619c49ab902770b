"""Go Fish, and Authors as its preset: collect books of four by asking."""

from __future__ import annotations

from .rules import GAME, GoFishGame
from .state import GoFishState

__all__ = ["GAME", "GoFishGame", "GoFishState"]
