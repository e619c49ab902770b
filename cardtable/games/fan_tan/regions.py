"""Fan Tan's rows on the table, as plain geometry (Qt-free).

The rows are one "board" region of the table (``table_regions``), whose size
never changes during a hand, so nothing moves as the rows grow. Inside it,
every row has thirteen places, ace to king, the seven in the middle column,
and a card always lies at its rank's place: a row grows both ways from its
seven and the columns line up from row to row, as on a real table. With one
pack the four rows lie one under the other; with two packs each suit's two
rows lie side by side (two blocks of four), which keeps every card larger
than eight rows stacked would on a wide window.

Decision: a row keeps its line from the deal on, in suit order (spades at
the top), whether or not its seven has come: an opened row never moves, and
the empty line shows where that suit's seven goes.

Sizes are in card widths at full size (the layout solver scales the board
with every card); ``place`` gives a card's centre within the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.cards import Card, Suit
from ...core.game import View
from ...core.moves import Move
from ...core.regions import CARD_RATIO, Region
from .layout import SEVEN

CARD = 0.74  # a card on the rows, in card widths (the hands' cards are 1.0)
STEP = 0.5  # share of a card's width between neighbouring ranks: the corner index and more stay in view
ROW_GAP = 0.07  # card widths between two rows
BLOCK_GAP = 0.3  # card widths between the two blocks of a two-pack board
PAD = 0.06  # card widths round the places, for their outlines
RANKS = 13

ROW_WIDTH = CARD * (1 + STEP * (RANKS - 1))
ROW_HEIGHT = CARD * CARD_RATIO


@dataclass(frozen=True)
class Row:
    """One row as the view names it: its pile's name, suit, lowest and
    highest rank (0 while unopened), and its block and line on the board."""

    name: str
    suit: Suit
    low: int
    high: int
    block: int
    line: int

    @property
    def pile(self) -> str:
        return f"row:{self.name}"

    @property
    def is_open(self) -> bool:
        return self.low != 0


def board_size(packs: int) -> tuple[float, float]:
    """The board's width and height in card widths: four lines of rows, one
    block of them per pack."""
    width = packs * (ROW_WIDTH + 2 * PAD) + (packs - 1) * BLOCK_GAP
    height = 4 * ROW_HEIGHT + 3 * ROW_GAP + 2 * PAD
    return width, height


def line_of(suit: Suit) -> int:
    """Spades on the top line, then hearts, diamonds and clubs (the usual
    order of suits, and red between black)."""
    return 3 - int(suit)


def rows_of(view: View) -> list[Row]:
    """The rows of the view's ``info["rows"]``: (name, suit, low, high)."""
    packs = int(view.get("packs") or 1)
    out = []
    for index, entry in enumerate(view.get("rows") or ()):
        name, suit, low, high = entry
        suit = Suit(suit)
        out.append(Row(str(name), suit, int(low), int(high), index % packs, line_of(suit)))
    return out


def place(row: Row, rank: int, packs: int) -> tuple[float, float]:
    """The centre of ``rank``'s place on ``row``, from the board's top-left
    corner, in card widths at full size."""
    x = row.block * (ROW_WIDTH + 2 * PAD + BLOCK_GAP) + PAD + CARD / 2 + (rank - 1) * STEP * CARD
    y = PAD + row.line * (ROW_HEIGHT + ROW_GAP) + ROW_HEIGHT / 2
    return x, y


def card_places(view: View) -> dict[str, list[tuple[float, float, int]]]:
    """For each row's pile, each card's place (x, y) and its stacking order:
    a higher rank lies over the lower one to its left, a lower line over the
    line above (so every corner index stays in view)."""
    packs = int(view.get("packs") or 1)
    out: dict[str, list[tuple[float, float, int]]] = {}
    for row in rows_of(view):
        try:
            cards = view.pile(row.pile).cards
        except KeyError:
            continue
        # The pile runs from low to high; a face-down card (never, in Fan Tan) counts on from the low.
        ranks = [int(card.rank) if card is not None else row.low + i for i, card in enumerate(cards)]
        out[row.pile] = [(*place(row, rank, packs), row.line * 20 + rank) for rank in ranks]
    return out


def target_row(move: Move, rows: Sequence[Row], packs: int) -> Row | None:
    """The row a one-card play goes to: the row its argument names, else the
    next unopened row of a seven's suit, else its own suit's row."""
    if len(move.cards) != 1:
        return None
    card = move.cards[0]
    if isinstance(move.arg, str):
        return next((row for row in rows if row.name == move.arg), None)
    same = [row for row in rows if row.suit is card.suit]
    if card.rank == SEVEN:
        return next((row for row in same if not row.is_open), None)
    return same[0] if same else None


def stand_in_places(view: View) -> list[tuple[Row, Card, Card]]:
    """(row, trump, the card it stands for) for every trump standing in."""
    rows = {row.name: row for row in rows_of(view)}
    out = []
    for name, trump in view.get("stand_ins") or ():
        row = rows.get(name)
        if row is not None:
            out.append((row, trump, Card(trump.rank, row.suit)))
    return out


def owed_places(view: View) -> list[tuple[Row, Card]]:
    """(trump row, card) for each card owed to the trump row, at the first
    trump row whose place for that rank is still empty."""
    trump = view.get("trump")
    if trump is None:
        return []
    rows = [row for row in rows_of(view) if row.suit is Suit(trump)]
    taken: set[tuple[str, int]] = set()
    for row in rows:
        if row.is_open:
            taken.update((row.name, rank) for rank in range(row.low, row.high + 1))
    out = []
    for card in view.get("owed") or ():
        free = next((r for r in rows if (r.name, int(card.rank)) not in taken), None)
        if free is not None:
            taken.add((free.name, int(card.rank)))
            out.append((free, card))
    return out


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """The rows as one board of a fixed size among the middle's piles, in
    place of one pile each; every other region as it was."""
    packs = int(view.get("packs") or 1)
    kept = [region for region in regions if region.kind != "row"]
    return [*kept, Region("board", "board", size=board_size(packs))]


def short(card: Any) -> str:
    """A card as its corner index shows it ("5\u2665"): the words of a badge."""
    return f"{card.rank.label}{card.suit.symbol}"
