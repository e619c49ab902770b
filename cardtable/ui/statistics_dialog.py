"""Statistics per game and per computer level: played, won, average points.

Everything is in the player's language, and the numbers are written the way
their locale writes them (QLocale: "1 234", "12,5", "50 %" in French).
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.registry import all_games
from ..storage.statistics import Statistics
from .i18n import tr
from .new_game import level_label


def percent_text(rate: float) -> str:
    """A rate from 0 to 1 as a whole percentage, in the player's locale."""
    return tr("{percent}%", percent=QLocale().toString(round(rate * 100)))


def number_text(value: float, decimals: int = 1) -> str:
    """A number with ``decimals`` decimals, in the player's locale."""
    return QLocale().toString(float(value), "f", decimals)


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.statistics = statistics
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(
            [
                tr("Game"),
                tr("Opponents"),
                tr("Played"),
                tr("Won"),
                tr("Win rate"),
                tr("Average points"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName(tr("Statistics per game and computer level"))
        self.empty = QLabel(tr("No finished matches yet: statistics appear when a match ends."), self)
        reset = QPushButton(tr("Reset all\u2026"), self)
        reset.clicked.connect(self._reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.addButton(reset, QDialogButtonBox.ButtonRole.ResetRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.resize(640, 360)
        self.refresh()

    def refresh(self) -> None:
        rows = self.statistics.summary()
        games = all_games()
        locale = QLocale()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            name = tr(games[row.game_id].name) if row.game_id in games else row.game_id
            cells = [
                name,
                level_label(row.level),
                locale.toString(row.played),
                locale.toString(row.won),
                percent_text(row.win_rate),
                number_text(row.average_points),
            ]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.empty.setVisible(not rows)

    def _reset(self) -> None:
        answer = QMessageBox.question(self, tr("Reset statistics"), tr("Forget every finished match of every game?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.refresh()
