"""The table's felt when it is the player's own picture (Settings): which
file, and how it covers the table."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from ..storage.pictures import stored_path

__all__ = ["draw_felt_picture", "felt_for"]


def felt_for(table_felt: str) -> Path | None:
    """The picture for the Settings' ``table_felt`` (None: our felt)."""
    return stored_path("felt") if table_felt == "picture" else None


def draw_felt_picture(painter: QPainter, picture: QPixmap, area: QRectF, rect: QRectF, high_contrast: bool) -> None:
    """``picture`` cropped to cover ``area`` whatever its shape, darkened in
    ``rect`` for the high-contrast table."""
    scale = max(area.width() / picture.width(), area.height() / picture.height())
    source_w, source_h = area.width() / scale, area.height() / scale
    source = QRectF((picture.width() - source_w) / 2, (picture.height() - source_h) / 2, source_w, source_h)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(area, picture, source)
    if high_contrast:
        painter.fillRect(rect, QColor(0, 0, 0, 140))
    painter.restore()
