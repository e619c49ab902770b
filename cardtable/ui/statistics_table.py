"""Statistics' own pieces on the table: the kitty fanned so that the cards
under its top one read (the game is taking it at the right moment), its size
and worth to the player in words under it, the deck's count, each
collection's points on it, the order of the picked cards, and what a pick
of cards means.

Cards are picked one by one (a click or Space; another click puts a card
back); the last picked lies on top of the kitty and sets the suit and rank
to beat, so each picked card shows its number. The picked cards make the
moves of ``picked_moves``: played or taking the kitty on the kitty (a drop
there, a click on it, Enter, a button) and passed to the player on the left
(a drop on their plate or hand, P, a button). Everything shown is read from
the View (``info["kitty_value"]``, ``taken_points``); the moves from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from ..core.cards import Card, Rank
from ..core.game import View
from ..core.moves import Move
from ..games.statistics.plays import pass_move, play_move, take_move
from ..games.statistics.regions import kitty_places, label_rect
from .fan_tan_board import Badge
from .i18n import tr, trn
from .layout import Slot
from .scene import CARD_H, CARD_W, TableScene
from .scene_plates import SELECTED_COLOUR

KITTY_Z = 30  # the kitty's cards, over the felt and under the hands
ORDER_Z = 1100  # the picked cards' numbers, over a dragged card


class KittyWords(QGraphicsObject):
    """A line or two of words in a fixed rectangle, as large as fits it,
    never cut (the item's position is the rectangle's top-left)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.rect = QRectF(0, 0, 1, 1)
        self.font = QFont()
        self.font.setBold(True)
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, rect: QRectF, text: str) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.text = text
        lines = text.split("\n")
        size = rect.height() / (1.25 * len(lines))
        while True:
            self.font.setPixelSize(max(1, round(size)))
            metrics = QFontMetricsF(self.font)
            if max(metrics.horizontalAdvance(line) for line in lines) <= rect.width() or size <= 6:
                break
            size -= 0.5
        self.setToolTip(text)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class StatisticsPieces(QObject):
    """Statistics' pieces on one scene (see the module's docstring)."""

    game = "statistics"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.words = KittyWords()
        self.deck_badge = Badge()
        self.points: dict[int, Badge] = {}
        self.order: list[Badge] = []
        self.mark = QGraphicsPathItem()
        self.mark.setZValue(510)
        self.mark.setData(0, "overlay")  # rounds a plate on purpose
        self.mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.mark.setVisible(False)
        for item in (self.words, self.deck_badge, self.mark):
            scene.addItem(item)
        self._slots: dict[str, list[Slot]] = {}

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """The kitty's cards fanned in its room, the top one whole."""
        out = dict(slots)
        rect = self.scene.table_layout.regions.get("kitty")
        if rect is not None:
            count = view.pile("kitty").count
            out["kitty"] = [
                Slot(rect.x + x, rect.y + y, KITTY_Z + z, scale)
                for x, y, z, scale in kitty_places(count, rect.w, rect.h)
            ]
        self._slots = out
        return out

    def show(self, view: View) -> None:
        """Bring the kitty's words, the counts and the collections' points up to ``view``."""
        self.view = view
        self._show_words(view)
        self._show_deck(view)
        self._show_points(view)
        self.show_targets([])
        self.mark_selection([])

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        for item in (self.words, self.deck_badge, self.mark, *self.points.values(), *self.order):
            self.scene.removeItem(item)
        self.points, self.order = {}, []

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False  # nothing of Statistics' keeps the hand's summary waiting

    def pile_at(self, point: QPointF) -> str | None:
        """The kitty's room (empty too: a free lead is dropped there), or a
        player's plate or hand."""
        view = self.view
        if view is None:
            return None
        regions = self.scene.regions
        kitty = regions.get("kitty")
        if kitty is not None and kitty.contains(point):
            return "kitty"
        for seat, plate in self.scene.plates.items():
            if seat != view.seat and plate.isVisible() and plate.sceneBoundingRect().contains(point):
                return f"plate:{seat}"
        for seat in range(view.players):
            rect = regions.get(f"hand:{seat}")
            if seat != view.seat and rect is not None and rect.contains(point):
                return f"hand:{seat}"
        return None

    # -- what picked cards mean ----------------------------------------------------------
    def picked_moves(self, cards: Sequence[Card], place: str | None) -> tuple[list[Move], str]:
        """The legal moves the picked ``cards`` make at ``place`` (None: any;
        "take"; "pass"; a pile or plate dropped on or clicked), the last
        picked on top; none: why not, in words."""
        view, controller = self.view, self.scene.controller
        if view is None or controller is None or view.seat is None or not cards:
            return [], tr("Choose a card first.")
        left = (view.seat + 1) % view.players
        play, take = play_move(cards, cards[-1]), take_move(cards)
        give = pass_move(cards[0]) if len(cards) == 1 else Move("pass", tuple(cards))
        seat = _seat_of(place)
        if place is None:
            wanted = [play, take, give]
        elif place == "take":
            wanted = [take]
        elif place == "pass" or seat == left:
            wanted = [give]
        elif seat is not None:
            name = self.scene.names[left] if left < len(self.scene.names) else str(left)
            return [], tr("A card you cannot play is passed to the player on your left, {player}.", player=name)
        else:
            wanted = [play, take]
        legal = controller.legal_for_human()
        moves = [move for move in wanted if move in legal]
        if moves:
            return moves, ""
        reason = controller.explain(wanted[0])
        return [], reason.text(self.scene.names) if reason is not None else tr("That card cannot be played now.")

    def key_place(self, key: int) -> str | None:
        """T takes the kitty with the picked cards; P passes the picked card."""
        return {int(Qt.Key.Key_T): "take", int(Qt.Key.Key_P): "pass"}.get(int(key))

    def choice_label(self, move: Move) -> str | None:
        """A move's words on its button and in the menu of a two's choice."""
        if move.kind == "take":
            return tr("Take the kitty")
        if move.kind == "pass":
            view = self.view
            left = (view.seat + 1) % view.players if view is not None and view.seat is not None else 0
            name = self.scene.names[left] if left < len(self.scene.names) else str(left)
            return tr("Pass to {player}", player=name)
        if move.kind == "play" and any(card.rank == Rank.TWO for card in move.cards):
            return tr("Play and leave the kitty")
        if move.kind == "play":
            return tr("Play")
        return None

    def drop_area(self) -> QRectF | None:
        """Where the drop frame goes: round the kitty, or round the left
        player's plate when nothing can be played there."""
        left = self._left_plate() if self._must_pass() else None
        if left is not None:
            return left.adjusted(-8, -8, 8, 8)
        rect = self.scene.regions.get("kitty")
        return rect.adjusted(-8, -8, 8, 8) if rect is not None else None

    def show_targets(self, moves: Sequence[Move]) -> None:
        """Outline the left player's plate while a card that may be passed is held."""
        plate = self._left_plate()
        if plate is None or not any(move.kind == "pass" for move in moves):
            self.mark.setVisible(False)
            return
        box = plate.adjusted(-5, -5, 5, 5)
        path = QPainterPath()
        path.addRoundedRect(box, box.height() / 2, box.height() / 2)
        self.mark.setPath(path)
        self.mark.setPen(QPen(QColor(SELECTED_COLOUR), 3.5, Qt.PenStyle.DashLine))
        self.mark.setVisible(True)

    def mark_selection(self, picked: Sequence[Card]) -> None:
        """Number the picked cards in the order picked (the last goes on top)."""
        while len(self.order) < len(picked):
            badge = Badge()
            badge.setZValue(ORDER_Z)
            self.scene.addItem(badge)
            self.order.append(badge)
        for badge in self.order[len(picked) :]:
            badge.setVisible(False)
        for number, (badge, card) in enumerate(zip(self.order, picked), 1):
            item = self.scene.item_for(card)
            if item is None:
                badge.setVisible(False)
                continue
            width = CARD_W * item.scale()
            badge.set_text(str(number), 0.2 * width)
            # Beside the corner index, in the part of the card the next one leaves in view.
            spot = item.pos()
            badge.setPos(spot.x() - width / 2 + 0.26 * width, spot.y() - CARD_H * item.scale() / 2 + 0.04 * width)
            badge.setToolTip(tr("Card {n} picked", n=number))

    # -- parts ---------------------------------------------------------------------------
    def _must_pass(self) -> bool:
        controller = self.scene.controller
        if controller is None:
            return False
        legal = controller.legal_for_human()
        return bool(legal) and all(move.kind == "pass" for move in legal)

    def _left_plate(self) -> QRectF | None:
        view = self.view
        if view is None or view.seat is None:
            return None
        plate = self.scene.plates.get((view.seat + 1) % view.players)
        return plate.sceneBoundingRect() if plate is not None and plate.isVisible() else None

    def _show_words(self, view: View) -> None:
        """ "Kitty: 7 cards, worth 23 to you" under the kitty, on two lines."""
        region = self.scene.regions.get("kitty")
        table = self.scene.table_layout.regions.get("kitty")
        self.words.setVisible(region is not None and table is not None)
        if region is None or table is None:
            return
        x, y, w, h = label_rect(table.w, table.h)
        unit = region.width() / table.w if table.w else CARD_W
        rect = QRectF(region.left() + x * unit, region.top() + y * unit, w * unit, h * unit)
        self.words.set_text(rect, kitty_words(view))

    def _show_deck(self, view: View) -> None:
        """The deck's count on its top card."""
        deck = view.pile("deck")
        slots = self._slots.get("deck") or []
        if not deck.cards or not slots:
            self.deck_badge.setVisible(False)
            return
        top = slots[min(len(slots), deck.count) - 1]
        self.deck_badge.set_text(str(deck.count), 0.24 * top.scale * CARD_W)
        box = self.deck_badge.box
        self.deck_badge.setPos(top.x * CARD_W - box.width() / 2, top.y * CARD_W - box.height() / 2)
        self.deck_badge.setToolTip(trn("Deck: {n} card", "Deck: {n} cards", deck.count))

    def _show_points(self, view: View) -> None:
        """Each collection's points on its top card (collections are public)."""
        points = view.get("taken_points") or ()
        for seat, old in self.points.items():
            if seat >= view.players:
                old.setVisible(False)  # a seat of an earlier match with more players
        for seat in range(view.players):
            badge = self.points.get(seat)
            if badge is None:
                badge = self.points[seat] = Badge()
                self.scene.addItem(badge)
            slots = self._slots.get(f"taken:{seat}") or []
            count = view.pile(f"taken:{seat}").count
            if not count or not slots or seat >= len(points):
                badge.setVisible(False)
                continue
            top = slots[min(len(slots), count) - 1]
            badge.set_text(tr("{points} pts", points=points[seat]), 0.22 * top.scale * CARD_W)
            box = badge.box
            badge.setPos(top.x * CARD_W - box.width() / 2, top.y * CARD_W - box.height() / 2)
            badge.setToolTip(trn("Collection: {n} card", "Collection: {n} cards", count))


def kitty_words(view: View) -> str:
    """The kitty's size and worth to the viewer (or, empty, the free lead)."""
    kitty = view.pile("kitty")
    if not kitty.count:
        if view.to_move is None:
            return tr("The deal is over.")
        return tr("The kitty is empty: a free lead.")
    values = view.get("kitty_value") or ()
    seat = view.seat
    if seat is None or seat >= len(values):
        return trn("Kitty: {n} card", "Kitty: {n} cards", kitty.count)
    return trn(
        "Kitty: {n} card,\nworth {points} to you",
        "Kitty: {n} cards,\nworth {points} to you",
        kitty.count,
        points=values[seat],
    )


def _seat_of(place: str | None) -> int | None:
    """The seat whose plate or hand ``place`` names, or None."""
    kind, _, seat = (place or "").partition(":")
    if kind in ("plate", "hand") and seat.isdigit():
        return int(seat)
    return None
