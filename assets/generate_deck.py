#!/usr/bin/env python3
"""Draw Card Table's default deck as SVG files.

Every shape here is our own: the suit pips are cubic Bezier outlines written
out below, the court figures and the jokers are built from simple geometric
parts, and the backs are patterns computed in code. Only the standard library
is used, so the deck can be rebuilt anywhere, and the output is deterministic
(same bytes on every run) so regenerating it never shows up as a change.

Usage::

    python assets/generate_deck.py            # writes cardtable/assets/cards/
    python assets/generate_deck.py --out DIR  # writes DIR/ and DIR/four-colour/

Output: one SVG per face named by the card's text form (``AS.svg``,
``10H.svg``, ``QS.svg``, ``JK.svg``, ``JK-2.svg``), the backs
(``back-blue.svg``, ``back-red.svg``, ``back-green.svg``) and the same faces
with four suit colours in ``four-colour/``.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Callable, Iterable, Sequence

WIDTH = 250
HEIGHT = 350
CORNER = 12.0
MID_Y = HEIGHT / 2
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

SUIT_LETTERS = "CDHS"
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

BLACK = "#1b1b1b"
RED = "#c8102e"
# The four-colour convention of online poker rooms and most four-colour packs:
# spades black, hearts red, diamonds blue, clubs green.
STANDARD_COLOURS = {"C": BLACK, "D": RED, "H": RED, "S": BLACK}
FOUR_COLOURS = {"C": "#117a35", "D": "#1d5bc4", "H": RED, "S": BLACK}

GOLD = "#e2a81c"
GOLD_DARK = "#9a6c07"
SKIN = "#f3d2b0"
SKIN_LINE = "#b98a61"
CREAM = "#fdf7e6"
OUTLINE = "#2a2a2a"


# --------------------------------------------------------------------------
# Number formatting: short, stable text for every coordinate.


def num(value: float) -> str:
    """Two decimals at most, no trailing zeros, never ``-0``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


# --------------------------------------------------------------------------
# Suit outlines, drawn in a 100 x 100 box centred on the origin (y grows down).
# Every closed sub-path runs clockwise on screen so that, with the default
# nonzero fill rule, overlapping parts add up instead of punching holes.

K = 0.5523  # Bezier handle length for a quarter circle


def _circle(cx: float, cy: float, r: float) -> str:
    k = K * r
    return (
        f"M{num(cx)},{num(cy - r)}"
        f"C{num(cx + k)},{num(cy - r)} {num(cx + r)},{num(cy - k)} {num(cx + r)},{num(cy)}"
        f"C{num(cx + r)},{num(cy + k)} {num(cx + k)},{num(cy + r)} {num(cx)},{num(cy + r)}"
        f"C{num(cx - k)},{num(cy + r)} {num(cx - r)},{num(cy + k)} {num(cx - r)},{num(cy)}"
        f"C{num(cx - r)},{num(cy - k)} {num(cx - k)},{num(cy - r)} {num(cx)},{num(cy - r)}Z"
    )


def _stem(top_half: float, top_y: float, foot_half: float) -> str:
    """The flared foot shared by clubs and spades."""
    return (
        f"M{num(-top_half)},{num(top_y)}L{num(top_half)},{num(top_y)}"
        f"C{num(top_half)},{num(top_y + 22)} {num(foot_half * 0.5)},{num(42)} {num(foot_half)},48"
        f"L{num(-foot_half)},48"
        f"C{num(-foot_half * 0.5)},42 {num(-top_half)},{num(top_y + 22)} {num(-top_half)},{num(top_y)}Z"
    )


SUIT_PATHS: dict[str, str] = {
    "H": (
        "M0,-27C4,-41 14,-48 25,-48C39,-48 48,-37 48,-22"
        "C48,2 20,22 0,47C-20,22 -48,2 -48,-22"
        "C-48,-37 -39,-48 -25,-48C-14,-48 -4,-41 0,-27Z"
    ),
    "D": (
        "M0,-50C9,-34 22,-16 37,0C22,16 9,34 0,50"
        "C-9,34 -22,16 -37,0C-22,-16 -9,-34 0,-50Z"
    ),
    "S": (
        "M0,-49C14,-29 47,-14 47,11C47,28 35,37 23,37"
        "C12,37 4,31 1,24L-1,24C-4,31 -12,37 -23,37"
        "C-35,37 -47,28 -47,11C-47,-14 -14,-29 0,-49Z"
        + _stem(3.5, 18, 17)
    ),
    "C": (
        _circle(0, -25, 22.5)
        + _circle(-24.5, 8, 22.5)
        + _circle(24.5, 8, 22.5)
        + "M0,-25L24.5,8L0,14L-24.5,8Z"
        + _stem(4, 6, 18)
    ),
}


def pip(
    suit: str,
    cx: float,
    cy: float,
    size: float,
    colour: str,
    flip: bool = False,
) -> str:
    """One suit symbol ``size`` units tall, centred on (cx, cy)."""
    transform = f"translate({num(cx)} {num(cy)}) scale({num(size / 100)})"
    if flip:
        transform += " rotate(180)"
    return f'<path d="{SUIT_PATHS[suit]}" fill="{colour}" transform="{transform}"/>'


# --------------------------------------------------------------------------
# Card frame and corner indices.


def svg_document(title: str, body: Sequence[str]) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n"
        "<!-- Card Table default deck, drawn by assets/generate_deck.py -->\n"
    )
    return head + "\n".join(body) + "\n</svg>\n"


def card_base() -> str:
    return (
        f'<rect x="0.75" y="0.75" width="{num(WIDTH - 1.5)}" height="{num(HEIGHT - 1.5)}" '
        f'rx="{num(CORNER)}" ry="{num(CORNER)}" fill="#ffffff" stroke="#7d7d7d" stroke-width="1.5"/>'
    )


def rotated_half(parts: Sequence[str]) -> str:
    """The same drawing turned end over end, for the bottom of a two-way card."""
    return f'<g transform="rotate(180 {num(WIDTH / 2)} {num(MID_Y)})">' + "".join(parts) + "</g>"


INDEX_X = 29.0
INDEX_FONT_SIZE = 54.0
INDEX_BASELINE = 57.0
INDEX_PIP_Y = 84.0
INDEX_PIP_SIZE = 33.0


def index_parts(label: str, suit: str, colour: str) -> list[str]:
    """Rank and suit in the top-left corner, large enough to read in a fan.

    "10" is squeezed horizontally so that it takes no more room than the other
    ranks and the index strip stays narrow.
    """
    squeeze = 0.66 if len(label) == 2 else 1.0
    text = (
        f'<text transform="translate({num(INDEX_X)} {num(INDEX_BASELINE)}) scale({num(squeeze)} 1)" '
        f'x="0" y="0" text-anchor="middle" font-family="{FONT}" font-weight="bold" '
        f'font-size="{num(INDEX_FONT_SIZE)}" fill="{colour}">{label}</text>'
    )
    return [text, pip(suit, INDEX_X, INDEX_PIP_Y, INDEX_PIP_SIZE, colour)]


def corner_indices(label: str, suit: str, colour: str) -> list[str]:
    parts = index_parts(label, suit, colour)
    return parts + [rotated_half(parts)]


# --------------------------------------------------------------------------
# Number cards: the classic pip layouts.

COL_L, COL_C, COL_R = 81.0, 125.0, 169.0
ROW_TOP, ROW_BOTTOM = 76.0, 274.0
PIP_SIZE = 46.0


def _rows(count: int) -> list[float]:
    step = (ROW_BOTTOM - ROW_TOP) / (count - 1)
    return [ROW_TOP + i * step for i in range(count)]


def pip_layout(rank: int) -> list[tuple[float, float]]:
    """Pip centres for 2..10, the way printed packs lay them out."""
    top, bottom, mid = ROW_TOP, ROW_BOTTOM, MID_Y
    three = _rows(3)
    four = _rows(4)
    sides3 = [(x, y) for y in three for x in (COL_L, COL_R)]
    sides4 = [(x, y) for y in four for x in (COL_L, COL_R)]
    between_top = (top + mid) / 2
    between_bottom = (mid + bottom) / 2
    layouts: dict[int, list[tuple[float, float]]] = {
        2: [(COL_C, top), (COL_C, bottom)],
        3: [(COL_C, top), (COL_C, mid), (COL_C, bottom)],
        4: [(x, y) for y in (top, bottom) for x in (COL_L, COL_R)],
        5: [(x, y) for y in (top, bottom) for x in (COL_L, COL_R)] + [(COL_C, mid)],
        6: sides3,
        7: sides3 + [(COL_C, between_top)],
        8: sides3 + [(COL_C, between_top), (COL_C, between_bottom)],
        9: sides4 + [(COL_C, mid)],
        10: sides4 + [(COL_C, (four[0] + four[1]) / 2), (COL_C, (four[2] + four[3]) / 2)],
    }
    return layouts[rank]


def number_card(rank: int, suit: str, colour: str) -> list[str]:
    parts = [card_base()]
    for x, y in pip_layout(rank):
        # Pips below the middle are printed upside down, as on real cards.
        parts.append(pip(suit, x, y, PIP_SIZE, colour, flip=y > MID_Y + 0.5))
    return parts + corner_indices(RANK_LABELS[rank - 1], suit, colour)


def ace_card(suit: str, colour: str) -> list[str]:
    parts = [card_base()]
    if suit == "S":
        # The ace of spades gets its traditional extra flourish: a larger pip
        # inside a fine double ring.
        parts.append(
            f'<circle cx="125" cy="175" r="78" fill="none" stroke="{colour}" stroke-width="2"/>'
            f'<circle cx="125" cy="175" r="72" fill="none" stroke="{colour}" stroke-width="0.8"/>'
        )
        for i in range(16):
            angle = math.tau * i / 16
            x = 125 + 84.5 * math.cos(angle)
            y = 175 + 84.5 * math.sin(angle)
            parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="2.2" fill="{colour}"/>')
        parts.append(pip(suit, 125, 175, 112, colour))
    else:
        parts.append(pip(suit, 125, 175, 96, colour))
    return parts + corner_indices("A", suit, colour)


# --------------------------------------------------------------------------
# Court cards: a framed two-way panel with a geometric figure per rank.

PANEL_X0, PANEL_X1 = 60.0, 190.0
PANEL_Y0, PANEL_Y1 = 18.0, 332.0


def _lighten(colour: str, amount: float) -> str:
    """Mix a #rrggbb colour with white (amount 0 = colour, 1 = white)."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    mix = [round(c + (255 - c) * amount) for c in (r, g, b)]
    return "#" + "".join(f"{c:02x}" for c in mix)


def _mix(base: str, colour: str, amount: float) -> str:
    """``amount`` of ``colour`` mixed into ``base``."""
    a = [int(base[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b))


def _darken(colour: str, amount: float) -> str:
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    mix = [round(c * (1 - amount)) for c in (r, g, b)]
    return "#" + "".join(f"{c:02x}" for c in mix)


SLATE = "#2f3d5c"


def _garment(colour: str) -> str:
    """Court clothes in the suit colour, but black suits wear slate blue: a
    solid black robe reads as a blot at small sizes."""
    return SLATE if colour == BLACK else colour


def _robe(colour: str, trim: str, front: str) -> list[str]:
    """Shoulders and a tapering torso down to the middle line, a contrasting
    V-shaped front, and a belt."""
    bottom = num(MID_Y)
    return [
        f'<path d="M88,{bottom}L86,142C86,131 96,126 108,124L142,124C154,126 164,131 164,142L162,{bottom}Z" '
        f'fill="{colour}" stroke="{OUTLINE}" stroke-width="1.4" stroke-linejoin="round"/>',
        f'<path d="M110,124L125,156L140,124Z" fill="{front}" stroke="{OUTLINE}" stroke-width="1" stroke-linejoin="round"/>',
        f'<path d="M108,124L125,158L142,124" fill="none" stroke="{trim}" stroke-width="3.5" stroke-linejoin="round"/>',
        f'<rect x="87" y="{num(MID_Y - 11)}" width="76" height="7" fill="{trim}" stroke="{OUTLINE}" stroke-width="1"/>',
    ]


def _hand(x: float, y: float) -> str:
    return f'<circle cx="{num(x)}" cy="{num(y)}" r="6" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>'


def _head(cy: float = 104.0, r: float = 19.0) -> list[str]:
    return [
        f'<rect x="118" y="{num(cy + r - 6)}" width="14" height="14" fill="{SKIN}" '
        f'stroke="{SKIN_LINE}" stroke-width="1"/>',
        f'<circle cx="125" cy="{num(cy)}" r="{num(r)}" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>',
        f'<circle cx="118" cy="{num(cy - 1)}" r="2" fill="{OUTLINE}"/>',
        f'<circle cx="132" cy="{num(cy - 1)}" r="2" fill="{OUTLINE}"/>',
    ]


def king_half(suit: str, colour: str) -> list[str]:
    """A bearded king: five-point crown with jewels, ermine collar, sceptre."""
    parts: list[str] = []
    parts += _robe(_garment(colour), GOLD, "#ffffff")
    # ermine cape edge: a white band with black tails over the shoulders
    parts.append(
        f'<path d="M87,140C92,128 104,124 110,124L118,138C108,136 96,140 90,150Z" '
        f'fill="#ffffff" stroke="{OUTLINE}" stroke-width="1.1"/>'
        f'<path d="M163,140C158,128 146,124 140,124L132,138C142,136 154,140 160,150Z" '
        f'fill="#ffffff" stroke="{OUTLINE}" stroke-width="1.1"/>'
    )
    for x, y in ((96, 136), (106, 131), (144, 131), (154, 136)):
        parts.append(f'<path d="M{x},{y}l2,5l2,-5z" fill="{OUTLINE}"/>')
    # sceptre held in the right hand, topped with the suit
    parts.append(
        f'<path d="M160,164L160,72" stroke="{GOLD_DARK}" stroke-width="5" stroke-linecap="round"/>'
        f'<path d="M160,164L160,72" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
    )
    parts.append(f'<circle cx="160" cy="70" r="5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>')
    parts.append(pip(suit, 160, 56, 18, colour))
    parts.append(_hand(160, 150))
    parts += _head()
    # beard
    parts.append(
        '<path d="M106,106C108,128 118,136 125,138C132,136 142,128 144,106'
        'C138,116 112,116 106,106Z" fill="#8a5a2b" stroke="#5e3a17" stroke-width="1"/>'
    )
    # crown: band plus five points, each tipped with a jewel
    tips = [(104, 66), (114, 72), (125, 60), (136, 72), (146, 66)]
    crown = "M104,92L104,66L114,78L125,60L136,78L146,66L146,92Z"
    parts.append(f'<path d="{crown}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.4" stroke-linejoin="round"/>')
    parts.append(f'<rect x="102" y="84" width="46" height="9" rx="2" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2"/>')
    for x, y in tips[::2]:
        parts.append(f'<circle cx="{x}" cy="{y}" r="3.6" fill="{colour}" stroke="{GOLD_DARK}" stroke-width="1"/>')
    parts.append(f'<circle cx="125" cy="88.5" r="2.8" fill="{colour}"/>')
    return parts


def queen_half(suit: str, colour: str) -> list[str]:
    """A queen: long hair, arched tiara with pearls, necklace, a flower."""
    parts: list[str] = []
    # flower on a stem, held on the left
    parts.append(
        '<path d="M90,150C90,130 92,108 90,84" fill="none" stroke="#2f7d32" stroke-width="3" stroke-linecap="round"/>'
        '<path d="M90,118C79,112 77,104 79,100C87,102 91,108 90,118Z" fill="#2f7d32"/>'
    )
    for i in range(6):
        angle = math.tau * i / 6
        x = 90 + 7 * math.cos(angle)
        y = 80 + 7 * math.sin(angle)
        parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="5" fill="{_lighten(colour, 0.45)}" stroke="{OUTLINE}" stroke-width="0.8"/>')
    parts.append(f'<circle cx="90" cy="80" r="4" fill="{GOLD}"/>')
    # long hair behind the head
    hair = "#4a2c17"
    parts.append(
        f'<path d="M101,106C99,80 112,76 125,76C138,76 151,80 149,106C150,122 156,132 160,138'
        f'L90,138C94,132 100,122 101,106Z" fill="{hair}"/>'
    )
    parts += _robe(_garment(colour), GOLD, _lighten(_garment(colour), 0.75))
    parts.append(_hand(90, 150))
    # necklace of pearls
    for i in range(7):
        t = (i - 3) / 3
        x = 125 + 20 * t
        y = 135 + 8 * (1 - t * t)
        parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="2.6" fill="#ffffff" stroke="{OUTLINE}" stroke-width="0.7"/>')
    parts += _head()
    # lips
    parts.append(f'<path d="M120,113Q125,117 130,113" fill="none" stroke="{RED}" stroke-width="1.8" stroke-linecap="round"/>')
    # tiara: three arches on a band, pearls on top
    parts.append(
        f'<path d="M106,90C106,78 115,76 115,86C115,72 135,72 135,86C135,76 144,78 144,90Z" '
        f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    for x, y in ((109, 80), (125, 72), (141, 80)):
        parts.append(f'<circle cx="{x}" cy="{y}" r="3.2" fill="#ffffff" stroke="{GOLD_DARK}" stroke-width="1"/>')
    parts.append(pip(suit, 125, 85, 9, colour))
    return parts


def jack_half(suit: str, colour: str) -> list[str]:
    """A jack: young, clean-shaven, flat cap with a long feather, a halberd."""
    parts: list[str] = []
    # halberd on the right: shaft and a blade
    parts.append(
        '<path d="M164,166L164,64" stroke="#6b4a2b" stroke-width="4" stroke-linecap="round"/>'
        '<path d="M164,70L178,64C182,74 178,84 164,84Z" fill="#b9c0c8" stroke="#5f6770" stroke-width="1.2" stroke-linejoin="round"/>'
        '<path d="M164,64L160,54L164,46L168,54Z" fill="#b9c0c8" stroke="#5f6770" stroke-width="1.2" stroke-linejoin="round"/>'
    )
    tunic = _garment(colour)
    stripe = _lighten(tunic, 0.6)
    parts += _robe(tunic, GOLD, stripe)
    # striped sleeves: the jack is the only one in stripes
    for x in (97, 153):
        parts.append(f'<path d="M{x},128L{x},{num(MID_Y - 11)}" stroke="{stripe}" stroke-width="5"/>')
    parts.append(_hand(164, 150))
    # short hair
    parts.append('<path d="M104,104C102,86 114,80 125,80C136,80 148,86 146,104C140,96 110,96 104,104Z" fill="#c68a3c"/>')
    parts += _head()
    parts.append(f'<path d="M120,113L130,113" stroke="{SKIN_LINE}" stroke-width="1.6" stroke-linecap="round"/>')
    # flat cap tilted over the head, with a feather sweeping back
    feather = _lighten(colour, 0.35)
    parts.append(
        f'<path d="M118,80C108,70 100,64 90,54C94,70 102,80 112,88Z" fill="{feather}" stroke="{OUTLINE}" stroke-width="1"/>'
    )
    parts.append(
        f'<path d="M98,92C98,80 112,72 127,72C142,72 152,80 152,90C140,86 112,86 98,92Z" '
        f'fill="{_darken(colour, 0.25)}" stroke="{OUTLINE}" stroke-width="1.3" stroke-linejoin="round"/>'
    )
    parts.append(f'<rect x="100" y="88" width="50" height="6" rx="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1"/>')
    return parts


COURT_HALVES: dict[int, Callable[[str, str], list[str]]] = {
    11: jack_half,
    12: queen_half,
    13: king_half,
}
COURT_TINTS = {11: 0.06, 12: 0.08, 13: 0.10}


def court_card(rank: int, suit: str, colour: str) -> list[str]:
    label = RANK_LABELS[rank - 1]
    tint = _mix(CREAM, colour, COURT_TINTS[rank])
    parts = [card_base()]
    w = PANEL_X1 - PANEL_X0
    h = PANEL_Y1 - PANEL_Y0
    parts.append(
        f'<rect x="{num(PANEL_X0)}" y="{num(PANEL_Y0)}" width="{num(w)}" height="{num(h)}" rx="7" '
        f'fill="{tint}" stroke="{colour}" stroke-width="2.2"/>'
    )
    half = COURT_HALVES[rank](suit, colour)
    # The suit and the rank letter in the panel's corner, so the card reads
    # even where the index is hidden.
    tag = [
        pip(suit, PANEL_X0 + 16, PANEL_Y0 + 40, 20, colour),
        f'<text x="{num(PANEL_X0 + 16)}" y="{num(PANEL_Y0 + 24)}" text-anchor="middle" '
        f'font-family="{FONT}" font-weight="bold" font-size="19" fill="{colour}">{label}</text>',
    ]
    parts += half + tag
    parts.append(rotated_half(half + tag))
    # Middle divider and the inner frame line drawn on top of both halves.
    parts.append(
        f'<path d="M{num(PANEL_X0)},{num(MID_Y)}L{num(PANEL_X1)},{num(MID_Y)}" stroke="{colour}" stroke-width="2"/>'
    )
    parts.append(
        f'<rect x="{num(PANEL_X0 + 4)}" y="{num(PANEL_Y0 + 4)}" width="{num(w - 8)}" height="{num(h - 8)}" rx="4" '
        f'fill="none" stroke="{GOLD}" stroke-width="1.2"/>'
    )
    return parts + corner_indices(label, suit, colour)


# --------------------------------------------------------------------------
# Jokers.


def joker_card(main: str, accent: str) -> list[str]:
    """A jester's head: three-pointed cap with bells over a ruff, and a star."""
    parts = [card_base()]
    # Vertical "JOKER" index, the usual way jokers mark their corners.
    letters = []
    for i, letter in enumerate("JOKER"):
        letters.append(
            f'<text x="{num(INDEX_X - 4)}" y="{num(34 + i * 25)}" text-anchor="middle" font-family="{FONT}" '
            f'font-weight="bold" font-size="25" fill="{main}">{letter}</text>'
        )
    letters.append(_star(INDEX_X - 4, 160, 11, 4.6, accent))
    parts += letters + [rotated_half(letters)]
    # ruff collar: a zigzag disc
    ruff = []
    for i in range(24):
        angle = math.pi * (i / 23)
        r = 62 if i % 2 == 0 else 48
        ruff.append((125 + r * math.cos(angle), 236 + 0.55 * r * math.sin(angle) - 4))
    parts.append(
        f'<path d="M63,232L{pts(ruff[::-1])}Z" fill="#ffffff" stroke="{main}" stroke-width="2" stroke-linejoin="round"/>'
    )
    # face
    parts.append(f'<circle cx="125" cy="200" r="34" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.5"/>')
    parts.append(f'<circle cx="113" cy="196" r="3.4" fill="{OUTLINE}"/><circle cx="137" cy="196" r="3.4" fill="{OUTLINE}"/>')
    parts.append(f'<path d="M108,212Q125,230 142,212" fill="none" stroke="{RED}" stroke-width="3" stroke-linecap="round"/>')
    parts.append(f'<circle cx="125" cy="206" r="4.5" fill="{_lighten(RED, 0.35)}"/>')
    # cap: three drooping points in alternating colours, each ending in a bell
    left = "M93,182C80,150 62,140 52,150C62,120 92,116 110,130Z"
    centre = "M100,176C100,140 110,110 125,86C140,110 150,140 150,176Z"
    right = "M157,182C170,150 188,140 198,150C188,120 158,116 140,130Z"
    parts.append(f'<path d="{left}" fill="{accent}" stroke="{OUTLINE}" stroke-width="1.6" stroke-linejoin="round"/>')
    parts.append(f'<path d="{right}" fill="{accent}" stroke="{OUTLINE}" stroke-width="1.6" stroke-linejoin="round"/>')
    parts.append(f'<path d="{centre}" fill="{main}" stroke="{OUTLINE}" stroke-width="1.6" stroke-linejoin="round"/>')
    parts.append(
        f'<path d="M90,184C100,170 150,170 160,184L158,192C146,182 104,182 92,192Z" fill="{GOLD}" '
        f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
    )
    for x, y in ((52, 150), (125, 84), (198, 150)):
        parts.append(f'<circle cx="{x}" cy="{y}" r="7.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.4"/>')
    parts.append(_star(125, 54, 22, 9, accent))
    parts.append(
        f'<text x="125" y="318" text-anchor="middle" font-family="{FONT}" font-weight="bold" '
        f'font-size="26" letter-spacing="4" fill="{main}">JOKER</text>'
    )
    return parts


def _star(cx: float, cy: float, outer: float, inner: float, colour: str) -> str:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + math.pi * i / 5
        r = outer if i % 2 == 0 else inner
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return f'<path d="M{pts(points)}Z" fill="{colour}"/>'


# --------------------------------------------------------------------------
# Backs. Qt's SVG renderer ignores clip paths, so patterns are computed inside
# their field and a white "mat" (an even-odd ring between the card edge and the
# rounded field) hides whatever pokes into the rounded corners.

FIELD = (12.0, 12.0, WIDTH - 12.0, HEIGHT - 12.0)
FIELD_RADIUS = 8.0


def _rounded_rect_path(x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    k = r * (1 - K)
    return (
        f"M{num(x0 + r)},{num(y0)}L{num(x1 - r)},{num(y0)}"
        f"C{num(x1 - k)},{num(y0)} {num(x1)},{num(y0 + k)} {num(x1)},{num(y0 + r)}"
        f"L{num(x1)},{num(y1 - r)}"
        f"C{num(x1)},{num(y1 - k)} {num(x1 - k)},{num(y1)} {num(x1 - r)},{num(y1)}"
        f"L{num(x0 + r)},{num(y1)}"
        f"C{num(x0 + k)},{num(y1)} {num(x0)},{num(y1 - k)} {num(x0)},{num(y1 - r)}"
        f"L{num(x0)},{num(y0 + r)}"
        f"C{num(x0)},{num(y0 + k)} {num(x0 + k)},{num(y0)} {num(x0 + r)},{num(y0)}Z"
    )


def _clip_segment(
    p: tuple[float, float], q: tuple[float, float], box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang-Barsky: the part of segment p-q inside box, or None."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for edge_p, edge_q in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if edge_p == 0:
            if edge_q < 0:
                return None
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def _segments_path(segments: Iterable[tuple[tuple[float, float], tuple[float, float]]]) -> str:
    return "".join(f"M{num(a[0])},{num(a[1])}L{num(b[0])},{num(b[1])}" for a, b in segments)


def back_frame(field_colour: str, pattern: Sequence[str], line_colour: str) -> list[str]:
    x0, y0, x1, y1 = FIELD
    parts = [
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="{num(CORNER)}" fill="#ffffff"/>',
        f'<path d="{_rounded_rect_path(x0, y0, x1, y1, FIELD_RADIUS)}" fill="{field_colour}"/>',
    ]
    parts += pattern
    mat = _rounded_rect_path(0, 0, WIDTH, HEIGHT, CORNER) + _rounded_rect_path(x0, y0, x1, y1, FIELD_RADIUS)
    parts.append(f'<path d="{mat}" fill="#ffffff" fill-rule="evenodd"/>')
    parts.append(
        f'<path d="{_rounded_rect_path(x0 + 5, y0 + 5, x1 - 5, y1 - 5, FIELD_RADIUS - 3)}" fill="none" '
        f'stroke="{line_colour}" stroke-width="2"/>'
    )
    parts.append(
        f'<path d="{_rounded_rect_path(x0, y0, x1, y1, FIELD_RADIUS)}" fill="none" stroke="{field_colour}" stroke-width="1.5"/>'
    )
    parts.append(
        f'<rect x="0.75" y="0.75" width="{num(WIDTH - 1.5)}" height="{num(HEIGHT - 1.5)}" rx="{num(CORNER)}" '
        'fill="none" stroke="#7d7d7d" stroke-width="1.5"/>'
    )
    return parts


def back_lattice() -> list[str]:
    """Blue: a fine diamond lattice with dots where the lines cross."""
    field = "#1f4f9e"
    x0, y0, x1, y1 = FIELD
    step = 15.0
    slope = 1.4  # dy/dx of the lattice lines: taller-than-wide diamonds
    xc, yc = (x0 + x1) / 2, (y0 + y1) / 2
    count = math.ceil(((y1 - y0) + slope * (x1 - x0)) / step) + 1
    segments = []
    for s in (slope, -slope):
        # lines y = yc + s * (x - xc) + k * step, so the centre is a crossing
        for k in range(-count, count + 1):
            p = (x0 - 1, yc + s * (x0 - 1 - xc) + k * step)
            q = (x1 + 1, yc + s * (x1 + 1 - xc) + k * step)
            clipped = _clip_segment(p, q, FIELD)
            if clipped:
                segments.append(clipped)
    pattern = [f'<path d="{_segments_path(segments)}" stroke="#dfe9f7" stroke-width="1.5" fill="none"/>']
    # dots at the crossings along the central column, and a centre medallion
    pattern.append('<ellipse cx="125" cy="175" rx="44" ry="58" fill="#1f4f9e" stroke="#dfe9f7" stroke-width="3"/>')
    pattern.append('<ellipse cx="125" cy="175" rx="36" ry="50" fill="none" stroke="#dfe9f7" stroke-width="1.2"/>')
    for i, suit in enumerate("SHCD"):
        angle = -math.pi / 2 + math.tau * i / 4
        pattern.append(pip(suit, 125 + 17 * math.cos(angle), 175 + 24 * math.sin(angle), 22, "#dfe9f7"))
    return back_frame(field, pattern, "#dfe9f7")


def back_rosettes() -> list[str]:
    """Red: interlocking rings (four-petal rosettes) on a staggered grid."""
    field = "#a5162b"
    light = "#f6d9dd"
    x0, y0, x1, y1 = FIELD
    r = 11.0
    step = 22.0
    rings = []
    cols = int((x1 - x0) / step) + 2
    rows = int((y1 - y0) / step) + 2
    cx0 = (x0 + x1) / 2 - step * (cols // 2)
    cy0 = (y0 + y1) / 2 - step * (rows // 2)
    for j in range(rows + 1):
        for i in range(cols + 1):
            cx = cx0 + i * step
            cy = cy0 + j * step
            if x0 - r < cx < x1 + r and y0 - r < cy < y1 + r:
                rings.append(_circle(cx, cy, r))
            # the rings around the half-way points make the petals
            hx, hy = cx + step / 2, cy + step / 2
            if x0 - r < hx < x1 + r and y0 - r < hy < y1 + r:
                rings.append(_circle(hx, hy, r * 0.42))
    pattern = [f'<path d="{"".join(rings)}" fill="none" stroke="{light}" stroke-width="1.3"/>']
    # A band across the middle with a star, so the back is not just wallpaper.
    pattern.append(f'<rect x="{num(x0)}" y="150" width="{num(x1 - x0)}" height="50" fill="{field}"/>')
    pattern.append(f'<path d="M{num(x0)},153L{num(x1)},153M{num(x0)},197L{num(x1)},197" stroke="{light}" stroke-width="2"/>')
    pattern.append(f'<circle cx="125" cy="175" r="34" fill="{field}" stroke="{light}" stroke-width="2.5"/>')
    pattern.append(_star(125, 175, 26, 11, light))
    return back_frame(field, pattern, light)


def back_chevrons() -> list[str]:
    """Green: nested chevron stripes pointing to a central oval medallion."""
    field = "#1d6b43"
    light = "#d7efe1"
    x0, y0, x1, y1 = FIELD
    segments = []
    step = 12.0
    rise = 0.55
    xm = WIDTH / 2
    for k in range(-4, int((y1 - y0) / step) + 14):
        y = y0 + k * step
        left = ((x0 - 1, y), (xm, y + rise * (xm - x0 + 1)))
        right = ((xm, y + rise * (xm - x0 + 1)), (x1 + 1, y))
        for a, b in (left, right):
            clipped = _clip_segment(a, b, FIELD)
            if clipped:
                segments.append(clipped)
    pattern = [f'<path d="{_segments_path(segments)}" stroke="{light}" stroke-width="2.2" fill="none"/>']
    pattern.append(f'<ellipse cx="125" cy="175" rx="52" ry="70" fill="{field}" stroke="{light}" stroke-width="3"/>')
    pattern.append(f'<ellipse cx="125" cy="175" rx="44" ry="62" fill="none" stroke="{light}" stroke-width="1.2"/>')
    # a four-suit rosette inside the oval
    for i, suit in enumerate("SDCH"):
        angle = -math.pi / 2 + math.tau * i / 4
        pattern.append(pip(suit, 125 + 20 * math.cos(angle), 175 + 28 * math.sin(angle), 26, light))
    pattern.append(f'<circle cx="125" cy="175" r="4" fill="{light}"/>')
    return back_frame(field, pattern, light)


BACKS: dict[str, Callable[[], list[str]]] = {
    "blue": back_lattice,
    "red": back_rosettes,
    "green": back_chevrons,
}


# --------------------------------------------------------------------------
# Whole deck.

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_NAMES = (
    "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "jack", "queen", "king",
)


def face_svg(rank: int, suit: str, colours: dict[str, str]) -> str:
    colour = colours[suit]
    if rank == 1:
        body = ace_card(suit, colour)
    elif rank <= 10:
        body = number_card(rank, suit, colour)
    else:
        body = court_card(rank, suit, colour)
    title = f"{RANK_NAMES[rank - 1]} of {SUIT_NAMES[suit]}"
    return svg_document(title, body)


def deck_files(colours: dict[str, str]) -> dict[str, str]:
    """File name -> SVG text for the 52 faces and the two jokers."""
    files: dict[str, str] = {}
    for suit in SUIT_LETTERS:
        for rank in range(1, 14):
            files[f"{RANK_LABELS[rank - 1]}{suit}.svg"] = face_svg(rank, suit, colours)
    files["JK.svg"] = svg_document("joker", joker_card(BLACK, "#3d3d3d"))
    files["JK-2.svg"] = svg_document("joker", joker_card(RED, "#1d5bc4"))
    return files


def all_files() -> dict[str, str]:
    """Relative path -> SVG text for everything the generator writes."""
    files = deck_files(STANDARD_COLOURS)
    for name, make in BACKS.items():
        files[f"back-{name}.svg"] = svg_document(f"card back, {name}", make())
    for name, text in deck_files(FOUR_COLOURS).items():
        files[f"four-colour/{name}"] = text
    return files


PACKAGE_DOC = '"""{}"""\n'


def write_deck(out: Path, package_markers: bool = False) -> list[Path]:
    """Write every file under ``out``; return the paths written."""
    written: list[Path] = []
    for rel, text in sorted(all_files().items()):
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    if package_markers:
        # The deck ships as package data of cardtable.assets.cards.
        markers = {
            out.parent / "__init__.py": "Bundled artwork, shipped as package data.",
            out / "__init__.py": "Card Table's default deck (generated by assets/generate_deck.py).",
        }
        for path, doc in markers.items():
            path.write_text(PACKAGE_DOC.format(doc), encoding="utf-8")
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_out = Path(__file__).resolve().parent.parent / "cardtable" / "assets" / "cards"
    parser.add_argument("--out", type=Path, default=None, help=f"output folder (default {default_out})")
    args = parser.parse_args(argv)
    out = args.out if args.out is not None else default_out
    written = write_deck(out, package_markers=args.out is None)
    print(f"wrote {len(written)} SVG files to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
