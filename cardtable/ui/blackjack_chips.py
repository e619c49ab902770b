"""Casino chips drawn on the felt: a bet as a stack of chips with its amount.

A stack is made of the fewest chips (500, 100, 50, 10), each denomination
its own colour and edge marks, the largest at the bottom; the amount is
written beside the stack, so the colour never carries the meaning alone.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

#: The chips a stack is made of, largest first, with their colours.
DENOMINATIONS = (
    (500, QColor(120, 50, 150)),
    (100, QColor(25, 25, 25)),
    (50, QColor(200, 40, 40)),
    (10, QColor(30, 90, 200)),
)
MOST_CHIPS = 8  # chips drawn in one stack at most (a higher stack only says its amount)


def number(amount: int) -> str:
    """An amount of chips as the player's locale writes numbers."""
    return QLocale().toString(amount)


def signed(amount: int) -> str:
    """A result: "+15", "\u221210" (a true minus sign), for the locale."""
    if amount > 0:
        return "+" + number(amount)
    if amount < 0:
        return "\u2212" + number(-amount)
    return number(0)


def text_size(room: float) -> float:
    """A text's pixel size for a line ``room`` pixels high: the words grow
    with the cards but more slowly, readable on a small screen (about 16
    pixels at 1024x600) and not shouting on a large one (about 28 at
    1920x1080)."""
    low = 16.0
    return room if room <= low else low + 0.4 * (room - low)


def chips_for(amount: int) -> list[int]:
    """The fewest chips making ``amount`` (a multiple of 10), largest first."""
    out: list[int] = []
    for value, _colour in DENOMINATIONS:
        count, amount = divmod(amount, value)
        out.extend([value] * count)
    return out


def colour_of(value: int) -> QColor:
    return next(colour for chip, colour in DENOMINATIONS if chip == value)


def paint_chip(painter: QPainter, centre: QPointF, radius: float, value: int) -> None:
    """One chip seen from above at a slant: a disc with its edge marks."""
    rect = QRectF(centre.x() - radius, centre.y() - radius * 0.55, 2 * radius, 1.1 * radius)
    painter.setPen(QPen(QColor(0, 0, 0, 160), max(1.0, radius / 10)))
    painter.setBrush(colour_of(value))
    painter.drawEllipse(rect)
    painter.setPen(QPen(QColor(255, 255, 255, 220), max(1.0, radius / 6), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(radius * 0.2, radius * 0.11, -radius * 0.2, -radius * 0.11))


def paint_stack(painter: QPainter, bottom: QPointF, radius: float, amount: int, label: bool = True) -> float:
    """A stack for ``amount`` standing on ``bottom`` (its lowest chip's
    centre), its amount written to the right; returns the width it took."""
    chips = chips_for(amount)[:MOST_CHIPS]
    step = radius * 0.22
    for index, value in enumerate(chips):
        paint_chip(painter, QPointF(bottom.x(), bottom.y() - index * step), radius, value)
    if not label:
        return 2 * radius
    font = QFont()
    font.setPixelSize(max(6, round(text_size(radius * 1.3))))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255))
    text = number(amount)
    box = QRectF(bottom.x() + radius * 1.1, bottom.y() - radius, radius * 4, radius * 1.6)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    width = painter.fontMetrics().horizontalAdvance(text)
    return 2 * radius + radius * 0.1 + width
