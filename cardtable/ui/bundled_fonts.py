"""Fonts that travel with the app, so text never shows as empty boxes on a
system without fonts (a bare container or minimal install running the
PyInstaller bundle).

:func:`load_bundled_fonts` registers every ``.ttf``/``.otf``/``.ttc`` file in

- the ``fonts`` folder of a frozen bundle: in ``sys._MEIPASS`` (PyInstaller's
  ``_internal``) or beside the executable;
- ``cardtable/assets/fonts/`` if present (ignored by git and left out of the
  wheel and sdist: a place to try the fallback from a checkout);

and, when the system itself offers no font at all, makes the first bundled
family (DejaVu Sans if there) the application's font. With system fonts the
app's look is left alone: the bundled fonts are only a fallback Qt can use.

Call it once the QApplication exists, before any window is built; it is safe
to call again (the fonts are registered once).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

FONT_SUFFIXES = (".ttf", ".otf", ".ttc")
PREFERRED_FAMILY = "DejaVu Sans"
# Names fontconfig answers to even with no font installed: not real fonts.
GENERIC_FAMILIES = frozenset(
    {
        "sans serif",
        "sans-serif",
        "sans",
        "serif",
        "monospace",
        "mono",
        "fixed",
        "system-ui",
        "cursive",
        "fantasy",
        "emoji",
        "math",
    }
)
PACKAGE_FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"

_log = logging.getLogger(__name__)
_registered: dict[Path, list[str]] = {}  # font file -> its families, once registered
_system_has_fonts: bool | None = None  # looked at once, before registering ours


def font_folders() -> list[Path]:
    """Where bundled fonts may be, existing folders only, without repeats."""
    candidates: list[Path] = []
    if getattr(sys, "frozen", False):
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle:
            candidates.append(Path(bundle) / "fonts")
        candidates.append(Path(sys.executable).resolve().parent / "fonts")
    candidates.append(PACKAGE_FONTS)
    folders: list[Path] = []
    for folder in candidates:
        if folder.is_dir() and folder.resolve() not in {f.resolve() for f in folders}:
            folders.append(folder)
    return folders


def font_files(folders: list[Path] | None = None) -> list[Path]:
    return [
        path
        for folder in (font_folders() if folders is None else folders)
        for path in sorted(folder.iterdir())
        if path.suffix.lower() in FONT_SUFFIXES and path.is_file()
    ]


def system_has_fonts() -> bool:
    """Whether the system offers any real font (before ours are registered)."""
    return any(family.lower() not in GENERIC_FAMILIES for family in QFontDatabase.families())


def load_bundled_fonts(folders: list[Path] | None = None) -> int:
    """Register the bundled fonts with Qt; returns how many font files are
    registered (0 when there are none, the usual case outside a bundle)."""
    global _system_has_fonts
    if _system_has_fonts is None:
        _system_has_fonts = system_has_fonts()
    newly = 0
    for path in font_files(folders):
        if path in _registered:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            _log.warning("Qt could not load the bundled font %s", path)
            continue
        _registered[path] = list(QFontDatabase.applicationFontFamilies(font_id))
        newly += 1
    families = [family for names in _registered.values() for family in names]
    if newly and families and not _system_has_fonts:
        family = PREFERRED_FAMILY if PREFERRED_FAMILY in families else families[0]
        font = QFont(family)
        font.setPointSizeF(max(QGuiApplication.font().pointSizeF(), 9.0))
        QGuiApplication.setFont(font)
        _log.info("no system fonts: using the bundled %s", family)
    return len(_registered)
