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

from ..core.i18n import N_
from ..core.messages import Message, as_written, clause
from ..core.reasons import Reason
from . import paths
from .atomic import set_aside, write_atomic

SETTINGS_VERSION = 1
ANIMATION_SPEEDS: tuple[str, ...] = ("instant", "fast", "normal", "slow")
RECENT_GAMES_MAX = 8


# -- value checks: each returns the clean value or raises Unusable ----------


class Unusable(ValueError):
    """A value read from the settings file that cannot be used; ``reason``
    says what was expected."""

    def __init__(self, reason: Reason):
        super().__init__(as_written(reason, translated=False))
        self.reason = reason


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Unusable(Reason.of("setting_bool", "expected true or false"))
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise Unusable(Reason.of("setting_text", "expected text"))
    return value


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise Unusable(Reason.of("setting_name", "expected a non-empty name"))
    return value.strip()


def _choice(*allowed: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in allowed:
            raise Unusable(Reason.of("setting_choice", "expected one of {allowed}", allowed=", ".join(allowed)))
        return value

    return check


def _recent(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(item, str) and item for item in value):
        raise Unusable(Reason.of("setting_games", "expected a list of game ids"))
    unique = list(dict.fromkeys(value))
    return unique[:RECENT_GAMES_MAX]


def _base64(value: Any) -> str:
    if not isinstance(value, str):
        raise Unusable(Reason.of("setting_base64", "expected base64 text"))
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise Unusable(Reason.of("setting_base64", "expected base64 text")) from None
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
    player_name: str = _setting(N_("You"), _name)  # marked: the UI may show the default translated
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
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[Message]]:
        """Build settings from a JSON object, keeping every value that checks out."""
        settings = cls()
        problems: list[Message] = []
        for spec in fields(cls):
            if spec.name not in data:
                continue
            raw = data[spec.name]
            try:
                value = spec.metadata["check"](raw)
            except ValueError as error:
                default = getattr(settings, spec.name)
                problems.append(Message(Reason.of(
                    "setting_unusable",
                    "The setting '{name}' had an unusable value ({value}: {problem}); the default ({default}) is used.",
                    name=spec.name, value=_short(raw), problem=clause(error), default=_short(default),
                )))
                continue
            setattr(settings, spec.name, value)
        return settings, problems


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, list[Message]]:
    """Read the settings; return them and the problems met, for the UI to show
    (each a ``Message``: the English text, whose ``text()`` is translated)."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return Settings(), []
    except OSError as error:
        return Settings(), [Message(Reason.of(
            "settings_unopened", "Your settings file could not be opened ({problem}); defaults are used.",
            problem=error.strerror or error,
        ))]
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError:  # UnicodeDecodeError and JSONDecodeError included
        return Settings(), [_set_aside_message(target)]
    return Settings.from_json(data)


def _set_aside_message(target: Path) -> Message:
    try:
        moved = set_aside(target)
    except OSError as error:
        return Message(Reason.of(
            "settings_stuck",
            "Your settings file could not be read and could not be set aside ({problem}); defaults are used.",
            problem=error,
        ))
    return Message(Reason.of(
        "settings_set_aside", "Your settings file could not be read and was set aside as {moved}; defaults are used.",
        moved=moved,
    ))


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write the settings atomically (a crash leaves the old file)."""
    target = Path(path) if path is not None else paths.settings_path()
    text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
    write_atomic(target, text)
