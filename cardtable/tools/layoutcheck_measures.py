"""What the layout check (:mod:`cardtable.tools.layoutcheck`) measures on a
table laid out: every two items that overlap, items out of view, plates
whose text is wider than their box, cards of the hand whose corner index
is hidden, and labels and buttons under the table cut short. Qt and the
scene are imported only when something is measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsItem

    from ..ui.main_window import MainWindow
    from ..ui.scene import CardItem

SLACK = 1.0  # scene units two items may touch by (a card is 100 wide)
# The corner index of a card, as a share of its width and height (rank and suit).
INDEX = (0.03, 0.04, 0.18, 0.26)


def _box(item: QGraphicsItem) -> QRectF:
    """What an item covers on the table, in scene units: a card's face (not
    its outline's margin), a plate's box, or the item's bounding rectangle."""
    from ..ui.scene import CARD_H, CARD_W, CardItem
    from ..ui.scene_plates import NamePlate

    if isinstance(item, CardItem):
        from PySide6.QtCore import QRectF

        return item.mapRectToScene(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
    if isinstance(item, NamePlate):
        return item.mapRectToScene(item.box())
    return item.sceneBoundingRect()


def _overlap(a: QRectF, b: QRectF) -> bool:
    cut = a.intersected(b)
    return cut.width() > SLACK and cut.height() > SLACK


def _name(item: QGraphicsItem) -> str:
    from ..ui.scene import CardItem
    from ..ui.scene_plates import NamePlate

    if isinstance(item, CardItem):
        face = item.card.short() if item.card is not None and hasattr(item.card, "short") else str(item.card or "back")
        return f"card {face} of {item.pile}"
    if isinstance(item, NamePlate):
        return f"plate {item.label()!r}"
    text = getattr(item, "text", None)
    if callable(text):
        return f"{type(item).__name__} {text()!r}"
    return type(item).__name__


def _checked_items(window: MainWindow) -> list[QGraphicsItem]:
    scene = window.table.scene
    out = []
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible() or item is scene.drop_zone:
            continue
        rect = _box(item)
        if rect.width() < SLACK or rect.height() < SLACK:
            continue  # an empty text
        out.append(item)
    return out


def _overlay(item: QGraphicsItem) -> bool:
    return bool(item.data(0) == "overlay")


def scene_problems(window: MainWindow) -> list[str]:
    """Overlaps, items out of view and plates whose text is wider than their box."""
    from ..ui.scene import CardItem
    from ..ui.scene_plates import NamePlate

    view = window.table.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    items = _checked_items(window)
    boxes = [_box(item) for item in items]
    problems = []
    for i, (a, box_a) in enumerate(zip(items, boxes)):
        if not shown.contains(box_a):
            problems.append(f"out of view: {_name(a)}")
        if isinstance(a, NamePlate) and a.text_width() > a.box().width() - 2:
            problems.append(f"text wider than its box: {_name(a)}")
        if _overlay(a):
            continue
        for b, box_b in zip(items[i + 1 :], boxes[i + 1 :]):
            if _overlay(b):
                continue
            if isinstance(a, CardItem) and isinstance(b, CardItem) and a.pile == b.pile:
                continue
            if _overlap(box_a, box_b):
                problems.append(f"overlap: {_name(a)} and {_name(b)}")
    return problems


def _index_rect(item: QGraphicsItem) -> QRectF:
    from PySide6.QtCore import QRectF

    from ..ui.scene import CARD_H, CARD_W

    x, y, w, h = INDEX
    return item.mapRectToScene(QRectF(-CARD_W / 2 + x * CARD_W, -CARD_H / 2 + y * CARD_H, w * CARD_W, h * CARD_H))


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
    from PySide6.QtCore import Qt

    scene = window.table.scene
    out = []
    for card in hand:
        if card.card is None:
            continue
        corner = _index_rect(card)
        above = []
        for item in scene.items(corner, Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder):
            if item is card:
                break
            above.append(item)
        for item in above:
            if item.isVisible() and item is not scene.drop_zone and _overlap(_box(item), corner):
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
