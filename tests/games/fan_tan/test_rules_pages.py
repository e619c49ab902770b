"""Fan Tan's rules pages (``rules*.md``) against the engine: the five pages
have the same shape, and the numbers their tables give are the ones the game
deals and passes. The rules browser's own test cannot tell a missing page
from a present one (both fall back to the same text)."""

from __future__ import annotations

import pytest

from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.passing import pass_offset
from cardtable.games.fan_tan.state import FanTanState

from ..rules_pages import LANGUAGES, page, tables


def _page(language: str) -> str:
    return page("cardtable.games.fan_tan", language)


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
    rows = tables(_page(language))[0]
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
    rows = tables(_page(language))[1]
    assert [int(row[0]) for row in rows] == [3, 4, 5, 6]
    for row in rows:
        players = int(row[0])
        assert [int(cell) for cell in row[1:]] == [pass_offset(number, players) for number in range(6)], language
