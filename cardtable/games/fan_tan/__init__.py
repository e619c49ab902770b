"""Fan Tan and its family: sevens open the rows, each suit builds down to the
ace and up to the king; play if you can, and be the first out of cards."""

from __future__ import annotations

from .rules import GAME, FanTanGame
from .state import FanTanState

__all__ = ["GAME", "FanTanGame", "FanTanState"]
