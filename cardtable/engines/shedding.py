"""Shedding games: matching the discard, wild cards, drawing and the stock,
pending draw penalties, skips and reversals (Crazy Eights and its family)."""

from __future__ import annotations

import random
from typing import Sequence

from ..core.cards import Card, Rank, Suit


def matches(card: Card, top: Card, active_suit: Suit | None = None) -> bool:
    """True if ``card`` matches the top of the discard pile by rank or by suit.
    ``active_suit`` is the suit in force when it differs from the top card's
    own (a wild card named another suit); then only that suit, or the rank,
    matches."""
    suit = top.suit if active_suit is None else active_suit
    return card.suit is suit or card.rank == top.rank


def matches_named_suit(card: Card, named: Suit) -> bool:
    """After a wild card naming ``named``: only that suit may follow."""
    return card.suit is named


def refill_stock(stock: list[Card], discard: list[Card], rng: random.Random) -> bool:
    """When the stock is empty, shuffle every discard but the top one into a new
    stock (in place). Returns False when there is nothing to rebuild from."""
    if stock or len(discard) <= 1:
        return bool(stock)
    top = discard.pop()
    stock.extend(discard)
    discard.clear()
    discard.append(top)
    rng.shuffle(stock)
    return True


def draw_cards(
    stock: list[Card], discard: list[Card], count: int, rng: random.Random
) -> list[Card]:
    """Take up to ``count`` cards from the top of the stock (the end of the
    list), rebuilding it from the discards when it runs out. Returns what was
    drawn, which is fewer than ``count`` only if no card is left anywhere."""
    drawn: list[Card] = []
    for _ in range(count):
        if not stock and not refill_stock(stock, discard, rng):
            break
        drawn.append(stock.pop())
    return drawn


def can_draw(stock: Sequence[Card], discard: Sequence[Card]) -> bool:
    return bool(stock) or len(discard) > 1


def step(seat: int, direction: int, players: int, skip: int = 0) -> int:
    """The seat that plays next: one place in ``direction`` (+1 clockwise, -1
    anticlockwise) plus ``skip`` seats that miss their turn."""
    return (seat + direction * (1 + skip)) % players


def penalty_value(card: Card, eight: int = 50, picture: int = 10) -> int:
    """Crazy Eights' card values: eights 50, pictures 10, spot cards face value
    (the ace counts 1). Other games pass their own numbers."""
    if card.rank == Rank.EIGHT:
        return eight
    if card.rank >= Rank.JACK:
        return picture
    return int(card.rank)
