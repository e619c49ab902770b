"""Crazy Eights: shed your cards by matching the discard; eights change suit."""

from __future__ import annotations

from .rules import GAME, CrazyEightsGame, CrazyEightsState

__all__ = ["GAME", "CrazyEightsGame", "CrazyEightsState"]
