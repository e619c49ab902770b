"""The table's room for Chinese Ten's table cards (Qt-free geometry): up to
``ROOM`` cards lie apart, each whole; more overlap, every corner index in
view, never out of the room; the room's size is fixed for the deal."""

from __future__ import annotations

import pytest

from cardtable.core.regions import CARD_RATIO, default_regions
from cardtable.games.chinese_ten import GAME
from cardtable.games.chinese_ten.regions import INDEX, ROOM, TABLE_SIZE, table_places


def _boxes(places: list[tuple[float, float, float]]) -> list[tuple[float, float, float, float]]:
    return [(x - s / 2, y - s * CARD_RATIO / 2, x + s / 2, y + s * CARD_RATIO / 2) for x, y, s in places]


def _inside(box: tuple[float, float, float, float], width: float, height: float) -> bool:
    left, top, right, bottom = box
    return left >= -1e-9 and top >= -1e-9 and right <= width + 1e-9 and bottom <= height + 1e-9


@pytest.mark.parametrize("scale", [1.0, 0.55])
def test_up_to_the_room_every_table_card_lies_whole_and_apart(scale: float) -> None:
    width, height = TABLE_SIZE[0] * scale, TABLE_SIZE[1] * scale
    boxes = _boxes(table_places(ROOM, width, height))
    assert all(_inside(box, width, height) for box in boxes)
    for index, (left, top, right, bottom) in enumerate(boxes):
        for other in boxes[index + 1 :]:
            apart = right <= other[0] or other[2] <= left or bottom <= other[1] or other[3] <= top
            assert apart, (index, boxes)


@pytest.mark.parametrize("count", [11, 16, 21, 30])
def test_more_cards_overlap_with_their_corner_index_in_view_and_stay_in_the_room(count: int) -> None:
    """The table can hold up to 21 cards (four of each of four ranks that never
    make ten together, and one of each other rank): they all stay readable."""
    width, height = TABLE_SIZE
    places = table_places(count)
    assert all(_inside(box, width, height) for box in _boxes(places))
    lines: dict[float, list[tuple[float, float, float]]] = {}
    for place in places:
        lines.setdefault(round(place[1], 6), []).append(place)
    assert len(lines) == 2
    for line in lines.values():
        for (x, _, size), (next_x, _, _) in zip(line, line[1:]):
            assert next_x - x >= INDEX * size - 1e-9


def test_the_places_do_not_move_when_cards_come_up_to_the_room() -> None:
    """A place's centre is the same with one card as with ten."""
    assert table_places(1)[0] == table_places(ROOM)[0]
    assert table_places(4) == table_places(ROOM)[:4]


def test_the_table_is_a_room_of_a_fixed_size_and_the_rest_is_the_default() -> None:
    state = GAME.new_hand(2, None, "regions")
    view = state.view(0)
    default = default_regions(view)
    regions = GAME.table_regions(view, default)
    table = next(region for region in regions if region.name == "table")
    assert (table.kind, table.size) == ("board", TABLE_SIZE)
    assert [region for region in regions if region.name != "table"] == [
        region for region in default if region.name != "table"
    ]
