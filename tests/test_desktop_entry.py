"""cardtable --install-desktop-entry / --uninstall-desktop-entry
(cardtable.desktop_entry), always into a temporary XDG data folder."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import desktop_entry
from cardtable.desktop_entry import APP_ID, ICON_THEME

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def _desktop_keys(path: Path) -> dict[str, str]:
    keys = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            keys[key] = value
    return keys


def test_data_home_follows_xdg_and_ignores_a_relative_value(tmp_path: Path) -> None:
    assert desktop_entry.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert desktop_entry.data_home({"XDG_DATA_HOME": "relative/share"}) == Path.home() / ".local" / "share"
    assert desktop_entry.data_home({}) == Path.home() / ".local" / "share"


def test_install_writes_the_entry_icons_and_metainfo(home: Path) -> None:
    outcome = desktop_entry.install(command=["/opt/card table/bin/cardtable"], run_tools=False)
    entry = home / "applications" / f"{APP_ID}.desktop"
    metainfo = home / "metainfo" / f"{APP_ID}.metainfo.xml"
    icons = [home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in SIZES]
    svg = home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert set(outcome.written) == {entry, metainfo, svg, *icons}
    assert all(path.is_file() for path in outcome.written)
    keys = _desktop_keys(entry)
    assert keys["Exec"] == '"/opt/card table/bin/cardtable"'
    assert keys["TryExec"] == "/opt/card table/bin/cardtable"
    assert keys["Icon"] == APP_ID
    assert "Path" not in keys
    assert icons[0].read_bytes() == (ICON_THEME / "16x16" / "apps" / f"{APP_ID}.png").read_bytes()
    assert not list(home.rglob("*.tmp")), "a temporary file was left behind"
    assert any(line.startswith(f"wrote {entry}") for line in outcome.lines())


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_the_written_entry_is_valid(home: Path) -> None:
    desktop_entry.install(
        command=["/usr/bin/python3", "-m", "cardtable"], folder=Path("/srv/card table"), run_tools=False
    )
    entry = home / "applications" / f"{APP_ID}.desktop"
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert _desktop_keys(entry)["Path"] == "/srv/card table"


def test_install_twice_then_uninstall_removes_exactly_its_files(home: Path) -> None:
    desktop_entry.install(command=["/usr/bin/cardtable"], run_tools=False)
    desktop_entry.install(command=["/usr/local/bin/cardtable"], run_tools=False)
    assert _desktop_keys(home / "applications" / f"{APP_ID}.desktop")["Exec"] == "/usr/local/bin/cardtable"
    neighbour = home / "applications" / "other.desktop"
    neighbour_icon = home / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    for path in (neighbour, neighbour_icon):
        path.write_text("not ours")
    outcome = desktop_entry.uninstall(run_tools=False)
    assert set(outcome.removed) == set(desktop_entry.targets(home))
    assert neighbour.read_text() == "not ours" and neighbour_icon.read_text() == "not ours"
    assert not [p for p in home.rglob("*") if p.is_file() and APP_ID in p.name]
    again = desktop_entry.uninstall(run_tools=False)
    assert again.removed == [] and "nothing to remove" in again.lines()[0]


def test_refresh_tools_run_when_installed(home: Path) -> None:
    if shutil.which("update-desktop-database") is None:
        pytest.skip("update-desktop-database not installed")
    outcome = desktop_entry.install(command=["/usr/bin/cardtable"])
    assert any(command.startswith("update-desktop-database") for command in outcome.commands)


@pytest.mark.parametrize(
    "argument, written",
    [
        ("/usr/bin/cardtable", "/usr/bin/cardtable"),
        ("/home/me/my apps/cardtable", '"/home/me/my apps/cardtable"'),
        ("/x/$HOME/a`b", '"/x/\\\\$HOME/a\\\\`b"'),
        ("/x/100%/cardtable", "/x/100%%/cardtable"),
        ("-m", "-m"),
    ],
)
def test_exec_arguments_are_quoted_as_the_spec_says(argument: str, written: str) -> None:
    assert desktop_entry.exec_argument(argument) == written


def test_launcher_is_the_command_that_was_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    launcher = tmp_path / "bin" / "cardtable"
    launcher.parent.mkdir()
    launcher.write_text("#!/bin/sh\n")
    launcher.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(launcher), "--install-desktop-entry"])
    assert desktop_entry.launcher_command() == ([str(launcher)], None)


def test_launcher_falls_back_to_python_m(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["/somewhere/cardtable/__main__.py"])
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))  # no launcher beside it
    command, folder = desktop_entry.launcher_command()
    assert command == [str(tmp_path / "python3"), "-m", "cardtable"]
    assert folder == desktop_entry.PACKAGE.parent


def test_icon_files_cover_every_size() -> None:
    names = {path.parent.parent.name for path in desktop_entry.icon_files()}
    assert names == {f"{n}x{n}" for n in SIZES} | {"scalable"}


def test_the_command_works_without_qt(tmp_path: Path) -> None:
    """No display, no Qt: PySide6 made unimportable, the install still works."""
    code = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "sys.argv = ['cardtable']\n"
        "from cardtable.app import main\n"
        "code = main(['--install-desktop-entry'])\n"
        "code = code or main(['--uninstall-desktop-entry'])\n"
        "sys.exit(code)\n"
    )
    env = {"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(desktop_entry.__file__).parent.parent,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"wrote {tmp_path}/applications/{APP_ID}.desktop" in done.stdout
    assert f"removed {tmp_path}/applications/{APP_ID}.desktop" in done.stdout
