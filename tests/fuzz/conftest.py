"""Fuzz tests of every file the app reads, on a small budget so CI stays fast.

Each test feeds damaged or hostile content to one loader and checks the one
promise every loader makes: it never raises past itself (the player gets a
message), and a file it could not use is set aside, never overwritten.
``CARDTABLE_FUZZ_EXAMPLES`` raises the budget for a longer hunt."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from cardtable.storage import paths

settings.register_profile(
    "fuzz",
    max_examples=int(os.environ.get("CARDTABLE_FUZZ_EXAMPLES", "40")),
    deadline=None,
    derandomize=True,  # the same examples in every CI run: a failure can be reproduced
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
FUZZ = settings.get_profile("fuzz")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    return folder
