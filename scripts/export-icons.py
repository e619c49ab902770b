#!/usr/bin/env python3
"""Render the app icon, packaging/icons/io.github.cardtable.CardTable.svg, to
the PNG sizes desktops look for, into the package's hicolor theme:

    cardtable/assets/icons/hicolor/NxN/apps/io.github.cardtable.CardTable.png
    cardtable/assets/icons/hicolor/scalable/apps/io.github.cardtable.CardTable.svg  (a copy)

    python scripts/export-icons.py            # write them (commit the results)
    python scripts/export-icons.py --check    # exit 1 if one is missing or the SVG copy is stale

Uses Qt's SVG renderer (PySide6.QtSvg, in PySide6-Essentials), offscreen.
Small sizes are drawn at four times their size and scaled down, which keeps
the edges of the cards crisp at 16 and 24 px.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.cardtable.CardTable"
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "packaging" / "icons" / f"{APP_ID}.svg"
THEME = ROOT / "cardtable" / "assets" / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SUPERSAMPLE_BELOW = 64


def png_path(size: int, theme: Path = THEME) -> Path:
    return theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def svg_copy(theme: Path = THEME) -> Path:
    return theme / "scalable" / "apps" / f"{APP_ID}.svg"


def render(size: int):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"Qt cannot read {SOURCE}")
    scale = 4 if size < SUPERSAMPLE_BELOW else 1
    image = QImage(size * scale, size * scale, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size * scale, size * scale))
    painter.end()
    if scale != 1:
        image = image.scaled(
            size, size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that every file is there")
    args = parser.parse_args(argv)
    if args.check:
        missing = [p for p in (*map(png_path, SIZES), svg_copy()) if not p.exists()]
        stale = svg_copy().exists() and svg_copy().read_bytes() != SOURCE.read_bytes()
        for path in missing:
            print(f"missing: {path.relative_to(ROOT)}")
        if stale:
            print(f"stale: {svg_copy().relative_to(ROOT)} differs from {SOURCE.relative_to(ROOT)}")
        return 1 if missing or stale else 0

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert app is not None  # kept alive while rendering
    for size in SIZES:
        target = png_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(target), "PNG"):
            raise SystemExit(f"could not write {target}")
        print(target.relative_to(ROOT))
    svg_copy().parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, svg_copy())
    print(svg_copy().relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
