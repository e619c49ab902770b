"""The end of a hand, on the table itself: a panel over the middle of the
table view with this hand's points and the totals of each player, who leads,
the game's own lines (a moon shot...) and the way on ("Next hand", or at the
end of the match "Play again" and "Choose a game").

It is a child of the table view, not of the window's docks or bars: opening
the score sheet beside the table, or the table redrawing the last trick,
never takes it away. It stays until the player goes on (its button, N, Enter
or Space) or a new hand is dealt.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .accessibility import announce
from .i18n import tr


@dataclass(frozen=True)
class SummaryRow:
    """One player's line: their name, this hand's points, their total."""

    name: str
    points: int
    total: int


@dataclass(frozen=True)
class SummaryAction:
    """A button of the panel: its label (with its key, if any), its
    accessible name and what it does."""

    label: str
    name: str
    run: Callable[[], object]


class HandSummary(QFrame):
    """The hand's summary over the table view (hidden until a hand ends)."""

    def __init__(self, table_view: QWidget) -> None:
        super().__init__(table_view)
        self.setObjectName("handSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.base_point_size = self.font().pointSizeF()
        self._style(1.0)
        self.setAccessibleName(tr("Hand over"))
        # Bold and sizes by rich text, so the panel's one font (scaled with
        # the table, see place) reaches every label.
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.plain_title = ""  # the title as words (the label holds it as rich text)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        self.lines = QLabel(self)
        self.lines.setWordWrap(True)
        self.bar = QHBoxLayout()
        self.bar.addStretch(1)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(20, 14, 20, 14)
        self.body.addWidget(self.title)
        self.body.addLayout(self.grid)
        self.body.addWidget(self.lines)
        self.body.addLayout(self.bar)
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_summary(
        self, title: str, rows: Sequence[SummaryRow], lines: Sequence[str], actions: Sequence[SummaryAction]
    ) -> None:
        """Fill the panel and show it over the middle of the table."""
        self.title.setText(f"<big><b>{html.escape(title)}</b></big>")
        self.plain_title = title
        self._fill_grid(rows)
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        for button in self.buttons:
            self.bar.removeWidget(button)
            _discard(button)
        self.buttons = []
        for action in actions:
            button = QPushButton(action.label, self)
            button.setAccessibleName(action.name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys: N, Enter, Space
            button.clicked.connect(lambda _=False, run=action.run: run())
            self.bar.addWidget(button)
            self.buttons.append(button)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()
        announce(self.parentWidget() or self, "\n".join([title, *lines]))

    def _fill_grid(self, rows: Sequence[SummaryRow]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                _discard(widget)
        heads = (tr("Player"), tr("This hand"), tr("Total"))
        for column, text in enumerate(heads):
            label = QLabel(f"<b>{html.escape(text)}</b>", self)
            label.setTextFormat(Qt.TextFormat.RichText)
            self.grid.addWidget(label, 0, column, Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft)
        for number, row in enumerate(rows, 1):
            cells = (row.name, f"{row.points:+d}", str(row.total))
            for column, text in enumerate(cells):
                align = Qt.AlignmentFlag.AlignRight if column else Qt.AlignmentFlag.AlignLeft
                label = QLabel(text, self)
                label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
                self.grid.addWidget(label, number, column, align)

    def go_on(self) -> bool:
        """Enter or Space: press the first button (the way on), if the panel shows one."""
        if not self.isVisible() or not self.buttons:
            return False
        self.buttons[0].click()
        return True

    def place(self) -> None:
        """Over the middle of the table view, within it, its text growing
        with the table (up to twice the usual size on a large window).
        Called when shown and whenever the view is resized."""
        parent = self.parentWidget()
        if parent is None or not self.isVisible() and not self.buttons:
            return
        scale = max(1.0, min(2.0, parent.width() / 900, parent.height() / 520))
        self._style(scale)
        self.body.activate()
        size = self.sizeHint().boundedTo(parent.size())
        self.resize(size)
        self.move(max(0, (parent.width() - size.width()) // 2), max(0, (parent.height() - size.height()) // 2))

    def _style(self, scale: float) -> None:
        """The panel's look, its text ``scale`` times the usual size (a style
        sheet's font, as a style sheet stops a parent's font reaching its children)."""
        points = max(self.base_point_size, 9.0) * scale
        sheet = (
            "#handSummary { background: rgb(250, 248, 240); border: 2px solid #2b2b2b; border-radius: 8px; }"
            f" #handSummary QLabel {{ color: #111; font-size: {points:.1f}pt; }}"
            f" #handSummary QPushButton {{ font-size: {points:.1f}pt; }}"
        )
        if sheet != self.styleSheet():  # setting one restyles every child: only when it changes
            self.setStyleSheet(sheet)


def _discard(widget: QWidget) -> None:
    """Hide a label or button of the last summary at once, and delete it
    later: until the event loop deletes it, it would still show (over the
    new one, in its old place and size)."""
    widget.hide()
    widget.deleteLater()
