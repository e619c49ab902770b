"""Where Card Table keeps its files.

The platform's own folders (through platformdirs) by default: settings in the
config folder, statistics, saved games and the autosave in the data folder.
``CARDTABLE_HOME`` moves both under one folder, for a portable install (a USB
stick) and for tests, which must never touch the real home folders.

These functions only compute paths; the writers create folders as needed.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
HOME_VARIABLE = "CARDTABLE_HOME"


def _home() -> Path | None:
    """The override folder, if ``CARDTABLE_HOME`` is set to something."""
    value = os.environ.get(HOME_VARIABLE, "").strip()
    if not value:
        return None
    return Path(value).expanduser().resolve()


def config_dir() -> Path:
    """The folder for settings (small, user-editable)."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder for statistics, saved games and the autosave."""
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def statistics_path() -> Path:
    return data_dir() / "statistics.sqlite3"


def saves_dir() -> Path:
    """The default folder offered by the Save and Open dialogs."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The match in progress, rewritten after every move so a crash loses nothing."""
    return data_dir() / "autosave.json"


def sheets_path() -> Path:
    """The score sheets kept by hand and those of matches played in the app."""
    return data_dir() / "sheets.sqlite3"
