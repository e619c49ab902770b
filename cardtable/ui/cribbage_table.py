"""Cribbage's own pieces on the table, besides the cards the layout places:

- a label by the crib ("Crib (yours)", "Crib (Ann's)") and by the starter;
- a "Go" bubble by the plate of each player whose go stands (until the next
  count's first card), also said under the table;
- each finished count set aside: the first cards of a pegging row, played in
  counts already over, lie in a small dimmed stack beside the row, which
  shows only the current count's cards;
- the show counted one combination at a time (:mod:`cardtable.ui.cribbage_show`);
- the pegging board on the felt (:mod:`cardtable.ui.pegging_board_item`).

All of it reads only the View (the facts ``go_standing``, ``earlier_counts``
and ``show_steps`` of :mod:`cardtable.games.cribbage.display`). The scene
calls ``arrange`` on the layout's slots and ``show`` after each view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor

from ..core.game import View
from .accessibility import capitalised, seat_name
from .cribbage_show import ShowCounter
from .felt_caption import Caption
from .i18n import tr
from .layout import CARD_RATIO, Slot
from .pegging_board_item import PeggingBoardItem
from .scene import CARD_W, TableScene

SET_ASIDE_SCALE = 0.55  # of a card: the stack of a seat's finished counts
SET_ASIDE_OPACITY = 0.55
STACK_STEP = 0.04  # card widths between the cards of that stack


def crib_label(view: View, names: Sequence[str]) -> str:
    """ "Crib (yours)" or "Crib (Ann's)": whose crib it is, said by the pile."""
    pile = next((p for p in view.piles if p.kind == "crib"), None)
    if pile is None or pile.owner is None:
        return ""
    if pile.owner == view.seat:
        return tr("Crib (yours)")
    return tr("Crib ({name}'s)", name=seat_name(names, pile.owner))


def go_words(view: View, seat: int, names: Sequence[str]) -> str:
    """What the table says when ``seat`` says go."""
    if seat == view.seat:
        return tr("You say go.")
    return tr("{name} says go.", name=seat_name(names, seat))


def set_aside(
    view: View, slots: dict[str, list[Slot]], card_size: float, spans: Mapping[str, tuple[float, float]]
) -> dict[str, list[Slot]]:
    """The layout's slots with each pegging row's finished counts in a small
    stack at the row's left, and the current count's cards fanned after it,
    the two together within the row's region (``spans``: its left and right
    edges in card widths, as the solver kept them clear of everything else)."""
    earlier = view.get("earlier_counts")
    if not isinstance(earlier, tuple):
        return slots
    out = dict(slots)
    for seat, done in enumerate(earlier):
        name = f"pegging:{seat}"
        row = slots.get(name)
        if not row or not done:
            continue
        y, scale, z = row[0].y, row[0].scale, row[0].z
        left, right = spans.get(name, (row[0].x - scale / 2, row[-1].x + scale / 2))
        small, gap = SET_ASIDE_SCALE * card_size, 0.1 * scale
        stack_w = small + STACK_STEP * (done - 1)
        current = len(row) - done
        spacing = (row[1].x - row[0].x) if len(row) > 1 else 0.45 * scale
        if current > 1:  # narrower when the stack leaves less room
            spacing = min(spacing, max(right - left - stack_w - gap - scale, 0.0) / (current - 1))
        fan_w = scale + spacing * max(current - 1, 0)
        x = left + max(right - left - stack_w - gap - fan_w, 0.0) / 2  # the two centred in the row
        stack = [
            Slot(x + small / 2 + i * STACK_STEP, y + 0.1 * scale - i * STACK_STEP, z - 10 + i, small)
            for i in range(done)
        ]
        first = x + stack_w + gap + scale / 2
        fanned = [Slot(first + i * spacing, y, z + i, scale) for i in range(current)]
        out[name] = stack + fanned
    return out


class CribbagePieces(QObject):
    """Cribbage's pieces on one scene (see the module's docstring)."""

    game = "cribbage"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.crib_caption = Caption(11)
        self.starter_caption = Caption(11)
        self.board = PeggingBoardItem()
        self.go_bubbles: dict[int, Caption] = {}
        for item in (self.crib_caption, self.starter_caption, self.board):
            scene.addItem(item)
        self._gone: tuple[int, ...] = ()  # the seats whose go was last shown
        self._slots: dict[str, list[Slot]] = {}  # where the scene put the cards of the view shown
        self.counter = ShowCounter(scene, self._say, self._middle_spot)
        self._when_counted: list[Callable[[], None]] = []  # what waits for the show (the hand's summary)
        self.counter.show_counted.connect(self._show_counted)

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """The layout's slots, with the finished counts set aside (kept: the
        labels and the drop on the crib go where the scene put the piles)."""
        spans = {name: (r.x, r.right) for name, r in self.scene.table_layout.regions.items()}
        self._slots = set_aside(view, slots, self.scene.card_size, spans)
        return self._slots

    def show(self, view: View) -> None:
        """Bring every piece up to ``view``."""
        self.view = view
        self._dim_set_aside(view)
        self._place_labels(view)
        self._show_go(view)
        self._place_board(view)
        self.counter.follow(view)

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        self.counter.remove()
        for card in self.scene.items_by_key.values():
            card.setOpacity(1.0)  # a card set aside may be reused by the next game
        for item in (self.crib_caption, self.starter_caption, self.board, *self.go_bubbles.values()):
            self.scene.removeItem(item)
        self.go_bubbles.clear()

    def when_idle(self, action: Callable[[], None]) -> bool:
        """The hand's summary waits until the show has been counted (or skipped)."""
        if not self.counter.counting:
            return False
        self._when_counted.append(action)
        return True

    def _show_counted(self) -> None:
        actions, self._when_counted = self._when_counted, []
        for action in actions:
            action()

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
    def _middle_spot(self) -> QRectF | None:
        """What the middle of the table holds: the starter and its label, the
        stock and the board (the show's words go under them)."""
        view = self.view
        if view is None:
            return None
        spots = [self._pile_spot(view, "starter"), self._pile_spot(view, "stock"), self.scene.regions.get("board")]
        if self.starter_caption.isVisible():
            spots.append(self.starter_caption.sceneBoundingRect())
        rect = QRectF()
        for spot in spots:
            if spot is not None:
                rect = rect.united(spot)
        return rect if not rect.isNull() else None

    def _pile_spot(self, view: View, name: str) -> QRectF | None:
        """The scene rectangle a pile covers, or would cover with one card."""
        pile = next((p for p in view.piles if p.name == name), None)
        if pile is None:
            return None
        places = self._slots.get(name) or []
        if not places:  # empty: the region the layout keeps for its first card
            return self.scene.regions.get(name)
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
            # A crib by the table's side edge: the label, wider than the card,
            # is kept on the table rather than centred past the edge.
            table = self.scene.sceneRect()
            half = caption.box.width() / 2 + 2
            x = min(max(spot.center().x(), table.left() + half), table.right() - half)
            caption.setPos(x, below)

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
        """Beside the seat's name plate, as the plate's text ends (else before
        it, above it or below it): the first of these spots clear of the
        table's other regions and words, within the table."""
        plate = self.scene.plates.get(seat)
        if plate is None:
            return
        box = plate.mapRectToScene(plate.box())
        half_w, half_h = bubble.boundingRect().width() / 2, bubble.boundingRect().height() / 2
        centre, gap = box.center(), 6.0
        spots = [
            QPointF(box.right() + gap + half_w, centre.y()),
            QPointF(box.left() - gap - half_w, centre.y()),
            QPointF(centre.x(), box.top() - gap - half_h),
            QPointF(centre.x(), box.bottom() + gap + half_h),
        ]
        table = self.scene.sceneRect()
        taken = [rect for name, rect in self.scene.regions.items() if name != f"plate:{seat}"]
        taken += [item.sceneBoundingRect() for item in self._captions() if item is not bubble]
        for spot in spots:
            area = QRectF(spot.x() - half_w, spot.y() - half_h, 2 * half_w, 2 * half_h)
            if table.contains(area) and not any(area.intersects(rect) for rect in taken):
                bubble.setPos(spot)
                return
        bubble.setPos(spots[0] if table.right() >= spots[0].x() + half_w else spots[1])

    def _captions(self) -> list[Caption]:
        """The words on the table now (labels, "Go" bubbles, the show's count)."""
        return [item for item in self.scene.items() if isinstance(item, Caption) and item.isVisible()]

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
        rect = self.scene.regions.get("board")
        self.board.setVisible(rect is not None)
        if rect is not None:  # the region the solver keeps for it (CribbageGame.table_regions)
            self.board.place(rect)
            self.board.show_scores(view, self.scene.names)


def _at(values: Any, index: int) -> int:
    return int(values[index]) if 0 <= index < len(values) else 0
