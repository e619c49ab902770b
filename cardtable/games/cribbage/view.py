"""The cribbage board: the one Qt module of the game, used only by the UI.

Each side has a track of 121 holes (three rows of forty, and the game hole);
two pegs leapfrog along it, the front one at the score and the back one at the
score before the last scoring, as on a real board. Under the board, the last
scorings are said aloud ("fifteen two, fifteen four and a pair is six").
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...core.game import View
from ...core.match import Match
from ...ui.i18n import tr, trn

PEG_COLOURS = (QColor(200, 40, 40), QColor(40, 90, 200), QColor(30, 150, 60))
PER_ROW = 40
ROWS = 3


class CribbageBoard(QWidget):
    """The pegging board for the sides of a cribbage match."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(tr("Cribbage board"))
        self.sides: list[tuple[str, int, int]] = []  # (name, front peg, back peg)
        self.target = 121
        self.setMinimumSize(QSize(260, 150))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_sides(self, sides: list[tuple[str, int, int]], target: int = 121) -> None:
        self.sides = sides
        self.target = target
        self.setFixedHeight(24 + 62 * max(1, len(sides)))
        self.setAccessibleDescription(
            "; ".join(trn("{name}: {n} point", "{name}: {n} points", front, name=name) for name, front, _back in sides)
        )
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 24 + 62 * max(1, len(self.sides)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        paint_board(painter, QRectF(self.rect()).adjusted(2, 2, -2, -2), self.sides, self.target)
        painter.end()


def _hole(track: QRectF, position: int) -> QPointF:
    """Where hole ``position`` (1..120, or 121 the game hole) of a track is:
    three streets of forty, in groups of five."""
    if position >= ROWS * PER_ROW + 1:
        return QPointF(track.right() - track.height() * 0.1, track.center().y())
    index = position - 1
    row, column = divmod(index, PER_ROW)
    margin = track.height() * 0.16
    usable = track.width() - 2.5 * margin
    step = usable / (PER_ROW + PER_ROW // 5 - 1)
    x = track.left() + margin * 0.3 + (column + column // 5) * step
    y = track.top() + margin + row * (track.height() - 2 * margin) / (ROWS - 1)
    return QPointF(x, y)


def paint_board(painter: QPainter, wood: QRectF, sides: list[tuple[str, int, int]], target: int) -> None:
    """Draw the board in ``wood``: for each side its name and score, a track
    of 121 holes, the front peg at the score and the back peg behind it.
    Everything is in proportion to the rectangle, so the table's board (a
    scene item) and the sheet's (a widget) are the same drawing."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    band = (wood.height() - 8) / max(1, len(sides))
    unit = band / 62  # the widget's board has 62 pixels a side
    painter.setBrush(QColor(181, 131, 80))
    painter.setPen(QPen(QColor(110, 70, 35), max(1.0, 2 * unit)))
    painter.drawRoundedRect(wood, 10 * unit, 10 * unit)
    font = QFont()
    font.setPixelSize(max(1, round(14 * unit)))
    font.setBold(True)
    painter.setFont(font)
    scale = (ROWS * PER_ROW + 1) / max(target, 1)
    for number, (name, front, back) in enumerate(sides):
        top = wood.top() + 6 * unit + number * band
        painter.setPen(QColor(40, 20, 5))
        label = QRectF(wood.left() + 10 * unit, top, wood.width() - 20 * unit, 17 * unit)
        painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{name}: {front}")
        track = QRectF(wood.left() + 10 * unit, top + 18 * unit, wood.width() - 20 * unit, 38 * unit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(70, 40, 15))
        for hole in range(1, ROWS * PER_ROW + 2):
            painter.drawEllipse(_hole(track, hole), 1.6 * unit, 1.6 * unit)
        colour = PEG_COLOURS[number % len(PEG_COLOURS)]
        for value, solid in ((back, False), (front, True)):
            if value <= 0:
                continue
            point = _hole(track, min(ROWS * PER_ROW + 1, max(1, round(value * scale))))
            radius = (4.2 if solid else 3.4) * unit
            painter.setPen(QPen(QColor(20, 10, 0), 1.2 * unit))
            painter.setBrush(colour if solid else colour.lighter(150))
            painter.drawEllipse(point, radius, radius)
    painter.restore()


class CribbagePanel(QWidget):
    """The board and the last scorings, for the score-sheet panel."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.board = CribbageBoard(self)
        self.calls = QLabel(self)
        self.calls.setWordWrap(True)
        self.calls.setAccessibleName(tr("Scoring calls"))
        self.calls.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.board)
        layout.addWidget(self.calls)
        self._front: list[int] = []
        self._back: list[int] = []

    def update_from(self, match: Match, view: View | None, names: list[str]) -> None:
        """Move the pegs to the scores now (the match's, plus this hand's
        scorings); a peg that moves leaves the other peg at its old hole."""
        players = match.players
        sides = [[0, 2], [1, 3]] if players == 4 else [[seat] for seat in range(players)]
        state = match.state
        events = view.get("events", ()) if view is not None and state is not None else ()
        scores = list(state.context.scores) if state is not None else list(match.scores)
        scores = scores or [0] * players
        for seat, points, _kind, _said in events:
            scores[seat] += points
            if players == 4:
                scores[(seat + 2) % 4] = scores[seat]
        if not any(scores) or len(self._front) != len(sides):
            self._front = [0] * len(sides)
            self._back = [0] * len(sides)
        rows = []
        for number, members in enumerate(sides):
            now = scores[members[0]]
            if now != self._front[number]:
                self._back[number], self._front[number] = self._front[number], now
            name = " & ".join(names[m] if m < len(names) else tr("Seat {n}", n=m) for m in members)
            rows.append((name, self._front[number], self._back[number]))
        self.board.set_sides(rows, int(match.options.get("target", 121)))
        lines = []
        for seat, points, _kind, said in list(events)[-6:]:
            who = names[seat] if seat < len(names) else tr("Seat {n}", n=seat)
            lines.append(tr("{who}: {said} ({points})", who=who, said=said, points=points))
        self.calls.setText("\n".join(lines))


def make_score_view(parent: QWidget | None = None) -> CribbagePanel:
    """The game's own score view (``CribbageGame.view`` names this function)."""
    return CribbagePanel(parent)
