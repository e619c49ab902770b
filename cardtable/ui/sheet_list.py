"""The list of stored sheets in the score sheets window, fast with thousands.

A model over the store's summaries (``SheetStore.list_sheets``: one query,
no rows read), newest change first and filtered by where a sheet came from.
An entry's text is worked out only when the entry is shown. Its last line,
who leads or who won, needs the sheet's rows and the kind's scoring: it is
worked out after the list is drawn, a few sheets at a time between events
(so a list with a sheet of thousands of hands opens at once), and kept until
that sheet changes. Every entry is as high as four lines, so the view
measures one entry, not thousands; a line too long for the list ends in
"…" and the tooltip gives it whole. After a change only the changed
sheet's entry is read again and moved to its place (``update``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget

#: Item data: the sheet's id.
ID_ROLE = int(Qt.ItemDataRole.UserRole) + 1
#: Lines of every entry: the title, the players, the facts, who leads.
LINES = 4
#: Time given to working out "who leads" lines at once before other events
#: are handled (seconds): the list stays responsive while they fill in.
STATE_BUDGET = 0.012


def order_key(summary: Any) -> tuple[str, int]:
    """The list's order, most recently changed first (sorted in reverse)."""
    return (summary.updated or summary.created or "", summary.id)


def stamp(summary: Any) -> Hashable:
    """What a sheet's "who leads" line depends on, as a summary tells it:
    a change to the sheet moves its time or its number of hands."""
    return (summary.kind, summary.updated, summary.rows)


def sheet_stamp(sheet: Any) -> Hashable:
    """``stamp`` of a stored ``Sheet`` (its rows in hand, not counted)."""
    return (sheet.kind, sheet.updated, len(sheet.rows))


class SheetListModel(QAbstractListModel):
    """The summaries of the stored sheets whose source is ``source`` ("":
    all). ``facts(summary)`` writes an entry's first lines, ``state(summary)``
    its last (who leads or won: the costly one), ``tip(summary)`` its
    tooltip; they are asked only for entries on screen and kept per sheet
    while its summary stays the same."""

    def __init__(
        self,
        facts: Callable[[Any], str],
        state: Callable[[Any], str],
        tip: Callable[[Any], str],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.facts = facts
        self.state = state
        self.tip = tip
        self.source = ""
        self._all: list[Any] = []  # every summary, in the list's order
        self._shown: list[Any] = []  # those of ``source``
        self._facts: dict[int, tuple[Any, str]] = {}  # id: (summary, first lines)
        self._states: dict[int, tuple[Hashable, str]] = {}  # id: (stamp, who leads)
        self._waiting: dict[int, None] = {}  # ids whose state is wanted, in the order asked
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)

    # -- what is listed ----------------------------------------------------------
    def set_summaries(self, summaries: Sequence[Any]) -> None:
        """List these sheets (the texts of unchanged sheets are kept; the
        same list again changes nothing, not even the scrolling)."""
        ordered = sorted(summaries, key=order_key, reverse=True)
        if ordered == self._all:
            return
        self.beginResetModel()
        self._all = ordered
        ids = {summary.id for summary in self._all}
        self._facts = {key: value for key, value in self._facts.items() if key in ids}
        self._states = {key: value for key, value in self._states.items() if key in ids}
        self._shown = [summary for summary in self._all if self._wanted(summary)]
        self.endResetModel()

    def set_source(self, source: str) -> None:
        """Show only the sheets from ``source`` ("": all)."""
        self.beginResetModel()
        self.source = source
        self._shown = [summary for summary in self._all if self._wanted(summary)]
        self.endResetModel()

    def summaries(self) -> list[Any]:
        """Every listed summary, shown or filtered out, in the list's order."""
        return list(self._all)

    def update(self, sheet_id: int, summary: Any | None) -> None:
        """Sheet ``sheet_id`` changed: its entry moves to its place with its
        new summary, or goes when ``summary`` is None (deleted). The other
        entries are not touched."""
        old = next((item for item in self._all if item.id == sheet_id), None)
        if old == summary and old is not None:
            return
        row = self.row_of(sheet_id)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._shown[row]
            self.endRemoveRows()
        if old is not None:
            self._all.remove(old)
        self._facts.pop(sheet_id, None)
        if summary is None:
            self._states.pop(sheet_id, None)
            return
        self._all.insert(self._place(self._all, summary), summary)
        if self._wanted(summary):
            row = self._place(self._shown, summary)
            self.beginInsertRows(QModelIndex(), row, row)
            self._shown.insert(row, summary)
            self.endInsertRows()

    def _wanted(self, summary: Any) -> bool:
        return not self.source or summary.source == self.source

    @staticmethod
    def _place(summaries: list[Any], summary: Any) -> int:
        """Where ``summary`` goes in ``summaries`` (newest first): mostly at
        the top, since a changed sheet is the most recently changed."""
        key = order_key(summary)
        for index, other in enumerate(summaries):
            if order_key(other) < key:
                return index
        return len(summaries)

    # -- reading it -----------------------------------------------------------
    def row_of(self, sheet_id: int | None) -> int:
        """The shown row of sheet ``sheet_id`` (-1: not shown)."""
        for row, summary in enumerate(self._shown):
            if summary.id == sheet_id:
                return row
        return -1

    def summary_at(self, row: int) -> Any:
        return self._shown[row]

    def text(self, row: int) -> str:
        """Entry ``row`` whole (its state worked out now if need be)."""
        summary = self._shown[row]
        state = self.known_state(summary)
        if state is None:
            state = self.state(summary)
            self._states[summary.id] = (stamp(summary), state)
        return "\n".join([self._first_lines(summary), state])

    def shown_text(self, row: int) -> str:
        """Entry ``row`` as drawn now: its state line waits its turn."""
        summary = self._shown[row]
        state = self.known_state(summary)
        if state is None:
            self._waiting[summary.id] = None
            self._timer.start()
            state = ""
        return "\n".join([self._first_lines(summary), state])

    def _first_lines(self, summary: Any) -> str:
        kept = self._facts.get(summary.id)
        if kept is not None and kept[0] == summary:
            return kept[1]
        text = self.facts(summary)
        self._facts[summary.id] = (summary, text)
        return text

    def known_state(self, summary: Any) -> str | None:
        """The sheet's "who leads" line when it is known for this summary."""
        kept = self._states.get(summary.id)
        return kept[1] if kept is not None and kept[0] == stamp(summary) else None

    def know_state(self, sheet: Any, state: str) -> None:
        """Keep the "who leads" line of a stored ``Sheet`` worked out
        elsewhere (the window, which has just drawn it), so the list need
        not work it out again."""
        self._states[sheet.id] = (sheet_stamp(sheet), state)

    def pending(self) -> int:
        """How many shown entries still wait for their "who leads" line."""
        return len(self._waiting)

    def _work(self) -> None:
        """Work out waiting "who leads" lines for a moment, then let other
        events through and come back."""
        deadline = time.perf_counter() + STATE_BUDGET
        while self._waiting and time.perf_counter() < deadline:
            sheet_id = next(iter(self._waiting))
            del self._waiting[sheet_id]
            row = self.row_of(sheet_id)
            if row < 0 or self.known_state(self._shown[row]) is not None:
                continue
            summary = self._shown[row]
            self._states[sheet_id] = (stamp(summary), self.state(summary))
            index = self.index(row)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole])
        if self._waiting:
            self._timer.start()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.shown_text(index.row())
        if role == ID_ROLE:
            return int(self._shown[index.row()].id)
        if role == Qt.ItemDataRole.ToolTipRole:
            # The whole entry first: a line too long for the list ends in "…".
            return "\n".join([self.text(index.row()), self.tip(self._shown[index.row()])])
        return None


class SheetEntryDelegate(QStyledItemDelegate):
    """Entries of ``LINES`` lines, each cut with "…" when too long: one
    height for all, so the list never measures every entry."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        metrics = QFontMetrics(option.font)
        return QSize(1, LINES * metrics.lineSpacing() + 8)


class SheetEntry:
    """One entry as the list shows it: the little of ``QListWidgetItem``
    its readers use (tests, checks)."""

    def __init__(self, model: SheetListModel, row: int):
        self.model = model
        self.row = row

    def text(self) -> str:
        return self.model.text(self.row)

    def data(self, role: int) -> object:
        return self.model.data(self.model.index(self.row), role)

    def toolTip(self) -> str:  # noqa: N802 (Qt's name)
        return str(self.data(Qt.ItemDataRole.ToolTipRole) or "")


class SheetList(QListView):
    """The list's view, with the few ``QListWidget`` look-ups its readers
    use (``count``, ``item``, ``currentItem``)."""

    def __init__(self, model: SheetListModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(SheetEntryDelegate(self))
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setAlternatingRowColors(True)
        self.setSpacing(1)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sheet_model(self) -> SheetListModel:
        model = self.model()
        assert isinstance(model, SheetListModel)
        return model

    def count(self) -> int:
        return self.sheet_model().rowCount()

    def item(self, row: int) -> SheetEntry | None:
        return SheetEntry(self.sheet_model(), row) if 0 <= row < self.count() else None

    def currentItem(self) -> SheetEntry | None:  # noqa: N802 (Qt's name)
        index = self.currentIndex()
        return self.item(index.row()) if index.isValid() else None
