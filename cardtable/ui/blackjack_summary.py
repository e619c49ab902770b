"""Blackjack's end of a round on the table: the summary panel keeps clear of
what the player looks at then (the dealer's cards and total, every box with
its cards, results, chips and name, the shoe's words saying whether a new
shoe comes next), and it speaks of rounds, not hands ("Round 3", "After 3
rounds: you lead with 40.", "Next round").

The places come from the board's plan (``games/blackjack/regions``), mapped
from the scene to the view; ``HandSummary.place`` finds the room.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QGraphicsView

from ..games.blackjack.regions import BoardPlan, Box
from ..sheets.model import names_text
from .hand_summary import SummaryRoom
from .i18n import tr, trn
from .scene import CARD_H, CARD_W
from .sheet_table import number_text


def _scene_rect(box: Box) -> QRectF:
    return QRectF(box[0] * CARD_W, box[1] * CARD_W, box[2] * CARD_W, box[3] * CARD_W)


def _cards_rect(places: Sequence[tuple[float, float, float]]) -> QRectF:
    """The scene rectangle of a fan of cards (each place is a card's centre and its size in card widths)."""
    rect = QRectF()
    for x, y, size in places:
        width, height = size * CARD_W, size * CARD_H
        rect = rect.united(QRectF(x * CARD_W - width / 2, y * CARD_W - height / 2, width, height))
    return rect


def _in_view(view: QGraphicsView, rect: QRectF) -> QRect:
    """A scene rectangle in the coordinates of the view (the panel's parent)."""
    return view.mapFromScene(rect).boundingRect().translated(view.viewport().pos())


def keep_clear_rects(plan: BoardPlan) -> tuple[list[QRectF], list[QRectF]]:
    """The scene rectangles the panel keeps clear (the dealer's cards and
    total, every box, the shoe's words) and those it may cover if it must
    (the discard tray and its words, the shoe's cards)."""
    keep = [_scene_rect(plan.dealer_line), _scene_rect(plan.shoe_line)]
    dealer = plan.piles.get("dealer") or []
    if dealer:
        keep.append(_cards_rect(dealer))
    keep.extend(_scene_rect(box.frame) for box in plan.boxes)
    spare = [_scene_rect(plan.tray), _scene_rect(plan.tray_line), _scene_rect(plan.shoe)]
    return keep, spare


def summary_room(plan: BoardPlan | None, view: QGraphicsView) -> SummaryRoom | None:
    """Where the panel may go: clear of the round's cards and words. The
    board shows every box's result and chips, so a compact panel loses nothing."""
    if plan is None:
        return None
    keep, spare = keep_clear_rects(plan)
    return SummaryRoom(
        tuple(_in_view(view, rect) for rect in keep),
        tuple(_in_view(view, rect) for rect in spare),
        board_shows_points=True,
    )


class RoundWords:
    """The summary's words for a round of Blackjack (see ``window_hands``)."""

    def title(self, number: int) -> str:
        return tr("Round {n}", n=number)

    def next_label(self, key: str) -> str:
        return tr("Next round  [{key}]", key=key)

    def next_name(self) -> str:
        return tr("Next round")

    def heads(self) -> tuple[str, str, str]:
        return tr("Player"), tr("This round"), tr("Total")

    def leaders(self, rounds: int, leaders: Sequence[str], total: str, you: bool = False) -> str:
        """ "After 3 rounds: Anne leads with 40." One whole sentence per case."""
        if you:
            return trn(
                "After {n} round: you lead with {total}.",
                "After {n} rounds: you lead with {total}.",
                rounds,
                n=number_text(rounds),
                total=total,
            )
        if len(leaders) == 1:
            return trn(
                "After {n} round: {name} leads with {total}.",
                "After {n} rounds: {name} leads with {total}.",
                rounds,
                n=number_text(rounds),
                name=leaders[0],
                total=total,
            )
        return trn(
            "After {n} round: {names} lead with {total}.",
            "After {n} rounds: {names} lead with {total}.",
            rounds,
            n=number_text(rounds),
            names=names_text(leaders),
            total=total,
        )
