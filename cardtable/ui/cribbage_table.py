"""Cribbage's own pieces on the table, besides the cards the layout places:

- a label by the crib ("Crib (yours)", "Crib (Ann's)") and by the starter;
- a "Go" bubble by the plate of each player whose go stands (until the next
  count's first card), also said under the table;
- each finished count set aside: the first cards of a pegging row, played in
  counts already over, lie in a small dimmed stack beside the row, which
  shows only the current count's cards;
- the show counted one combination at a time, its cards outlined, the words
  ("fifteen two, fifteen four and a pair is six") growing under the starter,
  one step each ``STEP_MS`` of the animation speed; a click or a key shows
  the rest at once;
- the pegging board on the felt (:mod:`cardtable.ui.pegging_board_item`).

All of it reads only the View (the facts ``go_standing``, ``earlier_counts``
and ``show_steps`` of :mod:`cardtable.games.cribbage.display`). The scene
calls ``arrange`` on the layout's slots and ``show`` after each view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.game import View
from ..core.reasons import Reason
from ..games.cribbage.scoring import said_list
from .accessibility import capitalised, seat_name
from .i18n import tr
from .layout import CARD_RATIO, Slot, layout_view
from .pegging_board_item import PeggingBoardItem, board_rect

if TYPE_CHECKING:
    from .scene import TableScene

STEP_MS = {"instant": 0, "fast": 550, "normal": 1100, "slow": 1900}
"""How long each step of the show stays before the next is said."""
SET_ASIDE_SCALE = 0.55  # of a card: the stack of a seat's finished counts
SET_ASIDE_OPACITY = 0.55
HIGHLIGHT = QColor(255, 214, 0)
SHOW_LIFT = 28.0  # scene units (of a card 100 wide) a counted card is raised


class Caption(QGraphicsObject):
    """Words on the felt in a dark rounded box: a pile's label, a "Go"
    bubble, or the count of the show (several lines, centred)."""

    def __init__(self, point_size: float = 10, bold: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.font = QFont()
        self.font.setPointSizeF(point_size)
        self.font.setBold(bold)
        self.max_width = 900.0
        self.box = QRectF()
        self.fill = QColor(0, 0, 0, 120)
        self.setZValue(550)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_text(self, text: str) -> None:
        """Show ``text`` (hidden when empty), the box as wide as the words."""
        self.prepareGeometryChange()
        self.text = text
        metrics = QFontMetricsF(self.font)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        bounds = metrics.boundingRect(QRectF(0, 0, self.max_width, 10000), flags, text)
        width, height = bounds.width() + 16, bounds.height() + 8
        self.box = QRectF(-width / 2, -height / 2, width, height)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        radius = min(12.0, self.box.height() / 2)
        painter.drawRoundedRect(self.box, radius, radius)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(self.box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class Outline(QGraphicsObject):
    """A thick outline round a card counted in the show (not colour alone:
    a wide solid frame)."""

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


def crib_label(view: View, names: list[str]) -> str:
    """ "Crib (yours)" or "Crib (Ann's)": whose crib it is, said by the pile."""
    pile = next((p for p in view.piles if p.kind == "crib"), None)
    if pile is None or pile.owner is None:
        return ""
    if pile.owner == view.seat:
        return tr("Crib (yours)")
    return tr("Crib ({name}'s)", name=seat_name(names, pile.owner))


def go_words(view: View, seat: int, names: list[str]) -> str:
    """What the table says when ``seat`` says go."""
    if seat == view.seat:
        return tr("You say go.")
    return tr("{name} says go.", name=seat_name(names, seat))


def set_aside(view: View, slots: dict[str, list[Slot]], card_size: float) -> dict[str, list[Slot]]:
    """The layout's slots with each pegging row's finished counts in a small
    stack at the row's left, and the current count's cards fanned in the row."""
    earlier = view.get("earlier_counts")
    if not isinstance(earlier, tuple):
        return slots
    out = dict(slots)
    for seat, done in enumerate(earlier):
        row = slots.get(f"pegging:{seat}")
        if not row or not done:
            continue
        y, scale, z = row[0].y, row[0].scale, row[0].z
        centre = sum(slot.x for slot in row) / len(row)
        spacing = (row[1].x - row[0].x) if len(row) > 1 else 0.45 * card_size
        current = len(row) - done
        stack_x = centre - max(current - 1, 0) * spacing / 2 - 0.55 * scale - 0.5 * SET_ASIDE_SCALE * card_size
        stack = [
            Slot(stack_x + i * 0.04, y + 0.1 * scale - i * 0.04, z - 10 + i, SET_ASIDE_SCALE * card_size)
            for i in range(done)
        ]
        width = spacing * (current - 1)
        fanned = [Slot(centre - width / 2 + i * spacing, y, z + i, scale) for i in range(current)]
        out[f"pegging:{seat}"] = stack + fanned
    return out


class CribbagePieces(QObject):
    """Cribbage's pieces on one scene (see the module's docstring)."""

    game = "cribbage"
    show_counted = Signal()  # every hand of the show has been said (or skipped to)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.crib_caption = Caption(11)
        self.starter_caption = Caption(11)
        self.count_caption = Caption(15, bold=True)
        self.board = PeggingBoardItem()
        self.go_bubbles: dict[int, Caption] = {}
        self.outlines: list[Outline] = []
        self.lifted: list[Any] = []  # the cards of the step being said, raised
        for item in (self.crib_caption, self.starter_caption, self.count_caption, self.board):
            scene.addItem(item)
        self._gone: tuple[int, ...] = ()  # the seats whose go was last shown
        self._shown_hands: tuple[Any, ...] = ()  # the show's hands already counted
        self._steps: list[tuple[int, str, Any, int]] = []  # (seat, kind, steps, how many said) still to say
        self._lines: list[str] = []  # the show's words, a line for each hand
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        scene.installEventFilter(self)
        self._watched: list[QObject] = []

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """The layout's slots, with the finished counts set aside."""
        return set_aside(view, slots, self.scene.card_size)

    def show(self, view: View) -> None:
        """Bring every piece up to ``view``."""
        self.view = view
        self._watch_views()
        self._dim_set_aside(view)
        self._place_labels(view)
        self._show_go(view)
        self._place_board(view)
        self._follow_show(view)

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        self._timer.stop()
        self.scene.removeEventFilter(self)
        for watched in self._watched:
            watched.removeEventFilter(self)
        self._clear_outlines()
        for card in self.scene.items_by_key.values():
            card.setOpacity(1.0)  # a card set aside may be reused by the next game
        for item in (
            self.crib_caption,
            self.starter_caption,
            self.count_caption,
            self.board,
            *self.go_bubbles.values(),
        ):
            self.scene.removeItem(item)
        self.go_bubbles.clear()

    def pile_at(self, point: QPointF) -> str | None:
        """The pile whose place is at ``point`` even when it holds no card
        (the empty crib, a drop target)."""
        view = self.view
        if view is None:
            return None
        spot = self._pile_spot(view, "crib")
        if spot is not None and spot.contains(point):
            return "crib"
        return None

    # -- labels ------------------------------------------------------------------------
    def _pile_spot(self, view: View, name: str) -> QRectF | None:
        """The scene rectangle a pile covers, or would cover with one card."""
        from .scene import CARD_W

        pile = next((p for p in view.piles if p.name == name), None)
        if pile is None:
            return None
        probe = view
        if not pile.count:
            piles = tuple(replace(p, cards=(None,)) if p.name == name else p for p in view.piles)
            probe = replace(view, piles=piles)
        slots = layout_view(probe, self.scene.card_size)
        slots = set_aside(probe, slots, self.scene.card_size)
        places = slots.get(name) or []
        if not places:
            return None
        rect = QRectF()
        for slot in places:
            half_w, half_h = CARD_W * slot.scale / 2, CARD_W * CARD_RATIO * slot.scale / 2
            rect = rect.united(QRectF(slot.x * CARD_W - half_w, slot.y * CARD_W - half_h, 2 * half_w, 2 * half_h))
        return rect

    def _place_labels(self, view: View) -> None:
        for caption, name, text in (
            (self.crib_caption, "crib", crib_label(view, self.scene.names)),
            (self.starter_caption, "starter", capitalised(tr("starter"))),
        ):
            spot = self._pile_spot(view, name)
            if spot is None or not text:
                caption.set_text("")
                continue
            caption.set_text(text)
            below = spot.bottom() + caption.box.height() / 2 + 4
            if below + caption.box.height() / 2 > self.scene.sceneRect().bottom():
                below = spot.top() - caption.box.height() / 2 - 4
            caption.setPos(spot.center().x(), below)

    # -- go --------------------------------------------------------------------------------
    def _show_go(self, view: View) -> None:
        standing = tuple(view.get("go_standing") or ())
        for seat in list(self.go_bubbles):
            if seat not in standing:
                self.go_bubbles.pop(seat).setVisible(False)
        for seat in standing:
            bubble = self.go_bubbles.get(seat)
            if bubble is None:
                bubble = self.go_bubbles[seat] = Caption(14, bold=True)
                bubble.fill = QColor(150, 20, 20, 220)
                self.scene.addItem(bubble)
            bubble.set_text(tr("Go"))
            bubble.setVisible(True)
            self._place_by_plate(bubble, seat)
        said = [seat for seat in standing if seat not in self._gone]
        self._gone = standing
        if said:
            words = " ".join(go_words(view, seat, self.scene.names) for seat in said)
            QTimer.singleShot(0, lambda: self._say(words))  # after the table's own message is set

    def _place_by_plate(self, bubble: Caption, seat: int) -> None:
        """Right of the seat's name plate, as the plate's text ends."""
        plate = self.scene.plates.get(seat)
        if plate is None:
            return
        font = QFont()
        font.setPointSizeF(12 if plate.high_contrast else 11)
        font.setBold(plate.active or plate.high_contrast)
        half = min(QFontMetricsF(font).horizontalAdvance(plate.label()) + 20, 256) / 2
        offset = half + bubble.box.width() / 2 + 6
        if plate.pos().x() + offset + bubble.box.width() / 2 > self.scene.sceneRect().right():
            offset = -offset  # a plate by the right edge: the bubble on its left
        bubble.setPos(plate.pos() + QPointF(offset, 0))

    def _say(self, text: str) -> None:
        say = getattr(self.scene.parent(), "say", None)
        if callable(say):
            say(text)

    # -- the counts set aside --------------------------------------------------------------
    def _dim_set_aside(self, view: View) -> None:
        earlier = view.get("earlier_counts") or ()
        for item in self.scene.items_by_key.values():
            dim = item.pile.startswith("pegging:") and item.index < _at(earlier, int(item.pile.partition(":")[2]))
            item.setOpacity(SET_ASIDE_OPACITY if dim else 1.0)

    # -- the board ---------------------------------------------------------------------------
    def _place_board(self, view: View) -> None:
        from .scene import CARD_W

        x, y, width, height = board_rect(view, self.scene.card_size)
        self.board.place(QRectF(x * CARD_W, y * CARD_W, width * CARD_W, height * CARD_W))
        self.board.show_scores(view, self.scene.names)

    # -- the show ----------------------------------------------------------------------------
    def _follow_show(self, view: View) -> None:
        hands = tuple(view.get("show_steps") or ())
        if not hands:
            if self._shown_hands:
                self._shown_hands, self._steps, self._lines = (), [], []
                self._timer.stop()
                self._clear_outlines()
            self.count_caption.set_text("")
            return
        new = [hand for hand in hands if hand not in self._shown_hands]
        self._shown_hands = hands
        for seat, kind, _cards, steps in new:
            self._steps.append((seat, kind, steps, 0))
        if new and not self._timer.isActive():
            if STEP_MS.get(self.scene.speed, 1100) == 0:
                self.skip_show()
            else:
                self._timer.start(self.scene.animation_ms() + 60)  # the cards are picked up first
        self._place_count_caption()

    @property
    def counting(self) -> bool:
        """The show is being counted step by step (a click or key skips it)."""
        return bool(self._steps) or self._timer.isActive()

    def _next_step(self) -> None:
        """Say the next step; after the last one has stayed its time, put
        the cards down and tell that the show is counted."""
        if not self._steps:
            self._clear_outlines()
            self.show_counted.emit()
            return
        seat, kind, steps, said = self._steps[0]
        said += 1
        self._say_step(seat, kind, steps, said)
        if said >= len(steps):
            self._steps.pop(0)
            self._lines.append(self._hand_line(seat, kind, steps, said))
        else:
            self._steps[0] = (seat, kind, steps, said)
        self._timer.start(STEP_MS.get(self.scene.speed, 1100))

    def _say_step(self, seat: int, kind: str, steps: Any, said: int) -> None:
        """Raise and outline the cards of step ``said`` and show the words so far."""
        self._clear_outlines()
        if self.scene.animating:
            self.scene.finish_animations()  # the cards picked up are in the hands
        view = self.view
        starter = view.get("starter") if view is not None else None
        for card in steps[said - 1].cards:
            item = self.scene.item_for(card) if card is not None else None
            if item is None and card == starter:
                item = next(iter(self.scene.pile_items("starter")), None)
            if item is not None:
                item.setPos(item.home - QPointF(0, SHOW_LIFT * item.scale()))
                self.lifted.append(item)
                outline = Outline(item.mapRectToScene(item.shape().boundingRect()))
                self.scene.addItem(outline)
                self.outlines.append(outline)
        line = self._hand_line(seat, kind, steps, said)
        self.count_caption.set_text("\n".join([*self._lines, line]))
        self._place_count_caption()
        self._say(line)

    def _hand_line(self, seat: int, kind: str, steps: Any, said: int) -> str:
        words = said_list([step.phrase for step in steps[:said]])
        if kind == "crib":
            return Reason.of("show_crib", "Crib ({seat}): {count}.", seat=seat, count=words).text(self.scene.names)
        return Reason.of("show_hand", "Hand ({seat}): {count}.", seat=seat, count=words).text(self.scene.names)

    def skip_show(self) -> None:
        """Say the rest of the show at once: every hand's whole count."""
        self._timer.stop()
        self.scene.finish_animations()
        for seat, kind, steps, _said in self._steps:
            self._lines.append(self._hand_line(seat, kind, steps, len(steps)))
        self._steps = []
        self._clear_outlines()
        self.count_caption.set_text("\n".join(self._lines))
        self._place_count_caption()
        self.show_counted.emit()

    def _place_count_caption(self) -> None:
        """Under the starter, in the middle of the table."""
        from .scene import CARD_W

        view = self.view
        spot = self._pile_spot(view, "starter") if view is not None else None
        centre = self.scene.sceneRect().center()
        self.count_caption.max_width = 7.5 * CARD_W
        y = (spot.bottom() if spot is not None else centre.y()) + 0.35 * CARD_W
        self.count_caption.setPos(centre.x(), y + self.count_caption.box.height() / 2)

    def _clear_outlines(self) -> None:
        """Put the counted cards back down and take their outlines away."""
        for outline in self.outlines:
            self.scene.removeItem(outline)
        self.outlines = []
        for item in self.lifted:
            if item.scene() is self.scene:
                item.setPos(item.home)
        self.lifted = []

    # -- a click or a key skips the show -----------------------------------------------------
    def _watch_views(self) -> None:
        for view in self.scene.views():
            if view not in self._watched:
                view.installEventFilter(self)
                self._watched.append(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if self.counting and event.type() in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.KeyPress):
            self.skip_show()
            return True
        return False


def _at(values: Any, index: int) -> int:
    return int(values[index]) if 0 <= index < len(values) else 0
