"""The screenshots tool runs offscreen as a smoke test of every screen of a game
and of the score sheets window."""

from __future__ import annotations

import os
import subprocess
import sys


def test_the_screenshots_tool_renders_every_screen_of_a_game(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.tools.screenshots", str(tmp_path / "shots"), "--games", "hearts"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    names = sorted(path.name for path in (tmp_path / "shots").iterdir())
    assert names == [
        "chooser.png",
        "entry_blank.png",
        "entry_filled.png",
        "entry_refused.png",
        "hearts-end.png",
        "hearts-mid.png",
        "hearts-sheet.png",
        "hearts-start.png",
        "new_sheet.png",
        "sheets_window.png",
        "sheets_window_over.png",
    ]
    assert all((tmp_path / "shots" / name).stat().st_size > 5000 for name in names)
