"""Chinese Ten's own pieces on the table: the table cards spread in their
room (``ChineseTenGame.table_regions``), each card keeping its place while it
lies there; the stock's count; the table cards a card of the hand makes ten
with, marked while it is held; and the turn's pairs seen before they go.

A card of the hand dropped on a table card pairs them; dropped on the
table's felt it is laid (refused, with the rule, when a pair can be made).
A click on a table card pairs it with the card chosen, or, while the card
turned from the stock makes ten with several, takes it. T goes from one
table card to the next that the chosen (or focused) card makes ten with,
and Return pairs them. After a turn that took something, the table shows
for a moment the hand card on its partner and the turned card on its own
(``interlude``, read by ``chinese_ten_moment``), then the pairs slide to
the taker's stack. Everything shown is read from the View; the moves from
the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ..core.cards import Card
from ..core.game import View
from ..core.moves import Move
from ..games.chinese_ten.moves import LAY, PAIR, TAKE, pair, take
from ..games.chinese_ten.regions import ROOM, table_places
from .accessibility import announce
from .chinese_ten_moment import moment, read_turn, worth_a_moment
from .fan_tan_board import Badge
from .i18n import tr
from .layout import Slot
from .scene import CARD_H, CARD_W, TableScene
from .scene_plates import SELECTED_COLOUR

TABLE_Z = 30  # the table cards, over the felt and under the hands
JOINED = (
    0.12,
    0.22,
)  # of a card's width and height: a taker card lies down and a little right of its partner, clear of the next place
#: How long the turn's pairs stay on the table before they go to the stack, at each animation speed.
MOMENT_MS = {"fast": 450, "normal": 900, "slow": 1500}
FELT = ("table", "drop", "stock", "turned")  # places where a dropped card is laid


class ChineseTenPieces(QObject):
    """Chinese Ten's pieces on one scene (see the module's docstring)."""

    game = "chinese_ten"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.stock_badge = Badge()
        scene.addItem(self.stock_badge)
        self.marks: list[QGraphicsPathItem] = []
        self._places: dict[Card, int] = {}  # each table card's place, kept while it lies there
        self._table_slots: dict[Card, Slot] = {}
        self._slots: dict[str, list[Slot]] = {}
        self._last: View | None = None  # the last view of the game shown (not a moment)
        self._moment: View | None = None
        self._moment_key: tuple[int, int] | None = None  # the turn whose moment was shown
        self._joined: dict[Card, Card] = {}  # in the moment: the card lying on its partner
        self._aim: Card | None = None  # the table card T chose

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """The table cards at their places in the room; in the moment, each
        taker card on its partner."""
        out = dict(slots)
        rect = self.scene.table_layout.regions.get("table")
        if rect is None:
            return out
        joined = self._joined if view is self._moment else {}
        cards = [card for card in view.pile("table").cards if card is not None]
        self._keep_places([card for card in cards if card not in joined])
        spots = table_places(max(ROOM, max(self._places.values(), default=-1) + 1), rect.w, rect.h)
        table: list[Slot] = []
        self._table_slots = {}
        for card in cards:
            if card in joined:
                x, y, size = spots[self._places[joined[card]]]
                x, y = x + JOINED[0] * size, y + JOINED[1] * size * CARD_H / CARD_W
                z = TABLE_Z + ROOM * 2 + self._places[joined[card]]
            else:
                x, y, size = spots[self._places[card]]
                z = TABLE_Z + self._places[card]
            slot = Slot(rect.x + x, rect.y + y, z, size)
            self._table_slots[card] = slot
            table.append(slot)
        out["table"] = table
        self._slots = out
        return out

    def show(self, view: View) -> None:
        """The stock's count; the table cards the turned card may take, marked
        for the player who chooses."""
        self.view = view
        if view is not self._moment:
            self._last, self._moment, self._joined = view, None, {}
        self._aim = None
        self._show_stock(view)
        self.show_targets([])

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        for item in (self.stock_badge, *self.marks):
            self.scene.removeItem(item)
        self.marks = []

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False  # the moment before a pair is stacked is the table's wait, not the pieces'

    def pile_at(self, point: QPointF) -> str | None:
        """The table's room (a card dropped on its felt is laid there)."""
        rect = self.scene.regions.get("table")
        return "table" if rect is not None and rect.contains(point) else None

    def place_at(self, point: QPointF) -> str | None:
        """The table card under ``point``, as "table:5H" (the top one where
        two lie on each other), or None."""
        for card, slot in sorted(self._table_slots.items(), key=lambda entry: -entry[1].z):
            if _card_rect(slot).contains(point):
                return f"table:{card.text}"
        return None

    def drop_area(self) -> QRectF | None:
        """The table's room, with the stock and the turned card beside it,
        framed while a card is held (the table cards it pairs with marked)."""
        regions = self.scene.regions
        rects = [rect for name in ("table", "stock", "turned") if (rect := regions.get(name)) is not None]
        if not rects:
            return None
        area = rects[0]
        for rect in rects[1:]:
            area = area.united(rect)
        return area.adjusted(-8, -8, 8, 8)

    # -- what a card of the hand means -----------------------------------------------
    def moves_at(self, card: Card, pile: str, moves: Sequence[Move]) -> tuple[list[Move], Move | None]:
        """Of ``card``'s moves, those a drop on ``pile`` means: on a table
        card, the pair with it (or the lay, when no pair can be made); on the
        felt, the lay. None fitting: the move meant, for the reason it cannot
        be made."""
        target = _table_card(pile)
        lays = [move for move in moves if move.kind == LAY]
        if target is not None:
            aimed = [move for move in moves if move.kind == PAIR and move.cards[1] is target]
            if aimed or lays:
                return aimed or lays, None
            return [], pair(card, target)
        if pile in FELT:
            return lays, None if lays else Move(LAY, (card,))
        return list(moves), None

    def choice_label(self, move: Move) -> str | None:
        """A pair in the menu of a double-clicked card: "Pair with the 5♠"."""
        if move.kind == PAIR:
            return tr("Pair with the {card}", card=card_face(move.cards[1]))
        if move.kind == LAY:
            return tr("Lay it on the table")
        return None

    def show_targets(self, moves: Sequence[Move]) -> None:
        """Outline every table card the card in hand makes ten with (none:
        no outline); while the turned card waits, the cards it may take;
        the card T chose, more boldly."""
        view = self.view
        targets = [move.cards[1] for move in moves if move.kind == PAIR]
        if not targets and view is not None and view.to_move == view.seat and view is not self._moment:
            targets = [move.card for move in self._legal() if move.kind == TAKE]
        for mark in self.marks:
            mark.setVisible(False)
        while len(self.marks) < len(targets):
            mark = QGraphicsPathItem()
            mark.setZValue(510)
            mark.setData(0, "overlay")  # round a card on purpose
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(mark)
            self.marks.append(mark)
        for mark, card in zip(self.marks, targets):
            slot = self._table_slots.get(card)
            if slot is None:
                continue
            box = _card_rect(slot).adjusted(-4, -4, 4, 4)
            path = QPainterPath()
            path.addRoundedRect(box, box.width() * 0.08, box.width() * 0.08)
            mark.setPath(path)
            aimed = card is self._aim
            style = Qt.PenStyle.SolidLine if aimed else Qt.PenStyle.DashLine
            mark.setPen(QPen(QColor(SELECTED_COLOUR), 5.0 if aimed else 3.5, style))
            mark.setVisible(True)

    # -- what the table widget asks ---------------------------------------------------
    def pile_clicked(self, pile: str) -> bool:
        """A click on a table card while the turned card waits takes it."""
        target = _table_card(pile)
        if target is None or not any(move.kind == TAKE for move in self._legal()):
            return False
        controller = self.scene.controller
        if controller is not None:
            controller.play(take(target))
        return True

    def key_pressed(self, key: int) -> bool:
        """T: the next table card the chosen card makes ten with (or the
        turned card may take), marked; Return then pairs (or takes) it. Any
        other key forgets the card T chose."""
        if key == Qt.Key.Key_T:
            self._next_aim()
            return True
        aim, self._aim = self._aim, None
        if aim is None or key not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if aim is not None:
                self.show_targets([])
            return False
        controller = self.scene.controller
        card = self._hand_card()
        legal = self._legal()
        move = take(aim) if take(aim) in legal else pair(card, aim) if card is not None else None
        if controller is not None and move is not None:
            controller.play(move)
        return True

    def interlude(self, view: View) -> tuple[View, int] | None:
        """The moment to show before ``view`` and for how long (ms): the
        turn's pairs on the table before they go to the taker's stack."""
        controller, last = self.scene.controller, self._last
        if controller is None or last is None or self.scene.speed not in MOMENT_MS or controller.state is None:
            return None
        key = (id(controller.state), len(controller.state.history))
        if key == self._moment_key:
            return None
        turn = read_turn(last, view, controller.last_move, controller.last_mover)
        if turn is None or not worth_a_moment(turn):
            return None
        self._moment_key = key
        self._moment, self._joined = moment(last, view, turn)
        self._last = None  # shown once: the view that follows comes next
        return self._moment, MOMENT_MS[self.scene.speed]

    # -- helpers -----------------------------------------------------------------------
    def _legal(self) -> Sequence[Move]:
        controller = self.scene.controller
        return controller.legal_for_human() if controller is not None else ()

    def _hand_card(self) -> Card | None:
        chosen = self.scene.card_in_hand
        return chosen() if chosen is not None else None

    def _next_aim(self) -> None:
        """Mark the next table card to pair with (or take), and say it."""
        legal = self._legal()
        card = self._hand_card()
        takes = [move.card for move in legal if move.kind == TAKE]
        targets = takes or [move.cards[1] for move in legal if move.kind == PAIR and move.cards[0] is card]
        if not targets:
            if card is None or any(move.kind == LAY for move in legal):
                text = tr("No table card to pair with: choose a card of your hand, or lay one.")
            else:
                text = tr("The {card} makes ten with no table card.", card=card_face(card))
            self._say(text)
            return
        index = targets.index(self._aim) + 1 if self._aim in targets else 0
        self._aim = targets[index % len(targets)]
        self.show_targets([])
        if takes:
            self._say(tr("Return takes the {card} with the turned card.", card=card_face(self._aim)))
        elif card is not None:
            self.show_targets([pair(card, other) for other in targets])
            self._say(
                tr("Return pairs your {card} with the {other}.", card=card_face(card), other=card_face(self._aim))
            )

    def _say(self, text: str) -> None:
        if self.scene.say is not None:
            self.scene.say(text)
        for table in self.scene.views():
            announce(table, text)

    def _keep_places(self, cards: list[Card]) -> None:
        """Cards gone from the table free their places; a new card takes
        the first free place."""
        self._places = {card: place for card, place in self._places.items() if card in cards}
        used = set(self._places.values())
        free = (place for place in range(len(cards) + len(used) + 1) if place not in used)
        for card in cards:
            if card not in self._places:
                self._places[card] = next(free)

    def _show_stock(self, view: View) -> None:
        """The stock's count on its top card."""
        slots = self._slots.get("stock") or []
        count = view.pile("stock").count
        if not count or not slots:
            self.stock_badge.setVisible(False)
            return
        top = slots[min(count, len(slots)) - 1]
        self.stock_badge.set_text(str(count), 0.24 * top.scale * CARD_W)
        box = self.stock_badge.box
        self.stock_badge.setPos(top.x * CARD_W - box.width() / 2, top.y * CARD_W - box.height() / 2)


def _card_rect(slot: Slot) -> QRectF:
    """Where the card of ``slot`` lies, in scene coordinates."""
    width, height = slot.scale * CARD_W, slot.scale * CARD_H
    return QRectF(slot.x * CARD_W - width / 2, slot.y * CARD_W - height / 2, width, height)


def _table_card(pile: str) -> Card | None:
    """The card a "table:5H" place names, or None."""
    kind, _, text = pile.partition(":")
    if kind != "table" or not text:
        return None
    try:
        return Card.parse(text)
    except ValueError:
        return None


def card_face(card: Card) -> str:
    """A card as its corner shows it ("7\u2666")."""
    return f"{card.rank.label}{card.suit.symbol if card.suit is not None else ''}"
