"""Hearts: pass three cards, then take as few hearts (and the queen of spades)
as you can; shooting the moon turns the tables."""

from __future__ import annotations

from .rules import HeartsGame, HeartsState

GAME = HeartsGame()

__all__ = ["GAME", "HeartsGame", "HeartsState"]
