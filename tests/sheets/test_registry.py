"""Sheet kinds: the generic sheet plus each game's own, under the game's id."""

from __future__ import annotations

import pytest

from cardtable.core import registry as games
from cardtable.sheets import registry
from cardtable.sheets.generic import GenericSheet
from cardtable.sheets.model import SheetKind


def test_every_kind_generic_first_with_game_ids() -> None:
    kinds = registry.sheet_kinds()
    ids = [kind.id for kind in kinds]
    assert ids[0] == "generic"
    assert {"hearts", "cribbage", "crazy_eights"} <= set(ids)
    assert len(ids) == len(set(ids))
    for kind in kinds[1:]:
        assert isinstance(kind, SheetKind)
        assert kind.id in games.all_games(), "a game's sheet kind has the game's id"


def test_kind_by_id_and_for_a_game() -> None:
    assert registry.sheet_kind("hearts").id == "hearts"
    assert isinstance(registry.sheet_kind("generic"), GenericSheet)
    with pytest.raises(KeyError):
        registry.sheet_kind("no_such_game")
    assert registry.kind_for_game("cribbage").id == "cribbage"
    assert registry.kind_for_game(games.get_game("crazy_eights")).id == "crazy_eights"


def test_a_game_without_its_own_sheet_gets_the_generic_one() -> None:
    from tests.core.toy_game import ToyGame

    game = ToyGame()
    assert game.sheet_kind() is None
    assert isinstance(registry.kind_for_game(game), GenericSheet)
