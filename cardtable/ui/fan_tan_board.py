"""Fan Tan's rows drawn on the felt, under the cards the layout puts on them
(:mod:`cardtable.games.fan_tan.regions` says where every place is):

- a faint band for each row, thirteen places long, so the columns read
  across the rows even where a row has few cards;
- an empty row's seven place outlined, with its suit: where that suit's
  seven opens the row;
- in Trump games, each card owed to the trump row as a dashed ghost at
  its place there, named ("5\u2665");
- while a card is dragged or chosen, every place it may go outlined thick
  (not by colour alone: a solid frame, where the others are dashed).

Small badges over the cards (:class:`Badge`) say which card a trump stands
for ("for 5\u2665") and how many cards the stock holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.cards import Card
from ..core.regions import CARD_RATIO
from ..games.fan_tan.layout import SEVEN
from ..games.fan_tan.regions import CARD, RANKS, STEP, Row, place, short
from .scene_plates import SELECTED_COLOUR


class FanTanBoard(QGraphicsObject):
    """The rows' places on the felt. ``place_at`` maps a row and a rank to
    the scene; ``set_rows`` takes the board's scene rectangle and what the
    view says; ``set_targets`` the places the card in hand may go."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.unit = 1.0  # scene units of a full-size card width on this board
        self.origin = QPointF()
        self.packs = 1
        self.rows: list[Row] = []
        self.owed: list[tuple[Row, Card]] = []
        self.targets: list[tuple[Row, int]] = []
        self.high_contrast = False
        self.setZValue(4)  # on the felt, under every card
        self.setData(0, "overlay")  # the cards lie on it by design
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- geometry ---------------------------------------------------------------------
    def set_rows(
        self, rect: QRectF, unit: float, packs: int, rows: Sequence[Row], owed: Sequence[tuple[Row, Card]]
    ) -> None:
        self.prepareGeometryChange()
        self.rect, self.unit, self.packs = QRectF(rect), unit, packs
        self.origin = rect.topLeft()
        self.rows, self.owed = list(rows), list(owed)
        self.update()

    def set_targets(self, targets: Sequence[tuple[Row, int]]) -> None:
        self.targets = list(targets)
        self.update()

    def place_at(self, row: Row, rank: int) -> QRectF:
        """The scene rectangle of ``rank``'s place on ``row``."""
        x, y = place(row, rank, self.packs)
        w, h = CARD * self.unit, CARD * CARD_RATIO * self.unit
        centre = self.origin + QPointF(x * self.unit, y * self.unit)
        return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)

    def band(self, row: Row) -> QRectF:
        """The scene rectangle of the whole row, ace to king."""
        return self.place_at(row, 1).united(self.place_at(row, RANKS))

    def row_at(self, point: QPointF) -> Row | None:
        """The row whose band holds ``point``, else the nearest one on the board."""
        if not self.rect.contains(point):
            return None
        near = [row for row in self.rows if self.band(row).left() <= point.x() <= self.band(row).right()]
        if not near:
            return None
        return min(near, key=lambda row: abs(self.band(row).center().y() - point.y()))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    # -- drawing ----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = 0.06 * self.unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70 if self.high_contrast else 38))
        for row in self.rows:
            painter.drawRoundedRect(self.band(row).adjusted(-3, -3, 3, 3), radius, radius)
        for row in self.rows:
            if not row.is_open:
                self._outline(painter, self.place_at(row, SEVEN), row.suit.symbol, centred=True)
        for row, card in self.owed:
            self._outline(painter, self.place_at(row, int(card.rank)), short(card), centred=False)
        pen = QPen(SELECTED_COLOUR, max(3.0, 0.05 * self.unit))
        painter.setPen(pen)
        painter.setBrush(QColor(255, 214, 0, 50))
        for row, rank in self.targets:
            painter.drawRoundedRect(self.place_at(row, rank).adjusted(-2, -2, 2, 2), radius, radius)

    def _outline(self, painter: QPainter, rect: QRectF, words: str, centred: bool) -> None:
        """A dashed place with its words: a suit in the middle, or a card's index at its corner."""
        pen = QPen(QColor(255, 255, 255, 230 if self.high_contrast else 150), max(1.5, 0.025 * self.unit))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 40 if self.high_contrast else 22))
        radius = 0.06 * self.unit
        painter.drawRoundedRect(rect, radius, radius)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round((0.42 if centred else 0.2) * rect.width())))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 235 if self.high_contrast else 190))
        if centred:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words)
            return
        # The card's name where its own index will be: read at the left,
        # which the next place's card does not cover.
        strip = QRectF(
            rect.left() + 0.03 * rect.width(),
            rect.top() + 0.04 * rect.height(),
            STEP * rect.width(),
            rect.height() * 0.9,
        )
        painter.drawText(
            strip, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, words
        )


class Badge(QGraphicsObject):
    """A few words in a small dark box over a card (a stand-in's "for 5\u2665",
    the stock's count), sized in scene units to the card it marks."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setBold(True)
        self.box = QRectF()
        self.setZValue(560)  # over the cards it names
        self.setData(0, "overlay")  # on a card by design
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str, pixels: float) -> None:
        """Show ``text`` at ``pixels`` scene units high (hidden when empty);
        the item's position is the box's top-left corner."""
        self.prepareGeometryChange()
        self.text = text
        self.font.setPixelSize(max(6, round(pixels)))
        metrics = QFontMetricsF(self.font)
        pad = pixels * 0.25
        self.box = QRectF(0, 0, metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
        painter.setBrush(QColor(25, 25, 25, 225))
        radius = self.box.height() / 3
        painter.drawRoundedRect(self.box, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(self.box, Qt.AlignmentFlag.AlignCenter, self.text)
