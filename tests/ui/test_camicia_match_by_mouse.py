"""Camicia tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser; Camicia is clicked in the list and
Play pressed, the new-game dialog's Start clicked with what it offers (you
and a computer, the Italian deck, one game to win). The table starts at the
speed a new player finds (Normal: your cards are turned for you); the player
clicks Pause on the speed control, then turns each card by clicking their
own packet; for a while they click Fast and watch their cards turn by
themselves, then Pause again, and click on until the game ends. The end is
said on the table and in the summary (who won, how many cards were turned),
and the score sheet holds the game's row with its length.

The action is always a mouse event sent to a widget, and each one is checked
to have done what the player meant.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt

from cardtable.core.moves import Move
from cardtable.ui import camicia_table
from cardtable.ui.camicia_table import CamiciaPieces
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table_widget import TableWidget

from . import match_by_mouse
from .match_by_mouse import check_the_end, choose_game, leave_summary, start_offered_by_default, wait_for_the_player
from .table_support import send_mouse

told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses
TURN = Move("turn")
BY_ITSELF = 6  # the player's cards turned at Fast before they pause again


@pytest.fixture
def deal_seed() -> int:
    return 20240619


@pytest.fixture(autouse=True)
def new_players_speed(monkeypatch) -> None:
    """The speed a player finds at their first Camicia table (a table of an
    earlier test may have chosen another: the choice lasts the session)."""
    monkeypatch.setitem(camicia_table.chosen, "speed", "normal")


def _pieces(table: TableWidget) -> CamiciaPieces:
    pieces = table.scene.pieces
    assert isinstance(pieces, CamiciaPieces)
    return pieces


def _click_scene(table: TableWidget, scene_point: QPointF) -> None:
    point = table.view.mapFromScene(scene_point)
    assert table.view.viewport().rect().contains(point), f"{scene_point} is off the table view"
    send_mouse(table, QEvent.Type.MouseButtonPress, point)
    send_mouse(table, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def _click_speed(table: TableWidget, speed: str) -> None:
    """Click the speed control's ``speed`` and check it is the one chosen."""
    chips = _pieces(table).words.chips
    chip = next(chip for chip in chips if chip.speed == speed)
    assert chip.isVisible()
    _click_scene(table, chip.mapToScene(chip.boundingRect().center()))
    assert _pieces(table).speed == speed and chip.chosen
    assert [c.speed for c in chips if c.chosen] == [speed]


def _turn_by_click(window: MainWindow) -> None:
    """Click the top card of the player's own packet: it is turned."""
    table, controller = window.table, window.controller
    state = controller.state
    before, mine = len(state.history), table.scene.view.pile(f"packet:{controller.human}").count
    top = table.scene.pile_items(f"packet:{controller.human}")[-1]
    _click_scene(table, top.sceneBoundingRect().center())
    assert len(state.history) > before and state.history[before] == TURN, (
        f"the click on your packet turned nothing; the table says {_pieces(table).words.text!r}"
    )
    assert state.movers[before] == controller.human
    assert controller.view().pile(f"packet:{controller.human}").count < mine or state.is_over


def test_a_whole_match_of_camicia_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = choose_game(qtbot, window, "Camicia", "camicia")
    start_offered_by_default(window, offered, "Camicia", "camicia", players=2)
    controller = window.controller
    assert controller is not None
    assert controller.setup.options == {"deck": "italian", "target": 1}
    controller.think_pause = 0.0  # the computer turns at once
    match, table, summary = controller.match, window.table, window.table.summary
    me = controller.human

    _click_speed(table, "pause")  # a new player's first click: to turn their own cards
    clicked = by_itself = 0
    while True:
        wait_for_the_player(qtbot, window)
        if summary.isVisible():
            assert table.view.rect().contains(summary.geometry())
            if match.is_over:
                break
            leave_summary(qtbot, window)  # an endless deal stopped: another game
            continue
        if clicked == 10 and not by_itself:
            start = len(controller.state.history)
            _click_speed(table, "fast")
            qtbot.waitUntil(
                lambda start=start: controller.state.is_over or controller.state.movers[start:].count(me) >= BY_ITSELF,
                timeout=10000,
            )
            by_itself = controller.state.movers[start:].count(me)
            _click_speed(table, "pause")
            continue
        _turn_by_click(window)
        clicked += 1

    # The end: said on the table and in the summary, the game's row on the sheet.
    assert by_itself >= BY_ITSELF and clicked > 10
    results = controller.results()
    last = results[-1]
    winner = last.cells["winner"]
    assert winner is not None and last.points[winner] == 1 and sum(last.points) == 1
    names = [seat.name for seat in window.seats]
    turned = last.cells["turned"]
    length = f"The game lasted {turned} cards."
    assert turned == controller.state.table.turned
    assert length in _pieces(table).words.text
    assert length in summary.lines.text()
    check_the_end(window)
    assert names[winner] in summary.plain_title
    derived = window.score_panel.derived
    assert derived is not None and len(derived.rows) == len(results)
    row = derived.rows[-1]
    assert row.cells["turned"].text == str(turned)
    assert row.points == tuple(last.points)
    assert told == []
