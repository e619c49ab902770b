"""A table never waits for ever: a computer seat at a level this version
cannot play is said at its turn, and a table with several human seats (the
table has one view, one undo, one hint) is refused where it is set up."""

from __future__ import annotations

import pytest

from cardtable.core.registry import get_game
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup, TableController, TableSetup
from cardtable.ui.new_game import NewGameDialog


def _setup(levels: list[str], humans: int = 1) -> TableSetup:
    seats = [SeatSetup(f"H{n}", HUMAN_KIND) for n in range(humans)]
    seats += [SeatSetup(f"C{n}", COMPUTER_KIND, level) for n, level in enumerate(levels, 1)]
    return TableSetup("hearts", 4, {}, seats, "levels")


def test_an_unknown_level_is_said_at_its_turn_instead_of_waiting(qtbot) -> None:
    controller = TableController(get_game("hearts"), _setup(["master", "master", "master"]), think_pause=0.0)
    failures: list[str] = []
    controller.failed.connect(failures.append)
    try:
        controller.start()  # Hearts begins with a computer's pass (seat 1, left of the dealer)
        assert len(failures) == 1
        assert failures[0].startswith("C1 cannot play: there is no computer level 'master' (levels: random, ")
        assert not controller.is_thinking
    finally:
        controller.shutdown()


def test_a_level_with_an_unbounded_search_is_refused_at_its_turn(qtbot) -> None:
    controller = TableController(get_game("hearts"), _setup(["expert@100000"] * 3), think_pause=0.0)
    failures: list[str] = []
    controller.failed.connect(failures.append)
    try:
        controller.start()
        assert len(failures) == 1 and "'expert@100000'" in failures[0]
        assert not controller.is_thinking
    finally:
        controller.shutdown()  # on a version without bounds, stop the search of 300000 seconds


def test_a_table_with_two_human_seats_is_refused() -> None:
    with pytest.raises(ValueError, match="one human seat at most, not 2"):
        TableController(get_game("hearts"), _setup(["normal", "normal"], humans=2))


def test_the_new_game_dialog_refuses_a_second_human(qtbot) -> None:
    dialog = NewGameDialog(get_game("hearts"))
    qtbot.addWidget(dialog)
    assert dialog.ok_button.isEnabled()
    second = dialog.seat_rows[2].kind
    second.setCurrentIndex(second.findData(HUMAN_KIND))
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_text() == "⚠ Cannot start: only one seat can be played by a human."
    second.setCurrentIndex(second.findData(COMPUTER_KIND))
    assert dialog.ok_button.isEnabled() and dialog.error_text() == ""


@pytest.mark.parametrize(
    "level, shown, kept",
    [
        ("random", "Beginner (plays at random)", "random"),  # valid, not offered: listed, so OK keeps it
        ("heuristic", "Normal", "normal"),  # Normal's other name
        ("expert", "Expert", "expert"),
    ],
)
def test_the_settings_dialog_shows_the_level_the_settings_hold(qtbot, level: str, shown: str, kept: str) -> None:
    from cardtable.storage.settings import Settings
    from cardtable.ui.card_themes import builtin_themes
    from cardtable.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(computer_level=level), builtin_themes())
    qtbot.addWidget(dialog)
    assert dialog.level.currentText() == shown
    assert dialog.result_settings().computer_level == kept
