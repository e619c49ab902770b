"""Fan Tan tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser; Fan Tan is clicked in the list
and Play pressed, the new-game dialog's Start clicked with what it offers
(four players: you and three computers at Normal, the standard rules, a new
deal). Then every hand of the match (every player deals twice: eight hands)
is played to its end by mouse: at each of the player's turns a legal move is
chosen from the rules, but made as a player makes it, a card dragged to its
place on the rows (or double-clicked) and the Pass button clicked; once, a
card that fits nowhere is dragged to its row and snaps back with the rule's
reason; the hand's summary is left by clicking its "Next hand" button. At
the end the summary says who won and the score sheet holds one row per
hand, its totals the match's scores.

The decision reads the controller's legal moves (a test may); the action is
always a mouse event sent to a widget, and each one is checked to have done
what the player meant.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QPushButton

from cardtable.core.moves import Move
from cardtable.games.fan_tan.regions import rows_of, target_row
from cardtable.ui.fan_tan_table import FanTanPieces
from cardtable.ui.main_window import MainWindow
from cardtable.ui.table_widget import TableWidget

from . import match_by_mouse
from .match_by_mouse import (
    check_the_end,
    choose_game,
    click_button,
    play_to_the_end,
    start_offered_by_default,
)
from .table_support import double_click, send_mouse, viewport_point

HANDS = 8  # four players, each dealing twice


told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses


@pytest.fixture
def deal_seed() -> int:
    return 20240611


# -- the player's gestures at the table --------------------------------------------
def _pieces(table: TableWidget) -> FanTanPieces:
    pieces = table.scene.pieces
    assert isinstance(pieces, FanTanPieces)
    return pieces


def _drag_to_its_place(table: TableWidget, move: Move) -> None:
    """Press on the card in hand, move it in steps to its rank's place on
    the row it goes to, release there."""
    card = move.cards[0]
    view = table.controller.view()
    row = target_row(move, rows_of(view), int(view.get("packs") or 1))
    assert row is not None, move
    place = _pieces(table).board.place_at(row, int(card.rank)).center()
    start = viewport_point(table, card)
    end = table.view.mapFromScene(place)
    assert table.view.viewport().rect().contains(end), f"{card}'s place {end} is off the table view"
    send_mouse(table, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 9):
        send_mouse(table, QEvent.Type.MouseMove, start + (end - start) * step / 8, button=Qt.MouseButton.NoButton)
    send_mouse(table, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _pass_button(table: TableWidget) -> QPushButton:
    found = [b for b in table.buttons if isinstance(b, QPushButton) and "Pass" in (b.property("plain_label") or "")]
    assert found, [b.property("plain_label") for b in table.buttons]
    return found[0]


def _try_a_card_that_does_not_fit(table: TableWidget) -> bool:
    """What a new player does sooner or later: drag a card that fits
    nowhere to its suit's row. It snaps back to the hand, nothing is
    played, and the table says why. False when every card fits."""
    controller = table.controller
    playable = {card for m in controller.legal_for_human() for card in m.cards}
    stuck = [card for card in controller.view().hand(controller.human) if card not in playable]
    if not stuck:
        return False
    card = stuck[0]
    history = list(controller.state.history)
    home = table.scene.item_for(card).home
    _drag_to_its_place(table, Move("play", (card,)))
    assert controller.state.history == history
    assert table.scene.item_for(card).home == home
    reason = controller.explain(Move("play", (card,)))
    assert reason is not None and table.message.text() == reason.text(table.names) != ""
    return True


def _take_turn(qtbot, window: MainWindow, turn: int) -> str:
    """One decision of the player's, made with the mouse, and checked made;
    the gesture used ("drag", "double-click" or "pass")."""
    table, controller = window.table, window.controller
    state = controller.state
    before = len(state.history)
    legal = list(controller.legal_for_human())
    plays = [m for m in legal if m.kind == "play"]
    assert plays or legal == [Move("pass")], legal
    if plays:
        # A player's habit: the card furthest from its seven first (aces and
        # kings are the hardest to get rid of), so that every kind of place
        # on the rows is reached over the match.
        move = max(plays, key=lambda m: (abs(int(m.cards[0].rank) - 7), str(m)))
        if turn % 3 == 2:
            gesture = "double-click"
            double_click(table, move.cards[0])
        else:
            gesture = "drag"
            _drag_to_its_place(table, move)
    else:
        move, gesture = Move("pass"), "pass"
        click_button(qtbot, window, _pass_button(table))
    assert len(state.history) > before and state.history[before] == move, (
        f"{move} by mouse did nothing; the table says {table.message.text()!r}"
    )
    return gesture


def test_a_whole_match_of_fan_tan_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = choose_game(qtbot, window, "Fan Tan", "fan_tan")
    start_offered_by_default(window, offered, "Fan Tan", "fan_tan", players=4)
    controller = window.controller
    assert controller is not None
    controller.think_pause = 0.0  # the computers move at once
    match = controller.match
    assert match.players == 4 and match.rules.hands == HANDS

    table = window.table
    seen_titles, gestures, refused = play_to_the_end(
        qtbot, window, lambda n: _take_turn(qtbot, window, n), lambda: _try_a_card_that_does_not_fit(table)
    )

    # The end is shown: the summary, the status line and the sheet say who won.
    assert len(match.hands) == HANDS
    assert seen_titles == [f"Hand {n}" for n in range(1, HANDS)] + [seen_titles[-1]]
    check_the_end(window)
    assert sum(match.scores) == 0  # each loser pays the winner: every hand sums to zero
    assert told == []
    assert refused
    assert {"drag", "double-click", "pass"} <= set(gestures), gestures
