"""Chinese Ten's picture in the game chooser: the four table cards of a real
deal face up in a row with the stock face down beside them, over the
player's hand (the table's cards to make ten with are what sets the game
apart from a hand alone)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ..core.cards import Card
from ..core.game import View

CARD_W = 24  # the table cards and the stock, in the picture's pixels
GAP = 4  # between two table cards
STOCK_GAP = 12  # between the table cards and the stock
STOCK_DEPTH = 3  # backs drawn under the stock's top: it looks like a pile


def paint_table(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """The table cards in a row and the stock beside them, centred at the top of ``area``."""
    table = [card for card in view.pile("table").cards if card is not None]
    stock = view.pile("stock").count
    height = CARD_W * 1.4
    width = len(table) * (CARD_W + GAP) - GAP + (STOCK_GAP + CARD_W + STOCK_DEPTH if stock else 0)
    left = area.left() + (area.width() - width) / 2
    for index, card in enumerate(table):
        painter.drawImage(QRectF(left + index * (CARD_W + GAP), area.top(), CARD_W, height), image(card, CARD_W))
    if stock:
        x = left + len(table) * (CARD_W + GAP) - GAP + STOCK_GAP
        for depth in range(STOCK_DEPTH, -1, -1):
            painter.drawImage(QRectF(x + depth, area.top() + depth, CARD_W, height), image(None, CARD_W))
