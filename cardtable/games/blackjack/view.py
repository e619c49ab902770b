"""The bankroll plot: the one Qt module of Blackjack, used only by the UI.

Beside the score sheet, each player's chips drawn round by round as a line,
from the sheet's own running bankrolls (``BlackjackSheet.bankrolls``), so
the plot and the "Chips" column can never disagree. The player's own line
is thicker and solid, the others dashed each their own way (never colour
alone), named in a legend; a faint line marks the starting chips. Colours
are from a palette that reads for colour-blind eyes, lightened on a dark
theme; axes and words take the theme's text colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...core.reasons import viewer_of
from ...sheets.model import Sheet
from ...sheets.played import sheet_of_match
from ...ui.i18n import tr, trn
from .sheet import BlackjackSheet

#: The Okabe-Ito colours (chosen to be told apart with any colour vision),
#: without its black and yellow, which vanish on one theme or the other.
LINE_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7", "#0072B2", "#999999")
DASHES = (
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
)
FONT_PIXELS = 11
GAP = 4.0


def nice_step(span: int, most: int) -> int:
    """The smallest step of 1, 2 or 5 times a power of ten that cuts
    ``span`` into at most ``most`` parts."""
    most = max(1, most)
    step = 1
    while True:
        for factor in (1, 2, 5):
            if span <= step * factor * most:
                return step * factor
        step *= 10


@dataclass(frozen=True)
class Frame:
    """Where the plot lies in the widget and what its edges stand for:
    rounds 0..``rounds`` across, chips ``low``..``high`` up."""

    rect: QRectF
    rounds: int
    low: int
    high: int
    step: int  # between the chips' ticks

    def x(self, round_number: float) -> float:
        return self.rect.left() + self.rect.width() * round_number / max(1, self.rounds)

    def y(self, chips: float) -> float:
        return self.rect.bottom() - self.rect.height() * (chips - self.low) / max(1, self.high - self.low)

    def chips_at(self, y: float) -> float:
        """The chips a height stands for (the inverse of ``y``)."""
        return self.low + (self.rect.bottom() - y) * max(1, self.high - self.low) / self.rect.height()


class BankrollPlot(QWidget):
    """Each player's chips over the rounds of a Blackjack session."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Chips over the rounds"))
        self.names: list[str] = []
        self.bankrolls: list[tuple[int, ...]] = []  # the start, then after each round
        self.you: int | None = None
        self.setMinimumSize(QSize(200, 130))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(190)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 190)

    # -- what is drawn ---------------------------------------------------------
    def set_bankrolls(self, names: Sequence[str], bankrolls: Sequence[tuple[int, ...]], you: int | None) -> None:
        """Draw ``bankrolls`` (each player's chips at the start and after
        every round) for the players ``names``; ``you``: the player's own."""
        self.names = list(names)
        self.bankrolls = [tuple(row) for row in bankrolls]
        self.you = you
        last = self.bankrolls[-1] if self.bankrolls else ()
        self.setAccessibleDescription(
            "; ".join(
                trn("{name}: {n} chip", "{name}: {n} chips", chips, name=name) for name, chips in zip(names, last)
            )
        )
        self.update()

    def show_sheet(self, sheet: Sheet, you: int | None = None) -> None:
        """Draw the chips of a Blackjack sheet (played or kept by hand)."""
        self.set_bankrolls(sheet.players, BlackjackSheet().bankrolls(sheet), you)

    def update_from(self, match: Any, view: Any, names: Sequence[str]) -> None:
        """After each move (the main window's board hook): the match's
        finished rounds, through the very sheet shown beside the table."""
        sheet, kind = sheet_of_match(match, names)
        if isinstance(kind, BlackjackSheet):
            self.show_sheet(sheet, viewer_of(names) if len(sheet.players) == len(names) else None)

    @property
    def rounds(self) -> int:
        return max(0, len(self.bankrolls) - 1)

    def plotted(self) -> list[list[tuple[int, int]]]:
        """Each player's points as (round, chips): what the lines join."""
        return [
            [(number, row[player]) for number, row in enumerate(self.bankrolls)] for player in range(len(self.names))
        ]

    def frame(self) -> Frame:
        """The plot's frame in the widget as it is now: room left for the
        legend above, the chips' ticks on the left and the rounds below."""
        metrics = QFontMetricsF(self._font())
        values = [chips for row in self.bankrolls for chips in row] or [0]
        low, high = min(values), max(values)
        if high - low < 20:
            low, high = low - 10, high + 10
        step = nice_step(high - low, 4)
        low, high = (low // step) * step, -(-high // step) * step
        labels = [f"{tick}" for tick in range(low, high + 1, step)]
        left = max(metrics.horizontalAdvance(text) for text in labels) + 2 * GAP
        top = self._legend_height(metrics) + metrics.height() / 2
        bottom = metrics.height() + 2 * GAP
        rect = QRectF(left, top, max(10.0, self.width() - left - 4 * GAP), max(10.0, self.height() - top - bottom))
        return Frame(rect, self.rounds, low, high, step)

    def line_points(self, frame: Frame) -> list[list[QPointF]]:
        return [[QPointF(frame.x(number), frame.y(chips)) for number, chips in line] for line in self.plotted()]

    # -- painting ----------------------------------------------------------------
    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(FONT_PIXELS)
        return font

    def _colour(self, player: int) -> QColor:
        colour = QColor(LINE_COLOURS[player % len(LINE_COLOURS)])
        return colour.lighter(125) if self._dark() else colour.darker(110)

    def _dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def _pen(self, player: int, width: float | None = None) -> QPen:
        own = player == self.you
        pen = QPen(self._colour(player), width if width is not None else (3.0 if own else 1.6))
        others = [seat for seat in range(len(self.names)) if seat != self.you]
        if not own:
            pen.setStyle(DASHES[others.index(player) % len(DASHES)] if others.index(player) else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def _legend_rows(self, metrics: QFontMetricsF) -> list[list[tuple[int, float]]]:
        """The legend's entries (player, width) in rows that fit the width."""
        rows: list[list[tuple[int, float]]] = [[]]
        used = 0.0
        for player, name in enumerate(self.names):
            width = 22 + metrics.horizontalAdvance(name) + 10
            if rows[-1] and used + width > self.width() - 2 * GAP:
                rows.append([])
                used = 0.0
            rows[-1].append((player, width))
            used += width
        return rows

    def _legend_height(self, metrics: QFontMetricsF) -> float:
        return len(self._legend_rows(metrics)) * (metrics.height() + 2) + GAP

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font())
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        if self.rounds == 0 or not self.names:
            painter.setPen(ink)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                tr("No rounds yet: each player's chips are drawn here after every round."),
            )
            painter.end()
            return
        frame = self.frame()
        self._paint_axes(painter, frame, ink)
        for player, points in enumerate(self.line_points(frame)):
            if player != self.you:
                painter.setPen(self._pen(player))
                painter.drawPolyline(points)
        if self.you is not None and 0 <= self.you < len(self.names):
            painter.setPen(self._pen(self.you))
            painter.drawPolyline(self.line_points(frame)[self.you])
        self._paint_legend(painter, ink)
        painter.end()

    def _paint_axes(self, painter: QPainter, frame: Frame, ink: QColor) -> None:
        metrics = QFontMetricsF(painter.font())
        faint = QColor(ink)
        faint.setAlpha(60)
        rect = frame.rect
        for tick in range(frame.low, frame.high + 1, frame.step):
            y = frame.y(tick)
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(ink)
            label = QRectF(0, y - metrics.height() / 2, rect.left() - GAP, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(tick))
        across = nice_step(frame.rounds, max(1, int(rect.width() // 36)))
        for number in range(0, frame.rounds + 1, across):
            x = frame.x(number)
            painter.setPen(QPen(ink, 1))
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + 3))
            label = QRectF(x - 20, rect.bottom() + 3, 40, metrics.height())
            painter.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(number))
        painter.setPen(QPen(ink, 1))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.drawLine(rect.bottomLeft(), rect.topLeft())
        start = self.bankrolls[0][0] if self.bankrolls and self.bankrolls[0] else None
        if start is not None and len(set(self.bankrolls[0])) == 1:
            painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(rect.left(), frame.y(start)), QPointF(rect.right(), frame.y(start)))

    def _paint_legend(self, painter: QPainter, ink: QColor) -> None:
        metrics = QFontMetricsF(painter.font())
        bold = QFont(painter.font())
        bold.setBold(True)
        y = GAP
        for row in self._legend_rows(metrics):
            x = GAP
            for player, width in row:
                middle = y + metrics.height() / 2
                painter.setPen(self._pen(player, 3.0 if player == self.you else 2.0))
                painter.drawLine(QPointF(x, middle), QPointF(x + 18, middle))
                painter.setPen(ink)
                painter.setFont(bold if player == self.you else self._font())
                painter.drawText(QPointF(x + 22, y + metrics.ascent()), self.names[player])
                x += width
            y += metrics.height() + 2
        painter.setFont(self._font())


def make_score_view(parent: QWidget | None = None) -> BankrollPlot:
    """The game's own score view (``Game.view`` is to name this function)."""
    return BankrollPlot(parent)
