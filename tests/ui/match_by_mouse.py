"""What every "a whole match by mouse from the chooser" test shares: the
main window on the chooser with no saved match (``window``), message boxes
caught (``told``), the game chosen in the chooser's list and started from the
new-game dialog by clicks, waiting for the player's turn or the hand's
summary, and the score sheet checked against the match.

A test module using these defines a ``deal_seed`` fixture: the seed of the
"new deal" the dialog leaves empty, so that each run plays the same match.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from cardtable.storage.settings import Settings
from cardtable.ui import controller as controller_module
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import NewGameDialog

from .table_support import release_buttons

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
def window(qtbot, tmp_path, monkeypatch, told, deal_seed):
    """The app's main window, on the chooser, with no saved match; the
    computers instant (cards moved without animation; no think pause, set
    once the match has begun)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    # "Deal number" left empty gives a new deal: the same new deal every run.
    monkeypatch.setattr(controller_module, "random", random.Random(deal_seed))
    window = MainWindow(Settings(animation_speed="instant", confirm_new_game=True), resume=False)
    qtbot.addWidget(window)
    window.show()  # at the size it takes for a new user: the screen's, at most
    qtbot.waitExposed(window)
    yield window
    release_buttons(window.table)
    if window.controller is not None:
        window.controller.shutdown()
        window.controller.pool.waitForDone(10000)


def choose_game(
    qtbot, window: MainWindow, name: str, game_id: str, in_dialog: Callable[[NewGameDialog], None] | None = None
) -> dict:
    """Click the game's row in the chooser (scrolled to by the wheel if it is
    below the fold), click Play, let ``in_dialog`` choose options with the
    mouse, and click Start in the dialog. Returns what the dialog offered
    (read before ``in_dialog``) and whether Start was on the screen."""
    chooser = window.chooser
    assert window.stack.currentWidget() is chooser
    games = chooser.list
    row = next(r for r in range(games.count()) if games.item(r).text() == name)
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
    assert games.viewport().rect().contains(rect.center()), f"{name}'s row never came into view"
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chooser.current() == (game_id, None)
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
        try:
            if in_dialog is not None:
                in_dialog(dialog)
        except BaseException as problem:  # told after the dialog is closed, not lost inside its event loop
            offered["problem"] = problem
            dialog.reject()
            return
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
    if "problem" in offered:
        raise offered["problem"]
    return offered


def click_button(qtbot, window: MainWindow, button: QPushButton) -> None:
    """Click a button of the table as a player does: once it is shown and
    given its height by the event loop (before that it is 0 pixels high and
    a click misses it), and only if it lies inside the window."""
    qtbot.waitUntil(lambda: not button.visibleRegion().isEmpty(), timeout=2000)
    assert button.isEnabled()
    centre = button.mapTo(window, button.rect().center())
    assert window.rect().contains(centre), f"{button.text()!r} is off the window, at {centre}"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def wait_for_the_player(qtbot, window: MainWindow) -> None:
    """Until it is the player's turn or the hand's summary is up."""
    controller, summary = window.controller, window.table.summary
    qtbot.waitUntil(
        lambda: (
            summary.isVisible()
            or (controller.is_humans_turn() and not controller.state.is_over and not controller.is_thinking)
        ),
        timeout=TURN_TIMEOUT,
    )


def leave_summary(qtbot, window: MainWindow) -> None:
    """Click the hand's summary's "Next hand" ("Next round" in Blackjack) and check a new hand was dealt."""
    controller, summary = window.controller, window.table.summary
    assert [b.accessibleName() for b in summary.buttons] in (["Next hand"], ["Next round"])
    finished = controller.state
    qtbot.mouseClick(summary.buttons[0], Qt.MouseButton.LeftButton)
    assert controller.state is not finished, "Next hand dealt no new hand"
    qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)


def check_the_end(window: MainWindow, start: int = 0) -> None:
    """The end is shown: the summary and the status line name the winners,
    and the score sheet holds one row per hand, each the hand's points,
    its running totals and totals the match's; ``start`` is where every
    total begins (Blackjack's sheet counts chips, from the bankroll)."""
    controller, summary = window.controller, window.table.summary
    match = controller.match
    winners = match.winners()
    names = [seat.name for seat in window.seats]
    assert match.is_over and winners
    assert summary.plain_title.startswith("Match over. Winner")
    assert all(names[w] in summary.plain_title for w in winners)
    assert [b.accessibleName() for b in summary.buttons] == ["Play again", "Choose a game"]
    assert window.status_label.text() == summary.plain_title
    derived = window.score_panel.derived
    assert derived is not None
    results = controller.results()
    assert len(derived.rows) == len(match.hands) == len(results)
    assert [tuple(row.points) for row in derived.rows] == [tuple(r.points) for r in results]
    running = [start] * match.players
    for row, result in zip(derived.rows, results):
        running = [t + p for t, p in zip(running, result.points)]
        assert tuple(row.totals) == tuple(running)
    assert tuple(derived.totals) == tuple(start + score for score in match.scores) == tuple(running)
    assert set(derived.winners) == set(winners)
    assert window.score_panel.winner_text()


def on_screen(widget: QWidget) -> bool:
    """Whether all of ``widget`` lies inside its screen's available area."""
    where = widget.rect().translated(widget.mapToGlobal(widget.rect().topLeft()))
    return widget.screen().availableGeometry().contains(where)


def start_offered_by_default(window: MainWindow, offered: dict, name: str, game_id: str, players: int) -> None:
    """What the new-game dialog offered a new player: ``players`` seats, the
    first the player's, the others Normal computers, no preset, Start on the
    screen; and the game it started is on the table."""
    seats = offered.pop("seats")
    assert [kind for kind, _level in seats] == [HUMAN_KIND] + [COMPUTER_KIND] * (players - 1)
    assert [level for _kind, level in seats[1:]] == ["normal"] * (players - 1)
    assert offered == {
        "title": f"New game: {name}",
        "players": players,
        "preset": None,
        "error": "",
        "start": True,
        "start_on_screen": True,
    }
    assert window.controller is not None and window.controller.game.id == game_id
    assert window.stack.currentWidget() is window.table


def click_spin_arrow(qtbot, box: QSpinBox, times: int, down: bool = True) -> None:
    """Click the number box's down (or up) arrow ``times`` times, as a
    player lowers a target with the mouse."""
    qtbot.waitUntil(lambda: not box.visibleRegion().isEmpty(), timeout=2000)
    option = QStyleOptionSpinBox()
    option.initFrom(box)
    option.rect = box.rect()
    option.subControls = QStyle.SubControl.SC_SpinBoxUp | QStyle.SubControl.SC_SpinBoxDown
    option.frame = True
    arrow = QStyle.SubControl.SC_SpinBoxDown if down else QStyle.SubControl.SC_SpinBoxUp
    where = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, arrow, box).center()
    for _ in range(times):
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=where)


def play_to_the_end(
    qtbot, window: MainWindow, take_turn: Callable[[int], str], show_a_refusal: Callable[[], bool]
) -> tuple[list[str], list[str], bool]:
    """Play the player's every turn by mouse until the match is over:
    ``take_turn(n)`` makes the n-th gesture and names it; each hand's summary
    is checked on the table and left by its button; before each turn
    ``show_a_refusal()`` tries a gesture the table must refuse, until it
    says it did. Returns the summaries' titles, the gestures and whether a
    refusal was shown."""
    assert window.controller is not None
    match, table, summary = window.controller.match, window.table, window.table.summary
    titles: list[str] = []
    gestures: list[str] = []
    refused = False
    while True:
        wait_for_the_player(qtbot, window)
        if summary.isVisible():
            titles.append(summary.plain_title)
            assert table.view.rect().contains(summary.geometry())
            if match.is_over:
                return titles, gestures, refused
            leave_summary(qtbot, window)
            continue
        if not refused:
            refused = show_a_refusal()
        gestures.append(take_turn(len(gestures)))
