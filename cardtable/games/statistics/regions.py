"""Statistics on the table, as plain geometry (Qt-free).

The kitty is what a player reads before each play: not only its top card
(the one to beat) but what lies under it, since taking it is the game. So
it is a region of its own fixed size in the middle (``KITTY_SIZE``), the
last ``KITTY_SHOWN`` cards fanned left to right with the top card whole on
the right, the older cards squared under the first fanned one, and a line
of words under the cards (its size and worth to the player). The size never
changes during a deal, so nothing moves as the kitty grows and is taken.

Sizes are in card widths at full size (the layout solver scales the region
with every card); ``kitty_places`` gives each card's centre within it.
"""

from __future__ import annotations

from ...core.game import View
from ...core.regions import CARD_RATIO, Region

KITTY_SHOWN = 6  # cards of the kitty fanned; older ones lie squared under the first
KITTY_STEP = 0.3  # of a card's width between fanned cards: each corner index stays in view
KITTY_DRIFT = 0.012  # of a card's width: the squared older cards, each a little up and right
LABEL_HEIGHT = 0.56  # card widths under the cards for the kitty's words (two lines)
KITTY_SIZE = (1 + (KITTY_SHOWN - 1) * KITTY_STEP + 0.1, CARD_RATIO + 0.1 + LABEL_HEIGHT)


def kitty_card(width: float, height: float) -> float:
    """A kitty card's width in a region ``width`` by ``height`` (the solver
    scales the region, so the card scales with it)."""
    return min(width / KITTY_SIZE[0], height / KITTY_SIZE[1])


def kitty_places(count: int, width: float, height: float) -> list[tuple[float, float, float, float]]:
    """(x centre, y centre, z, card width) of each of the kitty's ``count``
    cards, the first laid first, in a region ``width`` by ``height``: the
    last ``KITTY_SHOWN`` fanned, the top (last) card whole on the right, the
    fan centred; the older cards squared under the first fanned one."""
    card = kitty_card(width, height)
    fanned = min(count, KITTY_SHOWN)
    squared = count - fanned
    drift = KITTY_DRIFT * card * min(squared, 4)
    span = card + (fanned - 1) * KITTY_STEP * card + drift
    left = (width - span) / 2 + card / 2
    top = 0.05 * card + drift + card * CARD_RATIO / 2
    places = []
    for index in range(count):
        under = min(index, squared)  # the squared ones step up to the first fanned card
        step = max(0, index - squared)
        shift = KITTY_DRIFT * card * min(under, 4)
        places.append((left + shift + step * KITTY_STEP * card, top - shift, float(index), card))
    return places


def label_rect(width: float, height: float) -> tuple[float, float, float, float]:
    """(x, y, w, h) of the kitty's words, under its cards."""
    card = kitty_card(width, height)
    return 0.0, height - LABEL_HEIGHT * card, width, LABEL_HEIGHT * card


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """The kitty as a fixed region in the middle, room for its fan and its
    words (its cards are placed by ``kitty_places``)."""
    return [
        Region(region.name, "kitty", None, region.cards, size=KITTY_SIZE) if region.name == "kitty" else region
        for region in regions
    ]
