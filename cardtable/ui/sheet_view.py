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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QEvent, QLocale, QModelIndex, QObject, QPersistentModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..sheets.model import Cell, Column, Derived, DerivedRow, Sheet, SheetKind, names_text
from .i18n import tr

STAR = "★"
WARNING = "⚠"

#: Item data: True when the cell is drawn with a ring.
RING_ROLE = int(Qt.ItemDataRole.UserRole) + 1
#: Item data on every cell of a hand's row: the row's index in ``sheet.rows``
#: (-1 on the totals row).
HAND_ROLE = int(Qt.ItemDataRole.UserRole) + 2


def number_text(value: int) -> str:
    """A whole number as the player's locale writes it."""
    return QLocale().toString(int(value))


def total_text(points: int) -> str:
    """A total without a sign of its own: "12", "−6" (a real minus sign)."""
    return f"\u2212{number_text(-points)}" if points < 0 else number_text(points)


def column_label(column: Column | None) -> str:
    """A column's heading in the player's language (the core marks it with N_)."""
    return tr(column.label) if column is not None else ""


@dataclass(frozen=True)
class SheetColumn:
    """One column of the drawn table: a sheet column, repeated per player
    for "player" columns (``player`` is then that player's index)."""

    column: Column | None  # None: the problem marker column
    player: int | None = None


# ---------------------------------------------------------------------------
# The two-level header


class SheetHeader(QHeaderView):
    """A horizontal header in two bands: each player's name spans that
    player's columns above their own labels; the left and right columns
    fill both bands. With one column per player a single band suffices
    (the names alone). Each section paints its own part of a spanning
    name, clipped to itself, so partial repaints stay seamless."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.columns: list[SheetColumn] = []
        self.names: list[str] = []
        self.two_bands = False
        self.bold_groups: set[int] = set()
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    def set_layout(self, columns: list[SheetColumn], names: Sequence[str], two_bands: bool) -> None:
        self.columns = list(columns)
        self.names = list(names)
        self.two_bands = two_bands
        self.updateGeometries()
        self.viewport().update()

    def band_height(self) -> int:
        return self.fontMetrics().height() + 10

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        band = max(hint.height(), self.band_height())
        return QSize(hint.width(), 2 * band if self.two_bands else band)

    def group_range(self, player: int) -> tuple[int, int]:
        """The first and last section under ``player``'s name."""
        indexes = [n for n, item in enumerate(self.columns) if item.player == player]
        return indexes[0], indexes[-1]

    def _group_rect(self, player: int, height: int) -> QRect:
        first, last = self.group_range(player)
        left = self.sectionViewportPosition(first)
        right = self.sectionViewportPosition(last) + self.sectionSize(last)
        return QRect(left, 0, right - left, height)

    def _draw(self, painter: QPainter, rect: QRect, text: str, bold: bool = False) -> None:
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.text = text
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        option.position = QStyleOptionHeader.SectionPosition.Middle
        option.orientation = Qt.Orientation.Horizontal
        option.state |= QStyle.StateFlag.State_Enabled
        painter.save()
        if bold:
            font = QFont(painter.font())
            font.setBold(True)
            painter.setFont(font)
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        if not 0 <= logical < len(self.columns):
            super().paintSection(painter, rect, logical)
            return
        item = self.columns[logical]
        label = column_label(item.column)
        painter.save()
        painter.setClipRect(rect)
        if item.player is None:
            self._draw(painter, rect, label)
        elif not self.two_bands:
            self._draw(painter, rect, self.names[item.player], bold=True)
        else:
            band = rect.height() // 2
            group = self._group_rect(item.player, band)
            self._draw(painter, group, self.names[item.player], bold=True)
            self._draw(painter, QRect(rect.left(), band, rect.width(), rect.height() - band), label)
        painter.restore()

    def sectionSizeFromContents(self, logical: int) -> QSize:
        size = super().sectionSizeFromContents(logical)
        if 0 <= logical < len(self.columns):
            item = self.columns[logical]
            label = column_label(item.column)
            if item.player is not None and not self.two_bands:
                label = self.names[item.player]
            width = QFontMetrics(self.font()).horizontalAdvance(label) + 12
            size.setWidth(max(width, 24 if item.column is None else 40))
        return size


# ---------------------------------------------------------------------------
# Rings


class RingDelegate(QStyledItemDelegate):
    """Draws the cell as usual, then a ring around the text of ringed cells
    (an ellipse a little wider than the text, in the text's own colour)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        if not index.data(RING_ROLE):
            return
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if not text:
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is None:
            return
        text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        metrics = QFontMetrics(opt.font)
        size = QSize(metrics.horizontalAdvance(text), metrics.height())
        inner = QStyle.alignedRect(opt.direction, opt.displayAlignment, size, text_rect)
        # A ring wide enough for one letter still looks like a circle.
        width = max(inner.width() + 12, inner.height() + 4)
        height = inner.height() + 4
        ring = QRectF(inner.center().x() - width / 2 + 0.5, inner.center().y() - height / 2 + 1, width, height)
        ring = ring.intersected(QRectF(opt.rect).adjusted(1, 1, -1, -1))
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(opt.palette.color(QPalette.ColorGroup.Active, role))
        pen.setWidthF(1.4)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(ring)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        if index.data(RING_ROLE):
            size = QSize(size.width() + 14, max(size.height(), QFontMetrics(option.font).height() + 8))
        return size


# ---------------------------------------------------------------------------
# The view


def _is_number(text: str) -> bool:
    stripped = text.replace("\u2212", "").replace("+", "").replace("-", "").replace(STAR, "")
    stripped = stripped.replace(QLocale().groupSeparator(), "").strip()
    return bool(stripped) and stripped.isdigit()


class SheetView(QWidget):
    """One score sheet, read-only. ``show_sheet(sheet, kind)`` draws it again
    from scratch (``kind.derive``); double-clicking a hand's row, or Enter on
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

        self.table = QTableWidget(0, 0)
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
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setAccessibleName(tr("Score sheet"))
        self.table.activated.connect(self._activated)
        self.table.itemSelectionChanged.connect(self._selection_changed)
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
    def show_sheet(self, sheet: Sheet, kind: SheetKind) -> Derived:
        """Recompute everything from the rows and draw it; returns the Derived."""
        same = self.sheet is not None and self.sheet.id == sheet.id and self.sheet.kind == sheet.kind
        position = self.current_row() if same else -1
        self.sheet = sheet
        self.kind = kind
        self.derived = derived = kind.derive(sheet)
        names = list(sheet.players)
        self._build_columns(derived)
        table = self.table
        table.clearSelection()
        table.clear()
        table.setColumnCount(len(self.table_columns))
        table.setRowCount(len(derived.rows) + 1)
        player_columns = [c for c in derived.columns if c.place == "player"]
        two_bands = len(player_columns) > 1
        self.header.set_layout(self.table_columns, names, two_bands)
        for index, item in enumerate(self.table_columns):
            table.setHorizontalHeaderItem(index, QTableWidgetItem(self._column_title(item, names)))

        for row, drawn in enumerate(derived.rows):
            self._fill_row(row, drawn, names)
        self._fill_totals(len(derived.rows), derived, names)
        self._fit_columns()
        table.resizeRowsToContents()
        table.setCurrentCell(-1, -1)
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
        self.table.clear()
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
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

    def _column_title(self, item: SheetColumn, names: Sequence[str]) -> str:
        """The header's text for screen readers: "Anne: raw"."""
        if item.column is None:
            return tr("Problems")
        if item.player is None:
            return column_label(item.column)
        return tr("{name}: {column}", name=names[item.player], column=column_label(item.column))

    def _cell_item(self, cell: Cell, hand: int, accessible_prefix: str) -> QTableWidgetItem:
        item = QTableWidgetItem(cell.text)
        align = Qt.AlignmentFlag.AlignRight if _is_number(cell.text) and not cell.ringed else Qt.AlignmentFlag.AlignHCenter
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if cell.strong:
            font = QFont(self.table.font())
            font.setBold(True)
            item.setFont(font)
        tip = tr(cell.tip) if cell.tip else ""
        if tip:
            item.setToolTip(tip)
        item.setData(RING_ROLE, bool(cell.ringed))
        item.setData(HAND_ROLE, hand)
        spoken = cell.plain()
        if cell.ringed and cell.text:
            spoken = tr("{value}, ringed", value=cell.text)
        if tip:
            spoken = tr("{value} ({tip})", value=spoken, tip=tip) if spoken else tip
        if not spoken:
            spoken = tr("empty")
        item.setData(Qt.ItemDataRole.AccessibleTextRole, tr("{column}: {value}", column=accessible_prefix, value=spoken))
        return item

    def _fill_row(self, row: int, drawn: DerivedRow, names: Sequence[str]) -> None:
        for index, column in enumerate(self.table_columns):
            title = self._column_title(column, names)
            if column.column is None:
                item = QTableWidgetItem(WARNING if drawn.problems else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if drawn.problems:
                    text = "\n".join(reason.text(names) for reason in drawn.problems)
                    item.setToolTip(text)
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, tr("Problem: {problem}", problem=text))
                item.setData(HAND_ROLE, row)
                self.table.setItem(row, index, item)
                continue
            value = drawn.cells.get(column.column.key)
            if column.player is not None:
                cell = value[column.player] if isinstance(value, tuple) and column.player < len(value) else None
            else:
                cell = value if isinstance(value, Cell) else None
            item = self._cell_item(cell or Cell(""), row, title)
            if drawn.problems and not item.toolTip():
                item.setToolTip("\n".join(reason.text(names) for reason in drawn.problems))
            self.table.setItem(row, index, item)

    def _fill_totals(self, row: int, derived: Derived, names: Sequence[str]) -> None:
        """The bottom line: "Total" under the left columns, each player's
        total (bold, a star for the leaders) under the player's "total"
        column, or the last of the player's columns."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        last_row = derived.rows[-1] if derived.rows else None
        total_key = self._total_key(derived)
        stars = set(derived.winners or (derived.leaders if derived.rows else ()))
        labelled = False
        for index, column in enumerate(self.table_columns):
            item = QTableWidgetItem("")
            item.setData(HAND_ROLE, -1)
            item.setFont(bold)
            if column.column is not None and column.player is None and column.column.place == "left" and not labelled:
                item.setText(tr("Total"))
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                labelled = True
            elif column.player is None and column.column is not None and column.column.place == "right":
                # The right columns (Barbu's check sum) end as the last hand left them.
                value = last_row.cells.get(column.column.key) if last_row is not None else None
                if isinstance(value, Cell):
                    item.setText(value.text)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            elif column.player is not None and column.column is not None and column.column.key == total_key:
                player = column.player
                points = derived.totals[player] if player < len(derived.totals) else 0
                text = total_text(points)
                if last_row is not None:
                    value = last_row.cells.get(total_key)
                    if isinstance(value, tuple) and player < len(value) and value[player].text:
                        text = value[player].text  # the kind's own way of writing it (signed)
                if player in stars:
                    text = f"{STAR} {text}"
                    item.setToolTip(tr("Winner") if derived.winners else tr("Leading"))
                item.setText(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setData(
                    Qt.ItemDataRole.AccessibleTextRole,
                    tr("Total of {name}: {total}", name=names[player], total=text),
                )
            self.table.setItem(row, index, item)
        if not labelled:
            header = QTableWidgetItem(tr("Total"))
            header.setFont(bold)
            self.table.setVerticalHeaderItem(row, header)
            self.table.verticalHeader().show()
        else:
            self.table.verticalHeader().hide()

    @staticmethod
    def _total_key(derived: Derived) -> str:
        player_columns = [c for c in derived.columns if c.place == "player"]
        for column in player_columns:
            if column.key == "total":
                return column.key
        return player_columns[-1].key if player_columns else ""

    def _fit_columns(self) -> None:
        """Columns as wide as their contents, and each player's group at
        least as wide as the player's name."""
        table = self.table
        header = self.header
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.resizeColumnsToContents()
        for index in range(table.columnCount()):
            table.setColumnWidth(index, table.columnWidth(index) + 4)
        if not header.two_bands:
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
                    table.setColumnWidth(n, table.columnWidth(n) + extra // count + (1 if n - first < extra % count else 0))

    def _fit_height(self) -> None:
        """No taller than its rows, so the notes sit right under the totals;
        a long sheet scrolls instead."""
        table = self.table
        height = self.header.sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        if self._wider_than_view():
            height += table.horizontalScrollBar().sizeHint().height()
        table.setMaximumHeight(height + 2)
        # No wider than its columns either: a blank strip right of the sheet
        # would look like missing columns.
        width = sum(table.columnWidth(n) for n in range(table.columnCount())) + 2 * table.frameWidth()
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
        width = sum(table.columnWidth(n) for n in range(table.columnCount()))
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
        # One whole sentence per case, so that each language words it its own way.
        if hands == 1 and len(leaders) == 1:
            line = tr("After 1 hand: {name} leads with {total}.", name=leaders[0], total=total)
        elif hands == 1:
            line = tr("After 1 hand: {names} lead with {total}.", names=names_text(leaders), total=total)
        elif len(leaders) == 1:
            line = tr("After {n} hands: {name} leads with {total}.", n=number_text(hands), name=leaders[0], total=total)
        else:
            line = tr("After {n} hands: {names} lead with {total}.", n=number_text(hands),
                      names=names_text(leaders), total=total)
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
        """"Beth wins with +16", "Anne and Beth win with 40" ("" before the end)."""
        if not derived.winners:
            return ""
        winners = [names[i] for i in derived.winners]
        total = self._total_for(derived, derived.winners[0], derived.totals[derived.winners[0]])
        if len(winners) == 1:
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

    def cell_item(self, row: int, key: str, player: int | None = None) -> QTableWidgetItem:
        """The drawn item of hand ``row`` (``len(rows)``: the totals row)."""
        return self.table.item(row, self.column_index(key, player))

    def total_item(self, player: int) -> QTableWidgetItem:
        return self.cell_item(self.table.rowCount() - 1, self._total_key(self.derived), player)

    def is_ringed(self, row: int, key: str, player: int | None = None) -> bool:
        return bool(self.cell_item(row, key, player).data(RING_ROLE))

    # -- the selected hand ---------------------------------------------------------
    def current_row(self) -> int:
        """The selected hand's position in ``sheet.rows`` (-1: none)."""
        items = self.table.selectedItems()
        if not items:
            return -1
        hand = items[0].data(HAND_ROLE)
        return hand if isinstance(hand, int) else -1

    def select_row(self, position: int) -> None:
        if 0 <= position < self.table.rowCount() - 1:
            self.table.selectRow(position)
            self.table.scrollToItem(self.table.item(position, 0))
        else:
            self.table.clearSelection()

    def _activated(self, index: QModelIndex) -> None:
        hand = index.data(HAND_ROLE)
        if isinstance(hand, int) and hand >= 0:
            self.rowActivated.emit(hand)

    def _selection_changed(self) -> None:
        self.currentRowChanged.emit(self.current_row())

    def sizeHint(self) -> QSize:
        width = sum(self.table.columnWidth(n) for n in range(self.table.columnCount())) + 2 * self.table.frameWidth() + 24
        return QSize(max(width, 420), 420)
