# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The main window's other windows and panes: the rules, the statistics, the
settings (applied at once), and the score sheet dock with F6 moving the
keyboard focus between it and the table, and the game's own board (named by
``Game.view``) at the top of the dock.

A mixin of ``MainWindow``, kept apart from the window's building and play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
    QWidget,
)

from ..storage.settings import Settings, save_settings
from .card_themes import CardRenderer
from .felt import felt_for
from .i18n import said, tr
from .layout import LARGE_CARDS
from .sprites import renderer_back

if TYPE_CHECKING:
    from ..core.game import Game
    from .main_window import MainWindow


class WindowDialogs:
    """The dialogs and the score dock of the main window (a mixin: ``self``
    is the window)."""

    # -- other windows -----------------------------------------------------------------
    def show_rules(self: MainWindow) -> None:
        controller = self.controller
        game_id = controller.game.id if controller else (self.settings.last_game or "hearts")
        options = dict(controller.match.options) if controller else None
        from .rules_browser import RulesBrowser

        RulesBrowser(game_id, options, self).exec()

    def switch_pane(self: MainWindow) -> None:
        """F6: the keyboard focus to the score sheet (shown if hidden), and from
        there back to the table (or the game chooser)."""
        focus = QApplication.focusWidget()  # the floating sheet is a window of its own
        if focus is not None and self.score_dock.isAncestorOf(focus):
            current = self.stack.currentWidget()  # the table or the chooser: never None
            if current is not None:
                self.activateWindow()
                current.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        self._show_score_dock()
        if self.score_dock.isFloating():
            self.score_dock.activateWindow()
        focusable = [
            w
            for w in self.score_dock.widget().findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]
        (focusable[0] if focusable else self.score_dock).setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_statistics(self: MainWindow) -> None:
        from .statistics_dialog import StatisticsDialog

        self._open_statistics()
        if self.statistics is None:
            QMessageBox.information(self, tr("Statistics"), tr("Statistics are unavailable."))
            return
        StatisticsDialog(self.statistics, self).exec()

    def show_settings(self: MainWindow) -> None:
        from .settings_dialog import SettingsDialog

        themes = self.themes
        self._report_problems()  # a broken deck found just now is said, then skipped
        # OK keeps the settings through apply_settings; if they cannot be
        # saved, the dialog says why and stays open with the player's choices.
        SettingsDialog(self.settings, themes, self, keep=self.apply_settings).exec()

    def apply_settings(self: MainWindow, settings: Settings) -> None:
        """Save new settings, then use them at once (the language when the app
        starts again). Raises OSError, using nothing, if they cannot be saved."""
        save_settings(settings)
        language_changed = settings.language != self.settings.language
        self.settings = settings
        self.sprites.set_renderer(CardRenderer(self._theme_for(settings), renderer_back(settings.card_back)))
        self.table.scene.speed = settings.animation_speed
        self.table.scene.set_high_contrast(settings.high_contrast)
        self.table.scene.set_felt_picture(felt_for(settings.table_felt))
        self.table.set_card_size(LARGE_CARDS if settings.large_cards else 1.0)
        self.sounds.enabled = settings.sound
        self.table.scene.update()
        self.table.view.fit()
        if language_changed:
            self.statusBar().showMessage(tr("The language changes when Card Table starts again."), 10000)

    # -- the game's own board, above the sheet ---------------------------------------
    def _install_game_view(self: MainWindow, game: Game) -> None:
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
            self.problems.append(
                tr(
                    "The board of {game} cannot be shown: {error}",
                    game=tr(game.name),
                    error=said(error) or type(error).__name__,
                )
            )
            self._report_problems()
            return
        if board is None:
            return
        self.game_view = board
        self.dock_layout.insertWidget(0, self.game_view)
        # Not opened by itself: the game draws its board on the table too
        # (Cribbage's pegging board); the sheet opens when asked.
        self._refresh_game_view()

    def _refresh_game_view(self: MainWindow) -> None:
        controller = self.controller
        if self.game_view is not None and controller is not None:
            self.game_view.update_from(controller.match, controller.view(), controller.names)
