"""Go Fish's rules pages (``rules*.md``) against the engine: the five pages
have the same shape, name every option and the Authors preset, and the deal
table gives what the game deals. The rules browser's own test cannot tell a
missing page from a present one (both fall back to the same text)."""

from __future__ import annotations

import pytest

from cardtable.games.go_fish import GAME
from cardtable.games.go_fish.state import GoFishState

from ..rules_pages import LANGUAGES, page, tables


def _page(language: str) -> str:
    return page("cardtable.games.go_fish", language)


def test_the_english_page_names_every_option_and_the_authors_preset() -> None:
    """A new option or preset cannot go unexplained."""
    text = _page("en")
    for spec in GAME.option_specs:
        assert spec.label in text, spec.name
    for preset in GAME.presets:
        assert f"## {preset.label}" in text, preset.name


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deal_table_is_what_the_game_deals(language: str) -> None:
    """ "The dealer deals 5 cards to each player (7 each for 2 players). The
    remaining cards are placed face down to form a stock." and for Authors
    "All the cards are dealt out as equally as possible to the players."
    Each row: players, cards each, the stock, Authors' fewest cards a hand
    holds and its odd cards."""
    rows = tables(_page(language))[0]
    assert [int(row[0]) for row in rows] == list(range(GAME.min_players, GAME.max_players + 1))
    for row in rows:
        players = int(row[0])
        basic = GAME.new_hand(players, None, "pages")
        assert isinstance(basic, GoFishState)
        dealt = [len(hand) + 4 * len(books) for hand, books in zip(basic.hands, basic.books, strict=True)]
        assert dealt == [int(row[1])] * players
        assert len(basic.stock) == int(row[2])
        authors = GAME.new_hand(players, dict(GAME.preset("authors").values), "pages")
        assert isinstance(authors, GoFishState)
        sizes = [len(hand) + 4 * len(books) for hand, books in zip(authors.hands, authors.books, strict=True)]
        assert min(sizes) == int(row[3])
        assert sum(size - min(sizes) for size in sizes) == int(row[4])
