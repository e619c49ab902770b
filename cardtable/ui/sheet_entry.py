"""The form for one hand of a score sheet, generated from the kind's fields.

A sheet kind declares the inputs of a row as ``Field``s; this form turns
each into the control a person expects (a spin box for points, a list of
names for a seat, toggle buttons for whom a player doubled, buttons for a
contract, a check box for yes/no). Fields held per player are laid out as
a grid with one column per player, fields as rows, so a Barbu hand reads
like the paper sheet: pick the contract, click the doubles, type the raw
points.

Every change asks the kind (``check``) what is wrong; the messages are shown
under the form and OK stays disabled until there are none, so a row the
sheet would refuse is never stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.reasons import Reason
from ..sheets.model import Field, Sheet, SheetKind, seats_allowed_by_check
from .entry_inputs import (
    CHECK,
    MOST_BUTTONS,
    NOBODY,
    WARNING,
    WIDE,
    _BoolInput,
    _ChoiceInput,
    _Input,
    _IntInput,
    _SeatInput,
    _SeatsInput,
)
from .i18n import tr
from .sheet_view import number_text

# Names other modules and the tests import from here, wherever they now live.
__all__ = ["CHECK", "MOST_BUTTONS", "NOBODY", "WARNING", "WIDE", "RowEntryForm"]

# ---------------------------------------------------------------------------
# The form


class RowEntryForm(QDialog):
    """Type in (or correct) hand ``position`` of ``sheet``. ``entry`` pre-fills
    the form (editing a row); without it the kind's ``blank`` row is shown.
    After ``exec()`` returns Accepted, ``entry()`` is the checked row.
    ``problemsChanged(list)`` follows the kind's messages."""

    problemsChanged = Signal(list)

    def __init__(
        self,
        kind: SheetKind,
        sheet: Sheet,
        position: int,
        entry: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.kind = kind
        self.sheet = sheet
        self.position = position
        self.names = list(sheet.players)
        self.fields = tuple(kind.fields(sheet, position))
        self.inputs: dict[str, _Input | list[_Input]] = {}
        #: What the row holds besides the fields (a played Barbu hand's
        #: declarer): kept as it is, so correcting a hand loses nothing.
        keys = {item.key for item in self.fields}
        self.extra = {key: value for key, value in (entry or {}).items() if key not in keys}
        self._problems: list[Reason] = []
        self._error = ""
        self._ready = False
        editing = entry is not None
        number = number_text(position + 1)
        self.setWindowTitle(tr("Correct hand {n}", n=number) if editing else tr("Hand {n}", n=number))

        heading = QLabel(self.windowTitle())
        font = QFont(heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)

        self.about = QLabel(self._about(editing))
        self.about.setWordWrap(True)
        self.about.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.about.setVisible(bool(self.about.text()))

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        row = 0
        names_shown = False
        players = len(self.names)
        for item in self.fields:
            label = QLabel(tr("{label}:", label=tr(item.label)))
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            label.setContentsMargins(0, 4, 0, 0)
            if item.help:
                label.setToolTip(tr(item.help))
            if item.per_player:
                if not names_shown:
                    for player, name in enumerate(self.names):
                        title = QLabel(name)
                        bold = QFont(title.font())
                        bold.setBold(True)
                        title.setFont(bold)
                        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
                        grid.addWidget(title, row, 1 + player)
                    row += 1
                    names_shown = True
                inputs = [self._input(item, player) for player in range(players)]
                self.inputs[item.key] = inputs
                grid.addWidget(label, row, 0)
                for player, control in enumerate(inputs):
                    grid.addWidget(control.widget, row, 1 + player, Qt.AlignmentFlag.AlignTop)
                label.setBuddy(inputs[0].focus_widgets()[0])
            else:
                control = self._input(item, None)
                self.inputs[item.key] = control
                if item.kind == "bool":
                    grid.addWidget(control.widget, row, 1, 1, max(players, 1))
                else:
                    grid.addWidget(label, row, 0)
                    grid.addWidget(control.widget, row, 1, 1, max(players, 1))
                    label.setBuddy(control.focus_widgets()[0])
            row += 1
            if item.help and not item.per_player:
                help_label = QLabel(tr(item.help))
                help_label.setWordWrap(True)
                help_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
                grid.addWidget(help_label, row, 1, 1, max(players, 1))
                row += 1
        for player in range(players):
            grid.setColumnStretch(1 + player, 1)

        self.problems_label = QLabel()
        self.problems_label.setWordWrap(True)
        self.problems_label.setAccessibleName(tr("What is wrong"))
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = QFont(self.problems_label.font())
        bold.setBold(True)
        self.problems_label.setFont(bold)
        self.problems_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.problems_label.setMinimumHeight(self.problems_label.fontMetrics().height() * 2)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Save hand") if editing else tr("Add hand"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.about)
        layout.addLayout(grid)
        layout.addWidget(self.problems_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self._ready = True
        self.set_entry(entry if entry is not None else self._blank())
        self._set_tab_order()

    # -- building ---------------------------------------------------------------
    def _about(self, editing: bool) -> str:
        """For the next hand, the sheet's notes (who declares, the doubles
        still owed, which way to pass): what a person needs while typing."""
        if editing or self.position != len(self.sheet.rows):
            return ""
        try:
            notes = self.kind.derive(self.sheet).notes
        except Exception:
            return ""
        return "\n".join(note.text(self.names) for note in notes)

    def _blank(self) -> dict[str, Any]:
        try:
            return dict(self.kind.blank(self.sheet, self.position))
        except Exception:  # a kind's blank() failing must not stop the form
            return {}

    def _input(self, item: Field, player: int | None) -> _Input:
        control: _Input
        if item.kind == "int":
            control = _IntInput(item, self._changed)
        elif item.kind == "seat":
            control = _SeatInput(item, self.names, self._changed)
        elif item.kind == "seats":
            allowed = (lambda k=item.key, p=player: self.allowed_seats(k, p)) if player is not None else None
            control = _SeatsInput(item, self.names, player, self._changed, allowed)
        elif item.kind == "choice":
            control = _ChoiceInput(item, self._changed)
        else:
            text = tr(item.label) if player is None else ""
            control = _BoolInput(item, text, self._changed)
        if player is None:
            name = tr(item.label)
        else:
            name = tr("{name}: {label}", name=self.names[player], label=tr(item.label))
        if item.kind != "seats":
            control.widget.setAccessibleName(name)
        if item.help:
            control.widget.setToolTip(tr(item.help))
        control.widget.setObjectName(f"field_{item.key}" + ("" if player is None else f"_{player}"))
        return control

    def _set_tab_order(self) -> None:
        """Fields in order; a per-player field's players left to right."""
        chain: list[QWidget] = []
        for item in self.fields:
            controls = self.inputs[item.key]
            for control in controls if isinstance(controls, list) else [controls]:
                chain += control.focus_widgets()
        chain += [self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        if chain:
            chain[0].setFocus()

    # -- values ---------------------------------------------------------------------
    def entry(self) -> dict[str, Any]:
        """The row as the form shows it (with what it held besides the fields)."""
        values: dict[str, Any] = dict(self.extra)
        for item in self.fields:
            controls = self.inputs[item.key]
            if isinstance(controls, list):
                values[item.key] = [control.value() for control in controls]
            else:
                values[item.key] = controls.value()
        return values

    def set_entry(self, entry: Mapping[str, Any]) -> None:
        """Show ``entry``'s values (each field's default where it has none)."""
        self._ready = False
        try:
            for item in self.fields:
                controls = self.inputs[item.key]
                value = entry.get(item.key, item.default)
                if isinstance(controls, list):
                    values = list(value) if isinstance(value, (list, tuple)) else [value] * len(controls)
                    values += [item.default] * (len(controls) - len(values))
                    for control, one in zip(controls, values):
                        control.set_value(one)
                else:
                    controls.set_value(value)
        finally:
            self._ready = True
        self._changed()

    def input(self, key: str, player: int | None = None) -> _Input:
        """The control of field ``key`` (of ``player`` for a per-player field)."""
        controls = self.inputs[key]
        if not isinstance(controls, list):
            return controls
        if player is None:
            raise TypeError(f"field {key!r} is per player: which player's control?")
        return controls[player]

    # -- checking ---------------------------------------------------------------------
    def _check(self, entry: Mapping[str, Any]) -> list[Reason]:
        return list(self.kind.check(self.sheet, self.position, entry))

    def _changed(self) -> None:
        if not self._ready:
            return
        entry = self.entry()
        try:
            self._problems = self._check(entry)
            self._error = ""
        except Exception as error:  # a half-filled row a kind cannot read
            self._problems = []
            self._error = str(error) or error.__class__.__name__
        lines = [reason.text(self.names) for reason in self._problems]
        if self._error:
            lines.append(self._error)
        shown = self._clamped_notes() + lines
        self.problems_label.setText("\n".join(f"{WARNING} {line}" for line in shown))
        grow_to_fit(self)
        self.ok_button.setEnabled(not lines)
        self.ok_button.setToolTip("" if not lines else tr("Correct what is listed above first."))
        self._update_allowed()
        self.problemsChanged.emit(list(self._problems))

    def _clamped_notes(self) -> list[str]:
        """A line for each stored number too large for its box, shown as the
        nearest the box holds: said, but not refused (saving keeps what is
        shown, as the line says)."""
        notes = []
        for controls in self.inputs.values():
            for control in controls if isinstance(controls, list) else [controls]:
                if isinstance(control, _IntInput) and control.clamped is not None:
                    stored, shown = control.clamped
                    notes.append(
                        tr(
                            "{field} held {stored}, more than this form can show: it shows {shown}, "
                            "and saving the hand keeps {shown}.",
                            field=control.widget.accessibleName(),
                            stored=stored,
                            shown=shown,
                        )
                    )
        return notes

    def problems(self) -> list[Reason]:
        return list(self._problems)

    def problem_text(self) -> str:
        """The messages shown under the form ("" when the row is good)."""
        return self.problems_label.text()

    def is_valid(self) -> bool:
        return self.ok_button.isEnabled()

    def allowed_seats(self, key: str, player: int) -> list[int]:
        """Whom ``player`` may choose in the per-player "seats" field ``key``.

        The kind may say so itself (``allowed_seats(sheet, position, entry,
        key, player)``); otherwise each seat is tried alone against
        ``check``: a seat is allowed when choosing it brings no message of
        a kind that was not already there."""
        entry = self.entry()
        own = getattr(self.kind, "allowed_seats", None)
        if callable(own):
            return list(own(self.sheet, self.position, entry, key, player))
        return seats_allowed_by_check(entry, key, player, len(self.names), self._check)

    def _update_allowed(self) -> None:
        """Grey out the toggles the sheet would refuse (unless already on, so
        a wrong choice can still be taken back); the message says why."""
        for item in self.fields:
            if item.kind != "seats" or not item.per_player:
                continue
            controls = self.inputs[item.key]
            for player, control in enumerate(controls if isinstance(controls, list) else [controls]):
                if not isinstance(control, _SeatsInput):
                    continue  # a per-player "seats" field has toggles for each player
                try:
                    allowed = set(self.allowed_seats(item.key, player))
                except Exception:
                    allowed = set(control.buttons)
                for seat, button in control.buttons.items():
                    ok = seat in allowed
                    button.setEnabled(ok or button.isChecked())
                    button.setToolTip(
                        ""
                        if ok
                        else tr(
                            "{who} may not choose {name} in this hand", who=self.names[player], name=self.names[seat]
                        )
                    )
                if control.maximum is not None:
                    control.maximum.setEnabled(len(allowed) > 0)

    def accept(self) -> None:
        self._changed()
        if self.is_valid():
            super().accept()


def grow_to_fit(form: QWidget) -> None:
    """More lines of problems must not squeeze the fields above them (a
    word-wrapped label's height is not part of the form's minimum size): an
    open form grows to the height its width needs, never past the screen,
    and does not shrink back while the person types."""
    layout = form.layout()
    if not form.isVisible() or layout is None:
        return
    width = form.width()
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
    screen = form.screen()
    if screen is not None:
        needed = min(needed, screen.availableGeometry().height())
    if needed > form.height():
        form.resize(width, needed)
