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
from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QPushButton, QStackedWidget, QToolBar,
    QVBoxLayout, QWidget,
)

from ..core.game import Game
from ..core.match import Match
from ..sheets.played import keep_played_sheet, saved_sheet
from ..core.registry import all_games, get_game
from ..storage import saves
from ..storage.settings import Settings, save_settings
from ..storage.statistics import Statistics, StatisticsError
from .card_themes import CardRenderer, CardTheme, builtin_themes, discover_themes, missing_theme_problem
from .controller import COMPUTER_KIND, SeatSetup, TableController, TableSetup
from .i18n import said, tr
from .layout import LARGE_CARDS
from .match_sheet import MatchSheetPanel
from .sound import Sounds
from .sprites import SpriteCache
from .table_widget import TableWidget, describe_move, table_key_rows

LEVEL_OF_DEMO = "heuristic"
SWITCH_INTERVAL = 0.001  # seconds (Python's default is 0.005)


def _on_keyboard(sequence: QKeySequence) -> bool:
    """Whether a shortcut is made of keys every keyboard has: not a media key
    (the "New" or "Open" key some platforms bind too), which the shortcuts
    page leaves out."""
    if sequence.isEmpty():
        return False
    key = sequence[0].key()
    return int(key) < 0x01000000 or Qt.Key.Key_Escape <= key <= Qt.Key.Key_PageDown or \
        Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35 or key == Qt.Key.Key_Space


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, problems: list[str] | None = None, resume: bool = True,
                 show_chooser: bool = True):
        super().__init__()
        # Computer players think on a worker thread; a short switch interval
        # lets every paint of the table get the interpreter quickly meanwhile.
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.settings = settings
        self.setWindowTitle(tr("Card Table"))
        self.resize(1200, 800)
        self.problems = list(problems or [])
        # Only our own decks at start-up: the installed ones are looked for
        # when they are needed (a theme of theirs chosen, the settings opened).
        self._themes: list[CardTheme] | None = None
        self.sprites = SpriteCache(CardRenderer(self._theme_for(settings)), self.devicePixelRatioF())
        self.sprites.problem.connect(self._tell_deck_problem)
        self.controller: TableController | None = None
        self.seats: list[SeatSetup] = []
        self.statistics: Statistics | None = None
        self.sounds = Sounds(settings.sound)

        self.stack = QStackedWidget(self)
        self._chooser = None
        self.table = TableWidget(self.sprites, self)
        self.table.scene.speed = settings.animation_speed
        self.table.scene.set_high_contrast(settings.high_contrast)
        self.table.set_card_size(LARGE_CARDS if settings.large_cards else 1.0)
        self.table.status.connect(self._status)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)

        self.score_panel = MatchSheetPanel(self)
        self.score_panel.openSheets.connect(self.show_sheets)
        self.sheet_store = None  # opened the first time a sheet is kept or shown
        self.sheets_window = None
        self.played_sheet_id: int | None = None  # the stored sheet of the match at the table
        self.played_sheet_uid: str | None = None  # ...named for good: what a save keeps
        self.saved_sheet_id: int | None = None  # an older save's sheet number, trusted only if it is this match's
        self._dock_sized = False
        self.game_view = None  # the game's own score view (the cribbage board), if it has one
        dock_body = QWidget(self)
        self.dock_layout = QVBoxLayout(dock_body)
        self.dock_layout.setContentsMargins(0, 0, 0, 0)
        self.dock_layout.addWidget(self.score_panel, 1)
        self.score_dock = QDockWidget(tr("Score sheet"), self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setWidget(dock_body)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()

        self.status_label = QLabel(self)
        self.status_label.setAccessibleName(tr("What to do next"))
        self.statusBar().addWidget(self.status_label, 1)
        self._make_actions()
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
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
    def chooser(self):
        """The game chooser, built the first time it is needed."""
        if self._chooser is None:
            from .chooser import GameChooser

            self._chooser = GameChooser(all_games(), self.settings.recent_games, parent=self)
            self._chooser.chosen.connect(self.new_game_dialog)
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

    # -- actions ---------------------------------------------------------------------
    def _make_actions(self) -> None:
        def action(text: str, shortcuts, slot, tip: str = "") -> QAction:
            act = QAction(text, self)
            keys: list[QKeySequence] = []
            for shortcut in shortcuts if isinstance(shortcuts, (list, tuple)) else [shortcuts]:
                if isinstance(shortcut, QKeySequence.StandardKey):
                    keys += QKeySequence.keyBindings(shortcut)  # the platform's, maybe none
                elif shortcut:
                    keys.append(QKeySequence(shortcut))
            unique = list(dict.fromkeys(key for key in keys if not key.isEmpty()))
            if unique:
                act.setShortcuts(unique)
            act.setStatusTip(tip or text.replace("&", "").rstrip("\u2026"))
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_new = action(tr("&New game\u2026"), QKeySequence.StandardKey.New, self.show_chooser,
                              tr("Choose a game"))
        self.act_restart = action(tr("&Restart"), "Ctrl+R", self.restart, tr("Deal the same match again"))
        self.act_open = action(tr("&Open\u2026"), QKeySequence.StandardKey.Open, self.open_match,
                               tr("Open a saved match"))
        self.act_save = action(tr("Save &as\u2026"), [QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"],
                               self.save_match_as, tr("Save the match to a file"))
        self.act_demo = action(tr("&Demo"), "Ctrl+D", self.demo, tr("Watch the computer play every seat"))
        self.act_quit = action(tr("&Quit"), [QKeySequence.StandardKey.Quit, "Ctrl+Q"], self.close)
        self.act_undo = action(tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo, tr("Take back your last move"))
        self.act_hint = action(tr("&Hint"), "H", self.hint, tr("What would the computer do in your seat?"))
        self.act_next = action(tr("&Next hand"), "N", self.next_hand, tr("Deal the next hand"))
        self.act_rules = action(tr("&Rules"), [QKeySequence.StandardKey.HelpContents, "F1"], self.show_rules,
                                tr("The rules of the game"))
        self.act_sheet = action(tr("&Score sheet"), "Ctrl+K", self.toggle_sheet,
                                tr("Show or hide the score sheet beside the table"))
        self.act_stats = action(tr("S&tatistics"), "Ctrl+T", self.show_statistics, tr("Your results, game by game"))
        self.act_sheets = action(tr("Score s&heets\u2026"), "Ctrl+Shift+K", self.show_sheets,
                                 tr("Every score sheet: played matches, and sheets kept for games with real cards"))
        self.act_settings = action(tr("Se&ttings\u2026"), [QKeySequence.StandardKey.Preferences, "Ctrl+,"],
                                   self.show_settings, tr("Cards, table, language and players"))
        self.act_switch = action(tr("S&witch between table and score sheet"), ["F6", "Shift+F6"],
                                 self.switch_pane, tr("Move the keyboard focus between the table and the score sheet"))
        # F1 is the rules (the platform's help key): the shortcuts page has Ctrl+/ ("Ctrl+?").
        self.act_shortcuts = action(tr("&Keyboard shortcuts"), ["Ctrl+/", "Ctrl+?", "Ctrl+F1"], self.show_shortcuts,
                                    tr("Every key of the game and the table"))
        menu = self.menuBar()
        game = menu.addMenu(tr("&Game"))
        for act in (self.act_new, self.act_restart, self.act_open, self.act_save, self.act_demo):
            game.addAction(act)
        game.addSeparator()
        game.addAction(self.act_quit)
        play = menu.addMenu(tr("&Play"))
        for act in (self.act_undo, self.act_hint, self.act_next):
            play.addAction(act)
        view = menu.addMenu(tr("&View"))
        for act in (self.act_sheet, self.act_sheets, self.act_switch, self.act_rules, self.act_stats):
            view.addAction(act)
        settings = menu.addMenu(tr("&Settings"))
        settings.addAction(self.act_settings)
        help_menu = menu.addMenu(tr("&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_shortcuts)
        bar = QToolBar(tr("Main"), self)
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        for act in (self.act_new, self.act_restart, self.act_undo, self.act_hint, self.act_rules,
                    self.act_sheet, self.act_stats, self.act_settings, self.act_demo):
            bar.addAction(act)
        self.addToolBar(bar)
        self._update_actions()

    def _update_actions(self) -> None:
        playing = self.controller is not None
        for act in (self.act_restart, self.act_save, self.act_hint, self.act_undo):
            act.setEnabled(playing)
        self.act_next.setEnabled(
            playing and self.controller.state is not None and self.controller.state.is_over
            and not self.controller.match.is_over
        )

    def _status(self, text: str) -> None:
        self.status_label.setText(text)

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
        self.stack.setCurrentWidget(self.chooser)
        self._status(tr("Choose a game to play."))

    def new_game_dialog(self, game_id: str, preset: str | None = None) -> None:
        from .new_game import NewGameDialog

        game = get_game(game_id)
        dialog = NewGameDialog(game, preset, self.settings.player_name, self.settings.computer_level, self)
        if dialog.exec():
            self.start(dialog.setup())

    def start(self, setup: TableSetup, match: Match | None = None, sheet_uid: str | None = None,
              sheet_id: int | None = None) -> None:
        """Sit down at a new table (or at a restored match, whose stored sheet
        is ``sheet_uid``, or in an older save the number ``sheet_id``)."""
        if self.controller is not None:
            self.controller.shutdown()
        self.played_sheet_uid, self.saved_sheet_id = sheet_uid, sheet_id
        self.played_sheet_id = self._sheet_named(sheet_uid)
        game = get_game(setup.game_id)
        controller = TableController(game, setup, parent=self)
        if match is not None:
            controller.match = match
        self.controller = controller
        self.seats = controller.seats
        self.table.attach(controller, [seat.name for seat in self.seats])
        controller.hand_over.connect(self._hand_over)
        controller.match_over.connect(self._match_over)
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

    def restart(self) -> None:
        if self.controller is None:
            return
        setup = self.controller.setup
        setup.seed = self.controller.match.seed
        self.start(setup)

    def demo(self) -> None:
        """Every seat a computer player, the table seen from above: the last
        game played, or the first installed game when that one is gone (its
        plugin uninstalled since)."""
        games = all_games()
        game_id = self.settings.last_game if self.settings.last_game in games else next(iter(games))
        game = games[game_id]
        seats = [SeatSetup(tr("Computer {n}", n=n + 1), COMPUTER_KIND, LEVEL_OF_DEMO)
                 for n in range(game.default_players)]
        self.start(TableSetup(game_id, game.default_players, {}, seats))

    def _install_game_view(self, game: Game) -> None:
        """A game may supply its own board (``Game.view`` names what makes it,
        like the cribbage board): shown above the generic sheet, updated every
        move. A board that fails to load is said, and the match plays on
        without it."""
        if self.game_view is not None:
            self.dock_layout.removeWidget(self.game_view)
            self.game_view.hide()
            self.game_view.deleteLater()
            self.game_view = None
        try:
            make_board = game.board_factory()
            board = make_board(self) if make_board is not None else None
        except Exception as error:  # a plugin's own code: whatever breaks in it is reported
            self.problems.append(tr("The board of {game} cannot be shown: {error}",
                                    game=tr(game.name), error=said(error) or type(error).__name__))
            self._report_problems()
            return
        if board is None:
            return
        self.game_view = board
        self.dock_layout.insertWidget(0, self.game_view)
        self._show_score_dock()
        self._refresh_game_view()

    def _refresh_game_view(self) -> None:
        controller = self.controller
        if self.game_view is not None and controller is not None:
            self.game_view.update_from(controller.match, controller.view(), controller.names)

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

    def _hint_ready(self, move, reason) -> None:
        controller = self.controller
        if controller is None:
            return
        view = controller.view()
        contracts = dict(view.get("contract_names") or ()) if view is not None else {}
        if reason:
            said = reason.text(controller.names)
        elif move.kind == "contract" and move.arg in contracts:
            said = tr(contracts[move.arg])  # the contract by its name, not its letter
        else:
            said = describe_move(move)
        self.table.say(tr("Hint: {move}", move=said[:1].upper() + said[1:]))
        for card in move.cards:
            item = self.table.scene.item_for(card)
            if item is not None:
                item.focused = True
                item.update()

    def _hand_over(self, result) -> None:
        controller = self.controller
        assert controller is not None
        names = [seat.name for seat in self.seats]
        self.score_panel.set_match(controller.match, names)
        self._show_score_dock()
        self._keep_played_sheet()
        points = QLocale().createSeparatedList(
            [tr("{name} {points}", name=names[s], points=f"{p:+d}") for s, p in enumerate(result.points)])
        lines = [tr("Hand over: {points}.", points=points)] + [reason.text(names) for reason in result.summary]
        if not controller.match.is_over:
            lines.append(tr("Press N for the next hand."))
        self.table.say(" ".join(lines))
        self._autosave()
        self._update_actions()
        self.sounds.play("hand_over")
        if not controller.match.is_over:
            key = self.act_next.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            button = QPushButton(tr("Next hand  [{key}]", key=key), self.table)
            button.setAccessibleName(tr("Next hand"))
            button.setAccessibleDescription(tr("Key: {key}", key=key))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(self.next_hand)
            self.table.actions_bar.insertWidget(len(self.table.buttons), button)
            self.table.buttons.append(button)
            if controller.human is None:  # demo: carry on by itself
                QTimer.singleShot(1500, self.next_hand)

    def _match_over(self, winners: list[int]) -> None:
        controller = self.controller
        assert controller is not None
        names = [seat.name for seat in self.seats]
        if len(winners) == 1:
            text = tr("Match over. Winner: {name}.", name=names[winners[0]])
        else:
            text = tr("Match over. Winners: {names}.", names=QLocale().createSeparatedList([names[s] for s in winners]))
        self.table.say(text)
        self._status(text)
        self._record_statistics(winners)
        saves.clear_autosave()

    def _record_statistics(self, winners: list[int]) -> None:
        self._open_statistics()
        controller = self.controller
        if controller is None or controller.human is None or self.statistics is None:
            return
        match = controller.match
        levels = [seat.level for seat in self.seats if not seat.is_human]
        try:
            self.statistics.record_match(
                match.game.id, dict(match.options), match.players, controller.human,
                list(match.scores), list(winners), levels, len(match.hands), match.rules.lowest_wins,
                preset=controller.setup.preset or "",
            )
        except StatisticsError as error:
            self.table.say(tr("Statistics could not be saved: {error}", error=said(error)))

    # -- keeping things -----------------------------------------------------------------
    def _seat_records(self) -> list[saves.SavedSeat]:
        return [saves.SavedSeat(s.name, s.kind, "" if s.is_human else s.level) for s in self.seats]

    def _extra(self) -> dict:
        if self.controller is None:
            return {}
        extra: dict = {"preset": self.controller.setup.preset or ""}
        if self.played_sheet_uid is not None:
            extra["sheet_uid"] = self.played_sheet_uid
        elif self.saved_sheet_id is not None:  # not checked yet: passed on as it came
            extra["sheet_id"] = self.saved_sheet_id
        return extra

    def _sheet_named(self, uid: str | None) -> int | None:
        """The number in the sheets file of the match's sheet ``uid`` (None: not there)."""
        if uid is None or self._open_sheet_store() is None:
            return None
        try:
            return self.sheet_store.id_of(uid)
        except Exception:  # unreadable for now: found again when the next hand ends
            return None

    def _open_sheet_store(self):
        """The score sheets database, opened once; a damaged file is reported
        (it was kept aside and a new one started)."""
        if self.sheet_store is None:
            from ..storage.sheet_store import SheetStore

            try:
                self.sheet_store = SheetStore()
            except Exception as error:  # reported; play goes on without keeping sheets
                self.table.say(tr("Score sheets are unavailable: {error}", error=said(error)))
                return None
            if self.sheet_store.problem:
                QMessageBox.warning(self, tr("Score sheets"), said(self.sheet_store.problem))
        return self.sheet_store

    def _keep_played_sheet(self) -> None:
        """Store the match's sheet row by row as hands end, so every match
        played can be browsed later as a sheet."""
        controller = self.controller
        sheet = self.score_panel.sheet
        if controller is None or sheet is None or self._open_sheet_store() is None:
            return
        try:
            kept = keep_played_sheet(self.sheet_store, sheet, self.played_sheet_uid, self.saved_sheet_id)
            self.played_sheet_id, self.played_sheet_uid, self.saved_sheet_id = kept.id, kept.uid, None
        except Exception as error:  # a full disk or a locked file: said, play goes on
            self.table.say(tr("The score sheet could not be kept: {error}", error=said(error)))
            return
        if self.sheets_window is not None:  # that sheet's line alone is read again, not the whole list
            self.sheets_window.refresh_sheet(kept.id)

    def show_sheets(self) -> None:
        """The Score sheets window: every sheet kept, played or typed in."""
        from .sheets_window import ScoreSheetsWindow

        store = self._open_sheet_store()
        if store is None:
            return
        if self.sheets_window is None:
            self.sheets_window = ScoreSheetsWindow(store, self)
            self.sheets_window.problem_reported = True  # said when the store was opened
        self.sheets_window.show()
        self.sheets_window.raise_()
        self.sheets_window.activateWindow()
        if self.played_sheet_id is not None:
            self.sheets_window.open_sheet(self.played_sheet_id)

    def _autosave(self) -> None:
        controller = self.controller
        if controller is None or controller.match.is_over:
            return
        try:
            saves.write_autosave(controller.match.record(), self._seat_records(), self._extra())
        except OSError as error:
            self.table.say(tr("The match could not be saved: {error}", error=said(error)))

    def resume_autosave(self) -> None:
        saved, problems = saves.read_autosave()
        if problems:
            QMessageBox.warning(self, tr("Card Table"), "\n\n".join(said(problem) for problem in problems))
        if saved is not None:
            self._restore(saved)

    def _restore(self, saved) -> None:
        try:
            match = saves.restore_match(saved)
        except saves.SaveError as error:
            QMessageBox.warning(self, tr("Card Table"), said(error))
            return
        seats = [SeatSetup(s.name, s.kind, s.level or "normal") for s in saved.seats]
        record = saved.record
        setup = TableSetup(record["game"], record["players"], record["options"], seats, record["seed"],
                           saved.extra.get("preset") or None)
        self.start(setup, match, *saved_sheet(saved.extra))

    def save_match_as(self) -> None:
        if self.controller is None:
            return
        suggested = saves.suggest_save_path(self.controller.game.name)
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the match"), str(suggested),
                                              tr("Card Table matches (*.cardtable *.json)"))
        if not path:
            return
        try:
            saves.save_match(Path(path), self.controller.match.record(), self._seat_records(), self._extra())
            self.table.say(tr("Saved to {path}.", path=path))
        except OSError as error:
            QMessageBox.warning(self, tr("Card Table"), tr("The match could not be saved: {error}", error=said(error)))

    def open_match(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a match"), str(Path.home()),
                                              tr("Card Table matches (*.cardtable *.json)"))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        try:
            saved = saves.load_match(path)
        except saves.SaveError as error:
            QMessageBox.warning(self, tr("Card Table"), tr("{file} could not be opened: {error}", file=path.name,
                                                           error=said(error)))
            return False
        self._restore(saved)
        return True

    # -- other windows -----------------------------------------------------------------
    def show_rules(self) -> None:
        controller = self.controller
        game_id = controller.game.id if controller else (self.settings.last_game or "hearts")
        options = dict(controller.match.options) if controller else None
        from .rules_browser import RulesBrowser

        RulesBrowser(game_id, options, self).exec()

    def _show_score_dock(self) -> None:
        """Show the sheet beside the table. The first time, give it at most
        two fifths of the window: a wide sheet (Barbu's) scrolls sideways
        rather than squeezing the table."""
        first = self.score_dock.isHidden() and not self._dock_sized
        self.score_dock.show()
        if first:
            self._dock_sized = True
            wanted = min(self.score_panel.sizeHint().width(), int(self.width() * 0.4))
            self.resizeDocks([self.score_dock], [max(wanted, 260)], Qt.Orientation.Horizontal)

    def toggle_sheet(self) -> None:
        self.score_dock.setVisible(not self.score_dock.isVisible())

    def switch_pane(self) -> None:
        """F6: the keyboard focus to the score sheet (shown if hidden), and from
        there back to the table (or the game chooser)."""
        focus = self.focusWidget()
        if focus is not None and self.score_dock.isAncestorOf(focus):
            self.stack.currentWidget().setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        self.score_dock.show()
        focusable = [w for w in self.score_dock.widget().findChildren(QWidget)
                     if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        (focusable[0] if focusable else self.score_dock).setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_statistics(self) -> None:
        from .statistics_dialog import StatisticsDialog

        self._open_statistics()
        if self.statistics is None:
            QMessageBox.information(self, tr("Statistics"), tr("Statistics are unavailable."))
            return
        StatisticsDialog(self.statistics, self).exec()

    def show_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        themes = self.themes
        self._report_problems()  # a broken deck found just now is said, then skipped
        # OK keeps the settings through apply_settings; if they cannot be
        # saved, the dialog says why and stays open with the player's choices.
        SettingsDialog(self.settings, themes, self, keep=self.apply_settings).exec()

    def apply_settings(self, settings: Settings) -> None:
        """Save new settings, then use them at once (the language when the app
        starts again). Raises OSError, using nothing, if they cannot be saved."""
        save_settings(settings)
        language_changed = settings.language != self.settings.language
        self.settings = settings
        self.sprites.set_renderer(CardRenderer(self._theme_for(settings)))
        self.table.scene.speed = settings.animation_speed
        self.table.scene.set_high_contrast(settings.high_contrast)
        self.table.set_card_size(LARGE_CARDS if settings.large_cards else 1.0)
        self.sounds.enabled = settings.sound
        self.table.scene.update()
        self.table.view.fit()
        if language_changed:
            self.statusBar().showMessage(tr("The language changes when Card Table starts again."), 10000)

    def shortcut_groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """Every key, grouped for the shortcuts page: (group, [(what it does, keys)])."""
        def row(act: QAction) -> tuple[str, str]:
            keys = ", ".join(key.toString(QKeySequence.SequenceFormat.NativeText) for key in act.shortcuts()
                             if _on_keyboard(key))
            return act.text().replace("&", "").rstrip("\u2026"), keys

        def rows(*acts: QAction) -> list[tuple[str, str]]:
            return [row(act) for act in acts]

        table = rows(self.act_undo, self.act_hint, self.act_next)
        table += [(what, keys) for keys, what in table_key_rows()]
        return [
            (tr("Game"), rows(self.act_new, self.act_restart, self.act_open, self.act_save, self.act_demo,
                              self.act_settings, self.act_stats, self.act_quit)),
            (tr("Table"), table),
            (tr("Score sheets"), rows(self.act_sheet, self.act_sheets, self.act_switch)),
            (tr("Help"), rows(self.act_rules, self.act_shortcuts)),
        ]

    def show_shortcuts(self) -> None:
        from .shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.shortcut_groups(), self).exec()

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
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        try:
            save_settings(self.settings)
        except OSError as error:  # the window and recent games are not kept: said, not hidden
            QMessageBox.warning(self, tr("Card Table"), said(error))
        super().closeEvent(event)
