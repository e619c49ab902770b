"""The game chooser and the match in progress (issue 12, item 6): Back or
Escape returns to the match, New game asks before ending it, and what means
nothing in the chooser is disabled there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import NewGameDialog

from .table_support import wait_for_human


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def asked(monkeypatch) -> list[str]:
    """Questions answered No, recorded; the new-game dialog never opens for real."""
    questions: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        questions.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: questions.append("dialog") or 0)
    return questions


def _window(qtbot, confirm: bool = True) -> MainWindow:
    window = MainWindow(Settings(animation_speed="instant", confirm_new_game=confirm), resume=False)
    qtbot.addWidget(window)
    window.show()
    game = get_game("hearts")
    window.start(TableSetup("hearts", 4, {}, default_seats(game.default_players, "Ada", "normal"), "back"))
    window.controller.think_pause = 0.0
    wait_for_human(qtbot, window.controller)
    # Window shortcuts (Escape) need the window active; Hearts no longer makes
    # the test wait for the computers' passes, during which it became so.
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_escape_in_the_chooser_returns_to_the_match(qtbot, home, asked) -> None:
    window = _window(qtbot)
    controller = window.controller
    window.act_new.trigger()
    assert window.stack.currentWidget() is window.chooser
    qtbot.keyClick(window.chooser.list, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.table
    assert window.controller is controller
    assert "Choose a game" not in window.status_label.text()


def test_the_chooser_keeps_its_own_status_line(qtbot, home, asked) -> None:
    """The match goes on behind the chooser; its prompts wait for the table."""
    window = _window(qtbot)
    window.act_new.trigger()
    window.table.status.emit("Play a card.")
    assert window.status_label.text() == "Choose a game to play."


def test_escape_in_the_search_field_returns_to_the_match_too(qtbot, home, asked) -> None:
    window = _window(qtbot)
    window.act_new.trigger()
    window.chooser.search.setFocus()
    qtbot.keyClicks(window.chooser.search, "spa")
    qtbot.keyClick(window.chooser.search, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.table


def test_the_back_button_returns_to_the_match(qtbot, home, asked) -> None:
    window = _window(qtbot)
    window.act_new.trigger()
    assert window.chooser.back.isVisible()
    qtbot.mouseClick(window.chooser.back, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table


def test_no_back_button_without_a_match(qtbot, home, asked) -> None:
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    assert window.stack.currentWidget() is window.chooser
    assert not window.chooser.back.isVisible()
    assert not window.act_back.isEnabled()


def test_new_game_asks_before_ending_a_match_in_progress(qtbot, home, asked) -> None:
    window = _window(qtbot)
    controller = window.controller
    window.act_new.trigger()
    window.chooser.chosen.emit("spades", None)
    assert asked and asked[0] != "dialog"  # asked, answered No: no dialog
    assert asked == asked[:1]
    assert window.controller is controller


def test_new_game_does_not_ask_when_the_setting_says_so(qtbot, home, asked) -> None:
    window = _window(qtbot, confirm=False)
    window.act_new.trigger()
    window.chooser.chosen.emit("spades", None)
    assert asked == ["dialog"]


def test_restart_asks_before_ending_a_match_in_progress(qtbot, home, asked) -> None:
    window = _window(qtbot)
    controller = window.controller
    window.act_restart.trigger()
    assert len(asked) == 1 and window.controller is controller  # answered No: the match goes on


def test_actions_of_the_match_are_disabled_in_the_chooser(qtbot, home, asked) -> None:
    window = _window(qtbot)
    acts = [window.act_undo, window.act_hint, window.act_restart, window.act_save, window.act_next]
    window.act_new.trigger()
    assert [act.isEnabled() for act in acts] == [False] * len(acts)
    window.act_back.trigger()
    assert window.act_hint.isEnabled() and window.act_restart.isEnabled() and window.act_undo.isEnabled()


def test_the_play_menu_reviews_the_last_trick_at_the_table_only(qtbot, home, asked) -> None:
    """L has a menu entry for the mouse (Play > Review the last trick),
    which means nothing in the chooser."""
    window = _window(qtbot)
    play = next(act.menu() for act in window.menuBar().actions() if act.menu() and "Play" in act.text())
    assert window.act_last_trick in play.actions()
    assert window.act_last_trick.isEnabled()
    window.act_last_trick.trigger()  # before any trick: said so, nothing laid out
    assert "No trick has been completed yet." in window.table.message.text()
    window.act_new.trigger()
    assert not window.act_last_trick.isEnabled()
