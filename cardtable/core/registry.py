"""Finding games: the built-in list plus installed plugins.

A third-party package adds a game by declaring an entry point in the group
``cardtable.games`` that loads to a Game instance (or a Game subclass). A
plugin that fails to load is reported through ``plugin_errors()`` and skipped,
so one broken package cannot stop the app from starting.
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points

from .game import Game
from .messages import Message
from .reasons import Reason

ENTRY_POINT_GROUP = "cardtable.games"

BUILT_IN: tuple[str, ...] = (
    "cardtable.games.hearts",
    "cardtable.games.crazy_eights",
    "cardtable.games.cribbage",
    "cardtable.games.barbu",
    "cardtable.games.spades",
    "cardtable.games.oh_hell",
    "cardtable.games.fan_tan",
    "cardtable.games.go_fish",
    "cardtable.games.camicia",
    "cardtable.games.chinese_ten",
    "cardtable.games.statistics",
    "cardtable.games.blackjack",
)

_games: dict[str, Game] | None = None
_errors: list[Message] = []


def _as_game(obj: object) -> Game:
    if isinstance(obj, type) and issubclass(obj, Game):
        obj = obj()
    if not isinstance(obj, Game):
        raise TypeError(f"{obj!r} is not a cardtable Game")
    return obj


def _load() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for module_name in BUILT_IN:
        game = _as_game(importlib.import_module(module_name).GAME)
        games[game.id] = game
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        try:
            game = _as_game(entry.load())
        except Exception as error:  # a broken plugin must not stop the app
            _errors.append(
                Message(
                    Reason.of(
                        "plugin_failed",
                        "Game plugin '{plugin}' could not be loaded: {error}",
                        plugin=entry.name,
                        error=str(error),
                    )
                )
            )
            continue
        if game.id in games:
            _errors.append(
                Message(
                    Reason.of(
                        "plugin_same_id",
                        "Game plugin '{plugin}' reuses the id '{id}'; skipped",
                        plugin=entry.name,
                        id=game.id,
                    )
                )
            )
            continue
        games[game.id] = game
    return games


def all_games() -> dict[str, Game]:
    """Every available game by id, built-in ones first."""
    global _games
    if _games is None:
        _games = _load()
    return dict(_games)


def get_game(game_id: str) -> Game:
    games = all_games()
    if game_id not in games:
        raise KeyError(f"no game {game_id!r} (games: {', '.join(sorted(games))})")
    return games[game_id]


def plugin_errors() -> list[Message]:
    """The plugins that could not be loaded, as messages (a ``Message`` is the
    English text; its ``text()`` is in the player's language)."""
    all_games()
    return list(_errors)


def reset() -> None:
    """Forget what was loaded (tests that install a fake plugin use this)."""
    global _games
    _games = None
    _errors.clear()
