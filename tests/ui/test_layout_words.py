"""A game's words on the felt (a "words" region, Cribbage's show): room kept
in a row of its own under the middle's piles, so that the piles above stay
centred while that room is empty (it sat beside Cribbage's board on a wide
table, pushing the starter, stock and board to the left)."""

from __future__ import annotations

import pytest

from cardtable.core.registry import get_game
from cardtable.ui.layout import TABLE_HEIGHT, regions_of
from cardtable.ui.layout_solver import solve


@pytest.mark.parametrize("width", [10.0, 14.0, 21.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_words_lie_under_the_middle_which_stays_centred(players: int, width: float) -> None:
    view = get_game("cribbage").new_hand(players, None, "words").view(0)
    regions = regions_of(view)
    assert any(region.kind == "words" for region in regions)
    layout = solve(view, regions, width, TABLE_HEIGHT, 1.0)
    words = layout.regions["words"]
    piles = [layout.regions[name] for name in ("starter", "stock", "board")]
    assert all(words.y >= pile.bottom for pile in piles)
    left, right = min(pile.x for pile in piles), max(pile.right for pile in piles)
    assert abs((left + right) / 2 - (words.x + words.w / 2)) < 0.01  # the piles centred over the words
