"""Camicia's picture in the game chooser: the two packets face down, one at
the top and one at the bottom, and the pile between them a few cards into a
real deal with an attack in force, its attack card on top (a hand alone
would be face down: Camicia has none to show)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ..core.cards import Card
from ..core.game import GameState, View
from ..core.moves import Move

MOST_TURNS = 60  # a deal that never attacks with cards on the pile (none known) still gets a picture
ON_PILE = 4  # the picture: at least this many cards on the pile, an attack in force


def advanced(state: GameState) -> GameState:
    """The deal turned on until an attack is in force with ``ON_PILE``
    cards on the pile (or the game ends)."""
    state = state.clone()
    for _ in range(MOST_TURNS):
        view = state.view(0)
        if state.is_over or (view.get("attack") is not None and view.pile("pile").count >= ON_PILE):
            break
        state.apply(Move("turn"))
    return state


def paint_table(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """The packets at the top and bottom of ``area``, the pile fanned between."""
    card_w = max(8, round(min(area.width() / 6, area.height() / 3.6 / 1.4)))
    card_h = card_w * 1.4
    centre_x = area.center().x()
    back = image(None, card_w)
    for seat, top in ((1, area.top()), (0, area.bottom() - card_h)):
        count = view.pile(f"packet:{seat}").count
        for depth in range(min(count, 8) // 2):  # a thick packet looks thick
            painter.drawImage(QRectF(centre_x - card_w / 2 + depth, top + depth, card_w, card_h), back)
    pile = view.pile("pile").cards[-5:]
    step = card_w * 0.32
    left = centre_x - (card_w + step * (len(pile) - 1)) / 2
    top = area.center().y() - card_h / 2
    for index, card in enumerate(pile):
        painter.drawImage(QRectF(left + index * step, top, card_w, card_h), image(card, card_w))
