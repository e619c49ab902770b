"""The show of a Cribbage deal (the hands and the crib counted with the
starter) and the pegging of every score on the board, which ends the game
at once at the target. A part of ``CribbageState`` (see rules.py)."""

from __future__ import annotations

from ...core.cards import Card
from .common import _NO_MOVES, PHASE_OVER, PHASE_SHOW, ScoreEvent
from .display import CribbageDisplay
from .scoring import score_total


class CribbageShow(CribbageDisplay):
    """The show and the scoring of a Cribbage deal."""

    # -- the show ------------------------------------------------------------
    def show_order(self) -> list[int]:
        """Whose hands are counted, in order: from the dealer's left round to
        the dealer (standard), or the dealer first (the seed's "dealer's hand
        first, then non-dealer"). The crib follows."""
        players = self.players
        first = self.dealer if self.seed_rules else (self.dealer + 1) % players
        return [(first + step) % players for step in range(players)]

    def _show(self) -> None:
        """Every player picks up the four cards he pegged with and counts them
        with the starter; then the crib is turned and counted. Stops at once
        when a seat reaches the target."""
        self.picked_up = True
        for seat in range(self.players):
            self.hands[seat] = self.played[seat]
            self.played[seat] = []
        starter = self.starter
        assert starter is not None
        for seat in self.show_order():
            hand = self.hands[seat]
            if self._award(seat, score_total(hand, starter), "hand", tuple(hand)):
                return
        self.crib_shown = True
        owner = self.crib_owner
        if self._award(owner, score_total(self.crib, starter, True), "crib", tuple(self.crib)):
            return
        self.phase = PHASE_SHOW
        self.to_move = None
        self._legal = _NO_MOVES

    # -- scoring -------------------------------------------------------------
    def _award(self, seat: int, points: int, kind: str, cards: tuple[Card, ...]) -> bool:
        """Peg ``points`` for ``seat`` (and the partner); True, and the hand
        over, if that reaches the target ("As soon as the 121 mark is
        reached, play ceases")."""
        self.log.append(ScoreEvent(seat, points, kind, cards))
        if kind == "peg" or kind == "go" or kind == "last":
            cell = self.cell_pegging
        elif kind == "hand":
            cell = self.cell_hand
        elif kind == "crib":
            cell = self.cell_crib
        else:
            cell = self.cell_heels
        seats = (seat, (seat + 2) % 4) if self.partners else (seat,)
        for scorer in seats:
            self.gained[scorer] += points
            self.scores[scorer] += points
            cell[scorer] += points
        if self.scores[seat] >= self.target:
            self.phase = PHASE_OVER
            self.to_move = None
            self._legal = _NO_MOVES
            return True
        return False
