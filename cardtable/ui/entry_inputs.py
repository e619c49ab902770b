"""The controls of the hand form (``RowEntryForm``): one per field of the
sheet kind, or per field and player: a spin box for a number, a combo for a
seat, toggles for seats, buttons or a list for a choice, a check box for a
yes or no. Each reads and sets its field's value the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..sheets.common import LARGEST, seat_or_none, whole
from ..sheets.model import Field
from .i18n import tr

#: A spin box's range when the field sets none.
WIDE = 9999
#: "choice" fields with up to this many choices get buttons, more a list.
MOST_BUTTONS = 8
CHECK = "✓"
WARNING = "⚠"
#: A seat combo's data for "nobody" (never None: see new_game.py).
NOBODY = -1


# ---------------------------------------------------------------------------
# One control per field (or per field and player)


class _Input:
    """A field's control: ``widget`` to lay out, ``value()``/``set_value()``,
    and ``changed`` called on every change."""

    widget: QWidget

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def focus_widgets(self) -> list[QWidget]:
        return [self.widget]


class _IntInput(_Input):
    """A spin box. An optional field has a blank step below the minimum,
    read as None (not written).

    A stored value outside the box's range is shown as it is: the range
    widens to hold it (the kind's checks then say what is wrong with it),
    up to ``LARGEST``, the most a sheet holds (the box is 32-bit). A value
    beyond that is shown as the nearest the box holds, and ``clamped``
    says (stored, shown) until the box is changed, for the form to tell."""

    widget: QSpinBox

    def __init__(self, field: Field, changed: Callable[[], None]):
        self.optional = field.optional
        low = _within(field.minimum if field.minimum is not None else -WIDE)
        high = _within(field.maximum if field.maximum is not None else WIDE)
        self.floor = low
        self.clamped: tuple[int, int] | None = None
        self.changed = changed
        spin = QSpinBox()
        spin.setRange(low - 1 if self.optional else low, high)
        if self.optional:
            spin.setSpecialValueText(" ")
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setAccelerated(True)
        spin.valueChanged.connect(self._edited)
        self.widget = spin
        self.set_value(field.default)

    def _edited(self, value: int) -> None:
        if self.clamped is not None and value != self.clamped[1]:
            self.clamped = None  # the person chose another value
        self.changed()

    def value(self) -> Any:
        value = self.widget.value()
        if self.optional and value < self.floor:
            return None
        return value

    def set_value(self, value: Any) -> None:
        self.clamped = None
        if value is None or isinstance(value, bool) or not isinstance(value, int):
            blank = self.floor - 1 if self.optional else max(self.widget.minimum(), min(0, self.widget.maximum()))
            if not self.optional and self.widget.minimum() > 0:
                blank = self.widget.minimum()
            self.widget.setValue(blank)
            return
        shown = _within(value)
        if shown < self.floor:
            self.floor = shown  # an optional field's blank step stays below it
            self.widget.setMinimum(shown - 1 if self.optional else shown)
        if shown > self.widget.maximum():
            self.widget.setMaximum(shown)
        self.widget.setValue(shown)
        if shown != value:
            self.clamped = (value, shown)


def _within(value: int) -> int:
    """``value`` brought within what a sheet and a spin box hold."""
    return max(-LARGEST, min(LARGEST, value))


class _SeatInput(_Input):
    """A list of the players' names (and "nobody" when optional)."""

    widget: QComboBox

    def __init__(self, field: Field, names: Sequence[str], changed: Callable[[], None]):
        combo = QComboBox()
        if field.optional:
            combo.addItem(tr("nobody"), NOBODY)
        for seat, name in enumerate(names):
            combo.addItem(name, seat)
        combo.currentIndexChanged.connect(lambda _i: changed())
        self.widget = combo
        self.seats = len(names)
        self.set_value(field.default)

    def value(self) -> Any:
        data = self.widget.currentData()
        return None if data == NOBODY or data is None else int(data)

    def set_value(self, value: Any) -> None:
        seat = seat_or_none(value, self.seats)  # a huge number would overflow findData
        index = self.widget.findData(NOBODY if seat is None else seat)
        self.widget.setCurrentIndex(max(index, 0))


class _SeatsInput(_Input):
    """Toggle buttons, one per player who can be chosen (all others than
    ``owner`` for a per-player field), and for a per-player field a
    "Maximum" button that turns on every one the sheet allows."""

    def __init__(
        self,
        field: Field,
        names: Sequence[str],
        owner: int | None,
        changed: Callable[[], None],
        allowed: Callable[[], Sequence[int]] | None = None,
    ):
        self.names = list(names)
        self.owner = owner
        self.allowed = allowed
        self.changed = changed
        self._syncing = False
        self.widget = QWidget()
        layout = QVBoxLayout(self.widget) if owner is not None else QHBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.buttons: dict[int, QPushButton] = {}
        for seat, name in enumerate(self.names):
            if seat == owner:
                continue
            button = QPushButton(name)
            button.setCheckable(True)
            button.setAutoDefault(False)
            if owner is not None:
                button.setAccessibleName(
                    tr("{who}: {label} {name}", who=names[owner], label=tr(field.label), name=name)
                )
            else:
                button.setAccessibleName(tr("{label}: {name}", label=tr(field.label), name=name))
            button.toggled.connect(lambda _on, b=button, n=name: self._toggled(b, n))
            layout.addWidget(button)
            self.buttons[seat] = button
        self.maximum: QPushButton | None = None
        if owner is not None and len(self.buttons) > 1:
            self.maximum = QPushButton(tr("Maximum"))
            self.maximum.setAutoDefault(False)
            self.maximum.setToolTip(tr("Everyone {name} may choose here", name=names[owner]))
            self.maximum.setAccessibleName(tr("{who}: maximum", who=names[owner]))
            self.maximum.clicked.connect(self._maximum)
            layout.addWidget(self.maximum)
        layout.addStretch(1)
        self.set_value(field.default)

    def _toggled(self, button: QPushButton, name: str) -> None:
        button.setText(f"{CHECK} {name}" if button.isChecked() else name)
        if not self._syncing:
            self.changed()

    def _maximum(self) -> None:
        wanted = set(self.allowed()) if self.allowed is not None else set(self.buttons)
        self._syncing = True
        try:
            for seat, button in self.buttons.items():
                button.setChecked(seat in wanted)
        finally:
            self._syncing = False
        self.changed()

    def value(self) -> Any:
        return [seat for seat, button in self.buttons.items() if button.isChecked()]

    def set_value(self, value: Any) -> None:
        items = value if isinstance(value, (list, tuple, set, frozenset)) else ()
        chosen = {whole(item) for item in items}  # a stored list may hold lists: never hashed
        self._syncing = True
        try:
            for seat, button in self.buttons.items():
                button.setChecked(seat in chosen)
        finally:
            self._syncing = False

    def focus_widgets(self) -> list[QWidget]:
        widgets: list[QWidget] = list(self.buttons.values())
        if self.maximum is not None:
            widgets.append(self.maximum)
        return widgets


class _ChoiceInput(_Input):
    """Radio buttons (a few choices, arrow keys move between them) or a list."""

    def __init__(self, field: Field, changed: Callable[[], None], buttons: bool | None = None):
        self.choices = list(field.choices)
        use_buttons = len(self.choices) <= MOST_BUTTONS if buttons is None else buttons
        self.combo: QComboBox | None = None
        self.none_radio: QRadioButton | None = None
        self.group: QButtonGroup | None = None
        self.radios: list[QRadioButton] = []
        if use_buttons:
            self.widget = QWidget()
            grid = QGridLayout(self.widget)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(2)
            self.group = QButtonGroup(self.widget)
            self.group.setExclusive(True)
            # An optional choice can be taken back: a "none" button first.
            labels: list[tuple[str | None, str]] = [(value, tr(label)) for value, label in self.choices]
            if field.optional:
                labels = [(None, tr("none"))] + labels
            per_line = 5 if len(labels) > 4 else len(labels)
            for n, (value, label) in enumerate(labels):
                radio = QRadioButton(label)
                radio.setAccessibleName(tr("{label}: {name}", label=tr(field.label), name=label))
                grid.addWidget(radio, n // max(per_line, 1), n % max(per_line, 1))
                if value is None and field.optional and n == 0:
                    self.none_radio = radio
                    self.group.addButton(radio, -2)
                    continue
                self.group.addButton(radio, len(self.radios))
                self.radios.append(radio)
            grid.setColumnStretch(max(per_line, 1), 1)
            self.group.idToggled.connect(lambda _id, on: changed() if on else None)
        else:
            combo = QComboBox()
            if field.optional:
                combo.addItem(tr("(none)"), "")
            elif field.default is None:
                combo.addItem(tr("(choose)"), "")
            for value, label in self.choices:
                combo.addItem(tr(label), str(value))
            combo.currentIndexChanged.connect(lambda _i: changed())
            self.combo = combo
            self.widget = combo
        self.set_value(field.default)

    def value(self) -> Any:
        if self.combo is not None:
            data = self.combo.currentData()
            for value, _label in self.choices:
                if str(value) == data:
                    return value
            return None
        assert self.group is not None  # buttons, as there is no combo
        checked = self.group.checkedId()
        return self.choices[checked][0] if checked >= 0 else None

    def set_value(self, value: Any) -> None:
        index = next((n for n, (choice, _label) in enumerate(self.choices) if choice == value), -1)
        if self.combo is not None:
            found = self.combo.findData(str(value)) if index >= 0 else 0
            self.combo.setCurrentIndex(max(found, 0))
            return
        if index >= 0:
            self.radios[index].setChecked(True)
        elif self.none_radio is not None:
            self.none_radio.setChecked(True)
        else:
            assert self.group is not None  # buttons, as there is no combo
            self.group.setExclusive(False)
            for radio in self.radios:
                radio.setChecked(False)
            self.group.setExclusive(True)

    def focus_widgets(self) -> list[QWidget]:
        if self.combo is not None:
            return [self.widget]
        widgets: list[QWidget] = [self.none_radio] if self.none_radio is not None else []
        return widgets + list(self.radios)


class _BoolInput(_Input):
    widget: QCheckBox

    def __init__(self, field: Field, text: str, changed: Callable[[], None]):
        box = QCheckBox(text)
        box.toggled.connect(lambda _on: changed())
        self.widget = box
        self.set_value(field.default)

    def value(self) -> Any:
        return self.widget.isChecked()

    def set_value(self, value: Any) -> None:
        self.widget.setChecked(bool(value))
