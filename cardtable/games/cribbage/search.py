"""What Hard and Expert value at the end of an imagined Cribbage deal.

The search only decides the pegging (the discard is the heuristic's exact
answer), so the value is built to tell pegging plays apart:

* a deal in which someone reaches the target is won or lost outright (1 or
  0): near 121 a point pegged before the other side's show can win the game,
  and a pair given away can lose it;
* otherwise only the pegging counts, the difference between the points this
  seat's side pegged and the best other side's. Once the deal is over every
  hand and crib has been counted whatever was pegged, so the show only adds
  to every play alike: leaving it out removes its noise, not its worth.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.cards import Card
from ...core.game import GameState
from ...core.moves import Move
from .common import PHASE_OVER
from .rules import CribbageState
from .scoring import MAX_COUNT, PIP, peg_total

PEG_SCALE = 24.0
"""Pegging points that move the value from even to a near-win (0.5 to 1)."""
PEG_CAP = 0.45
"""The most a deal that ends no game is worth above or below even: always
less than winning the game, more than losing it."""


def search_value(state: GameState) -> Sequence[float]:
    """Each seat's value of the finished deal ``state`` (see the module)."""
    assert isinstance(state, CribbageState)
    players = state.players
    if state.phase == PHASE_OVER:
        return [1.0 if state.scores[seat] >= state.target else 0.0 for seat in range(players)]
    pegged = state.cell_pegging
    values = []
    for seat in range(players):
        others = [pegged[other] for other in range(players) if not _same_side(state, seat, other)]
        lead = (pegged[seat] - max(others)) / (2 * PEG_SCALE)
        values.append(0.5 + max(-PEG_CAP, min(PEG_CAP, lead)))
    return values


def _same_side(state: CribbageState, seat: int, other: int) -> bool:
    return seat == other or (state.partners and seat % 2 == other % 2)


REPLY_WEIGHT = 0.8
"""How much of the next player's best reply a playout's card is charged
(Normal charges 0.8 of the reply it expects from the unseen cards)."""


def playout_move(state: GameState, rng: random.Random) -> Move:
    """The Normal player's pegging, cheaply, in an imagined deal: each card
    is worth what it pegs now less most of the best reply the next player
    (an opponent) holds in that deal, and a low card is kept for late in
    the count; the best such card is played (a random one among equals).
    The crib is thrown at random: the search never decides the discard."""
    legal = state.legal_moves()
    if len(legal) == 1 or legal[0].kind != "play":
        return legal[int(rng.random() * len(legal))]
    assert isinstance(state, CribbageState) and state.to_move is not None
    seat = state.to_move
    cards = state.count_cards
    count = state.count
    replies = _replies(state, seat)
    best: list[Move] = []
    best_value = -100.0
    for move in legal:
        card = move.cards[0]
        after = count + PIP[card]
        line = [*cards, card]
        value = float(peg_total(line, after))
        if replies and after < MAX_COUNT:
            threat = 0
            for reply in replies:
                if after + PIP[reply] <= MAX_COUNT:
                    threat = max(threat, peg_total([*line, reply], after + PIP[reply]))
            value -= REPLY_WEIGHT * threat
        if after < 21 and PIP[card] <= 4:
            value -= 0.15 * (5 - PIP[card])  # a low card is worth more later
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return best[int(rng.random() * len(best))]


def _replies(state: CribbageState, seat: int) -> list[Card]:
    """The cards of the player after ``seat`` in this count when it is an
    opponent (none when it is a partner or nobody is left to play)."""
    players = state.players
    for step in range(1, players):
        other = (seat + step) % players
        if state.hands[other] and not state.said_go[other]:
            return [] if _same_side(state, seat, other) else state.hands[other]
    return []
