# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The new game dialog's two generated panels: the game's options (one
control per declared ``OptionSpec``) and the seats (name, human or
computer, and level for each).

A mixin of ``NewGameDialog``, kept apart from its building and checking."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from ..core.options import OptionSpec
from .controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup
from .game_setup import (
    _grey,
    _SeatRow,
    default_seat_names,
    level_label,
)
from .i18n import tr
from .option_widgets import option_help, option_widget

if TYPE_CHECKING:
    from .new_game import NewGameDialog


class NewGamePanels:
    """The options and seats panels of the new game dialog (a mixin:
    ``self`` is the dialog)."""

    # -- the options panel ---------------------------------------------------
    def _options_panel(self: NewGameDialog, specs: tuple[OptionSpec, ...]) -> QWidget:
        panel = QWidget()
        grid = QGridLayout(panel)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(2)
        row = 0
        for spec in specs:
            widget = option_widget(spec, self._options_changed)
            self.option_widgets[spec.name] = widget
            if spec.kind == "bool":
                grid.addWidget(widget, row, 0, 1, 2)
            else:
                label = QLabel(tr("{option}:", option=tr(spec.label)))
                label.setBuddy(widget)
                label.setToolTip(tr(spec.help))
                grid.addWidget(label, row, 0)
                holder = QHBoxLayout()
                holder.addWidget(widget)
                holder.addStretch(1)
                grid.addLayout(holder, row, 1)
            row += 1
            if spec.help:
                help_label = option_help(spec)
                small = QFont(help_label.font())
                small.setPointSizeF(small.pointSizeF() * 0.9)
                help_label.setFont(small)
                help_label.setContentsMargins(0, 0, 0, 6)
                grid.addWidget(help_label, row, 0, 1, 2)
                row += 1
        grid.setRowStretch(row, 1)
        if len(specs) <= 4:
            return panel
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(400)
        # Tall enough to read a few options at once; the dialog fits the screen (_fit_screen).
        scroll.setMinimumHeight(min(panel.sizeHint().height() + 40, 240))
        return scroll

    # -- seats -------------------------------------------------------------------
    def _rebuild_seats(self: NewGameDialog) -> None:
        """One row per seat; names and choices the player changed survive."""
        players = self.players()
        old = [
            (row.name.text(), row.kind.currentData(), row.level.currentData(), row.default_name)
            for row in self.seat_rows
        ]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # hidden at once: deleted when the event loop next runs
                widget.hide()
                widget.deleteLater()
        self.seat_rows = []
        names = default_seat_names(players, self.player_name)
        header_name = _grey(QLabel(tr("Name")))
        header_kind = _grey(QLabel(tr("Player")))
        header_level = _grey(QLabel(tr("Computer level")))
        self.seats_grid.addWidget(header_name, 0, 1)
        self.seats_grid.addWidget(header_kind, 0, 2)
        self.seats_grid.addWidget(header_level, 0, 3)
        for seat in range(players):
            number = _grey(QLabel(QLocale().toString(seat + 1)))
            name = QLineEdit(names[seat])
            name.setAccessibleName(tr("Name of seat {n}", n=seat + 1))
            kind = QComboBox()
            kind.addItem(tr("Human"), HUMAN_KIND)
            kind.addItem(tr("Computer"), COMPUTER_KIND)
            kind.setAccessibleName(tr("Seat {n} is played by", n=seat + 1))
            level = QComboBox()
            for agent in self.levels:
                level.addItem(level_label(agent), agent)
            level.setAccessibleName(tr("Computer level of seat {n}", n=seat + 1))
            kind.setCurrentIndex(0 if seat == 0 else 1)
            level.setCurrentIndex(self.levels.index(self.default_level))
            if seat < len(old):
                old_name, old_kind, old_level, old_default = old[seat]
                if old_name.strip() and old_name != old_default:
                    name.setText(old_name)
                kind.setCurrentIndex(kind.findData(old_kind))
                level.setCurrentIndex(max(level.findData(old_level), 0))
            row = _SeatRow(name, kind, level, names[seat])
            level.setEnabled(kind.currentData() == COMPUTER_KIND)
            kind.currentIndexChanged.connect(
                lambda _i, r=row: r.level.setEnabled(r.kind.currentData() == COMPUTER_KIND)
            )
            kind.currentIndexChanged.connect(self._validate)
            self.seats_grid.addWidget(number, seat + 1, 0)
            self.seats_grid.addWidget(name, seat + 1, 1)
            self.seats_grid.addWidget(kind, seat + 1, 2)
            self.seats_grid.addWidget(level, seat + 1, 3)
            self.seat_rows.append(row)

    def seats(self: NewGameDialog) -> list[SeatSetup]:
        return [row.seat() for row in self.seat_rows]
