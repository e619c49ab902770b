"""Where piles go on the table, in card units, for any game.

The layout reads only the View: hands sit round an ellipse with the viewer at
the bottom (the seat to the viewer's left on the left, as at a real table),
the trick, stock, discard and starter in the middle, and piles that belong to
a seat (tricks won, pegging rows, passed cards) between that seat and the
centre. Positions are in card widths (1.0) so the whole table scales with the
window; the scene multiplies them by the card size.

``card_size`` (1.0, or ``LARGE_CARDS`` for the Settings' "Large cards") makes
every card that much bigger on the same table: the player's own hand keeps
its cards' corners in view by spacing them in proportion (overlapping more
when a hand is long), and what sits next to a hand (its name plate, the
trick) moves to stay clear of the bigger cards.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.cards import Rank
from ..core.game import PileView, View

CARD_RATIO = 1.4  # height / width of a card (2.5 x 3.5 inches)
TABLE_WIDTH = 13.0  # in card widths
TABLE_HEIGHT = 10.0
LARGE_CARDS = 1.35  # the card size of the Settings' "Large cards"
OWN_HAND_WIDTH = 10.5  # card widths the viewer's hand may spread over, card centres
RAISED = 0.4  # card widths a card of the viewer's may be raised (playable, then selected)


@dataclass(frozen=True)
class Slot:
    """Where one card of a pile goes: centre (x, y) in card units, z order,
    scale (opponents' hands are smaller) and whether it is face up."""

    x: float
    y: float
    z: float
    scale: float = 1.0


def seat_angle(seat: int, viewer: int, players: int) -> float:
    """Screen angle (radians, y down) of a seat: the viewer at the bottom and
    the others clockwise, so the player to the viewer's left is on the left."""
    rel = (seat - viewer) % players
    return math.pi / 2 + rel * 2 * math.pi / players


def seat_anchor(seat: int, viewer: int, players: int, rx: float = 5.0, ry: float = 3.6) -> tuple[float, float]:
    angle = seat_angle(seat, viewer, players)
    return TABLE_WIDTH / 2 + rx * math.cos(angle), TABLE_HEIGHT / 2 + ry * math.sin(angle)


def _toward_centre(x: float, y: float, fraction: float) -> tuple[float, float]:
    cx, cy = TABLE_WIDTH / 2, TABLE_HEIGHT / 2
    return x + (cx - x) * fraction, y + (cy - y) * fraction


def fan(count: int, x: float, y: float, spacing: float, z0: float, scale: float = 1.0) -> list[Slot]:
    """A row of overlapping cards centred on (x, y)."""
    width = spacing * (count - 1)
    return [Slot(x - width / 2 + i * spacing, y, z0 + i, scale) for i in range(count)]


def own_hand_y(card_size: float = 1.0) -> float:
    """The centre line of the viewer's hand: the cards' bottom edges just
    above the table's."""
    return TABLE_HEIGHT - CARD_RATIO * card_size / 2 - 0.15


def plate_position(seat: int, viewer: int | None, players: int, card_size: float = 1.0) -> tuple[float, float]:
    """Where a seat's name plate goes: above the viewer's own hand (clear of a
    card raised to play), below the others' (clear of the cards at their size)."""
    x, y = seat_anchor(seat, viewer if viewer is not None else 0, players)
    if seat == viewer:
        return x, TABLE_HEIGHT - CARD_RATIO * card_size - 0.5 - RAISED * card_size
    return x, y + CARD_RATIO * 0.36 * card_size + 0.3


def layout_view(view: View, card_size: float = 1.0) -> dict[str, list[Slot]]:
    """A Slot for every card of every pile of the view, by pile name; every
    card ``card_size`` times its usual size."""
    players = view.players
    viewer = view.seat if view.seat is not None else 0
    size = card_size
    slots: dict[str, list[Slot]] = {}
    for pile in view.piles:
        n = pile.count
        if pile.kind == "hand" and pile.owner is not None:
            x, y = seat_anchor(pile.owner, viewer, players)
            if pile.owner == viewer and view.seat is not None:
                spacing = min(0.62 * size, OWN_HAND_WIDTH / max(n, 1))
                slots[pile.name] = fan(n, x, own_hand_y(size), spacing, 100, size)
            else:
                spacing = min(0.28, 3.2 / max(n, 1))
                slots[pile.name] = fan(n, x, y, spacing, 10, 0.72 * size)
        elif pile.kind == "trick":
            slots[pile.name] = _trick_slots(view, pile, viewer, size)
        elif pile.kind == "crib" and pile.owner is not None:
            # Beside its owner's hand, to the right, where a real crib sits.
            x, y = seat_anchor(pile.owner, viewer, players)
            if pile.owner == viewer and view.seat is not None:
                y = own_hand_y(size)
            if pile.known():  # shown at the count: spread it out
                slots[pile.name] = fan(n, x + 3.8, y, 0.3 * size, 70, 0.8 * size)
            else:
                slots[pile.name] = [Slot(x + 3.4 + i * 0.03, y - i * 0.03, 70 + i, 0.8 * size) for i in range(n)]
        elif pile.kind == "captured" and pile.owner is not None:
            # Penalty cards taken (Barbu's hearts, queens), face up before the taker.
            x, y = seat_anchor(pile.owner, viewer, players)
            px, py = _toward_centre(x, y, 0.3)
            slots[pile.name] = fan(n, px - 1.4, py, 0.26 * size, 55, 0.6 * size)
        elif pile.owner is not None:
            x, y = seat_anchor(pile.owner, viewer, players)
            fraction = {"won": 0.18, "pegging": 0.45, "pass": 0.55, "crib": 0.3}.get(pile.kind, 0.45)
            px, py = _toward_centre(x, y, fraction)
            if pile.kind == "won":
                px += 1.6
                slots[pile.name] = [Slot(px + i * 0.01, py - i * 0.01, 50 + i, 0.6 * size) for i in range(n)]
            else:
                spacing = 0.45 if pile.kind == "pegging" else 0.3
                slots[pile.name] = fan(n, px, py, spacing * size, 60, 0.8 * size)
    # Piles of the middle of the table (no owner): stock, discard, starter, crib, rows.
    dominoes = [p for p in view.piles if p.kind == "domino"]
    for row, pile in enumerate(dominoes):
        slots[pile.name] = _domino_slots(view, pile, row, len(dominoes), size)
    centre_piles = [p for p in view.piles if p.owner is None and p.kind not in ("trick", "domino")]
    positions = _centre_positions(len(centre_piles), size)
    for pile, (x, y) in zip(centre_piles, positions):
        n = pile.count
        if pile.kind in ("stock", "discard", "starter", "crib", "deck"):
            offset = 0.012 if pile.kind in ("stock", "deck") else 0.02
            slots[pile.name] = [Slot(x + i * offset, y - i * offset, 30 + i, size) for i in range(n)]
        else:
            slots[pile.name] = fan(n, x, y, 0.35 * size, 30, size)
    return slots


DOMINO_STEP = 0.42  # card widths between neighbouring ranks of a row
DOMINO_SCALE = 0.66


def _domino_slots(view: View, pile: PileView, row: int, rows: int, size: float = 1.0) -> list[Slot]:
    """A Dominoes row: one line per suit, stacked in the middle of the table;
    each card sits at its rank's place counted from the starting rank, so a
    row grows left (down) and right (up) from where it was opened."""
    start = view.get("rank")
    if isinstance(start, str):
        start = Rank.parse(start)
    start_height = Rank(start).high if start is not None else 8
    cx, cy = TABLE_WIDTH / 2, TABLE_HEIGHT / 2
    # Large cards: the rows overlap a little more rather than leave the table.
    row_gap = CARD_RATIO * DOMINO_SCALE * 0.78 * min(size, 1.15)
    y = cy + (row - (rows - 1) / 2) * row_gap
    out = []
    for i, card in enumerate(pile.cards):
        offset = 0.0 if card is None else card.high - start_height
        out.append(Slot(cx + offset * DOMINO_STEP, y, 30 + row * 20 + i, DOMINO_SCALE * size))
    return out


def _centre_positions(count: int, size: float = 1.0) -> list[tuple[float, float]]:
    """Spread the middle piles in a row across the centre of the table."""
    if count == 0:
        return []
    cx, cy = TABLE_WIDTH / 2, TABLE_HEIGHT / 2 - 0.1
    gap = 1.6 * size
    start = cx - gap * (count - 1) / 2
    return [(start + i * gap, cy) for i in range(count)]


def _trick_slots(view: View, pile: PileView, viewer: int, size: float = 1.0) -> list[Slot]:
    """Each card of the trick leans toward the seat that played it."""
    seats = view.get("trick_seats")
    cx, cy = TABLE_WIDTH / 2, TABLE_HEIGHT / 2
    if not seats or len(seats) != pile.count:
        return fan(pile.count, cx, cy, 0.5 * size, 40, size)
    out = []
    for i, seat in enumerate(seats):
        angle = seat_angle(seat, viewer, view.players)
        out.append(Slot(cx + 0.85 * size * math.cos(angle), cy + 0.75 * size * math.sin(angle), 40 + i, size))
    return out
