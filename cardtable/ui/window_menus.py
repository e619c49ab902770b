# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The main window's menus, toolbar and keys: every command is an action
with a key (the menus' mnemonics too), and Help > Keyboard shortcuts
(Ctrl+/) lists them with the table's own keys.

A mixin of ``MainWindow``, kept apart from what the commands do."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QToolBar,
)

from .i18n import tr
from .table_widget import table_key_rows

if TYPE_CHECKING:
    from .main_window import MainWindow

#: A shortcut as ``_make_actions`` takes it: the platform's standard key, or keys in text.
_Keys = QKeySequence.StandardKey | str


def _on_keyboard(sequence: QKeySequence) -> bool:
    """Whether a shortcut is made of keys every keyboard has: not a media key
    (the "New" or "Open" key some platforms bind too), which the shortcuts
    page leaves out."""
    if sequence.isEmpty():
        return False
    key = sequence[0].key()  # type: ignore[index]  # PySide6 stub: QKeySequence has operator[] (a QKeyCombination)
    return (
        int(key) < 0x01000000
        or Qt.Key.Key_Escape <= key <= Qt.Key.Key_PageDown
        or Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35
        or key == Qt.Key.Key_Space
    )


class WindowMenus:
    """The main window's actions, menus and shortcuts page (a mixin: ``self``
    is the window)."""

    # -- actions ---------------------------------------------------------------------
    def _make_actions(self: MainWindow) -> None:
        def action(text: str, shortcuts: _Keys | list[_Keys], slot: Callable[[], object], tip: str = "") -> QAction:
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

        self.act_new = action(
            tr("&New game\u2026"), QKeySequence.StandardKey.New, self.show_chooser, tr("Choose a game")
        )
        self.act_restart = action(tr("&Restart"), "Ctrl+R", self.restart, tr("Deal the same match again"))
        self.act_open = action(
            tr("&Open\u2026"), QKeySequence.StandardKey.Open, self.open_match, tr("Open a saved match")
        )
        self.act_save = action(
            tr("Save &as\u2026"),
            [QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"],
            self.save_match_as,
            tr("Save the match to a file"),
        )
        self.act_demo = action(tr("&Demo"), "Ctrl+D", self.demo, tr("Watch the computer play every seat"))
        # Escape stops the demo, or leaves the chooser for the match: never both enabled at once.
        self.act_stop_demo = action(tr("&Stop the demo"), "Escape", self.stop_demo, tr("End the demo"))
        self.act_back = action(tr("&Back to the match"), "Escape", self.back_to_match, tr("Back to your match"))
        self.act_quit = action(tr("&Quit"), [QKeySequence.StandardKey.Quit, "Ctrl+Q"], self.close)
        self.act_undo = action(tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo, tr("Take back your last move"))
        self.act_hint = action(tr("&Hint"), "H", self.hint, tr("What would the computer do in your seat?"))
        self.act_next = action(tr("&Next hand"), "N", self.next_hand, tr("Deal the next hand"))
        # L again, Escape or a click puts the trick away (the table's own keys).
        self.act_last_trick = action(tr("Review the last trick"), "L", self.review_last_trick)
        self.act_rules = action(
            tr("&Rules"), [QKeySequence.StandardKey.HelpContents, "F1"], self.show_rules, tr("The rules of the game")
        )
        self.act_sheet = action(
            tr("&Score sheet"), "Ctrl+K", self.toggle_sheet, tr("Show or hide the score sheet beside the table")
        )
        self.act_stats = action(tr("S&tatistics"), "Ctrl+T", self.show_statistics, tr("Your results, game by game"))
        self.act_sheets = action(
            tr("Score s&heets\u2026"),
            "Ctrl+Shift+K",
            self.show_sheets,
            tr("Every score sheet: played matches, and sheets kept for games with real cards"),
        )
        self.act_settings = action(
            tr("Se&ttings\u2026"),
            [QKeySequence.StandardKey.Preferences, "Ctrl+,"],
            self.show_settings,
            tr("Cards, table, language and players"),
        )
        self.act_switch = action(
            tr("S&witch between table and score sheet"),
            ["F6", "Shift+F6"],
            self.switch_pane,
            tr("Move the keyboard focus between the table and the score sheet"),
        )
        # F1 is the rules (the platform's help key): the shortcuts page has Ctrl+/ ("Ctrl+?").
        self.act_shortcuts = action(
            tr("&Keyboard shortcuts"),
            ["Ctrl+/", "Ctrl+?", "Ctrl+F1"],
            self.show_shortcuts,
            tr("Every key of the game and the table"),
        )
        menu = self.menuBar()
        game = menu.addMenu(tr("&Game"))
        for act in (self.act_new, self.act_back, self.act_restart, self.act_open, self.act_save, self.act_demo):
            game.addAction(act)
        game.addAction(self.act_stop_demo)
        game.addSeparator()
        game.addAction(self.act_quit)
        play = menu.addMenu(tr("&Play"))
        for act in (self.act_undo, self.act_hint, self.act_next, self.act_last_trick):
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
        for act in (
            self.act_new,
            self.act_restart,
            self.act_undo,
            self.act_hint,
            self.act_rules,
            self.act_sheet,
            self.act_stats,
            self.act_settings,
            self.act_demo,
            self.act_stop_demo,
        ):
            bar.addAction(act)
        self.addToolBar(bar)
        self._update_actions()

    def _update_actions(self: MainWindow) -> None:
        """Only what means something now: nothing of a match in the chooser,
        nothing of the player's in a demo."""
        controller = self.controller
        at_table = controller is not None and self.stack.currentWidget() is self.table
        playing = at_table and not self.in_demo
        for act in (self.act_restart, self.act_save, self.act_hint, self.act_undo):
            act.setEnabled(playing)
        self.act_next.setEnabled(
            at_table
            and controller is not None
            and controller.state is not None
            and controller.state.is_over
            and not controller.match.is_over
        )
        self.act_stop_demo.setEnabled(self.in_demo)
        self.act_stop_demo.setVisible(self.in_demo)
        self.act_back.setEnabled(controller is not None and not at_table)
        self.act_last_trick.setEnabled(at_table)

    def review_last_trick(self: MainWindow) -> None:
        """Play > Review the last trick, for the mouse: what L does at the table."""
        if self.controller is not None:
            self.table.show_last_trick()

    def shortcut_groups(self: MainWindow) -> list[tuple[str, list[tuple[str, str]]]]:
        """Every key, grouped for the shortcuts page: (group, [(what it does, keys)])."""

        def row(act: QAction) -> tuple[str, str]:
            keys = ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in act.shortcuts() if _on_keyboard(key)
            )
            return act.text().replace("&", "").rstrip("\u2026"), keys

        def rows(*acts: QAction) -> list[tuple[str, str]]:
            return [row(act) for act in acts]

        table = rows(self.act_undo, self.act_hint, self.act_next)
        table += [(what, keys) for keys, what in table_key_rows()]
        return [
            (
                tr("Game"),
                rows(
                    self.act_new,
                    self.act_restart,
                    self.act_open,
                    self.act_save,
                    self.act_demo,
                    self.act_stop_demo,
                    self.act_back,
                    self.act_settings,
                    self.act_stats,
                    self.act_quit,
                ),
            ),
            (tr("Table"), table),
            (tr("Score sheets"), rows(self.act_sheet, self.act_sheets, self.act_switch)),
            (tr("Help"), rows(self.act_rules, self.act_shortcuts)),
        ]

    def show_shortcuts(self: MainWindow) -> None:
        from .shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.shortcut_groups(), self).exec()
