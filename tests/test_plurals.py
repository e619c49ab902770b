"""Counts the player reads take the plural form their number asks for.

Issue 14: ""Stock: 1 cards" (games/crazy_eights/rules.py); counts need the
languages' plural forms". Each counted text is a numerus message
(``Reason.plural``, the UI's ``trn``, the sheets' ``plural_words``); these
tests read the English the rules, the sheets and the UI make for a count of
one and of several (the translations are checked in test_translations.py).
"""

from __future__ import annotations

import pytest

from cardtable.core.moves import Move
from cardtable.games.crazy_eights import GAME as EIGHTS
from tests.games.crazy_eights.helpers import do, position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.mark.parametrize("limit,said", [(1, "at most 1 card in"), (3, "at most 3 cards in")])
def test_crazy_eights_draw_limit_is_counted(limit: int, said: str) -> None:
    """"You may draw at most 1 card in a turn", not "1 cards"."""
    state = position(["2C", "4C"], "KH", "4S 5S 6S 9H", options={"draw_rule": "up_to_limit", "draw_limit": limit})
    do(state, *["draw"] * limit)
    assert state.to_move == 0  # the 9H drawn first can be played: the turn stays
    reason = state.explain(Move("draw"))
    assert reason is not None and said in reason.english()


def test_crazy_eights_one_pack_is_singular() -> None:
    """Too many cards for one pack: "do not fit in 1 pack", not "pack(s)"."""
    with pytest.raises(Exception) as caught:
        EIGHTS.resolve(8, {"hand_size": 7, "decks": "1"})
    assert "do not fit in 1 pack;" in str(caught.value)
