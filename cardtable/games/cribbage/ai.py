"""The Cribbage heuristic player: expected-value discards and careful pegging.

Discards: for every way to keep four cards, the hand is counted with each of
the cards that could still be turned as the starter (the 46 unseen ones with
two players), and the average is taken; the cards thrown are valued by a table
of what such cards are worth in a crib on average, added when the crib is ours
(or our side's) and taken away when it is the opponents'. As the seed says,
"it is usually best to keep the highest scoring set in your hand even if that
means putting rubbish into the box".

Pegging: each playable card is worth what it pegs now, less what the next
player is likely to peg in reply (a fifteen or 31 on it, a pair, a run), given
the cards still unseen. Low cards are kept for late in the count, where they
win the go.

The agent reads only its seat's view (its hand, its own discards, the played
cards, the count), never the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from math import comb

from ...core.cards import Card, Rank
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .rules import CribbageState
from .scoring import DECK, MAX_COUNT, PIP, RANK, RANK_KEY, peg_total, rank_points

_NOBS_CHANCE = 0.25
"""About how often a jack in the crib matches the starter's suit."""


# --------------------------------------------------------------------------
# What cards are worth in a crib, by rank, averaged over the unknown cards


def _rank_key(ranks: Sequence[int]) -> int:
    return sum(1 << (3 * (rank - 1)) for rank in ranks)


def _average_with_unknown(known: Sequence[int], unknown: int) -> float:
    """The average fifteens, pairs and runs of a five-card count made of the
    ranks ``known`` and ``unknown`` more cards from the rest of the pack,
    weighted by how many ways each rank multiset can be drawn."""
    left = [4] * 14
    for rank in known:
        left[rank] -= 1
    pack = sum(left[1:])
    total = 0.0
    base = _rank_key(known)
    for extra in _multisets(unknown):
        ways = 1
        for rank in set(extra):
            ways *= comb(left[rank], extra.count(rank))
        if ways:
            total += ways * rank_points(base + _rank_key(extra))
    jacks = sum(1 for rank in known if rank == Rank.JACK)
    unknown_jacks = (unknown - 1) * left[Rank.JACK] / pack  # one unknown card is the starter
    return total / comb(pack, unknown) + _NOBS_CHANCE * (jacks + unknown_jacks)


def _multisets(size: int, low: int = 1) -> list[tuple[int, ...]]:
    if size == 0:
        return [()]
    return [(rank, *rest) for rank in range(low, 14) for rest in _multisets(size - 1, rank)]


def compute_crib_tables() -> tuple[dict[tuple[int, int], float], dict[int, float]]:
    """Average crib value of two thrown ranks (two players) and of one (three
    or four players). Takes a quarter of a second, so the results are written
    out below as ``CRIB_PAIRS`` and ``CRIB_SINGLES`` (a test checks they agree)."""
    pairs = {}
    for low in range(1, 14):
        for high in range(low, 14):
            pairs[(low, high)] = pairs[(high, low)] = _average_with_unknown((low, high), 3)
    singles = {rank: _average_with_unknown((rank,), 4) for rank in range(1, 14)}
    return pairs, singles


# Output of compute_crib_tables(), rounded: CRIB_PAIRS[r1 - 1][r2 - 1] and
# CRIB_SINGLES[r - 1] for ranks ace = 1 .. king = 13.
CRIB_PAIRS: tuple[tuple[float, ...], ...] = (
    (5.53, 4.44, 4.56, 5.47, 5.73, 4.26, 4.08, 4.12, 4.04, 3.95, 4.20, 3.85, 3.74),
    (4.44, 5.83, 6.84, 4.84, 5.76, 4.36, 4.28, 4.23, 4.13, 4.07, 4.31, 3.96, 3.86),
    (4.56, 6.84, 6.16, 5.49, 6.42, 4.27, 4.35, 4.29, 4.11, 4.14, 4.39, 4.04, 3.93),
    (5.47, 4.84, 5.49, 6.14, 6.99, 4.96, 4.18, 4.30, 4.20, 4.14, 4.39, 4.04, 3.93),
    (5.73, 5.76, 6.42, 6.99, 9.00, 7.09, 6.41, 5.75, 5.73, 7.02, 7.27, 6.92, 6.81),
    (4.26, 4.36, 4.27, 4.96, 7.09, 6.29, 5.54, 4.90, 5.57, 3.84, 4.08, 3.73, 3.63),
    (4.08, 4.28, 4.35, 4.18, 6.41, 5.54, 6.11, 6.76, 4.35, 3.72, 4.03, 3.68, 3.57),
    (4.12, 4.23, 4.29, 4.30, 5.75, 4.90, 6.76, 5.64, 4.93, 4.30, 3.95, 3.66, 3.56),
    (4.04, 4.13, 4.11, 4.20, 5.73, 5.57, 4.35, 4.93, 5.53, 4.84, 4.49, 3.55, 3.50),
    (3.95, 4.07, 4.14, 4.14, 7.02, 3.84, 3.72, 4.30, 4.84, 5.47, 5.06, 4.11, 3.41),
    (4.20, 4.31, 4.39, 4.39, 7.27, 4.08, 4.03, 3.95, 4.49, 5.06, 5.95, 5.02, 4.31),
    (3.85, 3.96, 4.04, 4.04, 6.92, 3.73, 3.68, 3.66, 3.55, 4.11, 5.02, 5.25, 3.97),
    (3.74, 3.86, 3.93, 3.93, 6.81, 3.63, 3.57, 3.56, 3.50, 3.41, 4.31, 3.97, 5.03),
)
CRIB_SINGLES: tuple[float, ...] = (
    4.44,
    4.66,
    4.82,
    4.83,
    6.64,
    4.78,
    4.67,
    4.63,
    4.52,
    4.45,
    4.70,
    4.27,
    4.08,
)


def crib_value(thrown: Sequence[Card]) -> float:
    """What the cards thrown are worth in a crib, on average."""
    if len(thrown) == 2:
        return CRIB_PAIRS[RANK[thrown[0]] - 1][RANK[thrown[1]] - 1]
    if len(thrown) == 1:
        return CRIB_SINGLES[RANK[thrown[0]] - 1]
    return 0.0


def expected_hand(keep: Sequence[Card], starters: Sequence[Card]) -> float:
    """The average count of the four cards ``keep`` over the possible starters."""
    a, b, c, d = keep
    base = RANK_KEY[a] + RANK_KEY[b] + RANK_KEY[c] + RANK_KEY[d]
    suit = a.suit
    flush = b.suit is suit and c.suit is suit and d.suit is suit
    nob_suits = {card.suit for card in keep if card.rank == Rank.JACK}
    total = 0
    for starter in starters:
        total += rank_points(base + RANK_KEY[starter])
        if flush:
            total += 5 if starter.suit is suit else 4
        if starter.suit in nob_suits:
            total += 1
    return total / len(starters)


# --------------------------------------------------------------------------
# Reading the view


def _unseen(view: View) -> list[Card]:
    """Cards the seat has not seen: not in its hand, not thrown by it, not
    played, not the starter, not shown."""
    seen: set[Card] = set(view.get("your_discards", ()))
    for pile in view.piles:
        if pile.kind != "stock":
            seen.update(card for card in pile.cards if card is not None)
    return [card for card in DECK if card not in seen]


def _own_side(view: View, seat: int | None) -> bool:
    """True if the crib scores for ``seat``'s side."""
    owner: int | None = view.get("crib_owner")
    if view.get("partners"):
        return owner is not None and seat is not None and owner % 2 == seat % 2
    return owner == seat


class DiscardChoice:
    """The best discard found: the cards thrown, the four kept and their values."""

    def __init__(self, thrown: tuple[Card, ...], keep: tuple[Card, ...], hand_value: float, crib: float):
        self.thrown = thrown
        self.keep = keep
        self.hand_value = hand_value
        self.crib = crib

    @property
    def value(self) -> float:
        return self.hand_value + self.crib


def best_discard(view: View) -> DiscardChoice:
    """The best way of throwing the cards still to throw (see discard_choices)."""
    return discard_choices(view)[0]


def discard_choices(view: View) -> list[DiscardChoice]:
    """Every way of throwing the cards still to throw, best first: the four
    kept are counted exactly over every possible starter, and the crib is
    estimated for us or against us."""
    seat = view.seat
    hand = view.hand()
    already = tuple(view.get("your_discards", ()))
    left = view.get("to_discard")[seat]
    starters = _unseen(view)
    sign = 1.0 if _own_side(view, seat) else -1.0
    choices = []
    for thrown in combinations(hand, left):
        keep = tuple(card for card in hand if card not in thrown)
        if len(keep) != 4:
            continue
        choices.append(DiscardChoice(thrown, keep, expected_hand(keep, starters), sign * crib_value(already + thrown)))
    assert choices
    # Stable: the first of equal values wins, as the single best used to.
    return sorted(choices, key=lambda choice: -choice.value)


# --------------------------------------------------------------------------
# Pegging


class PegChoice:
    """A card's pegging value: points now, and the reply risked."""

    def __init__(self, card: Card, points: int, risk: float, value: float):
        self.card = card
        self.points = points
        self.risk = risk
        self.value = value


def _next_actor(view: View, seat: int) -> int | None:
    """Who plays after ``seat`` in this count: the next seat with cards that
    has not said go."""
    said = set(view.get("said_go", ()))
    for step in range(1, view.players):
        other = (seat + step) % view.players
        if other not in said and view.pile(f"hand:{other}").count:
            return other
    return None


def peg_choices(view: View, legal: Sequence[Move]) -> list[PegChoice]:
    """Value every playable card: points pegged now, less the expected points
    of the next player's best-looking replies, with small preferences that
    keep low cards for the end of the count."""
    seat = view.seat
    assert seat is not None
    count = view.get("count")
    cards = list(view.get("count_cards"))
    unseen = _unseen(view)
    by_rank: dict[int, list[Card]] = {}
    for card in unseen:
        by_rank.setdefault(RANK[card], []).append(card)
    nxt = _next_actor(view, seat)
    held = view.pile(f"hand:{nxt}").count if nxt is not None else 0
    against = nxt is not None and not (view.get("partners") and nxt % 2 == seat % 2)
    total_unseen = max(1, len(unseen))
    choices = []
    for move in legal:
        card = move.cards[0]
        after = count + PIP[card]
        line = cards + [card]
        points = peg_total(line, after)
        risk = 0.0
        if held and after < MAX_COUNT:
            for group in by_rank.values():
                reply = group[0]
                if after + PIP[reply] > MAX_COUNT:
                    continue
                gain = peg_total(line + [reply], after + PIP[reply])
                if gain:
                    chance = 1.0 - (1.0 - len(group) / total_unseen) ** held
                    risk += chance * gain
        if not against:
            risk = -0.5 * risk
        value = points - 0.8 * risk
        if count + PIP[card] < 21 and PIP[card] <= 4:
            value -= 0.15 * (5 - PIP[card])  # a low card is worth more later
        if after == 5 or after == 21:
            value -= 0.3
        choices.append(PegChoice(card, points, risk, value))
    return choices


class CribbageAgent(ViewAgent):
    """Expected-value discards, risk-aware pegging."""

    name = "heuristic"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        kind = legal[0].kind
        if kind == "discard":
            thrown = best_discard(view).thrown
            return next(move for move in legal if move.cards[0] is thrown[0])
        if kind == "play":
            choices = peg_choices(view, legal)
            best = max(choices, key=lambda choice: choice.value)
            return next(move for move in legal if move.cards[0] is best.card)
        return legal[0]

    def decides_exactly(self, info: InfoSet) -> bool:
        """The discard is computed exactly over every starter: a search
        (Hard, Expert, hints) takes this answer rather than sampling it."""
        return bool(info.legal) and info.legal[0].kind == "discard"

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        view = info.view
        legal = info.legal
        if move.kind == "go":
            return Reason.of("go", "No card fits under 31 (count is {count}).", count=view.get("count"))
        if move.kind == "discard":
            choices = discard_choices(view)
            best = next((c for c in choices if move.cards[0] in c.thrown), choices[0])

            def keep_text(choice: DiscardChoice) -> str:
                return "-".join(card.rank.label for card in sorted(choice.keep, key=lambda c: RANK[c]))

            others = [c for c in choices if c is not best][:2]
            if not others:
                return Reason.of(
                    "keep",
                    "Keeps {keep}: {value} points expected, crib {crib}; next best none.",
                    keep=keep_text(best),
                    value=f"{best.hand_value:.1f}",
                    crib=f"{best.crib:+.1f}",
                )
            return Reason.of(
                "keep",
                "Keeps {keep}: {value} points expected, crib {crib}; next best {others}.",
                keep=keep_text(best),
                value=f"{best.hand_value:.1f}",
                crib=f"{best.crib:+.1f}",
                others=", ".join(f"{keep_text(c)} {c.hand_value:.1f}" for c in others),
            )
        if move.kind == "play" and move in legal:
            for choice in peg_choices(view, legal):
                if choice.card is move.cards[0]:
                    if choice.points:
                        return Reason.of(
                            "pegs", "Pegs {points} with the {card}.", points=choice.points, card=choice.card
                        )
                    return Reason.of(
                        "safe_play",
                        "The {card} risks about {risk} points in reply.",
                        card=choice.card,
                        risk=f"{max(choice.risk, 0.0):.1f}",
                    )
        return None


# --------------------------------------------------------------------------
# The search's playouts: cheap rules of thumb on an imagined deal.


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Peg the most points the count allows (a random card among equals);
    throw to the crib at random: the search's own tree judges the discard."""
    legal = state.legal_moves()
    if len(legal) == 1 or legal[0].kind != "play":
        return legal[int(rng.random() * len(legal))]
    assert isinstance(state, CribbageState)
    cards = state.count_cards
    count = state.count
    best, best_points = [], -1
    for move in legal:
        card = move.cards[0]
        points = peg_total([*cards, card], count + PIP[card])
        if points > best_points:
            best, best_points = [move], points
        elif points == best_points:
            best.append(move)
    return best[int(rng.random() * len(best))]
