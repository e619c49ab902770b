"""The new score sheet dialog: the game, the players' names, the options
and a title of a sheet kept by hand, refused (OK disabled, the reason said)
while the sheet kind refuses the choice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.options import OptionSpec
from ..sheets.model import Sheet, SheetKind
from .i18n import said, tr
from .option_widgets import option_help, option_value, option_widget, set_seat_names
from .sheet_view import number_text


def grey(label: QLabel) -> QLabel:
    """``label`` in the palette's quiet colour (help and facts, not content)."""
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class NewSheetDialog(QDialog):
    """Choose the game (the sheet kind), the players' names, the options and
    a title. OK stays disabled while the kind refuses the choice."""

    def __init__(self, kinds: Sequence[SheetKind], parent: QWidget | None = None, kind_id: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("New score sheet"))
        self.kinds = list(kinds)
        self.name_edits: list[QLineEdit] = []
        self.option_widgets: dict[str, QWidget] = {}

        self.kind_combo = QComboBox()
        for kind in self.kinds:
            self.kind_combo.addItem(tr(kind.name), kind.id)
        self.kind_combo.setAccessibleName(tr("Game"))
        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName(tr("Title"))
        self.players_spin = QSpinBox()
        self.players_spin.setAccessibleName(tr("Number of players"))
        self.players_help = grey(QLabel())

        form = QGridLayout()
        form.setColumnStretch(1, 1)
        for row, (text, widget) in enumerate(
            ((tr("&Game:"), self.kind_combo), (tr("&Title:"), self.title_edit), (tr("&Players:"), self.players_spin))
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            form.addWidget(label, row, 0)
            if widget is self.players_spin:
                line = QHBoxLayout()
                line.addWidget(widget)
                line.addWidget(self.players_help)
                line.addStretch(1)
                form.addLayout(line, row, 1)
            else:
                form.addWidget(widget, row, 1)

        self.names_box = QGroupBox(tr("Names"))
        self.names_grid = QGridLayout(self.names_box)
        self.names_grid.setColumnStretch(1, 1)
        self.options_box = QGroupBox(tr("Options"))
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_panel: QWidget | None = None

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        bold = QFont(self.error_label.font())
        bold.setBold(True)
        self.error_label.setFont(bold)
        self.error_label.setAccessibleName(tr("What is wrong"))

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("&Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.names_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.players_spin.valueChanged.connect(self._players_changed)
        if kind_id is not None and self.kind_combo.findData(kind_id) >= 0:
            self.kind_combo.setCurrentIndex(self.kind_combo.findData(kind_id))
        self._kind_chosen()
        self._fit_height(max(self.sizeHint().width(), 460))

    def _fit_height(self, width: int, grow_only: bool = False) -> None:
        """As tall as the form needs at ``width``: wrapped help is measured
        at the width it is shown (the size hint guesses a narrower one)."""
        layout = self.layout()
        assert layout is not None  # set in __init__
        layout.activate()  # the options just built are measured too
        needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        height = needed if needed > 0 else self.sizeHint().height()
        self.resize(width, max(height, self.height()) if grow_only else height)

    @property
    def kind(self) -> SheetKind:
        return self.kinds[max(self.kind_combo.currentIndex(), 0)]

    def _kind_chosen(self) -> None:
        kind = self.kind
        self.title_edit.setPlaceholderText(tr(kind.name))
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(kind.min_players, kind.max_players)
        default = getattr(kind, "default_players", None) or min(max(4, kind.min_players), kind.max_players)
        self.players_spin.setValue(default)
        self.players_spin.setEnabled(kind.min_players != kind.max_players)
        self.players_spin.blockSignals(False)
        low, high = number_text(kind.min_players), number_text(kind.max_players)
        if kind.column_noun == "partnership":
            if kind.min_players == kind.max_players:
                text = tr("always {n} partnerships", n=low)
            else:
                text = tr("{low} to {high} partnerships", low=low, high=high)
        elif kind.min_players == kind.max_players:
            text = tr("always {n} players", n=low)
        else:
            text = tr("{low} to {high} players", low=low, high=high)
        self.players_help.setText(text)
        self._build_options(kind.option_specs)
        self._players_changed()

    def _players_changed(self) -> None:
        old = [edit.text() for edit in self.name_edits]
        while self.names_grid.count():
            item = self.names_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.name_edits = []
        partnership = self.kind.column_noun == "partnership"
        for n in range(self.players_spin.value()):
            edit = QLineEdit(old[n] if n < len(old) else "")
            number = number_text(n + 1)
            edit.setPlaceholderText(tr("Team {n}", n=number) if partnership else tr("Player {n}", n=number))
            edit.setAccessibleName(tr("Name {n}", n=number))
            edit.textChanged.connect(self._validate)
            self.names_grid.addWidget(grey(QLabel(number)), n, 0)
            self.names_grid.addWidget(edit, n, 1)
            self.name_edits.append(edit)
        self._validate()
        if self.isVisible():  # more names, another game's options: the form grows to show them whole,
            # once the new rows are shown (Qt shows a widget added to a shown form from the event loop)
            QTimer.singleShot(0, lambda: self._fit_height(self.width(), grow_only=True))

    def _build_options(self, specs: Sequence[OptionSpec]) -> None:
        if self.options_panel is not None:
            self.options_layout.removeWidget(self.options_panel)
            self.options_panel.hide()
            self.options_panel.deleteLater()
        self.option_widgets = {}
        panel = QWidget()
        grid = QGridLayout(panel)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        row = 0
        for spec in specs:
            widget = option_widget(spec, self._validate, self.names() if spec.seat else None)
            self.option_widgets[spec.name] = widget
            if spec.kind == "bool":
                grid.addWidget(widget, row, 0, 1, 2)
            else:
                label = QLabel(tr("{label}:", label=tr(spec.label)))
                label.setBuddy(widget)
                grid.addWidget(label, row, 0)
                grid.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignLeft)
            row += 1
            if spec.help:
                grid.addWidget(option_help(spec), row, 0, 1, 2)
                row += 1
        grid.setRowStretch(row, 1)  # room to spare goes below the options, not between them
        if not specs:
            grid.addWidget(grey(QLabel(tr("This sheet has no options."))), 0, 0)
        self.options_panel = panel
        self.options_layout.addWidget(panel)

    # -- what was chosen -----------------------------------------------------------
    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for spec in self.kind.option_specs:
            values[spec.name] = option_value(self.option_widgets[spec.name], spec)
        return values

    def names(self) -> list[str]:
        return [edit.text().strip() or edit.placeholderText() for edit in self.name_edits]

    def set_names(self, names: Sequence[str]) -> None:
        self.players_spin.setValue(len(names))
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)

    def problem(self) -> str:
        """Why the sheet cannot be made ("" when it can)."""
        from ..sheets.common import name_problems

        names = self.names()
        typed = name_problems(names)
        if typed:  # a pasted line break or tab: refused, said, never stripped unseen
            return said(typed[0])
        folded = [name.casefold() for name in names]
        if len(set(folded)) != len(folded):
            return tr("Two columns have the same name.")
        try:
            self.kind.resolve(len(names), self.options())
        except ValueError as error:
            return said(error)
        return ""

    def _validate(self, *_args: Any) -> bool:
        for spec in self.kind.option_specs:  # a seat option lists the names as typed
            widget = self.option_widgets.get(spec.name)
            if spec.seat and isinstance(widget, QComboBox):
                set_seat_names(widget, spec, self.names())
        problem = self.problem()
        self.error_label.setText(f"⚠ {problem}" if problem else "")
        self.error_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
        return not problem

    def sheet(self) -> Sheet:
        """The new, empty sheet (not stored yet)."""
        kind = self.kind
        names = self.names()
        return Sheet(
            kind=kind.id,
            players=names,
            options=kind.resolve(len(names), self.options()),
            title=self.title_edit.text().strip(),
            source="manual",
        )

    def accept(self) -> None:
        if self._validate():
            super().accept()
