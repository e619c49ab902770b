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

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from cardtable.core.moves import Move
from cardtable.games.fan_tan.regions import rows_of, target_row
from cardtable.storage.settings import Settings
from cardtable.ui import controller as controller_module
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND
from cardtable.ui.fan_tan_table import FanTanPieces
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import NewGameDialog
from cardtable.ui.table_widget import TableWidget

from .table_support import double_click, release_buttons, send_mouse, viewport_point

HANDS = 8  # four players, each dealing twice
TURN_TIMEOUT = 20000  # ms: the computers' moves between two of the player's turns


@pytest.fixture
def told(monkeypatch) -> list[str]:
    """What message boxes said (one would block the test): none should."""
    problems: list[str] = []

    def tell(parent, title, text, *args, **kwargs):
        problems.append(text)
        return QMessageBox.StandardButton.Ok

    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, tell)
    return problems


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, told):
    """The app's main window, on the chooser, with no saved match; the
    computers instant (cards moved without animation; no think pause, set
    once the match has begun)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    # "Deal number" left empty gives a new deal: the same new deal every run.
    monkeypatch.setattr(controller_module, "random", random.Random(20240611))
    window = MainWindow(Settings(animation_speed="instant", confirm_new_game=True), resume=False)
    qtbot.addWidget(window)
    window.show()  # at the size it takes for a new user: the screen's, at most
    qtbot.waitExposed(window)
    yield window
    release_buttons(window.table)
    if window.controller is not None:
        window.controller.shutdown()
        window.controller.pool.waitForDone(10000)


# -- the chooser and the new-game dialog -------------------------------------------
def _choose_fan_tan(qtbot, window: MainWindow) -> dict:
    """Click Fan Tan's row in the chooser (scrolled to by the wheel if it is
    below the fold), click Play, and click Start in the dialog that opens.
    Returns what the dialog offered."""
    chooser = window.chooser
    assert window.stack.currentWidget() is chooser
    games = chooser.list
    row = next(r for r in range(games.count()) if games.item(r).text() == "Fan Tan")
    item = games.item(row)
    for _ in range(40):  # the wheel, as a player scrolls a list
        if games.viewport().rect().contains(games.visualItemRect(item)):
            break
        viewport = games.viewport()
        centre = viewport.rect().center()
        wheel = QWheelEvent(
            centre,
            viewport.mapToGlobal(centre),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(viewport, wheel)
    rect = games.visualItemRect(item)
    assert games.viewport().rect().contains(rect.center()), "Fan Tan's row never came into view"
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chooser.current() == ("fan_tan", None)
    assert chooser.play.isEnabled() and chooser.play.isVisible()

    offered: dict = {}

    def start_when_shown() -> None:
        dialog = next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()), None
        )
        if dialog is None:
            QTimer.singleShot(20, start_when_shown)
            return
        offered["title"] = dialog.windowTitle()
        offered["players"] = dialog.players()
        offered["seats"] = [(seat.kind, seat.level) for seat in dialog.seats()]
        offered["preset"] = dialog.preset()
        offered["error"] = dialog.error_text()
        start = dialog.ok_button
        offered["start"] = start.isVisible() and start.isEnabled()
        where = start.rect().translated(start.mapToGlobal(start.rect().topLeft()))
        offered["start_on_screen"] = dialog.screen().availableGeometry().contains(where)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # the click did not start the match: close it rather than hang the test
            offered["stayed_open"] = True
            dialog.reject()

    QTimer.singleShot(0, start_when_shown)
    qtbot.mouseClick(chooser.play, Qt.MouseButton.LeftButton)  # returns once the dialog has closed
    return offered


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
        button = _pass_button(table)
        # Shown, and given its height, by the event loop's next turns (a few
        # milliseconds: before that it is 0 pixels high, and a click misses it).
        qtbot.waitUntil(lambda: not button.visibleRegion().isEmpty(), timeout=2000)
        assert button.isEnabled()
        centre = button.mapTo(window, button.rect().center())
        assert window.rect().contains(centre), f"the Pass button is off the window, at {centre}"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(state.history) > before and state.history[before] == move, (
        f"{move} by mouse did nothing; the table says {table.message.text()!r}"
    )
    return gesture


def _wait_for_the_player(qtbot, window: MainWindow) -> None:
    """Until it is the player's turn or the hand's summary is up."""
    controller, summary = window.controller, window.table.summary
    qtbot.waitUntil(
        lambda: (
            summary.isVisible()
            or (controller.is_humans_turn() and not controller.state.is_over and not controller.is_thinking)
        ),
        timeout=TURN_TIMEOUT,
    )


def test_a_whole_match_of_fan_tan_by_mouse_from_the_chooser(qtbot, window, told) -> None:
    offered = _choose_fan_tan(qtbot, window)
    seats = offered.pop("seats")
    assert [kind for kind, _level in seats] == [HUMAN_KIND] + [COMPUTER_KIND] * 3
    assert [level for _kind, level in seats[1:]] == ["normal"] * 3
    assert offered == {
        "title": "New game: Fan Tan",
        "players": 4,
        "preset": None,
        "error": "",
        "start": True,
        "start_on_screen": True,
    }
    controller = window.controller
    assert controller is not None and controller.game.id == "fan_tan"
    assert window.stack.currentWidget() is window.table
    controller.think_pause = 0.0  # the computers move at once
    match = controller.match
    assert match.players == 4 and match.rules.hands == HANDS

    table, summary = window.table, window.table.summary
    seen_titles: list[str] = []
    gestures: list[str] = []
    refused = False
    while True:
        _wait_for_the_player(qtbot, window)
        if summary.isVisible():
            seen_titles.append(summary.plain_title)
            assert table.view.rect().contains(summary.geometry())
            if match.is_over:
                break
            assert [b.accessibleName() for b in summary.buttons] == ["Next hand"]
            finished = controller.state
            qtbot.mouseClick(summary.buttons[0], Qt.MouseButton.LeftButton)
            assert controller.state is not finished, "Next hand dealt no new hand"
            qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)
            continue
        if not refused:
            refused = _try_a_card_that_does_not_fit(table)
        gestures.append(_take_turn(qtbot, window, len(gestures)))

    # The end is shown: the summary, the status line and the sheet say who won.
    winners = match.winners()
    names = [seat.name for seat in window.seats]
    assert len(match.hands) == HANDS and match.is_over
    assert seen_titles == [f"Hand {n}" for n in range(1, HANDS)] + [seen_titles[-1]]
    assert summary.plain_title.startswith("Match over. Winner")
    assert all(names[w] in summary.plain_title for w in winners)
    assert [b.accessibleName() for b in summary.buttons] == ["Play again", "Choose a game"]
    assert window.status_label.text() == summary.plain_title
    # The score sheet: one row per hand, each the hand's points, its totals the match's.
    derived = window.score_panel.derived
    assert derived is not None
    assert len(derived.rows) == HANDS
    results = controller.results()
    assert [tuple(row.points) for row in derived.rows] == [tuple(r.points) for r in results]
    running = [0] * 4
    for row, result in zip(derived.rows, results):
        running = [t + p for t, p in zip(running, result.points)]
        assert tuple(row.totals) == tuple(running)
    assert tuple(derived.totals) == tuple(match.scores) == tuple(running)
    assert sum(match.scores) == 0  # each loser pays the winner: every hand sums to zero
    assert set(derived.winners) == set(winners)
    assert window.score_panel.winner_text()
    assert told == []
    assert refused
    assert {"drag", "double-click", "pass"} <= set(gestures), gestures
