"""The moves, phases, deal sizes and score log entries of a Cribbage deal,
shared by the state (rules.py) and its parts (pegging.py, show.py,
display.py); rules.py exports them all."""

from __future__ import annotations

from typing import NamedTuple

from ...core.cards import Card
from ...core.moves import Move
from .scoring import DECK

GO = Move("go")
PLAY: dict[Card, Move] = {card: Move("play", (card,)) for card in DECK}
DISCARD: dict[Card, Move] = {card: Move("discard", (card,)) for card in DECK}

PHASE_DISCARD = "discard"
PHASE_PEGGING = "pegging"
PHASE_SHOW = "show"
"""The hand finished normally: every hand and the crib have been counted."""
PHASE_OVER = "over"
"""A seat reached the target: the game stopped wherever it was."""

DEALT = {2: 6, 3: 5, 4: 5}
"""Cards dealt to each player; three players also get one card of the pack
straight into the crib."""
DISCARDS = {2: 2, 3: 1, 4: 1}

_NO_MOVES: tuple[Move, ...] = ()

SORT_KEY: dict[Card, int] = {card: int(card.rank) * 4 + int(card.suit) for card in DECK if card.suit is not None}
"""Hands are held in rank order, as cribbage players sort them (runs and
fifteens show up better than by suit)."""


class ScoreEvent(NamedTuple):
    """One scoring in the order it happened: ``seat`` scored ``points`` for
    ``kind`` ("peg", "go", "last", "heels", "hand", "crib"). ``cards`` are the
    cards of the count after the card played ("peg"), the hand or crib counted
    ("hand", "crib", the starter not included), the jack turned ("heels"), or
    the last card played ("go", "last"). With partners, the points go to the
    scorer's side."""

    seat: int
    points: int
    kind: str
    cards: tuple[Card, ...]


def team_of(players: int) -> tuple[int, ...] | None:
    """Four players play as partners sitting opposite (seats 0 and 2 against 1
    and 3); fewer play each for himself."""
    return (0, 1, 0, 1) if players == 4 else None


# Places other than seats in a determinization's deal.
CRIB_SLOT, STARTER_SLOT, STOCK_SLOT = -1, -2, -3
HIDDEN_DISCARD = Move("discard")
