"""The window inside the screen (issue 12, item 10) and the score sheet
beside the table without squeezing it (item 4)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow
from cardtable.ui.window_placement import TABLE_MIN_WIDTH, fitted, sheet_beside

SMALL_SCREEN = QRect(0, 0, 1024, 600)
LARGE_SCREEN = QRect(0, 0, 1920, 1080)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def screen_area(monkeypatch):
    """The screen's available area as the window reads it, set by the test."""
    area = [QRect(SMALL_SCREEN)]
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area[0]))
    return area


def _window(qtbot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(settings or Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(10)  # the fit after the first show
    return window


def _start(window: MainWindow, game_id: str, players: int | None = None) -> None:
    count = players or get_game(game_id).default_players
    window.start(TableSetup(game_id, count, {}, default_seats(count, "Ada", "normal"), "placement"))
    window.controller.think_pause = 0.0


def _open_sheet(qtbot, window: MainWindow) -> None:
    """Ctrl+K, unless the sheet is open already."""
    if not window.score_dock.isVisible():
        window.act_sheet.trigger()
    qtbot.waitUntil(window.score_dock.isVisible)
    qtbot.wait(20)


def _inside(window: MainWindow, area: QRect) -> bool:
    return area.contains(window.frameGeometry())


# -- item 10: the window ------------------------------------------------------------


def test_fitted_shrinks_and_moves_a_frame_into_the_area() -> None:
    frame = QRect(500, 300, 1210, 830)  # 5 px borders, a 25 px title bar
    inner = QRect(505, 325, 1200, 800)
    area = QRect(0, 0, 1024, 600)
    got = fitted(frame, inner, area)
    assert got == QRect(5, 25, 1014, 570)
    assert fitted(QRect(10, 10, 300, 200), QRect(10, 10, 300, 200), area) == QRect(10, 10, 300, 200)


def test_the_window_opens_inside_a_1024x600_screen(qtbot, home, screen_area) -> None:
    window = _window(qtbot)
    assert _inside(window, SMALL_SCREEN), window.frameGeometry()


def test_a_remembered_size_from_a_larger_screen_is_shrunk_to_fit(qtbot, home, screen_area) -> None:
    screen_area[0] = QRect(LARGE_SCREEN)
    big = _window(qtbot)
    big.setGeometry(100, 100, 1700, 950)
    remembered = bytes(big.saveGeometry().toBase64().data()).decode()
    big.close()
    screen_area[0] = QRect(SMALL_SCREEN)  # the window moved to a smaller monitor since
    window = _window(qtbot, Settings(animation_speed="instant", window_geometry=remembered))
    assert _inside(window, SMALL_SCREEN), window.frameGeometry()


def test_the_size_and_place_are_remembered(qtbot, home, screen_area) -> None:
    first = _window(qtbot)
    first.setGeometry(60, 50, 700, 480)
    first.close()
    window = _window(qtbot, Settings(animation_speed="instant", window_geometry=first.settings.window_geometry))
    assert window.geometry() == QRect(60, 50, 700, 480)


def test_the_maximised_state_is_remembered(qtbot, home, screen_area) -> None:
    first = _window(qtbot)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    window = MainWindow(
        Settings(animation_speed="instant", window_geometry=first.settings.window_geometry), resume=False
    )
    qtbot.addWidget(window)
    window.show()
    assert window.isMaximized()


@pytest.mark.parametrize("game_id", ["hearts", "spades", "barbu", "oh_hell", "cribbage"])
def test_every_game_fits_a_1024x600_screen(qtbot, home, screen_area, game_id) -> None:
    """No widget's minimum size pushes the window past a 1024×600 screen,
    the sheet and the game's board shown or not."""
    window = _window(qtbot)
    _start(window, game_id)
    qtbot.wait(10)
    assert _inside(window, SMALL_SCREEN), window.frameGeometry()
    minimum = window.minimumSizeHint()
    assert minimum.width() <= SMALL_SCREEN.width() and minimum.height() <= SMALL_SCREEN.height()


# -- item 4: the sheet beside the table ---------------------------------------------


def test_a_sheet_stands_beside_the_table_only_while_the_table_keeps_its_room() -> None:
    assert sheet_beside(1280, 500)
    assert not sheet_beside(1280, 1280 - TABLE_MIN_WIDTH + 1)
    assert not sheet_beside(1024, 460)


@pytest.mark.parametrize(("game_id", "players"), [("cribbage", 4), ("barbu", 4), ("oh_hell", 4), ("hearts", 4)])
def test_a_four_player_sheet_needs_no_sideways_scroll_bar_at_1280x800(
    qtbot, home, screen_area, game_id, players
) -> None:
    screen_area[0] = QRect(LARGE_SCREEN)
    window = _window(qtbot)
    window.resize(1280, 800)
    _start(window, game_id, players)
    _open_sheet(qtbot, window)
    table = window.score_panel.view.table
    assert not table.horizontalScrollBar().isVisible()
    assert window.table.width() >= TABLE_MIN_WIDTH


def test_at_1024x600_the_sheet_floats_over_the_table(qtbot, home, screen_area) -> None:
    window = _window(qtbot)
    window.resize(1024, 576)
    _start(window, "hearts")
    width = window.table.width()
    _open_sheet(qtbot, window)
    assert window.score_dock.isFloating()
    assert window.table.width() == width  # the table keeps all its room
    assert window.score_dock.height() < window.table.height() * 0.6  # as tall as the sheet: your hand in view
    window.toggle_sheet()
    assert not window.score_dock.isVisible()


def test_the_sheet_does_not_open_by_itself_when_a_hand_ends(qtbot, home, screen_area) -> None:
    """The hand's summary is on the table; the sheet opens when asked (Ctrl+K)."""
    window = _window(qtbot)
    _start(window, "hearts")
    controller = window.controller
    with qtbot.waitSignal(controller.hand_over, timeout=60000):
        while True:
            qtbot.waitUntil(lambda: controller.is_humans_turn() or controller.state.is_over, timeout=20000)
            if controller.state.is_over:
                break
            controller.play(controller.legal_for_human()[0])
    qtbot.wait(20)
    assert not window.score_dock.isVisible()


def test_cribbage_does_not_open_the_sheet_for_its_board(qtbot, home, screen_area) -> None:
    """The pegging board lies on the felt; a second one in a sheet that
    opened by itself took room from the table."""
    screen_area[0] = QRect(LARGE_SCREEN)
    window = _window(qtbot)
    _start(window, "cribbage")
    qtbot.wait(20)
    assert window.game_view is not None  # the dock keeps its board, for when it is opened
    assert not window.score_dock.isVisible()


@pytest.mark.parametrize(("game_id", "players"), [("cribbage", 4), ("hearts", 4), ("spades", 4)])
def test_a_narrow_sheet_stands_beside_the_table_at_1280x800(qtbot, home, screen_area, game_id, players) -> None:
    screen_area[0] = QRect(LARGE_SCREEN)
    window = _window(qtbot)
    window.resize(1264, 800)  # a 1280 px screen less the window's frame
    _start(window, game_id, players)
    _open_sheet(qtbot, window)
    assert not window.score_dock.isFloating()
    assert not window.score_panel.view.table.horizontalScrollBar().isVisible()
    assert window.table.width() >= TABLE_MIN_WIDTH


def test_the_sheet_beside_the_table_has_compact_columns(qtbot, home) -> None:
    """The same sheet, tighter beside the table than in the sheets window."""
    from cardtable.ui.match_sheet import MatchSheetPanel
    from cardtable.ui.sheet_view import SheetView

    match = Match(get_game("oh_hell"), 4, {}, "compact")
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match, ["You", "West", "North", "East"])
    full = SheetView()
    qtbot.addWidget(full)
    assert panel.sheet is not None and panel.kind is not None
    full.show_sheet(panel.sheet, panel.kind)
    assert panel.view.header.length() < full.header.length() * 0.9
    table, model = panel.view.table, panel.view.model
    totals = model.rowCount() - 1
    for column in range(model.columnCount()):  # narrower headings, never a cut square ("To…")
        square = table.sizeHintForIndex(model.index(totals, column)).width()
        assert table.columnWidth(column) >= square + 4, column


def test_many_decision_buttons_scroll_rather_than_widen_the_window(qtbot) -> None:
    """Barbu's thirteen "Start at…" buttons: 1330 px of buttons in a 1024 px table."""
    from PySide6.QtWidgets import QPushButton

    from cardtable.ui.button_strip import ButtonStrip
    from cardtable.ui.table_widget import TableWidget

    from .table_support import make_sprites

    table = TableWidget(make_sprites())
    qtbot.addWidget(table)
    table.resize(1000, 560)
    table.show()
    strip = table.findChild(ButtonStrip)
    height = strip.sizeHint().height()
    for rank in ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]:
        button = QPushButton(f"Start at {rank}  [1]", table)
        table.actions_bar.insertWidget(len(table.buttons), button)
        table.buttons.append(button)
    qtbot.waitUntil(strip.horizontalScrollBar().isVisible)  # every button reachable
    assert table.minimumSizeHint().width() <= 1000
    assert strip.height() > height  # the scroll bar under the buttons, not over them


def test_the_score_sheets_window_opens_inside_a_1024x600_screen(qtbot, home, screen_area) -> None:
    window = _window(qtbot)
    window.show_sheets()
    sheets = window.sheets_window
    qtbot.waitExposed(sheets)
    assert SMALL_SCREEN.contains(sheets.frameGeometry()), sheets.frameGeometry()
    qtbot.wait(100)  # the sheets window's own start-up calls, before the windows close


def _played(game_id: str, players: int, hands: int) -> Match:
    """A match ``hands`` hands on (random legal moves, in the rules alone)."""
    rng = random.Random(7)
    match = Match(get_game(game_id), players, {}, "long sheet")
    for _ in range(hands):
        if match.is_over:
            break
        state = match.deal()
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_moves())))
        match.finish_hand()
    return match


@pytest.mark.parametrize("height", [800, 470])
@pytest.mark.parametrize(("game_id", "players", "hands"), [("oh_hell", 4, 14), ("barbu", 4, 12), ("hearts", 4, 12)])
def test_a_long_sheet_needs_no_sideways_scroll_bar_either(
    qtbot, home, screen_area, game_id, players, hands, height
) -> None:
    """Totals grown to three digits, and rows taller than the room (470 px:
    a vertical scroll bar), still fit, beside the table or over it."""
    screen_area[0] = QRect(LARGE_SCREEN)
    window = _window(qtbot)
    window.resize(1280, height)
    _start(window, game_id, players)
    match = _played(game_id, players, hands)
    window.controller.shutdown()
    window.score_panel.set_match(match, window.controller.names)
    _open_sheet(qtbot, window)
    table = window.score_panel.view.table
    assert len(match.hands) >= 10
    assert not table.horizontalScrollBar().isVisible()
    assert window.table.width() >= TABLE_MIN_WIDTH
