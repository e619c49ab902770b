"""The Cribbage show counted on the table one combination at a time, as
players count aloud: the cards of each step raised and outlined, the words
so far ("Hand (Ann): fifteen two, fifteen four and a pair is six.") under the
starter and said under the table, one step each ``STEP_MS`` of the
animation speed, hand after hand in the show's order, then the crib. A click
on the table or a key says the rest at once; ``show_counted`` tells when
every hand has been said.

It reads the View's ``show_steps`` (:meth:`CribbageDisplay.show_steps`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.cards import Card
from ..core.game import View
from ..core.reasons import Reason
from ..games.cribbage.scoring import CountStep, said_list
from .felt_caption import Caption

if TYPE_CHECKING:
    from .scene import CardItem, TableScene

STEP_MS = {"instant": 0, "fast": 550, "normal": 1100, "slow": 1900}
"""How long each step of the show stays before the next is said."""
HIGHLIGHT = QColor(255, 214, 0)
CAPTION_PADDING = 20.0  # a caption's bounds are this much wider than its words (see Caption)
SHOW_LIFT = 28.0  # scene units (of a card 100 wide) a counted card is raised

Hand = tuple[int, str, tuple[Card, ...], tuple[CountStep, ...]]
"""One hand of the show as the View gives it: seat, "hand" or "crib", cards, steps."""


class Outline(QGraphicsObject):
    """A thick outline round a card counted in the show (not colour alone:
    a wide solid frame, and the card is raised)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.setZValue(450)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(HIGHLIGHT, 6))
        painter.setBrush(QBrush(QColor(255, 214, 0, 40)))
        painter.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 8, 8)


def free_band(rects: Iterable[QRectF], spot: QRectF, table: QRectF) -> QRectF:
    """The felt under ``spot`` that none of ``rects`` covers: from the spot's
    bottom down to the first thing below it, as wide to either side of the
    spot's centre as the things beside that band allow (the same on both
    sides, so that words centred there stay under the spot)."""
    rects = list(rects)
    x, top = spot.center().x(), spot.bottom()
    below = [r.top() for r in rects if r.top() >= top - 1 and r.left() < spot.right() and r.right() > spot.left()]
    bottom = min(below, default=table.bottom())
    left, right = table.left(), table.right()
    for r in rects:
        if r.bottom() <= top + 1 or r.top() >= bottom - 1:
            continue  # above or below the band
        if r.right() <= x:
            left = max(left, r.right())
        elif r.left() >= x:
            right = min(right, r.left())
    half = max(min(x - left, right - x), 0.0)
    return QRectF(x - half, top, 2 * half, max(bottom - top, 0.0))


def hand_line(seat: int, kind: str, steps: tuple[CountStep, ...], said: int, names: Sequence[str]) -> str:
    """ "Hand (Ann): fifteen two and fifteen four.": the first ``said`` steps
    of a hand's count, in the player's language."""
    words = said_list([step.phrase for step in steps[:said]])
    if kind == "crib":
        return Reason.of("show_crib", "Crib ({seat}): {count}.", seat=seat, count=words).text(names)
    return Reason.of("show_hand", "Hand ({seat}): {count}.", seat=seat, count=words).text(names)


class ShowCounter(QObject):
    """Counts the show on ``scene`` step by step; ``say`` speaks each step
    under the table; ``anchor`` gives the middle's place (starter, stock, board
    and the starter's label: the words go under it)."""

    show_counted = Signal()  # every hand of the show has been said (or skipped to)

    def __init__(self, scene: TableScene, say: Callable[[str], None], anchor: Callable[[], QRectF | None]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.say = say
        self.anchor = anchor
        self.view: View | None = None
        self.caption = Caption(15, bold=True)
        scene.addItem(self.caption)
        self.outlines: list[Outline] = []
        self.lifted: list[CardItem] = []  # the cards of the step being said, raised
        self._shown: tuple[Hand, ...] = ()  # the show's hands already taken in
        self._queue: list[tuple[Hand, int]] = []  # hands still to say, and how many steps said
        self._lines: list[str] = []  # a line for each hand said whole
        self._words: list[str] = []  # the lines on the table (the newest that fit are shown)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        self._watched: list[QObject] = [scene]
        scene.installEventFilter(self)

    @property
    def counting(self) -> bool:
        """The show is being counted step by step (a click or key skips it)."""
        return bool(self._queue) or self._timer.isActive()

    def follow(self, view: View) -> None:
        """Take in the hands ``view`` has counted since the last one; a new
        deal (no show yet) clears the words."""
        self.view = view
        self._watch_views()
        hands: tuple[Hand, ...] = tuple(view.get("show_steps") or ())
        if not hands:
            if self._shown:
                self._shown, self._queue, self._lines = (), [], []
                self._timer.stop()
                self._put_down()
            self._show_words([])
            return
        new = [hand for hand in hands if hand not in self._shown]
        self._shown = hands
        self._queue.extend((hand, 0) for hand in new)
        if new and not self._timer.isActive():
            if STEP_MS.get(self.scene.speed, 1100) == 0:
                self.skip()
            else:
                self._timer.start(self.scene.animation_ms() + 60)  # the cards are picked up first
        self._place_caption()

    def skip(self) -> None:
        """Say the rest of the show at once: every hand's whole count."""
        self._timer.stop()
        self.scene.finish_animations()
        names = self.scene.names
        self._lines.extend(hand_line(hand[0], hand[1], hand[3], len(hand[3]), names) for hand, _ in self._queue)
        self._queue = []
        self._put_down()
        self._show_words(self._lines)
        self.show_counted.emit()

    def remove(self) -> None:
        """Take the words and outlines off the table, stop listening."""
        self._timer.stop()
        for watched in self._watched:
            watched.removeEventFilter(self)
        self._put_down()
        self.scene.removeItem(self.caption)

    # -- step by step -----------------------------------------------------------------
    def _next_step(self) -> None:
        """Say the next step; after the last one has stayed its time, put
        the cards down and tell that the show is counted."""
        if not self._queue:
            self._put_down()
            self.show_counted.emit()
            return
        hand, said = self._queue[0]
        said += 1
        seat, kind, _cards, steps = hand
        line = hand_line(seat, kind, steps, said, self.scene.names)
        self._lift(steps[said - 1].cards)
        self._show_words([*self._lines, line])
        self.say(line)
        if said >= len(steps):
            self._queue.pop(0)
            self._lines.append(line)
        else:
            self._queue[0] = (hand, said)
        self._timer.start(STEP_MS.get(self.scene.speed, 1100))

    def _lift(self, cards: tuple[Card, ...]) -> None:
        """Raise and outline ``cards`` (the starter's among them is the
        starter pile's), putting the last step's down."""
        self._put_down()
        if self.scene.animating:
            self.scene.finish_animations()  # the cards picked up are in the hands
        starter = self.view.get("starter") if self.view is not None else None
        for card in cards:
            item = self.scene.item_for(card)
            if item is None and card == starter:
                item = next(iter(self.scene.pile_items("starter")), None)
            if item is None:
                continue
            item.setPos(item.home - QPointF(0, SHOW_LIFT * item.scale()))
            self.lifted.append(item)
            outline = Outline(item.mapRectToScene(item.shape().boundingRect()))
            self.scene.addItem(outline)
            self.outlines.append(outline)

    def _put_down(self) -> None:
        """Put the counted cards back down and take their outlines away."""
        for outline in self.outlines:
            self.scene.removeItem(outline)
        self.outlines = []
        for item in self.lifted:
            if item.scene() is self.scene:
                item.setPos(item.home)
        self.lifted = []

    def _show_words(self, lines: list[str]) -> None:
        self._words = list(lines)
        self._place_caption()

    def _place_caption(self) -> None:
        """The words where the layout kept room for them (the "words" region,
        see ``CribbageGame.table_regions``), widened into the free felt
        around it (else under the middle's piles, the anchor): as many of the
        lines as fit there, the newest last (the hand's summary repeats them
        all)."""
        from .scene import CARD_W

        table = self.scene.sceneRect()
        regions = self.scene.regions
        room = regions.pop("words", None)
        spot = QRectF(room.topLeft(), room.topRight()) if room is not None else self.anchor()
        if spot is None:
            spot = QRectF(table.center(), table.center())
        band = free_band([*regions.values(), *self._other_captions()], spot, table)
        gap = 0.1 * CARD_W if room is None else 0.02 * CARD_W
        self.caption.max_width = max(min(7.5 * CARD_W, band.width() - 2 * gap - CAPTION_PADDING), CARD_W)
        for first in range(max(len(self._words), 1)):
            self.caption.set_text("\n".join(self._words[first:]))
            if self.caption.boundingRect().height() + 2 * gap <= band.height():
                break
        height = self.caption.boundingRect().height()
        self.caption.setPos(band.center().x(), band.top() + max((band.height() - height) / 2, gap) + height / 2)

    def _other_captions(self) -> list[QRectF]:
        """Where the table's other words are (the crib's label, a "Go")."""
        return [
            item.sceneBoundingRect()
            for item in self.scene.items()
            if isinstance(item, Caption) and item is not self.caption and item.isVisible()
        ]

    # -- a click or a key skips the show -------------------------------------------------
    def _watch_views(self) -> None:
        for view in self.scene.views():
            if view not in self._watched:
                view.installEventFilter(self)
                self._watched.append(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.counting and event.type() in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.KeyPress):
            self.skip()
            return True
        return False
