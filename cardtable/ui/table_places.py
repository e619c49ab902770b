"""The table's input where a game's pieces know what a card means (Go
Fish: a card of the hand stands for an ask of its rank, which names no card;
a digit names the player to ask): kept apart from ``table_input`` so that
the mixin stays small."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.cards import Card
from ..core.game import View
from ..core.moves import Move
from .table_pieces import pieces_for

if TYPE_CHECKING:
    from .table_widget import TableWidget


def button_moves(widget: TableWidget, legal: Sequence[Move]) -> list[Move]:
    """The moves naming no card, which become buttons; a game whose cards
    stand for some of them (Go Fish's asks) keeps only the others."""
    plain = [move for move in legal if not move.cards]
    shown = getattr(widget.scene.pieces, "buttons", None)
    return list(shown(plain)) if callable(shown) else plain


def playable_cards(widget: TableWidget, view: View) -> set[Card]:
    """The cards of the hand that make a move now: those the moves name, or
    (a game whose cards stand for moves naming none) those its pieces say."""
    controller = widget.controller
    if controller is None:
        return set()
    scene = widget.scene
    scene.pieces = pieces_for(scene, view, scene.pieces)  # as show_view does, a little sooner
    if callable(getattr(scene.pieces, "card_moves", None)):
        hand = next((pile.cards for pile in view.piles if pile.name == f"hand:{view.seat}"), ())
        return {card for card in hand if card is not None and widget.moves_for(card)}
    return {card for move in controller.legal_for_human() for card in move.cards}


def digit_to_place(widget: TableWidget, number: int) -> bool:
    """With a card chosen (or else the focused one), a digit that names a
    place of the game (Go Fish: the player to ask) plays the card there; False
    when the game names no place by digits (the digit presses a button)."""
    seat_key = getattr(widget.scene.pieces, "seat_key", None)
    if not callable(seat_key):
        return False
    card = card_in_hand(widget)
    pile = seat_key(number)
    if card is None or pile is None:
        return False
    widget.selected = []
    widget.play_card(card, pile)
    return True


def card_in_hand(widget: TableWidget) -> Card | None:
    """The card chosen, else the focused one (what a digit or a game's own
    key acts on)."""
    items = widget.scene.hand_items()
    focused = items[widget.focus_index].card if 0 <= widget.focus_index < len(items) else None
    return widget.selected[0] if len(widget.selected) == 1 else focused


def held_cards(widget: TableWidget) -> set[Card]:
    """The cards of the player's own hand as shown."""
    view = widget.scene.view
    if view is None:
        return set()
    own = f"hand:{view.seat}"
    return {card for pile in view.piles if pile.name == own for card in pile.cards if card is not None}
