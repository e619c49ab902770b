"""The moves of Fan Tan, built once and shared.

``play 6H``: a card played as itself on its suit's row (a seven opens its
row). The row is named when it is not the card's own suit's only row: a
trump standing for another suit's card (``play 5S H``: the five of spades as
the five of hearts), a displaced card paid to the trump row (``play 5H S``),
and every build with two packs (``play 6H H2``). Several cards at once, in
Crazy Tan: ``play 3C 4C 5C``. ``pass``: no card fits (a ``pass`` naming a
card is Hearts Tan's passing); ``draw``: Crazy Tan's stock.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.cards import Card, Suit, french_deck
from ...core.moves import Move
from .layout import SEVEN, row_names

PASS = Move("pass")
DRAW = Move("draw")
STOCK_PLACE = -1  # the stock, as a place a determinization deals to

_DECK = french_deck(2)
GIVE: dict[Card, Move] = {card: Move("pass", (card,)) for card in _DECK}


def _single(card: Card, row: int, packs: int) -> Move:
    if card.rank == SEVEN:
        return Move("play", (card,))
    row_suit = Suit(row // packs)  # built once, at import
    if packs == 1 and row_suit is card.suit:
        return Move("play", (card,))
    return Move("play", (card,), row_names(packs)[row])


#: (packs, card, row) -> its move, for every card on every row.
_SINGLE: dict[tuple[int, Card, int], Move] = {
    (packs, card, row): _single(card, row, packs)
    for packs in (1, 2)
    for card in french_deck(packs)
    for row in range(4 * packs)
}


def single(packs: int, card: Card, row: int) -> Move:
    """The move that plays ``card`` to ``row``."""
    return _SINGLE[(packs, card, row)]


def combo_order(card: Card) -> tuple[int, int, int]:
    """Cards of a several-card play in suit then rank order, the ace low."""
    return (int(card.suit or 0), int(card.rank), card.copy)


def several(cards: Iterable[Card]) -> Move:
    """One move playing several cards at once (each as itself)."""
    return Move("play", tuple(sorted(cards, key=combo_order)))


def row_of_arg(packs: int, arg: object) -> int | None:
    """The row a move's argument names, or None when it names none."""
    if not isinstance(arg, str):
        return None
    names = row_names(packs)
    return names.index(arg) if arg in names else None
