"""The generic score sheet beside the table: one column per seat, one row per hand.

Games with their own sheet (a cribbage board, a Barbu doubling sheet) replace
it with their own widget; every other game gets this one for free from
``Match``: the points of each finished hand, the running totals and the leader.
The leader is marked with a star and bold type, never by colour alone, and
"leader" follows the match's rules (the lowest total when ``lowest_wins``).
"""

from __future__ import annotations

import csv
import io
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.match import Match

_CONTEXT = "ScorePanel"

#: Cells whose int value is a seat number (shown as that seat's name).
SEAT_CELLS: frozenset[str] = frozenset(
    {"moon", "winner", "dealer", "declarer", "bidder", "taker", "leader", "seat", "went_out", "caller"}
)

STAR = "★"


def tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def points_text(points: int, signed: bool) -> str:
    """Points as the sheet shows them: "+12" in games where points are gains."""
    if signed and points > 0:
        return f"+{points}"
    if points < 0:
        return f"\u2212{-points}"  # a real minus sign, as wide as the plus
    return str(points)


def _cell_label(name: str) -> str:
    return name.replace("_", " ")


def _cell_value(name: str, value: Any, names: Sequence[str]) -> str | None:
    """A scalar cell as text, or None when it says nothing (None, empty)."""
    if value is None or value == "" or isinstance(value, (list, tuple, dict, set, frozenset)):
        return None
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if name in SEAT_CELLS and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    return str(value)


class ScorePanel(QWidget):
    """Points per hand and running totals of a Match, for the side of the table."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.match: Match | None = None
        self.names: list[str] = []

        self.caption = QLabel()
        self.caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.caption.setWordWrap(True)

        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAlternatingRowColors(True)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(48)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setAccessibleName(tr("Score sheet"))

        self.winner_label = QLabel()
        font = QFont(self.winner_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.winner_label.setFont(font)
        self.winner_label.setWordWrap(True)
        self.winner_label.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.winner_label)
        layout.addStretch(0)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    # -- filling the sheet ------------------------------------------------
    def set_match(self, match: Match, names: Sequence[str]) -> None:
        """Show ``match`` (call again after every finished hand)."""
        self.match = match
        self.names = list(names)
        rules = match.rules
        signed = not rules.lowest_wins
        results = [record.result for record in match.hands if record.result is not None]
        players = match.players

        self.caption.setText(self._caption(match))
        table = self.table
        table.clear()
        table.setColumnCount(players)
        table.setRowCount(len(results) + 1)
        table.setHorizontalHeaderLabels([self._name(seat) for seat in range(players)])

        for row, result in enumerate(results):
            header = QTableWidgetItem(str(row + 1))
            extras = self._extras(result.cells)
            tip = tr("Hand {n}").format(n=row + 1)
            if extras:
                tip += ": " + "; ".join(extras)
            header.setToolTip(tip)
            table.setVerticalHeaderItem(row, header)
            per_seat = self._per_seat_cells(result.cells, players)
            for seat in range(players):
                item = QTableWidgetItem(points_text(result.points[seat], signed))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if per_seat[seat]:
                    item.setToolTip(f"{self._name(seat)}: " + ", ".join(per_seat[seat]))
                table.setItem(row, seat, item)

        total_row = len(results)
        total_header = QTableWidgetItem(tr("Total"))
        bold = QFont(table.font())
        bold.setBold(True)
        total_header.setFont(bold)
        table.setVerticalHeaderItem(total_row, total_header)
        leaders = set(self.leaders())
        for seat in range(players):
            score = match.scores[seat]
            text = str(score) if score >= 0 else points_text(score, False)
            if seat in leaders:
                text = f"{STAR} {text}"
            item = QTableWidgetItem(text)
            item.setFont(bold)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(tr("Leading") if seat in leaders else "")
            table.setItem(total_row, seat, item)
        table.setCurrentCell(-1, -1)
        self._fit_height()
        table.scrollToBottom()

        if match.is_over:
            winners = [self._name(seat) for seat in match.winners()]
            label = tr("Winner: {names}") if len(winners) == 1 else tr("Winners: {names}")
            self.winner_label.setText(label.format(names=", ".join(winners)))
            self.winner_label.show()
        else:
            self.winner_label.clear()
            self.winner_label.hide()

    def clear_match(self) -> None:
        self.match = None
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        self.caption.clear()
        self.winner_label.hide()

    # -- what the sheet says ------------------------------------------------
    def leaders(self) -> list[int]:
        """Seats sharing the best total (none before the first hand is scored)."""
        match = self.match
        if match is None or not match.hands:
            return []
        best = (min if match.rules.lowest_wins else max)(match.scores)
        return [seat for seat, score in enumerate(match.scores) if score == best]

    def winner_text(self) -> str:
        return self.winner_label.text() if not self.winner_label.isHidden() else ""

    def to_csv(self) -> str:
        """The sheet as CSV: a header of names, one line per hand, the totals."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        match = self.match
        if match is None:
            return ""
        writer.writerow([tr("Hand")] + [self._name(seat) for seat in range(match.players)])
        number = 0
        for record in match.hands:
            if record.result is None:
                continue
            number += 1
            writer.writerow([number] + list(record.result.points))
        writer.writerow([tr("Total")] + list(match.scores))
        return out.getvalue()

    # -- helpers ----------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else tr("Seat {n}").format(n=seat + 1)

    def _caption(self, match: Match) -> str:
        rules = match.rules
        parts = []
        if rules.target is not None:
            parts.append(tr("Game ends at {target}").format(target=rules.target))
        if rules.hands is not None:
            parts.append(tr("{n} hands").format(n=rules.hands))
        parts.append(tr("lowest total wins") if rules.lowest_wins else tr("highest total wins"))
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]

    def _extras(self, cells: Any) -> list[str]:
        """Scalar cells other than the points, as "name: value"."""
        extras = []
        for name, value in dict(cells or {}).items():
            if name == "points":
                continue
            text = _cell_value(name, value, self.names)
            if text is not None:
                extras.append(f"{_cell_label(name)}: {text}")
        return extras

    def _per_seat_cells(self, cells: Any, players: int) -> list[list[str]]:
        """Cells holding one value per seat (cribbage's pegging, hand, crib...)."""
        per_seat: list[list[str]] = [[] for _ in range(players)]
        for name, value in dict(cells or {}).items():
            if name == "points" or not isinstance(value, (list, tuple)) or len(value) != players:
                continue
            for seat, item in enumerate(value):
                if isinstance(item, (int, float, str)) and not isinstance(item, bool):
                    per_seat[seat].append(f"{_cell_label(name)} {item}")
        return per_seat

    def _fit_height(self) -> None:
        """No taller than its rows, so the winner line sits right under the
        totals; with many hands the table scrolls (latest hands in view)."""
        table = self.table
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setMaximumHeight(height + 2)

    def sizeHint(self) -> QSize:
        return QSize(max(240, 70 * max(self.table.columnCount(), 2) + 50), 360)
