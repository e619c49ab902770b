"""The moves of Go Fish, in their text form.

An ask for a rank names the seat asked and the rank, joined by a dash
(``ask 2-J``: "seat 2, your jacks"); an ask for a specific card names the
card and the seat (``ask 7D 2``). A player whose hand is empty draws
(``draw``) when the turn comes in the play-out game. Nothing else is a move:
the draw after "Go fish!" follows from the ask.
"""

from __future__ import annotations

from ...core.cards import Card, Rank
from ...core.moves import Move

DRAW = Move("draw")


def rank_ask(target: int, rank: int) -> Move:
    """``ask 2-J``: ask seat ``target`` for every card of ``rank``."""
    return Move("ask", (), f"{target}-{Rank(rank).label}")


def card_ask(card: Card, target: int) -> Move:
    """``ask 7D 2``: ask seat ``target`` for ``card``."""
    return Move("ask", (card,), target)


def read_ask(move: Move) -> tuple[int, int, Card | None] | None:
    """(seat asked, rank, card asked for or None) of an ask, or None when
    ``move`` is not a well-formed ask."""
    if move.kind != "ask":
        return None
    if len(move.cards) == 1 and isinstance(move.arg, int):
        card = move.cards[0]
        return (move.arg, int(card.rank), card) if card.rank else None
    if move.cards or not isinstance(move.arg, str):
        return None
    seat, dash, rank = move.arg.partition("-")
    if not dash or not seat.isdigit():
        return None
    try:
        parsed = Rank.parse(rank)
    except ValueError:
        return None
    return (int(seat), int(parsed), None) if parsed else None
