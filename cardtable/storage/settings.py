"""The player's preferences, kept as a small JSON file in the config folder.

Settings must never stop the app from starting: a missing file gives the
defaults, a file that is not JSON is set aside and reported, and one bad value
(a hand edit, a file from another version) costs only that value. Unknown keys
are ignored, so a file written by a newer version still loads.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

from . import paths
from .atomic import set_aside, write_atomic

SETTINGS_VERSION = 1
ANIMATION_SPEEDS: tuple[str, ...] = ("instant", "fast", "normal", "slow")
RECENT_GAMES_MAX = 8


# -- value checks: each returns the clean value or raises ValueError ---------


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("expected true or false")
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("expected text")
    return value


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError("expected a non-empty name")
    return value.strip()


def _choice(*allowed: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in allowed:
            raise ValueError(f"expected one of {', '.join(allowed)}")
        return value

    return check


def _recent(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) and item for item in value):
        raise ValueError("expected a list of game ids")
    unique = list(dict.fromkeys(value))
    return unique[:RECENT_GAMES_MAX]


def _base64(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("expected base64 text")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("expected base64 text") from None
    return value


def _setting(default: Any, check: Callable[[Any], Any]) -> Any:
    """A dataclass field that knows how to validate a value read from disk."""
    if isinstance(default, list):
        return field(default_factory=lambda: list(default), metadata={"check": check})
    return field(default=default, metadata={"check": check})


@dataclass
class Settings:
    """Every user preference, with the default a new player gets."""

    card_theme: str = _setting("builtin", _name)
    four_colour: bool = _setting(False, _bool)
    animation_speed: str = _setting("normal", _choice(*ANIMATION_SPEEDS))
    sound: bool = _setting(False, _bool)
    language: str = _setting("", _str)  # "" follows the system
    player_name: str = _setting("You", _name)
    computer_level: str = _setting("normal", _name)  # the level new computer seats get
    show_hints: bool = _setting(True, _bool)
    last_game: str = _setting("", _str)
    recent_games: list[str] = _setting([], _recent)  # most recent first
    window_geometry: str = _setting("", _base64)  # Qt's saveGeometry(), base64
    large_cards: bool = _setting(False, _bool)
    high_contrast: bool = _setting(False, _bool)
    confirm_new_game: bool = _setting(True, _bool)

    def remember_game(self, game_id: str) -> None:
        """Put ``game_id`` first in the recent games and make it the last game."""
        self.recent_games = [game_id, *(g for g in self.recent_games if g != game_id)][:RECENT_GAMES_MAX]
        self.last_game = game_id

    def to_json(self) -> dict[str, Any]:
        return {"version": SETTINGS_VERSION, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Build settings from a JSON object, keeping every value that checks out."""
        settings = cls()
        problems: list[str] = []
        for spec in fields(cls):
            if spec.name not in data:
                continue
            raw = data[spec.name]
            try:
                value = spec.metadata["check"](raw)
            except ValueError as error:
                default = getattr(settings, spec.name)
                problems.append(
                    f"The setting {spec.name!r} had an unusable value ({_short(raw)}: {error}); "
                    f"the default ({_short(default)}) is used."
                )
                continue
            setattr(settings, spec.name, value)
        return settings, problems


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, list[str]]:
    """Read the settings; return them and the problems met (for the UI to show)."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return Settings(), []
    except OSError as error:
        return Settings(), [f"Your settings file could not be opened ({error.strerror or error}); defaults are used."]
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError:  # UnicodeDecodeError and JSONDecodeError included
        return Settings(), [_set_aside_message(target)]
    return Settings.from_json(data)


def _set_aside_message(target: Path) -> str:
    try:
        moved = set_aside(target)
    except OSError as error:
        return (
            f"Your settings file could not be read and could not be set aside ({error}); "
            "defaults are used."
        )
    return f"Your settings file could not be read and was set aside as {moved}; defaults are used."


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write the settings atomically (a crash leaves the old file)."""
    target = Path(path) if path is not None else paths.settings_path()
    text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
    write_atomic(target, text)
