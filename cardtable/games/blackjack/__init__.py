"""Blackjack (casino 21): each box plays against the dealer (the house)."""

from __future__ import annotations

from .rules import GAME, BlackjackGame
from .state import BlackjackState

__all__ = ["GAME", "BlackjackGame", "BlackjackState"]
