"""Statistics per game and per computer level: played, won, average points."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QMessageBox, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)

from ..ai.agents import LEVEL_LABELS
from ..core.registry import all_games
from ..storage.statistics import Statistics


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.statistics = statistics
        self.table = QTableWidget(0, 6, self)
        self.table.setHorizontalHeaderLabels(["Game", "Opponents", "Played", "Won", "Win rate", "Average points"])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName("Statistics per game and computer level")
        self.empty = QLabel("No finished matches yet: statistics appear when a match ends.", self)
        reset = QPushButton("Reset all\u2026", self)
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
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            name = games[row.game_id].name if row.game_id in games else row.game_id
            cells = [
                name, LEVEL_LABELS.get(row.level, row.level.capitalize()), str(row.played), str(row.won),
                f"{row.win_rate:.0%}", f"{row.average_points:.1f}",
            ]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.empty.setVisible(not rows)

    def _reset(self) -> None:
        answer = QMessageBox.question(self, "Reset statistics", "Forget every finished match of every game?")
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.refresh()
