"""The score sheets window: every change goes to the store at once, undo
and redo walk the store back and forth, exports write files, a damaged
store is reported once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from cardtable.sheets.model import Sheet
from cardtable.sheets.registry import sheet_kind
from cardtable.storage.sheet_store import SheetStore
from cardtable.tools.screenshots import barbu_example, barbu_example_rows
from cardtable.ui import sheet_print
from cardtable.ui.sheet_entry import RowEntryForm
from cardtable.ui.sheets_window import ID_ROLE, NewSheetDialog, ScoreSheetsWindow

NAMES = ["Anne", "Beth", "Cath", "Diana"]
HAND_1 = {"taken": [13, 5, 4, 4], "moon": None}
HAND_2 = {"taken": [0, 26, 0, 0], "moon": 1}
HAND_2_FIXED = {"taken": [1, 0, 12, 13], "moon": None}


@pytest.fixture
def path(tmp_path):
    return tmp_path / "sheets.sqlite3"


@pytest.fixture
def store(path):
    opened = SheetStore(path)
    yield opened
    opened.close()


@pytest.fixture
def typed(monkeypatch) -> list[dict[str, Any]]:
    """The hand form, as a person fills it in: each exec() takes the next
    entry of the list, or cancels when the list is empty."""
    entries: list[dict[str, Any]] = []

    def exec_(form: RowEntryForm) -> int:
        if not entries:
            return QDialog.DialogCode.Rejected
        form.set_entry(entries.pop(0))
        assert form.is_valid(), form.problem_text()
        form.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RowEntryForm, "exec", exec_)
    return entries


def _window(qtbot, store) -> ScoreSheetsWindow:
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    return window


def _hearts(window: ScoreSheetsWindow, target: int = 100) -> int:
    kind = sheet_kind("hearts")
    sheet = Sheet("hearts", list(NAMES), kind.resolve(4, {"target": target}), title="Friday hearts")
    return window.create_sheet(sheet)


def _stored_rows(path, sheet_id: int) -> list[dict[str, Any]]:
    """What a fresh copy of the app finds on disk."""
    other = SheetStore(path)
    try:
        return other.load(sheet_id).rows
    finally:
        other.close()


def test_new_sheet_through_the_dialog(qtbot, store, said, monkeypatch) -> None:
    def exec_(dialog: NewSheetDialog) -> int:
        dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("hearts"))
        assert dialog.players_spin.minimum() == 3
        dialog.set_names(NAMES)
        dialog.title_edit.setText("Friday hearts")
        dialog.option_widgets["target"].setValue(50)
        assert dialog.ok_button.isEnabled()
        dialog.name_edits[1].setText("anne")
        assert not dialog.ok_button.isEnabled()
        assert "same name" in dialog.error_label.text()
        dialog.name_edits[1].setText("Beth")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewSheetDialog, "exec", exec_)
    window = _window(qtbot, store)
    sheet_id = window.new_sheet()
    stored = store.load(sheet_id)
    assert (stored.kind, stored.players, stored.title, stored.source) == ("hearts", NAMES, "Friday hearts", "manual")
    assert stored.options["target"] == 50
    assert window.sheet.id == sheet_id
    assert window.list_ids() == [sheet_id]
    assert window.title_label.text() == "Friday hearts"
    assert "Friday hearts (Hearts)" in window.sheet_list.item(0).text()


def test_add_edit_delete_undo_redo_persist(qtbot, store, path, said, typed) -> None:
    window = _window(qtbot, store)
    sheet_id = _hearts(window)

    typed += [HAND_1, HAND_2]
    window.action("add").trigger()
    window.action("add").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_1, HAND_2]
    assert window.view.derived.totals == (39, 5, 30, 30)

    # Correct hand 2 (a double-click on it opens the form pre-filled).
    typed.append(HAND_2_FIXED)
    window.view.rowActivated.emit(1)
    assert _stored_rows(path, sheet_id) == [HAND_1, HAND_2_FIXED]
    assert window.view.derived.totals == (14, 5, 16, 17)

    window.view.select_row(0)
    window.action("delete_row").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_2_FIXED]
    assert window.view.derived.totals == (1, 0, 12, 13)  # everything after recomputed

    assert window.action("undo").text() == "&Undo delete hand 1"
    window.action("undo").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_1, HAND_2_FIXED]
    window.action("undo").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_1, HAND_2]
    window.action("undo").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_1]
    window.action("redo").trigger()
    window.action("redo").trigger()
    assert _stored_rows(path, sheet_id) == [HAND_1, HAND_2_FIXED]
    assert window.view.derived.totals == (14, 5, 16, 17)
    assert not said


def test_cancelled_form_changes_nothing(qtbot, store, path, said, typed) -> None:
    window = _window(qtbot, store)
    sheet_id = _hearts(window)
    window.action("add").trigger()  # nothing typed: the form is cancelled
    assert _stored_rows(path, sheet_id) == []
    assert window.stack.done[-1].text == "new sheet"


def test_a_finished_match_offers_no_more_hands(qtbot, store, said, typed) -> None:
    window = _window(qtbot, store)
    _hearts(window, target=25)
    typed += [HAND_1]
    window.action("add").trigger()
    assert window.action("add").isEnabled()
    typed += [HAND_1]
    window.action("add").trigger()
    assert window.view.winner_text() == "★ Cath and Diana win with 8"
    assert not window.action("add").isEnabled()
    assert "over" in window.action("add").toolTip()
    assert not window.hand_buttons["add"].isEnabled()
    assert "Cath and Diana won" in window.sheet_list.currentItem().text()


def test_delete_sheet_and_undo_restores_it(qtbot, store, path, said, typed) -> None:
    window = _window(qtbot, store)
    sheet_id = _hearts(window)
    typed += [HAND_1]
    window.action("add").trigger()
    window.action("delete_sheet").trigger()
    assert said and "Delete the sheet" in said[-1]
    assert store.list_sheets() == []
    assert window.sheet is None and window.list_ids() == []
    window.action("undo").trigger()
    assert window.list_ids() == [sheet_id]
    assert _stored_rows(path, sheet_id) == [HAND_1]
    assert window.sheet.id == sheet_id
    window.action("redo").trigger()
    assert store.list_sheets() == []
    # Undoing the sheet's creation deletes it; redoing brings it back.
    window.action("undo").trigger()
    window.action("undo").trigger()
    window.action("undo").trigger()
    assert store.list_sheets() == []
    window.action("redo").trigger()
    assert [s.id for s in store.list_sheets()] == [sheet_id]


def test_list_shows_who_leads_and_filters_by_source(qtbot, store, said) -> None:
    barbu = barbu_example(store)
    kind = sheet_kind("generic")
    played = store.create(
        Sheet(
            "generic", ["Ada", "Bo"], kind.resolve(2, {}), [{"points": [3, 5]}], source="played", title="Crazy Eights"
        )
    )
    window = _window(qtbot, store)
    assert sorted(window.list_ids()) == sorted([barbu, played])
    items = [window.sheet_list.item(n) for n in range(window.sheet_list.count())]
    texts = {item.data(ID_ROLE): item.text() for item in items}
    assert "Beth leads" in texts[barbu] and "kept by hand" in texts[barbu] and "Anne, Beth, Cath, Diana" in texts[barbu]
    assert "played in the app" in texts[played] and "Bo leads" in texts[played]
    window.filter_combo.setCurrentIndex(window.filter_combo.findData("played"))
    assert window.list_ids() == [played]
    window.filter_combo.setCurrentIndex(window.filter_combo.findData("manual"))
    assert window.list_ids() == [barbu]


def test_barbu_worked_example_in_the_window(qtbot, store, said) -> None:
    sheet_id = barbu_example(store)
    window = _window(qtbot, store)
    window.open_sheet(sheet_id)
    view = window.view
    assert view.derived.totals == (-4, 16, -48, -18)
    assert view.is_ringed(0, "doubles", 1) and view.is_ringed(0, "doubles", 2)
    assert not view.is_ringed(0, "doubles", 0)
    assert "Doubles of Anne still owed" in view.notes_text()
    assert store.load(sheet_id).rows == barbu_example_rows()


def test_export_csv_and_pdf_write_files(qtbot, store, said, tmp_path, monkeypatch) -> None:
    sheet_id = barbu_example(store)
    window = _window(qtbot, store)
    window.open_sheet(sheet_id)
    targets = iter([str(tmp_path / "barbu.csv"), str(tmp_path / "barbu.pdf")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (next(targets), ""))

    window.action("csv").trigger()
    text = (tmp_path / "barbu.csv").read_text(encoding="utf-8")
    assert text.splitlines()[0].startswith(",,Anne")
    assert "(X)" in text and "+54" in text

    window.action("pdf").trigger()
    data = (tmp_path / "barbu.pdf").read_bytes()
    assert data.startswith(b"%PDF")
    assert not said


def test_exports_are_whole_files_with_a_documents_permissions(qtbot, store, said, tmp_path, monkeypatch) -> None:
    """Exports are written atomically (a crash leaves the old file, never half
    a sheet) yet readable like any document, not private as a temporary file."""
    import os
    import stat

    from cardtable.ui import sheet_print

    window = _window(qtbot, store)
    window.open_sheet(barbu_example(store))
    targets = iter([str(tmp_path / "barbu.csv"), str(tmp_path / "barbu.pdf")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (next(targets), ""))
    written: list[str] = []
    real = sheet_print.write_atomic
    monkeypatch.setattr(
        sheet_print, "write_atomic", lambda path, *a, **k: (written.append(str(path)), real(path, *a, **k))
    )
    old_mask = os.umask(0o022)
    try:
        window.action("csv").trigger()
        window.action("pdf").trigger()
    finally:
        os.umask(old_mask)
    assert written == [str(tmp_path / "barbu.csv"), str(tmp_path / "barbu.pdf")]
    for name in ("barbu.csv", "barbu.pdf"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o644, name
    assert not said


def test_export_cancelled_writes_nothing(qtbot, store, said, tmp_path, monkeypatch) -> None:
    window = _window(qtbot, store)
    window.open_sheet(barbu_example(store))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: ("", ""))
    assert window.export_csv() is None
    assert window.export_pdf() is None
    assert all(p.name.startswith("sheets.sqlite3") for p in tmp_path.iterdir())


def test_print_goes_to_the_chosen_printer(qtbot, store, said, tmp_path, monkeypatch) -> None:
    if not sheet_print.HAVE_PRINTING:
        pytest.skip("no QtPrintSupport")
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    out = tmp_path / "printed.pdf"

    def exec_(dialog: QPrintDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", exec_)
    window = _window(qtbot, store)
    window.open_sheet(barbu_example(store))
    assert window.print_sheet()
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_of_a_wide_sheet_is_landscape_and_fits(qapp, store) -> None:
    sheet = store.load(barbu_example(store))
    kind = sheet_kind("barbu")
    assert sheet_print.is_wide(sheet, kind.derive(sheet))
    doc = sheet_print._layout_document(sheet, kind.derive(sheet), sheet_print._page_layout(True))
    assert doc.idealWidth() <= doc.pageSize().width(), "the table fits the page, not cut at the margin"
    assert doc.pageSize().width() > doc.pageSize().height()


def test_a_damaged_store_is_reported_once(qtbot, path, said) -> None:
    path.write_bytes(b"this is not a database" * 100)
    damaged = SheetStore(path)
    try:
        assert damaged.problem
        window = _window(qtbot, damaged)
        window.show()
        qtbot.waitUntil(lambda: len(said) == 1)
        assert said[0] == damaged.problem
        window.hide()
        window.show()
        qtbot.wait(20)
        assert len(said) == 1
    finally:
        damaged.close()


def test_rows_written_by_another_copy_of_the_app_show_on_reload(qtbot, store, path, said) -> None:
    """ "a second copy of the app sees the same sheets": what another copy adds
    appears when the window is brought back (it reloads on activation)."""
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    sheet_id = barbu_example(store)
    window.open_sheet(sheet_id)
    with SheetStore(path) as other:
        kind = sheet_kind("hearts")
        other_id = other.create(Sheet("hearts", ["Ann", "Bob", "Cy", "Di"], kind.resolve(4)))
        other.append_row(other_id, {"taken": [26, 0, 0, 0], "moon": 0})
    window.reload()
    assert other_id in window.list_ids()
    window.open_sheet(other_id)
    assert len(window.sheet.rows) == 1


def test_the_first_declarer_is_chosen_by_name(qtbot) -> None:
    """A seat option lists the names as they are typed, not a number."""
    dialog = NewSheetDialog([sheet_kind("barbu")], kind_id="barbu")
    qtbot.addWidget(dialog)
    dialog.set_names(["Anne", "Beth", "Cath", "Diana"])
    combo = dialog.option_widgets["first_declarer"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Anne", "Beth", "Cath", "Diana"]
    combo.setCurrentIndex(2)
    dialog.name_edits[2].setText("Catherine")
    assert combo.currentText() == "Catherine"
    assert dialog.sheet().options["first_declarer"] == 2


def _generic(store, *points: int) -> int:
    kind = sheet_kind("generic")
    return store.create(
        Sheet("generic", ["Ann", "Bob"], kind.resolve(2, {}), [{"points": [n, 0]} for n in points], title="Two copies")
    )


def _first_points(path, sheet_id: int) -> list[int]:
    return [row["points"][0] for row in _stored_rows(path, sheet_id)]


def test_undo_in_one_copy_leaves_the_other_copys_hand(qtbot, store, path, said) -> None:
    """Issue 21: copy B adds a hand of 100 while copy A shows [1, 2]; A adds
    7 and presses Undo: A's 7 goes and B's 100 stays (it ended [1, 2, 7])."""
    sheet_id = _generic(store, 1, 2)
    window = _window(qtbot, store)
    window.open_sheet(sheet_id)
    with SheetStore(path) as other:
        other.append_row(sheet_id, {"points": [100, 0]})
    assert window.add_row({"points": [7, 0]})
    window.action("undo").trigger()
    assert _first_points(path, sheet_id) == [1, 2, 100]
    assert not said


def test_a_stale_delete_deletes_the_hand_that_was_seen(qtbot, store, path, said) -> None:
    """A shows [1, 2, 3]; B deletes hand 1. A's "delete hand 2" deletes the
    hand of 2 A chose (it used to delete the 3, now at that place)."""
    sheet_id = _generic(store, 1, 2, 3)
    window = _window(qtbot, store)
    window.open_sheet(sheet_id)
    with SheetStore(path) as other:
        other.delete_row(sheet_id, other.load(sheet_id).row_ids[0], expected={"points": [1, 0]})
    assert window.delete_hand(1)
    assert _first_points(path, sheet_id) == [3]
    assert not said


def test_a_change_made_stale_by_another_copy_is_refused_said_and_reloaded(qtbot, store, path, said) -> None:
    """A shows [1, 2, 3]; B corrects hand 2 to 20. A's "delete hand 2" would
    delete a hand A never saw: refused, said, and the sheet shown as kept."""
    sheet_id = _generic(store, 1, 2, 3)
    window = _window(qtbot, store)
    window.open_sheet(sheet_id)
    with SheetStore(path) as other:
        seen = other.load(sheet_id)
        other.replace_row(sheet_id, seen.row_ids[1], {"points": [20, 0]}, expected={"points": [2, 0]})
    assert not window.delete_hand(1)
    assert _first_points(path, sheet_id) == [1, 20, 3]
    assert len(said) == 1 and "changed elsewhere" in said[0] and "not made" in said[0]
    assert [row["points"][0] for row in window.sheet.rows] == [1, 20, 3]  # read again
    assert window.stack.done == []  # nothing was done, so nothing to undo


def test_a_damaged_sheet_hides_none_of_the_others(qtbot, store, path, said) -> None:
    """Issue 21: one damaged JSON value (the file is sound) used to stop the
    window from opening at all. The others are listed and open; the damaged
    one is listed, said once, and opening it says why it is not shown."""
    import sqlite3

    good = barbu_example(store)
    names = _generic(store, 1)
    hand = _generic(store, 1, 2)
    db = sqlite3.connect(path)
    db.execute("UPDATE sheets SET players = 'Ann, Bob' WHERE id = ?", (names,))
    db.execute("UPDATE rows SET entry = '{' WHERE sheet_id = ? AND position = 1", (hand,))
    db.commit()
    db.close()
    window = _window(qtbot, store)
    window.show()
    assert sorted(window.list_ids()) == sorted([good, names, hand])
    qtbot.waitUntil(lambda: len(said) == 1)
    assert "list of players cannot be read" in said[0] and "Two copies" in said[0]
    items = {window.sheet_list.item(n).data(ID_ROLE): window.sheet_list.item(n).text() for n in range(3)}
    assert "Damaged" in items[names] and "Beth leads" in items[good]
    window.open_sheet(good)
    assert window.view.derived.totals == (-4, 16, -48, -18)
    window.open_sheet(hand)
    assert window.sheet is None and window.nothing_label.isVisible()
    assert "hand 2 cannot be read" in window.nothing_label.text()
    window.open_sheet(names)
    assert "list of players cannot be read" in window.nothing_label.text()
    window.reload()
    qtbot.wait(20)
    assert len(said) == 1  # said once


def test_the_window_opens_inside_the_screen(qtbot, store) -> None:
    """On a small screen (the offscreen one is 800 by 600) the window is no
    larger than the room the screen has, so its buttons stay in view."""
    window = _window(qtbot, store)
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()


def test_a_damaged_sheet_can_be_deleted_for_good_and_only_when_asked(qtbot, store, path, said, monkeypatch) -> None:
    """A sheet that cannot be opened would otherwise stay in the list for
    ever: its Delete is offered, asks first (it cannot be undone), and
    deletes that sheet alone."""
    import sqlite3

    good = barbu_example(store)
    hand = _generic(store, 1, 2)
    db = sqlite3.connect(path)
    db.execute("UPDATE rows SET entry = '{' WHERE sheet_id = ? AND position = 1", (hand,))
    db.commit()
    db.close()
    window = _window(qtbot, store)
    window.show()
    window.open_sheet(hand)
    delete = window.action("delete_sheet")
    assert window.sheet is None and delete.isEnabled() and window.hand_buttons["delete_sheet"].isVisible()
    assert not window.hand_buttons["add"].isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No)
    delete.trigger()
    assert sorted(window.list_ids()) == sorted([good, hand])
    asked: list[str] = []

    def yes(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    delete.trigger()
    assert "cannot be undone" in asked[0]
    assert window.list_ids() == [good] and [summary.id for summary in store.list_sheets()] == [good]
    assert not delete.isEnabled()


def test_export_opens_in_the_documents_folder_then_the_last_used(qtbot, store, said, tmp_path, monkeypatch) -> None:
    """Issue 12, item 13: "Export opens in the process's working folder, not
    the user's documents". The first export proposes the documents folder;
    the next, the folder last exported to, kept in the settings."""
    from PySide6.QtCore import QStandardPaths

    from cardtable.storage.settings import Settings
    from cardtable.ui.sheet_print import ExportFolder

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: str(documents))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    settings = Settings()
    window = ScoreSheetsWindow(store, export_folder=ExportFolder(lambda: settings))
    qtbot.addWidget(window)
    window.open_sheet(barbu_example(store))
    proposed: list[str] = []
    chosen = tmp_path / "kept" / "barbu.csv"
    chosen.parent.mkdir()

    def save_as(_parent, _caption, start, _filter):
        proposed.append(start)
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.action("csv").trigger()
    window.action("pdf").trigger()
    assert Path(proposed[0]).parent == documents
    assert Path(proposed[0]).name.endswith(".csv")
    assert Path(proposed[1]).parent == chosen.parent
    assert settings.export_folder == str(chosen.parent)
    assert not said
