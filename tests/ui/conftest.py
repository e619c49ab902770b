"""Qt test setup: the offscreen platform, set before Qt is imported.

Tests take a QApplication from pytest-qt's ``qapp`` fixture. The PySide6
release that loses references to None is kept out by pyproject.toml and
caught by test_binding.py, not papered over here.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402  (after the platform is set)
from PySide6.QtWidgets import QMessageBox  # noqa: E402


@pytest.fixture
def said(monkeypatch) -> list[str]:
    """Message boxes would block a test: record their texts instead (Yes to
    questions). A test module may define its own ``said``."""
    messages: list[str] = []

    def record(parent, title, text, *args, **kwargs):
        messages.append(text)
        return QMessageBox.StandardButton.Yes

    for name in ("warning", "information", "critical", "question"):
        monkeypatch.setattr(QMessageBox, name, record)
    return messages
