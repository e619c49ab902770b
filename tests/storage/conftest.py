"""Every storage test runs with CARDTABLE_HOME in a temporary folder, so no
test can touch the real config or data folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.storage import paths


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    return folder
