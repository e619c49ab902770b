"""Settings: the four-colour deck and the "Four-colour suits" box agree
(issue 12, item 11: "choosing the four-colour deck leaves 'Four-colour suits'
unticked")."""

from __future__ import annotations

from pathlib import Path

from cardtable.storage.settings import Settings
from cardtable.ui.card_themes import builtin_themes
from cardtable.ui.settings_dialog import SettingsDialog
from cardtable.ui.theme_discovery import BUILTIN_FOUR_COLOUR_NAME, CardTheme


def _dialog(qtbot, settings: Settings, themes: list[CardTheme] | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings, themes or builtin_themes())
    qtbot.addWidget(dialog)
    return dialog


def test_choosing_the_four_colour_deck_ticks_the_box(qtbot) -> None:
    dialog = _dialog(qtbot, Settings())
    assert not dialog.four_colour.isChecked()
    dialog.theme.setCurrentIndex(dialog.theme.findData(BUILTIN_FOUR_COLOUR_NAME))
    assert dialog.four_colour.isChecked()
    chosen = dialog.result_settings()
    assert chosen.card_theme == BUILTIN_FOUR_COLOUR_NAME and chosen.four_colour
    dialog.theme.setCurrentIndex(0)
    assert not dialog.four_colour.isChecked()
    assert not dialog.result_settings().four_colour


def test_the_box_chooses_the_deck_in_that_colouring(qtbot) -> None:
    dialog = _dialog(qtbot, Settings())
    dialog.four_colour.setChecked(True)
    assert dialog.theme.currentData() == BUILTIN_FOUR_COLOUR_NAME
    dialog.four_colour.setChecked(False)
    assert dialog.theme.currentData() == builtin_themes()[0].name


def test_a_stored_four_colour_choice_shows_the_four_colour_deck(qtbot) -> None:
    """Settings kept by an older version: our deck with "four-colour suits"."""
    dialog = _dialog(qtbot, Settings(card_theme=builtin_themes()[0].name, four_colour=True))
    assert dialog.theme.currentData() == BUILTIN_FOUR_COLOUR_NAME
    assert dialog.four_colour.isChecked()


def test_a_deck_in_one_colouring_disables_the_box_and_says_why(qtbot, tmp_path: Path) -> None:
    themes = [*builtin_themes(), CardTheme("aisleriot:plain", "Plain", "aisleriot", tmp_path / "plain.svgz")]
    dialog = _dialog(qtbot, Settings(), themes)
    dialog.theme.setCurrentIndex(dialog.theme.findData("aisleriot:plain"))
    assert not dialog.four_colour.isEnabled() and not dialog.four_colour.isChecked()
    assert dialog.four_colour.toolTip() == "This deck comes in one colouring only."
