"""The desktop integration files in packaging/ agree with each other and with
the package: one app id, one icon name, the launcher pyproject.toml installs,
the current version as the newest release, an icon at every size."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable import __version__, desktop_entry
from cardtable.desktop_entry import APP_ID

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
LANGUAGES = ("fr", "de", "it", "es")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_ids_and_names_agree() -> None:
    entry, component = _desktop(), _metainfo()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.find("launchable[@type='desktop-id']").text == DESKTOP.name
    assert entry["Icon"] == APP_ID
    assert component.findtext("name") == entry["Name"] == "Card Table"
    for language in LANGUAGES:
        assert component.find(f"name[@{XML_LANG}='{language}']").text == entry[f"Name[{language}]"]
        for key in ("GenericName", "Comment", "Keywords"):
            assert entry[f"{key}[{language}]"].strip(), f"{key}[{language}] is empty"


def test_the_launcher_is_the_one_pyproject_installs() -> None:
    gui_scripts = _pyproject()["project"]["gui-scripts"]
    assert gui_scripts == {"cardtable": "cardtable.app:main"}
    assert _metainfo().findtext("provides/binary") == "cardtable"
    assert _desktop()["Exec"].split()[0] == "cardtable"
    assert _desktop()["Categories"] == "Game;CardGame;"


def test_the_newest_release_is_this_version() -> None:
    releases = _metainfo().findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))
    dates = [release.get("date") for release in releases]
    assert dates == sorted(dates, reverse=True), "releases go newest first"


def test_licences_and_homepage() -> None:
    component = _metainfo()
    assert component.findtext("project_license") == _pyproject()["project"]["license"] == "GPL-3.0-or-later"
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.find("url[@type='homepage']").text == _pyproject()["project"]["urls"]["Homepage"]


def test_the_description_names_every_game() -> None:
    text = ET.tostring(_metainfo().find("description"), encoding="unicode")
    for game in (
        "Hearts",
        "Crazy Eights",
        "Cribbage",
        "Barbu",
        "Spades",
        "Oh Hell",
        "Fan Tan",
        "Go Fish",
        "Authors",
        "Camicia",
        "Chinese Ten",
        "Statistics",
        "Reverse Statistics",
        "Blackjack",
        "score sheet",
    ):
        assert game in text


def test_screenshots_are_pictures_in_the_repository() -> None:
    homepage = _pyproject()["project"]["urls"]["Homepage"]
    raw = homepage.replace("https://github.com/", "https://raw.githubusercontent.com/") + "/main/"
    images = [image.text for image in _metainfo().iter("image")]
    assert images and sum(1 for s in _metainfo().iter("screenshot") if s.get("type") == "default") == 1
    for url in images:
        assert url.startswith(raw), url
        picture = ROOT / url.removeprefix(raw)
        assert picture.is_file(), f"{url} names {picture}, which is not in the repository"


def test_an_icon_at_every_size() -> None:
    theme = desktop_entry.ICON_THEME
    for size in SIZES:
        path = theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert path.is_file(), f"missing {path}"
        assert _png_size(path) == (size, size)
    scalable = theme / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (PACKAGING / "icons" / f"{APP_ID}.svg").read_bytes(), (
        "the packaged SVG is stale: run scripts/export-icons.py"
    )


def test_package_data_carries_the_icons() -> None:
    patterns = _pyproject()["tool"]["setuptools"]["package-data"]["cardtable.assets"]
    theme = desktop_entry.ICON_THEME.parent.parent  # cardtable/assets
    carried = {path for pattern in patterns for path in theme.glob(pattern)}
    assert set(desktop_entry.icon_files()) <= carried


def test_package_data_carries_the_typing_marker() -> None:
    """PEP 561: the installed package says it is typed (cardtable/py.typed)."""
    assert (Path(desktop_entry.__file__).parent / "py.typed").is_file()
    assert "py.typed" in _pyproject()["tool"]["setuptools"]["package-data"]["*"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _a_system_font() -> Path | None:
    for folder in (Path("/usr/share/fonts"), Path("/usr/local/share/fonts")):
        for path in sorted(folder.rglob("DejaVuSans.ttf")) if folder.is_dir() else []:
            return path
    return None


@pytest.mark.skipif(_a_system_font() is None, reason="no DejaVu Sans to bundle (fonts-dejavu-core)")
def test_bundled_fonts_give_text_on_a_system_without_fonts(tmp_path: Path) -> None:
    """What the PyInstaller bundle's fonts folder is for: with fontconfig
    seeing no font at all, cardtable.ui.bundled_fonts registers ours and text
    is drawn with it instead of empty boxes."""
    pytest.importorskip("PySide6.QtGui")
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    shutil.copy(_a_system_font(), fonts)
    config = tmp_path / "fonts.conf"
    config.write_text(f'<?xml version="1.0"?>\n<fontconfig><cachedir>{tmp_path / "cache"}</cachedir></fontconfig>\n')
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "from cardtable.ui import bundled_fonts\n"
        "app = QGuiApplication([])\n"
        "assert not bundled_fonts.system_has_fonts(), 'fontconfig still sees fonts'\n"
        "count = bundled_fonts.load_bundled_fonts([Path(sys.argv[1])])\n"
        "again = bundled_fonts.load_bundled_fonts([Path(sys.argv[1])])\n"
        "print(count, again, QGuiApplication.font().family())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(config))
    done = subprocess.run(
        [sys.executable, "-c", code, str(fonts)], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.split()[:2] == ["1", "1"]
    assert done.stdout.strip().endswith("DejaVu Sans")
