"""The ``cardtable`` command line (cardtable.app): --version, --help, --list,
the argument errors, ``python -m cardtable``, and one offscreen start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import __version__
from cardtable.app import main
from cardtable.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent


def _exit(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    out, err = capsys.readouterr()
    return int(stopped.value.code or 0), out, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _exit(["--version"], capsys)
    assert code == 0 and out.strip() == f"cardtable {__version__}"


def test_help_lists_the_options_and_hides_the_smoke_test_ones(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _exit(["--help"], capsys)
    assert code == 0
    for option in (
        "--game ID",
        "--players N",
        "--preset P",
        "--option KEY=VALUE",
        "--list",
        "--text",
        "--sheets",
        "--install-desktop-entry",
        "--uninstall-desktop-entry",
    ):
        assert option in out
    for game_id in all_games():
        assert game_id in out
    assert "--quit-after" not in out and "--screenshot" not in out


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(all_games())
    assert any("presets:" in line for line in lines)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--game", "no_such_game"], "no game 'no_such_game'"),
        (["--game", "hearts", "--players", "3"], "not 3"),
        (["--game", "hearts", "--preset", "nope"], "no preset"),
        (["--game", "hearts", "--option", "nonsense"], "KEY=VALUE"),
        (["--game", "hearts", "--option", "no_such_option=1"], "no option"),
        (["--players", "3"], "--players needs --game ID"),
        (["--preset", "joker", "--seed", "7"], "--preset, --seed need --game ID"),
        (["--game", "hearts", "--screenshot", "x.png"], "--screenshot needs --quit-after"),
        (["--game", "hearts", "--quit-after", "-5"], "must not be negative"),
        (["--players", "many"], "argument --players: not a whole number: 'many'"),
        (["--game", "hearts", "--players", "0"], "argument --players: must be 1 or more, not 0"),
        (["--game", "hearts", "--seed", "caf\udce9"], "argument --seed: the seed is not valid UTF-8 text"),
        (["--text", "--game", "hearts", "--seed", "caf\udce9"], "the seed is not valid UTF-8 text"),
        (["--install-desktop-entry", "--uninstall-desktop-entry"], "not allowed with"),
        (["--no-such-flag"], "unrecognized arguments"),
    ],
)
def test_argument_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _exit(argv, capsys)
    assert code == 2
    assert message in err
    assert err.startswith("usage: cardtable")


def test_python_m_cardtable() -> None:
    done = subprocess.run([sys.executable, "-m", "cardtable", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"cardtable {__version__}"


def test_the_window_opens_a_game_and_quits_with_a_screenshot(tmp_path: Path) -> None:
    """What scripts/build-bundle.sh does with the bundle, here from the source."""
    pytest.importorskip("PySide6.QtWidgets")
    shot = tmp_path / "hearts.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardtable",
            "--game",
            "hearts",
            "--seed",
            "1",
            "--quit-after",
            "1500",
            "--screenshot",
            str(shot),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert shot.read_bytes().startswith(b"\x89PNG") and shot.stat().st_size > 10_000
    assert f"saved {shot}" in done.stdout


@pytest.mark.parametrize(
    "content, aside",
    [
        ('{"computer_level": "master", "from_a_newer_version": 1}', False),
        ('{"computer_level": "expert@100000"}', False),
        ("[" * 100_000 + "]" * 100_000, True),
    ],
)
def test_the_window_starts_whatever_the_settings_file_holds(tmp_path: Path, content: str, aside: bool) -> None:
    """An unknown level used to end ``cardtable --game hearts`` with a
    traceback, and a deeply nested file (RecursionError) every start."""
    pytest.importorskip("PySide6.QtWidgets")
    home = tmp_path / "home"
    settings = home / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(content)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "--game", "hearts", "--seed", "1", "--quit-after", "1500"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    kept = list(settings.parent.glob("settings.json.corrupt-*"))
    if aside:
        assert [path.read_text() for path in kept] == [content]
    else:
        assert settings.read_text() == content and not kept
