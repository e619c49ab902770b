"""A box's hands as plain data (dicts and lists of cards), so that a state
copies cheaply, pickles, and can be compared field by field."""

from __future__ import annotations

from typing import TypedDict

from ...core.cards import Card
from .settle import WAITING


class HandRecord(TypedDict):
    """One hand of a box: its cards, what is staked on it, whether it was
    doubled or came from a split, its state (settle.py's words) and, once
    settled, its result in chips and the word for it."""

    cards: list[Card]
    stake: int
    doubled: bool
    from_split: bool
    state: str
    result: int | None
    outcome: str | None


def new_record(cards: list[Card], stake: int, from_split: bool = False) -> HandRecord:
    return HandRecord(
        cards=cards, stake=stake, doubled=False, from_split=from_split, state=WAITING, result=None, outcome=None
    )


def copied(hand: HandRecord) -> HandRecord:
    """A copy sharing only the (immutable) cards."""
    copy = hand.copy()
    copy["cards"] = list(hand["cards"])
    return copy
