"""The sheet on paper: a PDF that cannot be written is reported, never
announced as saved (QPdfWriter itself never raises)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.sheets.model import Sheet
from cardtable.sheets.registry import sheet_kind
from cardtable.storage.sheet_store import SheetStore
from cardtable.tools.screenshots import barbu_example, barbu_example_rows
from cardtable.ui import sheet_print
from cardtable.ui.sheets_window import ScoreSheetsWindow


def _barbu() -> tuple[Sheet, object]:
    kind = sheet_kind("barbu")
    sheet = Sheet("barbu", ["Anne", "Beth", "Cath", "Diana"], kind.resolve(4), barbu_example_rows())
    return sheet, kind.derive(sheet)


def test_pdf_is_written_whole(qapp, tmp_path) -> None:
    sheet, derived = _barbu()
    target = tmp_path / "barbu.pdf"
    target.write_bytes(b"the old file")
    assert sheet_print.export_pdf(sheet, derived, target) == target
    assert target.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir()] == ["barbu.pdf"], "no temporary file left behind"


def test_a_pdf_that_cannot_be_written_raises(qapp, tmp_path) -> None:
    sheet, derived = _barbu()
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    with pytest.raises(OSError):
        sheet_print.export_pdf(sheet, derived, blocker / "barbu.pdf")
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_pdf_whose_painting_never_started_raises_and_keeps_the_old_file(qapp, tmp_path, monkeypatch) -> None:
    sheet, derived = _barbu()
    target = tmp_path / "barbu.pdf"
    target.write_bytes(b"the old file")
    monkeypatch.setattr(sheet_print, "_print_document", lambda doc, device: None)
    with pytest.raises(sheet_print.ExportError, match="could not be drawn"):
        sheet_print.export_pdf(sheet, derived, target)
    assert target.read_bytes() == b"the old file"


def test_the_window_says_why_instead_of_saved(qtbot, tmp_path, monkeypatch) -> None:
    store = SheetStore(tmp_path / "sheets.sqlite3")
    try:
        window = ScoreSheetsWindow(store)
        qtbot.addWidget(window)
        window.open_sheet(barbu_example(store))
        blocker = tmp_path / "a file"
        blocker.write_text("x", encoding="utf-8")
        target = str(blocker / "barbu.pdf")
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (target, ""))
        warned: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warned.append(text))
        assert window.export_pdf() is None
        assert len(warned) == 1 and target in warned[0]
        assert "Saved" not in window.statusBar().currentMessage()
    finally:
        store.close()
