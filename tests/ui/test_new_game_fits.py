"""The new-game dialog fits a 1024×600 screen whatever the game and the
number of seats (issue 12, item 10: the window, and what it opens, inside the
screen's available area): the seats and options scroll, the buttons stay."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from cardtable.core.registry import all_games, get_game
from cardtable.ui.new_game import NewGameDialog

SHORT_SCREEN = 600 - 40 - 40  # a 1024×600 screen less a panel and the title bar


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_the_new_game_dialog_can_be_as_short_as_a_small_screen(qtbot, game_id: str) -> None:
    game = get_game(game_id)
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.set_players(game.max_players)  # Oh Hell's eight seats were 628 px at the least
    assert dialog.minimumSizeHint().height() <= SHORT_SCREEN
    dialog.show()  # sized to its content when shown (here a taller screen)...
    dialog.resize(1000, SHORT_SCREEN)  # ...then as short as the small screen's
    assert dialog.height() <= SHORT_SCREEN
    assert dialog.ok_button.isVisible()
    bottom = dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().bottomLeft()).y()
    assert bottom <= dialog.height()


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_the_new_game_dialog_opens_within_the_screen(qtbot, game_id: str) -> None:
    """Placed over the window at its first size, then grown to its
    content's width when shown: moved back within the screen, its Start
    button too (Fan Tan's, Spades' and Crazy Eights' were off its right edge)."""
    window = QWidget()
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    window.setGeometry(room.adjusted(0, 0, -16, -48))
    window.show()
    dialog = NewGameDialog(get_game(game_id), parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    button = dialog.ok_button
    assert room.contains(dialog.frameGeometry())
    assert room.contains(button.rect().translated(button.mapToGlobal(button.rect().topLeft())))
