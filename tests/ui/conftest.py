"""Qt test setup: the offscreen platform, set before Qt is imported.

Tests take a QApplication from pytest-qt's ``qapp`` fixture. The PySide6
release that loses references to None is kept out by pyproject.toml and
caught by test_binding.py, not papered over here.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
