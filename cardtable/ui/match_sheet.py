"""The score sheet beside the table: the game's own sheet, filled as hands end.

It is the very sheet a person keeps by hand for that game (Barbu's doubling
sheet, the Hearts sheet...), built from the match's finished hands by
``sheets.played``; the main window also stores it, so every match played can
be browsed later in the Score sheets window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..core.match import Match
from ..core.reasons import viewer_of
from ..sheets.model import Derived, Sheet, SheetKind
from ..sheets.played import sheet_of_match
from .i18n import tr
from .sheet_view import SheetView

MINIMUM_WIDTH = 320


class MatchSheetPanel(QWidget):
    """The match's sheet, read-only, with a way to open all sheets."""

    openSheets = Signal()
    redrawn = Signal()  # a new row or column: the window may make room for it

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.view = SheetView(self)
        self.view.set_compact(True)  # beside the table, where room is short
        self.sheet: Sheet | None = None
        self.kind: SheetKind | None = None
        self.derived: Derived | None = None
        self.open_button = QPushButton(tr("All score sheets\u2026"), self)
        self.open_button.setAccessibleName(tr("Open the score sheets window"))
        self.open_button.clicked.connect(self.openSheets)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        # Narrower than this, a sheet shows no player's total at all.
        self.setMinimumWidth(MINIMUM_WIDTH)

    def set_match(self, match: Match, names: Sequence[str]) -> Derived:
        """Redraw the sheet from every finished hand of ``match``."""
        self.sheet, self.kind = sheet_of_match(match, names)
        # The player's own column, when the columns are the seats (not partnerships).
        you = viewer_of(names) if len(self.sheet.players) == len(names) else None
        self.derived = self.view.show_sheet(self.sheet, self.kind, you=you)
        self.redrawn.emit()
        return self.derived

    def winner_text(self) -> str:
        return self.view.winner_text()
