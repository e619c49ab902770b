"""The pieces :mod:`cardtable.ui.layout_solver` places: each a region made
ready to place, its size in card widths and how to lay its cards once its
top-left corner is known (a fan, a squared stack, a box, the trick, Barbu's
Dominoes rows), and the slot each card gets.

Qt-free, as the solver is.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.cards import Rank
from ..core.game import View
from ..core.regions import CARD_RATIO, Region


@dataclass(frozen=True)
class Slot:
    """Where one card of a pile goes: centre (x, y) in card widths, z order
    and scale (1.0 is a card one unit wide)."""

    x: float
    y: float
    z: float
    scale: float = 1.0


# A piece is a region made ready to place: its size, and how to lay its cards
# once its top-left corner is known.
Placer = Callable[[float, float], list[Slot]]


@dataclass
class Piece:
    """A region's size and how to lay its cards; ``rows`` is for a piece that
    lays several piles at once (Barbu's Dominoes rows), by pile name."""

    name: str
    w: float
    h: float
    place: Placer
    rows: dict[str, list[Slot]] | None = None


def fan_piece(name: str, n: int, room: int, scale: float, spacing: float, least: float, z: float, most: float) -> Piece:
    """A row of ``n`` overlapping cards (room made for ``room``), as wide as
    it likes up to ``most``: the spacing shrinks down to ``least`` first."""
    shown = max(n, room, 1)
    gap = spacing * scale
    if shown > 1 and scale + gap * (shown - 1) > most:
        gap = max(least * scale, (most - scale) / (shown - 1))
    width = scale + gap * (shown - 1)
    height = scale * CARD_RATIO

    def place(x: float, y: float) -> list[Slot]:
        start = x + (width - (scale + gap * (n - 1))) / 2 + scale / 2
        return [Slot(start + i * gap, y + height / 2, z + i, scale) for i in range(n)]

    return Piece(name, width, height, place)


def stack_piece(name: str, n: int, room: int, scale: float, step: float, z: float) -> Piece:
    """A squared pile, each card a little up and right of the one below."""
    shown = min(max(n, room, 1), 60)
    drift = step * (shown - 1)
    width, height = scale + drift, scale * CARD_RATIO + drift

    def place(x: float, y: float) -> list[Slot]:
        cx, cy = x + scale / 2, y + drift + scale * CARD_RATIO / 2
        return [Slot(cx + min(i, shown - 1) * step, cy - min(i, shown - 1) * step, z + i, scale) for i in range(n)]

    return Piece(name, width, height, place)


def box_piece(name: str, w: float, h: float) -> Piece:
    return Piece(name, w, h, lambda x, y: [])


def seat_angle(seat: int, viewer: int, players: int) -> float:
    """Screen angle (radians, y down) of a seat: the viewer at the bottom and
    the others clockwise, so the player to the viewer's left is on the left."""
    rel = (seat - viewer) % players
    return math.pi / 2 + rel * 2 * math.pi / players


def trick_piece(view: View, region: Region, viewer: int, scale: float) -> Piece:
    """Each card of the trick leans toward the seat that played it; the box
    holds a card from every seat, so it does not change size as the trick grows."""
    seats = view.get("trick_seats")
    angles = [seat_angle(s, viewer, view.players) for s in range(view.players)]
    dx = 0.85 * scale * max(abs(math.cos(a)) for a in angles)
    dy = 0.75 * scale * max(abs(math.sin(a)) for a in angles)
    width, height = scale + 2 * dx, scale * CARD_RATIO + 2 * dy
    n = region.cards

    def place(x: float, y: float) -> list[Slot]:
        cx, cy = x + width / 2, y + height / 2
        if not seats or len(seats) != n:
            step = min(0.5 * scale, (width - scale) / max(n - 1, 1))
            return [Slot(cx + (i - (n - 1) / 2) * step, cy, 40 + i, scale) for i in range(n)]
        out = []
        for i, seat in enumerate(seats):
            angle = seat_angle(seat, viewer, view.players)
            out.append(Slot(cx + 0.85 * scale * math.cos(angle), cy + 0.75 * scale * math.sin(angle), 40 + i, scale))
        return out

    return Piece(region.name, width, height, place)


DOMINO_STEP = 0.42  # card widths between neighbouring ranks of a row
DOMINO_SCALE = 0.66


def dominoes_piece(view: View, rows: Sequence[Region], scale: float) -> Piece:
    """Barbu's Dominoes rows, one line per suit, as one piece: each card at
    its rank's place counted from the starting rank, so a row grows left
    (down) and right (up) from where it was opened."""
    start = view.get("rank")
    if isinstance(start, str):
        start = Rank.parse(start)
    start_height = Rank(start).high if start is not None else 8
    card = DOMINO_SCALE * scale
    step = DOMINO_STEP * scale
    low, high = 2 - start_height, 14 - start_height
    row_gap = card * CARD_RATIO * 0.78
    width = card + step * (high - low)
    height = card * CARD_RATIO + row_gap * (len(rows) - 1)
    piles = {r.name: view.pile(r.name) for r in rows}
    laid: dict[str, list[Slot]] = {}

    def place(x: float, y: float) -> list[Slot]:
        for row, region in enumerate(rows):
            cy = y + card * CARD_RATIO / 2 + row * row_gap
            laid[region.name] = [
                Slot(
                    x + card / 2 + ((0 if c is None else c.high - start_height) - low) * step,
                    cy,
                    30 + row * 20 + i,
                    card,
                )
                for i, c in enumerate(piles[region.name].cards)
            ]
        return []

    return Piece("dominoes", width, height, place, laid)
