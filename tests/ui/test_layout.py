"""The layout by regions (Qt-free): for every game and player count, on a
narrow, a middling and a wide table, with normal and Large cards, no two
regions overlap, all stay on the table, each card lies in its region, the
corner index of every card of your hand stays in view, Large cards are
bigger, a plate too long for its seat takes two lines, and a game's own
region (a board) gets room of its own in the middle."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.core.game import View
from cardtable.core.regions import CARD_RATIO, Region, default_regions
from cardtable.core.registry import all_games, get_game
from cardtable.tools.layoutcheck import largest_hand, match_at
from cardtable.ui.layout import LARGE_CARDS, TABLE_HEIGHT, layout_table, regions_of
from cardtable.ui.layout_solver import INDEX_WIDTH, MARGIN, TableLayout, solve

WIDTHS = (10.0, 14.0, 21.0)  # the table's width: the dock open at 1024 px, 1280 px, a wide window
PLATE = [(2.6, 0.32), (1.8, 0.6)]  # one line, two lines (card widths)


def _views() -> list[tuple[str, View]]:
    out = []
    for game in all_games().values():
        for players in range(game.min_players, game.max_players + 1):
            state = game.new_hand(players, None, "layout")
            out.append((f"{game.id}-{players}", state.view(0)))
            # Later in the hand: a few moves on, so tricks and played cards show.
            for _ in range(players + 3):
                if state.is_over:
                    break
                state.apply(state.legal_moves()[0])
            out.append((f"{game.id}-{players}-later", state.view(0)))
            largest = largest_hand(game, players, None, "layout")
            if largest:  # Oh Hell: its hand of the most cards too
                state = match_at(game, players, {}, "layout", largest).state
                assert state is not None
                out.append((f"{game.id}-{players}-hand{largest + 1}", state.view(0)))
    return out


VIEWS = _views()


def _solved(view: View, width: float, size: float) -> TableLayout:
    plates = {seat: PLATE for seat in range(view.players)}
    return layout_table(view, width, size, plates, corner=(2.2, 0.6))


def _region_overlaps(layout: TableLayout) -> list[tuple[str, str]]:
    rects = list(layout.regions.items())
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1 :] if ra.overlaps(rb, slack=1e-3)]


@pytest.mark.parametrize("label,view", VIEWS, ids=[label for label, _ in VIEWS])
def test_no_two_regions_overlap_and_all_are_on_the_table(label: str, view: View) -> None:
    for width in WIDTHS:
        for size in (1.0, LARGE_CARDS):
            layout = _solved(view, width, size)
            assert layout.fits, (label, width, size)
            assert _region_overlaps(layout) == [], (label, width, size)
            for name, rect in layout.regions.items():
                assert rect.x >= -1e-6 and rect.y >= -1e-6, (label, name, rect)
                assert rect.right <= width + 1e-6 and rect.bottom <= TABLE_HEIGHT + 1e-6, (label, name, rect)


@pytest.mark.parametrize("label,view", VIEWS[::3], ids=[label for label, _ in VIEWS[::3]])
def test_every_card_lies_within_its_region(label: str, view: View) -> None:
    layout = _solved(view, 14.0, LARGE_CARDS)
    for pile in view.piles:
        for slot in layout.slots.get(pile.name, []):
            rect = next(r for name, r in layout.regions.items() if name in (pile.name, "dominoes"))
            half_w, half_h = slot.scale / 2, slot.scale * CARD_RATIO / 2
            assert rect.x - 1e-6 <= slot.x - half_w and slot.x + half_w <= rect.right + 1e-6, (pile.name, slot, rect)
            assert rect.y - 1e-6 <= slot.y - half_h and slot.y + half_h <= rect.bottom + 1e-6, (pile.name, slot, rect)


@pytest.mark.parametrize("size", (1.0, LARGE_CARDS))
def test_your_hand_leaves_every_corner_index_in_view(size: float) -> None:
    """Even a hand of 26 cards on the narrowest table: each card shows at
    least its index's width before the next covers it."""
    view = get_game("hearts").new_hand(4, None, "layout").view(0)
    hand = view.pile("hand:0")
    long_hand = replace(hand, cards=hand.cards * 2)
    view = replace(view, piles=tuple(long_hand if p.name == "hand:0" else p for p in view.piles))
    layout = _solved(view, 10.0, size)
    slots = layout.slots["hand:0"]
    assert len(slots) == 26
    steps = [b.x - a.x for a, b in zip(slots, slots[1:])]
    assert min(steps) >= INDEX_WIDTH * slots[0].scale - 1e-6


@pytest.mark.parametrize("game_id", ("hearts", "spades", "oh_hell", "crazy_eights", "cribbage", "barbu"))
def test_large_cards_are_bigger_on_a_wide_table(game_id: str) -> None:
    """ "a large-cards option": on a table of a wide window every card is
    LARGE_CARDS times bigger; on a narrow one all cards shrink alike, and
    never below the normal size by much."""
    view = get_game(game_id).new_hand(get_game(game_id).default_players, None, "layout").view(0)
    normal, large = _solved(view, 19.0, 1.0), _solved(view, 19.0, LARGE_CARDS)
    assert normal.factor == 1.0 and large.factor == 1.0
    for name, slots in normal.slots.items():
        for small, big in zip(slots, large.slots[name]):
            assert big.scale == pytest.approx(small.scale * LARGE_CARDS)
    narrow = _solved(view, 10.0, LARGE_CARDS)
    assert narrow.factor * LARGE_CARDS >= 0.9


def test_a_long_plate_takes_two_lines_where_its_seat_is_narrow() -> None:
    view = get_game("oh_hell").new_hand(8, None, "layout").view(0)
    wide = {seat: [(4.0, 0.32), (2.0, 0.6)] for seat in range(8)}
    layout = solve(view, regions_of(view), 12.0, TABLE_HEIGHT, 1.0, wide, (2.0, 0.6))
    assert layout.plate_lines[0] == 0  # your own plate has the table's width
    assert any(layout.plate_lines[seat] == 1 for seat in range(1, 8))
    assert _region_overlaps(layout) == []


def test_a_game_declares_a_board_and_gets_room_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The ``Game.table_regions`` hook: Cribbage-like, a board 3.4 x 1.4
    card widths in the middle, placed clear of everything else."""
    game = get_game("cribbage")
    view = game.new_hand(2, None, "layout").view(0)

    def with_board(view: View, regions: list[Region]) -> list[Region]:
        return [*regions, Region("board", "board", size=(3.4, 1.4))]

    monkeypatch.setattr(game, "table_regions", with_board)
    for width in WIDTHS:
        layout = layout_table(view, width, LARGE_CARDS, {0: PLATE, 1: PLATE})
        board = layout.regions["board"]
        assert (board.w, board.h) == pytest.approx((3.4 * layout.factor, 1.4 * layout.factor))
        assert _region_overlaps(layout) == []


def test_every_game_gets_regions_for_free() -> None:
    """The default: a region per pile and a plate per seat."""
    view = get_game("hearts").new_hand(4, None, "layout").view(0)
    regions = default_regions(view)
    assert {r.name for r in regions} == {p.name for p in view.piles} | {f"plate:{s}" for s in range(4)}
    assert next(r for r in regions if r.name == "won:1").reserve == 1  # room before the first trick


def test_margin_is_kept_to_the_table_edge() -> None:
    view = get_game("hearts").new_hand(4, None, "layout").view(0)
    layout = _solved(view, 14.0, 1.0)
    assert min(r.x for r in layout.regions.values()) >= MARGIN - 1e-6
