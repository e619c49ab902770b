"""What the search needs from Spades: a playout policy and a utility.

Both run inside imagined deals (never the real one) and read those states
directly, so they are a few comparisons each. The playouts play as the
Normal player plays in outline: bid by a quick count, the side that needs
tricks wins them cheaply, a side with its bid made ducks the bags, and nils
are covered by the partner and attacked by the opponents. The utility is
the side's points against the other side's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...ai.reading import beats, move_high
from ...core.cards import Card
from ...core.game import GameState
from ...core.moves import Move
from ...engines.tricks import winning_index
from .rules import BID, BLIND_NIL_MOVE, LOOK, NIL_MOVE, PASS, SPADES, SpadesState, side_scores
from .scoring import BLIND_NIL, is_nil


def quick_bid(hand: Sequence[Card], nil_allowed: bool) -> int:
    """A cheap count: aces, guarded kings, the ace and king of spades and
    spades beyond the third (0: a nil hand)."""
    count = 0
    spades = 0
    high_spade = 0
    lengths = [0, 0, 0, 0]
    for card in hand:
        assert card.suit is not None, "Spades is played without jokers"
        lengths[card.suit] += 1
    for card in hand:
        high = card.high
        if card.suit is SPADES:
            spades += 1
            if high > high_spade:
                high_spade = high
            if high == 14 or (high == 13 and lengths[3] >= 2):
                count += 1
        elif high == 14 or (high == 13 and card.suit is not None and lengths[card.suit] >= 2):
            count += 1
    count += max(0, spades - 3)
    if count == 0 and nil_allowed and high_spade <= 10 and spades <= 3:
        return 0
    return max(1, count)


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Cheap rules of thumb on an imagined deal: bid by a quick count; the
    side that needs tricks wins them cheaply, a nil bidder or a side with
    its bid made ducks; never over a partner's winner."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, SpadesState)
    seat = state.to_move
    assert seat is not None
    phase = state.phase
    if phase == "play":
        return _playout_card(state, seat, legal, rng)
    if phase == "bid":
        if legal[0] is BLIND_NIL_MOVE:
            return LOOK
        count = quick_bid(state.hands[seat], state.nil_allowed)
        if count == 0:
            return NIL_MOVE
        return BID[min(count, state.size)]
    hand = state.hands[seat]
    if state.bids[seat] == BLIND_NIL:
        return PASS[max(hand, key=lambda card: (card.suit is SPADES, card.high))]
    return PASS[min(hand, key=lambda card: (card.high, card.suit is SPADES))]


def _live_nil(state: SpadesState, seat: int) -> bool:
    return is_nil(state.bids[seat]) and state.tricks_won[seat] == 0


def _playout_card(state: SpadesState, seat: int, legal: Sequence[Move], rng: random.Random) -> Move:
    """A card in a playout. Nils are played for as the Normal player plays
    for them (a nil is 100 to 200 points, more than any contract): cover a
    partner's live nil by winning above her, never overtake an opponent's
    nil bidder and lead low to her; else win or duck by the side's need."""
    players = state.players
    partner = (seat + 2) % 4 if players == 4 else None
    if not _live_nil(state, seat) and partner is not None and _live_nil(state, partner):
        return _playout_cover(state, partner, legal, rng)
    team_of = state.team_of
    side = team_of[seat]
    nils = [other for other in range(players) if team_of[other] != side and _live_nil(state, other)]
    if nils and not is_nil(state.bids[seat]):
        move = _playout_set(state, nils, legal)
        if move is not None:
            return move
    return _playout_need(state, seat, legal, rng)


def _later(state: SpadesState) -> list[int]:
    """The seats still to play to the trick under way."""
    assert state.leader is not None, "a trick under way has its leader"
    return [(state.leader + step) % state.players for step in range(len(state.trick) + 1, state.players)]


def _playout_cover(state: SpadesState, partner: int, legal: Sequence[Move], rng: random.Random) -> Move:
    """Partner's nil: lead high; win the trick as high as we can while she
    is still to play or heads it; else play low."""
    trick = state.trick
    if not trick:
        return max(legal, key=lambda move: move.cards[0].high + 2 * rng.random())
    index = winning_index(trick, SPADES)
    assert state.leader is not None
    winner = (state.leader + index) % state.players
    winners = [move for move in legal if beats(move.cards[0], trick[index], SPADES)]
    if winners and (winner == partner or partner in _later(state)):
        return max(winners, key=move_high)
    return min(legal, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high))


def _playout_set(state: SpadesState, nils: Sequence[int], legal: Sequence[Move]) -> Move | None:
    """An opponent's live nil: lead low, never overtake her winning card,
    play low before her. None when the nil is not at stake in this trick."""
    trick = state.trick
    if not trick:
        return min(legal, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high))
    index = winning_index(trick, SPADES)
    assert state.leader is not None
    winner = (state.leader + index) % state.players
    if winner in nils:
        losers = [move for move in legal if not beats(move.cards[0], trick[index], SPADES)]
        if losers:
            return max(losers, key=move_high)
        return min(legal, key=move_high)
    if any(other in nils for other in _later(state)):
        return min(legal, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high))
    return None


def _playout_need(state: SpadesState, seat: int, legal: Sequence[Move], rng: random.Random) -> Move:
    """Win or duck by the side's need, as the Normal player does, reading
    the imagined deal's hands for what it would infer: cash a card no
    opponent can beat or trump, lead to a partner's ruff, else lead low
    from a short side suit; second hand low, third hand high, the last
    player wins as cheaply as it can, never over a partner's safe winner."""
    bids = state.bids
    bid = bids[seat]
    team_of = state.team_of
    side = team_of[seat]
    if is_nil(bid):
        duck = state.tricks_won[seat] == 0
    else:
        need = 0
        for other in range(state.players):
            if team_of[other] == side:
                other_bid = bids[other]
                if isinstance(other_bid, int):
                    need += other_bid - state.tricks_won[other]
        duck = need <= 0 and state.bag_rule
    trick = state.trick
    if not trick:
        if duck:
            return min(legal, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high + 3 * rng.random()))
        return _lead_win(state, seat, legal)
    index = winning_index(trick, SPADES)
    best = trick[index]
    winners = [move for move in legal if beats(move.cards[0], best, SPADES)]
    if duck:
        losers = [move for move in legal if move not in winners]
        if losers:
            return max(losers, key=move_high)
        return min(legal, key=move_high)
    assert state.leader is not None, "a trick under way has its leader"
    winner = (state.leader + index) % state.players
    hands = state.hands
    opponents_later = [other for other in _later(state) if team_of[other] != side]
    if not winners or (team_of[winner] == side and not _beaten(hands, opponents_later, best)):
        return _lowest(state, seat, legal)
    if not opponents_later:
        return min(winners, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high))
    safe = [move for move in winners if not _beaten(hands, opponents_later, move.cards[0])]
    if safe:
        return min(safe, key=lambda move: (move.cards[0].suit is SPADES, move.cards[0].high))
    if len(trick) == 1 and legal[0].cards[0].suit is trick[0].suit:
        return _lowest(state, seat, legal)  # second hand low
    return max(winners, key=lambda move: (move.cards[0].suit is not SPADES, move.cards[0].high))


def _beaten(hands: Sequence[Sequence[Card]], seats: Sequence[int], card: Card) -> bool:
    """Could one of ``seats`` take a trick headed by ``card``: a higher card
    of its suit, or a spade when void in it?"""
    suit = card.suit
    high = card.high
    for other in seats:
        void = True
        has_spade = False
        for held in hands[other]:
            if held.suit is suit:
                if held.high > high:
                    return True
                void = False
            elif held.suit is SPADES:
                has_spade = True
        if void and has_spade and suit is not SPADES:
            return True
    return False


def _lead_win(state: SpadesState, seat: int, legal: Sequence[Move]) -> Move:
    """A lead for tricks: a card no opponent can beat or trump, else a low
    card the partner can trump, else the lowest of a short side suit."""
    hands = state.hands
    team_of = state.team_of
    side = team_of[seat]
    opponents = [other for other in range(state.players) if team_of[other] != side]
    masters = [move for move in legal if not _beaten(hands, opponents, move.cards[0])]
    if masters:
        return max(masters, key=lambda move: (move.cards[0].suit is not SPADES, move.cards[0].high))
    partner = (seat + 2) % 4 if state.players == 4 else None
    lengths = [0, 0, 0, 0]
    for card in hands[seat]:
        assert card.suit is not None, "Spades is played without jokers"
        lengths[card.suit] += 1
    if partner is not None:
        partner_suits = {card.suit for card in hands[partner]}
        partner_spades = SPADES in partner_suits
        ruffs = [
            move
            for move in legal
            if partner_spades and move.cards[0].suit is not SPADES and move.cards[0].suit not in partner_suits
        ]
        if ruffs:
            return min(ruffs, key=move_high)
    return min(
        legal, key=lambda move: (move.cards[0].suit is SPADES, lengths[move.cards[0].suit or 0], move.cards[0].high)
    )


def _lowest(state: SpadesState, seat: int, legal: Sequence[Move]) -> Move:
    """The lowest card of the led suit, or when void the lowest side card of
    the shortest side suit (a spade only when nothing else is left)."""
    led = state.trick[0].suit
    if legal[0].cards[0].suit is led:
        return min(legal, key=move_high)
    lengths = [0, 0, 0, 0]
    for card in state.hands[seat]:
        assert card.suit is not None, "Spades is played without jokers"
        lengths[card.suit] += 1
    return min(
        legal, key=lambda move: (move.cards[0].suit is SPADES, lengths[move.cards[0].suit or 0], move.cards[0].high)
    )


#: The difference between the sides' points that counts as a clear win or
#: loss of the hand (the utility is half-way to 0 or 1 at about this much).
UTILITY_SCALE = 100.0


def search_utility(state: GameState) -> Sequence[float]:
    """What the search values at a hand's end: the seat's side's points
    against the other sides' (setting them is worth as much as making our
    own bid), squeezed into [0, 1] by tanh. The scale matters: the search's
    exploration is tuned for rewards that spread over [0, 1], and one trick
    that makes or sets a bid (20 to 100 points) must move the reward by more
    than the noise of the imagined deals, or every card looks alike."""
    assert isinstance(state, SpadesState)
    points = [score.points for score in side_scores(state)]
    team_of = state.team_of
    sides = len(points)
    total = sum(points)
    out = []
    for seat in range(state.players):
        side = team_of[seat]
        others = (total - points[side]) / (sides - 1)
        out.append(0.5 + 0.5 * math.tanh((points[side] - others) / UTILITY_SCALE))
    return out
