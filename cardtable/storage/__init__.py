"""Everything Card Table keeps on disk: settings, saved matches, statistics.

Qt-free on purpose: the UI, the terminal player and the tests share it. Every
write is atomic (``atomic.write_atomic``) and a file we cannot read is never
overwritten or deleted: it is renamed aside (``atomic.set_aside``) and the
problem is reported back as plain text for the UI to show.
"""

from __future__ import annotations

from .atomic import set_aside, write_atomic
from .paths import autosave_path, config_dir, data_dir, saves_dir, settings_path, statistics_path
from .saves import (
    SAVE_SUFFIX,
    SavedMatch,
    SavedSeat,
    SaveError,
    clear_autosave,
    load_match,
    read_autosave,
    restore_match,
    save_match,
    suggest_save_path,
    write_autosave,
)
from .settings import Settings, load_settings, save_settings
from .statistics import FinishedMatch, Statistics, StatisticsError, StatRow

__all__ = [
    "SAVE_SUFFIX",
    "FinishedMatch",
    "SaveError",
    "SavedMatch",
    "SavedSeat",
    "Settings",
    "StatRow",
    "Statistics",
    "StatisticsError",
    "autosave_path",
    "clear_autosave",
    "config_dir",
    "data_dir",
    "load_match",
    "load_settings",
    "read_autosave",
    "restore_match",
    "save_match",
    "save_settings",
    "saves_dir",
    "set_aside",
    "settings_path",
    "statistics_path",
    "suggest_save_path",
    "write_atomic",
    "write_autosave",
]
