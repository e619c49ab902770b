"""Statistics: why a move is refused, naming the rule it breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import Rank
from ...core.moves import Move
from ...core.reasons import Reason
from . import plays

if TYPE_CHECKING:
    from .state import StatisticsState


def why_illegal(state: StatisticsState, move: Move) -> Reason:
    seat = state.to_move
    assert seat is not None  # apply() refuses any move once the hand is over
    hand = state.hands[seat]
    top = state.top
    if move.kind not in ("play", "take", "pass"):
        return Reason.of("st_no_such_move", "In Statistics you play cards, take the kitty or pass a card.")
    if not move.cards or len(set(move.cards)) != len(move.cards):
        return Reason.of("st_name_cards", "Name the cards, each once.")
    if any(card not in hand for card in move.cards):
        return Reason.of("not_yours", "You do not hold that card.")
    if move.kind == "pass":
        if len(move.cards) != 1:
            return Reason.of("st_pass_one", "Pass exactly one card.")
        return Reason.of("st_must_play", "You can play, so you may not pass.")
    cards = move.cards
    if move.kind == "take" and plays.eights_only(cards):
        if top is None:
            return Reason.of("st_eights_need_top", "Eights take the kitty only when it has a top card.")
    elif not plays.is_normal_play(cards, top):
        return _not_a_play(move, top)
    if move.kind == "play" and any(card.rank == Rank.ACE for card in cards):
        return Reason.of("st_ace_takes", "An ace always takes the kitty.")
    if move.kind == "play" and plays.jack_takes(cards, top):
        return Reason.of(
            "st_jack_takes", "A single jack on a lower or equal card of the other suit of its colour takes the kitty."
        )
    if move.kind == "take" and not (plays.must_take(cards, top) or plays.may_choose(cards) or plays.eights_only(cards)):
        return Reason.of(
            "st_cannot_take",
            "Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty.",
        )
    if move.kind == "take":
        return Reason.of("st_take_order", "Name the cards of a take in the usual order.")
    return Reason.of("st_play_order", "Only the last card matters: name the others in the usual order.")


def _not_a_play(move: Move, top: object) -> Reason:
    """Why a set of cards is no play on the top card."""
    if top is None:
        return Reason.of("st_lead_rule", "On an empty kitty, lead one card or several cards of one rank.")
    if len(move.cards) == 1:
        return Reason.of("st_beat_or_follow", "A card must be at least the top card or of its suit.")
    return Reason.of("st_each_beats", "Each card of several must be at least the top card (or a two).")
