"""Camicia on the table, as plain geometry (Qt-free): each packet a squared
pile before its owner, the pile in the middle with its newest cards fanned
so that the top card reads whole and a few under it show it is a pile, and
a row of words under it (the attack being answered, the end, the speed).

The regions have fixed sizes (``table_regions``), so nothing moves as the
packets and the pile grow and shrink. Sizes are in card widths at full size;
the layout solver scales them with every card, and the table's pieces
(``cardtable/ui/camicia_table.py``) place the cards inside them with
``packet_places`` and ``pile_places``.
"""

from __future__ import annotations

from ...core.cards import Card
from ...core.game import View
from ...core.regions import CARD_RATIO, Region
from .turning import DEMAND

PACKET_STEP = 0.004  # card widths each card of a packet lies up and left of the one under it
PACKET_DRIFT = 0.08  # the most a packet's top card lies off its bottom card: a thick packet looks thick
PILE_FANNED = 5  # the newest cards of the pile, fanned; the older ones squared under the first of them
PILE_STEP = 0.3  # card widths between two fanned cards of the pile: each one's corner index in view
WORDS = (6.4, 1.1)  # the words under the pile: two lines (the attack or the end; the speed)

PACKET_SIZE = (1.0 + PACKET_DRIFT, CARD_RATIO + PACKET_DRIFT)
PILE_SIZE = (1.0 + PILE_STEP * (PILE_FANNED - 1), CARD_RATIO)

Place = tuple[float, float, float]  # a card's centre (x, y) in card widths in its region, and its stacking


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """The packets as squared piles before their owners, the pile and the
    words in the middle, all of a fixed size."""
    out = []
    for region in regions:
        if region.name.startswith("packet:"):
            out.append(Region(region.name, "packet", region.owner, size=PACKET_SIZE))
        elif region.name == "pile":
            out.append(Region("pile", "board", size=PILE_SIZE))
        else:
            out.append(region)
    out.append(Region("words", "words", size=WORDS))
    return out


def packet_places(count: int) -> list[Place]:
    """Where each card of a packet of ``count`` lies, top card first: the
    top card up and left of the bottom one, on top of it."""
    places = []
    for index in range(count):
        lift = min((count - 1 - index) * PACKET_STEP, PACKET_DRIFT)
        x = 0.5 + PACKET_DRIFT - lift
        y = CARD_RATIO / 2 + PACKET_DRIFT - lift
        places.append((x, y, float(count - index)))
    return places


def pile_places(count: int) -> list[Place]:
    """Where each card of a pile of ``count`` lies, first turned first: the
    newest ``PILE_FANNED`` fanned left to right, the newest on the right and
    on top; the older ones squared under the first fanned card."""
    first_fanned = max(0, count - PILE_FANNED)
    places = []
    for index in range(count):
        column = max(0, index - first_fanned)
        places.append((0.5 + column * PILE_STEP, CARD_RATIO / 2, float(index)))
    return places


def attack_card(view: View) -> Card | None:
    """The card of the attack in force: the last attack card on the pile
    (an attack card inside an answer starts a new attack and voids the
    former), or None when no attack is in force."""
    if view.get("attack") is None:
        return None
    pile = view.pile("pile").cards
    return next((card for card in reversed(pile) if card is not None and DEMAND[card]), None)
