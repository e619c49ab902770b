"""Blackjack's board has nothing on top of anything else, in the worst cases.

The layout check sees the box outlines and the top row's words as overlays
(it checks them in view, not apart), so this checks the board's own plan:
every card, line of words, chip row and name of a box inside its box and
apart from each other; the boxes apart; the dealer's row (tray, dealer,
shoe, their words) apart and above the boxes; all inside the room given.
The worst cases: seven players, one box split into four hands of five
cards; seat 0 playing three boxes beside four other players; each in a
wide, a square and a narrow room.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.game import PileView, View
from cardtable.core.regions import CARD_RATIO
from cardtable.core.registry import get_game
from cardtable.games.blackjack.regions import BoardPlan, board_plan
from cardtable.games.blackjack.table_view import BoxView, HandView

GAME = get_game("blackjack")
Rect = tuple[float, float, float, float]
DECK = french_deck()


def _view(players: int, boxes: int, split: int, hands: int, cards: int, dealer: int) -> View:
    """A round's view with ``hands`` hands of ``cards`` cards in box
    ``split`` (two cards in every other box) and ``dealer`` cards dealt to
    the dealer."""
    options = {"boxes": boxes}
    base = GAME.new_hand(players, options, 1).view(0)
    deal = iter(DECK * 8)
    seats = [0] * boxes + list(range(1, players))
    piles = [pile for pile in base.piles if not pile.name.startswith(("box:", "dealer"))]
    piles.append(PileView("dealer", "hand", tuple(next(deal) for _ in range(dealer))))
    shown = []
    for box, seat in enumerate(seats):
        count = hands if box == split else 1
        views = []
        for hand in range(count):
            held = tuple(next(deal) for _ in range(cards if box == split else 2))
            piles.append(PileView(f"box:{box}:{hand}", "hand", held, owner=seat))
            views.append(HandView(held, 500, True, count > 1, "doubled", -1000))
        shown.append(BoxView(box, seat, 500, 250, tuple(views)))
    info = tuple((key, tuple(shown) if key == "boxes" else value) for key, value in base.info)
    return dataclasses.replace(base, piles=tuple(piles), info=info)


def _card(place: tuple[float, float, float]) -> Rect:
    x, y, size = place
    return (x - size / 2, y - size * CARD_RATIO / 2, size, size * CARD_RATIO)


def _apart(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return (
        a[0] + a[2] <= b[0] + eps or b[0] + b[2] <= a[0] + eps or a[1] + a[3] <= b[1] + eps or b[1] + b[3] <= a[1] + eps
    )


def _inside(inner: Rect, outer: Rect) -> bool:
    eps = 1e-6
    return (
        inner[0] >= outer[0] - eps
        and inner[1] >= outer[1] - eps
        and inner[0] + inner[2] <= outer[0] + outer[2] + eps
        and inner[1] + inner[3] <= outer[1] + outer[3] + eps
    )


def _hull(rects: list[Rect]) -> Rect:
    left, top = min(r[0] for r in rects), min(r[1] for r in rects)
    right, bottom = max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)
    return (left, top, right - left, bottom - top)


def _problems(plan: BoardPlan, room: Rect) -> list[str]:
    out: list[str] = []
    top: dict[str, Rect] = {
        "tray": plan.tray,
        "tray words": plan.tray_line,
        "dealer words": plan.dealer_line,
        "shoe": plan.shoe,
        "shoe words": plan.shoe_line,
    }
    if plan.piles["dealer"]:
        top["dealer's cards"] = _hull([_card(p) for p in plan.piles["dealer"]])
    for (name, rect), (other, second) in combinations(top.items(), 2):
        if not _apart(rect, second):
            out.append(f"{name} on {other}")
    for box in plan.boxes:
        parts: dict[str, Rect] = {"chips": box.chips, "name": box.name}
        for index, (hand, label) in enumerate(zip(box.hands, box.labels)):
            parts[f"hand {index}'s words"] = label
            if hand:
                parts[f"hand {index}"] = _hull([_card(p) for p in hand])
        inner = (
            box.frame[0] + 0.01,
            box.frame[1],
            box.frame[2] - 0.02,
            box.frame[3],
        )  # the outline drawn clear of the cards
        for name, rect in parts.items():
            if not _inside(rect, inner if name.startswith("hand") and "words" not in name else box.frame):
                out.append(f"box {box.box}: {name} outside the box")
        for (name, rect), (other, second) in combinations(parts.items(), 2):
            if not _apart(rect, second):
                out.append(f"box {box.box}: {name} on {other}")
        for name, rect in top.items():
            if not _apart(box.frame, rect):
                out.append(f"box {box.box} on the {name}")
    for a, b in combinations(plan.boxes, 2):
        if not _apart(a.frame, b.frame):
            out.append(f"box {a.box} on box {b.box}")
    for name, rect in {**top, **{f"box {b.box}": b.frame for b in plan.boxes}}.items():
        if not _inside(rect, room):
            out.append(f"{name} outside the board's room")
    return out


ROOMS = {"wide": (0.0, 0.0, 30.0, 10.0), "square": (0.0, 0.0, 12.0, 12.0), "narrow": (2.0, 1.0, 6.0, 14.0)}
CASES = {
    "seven players, a box split in four": (7, 1, 3, 4, 5, 7),
    "three boxes of yours and four players": (5, 3, 1, 4, 4, 6),
    "one player, a box split in four": (1, 1, 0, 4, 6, 5),
    "seven players before the deal": (7, 1, 0, 1, 0, 0),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("room", ROOMS)
def test_nothing_on_top_of_anything_on_the_board(case, room):
    """Each box's cards, words, chips and name apart and inside it; the boxes apart; the dealer's row apart."""
    view = _view(*CASES[case])
    plan = board_plan(view, *ROOMS[room])
    assert len(plan.boxes) == len(view.get("boxes"))
    assert _problems(plan, ROOMS[room]) == []


def test_a_split_box_shows_four_fans_side_by_side():
    """Rule text: the split hands are "two separate hands" (and again, up to four): each its own fan."""
    view = _view(7, 1, 3, 4, 5, 7)
    plan = board_plan(view, 0.0, 0.0, 30.0, 10.0)
    split = next(box for box in plan.boxes if box.box == 3)
    hulls = [_hull([_card(p) for p in hand]) for hand in split.hands]
    assert len(hulls) == 4
    assert all(a[0] + a[2] <= b[0] for a, b in zip(hulls, hulls[1:]))  # left to right, apart


def test_the_problems_are_seen():
    """The check itself finds a box laid on another."""
    plan = board_plan(_view(3, 1, 0, 1, 2, 2), 0.0, 0.0, 30.0, 10.0)
    plan.boxes[1].frame = plan.boxes[0].frame
    assert any("on box" in problem for problem in _problems(plan, (0.0, 0.0, 30.0, 10.0)))
