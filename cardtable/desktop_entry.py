"""Put Card Table in the desktop's application menu, for installs that did not
come from a distribution package (pip, pipx, a bundle): ``cardtable
--install-desktop-entry`` and ``--uninstall-desktop-entry``.

Installing writes into the user's XDG data folder (``$XDG_DATA_HOME``, by
default ``~/.local/share``):

- ``applications/io.github.cardtable.CardTable.desktop``, the packaged entry
  with ``Exec``/``TryExec`` pointing at this installation's launcher;
- ``icons/hicolor/<size>/apps/io.github.cardtable.CardTable.png`` (and the SVG
  under ``scalable``);
- ``metainfo/io.github.cardtable.CardTable.metainfo.xml`` (software centres).

Every file is written atomically (a temporary file renamed over the target),
then ``update-desktop-database`` and ``gtk-update-icon-cache`` run if they are
installed. Uninstalling removes exactly those files, nothing else. No Qt here:
both work on a machine without a display.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .storage.atomic import write_atomic

APP_ID = "io.github.cardtable.CardTable"
DESKTOP_NAME = f"{APP_ID}.desktop"
METAINFO_NAME = f"{APP_ID}.metainfo.xml"
LAUNCHER = "cardtable"

PACKAGE = Path(__file__).resolve().parent
PACKAGED_DESKTOP = PACKAGE / "assets" / "desktop"  # written by setup.py into every build
CHECKOUT_PACKAGING = PACKAGE.parent / "packaging"  # running from a source checkout
ICON_THEME = PACKAGE / "assets" / "icons" / "hicolor"

# Characters that make the desktop entry spec's Exec argument need quoting,
# and those escaped by a backslash inside the quotes.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = set('"`$\\')


class DesktopEntryError(Exception):
    """A file the desktop entry needs is missing, or a target cannot be written."""


@dataclass
class Outcome:
    """What an install or uninstall did, for the command to print."""

    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [f"wrote {path}" for path in self.written]
        out += [f"removed {path}" for path in self.removed]
        out += [f"ran {command}" for command in self.commands]
        return out + self.notes


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path (the spec ignores relative
    ones), else ``~/.local/share``."""
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def launcher_command() -> tuple[list[str], Path | None]:
    """The command that starts this installation, and a working folder it
    needs (only for ``python -m cardtable`` from a source checkout).

    A PyInstaller bundle's executable; else the ``cardtable`` launcher this
    process was started by (``sys.argv[0]``, made absolute but not resolved:
    pipx's ``~/.local/bin/cardtable`` symlink survives upgrades, the venv path
    behind it may not); else the launcher beside this Python (a venv's bin);
    else ``python -m cardtable``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).absolute())], None
    argv0 = sys.argv[0] if sys.argv else ""
    if argv0 and Path(argv0).name in (LAUNCHER, LAUNCHER + ".exe"):
        found = argv0 if os.sep in argv0 else shutil.which(argv0)
        if found and os.access(found, os.X_OK):
            return [os.path.abspath(found)], None
    beside = Path(sys.executable).parent / LAUNCHER
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())], None
    return [str(Path(sys.executable).absolute()), "-m", "cardtable"], PACKAGE.parent


def exec_argument(argument: str) -> str:
    """One argument of an ``Exec`` key, quoted as the desktop entry spec asks,
    then escaped as a desktop file string (backslash doubled, % doubled)."""
    if argument and not any(char in _RESERVED for char in argument):
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + char if char in _ESCAPED_IN_QUOTES else char for char in argument) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def string_value(text: str) -> str:
    """A desktop file string value (``Path``)."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def source_file(name: str) -> Path:
    """A packaged desktop file: in the installed package, else the checkout's packaging/."""
    for folder in (PACKAGED_DESKTOP, CHECKOUT_PACKAGING):
        if (folder / name).is_file():
            return folder / name
    raise DesktopEntryError(
        f"{name} is not in this installation (looked in {PACKAGED_DESKTOP} "
        f"and {CHECKOUT_PACKAGING}); reinstall Card Table from a wheel or the sdist"
    )


def packaged_icons(theme: Path = ICON_THEME) -> list[Path]:
    """The icon files the package carries, relative to its hicolor folder."""
    found = sorted(
        path.relative_to(theme) for path in theme.glob(f"*/apps/{APP_ID}.*") if path.suffix in (".png", ".svg")
    )
    if not found:
        raise DesktopEntryError(f"no icons for {APP_ID} in {theme}")
    return found


def icon_files(theme: Path = ICON_THEME) -> list[Path]:
    """The app icon's files in the package, every size (for a window icon);
    empty if the package has none, never an error."""
    return sorted(theme.glob(f"*/apps/{APP_ID}.*"))


def desktop_text(template: str, command: Sequence[str], folder: Path | None = None) -> str:
    """The packaged .desktop with ``Exec`` (and ``TryExec``, ``Path``) for ``command``."""
    out: list[str] = []
    group = ""
    for line in template.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            group = stripped
        elif group == "[Desktop Entry]":
            key = stripped.partition("=")[0].strip()
            if key in ("TryExec", "Path"):
                continue
            if key == "Exec":
                out.append("Exec=" + " ".join(exec_argument(argument) for argument in command))
                out.append("TryExec=" + string_value(command[0]))
                if folder is not None:
                    out.append("Path=" + string_value(str(folder)))
                continue
        out.append(line)
    return "\n".join(out) + "\n"


def targets(home: Path, theme: Path = ICON_THEME) -> list[Path]:
    """Every file :func:`install` writes under ``home``."""
    icons = home / "icons" / "hicolor"
    return (
        [home / "applications" / DESKTOP_NAME]
        + [icons / relative for relative in packaged_icons(theme)]
        + [home / "metainfo" / METAINFO_NAME]
    )


def _refresh(home: Path, outcome: Outcome, run_tools: bool) -> None:
    """Tell the desktop about the change, with the tools that are installed.

    The icon cache is only rebuilt where one is kept (an ``index.theme`` or a
    cache already there), as xdg-icon-resource does: a cache made here and
    not kept up to date by other programs would hide their icons. Otherwise
    touching the folder is what tells the desktop to look again."""
    applications = home / "applications"
    hicolor = home / "icons" / "hicolor"
    if hicolor.is_dir():
        os.utime(hicolor)
    if not run_tools:
        return
    runs: list[list[str]] = []
    if applications.is_dir() and shutil.which("update-desktop-database"):
        runs.append(["update-desktop-database", "-q", str(applications)])
    if (
        hicolor.is_dir()
        and shutil.which("gtk-update-icon-cache")
        and ((hicolor / "index.theme").exists() or (hicolor / "icon-theme.cache").exists())
    ):
        runs.append(["gtk-update-icon-cache", "-q", "-f", "-t", str(hicolor)])
    for command in runs:
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.SubprocessError) as error:
            outcome.notes.append(f"note: {command[0]} failed ({error}); the menu will catch up at next login")
            continue
        outcome.commands.append(" ".join(command))
        if done.returncode != 0:
            outcome.notes.append(f"note: {command[0]} exited {done.returncode}: {done.stderr.strip()}")


def install(
    home: Path | None = None, command: Sequence[str] | None = None, folder: Path | None = None, run_tools: bool = True
) -> Outcome:
    """Write the desktop entry, icons and metainfo for ``command`` (by default
    this installation's launcher) into ``home`` (by default the XDG data folder)."""
    home = data_home() if home is None else home
    if command is None:
        launcher, folder = launcher_command()
    else:
        launcher = list(command)
    desktop = desktop_text(source_file(DESKTOP_NAME).read_text(encoding="utf-8"), launcher, folder)
    files: list[tuple[Path, bytes]] = [(home / "applications" / DESKTOP_NAME, desktop.encode("utf-8"))]
    icons = home / "icons" / "hicolor"
    files += [(icons / relative, (ICON_THEME / relative).read_bytes()) for relative in packaged_icons()]
    files.append((home / "metainfo" / METAINFO_NAME, source_file(METAINFO_NAME).read_bytes()))
    outcome = Outcome()
    for target, data in files:
        try:
            write_atomic(target, data, mode=0o644)  # menus and icon caches read them
        except OSError as error:
            raise DesktopEntryError(f"cannot write {target}: {error.strerror or error}") from error
        outcome.written.append(target)
    _refresh(home, outcome, run_tools)
    outcome.notes.append(f"Card Table is in the application menu; it starts {' '.join(launcher)}")
    return outcome


def uninstall(home: Path | None = None, run_tools: bool = True) -> Outcome:
    """Remove the files :func:`install` writes (those that are there); folders stay."""
    home = data_home() if home is None else home
    outcome = Outcome()
    for target in targets(home):
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise DesktopEntryError(f"cannot remove {target}: {error.strerror or error}") from error
        outcome.removed.append(target)
    if not outcome.removed:
        outcome.notes.append(f"nothing to remove: no Card Table desktop entry in {home}")
        return outcome
    _refresh(home, outcome, run_tools)
    return outcome
