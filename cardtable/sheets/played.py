"""The sheet of a match played in the app: the same sheet a person keeps by hand.

A played match fills its game's sheet one row per finished hand, from each
hand's ``HandResult`` (``SheetKind.entry_from_result``). The rows are stored
as the hands end, so every match played is kept and can be browsed later as a
sheet, exactly like one typed in for a game with real cards.
"""

from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from ..core.match import Match
from ..storage.sheet_store import SheetNotFound, SheetStore
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


def keep_played_sheet(store: SheetStore, sheet_id: int | None, sheet: Sheet) -> int:
    """Make the stored sheet ``sheet_id`` hold exactly the rows of ``sheet``
    (the match so far), creating it when it is missing or of another kind,
    and return its id. The stored rows follow the match even after an undo
    past a hand's end; each change is one store transaction."""
    stored = None
    if sheet_id is not None:
        try:
            stored = store.load(sheet_id)
        except SheetNotFound:  # deleted meanwhile (another window, another copy): start again
            stored = None
        if stored is not None and stored.kind != sheet.kind:
            stored = None
    if stored is None:
        sheet_id = store.create(Sheet(sheet.kind, list(sheet.players), dict(sheet.options), [],
                                      title=sheet.title, source="played"))
        stored = store.load(sheet_id)
    wanted = [json.loads(json.dumps(entry)) for entry in sheet.rows]  # as stored: lists, not tuples
    for position, entry in enumerate(wanted):
        if position >= len(stored.rows):
            store.append_row(sheet_id, entry)
        elif stored.rows[position] != entry:
            store.replace_row(sheet_id, position, entry)
    for position in range(len(stored.rows) - 1, len(wanted) - 1, -1):
        store.delete_row(sheet_id, position)
    return sheet_id
