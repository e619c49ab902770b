"""A score sheet as a person would draw it on paper: read-only, from a ``Derived``.

The sheet kinds (``cardtable.sheets``) say what every square shows; this
widget only draws it. Players' names head groups of columns (Barbu's
doubles, raw, side and total under each name), the "left" columns come
before them and the "right" ones after; one row per hand, then a totals
row. A ringed cell (Barbu's doubles of declarer) gets a drawn ring, a
strong one bold type, and the leaders' totals a star: never colour alone,
and every colour comes from the palette, so dark themes work.

The winner is announced in words above the table, the sheet's notes
(compulsory doubles still owed) and the rows' problems are listed under it.

The table is a view over a model (``SheetTableModel``): a square is worked
out from the ``Derived`` only when it comes into view, and every row has one
height, so a sheet of thousands of hands opens as fast as a short one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.reasons import SeatNames, viewer_of
from ..sheets.model import Derived, Sheet, SheetKind, names_text
from .i18n import tr, trn
from .sheet_table import (
    HAND_ROLE,
    RING_ROLE,
    STAR,
    WARNING,
    CellItem,
    HeaderItem,
    RingDelegate,
    SheetColumn,
    SheetHeader,
    SheetTable,
    SheetTableModel,
    _total_key,
    column_label,
    number_text,
    total_text,
)

# Names other modules and the tests import from here, wherever they now live.
__all__ = [
    "CellItem",
    "column_label",
    "HAND_ROLE",
    "HeaderItem",
    "number_text",
    "RING_ROLE",
    "RingDelegate",
    "SheetColumn",
    "SheetHeader",
    "SheetTable",
    "SheetTableModel",
    "SheetView",
    "STAR",
    "total_text",
    "WARNING",
]

# ---------------------------------------------------------------------------
# The view


class SheetView(QWidget):
    """One score sheet, read-only. ``show_sheet(sheet, kind)`` draws it again
    from its rows (``kind.derive``); double-clicking a hand's row, or Enter on
    it, emits ``rowActivated(position)`` so the owner can edit that row;
    ``currentRowChanged(position)`` follows the selected hand (-1: none)."""

    rowActivated = Signal(int)
    currentRowChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.sheet: Sheet | None = None
        self.kind: SheetKind | None = None
        self.derived: Derived | None = None
        self.table_columns: list[SheetColumn] = []

        self.banner = QLabel()
        font = QFont(self.banner.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.banner.setFont(font)
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(tr("Winner"))
        self.banner.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.banner.hide()

        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(tr("Who leads"))

        self.table = SheetTable()
        self.model = SheetTableModel(self.table)
        self.table.setModel(self.model)
        self.header = SheetHeader(self.table)
        self.table.setHorizontalHeader(self.header)
        self.table.setItemDelegate(RingDelegate(self.table))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setCornerButtonEnabled(False)
        self.table.verticalHeader().hide()
        # Every row as high as the tallest square (a ringed one): a sheet of
        # thousands of hands is not measured row by row.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setAccessibleName(tr("Score sheet"))
        self.table.activated.connect(self._activated)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table.installEventFilter(self)

        self.problems_label = QLabel()
        self.problems_label.setWordWrap(True)
        self.problems_label.setAccessibleName(tr("Problems"))
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_label.hide()

        self.notes_label = QLabel()
        self.notes_label.setWordWrap(True)
        self.notes_label.setAccessibleName(tr("Notes"))
        self.notes_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes_label.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.caption)
        beside = QHBoxLayout()  # the table as wide as its columns, then nothing
        beside.setContentsMargins(0, 0, 0, 0)
        beside.addWidget(self.table, 1)
        beside.addStretch(0)
        layout.addLayout(beside, 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.notes_label)
        layout.addStretch(0)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- drawing -----------------------------------------------------------
    def show_sheet(self, sheet: Sheet, kind: SheetKind, you: int | None = None) -> Derived:
        """Recompute everything from the rows and draw it; returns the Derived.
        The table model is reset, not refilled: the squares are worked out as
        they come into view. The chosen hand stays chosen. The column ``you``
        (default: :func:`own_column`) is the player's own, spoken to in the
        second person ("You lead with 12.")."""
        same = self.sheet is not None and self.sheet.id == sheet.id and self.sheet.kind == sheet.kind
        position = self.current_row() if same else -1
        self.sheet = sheet
        self.kind = kind
        self.derived = derived = kind.derive(sheet)
        names = SeatNames(sheet.players, you if you is not None else own_column(sheet))
        self._build_columns(derived)
        player_columns = [c for c in derived.columns if c.place == "player"]
        self.model.set_sheet(derived, self.table_columns, names, self.table.font())
        self.header.set_layout(self.table_columns, names, len(player_columns) > 1)
        self.table.verticalHeader().setVisible(not self.model.labelled)
        self._fit_columns()
        self._fit_rows()
        self.table.setCurrentIndex(QModelIndex())
        self._fit_height()

        self._announce(derived, names)
        problems = [
            tr("Hand {n}: {problem}", n=number_text(drawn.number), problem=reason.text(names))
            for drawn in derived.rows
            for reason in drawn.problems
        ]
        self.problems_label.setText("\n".join(f"{WARNING} {line}" for line in problems))
        self.problems_label.setVisible(bool(problems))
        notes = [reason.text(names) for reason in derived.notes]
        self.notes_label.setText("\n".join(notes))
        self.notes_label.setVisible(bool(notes))
        if 0 <= position < len(derived.rows):
            self.select_row(position)
        else:
            self._selection_changed()
        return derived

    def clear(self) -> None:
        self.sheet = self.kind = self.derived = None
        self.table_columns = []
        self.model.set_sheet(None, [], [])
        self.header.set_layout([], [], False)
        for label in (self.banner, self.problems_label, self.notes_label):
            label.clear()
            label.hide()
        self.caption.clear()

    def _build_columns(self, derived: Derived) -> None:
        columns: list[SheetColumn] = []
        if any(row.problems for row in derived.rows):
            columns.append(SheetColumn(None))
        columns += [SheetColumn(c) for c in derived.columns if c.place == "left"]
        players = len(derived.totals)
        player_columns = [c for c in derived.columns if c.place == "player"]
        for player in range(players):
            columns += [SheetColumn(c, player) for c in player_columns]
        columns += [SheetColumn(c) for c in derived.columns if c.place == "right"]
        self.table_columns = columns

    @staticmethod
    def _total_key(derived: Derived) -> str:
        return _total_key(derived)

    def _fit_columns(self) -> None:
        """Columns as wide as their contents (measured on their widest few
        squares and the totals row), and each player's group at least as wide
        as the player's name."""
        table, header, model = self.table, self.header, self.model
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        totals = model.rowCount() - 1
        widest, _ringed = model.samples()
        for column in range(model.columnCount()):
            rows = {widest[column], totals - 1, totals} - {-1}  # the last hand: running totals grow
            width = max(
                [header.sectionSizeHint(column)]
                + [table.sizeHintForIndex(model.index(row, column)).width() for row in rows]
            )
            table.setColumnWidth(column, width + 4)
        if not header.two_bands or self.sheet is None:
            return
        bold = QFont(header.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        players = len(self.derived.totals) if self.derived else 0
        for player in range(players):
            first, last = header.group_range(player)
            want = metrics.horizontalAdvance(self.sheet.players[player]) + 20
            have = sum(table.columnWidth(n) for n in range(first, last + 1))
            if have < want:
                extra = want - have
                count = last - first + 1
                for n in range(first, last + 1):
                    table.setColumnWidth(
                        n, table.columnWidth(n) + extra // count + (1 if n - first < extra % count else 0)
                    )

    def set_compact(self, compact: bool) -> None:
        """Tighter columns (the sheet beside the table, where room is short);
        the sheet shown is fitted again."""
        self.header.compact = compact
        if self.derived is not None:
            self._fit_columns()
            self._fit_height()

    def _fit_rows(self) -> None:
        """One height for every row: the tallest of the first hand's, a
        ringed square's and the totals row's."""
        table, model = self.table, self.model
        _widest, ringed = model.samples()
        samples = [model.index(0, column) for column in range(model.columnCount())]
        samples += [model.index(model.rowCount() - 1, column) for column in range(model.columnCount())]
        samples += [model.index(row, column) for column, row in enumerate(ringed) if row >= 0]
        heights = [table.sizeHintForIndex(index).height() for index in samples if index.isValid()]
        vertical = table.verticalHeader()
        vertical.setDefaultSectionSize(max(heights + [vertical.minimumSectionSize()]))

    def _fit_height(self) -> None:
        """No taller than its rows, so the notes sit right under the totals;
        a long sheet scrolls instead."""
        table = self.table
        height = self.header.sizeHint().height() + 2 * table.frameWidth()
        height += table.verticalHeader().length()
        if self._wider_than_view():
            height += table.horizontalScrollBar().sizeHint().height()
        table.setMaximumHeight(height + 2)
        # No wider than its columns either: a blank strip right of the sheet
        # would look like missing columns.
        width = self.header.length() + 2 * table.frameWidth()
        if not table.verticalHeader().isHidden():
            width += table.verticalHeader().width()
        if table.verticalScrollBar().isVisible():
            width += table.verticalScrollBar().width()
        table.setMaximumWidth(width + 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A wider or narrower table may gain or lose its scroll bar."""
        if watched is self.table and event.type() == QEvent.Type.Resize and self.derived is not None:
            self._fit_height()
        return super().eventFilter(watched, event)

    def _wider_than_view(self) -> bool:
        table = self.table
        width = self.header.length()
        room = table.width() - 2 * table.frameWidth()
        if table.verticalScrollBar().isVisible():
            room -= table.verticalScrollBar().width()
        return width > room

    def _announce(self, derived: Derived, names: Sequence[str]) -> None:
        text = self.winner_text_for(derived, names)
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        if derived.winners or not derived.rows:
            self.caption.setText(tr("No hands yet.") if not derived.rows else "")
            self.caption.setVisible(not derived.rows)
            return
        best = derived.totals[derived.leaders[0]] if derived.leaders else 0
        leaders = [names[i] for i in derived.leaders]
        hands = len(derived.rows)
        total = self._total_for(derived, derived.leaders[0], best)
        line = leaders_line(hands, leaders, total, you=derived.leaders == (viewer_of(names),))
        self.caption.setText(line)
        self.caption.show()

    def _total_for(self, derived: Derived, player: int, points: int) -> str:
        key = self._total_key(derived)
        if derived.rows:
            value = derived.rows[-1].cells.get(key)
            if isinstance(value, tuple) and player < len(value) and value[player].text:
                return value[player].text
        return total_text(points)

    def winner_text_for(self, derived: Derived, names: Sequence[str]) -> str:
        """ "Beth wins with +16", "Anne and Beth win with 40" ("" before the end)."""
        if not derived.winners:
            return ""
        winners = [names[i] for i in derived.winners]
        total = self._total_for(derived, derived.winners[0], derived.totals[derived.winners[0]])
        if derived.winners == (viewer_of(names),):
            line = tr("You win with {total}", total=total)
        elif len(winners) == 1:
            line = tr("{name} wins with {total}", name=winners[0], total=total)
        else:
            line = tr("{names} win with {total}", names=names_text(winners), total=total)
        return f"{STAR} {line}"

    # -- reading what is shown (tests, the window) ------------------------------
    def winner_text(self) -> str:
        return self.banner.text() if not self.banner.isHidden() else ""

    def notes_text(self) -> str:
        return self.notes_label.text() if not self.notes_label.isHidden() else ""

    def problems_text(self) -> str:
        return self.problems_label.text() if not self.problems_label.isHidden() else ""

    def column_index(self, key: str, player: int | None = None) -> int:
        """The table column showing sheet column ``key`` (of ``player``)."""
        for index, item in enumerate(self.table_columns):
            if item.column is not None and item.column.key == key and item.player == player:
                return index
        raise KeyError(key)

    def cell_item(self, row: int, key: str, player: int | None = None) -> CellItem:
        """The drawn square of hand ``row`` (``len(rows)``: the totals row)."""
        item = self.table.item(row, self.column_index(key, player))
        if item is None:
            raise IndexError(f"no row {row} on the sheet")
        return item

    def total_item(self, player: int) -> CellItem:
        if self.derived is None:
            raise LookupError("no sheet is shown")
        return self.cell_item(self.table.rowCount() - 1, self._total_key(self.derived), player)

    def is_ringed(self, row: int, key: str, player: int | None = None) -> bool:
        return bool(self.cell_item(row, key, player).data(RING_ROLE))

    # -- the selected hand ---------------------------------------------------------
    def current_row(self) -> int:
        """The selected hand's position in ``sheet.rows`` (-1: none)."""
        chosen = self.table.selectionModel().selectedIndexes()
        if not chosen:
            return -1
        hand = chosen[0].data(HAND_ROLE)
        return hand if isinstance(hand, int) else -1

    def select_row(self, position: int) -> None:
        if 0 <= position < self.table.rowCount() - 1:
            self.table.selectRow(position)
            self.table.scrollTo(self.model.index(position, 0))
        else:
            self.table.clearSelection()

    def _activated(self, index: QModelIndex) -> None:
        hand = index.data(HAND_ROLE)
        if isinstance(hand, int) and hand >= 0:
            self.rowActivated.emit(hand)

    def _selection_changed(self, *_args: object) -> None:
        self.currentRowChanged.emit(self.current_row())

    def sizeHint(self) -> QSize:
        width = self.header.length() + 2 * self.table.frameWidth() + 24
        return QSize(max(width, 420), 420)


def own_column(sheet: Sheet) -> int | None:
    """The player's own column of a sheet played in the app: the one bearing
    the default player name ("You", or its translation), if any."""
    if sheet.source != "played":
        return None
    own = {tr("You"), "You"}
    mine = [n for n, name in enumerate(sheet.players) if name in own]
    return mine[0] if len(mine) == 1 else None


def leaders_line(hands: int, leaders: Sequence[str], total: str, you: bool = False) -> str:
    """ "After 3 hands: Anne leads with 42." One whole sentence per case, so
    that each language words it its own way; ``you``: the one leader is the
    player ("After 3 hands: you lead with 42.")."""
    if you:
        return trn(
            "After {n} hand: you lead with {total}.",
            "After {n} hands: you lead with {total}.",
            hands,
            n=number_text(hands),
            total=total,
        )
    if len(leaders) == 1:
        return trn(
            "After {n} hand: {name} leads with {total}.",
            "After {n} hands: {name} leads with {total}.",
            hands,
            n=number_text(hands),
            name=leaders[0],
            total=total,
        )
    return trn(
        "After {n} hand: {names} lead with {total}.",
        "After {n} hands: {names} lead with {total}.",
        hands,
        n=number_text(hands),
        names=names_text(leaders),
        total=total,
    )
