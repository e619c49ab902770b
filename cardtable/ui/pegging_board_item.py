"""The cribbage pegging board on the felt: a scene item drawn like the
sheet's board (:func:`cardtable.games.cribbage.view.paint_board`), with a
front and a back peg for each side, moved from the View's scores.

The table places it with ``place(rect)`` (scene units) in the "board"
region Cribbage declares (``CribbageGame.table_regions``), which the layout
solver keeps clear of every card and plate."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.game import View
from ..games.cribbage.view import paint_board
from .accessibility import seat_name


def side_seats(players: int) -> list[tuple[int, ...]]:
    """The seats of each side of the board: partners share a side."""
    return [(0, 2), (1, 3)] if players == 4 else [(seat,) for seat in range(players)]


class PeggingBoardItem(QGraphicsObject):
    """The board on the table: ``show(view, names)`` moves the pegs; a peg
    that moves leaves the side's other peg where it stood, as on a real board."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 340, 140)
        self.sides: list[tuple[str, int, int]] = []
        self.target = 121
        self._pegs: list[tuple[int, int]] = []  # (front, back) of each side
        self.setZValue(4)  # on the felt, under every card
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def place(self, rect: QRectF) -> None:
        """Take the scene rectangle ``rect`` (a layout region)."""
        self.prepareGeometryChange()
        self.setPos(0, 0)
        self.rect = QRectF(rect)
        self.update()

    def show_scores(self, view: View, names: Sequence[str]) -> None:
        """The pegs at the View's scores (this hand's scorings included)."""
        scores = view.get("scores") or (0,) * view.players
        events = view.get("events") or ()
        groups = side_seats(view.players)
        if len(self._pegs) != len(groups) or not any(scores):
            self._pegs = [(0, 0)] * len(groups)
        pegs = []
        for number, seats in enumerate(groups):
            front, back = self._pegs[number]
            now = scores[seats[0]]
            if now != front:
                last = next((points for seat, points, _k, _s in reversed(events) if seat in seats), 0)
                back = front if front else max(0, now - last)
                front = now
            pegs.append((front, back))
        self._pegs = pegs
        self.target = int(view.get("target") or 121)
        self.sides = [
            (" & ".join(seat_name(names, seat) for seat in seats), front, back)
            for seats, (front, back) in zip(groups, pegs)
        ]
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.sides:
            paint_board(painter, self.rect, self.sides, self.target)
