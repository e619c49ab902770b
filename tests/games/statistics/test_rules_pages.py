"""Statistics' rules pages (``rules*.md``): the five pages have the same
shape, their deal and scoring tables give the rule text's numbers, the worked
examples add up by the page's own scoring table, and
every option and the Reverse preset are named and the deal table is what the
game deals. The rules browser's own test cannot tell a missing page from a
present one (both fall back to the same text)."""

from __future__ import annotations

import importlib
from collections import Counter
from typing import Any

import pytest

from ..rules_pages import LANGUAGES, page, tables

PACKAGE = "cardtable.games.statistics"


def _page(language: str) -> str:
    return page(PACKAGE, language)


def _game() -> Any:
    return importlib.import_module(PACKAGE).GAME


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deal_table_gives_four_cards_each_and_one_for_the_kitty(language: str) -> None:
    """ "The dealer shuffles, deals each player four cards, and places the deck
    face down in the center of the table. The first card off the top of the
    deck is placed face up next to it, to start the discard pile" for "2 to 4
    players" with "a standard 52-card pack". Each row: players, cards each,
    the kitty, the deck."""
    rows = tables(_page(language))[0]
    assert [int(row[0]) for row in rows] == [2, 3, 4]
    for row in rows:
        players, each, kitty, deck = (int(cell) for cell in row)
        assert (each, kitty, deck) == (4, 1, 52 - 4 * players - 1)


def test_the_deal_table_is_what_the_game_deals() -> None:
    """The engine deals what the page says: hands, the kitty and the deck."""
    game = _game()
    for row in tables(_page("en"))[0]:
        players = int(row[0])
        view = game.new_hand(players, game.resolve(players, None), "pages").view(0)
        hands = [view.pile(f"hand:{seat}").count for seat in range(players)]
        assert hands == [int(row[1])] * players
        assert (view.pile("kitty").count, view.pile("deck").count) == (int(row[2]), int(row[3]))


def _values(language: str) -> list[int]:
    return [int(row[1]) for row in tables(_page(language))[1]]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scoring_table_gives_the_rule_texts_points(language: str) -> None:
    """ "Each Ace: 10 points / Ten of Diamonds: 20 points / Queen of Spades:
    minus 20 points / Each Jack: 1 point / Each Eight: 1 point / Four of a
    kind (except Twos): 8 points / Three of a kind (except Twos): 4 points /
    Pair (except Twos): 2 points", in the page's order: ace, ten of diamonds,
    queen of spades, jack, eight, pair, three, four."""
    assert _values(language) == [10, 20, -20, 1, 1, 2, 4, 8]


# The examples table's collections, in its order: rank counts, and whether
# the queen of spades is among them.
EXAMPLES = (
    ({"A": 2}, False),
    ({"J": 2}, False),
    ({"Q": 3}, False),
    ({"Q": 3}, True),
    ({"8": 4}, False),
    ({"3": 3}, False),
    ({"2": 3}, False),
)


def _score(counts: dict[str, int], queen_of_spades: bool, values: list[int]) -> int:
    ace, _ten, queen, jack, eight, *sets = values
    single = {"A": ace, "J": jack, "8": eight}
    total = queen if queen_of_spades else 0
    for rank, count in Counter(counts).items():
        total += single.get(rank, 0) * count
        if rank != "2" and count >= 2:
            total += sets[count - 2]
    return total


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_examples_add_up_by_the_scoring_table(language: str) -> None:
    """ "In a set of Aces, Queens, Tens or Eights, points for the individual
    cards are counted in addition to the points for the set. A set of Twos is
    worth nothing." and the examples "A-A = 22 points", "Q-Q-Q = 4 points",
    "Q-Q-Q = minus 16 points", "8-8-8-8 = 12 points", "3-3-3 = 4 points",
    "2-2-2 = 0 points"; two jacks are 1 + 1 + 2 (our decision: jacks keep
    their point in a set)."""
    rows = tables(_page(language))[2]
    values = _values(language)
    assert [int(row[1]) for row in rows] == [_score(counts, spade, values) for counts, spade in EXAMPLES]
    assert [int(row[1]) for row in rows] == [22, 4, 4, -16, 12, 4, 0]


def test_the_english_page_names_every_option_and_the_reverse_preset() -> None:
    """A new option or preset cannot go unexplained."""
    game = _game()
    text = _page("en")
    for spec in game.option_specs:
        assert f"**{spec.label}**" in text, spec.name
    for preset in game.presets:
        assert f"## {preset.label}" in text, preset.name
