"""Which sheet kinds exist: the generic sheet and each game's own.

A game's sheet kind has the game's id (``hearts``, ``barbu``), so a stored
sheet names its kind by the game it was kept for. Games whose
``Game.sheet_kind()`` is None are kept on the generic sheet.
"""

from __future__ import annotations

from ..core import registry
from ..core.game import Game
from .generic import GenericSheet
from .model import SheetKind

GENERIC = GenericSheet()


def kind_for_game(game: Game | str) -> SheetKind:
    """The sheet of ``game`` (a Game or a game id): its own, or the generic one."""
    if isinstance(game, str):
        game = registry.get_game(game)
    kind = game.sheet_kind()
    return kind if kind is not None else GENERIC


def sheet_kinds() -> tuple[SheetKind, ...]:
    """Every sheet kind a person can start: the generic sheet first, then each
    registered game's own sheet in the games' order."""
    kinds: list[SheetKind] = [GENERIC]
    seen = {GENERIC.id}
    for game in registry.all_games().values():
        kind = game.sheet_kind()
        if kind is not None and kind.id not in seen:
            kinds.append(kind)
            seen.add(kind.id)
    return tuple(kinds)


def sheet_kind(kind_id: str) -> SheetKind:
    """The sheet kind called ``kind_id`` (KeyError when there is none, e.g. a
    sheet stored by a plugin game that is no longer installed)."""
    for kind in sheet_kinds():
        if kind.id == kind_id:
            return kind
    raise KeyError(f"no score sheet {kind_id!r}")
