"""The player's name in Settings, in the player's language.

The settings keep the English default ("You") until the player types a name;
the dialog shows that default as the table does, translated ("Süd" in
German), and saving without typing keeps the default, so a later change of
language still shows it in the new language.
"""

from __future__ import annotations

from cardtable.storage.settings import Settings
from cardtable.ui.card_themes import builtin_themes
from cardtable.ui.settings_dialog import SettingsDialog


class _German:
    """A stand-in for the installed translation of the default name."""

    def __call__(self, text: str) -> str:
        return {"You": "Süd"}.get(text, text)


def test_the_default_name_is_shown_translated_and_kept_as_the_default(qtbot, monkeypatch) -> None:
    """The field shows the translated default; OK without typing keeps "You"."""
    from cardtable.ui import controller

    monkeypatch.setattr(controller, "tr", _German())
    settings = Settings()
    dialog = SettingsDialog(settings, builtin_themes())
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Süd"
    assert dialog.result_settings().player_name == settings.player_name


def test_a_typed_name_is_kept(qtbot) -> None:
    """A name the player types is stored as typed."""
    dialog = SettingsDialog(Settings(), builtin_themes())
    qtbot.addWidget(dialog)
    dialog.name.setText("  Anna ")
    assert dialog.result_settings().player_name == "Anna"
