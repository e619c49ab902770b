"""What the layout check (:mod:`cardtable.tools.layoutcheck`) measures on a
table laid out: every two items that overlap, items out of view, plates
whose text is wider than their box, cards of the hand whose corner index
is hidden, and labels and buttons under the table cut short. Qt and the
scene are imported only when something is measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtWidgets import QGraphicsItem

    from ..ui.main_window import MainWindow
    from ..ui.scene import CardItem
    from ..ui.scene_plates import NamePlate

SLACK = 1.0  # scene units two items may touch by (a card is 100 wide)
# The corner index of a card, as a share of its width and height (rank and suit).
INDEX = (0.03, 0.04, 0.18, 0.26)


Edges = tuple[float, float, float, float]  # a box's left, top, right and bottom


@dataclass(frozen=True)
class _Kit:
    """What the measures need from Qt and the scene, looked up once: they
    run hundreds of thousands of times, and an import inside a function costs
    microseconds each time under PySide (which hooks imports)."""

    card: type[CardItem]
    plate: type[NamePlate]
    face: QRectF  # a card's face, in its own coordinates
    index: QRectF  # its corner index
    touching: Qt.ItemSelectionMode
    topmost_first: Qt.SortOrder


@cache
def _kit() -> _Kit:
    from PySide6.QtCore import QRectF, Qt

    from ..ui.scene import CARD_H, CARD_W, CardItem
    from ..ui.scene_plates import NamePlate

    x, y, w, h = INDEX
    face = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
    index = QRectF(-CARD_W / 2 + x * CARD_W, -CARD_H / 2 + y * CARD_H, w * CARD_W, h * CARD_H)
    mode, order = Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder
    return _Kit(CardItem, NamePlate, face, index, mode, order)


def _box(item: QGraphicsItem) -> QRectF:
    """What an item covers on the table, in scene units: a card's face (not
    its outline's margin), a plate's box, or the item's bounding rectangle."""
    kit = _kit()
    if isinstance(item, kit.card):
        return item.mapRectToScene(kit.face)
    if isinstance(item, kit.plate):
        return item.mapRectToScene(item.box())
    return item.sceneBoundingRect()


def _overlap(a: QRectF, b: QRectF) -> bool:
    cut = a.intersected(b)
    return cut.width() > SLACK and cut.height() > SLACK


def _name(item: QGraphicsItem) -> str:
    kit = _kit()
    if isinstance(item, kit.card):
        face = item.card.short() if item.card is not None and hasattr(item.card, "short") else str(item.card or "back")
        return f"card {face} of {item.pile}"
    if isinstance(item, kit.plate):
        return f"plate {item.label()!r}"
    text = getattr(item, "text", None)
    if callable(text):
        return f"{type(item).__name__} {text()!r}"
    return type(item).__name__


def _checked_items(window: MainWindow) -> list[tuple[QGraphicsItem, QRectF]]:
    """The items checked, each with its box (measured once: the overlap
    check would otherwise measure every item once per other item)."""
    scene = window.table.scene
    out = []
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible() or item is scene.drop_zone:
            continue
        rect = _box(item)
        if rect.width() < SLACK or rect.height() < SLACK:
            continue  # an empty text
        out.append((item, rect))
    return out


def _overlay(item: QGraphicsItem) -> bool:
    return bool(item.data(0) == "overlay")


def _overlapping(edges: Sequence[Edges | None], groups: Sequence[object]) -> list[list[int]]:
    """For each box (left, top, right, bottom; None: never compared), the
    later boxes (by index, ascending) that overlap it, less those of its
    own group (``groups[i]`` None: a group of its own). A sort and sweep
    along x: only boxes whose extents meet along x are compared, instead of
    every pair; boxes apart along x cannot overlap, so none is missed."""
    spans = sorted((box, i) for i, box in enumerate(edges) if box is not None)
    found: list[list[int]] = [[] for _ in edges]
    for k, (a, i) in enumerate(spans):
        group = groups[i]
        for b, j in spans[k + 1 :]:
            if b[0] > a[2]:
                break
            if (group is None or groups[j] != group) and _cut(a, b):
                found[min(i, j)].append(max(i, j))
    for later in found:
        later.sort()
    return found


def _edges(box: QRectF) -> Edges:
    """Left, top, right and bottom, as ``QRectF`` computes them (x + width)."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    return x, y, x + w, y + h


def _cut(a: Edges, b: Edges) -> bool:
    """``_overlap`` for boxes as edges: the width and height of the common
    part, computed as ``QRectF.intersected`` does, each more than SLACK."""
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def scene_problems(window: MainWindow) -> list[str]:
    """Overlaps, items out of view and plates whose text is wider than their box."""
    plate_type = _kit().plate
    view = window.table.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    checked = _checked_items(window)
    card_type = _kit().card
    # Overlays are never compared; cards of one pile overlap by design: a
    # pile is a group, never compared within.
    edges = [None if _overlay(item) else _edges(box) for item, box in checked]
    piles = [(item.pile,) if isinstance(item, card_type) else None for item, _box in checked]
    overlapping = _overlapping(edges, piles)
    problems = []
    for i, (a, box_a) in enumerate(checked):
        if not shown.contains(box_a):
            problems.append(f"out of view: {_name(a)}")
        if isinstance(a, plate_type) and a.text_width() > a.box().width() - 2:
            problems.append(f"text wider than its box: {_name(a)}")
        problems += [f"overlap: {_name(a)} and {_name(checked[j][0])}" for j in overlapping[i]]
    return problems


def _index_rect(item: QGraphicsItem) -> QRectF:
    return item.mapRectToScene(_kit().index)


def hidden_indices(window: MainWindow) -> list[str]:
    """Cards of your hand whose corner index something lies over, with each
    card focused in turn, and with a card raised (selected)."""
    table = window.table
    hand = table.scene.hand_items()
    if not hand:
        return []
    problems: set[str] = set()
    saved_focus, saved_selected = table.focus_index, list(table.selected)
    states: list[tuple[int, list[Any]]] = [(i, []) for i in range(len(hand))]
    middle = hand[len(hand) // 2]
    if middle.card is not None:
        states.append((-1, [middle.card]))
    try:
        for focus, selected in states:
            table.focus_index, table.selected = focus, selected
            table._place_selection()  # the geometry alone: what a screen reader hears is restored below
            problems.update(_covered_indices(window, hand))
    finally:
        table.focus_index, table.selected = saved_focus, saved_selected
        table._mark_selection()
    return sorted(problems)


def _covered_indices(window: MainWindow, hand: Sequence[CardItem]) -> list[str]:
    kit = _kit()
    scene = window.table.scene
    drop_zone = scene.drop_zone
    out = []
    for card in hand:
        if card.card is None:
            continue
        corner = _index_rect(card)
        above = []
        for item in scene.items(corner, kit.touching, kit.topmost_first):
            if item is card:
                break
            above.append(item)
        for item in above:
            if item.isVisible() and item is not drop_zone and _overlap(_box(item), corner):
                out.append(f"index hidden: {_name(card)} under {_name(item)}")
                break
    return out


def widget_problems(window: MainWindow, width: int) -> list[str]:
    """Labels and buttons under the table cut short, and a window that had
    to grow past the size it was given."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    problems = []
    if window.width() > width:
        problems.append(f"the window is {window.width()} px wide, more than {width}")
    for widget in window.table.findChildren(QAbstractButton) + window.table.findChildren(QLabel):
        if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
            continue
        text = widget.text()
        if text and widget.width() + 1 < widget.sizeHint().width():
            problems.append(f"text wider than its box: {type(widget).__name__} {text!r}")
    return problems
