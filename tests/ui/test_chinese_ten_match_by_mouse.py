"""Chinese Ten tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser; Chinese Ten is clicked in the list
and Play pressed; the new-game dialog's defaults are kept (two players: you
and a computer at Normal; against the tie score; one deal each) and Start
clicked. Then every deal of the match is played by mouse: each pair is the
hand card dragged onto the table card it makes ten with, or (every third
pair) the card clicked and then the table card; with no pair, a card is
dragged onto the table's felt and laid; when the turned card makes ten with
several table cards, one of them is clicked. Once, a card dropped on the
felt while a pair can be made snaps back with the rule's reason. Each
deal's summary is left by its "Next hand" button. At the end the summary
says who won and the score sheet holds one row per deal, its totals the
match's scores.

The decision reads the controller's legal moves (a test may); the action is
always a mouse event sent to a widget, and each one is checked to have done
what the player meant.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt

from cardtable.core.cards import Card
from cardtable.games.chinese_ten.moves import LAY, PAIR, TAKE, lay
from cardtable.ui.chinese_ten_table import ChineseTenPieces
from cardtable.ui.table_widget import TableWidget

from . import match_by_mouse
from .match_by_mouse import (
    check_the_end,
    choose_game,
    play_to_the_end,
    start_offered_by_default,
)
from .table_support import click, send_mouse, viewport_point

told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses


@pytest.fixture
def deal_seed() -> int:
    return 20240620


def _pieces(table: TableWidget) -> ChineseTenPieces:
    pieces = table.scene.pieces
    assert isinstance(pieces, ChineseTenPieces)
    return pieces


def _on_screen(table: TableWidget, point: QPointF) -> QPoint:
    spot = table.view.mapFromScene(point)
    assert table.view.viewport().rect().contains(spot), f"{point} is off the table view"
    return spot


def _table_card(table: TableWidget, card: Card) -> QPoint:
    """The middle of ``card`` on the table, where the player aims."""
    item = table.scene.item_for(card)
    assert item is not None and item.pile == "table", f"{card} is not on the table"
    return _on_screen(table, item.home)


def _felt(table: TableWidget) -> QPoint:
    """A spot of the table's room where no table card lies."""
    room = table.scene.regions["table"]
    pieces = _pieces(table)
    for fy in (0.92, 0.08, 0.5):
        for fx in (0.96, 0.04, 0.5, 0.3, 0.7):
            point = QPointF(room.left() + fx * room.width(), room.top() + fy * room.height())
            if pieces.place_at(point) is None:
                return _on_screen(table, point)
    raise AssertionError("no bare felt in the table's room")


def _drag(table: TableWidget, card: Card, end: QPoint) -> None:
    """Press on ``card`` in hand, move it in steps to ``end``, release."""
    start = viewport_point(table, card)
    send_mouse(table, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 9):
        send_mouse(table, QEvent.Type.MouseMove, start + (end - start) * step / 8, button=Qt.MouseButton.NoButton)
    send_mouse(table, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _click_at(table: TableWidget, point: QPoint) -> None:
    send_mouse(table, QEvent.Type.MouseButtonPress, point)
    send_mouse(table, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def _lay_while_i_can_pair(table: TableWidget) -> bool:
    """What a new player may try: lay a card when a pair can be made. It
    snaps back, nothing is played, and the table says why. (Only when a
    pair is all the player may do: else False.)"""
    controller = table.controller
    if {move.kind for move in controller.legal_for_human()} != {PAIR}:
        return False
    card = next(c for c in controller.view().hand(controller.human) if c is not None)
    history = list(controller.state.history)
    home = table.scene.item_for(card).home
    _drag(table, card, _felt(table))
    assert controller.state.history == history
    assert table.scene.item_for(card).home == home
    reason = controller.explain(lay(card))
    assert reason is not None and table.message.text() == reason.text(table.names) != ""
    return True


def _take_turn(table: TableWidget, turn: int) -> str:
    """One move of the player's, made with the mouse and checked made; the
    gesture used."""
    controller = table.controller
    state = controller.state
    before = len(state.history)
    legal = list(controller.legal_for_human())
    kinds = {move.kind for move in legal}
    move = legal[turn % len(legal)]
    if kinds == {TAKE}:
        gesture = "take"
        _click_at(table, _table_card(table, move.card))
    elif kinds == {PAIR}:
        card, other = move.cards
        if turn % 3 == 1:
            gesture = "click"
            click(table, card)
            assert table.selected == [card]
            _click_at(table, _table_card(table, other))
        else:
            gesture = "drag"
            _drag(table, card, _table_card(table, other))
    else:
        assert kinds == {LAY}, kinds
        gesture = "lay"
        _drag(table, move.card, _felt(table))
    assert len(state.history) > before and state.history[before] == move, (
        f"{move} by mouse did nothing; the table says {table.message.text()!r}"
    )
    return gesture


def test_a_whole_match_of_chinese_ten_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = choose_game(qtbot, window, "Chinese Ten", "chinese_ten")
    start_offered_by_default(window, offered, "Chinese Ten", "chinese_ten", players=2)
    controller = window.controller
    assert controller is not None
    assert controller.setup.options == {"scoring": "tie", "deals": 1}
    controller.think_pause = 0.0  # the computer moves at once
    match = controller.match

    table = window.table
    seen_titles, gestures, refused = play_to_the_end(
        qtbot, window, lambda n: _take_turn(table, n), lambda: _lay_while_i_can_pair(table)
    )

    # The end: a deal dealt by each player, the results against the tie score.
    assert len(match.hands) == 2
    assert seen_titles == ["Hand 1", seen_titles[-1]]
    for result in controller.results():
        assert sum(result.cells["points"]) == 210  # every red point taken: the table ends empty
        assert tuple(result.points) == tuple(points - 105 for points in result.cells["points"])
    check_the_end(window)
    assert told == []
    assert refused
    assert {"drag", "click", "lay"} <= set(gestures), gestures
