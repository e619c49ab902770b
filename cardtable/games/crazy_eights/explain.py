"""Why a move of Crazy Eights is refused, in a sentence the player reads.

Apart from the state (``state.py``), which asks here only once a move has
turned out illegal: the rules decide, this module explains.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import Card, Rank
from ...core.moves import Move
from ...core.reasons import Reason

if TYPE_CHECKING:
    from .state import CrazyEightsState


def why_illegal(state: CrazyEightsState, move: Move) -> Reason:
    seat = state.to_move
    if seat is None:
        return Reason.of("hand_over", "The hand is over.")
    kind = move.kind
    if kind == "play" and len(move.cards) == 1:
        return _why_not_play(state, move)
    if kind == "draw" and not move.cards and move.arg is None:
        return _why_not_draw(state)
    if kind == "pass" and not move.cards and move.arg is None:
        return _why_not_pass(state)
    if kind == "call" and not move.cards and move.arg is None:
        return _why_not_call(state)
    return Reason.of(
        "unknown_move",
        "{move} is not a move of Crazy Eights: play a card, draw, or pass.",
        move=str(move),
    )


def _why_not_play(state: CrazyEightsState, move: Move) -> Reason:
    card = move.card
    seat = state.to_move
    assert seat is not None
    if card not in state.hands[seat]:
        return Reason.of("not_held", "You do not hold the {card}.", card=card)
    if state.pending:
        return Reason.plural(
            "pending_draw",
            "You must draw {n} card or play another {rank}.",
            "You must draw {n} cards or play another {rank}.",
            n=state.pending,
            rank=Rank(state.config.draw_two),
        )
    if state.drawn:
        if card not in state.drawn_cards():
            return Reason.of("only_drawn", "After drawing you may only play a card you drew this turn.")
        if state.config.draw_rule == "one" and not state.config.play_drawn:
            return Reason.of("drawn_no_play", "A drawn card may not be played at once.")
    wild = Rank(state.config.wild)
    if card.rank == wild:
        return _why_not_wild(state, move, card, wild)
    if move.arg is not None:
        return Reason.of("no_naming", "The {card} names no suit: play it without one.", card=card)
    if state.top.rank == wild:
        return Reason.of(
            "named_suit",
            "Play one of the {suit} (named with the {top}), or any {wild}.",
            suit=state.suit,
            top=state.top,
            wild=wild,
        )
    return Reason.of(
        "match",
        "Play one of the {suit}, any {rank}, or any {wild}.",
        suit=state.suit,
        rank=state.top.rank,
        wild=wild,
    )


def _why_not_wild(state: CrazyEightsState, move: Move, card: Card, wild: Rank) -> Reason:
    if not state.wild_playable(card):
        return Reason.of(
            "wild_must_match",
            "You may play the {card} only on one of the {suit} or on another {wild}.",
            card=card,
            wild=wild,
            suit=state.suit,
        )
    if state.wild_may_name(card):
        if move.arg is None:
            return Reason.of("name_suit", "You must name a suit with the {wild}.", wild=wild)
        return Reason.of("bad_suit", "Name a suit: C, D, H or S.")
    if state.config.eights == "no_nominate":
        return Reason.of(
            "no_nominate",
            "The {card} names no suit in this game: play it without one.",
            card=card,
        )
    return Reason.of(
        "wild_unmatched",
        "The {card} does not match the {top}, so it names no suit: play it without one.",
        card=card,
        top=state.top,
    )


def _why_not_draw(state: CrazyEightsState) -> Reason:
    config = state.config
    if state.drawn:
        if config.draw_rule == "one":
            return Reason.of("drawn_once", "You have already drawn your card this turn.")
        if config.draw_rule == "up_to_limit" and state.drawn >= config.draw_limit:
            return Reason.plural(
                "draw_limit",
                "You may draw at most {n} card in a turn.",
                "You may draw at most {n} cards in a turn.",
                n=config.draw_limit,
            )
        if config.draw_rule == "until_playable":
            return Reason.of("drew_playable", "You drew a card you can play: play it or pass.")
    if not state.can_draw():
        return Reason.of("no_stock", "There is no card left to draw.")
    return Reason.of("must_play", "You can play, so you may not draw.")


def _why_not_pass(state: CrazyEightsState) -> Reason:
    config = state.config
    if state.pending:
        return Reason.plural(
            "pending_draw",
            "You must draw {n} card or play another {rank}.",
            "You must draw {n} cards or play another {rank}.",
            n=state.pending,
            rank=Rank(config.draw_two),
        )
    if state.drawn:
        if config.draw_rule == "until_playable" and not state.plays_of(state.drawn_cards()):
            return Reason.of("keep_drawing", "Keep drawing until you can play.")
        return Reason.of("must_play", "You can play, so you must.")
    return Reason.of("play_or_draw", "Play a card or draw one; you may pass only when you can do neither.")


def _why_not_call(state: CrazyEightsState) -> Reason:
    seat = state.to_move
    assert seat is not None
    if not state.config.last_card:
        return Reason.of("no_last_card", 'Nobody says "Last card!" in this game.')
    if state.called:
        return Reason.of("called", 'You have already said "Last card!".')
    if len(state.hands[seat]) != 2:
        return Reason.of("call_two", 'Say "Last card!" when you hold two cards and are about to play one.')
    return Reason.of("call_no_play", "You have no card to play, so you will not be down to one.")
