"""The sheet of a match played in the app: the same sheet a person keeps by hand.

A played match fills its game's sheet one row per finished hand, from each
hand's ``HandResult`` (``SheetKind.entry_from_result``). The rows are stored
as the hands end, so every match played is kept and can be browsed later as a
sheet, exactly like one typed in for a game with real cards.

A match writes only to the sheet it created: a saved match names that sheet
by its ``uid`` (``Sheet.uid``), which no other sheet ever has, in this file or
another. A save from before uids gave the sheet's number, which a new file
(after a damaged one was set aside) or another computer gives to another
sheet: that number is trusted only for a sheet that was played in the app, of
the same game and players, whose rows are this match's. A sheet kept by hand
is never written to; when no sheet fits, a new one is made.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.match import Match
from ..storage.sheet_store import SheetDamaged, SheetNotFound, SheetStore
from .model import Sheet, SheetKind
from .registry import kind_for_game


def sheet_options(kind: SheetKind, match: Match, columns: int, base: Mapping[str, Any]) -> dict[str, Any]:
    """The sheet's options taken from the match: those the sheet declares under
    the same name as a game option, then what the kind takes from the match
    (``SheetKind.options_for_match``)."""
    names = {spec.name for spec in kind.option_specs}
    chosen = {name: value for name, value in match.options.items() if name in names}
    chosen.update({name: value for name, value in base.items() if name in names})
    for name, value in kind.options_for_match(match, columns).items():
        if name in names and name not in chosen and value is not None:
            chosen[name] = value
    return kind.resolve(columns, chosen)


def new_played_sheet(match: Match, names: Sequence[str], title: str = "") -> tuple[Sheet, SheetKind]:
    """An empty sheet for ``match`` (source "played"), with its kind. The
    columns are the seats, or the sides where sides score together."""
    kind = kind_for_game(match.game)
    columns, base = kind.columns_for(list(names), {})
    sheet = Sheet(kind=kind.id, players=columns, source="played", title=title or match.game.name)
    sheet.options = sheet_options(kind, match, len(columns), base)
    return sheet, kind


def rows_of(match: Match, sheet: Sheet, kind: SheetKind) -> list[dict[str, Any]]:
    """The rows of every finished hand of ``match``, oldest first."""
    rows: list[dict[str, Any]] = []
    for record in match.hands:
        if record.result is None:
            continue
        partial = Sheet(sheet.kind, sheet.players, sheet.options, list(rows))
        rows.append(kind.entry_from_result(partial, record.result))
    return rows


def sheet_of_match(match: Match, names: Sequence[str]) -> tuple[Sheet, SheetKind]:
    """The whole sheet of ``match`` so far (not stored)."""
    sheet, kind = new_played_sheet(match, names)
    sheet.rows = rows_of(match, sheet, kind)
    return sheet, kind


@dataclass(frozen=True)
class KeptSheet:
    """Where the sheet of the match at the table is kept: ``id`` in this
    file, ``uid`` for good (what a save keeps)."""

    id: int
    uid: str


def saved_sheet(extra: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """The sheet a saved match names (its ``extra``): the uid, and the sheet
    number an older save gave instead (to be checked before it is trusted)."""
    uid, number = extra.get("sheet_uid"), extra.get("sheet_id")
    return (
        uid if isinstance(uid, str) and uid else None,
        number if isinstance(number, int) and not isinstance(number, bool) else None,
    )


def keep_played_sheet(
    store: SheetStore, sheet: Sheet, uid: str | None = None, saved_id: int | None = None
) -> KeptSheet:
    """Make the match's stored sheet hold exactly the rows of ``sheet`` (the
    match so far) and say where it is. The stored sheet is the one named
    ``uid``; with no uid, an older save's sheet ``saved_id`` if it is this
    match's (``_is_this_match``); else (deleted, damaged, or not this
    match's) a new one. The stored rows follow the match even after an undo
    past a hand's end; each change is one store transaction."""
    wanted = [json.loads(json.dumps(entry)) for entry in sheet.rows]  # as stored: lists, not tuples
    stored = _stored_sheet(store, sheet, uid, saved_id, wanted)
    if stored is None:
        stored = Sheet(sheet.kind, list(sheet.players), dict(sheet.options), wanted, title=sheet.title, source="played")
        return KeptSheet(store.create(stored), stored.uid)
    sheet_id = stored.id
    assert sheet_id is not None, "a sheet loaded from the store has its id"
    for position, entry in enumerate(wanted):
        if position >= len(stored.rows):
            store.append_row(sheet_id, entry)
        elif stored.rows[position] != entry:
            store.replace_row(sheet_id, stored.row_ids[position], entry, expected=stored.rows[position])
    for position in range(len(stored.rows) - 1, len(wanted) - 1, -1):
        store.delete_row(sheet_id, stored.row_ids[position], expected=stored.rows[position])
    return KeptSheet(sheet_id, stored.uid)


def _stored_sheet(
    store: SheetStore, sheet: Sheet, uid: str | None, saved_id: int | None, wanted: list[dict[str, Any]]
) -> Sheet | None:
    """The stored sheet this match may write to, or None."""
    if uid is not None:
        found = store.id_of(uid)
        stored = _load(store, found) if found is not None else None
        return stored if stored is not None and _played_of(stored, sheet) else None
    if saved_id is not None:
        stored = _load(store, saved_id)
        if stored is not None and _is_this_match(stored, sheet, wanted):
            return stored
    return None


def _load(store: SheetStore, sheet_id: int) -> Sheet | None:
    """The stored sheet, or None if it was deleted (another window, another
    copy) or is damaged (left as it is)."""
    try:
        return store.load(sheet_id)
    except (SheetNotFound, SheetDamaged):
        return None


def _played_of(stored: Sheet, sheet: Sheet) -> bool:
    """A sheet played in the app, of the same game: never one kept by hand."""
    return stored.source == "played" and stored.kind == sheet.kind


def _is_this_match(stored: Sheet, sheet: Sheet, wanted: list[dict[str, Any]]) -> bool:
    """Whether the sheet an older save names by number is this match's: played
    in the app, same game and players, and its rows are the match's as the
    save left them: they begin with every hand the match finished before its
    newest one, or they are a beginning of the match's rows."""
    if not _played_of(stored, sheet) or stored.players != list(sheet.players):
        return False
    before = wanted[:-1]
    if before and stored.rows[: len(before)] == before:
        return True
    return stored.rows == wanted[: len(stored.rows)]
