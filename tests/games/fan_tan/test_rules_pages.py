"""Fan Tan's rules pages (``rules*.md``) against the engine: the five pages
have the same shape, and the numbers their tables give are the ones the game
deals and passes. The rules browser's own test cannot tell a missing page
from a present one (both fall back to the same text)."""

from __future__ import annotations

from importlib.resources import files

import pytest

from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.passing import pass_offset
from cardtable.games.fan_tan.state import FanTanState

LANGUAGES = ("en", "fr", "de", "it", "es")


def _page(language: str) -> str:
    name = "rules.md" if language == "en" else f"rules.{language}.md"
    return (files("cardtable.games.fan_tan") / name).read_text(encoding="utf-8")


def _tables(text: str) -> list[list[list[str]]]:
    """Each table's body rows as lists of cells (the header and rule left out)."""
    tables: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in text.splitlines():
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if current is None:
                current = []
                tables.append(current)
                continue  # the header
            if not set("".join(cells)) <= set("-: "):
                current.append(cells)
        else:
            current = None
    return tables


def _shape(text: str) -> tuple[int, int, int]:
    """Headings, list items and table lines."""
    lines = [line.lstrip() for line in text.splitlines()]
    headings = sum(line.startswith("#") for line in lines)
    items = sum(line.startswith(("- ", "* ")) or line.split(" ")[0].rstrip(".").isdigit() for line in lines)
    return headings, items, sum(line.startswith("|") for line in lines)


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_each_language_has_the_english_pages_shape(language: str) -> None:
    """The same headings, list items and tables as the English page."""
    assert _shape(_page(language)) == _shape(_page("en"))


def test_the_english_page_names_every_option_and_variation() -> None:
    """A new option or preset cannot go unexplained."""
    text = _page("en")
    for spec in GAME.option_specs:
        assert f"**{spec.label}**" in text, spec.name
    for preset in GAME.presets:
        assert f"## {preset.label}" in text, preset.name


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deal_table_is_what_the_standard_game_deals(language: str) -> None:
    """ "Shuffle, cut, and deal the deck out to all of the players. If you are
    not playing with exactly four players, there will be extra cards." Each
    row: players, packs, the fewest cards a hand holds, the odd cards, the
    stock, for every player count the game takes."""
    rows = _tables(_page(language))[0]
    assert [int(row[0]) for row in rows] == list(range(GAME.min_players, GAME.max_players + 1))
    for row in rows:
        players = int(row[0])
        options = GAME.resolve(players, None)
        GAME.check_options(players, options)
        state = GAME.new_hand(players, options, "pages")
        assert isinstance(state, FanTanState)
        sizes = [len(hand) for hand in state.hands]
        fewest = min(sizes)
        dealt = (state.layout.packs, fewest, sum(sizes) - fewest * players, len(state.stock))
        assert tuple(int(cell) for cell in row[1:]) == dealt, (language, players)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_passing_table_is_hearts_tans_schedule(language: str) -> None:
    """ "On the first deal, every player passes three cards to the left. On
    the second, pass three cards to the right. On the third, pass three cards
    across. On the fourth, pass no cards." and "On the nth hand, where n is
    the number of players, have a no-pass round." """
    rows = _tables(_page(language))[1]
    assert [int(row[0]) for row in rows] == [3, 4, 5, 6]
    for row in rows:
        players = int(row[0])
        assert [int(cell) for cell in row[1:]] == [pass_offset(number, players) for number in range(6)], language
