"""The rule-of-thumb Fan Tan player (Normal), and the search's playouts and
values (Hard and Expert).

The player decides from its view alone, with the text's "Basic Strategy":

* "play to minimize the number of openings that your play will give to other
  players": a card whose next card in the row is its own, or that ends a row
  (an ace or a king), opens nothing;
* "avoid playing the controlling or pivotal cards ... like the sixes, sevens,
  and eights for as long as you can", since they hold back every card behind
  them (the cards a play releases count against it);
* "runs are your friends": playing along a run it holds gives nobody an
  opening, so it plays them while it can;
* "if you have extremely high or low cards ... and the seven of that suit ...
  play that seven early";
* "when you can, play an ace or a king".

Hearts Tan: "you want to pass your worst cards": the cards farthest from
their seven with the fewest of the cards between them in hand. Crazy Tan
with runs or multiples: each card beyond the first of a play counts for it,
but less than an opening counts against it: a run goes down whole when it
opens no more than its first card would, a pair of sixes one at a time
(weighed against 4, the former weight, in three-player Crazy Tan with runs
and multiples, this was +0.7 points a hand: benchmarks/strength.md).
Trump Fan Tan: a trump is kept for later unless standing in opens less,
counting the place its displaced card then gets on the trump row.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...core.cards import Card, Suit
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .layout import SEVEN
from .moves import DRAW, PASS
from .rules import CRAZY_HAND
from .state import FanTanState

OPENING = 3.0  # each card a play lets another player play at once
RELEASED = 0.25  # each card further along the row it lets through later
EXTREME_SEVEN = 2.5  # each ace, two, queen or king held with its seven
DEAD_END = 1.0  # an ace or a king: nobody builds on it
STAND_IN = 1.0  # a trump is worth keeping: it may stand in later
MORE_CARDS = 2.0  # each card beyond the first of a several-card play
EXTREMES = (1, 2, 12, 13)


@dataclass(frozen=True)
class Reading:
    """What the player reads off its view before it plays."""

    seat: int
    hand: frozenset[tuple[int, int]]  # (suit, rank) of each card held
    placed: dict[tuple[int, int], int]  # (suit, rank) -> copies on the rows
    packs: int
    lacking: frozenset[tuple[int, int]]  # cards every other player has shown it lacks
    trump: Suit | None
    wants: frozenset[tuple[int, int]]  # (suit, rank) each open row takes next


def _key(card: Card) -> tuple[int, int]:
    """A card by suit and rank, whichever pack it comes from."""
    return (card.suit or 0, int(card.rank))


def read(view: View) -> Reading:
    seat = view.seat if view.seat is not None else 0
    placed: dict[tuple[int, int], int] = {}
    wants: set[tuple[int, int]] = set()
    for pile in view.piles:
        if pile.kind == "row":
            cards = pile.known()
            for card in cards:
                key = _key(card)
                placed[key] = placed.get(key, 0) + 1
            if cards:
                suit = "CDHS".index(pile.name.split(":")[1][0])
                wants.update((suit, rank) for rank in slots([int(card.rank) for card in cards]))
    voids = view.get("voids", ())
    others = [set(voids[other]) for other in range(view.players) if other != seat]
    lacking = set.intersection(*others) if others else set()
    return Reading(
        seat,
        frozenset(_key(card) for card in view.hand()),
        placed,
        int(view.get("packs", 1)),
        frozenset(_key(card) for card in lacking),
        view.get("trump"),
        frozenset(wants),
    )


def _row_suit(move: Move, card: Card) -> int:
    """The suit of the row a single card goes on (a trump standing in goes
    on another suit's row; the move names it)."""
    if isinstance(move.arg, str):
        return "CDHS".index(move.arg[0])
    return card.suit or 0


def slots(ranks: Sequence[int]) -> list[int]:
    """The ranks a row wants next once cards of these ranks lie on it: below
    the lowest when it is at most a seven, above the highest when at least."""
    low, high = min(ranks), max(ranks)
    out = []
    if low <= SEVEN and low > 1:
        out.append(low - 1)
    if high >= SEVEN and high < 13:
        out.append(high + 1)
    return out


def _others_may_hold(reading: Reading, suit: int, rank: int, playing: set[tuple[int, int]]) -> int:
    """Copies of a card neither held, nor played, nor shown lacking by all."""
    key = (suit, rank)
    if key in reading.hand or key in playing or key in reading.lacking:
        return 0
    return max(0, reading.packs - reading.placed.get(key, 0))


def displaced(reading: Reading, suit: int, rank: int) -> float:
    """What a trump standing in for the card of ``suit`` and ``rank`` costs
    besides: that card, "displaced by the trump card", "must be played on
    the trump pile", where the trump held its place; whoever holds it gets
    that place, at once if the trump row takes that rank now."""
    trump = reading.trump
    assert trump is not None, "only a trump stands in"
    others = _others_may_hold(reading, suit, rank, set())
    return others * (OPENING if (int(trump), rank) in reading.wants else RELEASED)


def play_score(reading: Reading, move: Move) -> float:
    """How much the player likes ``move`` (a play): the text's rules of thumb."""
    playing = {_key(card) for card in move.cards}
    by_row: dict[int, list[int]] = {}
    for card in move.cards:
        by_row.setdefault(_row_suit(move, card), []).append(int(card.rank))
    score = MORE_CARDS * (len(move.cards) - 1)
    for suit, ranks in by_row.items():
        for slot in slots(ranks):
            score -= OPENING * _others_may_hold(reading, suit, slot, playing)
            step = -1 if slot < SEVEN else 1
            beyond = range(slot + step, 0 if step < 0 else 14, step)
            score -= RELEASED * sum(1 for rank in beyond if _others_may_hold(reading, suit, rank, playing))
        if SEVEN in ranks:
            score += EXTREME_SEVEN * sum(1 for rank in EXTREMES if (suit, rank) in reading.hand)
    if len(move.cards) == 1:
        card = move.cards[0]
        if card.rank in (1, 13):
            score += DEAD_END
        row_suit = _row_suit(move, card)
        if card.suit is reading.trump and row_suit != card.suit:
            score -= STAND_IN + displaced(reading, row_suit, int(card.rank))
    return score


def pass_score(card: Card, hand: Sequence[Card]) -> float:
    """How much the player would rather give ``card`` away: far from its
    seven, with few of the cards between held, it would be among the last
    cards to go. Sevens, which open a row when their holder likes, stay."""
    rank = int(card.rank)
    if rank == SEVEN:
        return -10.0
    held = {(c.suit, int(c.rank)) for c in hand}
    between = range(rank + 1, SEVEN + 1) if rank < SEVEN else range(SEVEN, rank)
    missing = sum(1 for r in between if (card.suit, r) not in held)
    return abs(rank - SEVEN) + 1.5 * missing


class FanTanAgent(ViewAgent):
    """The Basic Strategy player (see the module)."""

    name = "heuristic"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        if legal[0].kind == "pass" and legal[0].cards:
            hand = list(view.hand())
            return max(legal, key=lambda move: (pass_score(move.cards[0], hand), move.cards[0].sort_key))
        plays = [move for move in legal if move.kind == "play"]
        if not plays:
            return legal[0]
        reading = read(view)
        return max(plays, key=lambda move: (play_score(reading, move), -legal.index(move)))

    def decides_exactly(self, info: InfoSet) -> bool:
        """The three cards passed are left to these rules: from thirteen
        cards a search of a few hundred deals finds more noise than help."""
        legal = info.legal
        return bool(legal) and legal[0].kind == "pass" and bool(legal[0].cards)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        if move is PASS:
            return Reason.of("ai_pass_turn", "No card of yours fits: pass.")
        if move is DRAW:
            return Reason.of("ai_draw", "No card of yours fits: draw.")
        if not move.cards:
            return None
        card = move.cards[0]
        if move.kind == "pass":
            return Reason.of(
                "ai_give", "Pass the {card}: far from its seven, it would be among your last cards.", card=card
            )
        if len(move.cards) > 1:
            return Reason.of("ai_several", "Play several cards at once: fewer left in your hand.")
        reading = read(info.view)
        if card.rank == SEVEN and any((card.suit, rank) in reading.hand for rank in EXTREMES):
            return Reason.of("ai_seven_early", "Play the {card} early: you hold far cards of its suit.", card=card)
        if card.rank in (1, 13):
            return Reason.of("ai_dead_end", "Play the {card}: nobody can build on it.", card=card)
        if play_score(reading, move) >= 0:
            return Reason.of("ai_no_opening", "Play the {card}: it opens nothing for the others.", card=card)
        return Reason.of("ai_fewest", "Play the {card}: it gives the others the fewest openings.", card=card)


# --------------------------------------------------------------------------
# The search's playouts and values, on an imagined deal.


def _held_ranks(hand: Sequence[Card]) -> list[int]:
    """The ranks held in each suit, as bits (rank r is bit r)."""
    held = [0, 0, 0, 0]
    for card in hand:
        held[card.suit] |= 1 << card.rank  # type: ignore[index]  # no jokers in Fan Tan
    return held


#: The ranks beyond each slot, as bits: below it when it is under the seven,
#: above it when it is over (the cards that slot holds back).
_BEYOND = [0] + [((1 << rank) - 2) if rank < SEVEN else ((1 << 14) - (1 << (rank + 1))) for rank in range(1, 14)]


def _cheap_score(held: list[int], suit: int, ranks: Sequence[int]) -> float:
    """Normal's ``play_score`` for cards of ``ranks`` laid on ``suit``'s row,
    reading the mover's hand only: each slot it opens that the mover does
    not fill itself, each card held back beyond it that the mover does not
    hold, a seven with its suit's far cards held."""
    mask = held[suit]
    score = 0.0
    for slot in slots(ranks):
        if not mask >> slot & 1:
            score -= OPENING
        beyond = _BEYOND[slot]
        score -= RELEASED * (bin(beyond).count("1") - bin(beyond & mask).count("1"))
    if SEVEN in ranks:
        score += EXTREME_SEVEN * bin(mask & _EXTREME_BITS).count("1")
    return score


_EXTREME_BITS = sum(1 << rank for rank in EXTREMES)


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Normal's rules of thumb, cheaply, on an imagined deal: the play with
    the best ``play_score`` as the mover's own hand alone shows it (openings
    for the others, cards held back, sevens with far cards, aces and kings,
    trumps kept, several cards at once), ties broken at random. Hearts Tan's
    three cards are passed at random (the search never chooses them)."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, FanTanState)
    if legal[0].kind == "pass":
        return legal[int(rng.random() * len(legal))]
    held = _held_ranks(state.hands[state.to_move])  # type: ignore[index]
    trump = state.trump
    best: list[Move] = []
    best_score = -math.inf
    for move in legal:
        cards = move.cards
        if len(cards) == 1:
            card = cards[0]
            rank = card.rank
            suit = card.suit if not isinstance(move.arg, str) else "CDHS".index(move.arg[0])
            score = _cheap_score(held, suit, (rank,))  # type: ignore[arg-type]
            if rank == 1 or rank == 13:
                score += DEAD_END
            if card.suit is trump and suit != trump:
                score -= STAND_IN
        else:
            by_suit: dict[int, list[int]] = {}
            for card in cards:
                by_suit.setdefault(card.suit, []).append(card.rank)  # type: ignore[arg-type]
            score = MORE_CARDS * (len(cards) - 1)
            for suit, ranks in by_suit.items():
                score += _cheap_score(held, suit, ranks)
        if score > best_score:
            best, best_score = [move], score
        elif score == best_score:
            best.append(move)
    return best[int(rng.random() * len(best))]


def search_utility(state: GameState) -> list[float]:
    """What a hand is worth to each seat, as the match counts it. With a
    point per hand won: 1 to the winner, 0 to the others. With Hoyle's
    settlement the hand's points, 0.5 being even: the winner's worth grows
    with the cards the others are left with, a loser's falls with its own,
    a point worth the same to every seat (a hand's points, at most a seat's
    share of the deal either way, fill the range)."""
    assert isinstance(state, FanTanState)
    winner = state.winner
    players = state.players
    if state.options["scoring"] != "cards":
        return [float(seat == winner) for seat in range(players)]
    held = [len(hand) for hand in state.hands]
    scale = 2.0 * (CRAZY_HAND if state.config.stock else 52 * state.config.packs // players)
    total = sum(held)
    values = []
    for seat in range(players):
        points = total if seat == winner else -held[seat]
        values.append(0.5 + max(-0.5, min(0.5, points / scale)))
    return values
