"""Barbu's decisions on the table: the contract chooser, the doubling panel
(a toggle per player, Maximum, one button that doubles and passes) and the
compulsory double it will not let a player skip."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.ui.decision_controls import contract_controls, doubling_controls

from .table_support import make_table, release_buttons, wait_for_human

BARBU = get_game("barbu")
NAMES = ["You", "West", "North", "East"]


def _earlier(declarer: int, contracts: str) -> tuple[dict, ...]:
    """Sheet cells of earlier hands of ``declarer``'s seven, nobody doubling."""
    return tuple(
        {
            "declarer": declarer,
            "contract": letter,
            "doubles": [],
            "raw": [0, 0, 0, 0],
            "points": [0, 0, 0, 0],
            "seven": n,
        }
        for n, letter in enumerate(contracts)
    )


def _hand(declarer: int, played: str, seed: str = "ui"):
    number = len(played)
    context = HandContext(number, (declarer - 1) % 4, (0, 0, 0, 0), _earlier(declarer, played))
    return BARBU.new_hand(4, None, seed, context)


def test_the_contract_chooser_shows_the_contracts_already_played_disabled(qtbot) -> None:
    """ "the declarer picks a contract not yet played in her seven"."""
    parent = QWidget()
    qtbot.addWidget(parent)
    state = _hand(0, "NH")
    played = []
    buttons = contract_controls(parent, state.view(0), state.legal_moves(), played.append)
    texts = [button.text() for button in buttons]
    assert texts[0].startswith("No Tricks") and "played" in texts[0] and not buttons[0].isEnabled()
    assert "played" in texts[1] and not buttons[1].isEnabled()
    assert [b.text() for b in buttons[2:]] == ["No Queens", "No King of Hearts", "No Last Two", "Trumps", "Dominoes"]
    buttons[2].click()
    assert played == [Move("contract", (), "Q")]


def test_a_forced_compulsory_double_keeps_pass_disabled_until_declarer_is_doubled(qtbot) -> None:
    """ "when a player's outstanding compulsory doubles equal the hands left in
    the seven (this one included), the double of declarer is forced"."""
    parent = QWidget()
    qtbot.addWidget(parent)
    state = _hand(1, "NHQKL")  # hand 6 of West's seven: two left, two doubles owed
    state.apply(Move("contract", (), "T"))
    state.apply(Move("trumps", (), "S"))
    while state.to_move != 0:
        state.apply(Move("double", (), 1) if Move("pass") not in state.legal_moves() else Move("pass"))
    said: list[str] = []
    buttons = doubling_controls(
        parent, state, state.legal_moves(), NAMES, False, lambda m: True, lambda: None, said.append
    )
    confirm = buttons[-1]
    assert confirm.text() == "Pass" and not confirm.isEnabled()
    assert said and "double" in said[-1].lower()
    west = next(b for b in buttons if b.text().endswith("West"))
    west.click()
    assert confirm.isEnabled() and "West" in confirm.text()


def test_maximum_doubles_everyone_allowed(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    state = _hand(1, "")
    state.apply(Move("contract", (), "Q"))
    while state.to_move != 0:
        state.apply(Move("pass"))
    made: list[Move] = []
    buttons = doubling_controls(
        parent, state, state.legal_moves(), NAMES, False, made.append, lambda: None, lambda text: None
    )
    maximum = next(b for b in buttons if b.text() == "Maximum")
    maximum.click()
    buttons[-1].click()
    assert made == [Move("double", (), 1), Move("double", (), 2), Move("double", (), 3), Move("pass")]


def test_the_doubling_panel_on_the_table_plays_the_doubles_through_the_rules(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "barbu", seed="doubling")
    try:
        controller.start()
        wait_for_human(qtbot, controller, timeout=20000)
        assert {m.kind for m in controller.legal_for_human()} <= {"double", "pass"}
        toggles = [b for b in widget.buttons if b.isCheckable()]
        assert toggles, "a toggle for each player one may double"
        declarer = controller.view().get("declarer")
        toggle = next(b for b in toggles if b.text().endswith(widget.names[declarer]))
        toggle.click()
        assert toggle.isChecked() and toggle.text().startswith("\u2714")
        before = len(controller.state.history)
        widget.buttons[-1].click()
        made = [str(m) for m in controller.state.history[before : before + 2]]
        assert made == [f"double {declarer}", "pass"]
        assert (0, declarer) in controller.state.doubles
    finally:
        release_buttons(widget)
        controller.shutdown()
