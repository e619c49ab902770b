"""Game > Demo: every seat a computer player, at the last game played."""

from __future__ import annotations

import pytest

from cardtable.storage.settings import Settings
from cardtable.ui.main_window import MainWindow


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def _demo(qtbot, last_game: str | None) -> MainWindow:
    window = MainWindow(Settings(animation_speed="instant", last_game=last_game), resume=False)
    qtbot.addWidget(window)
    window.show()
    window.demo()
    return window


def test_the_demo_plays_the_last_game(qtbot, home) -> None:
    window = _demo(qtbot, "cribbage")
    assert window.controller.game.id == "cribbage"
    assert window.controller.human is None


def test_the_demo_of_a_game_no_longer_installed_plays_an_installed_one(qtbot, home) -> None:
    """The last game's plugin was uninstalled since: no KeyError, a demo of Hearts."""
    window = _demo(qtbot, "plugin_gone")
    assert window.controller.game.id == "hearts"
    assert window.controller.human is None
