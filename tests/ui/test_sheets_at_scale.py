"""The score sheets window with many sheets and long ones (issue 21): the list
reads no sheet's rows to open, a change reads back only the changed sheet,
a reload with nothing changed reads nothing, and a long sheet's squares are
worked out as they come into view. Behaviour only: the timings are in
benchmarks/sheets_speed.py."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable.sheets.model import Sheet
from cardtable.sheets.registry import GENERIC, sheet_kind
from cardtable.storage.sheet_store import SheetStore
from cardtable.ui.sheet_view import SheetView
from cardtable.ui.sheets_window import ScoreSheetsWindow

NAMES = ["Anne", "Beth", "Cath", "Diana"]


@pytest.fixture
def store(tmp_path):
    opened = SheetStore(tmp_path / "sheets.sqlite3")
    yield opened
    opened.close()


class Reads:
    """Counts what the window reads from the store: ``loads`` (sheet ids
    read with their rows) and ``lists`` (reads of the whole list)."""

    def __init__(self, store: SheetStore, monkeypatch: pytest.MonkeyPatch):
        self.loads: list[int] = []
        self.lists = 0
        load, list_sheets = store.load, store.list_sheets

        def counted_load(sheet_id: int) -> Sheet:
            self.loads.append(sheet_id)
            return load(sheet_id)

        def counted_list() -> list[Any]:
            self.lists += 1
            return list_sheets()

        monkeypatch.setattr(store, "load", counted_load)
        monkeypatch.setattr(store, "list_sheets", counted_list)

    def reset(self) -> None:
        self.loads.clear()
        self.lists = 0


def _generic(title: str, rows: int = 0, source: str = "manual") -> Sheet:
    return Sheet(
        "generic",
        list(NAMES),
        GENERIC.resolve(4, {}),
        [{"points": [n % 7, 3, 0, 1]} for n in range(rows)],
        title=title,
        source=source,
    )


def _fill(store: SheetStore, count: int) -> None:
    """``count`` sheets, quickly (the file need not survive a power cut here)."""
    store.db.execute("PRAGMA synchronous=OFF")
    for n in range(count):
        store.create(_generic(f"Sheet {n}", rows=n % 5, source="played" if n % 2 else "manual"))
    store.db.execute("PRAGMA synchronous=FULL")


def _window(qtbot, store) -> ScoreSheetsWindow:
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    return window


def _settled(qtbot, window: ScoreSheetsWindow) -> None:
    """The list drawn, and every entry on screen has its "who leads" line."""
    model = window.list_model

    def settled() -> bool:
        top = model.rowCount() == 0 or model.known_state(model.summary_at(0)) is not None
        return top and model.pending() == 0

    if window.isVisible():
        qtbot.waitUntil(settled)


def test_the_list_shows_ten_thousand_sheets_without_reading_their_rows(qtbot, store, monkeypatch, said) -> None:
    _fill(store, 10_000)
    reads = Reads(store, monkeypatch)
    window = _window(qtbot, store)
    assert window.sheet_list.count() == 10_000
    assert reads.loads == [] and reads.lists == 1
    window.show()
    qtbot.waitExposed(window)
    _settled(qtbot, window)
    # Only the entries on screen said who leads: a few sheets read, not 10,000.
    assert 0 < len(reads.loads) <= 30
    assert reads.lists == 1  # showing (and so activating) the window read the list no second time
    first = window.sheet_list.item(0).text()
    assert first.startswith("Sheet 9999") and "Anne, Beth, Cath, Diana" in first
    newest = store.list_sheets()[0]
    assert first.splitlines()[-1] == GENERIC.summary(store.load(newest.id))


def test_who_leads_fills_in_after_the_list_is_drawn(qtbot, store, said) -> None:
    sheet_id = store.create(_generic("Tonight", rows=3))
    window = _window(qtbot, store)
    model = window.list_model
    index = model.index(model.row_of(sheet_id))
    assert "leads" not in index.data(Qt.ItemDataRole.DisplayRole)  # drawn at once, without it
    assert model.pending() == 1
    qtbot.waitUntil(lambda: model.pending() == 0)
    assert index.data(Qt.ItemDataRole.DisplayRole).endswith("Beth leads")
    assert "Beth leads" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_a_change_reads_back_only_the_changed_sheet(qtbot, store, monkeypatch, said) -> None:
    _fill(store, 200)
    changed = store.list_sheets()[150].id
    window = _window(qtbot, store)
    window.show()
    _settled(qtbot, window)
    window.open_sheet(changed)
    _settled(qtbot, window)
    reads = Reads(store, monkeypatch)

    assert window.add_row({"points": [9, 0, 0, 0]})
    assert reads.loads == [changed] and reads.lists == 0
    assert window.list_ids()[0] == changed  # the most recently changed sheet comes first
    assert window.sheet_list.currentItem().data(Qt.ItemDataRole.UserRole + 1) == changed
    # Its line says who leads now, taken from the sheet just drawn.
    assert window.sheet_list.currentItem().text().splitlines()[-1] == GENERIC.summary(store.load(changed))

    for step in (window.undo, window.redo, lambda: window.delete_hand(0)):
        reads.reset()
        step()
        assert reads.loads == [changed] and reads.lists == 0
        assert window.list_ids()[0] == changed and window.sheet.id == changed
    assert window.list_ids() == [summary.id for summary in store.list_sheets()]


def test_the_list_keeps_the_stores_order_the_filter_and_the_choice(qtbot, store, said) -> None:
    manual_a = store.create(_generic("A", rows=1))
    played = store.create(_generic("P", rows=1, source="played"))
    manual_b = store.create(_generic("B", rows=2))
    window = _window(qtbot, store)
    window.filter_combo.setCurrentIndex(window.filter_combo.findData("manual"))

    def in_store_order() -> list[int]:
        return [s.id for s in store.list_sheets() if s.source == "manual"]

    window.open_sheet(manual_a)
    assert window.list_ids() == [manual_b, manual_a] == in_store_order()
    window.add_row({"points": [1, 2, 3, 4]})
    assert window.list_ids() == [manual_a, manual_b] == in_store_order()
    assert window.sheet_list.currentItem().text().startswith("A (")
    assert window.delete_sheet(confirm=False)
    assert window.list_ids() == [manual_b] and window.sheet_list.currentItem() is None
    window.undo()  # the sheet is back, in its place, and chosen again
    assert window.list_ids() == in_store_order() and manual_a in window.list_ids()
    assert window.sheet.id == manual_a and window.sheet_list.currentItem().text().startswith("A (")
    window.filter_combo.setCurrentIndex(window.filter_combo.findData(""))
    assert window.list_ids() == [s.id for s in store.list_sheets()]
    assert played in window.list_ids()


def test_undoing_a_new_sheet_takes_it_off_the_list(qtbot, store, said) -> None:
    """The changed sheet is the command's, even when another one is open."""
    old = store.create(_generic("Old"))
    window = _window(qtbot, store)
    kind = sheet_kind("hearts")
    window.create_sheet(Sheet("hearts", list(NAMES), kind.resolve(4, {}), title="New"))
    window.open_sheet(old)
    window.undo()
    assert window.list_ids() == [old] == [s.id for s in store.list_sheets()]


def test_a_reload_reads_nothing_when_nothing_changed(qtbot, store, tmp_path, monkeypatch, said) -> None:
    _fill(store, 20)
    window = _window(qtbot, store)
    shown = store.list_sheets()[5].id
    window.open_sheet(shown)
    reads = Reads(store, monkeypatch)
    window.reload()
    assert reads.loads == [] and reads.lists == 0

    # Another copy of the app adds a hand to another sheet: the list is read
    # again, the open sheet (unchanged) is not.
    elsewhere = store.list_sheets()[10].id
    reads.reset()
    with SheetStore(tmp_path / "sheets.sqlite3") as other:
        other.append_row(elsewhere, {"points": [1, 1, 1, 1]})
    window.reload()
    assert reads.lists == 1 and shown not in reads.loads
    assert window.list_ids()[0] == elsewhere and window.sheet.id == shown

    # ...and to the open sheet: it is drawn again.
    reads.reset()
    with SheetStore(tmp_path / "sheets.sqlite3") as other:
        other.append_row(shown, {"points": [2, 2, 2, 2]})
    window.reload()
    assert shown in reads.loads and len(window.sheet.rows) == store.sheet_summary(shown).rows


def test_refresh_sheet_reads_one_sheet_changed_elsewhere(qtbot, store, monkeypatch, said) -> None:
    """What the callers of a change (the main window, the undo commands) call
    with the id of the sheet they changed."""
    _fill(store, 30)
    window = _window(qtbot, store)
    target = store.list_sheets()[20].id
    window.open_sheet(target)
    store.append_row(target, {"points": [5, 5, 5, 5]})
    reads = Reads(store, monkeypatch)
    window.refresh_sheet(target)
    assert reads.loads == [target] and reads.lists == 0
    assert window.list_ids()[0] == target and len(window.sheet.rows) == store.sheet_summary(target).rows
    assert window.sheet_list.currentItem().data(Qt.ItemDataRole.UserRole + 1) == target


def test_a_long_sheet_works_out_only_the_squares_in_view(qtbot, monkeypatch) -> None:
    from cardtable.ui.sheet_view import SheetTableModel

    rows = [{"points": [n % 13, 2, -3, 1]} for n in range(5_000)]
    rows[2_500] = {"points": [1_234_567, 0, 0, 0]}  # the widest square, far out of view
    sheet = Sheet("generic", list(NAMES), GENERIC.resolve(4, {}), rows, id=1)
    asked: set[int] = set()
    square = SheetTableModel.square

    def counted(model: SheetTableModel, row: int, column: int):
        asked.add(row)
        return square(model, row, column)

    monkeypatch.setattr(SheetTableModel, "square", counted)
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(900, 500)
    view.show_sheet(sheet, GENERIC)
    view.show()
    qtbot.waitExposed(view)
    assert view.table.rowCount() == 5_001
    assert len(asked) < 100  # what is on screen and the few squares that size the columns
    # The column is still as wide as its widest square, wherever it is.
    column = view.column_index("points", 0)
    index = view.model.index(2_500, column)
    assert view.table.columnWidth(column) >= view.table.sizeHintForIndex(index).width()
    # Scrolling to a hand works it out then; the chosen hand is kept when the sheet is drawn again.
    view.select_row(4_000)
    qtbot.wait(10)
    assert 4_000 in asked
    view.show_sheet(sheet, GENERIC)
    assert view.current_row() == 4_000
