"""Constrained deals for determinizations: sizes kept, constraints kept, and
nothing but the constraints used."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import Suit, french_deck
from cardtable.engines.deal import _matching, constrained_deal


def _check(deal, cards, room, allowed) -> None:
    assert {seat: len(held) for seat, held in deal.items()} == dict(room)
    assert Counter(c for held in deal.values() for c in held) == Counter(cards)
    for seat, held in deal.items():
        assert all(seat in allowed[c] for c in held)


def test_an_unconstrained_deal_fills_every_seat() -> None:
    cards = french_deck()[:39]
    room = {1: 13, 2: 13, 3: 13}
    allowed = {c: [1, 2, 3] for c in cards}
    _check(constrained_deal(cards, room, allowed, random.Random(1)), cards, room, allowed)


def test_voids_are_respected_even_when_the_fit_is_tight() -> None:
    """Seat 1 is void in clubs and diamonds and seat 2 in hearts and spades: the
    only deals give seat 1 the majors and seat 2 the minors."""
    cards = [c for c in french_deck() if c.rank <= 3]  # 12 cards, 3 a suit
    room = {1: 6, 2: 6}
    allowed = {c: ([1] if c.suit in (Suit.HEARTS, Suit.SPADES) else [2]) for c in cards}
    for seed in range(50):
        _check(constrained_deal(cards, room, allowed, random.Random(seed)), cards, room, allowed)


def test_the_matching_fallback_alone_finds_a_fit() -> None:
    cards = french_deck()[:26]
    room = {1: 10, 2: 10, 3: 6}
    allowed = {c: ([1, 2] if c.suit is Suit.CLUBS else [2, 3] if c.rank % 2 else [1, 3]) for c in cards}
    where = _matching(cards, room, allowed, random.Random(3))
    deal = {s: [c for c, w in where.items() if w == s] for s in room}
    _check(deal, cards, room, allowed)


def test_an_impossible_deal_is_refused() -> None:
    cards = french_deck()[:4]
    with pytest.raises(ValueError):
        constrained_deal(cards, {1: 2, 2: 2}, {c: [1] for c in cards}, random.Random(0))


def test_every_fitting_deal_can_come_out() -> None:
    """Samples are spread over the possible deals, not stuck on one."""
    cards = french_deck()[:4]
    allowed = {c: [1, 2] for c in cards}
    seen = {
        tuple(sorted(map(str, constrained_deal(cards, {1: 2, 2: 2}, allowed, random.Random(s))[1]))) for s in range(200)
    }
    assert len(seen) == 6


def test_deal_avoiding_respects_known_voids_and_lets_a_stock_take_anything() -> None:
    """A seat never gets a card of a suit it has shown it lacks; a place with no
    exclusions (a stock) may take any card; sizes are kept; the result depends
    only on the cards (in any order) and the rng."""
    from cardtable.core.cards import Suit, french_deck
    from cardtable.engines.deal import deal_avoiding

    cards = [card for card in french_deck() if card.suit in (Suit.CLUBS, Suit.HEARTS)]
    hearts_mask = sum(1 << card.index for card in cards if card.suit is Suit.HEARTS)
    room = {1: 10, 2: 10, "stock": 6}
    for seed in range(50):
        deal = deal_avoiding(cards, room, {1: hearts_mask, 2: 0}, random.Random(seed))
        assert {place: len(got) for place, got in deal.items()} == room
        assert deal[1] and all(card.suit is not Suit.HEARTS for card in deal[1])
        assert any(card.suit is Suit.HEARTS for card in deal["stock"] + deal[2])
        assert deal == deal_avoiding(list(reversed(cards)), room, {1: hearts_mask, 2: 0}, random.Random(seed))
