"""The last asks of Go Fish told on the felt: a few lines in the "words"
region the game declares (so the layout keeps room for them), the oldest
faint and the newest bright, the font as large as fits the room, never cut."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..games.go_fish.regions import LOG_LINES

LINE_SPACING = 1.2  # of the font's size
LARGEST_PX = 22.0  # scene units: as large as the plates' words, no larger
SMALLEST_PX = 9.0


class LogWords(QGraphicsObject):
    """Lines of text in a fixed rectangle (the item's position is its top-left)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.rect = QRectF(0, 0, 1, 1)
        self.font = QFont()
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_lines(self, rect: QRectF, lines: list[str]) -> None:
        """Tell ``lines`` (the newest last) in ``rect``, in scene coordinates."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.lines = list(lines)
        self.font = self._fitting_font()
        self.setToolTip("\n".join(self.lines))
        self.update()

    def _fitting_font(self) -> QFont:
        """The largest font that puts every line of the room in it, whole."""
        font = QFont()
        font.setBold(True)  # measured as the newest line is drawn, the widest way
        size = min(LARGEST_PX, self.rect.height() / (LOG_LINES * LINE_SPACING))
        while True:
            font.setPixelSize(max(1, round(size)))
            widest = max((QFontMetricsF(font).horizontalAdvance(line) for line in self.lines), default=0.0)
            if widest <= self.rect.width() or size <= SMALLEST_PX:
                font.setBold(False)
                return font
            size -= 0.5

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(self.font)
        metrics = QFontMetricsF(self.font)
        step = metrics.height() * LINE_SPACING / 1.15
        count = len(self.lines)
        # The newest at the bottom, the others above it, fainter with age.
        y = self.rect.height() - step * count
        for age, line in zip(range(count - 1, -1, -1), self.lines):
            newest = age == 0
            self.font.setBold(newest)
            painter.setFont(self.font)
            alpha = 255 if newest else max(120, 215 - 25 * age)
            painter.setPen(QColor(255, 255, 255, alpha))
            box = QRectF(0, y, self.rect.width(), step)
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, line)
            y += step
        self.font.setBold(False)
