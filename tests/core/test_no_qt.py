"""DESIGN.md: the core never imports Qt. Everything outside cardtable/ui (and a
game's optional view.py) must import without PySide6."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import cardtable


def _qt_free_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(cardtable.__path__, "cardtable."):
        name = info.name
        if name.startswith("cardtable.ui") or name.endswith(".view") or name == "cardtable.app":
            continue
        names.append(name)
    return names


def test_nothing_outside_the_ui_imports_qt() -> None:
    modules = _qt_free_modules()
    assert "cardtable.core.game" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(' '.join(bad))\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, f"Qt imported outside the UI: {done.stdout} {done.stderr}"
