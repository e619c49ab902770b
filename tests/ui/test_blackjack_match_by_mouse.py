"""Blackjack tried as a new user would: a whole match by mouse from the chooser.

The main window opens on the game chooser (its statistics database a
temporary one: the player's chips are kept there after every round);
Blackjack is clicked in the list and Play pressed; in the new-game dialog
the Rounds are lowered from 20 to 5 with the spin box's down arrow, by
mouse, and Start clicked (three players: you and two computers at Normal).
Then every round is played by mouse: the bet is made with the chip buttons
(Clear, then a chip or two; every third round Rebet) and Deal clicked; every
decision is its button under the table (Split when offered, Double every
other time it is, Insurance once and No insurance after, else Hit below 15
and Stand from 15). Each round's summary is left by its "Next round" button.
At the end the summary says who won, the score sheet holds one row per
round, and the chips kept are the player's chips after the last round.

The decision reads the controller's legal moves and the view (a test may);
the action is always a mouse event sent to a widget, and each one is
checked to have done what the player meant.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QPushButton, QSpinBox, QWidget

from cardtable.games.blackjack.values import total
from cardtable.ui.blackjack_table import BlackjackPieces
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import NewGameDialog

from . import match_by_mouse
from .match_by_mouse import (
    check_the_end,
    choose_game,
    click_button,
    click_spin_arrow,
    play_to_the_end,
    start_offered_by_default,
)

told, window = match_by_mouse.told, match_by_mouse.window  # the fixtures this test uses
ROUNDS = 5


@pytest.fixture
def deal_seed() -> int:
    return 10  # a match with a split, a double, insurance taken and declined


def _in_view(widget: QWidget) -> None:
    """Wheel the dialog's options panel until ``widget`` is in view."""
    for _ in range(30):
        if not widget.visibleRegion().isEmpty():
            return
        parent = widget.parentWidget()
        while parent is not None and not hasattr(parent, "verticalScrollBar"):
            parent = parent.parentWidget()
        assert parent is not None, "the option is hidden and nothing scrolls to it"
        bar = parent.verticalScrollBar()
        centre = QPointF(bar.rect().center())
        wheel = QWheelEvent(
            centre,
            QPointF(bar.mapToGlobal(bar.rect().center())),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(bar, wheel)
    assert not widget.visibleRegion().isEmpty()


def _five_rounds(qtbot, dialog: NewGameDialog) -> None:
    """The Rounds' down arrow clicked until it says five."""
    rounds = dialog.option_widgets["rounds"]
    assert isinstance(rounds, QSpinBox) and rounds.value() == 20
    _in_view(rounds)
    click_spin_arrow(qtbot, rounds, 20 - ROUNDS)
    assert rounds.value() == ROUNDS
    assert dialog.options()["bankroll"] == 1000  # nothing kept yet: the house's 1,000
    assert dialog.error_text() == ""


def _button(window: MainWindow, key: str) -> QPushButton:
    """The table's button showing ``key`` (its own key, as the player sees it)."""
    found = [b for b in window.table.buttons if isinstance(b, QPushButton) and b.property("own_key") == key]
    assert found, f"no button [{key}] under the table: {[b.text() for b in window.table.buttons]}"
    return found[0]


class Player:
    """The player's gestures, round after round."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.insured = False
        self.doubles = 0
        self.rounds_bet = 0

    @property
    def pieces(self) -> BlackjackPieces:
        pieces = self.window.table.scene.pieces
        assert isinstance(pieces, BlackjackPieces)
        return pieces

    def click(self, key: str) -> None:
        click_button(self.qtbot, self.window, _button(self.window, key))

    def bet(self) -> str:
        """Chips clicked onto the bet (or Rebet), then Deal; the bet checked placed."""
        controller = self.window.controller
        choice = self.pieces.choice
        self.rounds_bet += 1
        if self.rounds_bet % 3 == 0 and choice.last:
            self.click("R")
            gesture = "rebet"
        else:
            if choice.amount:
                self.click("Backspace")
                assert choice.amount == 0
            self.click("1")  # +10
            if self.rounds_bet % 2 == 0:
                self.click("2")  # +50
            gesture = "chips"
        amount = choice.amount
        deal = _button(self.window, "Return")
        assert deal.text().startswith(f"Deal {amount}")
        before = len(controller.state.history)
        self.click("Return")
        placed = controller.state.history[before]
        assert (placed.kind, placed.arg) == ("bet", amount)
        return gesture

    def decide(self) -> str:
        controller = self.window.controller
        kinds = {move.kind for move in controller.legal_for_human()}
        if "insure" in kinds:
            kind = "decline" if self.insured else "insure"
            self.insured = True
        elif "split" in kinds:
            kind = "split"
        elif "double" in kinds and self.doubles % 2 == 0:
            kind = "double"
        else:
            if "double" in kinds:
                self.doubles += 1
            kind = "hit" if self._points() < 15 else "stand"
        if kind == "double":
            self.doubles += 1
        before = len(controller.state.history)
        self.click({"hit": "H", "stand": "S", "double": "D", "split": "P", "insure": "I", "decline": "N"}[kind])
        assert controller.state.history[before].kind == kind, f"{kind} by mouse did nothing"
        return kind

    def _points(self) -> int:
        view = self.window.controller.view()
        box, hand = view.get("active")
        return total([card for card in view.pile(f"box:{box}:{hand}").cards if card is not None]).points

    def take_turn(self, _turn: int) -> str:
        kinds = {move.kind for move in self.window.controller.legal_for_human()}
        return self.bet() if "bet" in kinds else self.decide()


def test_a_whole_match_of_blackjack_by_mouse_from_the_chooser(qtbot, window, told, tmp_path) -> None:
    offered = choose_game(qtbot, window, "Blackjack", "blackjack", lambda dialog: _five_rounds(qtbot, dialog))
    start_offered_by_default(window, offered, "Blackjack", "blackjack", players=3)
    controller = window.controller
    assert controller is not None
    assert controller.setup.options["rounds"] == ROUNDS
    controller.think_pause = 0.0  # the computers move at once
    match = controller.match
    statistics = window.statistics
    assert statistics is not None and Path(statistics.path).is_relative_to(tmp_path)  # never the player's own

    player = Player(qtbot, window)
    titles, gestures, _refused = play_to_the_end(qtbot, window, player.take_turn, lambda: True)

    assert len(match.hands) == ROUNDS
    assert titles == [f"Round {n}" for n in range(1, ROUNDS)] + [titles[-1]]
    check_the_end(window, start=controller.setup.options["bankroll"])
    assert told == []
    assert {"chips", "rebet", "hit", "stand", "double", "split", "insure", "decline"} <= set(gestures), gestures
    last = controller.results()[-1]
    assert statistics.bankroll("blackjack") == last.cells["chips"][controller.human]
    plot = window.game_view
    assert plot is not None and plot.rounds == ROUNDS  # the bankroll plot kept up with every round
    assert plot.bankrolls[-1] == tuple(last.cells["chips"])
