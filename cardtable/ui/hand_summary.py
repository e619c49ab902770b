"""The end of a hand, on the table itself: a panel over the middle of the
table view with this hand's points and the totals of each player, who leads,
the game's own lines (a moon shot...) and the way on ("Next hand", or at the
end of the match "Play again" and "Choose a game").

It is a child of the table view, not of the window's docks or bars: opening
the score sheet beside the table, or the table redrawing the last trick,
never takes it away. It stays until the player goes on (its button, N, Enter
or Space) or a new hand is dealt.

A game's board may say where the panel goes (``summary_room`` of its table
pieces, see ``SummaryRoom``): Blackjack's result is the table itself (the
dealer's cards, every box's words), so the panel finds a free part of the
view instead of the middle, smaller if need be, and compact (its title,
who leads and its buttons) when even that does not fit.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

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


@dataclass(frozen=True)
class SummaryRoom:
    """What a game's board asks of the panel, in the view's coordinates:
    ``keep_clear``, what the player looks at once the hand is over (never
    covered if any place, size or form of the panel avoids it); ``spare``,
    what may be covered when nothing else fits (a shoe, a tray); and
    ``board_shows_points``: the board itself shows every player's points,
    so a compact panel (without the table of points and the game's lines)
    loses nothing the table does not show."""

    keep_clear: tuple[QRect, ...]
    spare: tuple[QRect, ...] = ()
    board_shows_points: bool = False


MARGIN = 8  # between the panel and what it keeps clear, and the view's edges
SCALE_STEP = 0.2  # the panel's text made smaller by this much at a time to find room
NARROWER = (0.85, 0.7, 0.55)  # of its width: the panel tried narrower (and taller) to find room


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
        self.texts: list[str] = []  # the lines shown when not compact
        self.lead = ""  # who leads: the line the compact panel keeps
        self.compact = False  # only the title, who leads and the buttons (see SummaryRoom)
        self.hide()

    def show_summary(
        self,
        title: str,
        rows: Sequence[SummaryRow],
        lines: Sequence[str],
        actions: Sequence[SummaryAction],
        lead: str = "",
        heads: Sequence[str] = (),
    ) -> None:
        """Fill the panel and show it over the table. ``lead``: who leads,
        the last line, kept in the compact form; ``heads``: the grid's
        column heads, if the game names them its own way ("This round")."""
        self.title.setText(f"<big><b>{html.escape(title)}</b></big>")
        self.plain_title = title
        self._fill_grid(rows, heads)
        self.texts = [*lines, lead] if lead else list(lines)
        self.lead = lead
        self._set_compact(False)
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
        announce(self.parentWidget() or self, "\n".join([title, *self.texts]))

    def _set_compact(self, compact: bool) -> None:
        self.compact = compact
        for index in range(self.grid.count()):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setVisible(not compact)
        shown = ([self.lead] if self.lead else []) if compact else self.texts
        self.lines.setText("\n".join(shown))
        self.lines.setVisible(bool(shown))

    def _fill_grid(self, rows: Sequence[SummaryRow], heads: Sequence[str] = ()) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                _discard(widget)
        heads = tuple(heads) or (tr("Player"), tr("This hand"), tr("Total"))
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
        room = _room_of(parent)
        if room is not None:
            self._place_in(parent, room, scale)
            return
        self._set_compact(False)
        size = self._size_at(scale, parent)
        self.resize(size)
        self.move(max(0, (parent.width() - size.width()) // 2), max(0, (parent.height() - size.height()) // 2))

    def _size_at(self, scale: float, parent: QWidget) -> QSize:
        self._style(scale)
        self.body.activate()
        return self.sizeHint().boundedTo(parent.size())

    def _sizes(self, hint: QSize, parent: QWidget) -> list[QSize]:
        """The panel's size as it would be, then narrower (its lines wrapped,
        taller) to fit a corner: a few widths down to its least."""
        least = self.minimumSizeHint().width()
        sizes = [hint]
        for share in NARROWER:
            width = round(hint.width() * share)
            height = self.heightForWidth(width)  # -1: the panel cannot say
            if width >= least and height > 0:
                sizes.append(QSize(width, height).boundedTo(parent.size()))
        return sizes

    def _place_in(self, parent: QWidget, room: SummaryRoom, scale: float) -> None:
        """The first of: the full panel, its text smaller step by step (not
        below the usual size), then the compact one the same way, that covers
        nothing the board keeps clear; else the one covering least."""
        scales = [scale - SCALE_STEP * n for n in range(int((scale - 1.0) / SCALE_STEP) + 1)]
        scales = [s for s in scales if s > 1.0 + 1e-6] + [1.0]
        best: tuple[tuple[int, int], QRect, float, bool] | None = None
        for compact in (False, True) if room.board_shows_points else (False,):
            self._set_compact(compact)
            for size_scale in scales:
                for size in self._sizes(self._size_at(size_scale, parent), parent):
                    spot, cost = free_spot(parent.rect(), size, room)
                    if best is None or cost < best[0]:
                        best = (cost, spot, size_scale, compact)
                    if cost == (0, 0):
                        break
                if best is not None and best[0] == (0, 0):
                    break
            if best is not None and best[0] == (0, 0):
                break
        assert best is not None
        _cost, spot, size_scale, compact = best
        self._set_compact(compact)
        self._style(size_scale)
        self.body.activate()
        self.setGeometry(spot)

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


def _room_of(parent: QWidget) -> SummaryRoom | None:
    """The room the game's board asks for, if its pieces say (``summary_room``)."""
    scene = parent.scene() if isinstance(parent, QGraphicsView) else None
    hook = getattr(getattr(scene, "pieces", None), "summary_room", None)
    if not callable(hook):
        return None
    room = hook(parent)
    return room if isinstance(room, SummaryRoom) else None


def _overlap(rect: QRect, others: Sequence[QRect]) -> int:
    total = 0
    for other in others:
        common = rect.intersected(other)
        if not common.isEmpty():
            total += common.width() * common.height()
    return total


def free_spot(area: QRect, size: QSize, room: SummaryRoom) -> tuple[QRect, tuple[int, int]]:
    """Where a panel of ``size`` goes in ``area``: the place covering least
    of ``room.keep_clear``, then of ``room.spare`` (both with a margin), the
    nearest the middle of those; with what it covers (0, 0 when nothing).
    The places tried are the edges of the area and those of each rectangle."""
    width, height = size.width(), size.height()
    keep = [r.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) for r in room.keep_clear]
    spare = [r.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) for r in room.spare]
    low_x, high_x = area.left() + MARGIN, area.right() + 1 - MARGIN - width
    low_y, high_y = area.top() + MARGIN, area.bottom() + 1 - MARGIN - height
    xs = {low_x, high_x, area.center().x() - width // 2}
    ys = {low_y, high_y, area.center().y() - height // 2}
    for rect in (*keep, *spare):
        xs.update((rect.right() + 1, rect.left() - width))
        ys.update((rect.bottom() + 1, rect.top() - height))
    middle = area.center()
    best: tuple[tuple[int, int], int, QRect] | None = None
    for x in {max(low_x, min(high_x, x)) for x in xs} if high_x >= low_x else {area.left()}:
        for y in {max(low_y, min(high_y, y)) for y in ys} if high_y >= low_y else {area.top()}:
            spot = QRect(x, y, width, height)
            cost = (_overlap(spot, keep), _overlap(spot, spare))
            away = (spot.center() - middle).manhattanLength()
            if best is None or (cost, away) < (best[0], best[1]):
                best = (cost, away, spot)
    assert best is not None
    return best[2], best[0]


def _discard(widget: QWidget) -> None:
    """Hide a label or button of the last summary at once, and delete it
    later: until the event loop deletes it, it would still show (over the
    new one, in its old place and size)."""
    widget.hide()
    widget.deleteLater()
