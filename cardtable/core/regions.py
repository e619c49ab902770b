"""The table as named regions: what a game puts where, as plain data.

A region is one thing the table shows: a seat's hand, name plate, won pile,
played (pegging) cards, passed or captured cards, and the middle's trick,
stock, discard, turn-up, starter, crib, rows, kitty, books, a board drawn by
the game. The UI's solver (:mod:`cardtable.ui.layout_solver`) places every
region so that no two overlap and all stay in view, whatever the window.

Every game gets its regions for free from its View (:func:`default_regions`:
one region per pile, plus a plate per seat); a game refines them with the
``Game.table_regions(view, regions)`` hook, e.g. to declare a "board" region
of its own size in the middle (Cribbage's pegging board), or a "words"
region, room for text on the felt in a row of its own under the middle's
piles (Cribbage's show). Qt-free: sizes are
in card widths (a card is 1.0 wide and ``CARD_RATIO`` high).
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import View

CARD_RATIO = 1.4  # height / width of a card (2.5 x 3.5 inches)


@dataclass(frozen=True)
class Region:
    """One named area of the table. ``name`` is the pile's name for a pile
    (its cards go there), "plate:N" for a seat's plate, or the game's own
    name ("board"). ``owner`` is the seat it sits before (None: the middle).
    ``cards`` is how many cards it holds (``reserve``: at least that many are
    made room for, so a pile that grows does not move the others). ``size``
    (width, height in card widths) is for regions that are not cards; a
    region with ``overlay`` set is drawn over the others and placed by its
    owner (the solver leaves it alone)."""

    name: str
    kind: str
    owner: int | None = None  # with an owner: before that seat; without: in the middle
    cards: int = 0
    reserve: int = 0
    size: tuple[float, float] | None = None
    overlay: bool = False


def default_regions(view: View) -> list[Region]:
    """One region per pile of the view (trick, stock... in the middle; hands
    and what a seat has played, won or passed before that seat) and a name
    plate for every seat: what a game that says nothing gets."""
    regions = [
        Region(pile.name, pile.kind, pile.owner, pile.count, _reserve(pile.kind, pile.count)) for pile in view.piles
    ]
    regions.extend(Region(f"plate:{seat}", "plate", seat) for seat in range(view.players))
    return regions


def _reserve(kind: str, count: int) -> int:
    """Piles that start empty and grow keep a card's room from the start."""
    if kind in ("won", "stock", "discard", "starter", "turnup", "crib", "pass", "captured"):
        return max(count, 1)
    if kind == "pegging":
        return max(count, 4)
    if kind == "trick":
        return count
    return count


def table_regions(game: object, view: View) -> list[Region]:
    """The regions of ``view``: the default, refined by the game's
    ``table_regions`` hook if it has one."""
    regions = default_regions(view)
    hook = getattr(game, "table_regions", None)
    if callable(hook):
        refined = hook(view, regions)
        if refined is not None:
            regions = list(refined)
    return regions
