"""Small helpers shared by the sheet tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cardtable.core.match import Match
from cardtable.sheets.model import Cell, Derived, Sheet, SheetKind


def new_sheet(kind: SheetKind, players: Sequence[str], rows: Sequence[dict[str, Any]] = (), **options: Any) -> Sheet:
    return Sheet(kind.id, list(players), kind.resolve(len(players), options), [dict(row) for row in rows])


def texts(derived: Derived, key: str) -> list[Any]:
    """The plain text of column ``key`` in every row (a list per row for player columns)."""
    out = []
    for row in derived.rows:
        cell = row.cells[key]
        out.append(cell.plain() if isinstance(cell, Cell) else [item.plain() for item in cell])
    return out


def problems(kind: SheetKind, sheet: Sheet, position: int, entry: dict[str, Any]) -> list[str]:
    return [reason.text(sheet.players) for reason in kind.check(sheet, position, entry)]


def codes(kind: SheetKind, sheet: Sheet, position: int, entry: dict[str, Any]) -> list[str]:
    return [reason.code for reason in kind.check(sheet, position, entry)]


def play_match(match: Match, seed: int, hands: int | None = None) -> None:
    """Play ``match`` with random legal moves until it is over (or ``hands`` are played)."""
    rng = random.Random(seed)
    while not match.is_over and (hands is None or match.hand_number < hands):
        state = match.deal()
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_moves())))
        match.finish_hand()
