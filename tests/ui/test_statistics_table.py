"""Statistics' table, through real mouse and key events where the player
acts: cards picked by clicks are played in the order picked (the last on
top) with the Play button, a two offers both Play and Take the kitty, a card
dragged onto the kitty is played, a drop that cannot be played snaps back
with the rule's reason, a card the player cannot play is passed by a drag
onto the left player's plate or by its button, and the keys do the same;
the kitty is fanned with its worth in words, the collections show their
points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt

from cardtable.core.cards import Card, card_order
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.games.statistics.state import StatisticsState
from cardtable.ui.statistics_table import StatisticsPieces
from cardtable.ui.table_widget import TableWidget

from .table_support import click, double_click, press_key, rigged_tables, send_mouse, viewport_point

C = Card.parse


def rigged(hands: list[str], kitty: str, taken: list[str] | None = None) -> StatisticsState:
    """A deal where seat 0 (the human) plays first, each seat holding the
    cards named in ``hands``, the kitty the cards of ``kitty`` (its top
    last), collections ``taken``; the rest of the pack is the deck."""
    players = len(hands)
    game = get_game("statistics")
    state = game.new_hand(players, {}, "rigged", HandContext(0, players - 1, (0,) * players))
    assert isinstance(state, StatisticsState) and state.to_move == 0
    held = [[C(text) for text in hand.split()] for hand in hands]
    laid = [C(text) for text in kitty.split()]
    collected = [[C(text) for text in cards.split()] for cards in (taken or [""] * players)]
    named = {card for group in (*held, laid, *collected) for card in group}
    every = state.cards()
    state.hands = [sorted(hand, key=card_order) for hand in held]
    state.kitty = laid
    state.taken = collected
    state.deck = sorted((card for card in every if card not in named), key=card_order)
    state._legal = None
    state._shared = None
    return state


@pytest.fixture
def statistics(qtbot, tmp_path, monkeypatch):
    """A Statistics table whose deal the test rigs (``sit``)."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    yield from rigged_tables(qtbot, "statistics")


def _pieces(widget: TableWidget) -> StatisticsPieces:
    pieces = widget.scene.pieces
    assert isinstance(pieces, StatisticsPieces)
    return pieces


def _labels(widget: TableWidget) -> list[str]:
    return [button.property("plain_label") for button in widget.buttons]


def _button(widget: TableWidget, label: str):
    return next(button for button in widget.buttons if button.property("plain_label") == label)


def _drag_to(widget: TableWidget, card: Card, target: QPointF) -> None:
    """Press on ``card``, move it in steps to the scene point ``target``, release."""
    start = viewport_point(widget, card)
    end = widget.view.mapFromScene(target)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        send_mouse(widget, QEvent.Type.MouseMove, point, button=Qt.MouseButton.NoButton)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _kitty(widget: TableWidget) -> QPointF:
    return widget.scene.regions["kitty"].center()


def _focus(widget: TableWidget, card: Card) -> None:
    """Home, then Right until ``card`` has the keyboard focus."""
    press_key(widget, Qt.Key.Key_Home)
    for _ in range(len(widget.scene.hand_items())):
        if widget.scene.hand_items()[widget.focus_index].card == card:
            return
        press_key(widget, Qt.Key.Key_Right)
    raise AssertionError(f"{card} never had the focus")


def _history(widget: TableWidget) -> list[Move]:
    assert widget.controller is not None and widget.controller.state is not None
    return list(widget.controller.state.history)


HANDS = ["9H KS 3C 4D", "5C 6C 7C 9C", "5D 6D 7D 9D", "10S 10C 10D 10H"]


def test_picked_cards_are_played_in_the_order_picked_the_last_on_top(statistics) -> None:
    """ "If two or more cards are played, they may be played in any order,
    the last card setting the suit to be followed": the order picked."""
    widget = statistics(rigged(HANDS, "4S 5H"))
    click(widget, C("KS"))
    click(widget, C("9H"))
    assert widget.selected == [C("KS"), C("9H")]
    numbers = [badge.text for badge in _pieces(widget).order if badge.isVisible()]
    assert numbers == ["1", "2"]
    assert _labels(widget) == ["Play"]
    _button(widget, "Play").click()
    assert _history(widget)[0] == Move("play", (C("KS"), C("9H")))
    assert widget.controller.state.kitty[-1] == C("9H")


def test_a_click_on_a_picked_card_puts_it_back(statistics) -> None:
    """ "One or more cards that are higher than or equal to the top card of
    the pile": a second click puts a card back, the play is the card left."""
    widget = statistics(rigged(HANDS, "4S 5H"))
    click(widget, C("KS"))
    click(widget, C("9H"))
    click(widget, C("KS"))
    assert widget.selected == [C("9H")]
    assert _labels(widget) == ["Play"]


def test_a_two_offers_both_playing_and_taking(statistics) -> None:
    """ "the player of a Two has the option whether to take the kitty or not"."""
    widget = statistics(rigged(["2C 3D 4D 6H", "5C", "5D", "5S"], "QS 7H"))
    click(widget, C("2C"))
    assert _labels(widget) == ["Play and leave the kitty", "Take the kitty"]
    _button(widget, "Take the kitty").click()
    assert _history(widget)[0] == Move("take", (C("2C"),))
    assert C("QS") in widget.controller.state.taken[0]


def test_a_card_dragged_onto_the_kitty_is_played(statistics) -> None:
    """ "Any one card of the same suit as the top card of the pile - it may be
    higher or lower." """
    widget = statistics(rigged(HANDS, "4S KH"))
    _drag_to(widget, C("9H"), _kitty(widget))
    assert _history(widget)[0] == Move("play", (C("9H"),))


def test_a_two_dragged_onto_the_kitty_asks_whether_to_take(statistics, monkeypatch) -> None:
    """ "the player of a Two has the option whether to take the kitty or not":
    the drop asks in a menu, which names both moves."""
    widget = statistics(rigged(["2C 3D 4D 6H", "5C", "5D", "5S"], "QS 7H"))
    offered: list[list[str]] = []

    def choose(moves: list[Move]) -> Move:
        pieces = _pieces(widget)
        offered.append([pieces.choice_label(move) or "" for move in moves])
        return moves[0]

    monkeypatch.setattr(widget, "_ask_choice", choose)
    _drag_to(widget, C("2C"), _kitty(widget))
    assert offered == [["Play and leave the kitty", "Take the kitty"]]
    assert _history(widget)[0] == Move("play", (C("2C"),))


def test_a_drop_that_cannot_be_played_snaps_back_with_the_reason(statistics) -> None:
    """ "One or more cards that are higher than or equal to the top card of
    the pile, or Any one card of the same suit as the top card of the pile":
    a low card of another suit is refused, and says why."""
    widget = statistics(rigged(HANDS, "4S 5H"))
    item = widget.scene.item_for(C("3C"))
    home = item.home
    _drag_to(widget, C("3C"), _kitty(widget))
    assert _history(widget) == []
    assert widget.message.text() == "A card must be at least the top card or of its suit."
    widget.scene.finish_animations()
    assert widget.scene.item_for(C("3C")).pos() == home


def test_an_ace_dragged_onto_the_kitty_takes_it(statistics) -> None:
    """ "An Ace may be played on any card, irrespective of suit, and the
    player must take the whole kitty including the Ace"."""
    widget = statistics(rigged(["AS 3C 4D 6H", "5C", "5D", "5S"], "10D 7S"))
    _drag_to(widget, C("AS"), _kitty(widget))
    assert _history(widget)[0] == Move("take", (C("AS"),))
    assert set(widget.controller.state.taken[0]) == {C("AS"), C("10D"), C("7S")}


HOPELESS = ["3C 4D 5S 6C", "5C 7C", "5D 7D", "9S 9C"]


def test_a_card_that_cannot_be_played_is_passed_by_a_drag_onto_the_left_plate(statistics) -> None:
    """ "If a player is unable to make a play, he must instead pass one card
    of his choice to the player on his left"."""
    widget = statistics(rigged(HOPELESS, "4S KH"))
    assert widget.prompt_text(widget.controller.view()) == "You cannot play: pass a card to C1."
    _drag_to(widget, C("4D"), widget.scene.plates[1].sceneBoundingRect().center())
    assert _history(widget)[0] == Move("pass", (C("4D"),))
    assert C("4D") in widget.controller.state.hands[1]


def test_a_pass_to_another_player_is_refused_with_the_rule(statistics) -> None:
    """ "pass one card of his choice to the player on his left": not another."""
    widget = statistics(rigged(HOPELESS, "4S KH"))
    _drag_to(widget, C("4D"), widget.scene.plates[3].sceneBoundingRect().center())
    assert _history(widget) == []
    assert widget.message.text() == "A card you cannot play is passed to the player on your left, C1."


def test_a_picked_card_is_passed_by_its_button(statistics) -> None:
    """ "he must instead pass one card of his choice to the player on his left"."""
    widget = statistics(rigged(HOPELESS, "4S KH"))
    click(widget, C("6C"))
    assert _labels(widget) == ["Pass to C1"]
    _button(widget, "Pass to C1").click()
    assert _history(widget)[0] == Move("pass", (C("6C"),))


def test_the_keys_pick_play_take_and_pass(statistics) -> None:
    """Space picks the focused card, Enter plays the picked cards, T takes
    the kitty with them ("the player of a Two has the option whether to take
    the kitty or not"), P passes ("pass one card of his choice to the player
    on his left")."""
    widget = statistics(rigged(["2C 3D 4D 6H", "5C", "5D", "5S"], "QS 7H"))
    _focus(widget, C("2C"))
    press_key(widget, Qt.Key.Key_Space)
    assert widget.selected == [C("2C")]
    press_key(widget, Qt.Key.Key_T)
    assert _history(widget)[0] == Move("take", (C("2C"),))

    widget = statistics(rigged(HANDS, "4S 5H"))
    _focus(widget, C("KS"))
    press_key(widget, Qt.Key.Key_Space)
    _focus(widget, C("9H"))
    press_key(widget, Qt.Key.Key_Space)
    assert widget.selected == [C("KS"), C("9H")]
    press_key(widget, Qt.Key.Key_Return)
    assert _history(widget)[0] == Move("play", (C("KS"), C("9H")))

    widget = statistics(rigged(HOPELESS, "4S KH"))
    _focus(widget, C("5S"))
    press_key(widget, Qt.Key.Key_P)  # nothing picked: the focused card
    assert _history(widget)[0] == Move("pass", (C("5S"),))


def test_a_double_click_plays_a_card_alone(statistics) -> None:
    """ "Any one card of the same suit as the top card of the pile": one
    move, made at once."""
    widget = statistics(rigged(HANDS, "4S 5H"))
    double_click(widget, C("9H"))
    assert _history(widget)[0] == Move("play", (C("9H"),))


def test_the_kitty_is_fanned_with_its_worth_and_the_collections_their_points(statistics) -> None:
    """What the kitty would add to the player's collection, and each
    collection's points: "Each Ace: 10 points", "Ten of Diamonds: 20
    points", "Each Eight: 1 point", and the pair of aces with the one
    already collected: 2 more (10 + 20 + 1 + 2 = 33)."""
    widget = statistics(rigged(HANDS, "3S 4S 5S 6S 7S 8S AH 10D", ["AC", "", "", ""]))
    pieces = _pieces(widget)
    assert pieces.words.text == "Kitty: 8 cards,\nworth 33 to you"
    items = widget.scene.pile_items("kitty")
    assert [item.card for item in items][-1] == C("10D")
    xs = [item.pos().x() for item in items]
    assert xs[-6:] == sorted(xs[-6:]) and len(set(xs[-6:])) == 6  # the last six fanned, left to right
    top = items[-1].sceneBoundingRect()
    assert all(item.zValue() < items[-1].zValue() for item in items[:-1])
    assert widget.scene.regions["kitty"].adjusted(-5, -5, 5, 5).contains(top)
    assert pieces.points[0].isVisible() and pieces.points[0].text == "10 pts"
    assert not pieces.points[1].isVisible()  # an empty collection


def test_the_shortcuts_page_names_statistics_keys() -> None:
    """The keys that play, take and pass are on the shortcuts page."""
    from cardtable.ui.table_widget import table_key_rows

    rows = dict((text, keys) for keys, text in table_key_rows())
    assert rows["Statistics: take the kitty with the picked cards"] == "T"
    assert rows["Statistics: pass the picked card to the player on your left"] == "P"


def test_the_chooser_shows_a_kitty_a_collection_and_a_hand() -> None:
    """The preview is a few turns into a real deal: a kitty of several cards
    to fan, a collection taken, and the player's hand face up."""
    from cardtable.ui.chooser import ChooserEntry
    from cardtable.ui.chooser_preview import _preview_view

    for preset in (None, "reverse"):
        view = _preview_view(ChooserEntry(get_game("statistics"), preset, "", ""))
        assert view is not None and view.to_move is not None
        assert view.pile("kitty").count >= 5
        assert any(view.pile(f"taken:{seat}").count for seat in range(view.players))
        assert view.hand(0) and None not in view.pile("hand:0").cards


def test_a_free_lead_is_dropped_on_the_empty_kitty(statistics) -> None:
    """With the deck empty after a take, "the next player leads freely" (our
    decision): the empty kitty's room still takes the drop, and says so."""
    state = rigged(["9H 9S 3C 4D", "5C", "5D", "5S"], "")
    state.deck = []
    widget = statistics(state)
    assert _pieces(widget).words.text == "The kitty is empty: a free lead."
    click(widget, C("9S"))
    click(widget, C("9H"))
    _drag_to(widget, C("9H"), _kitty(widget))
    assert _history(widget)[0] == Move("play", (C("9S"), C("9H")))


def test_picked_cards_are_played_by_a_click_on_the_kitty(statistics) -> None:
    """ "If two or more cards are played, they may be played in any order,
    the last card setting the suit to be followed": picked, then the kitty
    clicked."""
    widget = statistics(rigged(HANDS, "4S 5H"))
    click(widget, C("9H"))
    click(widget, C("KS"))
    point = widget.view.mapFromScene(widget.scene.item_for(C("5H")).pos())
    send_mouse(widget, QEvent.Type.MouseButtonPress, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)
    assert _history(widget)[0] == Move("play", (C("9H"), C("KS")))


def test_picked_cards_that_make_no_play_say_why_and_offer_no_button(statistics) -> None:
    """ "One or more cards that are higher than or equal to the top card of
    the pile, or Any one card of the same suit as the top card of the pile":
    a low card of the suit picked with a high one is no play, and the table
    says so at once."""
    widget = statistics(rigged(["4H KS 3C 4D", "5C", "5D", "5S"], "4S 10H"))
    click(widget, C("KS"))
    click(widget, C("4H"))
    assert _labels(widget) == []
    assert widget.message.text() == "Each card of several must be at least the top card (or a two)."
    press_key(widget, Qt.Key.Key_Return)
    assert _history(widget) == []
    click(widget, C("KS"))
    assert _labels(widget) == ["Play"] and widget.message.text() == ""
