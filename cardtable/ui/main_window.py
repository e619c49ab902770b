"""The main window: the game chooser, the table, the score sheet beside it,
a status line that always says what to do next, and the menus.

The window owns no rules: a TableController drives the match through the
plugin contract; this class wires it to the widgets, keeps the settings,
saves the match at every hand end and on quit, and records statistics.

Every command is an action with a key (the menus' mnemonics too); Help >
Keyboard shortcuts (Ctrl+/) lists them with the table's own keys, and F6
moves the keyboard focus between the table and the score sheet.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..ai.workers import shared_pool
from ..core.match import Match
from ..core.moves import Move
from ..core.reasons import Reason
from ..core.registry import all_games, get_game
from ..storage.settings import Settings, save_settings
from ..storage.statistics import Statistics
from .card_themes import (
    CardRenderer,
    CardTheme,
    builtin_themes,
    discover_themes,
    missing_theme_problem,
)
from .controller import SeatSetup, TableController, TableSetup
from .felt import felt_for
from .i18n import said, tr
from .layout import LARGE_CARDS
from .match_keeping import MatchKeeping
from .match_sheet import MatchSheetPanel
from .sound import Sounds
from .sprites import SpriteCache, renderer_back
from .table_widget import TableWidget, describe_move
from .window_demo import WindowDemo
from .window_dialogs import WindowDialogs
from .window_hands import WindowHands
from .window_menus import WindowMenus
from .window_placement import WindowPlacement

if TYPE_CHECKING:  # imported when first needed, to start quickly
    from ..storage.sheet_store import SheetStore
    from .chooser import GameChooser
    from .sheets_window import ScoreSheetsWindow

SWITCH_INTERVAL = 0.001  # seconds (Python's default is 0.005)


class MainWindow(WindowMenus, MatchKeeping, WindowDialogs, WindowDemo, WindowHands, WindowPlacement, QMainWindow):
    def __init__(
        self, settings: Settings, problems: Sequence[str] | None = None, resume: bool = True, show_chooser: bool = True
    ):
        super().__init__()
        # Computer players think on a worker thread; a short switch interval
        # lets every paint of the table get the interpreter quickly meanwhile.
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.settings: Settings = settings
        self.setWindowTitle(tr("Card Table"))
        self.problems: list[str] = list(problems or [])
        # Only our own decks at start-up: the installed ones are looked for
        # when they are needed (a theme of theirs chosen, the settings opened).
        self._themes: list[CardTheme] | None = None
        self.sprites: SpriteCache = SpriteCache(
            CardRenderer(self._theme_for(settings), renderer_back(settings.card_back)), self.devicePixelRatioF()
        )
        self.sprites.problem.connect(self._tell_deck_problem)
        self.controller: TableController | None = None
        self.seats: list[SeatSetup] = []
        self.statistics: Statistics | None = None
        self.sounds: Sounds = Sounds(settings.sound)

        self.stack = QStackedWidget(self)
        self._chooser: GameChooser | None = None
        self.table: TableWidget = TableWidget(self.sprites, self)
        self.table.scene.speed = settings.animation_speed
        self.table.scene.set_high_contrast(settings.high_contrast)
        self.table.scene.set_felt_picture(felt_for(settings.table_felt))
        self.table.set_card_size(LARGE_CARDS if settings.large_cards else 1.0)
        self.table.status.connect(self._table_status)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)

        self.score_panel: MatchSheetPanel = MatchSheetPanel(self)
        self.score_panel.openSheets.connect(self.show_sheets)
        self.score_panel.redrawn.connect(self._place_score_dock)
        self.sheet_store: SheetStore | None = None  # opened the first time a sheet is kept or shown
        self.sheets_window: ScoreSheetsWindow | None = None
        self.played_sheet_id: int | None = None  # the stored sheet of the match at the table
        self.played_sheet_uid: str | None = None  # ...named for good: what a save keeps
        self.saved_sheet_id: int | None = None  # an older save's sheet number, trusted only if it is this match's
        self.game_view: Any = None  # the game's own score view (the cribbage board: a QWidget), if it has one
        dock_body = QWidget(self)
        self.dock_layout: QVBoxLayout = QVBoxLayout(dock_body)
        self.dock_layout.setContentsMargins(0, 0, 0, 0)
        self.dock_layout.addWidget(self.score_panel, 1)
        self.score_dock: QDockWidget = QDockWidget(tr("Score sheet"), self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setWidget(dock_body)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()
        self.score_dock.visibilityChanged.connect(self._score_dock_shown)

        self.status_label = QLabel(self)
        self.status_label.setAccessibleName(tr("What to do next"))
        self.statusBar().addWidget(self.status_label, 1)
        self._make_actions()
        self.stack.currentChanged.connect(self._update_actions)
        self._first_size(settings.window_geometry)
        if show_chooser:
            self.show_chooser()
        # What exists now lives as long as the window: keep it out of the
        # collector's full scans, which would otherwise grow with it.
        gc.freeze()
        # After the first paint: open the statistics (reporting a damaged
        # file), resume the saved match, say what went wrong at start-up.
        QTimer.singleShot(0, self._open_statistics)
        if resume:
            QTimer.singleShot(0, self.resume_autosave)
        QTimer.singleShot(0, self._report_problems)

    @property
    def chooser(self) -> GameChooser:
        """The game chooser, built the first time it is needed."""
        if self._chooser is None:
            from .chooser import GameChooser

            self._chooser = GameChooser(all_games(), self.settings.recent_games, parent=self)
            self._chooser.chosen.connect(self.new_game_dialog)
            self._chooser.back_requested.connect(self.back_to_match)
            self.stack.addWidget(self._chooser)
        return self._chooser

    @property
    def themes(self) -> list[CardTheme]:
        """Every card deck: ours and those installed on the system."""
        if self._themes is None:
            self._themes, problems = discover_themes()
            self.problems.extend(problems)
        return self._themes

    def _theme_for(self, settings: Settings) -> CardTheme:
        ours = builtin_themes()
        if settings.card_theme.startswith("builtin"):
            themes = ours
        else:
            themes = self.themes
        theme = next((t for t in themes if t.name == settings.card_theme), None)
        if theme is None:  # the chosen deck has gone: said, and ours is drawn
            self.problems.append(missing_theme_problem(settings.card_theme))
            theme = ours[0]
        if settings.four_colour and theme.name == ours[0].name:
            theme = next((t for t in ours if t.name == "builtin-four-colour"), theme)
        return theme

    def _open_statistics(self) -> None:
        if self.statistics is not None:
            return
        try:
            self.statistics = Statistics()
            self.problems.extend(self.statistics.problems)
        except Exception as error:  # reported, the game goes on without statistics
            self.problems.append(tr("Statistics are unavailable: {error}", error=said(error)))

    def _status(self, text: str) -> None:
        self.status_label.setText(text)

    def _table_status(self, text: str) -> None:
        """What the table asks for, said while it shows (not over the chooser's line)."""
        if self.stack.currentWidget() is self.table:
            self._status(text)

    def _tell_deck_problem(self, text: str) -> None:
        """The chosen deck cannot be drawn (the sprites fell back to ours): told once."""
        self.problems.append(text)
        self._report_problems()

    def _report_problems(self) -> None:
        if self.problems:
            QMessageBox.warning(self, tr("Card Table"), "\n\n".join(said(problem) for problem in self.problems))
            self.problems = []

    # -- starting games ---------------------------------------------------------------
    def show_chooser(self) -> None:
        """The game chooser; a demo stops first, so Back finds the player's match."""
        if self.in_demo:
            self.stop_demo()
        self.chooser.set_back_enabled(self.controller is not None)
        self.stack.setCurrentWidget(self.chooser)
        self._status(tr("Choose a game to play."))

    def back_to_match(self) -> None:
        """From the chooser back to the match at the table, as it was."""
        controller = self.controller
        if controller is None:
            return
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        view = controller.view()
        self._status(self.table.prompt_text(view) if view is not None else "")

    def new_game_dialog(self, game_id: str, preset: str | None = None) -> None:
        from .blackjack_bankroll import fill_dialog
        from .new_game import NewGameDialog

        if not self._may_end_match(tr("Start a new match? The match in progress will be lost.")):
            return

        game = get_game(game_id)
        dialog = NewGameDialog(game, preset, self.settings.player_name, self.settings.computer_level, self)
        self._open_statistics()
        fill_dialog(dialog, self.statistics)  # Blackjack: your chips kept from the last session
        if dialog.exec():
            self.start(dialog.setup())

    def start(
        self,
        setup: TableSetup,
        match: Match | None = None,
        sheet_uid: str | None = None,
        sheet_id: int | None = None,
        demo: bool = False,
    ) -> None:
        """Sit down at a new table (or at a restored match, whose stored sheet
        is ``sheet_uid``, or in an older save the number ``sheet_id``); a
        ``demo`` keeps nothing. Any other match ends a demo for good."""
        if self.controller is not None:
            self.controller.shutdown()
        self.in_demo = demo
        self._show_demo_label(demo)
        if not demo:
            self.held_match = None
        self.played_sheet_uid, self.saved_sheet_id = sheet_uid, sheet_id
        self.played_sheet_id = self._sheet_named(sheet_uid)
        game = get_game(setup.game_id)
        controller = TableController(game, setup, parent=self, search_pool=shared_pool)
        if match is not None:
            controller.match = match
        self.controller = controller
        self.seats = controller.seats
        self.table.attach(controller, controller.names)
        controller.hand_over.connect(self._hand_over)
        controller.match_over.connect(self._demo_match_over if demo else self._match_over)
        controller.failed.connect(lambda text: QMessageBox.critical(self, tr("Card Table"), text))
        controller.changed.connect(self._after_move)
        controller.hint_ready.connect(self._hint_ready)
        self.settings.remember_game(setup.game_id)
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self.score_panel.set_match(controller.match, [seat.name for seat in self.seats])
        self._install_game_view(game)
        self.setWindowTitle(tr("{game} \u2014 Card Table", game=tr(game.name)))
        if match is not None and match.state is not None and not match.state.is_over:
            controller._after_change(None)
        else:
            controller.start()
        self._update_actions()

    def _may_end_match(self, question: str) -> bool:
        """Whether the match in progress may end: the player is asked, if
        the setting says so; a finished match, or a demo, ends unasked."""
        if not (self.match_under_way() and self.settings.confirm_new_game):
            return True
        return QMessageBox.question(self, tr("Card Table"), question) == QMessageBox.StandardButton.Yes

    def restart(self) -> None:
        if self.controller is None:
            return
        if not self._may_end_match(tr("Deal this match again from the start? The hands played so far will be lost.")):
            return
        setup = self.controller.setup
        setup.seed = self.controller.match.seed
        self.start(setup)

    def _after_move(self) -> None:
        """Keep the actions current; save whenever play waits for the human, so
        a crash loses at most the move being made."""
        self._update_actions()
        self._refresh_game_view()
        controller = self.controller
        if controller is not None and controller.last_move is not None and controller.last_move.cards:
            self.sounds.play("card")
        if controller is not None and controller.last_move is not None and controller.is_humans_turn():
            self._autosave()

    def next_hand(self) -> None:
        if self.controller is not None:
            self.controller.next_hand()
            self._update_actions()

    # -- during play -----------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is not None and not self.controller.undo():
            self.table.say(tr("There is nothing of yours to undo in this hand."))

    def hint(self) -> None:
        if self.controller is None:
            return
        if self.controller.request_hint():
            self.table.say(tr("Thinking about your best move\u2026"))
        else:
            self.table.say(tr("A hint is for your turn."))

    def _hint_ready(self, move: Move, reason: Reason | str) -> None:
        controller = self.controller
        if controller is None:
            return
        view = controller.view()
        contracts = dict(view.get("contract_names") or ()) if view is not None else {}
        if isinstance(reason, Reason):  # else "": the player gave none
            said = reason.text(controller.names)
        elif move.kind == "contract" and move.arg in contracts:
            said = tr(contracts[move.arg])  # the contract by its name, not its letter
        elif move.kind == "double" and isinstance(move.arg, int) and view is not None:
            name = controller.names[move.arg]  # the player by their name, not their seat number
            declarer = view.get("declarer") == view.seat
            said = tr("Redouble {name}", name=name) if declarer else tr("Double {name}", name=name)
        else:
            said = describe_move(move)
        self.table.show_hint(move, tr("Hint: {move}", move=said[:1].upper() + said[1:]))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.controller is not None:
            self.controller.shutdown()
            self._autosave()
        if self.statistics is not None:
            self.statistics.close()
        if self.sheets_window is not None:
            self.sheets_window.close()
        if self.sheet_store is not None:
            self.sheet_store.close()
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        try:
            save_settings(self.settings)
        except OSError as error:  # the window and recent games are not kept: said, not hidden
            QMessageBox.warning(self, tr("Card Table"), said(error))
        super().closeEvent(event)
