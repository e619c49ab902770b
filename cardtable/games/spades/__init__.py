"""Spades: bid the tricks you will take with your partner (or alone, three
cut-throat); spades are always trumps; nil, blind nil and bags."""

from __future__ import annotations

from .rules import GAME, SpadesGame, SpadesState

__all__ = ["GAME", "SpadesGame", "SpadesState"]
