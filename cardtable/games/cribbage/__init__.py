"""Cribbage: discard to the crib, peg to 31, count hands with the starter;
the first to 121 wins, even in the middle of a deal."""

from __future__ import annotations

from .rules import CribbageGame, CribbageState

GAME = CribbageGame()

__all__ = ["GAME", "CribbageGame", "CribbageState"]
