"""The score sheets speak the player's language: every string a person sees
goes through translation, including sheet headings.

A marking translator wraps every text of the app's context in «guillemets»
(both Qt's, for the UI's ``tr``, and the core's hook, for Reasons). Any text
shown without them was never translated: a literal left out of ``tr``, or
data from the core (a column heading, a field label, a game's name) shown
as it is instead of through ``tr``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QGroupBox, QLabel, QPushButton, QWidget

from cardtable.core import i18n as core_i18n
from cardtable.sheets.registry import sheet_kind
from cardtable.storage.sheet_store import SheetStore
from cardtable.tools.screenshots import barbu_example
from cardtable.ui.match_sheet import MatchSheetPanel
from cardtable.ui.sheet_entry import RowEntryForm
from cardtable.ui.sheets_window import NewSheetDialog, ScoreSheetsWindow


def marked(text: str) -> str:
    return f"«{text}»"


class MarkingTranslator(QTranslator):
    """Every text of the app's context comes back «marked»; others (Qt's own
    buttons) are left alone."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401 (Qt's name)
        return marked(source) if context == core_i18n.CONTEXT and source else ""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


@pytest.fixture
def marking(qapp) -> Iterator[None]:
    """The marking translator in Qt and in the core, taken out afterwards."""
    translator = MarkingTranslator(qapp)
    previous = core_i18n._translator
    QCoreApplication.installTranslator(translator)
    core_i18n.install_translator(marked)
    yield
    QCoreApplication.removeTranslator(translator)
    core_i18n.install_translator(previous)


@pytest.fixture
def store(tmp_path, monkeypatch) -> Iterator[SheetStore]:
    """The sheet store in a temporary CARDTABLE_HOME, as the app opens it."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    opened = SheetStore()
    yield opened
    opened.close()


def _unmarked(widget: QWidget, names: set[str], skip: tuple[QWidget, ...] = ()) -> list[str]:
    """The texts of ``widget``'s labels, group boxes and push buttons that did
    not go through translation (numbers and players' names are not text to
    translate)."""
    found = []
    for child in widget.findChildren(QWidget):
        if child in skip:
            continue
        if isinstance(child, QGroupBox):
            text = child.title()
        elif isinstance(child, (QLabel, QPushButton)):
            text = child.text()
        else:
            continue
        text = text.lstrip("⚠★✓ ").strip()  # a symbol before the text is no word
        if not text or text.isdigit() or text in names:
            continue
        if not text.startswith("«"):
            found.append(f"{type(child).__name__}: {text!r}")
    return found


def test_window_title_buttons_menus_and_list_are_translated(qtbot, marking, store) -> None:
    """Every string a person sees goes through translation: the window's title,
    its buttons, menus, filter, and the list entry (the game's name comes from
    the core and is translated too)."""
    sheet_id = barbu_example(store)
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    window.open_sheet(sheet_id)

    assert window.windowTitle() == marked("Score sheets")
    for key, button in window.hand_buttons.items():
        assert button.text().startswith("«") and button.text().endswith("»"), (key, button.text())
    assert window.new_button.text() == marked("&New sheet…")
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == [marked("&Sheet"), marked("&Edit")]
    assert [window.filter_combo.itemText(n) for n in range(window.filter_combo.count())] == [
        marked("All sheets"),
        marked("Kept by hand"),
        marked("Played in the app"),
    ]
    entry = window.sheet_list.currentItem().text()
    assert marked(sheet_kind("barbu").name) in entry  # "«Barbu at the club («Barbu»)»"
    assert marked("kept by hand") in entry and marked("2 hands") in entry
    assert window.info_label.text().startswith("«")
    # The title is the sheet's own (typed by a person), not text to translate.
    assert _unmarked(window, set(window.sheet.players), skip=(window.title_label,)) == []


def test_sheet_headings_from_the_core_are_translated(qtbot, marking, store) -> None:
    """Sheet headings come from the core's column labels (marked with N_) and
    are shown through translation, in the header and to screen readers; the
    totals row and the caption are translated too."""
    sheet_id = barbu_example(store)
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    window.open_sheet(sheet_id)
    view = window.view
    header = view.header

    labelled = [item for item in view.table_columns if item.column is not None and item.column.label]
    assert labelled, "the Barbu sheet has headings"
    for index, item in enumerate(view.table_columns):
        if item.column is None or not item.column.label:
            continue
        title = view.table.horizontalHeaderItem(index).text()
        assert marked(item.column.label) in title, (item.column.key, title)
    # What the header paints: the same translated labels.
    from cardtable.ui.sheet_view import column_label

    assert {column_label(item.column) for item in header.columns if item.column is not None} >= {
        marked(item.column.label) for item in labelled
    }
    totals_row = view.table.rowCount() - 1
    texts = [
        view.table.item(totals_row, n).text() for n in range(view.table.columnCount()) if view.table.item(totals_row, n)
    ]
    assert marked("Total") in texts
    assert view.caption.text().startswith("«")
    assert view.table.accessibleName() == marked("Score sheet")


def test_new_sheet_dialog_labels_are_translated(qtbot, marking, store) -> None:
    """Every string a person sees in the new-sheet dialog goes through
    translation: its title, field labels, group boxes, the help beside the
    number of players, the games' names, the placeholders and the option
    labels from the core."""
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    kinds = list(window.kinds().values())
    dialog = NewSheetDialog(kinds, window, "barbu")
    qtbot.addWidget(dialog)

    assert dialog.windowTitle() == marked("New score sheet")
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    for text in ("&Game:", "&Title:", "&Players:"):
        assert marked(text) in labels
    assert dialog.names_box.title() == marked("Names")
    assert dialog.options_box.title() == marked("Options")
    assert dialog.ok_button.text() == marked("&Create")
    assert dialog.players_help.text().startswith("«")
    games = [dialog.kind_combo.itemText(n) for n in range(dialog.kind_combo.count())]
    assert games == [marked(kind.name) for kind in kinds]
    assert dialog.title_edit.placeholderText() == marked(dialog.kind.name)
    assert dialog.name_edits[0].placeholderText() == marked("Player 1") or dialog.name_edits[
        0
    ].placeholderText() == marked("Team 1")
    for spec in dialog.kind.option_specs:
        if spec.kind != "bool":
            assert marked("{label}:").replace("{label}", marked(spec.label)) in labels, spec.name
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)  # Qt's own, from qtbase
    assert _unmarked(dialog, set(), skip=(cancel,)) == []


def test_hand_form_field_labels_are_translated(qtbot, marking, store) -> None:
    """The hand form's title, buttons and field labels (the core's Field
    labels and choice labels) go through translation."""
    sheet_id = barbu_example(store)
    window = ScoreSheetsWindow(store)
    qtbot.addWidget(window)
    window.open_sheet(sheet_id)
    form = window.entry_form(len(window.sheet.rows))
    qtbot.addWidget(form)
    assert isinstance(form, RowEntryForm)

    assert form.windowTitle() == marked("Hand {n}").replace("{n}", "3")
    assert form.ok_button.text() == marked("Add hand")
    labels = [label.text() for label in form.findChildren(QLabel)]
    for item in form.fields:
        assert marked("{label}:").replace("{label}", marked(item.label)) in labels, item.key
    cancel = form.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert _unmarked(form, set(form.names), skip=(cancel,)) == []


def test_match_sheet_panel_is_translated(qtbot, marking) -> None:
    """The sheet beside the table: its button and accessible name go through
    translation."""
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    assert panel.open_button.text() == marked("All score sheets…")
    assert panel.open_button.accessibleName() == marked("Open the score sheets window")
