"""The Camicia player. "Camicia is a game of pure luck": the only move is to
turn the top card of one's packet, so every level plays the same. It says so
(``decides_exactly``), and the search of Hard and Expert is never started."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.game import View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason


class CamiciaAgent(ViewAgent):
    """Turns its top card: the one legal move."""

    name = "camicia"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        return legal[0]

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        return Reason.of("camicia_only_move", "Turning the top card is the only move in Camicia: it is all luck.")

    def decides_exactly(self, info: InfoSet) -> bool:
        """Exactly: there is nothing to choose, so nothing to search."""
        return True
