# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The mouse on the table's scene: a card of your own hand pressed, dragged
(the drop zone shows where it may go), dropped, clicked or double-clicked,
and a pile clicked. The scene turns these into its signals; the table widget
decides what they mean.

A mixin of ``TableScene``, kept apart from its drawing. The scene's own
module defines the card items this reads, so they are imported where used
(``scene`` imports this module first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

if TYPE_CHECKING:
    from ..core.cards import Card
    from .scene import CardItem, TableScene


class SceneMouse:
    """Pressing, dragging and clicking on the scene (a mixin: ``self`` is the
    ``TableScene``)."""

    # Set by TableScene.__init__; declared here, where they are changed.
    _drag: CardItem | None
    _drag_offset: QPointF
    _press_pos: QPointF

    # -- mouse ---------------------------------------------------------------------
    def _own_card_at(self: TableScene, pos: QPointF) -> CardItem | None:
        from .scene import CardItem

        view = self.view
        if view is None or view.seat is None:
            return None
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.pile == f"hand:{view.seat}" and item.card is not None:
                return item
        return None

    def mousePressEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        from .scene import CardItem

        item = self._own_card_at(event.scenePos())
        if item is not None and event.button() == Qt.MouseButton.LeftButton:
            self.finish_animations()
            self._drag = item
            self._press_pos = event.scenePos()
            self._drag_offset = item.pos() - event.scenePos()
            item.setZValue(1000)
            event.accept()
            return
        for thing in self.items(event.scenePos()):
            if isinstance(thing, CardItem):
                self.pile_clicked.emit(self._place_at(event.scenePos()) or thing.pile)
                break
            if thing is self.drop_zone and thing.isVisible():
                # The selected card goes where it is shown (to the pile there, if one is).
                self.pile_clicked.emit(self.pile_at(event.scenePos()) or "drop")
                break
        else:
            # A place only the game's pieces know (Go Fish: a player's plate).
            place = self.pieces.pile_at(event.scenePos()) if self.pieces is not None else None
            if place is not None and place.startswith("plate:"):
                self.pile_clicked.emit(place)
        super().mousePressEvent(event)

    def mouseMoveEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._drag is not None:
            self._drag.setPos(event.scenePos() + self._drag_offset)
            if not self.drop_zone.isVisible() and (event.scenePos() - self._press_pos).manhattanLength() >= 6:
                card = self._drag.card
                self.show_drop_zone(card is not None and self.can_drop is not None and self.can_drop(card), card)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        from .scene import CARD_H

        item = self._drag
        if item is None:
            super().mouseReleaseEvent(event)
            return
        self._drag = None
        self.show_drop_zone(False)
        item.setZValue(item.base_z)
        travelled = (event.scenePos() - self._press_pos).manhattanLength()
        card = item.card
        if travelled < 6:
            item.setPos(item.home)
            self.card_clicked.emit(card)
        elif item.pos().y() < item.home.y() - CARD_H * 0.6 or self._on_game_pile(event.scenePos()):
            self.card_dropped.emit(card, event.scenePos())
        elif card is not None:  # always: an own card shows its face
            self.snap_back(card)
        event.accept()

    def _on_game_pile(self: TableScene, point: QPointF) -> bool:
        """Dropped on a place a game's pieces mark (Cribbage's crib, even
        beside the hand): a drop, however little the card rose."""
        return self.pieces is not None and self.pieces.pile_at(point) is not None

    def pile_at(self: TableScene, point: QPointF) -> str | None:
        """The pile (not the viewer's hand) a card dropped at ``point`` lands
        on: one of its cards, or its place on the table when it is empty
        (a game's pieces know it, like Cribbage's crib)."""
        from .scene import CardItem

        place = self._place_at(point)
        if place is not None:
            return place
        view = self.view
        own = f"hand:{view.seat}" if view is not None else ""
        for thing in self.items(point):
            if isinstance(thing, CardItem) and thing.pile != own:
                return thing.pile
        return self.pieces.pile_at(point) if self.pieces is not None else None

    def _place_at(self: TableScene, point: QPointF) -> str | None:
        """A place finer than a pile that the game's pieces name (Chinese
        Ten: one card of the table, "table:5H"), or None."""
        place_at = getattr(self.pieces, "place_at", None)
        return place_at(point) if callable(place_at) else None

    def mouseDoubleClickEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self._own_card_at(event.scenePos())
        if item is not None:
            self._drag = None
            item.setPos(item.home)
            self.card_double_clicked.emit(item.card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def snap_back(self: TableScene, card: Card) -> None:
        """A dragged (or refused) card goes back to its place in the hand."""
        item = self.item_for(card)
        if item is None:
            return
        duration = self.animation_ms()
        if duration == 0:
            item.setPos(item.home)
            return
        back = QPropertyAnimation(item, b"pos", self)
        back.setDuration(max(120, duration))
        back.setEndValue(item.home)
        back.setEasingCurve(QEasingCurve.Type.OutBack)
        back.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
