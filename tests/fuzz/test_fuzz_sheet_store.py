"""The score sheets database with one stored value replaced by hostile text
(the file still passes SQLite's integrity check): the list shows every sheet,
the damaged one says so, the others open as they were, and nothing raises
but the store's own errors."""

from __future__ import annotations

import json
import sqlite3

from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.sheets.model import Sheet
from cardtable.sheets.played import sheet_of_match
from cardtable.storage.sheet_store import SheetStore, SheetStoreError

from ..sheets.helpers import play_match
from .conftest import FUZZ
from .hostile import HOSTILE_BYTES

GAMES = ("hearts", "barbu", "oh_hell", "cribbage", "spades", "crazy_eights")


def _sheets() -> list[Sheet]:
    """One played sheet of each game, with every hand of a short match."""
    made = []
    for number, game_id in enumerate(GAMES):
        game = get_game(game_id)
        match = Match(game, 4 if game_id != "cribbage" else 2, seed=number)
        play_match(match, seed=number, hands=3)
        sheet, _ = sheet_of_match(match, [f"P{n}" for n in range(match.players)])
        made.append(sheet)
    return made


SHEETS = _sheets()
COLUMNS = (("sheets", "players"), ("sheets", "options"), ("rows", "entry"))


@FUZZ
@given(
    victim=st.integers(min_value=0, max_value=len(GAMES) - 1),
    column=st.sampled_from(COLUMNS),
    ink=HOSTILE_BYTES.map(lambda raw: raw.decode("utf-8", "replace")),
)
def test_one_damaged_value_spoils_only_its_own_sheet(tmp_path_factory, victim: int, column, ink: str) -> None:
    path = tmp_path_factory.mktemp("sheets") / "sheets.sqlite"
    with SheetStore(path) as store:
        ids = [store.create(_copy(sheet)) for sheet in SHEETS]
    table, field = column
    key = "id" if table == "sheets" else "sheet_id"
    db = sqlite3.connect(path)
    db.execute(f"UPDATE {table} SET {field} = ? WHERE {key} = ?", (ink, ids[victim]))
    db.commit()
    db.close()

    with SheetStore(path) as store:
        assert store.problem is None  # the file itself is sound
        listed = {summary.id: summary for summary in store.list_sheets()}
        assert sorted(listed) == sorted(ids), "every sheet is still listed"
        for sheet_id, original in zip(ids, SHEETS):
            if sheet_id != ids[victim]:
                loaded = store.load(sheet_id)
                assert loaded.rows == _copy(original).rows and loaded.players == original.players
                continue
            try:
                store.load(sheet_id)
            except SheetStoreError as error:
                assert str(error)


def _copy(sheet: Sheet) -> Sheet:
    """A fresh copy, as the store would read it back (lists, not tuples)."""
    return Sheet(
        sheet.kind,
        list(sheet.players),
        json.loads(json.dumps(sheet.options)),
        json.loads(json.dumps(sheet.rows)),
        title=sheet.title,
        source=sheet.source,
    )
