"""Why a move of Go Fish is refused: the rule it breaks, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.moves import Move
from ...core.reasons import Reason
from .moves import DRAW, read_ask

if TYPE_CHECKING:
    from .state import GoFishState


def why_illegal(state: GoFishState, move: Move) -> Reason:
    """The first rule ``move`` breaks, checked from the most general."""
    seat = state.to_move
    assert seat is not None
    if move is DRAW:
        if not state.play_out:
            return Reason.of("draw_only_fish", "You draw only when told to go fish.")
        return Reason.of("draw_empty_only", "You draw only when your hand is empty: ask a player.")
    asked = read_ask(move)
    if asked is None:
        return Reason.of("only_asks", "Ask a player for a card: that is the only move.")
    if state.must_draw(seat):
        return Reason.of("draw_first", "Your hand is empty: draw a card from the stock.")
    target, rank, card = asked
    if state.card_mode and card is None:
        return Reason.of("ask_card", "In this game you ask for a specific card, not a rank.")
    if not state.card_mode and card is not None:
        return Reason.of("ask_rank", "In this game you ask for a rank, not a specific card.")
    if not 0 <= target < state.players:
        return Reason.of("no_such_player", "There is no such player to ask.")
    if target == seat:
        return Reason.of("ask_self", "Nobody can ask themself.")
    if not state.hands[target]:
        return Reason.of("no_cards", "{seat} has no cards to ask for.", seat=target)
    hand = state.hands[seat]
    if all(held.rank != rank for held in hand):
        return Reason.of("hold_rank", "You must hold a card of the rank you ask for.")
    if card is not None and card in hand and not state.bluff:
        return Reason.of("hold_card", "You hold that card already: ask for one you do not hold.")
    return Reason.of("not_legal", "{move} is not a legal move now.", move=str(move))
