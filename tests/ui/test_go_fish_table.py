"""Go Fish's table, through real mouse and key events where the player acts:
a card dropped on a player's plate asks that player for its rank, a click on
a card then on a plate does the same, a digit picks the player, an ask that
cannot be made snaps back with the rule's reason, asking for a specific card
offers the suits, the last asks are told on the felt and the books lie
fanned beside their plates."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt

from cardtable.core.cards import Card, card_order
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.games.go_fish.state import GoFishState
from cardtable.ui.go_fish_table import GoFishPieces
from cardtable.ui.table_widget import TableWidget

from .table_support import click, press_key, release_buttons, rigged_tables, send_mouse, viewport_point

C = Card.parse


def rigged(players: int, options: dict, hands: list[str]) -> GoFishState:
    """A hand where seat 0 (the human) asks first, each seat holding the
    cards named in ``hands`` (the rest of the pack is the stock)."""
    game = get_game("go_fish")
    state = game.new_hand(players, options, "rigged", HandContext(0, players - 1, (0,) * players))
    assert isinstance(state, GoFishState) and state.to_move == 0
    held = [[C(text) for text in hand.split()] for hand in hands]
    named = {card for hand in held for card in hand}
    every = [card for hand in state.hands for card in hand] + state.stock
    state.hands = [sorted(hand, key=card_order) for hand in held]
    state.stock = [card for card in every if card not in named] if state.has_stock else []
    state.books = [[] for _ in range(players)]
    state.events = ()
    state._legal = None
    state._knowledge = None
    return state


@pytest.fixture
def go_fish(qtbot, tmp_path, monkeypatch):
    """A Go Fish table whose hand the test rigs (``sit``)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    yield from rigged_tables(qtbot, "go_fish")


def _pieces(widget: TableWidget) -> GoFishPieces:
    pieces = widget.scene.pieces
    assert isinstance(pieces, GoFishPieces)
    return pieces


def _plate(widget: TableWidget, seat: int) -> QPointF:
    return widget.scene.plates[seat].sceneBoundingRect().center()


def _drag_to(widget: TableWidget, card: Card, target: QPointF, release: bool = True) -> None:
    """Press on ``card``, move it in steps to the scene point ``target``, release."""
    start = viewport_point(widget, card)
    end = widget.view.mapFromScene(target)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        send_mouse(widget, QEvent.Type.MouseMove, point, button=Qt.MouseButton.NoButton)
    if release:
        send_mouse(widget, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _click_at(widget: TableWidget, point: QPointF) -> None:
    spot = widget.view.mapFromScene(point)
    send_mouse(widget, QEvent.Type.MouseButtonPress, spot)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, spot, buttons=Qt.MouseButton.NoButton)


HANDS = ["JS 4H 9C", "JH JD 2C 5S", "3C 7D", "KS KH 8C"]


def test_a_card_dropped_on_a_plate_asks_that_player_for_its_rank(go_fish) -> None:
    """ "On your turn, ask another player for a rank you hold (jacks, say)":
    the jack dropped on seat 1's plate asks seat 1 for jacks, who hands them
    over, and the asker asks again."""
    widget = go_fish(rigged(4, {}, HANDS))
    _drag_to(widget, C("JS"), _plate(widget, 1))
    state = widget.controller.state
    assert state.history[0] == Move("ask", (), "1-J")
    assert str(state.history[0]) == "ask 1-J" and Move.parse("ask 1-J") is state.history[0]
    assert {C("JH"), C("JD")} <= set(state.hands[0]) and state.to_move == 0


def test_a_click_on_a_card_then_on_a_plate_asks(go_fish) -> None:
    """ "If the player who was asked has cards of the named rank, she must give
    all her cards of this rank to the player who asked for them." """
    widget = go_fish(rigged(4, {}, HANDS))
    click(widget, C("9C"))
    assert widget.selected == [C("9C")]
    _click_at(widget, _plate(widget, 3))
    assert widget.controller.state.history[0] == Move("ask", (), "3-9")


def test_a_digit_picks_the_player_to_ask(go_fish) -> None:
    """With a card focused, digit 2 asks the second player to the left
    (seat 2 of four): "ask another player for a rank you hold"."""
    widget = go_fish(rigged(4, {}, HANDS))
    hand = [item.card for item in widget.scene.hand_items()]
    press_key(widget, Qt.Key.Key_Home)
    for _ in range(hand.index(C("4H"))):
        press_key(widget, Qt.Key.Key_Right)
    press_key(widget, Qt.Key.Key_2)
    assert widget.controller.state.history[0] == Move("ask", (), "2-4")


def test_asking_an_empty_handed_player_snaps_back_with_the_reason(go_fish) -> None:
    """Decision (the rule text: "ask another player"): a player who holds no
    cards cannot be asked; the card goes back and the rule says why."""
    widget = go_fish(rigged(3, {"play_out": True}, ["JS 4H", "", "JD 2C 5S"]))
    home = widget.scene.item_for(C("JS")).home
    _drag_to(widget, C("JS"), widget.scene.regions["hand:1"].center())
    assert widget.controller.state.history == []
    reason = widget.controller.explain(Move("ask", (), "1-J"))
    assert reason is not None and reason.text(widget.names) in widget.message.text()
    assert widget.scene.item_for(C("JS")).home == home
    _drag_to(widget, C("JS"), _plate(widget, 0))  # nor oneself
    assert widget.controller.state.history == []


def test_dragging_a_card_marks_the_players_it_may_ask(go_fish) -> None:
    widget = go_fish(rigged(3, {"play_out": True}, ["JS 4H", "", "JD 2C 5S"]))
    start = widget.view.mapFromScene(widget.scene.item_for(C("JS")).pos())
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 4):
        send_mouse(widget, QEvent.Type.MouseMove, start - QPoint(0, 30 * step), button=Qt.MouseButton.NoButton)
    marks = _pieces(widget).marks
    assert [seat for seat, mark in marks.items() if mark.isVisible()] == [2]
    release_buttons(widget)


def test_asking_for_a_card_offers_the_suits_not_held(go_fish, monkeypatch) -> None:
    """ "Some people play that rather than asking for a rank, you must ask for
    a specific card. You must already hold at least one card of that rank." """
    options = {"ask_for": "card"}
    widget = go_fish(rigged(4, options, HANDS), options)
    offered: list[str] = []

    def choose(moves: list[Move]) -> Move:
        offered.extend(_pieces(widget).choice_label(move) or "" for move in moves)
        return moves[0]

    monkeypatch.setattr(widget, "_ask_choice", choose)
    _drag_to(widget, C("JS"), _plate(widget, 1))
    assert sorted(offered) == sorted(["Ask C1 for the J\u2665", "Ask C1 for the J\u2666", "Ask C1 for the J\u2663"])
    first = widget.controller.state.history[0]
    assert first.kind == "ask" and first.arg == 1 and first.cards[0] in (C("JH"), C("JD"), C("JC"))


def test_the_last_asks_are_told_on_the_felt(go_fish) -> None:
    """ "If the player who was asked has cards of the named rank, she must give
    all her cards of this rank to the player who asked for them. That player
    then gets another turn." The felt tells it, the newest last."""
    widget = go_fish(rigged(4, {}, HANDS))
    _drag_to(widget, C("JS"), _plate(widget, 1))
    lines = _pieces(widget).words.lines
    assert lines[-1] == "You asked C1 for jacks and got 2 cards."
    assert widget.scene.regions["words"].contains(_pieces(widget).words.sceneBoundingRect())


def test_a_book_lies_fanned_beside_its_plate(go_fish) -> None:
    """ "As soon as a player collects a book of 4 cards of the same rank, this
    must be shown": the four kings lie face up in seat 0's books, fanned."""
    widget = go_fish(rigged(4, {}, ["KS KH KD 4H", "JH JD 2C 5S", "3C 7D", "KC 8C 9S"]))
    _drag_to(widget, C("KS"), _plate(widget, 3))
    state = widget.controller.state
    assert state.books[0] == [13]
    items = widget.scene.pile_items("books:0")
    assert len(items) == 4 and all(item.card is not None for item in items)
    xs = [item.home.x() for item in items]
    assert xs == sorted(xs) and len(set(xs)) == 4
    shelf = widget.scene.regions["books:0"]
    assert all(shelf.contains(item.sceneBoundingRect().center()) for item in items)


def test_go_fish_is_said_on_the_asked_plate_and_never_moves_to_another(go_fish) -> None:
    """ "If the person asked does not have any cards of the named rank, they
    say 'Go fish!'": the asked player's plate says it; when the next ask is
    the player's own "Go fish!" (told by the log, not over the hand), the
    earlier one is gone rather than moved onto the player's plate."""
    widget = go_fish(rigged(4, {}, HANDS))
    _drag_to(widget, C("4H"), _plate(widget, 2))  # seat 2 holds no four
    pieces = _pieces(widget)
    badge = pieces.fish_badge
    assert badge.isVisible()
    assert widget.scene.plates[2].sceneBoundingRect().contains(badge.sceneBoundingRect().center())
    state = widget.controller.state
    assert state.to_move == 2
    state.apply(Move.parse("ask 0-7"))  # seat 2 asks the player for sevens: none
    widget._changed()
    assert not badge.isVisible()
