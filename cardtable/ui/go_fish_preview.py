"""Go Fish's picture in the game chooser: a few asks into a real deal, the
books made so far laid face up, each a small fan of its four cards (what sets
the game apart from every other hand), over the player's hand and the stock."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ..core.cards import Card
from ..core.game import GameState, View
from ..games.go_fish.regions import BOOK_STEP, pitch

BOOKS_SHOWN = 3  # books on the table in the picture
MOST_MOVES = 120  # a deal that does not get there still gets a picture


def advanced(state: GameState) -> GameState:
    """The deal played on at random from a fixed seed (the same picture every
    time) until ``BOOKS_SHOWN`` books are made or the hand ends."""
    state = state.clone()
    rng = random.Random("go fish preview")
    for _ in range(MOST_MOVES):
        if state.is_over or _books(state.view(0)) >= BOOKS_SHOWN:
            break
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def _books(view: View) -> int:
    return sum(pile.count for pile in view.piles if pile.kind == "books") // 4


def paint_books(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """Every book made, fanned four by four, side by side, centred in ``area``."""
    cards = [card for pile in view.piles if pile.kind == "books" for card in pile.cards]
    if not cards:
        return
    width = 24
    books = len(cards) // 4
    step, gap = BOOK_STEP * width, pitch(width) + width * 0.6
    total = width + 3 * step + (books - 1) * gap
    left = area.left() + (area.width() - total) / 2
    for index, card in enumerate(cards):
        book, within = divmod(index, 4)
        picture = image(card, width)
        height = width * picture.height() / max(1, picture.width())
        painter.drawImage(QRectF(left + book * gap + within * step, area.top(), width, height), picture)
