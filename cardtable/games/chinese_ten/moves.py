"""Chinese Ten's moves, built once: ``pair 5H 5S`` (the hand card, then the
table card it makes ten with), ``lay 3C`` (a hand card laid on the table when
no pair can be made) and ``take KS`` (the table card the turned card takes,
when it makes ten with several)."""

from __future__ import annotations

from ...core.cards import Card, french_deck
from ...core.moves import Move

PAIR, LAY, TAKE = "pair", "lay", "take"

_LAY: dict[Card, Move] = {card: Move(LAY, (card,)) for card in french_deck()}
_TAKE: dict[Card, Move] = {card: Move(TAKE, (card,)) for card in french_deck()}
_PAIR: dict[tuple[Card, Card], Move] = {}


def lay(card: Card) -> Move:
    return _LAY[card]


def take(card: Card) -> Move:
    return _TAKE[card]


def pair(hand_card: Card, table_card: Card) -> Move:
    key = (hand_card, table_card)
    move = _PAIR.get(key)
    if move is None:
        move = _PAIR[key] = Move(PAIR, key)
    return move
