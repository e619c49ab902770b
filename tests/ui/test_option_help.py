"""An option's help is shown whole, wrapped, never cut (issue 12, item 11:
"option help in the new-game dialog ends in '…'"; "the new-sheet form's
option texts are clipped")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from cardtable.core.options import OptionSpec
from cardtable.core.registry import all_games, get_game
from cardtable.sheets.registry import sheet_kinds
from cardtable.ui.new_game import NewGameDialog
from cardtable.ui.sheets_window import NewSheetDialog

KINDS = list(sheet_kinds().values()) if isinstance(sheet_kinds(), dict) else list(sheet_kinds())


def _shown_whole(dialog: QWidget, specs: tuple[OptionSpec, ...]) -> list[str]:
    """The options whose help is not shown whole: a help label's text must be
    the full help, and the label as tall as its wrapped text needs."""
    QApplication.processEvents()
    wrong = []
    for spec in specs:
        if not spec.help:
            continue
        shown = [label for label in dialog.findChildren(QLabel, f"help_{spec.name}") if label.isVisible()]
        label = shown[0] if len(shown) == 1 else None
        if label is None or label.text() != spec.help:
            wrong.append(f"{spec.name}: shows {label.text() if label else None!r}")
        elif label.height() < label.heightForWidth(label.width()) or label.width() > dialog.width():
            wrong.append(f"{spec.name}: clipped ({label.width()}x{label.height()})")
    return wrong


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_the_new_game_dialog_shows_each_options_whole_help(qtbot, game_id: str) -> None:
    game = get_game(game_id)
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _shown_whole(dialog, game.option_specs) == []


@pytest.mark.parametrize("kind", KINDS, ids=lambda kind: kind.id)
def test_the_new_sheet_form_shows_each_options_whole_help(qtbot, kind) -> None:
    dialog = NewSheetDialog(KINDS, kind_id=kind.id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _shown_whole(dialog, kind.option_specs) == []


def test_some_helps_run_past_what_a_first_sentence_shows() -> None:
    """The checks above mean something: shortened to a first sentence (as
    the dialogs showed them), some helps lose words."""
    from cardtable.ui.game_setup import short_help

    helps = [spec.help for game in all_games().values() for spec in game.option_specs if spec.help]
    assert any(short_help(help_text) != help_text for help_text in helps)


@pytest.mark.parametrize("game_id", ["crazy_eights", "spades"])
def test_many_options_scroll_within_a_small_screen(qtbot, monkeypatch, game_id: str) -> None:
    """With the whole help under each option, a game of many options still
    fits a 1024×600 screen: its options scroll, the buttons stay in view."""
    from PySide6.QtCore import QRect

    dialog = NewGameDialog(get_game(game_id))
    qtbot.addWidget(dialog)

    class Small:
        def availableGeometry(self) -> QRect:  # noqa: N802 - Qt's name
            return QRect(0, 0, 1024, 600)

    monkeypatch.setattr(dialog, "screen", lambda: Small())
    dialog._fit_screen()
    assert dialog.height() <= 560 and dialog.width() <= 1024
    assert dialog.minimumSizeHint().height() <= 560


def test_choosing_another_game_in_the_new_sheet_form_shows_its_help_whole(qtbot) -> None:
    dialog = NewSheetDialog(KINDS, kind_id="hearts")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("cribbage"))
    qtbot.waitUntil(lambda: _shown_whole(dialog, dialog.kind.option_specs) == [], timeout=2000)
