"""Every action reachable by keyboard, and listed on the shortcuts page: the
window's commands all have keys, the page lists them with the table's own
keys, F6 reaches the score sheet, and the table's keys work for the moves
that are not a card (action buttons, bids, a choice of where a card goes)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QSpinBox

from cardtable.core.cards import Card
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.shortcuts_dialog import ShortcutsDialog

from .table_support import make_table, release_buttons, wait_for_human


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, home, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kwargs: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "information", lambda *args, **kwargs: QMessageBox.StandardButton.Ok)
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    if window.controller is not None:
        window.controller.shutdown()


def _start(window: MainWindow, game_id: str = "hearts") -> None:
    game = get_game(game_id)
    window.start(
        TableSetup(game_id, game.default_players, {}, default_seats(game.default_players, "Ada", "normal"), "keys")
    )
    window.controller.think_pause = 0.0


def _native(text: str) -> str:
    return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)


def test_every_command_has_a_key_and_a_menu_mnemonic(window) -> None:
    """ "every action reachable by keyboard": each of the window's actions has
    a shortcut, and each menu an underlined letter."""
    for action in window.actions():
        assert action.shortcuts(), f"{action.text()} has no key"
    for menu_action in window.menuBar().actions():
        assert "&" in menu_action.text()
    assert _native("F1") in [
        key.toString(QKeySequence.SequenceFormat.NativeText) for key in window.act_rules.shortcuts()
    ]


def test_the_shortcuts_page_lists_the_actions_with_their_keys(window, monkeypatch) -> None:
    """ "listed in a shortcuts help page": grouped as Game / Table / Score
    sheets / Help, the actions and the table's keys, with their keys."""
    shown = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda self: shown.append(self) or 0)
    window.act_shortcuts.trigger()
    assert len(shown) == 1
    dialog = shown[0]
    rows = dialog.rows()
    assert [title for title, _rows in dialog.groups] == ["Game", "Table", "Score sheets", "Help"]
    by_action = {(group, what): keys for group, what, keys in rows}
    assert by_action[("Game", "New game")] == _native("Ctrl+N")
    assert by_action[("Table", "Hint")] == "H"
    assert by_action[("Table", "Review the last trick")] == "L"
    assert _native("Left") in by_action[("Table", "Move the focus along your hand")]
    assert by_action[("Score sheets", "Score sheet")] == _native("Ctrl+K")
    assert _native("F6") in by_action[("Score sheets", "Switch between table and score sheet")]
    assert _native("Ctrl+/") in by_action[("Help", "Keyboard shortcuts")]
    assert all(keys for _group, _what, keys in rows), "every row names its keys"
    assert dialog.tree.accessibleName() == "Keyboard shortcuts"
    dialog.close()


def test_f6_moves_the_focus_to_the_score_sheet_and_back(qtbot, window) -> None:
    """ "every action reachable by keyboard": the score sheet dock too."""
    _start(window)
    window.table.setFocus()
    window.switch_pane()
    assert window.score_dock.isVisible()
    # A sheet too wide to stand beside the table floats over it: a window of
    # its own, activated; F6 there (the window's key) goes back to the table.
    qtbot.waitUntil(lambda: window.score_dock.isAncestorOf(QApplication.focusWidget()))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.view)


def test_a_card_that_can_go_several_ways_is_chosen_with_the_arrows(qtbot, home) -> None:
    """ "choosing among several drop targets" by keyboard: the menu of the
    ways a card can go opens on the first; Down and Enter choose the next."""
    widget, controller = make_table(qtbot, "crazy_eights", seed="menu")
    moves = [Move("play", (Card.parse("8S"),), suit) for suit in "CDHS"]

    def choose() -> None:
        popup = QApplication.activePopupWidget()
        assert popup is not None and popup.activeAction() is popup.actions()[0]
        qtbot.keyClick(popup, Qt.Key.Key_Down)
        qtbot.keyClick(popup, Qt.Key.Key_Return)

    QTimer.singleShot(50, choose)
    assert widget._ask_choice(moves) is moves[1]
    release_buttons(widget)
    controller.shutdown()


def test_bidding_by_keys_ctrl_digit_presses_the_buttons(qtbot, home) -> None:
    """While digits type a bid, Ctrl and a digit press the action buttons (as
    their descriptions say)."""
    widget, controller = make_table(qtbot, "spades", seed="keys")
    try:
        controller.start()
        wait_for_human(qtbot, controller, timeout=20000)
        if any(move.kind == "look" for move in controller.legal_for_human()):
            pressable = [b for b in widget.buttons if isinstance(b, QPushButton)]
            look = next(i for i, b in enumerate(pressable) if "Look" in b.text())
            assert pressable[look].accessibleDescription().endswith(f"Key: {look + 1}")
            qtbot.keyClick(widget, getattr(Qt.Key, f"Key_{look + 1}"))
            qtbot.waitUntil(lambda: any(isinstance(w, QSpinBox) for w in widget.buttons), timeout=20000)
        spinner = next(w for w in widget.buttons if isinstance(w, QSpinBox))
        assert spinner.accessibleName() == "Your bid"
        qtbot.keyClick(widget, Qt.Key.Key_2)
        assert spinner.value() == 2
        bid = widget.buttons[widget.buttons.index(spinner) + 1]
        assert _native("Ctrl+1") in bid.accessibleDescription()
        assert widget.key_hint.isVisible() and _native("Ctrl+1") in widget.key_hint.text()  # seen, not only heard
        before = len(controller.state.history)
        qtbot.keyClick(widget, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        assert str(controller.state.history[before]) == "bid 2"
    finally:
        release_buttons(widget)
        controller.shutdown()


def test_i_reads_out_the_table_and_l_the_last_trick(qtbot, home) -> None:
    """Keys to hear the table: I says it all under the table, L the last trick."""
    widget, controller = make_table(qtbot, "hearts", seed="readout")
    try:
        controller.start()
        wait_for_human(qtbot, controller)
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_I)
        lines = widget.message.text().splitlines()
        assert lines[0] == widget.prompt_text(controller.view())
        assert "Your hand, 13 cards" in lines
        qtbot.keyClick(widget, Qt.Key.Key_L)
        assert widget.message.text() == "No trick has been completed yet."
    finally:
        release_buttons(widget)
        controller.shutdown()
