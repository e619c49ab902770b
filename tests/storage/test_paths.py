"""The app's folders come from platformdirs unless CARDTABLE_HOME moves them."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.storage import paths


def test_cardtable_home_holds_config_and_data(home: Path) -> None:
    assert paths.config_dir() == home.resolve() / "config"
    assert paths.data_dir() == home.resolve() / "data"
    assert paths.settings_path().parent == paths.config_dir()
    for path in (paths.statistics_path(), paths.autosave_path(), paths.saves_dir()):
        assert path.parent == paths.data_dir()


def test_computing_paths_creates_nothing(home: Path) -> None:
    paths.settings_path(), paths.statistics_path(), paths.autosave_path(), paths.saves_dir()
    assert not home.exists()


@pytest.mark.parametrize("value", [None, "", "   "])
def test_without_the_variable_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    if value is None:
        monkeypatch.delenv(paths.HOME_VARIABLE)
    else:
        monkeypatch.setenv(paths.HOME_VARIABLE, value)
    monkeypatch.setattr(paths.platformdirs, "user_config_dir", lambda app, appauthor: f"/cfg/{app}")
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda app, appauthor: f"/data/{app}")
    assert paths.config_dir() == Path("/cfg/cardtable")
    assert paths.data_dir() == Path("/data/cardtable")
