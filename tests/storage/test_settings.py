"""Settings never stop the app: missing gives defaults, corrupt is set aside
and reported, one bad value costs only that value, and nothing a newer
version wrote is lost when this one saves."""

from __future__ import annotations

import base64
import json
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from cardtable.storage import paths
from cardtable.storage.settings import (
    RECENT_GAMES_MAX,
    SETTINGS_MAX_BYTES,
    Settings,
    SettingsNotSaved,
    load_settings,
    save_settings,
    setting_fields,
)


def _aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("settings.json.corrupt-*"))


def test_a_missing_file_gives_defaults_silently(home: Path) -> None:
    settings, problems = load_settings()
    assert settings == Settings()
    assert problems == []
    assert not home.exists()


def test_defaults() -> None:
    settings = Settings()
    assert (settings.card_theme, settings.animation_speed, settings.player_name) == ("builtin", "normal", "You")
    assert settings.computer_level == "normal"
    assert settings.show_hints and settings.confirm_new_game
    assert not (settings.four_colour or settings.sound or settings.large_cards or settings.high_contrast)
    assert settings.recent_games == [] and settings.language == "" and settings.window_geometry == ""
    assert Settings().recent_games is not settings.recent_games


def test_round_trip_through_the_default_path() -> None:
    settings = Settings(
        card_theme="kde:oxygen",
        four_colour=True,
        animation_speed="instant",
        sound=True,
        language="fr",
        player_name="Ada",
        computer_level="hard",
        show_hints=False,
        window_geometry=base64.b64encode(b"\x01\xd9\xd0\xcb geometry").decode(),
        large_cards=True,
        high_contrast=True,
        confirm_new_game=False,
        card_back="red",
        table_felt="picture",
        export_folder="/home/ada/Scores",
    )
    paths.data_dir().joinpath("pictures").mkdir(parents=True)
    paths.data_dir().joinpath("pictures", "table-felt.png").write_bytes(b"png")
    settings.remember_game("cribbage")
    settings.remember_game("hearts")
    save_settings(settings)
    data = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert data["version"] == 1
    loaded, problems = load_settings()
    assert problems == []
    assert loaded == settings
    # every field was changed from its default, so every field really round-trips
    assert all(getattr(loaded, f.name) != getattr(Settings(), f.name) for f in setting_fields())
    assert {f.name for f in fields(Settings)} - {f.name for f in setting_fields()} == {"kept"}


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2, 3]", b"\xff\xfe\x00garbage", b""])
def test_a_corrupt_file_is_set_aside_and_reported(content: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problems = load_settings()
    assert settings == Settings()
    assert len(problems) == 1
    aside = _aside_files(path.parent)
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert problems[0] == (f"Your settings file could not be read and was set aside as {aside[0]}; defaults are used.")
    assert not path.exists()
    # saving afterwards writes a new file and leaves the set-aside one alone
    save_settings(settings)
    assert load_settings() == (Settings(), [])
    assert aside[0].read_bytes() == content


def test_a_bad_value_costs_only_that_key(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "animation_speed": "warp",
                "sound": 1,
                "player_name": "Ada",
                "four_colour": True,
                "recent_games": "hearts",
                "window_geometry": "not base64!",
            }
        )
    )
    settings, problems = load_settings(path)
    assert settings.animation_speed == "normal"
    assert settings.sound is False
    assert settings.recent_games == []
    assert settings.window_geometry == ""
    assert settings.player_name == "Ada" and settings.four_colour is True
    assert len(problems) == 4
    assert any("'animation_speed'" in p and '"warp"' in p and '"normal"' in p for p in problems)
    assert any("'sound'" in p for p in problems)
    assert path.exists() and not _aside_files(tmp_path)


def test_unknown_keys_and_newer_versions_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"version": 7, "from_the_future": [1], "sound": True}))
    settings, problems = load_settings(path)
    assert problems == []
    assert settings.sound is True
    settings.animation_speed = "fast"
    save_settings(settings, path)
    data = json.loads(path.read_text())
    assert data["from_the_future"] == [1] and data["version"] == 7
    assert data["animation_speed"] == "fast" and data["sound"] is True


def test_an_unusable_value_is_written_back_until_the_setting_is_changed(tmp_path: Path) -> None:
    """A newer version's level ("master") falls back to Normal, with a message
    said once (not at every start), and stays in the file for that version,
    until the player picks a level."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"computer_level": "master", "player_name": "Ada"}))
    settings, problems = load_settings(path)
    assert settings.computer_level == "normal"
    assert problems == [
        "The setting 'computer_level' had an unusable value (\"master\": expected one of random, easy, normal, "
        'hard, expert, heuristic); the default ("normal") is used.'
    ]
    save_settings(settings, path)
    assert json.loads(path.read_text())["computer_level"] == "master"
    assert load_settings(path) == (settings, [])
    save_settings(load_settings(path)[0], path)
    assert json.loads(path.read_text())["computer_level"] == "master"
    assert load_settings(path) == (settings, [])
    data = json.loads(path.read_text())
    data["computer_level"] = "grandmaster"  # another value: said again
    path.write_text(json.dumps(data))
    assert len(load_settings(path)[1]) == 1
    settings.computer_level = "hard"
    save_settings(settings, path)
    assert json.loads(path.read_text())["computer_level"] == "hard"
    assert load_settings(path) == (settings, [])


@pytest.mark.parametrize("level", ["master", "expert@100000", "hard#5", "", 3])
def test_a_level_this_version_cannot_play_is_not_used(tmp_path: Path, level: object) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"computer_level": level}))
    settings, problems = load_settings(path)
    assert settings.computer_level == "normal"
    assert len(problems) == 1 and "'computer_level'" in problems[0]


@pytest.mark.parametrize("depth", [65, 5_000, 200_000])
def test_a_file_nested_too_deep_is_set_aside_and_reported(depth: int) -> None:
    """Deep nesting raises RecursionError (not a ValueError) in json.loads; a
    value deeper than the app ever writes could not be written back either."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    content = ('{"sound": true, "future": ' + "[" * depth + "]" * depth + "}").encode()
    path.write_bytes(content)
    settings, problems = load_settings()
    assert settings == Settings()
    [aside] = _aside_files(path.parent)
    assert aside.read_bytes() == content
    assert problems == [f"Your settings file could not be read and was set aside as {aside}; defaults are used."]


def test_a_file_nested_as_deep_as_the_app_allows_still_loads_and_saves(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"future": ' + "[" * 63 + "]" * 63 + "}")
    settings, problems = load_settings(path)
    assert problems == []
    save_settings(settings, path)
    assert json.loads(path.read_text())["future"] == json.loads("[" * 63 + "]" * 63)


def test_a_huge_file_is_set_aside_without_being_read() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    with path.open("wb") as stream:
        stream.truncate(SETTINGS_MAX_BYTES + 1)  # sparse: no disk used
    settings, problems = load_settings()
    assert settings == Settings()
    [aside] = _aside_files(path.parent)
    assert aside.stat().st_size == SETTINGS_MAX_BYTES + 1
    assert "set aside" in problems[0]


def test_a_failed_save_says_where_and_why(tmp_path: Path) -> None:
    """A read-only or missing configuration folder is an OSError that names
    the folder and the system's reason, for the Settings dialog to show."""
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(SettingsNotSaved) as caught:
        save_settings(Settings(player_name="Ada"), blocker / "cardtable" / "settings.json")
    assert isinstance(caught.value, OSError)
    assert str(caught.value).startswith(f"Your settings could not be saved in {blocker / 'cardtable'}: ")
    assert caught.value.reason is not None and caught.value.text() == str(caught.value)
    assert blocker.read_text() == "a file where the folder should be"


def test_remember_game_keeps_the_most_recent_first() -> None:
    settings = Settings()
    for game in ["a", "b", "c", "a"]:
        settings.remember_game(game)
    assert settings.recent_games == ["a", "c", "b"]
    assert settings.last_game == "a"
    for number in range(20):
        settings.remember_game(f"g{number}")
    assert len(settings.recent_games) == RECENT_GAMES_MAX
    assert settings.recent_games[0] == "g19"
    assert settings.last_game == "g19"


def test_recent_games_from_disk_are_deduplicated_and_capped(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"recent_games": ["x", "x", *[f"g{n}" for n in range(12)]]}))
    settings, problems = load_settings(path)
    assert problems == []
    assert settings.recent_games == ["x", *[f"g{n}" for n in range(7)]]


def test_saving_over_a_file_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.json"
    save_settings(Settings(player_name="Old"), path)
    monkeypatch.setattr("os.replace", lambda *a: (_ for _ in ()).throw(OSError("no space")))
    with pytest.raises(OSError):
        save_settings(Settings(player_name="New"), path)
    assert load_settings(path)[0].player_name == "Old"
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)
_keys = st.sampled_from([f.name for f in fields(Settings)]) | st.text(max_size=10)


@hypothesis_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(_keys, _json, max_size=8))
def test_any_json_object_loads_to_valid_settings(tmp_path: Path, data: dict) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    loaded, problems = load_settings(path)
    assert isinstance(loaded, Settings)
    assert len(problems) <= len(data)
    # what was used survives a save and a load; what was not is written back
    # as it was, and not said again
    save_settings(loaded, path)
    assert load_settings(path) == (loaded, [])
    written = json.loads(path.read_text())
    assert set(data) <= set(written)
    for key, value in data.items():
        if key in loaded.kept:
            assert written[key] == value


def test_the_card_back_and_felt_pictures_are_used_while_they_are_kept(tmp_path: Path) -> None:
    """Issue 14: "picture" is kept while the picture is in the data folder; a
    picture gone falls back to ours, said once, and the choice stays in the
    file so the picture is used again if it comes back."""
    from cardtable.storage import pictures

    path = tmp_path / "s.json"
    path.write_text(json.dumps({"card_back": "picture", "table_felt": "picture"}))
    pictures.pictures_dir().mkdir(parents=True)
    pictures.stored_path("back").write_bytes(b"png")
    settings, problems = load_settings(path)
    assert (settings.card_back, settings.table_felt) == ("picture", "felt")
    assert problems == [
        "The setting 'table_felt' had an unusable value (\"picture\": your picture "
        f'{pictures.stored_path("felt")} is missing); the default ("felt") is used.'
    ]
    save_settings(settings, path)
    assert json.loads(path.read_text())["table_felt"] == "picture"
    assert load_settings(path) == (settings, [])
    pictures.stored_path("felt").write_bytes(b"png")
    assert load_settings(path)[0].table_felt == "picture"


@pytest.mark.parametrize("value", ["purple", "../../etc/passwd", 3, None])
def test_a_card_back_that_is_not_ours_or_a_picture_is_not_used(tmp_path: Path, value: object) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"card_back": value}))
    settings, problems = load_settings(path)
    assert settings.card_back == "blue"
    assert len(problems) == 1 and "'card_back'" in problems[0]
