"""Camicia's table, through real keys and clicks: Space turns the player's
card, a click on the player's packet turns one, the speed control plays the
player's cards by itself and pauses, the attack being answered is said and
its card marked, the pile won is shown before it goes to the winner, and the
end (a winner, or an endless deal stopped) is said with the game's length."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt

from cardtable.core.moves import Move
from cardtable.games.camicia.state import CamiciaState
from cardtable.games.camicia.turning import DEMAND
from cardtable.ui import camicia_table
from cardtable.ui.camicia_table import AttackMark, CamiciaPieces
from cardtable.ui.scene import CARD_W
from cardtable.ui.table_widget import TableWidget

from .table_support import make_table, release_buttons, send_mouse, wait_for_human

TURN = Move("turn")


@pytest.fixture
def camicia(qtbot, tmp_path, monkeypatch):
    """A Camicia table, paused (the test turns the cards) unless it says otherwise."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setitem(camicia_table.chosen, "speed", "pause")
    widget, controller = make_table(qtbot, "camicia", seed="camicia table")
    controller.start()
    wait_for_human(qtbot, controller)
    controller.paused = True  # the computer waits too: each test counts the cards turned
    yield widget, controller
    release_buttons(widget)
    controller.shutdown()


def pieces(widget: TableWidget) -> CamiciaPieces:
    assert isinstance(widget.scene.pieces, CamiciaPieces)
    return widget.scene.pieces


def turned(controller) -> int:
    return controller.state.table.turned


def click_at(widget: TableWidget, scene_point) -> None:
    point = widget.view.mapFromScene(scene_point)
    send_mouse(widget, QEvent.Type.MouseButtonPress, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def test_space_turns_the_players_card(qtbot, camicia):
    """Space turns the top card of your packet onto the pile."""
    widget, controller = camicia
    before = turned(controller)
    mine = widget.scene.view.pile("packet:0").count
    qtbot.keyClick(widget.view, Qt.Key.Key_Space)
    assert turned(controller) == before + 1
    assert controller.state.history[-1] == TURN and controller.state.movers[-1] == 0
    assert controller.view().pile("packet:0").count == mine - 1


def test_a_click_on_the_packet_turns_a_card(qtbot, camicia):
    """A click on your own packet turns its top card; on the other's, nothing."""
    widget, controller = camicia
    before = turned(controller)
    theirs = widget.scene.pile_items("packet:1")[0]
    click_at(widget, theirs.pos())
    assert turned(controller) == before
    mine = widget.scene.pile_items("packet:0")[0]
    click_at(widget, mine.pos())
    assert turned(controller) == before + 1
    assert controller.state.movers[-1] == 0


def test_the_speed_control_plays_by_itself_and_pauses(qtbot, camicia):
    """Normal (a click on it) turns your cards by itself, the computer's
    follow; P pauses: then your turn waits for you."""
    widget, controller = camicia
    controller.paused = False
    table = pieces(widget)
    chip = next(chip for chip in table.words.chips if chip.speed == "normal")
    click_at(widget, chip.mapToScene(chip.boundingRect().center()))
    assert table.speed == "normal" and chip.chosen
    start = turned(controller)
    qtbot.waitUntil(
        lambda: controller.state.is_over or controller.state.movers[start:].count(0) >= 3, timeout=15000
    )  # three of your cards turned with no key pressed
    qtbot.keyClick(widget.view, Qt.Key.Key_P)
    assert table.speed == "pause"
    wait_for_human(qtbot, controller)
    if not controller.state.is_over:
        assert not table.timer.isActive()  # paused: your turn waits for a key
        qtbot.keyClick(widget.view, Qt.Key.Key_S)
        assert table.speed == "slow" and table.timer.isActive()  # S goes on, at the next speed


def attack_by_the_computer(controller, least_owed: int = 1) -> None:
    """Turn cards on the real hand until the computer attacks and the
    player owes ``least_owed`` cards or more."""
    state = controller.state
    while not state.is_over:
        attack = state.view(0).get("attack")
        if attack is not None and attack[0] == 1 and attack[1] >= least_owed:
            return
        state.apply(TURN)
    pytest.fail("no attack by the computer in this deal")


def test_the_attack_being_answered_is_shown(qtbot, camicia):
    """ "aces, two and threes are attack cards": the card in force is
    marked, and the line under the pile says how many cards are still owed."""
    widget, controller = camicia
    controller.cancel_thinking()
    attack_by_the_computer(controller, 2)
    widget._changed()
    view = widget.scene.view
    attacker, owed = view.get("attack")
    card = next(c for c in reversed(view.pile("pile").cards) if c.rank in (1, 2, 3))
    assert any(isinstance(child, AttackMark) for child in widget.scene.item_for(card).childItems())
    words = pieces(widget).words.text
    assert f"you answer {owed} more cards" in words and "C1" in words
    assert ("two" in words) == (int(card.rank) == 2) and ("three" in words) == (int(card.rank) == 3)


def test_the_pile_won_is_shown_before_it_goes(qtbot, camicia):
    """ "the player who attacked takes all the cards of the pile": the last
    card is seen on the pile, and the winner named, before the pile goes."""
    widget, controller = camicia
    widget.scene.speed = "normal"  # the moment is shown only when cards move
    controller.cancel_thinking()
    attack_by_the_computer(controller)
    widget._changed()
    state = controller.state
    packet = state.table.packets[0]
    while True:
        # The player's next card a normal one (the deal rigged): it answers, never counter-attacks.
        normal = next(index for index, card in enumerate(packet) if not DEMAND[card])
        packet[0], packet[normal] = packet[normal], packet[0]
        if state.view(0).get("attack")[1] == 1:
            break
        controller.play(TURN)
    pile = state.view(0).pile("pile").count
    controller.play(TURN)
    assert widget.waiting()  # the moment before the next view
    shown = widget.scene.view.pile("pile")
    assert shown.count == pile + 1 and all(card is not None for card in shown.cards)
    assert f"C1 wins the attack and takes the pile ({pile + 1} cards)." in pieces(widget).words.text
    widget.go_on()
    assert widget.scene.view.pile("pile").count == 0
    assert widget.scene.view.pile("packet:1").count == len(state.table.packets[1])


def test_the_end_says_the_winner_and_the_length(qtbot, camicia):
    """ "When a player runs out of cards, that player loses the game": the
    winner and the cards turned are said on the table."""
    widget, controller = camicia
    controller.cancel_thinking()
    state = controller.state
    while not state.is_over:
        state.apply(TURN)
    widget._changed()
    words = pieces(widget).words.text
    assert "ran out of cards" in words
    assert f"The game lasted {state.table.turned} cards." in words
    result = controller.game.hand_result(state)
    assert pieces(widget).summary_lines(result) == [f"The game lasted {state.table.turned} cards."]


def test_an_endless_deal_stopped_is_said(qtbot, camicia):
    """A deal stopped as endless says so on the table, with its length."""
    widget, controller = camicia
    controller.cancel_thinking()
    state = controller.state
    assert isinstance(state, CamiciaState)
    state.table.limit = state.table.turned + 3  # the backstop, reached at once
    while not state.is_over:
        state.apply(TURN)
    assert state.winner is None
    widget._changed()
    words = pieces(widget).words.text
    assert "stopped as endless" in words and f"The game lasted {state.table.turned} cards." in words
    assert pieces(widget).badges[0].isVisible()  # the packets stay, with their counts


def test_the_shortcuts_page_names_camicias_keys() -> None:
    """The keys the line under the pile names are on the shortcuts page."""
    from cardtable.ui.table_widget import table_key_rows

    what = [text for _keys, text in table_key_rows()]
    assert "Camicia: turn your top card" in what and "Camicia: pause, or play on by itself" in what


def test_the_packets_show_their_counts(camicia):
    """Each packet is a squared pile with its count on its top card."""
    widget, controller = camicia
    view = widget.scene.view
    for seat in (0, 1):
        badge = pieces(widget).badges[seat]
        assert badge.isVisible() and badge.text == str(view.pile(f"packet:{seat}").count)
        items = widget.scene.pile_items(f"packet:{seat}")
        spread = max(i.pos().x() for i in items) - min(i.pos().x() for i in items)
        assert spread < 0.1 * CARD_W  # squared, not fanned


def test_a_turned_card_flies_from_the_packet_and_turns_over(qtbot, camicia):
    """The card turned is the packet's own top card: it leaves the packet
    face down and turns face up on its way to the pile (with animations
    off it is simply there, face up)."""
    widget, controller = camicia
    widget.scene.speed = "normal"
    packet = {id(item) for item in widget.scene.pile_items("packet:0")}
    qtbot.keyClick(widget.view, Qt.Key.Key_Space)
    card = controller.state.table.pile[-1] if controller.state.table.pile else None
    if card is None:
        pytest.fail("the card turned is not on the pile")
    item = widget.scene.item_for(card)
    assert id(item) in packet  # the same sprite, from the packet
    assert item.card is card and item.old_face is None and item.turn < 1.0  # turning over, on its way
    assert widget.scene.animating
    widget.scene.finish_animations()
    state = controller.state
    while state.to_move == 1:
        state.apply(TURN)  # the computer's turns, on the hand itself
    widget.scene.speed = "instant"
    widget._changed()
    packet = controller.state.table.packets[0]
    attack = next(index for index, card in enumerate(packet) if DEMAND[card])
    packet[0], packet[attack] = packet[attack], packet[0]  # an attack card: it stays on the pile
    qtbot.keyClick(widget.view, Qt.Key.Key_Space)
    item = widget.scene.item_for(controller.state.table.pile[-1])
    assert item.card is controller.state.table.pile[-1]
    assert item.turn == 1.0 and item.pos() == item.home  # no animation: at once
