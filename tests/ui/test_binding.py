"""The Qt binding must not lose references to None, True or False.

PySide6 6.12.0 on Python 3.11 does, on every void-returning call and in every
Python paint() override, so a long game ends with "Fatal Python error:
none_dealloc". pyproject.toml keeps such a release out; this test says so
plainly if one gets in anyway."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QLabel


class _Sender(QObject):
    flag = Signal(bool)


class _Item(QGraphicsObject):
    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 10, 10)

    def paint(self, painter, option, widget=None) -> None:
        painter.save()
        painter.restore()


def test_qt_calls_keep_references_to_none_true_and_false(qapp) -> None:
    label = QLabel()
    sender = _Sender()
    received: list[bool] = []
    sender.flag.connect(received.append)
    scene = QGraphicsScene()
    scene.addItem(_Item())
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    before = {name: sys.getrefcount(obj) for name, obj in (("None", None), ("True", True), ("False", False))}
    for n in range(200):
        label.setText("x")
        sender.flag.emit(n % 2 == 0)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    received.clear()
    after = {name: sys.getrefcount(obj) for name, obj in (("None", None), ("True", True), ("False", False))}
    lost = {name: before[name] - after[name] for name in before if before[name] - after[name] > 20}
    assert not lost, f"this PySide6 loses references ({lost}): install a release the pyproject allows"
