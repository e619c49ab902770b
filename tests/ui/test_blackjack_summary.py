"""Blackjack's end of a round: the summary panel shows, and it hides none of
what the player looks at after a round (the dealer's cards, every box with
its cards, result, chips and name), at a small and a large window with 1, 3
and 7 players; it speaks of rounds. Other games keep their panel in the middle."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtWidgets import QGraphicsView, QLabel, QMessageBox

from cardtable.core.infoset import information
from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.hand_summary import SummaryAction, SummaryRoom, SummaryRow, free_spot
from cardtable.ui.main_window import MainWindow

from .table_support import release_buttons


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


def _play_a_round(qtbot, window: MainWindow, players: int) -> None:
    """The player's decisions by the game's own heuristic agent, to the round's end."""
    game = get_game("blackjack")
    window.start(TableSetup("blackjack", players, {}, default_seats(players, "Ada", "normal"), "summary"))
    controller = window.controller
    controller.think_pause = 0.0
    agent, rng = game.heuristic_agent(), random.Random(3)
    while not controller.state.is_over:
        qtbot.waitUntil(lambda: controller.is_humans_turn() or controller.state.is_over, timeout=20000)
        if not controller.state.is_over:
            controller.play(agent.choose(information(controller.state, controller.human), rng))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=5000)


def _in_view(view: QGraphicsView, rect: QRectF) -> QRect:
    return view.mapFromScene(rect).boundingRect().translated(view.viewport().pos())


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 3, 7])
def test_the_round_s_panel_hides_neither_the_dealer_nor_the_boxes(qtbot, window, size, players) -> None:
    window.resize(*size)
    window.score_dock.show()  # the table narrower by the sheet beside it
    _play_a_round(qtbot, window, players)
    table = window.table
    view, summary = table.view, table.summary
    panel = summary.geometry()
    assert view.rect().contains(panel), view.size()
    dealer = table.controller.view().pile("dealer").cards
    assert len(dealer) >= 2 and all(card is not None for card in dealer)  # the hole card turned
    cards = [table.scene.item_for(card) for card in dealer]
    boxes = table.scene.pieces.boxes
    assert len(boxes) == players and all(item is not None for item in cards)
    for item in [*cards, *boxes]:
        assert not panel.intersects(_in_view(view, item.sceneBoundingRect())), (size, players, item)
    assert summary.plain_title == "Round 1"
    assert [button.accessibleName() for button in summary.buttons] == ["Next round"]
    shown = " ".join(label.text() for label in summary.findChildren(QLabel) if label.isVisible())
    assert "After 1 round:" in shown


def test_the_panel_is_full_where_the_table_has_room(qtbot, window) -> None:
    """A large window, one player, no sheet beside: room for every player's line."""
    window.resize(1920, 1080)
    window.score_dock.hide()
    _play_a_round(qtbot, window, 1)
    summary = window.table.summary
    assert not summary.compact
    assert any(label.text() == "<b>This round</b>" for label in summary.findChildren(QLabel) if label.isVisible())


def test_other_games_keep_the_panel_in_the_middle(qtbot, window) -> None:
    window.resize(1024, 600)
    window.start(TableSetup("hearts", 4, {}, default_seats(4, "Ada", "normal"), "summary"))
    window.controller.think_pause = 0.0
    qtbot.waitUntil(window.controller.is_humans_turn, timeout=20000)
    summary = window.table.summary
    go_on = [SummaryAction("Next hand", "Next hand", lambda: None)]
    summary.show_summary("Hand 1", [SummaryRow("Ada", 0, 0)], ["After 1 hand: you lead with 0."], go_on)
    view = window.table.view
    panel = summary.geometry()
    assert abs(panel.left() - (view.width() - panel.width()) // 2) <= 1
    assert abs(panel.top() - (view.height() - panel.height()) // 2) <= 1
    assert not summary.compact


def test_the_free_spot_covers_the_spare_before_what_is_kept_clear() -> None:
    """No place clear of both: the panel covers the spare (a shoe), never the kept (the cards)."""
    area = QRect(0, 0, 400, 300)
    keep = (QRect(0, 0, 400, 150),)
    spare = (QRect(0, 160, 400, 140),)
    spot, cost = free_spot(area, QSize(200, 100), SummaryRoom(keep, spare))
    assert cost[0] == 0 and cost[1] > 0 and not spot.intersects(keep[0])
    spot, cost = free_spot(area, QSize(200, 100), SummaryRoom(keep))
    assert cost == (0, 0) and spot.top() >= 150
