# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Where the main window and its score sheet go: the window inside the
screen's available area (a remembered size from a larger monitor shrunk to
fit), and the sheet beside the table only while the table keeps the room
the layout needs; a sheet too wide for that floats over the table instead.

A mixin of ``MainWindow``, kept apart from the window's building and play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QStyle, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QMoveEvent, QResizeEvent, QShowEvent

    from .main_window import MainWindow

#: The size the window asks for when nothing is remembered (and the screen has room).
WANTED_SIZE = QSize(1200, 800)
#: The table never gets narrower than this with the sheet beside it: a wider
#: sheet floats over the table instead (the table's layout is solved for it).
TABLE_MIN_WIDTH = 720
#: Room kept round the sheet's columns in the dock (the panel's margins and
#: the dock's frame; the sheet's own size hint holds a vertical scroll bar).
SHEET_MARGIN = 16
#: The gap a layout leaves between two widgets, at most (styles use 6 to 8).
SPACING = 8


def fitted(frame: QRect, inner: QRect, available: QRect) -> QRect:
    """The window's inner geometry moved and shrunk so that its frame
    (``frame``: the inner ``inner`` plus the title bar and borders) lies
    inside ``available``; unchanged when it already does."""
    left = inner.left() - frame.left()
    top = inner.top() - frame.top()
    extra_width = frame.width() - inner.width()
    extra_height = frame.height() - inner.height()
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    x = min(max(frame.left(), available.left()), available.right() + 1 - width)
    y = min(max(frame.top(), available.top()), available.bottom() + 1 - height)
    return QRect(x + left, y + top, width - extra_width, height - extra_height)


def sheet_beside(window_width: int, sheet_width: int, separator: int = 0) -> bool:
    """Whether a sheet ``sheet_width`` wide may stand beside the table in a
    window ``window_width`` wide (``separator``: the splitter between them):
    only if the table keeps ``TABLE_MIN_WIDTH``."""
    return window_width - sheet_width - separator >= TABLE_MIN_WIDTH


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move a top-level ``window`` so that it lies within its
    screen's available area (its frame, once the window manager has added it)."""
    if window.isMaximized() or window.isFullScreen():
        return
    available = window.screen().availableGeometry()
    inner, frame = window.geometry(), window.frameGeometry()
    if not window.isVisible():  # no frame yet: placed where it would open
        frame = QRect(inner)
    wanted = fitted(frame, inner, available)
    if wanted != inner:
        window.setGeometry(wanted)


class WindowPlacement:
    """The window's size and place, and the score sheet's (a mixin: ``self``
    is the window)."""

    _placed_once: bool = False

    # -- the window -------------------------------------------------------------------
    def _first_size(self: MainWindow, remembered: str) -> None:
        """The remembered geometry (maximised state included), or the wanted
        size; either way never larger than the screen's available area."""
        if not (remembered and self.restoreGeometry(QByteArray.fromBase64(remembered.encode()))):
            available = self.screen().availableGeometry()
            self.resize(WANTED_SIZE.boundedTo(available.size() - QSize(16, 48)))  # room for a frame
        self._fit_to_screen()

    def _fit_to_screen(self: MainWindow) -> None:
        fit_to_screen(self)

    def showEvent(self: MainWindow, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._placed_once:  # the frame is known once shown: fitted again with it
            self._placed_once = True
            QTimer.singleShot(0, self._fit_to_screen)

    # -- the score sheet ----------------------------------------------------------------
    def _sheet_width(self: MainWindow) -> int:
        """How wide the sheet beside the table wants to be: its columns whole
        (and the game's board above it)."""
        widths = [self.score_panel.minimumWidth(), self.score_panel.view.sizeHint().width() + SHEET_MARGIN]
        if self.game_view is not None:
            widths.append(self.game_view.sizeHint().width())
        return max(widths)

    def _sheet_height(self: MainWindow, width: int) -> int:
        """How tall the sheet over the table needs to be, ``width`` wide: its
        rows (a long sheet scrolls), its lines of text, the board and the
        button; the table's lower part, the player's hand, stays in view."""
        view, panel = self.score_panel.view, self.score_panel
        labels = [view.banner, view.caption, view.problems_label, view.notes_label]
        shown = [label for label in labels if not label.isHidden()]
        height = view.table.maximumHeight()  # its header and rows exactly (SheetView._fit_height)
        height += sum(label.heightForWidth(width - SHEET_MARGIN) for label in shown)
        height += SPACING * (len(shown) + 1) + panel.open_button.sizeHint().height() + SHEET_MARGIN
        if self.game_view is not None:
            height += self.game_view.sizeHint().height() + SPACING
        return height + self.score_dock.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)

    def _sheet_fits_beside(self: MainWindow) -> bool:
        separator = self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)
        return sheet_beside(self.width(), self._sheet_width(), separator)

    def _place_score_dock(self: MainWindow) -> None:
        """The sheet beside the table when the table keeps its room, else over
        the table's right side (a floating dock), as wide as its columns and
        no taller than its contents."""
        dock = self.score_dock
        if dock.isHidden():
            return
        wanted = self._sheet_width()
        if self._sheet_fits_beside():
            if dock.isFloating():
                dock.setFloating(False)
            elif dock.width() >= wanted and self.table.width() >= TABLE_MIN_WIDTH:
                return  # as the player widened it
            self.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
            return
        if not dock.isFloating():
            dock.setFloating(True)
        area = self.stack.geometry()  # the central widget: the table or the chooser
        width = min(wanted, area.width())
        top_left = self.mapToGlobal(QPoint(area.right() + 1 - width, area.top()))
        height = min(self._sheet_height(width), area.height())
        dock.setGeometry(QRect(top_left, QSize(width, height)))

    def _score_dock_shown(self: MainWindow, visible: bool) -> None:
        if visible:
            QTimer.singleShot(0, self._place_score_dock)

    def _show_score_dock(self: MainWindow, by_itself: bool = False) -> None:
        """Show the sheet (the player asked); ``by_itself``: only where it
        stands beside the table, never over it unasked."""
        if by_itself and not self._sheet_fits_beside():
            return
        self.score_dock.show()
        self._place_score_dock()

    def toggle_sheet(self: MainWindow) -> None:
        if self.score_dock.isVisible():
            self.score_dock.hide()
        else:
            self._show_score_dock()

    def resizeEvent(self: MainWindow, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.score_dock.isVisible():
            self._place_score_dock()

    def moveEvent(self: MainWindow, event: QMoveEvent) -> None:  # noqa: N802 (Qt's name)
        super().moveEvent(event)
        if self.score_dock.isVisible() and self.score_dock.isFloating():
            self._place_score_dock()
