"""The layout in the scene: the table takes the window's shape (a narrow
window brings the seats closer instead of cutting them off), name plates are
as wide as their text and never cut (a long one takes two lines where its
seat is narrow), and a game's region is there for the item it draws."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF

from cardtable.ui.scene_plates import NamePlate
from cardtable.ui.table_widget import TableWidget
from tests.ui.table_support import make_table, release_buttons, wait_for_human


@pytest.fixture
def hearts_table(qtbot, tmp_path, monkeypatch) -> Iterator[TableWidget]:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="layout-scene")
    controller.start()
    wait_for_human(qtbot, controller)
    yield widget
    release_buttons(widget)
    controller.shutdown()


def _all_in_view(widget: TableWidget) -> list[str]:
    port = widget.view.viewport().rect().adjusted(-1, -1, 1, 1)
    items = [*widget.scene.items_by_key.values(), *widget.scene.plates.values()]
    outside = []
    for item in items:
        box = widget.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if not port.contains(box):
            outside.append(f"{item} at {box}")
    return outside


@pytest.mark.parametrize("width", (520, 900, 1500))
def test_the_table_takes_the_windows_shape_and_everything_stays_in_view(qtbot, hearts_table, width: int) -> None:
    widget = hearts_table
    widget.resize(width, 520)
    qtbot.waitUntil(lambda: widget.view.viewport().width() > width - 40)
    port = widget.view.viewport()
    scene = widget.scene.sceneRect()
    assert scene.width() / scene.height() == pytest.approx(min(max(port.width() / port.height(), 1.0), 2.4), rel=0.02)
    assert _all_in_view(widget) == []


def test_a_plate_is_as_wide_as_its_text(qtbot) -> None:
    plate = NamePlate()
    long = "Bartholomew-Alexandre de la Tour d'Auvergne \u00b7 13 cards"
    plate.set_state(f"{long} \u00b7 Bid 4 \u00b7 took 0", True, True, first=long, note="Bid 4 \u00b7 took 0")
    assert plate.text_width() <= plate.box().width() - 20
    one, two = plate.sizes()
    assert two[0] < one[0] and two[1] > one[1]  # two lines: narrower and taller
    plate.use_form(1)
    assert plate.lines() == ["\u25b6 " + long, "Bid 4 \u00b7 took 0 \u00b7 dealer"]
    assert plate.text_width() <= plate.box().width() - 20


def test_the_scene_exposes_its_regions_in_scene_units(hearts_table) -> None:
    regions = hearts_table.scene.regions
    assert {"trick", "hand:0", "plate:0", "plate:2"} <= regions.keys()
    assert all(isinstance(rect, QRectF) and rect.width() > 0 for rect in regions.values())
    assert hearts_table.scene.sceneRect().contains(regions["trick"])


def test_views_shown_leave_no_animation_behind(qtbot, hearts_table) -> None:
    """Every view shown made an animation group, the scene's child for good
    (none to run at instant speed, or run and finished): one per view."""
    from PySide6.QtCore import QAbstractAnimation

    scene = hearts_table.scene
    view = scene.view
    assert view is not None
    for _ in range(20):
        scene.show_view(view, scene.names, set())
    assert scene.findChildren(QAbstractAnimation) == []
