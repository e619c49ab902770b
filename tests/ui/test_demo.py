"""Game > Demo: every seat a computer player, at the last game played, apart
from the player's match (held aside, never overwritten, back when it stops)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from cardtable.core.registry import get_game
from cardtable.storage import saves
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow

from .table_support import wait_for_human


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


# -- the demo apart from the player's match (issue 12, item 5) ----------------------


def _player_window(qtbot, resume: bool = False) -> MainWindow:
    window = MainWindow(Settings(animation_speed="instant"), resume=resume)
    qtbot.addWidget(window)
    window.show()
    return window


def _sit_down(qtbot, window: MainWindow, game_id: str = "hearts") -> None:
    game = get_game(game_id)
    window.start(
        TableSetup(game_id, game.default_players, {}, default_seats(game.default_players, "Ada", "normal"), "d")
    )
    window.controller.think_pause = 0.0
    controller = window.controller
    for _ in range(6):  # a few moves of the player's own
        wait_for_human(qtbot, controller)
        controller.play(controller.legal_for_human()[0])
    wait_for_human(qtbot, controller)


def _progress(window: MainWindow) -> int:
    """How far the match at the table has got: a count of moves."""
    record = window.controller.match.record()
    return sum(len(hand) for hand in record["hands"]) + len(record["current"] or [])


def _answer(monkeypatch, answer: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_the_demo_asks_before_leaving_a_match_and_no_keeps_it(qtbot, home, monkeypatch) -> None:
    window = _player_window(qtbot)
    _sit_down(qtbot, window)
    controller = window.controller
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    window.act_demo.trigger()
    assert len(asked) == 1
    assert window.controller is controller and not window.in_demo


def test_the_demo_holds_the_match_aside_and_stop_brings_it_back(qtbot, home, monkeypatch) -> None:
    window = _player_window(qtbot)
    _sit_down(qtbot, window)
    record = window.controller.match.record()
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    saved = saves.autosave_path().read_bytes()
    window.act_demo.trigger()
    demo = window.controller
    assert window.in_demo and demo.human is None
    assert window.demo_label is not None and window.demo_label.isVisible()  # said while it plays
    assert window.act_stop_demo.isEnabled() and not window.act_undo.isEnabled()
    window.act_demo.trigger()  # a second click: the same demo goes on
    assert window.controller is demo
    qtbot.waitUntil(lambda: _progress(window) > 8, timeout=20000)
    assert saves.autosave_path().read_bytes() == saved  # the demo never writes the autosave
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)  # Stop
    assert not window.in_demo and not window.demo_label.isVisible()
    assert window.controller.human is not None
    assert window.controller.match.record() == record
    assert not window.act_stop_demo.isEnabled()


def test_stopping_a_demo_without_a_match_shows_the_chooser(qtbot, home) -> None:
    window = _player_window(qtbot)
    window.act_demo.trigger()
    assert window.in_demo
    window.act_stop_demo.trigger()
    assert window.stack.currentWidget() is window.chooser
    assert window.controller is None


def test_a_demo_keeps_no_sheet_and_no_autosave(qtbot, home) -> None:
    window = _player_window(qtbot)
    window.act_demo.trigger()
    demo = window.controller
    demo.think_pause = 0.0
    with qtbot.waitSignal(demo.hand_over, timeout=60000):
        pass
    qtbot.wait(20)
    window.close()  # quitting saves the match at the table: not a demo's
    assert not saves.autosave_path().exists()
    store = window._open_sheet_store()
    assert store is not None and store.list_sheets() == []


def test_after_a_restart_the_players_match_comes_back_not_the_demo(qtbot, home, monkeypatch) -> None:
    window = _player_window(qtbot)
    _sit_down(qtbot, window, "spades")
    record = window.controller.match.record()
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    window.settings.last_game = "hearts"
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: _progress(window) > 4, timeout=20000)
    window.close()  # quit during the demo
    again = _player_window(qtbot, resume=True)
    qtbot.waitUntil(lambda: again.controller is not None)
    assert again.controller.game.id == "spades" and again.controller.human is not None
    assert again.controller.match.record() == record


def test_new_game_during_a_demo_stops_it_and_back_finds_the_players_match(qtbot, home, monkeypatch) -> None:
    window = _player_window(qtbot)
    _sit_down(qtbot, window)
    record = window.controller.match.record()
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    window.act_demo.trigger()
    window.act_new.trigger()
    assert not window.in_demo
    assert window.stack.currentWidget() is window.chooser and window.chooser.back.isVisible()
    window.act_back.trigger()
    assert window.stack.currentWidget() is window.table
    assert window.controller.human is not None and window.controller.match.record() == record
