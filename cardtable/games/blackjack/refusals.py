"""Why a move is refused, naming the rule (``BlackjackState.why_illegal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.moves import Move
from ...core.reasons import Reason
from .flow import BET, INSURANCE
from .moves import BET_STEP, DOUBLE_MOVE, HIT_MOVE, INSURE_MOVE, SPLIT_MOVE, SURRENDER_MOVE
from .values import ACE, is_pair, total, value

if TYPE_CHECKING:
    from .state import BlackjackState


def why_illegal(state: BlackjackState, move: Move) -> Reason:
    if state.phase == BET:
        return _bet(state, move)
    if state.phase == INSURANCE:
        if move is INSURE_MOVE:
            return Reason.of("bj_insure_chips", "You do not have the chips to insure.")
        return Reason.of("bj_insurance_now", "Insure or decline: the dealer shows an ace.")
    if move.kind == "bet":
        return Reason.of("bj_no_bet_now", "Bets are placed before the cards are dealt.")
    if move.kind in ("insure", "decline"):
        return Reason.of("bj_no_insurance", "Insurance is offered only when the dealer shows an ace.")
    return _play(state, move)


def _bet(state: BlackjackState, move: Move) -> Reason:
    assert state.to_move is not None
    low, high = state.bet_range(state.to_move)
    if move.kind != "bet":
        return Reason.of("bj_bet_first", "Place your bet first.")
    if low > high:
        return Reason.of("bj_bet_nothing", "You do not have the chips for the table's minimum: you sit this round out.")
    amount = move.arg if isinstance(move.arg, int) else -1
    if 0 < amount <= state.options["max_bet"] and amount % BET_STEP == 0 and amount > state.chips[state.to_move]:
        return Reason.of("bj_bet_chips", "You have only {chips} chips.", chips=state.chips[state.to_move])
    return Reason.of(
        "bj_bet_range",
        "Bets are from {low} to {high}, in steps of {step}.",
        low=low,
        high=state.options["max_bet"],
        step=BET_STEP,
    )


def _play(state: BlackjackState, move: Move) -> Reason:
    assert state.active is not None
    box, index = state.active
    hand = state.hands[box][index]
    cards = hand["cards"]
    split_aces = hand["from_split"] and value(cards[0]) == ACE
    rules = state.rules
    chips = state.chips[state.box_seats[box]] >= state.bets[box]
    if move is HIT_MOVE or move is DOUBLE_MOVE:
        if split_aces:
            return Reason.of("bj_split_aces", "Split aces take one card each.")
        if state.cards_left() == 0:
            return Reason.of("bj_no_cards", "No card is left to deal.")
    if move is DOUBLE_MOVE:
        if len(cards) != 2:
            return Reason.of("bj_double_two", "You may double only on your first two cards.")
        if hand["from_split"] and not rules.double_after_split:
            return Reason.of("bj_double_split", "This table does not allow doubling after a split.")
        if not rules.may_double_on(total(cards).points):
            if rules.double_on == "10-11":
                return Reason.of("bj_double_10_11", "You may double only on 10 or 11.")
            return Reason.of("bj_double_9_11", "You may double only on 9, 10 or 11.")
        if not chips:
            return Reason.of("bj_double_chips", "You do not have the chips to double.")
    if move is SPLIT_MOVE:
        if len(cards) != 2 or not is_pair(cards, rules.split_tens):
            return Reason.of("bj_split_pair", "Only a pair can be split.")
        if len(state.hands[box]) >= rules.max_hands:
            return Reason.plural(
                "bj_split_max", "A box plays at most {n} hand.", "A box plays at most {n} hands.", n=rules.max_hands
            )
        if split_aces:
            return Reason.of("bj_resplit_aces", "This table does not allow splitting aces again.")
        if not chips:
            return Reason.of("bj_split_chips", "You do not have the chips to split.")
    if move is SURRENDER_MOVE:
        if not rules.surrender:
            return Reason.of("bj_no_surrender", "This table does not allow surrender.")
        return Reason.of("bj_surrender_first", "You may surrender only as your first decision, before any split.")
    return Reason.of("bj_not_now", "{move} is not a move of blackjack now.", move=str(move))
