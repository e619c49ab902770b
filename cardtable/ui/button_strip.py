"""A row of buttons that never widens the window: when there are more than
fit (Barbu's thirteen "Start at…" buttons at 1024 px), the row scrolls
sideways instead of pushing the window past the screen or being cut."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget


class ButtonStrip(QScrollArea):
    """Holds ``row`` (a widget laid out in a row): as wide as the room it is
    given, as tall as the row, with a scroll bar only when the row is wider."""

    def __init__(self, row: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidget(row)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row.installEventFilter(self)

    def _row(self) -> QWidget:
        row = self.widget()
        assert row is not None
        return row

    def _overflows(self) -> bool:
        return self._row().minimumSizeHint().width() > self.viewport().width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        row = self._row()
        hint = row.sizeHint().expandedTo(row.minimumSize())  # the room kept for buttons
        bar = self.horizontalScrollBar().sizeHint().height() if self._overflows() else 0
        return QSize(hint.width(), hint.height() + bar)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.sizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Buttons added or taken away: as tall as the row needs again."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.updateGeometry()  # narrower: the scroll bar may need room


def keep_room_for_buttons(row: QWidget, buttons: Sequence[QWidget]) -> None:
    """Once a match has shown buttons, their ``row`` keeps its height: the
    table must not grow and shrink under the player's hand each time a Pass
    or Draw button comes and goes (Fan Tan passes every few turns). Measured
    on the buttons themselves: a button just added is not shown yet, so the
    row's own size hint does not count it."""
    if not buttons:
        return
    layout = row.layout()
    margins = layout.contentsMargins() if layout is not None else None
    extra = margins.top() + margins.bottom() if margins is not None else 0
    height = max(button.sizeHint().height() for button in buttons) + extra
    if height > row.minimumHeight():
        row.setMinimumHeight(height)
