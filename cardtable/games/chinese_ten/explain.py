"""Why a move of Chinese Ten is refused: the rule it breaks, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.moves import Move
from ...core.reasons import Reason
from .moves import LAY, PAIR, TAKE
from .pairs import fitting, makes_ten

if TYPE_CHECKING:
    from .state import ChineseTenState


def why_illegal(state: ChineseTenState, move: Move) -> Reason:
    """The first rule ``move`` breaks, checked from the most general."""
    seat = state.to_move
    assert seat is not None
    if move.kind not in (PAIR, LAY, TAKE):
        return Reason.of("ct_moves", "Pair a hand card with a table card, lay a card, or take with the turned card.")
    turned = state.turned
    if turned is not None:
        if move.kind != TAKE or len(move.cards) != 1:
            return Reason.of("ct_choose_first", "Choose first the table card the turned {card} takes.", card=turned)
        if move.card not in state.table:
            return Reason.of("ct_not_on_table", "That card is not on the table.")
        return Reason.of("ct_turned_no_ten", "The turned {card} does not make ten with that table card.", card=turned)
    if move.kind == TAKE:
        return Reason.of("ct_take_turned", "You take with the turned card only when it pairs with several table cards.")
    hand = state.hands[seat]
    if move.kind == PAIR:
        if len(move.cards) != 2:
            return Reason.of("ct_pair_two", "A pair is one card of your hand and one card of the table.")
        card, other = move.cards
        if card not in hand:
            return Reason.of("ct_not_held", "You do not hold that card.")
        if other not in state.table:
            return Reason.of("ct_not_on_table", "That card is not on the table.")
        if not makes_ten(card, other):
            return Reason.of("ct_no_ten", "That card does not make ten with that table card.")
    if move.kind == LAY:
        if len(move.cards) != 1:
            return Reason.of("ct_lay_one", "Lay one card at a time.")
        if move.card not in hand:
            return Reason.of("ct_not_held", "You do not hold that card.")
        if state.can_pair():
            return Reason.of("ct_must_pair", "You can make a pair, so you may not lay a card.")
    if not any(fitting(card, state.table) for card in hand):
        return Reason.of("ct_cannot_pair", "No card of yours makes ten with a table card: lay a card.")
    return Reason.of("not_legal", "{move} is not a legal move now.", move=str(move))
