"""Fan Tan's picture in the game chooser: its rows a few turns into a real
deal, each card at its rank's place as on the table (the same geometry,
:mod:`cardtable.games.fan_tan.regions`), rather than a hand, which looks
like every other game's."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ..core.cards import Card
from ..core.game import GameState, View
from ..games.fan_tan.regions import CARD, board_size, card_places, place, rows_of

ON_ROWS = 18  # cards on the rows in the picture: a few turns in, every row started or near it
MOST_MOVES = 200  # a deal that will not get there (no such deal is known) still gets a picture


def advanced(state: GameState) -> GameState:
    """The deal played on at random from a fixed seed (so every row gets
    some cards, and the picture is the same every time) until the rows hold
    ``ON_ROWS`` cards or the hand ends."""
    state = state.clone()
    rng = random.Random("fan tan preview")
    for _ in range(MOST_MOVES):
        if state.is_over or _on_rows(state.view(0)) >= ON_ROWS:
            break
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def _on_rows(view: View) -> int:
    return sum(pile.count for pile in view.piles if pile.kind == "row")


def paint_rows(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """The rows in ``area``, as large as they fit, centred; each unopened
    row a faint band."""
    packs = int(view.get("packs") or 1)
    width, height = board_size(packs)
    unit = min(area.width() / width, area.height() / height)
    left = area.left() + (area.width() - width * unit) / 2
    top = area.top() + (area.height() - height * unit) / 2
    card_w = max(6, round(CARD * unit))
    painter.setPen(QColor(0, 0, 0, 0))
    painter.setBrush(QColor(0, 0, 0, 40))
    for row in rows_of(view):
        first, last = place(row, 1, packs), place(row, 13, packs)
        band = QRectF(
            left + first[0] * unit - card_w / 2,
            top + first[1] * unit - card_w * 0.7,
            last[0] * unit - first[0] * unit + card_w,
            card_w * 1.4,
        )
        painter.drawRoundedRect(band, 2, 2)
    places = card_places(view)
    for pile, spots in places.items():
        for card, (x, y, _z) in zip(view.pile(pile).cards, spots):
            picture = image(card, card_w)
            card_h = card_w * picture.height() / max(1, picture.width())
            painter.drawImage(
                QRectF(left + x * unit - card_w / 2, top + y * unit - card_h / 2, card_w, card_h), picture
            )
