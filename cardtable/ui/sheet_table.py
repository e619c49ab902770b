"""The table a score sheet is drawn in: the two-level header (players' names
over their columns), the drawn rings, and the model that works a square out
of the ``Derived`` only when it comes into view, so a sheet of thousands of
hands opens as fast as a short one. ``SheetView`` puts them together with
the winner and the notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..sheets.model import EMPTY, Cell, Column, Derived, DerivedRow
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
        self.compact = False  # beside the table: tighter columns (SheetView.set_compact)
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
            padding, least = (6, 28) if self.compact else (12, 40)
            width = QFontMetrics(self.font()).horizontalAdvance(label) + padding
            size.setWidth(max(width, 24 if item.column is None else least))
        return size


# ---------------------------------------------------------------------------
# Rings


class RingDelegate(QStyledItemDelegate):
    """Draws the cell as usual, then a ring around the text of ringed cells
    (an ellipse a little wider than the text, in the text's own colour)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
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
# The table's model: every square worked out when it is shown


def _is_number(text: str) -> bool:
    stripped = text.replace("\u2212", "").replace("+", "").replace("-", "").replace(STAR, "")
    stripped = stripped.replace(QLocale().groupSeparator(), "").strip()
    return bool(stripped) and stripped.isascii() and stripped.isdigit()


@dataclass(frozen=True)
class _Square:
    """What one square shows, worked out once when it is first asked for."""

    text: str
    alignment: Qt.AlignmentFlag
    bold: bool = False
    tip: str = ""
    ringed: bool = False
    spoken: str | None = None  # None: the text itself


_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class SheetTableModel(QAbstractTableModel):
    """One row per hand and a totals row, read from a ``Derived``. A square's
    text, type, ring and words for screen readers are worked out only when
    the view asks (the squares on screen), so a sheet of thousands of hands
    opens as fast as one of ten. ``setData`` lets a test override one role
    of one square."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.derived: Derived | None = None
        self.columns: list[SheetColumn] = []
        self.names: list[str] = []
        self.total_key = ""
        self.labelled = False  # a left column says "Total" on the totals row
        self._squares: dict[tuple[int, int], _Square] = {}
        self._totals: list[_Square] = []
        self._samples: tuple[list[int], list[int]] | None = None
        self._overrides: dict[tuple[int, int, int], object] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    def set_sheet(
        self, derived: Derived | None, columns: Sequence[SheetColumn], names: Sequence[str], font: QFont | None = None
    ) -> None:
        """Show another sheet (or none): one reset, nothing worked out yet."""
        self.beginResetModel()
        self.derived = derived
        self.labelled = False
        self.columns = list(columns)
        self.names = list(names)
        self._squares.clear()
        self._overrides.clear()
        self._samples = None
        if font is not None:
            self._bold = QFont(font)
            self._bold.setBold(True)
        self.total_key = _total_key(derived) if derived is not None else ""
        self._totals = self._totals_row() if derived is not None else []
        self.endResetModel()

    # -- Qt's model interface ------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.derived is None:
            return 0
        return len(self.derived.rows) + 1

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.derived is None:
            return None
        row, column = index.row(), index.column()
        if self._overrides:
            key = (row, column, int(role))
            if key in self._overrides:
                return self._overrides[key]
        if role == HAND_ROLE:
            return row if row < len(self.derived.rows) else -1
        square = self.square(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return square.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return square.alignment
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if square.bold else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return square.tip or None
        if role == RING_ROLE:
            return square.ringed
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return square.spoken if square.spoken is not None else self._spoken(row, column, square)
        return None

    def setData(
        self, index: QModelIndex | QPersistentModelIndex, value: object, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        if not index.isValid():
            return False
        self._overrides[(index.row(), index.column(), int(role))] = value
        self.dataChanged.emit(index, index, [role])
        return True

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.columns):
                return self.column_title(section)
            return None
        if self.derived is not None and section == len(self.derived.rows):
            if role == Qt.ItemDataRole.DisplayRole:
                return tr("Total")
            if role == Qt.ItemDataRole.FontRole:
                return self._bold
            return None
        return super().headerData(section, orientation, role)

    # -- the squares ----------------------------------------------------------------
    def _shown(self) -> Derived:
        """The Derived shown: squares are only worked out while there is one."""
        assert self.derived is not None, "no sheet is shown"
        return self.derived

    def column_title(self, column: int) -> str:
        """The header's text for screen readers: "Anne: raw"."""
        item = self.columns[column]
        if item.column is None:
            return tr("Problems")
        if item.player is None:
            return column_label(item.column)
        return tr("{name}: {column}", name=self.names[item.player], column=column_label(item.column))

    def cell(self, row: int, column: int) -> Cell:
        """The kind's Cell of hand ``row`` under table column ``column``."""
        item = self.columns[column]
        value = self._shown().rows[row].cells.get(item.column.key) if item.column is not None else None
        if item.player is not None:
            found = value[item.player] if isinstance(value, tuple) and item.player < len(value) else None
        else:
            found = value if isinstance(value, Cell) else None
        return found or EMPTY

    def square(self, row: int, column: int) -> _Square:
        key = (row, column)
        square = self._squares.get(key)
        if square is None:
            rows = self._shown().rows
            if row >= len(rows):
                square = self._totals[column]
            elif self.columns[column].column is None:
                square = self._marker(rows[row])
            else:
                square = self._hand_square(rows[row], self.cell(row, column))
            self._squares[key] = square
        return square

    def _problems(self, drawn: DerivedRow) -> str:
        return "\n".join(reason.text(self.names) for reason in drawn.problems)

    def _marker(self, drawn: DerivedRow) -> _Square:
        """The problem column: a warning sign on a hand that has problems."""
        if not drawn.problems:
            return _Square("", Qt.AlignmentFlag.AlignCenter, spoken="")
        text = self._problems(drawn)
        return _Square(WARNING, Qt.AlignmentFlag.AlignCenter, tip=text, spoken=tr("Problem: {problem}", problem=text))

    def _hand_square(self, drawn: DerivedRow, cell: Cell) -> _Square:
        tip = tr(cell.tip) if cell.tip else ""
        if not tip and drawn.problems:
            tip = self._problems(drawn)
        alignment = _RIGHT if _is_number(cell.text) and not cell.ringed else _CENTRE
        return _Square(cell.text, alignment, bold=cell.strong, tip=tip, ringed=bool(cell.ringed))

    def _spoken(self, row: int, column: int, square: _Square) -> str:
        """ "Cath: X, ringed (doubles Anne)": the square for screen readers."""
        cell = self.cell(row, column)
        spoken = cell.plain()
        if cell.ringed and cell.text:
            spoken = tr("{value}, ringed", value=cell.text)
        tip = tr(cell.tip) if cell.tip else ""
        if tip:
            spoken = tr("{value} ({tip})", value=spoken, tip=tip) if spoken else tip
        if not spoken:
            spoken = tr("empty")
        return tr("{column}: {value}", column=self.column_title(column), value=spoken)

    def _totals_row(self) -> list[_Square]:
        """The bottom line: "Total" under the first left column, each
        player's total (a star for the leaders) under the player's "total"
        column or the last of the player's columns, and the right columns
        (Barbu's check sum) as the last hand left them."""
        derived = self._shown()
        last_row = derived.rows[-1] if derived.rows else None
        stars = set(derived.winners or (derived.leaders if derived.rows else ()))
        squares: list[_Square] = []
        self.labelled = False
        for item in self.columns:
            column = item.column
            square = _Square("", _CENTRE, bold=True)
            if column is not None and item.player is None and column.place == "left" and not self.labelled:
                square = _Square(tr("Total"), _LEFT, bold=True)
                self.labelled = True
            elif column is not None and item.player is None and column.place == "right":
                value = last_row.cells.get(column.key) if last_row is not None else None
                if isinstance(value, Cell):
                    square = _Square(value.text, _RIGHT, bold=True)
            elif column is not None and item.player is not None and column.key == self.total_key:
                square = self._player_total(item.player, last_row, stars)
            squares.append(square)
        return squares

    def _player_total(self, player: int, last_row: DerivedRow | None, stars: set[int]) -> _Square:
        derived = self._shown()
        text = total_text(derived.totals[player] if player < len(derived.totals) else 0)
        if last_row is not None:
            value = last_row.cells.get(self.total_key)
            if isinstance(value, tuple) and player < len(value) and value[player].text:
                text = value[player].text  # the kind's own way of writing it (signed)
        tip = ""
        if player in stars:
            text = f"{STAR} {text}"
            tip = tr("Winner") if derived.winners else tr("Leading")
        return _Square(
            text, _RIGHT, bold=True, tip=tip, spoken=tr("Total of {name}: {total}", name=self.names[player], total=text)
        )

    def samples(self) -> tuple[list[int], list[int]]:
        """For each column, the hand whose square is likely the widest (the
        longest text, bold or ringed counting a little more) and a hand whose
        square is ringed (-1: none), so that columns and rows are sized from
        a few squares instead of thousands. One pass over the hands."""
        if self._samples is None:
            count = len(self.columns)
            widest, ringed, weights = [0] * count, [-1] * count, [-1] * count
            by_key: dict[str, list[tuple[int, int | None]]] = {}
            for index, item in enumerate(self.columns):
                if item.column is not None:
                    by_key.setdefault(item.column.key, []).append((index, item.player))
                else:  # the problem column: a hand with a problem
                    widest[index] = next((n for n, drawn in enumerate(self._shown().rows) if drawn.problems), 0)
            for row, drawn in enumerate(self._shown().rows):
                cells = drawn.cells
                for key, targets in by_key.items():
                    value = cells.get(key)
                    for index, player in targets:
                        if player is None:
                            cell = value
                        elif isinstance(value, tuple) and player < len(value):
                            cell = value[player]
                        else:
                            continue
                        if not isinstance(cell, Cell):
                            continue
                        weight = len(cell.text) + cell.strong + 2 * cell.ringed
                        if weight > weights[index]:
                            weights[index], widest[index] = weight, row
                        if cell.ringed and ringed[index] < 0:
                            ringed[index] = row
            self._samples = (widest, ringed)
        return self._samples


def _total_key(derived: Derived) -> str:
    """The player column whose value is the player's total."""
    player_columns = [c for c in derived.columns if c.place == "player"]
    for column in player_columns:
        if column.key == "total":
            return column.key
    return player_columns[-1].key if player_columns else ""


class CellItem:
    """One square as the table shows it, read through the model: the little
    of ``QTableWidgetItem`` that readers of the sheet use (tests, checks)."""

    def __init__(self, table: QTableView, row: int, column: int):
        self.table = table
        self._row = row
        self._column = column

    def row(self) -> int:
        return self._row

    def column(self) -> int:
        return self._column

    def index(self) -> QModelIndex:
        return self.table.model().index(self._row, self._column)

    def data(self, role: int) -> object:
        return self.index().data(role)

    def setData(self, role: int, value: object) -> None:  # noqa: N802 (Qt's name)
        self.table.model().setData(self.index(), value, role)

    def text(self) -> str:
        return str(self.data(Qt.ItemDataRole.DisplayRole) or "")

    def toolTip(self) -> str:  # noqa: N802 (Qt's name)
        return str(self.data(Qt.ItemDataRole.ToolTipRole) or "")

    def font(self) -> QFont:
        font = self.data(Qt.ItemDataRole.FontRole)
        return QFont(font) if isinstance(font, QFont) else QFont(self.table.font())


class HeaderItem:
    """A column's title for screen readers, as ``QTableWidget`` offers it."""

    def __init__(self, text: str):
        self._text = text

    def text(self) -> str:
        return self._text


class SheetTable(QTableView):
    """The sheet's table over a ``SheetTableModel``, with the few
    ``QTableWidget`` look-ups its readers use (``item``, ``rowCount``...)."""

    def rowCount(self) -> int:  # noqa: N802 (Qt's name)
        return self.model().rowCount()

    def columnCount(self) -> int:  # noqa: N802 (Qt's name)
        return self.model().columnCount()

    def item(self, row: int, column: int) -> CellItem | None:
        if 0 <= row < self.rowCount() and 0 <= column < self.columnCount():
            return CellItem(self, row, column)
        return None

    def horizontalHeaderItem(self, column: int) -> HeaderItem | None:  # noqa: N802 (Qt's name)
        if not 0 <= column < self.columnCount():
            return None
        return HeaderItem(str(self.model().headerData(column, Qt.Orientation.Horizontal) or ""))

    def visualItemRect(self, item: CellItem) -> QRect:  # noqa: N802 (Qt's name)
        return self.visualRect(item.index())
