"""Saved matches: versioned JSON move logs, and the autosave.

A save stores ``Match.record()`` (game, players, options, seed, the move texts
of every hand), never a snapshot of the state: loading replays every move
through the rules, so a file cannot smuggle in an impossible position, and a
rules fix cannot leave an old save in a state the new rules never reach.

The document::

    {"format": "cardtable-match", "version": 1, "saved_at": "<ISO time>",
     "match": <Match.record()>,
     "seats": [{"name": str, "kind": "human" | "computer", "level": str}, ...],
     "extra": {}}

``extra`` is free for the UI (e.g. the seat the player sat at, the preset).
When the format changes, bump ``FORMAT_VERSION`` and add to ``_MIGRATIONS``
the function that upgrades a document of the previous version.

A save is checked from the cheapest test to the dearest, so a file that can
only be damage is refused at once: its size before it is read, its shape
(how many hands and moves) before any is looked at, its seats (one human at
most, every computer at a level this version plays, with a bounded search)
and its length against the game's own rules before the replay.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..ai.levels import LevelError, parse_level
from ..core import registry
from ..core.i18n import N_
from ..core.match import MAX_HUMAN_SEATS, Match
from ..core.messages import Message, clause
from ..core.moves import Move
from ..core.reasons import IllegalMove, Reason
from . import paths
from .atomic import set_aside, write_atomic
from .jsonfile import DamagedJSON, TooLarge, check_depth, megabytes, parse_json, read_capped
from .problems import ExplainedError

FORMAT_TAG = "cardtable-match"
FORMAT_VERSION = 1
SAVE_SUFFIX = ".cardtable"
SEAT_KINDS: tuple[str, ...] = ("human", "computer")
#: Far beyond any match played: a long Spades match of 400 hands is 330 kB.
#: Anything larger is refused before it is read, parsed or replayed.
MAX_SAVE_BYTES = 4 << 20
MAX_HANDS = 5_000  # for games that end at a target score; a fixed length is the game's own
MAX_MOVES = 500_000

# _MIGRATIONS[n] turns a version-n document into a version-(n + 1) one.
_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(ExplainedError):
    """A saved match that cannot be loaded; ``reason`` says why (``str(error)``
    and ``message`` are its text, ``text()`` in the player's language)."""

    def __init__(self, reason: Reason | str):
        super().__init__(reason)
        self.message = str(self)


@dataclass(frozen=True)
class SavedSeat:
    """Who sat where: the player's name or a computer and its level."""

    name: str
    kind: str = "computer"
    level: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class SavedMatch:
    """A loaded save: the match record (replayable), the seats, when it was saved."""

    record: dict[str, Any]
    seats: list[SavedSeat]
    saved_at: str
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def game_id(self) -> str:
        return str(self.record["game"])


# -- writing --------------------------------------------------------------


def save_match(
    path: str | os.PathLike[str],
    record: Mapping[str, Any],
    seats: Iterable[SavedSeat | Mapping[str, Any]],
    extra: Mapping[str, Any] | None = None,
) -> None:
    """Write a match atomically. Raises SaveError (before touching the file)
    if the record or seats would not load back."""
    document = {
        "format": FORMAT_TAG,
        "version": FORMAT_VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "match": dict(record),
        "seats": [_seat_json(seat) for seat in seats],
        "extra": dict(extra or {}),
    }
    _check_shape(document)
    try:
        text = json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise SaveError(Reason.of("save_failed", "The match could not be saved: {problem}.", problem=error)) from None
    write_atomic(path, text + "\n")


def _seat_json(seat: SavedSeat | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(seat, SavedSeat):
        return seat.to_json()
    return dict(seat)


def suggest_save_path(game_name: str, when: datetime | None = None) -> Path:
    """A fresh file name in the saves folder for the Save dialog to propose."""
    moment = when or datetime.now()
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in game_name).strip("-") or "match"
    return paths.saves_dir() / f"{safe} {moment:%Y-%m-%d %H-%M}{SAVE_SUFFIX}"


# -- reading --------------------------------------------------------------


def load_match(path: str | os.PathLike[str]) -> SavedMatch:
    """Read and check a saved match, replaying it once to prove it is playable.

    Raises SaveError with a message for the player when the file is not a save,
    is from a newer version, lacks a field, names a game that is not installed,
    or holds a move the rules refuse.
    """
    source = Path(path)
    try:
        raw = read_capped(source, MAX_SAVE_BYTES)
    except TooLarge as error:
        raise SaveError(_too_large(source.name, error.size)) from None
    except OSError as error:
        raise SaveError(
            Reason.of(
                "save_unopened",
                "{file} could not be opened: {problem}.",
                file=source.name,
                problem=error.strerror or error,
            )
        ) from None
    return parse_match(raw, source.name)


def _too_large(name: str, size: int) -> Reason:
    return Reason.of(
        "save_too_large",
        "{file} is not a Card Table saved game: it is {size} MB, and a saved game is at most {limit} MB.",
        file=name,
        size=megabytes(size),
        limit=megabytes(MAX_SAVE_BYTES),
    )


def parse_match(raw: bytes | str, name: str = N_("The file")) -> SavedMatch:
    """``load_match`` for bytes already read (``name`` is used in messages:
    a file's name, or a text marked with N_ that is translated)."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(_too_large(name, len(raw)))
    try:
        document = parse_json(raw, max_depth=None)
        check_depth(_without_moves(document))  # the moves' shape is checked below, cheaply
    except DamagedJSON:
        raise SaveError(
            Reason.of(
                "save_not_json",
                "{file} is not a Card Table saved game (it is not readable JSON).",
                file=name,
            )
        ) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_TAG:
        raise SaveError(
            Reason.of(
                "save_no_tag",
                "{file} is not a Card Table saved game (its format tag is missing or wrong).",
                file=name,
            )
        )
    document = _migrate(document, name)
    _check_shape(document)
    saved = SavedMatch(
        record=document["match"],
        seats=[SavedSeat(seat["name"], seat["kind"], seat["level"]) for seat in document["seats"]],
        saved_at=document["saved_at"],
        extra=dict(document.get("extra") or {}),
    )
    restore_match(saved)
    return saved


def _without_moves(document: Any) -> Any:
    """The document without its move logs: the part whose nesting is
    measured (the logs may be long; their shape is checked, cheaply, once
    they are counted)."""
    match = document.get("match") if isinstance(document, dict) else None
    if not isinstance(match, dict):
        return document
    return {**document, "match": {key: value for key, value in match.items() if key not in ("hands", "current")}}


def _migrate(document: dict[str, Any], name: str) -> dict[str, Any]:
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(
            Reason.of(
                "save_no_version",
                "{file} has no valid format version ({version}).",
                file=name,
                version=repr(version),
            )
        )
    if version > FORMAT_VERSION:
        raise SaveError(
            Reason.of(
                "save_newer",
                "{file} was saved by a newer Card Table (save format {version}; this version "
                "reads up to {known}). Update Card Table to open it.",
                file=name,
                version=version,
                known=FORMAT_VERSION,
            )
        )
    while version < FORMAT_VERSION:
        step = _MIGRATIONS.get(version)
        if step is None:
            raise SaveError(
                Reason.of(
                    "save_old",
                    "{file} uses save format {version}, which this version cannot convert.",
                    file=name,
                    version=version,
                )
            )
        document = step(dict(document))
        version += 1
        document["version"] = version
    return document


#: What each field of the match holds, as the messages name it.
_MATCH_FIELDS: dict[str, str] = {
    "game": N_("a game id"),
    "players": N_("a number of players"),
    "options": N_("the options"),
    "seed": N_("a seed"),
    "first_dealer": N_("the first dealer"),
    "hands": N_("the finished hands"),
    "current": N_("the hand in progress (or null)"),
}


def _check_shape(document: Mapping[str, Any]) -> None:
    """Check every field the loader relies on, naming the first one that is wrong."""
    for key in ("saved_at", "match", "seats"):
        if key not in document:
            raise SaveError(
                Reason.of(
                    "save_field_missing",
                    "The saved game is incomplete: the field '{key}' is missing.",
                    key=key,
                )
            )
    if not isinstance(document["saved_at"], str):
        raise SaveError(Reason.of("save_date", "The saved game is damaged: 'saved_at' is not a date."))
    if not isinstance(document.get("extra", {}), dict):
        raise SaveError(Reason.of("save_extra", "The saved game is damaged: 'extra' is not an object."))
    match = document["match"]
    if not isinstance(match, dict):
        raise SaveError(Reason.of("save_match", "The saved game is damaged: 'match' is not an object."))
    for key, what in _MATCH_FIELDS.items():
        if key not in match:
            raise SaveError(
                Reason.of(
                    "save_match_field_missing",
                    "The saved game is incomplete: {what} ('match.{key}') is missing.",
                    what=what,
                    key=key,
                )
            )
    _check_length(match)
    problems = {
        "game": isinstance(match["game"], str),
        "players": _is_int(match["players"]) and match["players"] > 0,
        "options": isinstance(match["options"], dict),
        "seed": _is_int(match["seed"]) or isinstance(match["seed"], str),
        "first_dealer": _is_int(match["first_dealer"]),
        "hands": isinstance(match["hands"], list) and all(_is_move_list(h) for h in match["hands"]),
        "current": match["current"] is None or _is_move_list(match["current"]),
    }
    for key, ok in problems.items():
        if not ok:
            raise SaveError(
                Reason.of(
                    "save_match_field",
                    "The saved game is damaged: {what} ('match.{key}') is not valid.",
                    what=_MATCH_FIELDS[key],
                    key=key,
                )
            )
    seats = document["seats"]
    if not isinstance(seats, list) or len(seats) != match["players"]:
        raise SaveError(
            Reason.of(
                "save_seats",
                "The saved game is damaged: it should list {count} seats.",
                count=match["players"],
            )
        )
    for number, seat in enumerate(seats, 1):
        if (
            not isinstance(seat, dict)
            or not all(isinstance(seat.get(key), str) for key in ("name", "kind", "level"))
            or seat["kind"] not in SEAT_KINDS
        ):
            raise SaveError(
                Reason.of(
                    "save_seat",
                    "The saved game is damaged: seat {number} needs a name, a kind (human or computer) and a level.",
                    number=number,
                )
            )
    _check_players(seats)


def _check_length(match: Mapping[str, Any]) -> None:
    """Count the hands and moves before looking at any: a file of millions
    is refused at once (the game's own limit is checked before the replay)."""
    hands = match["hands"]
    if isinstance(hands, list) and len(hands) > MAX_HANDS:
        raise SaveError(
            Reason.of(
                "save_hands_cap",
                "The saved game is damaged: it has {count} hands, and a match has at most {limit}.",
                count=len(hands),
                limit=MAX_HANDS,
            )
        )
    logs = [*hands, match["current"]] if isinstance(hands, list) else []
    moves = sum(len(log) for log in logs if isinstance(log, list))
    if moves > MAX_MOVES:
        raise SaveError(
            Reason.of(
                "save_moves_cap",
                "The saved game is damaged: it has {count} moves, and a match has at most {limit}.",
                count=moves,
                limit=MAX_MOVES,
            )
        )


def _check_players(seats: list[dict[str, Any]]) -> None:
    """One human at most, and every computer at a level this version plays
    with a bounded search (no "master", no "expert@100000")."""
    humans = [number for number, seat in enumerate(seats, 1) if seat["kind"] == "human"]
    if len(humans) > MAX_HUMAN_SEATS:
        raise SaveError(
            Reason.of(
                "save_humans",
                "This saved game has {count} human seats ({seats}); Card Table plays with one "
                "human at the table, so it cannot be continued.",
                count=len(humans),
                seats=", ".join(map(str, humans)),
            )
        )
    for number, seat in enumerate(seats, 1):
        if seat["kind"] != "computer" or not seat["level"]:
            continue  # a computer without a level plays at Normal
        try:
            parse_level(seat["level"])
        except LevelError as error:
            raise SaveError(
                Reason.of(
                    "save_level",
                    "This saved game cannot be played: seat {number} ({name}) has a computer level "
                    "this version cannot use: {problem}.",
                    number=number,
                    name=seat["name"],
                    problem=clause(error),
                )
            ) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_move_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(text, str) for text in value)


# -- replaying ------------------------------------------------------------


def restore_match(saved: SavedMatch) -> Match:
    """Rebuild the match by replaying every saved move through the rules."""
    record = saved.record
    game_id = record["game"]
    games = registry.all_games()
    if game_id not in games:
        installed = ", ".join(sorted(games)) or "none"
        raise SaveError(
            Reason.of(
                "save_no_game",
                "This saved game is a game of '{game}', which is not installed (installed games: {installed}).",
                game=game_id,
                installed=installed,
            )
        )
    game = games[game_id]
    _check_hands_allowed(game, record)
    try:
        return Match.replay(game, record)
    except (IllegalMove, ValueError, KeyError, TypeError, RuntimeError) as error:
        raise SaveError(_replay_failure(game, record, error)) from None


def _check_hands_allowed(game: Any, record: Mapping[str, Any]) -> None:
    """Refuse, before replaying any, more hands than the game's match can
    have (a fixed number of hands, e.g. Barbu's 28)."""
    try:
        players = record["players"]
        rules = game.match_rules(players, game.resolve(players, record["options"]))
    except (ValueError, KeyError, TypeError):
        return  # the replay says what is wrong with the settings
    played = len(record["hands"]) + (record.get("current") is not None)
    if rules.hands is not None and played > rules.hands:
        raise SaveError(
            Reason.of(
                "save_hands_game",
                "The saved {game} match has {count} hands, and a match of {game} has {limit}.",
                game=game.name,
                count=played,
                limit=rules.hands,
            )
        )


def _replay_failure(game: Any, record: Mapping[str, Any], error: Exception) -> Reason:
    """Step through the record again to say which hand and move went wrong."""
    name = game.name
    try:
        match = Match(game, record["players"], record["options"], record["seed"], record["first_dealer"])
    except (ValueError, KeyError, TypeError) as problem:
        return Reason.of(
            "save_settings",
            "The saved {game} match has settings this version does not accept: {problem}.",
            game=name,
            problem=clause(problem),
        )
    logs = [(number, moves, True) for number, moves in enumerate(record["hands"])]
    if record.get("current") is not None:
        logs.append((len(record["hands"]), record["current"], False))
    for number, moves, finished in logs:
        try:
            state = match.deal()
        except RuntimeError:
            return Reason.of(
                "save_too_long",
                "The saved {game} match has more hands than the match allows (hand {hand}).",
                game=name,
                hand=number + 1,
            )
        for index, text in enumerate(moves):
            try:
                state.apply(Move.parse(text))
            except (IllegalMove, ValueError, KeyError, TypeError) as problem:
                return Reason.of(
                    "save_refused",
                    "The saved {game} match does not replay: hand {hand}, move {move} ({text}) is refused: {problem}.",
                    game=name,
                    hand=number + 1,
                    move=index + 1,
                    text=repr(text),
                    problem=clause(problem),
                )
        if finished:
            try:
                match.finish_hand()
            except RuntimeError:
                return Reason.of(
                    "save_unfinished",
                    "The saved {game} match does not replay: hand {hand} stops before its end.",
                    game=name,
                    hand=number + 1,
                )
    return Reason.of(
        "save_no_replay", "The saved {game} match does not replay: {problem}.", game=name, problem=clause(error)
    )


# -- the autosave ---------------------------------------------------------


def autosave_path() -> Path:
    return paths.autosave_path()


def write_autosave(
    record: Mapping[str, Any],
    seats: Iterable[SavedSeat | Mapping[str, Any]],
    extra: Mapping[str, Any] | None = None,
) -> None:
    """Save the match in progress (after every move: it is one small atomic write)."""
    save_match(autosave_path(), record, seats, extra)


def read_autosave() -> tuple[SavedMatch | None, list[Message]]:
    """The match left in progress, if any, and the problems met reading it
    (each a ``Message``: the English text, whose ``text()`` is translated).

    An autosave that cannot be loaded is set aside and reported, so the next
    autosave never overwrites it and the app never fails to start because of it.
    """
    path = autosave_path()
    name = N_("The game in progress")
    try:
        return parse_match(read_capped(path, MAX_SAVE_BYTES), name), []
    except FileNotFoundError:
        return None, []
    except TooLarge as error:
        return None, [_set_autosave_aside(path, _too_large(name, error.size))]
    except OSError as error:
        return None, [
            Message(
                Reason.of(
                    "autosave_unopened",
                    "The game in progress could not be opened ({problem}).",
                    problem=error.strerror or error,
                )
            )
        ]
    except SaveError as error:
        return None, [_set_autosave_aside(path, error.reason or str(error))]


def _set_autosave_aside(path: Path, said: Reason | str) -> Message:
    """Move the autosave that cannot be loaded out of the way, and say so."""
    try:
        moved = set_aside(path)
    except OSError as problem:
        return Message(
            Reason.of(
                "autosave_stuck",
                "The game in progress could not be restored: {problem} It could not be set aside ({reason}).",
                problem=said,
                reason=problem,
            )
        )
    return Message(
        Reason.of(
            "autosave_set_aside",
            "The game in progress could not be restored: {problem} The file was set aside as {moved}.",
            problem=said,
            moved=moved,
        )
    )


def clear_autosave() -> None:
    """Forget the match in progress (it was finished or abandoned)."""
    autosave_path().unlink(missing_ok=True)
