"""Words on the felt: a pile's label, a speech bubble ("Go"), a count said
aloud. A scene item in a dark rounded box as wide as its words, drawn over
the cards, never taking a click."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class Caption(QGraphicsObject):
    """Words on the felt in a dark rounded box: a pile's label, a "Go"
    bubble, or the count of the show (several lines, centred)."""

    def __init__(self, point_size: float = 10, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setPointSizeF(point_size)
        self.font.setBold(bold)
        self.max_width = 900.0
        self.box = QRectF()
        self.fill = QColor(0, 0, 0, 120)
        self.setZValue(550)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str) -> None:
        """Show ``text`` (hidden when empty), the box as wide as the words."""
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(self.font)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        bounds = metrics.boundingRect(QRectF(0, 0, self.max_width, 10000), flags, text)
        width, height = bounds.width() + 16, bounds.height() + 8
        self.box = QRectF(-width / 2, -height / 2, width, height)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        radius = min(12.0, self.box.height() / 2)
        painter.drawRoundedRect(self.box, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(self.box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)
