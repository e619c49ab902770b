"""The hint on the table (issue 12, item 9): the hinted card has a mark of
its own, not the keyboard focus's; Enter after H makes the hinted move, not
the focused card's; while bidding H sets the bid; a hinted move that is a
button (a contract, a double, a pass) marks that button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QSpinBox

from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.trick_marks import HINT, marked

from .table_support import release_buttons, wait_for_human


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *args, **kwargs: QMessageBox.StandardButton.Ok)
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    release_buttons(window.table)
    if window.controller is not None:
        window.controller.shutdown()


def _start(window: MainWindow, game_id: str, seed: str) -> None:
    game = get_game(game_id)
    seats = default_seats(game.default_players, "Ada", "normal")
    window.start(TableSetup(game_id, game.default_players, {}, seats, seed))
    window.controller.think_pause = 0.0


def _press_h_answering(qtbot, window: MainWindow, monkeypatch, move) -> None:
    """H, with the hint player's answer ``move`` (no search: the test is about the table)."""
    controller = window.controller

    def answer() -> bool:
        controller.hint_ready.emit(move, "")
        return True

    monkeypatch.setattr(controller, "request_hint", answer)
    window.table.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or window.table, Qt.Key.Key_H)


def test_the_hinted_card_has_its_own_mark_and_enter_plays_it(qtbot, window, monkeypatch) -> None:
    _start(window, "crazy_eights", seed="hint-2")
    controller = window.controller
    wait_for_human(qtbot, controller)
    qtbot.waitUntil(lambda: len([m for m in controller.legal_for_human() if m.cards]) >= 2, timeout=10000)
    table = window.table
    items = table.scene.hand_items()
    hinted = [m for m in controller.legal_for_human() if m.cards][-1]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Home)  # the focus on the first card...
    focused = items[table.focus_index].card
    if focused in hinted.cards:
        qtbot.keyClick(table, Qt.Key.Key_Right)
        focused = items[table.focus_index].card
    _press_h_answering(qtbot, window, monkeypatch, hinted)  # ...the hint on another
    item = table.scene.item_for(hinted.cards[0])
    assert marked([item], HINT) and not item.focused  # its own mark, not the focus's frame
    before = len(controller.state.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert controller.state.history[before] == hinted
    assert not marked(list(table.scene.items_by_key.values()), HINT)  # gone with the move


def test_h_while_bidding_sets_the_suggested_bid_and_enter_bids_it(qtbot, window, monkeypatch) -> None:
    _start(window, "oh_hell", seed="hint-bid")
    controller = window.controller
    wait_for_human(qtbot, controller, timeout=20000)
    table = window.table
    spinner = next(w for w in table.buttons if isinstance(w, QSpinBox))
    bids = [m for m in controller.legal_for_human() if m.kind == "bid"]
    suggested = next(m for m in reversed(bids) if m.arg != spinner.value())
    _press_h_answering(qtbot, window, monkeypatch, suggested)
    assert spinner.value() == suggested.arg
    button = table.hinted_button()
    assert button is not None and button.property("hinted") and button.styleSheet()
    before = len(controller.state.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert controller.state.history[before] == suggested


def test_a_hinted_contract_or_double_marks_its_button(qtbot, window, monkeypatch) -> None:
    _start(window, "barbu", seed="hint-barbu")
    controller = window.controller
    wait_for_human(qtbot, controller, timeout=20000)
    table = window.table
    move = next(m for m in controller.legal_for_human() if not m.cards and m.kind in ("contract", "double"))
    _press_h_answering(qtbot, window, monkeypatch, move)
    button = table.hinted_button()
    assert button is not None and button.property("hinted") and "double" in button.styleSheet()
    others = [b for b in table.buttons if b is not button]
    assert not any(b.property("hinted") for b in others)
    before = len(controller.state.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter presses the hinted button
    if move.kind == "double":
        assert button.isChecked()  # chosen in the doubling panel, made with its confirming button
    else:
        assert controller.state.history[before] == move
