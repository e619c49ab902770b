"""Camicia's own pieces on the table: each packet squared before its owner
with its count, the pile fanned in the middle (the newest card on top, whole),
the attack card marked and the attack in words ("Computer 1's three attacks:
you answer 2 more cards."), the end in words, and the speed control.

Camicia is pure luck, so the table plays the player's cards too: at the
chosen speed (Pause, Slow, Normal, Fast; a click on it, or P and S) a timer
turns the player's top card whenever it is their turn, and the computer's
turns follow at the same pace (the controller's think pause). Space or
Enter, the Turn button or a click on your packet turns a card at any time.

When an attack is won, the last card turned is first seen on the pile, then
the pile slides to the winner's packet (``interlude``: the table shows that
moment before the view that follows it). Everything else is read from the
View (``attack``, ``turned``, the piles); the cards fly and turn over by the
scene's own animation, at the app's animation speed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..core.cards import Card
from ..core.game import HandResult, PileView, View
from ..core.i18n import translate
from ..core.moves import Move
from ..games.camicia.regions import PACKET_SIZE, PILE_SIZE, attack_card, packet_places, pile_places
from .accessibility import announce, seat_name
from .fan_tan_board import Badge
from .i18n import tr, trn
from .layout import Slot
from .scene import CARD_H, CARD_W

if TYPE_CHECKING:
    from .scene import CardItem, TableScene

TURN = Move("turn")
SPEEDS = ("pause", "slow", "normal", "fast")
#: Seconds between two cards turned at each speed (paused: the computer's pace).
PACE = {"pause": 0.6, "slow": 1.2, "normal": 0.6, "fast": 0.15}
#: How long the last card of a won attack stays on the pile before it slides away.
TAKEN_MS = {"pause": 900, "slow": 1400, "normal": 900, "fast": 350}
PACKET_Z = 20  # the packets' cards, under the pile's
PILE_Z = 40  # the pile's cards, over the packets' (a card turned flies over them)
ATTACK_COLOUR = QColor(230, 60, 40)

#: The speed chosen last at any Camicia table of this session (a new match keeps it).
chosen = {"speed": "normal"}


def speed_label(speed: str) -> str:
    """A speed in the player's words."""
    labels = {"pause": tr("Pause"), "slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast")}
    return labels[speed]


def _rank_word(card: Card) -> str:
    """ "ace", "two", "three": the attack card by its rank, which is what it asks."""
    return translate(card.rank.noun)


class AttackMark(QGraphicsObject):
    """The attack card marked: a solid outline and a triangle above its
    left edge (the part the newer cards leave in view), a child of the card."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setData(0, "overlay")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CARD_W / 2 - 8, -CARD_H / 2 - 30, CARD_W + 16, CARD_H + 38)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        card = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H).adjusted(-3, -3, 3, 3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 20), 8))
        painter.drawRoundedRect(card, 8, 8)
        painter.setPen(QPen(ATTACK_COLOUR, 4))
        painter.drawRoundedRect(card, 8, 8)
        tip = QPointF(-CARD_W / 2 + 0.15 * CARD_W, -CARD_H / 2 - 6)
        path = QPainterPath(tip)
        path.lineTo(tip + QPointF(-11, -20))
        path.lineTo(tip + QPointF(11, -20))
        path.closeSubpath()
        painter.setPen(QPen(QColor(20, 20, 20), 2))
        painter.setBrush(ATTACK_COLOUR)
        painter.drawPath(path)


class SpeedChip(QGraphicsObject):
    """One speed of the control: a rounded box with its name, filled when chosen."""

    def __init__(self, speed: str, choose: Callable[[str], None], parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.speed, self.choose = speed, choose
        self.chosen = False
        self.font = QFont()
        self.box = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_size(self, pixels: float) -> None:
        self.prepareGeometryChange()
        self.font.setPixelSize(max(6, round(pixels)))
        self.font.setBold(True)
        metrics = QFontMetricsF(self.font)
        self.box = QRectF(0, 0, metrics.horizontalAdvance(speed_label(self.speed)) + pixels, pixels * 1.6)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = self.box.height() / 3
        # Not colour alone: the chosen speed is filled light with dark words and a thick edge.
        painter.setPen(QPen(QColor(255, 255, 255), 3 if self.chosen else 1.2))
        painter.setBrush(QColor(245, 240, 215) if self.chosen else QColor(20, 20, 20, 150))
        painter.drawRoundedRect(self.box.adjusted(1, 1, -1, -1), radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(20, 20, 20) if self.chosen else QColor(255, 255, 255))
        painter.drawText(self.box, Qt.AlignmentFlag.AlignCenter, speed_label(self.speed))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.choose(self.speed)
        event.accept()


class Words(QGraphicsObject):
    """The words under the pile (the attack, the pile taken, the end) and,
    under them, the speed control and its keys."""

    def __init__(self, choose: Callable[[str], None]) -> None:
        super().__init__()
        self.rect = QRectF()
        self.text = ""
        self.keys = ""
        self.font = QFont()
        self.font.setBold(True)
        self.small = QFont()
        self.chips = [SpeedChip(speed, choose, self) for speed in SPEEDS]
        self._keys_x = 0.0  # where the keys' words start, after the chips
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def set_words(self, rect: QRectF, text: str, speed: str) -> None:
        """Fill ``rect`` (scene units): ``text`` on the first line, as large
        as fits; the speeds, ``speed`` chosen, and their keys on the second."""
        self.prepareGeometryChange()
        self.rect = rect
        self.setPos(rect.topLeft())
        self.text = text
        self.keys = tr("Space: turn a card \u00b7 P: pause \u00b7 S: speed")
        line = rect.height() / 2
        self.font.setPixelSize(max(6, round(min(line * 0.62, self._fitting(text, self.font, rect.width(), line)))))
        self.small.setPixelSize(max(6, round(line * 0.46)))
        chip_px = line * 0.58
        for chip in self.chips:
            chip.chosen = chip.speed == speed
            chip.set_size(chip_px)
        gap = chip_px * 0.5
        widths = [chip.box.width() for chip in self.chips]
        keys_w = QFontMetricsF(self.small).horizontalAdvance(self.keys)
        total = sum(widths) + gap * len(widths) + keys_w
        if total > rect.width():  # a narrow table: smaller chips and keys
            shrink = rect.width() / total
            chip_px *= shrink
            self.small.setPixelSize(max(6, round(self.small.pixelSize() * shrink)))
            for chip in self.chips:
                chip.set_size(chip_px)
            widths = [chip.box.width() for chip in self.chips]
            keys_w = QFontMetricsF(self.small).horizontalAdvance(self.keys)
            gap = chip_px * 0.5
            total = sum(widths) + gap * len(widths) + keys_w
        x = (rect.width() - total) / 2
        for chip, width in zip(self.chips, widths):
            chip.setPos(x, line + (line - chip.box.height()) / 2)
            x += width + gap
        self._keys_x = x
        self.update()

    @staticmethod
    def _fitting(text: str, font: QFont, width: float, line: float) -> float:
        """The largest pixel size at which ``text`` fits ``width``."""
        probe = QFont(font)
        probe.setPixelSize(100)
        advance = QFontMetricsF(probe).horizontalAdvance(text) or 1.0
        return min(line, 100 * width * 0.98 / advance)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        line = self.rect.height() / 2
        painter.setFont(self.font)
        first = QRectF(0, 0, self.rect.width(), line)
        painter.setPen(QColor(0, 0, 0, 140))
        painter.drawText(first.translated(1.5, 1.5), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setPen(QColor(255, 245, 200))
        painter.drawText(first, Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setFont(self.small)
        painter.setPen(QColor(235, 245, 235))
        keys = QRectF(self._keys_x, line, self.rect.width(), line)
        painter.drawText(keys, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.keys)


class CamiciaPieces(QObject):
    """Camicia's pieces on one scene (see the module's docstring)."""

    game = "camicia"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.badges = {seat: Badge() for seat in (0, 1)}
        for badge in self.badges.values():
            scene.addItem(badge)
        self.words = Words(self.set_speed)
        scene.addItem(self.words)
        self.mark: AttackMark | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.turn_by_itself)
        self._last: View | None = None  # the last view of the game itself shown (not a moment)
        self._moment: View | None = None  # the pile taken, shown before the view that follows
        self._taken: tuple[int, int] | None = None  # who took the pile, and how many cards
        self._said = ""  # the words last shown (a change is announced)

    @property
    def speed(self) -> str:
        return chosen["speed"]

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """The packets squared and the pile fanned, each in its region."""
        out = dict(slots)
        regions = self.scene.table_layout.regions
        for pile in view.piles:
            rect = regions.get(pile.name)
            if rect is None:
                continue
            size = PILE_SIZE if pile.name == "pile" else PACKET_SIZE
            unit = rect.w / size[0]
            if pile.name == "pile":
                places, base = pile_places(pile.count), PILE_Z
            else:
                places, base = packet_places(pile.count), PACKET_Z
            out[pile.name] = [Slot(rect.x + x * unit, rect.y + y * unit, base + z, unit) for x, y, z in places]
        return out

    def show(self, view: View) -> None:
        """The counts, the attack card's mark, the words; and the next card
        turned by itself when it is the player's turn."""
        self.view = view
        self._show_counts(view)
        self._show_mark(view)
        self._show_words(view)
        if view is self._moment:
            self.timer.stop()
            return
        self._moment, self._taken = None, None
        self._last = view
        self._pace()

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        self.timer.stop()
        for item in (*self.badges.values(), self.words):
            self.scene.removeItem(item)

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False  # the moment the pile is taken is the table's wait, not the pieces'

    def pile_at(self, point: QPointF) -> str | None:
        return None  # no card is ever dropped in Camicia

    # -- what the table widget asks ---------------------------------------------------
    def key_pressed(self, key: int) -> bool:
        """Space or Enter turns a card; P pauses (or plays on); S goes to the
        next speed. True when the key was Camicia's."""
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.turn_now()
            return True
        if key == Qt.Key.Key_P:
            self.set_speed("normal" if self.speed == "pause" else "pause")
            return True
        if key == Qt.Key.Key_S:
            self.set_speed(SPEEDS[SPEEDS.index(self.speed) % (len(SPEEDS) - 1) + 1])
            return True
        return False

    def pile_clicked(self, pile: str) -> bool:
        """A click on your packet turns your top card."""
        view = self.view
        if view is None or view.seat is None or pile != f"packet:{view.seat}":
            return False
        self.turn_now()
        return True

    def interlude(self, view: View) -> tuple[View, int] | None:
        """The moment to show before ``view`` and for how long (ms): when an
        attack was just won, the pile with the last card turned on it,
        before it slides to the winner's packet; else None."""
        last, controller = self._last, self.scene.controller
        if last is None or controller is None or self.scene.speed == "instant" or view is self._moment:
            return None
        attack = last.get("attack")
        if attack is None or view.pile("pile").count or view.get("turned") != last.get("turned") + 1:
            return None
        winner, owed = attack
        taken = last.pile("pile").count + 1
        table = getattr(controller.state, "table", None)
        if table is None or len(table.packets[winner]) < taken:
            return None
        cards = tuple(table.packets[winner])[-taken:]  # the pile as it lay, face up: every card of it was shown
        piles = []
        for pile in view.piles:
            if pile.name == "pile":
                pile = PileView("pile", pile.kind, cards)
            elif pile.name == f"packet:{winner}":
                pile = replace(pile, cards=pile.cards[:-taken])
            piles.append(pile)
        info = tuple((key, (winner, 0) if key == "attack" else value) for key, value in view.info)
        self._moment = replace(view, piles=tuple(piles), info=info)
        self._last = None  # shown once: the view that follows comes next
        self._taken = (winner, taken)
        return self._moment, TAKEN_MS[self.speed]

    def summary_lines(self, result: HandResult) -> list[str]:
        """The hand's summary says how long the game lasted."""
        turned = result.cells.get("turned")
        if not isinstance(turned, int):
            return []
        return [trn("The game lasted {n} card.", "The game lasted {n} cards.", turned)]

    # -- turning -----------------------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        """Play at ``speed`` from now on (and at the next Camicia table)."""
        chosen["speed"] = speed
        if self.view is not None:
            self._show_words(self.view)
        self._pace()

    def turn_now(self) -> bool:
        """Turn the player's top card now, if it is their turn."""
        controller = self.scene.controller
        if controller is None or not controller.is_humans_turn():
            return False
        self.timer.stop()
        return controller.play(TURN)

    def turn_by_itself(self) -> None:
        """The timer: the player's card turned at the chosen speed, while the
        table is in view and not waiting on something."""
        controller = self.scene.controller
        if self.speed == "pause" or controller is None or controller.paused or self.view is self._moment:
            return
        if not any(view.isVisible() for view in self.scene.views()):
            return
        self.turn_now()

    def _pace(self) -> None:
        """The computer's pace follows the speed; the player's card is
        turned after as long, unless paused."""
        controller = self.scene.controller
        if controller is None:
            return
        if controller.think_pause > 0:  # a table made without a pause (the tools, tests) keeps none
            controller.think_pause = PACE[self.speed]
        view = self.view
        if self.speed == "pause" or view is None or view.seat is None or view.to_move != view.seat:
            self.timer.stop()
            return
        self.timer.start(round(PACE[self.speed] * 1000))

    # -- what is shown -----------------------------------------------------------------
    def _show_counts(self, view: View) -> None:
        """Each packet's count on its top card."""
        for seat, badge in self.badges.items():
            try:
                count = view.pile(f"packet:{seat}").count
            except KeyError:
                count = 0
            rect = self.scene.table_layout.regions.get(f"packet:{seat}")
            if rect is None or not count:
                badge.setVisible(False)
                continue
            unit = rect.w / PACKET_SIZE[0]
            badge.set_text(str(count), 0.3 * unit * CARD_W)
            top = packet_places(count)[0]
            centre = QPointF((rect.x + top[0] * unit) * CARD_W, (rect.y + top[1] * unit) * CARD_W)
            badge.setPos(centre.x() - badge.box.width() / 2, centre.y() - badge.box.height() / 2)

    def _show_mark(self, view: View) -> None:
        """Mark the attack card in force (none: no mark)."""
        if self.mark is not None:
            if self.mark.scene() is not None:
                self.mark.scene().removeItem(self.mark)
            self.mark = None
        card = attack_card(view)
        item: CardItem | None = self.scene.item_for(card) if card is not None else None
        if item is not None:
            self.mark = AttackMark(item)

    def _show_words(self, view: View) -> None:
        rect = self.scene.regions.get("words")
        self.words.setVisible(rect is not None)
        text = self.words_for(view)
        if rect is not None:
            self.words.set_words(rect, text, self.speed)
        if text != self._said and (view is self._moment or view.to_move is None):
            for table in self.scene.views():  # a screen reader hears the pile taken and the end
                announce(table, text)
        self._said = text

    def words_for(self, view: View) -> str:
        """The line under the pile: the pile taken, the attack being
        answered, or the end and the game's length."""
        names = self.scene.names
        turned = int(view.get("turned") or 0)
        if view.to_move is None and (view.get("winner") is not None or view.get("endless") is not None):
            ending = view.prompt.text(names)
            return trn(
                "{ending} The game lasted {n} card.", "{ending} The game lasted {n} cards.", turned, ending=ending
            )
        if view is self._moment and self._taken is not None:
            winner, count = self._taken
            if winner == view.seat:
                return trn(
                    "You win the attack: you take the pile ({n} card).",
                    "You win the attack: you take the pile ({n} cards).",
                    count,
                )
            return trn(
                "{name} wins the attack and takes the pile ({n} card).",
                "{name} wins the attack and takes the pile ({n} cards).",
                count,
                name=seat_name(names, winner),
            )
        attack, card = view.get("attack"), attack_card(view)
        if attack is None or card is None:
            return ""
        attacker, owed = attack
        if attacker == view.seat:
            return trn(
                "Your {card} attacks: {name} answers {n} more card.",
                "Your {card} attacks: {name} answers {n} more cards.",
                owed,
                card=_rank_word(card),
                name=seat_name(names, 1 - attacker),
            )
        if view.seat is None:
            return trn(
                "{name}'s {card} attacks: {n} more card to answer.",
                "{name}'s {card} attacks: {n} more cards to answer.",
                owed,
                card=_rank_word(card),
                name=seat_name(names, attacker),
            )
        return trn(
            "{name}'s {card} attacks: you answer {n} more card.",
            "{name}'s {card} attacks: you answer {n} more cards.",
            owed,
            card=_rank_word(card),
            name=seat_name(names, attacker),
        )
