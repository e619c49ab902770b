"""The rules browser: a game's rules.md, with this match's options on top.

Players open the rules mid-game to check a point, and the first question is
usually "which variation are we playing?", so the current match's options come
first, by their labels, before the general rule text. The selector lets them
read any other game's rules without leaving the table.

The rules are Markdown documents written in English (``rules.md``). A
translation sits beside it as ``rules.<language>.md`` (``rules.fr.md``) and is
shown when the app speaks that language; without one the English rules are
shown under a line, in the player's language, saying so. Everything around
the document (title, selector, buttons, the match's options) is translated.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib.resources import files
from typing import Any

from PySide6.QtCore import QLocale, QSize, QTimer
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
from .i18n import LANGUAGES, tr
from .new_game import value_text

#: The language the rules documents are written in.
RULES_LANGUAGE = "en"


def current_language() -> str:
    """The language the app speaks now ("fr"): ``install_language`` makes it
    QLocale's default; a locale we have no translation for counts as English."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else RULES_LANGUAGE


def _read_rules(game: Game, name: str) -> str | None:
    """The text of the file ``name`` in the game's package, or None."""
    module = type(game).__module__
    for package in (f"cardtable.games.{game.id}", module, module.rpartition(".")[0]):
        if not package:
            continue
        try:
            resource = files(package) / name
            if resource.is_file():
                return resource.read_text(encoding="utf-8")
        except (ModuleNotFoundError, OSError, TypeError, ValueError):
            continue
    return None


def rules_document(game: Game, language: str | None = None) -> tuple[str, str]:
    """The game's rules in ``language`` (default: the app's) and the language
    they are written in: ``rules.<language>.md`` when the game has it, else the
    English ``rules.md``, else a short note in the player's language. The
    game's ``expand_rules`` puts its computed content into the page read."""
    language = language or current_language()
    if language != RULES_LANGUAGE:
        translated = _read_rules(game, f"rules.{language}.md")
        if translated is not None:
            return game.expand_rules(translated), language
    english = _read_rules(game, "rules.md")
    if english is not None:
        return game.expand_rules(english), RULES_LANGUAGE
    note = tr("No rules text comes with this game.")
    return f"# {_escape(tr(game.name))}\n\n{_escape(tr(game.description))}\n\n*{note}*\n", language


def rules_text(game: Game, language: str | None = None) -> str:
    """The rules as :func:`rules_document` finds them (without the language)."""
    return rules_document(game, language)[0]


def _escape(text: str) -> str:
    """Keep option labels and values from being read as Markdown."""
    for char in "\\`*_[]<>#|":
        text = text.replace(char, "\\" + char)
    return text


def match_options_markdown(game: Game, options: Mapping[str, Any]) -> str:
    """ "This match": every option as "label: value", changed ones marked."""
    lines = ["## " + _escape(tr("This match")), ""]
    for spec in game.option_specs:
        value = options.get(spec.name, spec.default)
        # Markdown around whole translated phrases: translators never see markup.
        label = _escape(tr("{option}:", option=tr(spec.label)))
        line = f"- **{label}** {_escape(value_text(spec, value))}"
        if value != spec.default:
            changed = _escape(tr("(changed from standard: {value})", value=value_text(spec, spec.default)))
            line += f" *{changed}*"
        lines.append(line)
    if not game.option_specs:
        lines.append(_escape(tr("This game has no options.")))
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
        for game in sorted(self.games.values(), key=lambda g: tr(g.name).casefold()):
            self.selector.addItem(tr(game.name), game.id)
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

        #: While a game's page waits for something computed (Blackjack's
        #: charts), it is looked at again every few tenths of a second.
        self.pending = QTimer(self)
        self.pending.setSingleShot(True)
        self.pending.setInterval(300)
        self.pending.timeout.connect(self._show_again_if_ready)
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
        text, language = rules_document(game)
        self.document_language = language
        # Keep the rules' own title first, then what the player should know
        # before reading: the language note, this match; then the rest.
        before = ""
        if language != current_language():
            before += (
                "*" + _escape(tr("These rules have not been translated yet: they are shown in English.")) + "*\n\n"
            )
        if self.match_options is not None and game.id == self.match_game_id:
            before += match_options_markdown(game, self.match_options)
        if before:
            head, _newline, rest = text.partition("\n")
            if head.startswith("# "):
                text = head + "\n\n" + before + rest
            else:
                text = before + text
        self._markdown = text
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setMarkdown(text)
        self.browser.verticalScrollBar().setValue(scroll)  # a page shown again stays where the reader is
        self.setWindowTitle(tr("Rules of {game}", game=tr(game.name)))
        raw = _read_rules(game, f"rules.{language}.md" if language != RULES_LANGUAGE else "rules.md") or ""
        if game.rules_pending(raw):
            self.pending.start()  # show it again once what is being computed is there

    def _show_again_if_ready(self) -> None:
        game = self.games[self.selector.currentData()]
        language = self.document_language
        raw = _read_rules(game, f"rules.{language}.md" if language != RULES_LANGUAGE else "rules.md") or ""
        if not game.rules_pending(raw):
            self._show_selected()
        else:
            self.pending.start()

    def sizeHint(self) -> QSize:
        return QSize(680, 760)
