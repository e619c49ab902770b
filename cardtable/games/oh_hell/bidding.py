"""How the Oh Hell rule-of-thumb player (cardtable/games/oh_hell/ai.py)
values its cards and bids.

Each card of the hand gets a chance of winning a trick, a logistic function
fitted on simulated hands (``FIT_SIDE``, ``FIT_TRUMP``) of what a player
weighs: the unseen cards above it in its suit and the chance an opponent
holds them, the cards of the suit the hand holds, how much of the pack is
dealt, the chance of being ruffed for a side card, the short suits that let
a low trump ruff, and who leads first. The chances are nudged by the bids
already made (an overbid table fights for tricks, an underbid one throws
them away), and the bid is the number of tricks with the best expected
score: the chance of taking exactly that many (the chances combined card by
card) times what it scores (5 + n for nothing, 10 + k for k). With the hook
rule the dealer's forbidden bid is simply not among the legal ones. The
play uses the same chances to aim at the bid exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import exp
from typing import TYPE_CHECKING

from ...core.cards import Suit
from .rules import bid_score

if TYPE_CHECKING:
    from .ai import Table

SUITS = tuple(Suit)


#: Logistic weights of a card's chance of winning a trick, fitted on
#: simulated hands of 3 to 8 players (this player in every seat), one set for
#: side cards and one for trumps; the features are those of ``_features``.
FIT_SIDE = (
    0.704,
    -2.99,
    1.873,
    -4.958,
    0.016,
    -0.574,
    3.633,
    -2.178,
    -0.537,
    -0.525,
    -4.447,
    -13.47,
    0.925,
    2.759,
    0.089,
    4.353,
    0.579,
    -0.452,
)
FIT_TRUMP = (
    -1.438,
    -0.724,
    4.096,
    -1.049,
    -0.894,
    3.117,
    -0.677,
    0.378,
    0.538,
    0.03,
    -1.525,
    -0.744,
    0.21,
    3.148,
    -0.16,
)


def _features(
    trump: bool,
    no_trumps: bool,
    higher: int,
    above_mine: int,
    length: int,
    size: int,
    players: int,
    share: float,
    short: int,
    voids: int,
    leads: bool,
    suit_unseen: int,
    trumps_unseen: int,
    unseen: int,
    position: float,
) -> tuple[float, ...]:
    """What a card's chance depends on: whether the unseen cards above it
    are held (``share``: the chance an unseen card is in an opponent's hand),
    the cards of its suit the hand holds above it and in all, how much of the
    pack is dealt, the short suits (ruffs) for a trump, the ruffs against a
    side card, the lead and the seat's place in the bidding (0 first, 1 the
    dealer)."""
    fill = players * size / 52
    clear = (1 - share) ** higher
    half = (1 - share / 2) ** higher
    common = (1.0, clear, half, min(higher, 12) / 12, above_mine / 4, length / 5, fill)
    single = float(length == 1)
    if trump:
        return common + (short / 3, voids / 3, float(leads), 1 / size, players / 8, position, clear * fill, single)
    ruffs = 0.0 if no_trumps else trumps_unseen / max(1, unseen) * fill
    return common + (
        float(no_trumps),
        float(leads),
        1 / size,
        players / 8,
        ruffs,
        suit_unseen / 13,
        leads / size,
        position,
        clear * fill,
        single,
        single * (1 - clear),
    )


#: How far the bids already made move a player's estimate toward the tricks
#: the table leaves (see ``adjusted``).
NUDGE = 0.3


def _logistic(weights: Sequence[float], features: Sequence[float]) -> float:
    z = sum(w * x for w, x in zip(weights, features))
    z = max(-30.0, min(30.0, z))
    return 1 / (1 + exp(-z))


def card_chances(table: Table) -> list[float]:
    """For each card of the hand (in hand order), its chance of winning a
    trick, by the fitted weights."""
    seat = table.seat
    players = table.players
    size = len(table.hand)
    others = [other for other in range(players) if other != seat]
    unseen = len(table.unseen)
    if not table.hand or unseen == 0:
        return [1.0] * size
    share = table.share(others)
    trumps = table.trumps
    mine: dict[Suit | None, list[int]] = {suit: [] for suit in SUITS}
    for card in table.hand:
        effective = table.eff(card)
        mine[effective.suit].append(effective.high)
    for highs in mine.values():
        highs.sort(reverse=True)
    short = sum(1 for suit in SUITS if suit is not trumps and len(mine[suit]) <= 1)
    voids = sum(1 for suit in SUITS if suit is not trumps and not mine[suit])
    leads = (table.dealer + 1) % players == seat
    position = (seat - table.dealer - 1) % players / (players - 1)
    trumps_unseen = len(table.unseen_in(trumps)) if trumps is not None else 0
    chances: list[float] = []
    for card in table.hand:
        effective = table.eff(card)
        suit = effective.suit
        assert suit is not None
        highs = mine[suit]
        trump = suit is trumps
        features = _features(
            trump,
            trumps is None,
            table.higher_unseen(effective),
            highs.index(effective.high),
            len(highs),
            size,
            players,
            share,
            short,
            voids,
            leads,
            len(table.unseen_in(suit)),
            trumps_unseen,
            unseen,
            position,
        )
        chances.append(_logistic(FIT_TRUMP if trump else FIT_SIDE, features))
    return chances


def distribution(chances: Sequence[float]) -> list[float]:
    """The chance of taking exactly k tricks, for each k, taking each card's
    chance as independent (a Poisson-binomial)."""
    probs = [1.0]
    for p in chances:
        nxt = [0.0] * (len(probs) + 1)
        for k, value in enumerate(probs):
            nxt[k] += value * (1 - p)
            nxt[k + 1] += value * p
        probs = nxt
    return probs


def adjusted(table: Table, chances: list[float], weight: float = NUDGE) -> list[float]:
    """The chances nudged toward the tricks the table leaves: when the bids
    so far (and an average bid for those still to bid) exceed the tricks, the
    others fight for them and middling cards lose more often; when they fall
    short, the others throw tricks away."""
    size = len(table.hand)
    if size == 0:
        return chances
    mine = sum(chances)
    bid_so_far = [bid for seat, bid in enumerate(table.bids) if bid is not None and seat != table.seat]
    waiting = sum(1 for seat, bid in enumerate(table.bids) if bid is None and seat != table.seat)
    if not bid_so_far:
        return chances
    demand = sum(bid_so_far) + waiting * size / table.players + mine
    target = max(0.0, min(float(size), mine + weight * (size - demand)))
    if target > mine:
        room = sum(1 - p for p in chances)
        if room <= 0:
            return chances
        lift = (target - mine) / room
        return [p + (1 - p) * lift for p in chances]
    if mine <= 0:
        return chances
    scale = target / mine
    return [p * scale for p in chances]


def expected_scores(table: Table, legal_bids: Sequence[int], nudge: float = NUDGE) -> dict[int, float]:
    """The expected score of each legal bid."""
    chances = adjusted(table, card_chances(table), nudge)
    probs = distribution(chances)
    size = len(table.hand)
    return {bid: probs[bid] * bid_score(bid, bid, size) if bid < len(probs) else 0.0 for bid in legal_bids}


def choose_bid(table: Table, legal_bids: Sequence[int], nudge: float = NUDGE) -> int:
    scores = expected_scores(table, legal_bids, nudge)
    return max(legal_bids, key=lambda bid: (scores[bid], -bid))
