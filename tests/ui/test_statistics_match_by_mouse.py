"""Statistics tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser; Statistics is clicked in the list
and Play pressed; in the new-game dialog the target is lowered from 120 to
60 with the spin box's down arrow, by mouse, and Start clicked (four players:
you and three computers at Normal). Then every round of the match is played
by mouse: a single card is dragged onto the kitty (or, every third time,
double-clicked); several cards are clicked one by one in the order to lay
them, the last on top, then the Play button clicked (or the last one dragged
onto the kitty); a take is its cards clicked and "Take the kitty" clicked (an
ace alone dragged onto the kitty); a card the player cannot play is dragged
onto the left player's plate (or clicked, then "Pass to ..." clicked).
Once, a card that cannot be played is dropped on the kitty: it snaps back
with the rule's reason. Each round's summary is left by its "Next hand"
button. At the end the summary says who won and the score sheet holds one
row per round, its totals the match's scores.

The decision is the game's own rule-of-thumb player's, reading the player's
information set (a test may), except that now and then the most cards that
may be laid together are; the action is always a mouse event sent to a
widget, and each one is checked to have done what the player meant.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QSpinBox

from cardtable.core.cards import Card, Rank
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.statistics.plays import play_move
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
from .table_support import click, double_click, send_mouse, viewport_point

told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses
TARGET = 60  # points: the match is over after the round in which a player reaches it


@pytest.fixture
def deal_seed() -> int:
    return 20261128


# -- the new-game dialog, by mouse -------------------------------------------------
def _lower_the_target(qtbot, dialog: NewGameDialog) -> None:
    """Click the Target's down arrow until it says 60."""
    target = dialog.option_widgets["target"]
    assert isinstance(target, QSpinBox) and target.value() == 120
    click_spin_arrow(qtbot, target, 120 - TARGET)
    assert target.value() == TARGET
    assert dialog.error_text() == ""


# -- the player's gestures at the table --------------------------------------------
def _on_view(table: TableWidget, point: QPointF) -> QPoint:
    spot = table.view.mapFromScene(point)
    assert table.view.viewport().rect().contains(spot), f"{point} is off the table view"
    return spot


def _drag_to(table: TableWidget, card: Card, target: QPointF) -> None:
    """Press on ``card`` in hand, move it in steps to the scene point ``target``, release."""
    start, end = viewport_point(table, card), _on_view(table, target)
    send_mouse(table, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 9):
        send_mouse(table, QEvent.Type.MouseMove, start + (end - start) * step / 8, button=Qt.MouseButton.NoButton)
    send_mouse(table, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _kitty(table: TableWidget) -> QPointF:
    return table.scene.regions["kitty"].center()


def _left_plate(table: TableWidget) -> QPointF:
    view = table.controller.view()
    return table.scene.plates[(view.seat + 1) % view.players].sceneBoundingRect().center()


def _button(qtbot, window: MainWindow, label: str) -> None:
    table = window.table
    labels = [button.property("plain_label") for button in table.buttons]
    button = next((b for b in table.buttons if b.property("plain_label") == label), None)
    assert button is not None, f"no {label!r} button among {labels}"
    click_button(qtbot, window, button)


def _pick(table: TableWidget, cards: tuple[Card, ...]) -> None:
    for card in cards:
        click(table, card)
    assert table.selected == list(cards)


def _refused_drop(table: TableWidget) -> bool:
    """What a new player may try: drop on the kitty a card that cannot be
    played there. It snaps back, nothing is played, and the table says why.
    False when every card may go to the kitty now."""
    controller = table.controller
    legal = controller.legal_for_human()
    state = controller.state
    hand = controller.view().hand(controller.human)
    card = next(
        (c for c in hand if Move("play", (c,)) not in legal and Move("take", (c,)) not in legal),
        None,
    )
    if card is None:
        return False
    history = list(state.history)
    home = table.scene.item_for(card).home
    _drag_to(table, card, _kitty(table))
    assert controller.state.history == history
    table.scene.finish_animations()
    assert table.scene.item_for(card).pos() == home
    reason = controller.explain(play_move((card,), card))
    assert reason is not None and reason.text(table.names) == table.message.text() != ""
    return True


def _take_turn(qtbot, window: MainWindow, turn: int, rng: random.Random) -> str:
    """One move of the player's, the rule-of-thumb player's choice, made with
    the mouse and checked made; the gesture used."""
    table, controller = window.table, window.controller
    state = controller.state
    before = len(state.history)
    legal = controller.legal_for_human()
    several = [m for m in legal if m.kind == "play" and len(m.cards) > 1]
    if several and turn % 2 == 0:  # now and then a player lays several cards at once
        move = max(several, key=lambda m: (len(m.cards), str(m)))
    else:
        move = controller.game.heuristic_agent().choose(information(state, controller.human), rng)
    cards = move.cards
    if move.kind == "pass":
        if turn % 2:
            gesture = "pass by button"
            _pick(table, cards)
            _button(qtbot, window, table.scene.pieces.choice_label(move))
        else:
            gesture = "pass by drag"
            _drag_to(table, cards[0], _left_plate(table))
    elif move.kind == "take":
        alone = len(cards) == 1 and Move("play", cards) not in legal  # an ace, a jack that takes
        if alone:
            gesture = "take by drag"
            _drag_to(table, cards[0], _kitty(table))
        else:
            gesture = "take by button"
            _pick(table, cards)
            _button(qtbot, window, "Take the kitty")
    elif len(cards) == 1:
        single = [m for m in legal if m.cards == cards]
        if turn % 3 == 2 and len(single) == 1:
            gesture = "double-click"
            double_click(table, cards[0])
        elif len(single) == 1:
            gesture = "drag"
            _drag_to(table, cards[0], _kitty(table))
        else:  # a two: Play and leave the kitty
            gesture = "play by button"
            _pick(table, cards)
            _button(qtbot, window, "Play and leave the kitty")
    else:
        _pick(table, cards)  # in the order laid: the last on top
        if any(card.rank == Rank.TWO for card in cards) or turn % 2:
            gesture = "several by button"
            label = "Play and leave the kitty" if any(card.rank == Rank.TWO for card in cards) else "Play"
            _button(qtbot, window, label)
        else:
            gesture = "several by drag"
            _drag_to(table, cards[-1], _kitty(table))
    assert len(state.history) > before and state.history[before] == move, (
        f"{move} by mouse ({gesture}) did nothing; the table says {table.message.text()!r}"
    )
    return gesture


def test_a_whole_match_of_statistics_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = choose_game(qtbot, window, "Statistics", "statistics", lambda d: _lower_the_target(qtbot, d))
    start_offered_by_default(window, offered, "Statistics", "statistics", players=4)
    controller = window.controller
    assert controller is not None
    assert controller.setup.options["target"] == TARGET
    controller.think_pause = 0.0  # the computers move at once
    match = controller.match

    table = window.table
    rng = random.Random(7)
    seen_titles, gestures, refused = play_to_the_end(
        qtbot, window, lambda n: _take_turn(qtbot, window, n, rng), lambda: _refused_drop(table)
    )

    hands = len(match.hands)
    assert hands >= 2, "the match was over in one round: it tries too little"
    assert seen_titles == [f"Hand {n}" for n in range(1, hands)] + [seen_titles[-1]]
    assert max(match.scores) >= TARGET
    running = [0] * match.players
    for result in controller.results()[:-1]:  # nobody had reached the target before the last round
        running = [total + points for total, points in zip(running, result.points)]
        assert max(running) < TARGET
    for result in controller.results():  # each round: every collection counted
        assert tuple(result.points) == tuple(result.cells["points"])
    check_the_end(window)
    assert told == []
    assert refused
    assert {"drag", "double-click", "several by button", "several by drag"} <= set(gestures), gestures
    assert {"pass by drag", "pass by button"} & set(gestures), gestures
