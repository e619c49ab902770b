"""The Hearts rule-of-thumb player.

It decides from its seat's view only: its hand, the public record of tricks
(which cards are gone, who has shown a void), the points taken so far and
what it passed itself. The rules of thumb are the ones the rule text and
ordinary play suggest: pass the dangerous spades and high hearts, or void a
short suit; lead low; never lead the ace or king of spades while the queen is
out; duck under the card that is winning with the highest card that still
loses; when void, dump the queen of spades, then high spades, then high hearts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...ai.reading import TrickTable, duck_playout, move_high, read_tricks
from ...core.cards import Card, Rank, Suit
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .rules import ALL_POINTS, PLAYERS, POINTS, QUEEN_SPADES, HeartsState

QUEEN = Rank.QUEEN  # the queen's ``high`` value is 12


@dataclass(frozen=True)
class Table(TrickTable):
    """What the player reads off its view before choosing a card."""

    @property
    def first_trick(self) -> bool:
        return self.tricks_done == 0

    @property
    def queen_out(self) -> bool:
        """The queen of spades is still to come and is not in our hand."""
        return QUEEN_SPADES not in self.played and QUEEN_SPADES not in self.hand


def read_table(view: View) -> Table:
    return Table(**read_tricks(view).reading())


class HeartsAgent(ViewAgent):
    """Rules of thumb for passing, leading, following and discarding."""

    name = "heuristic"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        cards = [move.cards[0] for move in legal]
        if legal[0].kind == "pass":
            return legal[cards.index(choose_pass(list(view.hand())))]
        table = read_table(view)
        if not table.trick:
            card = choose_lead(table, cards)
        elif cards[0].suit is table.trick[0].suit:
            card = choose_follow(table, cards)
        else:
            card = choose_discard(table, cards)
        return legal[cards.index(card)]

    def decides_exactly(self, info: InfoSet) -> bool:
        """The three passed cards are left to these rules: the search spread a
        few hundred deals over thirteen cards, and what it valued most came
        out by chance (a club passed before an unguarded queen of
        spades). The search plays the cards."""
        legal = info.legal
        return bool(legal) and legal[0].kind == "pass"

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        card = move.cards[0] if move.cards else None
        if card is None:
            return None
        if move.kind == "pass":
            return Reason.of("ai_pass", "Pass the {card}: it is likely to win tricks with points.", card=card)
        view = info.view
        table = read_table(view)
        if not table.trick:
            return Reason.of("ai_lead", "Lead the {card}: others will probably beat it.", card=card)
        if card.suit is not table.trick[0].suit:
            if POINTS[card]:
                return Reason.of("ai_dump", "Out of the suit: throw away the {card}.", card=card)
            return Reason.of("ai_shed", "Out of the suit: shed the {card}, a dangerous high card.", card=card)
        return Reason.of("ai_follow", "Follow with the {card}, trying not to take points.", card=card)


# -- passing ------------------------------------------------------------------


def choose_pass(hand: list[Card]) -> Card:
    """The card of ``hand`` most worth giving away now."""
    return max(hand, key=lambda card: (pass_score(card, hand), card.high))


def pass_score(card: Card, hand: Sequence[Card]) -> float:
    low_spades = sum(1 for c in hand if c.suit is Suit.SPADES and c.high < QUEEN)
    has_queen = QUEEN_SPADES in hand
    if card is QUEEN_SPADES:
        return 100.0 if low_spades < 3 else 5.0
    if card.suit is Suit.SPADES:
        if card.high > QUEEN:
            if has_queen and low_spades >= 3:
                return 40.0 + card.high
            return 85.0 + card.high if low_spades < 3 else 30.0 + card.high
        return card.high / 2
    if card.suit is Suit.HEARTS:
        return 50.0 + card.high if card.high >= 10 else 10.0 + card.high
    length = sum(1 for c in hand if c.suit is card.suit)
    void_bonus = 25.0 - 5.0 * length if length <= 3 else 0.0
    return card.high + void_bonus


# -- playing ------------------------------------------------------------------


def choose_lead(table: Table, cards: Sequence[Card]) -> Card:
    """Lead the card least likely to win a trick (or to let others dump on it)."""
    return min(cards, key=lambda card: (lead_risk(table, card), card.high))


def lead_risk(table: Table, card: Card) -> float:
    risk = table.lead_exposure(card)  # 2 when nobody can follow: they throw points on it
    if card.suit is Suit.SPADES:
        if card is QUEEN_SPADES:
            risk += 5.0
        elif card.high > QUEEN and table.queen_out:
            risk += 3.0
        elif table.queen_out:
            risk -= 0.2  # a low spade helps to flush the queen out
    elif card.suit is Suit.HEARTS:
        risk += 0.1
    return risk


def choose_follow(table: Table, cards: Sequence[Card]) -> Card:
    """Follow suit: duck under the winning card with the highest card that
    still loses, or take a clean last trick with the highest card."""
    led = table.trick[0].suit
    best = max(c.high for c in table.trick if c.suit is led)
    trick_points = sum(POINTS[c] for c in table.trick)
    last = len(table.trick) == PLAYERS - 1
    if table.first_trick:
        return max(cards, key=lambda c: c.high)  # no points may fall on it
    under = [c for c in cards if c.high < best]
    safe = [c for c in cards if c is not QUEEN_SPADES] or list(cards)
    if last and trick_points == 0:
        return max(safe, key=lambda c: c.high)
    if under:
        return max(under, key=lambda c: c.high)
    if last:
        return max(safe, key=lambda c: c.high)
    return min(safe, key=lambda c: c.high)


def choose_discard(table: Table, cards: Sequence[Card]) -> Card:
    """Out of the led suit: the queen of spades first, then the high spades
    while the queen is out, then the highest heart, then a high card of a
    short suit."""
    if QUEEN_SPADES in cards:
        return QUEEN_SPADES
    hand = table.hand
    return max(cards, key=lambda card: discard_score(table, card, hand))


def discard_score(table: Table, card: Card, hand: Sequence[Card]) -> float:
    if card.suit is Suit.SPADES and card.high > QUEEN and table.queen_out:
        return 80.0 + card.high
    if card.suit is Suit.HEARTS:
        return 50.0 + card.high
    length = sum(1 for c in hand if c.suit is card.suit)
    return card.high + max(0, 4 - length) * 2.0


# --------------------------------------------------------------------------
# The search's playouts: cheap rules of thumb on an imagined deal.


def _pass_danger(move: Move) -> tuple[bool, int]:
    card = move.cards[0]
    return (card.suit is Suit.SPADES and card.high >= 12, card.high + (6 if card.suit is Suit.HEARTS else 0))


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Pass the dangerous cards, lead low, duck under the trick when you can,
    take a pointless trick when last, dump the queen and hearts when void."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    if legal[0].kind == "pass":
        return max(legal, key=_pass_danger)
    assert isinstance(state, HeartsState)
    trick = state.trick
    if not trick:
        return min(legal, key=lambda move: move.cards[0].high + 3 * rng.random())
    if legal[0].cards[0].suit is trick[0].suit:
        return duck_playout(trick, legal, len(trick) == 3 and not any(POINTS[card] for card in trick))
    return max(
        legal, key=lambda move: (move.cards[0] is QUEEN_SPADES, move.cards[0].suit is Suit.HEARTS, move_high(move))
    )


#: How much of a hand's value is winning the match, when this hand ends it.
MATCH_WEIGHT = 0.75


def search_utility(state: GameState) -> Sequence[float]:
    """What the search values at a hand's end, per seat in [0, 1]: the points
    it did not take (a moon costs every other seat all 26, and the shooter
    none: a share of all the points taken would call a moon a third as bad
    and leave the search careless of stopping one); and, when the hand ends
    the match (a seat reaches the target), mostly whether the seat wins it."""
    assert isinstance(state, HeartsState)
    taken = state.points
    moon = next((seat for seat in range(PLAYERS) if taken[seat] == ALL_POINTS), None)
    points = taken if moon is None else [0 if seat == moon else ALL_POINTS for seat in range(PLAYERS)]
    values = [1.0 - p / ALL_POINTS for p in points]
    scores = state.context.scores
    if len(scores) != PLAYERS:
        return values
    totals = [score + p for score, p in zip(scores, points, strict=True)]
    if max(totals) < state.options.get("target", 100):
        return values
    low = min(totals)
    share = 1.0 / totals.count(low)
    return [
        (1 - MATCH_WEIGHT) * value + MATCH_WEIGHT * (share if total == low else 0.0)
        for value, total in zip(values, totals, strict=True)
    ]
