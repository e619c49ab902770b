"""Fan Tan's table, through real mouse and key events where the player acts:
the rows laid out by rank (the seven in the middle column, the columns lined
up from row to row), a trump standing in labelled with the card it replaces,
the cards owed to the trump row shown, pass and draw by click and by key, a
run played as several chosen cards, a card dropped on its row, and a card
that does not fit snapped back with the rule's reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton

from cardtable.core.cards import Card, card_order
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.games.fan_tan.regions import CARD, STEP, board_size
from cardtable.games.fan_tan.state import FanTanState
from cardtable.ui.fan_tan_board import Badge
from cardtable.ui.fan_tan_table import FanTanPieces
from cardtable.ui.scene import CARD_W
from cardtable.ui.table_widget import TableWidget

from .table_support import click, make_table, press_key, release_buttons, rigged_tables, send_mouse, viewport_point

C = Card.parse


def rigged(players: int, options: dict, mine: str, rows: str, stock: str = "") -> FanTanState:
    """A hand of Fan Tan where seat 0 (the human) is to play, holding
    ``mine``, with ``rows`` ("7H 6H 7S": each card on its own suit's row,
    in order) already played; the other cards shared among the others, or,
    with a stock, the stock's top cards ``stock`` (drawn first)."""
    game = get_game("fan_tan")
    state = game.new_hand(players, options, "rigged", HandContext(0, players - 1, (0,) * players))
    assert isinstance(state, FanTanState) and state.to_move == 0
    on_rows = [C(text) for text in rows.split()]
    held = [C(text) for text in mine.split()]
    drawn = [C(text) for text in stock.split()]
    named = set(on_rows) | set(held) | set(drawn)
    rest = [card for hand in state.hands for card in hand if card not in named]
    rest += [card for card in state.stock if card not in named]
    for card in on_rows:
        row = state.layout.places(card)[0]
        state.layout.place(card, row)
    state.hands[0] = sorted(held, key=lambda card: (int(card.suit), int(card.rank)))
    if state.config.stock:
        keep = len(state.stock) - len(drawn)
        state.stock = rest[:keep] + drawn[::-1]  # drawn from the end
        rest = rest[keep:]
    others = [[] for _ in range(players - 1)]
    for index, card in enumerate(rest):
        others[index % (players - 1)].append(card)
    for seat in range(1, players):
        state.hands[seat] = others[seat - 1]
    state._legal = None
    state._public = None
    return state


@pytest.fixture
def fan_tan(qtbot, tmp_path, monkeypatch):
    """A Fan Tan table whose hand the test rigs (``sit``)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    yield from rigged_tables(qtbot, "fan_tan")


def _pieces(widget: TableWidget) -> FanTanPieces:
    pieces = widget.scene.pieces
    assert isinstance(pieces, FanTanPieces)
    return pieces


def _button(widget: TableWidget, words: str) -> QPushButton:
    found = [b for b in widget.buttons if isinstance(b, QPushButton) and words in (b.property("plain_label") or "")]
    assert found, [b.property("plain_label") for b in widget.buttons]
    return found[0]


def _drag_to(widget: TableWidget, card: Card, target: QPointF) -> None:
    """Press on ``card``, move it in steps to the scene point ``target``, release."""
    start = viewport_point(widget, card)
    end = widget.view.mapFromScene(target)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        send_mouse(widget, QEvent.Type.MouseMove, point, button=Qt.MouseButton.NoButton)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


# -- the rows ----------------------------------------------------------------------
def test_each_card_lies_at_its_ranks_column_and_the_columns_line_up(fan_tan) -> None:
    """The rows are laid out by rank: the seven in the middle column, each
    card one column step from its neighbour, the same rank at the same x on
    every row, and the rows one under the other, clear of each other."""
    state = rigged(4, {}, "2C 3D", "7H 6H 5H 8H 7S 8S 9S 7D")
    widget = fan_tan(state)
    scene = widget.scene
    step = STEP * CARD * (scene.table_layout.regions["board"].w / board_size(1)[0]) * CARD_W
    x = {text: scene.item_for(C(text)).pos().x() for text in "7H 6H 5H 8H 7S 8S 9S 7D".split()}
    assert x["7H"] == pytest.approx(x["7S"]) == pytest.approx(x["7D"])
    assert x["8H"] == pytest.approx(x["8S"])
    assert x["6H"] == pytest.approx(x["7H"] - step)
    assert x["5H"] == pytest.approx(x["7H"] - 2 * step)
    assert x["9S"] == pytest.approx(x["7H"] + 2 * step)
    board = scene.regions["board"]
    assert board.left() < x["5H"] - step and x["9S"] + step < board.right()
    # The middle of the board's thirteen places is the sevens' column.
    assert x["7H"] == pytest.approx(board.center().x(), abs=2)
    spades, hearts, diamonds = (scene.item_for(C(t)) for t in ("7S", "7H", "7D"))
    assert spades.pos().y() < hearts.pos().y() < diamonds.pos().y()
    assert spades.sceneBoundingRect().bottom() - 8 < hearts.sceneBoundingRect().top() + 8
    # A higher rank lies over the lower one, so every corner index shows.
    assert scene.item_for(C("6H")).zValue() > scene.item_for(C("5H")).zValue()


def test_an_empty_row_shows_where_its_seven_goes(fan_tan) -> None:
    widget = fan_tan(rigged(4, {}, "2C 3D", "7H"))
    board = _pieces(widget).board
    closed = [row.name for row in board.rows if not row.is_open]
    assert sorted(closed) == ["C", "D", "S"]
    assert board.isVisible() and board.rect == widget.scene.regions["board"]


def test_two_packs_put_each_suits_two_rows_side_by_side(fan_tan) -> None:
    state = rigged(8, {"packs": "2"}, "2C 3D", "7H 7H-2")
    widget = fan_tan(state, {"packs": "2"})
    first, second = (widget.scene.item_for(card) for card in (C("7H"), C("7H-2")))
    assert first.pos().y() == pytest.approx(second.pos().y())
    assert second.pos().x() - first.pos().x() > 4 * CARD_W * first.scale()


# -- trumps ---------------------------------------------------------------------
def test_a_trump_standing_in_is_labelled_with_the_card_it_replaces(fan_tan) -> None:
    """Trump Fan Tan: the five of spades played as the five of hearts says
    so on the table ("for 5\u2665"), and the five of hearts it displaced is
    shown owed at its place in the spades' row."""
    options = {"packs": "1", "deal": "all", "trump": "S"}
    state = rigged(4, options, "2C 3D", "7H 6H 7S")
    state.layout.place(C("5S"), state.layout.rows_of(C("5H").suit)[0])  # the five of spades for the five of hearts
    widget = fan_tan(state, options)
    pieces = _pieces(widget)
    badges = [b for b in pieces.badges if b.isVisible()]
    assert [b.text for b in badges] == ["for 5\u2665"]
    five = widget.scene.item_for(C("5S"))
    assert five.sceneBoundingRect().contains(badges[0].sceneBoundingRect().topLeft())
    assert [(row.name, card) for row, card in pieces.board.owed] == [("S", C("5H"))]
    owed_place = pieces.board.place_at(pieces.board.owed[0][0], 5)
    assert owed_place.center().x() == pytest.approx(five.pos().x(), abs=1)


# -- playing -------------------------------------------------------------------
def test_a_card_dropped_on_the_rows_is_played_there(fan_tan) -> None:
    widget = fan_tan(rigged(4, {}, "6H 2C 3D", "7H"))
    seven = widget.scene.item_for(C("7H"))
    _drag_to(widget, C("6H"), seven.pos() - QPointF(0.2 * CARD_W * seven.scale(), 0))
    assert widget.controller.state.history[-1] == Move("play", (C("6H"),))


def test_a_card_is_played_by_the_keyboard(fan_tan) -> None:
    """Right (or Home) moves through the hand, Enter plays the card there;
    a card that does not fit is refused with the rule's reason."""
    widget = fan_tan(rigged(4, {}, "6H 2C 3D", "7H"))
    hand = [item.card for item in widget.scene.hand_items()]
    press_key(widget, Qt.Key.Key_Home)
    assert hand[widget.focus_index] == hand[0]
    for _ in range(hand.index(C("2C"))):
        press_key(widget, Qt.Key.Key_Right)
    press_key(widget, Qt.Key.Key_Return)
    assert widget.controller.state.history == []
    assert "does not fit" in widget.message.text()
    press_key(widget, Qt.Key.Key_Home)
    for _ in range(hand.index(C("6H"))):
        press_key(widget, Qt.Key.Key_Right)
    press_key(widget, Qt.Key.Key_Return)
    assert widget.controller.state.history[-1] == Move("play", (C("6H"),))


def test_a_card_that_does_not_fit_snaps_back_with_the_reason(fan_tan) -> None:
    widget = fan_tan(rigged(4, {}, "6H 2C 3D", "7H"))
    home = widget.scene.item_for(C("2C")).home
    _drag_to(widget, C("2C"), widget.scene.item_for(C("7H")).pos())
    assert widget.controller.state.history == []
    assert widget.scene.item_for(C("2C")).home == home
    assert widget.message.text() == widget.controller.explain(Move("play", (C("2C"),))).text(widget.names)
    assert widget.message.text()


def test_a_choice_of_rows_is_made_by_dropping_on_one(fan_tan) -> None:
    """Two packs: a six of hearts fits both hearts rows; dropped on the
    second one's seven, it goes there, without a menu."""
    options = {"packs": "2"}
    widget = fan_tan(rigged(8, options, "6H 2C 3D", "7H 7H-2"), options)
    second = widget.scene.item_for(C("7H-2"))
    _drag_to(widget, C("6H"), second.pos())
    assert widget.controller.state.history[-1] == Move("play", (C("6H"),), "H2")


def test_dragging_a_card_marks_the_places_it_may_go(fan_tan) -> None:
    widget = fan_tan(rigged(4, {}, "6H 8H 2C", "7H"))
    start = viewport_point(widget, C("6H"))
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 4):
        send_mouse(widget, QEvent.Type.MouseMove, start - QPoint(0, 30 * step), button=Qt.MouseButton.NoButton)
    targets = [(row.name, rank) for row, rank in _pieces(widget).board.targets]
    assert targets == [("H", 6)]
    assert widget.scene.drop_zone.isVisible()
    release_buttons(widget)


def test_pass_by_click_and_by_key(fan_tan) -> None:
    """No card fits: a Pass button, pressed by a click; and its key."""
    widget = fan_tan(rigged(4, {}, "2C 3D", "7H"))
    button = _button(widget, "Pass")
    assert widget.buttons.index(button) == 0
    button.click()
    assert widget.controller.state.history == [Move("pass")]
    widget = fan_tan(rigged(4, {}, "2C 3D", "7H"))
    press_key(widget, Qt.Key.Key_1)
    assert widget.controller.state.history == [Move("pass")]


def test_the_table_keeps_its_size_when_the_pass_button_goes(fan_tan, qtbot) -> None:
    """The Pass button comes and goes every few turns: the row of buttons
    keeps its room, so the table does not jump under the player's hand."""
    widget = fan_tan(rigged(4, {}, "2C 3D", "7H"))
    _button(widget, "Pass")
    qtbot.wait(20)
    height = widget.view.height()
    widget.controller.match.state = rigged(4, {}, "6H 3D", "7H")
    widget._changed()
    qtbot.wait(20)
    assert not widget.buttons
    assert widget.view.height() == height


def test_draw_by_click_and_by_key_says_how_many(fan_tan) -> None:
    """Crazy Tan: nothing fits, so the player draws; with incremental
    drawing after two players who could not play, three cards, which the
    button says. A click on the stock draws too; its count is on it."""
    options = {"packs": "1", "deal": "seven", "incremental": True}
    state = rigged(3, options, "2C 3D", "7H", stock="KS QS JS")
    state.streak = 2
    widget = fan_tan(state, options)
    button = _button(widget, "Draw")
    assert button.property("plain_label") == "Draw 3 cards"
    stock_badge = _pieces(widget).stock_badge
    assert stock_badge.isVisible() and stock_badge.text == str(len(state.stock))
    press_key(widget, Qt.Key.Key_1)
    assert widget.controller.state.history == [Move("draw")]
    state = rigged(3, options, "2C 3D", "7H", stock="KS")
    widget = fan_tan(state, options)
    top = widget.scene.pile_items("stock")[-1]
    point = widget.view.mapFromScene(top.pos())
    send_mouse(widget, QEvent.Type.MouseButtonPress, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)
    assert widget.controller.state.history == [Move("draw")]


def test_a_run_is_played_as_the_cards_chosen(fan_tan) -> None:
    """With runs: the six, five and four of hearts chosen one by one, then
    played together by the button (and, chosen again, by Enter)."""
    options = {"packs": "1", "deal": "all", "runs": True}
    widget = fan_tan(rigged(4, options, "6H 5H 4H 2C", "7H"), options)
    for text in ("6H", "5H", "4H"):
        click(widget, C(text))
    assert widget.selected == [C("6H"), C("5H"), C("4H")]
    play = _button(widget, "Play the chosen cards")
    assert play.isEnabled()
    play.click()
    assert widget.controller.state.history[-1] == Move("play", (C("4H"), C("5H"), C("6H")))
    widget = fan_tan(rigged(4, options, "6H 5H 4H 2C", "7H"), options)
    click(widget, C("6H"))
    click(widget, C("5H"))
    assert _button(widget, "Play the chosen cards").isEnabled()
    press_key(widget, Qt.Key.Key_Return)
    assert widget.controller.state.history[-1] == Move("play", (C("5H"), C("6H")))


def test_a_card_that_fits_only_in_a_run_asks_for_the_others(fan_tan) -> None:
    options = {"packs": "1", "deal": "all", "runs": True}
    widget = fan_tan(rigged(4, options, "6H 5H 2C", "7H"), options)
    widget.play_card(C("5H"))
    assert widget.controller.state.history == []
    assert widget.selected == [C("5H")]
    assert "with others" in widget.message.text()


def test_hearts_tan_passes_three_chosen_cards(fan_tan, qtbot) -> None:
    """Hearts Tan: before play, three cards chosen and passed as in Hearts."""
    widget, controller = make_table(qtbot, "fan_tan", players=4, options={"packs": "1", "passing": True})
    try:
        controller.start()
        qtbot.waitUntil(lambda: widget._multi_kind() == "pass", timeout=10000)
        cards = [m.cards[0] for m in controller.legal_for_human()][:3]
        for card in cards:
            click(widget, card)
        assert widget.selected == cards
        widget.buttons[-1].click()
        assert widget.selected == []
        assert controller.view().get("passed_by_me") == tuple(sorted(cards, key=card_order))
    finally:
        release_buttons(widget)
        controller.shutdown()


def test_the_board_and_badges_are_marked_as_drawn_over_on_purpose() -> None:
    """The layout check lets the cards lie on the board and the badges on the cards."""
    assert Badge().data(0) == "overlay"
    from cardtable.ui.fan_tan_board import FanTanBoard

    assert FanTanBoard().data(0) == "overlay"


def test_a_card_that_fits_several_rows_names_them_in_the_menu(fan_tan) -> None:
    """The menu of places (Enter on a card that fits more than one row)
    names the rows, and says which card a trump would stand for."""
    options = {"packs": "2"}
    widget = fan_tan(rigged(8, options, "6H 2C 3D", "7H 7H-2"), options)
    labels = [_pieces(widget).choice_label(move) for move in widget.moves_for(C("6H"))]
    assert labels == ["On hearts row 1", "On hearts row 2"]
    options = {"packs": "1", "deal": "all", "trump": "S"}
    widget = fan_tan(rigged(4, options, "6S 2C 3D", "7H 7S"), options)
    labels = sorted(_pieces(widget).choice_label(move) for move in widget.moves_for(C("6S")))
    assert labels == ["As the 6\u2665, on the hearts row", "On the spades row"]


def test_a_screen_reader_names_each_row_by_its_suit_and_ends(fan_tan) -> None:
    widget = fan_tan(rigged(4, {}, "2C 3D", "7H 6H 5H 8H 7S"))
    scene = widget.scene
    assert scene.pile_accessible_name("row:H") == "Row of hearts: five to eight"
    assert scene.pile_accessible_name("row:S") == "Row of spades: seven of spades"
    assert scene.pile_accessible_name("row:C") == "Row of clubs: empty"


def test_a_plate_with_little_room_puts_the_cards_under_the_name(qtbot) -> None:
    """Ten players beside a wide score sheet: the narrowest plate is the
    name above its cards, narrower than the plate on one line."""
    from cardtable.ui.scene_plates import NamePlate

    plate = NamePlate()
    plate.set_state("Computer 7 \u00b7 9 cards", False, True, name="Computer 7", count="9 cards")
    forms = plate.forms()
    assert forms[-1] == ["Computer 7", "9 cards", "Dealer"]
    widths = [width for width, _height in plate.sizes()]
    assert widths[-1] < widths[0]
