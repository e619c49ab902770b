"""The mark on the cards another player passed to you (Hearts), shown until
the first trick is played: a round badge with an arrow pointing into the card
at its left edge, where a fanned hand leaves every card visible. A shape, not a
colour alone; the accessible name says it too ("Queen of spades, passed to you").

The game says which cards in the viewer's hand to mark with the view fact
``received_cards``; any game that passes cards may use it."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem

from ..core.cards import Card
from ..core.game import View
from .i18n import tr

RADIUS = 12.0  # scene units: a card is 100 wide
INK = QColor(20, 20, 20)
ACCENT = QColor(255, 214, 0)


def received_cards(view: View | None) -> frozenset[Card]:
    """The viewer's cards the game asks to mark as received (none once the
    first trick is played)."""
    cards = view.get("received_cards") if view is not None else None
    return frozenset(cards or ())


def received_name(title: str) -> str:
    """A card's accessible name with the mark in words."""
    return tr("{card}, passed to you", card=title)


class ReceivedBadge(QGraphicsEllipseItem):
    """The badge, a child of the card's item so it moves and scales with it.
    Plain Qt items (a circle and the arrow's path), nothing painted in Python."""

    def __init__(self, parent: QGraphicsItem, card_width: float, card_height: float) -> None:
        super().__init__(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS, parent)
        self.setPos(QPointF(-card_width / 2 + 0.21 * card_width, -0.08 * card_height))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the card
        self.setPen(QPen(INK, 2.5))
        self.setBrush(ACCENT)
        arrow = QPainterPath()  # pointing down-right, into the card: "given to you"
        arrow.moveTo(-5.5, -5.5)
        arrow.lineTo(4.5, 4.5)
        arrow.moveTo(5.5, -3.0)
        arrow.lineTo(5.5, 5.5)
        arrow.lineTo(-3.0, 5.5)
        self.arrow = QGraphicsPathItem(arrow, self)
        self.arrow.setPen(QPen(INK, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        self.arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def mark_received(
    items: Iterable[QGraphicsItem], hand: str, cards: frozenset[Card], card_width: float, card_height: float
) -> None:
    """Give each card item of the pile ``hand`` (the viewer's) whose card is
    in ``cards`` a badge, and take it from every other item (a marked card
    played to the trick leaves its mark behind)."""
    for item in items:
        badge: ReceivedBadge | None = getattr(item, "received_badge", None)
        wanted = getattr(item, "pile", None) == hand and getattr(item, "card", None) in cards
        if wanted and badge is None:
            # Kept on the card's item too, so Python never lets go of it while Qt paints it.
            item.received_badge = ReceivedBadge(item, card_width, card_height)  # type: ignore[attr-defined]
        elif not wanted and badge is not None:
            item.received_badge = None  # type: ignore[attr-defined]
            scene = badge.scene()
            if scene is not None:
                scene.removeItem(badge)  # which also takes it from the card
            else:
                badge.setVisible(False)
