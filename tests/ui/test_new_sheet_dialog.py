"""The new-sheet dialog refuses names a sheet cannot hold, and says why."""

from __future__ import annotations

from PySide6.QtGui import QClipboard, QGuiApplication

from cardtable.sheets.registry import sheet_kind
from cardtable.ui.sheets_window import NewSheetDialog


def test_a_pasted_line_break_or_tab_in_a_name_is_refused_with_a_reason(qtbot) -> None:
    dialog = NewSheetDialog([sheet_kind("generic")], kind_id="generic")
    qtbot.addWidget(dialog)
    dialog.set_names(["Anne", "Beth", "Cath"])
    assert dialog.ok_button.isEnabled()

    QGuiApplication.clipboard().setText("Beth\nCath", QClipboard.Mode.Clipboard)
    edit = dialog.name_edits[1]
    edit.clear()
    edit.paste()
    assert "\n" in edit.text(), "Qt keeps a pasted line break in a line edit"
    assert not dialog.ok_button.isEnabled()
    assert "Name 2 holds a line break, a tab or another control character" in dialog.error_label.text()

    for bad in ("Be\tth", "Be\rth", "Be\u2028th", "Be\x00th"):
        edit.setText(bad)
        assert not dialog.ok_button.isEnabled(), repr(bad)
    edit.setText("  Beth ")  # spaces round a name are trimmed, as before
    assert dialog.ok_button.isEnabled()
    assert dialog.sheet().players == ["Anne", "Beth", "Cath"]
