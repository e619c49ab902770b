"""Go Fish's own pieces on the table: where a card dropped on a player means
an ask, the players that may be asked marked while a card is held, the books
fanned book by book beside each plate, the stock's count, the last asks told
on the felt, and "Go fish!" said at the asked player's plate for a moment.

A card of the hand stands for its rank: dropped on a player's plate, hand or
books it asks that player (for a specific card of that rank, a small menu of
the suits, when the game asks for cards). Everything shown is read from the
View (``info["asks"]``, the ``books:<s>`` piles); the moves from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ..core.cards import Card, Rank
from ..core.game import View
from ..core.moves import Move
from ..games.go_fish.moves import card_ask, rank_ask, read_ask
from ..games.go_fish.regions import book_places
from .fan_tan_board import Badge
from .go_fish_log import RANK_PLURALS, last_asks
from .go_fish_words import LogWords
from .i18n import tr
from .layout import Slot
from .scene import CARD_W, TableScene
from .scene_plates import SELECTED_COLOUR

BOOKS_Z = 40  # the books' cards, over the felt and under the hands
FISH_MS = 1800  # how long "Go fish!" stays on the asked player's plate


class GoFishPieces(QObject):
    """Go Fish's pieces on one scene (see the module's docstring)."""

    game = "go_fish"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.words = LogWords()
        self.stock_badge = Badge()
        self.fish_badge = Badge()
        self.fish_badge.setZValue(600)
        self.marks: dict[int, QGraphicsPathItem] = {}
        for item in (self.words, self.stock_badge, self.fish_badge):
            scene.addItem(item)
        self._slots: dict[str, list[Slot]] = {}
        self._asks_seen = -1  # asks in the log at the last view: a new one may say "Go fish!"
        self._fish_seat = -1  # the seat whose plate says "Go fish!" while the badge shows
        self._fish_timer = QTimer(self)
        self._fish_timer.setSingleShot(True)
        self._fish_timer.timeout.connect(lambda: self.fish_badge.setVisible(False))

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """Each seat's books, four cards fanned a book, along its shelf."""
        out = dict(slots)
        for pile in view.piles:
            if pile.kind != "books":
                continue
            rect = self.scene.table_layout.regions.get(pile.name)
            if rect is None:
                continue
            out[pile.name] = [
                Slot(rect.x + x, rect.y + y, BOOKS_Z + z, scale)
                for x, y, z, scale in book_places(pile.count, rect.w, rect.h)
            ]
        self._slots = out
        return out

    def show(self, view: View) -> None:
        """Bring the log, the stock's count and the plates' marks up to ``view``."""
        self.view = view
        names = self.scene.names
        rect = self.scene.regions.get("words")
        self.words.setVisible(rect is not None)
        if rect is not None:
            self.words.set_lines(rect, [reason.text(names) for reason in last_asks(view)])
        self._show_stock(view)
        self._show_fish(view)
        self.show_targets([])

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        self._fish_timer.stop()
        for item in (self.words, self.stock_badge, self.fish_badge, *self.marks.values()):
            self.scene.removeItem(item)
        self.marks = {}

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False  # nothing of Go Fish's keeps the hand's summary waiting

    def pile_at(self, point: QPointF) -> str | None:
        """The player under ``point``: their plate, or the room of their hand
        or books (empty ones too), named as that pile."""
        view = self.view
        if view is None:
            return None
        for seat, plate in self.scene.plates.items():
            if plate.isVisible() and plate.sceneBoundingRect().contains(point):
                return f"plate:{seat}"
        regions = self.scene.regions
        for seat in range(view.players):
            for name in (f"books:{seat}", f"hand:{seat}"):
                rect = regions.get(name)
                if rect is not None and rect.contains(point) and seat != view.seat:
                    return name
        return None

    # -- a card stands for an ask ----------------------------------------------------
    def card_moves(self, card: Card, legal: Sequence[Move]) -> list[Move]:
        """The asks ``card`` can make: for its rank, or (asking for cards)
        for a card of its rank."""
        out = []
        for move in legal:
            asked = read_ask(move)
            if asked is not None and asked[1] == int(card.rank):
                out.append(move)
        return out

    def buttons(self, moves: Sequence[Move]) -> list[Move]:
        """The moves that get a button: the draw; the asks are made with the cards."""
        return [move for move in moves if move.kind != "ask"]

    def moves_at(self, card: Card, pile: str, moves: Sequence[Move]) -> tuple[list[Move], Move | None]:
        """Of ``card``'s asks, those of the player whose place ``pile`` is; and,
        when there is none, the ask that was meant (for the reason it cannot be
        made). A pile that is no player's: every ask, and nothing meant."""
        seat = seat_of(pile)
        if seat is None:
            return list(moves), None
        aimed = [move for move in moves if (read_ask(move) or (None,))[0] == seat]
        if aimed:
            return aimed, None
        view = self.view
        meant = card_ask(card, seat) if view is not None and view.get("ask_for") == "card" else None
        return [], meant or rank_ask(seat, int(card.rank))

    def choice_label(self, move: Move) -> str | None:
        """An ask in the menu: "Ask North for jacks", "Ask North for the 7♦"."""
        asked = read_ask(move)
        if asked is None:
            return None
        seat, rank, card = asked
        name = self.scene.names[seat] if seat < len(self.scene.names) else str(seat)
        if card is not None:
            return tr("Ask {player} for the {card}", player=name, card=card_face(card))
        return tr("Ask {player} for {rank}", player=name, rank=tr(RANK_PLURALS[Rank(rank).label]))

    def seat_key(self, number: int) -> str | None:
        """The player a digit asks, with a card chosen: 1 the first player to
        your left, 2 the next, and on round the table."""
        view = self.view
        if view is None or view.seat is None or not 1 <= number < view.players:
            return None
        return f"plate:{(view.seat + number) % view.players}"

    def drop_area(self) -> QRectF | None:
        """The middle (the stock and the log), framed without words while a
        card is held: a card dropped there asks whom from a menu; the players
        that may be asked are marked on their plates."""
        regions = self.scene.regions
        rects = [rect for name in ("stock", "words") if (rect := regions.get(name)) is not None]
        if not rects:
            return None
        area = rects[0]
        for rect in rects[1:]:
            area = area.united(rect)
        return area.adjusted(-10, -10, 10, 10)

    def show_targets(self, moves: Sequence[Move]) -> None:
        """Outline the plate of every player the card in hand may ask."""
        seats = {asked[0] for asked in map(read_ask, moves) if asked is not None}
        for seat, plate in self.scene.plates.items():
            mark = self.marks.get(seat)
            if seat not in seats:
                if mark is not None:
                    mark.setVisible(False)
                continue
            if mark is None:
                mark = self.marks[seat] = QGraphicsPathItem()
                mark.setZValue(510)
                mark.setData(0, "overlay")  # round a plate on purpose
                mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(mark)
            box = plate.sceneBoundingRect().adjusted(-5, -5, 5, 5)
            path = QPainterPath()
            path.addRoundedRect(box, box.height() / 2, box.height() / 2)
            mark.setPath(path)
            pen = QPen(QColor(SELECTED_COLOUR), 3.5, Qt.PenStyle.DashLine)
            mark.setPen(pen)
            mark.setVisible(True)

    # -- the stock and "Go fish!" ------------------------------------------------------
    def _show_stock(self, view: View) -> None:
        """The stock's count on its top card."""
        stock = next((pile for pile in view.piles if pile.name == "stock"), None)
        slots = self._slots.get("stock") or []
        if stock is None or not stock.cards or not slots:
            self.stock_badge.setVisible(False)
            return
        top = slots[-1]
        self.stock_badge.set_text(str(stock.count), 0.24 * top.scale * CARD_W)
        box = self.stock_badge.box
        self.stock_badge.setPos(top.x * CARD_W - box.width() / 2, top.y * CARD_W - box.height() / 2)

    def _show_fish(self, view: View) -> None:
        """ "Go fish!" on the plate of a player just asked who had none."""
        asks = tuple(view.get("asks") or ())
        fresh = self._asks_seen >= 0 and len(asks) > self._asks_seen
        self._asks_seen = len(asks)
        if fresh or view.to_move is None:  # a newer ask, or the hand over: an earlier "Go fish!" is over
            self.fish_badge.setVisible(False)
        elif self.fish_badge.isVisible() and self._fish_seat in self.scene.plates:
            self._centre_fish(self._fish_seat)  # the table laid out again: the plate may have moved
        if not fresh or asks[-1][3] != "fish" or view.to_move is None:
            return
        seat = asks[-1][1]
        plate = self.scene.plates.get(seat)
        if plate is None or seat == view.seat:
            return  # the player's own "Go fish!" is told by the log, not over the hand's room
        said = tr("Go fish!") if asks[-1][6] else tr("None!")
        # Inside the plate, which the layout keeps clear of every card and in view.
        room = plate.box()
        self.fish_badge.set_text(said, room.height() / 1.5)
        if self.fish_badge.box.width() > room.width():
            self.fish_badge.set_text(said, room.height() / 1.5 * room.width() / self.fish_badge.box.width())
        self._fish_seat = seat
        self._centre_fish(seat)
        self.fish_badge.setVisible(True)
        self._fish_timer.start(FISH_MS)

    def _centre_fish(self, seat: int) -> None:
        centre = self.scene.plates[seat].sceneBoundingRect().center()
        box = self.fish_badge.box
        self.fish_badge.setPos(centre - QPointF(box.width() / 2, box.height() / 2))


def card_face(card: Card) -> str:
    """A card as its corner shows it ("7\u2666")."""
    return f"{card.rank.label}{card.suit.symbol if card.suit is not None else ''}"


def seat_of(pile: str) -> int | None:
    """The seat whose plate, hand or books ``pile`` names, or None."""
    kind, _, seat = pile.partition(":")
    if kind in ("plate", "hand", "books") and seat.isdigit():
        return int(seat)
    return None
