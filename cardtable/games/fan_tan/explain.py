"""Why a move of Fan Tan is refused, in a sentence the player reads.

Asked only once a move has turned out illegal: the rules decide (``state``),
this module names the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import Card
from ...core.moves import Move
from ...core.reasons import Reason
from .layout import SEVEN
from .moves import DRAW, PASS, row_of_arg

if TYPE_CHECKING:
    from .state import FanTanState


def why_illegal(state: FanTanState, move: Move) -> Reason:
    seat = state.to_move
    if seat is None:
        return Reason.of("hand_over", "The hand is over.")
    if state.phase == "pass":
        if move.kind != "pass" or len(move.cards) != 1:
            return Reason.of("pass_first", "Choose three cards to pass before play begins.")
        return Reason.of("not_your_card", "The {card} is not in your hand.", card=move.cards[0])
    if move.kind == "pass" and move.cards:
        return Reason.of("passing_over", "The cards have been passed: play now.")
    legal = state.legal_moves()
    can_play = any(offered.kind == "play" for offered in legal)
    if move is PASS or move is DRAW:
        if can_play:
            if state.drawn:
                return Reason.of("play_drawn", "A card you drew fits: you must play it.")
            return Reason.of("must_play", "A card of yours fits: if you can play, you must.")
        if move is DRAW:
            if not state.config.stock:
                return Reason.of("no_stock", "There is no stock in this game: pass.")
            return Reason.of("stock_empty", "The stock is empty: pass.")
        return Reason.of("must_draw", "You cannot play: draw from the stock.")
    if move.kind != "play" or not move.cards:
        return Reason.of("unknown_move", "{move} is not a move of Fan Tan: play a card, pass or draw.", move=str(move))
    hand = state.hands[seat]
    for card in move.cards:
        if card not in hand:
            return Reason.of("not_held", "You do not hold the {card}.", card=card)
    if len(move.cards) > 1:
        if not state.config.combos:
            return Reason.of("one_at_a_time", "Play one card at a time.")
        return Reason.of("not_together", "These cards cannot be played together.")
    return _why_not_card(state, move.cards[0], move.arg)


def _why_not_card(state: FanTanState, card: Card, arg: object) -> Reason:
    suit = card.suit
    assert suit is not None, "Fan Tan is played without jokers"
    layout = state.layout
    trump = state.trump
    row = row_of_arg(layout.packs, arg)
    if card.rank == SEVEN:
        if card.suit is trump and arg is not None:
            return Reason.of("trump_seven", "The seven of trumps is always played as a trump.")
        return Reason.of("seven_own_row", "A seven opens its own suit's row.")
    if row is not None and layout.suit_of(row) is not card.suit:
        if trump is None:
            return Reason.of("in_suit", "Cards are played on their own suit's row.")
        if layout.suit_of(row) is not trump and card.suit is not trump:
            return Reason.of("only_trumps_stand_in", "Only a trump may stand for a card of another suit.")
        if card.suit is not trump and not layout.owes(card):
            return Reason.of("not_owed", "Only a card displaced by a trump is played on the trump row.")
    elif trump is not None and suit is not trump and layout.owes(card) and layout.free_home(suit, card.rank) <= 0:
        return Reason.of(
            "owed_to_trumps", "A trump took the place of the {card}: it must be played on the trump row.", card=card
        )
    if row is None and layout.packs > 1:
        return Reason.of("name_the_row", "Say which row the {card} goes on.", card=card)
    return Reason.of(
        "does_not_fit",
        "The {card} does not fit: a row builds from its seven down to the ace and up to the king, one card at a time.",
        card=card,
    )
