"""Marks drawn on a card of the table: the card that won the trick, and the
card a hint suggests.

Each mark is a child of the card's sprite, so it moves with the card, and is
told apart by its shape, never by colour alone: the winner has a solid
outline and a star in a disc above the card; the hint has a double outline
and an arrow pointing down at the card. Neither looks like the keyboard
focus (a dashed outline inside the card). Marks are scene overlays
(``item.data(0) == "overlay"``): the layout check does not count them as
items that collide.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .scene import CARD_H, CARD_W

WINNER_COLOUR = QColor(255, 196, 0)
HINT_COLOUR = QColor(255, 90, 200)
OUTLINE = QColor(20, 20, 20)
BADGE = 15.0  # the radius of the winner's star disc and the half width of the hint's arrow
WINNER = "winner"
HINT = "hint"


def _star(centre: QPointF, outer: float) -> QPolygonF:
    """A five-pointed star around ``centre``."""
    from math import cos, pi, sin

    points = []
    for index in range(10):
        radius = outer if index % 2 == 0 else outer * 0.45
        angle = -pi / 2 + index * pi / 5
        points.append(QPointF(centre.x() + radius * cos(angle), centre.y() + radius * sin(angle)))
    return QPolygonF(points)


class CardMark(QGraphicsObject):
    """A mark on one card (``kind``: WINNER or HINT), drawn around and above it."""

    def __init__(self, kind: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setData(0, "overlay")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        margin = 10.0
        return QRectF(
            -CARD_W / 2 - margin,
            -CARD_H / 2 - 2.6 * BADGE - margin,
            CARD_W + 2 * margin,
            CARD_H + 2.6 * BADGE + 2 * margin,
        )

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        card = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        colour = WINNER_COLOUR if self.kind == WINNER else HINT_COLOUR
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(OUTLINE, 9))
        painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 9, 9)
        painter.setPen(QPen(colour, 5))
        painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 9, 9)
        if self.kind == HINT:  # a second, inner line: the hint's outline is double
            painter.setPen(QPen(colour, 3))
            painter.drawRoundedRect(card.adjusted(3, 3, -3, -3), 6, 6)
        top = -CARD_H / 2 - 1.3 * BADGE - 6
        path = QPainterPath()
        if self.kind == WINNER:
            path.addEllipse(QPointF(0, top), BADGE, BADGE)
            painter.setPen(QPen(OUTLINE, 2.5))
            painter.setBrush(colour)
            painter.drawPath(path)
            painter.setBrush(OUTLINE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(_star(QPointF(0, top), BADGE * 0.8))
        else:
            arrow = QPolygonF([QPointF(-BADGE, top - BADGE), QPointF(BADGE, top - BADGE), QPointF(0, top + BADGE)])
            painter.setPen(QPen(OUTLINE, 2.5))
            painter.setBrush(colour)
            painter.drawPolygon(arrow)


def _marks_of(card_item: QGraphicsItem) -> list[CardMark]:
    """The marks on a card, kept on the card's own Python object (a child
    item found through Qt alone would come back without its Python class)."""
    marks = getattr(card_item, "_card_marks", None)
    if marks is None:
        marks = []
        card_item._card_marks = marks  # type: ignore[attr-defined]
    return marks


def mark_card(card_item: QGraphicsItem, kind: str) -> CardMark:
    """Put a ``kind`` mark on the card (once: an existing one is kept)."""
    marks = _marks_of(card_item)
    for mark in marks:
        if mark.kind == kind:
            return mark
    mark = CardMark(kind, card_item)
    marks.append(mark)
    return mark


def clear_marks(items: list[QGraphicsItem], kind: str | None = None) -> None:
    """Take the ``kind`` marks (every mark: None) off these cards."""
    for item in items:
        marks = _marks_of(item)
        for mark in [m for m in marks if kind is None or m.kind == kind]:
            marks.remove(mark)
            scene = mark.scene()
            if scene is not None:
                scene.removeItem(mark)
            mark.setParentItem(None)  # type: ignore[arg-type]  # (PySide6 stubs: None is allowed)


def marked(items: list[QGraphicsItem], kind: str) -> list[QGraphicsItem]:
    """The cards among ``items`` that bear a ``kind`` mark."""
    return [item for item in items if any(mark.kind == kind for mark in _marks_of(item))]
