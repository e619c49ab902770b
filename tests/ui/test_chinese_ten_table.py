"""Chinese Ten's table, through real mouse and key events where the player
acts: a hand card dragged onto the table card it makes ten with pairs them,
dropped on the felt it is laid (and snaps back with the rule's reason when
a pair can be made), the partners are marked while it is held, a click on
the card then on the table card pairs them, T and Return do it by keys, a
double-click pairs a card that has one partner, and a click on a table card
takes it with the turned card when that card makes ten with several. The
table cards keep their places as others are taken; the turn's pairs are
seen on the table for a moment before they go to the taker's stack."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt

from cardtable.core.cards import Card
from cardtable.core.moves import Move
from cardtable.games.chinese_ten.moves import lay, pair, take
from cardtable.games.chinese_ten.state import ChineseTenState
from cardtable.ui.chinese_ten_table import ChineseTenPieces
from cardtable.ui.table_widget import TableWidget

from ..games.chinese_ten.helpers import do, position
from .table_support import click, double_click, press_key, rigged_tables, send_mouse, viewport_point

C = Card.parse


@pytest.fixture
def chinese_ten(qtbot, tmp_path, monkeypatch):
    """A Chinese Ten table whose deal the test rigs (``sit``)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    yield from rigged_tables(qtbot, "chinese_ten")


def _pieces(widget: TableWidget) -> ChineseTenPieces:
    pieces = widget.scene.pieces
    assert isinstance(pieces, ChineseTenPieces)
    return pieces


def _state(widget: TableWidget) -> ChineseTenState:
    state = widget.controller.state
    assert isinstance(state, ChineseTenState)
    return state


def _centre(widget: TableWidget, card: Card) -> QPointF:
    item = widget.scene.item_for(card)
    assert item is not None and item.pile == "table", f"{card} is not on the table"
    return item.home


def _drag_to(widget: TableWidget, card: Card, target: QPointF, release: bool = True) -> None:
    """Press on ``card``, move it in steps to the scene point ``target``, release."""
    start = viewport_point(widget, card)
    end = widget.view.mapFromScene(target)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        send_mouse(widget, QEvent.Type.MouseMove, start + (end - start) * step / 5, button=Qt.MouseButton.NoButton)
    if release:
        send_mouse(widget, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _click_at(widget: TableWidget, point: QPointF) -> None:
    spot = widget.view.mapFromScene(point)
    send_mouse(widget, QEvent.Type.MouseButtonPress, spot)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, spot, buttons=Qt.MouseButton.NoButton)


def _felt(widget: TableWidget) -> QPointF:
    """A point of the table's room clear of every table card."""
    room = widget.scene.regions["table"]
    pieces = _pieces(widget)
    for fy in (0.9, 0.1, 0.5):
        for fx in (0.95, 0.05, 0.5):
            point = QPointF(room.left() + fx * room.width(), room.top() + fy * room.height())
            if pieces.place_at(point) is None:
                return point
    raise AssertionError("no bare felt in the table's room")


# A pair can be made (the 3♣ with the 7♦, the 5♠ with the 5♥); the stock turns
# the 9♣ (no partner on the table), then the 2♦.
PAIRING = (["3C 5S KD", "8C 9D QS"], "7D 5H JC 6S", "9C 2D 4D 2H")


def test_a_card_dragged_onto_the_table_card_it_makes_ten_with_pairs_them(chinese_ten) -> None:
    """ "Players are to make pairs of cards that add up to ten": the hand's 3
    dropped on the table's 7 takes both."""
    widget = chinese_ten(position(*PAIRING))
    _drag_to(widget, C("3C"), _centre(widget, C("7D")))
    assert _state(widget).history[0] == pair(C("3C"), C("7D"))


def test_a_drop_on_a_card_it_does_not_make_ten_with_snaps_back_with_the_reason(chinese_ten) -> None:
    """A 3 and a 6 make nine: nothing is taken, the card goes home, the table says why."""
    widget = chinese_ten(position(*PAIRING))
    home = widget.scene.item_for(C("3C")).home
    _drag_to(widget, C("3C"), _centre(widget, C("6S")))
    assert _state(widget).history == []
    assert widget.scene.item_for(C("3C")).home == home
    assert "does not make ten" in widget.message.text()


def test_a_drop_on_the_felt_when_a_pair_can_be_made_snaps_back_with_the_rule(chinese_ten) -> None:
    """ "If a player cannot make a matching pair on his move: the player is to
    play one of his cards onto the table": one who can may not lay."""
    widget = chinese_ten(position(*PAIRING))
    _drag_to(widget, C("KD"), _felt(widget))
    assert _state(widget).history == []
    assert widget.message.text() == "You can make a pair, so you may not lay a card."


def test_a_drop_on_the_felt_lays_the_card_when_no_pair_can_be_made(chinese_ten) -> None:
    """ "... play one of his cards onto the table": with no pair, the card
    dropped on the table's felt is laid there."""
    widget = chinese_ten(position(["3C 8S KD", "8C 9D QS"], "9H 5H JC 6S", "4C 2D 4D 2H"))
    _drag_to(widget, C("KD"), _felt(widget))
    state = _state(widget)
    assert state.history[0] == lay(C("KD"))
    assert C("KD") in state.table or C("KD") in state.taken[0]


def test_a_card_held_marks_the_table_cards_it_makes_ten_with(chinese_ten) -> None:
    """While the 5♠ is dragged, the 5♥ (its only partner) is outlined, no other card."""
    widget = chinese_ten(position(*PAIRING))
    pieces = _pieces(widget)
    _drag_to(widget, C("5S"), _felt(widget), release=False)
    shown = [mark for mark in pieces.marks if mark.isVisible()]
    assert len(shown) == 1
    assert shown[0].sceneBoundingRect().contains(_centre(widget, C("5H")))
    assert not shown[0].sceneBoundingRect().contains(_centre(widget, C("7D")))
    send_mouse(
        widget, QEvent.Type.MouseButtonRelease, widget.view.mapFromScene(_felt(widget)), buttons=Qt.MouseButton.NoButton
    )
    assert not any(mark.isVisible() for mark in pieces.marks)


def test_a_click_on_a_card_then_on_its_partner_pairs_them(chinese_ten) -> None:
    """The hand's 5 chosen by a click, then the table's 5 clicked: "five and five" make ten."""
    widget = chinese_ten(position(*PAIRING))
    click(widget, C("5S"))
    assert widget.selected == [C("5S")]
    _click_at(widget, _centre(widget, C("5H")))
    assert _state(widget).history[0] == pair(C("5S"), C("5H"))


def test_t_goes_to_the_partner_and_return_pairs_them(chinese_ten) -> None:
    """By keys: the card focused with the arrows, T marks the table card it
    makes ten with (and says so), Return pairs them."""
    widget = chinese_ten(position(*PAIRING))
    items = widget.scene.hand_items()
    index = [item.card for item in items].index(C("3C"))
    press_key(widget, Qt.Key.Key_Home)
    for _ in range(index):
        press_key(widget, Qt.Key.Key_Right)
    press_key(widget, Qt.Key.Key_T)
    assert _pieces(widget)._aim == C("7D")
    assert "7" in widget.message.text() and "Return" in widget.message.text()
    press_key(widget, Qt.Key.Key_Return)
    assert _state(widget).history[0] == pair(C("3C"), C("7D"))


def test_a_double_click_pairs_a_card_with_its_one_partner(chinese_ten) -> None:
    """The king has one partner, "the same card": a double-click takes it."""
    state = position(["KC 3C", "8C 9D"], "KH 5H JC 6S", "4C 2D 4D 2H")
    widget = chinese_ten(state)
    double_click(widget, C("KC"))
    assert _state(widget).history[0] == pair(C("KC"), C("KH"))


def test_the_turned_card_takes_the_table_card_clicked_when_it_fits_several(chinese_ten) -> None:
    """NOTES: "when the turned card pairs with several table cards, the player
    chooses": both threes are marked; a click on the 3♦ takes it."""
    state = do(position(["4S 8S", "8C 9D"], "3C 3D 9H JC", "7H 2D 4D 2H"), "lay 4S")
    assert state.turned == C("7H") and state.to_move == 0
    widget = chinese_ten(state)
    pieces = _pieces(widget)
    shown = [mark for mark in pieces.marks if mark.isVisible()]
    assert len(shown) == 2
    _click_at(widget, _centre(widget, C("3D")))
    assert _state(widget).history[-1] == take(C("3D"))
    assert C("3C") in _state(widget).table


def test_t_and_return_choose_what_the_turned_card_takes(chinese_ten) -> None:
    """The same choice by keys: T twice goes to the second three, Return takes it."""
    state = do(position(["4S 8S", "8C 9D"], "3C 3D 9H JC", "7H 2D 4D 2H"), "lay 4S")
    widget = chinese_ten(state)
    press_key(widget, Qt.Key.Key_T)
    first = _pieces(widget)._aim
    press_key(widget, Qt.Key.Key_T)
    second = _pieces(widget)._aim
    assert {first, second} == {C("3C"), C("3D")}
    press_key(widget, Qt.Key.Key_Return)
    assert _state(widget).history[-1] == take(second)


def test_the_table_cards_keep_their_places_as_others_are_taken(chinese_ten) -> None:
    """A pair taken leaves a gap: the cards left do not move."""
    widget = chinese_ten(position(*PAIRING))
    before = {card: _centre(widget, card) for card in (C("5H"), C("JC"), C("6S"))}
    _drag_to(widget, C("3C"), _centre(widget, C("7D")))
    assert _state(widget).history[0] == pair(C("3C"), C("7D"))
    for card, spot in before.items():  # the same place (the whole table may settle by a pixel)
        moved = _centre(widget, card) - spot
        assert abs(moved.x()) < 2 and abs(moved.y()) < 2, (card, moved)


def test_the_pair_lies_on_the_table_for_a_moment_before_it_is_stacked(chinese_ten) -> None:
    """ "He takes the two cards and stacks them face down": first the 3♣ is
    seen on the 7♦ (and the turned 9♣ on the table), then both go to the stack."""
    widget = chinese_ten(position(*PAIRING))
    widget.scene.speed = "normal"
    _drag_to(widget, C("3C"), _centre(widget, C("7D")))
    assert widget.waiting()
    lying = widget.scene.item_for(C("3C"))
    assert lying is not None and lying.pile == "table"
    assert lying.home.x() > _centre(widget, C("7D")).x()  # on its partner, its corner index in view
    widget.go_on()
    assert not widget.waiting()
    assert widget.scene.item_for(C("7D")) is None or widget.scene.item_for(C("7D")).pile != "table"
    assert Move.parse("pair 3C 7D") == _state(widget).history[0]
