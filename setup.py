"""Build steps pyproject.toml cannot express: every build compiles the
translations and carries the desktop files.

``build_py`` first compiles ``translations/*.ts`` with Qt's ``lrelease`` into
``cardtable/i18n/cardtable_xx.qm`` (where ``cardtable.ui.i18n`` looks for them)
and copies the .desktop and AppStream files from ``packaging/`` into
``cardtable/assets/desktop/`` (what ``cardtable --install-desktop-entry``
installs). A wheel, a wheel built from the sdist and an editable install
(``pip install -e .``) all get them:

- wheel and sdist builds: the files are written into ``build_lib``, next to the
  copied package, so the source tree is left as it was;
- editable installs: setuptools runs ``build_py`` with ``editable_mode`` set and
  expects generated files in the source tree, so they go to
  ``cardtable/i18n/`` and ``cardtable/assets/desktop/`` there (both ignored by git).

``lrelease`` is the one inside the PySide6 wheel (PySide6-Essentials is a
build requirement), else ``$LRELEASE``, else ``lrelease``/``lrelease6``/
``lrelease-qt6`` on the PATH or in Qt's usual folders (a Flatpak SDK or a
distribution build without the PySide6 wheel). No lrelease, no build: a
package that silently speaks only English is a bug.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
TRANSLATIONS = HERE / "translations"
PACKAGING = HERE / "packaging"
APP_ID = "io.github.cardtable.CardTable"
DESKTOP_FILES = (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml")
QT_BIN_FOLDERS = ("/usr/lib/qt6/bin", "/usr/lib64/qt6/bin", "/usr/lib/x86_64-linux-gnu/qt6/bin",
                  "/usr/lib/aarch64-linux-gnu/qt6/bin", "/app/bin", "/usr/bin")


def find_lrelease() -> str:
    chosen = os.environ.get("LRELEASE")
    if chosen:
        return chosen
    try:
        import PySide6  # the build requirement
    except ImportError:
        pass
    else:
        for name in ("lrelease", "lrelease.exe"):
            candidate = Path(PySide6.__file__).parent / name
            if candidate.exists():
                return str(candidate)
    for name in ("lrelease", "lrelease6", "lrelease-qt6", "pyside6-lrelease"):
        found = shutil.which(name) or next(
            (str(Path(folder) / name) for folder in QT_BIN_FOLDERS if (Path(folder) / name).exists()), None)
        if found:
            return found
    raise RuntimeError("Qt's lrelease is needed to compile the translations: install PySide6-Essentials "
                       "in the build environment (it is a build requirement) or set LRELEASE")


def compile_translations(out: Path) -> list[Path]:
    """translations/cardtable_xx.ts -> out/cardtable_xx.qm (the same files as
    ``python -m cardtable.tools.i18n compile out``)."""
    sources = sorted(TRANSLATIONS.glob("cardtable_*.ts"))
    if not sources:
        raise RuntimeError(f"no translations found in {TRANSLATIONS}")
    lrelease = find_lrelease()
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sources:
        target = out / (source.stem + ".qm")
        subprocess.run([lrelease, "-silent", str(source), "-qm", str(target)], check=True)
        made.append(target)
    return made


def copy_desktop_files(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name in DESKTOP_FILES:
        target = out / name
        shutil.copyfile(PACKAGING / name, target)
        made.append(target)
    return made


class build_py_with_translations(build_py):
    """build_py, then the generated package data (see the module's text)."""

    def run(self) -> None:
        super().run()
        root = HERE if self.editable_mode else Path(self.build_lib)
        self._generated = compile_translations(root / "cardtable" / "i18n")
        self._generated += copy_desktop_files(root / "cardtable" / "assets" / "desktop")
        for path in self._generated:
            self.announce(f"generated {path}", level=2)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not self.editable_mode:
            outputs += [str(path) for path in getattr(self, "_generated", [])]
        return outputs


setup(cmdclass={"build_py": build_py_with_translations})
