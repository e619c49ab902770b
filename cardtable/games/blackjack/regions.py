"""Blackjack on the table, as plain geometry (Qt-free).

The whole table is one board in the middle, laid out here so that the
dealer, the shoe, the discard tray and every box keep their places whatever
the round brings: the discard tray top left, the dealer's hand in the middle
of the top row, the shoe top right; the boxes below in a shallow arc, the
player's own boxes in the middle (the others clockwise from its left, as
round any table). A box holds its hands side by side, each a small fan of
its own (a split makes two, three or four), a line above each hand for its
total and state, the chip stacks under the cards and the player's name
under the chips. Nothing of one box reaches into another: the layout check
sees the table as the player does.

Sizes are in card widths at full size; the solver scales the board with
every card, and ``board_plan`` scales with the room it was given.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.game import View
from ...core.regions import CARD_RATIO, Region

BOX_CARD = 0.82  # a box's cards, in card widths (the dealer's are 1.0)
FAN = 0.3  # of a card's width: the step between two cards of a fan
HAND_GAP = 0.14  # between two split hands of a box
BOX_GAP = 0.22  # between two boxes
MIN_BOX = 2.0  # the least width of a box: its name and its chips
BOX_PAD = 0.08  # between a box's outline and its outermost cards
LINE = 0.3  # a line of words (a total, a name, a count)
CHIPS = 0.5  # the row of chip stacks under a box's cards
ARC = 0.4  # how much higher the outermost boxes sit than the middle ones
ROW_GAP = 0.3  # between the dealer's row and the boxes
SIDE = 1.5  # the tray's and the shoe's room, each (the shoe's cut edge, its count)
SIDE_LINE = 3.0  # the widest the tray's and the shoe's words may be
DEALER_LINE = 2.4  # the dealer's total's line, at most
DEALER_ROOM = 5  # cards the dealer's fan keeps room for
SHOE_SHOWN = 6  # cards of the shoe (and the tray) drawn, as a squared stack
STACK_STEP = 0.02  # the drift of each card of a stack
ZOOM = 1.6  # the board's cards are larger than a card game's: a few cards fill the table

Place = tuple[float, float, float]  # a card's centre (x, y) and its size, in card widths
Box = tuple[float, float, float, float]  # x, y, width, height


@dataclass
class BoxPlan:
    """Where one box's things go: its frame, each hand's cards and the
    line above each hand, its chip stacks and its name."""

    box: int
    seat: int
    frame: Box
    hands: list[list[Place]] = field(default_factory=list)
    labels: list[Box] = field(default_factory=list)
    chips: Box = (0.0, 0.0, 0.0, 0.0)
    name: Box = (0.0, 0.0, 0.0, 0.0)


@dataclass
class BoardPlan:
    """The whole board: each pile's card places, the dealer's line, the
    tray's and the shoe's rooms and lines, and every box."""

    piles: dict[str, list[Place]] = field(default_factory=dict)
    dealer_line: Box = (0.0, 0.0, 0.0, 0.0)
    shoe: Box = (0.0, 0.0, 0.0, 0.0)
    shoe_line: Box = (0.0, 0.0, 0.0, 0.0)
    tray: Box = (0.0, 0.0, 0.0, 0.0)
    tray_line: Box = (0.0, 0.0, 0.0, 0.0)
    boxes: list[BoxPlan] = field(default_factory=list)


def visual_order(box_seats: tuple[int, ...]) -> list[int]:
    """The boxes left to right on the felt: the viewer's (seat 0's) in the
    middle, the next seats on its left going outwards, the last ones on
    its right coming back (clockwise round the table, as play goes)."""
    own = [box for box, seat in enumerate(box_seats) if seat == 0]
    others = [box for box, seat in enumerate(box_seats) if seat != 0]
    left = others[: (len(others) + 1) // 2]
    right = others[(len(others) + 1) // 2 :]
    return left[::-1] + own + right[::-1]


def _box_seats(view: View) -> tuple[int, ...]:
    boxes = view.get("boxes") or ()
    return tuple(box.seat for box in boxes)


def _hand_counts(view: View, box: int) -> list[int]:
    """The cards of each hand of ``box`` (one empty hand before the deal)."""
    names = [pile for pile in view.piles if pile.name.startswith(f"box:{box}:")]
    return [pile.count for pile in names] or [0]


def _hand_width(cards: int) -> float:
    return BOX_CARD * (1 + FAN * (max(cards, 2) - 1))


def _box_width(counts: list[int]) -> float:
    return max(MIN_BOX, sum(_hand_width(n) for n in counts) + HAND_GAP * (len(counts) - 1) + 2 * BOX_PAD)


BOX_HEIGHT = LINE + BOX_CARD * CARD_RATIO + CHIPS + LINE


def _top_height() -> float:
    return CARD_RATIO + 2 * LINE  # the tray's and the shoe's words take two lines


def board_size(view: View) -> tuple[float, float]:
    """The board's size for ``view``: the dealer's row over the boxes' row."""
    seats = _box_seats(view)
    widths = [_box_width(_hand_counts(view, box)) for box in range(len(seats))]
    boxes_w = sum(widths) + BOX_GAP * max(len(widths) - 1, 0)
    top_w = 2 * SIDE + 1 + FAN * (DEALER_ROOM - 1) + 2 * BOX_GAP
    return ZOOM * max(boxes_w, top_w), ZOOM * (_top_height() + ROW_GAP + ARC + BOX_HEIGHT)


def _stack(count: int, x: float, y: float, unit: float) -> list[Place]:
    """A squared stack of ``count`` cards (at most ``SHOE_SHOWN`` drawn)
    whose bottom card's top-left corner is (x, y)."""
    shown = min(count, SHOE_SHOWN)
    drift = STACK_STEP * unit
    return [(x + unit / 2 + i * drift, y + unit * CARD_RATIO / 2 - i * drift, unit) for i in range(shown)]


def board_plan(view: View, x: float, y: float, width: float, height: float) -> BoardPlan:
    """Every place of the board laid out in the room (x, y, width, height)
    the solver gave it."""
    size_w, size_h = (size / ZOOM for size in board_size(view))
    unit = min(width / size_w, height / size_h)
    left = x + (width - size_w * unit) / 2
    plan = BoardPlan()
    # The top row: the tray, the dealer, the shoe.
    card_h = CARD_RATIO * unit
    room = size_w - 2 * SIDE - 2 * BOX_GAP  # between the tray and the shoe
    line_w = min(room, DEALER_LINE)
    # The tray's and the shoe's words reach towards the middle when the
    # boxes make the board wider than the top row needs.
    side_w = max(SIDE, min(SIDE_LINE, (size_w - line_w) / 2 - BOX_GAP))
    plan.tray = (left, y, SIDE * unit, card_h)
    plan.tray_line = (left, y + card_h, side_w * unit, 2 * LINE * unit)
    shoe_x = left + (size_w - SIDE) * unit
    plan.shoe = (shoe_x, y, SIDE * unit, card_h)
    plan.shoe_line = (left + (size_w - side_w) * unit, y + card_h, side_w * unit, 2 * LINE * unit)
    plan.piles["discard"] = _stack(_count(view, "discard"), left + 0.1 * unit, y, unit * 0.9)
    plan.piles["shoe"] = _stack(_count(view, "shoe"), shoe_x + 0.1 * unit, y, unit * 0.9)
    dealer = _count(view, "dealer")
    step = min(FAN, (room - 1) / max(dealer - 1, 1))
    fan_w = unit * (1 + step * (max(dealer, 1) - 1))
    dealer_x = left + size_w * unit / 2 - fan_w / 2
    plan.piles["dealer"] = [(dealer_x + unit / 2 + i * step * unit, y + card_h / 2, unit) for i in range(dealer)]
    plan.dealer_line = (left + (size_w - line_w) * unit / 2, y + card_h, line_w * unit, LINE * unit)
    # The boxes in an arc.
    seats = _box_seats(view)
    order = visual_order(seats)
    widths = {box: _box_width(_hand_counts(view, box)) for box in order}
    row_w = sum(widths.values()) + BOX_GAP * max(len(order) - 1, 0)
    bx = left + (size_w - row_w) / 2 * unit
    base = y + (_top_height() + ROW_GAP) * unit
    middle = (len(order) - 1) / 2
    for place, box in enumerate(order):
        lift = 1 - (abs(place - middle) / middle) ** 2 if middle else 1.0
        by = base + ARC * lift * unit
        plan.boxes.append(_box_plan(view, box, seats[box], bx, by, widths[box] * unit, unit))
        bx += (widths[box] + BOX_GAP) * unit
    return plan


def _box_plan(view: View, box: int, seat: int, x: float, y: float, width: float, unit: float) -> BoxPlan:
    """One box: its hands side by side over its chips and its name."""
    plan = BoxPlan(box, seat, (x, y, width, BOX_HEIGHT * unit))
    counts = _hand_counts(view, box)
    hands_w = (sum(_hand_width(n) for n in counts) + HAND_GAP * (len(counts) - 1)) * unit
    hx = x + (width - hands_w) / 2
    card, line = BOX_CARD * unit, LINE * unit
    cards_y = y + line + card * CARD_RATIO / 2
    for n in counts:
        hand_w = _hand_width(n) * unit
        lone = len(counts) == 1  # a box's only hand has the box's width for its words ("Blackjack! +15")
        plan.labels.append((x, y, width, line) if lone else (hx, y, hand_w, line))
        start = hx + (hand_w - card * (1 + FAN * (n - 1))) / 2 + card / 2
        plan.hands.append([(start + i * FAN * card, cards_y, card) for i in range(n)])
        hx += hand_w + HAND_GAP * unit
    chips_y = y + line + card * CARD_RATIO
    plan.chips = (x, chips_y, width, CHIPS * unit)
    plan.name = (x, chips_y + CHIPS * unit, width, line)
    return plan


def _count(view: View, name: str) -> int:
    try:
        return view.pile(name).count
    except KeyError:
        return 0


def table_regions(view: View, regions: list[Region]) -> list[Region]:
    """One board for the whole table: no seat has a hand at the edge or a
    plate of its own (the dealer is the house; each box names its player)."""
    return [Region("board", "board", size=board_size(view))]
