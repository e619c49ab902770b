"""The felt table: card sprites laid out from a View, animated between views.

Cards the viewer can see are keyed by the card itself, face-down cards by their
pile and place, so when an opponent's face-down card turns up on the trick it
flies from that opponent's hand and turns over on the way. Everything is in
scene units of one card width = ``CARD_W``; the view scales the scene to fit
the window, and the sprites are redrawn at the displayed size so they stay
sharp.

State is never shown by colour alone: a playable card stands a little higher
than the cards that cannot be played (which are also dimmed), a selected card
is raised further and outlined with a thick solid line, the card with the
keyboard focus has a dashed outline and comes to the front, the seat to play
has a "\u25b6" and bold text on its name plate, and while a card is dragged
(or selected) a dashed frame shows where to drop it. The high-contrast table
darkens the felt, thickens the outlines and makes the plates opaque.

The felt may be the player's own picture (Settings), scaled to cover the
whole window, whatever its shape.

Every card and pile has a name a screen reader can say
(``CardItem.accessible_name()``, ``TableScene.pile_accessible_name()``), in the
player's language: see :mod:`cardtable.ui.accessibility`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..core.cards import Card
from ..core.game import View
from ..core.moves import Move
from .accessibility import card_title, pile_title
from .felt import draw_felt_picture
from .i18n import tr
from .layout import CARD_RATIO, TABLE_HEIGHT, TABLE_WIDTH, Slot, TableLayout
from .layout_scene import CARD_W as CARD_W
from .layout_scene import SELECTED_LIFT as SELECTED_LIFT
from .layout_scene import SceneLayout
from .layout_solver import MARGIN
from .scene_mouse import SceneMouse
from .scene_plates import SELECTED_COLOUR, NamePlate
from .sprites import SpriteCache
from .table_pieces import TablePieces, pieces_for

if TYPE_CHECKING:
    from .controller import TableController

CARD_H = CARD_W * CARD_RATIO
SPEEDS_MS = {"instant": 0, "fast": 160, "normal": 320, "slow": 640}
FELT = QColor(21, 94, 52)
FELT_HIGH_CONTRAST = QColor(10, 40, 20)
FOCUS_COLOUR = QColor(120, 190, 255)
FOCUS_COLOUR_HIGH_CONTRAST = QColor(255, 255, 255)
PLAYABLE_LIFT = 0.1  # card widths a playable card stands above the others


class CardItem(QGraphicsObject):
    """One card on the table. Its position is its centre, so rotations and
    scalings stay put; the picture comes from the shared SpriteCache."""

    def __init__(self, sprites: SpriteCache, card: Card | None, pile: str, index: int):
        super().__init__()
        self.sprites = sprites
        self.card = card
        self.pile = pile
        self.index = index
        self.playable = False
        self.selected_for_play = False
        self.focused = False
        self.base_z = 0.0  # its place in the pile's stacking; the focused card comes to the front
        self.home = QPointF()
        self._turn = 1.0  # 0..1 while the card turns over; 1 when it lies still
        self.old_face: Card | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # Each card is painted once at its on-screen size; moving it is a blit.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 4, -CARD_H / 2 - 4, CARD_W + 8, CARD_H + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H), 6, 6)
        return path

    def set_face(self, card: Card | None) -> bool:
        """Show ``card`` (None: the back). True if the face changed, so the
        scene can turn the card over on its way."""
        if card is self.card:
            return False
        self.old_face, self.card = self.card, card
        self.update()
        return True

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    # Animated by the scene: the card narrows to its edge showing the old
    # face, then widens showing the new one.
    turn = Property(float, _get_turn, _set_turn)

    def refresh(self) -> None:
        """Redraw (after a change of selection, focus or deck)."""
        self.update()

    def accessible_name(self) -> str:
        """The card as a screen reader says it ("Queen of spades"), or
        "Face-down card", in the player's language."""
        return card_title(self.card)

    def _high_contrast(self) -> bool:
        scene = self.scene()
        return bool(getattr(scene, "high_contrast", False))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        scale = painter.worldTransform().m11() * self.scale()
        width_px = max(8, round(CARD_W * abs(scale)))
        face = self.card
        if self._turn < 1.0:
            face = self.old_face if self._turn < 0.5 else self.card
            painter.scale(max(0.02, abs(1.0 - 2.0 * self._turn)), 1.0)
        pixmap = self.sprites.pixmap(face, width_px)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(1.5, 2.5), 6, 6)
        painter.fillPath(shadow, QColor(0, 0, 0, 60))
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        high_contrast = self._high_contrast()
        if (
            not self.playable
            and self.card is not None
            and self.pile.startswith("hand:")
            and self.dimmed
            and not self.selected_for_play
        ):
            painter.fillPath(self.shape(), QColor(0, 0, 0, 110 if high_contrast else 70))
        width = 6 if high_contrast else 4
        if self.selected_for_play:
            # Not colour alone: a thick solid outline, and the card sits higher.
            painter.setPen(QPen(SELECTED_COLOUR, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        if self.focused:
            # A dashed outline (inside the selection's, if both).
            pen = QPen(FOCUS_COLOUR_HIGH_CONTRAST if high_contrast else FOCUS_COLOUR, width)
            pen.setStyle(Qt.PenStyle.DashLine)
            if high_contrast:  # dashes of white on a black line: seen on any card and any felt
                painter.setPen(QPen(QColor(0, 0, 0), width + 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = 3 + width if self.selected_for_play else 1
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 6, 6)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 3 + width if self.selected_for_play else 1
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 6, 6)

    dimmed = False


class DropZone(QGraphicsObject):
    """A dashed frame in the middle of the table with words in it, shown while
    a card that can be played is dragged or selected: where it goes."""

    def __init__(self) -> None:
        super().__init__()
        self.size = QRectF(-190, -170, 380, 340)
        self.high_contrast = False
        self.words = True  # "Drop the card here", unless the game marks the places
        self.setZValue(5)  # under the cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(255, 255, 255, 255 if self.high_contrast else 200), 4 if self.high_contrast else 3)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 40 if self.high_contrast else 22))
        painter.drawRoundedRect(self.size, 18, 18)
        if not self.words:
            return
        font = QFont()
        font.setPointSizeF(11)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        words = self.size.adjusted(10, 0, -10, -10)
        painter.drawText(
            words,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
            tr("Drop the card here to play it"),
        )


class TableScene(SceneLayout, SceneMouse, QGraphicsScene):
    """Draws a View. Emits ``card_clicked`` / ``card_double_clicked`` for the
    viewer's own cards and ``card_dropped`` when one is dragged off the hand."""

    card_clicked = Signal(object)  # Card
    card_double_clicked = Signal(object)  # Card
    card_dropped = Signal(object, QPointF)  # Card, where (scene point)
    pile_clicked = Signal(str)  # pile name

    def __init__(self, sprites: SpriteCache, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sprites = sprites
        self.table_width = TABLE_WIDTH  # card widths; follows the window's shape
        self.table_layout = TableLayout(TABLE_WIDTH, TABLE_HEIGHT, 1.0)
        self._shown: tuple[set[Card], int | None] = (set(), None)
        self.setSceneRect(0, 0, TABLE_WIDTH * CARD_W, TABLE_HEIGHT * CARD_W)
        self.items_by_key: dict[object, CardItem] = {}
        self.plates: dict[int, NamePlate] = {}
        self.view: View | None = None
        self.names: Sequence[str] = []
        self.speed = "normal"
        self.high_contrast = False
        self.card_size = 1.0  # LARGE_CARDS for the Settings' "Large cards"
        self.felt_picture = QPixmap()  # the player's felt (none: our green felt)
        # Asked while a card is dragged: may it be played (show the drop zone)?
        self.can_drop: Callable[[Card], bool] | None = None
        # The moves a card of the hand may make (a game's pieces mark where it goes).
        self.moves_of: Callable[[Card], list[Move]] | None = None
        # The card of the hand chosen or focused, and the words under the table (a game's own keys use them).
        self.card_in_hand: Callable[[], Card | None] | None = None
        self.say: Callable[[str], None] | None = None
        self.pieces: TablePieces | None = None  # the game's own pieces (Cribbage's board...)
        # The match at the table, for pieces that play the player's moves (Camicia turns by itself).
        self.controller: TableController | None = None
        self.drop_zone = DropZone()
        self.drop_zone.setPos(TABLE_WIDTH * CARD_W / 2, TABLE_HEIGHT * CARD_W / 2)
        self.addItem(self.drop_zone)
        self._animation: QParallelAnimationGroup | None = None
        self._turning: list[CardItem] = []  # cards turning over in the coming animation
        self._arriving: list[CardItem] = []  # cards new to the table (a deal), staggered
        self._drag: CardItem | None = None
        self._drag_offset = QPointF()
        self._press_pos = QPointF()
        self.info_item = QGraphicsSimpleTextItem()
        self.info_item.setBrush(QBrush(QColor(235, 245, 235)))
        self.info_item.setZValue(600)
        self.info_item.setPos(MARGIN * CARD_W, MARGIN * CARD_W)
        self.addItem(self.info_item)
        self.sprites.updated.connect(self._repaint_cards)

    # -- drawing -------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        if not self.felt_picture.isNull():
            self._draw_felt_picture(painter, QRectF(rect))  # Qt passes a QRectF: an equal copy
            return
        base = FELT_HIGH_CONTRAST if self.high_contrast else FELT
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, base.lighter(125))
        gradient.setColorAt(1.0, base.darker(140))
        painter.fillRect(rect, QBrush(gradient))

    def _draw_felt_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The player's felt over all the view shows (the scene and the
        margins a window of another shape adds)."""
        area = self.sceneRect()
        for view in self.views():
            area = area.united(view.mapToScene(view.viewport().rect()).boundingRect())
        draw_felt_picture(painter, self.felt_picture, area, rect, self.high_contrast)

    def set_felt_picture(self, path: Path | None) -> None:
        """Draw the felt from the picture at ``path`` (None, or a picture that
        cannot be read: our green felt)."""
        self.felt_picture = QPixmap(str(path)) if path is not None else QPixmap()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():
            view.resetCachedContent()
        self.update()

    def _repaint_cards(self) -> None:
        for item in self.items_by_key.values():
            item.update()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def animation_ms(self) -> int:
        return SPEEDS_MS.get(self.speed, 320)

    def set_high_contrast(self, on: bool) -> None:
        self.high_contrast = on
        self.drop_zone.high_contrast = on
        for plate in self.plates.values():
            plate.high_contrast = on
        self.invalidate(self.sceneRect())
        self.update()

    def show_drop_zone(self, visible: bool, card: Card | None = None) -> None:
        """Show (or hide) the dashed frame where a card is dropped to play it;
        a game's pieces may place the frame (round Fan Tan's rows) and mark
        the places ``card`` may go."""
        area = getattr(self.pieces, "drop_area", None)
        rect = area() if visible and callable(area) else None
        self.drop_zone.words = rect is None  # a game that marks the places needs no words
        if rect is not None:
            self.drop_zone.prepareGeometryChange()
            self.drop_zone.setPos(rect.center())
            self.drop_zone.size = rect.translated(-rect.center())
        elif visible:
            size = self.card_size
            self.drop_zone.prepareGeometryChange()
            self.drop_zone.size = QRectF(
                -1.9 * CARD_W * size, -1.75 * CARD_W * size, 3.8 * CARD_W * size, 3.5 * CARD_W * size
            )
        self.drop_zone.setVisible(visible)
        targets = getattr(self.pieces, "show_targets", None)
        if callable(targets):
            shown = visible and card is not None and self.moves_of is not None
            targets(self.moves_of(card) if shown and card is not None and self.moves_of is not None else [])

    def show_view(self, view: View, names: Sequence[str], playable: set[Card], mover: int | None = None) -> None:
        """Move every sprite to its place in ``view``, animating from the last one."""
        self.view = view
        self.names = names
        self.pieces = pieces_for(self, view, self.pieces)
        self._shown = (playable, mover)
        self._update_plates(view)
        self._update_info(view)
        slots = self._solve(view).slots
        if self.pieces is not None:
            slots = self.pieces.arrange(view, slots)
        own_hand = f"hand:{view.seat}"
        hand_cards = [card for pile in view.piles if pile.name == own_hand for card in pile.cards]
        # Some cards can be played and some not: the playable ones stand higher.
        lift = (
            PLAYABLE_LIFT * CARD_W * self.card_size
            if playable and any(card not in playable for card in hand_cards)
            else 0.0
        )
        old = dict(self.items_by_key)
        wanted: list[tuple[object, Card | None, str, int, Slot]] = []
        for pile in view.piles:
            pile_slots = slots.get(pile.name, [])
            for index, card in enumerate(pile.cards):
                if index >= len(pile_slots):
                    break
                key: object = card if card is not None else (pile.name, index)
                wanted.append((key, card, pile.name, index, pile_slots[index]))
        wanted_keys = {entry[0] for entry in wanted}
        vanished = [item for key, item in old.items() if key not in wanted_keys]
        new_items: dict[object, CardItem] = {}
        moves: list[tuple[CardItem, QPointF, float]] = []
        self._turning = []
        self._arriving = []
        for key, card, pile_name, index, slot in wanted:
            item = old.get(key)
            if item is None:
                item = self._reuse(vanished, pile_name, mover, card)
            if item is None:
                item = CardItem(self.sprites, card, pile_name, index)
                item.setPos(self._origin_for(pile_name))
                self.addItem(item)
                self._arriving.append(item)
            elif item.set_face(card):
                self._turning.append(item)
            item.pile, item.index = pile_name, index
            item.base_z = slot.z
            item.setZValue(slot.z)
            item.selected_for_play = False
            item.focused = False
            item.playable = card is not None and card in playable and pile_name == own_hand
            item.dimmed = bool(playable) and pile_name == own_hand
            target = QPointF(slot.x * CARD_W, slot.y * CARD_W - (lift if item.playable else 0.0))
            item.home = target
            moves.append((item, target, slot.scale))
            new_items[key] = item
        for item in vanished:
            self.removeItem(item)
        self.items_by_key = new_items
        self.show_drop_zone(False)
        self._animate(moves)
        self._place_plates(view)
        if self.pieces is not None:
            self.pieces.show(view)

    def _reuse(self, vanished: list[CardItem], pile_name: str, mover: int | None, card: Card | None) -> CardItem | None:
        """A sprite that left another pile is the same card arriving here:
        prefer one from the mover's hand, then any face-down one, then any."""
        if not vanished:
            return None

        def rank(item: CardItem) -> int:
            if card is not None and item.card is card:
                return 0
            if mover is not None and item.pile == f"hand:{mover}":
                return 1
            if item.card is None:
                return 2
            return 3

        best = min(vanished, key=rank)
        if card is not None and best.card is not None and best.card is not card:
            return None
        vanished.remove(best)
        return best

    def _origin_for(self, pile_name: str) -> QPointF:
        """Where a new card comes from: the stock if there is one, else the centre."""
        for item in self.items_by_key.values():
            if item.pile in ("stock", "deck"):
                return item.pos()
        return QPointF(self.table_width * CARD_W / 2, TABLE_HEIGHT * CARD_W / 2)

    def _animate(self, moves: list[tuple[CardItem, QPointF, float]]) -> None:
        self._stop_animation()
        turning = set(map(id, self._turning))
        for item in self.items_by_key.values():
            if item._turn < 1.0 and id(item) not in turning:
                item._set_turn(1.0)  # its turn was cut short by this newer view
        duration = self.animation_ms()
        group = QParallelAnimationGroup(self)
        arriving = {id(item): order for order, item in enumerate(self._arriving)}
        for item in self._turning:
            if duration == 0:
                break
            turn = QPropertyAnimation(item, b"turn", group)
            turn.setDuration(duration)
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            group.addAnimation(turn)
        for item, target, scale in moves:
            if duration == 0 or (item.pos() - target).manhattanLength() < 0.5:
                item.setPos(target)
                item.setScale(scale)
                continue
            move = QPropertyAnimation(item, b"pos")
            move.setDuration(duration)
            move.setEndValue(target)
            move.setEasingCurve(QEasingCurve.Type.OutCubic)
            order = arriving.get(id(item))
            if order is not None and order > 0:
                # A deal: cards leave the pack one after another.
                staggered = QSequentialAnimationGroup(group)
                staggered.addPause(min(order * 18, 900))
                staggered.addAnimation(move)
                group.addAnimation(staggered)
            else:
                move.setParent(group)
                group.addAnimation(move)
            if abs(item.scale() - scale) > 1e-3:
                grow = QPropertyAnimation(item, b"scale", group)
                grow.setDuration(duration)
                grow.setEndValue(scale)
                group.addAnimation(grow)
        if group.animationCount():
            self._animation = group
            group.finished.connect(self._animation_done)
            group.finished.connect(group.deleteLater)
            group.start()
        else:
            group.setParent(None)  # nothing to run: freed now, not left the scene's child

    def _animation_done(self) -> None:
        self._animation = None

    def _stop_animation(self) -> None:
        """Stop the running animation, and have Qt delete it: a group left
        the scene's child for good made every view shown leak one (and made
        a search of the table's children slower and slower)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation.deleteLater()
            self._animation = None

    def finish_animations(self) -> None:
        self._stop_animation()
        for item in self.items_by_key.values():
            item.setPos(item.home)
            item._set_turn(1.0)

    @property
    def animating(self) -> bool:
        return self._animation is not None

    def seat_note(self, seat: int) -> str:
        """What the game says at a seat (a bid, tricks taken), in words, or ""."""
        view = self.view
        notes = view.get("seat_notes") if view is not None else None
        if isinstance(notes, tuple) and seat < len(notes) and notes[seat] is not None:
            note = notes[seat]
            return note.text(self.names) if hasattr(note, "text") else tr(str(note))
        return ""

    def _update_info(self, view: View) -> None:
        """The game's own status lines (count, trumps, suit to play...)."""
        font = QFont()
        font.setPixelSize(20)  # scene units, so the layout can measure it
        font.setBold(True)
        if self.info_item.font() != font:  # set again, the text would be laid out again for each view
            self.info_item.setFont(font)
        own = getattr(self.pieces, "status_lines", None)  # a game whose board says it all (Blackjack)
        lines = own(view) if callable(own) else [line.text(self.names) for line in view.status]
        self.info_item.setText("\n".join(lines))

    # -- finding things ---------------------------------------------------------
    def hand_items(self) -> list[CardItem]:
        view = self.view
        if view is None or view.seat is None:
            return []
        name = f"hand:{view.seat}"
        return sorted((i for i in self.items_by_key.values() if i.pile == name), key=lambda i: i.index)

    def item_for(self, card: Card) -> CardItem | None:
        return self.items_by_key.get(card)

    def pile_items(self, pile_name: str) -> list[CardItem]:
        """The sprites of a pile, in the pile's order."""
        return sorted((i for i in self.items_by_key.values() if i.pile == pile_name), key=lambda i: i.index)

    def pile_accessible_name(self, pile_name: str) -> str:
        """A pile as a screen reader says it ("Trick: 3 cards, clubs led"), or ""."""
        view = self.view
        if view is None:
            return ""
        try:
            pile = view.pile(pile_name)
        except KeyError:
            return ""
        return pile_title(pile, view.seat, self.names)
