# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Game > Demo: the computer plays every seat, apart from the player's match.

The player's match is saved before the demo starts (after asking) and held
aside; the demo never writes the autosave, keeps no score sheet and counts
in no statistics, so after a restart the player's own match comes back.
Stop (the toolbar, Escape) ends the demo and sits the player down again at
their match, or shows the game chooser when there was none.

A mixin of ``MainWindow``, kept apart from the window's building and play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QMessageBox

from ..core.registry import all_games
from ..storage import saves
from .controller import COMPUTER_KIND, SeatSetup, TableSetup
from .i18n import tr

if TYPE_CHECKING:
    from .controller import TableController
    from .main_window import MainWindow

LEVEL_OF_DEMO = "heuristic"
#: How long the demo shows who won before dealing its next match.
NEXT_DEMO_PAUSE_MS = 4000


class WindowDemo:
    """The demo and the player's match held aside meanwhile (a mixin:
    ``self`` is the window)."""

    # Set by MainWindow.__init__; declared here, where it is changed.
    controller: TableController | None
    in_demo: bool = False
    #: The player's match while the demo plays: what a save would hold.
    held_match: saves.SavedMatch | None = None
    #: The status bar's lasting word that a demo plays and how to stop it.
    demo_label: QLabel | None = None

    def match_under_way(self: MainWindow) -> bool:
        """Whether the player has a match at the table that is not over."""
        controller = self.controller
        return (
            controller is not None
            and not self.in_demo
            and controller.human is not None
            and not controller.match.is_over
        )

    def demo(self: MainWindow) -> None:
        """Every seat a computer player, the table seen from above: the last
        game played, or the first installed game when that one is gone (its
        plugin uninstalled since). A demo already running goes on alone."""
        if self.in_demo:
            self.table.say(tr("The demo is already running. Press Escape to stop it."))
            return
        if self.match_under_way():
            answer = QMessageBox.question(
                self,
                tr("Card Table"),
                tr("Watch a demo? Your match is saved and comes back when the demo stops."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
            self._hold_match()
        self._start_demo()

    def _hold_match(self: MainWindow) -> None:
        """Save the player's match and keep it aside until the demo stops."""
        controller = self.controller
        assert controller is not None
        self._autosave()
        self.held_match = saves.SavedMatch(controller.match.record(), self._seat_records(), "", self._extra())

    def _start_demo(self: MainWindow) -> None:
        games = all_games()
        game_id = self.settings.last_game if self.settings.last_game in games else next(iter(games))
        game = games[game_id]
        seats = [
            SeatSetup(tr("Computer {n}", n=n + 1), COMPUTER_KIND, LEVEL_OF_DEMO) for n in range(game.default_players)
        ]
        self.start(TableSetup(game_id, game.default_players, {}, seats), demo=True)
        self._show_demo_label(True)

    def _show_demo_label(self: MainWindow, shown: bool) -> None:
        """A demo says so in the status bar for as long as it plays."""
        if self.demo_label is None:
            if not shown:
                return
            self.demo_label = QLabel(tr("Demo: the computer plays every seat. Press Escape to stop."), self)
            self.statusBar().addPermanentWidget(self.demo_label)
        self.demo_label.setVisible(shown)

    def stop_demo(self: MainWindow) -> None:
        """End the demo: back to the player's match, or to the game chooser."""
        if not self.in_demo:
            return
        held, self.held_match = self.held_match, None
        if self.controller is not None:
            self.controller.shutdown()
            self.controller = None
        self.in_demo = False
        self._show_demo_label(False)
        self._update_actions()
        if held is not None:
            self._restore(held)
        else:
            self.show_chooser()

    def _demo_match_over(self: MainWindow, winners: list[int]) -> None:
        """The demo's match is over: who won is said (nothing is recorded or
        saved), then the next demo match is dealt."""
        controller = self.controller
        if controller is None:
            return
        text = self._winners_text(winners)
        self.table.say(text)
        self._status(text)
        QTimer.singleShot(NEXT_DEMO_PAUSE_MS, controller, lambda: self._next_demo(controller))

    def _next_demo(self: MainWindow, finished: object) -> None:
        if self.in_demo and self.controller is finished:
            self._start_demo()
