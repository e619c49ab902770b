"""Camicia's rules pages (``rules*.md``) against the engine: the five pages
have the same shape, name every option, and the pack table and the stated
backstop are what the game does."""

from __future__ import annotations

import pytest

from cardtable.games.camicia import GAME
from cardtable.games.camicia.turning import DEMAND, LIMIT

from ..rules_pages import LANGUAGES, page, tables


def _page(language: str) -> str:
    return page("cardtable.games.camicia", language)


def test_the_english_page_names_every_option_and_choice() -> None:
    """A new option cannot go unexplained."""
    text = _page("en")
    for spec in GAME.option_specs:
        assert spec.label in text, spec.name
        for label in spec.choice_labels or ():
            assert label in text, label


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pack_table_is_what_the_game_deals(language: str) -> None:
    """ "An Italian deck of 40 cards is used (you can also use a 52 card
    deck)", "All the cards are dealt to the two players, face down, so that
    they end up with a packet of 20 cards each", "aces, two and threes are
    attack cards, the other are normal". Each row: cards, each packet, attack
    cards, normal cards, in the order of the deck option's choices."""
    rows = tables(_page(language))[0]
    deck_option = next(spec for spec in GAME.option_specs if spec.name == "deck")
    assert len(rows) == len(deck_option.choices or ())
    for row, deck in zip(rows, deck_option.choices or (), strict=True):
        state = GAME.new_hand(2, {"deck": deck}, "pages")
        cards = list(state.cards())
        packets = [len(packet) for packet in state.table.packets]
        attack = sum(1 for card in cards if DEMAND[card])
        assert [int(cell.replace(",", "")) for cell in row[1:]] == [len(cards), packets[0], attack, len(cards) - attack]
        assert packets[0] == packets[1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_states_the_backstop_the_engine_keeps(language: str) -> None:
    """The limit after which a game is stopped is the one the engine uses."""
    text = _page(language)
    spellings = {
        f"{LIMIT:,}",
        f"{LIMIT:,}".replace(",", "."),
        f"{LIMIT:,}".replace(",", " "),
        f"{LIMIT:,}".replace(",", "\u202f"),
        f"{LIMIT:,}".replace(",", "\u00a0"),
        str(LIMIT),
    }
    assert any(spelling in text for spelling in spellings)
