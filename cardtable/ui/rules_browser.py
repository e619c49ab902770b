"""The rules browser: a game's rules.md, with this match's options on top.

Players open the rules mid-game to check a point, and the first question is
usually "which variation are we playing?", so the current match's options come
first, by their labels, before the general rule text. The selector lets them
read any other game's rules without leaving the table.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..core.game import Game
from ..core.registry import all_games
from .new_game import value_text

_CONTEXT = "RulesBrowser"


def tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def rules_text(game: Game) -> str:
    """The game's rules.md, or a short note when the package has none."""
    module = type(game).__module__
    for package in (f"cardtable.games.{game.id}", module, module.rpartition(".")[0]):
        if not package:
            continue
        try:
            resource = files(package) / "rules.md"
            if resource.is_file():
                return resource.read_text(encoding="utf-8")
        except (ModuleNotFoundError, OSError, TypeError, ValueError):
            continue
    return f"# {game.name}\n\n{game.description}\n\n*" + tr("No rules text comes with this game.") + "*\n"


def _escape(text: str) -> str:
    """Keep option labels and values from being read as Markdown."""
    for char in "\\`*_[]<>#|":
        text = text.replace(char, "\\" + char)
    return text


def match_options_markdown(game: Game, options: Mapping[str, Any]) -> str:
    """"This match": every option as "label: value", changed ones marked."""
    lines = ["## " + tr("This match"), ""]
    for spec in game.option_specs:
        value = options.get(spec.name, spec.default)
        line = f"- **{_escape(spec.label)}:** {_escape(value_text(spec, value))}"
        if value != spec.default:
            line += " *(" + tr("changed from standard: {value}").format(
                value=_escape(value_text(spec, spec.default))) + ")*"
        lines.append(line)
    if not game.option_specs:
        lines.append(tr("This game has no options."))
    lines += ["", "---", ""]
    return "\n".join(lines)


class RulesBrowser(QDialog):
    """Shows the rules of one game at a time; starts on the match's game."""

    def __init__(self, game_id: str, options: Mapping[str, Any] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.games = all_games()
        self.match_game_id = game_id
        self.match_options = dict(options) if options is not None else None
        self.setWindowTitle(tr("Rules"))

        self.selector = QComboBox()
        for game in sorted(self.games.values(), key=lambda g: g.name.casefold()):
            self.selector.addItem(game.name, game.id)
        self.selector.setAccessibleName(tr("Game"))
        selector_label = QLabel(tr("&Game:"))
        selector_label.setBuddy(self.selector)

        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(tr("Rules text"))
        self.browser.document().setDocumentMargin(14)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(selector_label)
        top.addWidget(self.selector, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        self.selector.currentIndexChanged.connect(self._show_selected)
        index = self.selector.findData(game_id)
        self.selector.setCurrentIndex(max(index, 0))
        self._show_selected()
        self.browser.setFocus()

    def show_game(self, game_id: str) -> None:
        self.selector.setCurrentIndex(self.selector.findData(game_id))

    def markdown(self) -> str:
        """The Markdown shown now (tests read it)."""
        return self._markdown

    def _show_selected(self) -> None:
        game = self.games[self.selector.currentData()]
        text = rules_text(game)
        if self.match_options is not None and game.id == self.match_game_id:
            # Keep the rules' own title first, then this match, then the rest.
            head, newline, rest = text.partition("\n")
            if head.startswith("# "):
                text = head + "\n\n" + match_options_markdown(game, self.match_options) + rest
            else:
                text = match_options_markdown(game, self.match_options) + text
        self._markdown = text
        self.browser.setMarkdown(text)
        self.setWindowTitle(tr("Rules of {game}").format(game=game.name))

    def sizeHint(self) -> QSize:
        return QSize(680, 760)
