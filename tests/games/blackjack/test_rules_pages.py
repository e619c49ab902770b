"""Blackjack's rules pages (``rules*.md``): the payout table gives the
chips the rules pay, the table of numbered options is the same in every
language and is the game's, every option and preset is named, and the four
strategy charts are marked where the rules browser computes them.

The tests that need the game itself (its options, presets and
``expand_rules``) skip until Blackjack is registered: they run once the
engine is merged."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest

from cardtable.core.registry import all_games
from cardtable.games.blackjack.table_rules import TableRules

from ..rules_pages import LANGUAGES, page, tables

PACKAGE = "cardtable.games.blackjack"
BET = 10
#: A chart marker: an HTML comment on a line of its own, "chart" and the
#: words that change the table's rules (see Game.expand_rules).
MARKER = re.compile(r"^<!-- chart((?: [a-z0-9_]+(?:=[a-z0-9:_-]+)?)*) -->$")


def _page(language: str) -> str:
    return page(PACKAGE, language)


def _game() -> Any:
    game = all_games().get("blackjack")
    if game is None:
        pytest.skip("Blackjack is not registered yet: the engine joins it at integration")
    return game


def _chips(cell: str) -> Fraction:
    return Fraction(cell.replace("\u2212", "-").replace("+", ""))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_payout_table_is_what_the_rules_pay(language: str) -> None:
    """ "A player with blackjack is paid extra--usually one-and-a-half times
    the original bet", "The player must double his or her bet", "the
    insurance bet usually pays 2-to-1 if dealer really does have 21" and
    "In case of a tie, or "push" the player's bet is returned"; NOTES:
    "blackjack pays 3:2, insurance 2:1" and the 6:5 option. Each row: the
    chips won or lost on a bet of 10, in the page's order."""
    rows = tables(_page(language))[0]
    chips = [_chips(row[-1]) for row in rows]
    three_two = TableRules.from_options({"blackjack_pays": "3:2"}).blackjack_pays * BET
    six_five = TableRules.from_options({"blackjack_pays": "6:5"}).blackjack_pays * BET
    insurance = Fraction(BET, 2)
    even_money = three_two - insurance
    assert even_money == 0 + 2 * insurance  # the same whatever the dealer holds
    assert chips == [
        three_two,
        six_five,
        BET,
        0,
        -BET,
        2 * BET,
        -2 * BET,
        -Fraction(BET, 2),
        2 * insurance,
        -insurance,
        even_money,
    ]
    assert all(amount.denominator == 1 for amount in chips)  # bets in steps of 10: whole chips


def _numbered_options(language: str) -> list[list[str]]:
    return tables(_page(language))[1]


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_the_numbered_options_are_the_same_in_every_language(language: str) -> None:
    """Each translation gives the English page's standard, lowest and highest
    value of each numbered option, in the same order."""
    english = [row[1:] for row in _numbered_options("en")]
    assert [row[1:] for row in _numbered_options(language)] == english
    assert all(row[0].startswith("**") and row[0].endswith("**") for row in _numbered_options(language))


def test_the_numbered_options_are_the_games() -> None:
    """The page's standard, lowest and highest values are the options' own
    (NOTES: "Default six decks")."""
    specs = {spec.label: spec for spec in _game().option_specs}
    for label, standard, lowest, highest in _numbered_options("en"):
        spec = specs[label.strip("*")]
        assert (spec.default, spec.minimum, spec.maximum) == (int(standard), int(lowest), int(highest)), label


def test_the_english_page_names_every_option_choice_and_preset() -> None:
    """A new option or preset cannot go unexplained."""
    game = _game()
    text = _page("en")
    for spec in game.option_specs:
        assert f"**{spec.label}**" in text, spec.name
        for label in spec.choice_labels or ():
            assert label in text, label
    for preset in game.presets:
        assert f"**{preset.label}**" in text, preset.name


def _markers(text: str) -> list[tuple[str, str]]:
    """Each chart marker's words, with the heading it stands under."""
    found: list[tuple[str, str]] = []
    heading = ""
    for line in text.splitlines():
        if line.startswith("#"):
            heading = line
        elif "<!--" in line:
            match = MARKER.match(line)
            assert match is not None, line
            found.append((match.group(1).strip(), heading))
    return found


def _rules(words: str) -> TableRules:
    """The table a marker's words describe: ``h17``, or ``name=value`` options."""
    options: dict[str, Any] = {}
    for word in words.split():
        name, equals, value = word.partition("=")
        if not equals:
            assert name == "h17", word
            options["hits_soft_17"] = True
        else:
            assert name in TableRules.__dataclass_fields__, word
            options[name] = int(value) if value.isdigit() else value
    return TableRules.from_options(options)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_four_charts_are_marked_under_headings_of_their_own(language: str) -> None:
    """The issue: "The strategy tables for the default rules, for H17, and
    for one and two decks are shown in the rules browser as a chart." Every
    page marks them alike, each under a heading of its own, at the end of
    the page (the basic strategy section)."""
    markers = _markers(_page(language))
    assert [words for words, _heading in markers] == ["", "h17", "decks=1", "decks=2"]
    assert [_rules(words) for words, _heading in markers] == [
        TableRules(),
        TableRules(hits_soft_17=True),
        TableRules(decks=1),
        TableRules(decks=2),
    ]
    headings = [heading for _words, heading in markers]
    assert all(heading.startswith("### ") for heading in headings)
    assert len(set(headings)) == len(headings)
    after_last = _page(language).rpartition("<!-- chart")[2]
    assert after_last.count("\n") == 1  # nothing follows the last chart


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_browser_shows_the_charts_computed(language: str) -> None:
    """The page's markers become four charts, computed for their rules (the
    game's expand_rules, joined at integration), the same in every language."""
    from cardtable.games.blackjack.rules_page import work_out_charts
    from cardtable.ui.rules_browser import rules_document

    game = _game()
    work_out_charts(_page(language))  # the window does not wait for them: they are worked out ahead
    shown, shown_language = rules_document(game, language)
    assert shown_language == language
    assert "<!-- chart" not in shown
    assert len(tables(shown)) == len(tables(_page(language))) + 4
    english = rules_document(game, "en")[0]
    assert tables(shown)[-4:] == tables(english)[-4:]
