"""Settings: whether New game and Restart ask before leaving a match in
progress is the player's to choose (issue 12, item 6: "New game asks when a
match is under way (the setting)"); the setting existed with no box to set it."""

from __future__ import annotations

from dataclasses import replace

from cardtable.storage.settings import Settings
from cardtable.ui.card_themes import builtin_themes
from cardtable.ui.settings_dialog import SettingsDialog


def test_the_settings_dialog_sets_whether_leaving_a_match_asks_first(qtbot) -> None:
    for stored in (True, False):
        dialog = SettingsDialog(replace(Settings(), confirm_new_game=stored), builtin_themes())
        qtbot.addWidget(dialog)
        assert dialog.confirm_new_game.isChecked() is stored
        dialog.confirm_new_game.setChecked(not stored)
        assert dialog.result_settings().confirm_new_game is (not stored)
