"""Every string a person sees goes through translation: the game chooser, the
new-game dialog, the rules browser and the statistics dialog.

A fake translation is installed in the running application: it answers every
message of the app's context ("cardtable") with the English text between
«guillemets». Any text on screen without them was never offered to the
translator: an English literal that a French player would see in English. Text
the core hands the UI as data (a game's name, an option's label, a choice
label, a family) must come through it too, since the UI shows it with
``tr(value)``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTableWidget,
    QWidget,
)

from cardtable.core import i18n as core_i18n
from cardtable.core.i18n import CONTEXT
from cardtable.core.registry import get_game
from cardtable.storage.statistics import StatRow
from cardtable.ui.chooser import GameChooser
from cardtable.ui.new_game import NewGameDialog
from cardtable.ui.rules_browser import RulesBrowser
from cardtable.ui.statistics_dialog import StatisticsDialog


class Guillemets(QTranslator):
    """A translation into "«English»": shows which texts were translated."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"«{source}»" if context == CONTEXT and source else ""

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def translated(qapp) -> Iterator[Guillemets]:
    """The fake translation, for Qt's translate and the core's hook; removed after."""
    translator = Guillemets()
    qapp.installTranslator(translator)
    core_i18n.install_translator(lambda text: QCoreApplication.translate(CONTEXT, text))
    yield translator
    core_i18n.install_translator(None)
    qapp.removeTranslator(translator)


def has_words(text: str) -> bool:
    """Whether ``text`` says something (numbers and punctuation alone do not)."""
    return any(char.isalpha() for char in text)


def untranslated(texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in texts if has_words(text) and "«" not in text]


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person can see or hear (through a screen
    reader) in ``root`` and the widgets shown in it: titles, labels, buttons,
    list entries, placeholders, tooltips and accessible names."""
    texts = [("window title", root.windowTitle())]
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        if isinstance(widget.parent(), QDialogButtonBox) and widget.text().replace("&", "") in ("Cancel", "Close"):
            continue  # Qt's own button, translated by Qt's own .qm
        kind = type(widget).__name__
        texts += [
            (f"{kind} tooltip", widget.toolTip()),
            (f"{kind} accessible name", widget.accessibleName()),
            (f"{kind} description", widget.accessibleDescription()),
        ]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append((kind, widget.text()))
        if isinstance(widget, QGroupBox):
            texts.append((kind, widget.title()))
        if isinstance(widget, QLineEdit):
            texts += [(f"{kind} placeholder", widget.placeholderText()), (kind, widget.text())]
        if isinstance(widget, QAbstractSpinBox) and isinstance(widget, QSpinBox):
            texts.append((f"{kind} special value", widget.specialValueText()))
        if isinstance(widget, QComboBox):
            texts += [(f"{kind} item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            for row in range(widget.count()):
                item = widget.item(row)
                texts += [(f"{kind} item", item.text()), (f"{kind} tooltip", item.toolTip())]
                texts += [
                    (f"{kind} item role {role}", str(item.data(role) or ""))
                    for role in (Qt.ItemDataRole.UserRole + 1, Qt.ItemDataRole.UserRole + 2)
                ]
        if isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                header = widget.horizontalHeaderItem(column)
                texts.append((f"{kind} header", header.text() if header is not None else ""))
    return texts


def test_every_text_of_the_chooser_goes_through_translation(qtbot, translated) -> None:
    """The chooser's title, filters, button and every entry (game names,
    presets, families, player counts, descriptions: data from the core
    included) reach the player through the translator."""
    chooser = GameChooser(recent=["hearts"])
    qtbot.addWidget(chooser)
    texts = visible_texts(chooser)
    assert untranslated(texts) == []
    assert chooser.windowTitle() == "«Choose a game»"
    assert chooser.play.text() == "«&Play»"
    assert "«Hearts»" in chooser.titles(), "a game's name comes from the core and is translated"
    families = [chooser.family.itemText(i) for i in range(1, chooser.family.count())]
    assert "«Trick-taking»" in families
    hearts = chooser.titles().index("«Hearts»")
    details = chooser.list.item(hearts).data(Qt.ItemDataRole.UserRole + 1)
    assert details.startswith("«") and "«played recently»" not in details, (
        "the details line is one translated template, not translated words joined"
    )


def test_every_text_of_the_new_game_dialog_goes_through_translation(qtbot, translated) -> None:
    """The new-game dialog's title, labels, buttons, seats and the options the
    game declares (their labels, choices and help) all go through the translator."""
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    texts = visible_texts(dialog)
    assert untranslated(texts) == []
    assert dialog.windowTitle() == "«New game: «Crazy Eights»»"
    assert dialog.ok_button.text() == "«&Start»"
    spec = next(spec for spec in game.option_specs if spec.kind == "choice" and spec.choice_labels)
    combo = dialog.option_widgets[spec.name]
    assert isinstance(combo, QComboBox)
    assert combo.accessibleName() == f"«{spec.label}»", "an option's label comes from the core and is translated"
    assert combo.itemText(0) == f"«{spec.choice_labels[0]}»"
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert f"««{spec.label}»:»" in labels, "the label's colon is part of one translated template"
    assert any(row.name.text() == "«You»" for row in dialog.seat_rows), "the default player name is translated"
    presets = [dialog.preset_combo.itemText(i) for i in range(dialog.preset_combo.count())]
    assert presets[0] == "«Standard rules»" and f"«{game.presets[0].label}»" in presets


def test_refused_options_are_explained_in_the_players_language(qtbot, translated) -> None:
    """When the rules refuse a combination, the message around the reason is translated."""
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.set_options({"skip_rank": 8})  # eights are the suit changer already
    assert dialog.error_text().startswith("«⚠ Cannot start:")


def test_a_refusal_from_the_core_is_its_translated_reason(translated) -> None:
    """An error carrying a Reason is shown as the Reason in the player's language."""
    from cardtable.core.reasons import Reason
    from cardtable.ui.new_game import refusal_text

    error = ValueError("option target is at least 25")
    error.reason = Reason.of(
        "option_minimum",
        "option {option} is at least {minimum}",  # type: ignore[attr-defined]
        option="target",
        minimum=25,
    )
    assert refusal_text(error).startswith("«option ") and refusal_text(error).endswith(" is at least 25»")
    assert refusal_text(ValueError("plain English")) == "plain English"


def test_every_text_of_the_rules_browser_goes_through_translation(qtbot, translated) -> None:
    """Around the rules document (English Markdown), the title, the selector
    and this match's options are translated."""
    game = get_game("crazy_eights")
    browser = RulesBrowser("crazy_eights", game.resolve(4, {"last_card": True}))
    qtbot.addWidget(browser)
    assert untranslated(visible_texts(browser)) == []
    markdown = browser.markdown()
    assert "«This match»" in markdown
    label = next(spec.label for spec in game.option_specs if spec.name == "last_card")
    assert f"«{label}»" in markdown and "«(changed from standard:" in markdown


def test_every_text_of_the_statistics_dialog_goes_through_translation(qtbot, translated) -> None:
    """The statistics' title, headers, button, game and level names are translated."""

    class Stats:
        def summary(self) -> list[StatRow]:
            return [StatRow("hearts", "hard", 4, 1, 0.25, 61.5)]

        def reset(self) -> None:
            pass

    dialog = StatisticsDialog(Stats())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert untranslated(visible_texts(dialog)) == []
    cells = [dialog.table.item(0, column).text() for column in range(dialog.table.columnCount())]
    assert cells[:2] == ["«Hearts»", "«Hard»"]
    assert cells[4] == "«25%»"


def test_the_tables_messages_and_default_names_go_through_translation(qtbot, translated) -> None:
    """The controller's own words (a refused move, the default seat names) are translated."""
    from cardtable.core.moves import Move
    from cardtable.ui.app import default_seats
    from cardtable.ui.controller import TableController, TableSetup

    controller = TableController(get_game("hearts"), TableSetup("hearts", 4))
    assert controller.names == ["«You»", "«Computer 1»", "«Computer 2»", "«Computer 3»"]
    with qtbot.waitSignal(controller.refused, timeout=1000) as refused:
        controller.play(Move.parse("pass"))  # no hand is dealt yet: not the player's turn
    assert refused.args == ["«It is not your turn.»"]
    assert [seat.name for seat in default_seats(4, "You", "normal")] == ["«You»", "«West»", "«North»", "«East»"]
    assert default_seats(2, "Ada", "normal")[0].name == "Ada", "a name the player typed is theirs"


def test_card_deck_names_and_problems_go_through_translation(tmp_path, translated) -> None:
    """The decks' names in the Settings and the problems found with a deck are translated."""
    from cardtable.ui.card_themes import builtin_themes, discover_themes

    assert [theme.label for theme in builtin_themes()] == ["«Card Table»", "«Card Table four-colour»"]
    broken = tmp_path / "carddecks" / "broken"
    broken.mkdir(parents=True)
    (broken / "index.desktop").write_text("[Other]\nName=Broken\n", encoding="utf-8")
    _themes, problems = discover_themes([tmp_path])
    assert problems and all(problem.startswith("«") for problem in problems)
