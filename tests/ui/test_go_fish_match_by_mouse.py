"""Go Fish tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser; Go Fish is clicked in the list and
Play pressed; in the new-game dialog the scoring "A point a book, to a target"
is picked from its list and the target lowered to seven with the spin box's
down arrow, all by mouse, and Start clicked (four players: you and three
computers at Normal). Then every hand of the match is played by mouse: each
of the player's asks is a card of the rank dragged onto the plate of the
player asked, or (every third ask) the card clicked and then the plate;
once, a card dropped on the player's own plate snaps back with the rule's
reason; each hand's summary is left by its "Next hand" button. At the end
the summary says who won and the score sheet holds one row per hand, its
totals the match's scores (a point a book).

The decision reads the controller's legal moves (a test may); the action is
always a mouse event sent to a widget, and each one is checked to have done
what the player meant.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox

from cardtable.core.cards import Card
from cardtable.games.go_fish.moves import DRAW, rank_ask, read_ask
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import NewGameDialog
from cardtable.ui.table_widget import TableWidget

from . import match_by_mouse
from .match_by_mouse import (
    check_the_end,
    choose_game,
    click_button,
    click_spin_arrow,
    play_to_the_end,
    start_offered_by_default,
)
from .table_support import click, send_mouse, viewport_point

told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses
TARGET = 7  # a point a book: the first to seven books over the hands wins


@pytest.fixture
def deal_seed() -> int:
    return 20240619


# -- the new-game dialog, by mouse -------------------------------------------------
def _in_view(qtbot, widget) -> None:
    """Wheel the dialog's options panel until ``widget`` is in view (it is
    when the dialog is tall enough)."""
    for _ in range(20):
        if not widget.visibleRegion().isEmpty():
            return
        parent = widget.parentWidget()
        while parent is not None and not hasattr(parent, "verticalScrollBar"):
            parent = parent.parentWidget()
        assert parent is not None, "the option is hidden and nothing scrolls to it"
        QApplication.sendEvent(parent.verticalScrollBar(), _wheel_down(parent.verticalScrollBar()))
    assert not widget.visibleRegion().isEmpty()


def _wheel_down(target):
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(target.rect().center())
    return QWheelEvent(
        centre,
        QPointF(target.mapToGlobal(target.rect().center())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )


def _choose_points_to_seven(qtbot, dialog: NewGameDialog) -> None:
    """Open the Scoring list and click "A point a book, to a target"; click
    the Target's down arrow until it says seven."""
    scoring = dialog.option_widgets["scoring"]
    assert isinstance(scoring, QComboBox)
    _in_view(qtbot, scoring)
    qtbot.mouseClick(scoring, Qt.MouseButton.LeftButton)
    popup = scoring.view()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    # As a person's: a click that comes as fast as a double click's second
    # is taken by the list as the end of the click that opened it, and ignored.
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    row = next(r for r in range(scoring.count()) if scoring.itemText(r) == "A point a book, to a target")
    where = popup.visualRect(scoring.model().index(row, 0)).center()
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: not popup.isVisible(), timeout=2000)
    assert scoring.currentData() == "points"

    target = dialog.option_widgets["target"]
    assert isinstance(target, QSpinBox) and target.value() == 10
    _in_view(qtbot, target)
    click_spin_arrow(qtbot, target, 10 - TARGET)
    assert target.value() == TARGET
    assert dialog.error_text() == ""


# -- the player's gestures at the table --------------------------------------------
def _plate(table: TableWidget, seat: int) -> QPoint:
    plate = table.scene.plates[seat]
    point = table.view.mapFromScene(plate.sceneBoundingRect().center())
    assert table.view.viewport().rect().contains(point), f"seat {seat}'s plate is off the table view"
    return point


def _drag_to_plate(table: TableWidget, card: Card, seat: int) -> None:
    """Press on ``card`` in hand, move it in steps onto ``seat``'s plate, release."""
    start, end = viewport_point(table, card), _plate(table, seat)
    send_mouse(table, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 9):
        send_mouse(table, QEvent.Type.MouseMove, start + (end - start) * step / 8, button=Qt.MouseButton.NoButton)
    send_mouse(table, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _click_plate(table: TableWidget, seat: int) -> None:
    point = _plate(table, seat)
    send_mouse(table, QEvent.Type.MouseButtonPress, point)
    send_mouse(table, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def _ask_myself(table: TableWidget) -> bool:
    """What a new player may try: drop a card on their own plate. It snaps
    back, nothing is asked, and the table says why. (Not when the player
    can only draw: False.)"""
    controller = table.controller
    if controller.legal_for_human() == [DRAW]:
        return False
    me = controller.human
    card = controller.view().hand(me)[0]
    history = list(controller.state.history)
    home = table.scene.item_for(card).home
    _drag_to_plate(table, card, me)
    assert controller.state.history == history
    assert table.scene.item_for(card).home == home
    reason = controller.explain(rank_ask(me, int(card.rank)))
    assert reason is not None and reason.text(table.names) in table.message.text() != ""
    return True


def _take_turn(qtbot, window: MainWindow, turn: int) -> str:
    """One ask (or draw) of the player's, made with the mouse and checked
    made; the gesture used ("drag", "click" or "draw")."""
    table, controller = window.table, window.controller
    state = controller.state
    before = len(state.history)
    legal = list(controller.legal_for_human())
    asks = [m for m in legal if m.kind == "ask"]
    hand = list(controller.view().hand(controller.human))
    if asks:
        # A player's habit: the rank held most, asked of the players in turn.
        held = Counter(int(card.rank) for card in hand)
        most = max(held[read_ask(m)[1]] for m in asks)
        choices = [m for m in asks if held[read_ask(m)[1]] == most]
        move = choices[turn % len(choices)]
        seat, rank, _card = read_ask(move)
        card = next(c for c in hand if int(c.rank) == rank)
        if turn % 3 == 1:
            gesture = "click"
            click(table, card)
            assert table.selected == [card]
            _click_plate(table, seat)
        else:
            gesture = "drag"
            _drag_to_plate(table, card, seat)
    else:
        assert legal == [DRAW], legal
        move, gesture = DRAW, "draw"
        button = next(b for b in table.buttons if b.property("move") == str(DRAW))
        click_button(qtbot, window, button)
    assert len(state.history) > before and state.history[before] == move, (
        f"{move} by mouse did nothing; the table says {table.message.text()!r}"
    )
    return gesture


def test_a_whole_match_of_go_fish_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = choose_game(qtbot, window, "Go Fish", "go_fish", lambda d: _choose_points_to_seven(qtbot, d))
    start_offered_by_default(window, offered, "Go Fish", "go_fish", players=4)
    controller = window.controller
    assert controller is not None
    assert controller.setup.options["scoring"] == "points" and controller.setup.options["target"] == TARGET
    controller.think_pause = 0.0  # the computers move at once
    match = controller.match

    table = window.table
    seen_titles, gestures, refused = play_to_the_end(
        qtbot, window, lambda n: _take_turn(qtbot, window, n), lambda: _ask_myself(table)
    )

    # The end: a player has seven books or more over the hands, the most.
    hands = len(match.hands)
    assert hands >= 2, "the match was over in one hand: it tries too little"
    assert seen_titles == [f"Hand {n}" for n in range(1, hands)] + [seen_titles[-1]]
    assert max(match.scores) >= TARGET
    for result in controller.results():  # a point a book
        assert tuple(result.points) == tuple(result.cells["books"])
    check_the_end(window)
    assert told == []
    assert refused
    assert {"drag", "click"} <= set(gestures), gestures
