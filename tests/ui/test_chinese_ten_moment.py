"""What a turn of Chinese Ten did, read from the views before and after it,
and the moment shown between them (the pairs still on the table); and the
chooser's picture of the game (the table cards, the stock, a hand)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from cardtable.core.cards import Card
from cardtable.core.moves import Move
from cardtable.games.chinese_ten import GAME
from cardtable.games.chinese_ten.state import ChineseTenState
from cardtable.ui.chinese_ten_moment import Turn, moment, read_turn, worth_a_moment
from cardtable.ui.chinese_ten_preview import paint_table

from ..games.chinese_ten.helpers import position

C = Card.parse


def _turn(state: ChineseTenState, text: str, seat: int = 1) -> tuple[Turn | None, object, object]:
    """The turn ``text`` by the player to move, as seat ``seat`` reads it."""
    mover = state.to_move
    before = state.view(seat)
    move = Move.parse(text)
    state.apply(move)
    after = state.view(seat)
    return read_turn(before, after, move, mover), before, after


def test_a_pair_whose_turned_card_stays_on_the_table() -> None:
    """ "If the flipped card makes an 'adds up to ten' pair on the table, then he
    takes the new pair as well": the 9♣ makes none, so it stays."""
    state = position(["3C 5S", "8C 9D"], "7D 5H JC 6S", "9C 2D 4D 2H")
    turn, _, _ = _turn(state, "pair 3C 7D")
    assert turn == Turn(0, Move.parse("pair 3C 7D"), C("9C"), None, False)
    assert worth_a_moment(turn)


def test_a_laid_card_taken_by_the_turned_card() -> None:
    """The 4♠ laid, the turned 6♥ makes ten with it: it takes the card just laid."""
    state = position(["4S 8S", "8C 9D"], "3C 9H JC KD", "6H 2D 4D 2H")
    turn, before, after = _turn(state, "lay 4S")
    assert turn == Turn(0, Move.parse("lay 4S"), C("6H"), C("4S"), False)
    shown, joined = moment(before, after, turn)
    assert [card.text for card in shown.pile("table").cards] == ["3C", "9H", "JC", "KD", "4S", "6H"]
    assert joined == {C("6H"): C("4S")}
    assert shown.pile("taken:0").count == 0 and after.pile("taken:0").count == 2


def test_a_pair_and_a_turned_card_taking_a_table_card_lie_on_their_partners() -> None:
    state = position(["3C 5S", "8C 9D"], "7D 5H JC 6S", "4C 2D 4D 2H")
    turn, before, after = _turn(state, "pair 3C 7D")
    assert turn is not None and (turn.turned, turn.partner) == (C("4C"), C("6S"))
    shown, joined = moment(before, after, turn)
    assert [card.text for card in shown.pile("table").cards] == ["7D", "3C", "5H", "JC", "6S", "4C"]
    assert joined == {C("3C"): C("7D"), C("4C"): C("6S")}
    assert shown.pile("taken:0").count == 0 and after.pile("taken:0").count == 4
    assert shown.pile("hand:0").count == after.pile("hand:0").count == 1


def test_a_lay_whose_turned_card_stays_is_no_moment() -> None:
    state = position(["4S 8S", "8C 9D"], "3C 9H JC KD", "5H 2D 4D 2H")
    turn, _, _ = _turn(state, "lay 4S")
    assert turn == Turn(0, Move.parse("lay 4S"), C("5H"), None, False)
    assert not worth_a_moment(turn)


def test_a_turned_card_that_waits_for_the_choice() -> None:
    state = position(["4S 8S", "8C 9D"], "3C 3D 9H JC", "7H 2D 4D 2H")
    turn, _, _ = _turn(state, "lay 4S")
    assert turn == Turn(0, Move.parse("lay 4S"), C("7H"), None, True)


def test_views_that_are_not_one_turn_apart_are_read_as_none() -> None:
    state = position(["3C 5S", "8C 9D"], "7D 5H JC 6S", "9C 2D 4D 2H")
    before = state.view(1)
    state.apply(Move.parse("pair 3C 7D"))
    state.apply(state.legal_moves()[0])
    assert read_turn(before, state.view(1), Move.parse("pair 3C 7D"), 0) is None
    assert read_turn(before, state.view(1), None, None) is None


def test_the_chooser_picture_holds_the_four_table_cards_and_the_stock(qapp) -> None:
    state = GAME.new_hand(2, None, "preview:chinese_ten")
    view = state.view(0)
    asked: list[Card | None] = []

    def image(card: Card | None, width: int) -> QImage:
        asked.append(card)
        picture = QImage(width, round(width * 1.4), QImage.Format.Format_ARGB32)
        picture.fill(0xFFFFFFFF)
        return picture

    canvas = QImage(184, 116, QImage.Format.Format_ARGB32)
    painter = QPainter(canvas)
    paint_table(painter, view, QRectF(8, 24, 168, 40), image)
    painter.end()
    table = list(view.pile("table").cards)
    assert len(table) == 4
    assert asked[:4] == table
    assert asked[4:] and all(card is None for card in asked[4:])  # the stock, face down
