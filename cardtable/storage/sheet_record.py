"""A score sheet as it is kept: the record the sheet store reads and writes.

It lives here, below both ``sheets`` (which derives what a sheet shows) and
``storage.sheet_store`` (which persists it), so that neither package imports
the other in a circle: ``sheets`` uses ``storage``, never the reverse. The
usual name is still ``cardtable.sheets.model.Sheet``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Sheet:
    """One score sheet: a game's sheet kind, the column names, the options
    (target, variants) and the typed rows. ``source`` is "manual" for a sheet
    kept for a game played with real cards, "played" for a match played in the
    app. ``id`` is the storage key (None until stored); ``uid`` names the sheet
    for good, in any file ("" until stored); ``row_ids`` are the stored rows'
    own ids, in the order of ``rows`` (empty until stored), so that a change
    can name the row it means (``storage.sheet_store``)."""

    kind: str
    players: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    rows: list[dict[str, Any]] = field(default_factory=list)
    title: str = ""
    source: str = "manual"
    created: str = ""
    updated: str = ""
    id: int | None = None
    uid: str = ""
    row_ids: list[int] = field(default_factory=list)
