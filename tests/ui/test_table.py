"""The table through real mouse and key events (pytest-qt, offscreen):
drag, click and keyboard play, refusals that snap back with the rule, a whole
hand of Hearts against computer seats, undo during a computer turn, resizing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from cardtable.core.moves import play

from .table_support import (
    click,
    double_click,
    drag,
    make_table,
    pass_by_clicks,
    release_buttons,
    wait_for_human,
)


@pytest.fixture
def hearts_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="table-1")
    controller.start()
    yield widget, controller
    release_buttons(widget)
    controller.shutdown()


def _to_first_play(qtbot, widget, controller) -> None:
    """Pass three cards by clicking, then wait until it is our turn to play."""
    wait_for_human(qtbot, controller)
    pass_by_clicks(qtbot, widget, controller)
    wait_for_human(qtbot, controller)
    qtbot.waitUntil(
        lambda: controller.legal_for_human() and controller.legal_for_human()[0].kind == "play", timeout=10000
    )


def test_choosing_three_cards_to_pass_by_clicking_and_confirming(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    wait_for_human(qtbot, controller)
    assert "pass" in str(controller.view().prompt).lower()
    pass_by_clicks(qtbot, widget, controller)
    qtbot.waitUntil(lambda: not controller.state.passing, timeout=10000)
    assert len(controller.state.passed[0]) == 3


def test_dragging_a_legal_card_to_the_trick_plays_it(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    card = controller.legal_for_human()[0].card
    before = len(controller.state.history)
    drag(widget, card)
    assert controller.state.history[before] is play(card)


def test_dragging_an_illegal_card_snaps_back_with_the_reason(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    legal = {m.card for m in controller.legal_for_human()}
    illegal = [c for c in controller.view().hand(0) if c not in legal]
    if not illegal:
        pytest.skip("every card is legal in this position")
    card = illegal[0]
    item = widget.scene.item_for(card)
    before = len(controller.state.history)
    drag(widget, card)
    assert len(controller.state.history) == before
    assert widget.message.text() == str(controller.state.explain(play(card)))
    qtbot.waitUntil(lambda: (item.pos() - item.home).manhattanLength() < 1, timeout=3000)


def test_click_to_select_then_click_the_trick_plays(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    card = controller.legal_for_human()[0].card
    click(widget, card)
    assert widget.selected == [card]
    before = len(controller.state.history)
    widget._pile_clicked("trick")
    assert controller.state.history[before] is play(card)


def test_double_click_plays_a_card_that_can_go_only_one_way(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    card = controller.legal_for_human()[0].card
    before = len(controller.state.history)
    double_click(widget, card)
    assert controller.state.history[before] is play(card)


def test_keyboard_arrows_and_enter_play_a_card(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    hand = [item.card for item in widget.scene.hand_items()]
    target = controller.legal_for_human()[0].card
    widget.setFocus()
    for _ in range(hand.index(target) + 1):
        qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert widget.scene.hand_items()[widget.focus_index].card is target
    before = len(controller.state.history)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert controller.state.history[before] is play(target)


def test_a_whole_hand_of_hearts_through_the_ui_to_the_summary(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    results = []
    controller.hand_over.connect(results.append)
    turn = 0
    while not results:
        wait_for_human(qtbot, controller, timeout=20000)
        if results:
            break
        if widget._multi_kind() is not None:
            pass_by_clicks(qtbot, widget, controller)
        else:
            card = controller.legal_for_human()[-1].card
            (double_click if turn % 2 else drag)(widget, card)
        turn += 1
    assert controller.state.is_over and len(results) == 1
    assert sum(results[0].points) in (26, 78)  # 26 taken, or a moon: 3 x 26
    assert len(controller.match.hands) == 1


def test_undo_during_a_computer_turn_cancels_its_thinking(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="undo")
    controller.start()
    _to_first_play(qtbot, widget, controller)
    for _ in range(13):
        before = list(controller.state.history)
        controller.think_pause = 30.0  # the next computer turn is slow: time to undo
        mine = controller.legal_for_human()[0]
        controller.play(mine)
        if controller.is_thinking:
            break
        controller.think_pause = 0.0
        wait_for_human(qtbot, controller)
    assert controller.is_thinking
    assert controller.undo()
    assert not controller.is_thinking and controller.is_humans_turn()
    assert controller.state.history == before  # back to before our last card
    qtbot.wait(300)
    assert controller.state.history == before  # the cancelled answer was dropped
    controller.shutdown()
    release_buttons(widget)


def test_resizing_keeps_every_card_visible(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    wait_for_human(qtbot, controller)
    for width, height in ((700, 520), (1600, 1000), (1000, 600)):
        widget.resize(width, height)
        qtbot.wait(20)
        widget.view.fit()
        port = QRectF(widget.view.viewport().rect()).adjusted(-1, -1, 1, 1)
        for item in widget.scene.items_by_key.values():
            box = widget.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert port.contains(QRectF(box)), f"{item.card} at {box} outside {port} ({width}x{height})"


def test_a_completed_trick_stays_in_view_then_gathers_to_its_winner(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="gather")
    widget.scene.speed = "fast"
    controller.start()
    _to_first_play(qtbot, widget, controller)
    on_trick = lambda: sum(1 for i in widget.scene.items_by_key.values() if i.pile == "trick")  # noqa: E731
    seen_full = []
    controller.changed.connect(lambda: seen_full.append(on_trick()))
    qtbot.waitUntil(lambda: len(controller.view().get("tricks")) == 1 or controller.is_humans_turn(), timeout=10000)
    while len(controller.view().get("tricks")) == 0:
        wait_for_human(qtbot, controller)
        controller.play(controller.legal_for_human()[0])
        qtbot.waitUntil(lambda: len(controller.view().get("tricks")) == 1 or controller.is_humans_turn(), timeout=10000)
    assert 4 in seen_full  # the fourth card was shown on the trick
    qtbot.waitUntil(lambda: on_trick() < 4, timeout=3000)  # and then gathered
    release_buttons(widget)
    controller.shutdown()


def test_enter_confirms_the_chosen_cards_once_enough_are_chosen(qtbot, hearts_table) -> None:
    widget, controller = hearts_table
    wait_for_human(qtbot, controller)
    widget.setFocus()
    for _ in range(3):
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        qtbot.keyClick(widget, Qt.Key.Key_Space)
    chosen = list(widget.selected)
    assert len(chosen) == 3
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert widget.selected == []
    assert not set(chosen) & set(controller.view().hand(0))  # passed, gone from the hand


def test_a_card_an_opponent_plays_turns_over_on_its_way(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="turn")
    widget.scene.speed = "slow"
    controller.start()
    _to_first_play(qtbot, widget, controller)
    controller.play(controller.legal_for_human()[0])
    turned = []

    def watch() -> None:
        turned.extend(i for i in widget.scene.items_by_key.values() if i._turn < 1.0 and i.card is not None)

    controller.changed.connect(watch)
    qtbot.waitUntil(lambda: bool(turned), timeout=10000)
    item = turned[0]
    qtbot.waitUntil(lambda: item._turn == 1.0, timeout=5000)
    release_buttons(widget)
    controller.shutdown()
