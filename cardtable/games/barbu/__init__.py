"""Barbu: seven contracts for each of four declarers, with doubling."""

from __future__ import annotations

from .rules import GAME, BarbuGame, BarbuState

__all__ = ["GAME", "BarbuGame", "BarbuState"]
