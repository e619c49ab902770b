"""Where piles go on the table, in card units, for any game.

The game's regions (:func:`cardtable.core.regions.table_regions`: a default
from the View's piles, refined by the game's ``table_regions`` hook) are
placed by one solver (:mod:`cardtable.ui.layout_solver`) so that nothing
overlaps and everything stays on a table whose width follows the window's
shape. Positions are in card widths (1.0) so the whole table scales with the
window; the scene multiplies them by the card size.

``card_size`` (1.0, or ``LARGE_CARDS`` for the Settings' "Large cards") makes
every card that much bigger: when the table has no room for them, every card
is scaled down by the same factor until all fits, rather than overlap.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.game import View
from ..core.regions import CARD_RATIO, Region, table_regions
from ..core.registry import all_games
from .layout_pieces import Slot, seat_angle
from .layout_solver import RAISED, TABLE_HEIGHT, PlateSizes, Rect, TableLayout, solve, table_width

TABLE_WIDTH = 13.0  # in card widths, the table's width when no window has said its shape
LARGE_CARDS = 1.35  # the card size of the Settings' "Large cards"

__all__ = [
    "CARD_RATIO",
    "LARGE_CARDS",
    "RAISED",
    "TABLE_HEIGHT",
    "TABLE_WIDTH",
    "Rect",
    "Slot",
    "TableLayout",
    "layout_table",
    "layout_view",
    "regions_of",
    "seat_angle",
    "table_width",
]


def regions_of(view: View) -> list[Region]:
    """The view's regions: the default, refined by its game's hook (a game
    that is not registered gets the default)."""
    return table_regions(all_games().get(view.game), view)


def layout_table(
    view: View,
    width: float = TABLE_WIDTH,
    card_size: float = 1.0,
    plates: Mapping[int, PlateSizes] | None = None,
    corner: tuple[float, float] = (0.0, 0.0),
) -> TableLayout:
    """The whole table solved: every region's rectangle and every card's slot."""
    return solve(view, regions_of(view), width, TABLE_HEIGHT, card_size, plates, corner)


def layout_view(view: View, card_size: float = 1.0, width: float = TABLE_WIDTH) -> dict[str, list[Slot]]:
    """A Slot for every card of every pile of the view, by pile name."""
    return layout_table(view, width, card_size).slots
