"""The player's preferences, kept as a small JSON file in the config folder.

Settings must never stop the app from starting: a missing file gives the
defaults, a file that is not JSON (or nested absurdly deep, or huge) is set
aside and reported, and one bad value (a hand edit, a file from another
version) costs only that value here.

Nothing is lost for the version that wrote the file: a key this version does
not know, and the value it read but could not use, are written back as they
were read, until the player changes that setting (see ``Settings.kept``).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from ..ai.levels import LEVEL_NAMES
from ..core.i18n import N_
from ..core.messages import Message, as_written, clause
from ..core.reasons import Reason
from . import paths
from .atomic import set_aside, write_atomic
from .jsonfile import DamagedJSON, TooLarge, parse_json, read_capped
from .pictures import PictureKind, stored_path
from .problems import ExplainedError

SETTINGS_VERSION = 1
ANIMATION_SPEEDS: tuple[str, ...] = ("instant", "fast", "normal", "slow")
#: Our card backs, and the player's own picture (see storage.pictures).
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "picture")
#: Our felt, or the player's own picture.
TABLE_FELTS: tuple[str, ...] = ("felt", "picture")
RECENT_GAMES_MAX = 8
#: A settings file is a few hundred bytes; one far larger is not ours.
SETTINGS_MAX_BYTES = 1 << 20


class SettingsNotSaved(ExplainedError, OSError):
    """The settings could not be written (a read-only or full folder): an
    OSError, with ``reason`` saying so for the player."""


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
        if not isinstance(value, str) or value not in allowed:
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


def _picture_choice(kind: PictureKind, *allowed: str) -> Callable[[Any], str]:
    """One of ``allowed``; "picture" only while the player's picture is kept
    (a data folder emptied by hand falls back to ours, said once)."""
    check_choice = _choice(*allowed)

    def check(value: Any) -> str:
        chosen = check_choice(value)
        if chosen == "picture" and not stored_path(kind).is_file():
            raise Unusable(
                Reason.of("setting_picture_missing", "your picture {path} is missing", path=str(stored_path(kind)))
            )
        return chosen

    return check


def _setting(default: Any, check: Callable[[Any], Any]) -> Any:
    """A dataclass field that knows how to validate a value read from disk."""
    if isinstance(default, list):
        return field(default_factory=lambda: list(default), metadata={"check": check})
    return field(default=default, metadata={"check": check})


#: The unusable values the player was already told of (setting name: the
#: value kept), so that a value kept for a newer version is said once, not at
#: every start.
SAID_KEY = "unusable_values_said"


@dataclass
class Settings:
    """Every user preference, with the default a new player gets."""

    card_theme: str = _setting("builtin", _name)
    four_colour: bool = _setting(False, _bool)
    animation_speed: str = _setting("normal", _choice(*ANIMATION_SPEEDS))
    sound: bool = _setting(False, _bool)
    language: str = _setting("", _str)  # "" follows the system
    player_name: str = _setting(N_("You"), _name)  # marked: the UI may show the default translated
    computer_level: str = _setting("normal", _choice(*LEVEL_NAMES))  # the level new computer seats get
    show_hints: bool = _setting(True, _bool)
    last_game: str = _setting("", _str)
    recent_games: list[str] = _setting([], _recent)  # most recent first
    window_geometry: str = _setting("", _base64)  # Qt's saveGeometry(), base64
    large_cards: bool = _setting(False, _bool)
    high_contrast: bool = _setting(False, _bool)
    confirm_new_game: bool = _setting(True, _bool)
    card_back: str = _setting("blue", _picture_choice("back", *CARD_BACKS))
    table_felt: str = _setting("felt", _picture_choice("felt", *TABLE_FELTS))
    export_folder: str = _setting("", _str)  # where the last score sheet was exported ("" : documents)
    #: What the file held that this version does not use, written back as it
    #: was read: unknown keys (a newer version's), and the value of a setting
    #: that could not be used, which stays while that setting keeps the
    #: default it fell back to (choosing another value replaces it).
    kept: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def remember_game(self, game_id: str) -> None:
        """Put ``game_id`` first in the recent games and make it the last game."""
        self.recent_games = [game_id, *(g for g in self.recent_games if g != game_id)][:RECENT_GAMES_MAX]
        self.last_game = game_id

    def to_json(self) -> dict[str, Any]:
        """The file's content: every setting, and what was kept as it was read."""
        values: dict[str, Any] = {"version": self.kept.get("version", SETTINGS_VERSION)}
        for spec in setting_fields():
            value = getattr(self, spec.name)
            unchanged = spec.name in self.kept and value == _default(spec)
            values[spec.name] = self.kept[spec.name] if unchanged else value
        said = {
            spec.name: values[spec.name]
            for spec in setting_fields()
            if spec.name in self.kept and values[spec.name] == self.kept[spec.name]
        }
        if said:
            values[SAID_KEY] = said
        known = set(values)
        return {**values, **{key: value for key, value in self.kept.items() if key not in known}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[Message]]:
        """Build settings from a JSON object, keeping every value that checks out."""
        settings = cls()
        problems: list[Message] = []
        known = {spec.name for spec in setting_fields()}
        kept = {key: value for key, value in data.items() if key not in known and key not in ("version", SAID_KEY)}
        said = data.get(SAID_KEY)
        said_before: dict[str, Any] = said if isinstance(said, dict) else {}
        if _is_newer(data.get("version")):
            kept["version"] = data["version"]  # our writing it keeps the newer reader's migrations off
        for spec in setting_fields():
            if spec.name not in data:
                continue
            raw = data[spec.name]
            try:
                value = spec.metadata["check"](raw)
            except ValueError as error:
                kept[spec.name] = raw
                if spec.name in said_before and said_before[spec.name] == raw:
                    continue  # the player was told at an earlier start
                default = getattr(settings, spec.name)
                problems.append(
                    Message(
                        Reason.of(
                            "setting_unusable",
                            "The setting '{name}' had an unusable value ({value}: {problem}); the default ({default}) is used.",
                            name=spec.name,
                            value=_short(raw),
                            problem=clause(error),
                            default=_short(default),
                        )
                    )
                )
                continue
            setattr(settings, spec.name, value)
        settings.kept = kept
        return settings, problems


def setting_fields() -> list[Any]:
    """The fields that are settings (each knows how to check a value read)."""
    return [spec for spec in fields(Settings) if "check" in spec.metadata]


def _default(spec: Any) -> Any:
    return spec.default_factory() if callable(spec.default_factory) else spec.default


def _is_newer(version: Any) -> bool:
    return isinstance(version, int) and not isinstance(version, bool) and version > SETTINGS_VERSION


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def load_settings(path: str | os.PathLike[str] | None = None) -> tuple[Settings, list[Message]]:
    """Read the settings; return them and the problems met, for the UI to show
    (each a ``Message``: the English text, whose ``text()`` is translated)."""
    target = Path(path) if path is not None else paths.settings_path()
    try:
        raw = read_capped(target, SETTINGS_MAX_BYTES)
    except FileNotFoundError:
        return Settings(), []
    except TooLarge:
        return Settings(), [_set_aside_message(target)]
    except OSError as error:
        return Settings(), [
            Message(
                Reason.of(
                    "settings_unopened",
                    "Your settings file could not be opened ({problem}); defaults are used.",
                    problem=error.strerror or error,
                )
            )
        ]
    try:
        data = parse_json(raw)
    except DamagedJSON:
        return Settings(), [_set_aside_message(target)]
    if not isinstance(data, dict):
        return Settings(), [_set_aside_message(target)]
    return Settings.from_json(data)


def _set_aside_message(target: Path) -> Message:
    try:
        moved = set_aside(target)
    except OSError as error:
        return Message(
            Reason.of(
                "settings_stuck",
                "Your settings file could not be read and could not be set aside ({problem}); defaults are used.",
                problem=error,
            )
        )
    return Message(
        Reason.of(
            "settings_set_aside",
            "Your settings file could not be read and was set aside as {moved}; defaults are used.",
            moved=moved,
        )
    )


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write the settings atomically (a crash leaves the old file). Raises
    SettingsNotSaved (an OSError) naming the folder and the system's reason."""
    target = Path(path) if path is not None else paths.settings_path()
    text = json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n"
    try:
        write_atomic(target, text)
    except OSError as error:
        raise SettingsNotSaved(
            Reason.of(
                "settings_not_saved",
                "Your settings could not be saved in {folder}: {problem}.",
                folder=str(target.parent),
                problem=error.strerror or clause(error),
            )
        ) from error
