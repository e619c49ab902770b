"""Statistics' picture in the game chooser: a few turns into a real deal,
the kitty fanned so its cards read (the game is taking it at the right
moment), a collection already taken lying face down beside it with its
points, over the player's hand."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from ..core.cards import Card
from ..core.game import GameState, View
from .i18n import tr

KITTY_SHOWN = 5  # cards of the kitty in the picture
MOST_MOVES = 200  # a deal that does not get there still gets a picture


def advanced(state: GameState) -> GameState:
    """The deal played on at random from a fixed seed (the same picture every
    time) until a collection is taken and the kitty holds ``KITTY_SHOWN``
    cards again, or the deal ends."""
    state = state.clone()
    rng = random.Random("statistics preview")
    for _ in range(MOST_MOVES):
        view = state.view(0)
        taken = any(pile.count for pile in view.piles if pile.kind == "won")
        if state.is_over or (taken and view.pile("kitty").count >= KITTY_SHOWN):
            break
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def paint_table(painter: QPainter, view: View, area: QRectF, image: Callable[[Card | None, int], QImage]) -> None:
    """The kitty's last cards fanned in the middle of ``area``, the richest
    collection face down at its right with its points."""
    width = max(8, round(area.height() / 1.4))
    height = width * 1.4
    kitty = view.pile("kitty").cards[-KITTY_SHOWN:]
    step = width * 0.42
    span = width + step * max(0, len(kitty) - 1)
    left = area.center().x() - span / 2
    for index, card in enumerate(kitty):
        painter.drawImage(QRectF(left + index * step, area.top(), width, height), image(card, width))
    points = view.get("taken_points") or ()
    counts = [view.pile(f"taken:{seat}").count for seat in range(view.players)]
    if not any(counts):
        return
    seat = max((s for s in range(view.players) if counts[s]), key=lambda s: points[s] if s < len(points) else 0)
    small = round(width * 0.8)
    x = area.right() - small - 6
    back = image(None, small)
    for depth in range(min(counts[seat], 6) // 2):  # a thick collection looks thick
        painter.drawImage(QRectF(x + depth, area.top() + depth, small, small * 1.4), back)
    font = QFont()
    font.setPixelSize(9)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f4f1e1"))
    label = tr("{points} pts", points=points[seat] if seat < len(points) else 0)
    painter.drawText(QRectF(x - 20, area.top() + small * 1.4 + 3, small + 40, 11), Qt.AlignmentFlag.AlignCenter, label)
