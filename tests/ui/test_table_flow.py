"""How tricks, hands and hints end on the table (issue 12, items 3 and 9):
the finished trick with its winner marked, the last trick as cards, the
hand's summary on the table, the hint's own marker, and the doubling
panel's confirming button saying what it does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QWidget

from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.ui.controller import COMPUTER_KIND, SeatSetup, TableController, TableSetup
from cardtable.ui.decision_controls import doubling_controls
from cardtable.ui.table_widget import TableWidget
from cardtable.ui.trick_marks import HINT, WINNER, marked

from .table_support import make_sprites, make_table, pass_by_clicks, release_buttons, send_mouse, wait_for_human

NAMES = ["You", "West", "North", "East"]


def _barbu_doubling_turn():
    """A Barbu hand where seat 0 (not declarer) is to double or pass."""
    context = HandContext(0, 0, (0, 0, 0, 0), ())
    state = get_game("barbu").new_hand(4, None, "ui", context)
    state.apply(Move("contract", (), "Q"))
    while state.to_move != 0:
        state.apply(Move("pass"))
    return state


def test_the_doubling_confirm_button_says_it_confirms_not_the_toggles_words(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    state = _barbu_doubling_turn()
    buttons = doubling_controls(
        parent, state, state.legal_moves(), NAMES, False, lambda m: True, lambda: None, lambda text: None
    )
    west = next(b for b in buttons if b.text().endswith("West"))
    west.click()
    confirm = buttons[-1]
    assert west.text() == "\u2714 Double West"
    assert confirm.text() != "Double West" and confirm.text().startswith("Confirm")
    assert "West" in confirm.text() and confirm.accessibleName() == confirm.text()


# -- the end of a trick ------------------------------------------------------------


def _won_words(widget, winner: int) -> str:
    """Who took the trick: the player in the second person, not "Won by You"."""
    you = widget.controller.view().seat
    return "You won the trick." if winner == you else f"Won by {widget.names[winner]}."


def test_a_trick_you_won_is_said_in_the_second_person(qtbot) -> None:
    widget = TableWidget(make_sprites())
    qtbot.addWidget(widget)
    game = get_game("hearts")
    seats = [SeatSetup("You", "human"), *(SeatSetup(f"C{n}", COMPUTER_KIND, "easy") for n in range(3))]
    controller = TableController(game, TableSetup("hearts", 4, {}, seats, "won"), think_pause=0.0)
    widget.attach(controller, [seat.name for seat in seats])
    assert widget._won_by(0) == "You won the trick."
    assert widget._won_by(2) == "Won by C1."
    controller.shutdown()


def _waiting(widget) -> bool:
    """A finished trick (or the last trick) is on show."""
    return widget._pending_view.isActive() or getattr(widget, "reviewing", False)


def _on_trick(widget) -> list:
    return [item for item in widget.scene.items_by_key.values() if item.pile == "trick"]


def _hearts_first_play(qtbot, widget, controller) -> None:
    wait_for_human(qtbot, controller)
    pass_by_clicks(qtbot, widget, controller)
    qtbot.waitUntil(
        lambda: controller.is_humans_turn() and controller.legal_for_human()[0].kind == "play", timeout=15000
    )


def _until_a_trick_is_on_show(qtbot, widget, controller) -> None:
    """Play our lowest legal card until a finished trick is on show."""
    while not _waiting(widget):
        if controller.is_humans_turn():
            controller.play(controller.legal_for_human()[0])
        else:
            qtbot.waitUntil(lambda: _waiting(widget) or controller.is_humans_turn(), timeout=15000)


@pytest.fixture
def slow_hearts(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="flow")
    controller.start()
    _hearts_first_play(qtbot, widget, controller)
    widget.scene.speed = "slow"  # 1.5 s on show: longer than the test takes
    yield widget, controller
    release_buttons(widget)
    controller.shutdown()


def test_a_finished_trick_shows_its_winning_card_marked(qtbot, slow_hearts) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    leader, cards, winner = controller.view().get("tricks")[-1]
    assert sorted(map(str, (i.card for i in _on_trick(widget)))) == sorted(map(str, cards))
    starred = marked(_on_trick(widget), WINNER)
    assert [item.card for item in starred] == [cards[(winner - leader) % 4]]
    assert not any(item.focused for item in starred)  # a mark of its own, not the focus's
    assert widget.message.text() == _won_words(widget, winner)


def test_while_a_trick_is_on_show_the_status_tells_what_comes_next(qtbot, slow_hearts) -> None:
    """Not the prompt of the player's last turn ("You have no clubs: ...")."""
    widget, controller = slow_hearts
    statuses: list[str] = []
    widget.status.connect(statuses.append)
    _until_a_trick_is_on_show(qtbot, widget, controller)
    assert statuses and statuses[-1] == widget.prompt_text(controller.view())


def test_a_click_on_the_table_gathers_the_finished_trick_at_once(qtbot, slow_hearts) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    history = len(controller.state.history)
    held = len(controller.view().pile("hand:0").cards)
    send_mouse(widget, QEvent.Type.MouseButtonPress, QPoint(5, 5))
    send_mouse(widget, QEvent.Type.MouseButtonRelease, QPoint(5, 5), buttons=Qt.MouseButton.NoButton)
    assert not _waiting(widget) and len(_on_trick(widget)) < 4  # gathered, without the 1.5 s
    assert not marked(list(widget.scene.items_by_key.values()), WINNER)
    # The click played none of our cards. (A computer's answer that arrived
    # during the hold is made at once on release: the history may grow.)
    assert len(controller.view().pile("hand:0").cards) == held
    if not controller.is_humans_turn():  # the computers go on without waiting out the pause
        qtbot.waitUntil(lambda: len(controller.state.history) > history, timeout=1000)


def test_a_key_gathers_the_finished_trick_and_plays_nothing(qtbot, slow_hearts) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    history = len(controller.state.history)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert not _waiting(widget) and len(_on_trick(widget)) < 4
    assert len(controller.state.history[:history]) == history


def test_at_instant_speed_a_finished_trick_does_not_wait(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="flow")
    try:
        controller.start()
        _hearts_first_play(qtbot, widget, controller)
        while not controller.view().get("tricks"):
            assert not _waiting(widget)
            if controller.is_humans_turn():
                controller.play(controller.legal_for_human()[0])
            else:
                qtbot.waitUntil(
                    lambda: controller.is_humans_turn() or bool(controller.view().get("tricks")), timeout=15000
                )
        assert not _waiting(widget) and not marked(list(widget.scene.items_by_key.values()), WINNER)
    finally:
        release_buttons(widget)
        controller.shutdown()


# -- the last trick -----------------------------------------------------------------


def test_l_lays_the_last_trick_out_as_cards_and_l_puts_it_away(qtbot, slow_hearts, said) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    qtbot.waitUntil(lambda: not _waiting(widget), timeout=3000)
    wait_for_human(qtbot, controller)
    now = {item.card for item in _on_trick(widget)}
    leader, cards, winner = controller.view().get("tricks")[-1]
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_L)
    assert said == []  # no box over the table
    shown = _on_trick(widget)
    assert sorted(map(str, (i.card for i in shown))) == sorted(map(str, cards))
    assert widget.scene.view.get("trick_seats") == tuple((leader + i) % 4 for i in range(len(cards)))
    assert [item.card for item in marked(shown, WINNER)] == [cards[(winner - leader) % 4]]
    history = len(controller.state.history)
    qtbot.keyClick(widget, Qt.Key.Key_L)
    assert not _waiting(widget) and {item.card for item in _on_trick(widget)} == now
    assert len(controller.state.history) == history


def test_escape_or_a_click_puts_the_last_trick_away(qtbot, slow_hearts, said) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    qtbot.waitUntil(lambda: not _waiting(widget), timeout=3000)
    wait_for_human(qtbot, controller)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_L)
    assert _waiting(widget)
    qtbot.keyClick(widget, Qt.Key.Key_Escape)
    assert not _waiting(widget)
    qtbot.keyClick(widget, Qt.Key.Key_L)
    send_mouse(widget, QEvent.Type.MouseButtonPress, QPoint(5, 5))
    send_mouse(widget, QEvent.Type.MouseButtonRelease, QPoint(5, 5), buttons=Qt.MouseButton.NoButton)
    assert not _waiting(widget) and not marked(list(widget.scene.items_by_key.values()), WINNER)


@pytest.mark.parametrize("game_id", ["hearts", "spades", "oh_hell", "barbu"])
def test_every_trick_game_shows_its_finished_trick_with_the_winner_marked(
    qtbot, tmp_path, monkeypatch, game_id
) -> None:
    """Through the View's ``tricks`` fact alone: no game's own code at the table."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    game = get_game(game_id)
    seats = [SeatSetup(f"C{n}", COMPUTER_KIND, "heuristic") for n in range(game.default_players)]
    widget = TableWidget(make_sprites())
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    controller = TableController(game, TableSetup(game_id, game.default_players, {}, seats, "every"), think_pause=0.0)
    widget.attach(controller, [seat.name for seat in seats])
    widget.scene.speed = "slow"
    try:
        controller.start()
        qtbot.waitUntil(lambda: _waiting(widget), timeout=30000)
        leader, cards, winner = controller.view().get("tricks")[-1]
        shown = _on_trick(widget)
        assert sorted(map(str, (i.card for i in shown))) == sorted(map(str, cards))
        assert [item.card for item in marked(shown, WINNER)] == [cards[(winner - leader) % len(cards)]]
        assert widget.message.text() == _won_words(widget, winner)
    finally:
        controller.shutdown()
        release_buttons(widget)


def test_a_hint_given_while_a_trick_is_on_show_stays_when_it_gathers(qtbot, slow_hearts) -> None:
    widget, controller = slow_hearts
    _until_a_trick_is_on_show(qtbot, widget, controller)
    controller.think_pause = 30.0  # nobody plays meanwhile: the position stays the hinted one
    card = widget.scene.hand_items()[0].card
    widget.show_hint(Move("play", (card,)), "Hint: play it")
    widget.go_on()
    assert not _waiting(widget) and marked([widget.scene.item_for(card)], HINT)
    assert widget.hint == Move("play", (card,))


def test_the_shortcuts_page_tells_the_new_ways_on() -> None:
    from cardtable.ui.table_widget import table_key_rows

    what = [text for _keys, text in table_key_rows()]
    assert "After a hint (H): make the hinted move" in what
    assert "After a hand: deal the next hand" in what
    assert "Go on at once while a finished trick or the last trick is shown" in what
