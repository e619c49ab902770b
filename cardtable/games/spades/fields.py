"""The fields of a Spades hand that its parts (the display, the exchange)
read, declared once for the type checker; ``SpadesState`` sets them."""

from __future__ import annotations

from ...core.cards import Card
from ...engines.tricks import TrickState


class SpadesFields(TrickState):
    """What every part of a Spades state may read."""

    players: int
    team_of: tuple[int, ...]
    partnership: bool
    sides: int
    size: int
    nil_allowed: bool
    blind_allowed: bool
    exchange: bool
    two_clubs: bool
    bag_rule: bool
    bags: tuple[int, ...]
    looked: list[bool]
    bids: list[int | str | None]
    passers: list[int]
    chosen: list[Card | None]
    passed: list[Card | None]
    received: list[Card | None]
    broken: bool
