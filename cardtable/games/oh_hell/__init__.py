"""Oh Hell: hands that grow by a card each deal, a trump turned up, exact bids."""

from __future__ import annotations

from .rules import GAME, OhHellGame, OhHellState

__all__ = ["GAME", "OhHellGame", "OhHellState"]
