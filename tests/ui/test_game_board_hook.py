"""A game names its own board (``Game.view``) as it names its agent and its
sheet, so a plugin outside ``cardtable.games`` can bring one; an error inside
the board's module is reported with its reason, not taken for "no board"."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.core import registry
from cardtable.core.registry import all_games, get_game
from cardtable.games.cribbage.view import CribbagePanel
from cardtable.storage.settings import Settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow

RULES = """
from cardtable.games.cribbage.rules import CribbageGame


class BoardGame(CribbageGame):
    id = "{package}"
    agent = "cardtable.games.cribbage.ai:CribbageAgent"
    playout = "cardtable.games.cribbage.ai:playout_move"
    sheet = "cardtable.games.cribbage.sheet:CribbageSheet"
    view = ".view:make_board"


GAME = BoardGame()
"""


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def warnings(monkeypatch):
    said: list[str] = []

    def record(parent, title, text, *args, **kwargs):
        said.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    return said


def _plugin(tmp_path: Path, monkeypatch, package: str, view: str) -> str:
    """A game plugin installed outside cardtable.games, with ``view`` as its view.py."""
    folder = tmp_path / "plugins" / package
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    (folder / "rules.py").write_text(RULES.format(package=package))
    (folder / "view.py").write_text(textwrap.dedent(view))
    monkeypatch.syspath_prepend(str(tmp_path / "plugins"))
    module = __import__(f"{package}.rules", fromlist=["GAME"])
    monkeypatch.setattr(registry, "_games", {**all_games(), package: module.GAME})
    return package


def _start(qtbot, game_id: str) -> MainWindow:
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    window.start(TableSetup(game_id, 2, {}, default_seats(2, "Ada", "normal"), "board"))
    return window


def test_cribbage_names_its_board_and_the_window_shows_it(qtbot, home, warnings) -> None:
    assert get_game("cribbage").view == ".view:make_score_view"
    window = _start(qtbot, "cribbage")
    assert isinstance(window.game_view, CribbagePanel)
    assert warnings == []


def test_a_plugin_outside_the_games_package_brings_its_own_board(qtbot, home, warnings, monkeypatch) -> None:
    game_id = _plugin(
        home,
        monkeypatch,
        "boardplugin_ok",
        """
        from cardtable.games.cribbage.view import CribbagePanel


        class Board(CribbagePanel):
            pass


        def make_board(parent):
            return Board(parent)
    """,
    )
    window = _start(qtbot, game_id)
    assert type(window.game_view).__name__ == "Board"
    assert warnings == []


def test_an_error_inside_a_board_module_is_reported_with_its_reason(qtbot, home, warnings, monkeypatch) -> None:
    game_id = _plugin(
        home,
        monkeypatch,
        "boardplugin_broken",
        """
        import a_module_this_board_lacks  # noqa: F401


        def make_board(parent):
            raise AssertionError("never reached")
    """,
    )
    window = _start(qtbot, game_id)
    assert window.game_view is None
    assert len(warnings) == 1
    assert "a_module_this_board_lacks" in warnings[0]
    assert window.controller is not None and window.controller.game.id == game_id  # the match plays on
