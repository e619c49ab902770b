"""Shedding games: matching the discard, wild cards, drawing and the stock,
pending draw penalties, skips and reversals (Crazy Eights and its family)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

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


def draw_cards(stock: list[Card], discard: list[Card], count: int, rng: random.Random) -> list[Card]:
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


# --------------------------------------------------------------------------
# Turn order: skips and reversals


def reverse(direction: int) -> int:
    """The other direction of play (+1 clockwise, -1 anticlockwise)."""
    return -direction


def advance(
    seat: int,
    direction: int,
    players: int,
    *,
    skips: int = 0,
    reverses: bool = False,
    reverse_skips_with_two: bool = True,
) -> tuple[int, int]:
    """The next seat and direction after ``seat`` has played.

    ``skips`` seats miss their turn; ``reverses`` turns the direction round
    before stepping. With two players a reversal changes nothing on its own,
    so most tables let it act as a skip (the player who reversed plays again);
    ``reverse_skips_with_two`` keeps that rule, games that disagree turn it off.
    """
    if reverses:
        direction = reverse(direction)
        if players == 2 and reverse_skips_with_two:
            skips += 1
    return step(seat, direction, players, skips), direction


# --------------------------------------------------------------------------
# Pending draw penalties (a two makes the next player draw two, and so on)


def stack_draw(pending: int, per_card: int = 2) -> int:
    """The penalty after one more draw card is played on ``pending``: the
    counts add up, so the player who finally draws takes them all."""
    return pending + per_card


def draw_answers(hand: Sequence[Card], ranks: Sequence[int]) -> list[Card]:
    """The cards of ``hand`` that may answer a pending draw penalty: those of
    one of ``ranks`` (usually just the rank that set the penalty)."""
    return [card for card in hand if card.rank in ranks]


# --------------------------------------------------------------------------
# Drawing with a bounded number of rebuilds


def draw_rebuilding(
    stock: list[Card],
    discard: list[Card],
    count: int,
    make_rng: Callable[[], random.Random],
    may_rebuild: bool = True,
) -> tuple[list[Card], bool]:
    """Like ``draw_cards``, but the shuffler is made only if the stock really
    has to be rebuilt (``make_rng`` may be costly, and games that want replays
    derive it from the seed and a rebuild counter), and rebuilding may be
    forbidden. Returns the cards drawn and whether the stock was rebuilt."""
    if len(stock) >= count or not may_rebuild or len(discard) <= 1:
        drawn = [stock.pop() for _ in range(min(count, len(stock)))]
        return drawn, False
    drawn = [stock.pop() for _ in range(len(stock))]
    refill_stock(stock, discard, make_rng())
    drawn.extend(stock.pop() for _ in range(min(count - len(drawn), len(stock))))
    return drawn, True


def can_draw_now(stock: Sequence[Card], discard: Sequence[Card], may_rebuild: bool = True) -> bool:
    """Whether one card can be drawn: from the stock, or from the discards
    turned into a new stock when rebuilding is still allowed."""
    return bool(stock) or (may_rebuild and len(discard) > 1)


# --------------------------------------------------------------------------
# Scoring the cards left in hand


def wild_penalty_value(card: Card, wild_rank: int = 8, wild: int = 50, picture: int = 10) -> int:
    """Penalty for a card left in hand when the wild rank may differ from the
    eight (jacks or aces as the suit changers): the wild ``wild`` points, other
    pictures ``picture``, spot cards and aces their number."""
    if card.rank == wild_rank:
        return wild
    if card.rank >= Rank.JACK:
        return picture
    return int(card.rank)


def hand_penalty(cards: Iterable[Card], value: Callable[[Card], int] = wild_penalty_value) -> int:
    """The total penalty of the cards left in a hand."""
    return sum(value(card) for card in cards)
