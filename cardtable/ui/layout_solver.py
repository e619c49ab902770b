"""Places a table's regions so that nothing overlaps and everything is in view.

Qt-free: it reads the View and its regions (:mod:`cardtable.core.regions`)
and answers, in card widths, where each region lies (``TableLayout.regions``)
and where each card of each pile goes (``TableLayout.slots``).

The table is ``height`` card widths high (10) and as wide as the window's
shape asks, so a narrow table (the score sheet open beside it) brings the
seats closer instead of pushing them off the edge. The viewer sits at the
bottom, the others round the left, top and right edges, clockwise, as at a
real table. Each seat's hand lies at the edge, its name plate and the piles
it has played, won or passed beside the plate on the side of the middle;
the middle's regions (trick, stock, turn-up, crib, rows, a board) are packed
in rows in what remains. When something does not fit, fans first overlap
more, then every card is scaled down by the same factor, step by step, until
everything fits: the solver never lets two regions overlap to save room.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..core.game import View
from ..core.regions import Region
from .layout_pieces import Piece, Slot, box_piece, dominoes_piece, fan_piece, stack_piece, trick_piece

TABLE_HEIGHT = 10.0  # card widths; the width follows the window's shape
MARGIN = 0.12  # between regions, and to the table's edge
RAISED = 0.4  # card widths a card of the viewer's may be raised (playable, then selected)
INDEX_WIDTH = 0.24  # the share of a card's width its corner index needs in view
SMALLEST = 0.35  # the factor cards are never scaled below
STEP = 0.05  # the factor goes down by steps this size


@dataclass(frozen=True)
class Rect:
    """A rectangle in card widths: top-left corner and size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def overlaps(self, other: Rect, slack: float = 1e-6) -> bool:
        return (
            self.x < other.right - slack
            and other.x < self.right - slack
            and self.y < other.bottom - slack
            and other.y < self.bottom - slack
        )


@dataclass
class TableLayout:
    """The solved table: its size, the factor cards were scaled by to fit,
    each region's rectangle by name and each pile's card slots by name."""

    width: float
    height: float
    factor: float
    regions: dict[str, Rect] = field(default_factory=dict)
    slots: dict[str, list[Slot]] = field(default_factory=dict)
    fits: bool = True
    plate_lines: dict[int, int] = field(default_factory=dict)  # by seat: which of its sizes was used
    # Each piece put, where: its cards get their slots (lay_cards) only in
    # the layout chosen, not in every attempt tried on the way.
    placed: list[tuple[Piece, float, float]] = field(default_factory=list, repr=False, compare=False)

    def lay_cards(self) -> TableLayout:
        """Give the cards of every piece put their slots, in the order put."""
        for piece, x, y in self.placed:
            slots = piece.place(x, y)
            if piece.rows is not None:
                self.slots.update(piece.rows)
            else:
                self.slots[piece.name] = slots
        self.placed = []
        return self


PlateSizes = Sequence[tuple[float, float]]


class _GaveUp(Exception):
    """An attempt stopped at its first misfit: its layout would not be used."""


@dataclass
class _Seat:
    """One seat's pieces: the hand at the table's edge, the plate and the
    seat's other piles beside it on the side of the middle."""

    hand: Piece | None
    inner: list[Piece]
    beside: list[Piece] = field(default_factory=list)  # piles next to the hand, at the edge

    def edge_height(self) -> float:
        return max([p.h for p in ([self.hand] if self.hand else []) + self.beside], default=0.0)


def _row(pieces: Sequence[Piece], gap: float = MARGIN) -> tuple[float, float]:
    if not pieces:
        return 0.0, 0.0
    return sum(p.w for p in pieces) + gap * (len(pieces) - 1), max(p.h for p in pieces)


class _Solver:
    """One attempt at a given card factor: builds the pieces and places them,
    noting whether everything fitted."""

    def __init__(
        self,
        view: View,
        regions: Sequence[Region],
        width: float,
        height: float,
        card_size: float,
        plates: Mapping[int, PlateSizes],
        corner: tuple[float, float],
        factor: float,
        top_mode: int = 0,
        narrow_plates: bool = False,
        give_up: bool = False,
    ) -> None:
        self.view, self.regions = view, list(regions)
        self.width, self.height = width, height
        self.factor = factor
        self.s = card_size * factor
        self.card_size = card_size
        self.top_mode = top_mode  # 0: seats across centred, 1: using the width, 2: the status lines below them
        self.plates, self.corner = plates, corner
        self.narrow_plates = narrow_plates  # every plate in its narrowest form
        self.viewer = view.seat if view.seat is not None else 0
        self.out = TableLayout(width, height, factor)
        self.fits = True
        self.give_up = give_up  # stop at the first misfit (the layout is wanted only if it fits)

    def misfit(self) -> None:
        """Something does not fit: noted, and with ``give_up`` the attempt ends."""
        self.fits = False
        if self.give_up:
            raise _GaveUp

    # -- pieces -------------------------------------------------------------------
    def seat_piece(self, region: Region, most: float) -> Piece:
        s, kind, n, room = self.s, region.kind, region.cards, region.reserve
        if kind == "hand":
            if region.owner == self.viewer and self.view.seat is not None:
                piece = fan_piece(region.name, n, n, s, 0.62, INDEX_WIDTH, 100, most)
                # Room above the hand for a raised card (raised at the chosen card size).
                lift = RAISED * self.card_size
                piece.h += lift
                inner = piece.place
                piece.place = lambda x, y: inner(x, y + lift)
                return piece
            return fan_piece(region.name, n, n, 0.72 * s, 0.3, 0.06, 10, most)
        if kind == "plate":
            seat = region.owner if region.owner is not None else -1
            sizes = self.plates.get(seat) or ((2.0, 0.32),)
            # The first form that fits (one line), else the narrowest (two).
            chosen = next((i for i, (w, _h) in enumerate(sizes) if w <= most), len(sizes) - 1)
            if self.narrow_plates:
                chosen = min(range(len(sizes)), key=lambda i: (sizes[i][0], i))
            self.out.plate_lines[seat] = chosen
            return box_piece(region.name, *sizes[chosen])
        if kind == "won" or kind == "books":
            return stack_piece(region.name, n, room, 0.6 * s, 0.01, 50)
        if kind == "captured":
            return fan_piece(region.name, n, room, 0.6 * s, 0.43, 0.2, 55, most)
        if kind in ("pegging", "played"):
            return fan_piece(region.name, n, room, 0.8 * s, 0.56, 0.3, 60, most)
        if kind == "crib" and self.view_pile_known(region):
            return fan_piece(region.name, n, room, 0.8 * s, 0.375, 0.2, 70, most)
        if kind == "crib":
            return stack_piece(region.name, n, room, 0.8 * s, 0.03, 70)
        if region.size is not None:
            return box_piece(region.name, region.size[0] * self.factor, region.size[1] * self.factor)
        return fan_piece(region.name, n, room, 0.8 * s, 0.375, 0.2, 60, most)

    def view_pile_known(self, region: Region) -> bool:
        try:
            return bool(self.view.pile(region.name).known())
        except KeyError:
            return False

    def centre_piece(self, region: Region, most: float) -> Piece:
        s, kind, n, room = self.s, region.kind, region.cards, region.reserve
        if kind == "trick":
            return trick_piece(self.view, region, self.viewer, s)
        if region.size is not None:
            return box_piece(region.name, region.size[0] * self.factor, region.size[1] * self.factor)
        if kind in ("stock", "deck"):
            return stack_piece(region.name, n, room, s, 0.012, 30)
        if kind in ("discard", "starter", "turnup", "crib"):
            if kind == "crib" and self.view_pile_known(region):
                return fan_piece(region.name, n, room, 0.8 * s, 0.375, 0.2, 70, most)
            return stack_piece(region.name, n, room, s, 0.02, 30)
        return fan_piece(region.name, n, room, s, 0.35, 0.15, 30, most)

    # -- placing ------------------------------------------------------------------
    def put(self, piece: Piece, x: float, y: float) -> None:
        self.out.regions[piece.name] = Rect(x, y, piece.w, piece.h)
        self.out.placed.append((piece, x, y))

    def put_row(self, pieces: Sequence[Piece], x: float, y: float, w: float, bottom: bool = False) -> None:
        """Pieces side by side, centred in ``w``; aligned on their tops, or
        on their bottoms (``bottom``: the row's height ends at ``y``)."""
        row_w, row_h = _row(pieces)
        if row_w > w + 1e-6:
            self.misfit()
        cursor = x + (w - row_w) / 2
        for piece in pieces:
            top = y + (row_h - piece.h if bottom else 0.0)
            self.put(piece, cursor, top)
            cursor += piece.w + MARGIN

    def solve(self) -> TableLayout:
        """The layout, its cards' slots not yet laid; one that gave up has
        only ``fits`` False to tell."""
        try:
            return self._solve()
        except _GaveUp:
            self.out.fits = False
            return self.out

    def _solve(self) -> TableLayout:
        view, width, height = self.view, self.width, self.height
        players = view.players
        seat_regions: dict[int, list[Region]] = {s: [] for s in range(players)}
        centre: list[Region] = []
        for region in self.regions:
            if region.overlay:
                continue
            if region.owner is not None and 0 <= region.owner < players and region.kind != "board":
                seat_regions[region.owner].append(region)
            else:
                centre.append(region)
        left, top, right = _sides(players - 1)
        others = [(self.viewer + r) % players for r in range(1, players)]
        left_seats, top_seats = others[:left], others[left : left + top]
        right_seats = others[left + top :]
        corner_w, corner_h = self.corner

        # The viewer's band along the bottom.
        bottom = self.seat_band(seat_regions[self.viewer], width - 2 * MARGIN, beside=True)
        hand_h = bottom.edge_height()
        inner_h = _row(bottom.inner)[1]
        bottom_top = height - MARGIN - hand_h - (MARGIN + inner_h if bottom.inner else 0.0)
        self.put_edge(bottom, MARGIN, height - MARGIN - hand_h, width - 2 * MARGIN, bottom=True)
        self.put_row(bottom.inner, MARGIN, bottom_top, width - 2 * MARGIN)

        # The seats across the top, clear of the status lines in the corner
        # (centred under it, beside it, or above it when the corner goes lower).
        corner_below = self.top_mode == 2 and bool(top_seats)
        top_bottom = corner_h + MARGIN if corner_h and not corner_below else 0.0
        if top_seats:
            span_x = corner_w + 2 * MARGIN if corner_w and not corner_below else MARGIN
            right_x = width - (span_x if len(top_seats) < 3 and self.top_mode == 0 else MARGIN)
            cell = (right_x - span_x) / len(top_seats)
            band_h = 0.0
            for i, seat in enumerate(top_seats):
                band = self.seat_band(seat_regions[seat], cell - MARGIN, beside=True)
                x = span_x + i * cell
                y = MARGIN
                if band.hand:
                    self.put_edge(band, x, y, cell - MARGIN, bottom=False)
                    y += band.edge_height() + MARGIN
                for row in _rows_within(band.inner, cell - MARGIN):
                    self.put_row(row, x, y, cell - MARGIN)
                    y += _row(row)[1] + MARGIN
                band_h = max(band_h, y - MARGIN)
            top_bottom = max(top_bottom, band_h + MARGIN)
        corner_y = top_bottom + MARGIN if corner_below else MARGIN
        if corner_w:
            self.out.regions["status"] = Rect(MARGIN, corner_y, corner_w, corner_h)
        if corner_below:
            top_bottom = corner_y + corner_h + MARGIN
        if not bottom_top > top_bottom:
            self.misfit()  # what the layout's fits says below, known already

        # The seats down the sides, between the top and the bottom bands.
        side_top, side_bottom = top_bottom + MARGIN, bottom_top - MARGIN
        left_w = self.side(left_seats[::-1], seat_regions, 0.0, side_top, side_bottom, width / 3, False)
        right_w = self.side(right_seats, seat_regions, width, side_top, side_bottom, width / 3, True)

        # The middle.
        x0, x1 = MARGIN + left_w + (MARGIN if left_w else 0.0), width - MARGIN - right_w - (MARGIN if right_w else 0.0)
        self.centre(view, centre, x0, side_top, x1 - x0, side_bottom - side_top)
        self.out.fits = self.fits and bottom_top > top_bottom
        return self.out

    def seat_band(self, regions: Sequence[Region], most: float, beside: bool = False) -> _Seat:
        """A seat's pieces within ``most`` card widths; with ``beside``, the
        piles it has won or played go next to its hand when there is room
        (a lower band leaves more of the middle free)."""
        hand = next((r for r in regions if r.kind == "hand"), None)
        rest = [r for r in regions if r is not hand]
        plate = [self.seat_piece(r, most) for r in rest if r.kind == "plate"]
        extras = [self.seat_piece(r, most / 2) for r in rest if r.kind != "plate"]
        hand_piece = self.seat_piece(hand, most) if hand is not None else None
        if hand_piece is not None and hand_piece.w > most + 1e-6:
            self.misfit()
        next_to: list[Piece] = []
        if beside and hand_piece is not None:
            room = most - hand_piece.w
            for piece in list(extras):
                if piece.w + MARGIN <= room:
                    next_to.append(piece)
                    extras.remove(piece)
                    room -= piece.w + MARGIN
        return _Seat(hand_piece, plate + extras, next_to)

    def put_edge(self, band: _Seat, x: float, y: float, w: float, bottom: bool) -> None:
        """The hand centred in ``w``, the piles beside it to its right; the
        row's top at ``y`` (or, with ``bottom``, its bottom)."""
        if band.hand is None:
            return
        row_h = band.edge_height()
        side_w = sum(p.w + MARGIN for p in band.beside)
        hand_x = min(x + (w - band.hand.w) / 2, x + w - side_w - band.hand.w)
        self.put(band.hand, hand_x, y + (row_h - band.hand.h if bottom else 0.0))
        cursor = hand_x + band.hand.w + MARGIN
        for piece in band.beside:
            self.put(piece, cursor, y + (row_h - piece.h if bottom else 0.0))
            cursor += piece.w + MARGIN

    def side(
        self,
        seats: Sequence[int],
        seat_regions: dict[int, list[Region]],
        edge: float,
        top: float,
        bottom: float,
        most: float,
        right: bool,
    ) -> float:
        """Stack the seats of one side from top to bottom; the column's width."""
        if not seats:
            return 0.0
        bands = [self.seat_band(seat_regions[s], most) for s in seats]
        blocks = []
        for band in bands:
            rows: list[list[Piece]] = []
            if band.hand:
                rows.append([band.hand])
            rows.extend(_rows_within(band.inner, most))
            blocks.append([r for r in rows if r])
        col_w = max((_row(r)[0] for block in blocks for r in block), default=0.0)
        if not col_w:
            return 0.0  # seats with nothing before them (Blackjack's: the boxes are a board)
        heights = [sum(_row(r)[1] for r in block) + MARGIN * (len(block) - 1) for block in blocks]
        free = (bottom - top) - sum(heights)
        if free < -1e-6:
            self.misfit()
        gap = max(free, 0.0) / (len(blocks) + 1)
        x = MARGIN if not right else edge - MARGIN - col_w
        y = top + gap
        for block in blocks:
            for row in block:
                self.put_row(row, x, y, col_w)
                y += _row(row)[1] + MARGIN
            y += gap - MARGIN
        return col_w

    def centre(self, view: View, regions: Sequence[Region], x: float, y: float, w: float, h: float) -> None:
        """The middle's regions in rows, the rows centred in the space left."""
        dominoes = [r for r in regions if r.kind == "domino"]
        pieces = []
        if dominoes:
            pieces.append(dominoes_piece(view, dominoes, self.s))
        pieces.extend(self.centre_piece(r, w) for r in regions if r.kind not in ("domino", "words"))
        rows: list[list[Piece]] = [[]]
        for piece in pieces:
            if rows[-1] and _row([*rows[-1], piece])[0] > w:
                rows.append([])
            rows[-1].append(piece)
        # A game's words on the felt: a row of their own under the rest, so
        # that the piles above stay centred while the words' room is empty.
        rows.extend([self.centre_piece(r, w)] for r in regions if r.kind == "words")
        rows = [r for r in rows if r]
        total = sum(_row(r)[1] for r in rows) + MARGIN * (len(rows) - 1)
        # Too wide counts as much as too tall: a board wider than the middle
        # would reach under the seats beside it (their plates grow with notes).
        if total > h + 1e-6 or w < 0 or any(_row(r)[0] > w + 1e-6 for r in rows):
            self.misfit()
        cy = y + max(h - total, 0.0) / 2
        for row in rows:
            self.put_row(row, x, cy, w)
            cy += _row(row)[1] + MARGIN


def _rows_within(pieces: Sequence[Piece], most: float) -> list[list[Piece]]:
    """The pieces in rows no wider than ``most``, in order, each row as full
    as it goes (a piece wider than ``most`` alone on its row)."""
    rows: list[list[Piece]] = []
    for piece in pieces:
        if rows and _row([*rows[-1], piece])[0] <= most:
            rows[-1].append(piece)
        else:
            rows.append([piece])
    return rows


def _sides(others: int) -> tuple[int, int, int]:
    """How many of the other seats sit on the left, across and on the right."""
    return {0: (0, 0, 0), 1: (0, 1, 0), 2: (1, 0, 1), 3: (1, 1, 1), 4: (1, 2, 1), 5: (1, 3, 1), 6: (2, 2, 2)}.get(
        others, (2, others - 4, 2)
    )


def table_width(aspect: float, height: float = TABLE_HEIGHT) -> float:
    """The table's width for a window of this shape (width / height), kept
    between square and a wide screen."""
    return height * min(max(aspect, 1.0), 2.4)


def solve(
    view: View,
    regions: Sequence[Region],
    width: float,
    height: float = TABLE_HEIGHT,
    card_size: float = 1.0,
    plates: Mapping[int, PlateSizes] | None = None,
    corner: tuple[float, float] = (0.0, 0.0),
) -> TableLayout:
    """Place ``regions`` on a table ``width`` x ``height`` card widths, cards
    ``card_size`` times their size, plates of the given sizes by seat (each
    the sizes it may take: on one line, then on two), the
    status lines in the top-left ``corner``: the largest factor (1.0 down to
    SMALLEST) every card is scaled by for everything to fit."""
    plates = plates or {}
    layout = _largest(view, regions, width, height, card_size, plates, corner, False)
    if layout.fits:
        return layout.lay_cards()
    # Nothing fits with the plates on one line where they may (many seats
    # beside a wide board, the score sheet open): every plate narrowed.
    narrow = _largest(view, regions, width, height, card_size, plates, corner, True)
    return (narrow if narrow.fits else layout).lay_cards()


def _largest(
    view: View,
    regions: Sequence[Region],
    width: float,
    height: float,
    card_size: float,
    plates: Mapping[int, PlateSizes],
    corner: tuple[float, float],
    narrow_plates: bool,
) -> TableLayout:
    """The layout at the largest card factor that fits (``solve``), or the
    smallest factor's if none does."""

    def attempt(factor: float, kept: bool = False) -> TableLayout:
        # The seats across centred beside the status lines' corner, else
        # using the width the corner leaves, else with the corner below them.
        # A layout that does not fit is used only from the last way of the
        # smallest factor (``kept``): every other gives up at its first misfit.
        for top_mode in (0, 1, 2):
            give_up = not (kept and top_mode == 2)
            layout = _Solver(
                view, regions, width, height, card_size, plates, corner, factor, top_mode, narrow_plates, give_up
            ).solve()
            if layout.fits:
                return layout
        return layout

    best = attempt(1.0)
    if best.fits:
        return best
    # The largest factor, in steps of STEP, that fits: smaller cards fit
    # wherever larger ones do, so halve the steps between.
    low, high = round(SMALLEST / STEP), round(1.0 / STEP)  # high does not fit
    fallback = attempt(SMALLEST, kept=True)
    if not fallback.fits:
        return fallback
    while high - low > 1:
        middle = (low + high) // 2
        layout = attempt(middle * STEP)
        if layout.fits:
            low, fallback = middle, layout
        else:
            high = middle
    return fallback
