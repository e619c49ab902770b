"""Fan Tan's own pieces on the table: the rows, each card at its rank's place
(the board, :mod:`cardtable.ui.fan_tan_board`, in the "board" region
``FanTanGame.table_regions`` declares), the badges of the trumps standing in
for another card, the stock's count, and where a dropped card goes.

The cards on the rows are the table's own card sprites (they fly from the
hand to their place); ``arrange`` only tells the scene where each one lies.
Everything is read from the View (``info["rows"]``, ``stand_ins``, ``owed``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF

from ..core.cards import Card, Suit
from ..core.game import View
from ..core.i18n import translate
from ..core.moves import Move
from ..games.fan_tan.regions import (
    CARD,
    board_size,
    card_places,
    owed_places,
    rows_of,
    short,
    stand_in_places,
    target_row,
)
from .fan_tan_board import Badge, FanTanBoard
from .i18n import tr
from .layout import CARD_RATIO, Slot
from .scene import CARD_W, TableScene

BADGE_HEIGHT = 0.2  # of a card's width: the badges' words
ROW_Z = 30  # the rows' cards, over the board and under the hands


class FanTanPieces(QObject):
    """Fan Tan's pieces on one scene (see the module's docstring)."""

    game = "fan_tan"

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.view: View | None = None
        self.board = FanTanBoard()
        self.stock_badge = Badge()
        self.badges: list[Badge] = []
        scene.addItem(self.board)
        scene.addItem(self.stock_badge)
        self._unit = 1.0  # card widths of a full-size card on the board, as laid out now
        self._slots: dict[str, list[Slot]] = {}

    # -- what the scene calls ------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """Each row's cards at their ranks' places on the board."""
        rect = self.scene.table_layout.regions.get("board")
        if rect is None:
            return slots
        width, _height = board_size(int(view.get("packs") or 1))
        unit = self._unit = rect.w / width
        out = dict(slots)
        for pile, places in card_places(view).items():
            out[pile] = [Slot(rect.x + x * unit, rect.y + y * unit, ROW_Z + z, CARD * unit) for x, y, z in places]
        self._slots = out
        return out

    def show(self, view: View) -> None:
        """Bring the board, the badges and the stock's count up to ``view``."""
        self.view = view
        rect = self.scene.regions.get("board")
        self.board.setVisible(rect is not None)
        if rect is not None:
            self.board.high_contrast = self.scene.high_contrast
            self.board.set_rows(
                rect, self._unit * CARD_W, int(view.get("packs") or 1), rows_of(view), owed_places(view)
            )
            self.board.set_targets([])
        self._show_stand_ins(view)
        self._show_stock(view)

    def remove(self) -> None:
        """Take every piece off the table (another game sits down)."""
        for item in (self.board, self.stock_badge, *self.badges):
            self.scene.removeItem(item)
        self.badges = []

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False  # nothing of Fan Tan's is ever still being shown

    def pile_at(self, point: QPointF) -> str | None:
        """The row under ``point`` (its whole band, empty places too)."""
        row = self.board.row_at(point) if self.board.isVisible() else None
        return row.pile if row is not None else None

    # -- dropping ------------------------------------------------------------------
    def move_to(self, pile: str, moves: Sequence[Move]) -> Move | None:
        """Of a card's one-card plays, the one to the row ``pile`` (where the
        card was dropped or the player clicked), or None."""
        view = self.view
        if view is None:
            return None
        rows, packs = rows_of(view), int(view.get("packs") or 1)
        for move in moves:
            target = target_row(move, rows, packs)
            if target is not None and target.pile == pile:
                return move
        return None

    def choice_label(self, move: Move) -> str | None:
        """A row to choose, in words, when a card fits more than one: "As
        the 5♥, on the hearts row", "On hearts row 2"."""
        view = self.view
        if view is None:
            return None
        rows, packs = rows_of(view), int(view.get("packs") or 1)
        row = target_row(move, rows, packs)
        if row is None:
            return None
        card = move.cards[0]
        suit = translate(row.suit.noun)
        if card.suit is not row.suit and view.get("trump") is not None and card.suit is Suit(view.get("trump")):
            return tr("As the {card}, on the {suit} row", card=short(Card(card.rank, row.suit)), suit=suit)
        if packs > 1:
            same = [r for r in rows if r.suit is row.suit]
            return tr("On {suit} row {n}", suit=suit, n=same.index(row) + 1)
        return tr("On the {suit} row", suit=suit)

    def drop_area(self) -> QRectF | None:
        """Where the drop frame goes: round the rows."""
        rect = self.scene.regions.get("board")
        return rect.adjusted(-8, -8, 8, 8) if rect is not None else None

    def show_targets(self, moves: Sequence[Move]) -> None:
        """Outline every place the card in hand may go (none: no outline)."""
        view = self.view
        if view is None:
            return
        if not moves:  # the usual call (no card chosen): no rows to read
            self.board.set_targets([])
            return
        rows, packs = rows_of(view), int(view.get("packs") or 1)
        targets = []
        for move in moves:
            row = target_row(move, rows, packs)
            if row is not None:
                targets.append((row, int(move.cards[0].rank)))
        self.board.set_targets(targets)

    # -- badges --------------------------------------------------------------------
    def _show_stand_ins(self, view: View) -> None:
        """ "for 5\u2665" on each trump standing in, under its corner index."""
        places = stand_in_places(view)
        while len(self.badges) < len(places):
            badge = Badge()
            self.scene.addItem(badge)
            self.badges.append(badge)
        for badge in self.badges[len(places) :]:
            badge.setVisible(False)
        width = CARD * self._unit * CARD_W
        for badge, (row, trump, stood_for) in zip(self.badges, places):
            badge.set_text(tr("for {card}", card=short(stood_for)), BADGE_HEIGHT * width)
            item = self.scene.item_for(trump)
            spot = item.home if item is not None else self.board.place_at(row, int(trump.rank)).center()
            # Under the card's index, at its left edge, which the next card leaves in view.
            badge.setPos(spot.x() - width / 2 + 0.03 * width, spot.y() + 0.02 * width * CARD_RATIO)

    def _show_stock(self, view: View) -> None:
        """The stock's count on its top card (Crazy Tan)."""
        stock = next((pile for pile in view.piles if pile.kind == "stock"), None)
        slots = self._slots.get("stock") or []
        if stock is None or not stock.cards or not slots:
            self.stock_badge.setVisible(False)
            return
        top = slots[-1]
        width = top.scale * CARD_W
        self.stock_badge.set_text(str(stock.count), 0.24 * width)
        box = self.stock_badge.box
        self.stock_badge.setPos(top.x * CARD_W - box.width() / 2, top.y * CARD_W - box.height() / 2)
