"""How tricks, hands and hints end on the table (issue 12, items 3 and 9):
the finished trick with its winner marked, the last trick as cards, the
hand's summary on the table, the hint's own marker, and the doubling
panel's confirming button saying what it does."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.ui.decision_controls import doubling_controls

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
