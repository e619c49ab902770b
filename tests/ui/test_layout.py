"""The layout at both card sizes: "a large-cards option" that makes the cards
clearly bigger while the player's hand still fits on the table, its cards'
corners still in view, and the name plate clear of it."""

from __future__ import annotations

import pytest

from cardtable.core.registry import get_game
from cardtable.ui.layout import (
    CARD_RATIO,
    LARGE_CARDS,
    RAISED,
    TABLE_HEIGHT,
    TABLE_WIDTH,
    layout_view,
    own_hand_y,
    plate_position,
)

GAMES = ("hearts", "spades", "oh_hell", "crazy_eights", "cribbage", "barbu")


def _view(game_id: str):
    game = get_game(game_id)
    state = game.new_hand(game.default_players, None, "layout")
    return state.view(0)


@pytest.mark.parametrize("game_id", GAMES)
def test_large_cards_are_bigger_and_the_hand_stays_on_the_table(game_id: str) -> None:
    """ "a large-cards option": every card LARGE_CARDS times bigger; the hand
    within the table, its cards showing the same share of their width."""
    view = _view(game_id)
    normal, large = layout_view(view), layout_view(view, LARGE_CARDS)
    assert normal.keys() == large.keys()
    for name in normal:
        for small, big in zip(normal[name], large[name]):
            assert big.scale == pytest.approx(small.scale * LARGE_CARDS)
    hand = large["hand:0"]
    half_width, half_height = LARGE_CARDS / 2, LARGE_CARDS * CARD_RATIO / 2
    assert min(s.x for s in hand) - half_width >= 0 and max(s.x for s in hand) + half_width <= TABLE_WIDTH
    assert all(s.y + half_height <= TABLE_HEIGHT for s in hand)
    if len(hand) > 1:
        shown_normal = (normal["hand:0"][1].x - normal["hand:0"][0].x) / 1.0
        shown_large = (hand[1].x - hand[0].x) / LARGE_CARDS
        assert shown_large == pytest.approx(shown_normal, rel=0.25)


@pytest.mark.parametrize("size", (1.0, LARGE_CARDS))
def test_a_long_hand_overlaps_more_but_fits(size: float) -> None:
    """Hands overlap more when the cards are large and the hand long."""
    from dataclasses import replace

    view = _view("hearts")
    hand = view.pile("hand:0")
    long_hand = replace(hand, cards=hand.cards * 2)  # 26 cards
    piles = tuple(long_hand if p.name == "hand:0" else p for p in view.piles)
    slots = layout_view(replace(view, piles=piles), size)["hand:0"]
    assert len(slots) == 26
    assert min(s.x for s in slots) - size / 2 >= 0 and max(s.x for s in slots) + size / 2 <= TABLE_WIDTH


@pytest.mark.parametrize("size", (1.0, LARGE_CARDS))
def test_the_players_plate_sits_above_the_hand(size: float) -> None:
    x, y = plate_position(0, 0, 4, size)
    raised_top = own_hand_y(size) - size * CARD_RATIO / 2 - RAISED * size  # a selected card
    assert y + 0.15 < raised_top  # the plate is 0.3 card widths high
