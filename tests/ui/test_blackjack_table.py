"""The Blackjack table: betting with chips and Deal, each decision by button
and by key, split hands as fans of their own, the coach's line, and the
bankroll kept after a round and read into the new-game dialog."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from cardtable.core.game import HandResult
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.storage.statistics import Statistics
from cardtable.ui import blackjack_coach
from cardtable.ui.blackjack_bankroll import FRESH, fill_dialog, keep_after_round, starting_chips
from cardtable.ui.blackjack_chips import text_size
from cardtable.ui.new_game import NewGameDialog
from tests.ui.table_support import press_key, rigged_tables

GAME = get_game("blackjack")


@pytest.fixture
def sit(qtbot):
    yield from rigged_tables(qtbot, "blackjack")


def _others(state) -> None:
    """The other seats stand, decline and bet 20 until seat 0 is asked."""
    while state.to_move not in (None, 0):
        kinds = {move.kind: move for move in state.legal_moves()}
        state.apply(Move("bet", (), 20) if "bet" in kinds else kinds.get("decline") or kinds["stand"])


def _round(want, players: int = 1, options: dict | None = None):
    """A round of seed 0.. where seat 0 bet 20 and ``want(state)`` holds."""
    for seed in range(3000):
        state = GAME.new_hand(players, options or {}, seed)
        while state.to_move == 0 and state.phase == "bet":
            state.apply(Move("bet", (), 20))
        _others(state)
        if want(state):
            return state
    raise AssertionError("no such round")


def _asked(kind: str):
    return lambda s: s.to_move == 0 and kind in {m.kind for m in s.legal_moves()}


def _button(widget, text: str) -> QPushButton:
    return next(b for b in widget.buttons if isinstance(b, QPushButton) and b.text().startswith(text))


def _texts(widget) -> list[str]:
    return [b.text() for b in widget.buttons if isinstance(b, QPushButton)]


def test_chips_add_to_the_bet_and_deal_bets_them(sit):
    """NOTES: bets are multiples of 10 between the table's limits; the chips add up and Deal bets them."""
    widget = sit(GAME.new_hand(1, {}, 1))
    controller = widget.controller
    deal = _button(widget, "Deal")
    assert deal.text().startswith("Deal 10") and deal.isEnabled()  # the table's minimum, ready at once
    _button(widget, "Clear").click()
    assert not _button(widget, "Deal").isEnabled()
    _button(widget, "+50").click()
    _button(widget, "+10").click()
    _button(widget, "+10").click()
    assert _button(widget, "Deal").text().startswith("Deal 70")
    _button(widget, "Deal").click()
    assert controller.state.history[0] == Move("bet", (), 70)


def test_bet_keys_and_clear(sit):
    """Keys: 1-4 add a chip, + raises by 10, Backspace clears, Return deals."""
    widget = sit(GAME.new_hand(1, {}, 1))
    press_key(widget, Qt.Key.Key_Backspace)
    press_key(widget, Qt.Key.Key_3)
    press_key(widget, Qt.Key.Key_Plus)
    assert widget.scene.pieces.choice.amount == 110
    press_key(widget, Qt.Key.Key_Backspace)
    assert widget.scene.pieces.choice.amount == 0
    press_key(widget, Qt.Key.Key_2)
    press_key(widget, Qt.Key.Key_Return)
    assert widget.controller.state.history[0] == Move("bet", (), 50)


def test_the_next_round_starts_at_the_last_bet(sit):
    """A new bet starts ready to deal: at the last bet (else the table's minimum)."""
    widget = sit(GAME.new_hand(1, {}, 1))
    _button(widget, "+50").click()
    _button(widget, "Deal").click()
    choice = widget.scene.pieces.choice
    assert choice.fresh and choice.last == 60
    choice.limits([Move("bet", (), n) for n in (0, 10, 20, 60, 100)])
    assert choice.amount == 60 and choice.dealable()
    choice.fresh = True
    choice.last = 200  # more than this box may stake now
    choice.limits([Move("bet", (), n) for n in (0, 10, 20, 30)])
    assert choice.amount == 30


def test_deal_bets_each_of_your_boxes(sit):
    """The agreed design: seat 0 plays ``boxes`` boxes; Deal bets the amount on each in turn."""
    widget = sit(GAME.new_hand(1, {"boxes": 2}, 1), {"boxes": 2})
    _button(widget, "+100").click()  # on the minimum the bet starts at
    _button(widget, "Deal").click()
    assert list(widget.controller.state.history[:2]) == [Move("bet", (), 110)] * 2


@pytest.mark.parametrize(
    ("kind", "key", "label"),
    [
        ("hit", Qt.Key.Key_H, "Hit"),
        ("stand", Qt.Key.Key_S, "Stand"),
        ("double", Qt.Key.Key_D, "Double"),
        ("split", Qt.Key.Key_P, "Split"),
        ("insure", Qt.Key.Key_I, "Insurance"),
        ("decline", Qt.Key.Key_N, "No insurance"),
    ],
)
def test_each_decision_by_button_and_by_key(sit, kind, key, label):
    """Rule text: the player may "hit", "stand", "double down", "split" and take "insurance"."""
    state = _round(_asked(kind))
    by_button = sit(state.clone())
    assert any(text.startswith(label) for text in _texts(by_button))
    _button(by_button, label).click()
    assert by_button.controller.state.history[-1].kind == kind
    by_key = sit(state.clone())
    press_key(by_key, key)
    assert by_key.controller.state.history[-1].kind == kind


def test_only_legal_decisions_get_a_button(sit):
    """Surrender only with the option: no Surrender button at a table without it."""
    widget = sit(_round(_asked("hit")))
    assert not any(text.startswith("Surrender") for text in _texts(widget))
    assert not any(text.startswith("Insurance") for text in _texts(widget))


def test_the_table_takes_h_before_the_hint(sit):
    """H hits at the Blackjack table: the table overrides the menus' H."""
    widget = sit(_round(_asked("hit")))
    assert widget.scene.pieces.takes_key(Qt.Key.Key_H)
    assert not widget.scene.pieces.takes_key(Qt.Key.Key_L)


def test_split_hands_are_fans_of_their_own(sit):
    """Rule text: a split pair makes "two separate hands"; each is shown apart."""
    state = _round(_asked("split"))
    state.apply(Move("split"))
    widget = sit(state)
    plan = widget.scene.pieces.plan
    own = next(box for box in plan.boxes if box.box == 0)
    assert len(own.hands) == 2
    first, second = own.hands
    right_of_first = max(x + size / 2 for x, _y, size in first)
    left_of_second = min(x - size / 2 for x, _y, size in second)
    assert right_of_first < left_of_second  # side by side, never overlapping
    slots = widget.scene.items_by_key
    assert {item.pile for item in slots.values() if item.pile.startswith("box:0:")} == {"box:0:0", "box:0:1"}


def test_the_coach_line(sit, monkeypatch):
    """The coach says basic strategy's action and each choice's value, on request and after a departure."""
    advice = SimpleNamespace(action="stand", values=(("stand", -0.15), ("hit", -0.29), ("double", -0.58)))
    monkeypatch.setattr(blackjack_coach, "advice_for", lambda situation: advice)
    monkeypatch.setattr(blackjack_coach, "comments_on", lambda: True)
    assert blackjack_coach.advice_line(advice) == (
        "Basic strategy: stand. Stand \u22120.15, hit \u22120.29, double \u22120.58 per chip bet."
    )
    state = _round(lambda s: _asked("hit")(s) and _asked("double")(s) and len(s.box_seats) == 1)
    widget = sit(state)
    press_key(widget, Qt.Key.Key_A)
    labels = [w.text() for w in widget.buttons if isinstance(w, QLabel)]
    assert any(text.startswith("Basic strategy: stand.") for text in labels)
    press_key(widget, Qt.Key.Key_D)  # doubling departs from "stand": the coach says so
    labels = [w.text() for w in widget.buttons if isinstance(w, QLabel)]
    assert any(text.startswith("You chose to double;") for text in labels)


def test_the_coach_says_it_is_working_until_the_chart_is_there(sit, monkeypatch, qtbot):
    """The chart is worked out off the window's thread: meanwhile the coach's
    line says so, and the advice follows by itself once it is there."""
    advice = SimpleNamespace(action="hit", values=(("hit", -0.5), ("stand", -0.54)))
    answers = [None]
    monkeypatch.setattr(blackjack_coach, "advice_for", lambda situation: answers[0])
    state = _round(lambda s: _asked("hit")(s) and len(s.box_seats) == 1)
    widget = sit(state)
    press_key(widget, Qt.Key.Key_A)
    labels = [w.text() for w in widget.buttons if isinstance(w, QLabel)]
    assert blackjack_coach.working_line() in labels
    answers[0] = advice
    qtbot.waitUntil(
        lambda: any(w.text().startswith("Basic strategy: hit.") for w in widget.buttons if isinstance(w, QLabel))
    )


def test_the_bankroll_is_kept_after_a_round_and_read_into_the_dialog(qtbot, tmp_path):
    """After a round the player's chips are kept; the next dialog's "Your chips" shows them."""
    store = Statistics(tmp_path / "stats.sqlite3")
    result = HandResult((30, -10), {"chips": (1030, 990)})
    assert keep_after_round(store, "blackjack", 0, result)
    assert store.bankroll("blackjack") == 1030
    dialog = NewGameDialog(GAME)
    qtbot.addWidget(dialog)
    assert fill_dialog(dialog, store) == ""
    assert dialog.options()["bankroll"] == 1030


def test_a_broke_player_gets_fresh_chips(tmp_path):
    """Below the table's minimum the house gives a fresh 1,000 and says so."""
    store = Statistics(tmp_path / "stats.sqlite3")
    assert starting_chips(store, 10) == (FRESH, "")
    store.set_bankroll("blackjack", 5)
    chips, note = starting_chips(store, 10)
    assert chips == FRESH and "fresh" in note


def test_the_board_says_it_all_no_status_lines(sit):
    """The shoe, its cut card and the dealer's total are on the board: the
    top-left lines do not repeat them (nor say "shows 23" of a bust)."""
    widget = sit(_round(lambda s: s.is_over and any(c is not None for c in s.dealer)))
    view = widget.controller.view()
    assert view.status  # the game has its lines...
    assert widget.scene.info_item.text() == ""  # ...which the board already shows


def test_the_plates_read_the_chips_of_the_view(sit):
    """Each box's name line shows its seat's ``chips`` of the view: once the
    phase is "over", the chips after the round (the engine's info)."""
    state = _round(lambda s: s.is_over, players=2)
    widget = sit(state)
    view = widget.controller.view()
    assert view.get("phase") == "over"
    chips = view.get("chips")
    for item in widget.scene.pieces.boxes:
        assert item.chips == chips[item.plan.seat]


def test_words_grow_more_slowly_than_the_cards():
    """Readable at 1024x600, not shouting at 1920x1080: a line's words grow
    with the cards, but by less than half as fast above 16 pixels."""
    assert text_size(12) == 12
    assert 16 <= text_size(20) < 20
    assert text_size(58 * 0.78) < 30  # a name line at 1920x1080 (it was 45 pixels)
