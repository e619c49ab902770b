"""Positions of Fan Tan set up card by card, for the rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.core.cards import Card, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.layout import row_names
from cardtable.games.fan_tan.state import FanTanState


def position(
    hands: Sequence[str],
    rows: str = "",
    *,
    options: Mapping[str, Any] | None = None,
    stock: str = "",
    turned: str = "",
    to_move: int = 0,
    number: int = 0,
    stand_ins: Sequence[tuple[str, str]] = (),
) -> FanTanState:
    """A hand with these hands (card texts per seat), these cards already on
    the rows (each to the first place it fits, in the order given), the
    trumps of ``stand_ins`` played to another suit's row (card, row name),
    ``stock`` (its last card drawn first) and face-up ``turned`` cards;
    ``to_move`` plays first (the dealer sits on its right)."""
    players = len(hands)
    resolved = GAME.resolve(players, dict(options or {}))
    context = HandContext(number, (to_move - 1) % players, (0,) * players)
    state = FanTanState(
        players,
        resolved,
        "arranged",
        context,
        [parse_cards(hand) for hand in hands],
        parse_cards(stock),
        parse_cards(turned),
    )
    layout = state.layout
    for card in parse_cards(rows):
        layout.place(card, layout.places(card)[0])
    for card_text, row_name in stand_ins:
        card = Card.parse(card_text)
        layout.place(card, names(state).index(row_name))
    state._public = None
    return state


def names(state: FanTanState) -> list[str]:
    return list(row_names(state.layout.packs))


def moves(state: FanTanState) -> list[str]:
    return [str(move) for move in state.legal_moves()]


def do(state: FanTanState, *texts: str) -> FanTanState:
    for text in texts:
        state.apply(Move.parse(text))
    return state


def row(state: FanTanState, name: str) -> str:
    """A row's cards, low to high, as text."""
    return " ".join(str(card) for card in state.layout.rows[names(state).index(name)])
