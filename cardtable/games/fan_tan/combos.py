"""Crazy Tan's several cards in one turn: runs, multiples and parallel runs.

"If you have any number of consecutive numbers in the same suit (e.g. 3, 4,
and 5 of clubs) then you may play them all at once." "If you have two or more
cards of the same rank (e.g. two nines) and you can play both of them, then
you may play both of them in one turn." "If you have, for example, the 4, 5,
6, 7 of clubs and the 4, 5, 6, 7 of hearts, you can lay down eight cards in
one turn."

Decisions: a run may hold its suit's seven (it opens the row, and the run
builds out from it both ways, as the parallel runs' example does); every card
of a several-card play goes on its own suit's row as itself (a trump does
not stand in, an owed card is not paid, in one of these); played with one
pack only, where each suit has one row.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...core.cards import Card, Suit
from ...core.moves import Move
from .layout import SEVEN, Layout
from .moves import several

Run = tuple[int, int, Suit]  # lowest rank, highest rank, suit


def _own(layout: Layout, suit: Suit, rank: int, held: set[Card]) -> bool:
    """Whether the card of ``suit`` and ``rank`` is held and may go home."""
    return Card(rank, suit) in held and layout.free_home(suit, rank) > 0


def runs(layout: Layout, hand: Sequence[Card]) -> list[Run]:
    """Every run of two or more cards ``hand`` may play at once."""
    held = set(hand)
    out: list[Run] = []
    for suit in Suit:
        row = int(suit)  # one pack: a row per suit
        low, high = layout.low[row], layout.high[row]
        if low:
            bottom = low - 1
            while bottom >= 1 and _own(layout, suit, bottom, held):
                bottom -= 1
            out.extend((rank, low - 1, suit) for rank in range(bottom + 1, low - 1))
            top = high + 1
            while top <= 13 and _own(layout, suit, top, held):
                top += 1
            out.extend((high + 1, rank, suit) for rank in range(high + 2, top))
        elif Card(SEVEN, suit) in held:
            bottom, top = SEVEN - 1, SEVEN + 1
            while bottom >= 1 and _own(layout, suit, bottom, held):
                bottom -= 1
            while top <= 13 and _own(layout, suit, top, held):
                top += 1
            out.extend(
                (a, b, suit)
                for a in range(bottom + 1, SEVEN + 1)
                for b in range(SEVEN, top)
                if (a, b) != (SEVEN, SEVEN)
            )
    return out


def run_cards(run: Run) -> list[Card]:
    low, high, suit = run
    return [Card(rank, suit) for rank in range(low, high + 1)]


def combo_moves(
    layout: Layout, hand: Sequence[Card], use_runs: bool, use_multiples: bool, parallel: bool
) -> list[Move]:
    """The several-card plays of ``hand`` the chosen options allow."""
    out: list[Move] = []
    found = runs(layout, hand) if use_runs else []
    out.extend(several(run_cards(run)) for run in found)
    if use_multiples:
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            if layout.own_place(card) is not None:
                by_rank.setdefault(int(card.rank), []).append(card)
        for rank in sorted(by_rank):
            cards = by_rank[rank]
            for size in range(2, len(cards) + 1):
                out.extend(several(chosen) for chosen in combinations(cards, size))
    if parallel:
        spans: dict[tuple[int, int], list[Run]] = {}
        for run in found:
            spans.setdefault(run[:2], []).append(run)
        for span in sorted(spans):
            same = spans[span]
            for size in range(2, len(same) + 1):
                for chosen in combinations(same, size):
                    out.append(several(card for run in chosen for card in run_cards(run)))
    return out


def lay(layout: Layout, cards: Sequence[Card]) -> None:
    """Put a several-card play on the rows, each card as itself, each once it
    fits (the seven first, then outwards)."""
    left = list(cards)
    while left:
        for card in left:
            row = layout.own_place(card)
            if row is not None:
                layout.place(card, row)
                left.remove(card)
                break
        else:
            raise ValueError(f"{' '.join(map(str, cards))} do not fit the rows")
