"""Widgets generated from ``OptionSpec`` declarations, shared by the new-game
dialog and the new-score-sheet dialog so an option looks and reads the same
in both: "bool" is a QCheckBox, "int" a QSpinBox, "choice" a QComboBox.

A combo box's item data is the choice itself, but its value is read and set
by position in ``spec.choices``, so choices need not be strings. Labels,
choice labels and help come from the core marked with ``N_`` and are shown
in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSizePolicy, QSpinBox, QWidget

from ..core.options import OptionSpec
from .i18n import tr


def option_widget(spec: OptionSpec, on_change: Callable[..., Any], names: Sequence[str] | None = None) -> QWidget:
    """A widget showing ``spec.default`` that calls ``on_change`` when changed.
    A seat option shows the players' ``names`` when they are known."""
    widget: QWidget
    if spec.seat and spec.kind == "int" and names is not None:
        combo = QComboBox()
        set_seat_names(combo, spec, names)
        combo.setCurrentIndex(max(0, min(int(spec.default), combo.count() - 1)))
        combo.currentIndexChanged.connect(on_change)
        widget = combo
    elif spec.kind == "bool":
        box = QCheckBox(tr(spec.label))
        box.setChecked(bool(spec.default))
        box.toggled.connect(on_change)
        widget = box
    elif spec.kind == "int":
        spin = QSpinBox()
        spin.setRange(
            spec.minimum if spec.minimum is not None else -(10**6), spec.maximum if spec.maximum is not None else 10**6
        )
        spin.setValue(spec.default)
        spin.valueChanged.connect(on_change)
        widget = spin
    else:
        combo = QComboBox()
        labels = tuple(tr(label) for label in spec.choice_labels) or tuple(str(choice) for choice in spec.choices)
        for choice, label in zip(spec.choices, labels):
            combo.addItem(label, choice)
        combo.setCurrentIndex(list(spec.choices).index(spec.default))
        combo.currentIndexChanged.connect(on_change)
        widget = combo
    widget.setToolTip(tr(spec.help))
    widget.setAccessibleName(tr(spec.label))
    widget.setObjectName(f"option_{spec.name}")
    return widget


def option_help(spec: OptionSpec) -> QLabel:
    """An option's whole help, in the quiet colour under its control: wrapped
    to the panel's width and never shortened, as the player reads the rule
    itself, not its first words."""
    label = QLabel(tr(spec.help))
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    # As wide as the panel gives, as tall as the wrapped text needs: never
    # widening the dialog to hold a long help on one line.
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)  # a new policy drops what setWordWrap set
    label.setSizePolicy(policy)
    label.setObjectName(f"help_{spec.name}")
    return label


def set_seat_names(combo: QComboBox, spec: OptionSpec, names: Sequence[str]) -> None:
    """Fill (or rename) a seat option's list with the players' names."""
    lowest = spec.minimum or 0
    highest = min(spec.maximum if spec.maximum is not None else len(names) - 1, len(names) - 1)
    current = combo.currentIndex()
    combo.blockSignals(True)
    combo.clear()
    for seat in range(lowest, highest + 1):
        combo.addItem(names[seat], seat)
    combo.setCurrentIndex(max(0, min(current, combo.count() - 1)))
    combo.blockSignals(False)


def option_value(widget: QWidget, spec: OptionSpec) -> Any:
    """The value the widget shows."""
    if isinstance(widget, QComboBox) and spec.kind == "int":
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return spec.choices[max(widget.currentIndex(), 0)]
    raise TypeError(f"option {spec.name}: {type(widget).__name__} is not an option widget")


def set_option_value(widget: QWidget, spec: OptionSpec, value: Any) -> None:
    """Show ``value`` (an unknown choice shows the first one)."""
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    elif isinstance(widget, QComboBox) and spec.kind == "int":
        index = widget.findData(int(value))
        widget.setCurrentIndex(max(index, 0))
    elif isinstance(widget, QComboBox):
        choices = list(spec.choices)
        widget.setCurrentIndex(choices.index(value) if value in choices else 0)
