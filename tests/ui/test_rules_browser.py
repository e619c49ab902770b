"""The rules browser in the player's language.

The rules are English documents (rules.md). A game may ship a translation
beside it (rules.fr.md): a French player reads that one. Without it, the
English rules are shown with one line, in the player's language, saying that
they are in English; an English player never sees that line.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib.resources import files

import pytest
from PySide6.QtCore import QLocale

from cardtable.core.registry import all_games, get_game
from cardtable.ui import rules_browser
from cardtable.ui.rules_browser import RulesBrowser, current_language, rules_document

NOTE = "These rules have not been translated yet: they are shown in English."


@pytest.fixture
def language(qapp) -> Iterator[callable]:
    """Set the app's language as install_language does (QLocale's default); restored after."""
    before = QLocale()

    def use(code: str) -> None:
        QLocale.setDefault(QLocale(code))

    yield use
    QLocale.setDefault(before)


@pytest.fixture
def fake_game(tmp_path, monkeypatch):
    """A game whose package has English rules and a French translation of them."""
    package = tmp_path / "fake_rules_game"
    package.mkdir()
    (package / "__init__.py").write_text(
        "class FakeGame:\n"
        "    id = 'fake_rules_game'\n"
        "    name = 'Fake Game'\n"
        "    description = 'A game for the tests.'\n"
        "    option_specs = ()\n"
        "\n"
        "    ready = True\n"
        "\n"
        "    def expand_rules(self, text):\n"
        "        total = str(sum(range(1, 14))) if self.ready else 'working it out'\n"
        "        return text.replace('<!-- total -->', total)\n"
        "\n"
        "    def rules_pending(self, text):\n"
        "        return not self.ready and '<!-- total -->' in text\n",
        encoding="utf-8",
    )
    (package / "rules.md").write_text("# Fake Game\n\nPlay the cards.\n", encoding="utf-8")
    (package / "rules.fr.md").write_text("# Faux jeu\n\nJouez les cartes.\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import fake_rules_game

    game = fake_rules_game.FakeGame()
    games = {**all_games(), game.id: game}
    monkeypatch.setattr(rules_browser, "all_games", lambda: games)
    yield game
    sys.modules.pop("fake_rules_game", None)


def test_the_language_is_qlocales_default_and_english_when_we_do_not_speak_it(language) -> None:
    """The rules follow the language the app speaks; one it does not speak reads English."""
    language("fr_FR")
    assert current_language() == "fr"
    language("pt_BR")
    assert current_language() == "en"
    language("C")
    assert current_language() == "en"


def test_a_translated_rules_document_is_shown_in_its_language(qtbot, language, fake_game) -> None:
    """rules.fr.md, when the game has it, is what a French player reads, with no note."""
    assert rules_document(fake_game, "fr") == ("# Faux jeu\n\nJouez les cartes.\n", "fr")
    assert rules_document(fake_game, "de") == ("# Fake Game\n\nPlay the cards.\n", "en")
    language("fr_FR")
    browser = RulesBrowser(fake_game.id)
    qtbot.addWidget(browser)
    assert browser.markdown().startswith("# Faux jeu")
    assert NOTE not in browser.markdown()
    assert browser.document_language == "fr"


def test_english_rules_say_they_are_in_english_to_other_players(qtbot, language, fake_game) -> None:
    """Without a translation, the English rules come with a one-line note
    under their title, in the player's language; English players see no note."""
    language("de_DE")
    browser = RulesBrowser(fake_game.id)
    qtbot.addWidget(browser)
    lines = browser.markdown().splitlines()
    assert lines[0] == "# Fake Game"
    assert lines[2] == f"*{NOTE}*"
    assert browser.document_language == "en"

    language("en_GB")
    browser = RulesBrowser(fake_game.id)
    qtbot.addWidget(browser)
    assert NOTE not in browser.markdown()


def test_the_note_comes_before_the_matchs_options(qtbot, language, fake_game) -> None:
    """Title, the language note, this match's options, then the rules."""
    language("it_IT")
    browser = RulesBrowser(fake_game.id, {})
    qtbot.addWidget(browser)
    text = browser.markdown()
    assert text.index("# Fake Game") < text.index(NOTE) < text.index("This match") < text.index("Play the cards")


@pytest.mark.parametrize("code", ["fr", "de", "it", "es"])
def test_every_game_has_its_rules_in_each_language(code: str) -> None:
    """A French, German, Italian or Spanish player reads every game's rules in
    their language: each built-in game ships rules.<code>.md with as many
    headings, list items and table rows as the English page."""

    def shape(text: str) -> tuple[int, int, int]:
        lines = text.splitlines()
        return (
            sum(line.startswith("#") for line in lines),
            sum(
                line.lstrip().startswith(("- ", "* ")) or line.lstrip()[:3].rstrip(".").isdigit()
                for line in lines
                if line.strip()
            ),
            sum(line.lstrip().startswith("|") for line in lines),
        )

    for game in all_games().values():
        translated, language = rules_document(game, code)
        english, _ = rules_document(game, "en")
        assert language == code, f"{game.id} has no rules.{code}.md"
        assert shape(translated)[0] == shape(english)[0], game.id
        assert shape(translated)[2] == shape(english)[2], game.id


def test_a_game_without_rules_says_so_in_the_players_words(qtbot, language, fake_game, tmp_path) -> None:
    """A game with no rules.md at all gets its name, description and a note."""
    (tmp_path / "fake_rules_game" / "rules.md").unlink()
    (tmp_path / "fake_rules_game" / "rules.fr.md").unlink()
    text, document_language = rules_document(fake_game, "en")
    assert text.startswith("# Fake Game\n\nA game for the tests.")
    assert "No rules text comes with this game." in text
    assert document_language == "en"


def test_a_game_puts_computed_content_into_its_page(qtbot, language, fake_game, tmp_path) -> None:
    """Game.expand_rules fills the page's markers (Blackjack: its computed
    strategy charts) in every language, and the browser shows the result."""
    package = tmp_path / "fake_rules_game"
    (package / "rules.md").write_text("# Fake Game\n\nThe ranks add up to:\n\n<!-- total -->\n", encoding="utf-8")
    (package / "rules.fr.md").write_text("# Faux jeu\n\nLes rangs font :\n\n<!-- total -->\n", encoding="utf-8")
    assert rules_document(fake_game, "en") == ("# Fake Game\n\nThe ranks add up to:\n\n91\n", "en")
    assert rules_document(fake_game, "fr") == ("# Faux jeu\n\nLes rangs font :\n\n91\n", "fr")
    language("fr_FR")
    browser = RulesBrowser(fake_game.id, {})
    qtbot.addWidget(browser)
    assert browser.markdown().endswith("Les rangs font :\n\n91\n")
    assert "<!-- total -->" not in browser.markdown()


def test_a_game_that_computes_nothing_shows_its_page_as_written() -> None:
    """The default expand_rules leaves the text alone, markers and all."""
    text = "# Hearts\n\n<!-- total -->\nPlay the cards.\n"
    assert get_game("hearts").expand_rules(text) == text
    assert rules_document(get_game("hearts"), "en")[0] == rules_page_file("hearts")


def rules_page_file(game_id: str) -> str:
    """The English page of a built-in game, as its file holds it."""
    return (files(f"cardtable.games.{game_id}") / "rules.md").read_text(encoding="utf-8")


def test_a_page_waiting_for_computed_content_is_shown_again_when_it_is_there(
    qtbot, language, fake_game, tmp_path
) -> None:
    """Blackjack's charts are worked out on a thread of their own: the page
    shows at once with a note in their place, and again, by itself, once
    they are there (the reader need not open it again)."""
    language("en")
    (tmp_path / "fake_rules_game" / "rules.md").write_text("# Fake Game\n\nTotal: <!-- total -->\n", encoding="utf-8")
    fake_game.ready = False
    browser = RulesBrowser("fake_rules_game")
    qtbot.addWidget(browser)
    assert "working it out" in browser.markdown() and browser.pending.isActive()
    fake_game.ready = True
    qtbot.waitUntil(lambda: "Total: 91" in browser.markdown(), timeout=3000)
    assert not browser.pending.isActive()
