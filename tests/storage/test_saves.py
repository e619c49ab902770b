"""Saved matches round-trip through the rules, every bad file is refused with
a message for the player, and a bad autosave is set aside, never lost."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.storage import saves
from cardtable.storage.saves import (
    SavedMatch,
    SavedSeat,
    SaveError,
    clear_autosave,
    load_match,
    read_autosave,
    restore_match,
    save_match,
    write_autosave,
)

SEATS = [
    SavedSeat("Ada", "human", ""),
    SavedSeat("West", "computer", "normal"),
    SavedSeat("North", "computer", "hard"),
    SavedSeat("East", "computer", "normal"),
]


def _hearts_match(moves_into_second_hand: int = 10) -> Match:
    """One finished hand of Hearts and a few moves of the next, played at random."""
    match = Match(get_game("hearts"), 4, seed=7)
    rng = random.Random(1)
    state = match.deal()
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    match.finish_hand()
    state = match.deal()
    for _ in range(moves_into_second_hand):
        state.apply(rng.choice(state.legal_moves()))
    return match


@pytest.fixture
def match() -> Match:
    return _hearts_match()


def _document(match: Match) -> dict[str, Any]:
    return {
        "format": "cardtable-match",
        "version": 1,
        "saved_at": "2025-01-01T12:00:00+00:00",
        "match": match.record(),
        "seats": [seat.to_json() for seat in SEATS],
        "extra": {},
    }


def _write(path: Path, document: Any) -> Path:
    path.write_text(json.dumps(document))
    return path


def test_round_trip_replays_the_same_match(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.cardtable"
    save_match(path, match.record(), SEATS, extra={"preset": ""})
    saved = load_match(path)
    assert saved.record == match.record()
    assert saved.seats == SEATS
    assert saved.extra == {"preset": ""}
    assert saved.game_id == "hearts"
    assert datetime.fromisoformat(saved.saved_at).tzinfo is not None
    restored = restore_match(saved)
    assert restored.record() == match.record()
    assert restored.scores == match.scores
    assert restored.state is not None and match.state is not None
    assert restored.state.view(0) == match.state.view(0)
    assert restored.state.legal_moves() == match.state.legal_moves()


def test_the_file_is_the_documented_json(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.cardtable"
    save_match(path, match.record(), [seat.to_json() for seat in SEATS])
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "version", "saved_at", "match", "seats", "extra"}
    assert (data["format"], data["version"], data["extra"]) == ("cardtable-match", 1, {})
    assert data["match"] == match.record()
    assert data["seats"][0] == {"name": "Ada", "kind": "human", "level": ""}


def test_a_match_between_hands_and_a_fresh_match_round_trip(tmp_path: Path) -> None:
    for match in (Match(get_game("hearts"), 4, seed="fresh"), _hearts_match(0)):
        match.state = None if match.hand_number == 0 else match.state
        path = tmp_path / "m.cardtable"
        save_match(path, match.record(), SEATS)
        assert restore_match(load_match(path)).record() == match.record()


def _tampered(match: Match, change) -> dict[str, Any]:
    document = _document(match)
    change(document)
    return document


def _walk(document: Any, keys: list[str]) -> Any:
    for key in keys:
        document = document[int(key)] if isinstance(document, list) else document[key]
    return document


def _delete(path: str):
    def change(document: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        del _walk(document, parents)[last]

    return change


def _set(path: str, value: Any):
    def change(document: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = _walk(document, parents)
        target[int(last) if isinstance(target, list) else last] = value

    return change


def _illegal_current_move(document: dict[str, Any]) -> None:
    # the first move of the hand in progress is a pass; a second pass of the same card is refused
    current = document["match"]["current"]
    current[1] = current[0]


def _three_players(document: dict[str, Any]) -> None:
    document["match"]["players"] = 3
    document["seats"] = document["seats"][:3]


def _cut_first_hand(document: dict[str, Any]) -> None:
    document["match"]["hands"][0] = document["match"]["hands"][0][:-4]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_set("format", "something-else"), "is not a Card Table saved game (its format tag is missing or wrong)"),
        (_delete("format"), "format tag is missing or wrong"),
        (_set("version", 2), "was saved by a newer Card Table (save format 2; this version reads up to 1)"),
        (_set("version", "one"), "has no valid format version ('one')"),
        (_delete("match"), "the field 'match' is missing"),
        (_delete("seats"), "the field 'seats' is missing"),
        (_delete("saved_at"), "the field 'saved_at' is missing"),
        (_delete("match.hands"), "the finished hands ('match.hands') is missing"),
        (_delete("match.seed"), "a seed ('match.seed') is missing"),
        (_set("match.players", "four"), "a number of players ('match.players') is not valid"),
        (_set("match.current", "play QS"), "('match.current') is not valid"),
        (_set("seats", [seat.to_json() for seat in SEATS[:3]]), "it should list 4 seats"),
        (_set("seats", [{"name": "x", "kind": "robot", "level": ""}] * 4), "seat 1 needs a name, a kind"),
        (_set("match.game", "pinochle"), "a game of 'pinochle', which is not installed (installed games: "),
        (_three_players, "settings this version does not accept: Hearts is for 4 players, not 3"),
        (_set("match.options", {"target": "lots"}), "settings this version does not accept"),
        (_illegal_current_move, "does not replay: hand 2, move 2 ("),
        (_set("match.current", ["pass 2C", "dance QS"]), "hand 2, move 1 ('pass 2C') is refused"),
        (_cut_first_hand, "hand 1 stops before its end"),
        (
            _set("seats.1.level", "master"),
            "seat 2 (West) has a computer level this version cannot use: there is "
            "no computer level 'master' (levels: random, easy, normal, hard, expert",
        ),
        (
            _set("seats.2.level", "expert@100000"),
            "seat 3 (North) has a computer level this version cannot use: "
            "the level 'expert@100000' needs a time scale between 0.01 and 10",
        ),
        (_set("seats.3.level", "hard#0"), "the level 'hard#0' needs a number of iterations between 1 and 100000"),
        (_set("seats.3.level", "hard@nan"), "the level 'hard@nan' needs a time scale between"),
        (
            _set("seats.2.kind", "human"),
            "This saved game has 2 human seats (1, 3); Card Table plays with one human "
            "at the table, so it cannot be continued.",
        ),
    ],
)
def test_every_bad_save_is_refused_with_a_clear_message(tmp_path: Path, match: Match, change, message: str) -> None:
    path = _write(tmp_path / "bad.cardtable", _tampered(match, change))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert message in str(caught.value)
    assert ".." not in str(caught.value)
    assert caught.value.message == str(caught.value)


def test_an_illegal_move_names_the_hand_the_move_and_the_rule(tmp_path: Path, match: Match) -> None:
    document = _document(match)
    first_hand = document["match"]["hands"][0]
    plays = [index for index, text in enumerate(first_hand) if text.startswith("play")]
    first_hand[plays[0]] = "play AH"  # the two of clubs leads the first trick
    path = _write(tmp_path / "bad.cardtable", document)
    with pytest.raises(SaveError, match=rf"hand 1, move {plays[0] + 1} \('play AH'\) is refused: \S"):
        load_match(path)


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"", b"[]", b"42"])
def test_a_file_that_is_not_a_save(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.cardtable"
    path.write_bytes(content)
    with pytest.raises(SaveError, match="bad.cardtable is not a Card Table saved game"):
        load_match(path)


@pytest.mark.parametrize("depth", [65, 5_000, 200_000])
def test_a_file_nested_too_deep_is_not_a_save(tmp_path: Path, match: Match, depth: int) -> None:
    """json.loads raises RecursionError, not ValueError, at a few thousand levels."""
    document = _document(match)
    text = json.dumps(document).replace('"extra": {}', '"extra": {"x": ' + "[" * depth + "]" * depth + "}")
    path = tmp_path / "deep.cardtable"
    path.write_text(text)
    with pytest.raises(SaveError, match="deep.cardtable is not a Card Table saved game .it is not readable JSON"):
        load_match(path)
    assert path.read_text() == text


def test_a_seat_of_any_known_level_loads(tmp_path: Path, match: Match) -> None:
    levels = ["random", "hard@0.5", "expert#200"]
    seats = [SEATS[0], *(SavedSeat(seat.name, "computer", level) for seat, level in zip(SEATS[1:], levels))]
    path = tmp_path / "game.cardtable"
    save_match(path, match.record(), seats)
    assert load_match(path).seats == seats


def test_save_refuses_a_second_human_or_an_unknown_level_before_touching_the_file(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.cardtable"
    path.write_text("previous")
    with pytest.raises(SaveError, match="2 human seats"):
        save_match(path, match.record(), [SEATS[0], SavedSeat("Bea", "human"), *SEATS[2:]])
    with pytest.raises(SaveError, match="'master'"):
        save_match(path, match.record(), [*SEATS[:3], SavedSeat("East", "computer", "master")])
    assert path.read_text() == "previous"


def test_a_huge_file_is_refused_without_being_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.cardtable"
    with path.open("wb") as stream:
        stream.truncate(saves.MAX_SAVE_BYTES + 1)  # sparse: no disk used
    monkeypatch.setattr(saves, "parse_json", lambda *a, **k: pytest.fail("the file was parsed"))
    with pytest.raises(
        SaveError,
        match=r"huge.cardtable is not a Card Table saved game: it is 4.1 MB, and a saved "
        r"game is at most 4 MB\.",
    ):
        load_match(path)


def test_millions_of_hands_are_refused_before_any_is_looked_at(tmp_path: Path, match: Match) -> None:
    document = _document(match)
    document["match"]["hands"] = [None] * (saves.MAX_HANDS + 1)  # not even move lists
    path = _write(tmp_path / "long.cardtable", document)
    with pytest.raises(
        SaveError, match=f"it has {saves.MAX_HANDS + 1} hands, and a match has at most {saves.MAX_HANDS}"
    ):
        load_match(path)


def test_too_many_moves_are_refused_before_the_replay(
    tmp_path: Path, match: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(saves, "MAX_MOVES", 100)
    monkeypatch.setattr(saves.Match, "replay", lambda *a: pytest.fail("the match was replayed"))
    document = _document(match)
    document["match"]["current"] = ["pass 2C"] * 101
    count = len(document["match"]["hands"][0]) + 101
    path = _write(tmp_path / "long.cardtable", document)
    with pytest.raises(SaveError, match=f"it has {count} moves, and a match has at most 100"):
        load_match(path)


def test_more_hands_than_the_game_plays_are_refused_before_the_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Barbu is 28 hands: a 29th (even an empty one) cannot be."""
    game = get_game("barbu")
    record = Match(game, 4, seed=1).record()
    record["hands"] = [[] for _ in range(29)]
    document = {**_document(Match(game, 4, seed=1)), "match": record}
    monkeypatch.setattr(saves.Match, "replay", lambda *a: pytest.fail("the match was replayed"))
    path = _write(tmp_path / "long.cardtable", document)
    with pytest.raises(SaveError, match="The saved Barbu match has 29 hands, and a match of Barbu has 28"):
        load_match(path)


def test_a_file_that_cannot_be_opened(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="nothing.cardtable could not be opened"):
        load_match(tmp_path / "nothing.cardtable")


def test_save_refuses_bad_seats_before_touching_the_file(tmp_path: Path, match: Match) -> None:
    path = tmp_path / "game.cardtable"
    path.write_text("previous")
    with pytest.raises(SaveError, match="seat 2"):
        save_match(path, match.record(), [SEATS[0], {"name": "x", "kind": "alien", "level": ""}, *SEATS[2:]])
    with pytest.raises(SaveError, match="4 seats"):
        save_match(path, match.record(), SEATS[:2])
    assert path.read_text() == "previous"


# -- migrations ------------------------------------------------------------


def test_migrations_run_in_order_from_the_file_version(
    tmp_path: Path, match: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.cardtable"
    save_match(path, match.record(), SEATS)  # a version-1 file
    calls: list[int] = []

    def one_to_two(document: dict[str, Any]) -> dict[str, Any]:
        calls.append(document["version"])
        document["extra"] = {"steps": ["1->2"]}
        return document

    def two_to_three(document: dict[str, Any]) -> dict[str, Any]:
        calls.append(document["version"])
        document["extra"]["steps"].append("2->3")
        return document

    monkeypatch.setattr(saves, "FORMAT_VERSION", 3)
    monkeypatch.setattr(saves, "_MIGRATIONS", {1: one_to_two, 2: two_to_three})
    saved = load_match(path)
    assert calls == [1, 2]
    assert saved.extra == {"steps": ["1->2", "2->3"]}
    assert saved.record == match.record()


def test_a_missing_migration_is_a_clear_error(tmp_path: Path, match: Match, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.cardtable"
    save_match(path, match.record(), SEATS)
    monkeypatch.setattr(saves, "FORMAT_VERSION", 2)
    with pytest.raises(SaveError, match="uses save format 1, which this version cannot convert"):
        load_match(path)


def test_the_current_version_needs_no_migration() -> None:
    assert saves._MIGRATIONS == {} or max(saves._MIGRATIONS) == saves.FORMAT_VERSION - 1


# -- the autosave ------------------------------------------------------------


def test_autosave_lives_in_the_data_folder(home: Path) -> None:
    assert saves.autosave_path().is_relative_to(home.resolve() / "data")


def test_autosave_round_trip_and_clear(match: Match) -> None:
    assert read_autosave() == (None, [])
    write_autosave(match.record(), SEATS)
    saved, problems = read_autosave()
    assert problems == []
    assert isinstance(saved, SavedMatch)
    assert restore_match(saved).record() == match.record()
    clear_autosave()
    assert read_autosave() == (None, [])
    clear_autosave()  # clearing twice is harmless


@pytest.mark.parametrize("content", [b'{"format": "cardtable-match", "vers', b"\x00\x01binary"])
def test_a_corrupt_autosave_is_set_aside_and_reported(content: bytes, match: Match) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    saved, problems = read_autosave()
    assert saved is None
    aside = sorted(path.parent.glob("autosave.json.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == content
    assert not path.exists()
    assert len(problems) == 1
    assert "could not be restored" in problems[0] and str(aside[0]) in problems[0]
    # the next autosave writes a new file and leaves the set-aside one alone
    write_autosave(match.record(), SEATS)
    assert read_autosave()[0] is not None
    assert aside[0].read_bytes() == content


@pytest.mark.parametrize("depth", [65, 200_000])
def test_a_deeply_nested_autosave_is_set_aside_and_reported(depth: int) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    content = ("[" * depth + "]" * depth).encode()
    path.write_bytes(content)
    saved, problems = read_autosave()
    assert saved is None
    [aside] = path.parent.glob("autosave.json.corrupt-*")
    assert aside.read_bytes() == content
    assert problems == [
        "The game in progress could not be restored: The game in progress is not a Card Table saved game (it is "
        f"not readable JSON). The file was set aside as {aside}."
    ]


def test_a_huge_autosave_is_set_aside_and_reported() -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as stream:
        stream.truncate(saves.MAX_SAVE_BYTES * 2)
    saved, problems = read_autosave()
    assert saved is None
    [aside] = path.parent.glob("autosave.json.corrupt-*")
    assert aside.stat().st_size == saves.MAX_SAVE_BYTES * 2
    assert "it is 8 MB, and a saved game is at most 4 MB" in problems[0] and str(aside) in problems[0]


def test_an_autosave_with_an_unknown_level_is_set_aside(match: Match) -> None:
    document = _document(match)
    document["seats"][1]["level"] = "master"
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(document))
    saved, problems = read_autosave()
    assert saved is None
    assert "no computer level 'master'" in problems[0]
    assert len(list(path.parent.glob("autosave.json.corrupt-*"))) == 1


def test_an_autosave_that_no_longer_replays_is_set_aside(match: Match) -> None:
    document = _document(match)
    document["match"]["current"] = ["dance QS"]
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    content = json.dumps(document).encode()
    path.write_bytes(content)
    saved, problems = read_autosave()
    assert saved is None
    assert "hand 2, move 1 ('dance QS')" in problems[0]
    [aside] = path.parent.glob("autosave.json.corrupt-*")
    assert aside.read_bytes() == content


def test_suggested_save_names_are_in_the_saves_folder() -> None:
    path = saves.suggest_save_path("Crazy Eights / 2", datetime(2025, 3, 4, 5, 6))
    assert path.parent == saves.paths.saves_dir()
    assert path.name == "Crazy-Eights---2 2025-03-04 05-06.cardtable"
