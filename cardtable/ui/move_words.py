"""Moves in words, in the player's language: the labels of the buttons for
moves that are not a card ("Draw a card", "Bid 3") and the hints' sentences
("play the queen of spades and name hearts")."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale

from ..core.cards import Card, Suit
from ..core.game import View
from ..core.i18n import N_, card_name, translate
from ..core.moves import Move
from .accessibility import (
    capitalised,
)
from .decision_controls import rank_label
from .i18n import tr, trn

# The words on the buttons of moves that are not a card, by move kind (shown with tr).
ACTION_LABELS = {
    "draw": N_("Draw a card"),
    "go": N_("Go"),
    "call": N_("Last card!"),
    "pass": N_("Pass"),
    "take": N_("Take"),
    "leave": N_("Leave"),
    "double": N_("Double"),
    "redouble": N_("Redouble"),
    "nil": N_("Nil"),
    "blind_nil": N_("Blind nil"),
    "look": N_("Look at my cards"),
    "bid": N_("Bid"),
    "discard": N_("Discard"),
    "contract": N_("Contract"),
    "trumps": N_("Trumps"),
}
# A card move in words, for hints, by move kind; {cards} names the cards.
CARD_MOVE_WORDS = {
    "play": N_("play {cards}"),
    "pass": N_("pass {cards}"),
    "discard": N_("discard {cards}"),
    "crib": N_("put {cards} in the crib"),
}


def _suit_arg(move: Move) -> Suit | None:
    if isinstance(move.arg, str) and len(move.arg) == 1 and move.arg in "CDHS":
        return Suit.parse(move.arg)
    return None


def move_label(move: Move, view: View | None = None) -> str:
    """Words for a button that makes a non-card move (or a card move's choice),
    in the player's language: "Draw a card", "Bid 3", "\u2665 Hearts"; a
    draw of several cards (the view's ``draw_count``: Crazy Tan's growing
    draws) says how many."""
    drawing = view.get("draw_count") if view is not None else None
    if move.kind == "draw" and isinstance(drawing, int) and drawing > 1:
        return trn("Draw {n} card", "Draw {n} cards", drawing)
    base = tr(ACTION_LABELS.get(move.kind, move.kind.replace("_", " ").capitalize()))
    suit = _suit_arg(move)
    if suit is not None:
        return tr("{symbol} {suit}", symbol=suit.symbol, suit=capitalised(translate(suit.noun)))
    if move.arg is None:
        return base
    return tr("{action} {value}", action=base, value=move.arg)


def _cards_in_words(cards: Iterable[Card]) -> str:
    return QLocale().createSeparatedList([tr("the {card}", card=card_name(card)) for card in cards])


def describe_move(move: Move) -> str:
    """A move in words, for hints: "play the queen of spades and name hearts"."""
    suit = _suit_arg(move)
    if move.cards:
        cards = _cards_in_words(move.cards)
        if suit is not None:
            return tr("play {cards} and name {suit}", cards=cards, suit=translate(suit.noun))
        template = CARD_MOVE_WORDS.get(move.kind)
        if template is not None:
            return tr(template, cards=cards)
        return tr("{action}: {cards}", action=tr(ACTION_LABELS.get(move.kind, move.kind)), cards=cards)
    if move.kind == "trumps" and suit is not None:
        return tr("choose {suit} as trumps", suit=translate(suit.noun))
    if move.kind == "rank":
        return rank_label(move)
    return move_label(move)
