"""Chinese Ten on the table, as plain geometry (Qt-free).

The table cards lie face up in the middle, spread in two lines of places so
that each card reads whole and the one a hand card makes ten with is plain
to see: the room (``TABLE_SIZE``) holds ``ROOM`` cards side by side without
overlap, which is more than a deal usually leaves out (the table never
holds two cards that make ten). More cards than that: the lines grow by
columns that overlap, the corner index of each still in view. The room's
size never changes during a deal, so nothing moves as cards come and go;
the stock and the turned card (the "turned" pile) sit beside it, as the
default middle lays them.

Sizes are in card widths at full size (the layout solver scales them with
every card); ``table_places`` gives each place's centre within the room.
"""

from __future__ import annotations

from ...core.game import View
from ...core.regions import CARD_RATIO, Region

CARD = 0.8  # a table card, in card widths (the hands' cards are 1.0)
GAP = 0.1  # card widths between two table cards side by side, and between the lines
LINES = 2  # lines of places
COLUMNS = 5  # places a line before the cards overlap
ROOM = LINES * COLUMNS  # table cards shown without overlap
PAD = 0.06  # card widths round the places, for the marks round a card
INDEX = 0.34  # of a card's width: the least of a card left in view when the columns overlap

TABLE_SIZE = (
    COLUMNS * CARD + (COLUMNS - 1) * GAP + 2 * PAD,
    LINES * CARD * CARD_RATIO + (LINES - 1) * GAP + 2 * PAD,
)

Place = tuple[float, float, float]  # a card's centre (x, y) in card widths within the room, and its size


def columns_for(places: int) -> int:
    """The columns that hold ``places`` places: ``COLUMNS`` up to ``ROOM``,
    more beyond (both lines filled alike)."""
    return max(COLUMNS, -(-places // LINES))


def table_places(places: int, width: float = TABLE_SIZE[0], height: float = TABLE_SIZE[1]) -> list[Place]:
    """The centre and size of each of ``places`` places in a room ``width``
    by ``height`` (card widths): line by line, left to right, place 0 top
    left. Up to ``ROOM`` places the cards lie apart; more, and the columns
    close up (never less than ``INDEX`` of a card apart: the cards shrink
    before that)."""
    unit = min(width / TABLE_SIZE[0], height / TABLE_SIZE[1])  # the room as laid out, against full size
    card = CARD * unit
    columns = columns_for(places)
    inner = width - 2 * PAD * unit
    step = card + GAP * unit
    if columns > 1 and card + (columns - 1) * step > inner:
        step = (inner - card) / (columns - 1)
        if step < INDEX * card:  # so many cards that the indices would hide: smaller cards
            card = inner / (1 + INDEX * (columns - 1))
            step = INDEX * card
    line_step = (height - 2 * PAD * unit - card * CARD_RATIO) / max(1, LINES - 1)
    left = (width - card - (columns - 1) * step) / 2
    top = PAD * unit
    out = []
    for index in range(places):
        line, column = divmod(index, columns)
        out.append((left + column * step + card / 2, top + line * line_step + card * CARD_RATIO / 2, card))
    return out


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """The table cards in a room of a fixed size in the middle (a "board" the
    pieces lay out), the stock and the turned card beside it as usual."""
    return [Region("table", "board", size=TABLE_SIZE) if region.name == "table" else region for region in regions]
