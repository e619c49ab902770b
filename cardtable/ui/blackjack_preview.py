"""Blackjack's picture in the game chooser: the dealer's up card and hole
card at the top, two boxes below with their cards and chip stacks (the
house against the boxes is what sets the game apart from a hand alone)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from ..core.cards import Card
from ..core.game import GameState, View
from ..core.moves import Move
from .blackjack_chips import paint_stack

CARD_W = 26  # the cards, in the picture's pixels
STEP = 0.32  # of a card's width between two cards of a hand


def advanced(state: GameState) -> GameState:
    """The round dealt: each box bets 20 (and declines insurance), so the cards are out."""
    for _ in range(20):
        kinds = {move.kind: move for move in state.legal_moves()}
        if not kinds or "hit" in kinds:
            break
        state.apply(Move("bet", (), 20) if "bet" in kinds else kinds.get("decline") or next(iter(kinds.values())))
    return state


def _fan(
    painter: QPainter, cards: tuple[Card | None, ...], x: float, y: float, image: Callable[[Card | None, int], QImage]
) -> None:
    for index, card in enumerate(cards):
        painter.drawImage(QRectF(x + index * STEP * CARD_W, y, CARD_W, CARD_W * 1.4), image(card, CARD_W))


def paint_table(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """The dealer's cards centred at the top of ``area``, the first two boxes below with their chips."""
    dealer = view.pile("dealer").cards
    width = CARD_W * (1 + STEP * (len(dealer) - 1))
    _fan(painter, dealer, area.center().x() - width / 2, area.top(), image)
    boxes = [pile for pile in view.piles if pile.name.startswith("box:")][:2]
    stakes = [box.bet for box in view.get("boxes") or ()][:2]
    cell = area.width() / max(len(boxes), 1)
    for index, (pile, stake) in enumerate(zip(boxes, stakes)):
        hand_w = CARD_W * (1 + STEP * (len(pile.cards) - 1))
        x = area.left() + index * cell + (cell - hand_w) / 2
        top = area.top() + CARD_W * 1.4 + 8
        _fan(painter, pile.cards, x, top, image)
        if stake:
            paint_stack(painter, QPointF(x - 10, top + CARD_W * 1.4 - 4), 6, stake, label=False)
