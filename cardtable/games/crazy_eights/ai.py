"""The rule-of-thumb Crazy Eights player.

It decides from its own view only (the public facts in ``view.info`` and its
hand), with the habits of a decent human player:

* always say "Last card!" when it may;
* play rather than draw, and draw only when nothing can be played;
* keep the suit changer for last, and when it plays one, name its longest suit;
* prefer a card that leaves the suit in force on the suit it holds most, and
  shed expensive cards first;
* use skips, reversals and draw-twos when the next player is close to going out.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...core.cards import Card, Suit
from ...core.game import GameState, View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from .rules import CALL, DRAW, PASS, card_points
from .state import CrazyEightsState

# Weights, set by a small sweep against random players with "must play if able"
# on (where random play is not crippled by drawing for nothing): the suit
# weight and keeping the wild matter most; shedding points only a little.
SUIT_WEIGHT = 3.0
WILD_KEEP = 40.0
ACTION_WHEN_THREATENED = 30.0
ACTION_KEEP = 2.0
POINTS_WEIGHT = 0.2
FOLLOW_UP_WEIGHT = 1.0
THREAT_CARDS = 2


class CrazyEightsAgent(ViewAgent):
    """A heuristic player: see the module docstring for its habits."""

    name = "crazy_eights_heuristic"

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        if CALL in legal:
            return CALL
        plays = [move for move in legal if move.kind == "play"]
        if not plays:
            return self._without_play(view, legal)
        best = max(plays, key=lambda move: (self.score(view, move), -legal.index(move)))
        return best

    def _without_play(self, view: View, legal: Sequence[Move]) -> Move:
        """No card to play: draw when it is the turn's first draw (or when the
        rules insist), otherwise stop and keep the hand small."""
        if DRAW in legal and (not view.get("drawn_count") or PASS not in legal):
            return DRAW
        if PASS in legal:
            return PASS
        return legal[0]

    def score(self, view: View, move: Move) -> float:
        """How much the player likes ``move`` (a play)."""
        card = move.card
        wild = view.get("wild_rank")
        hand = list(view.hand())
        hand.remove(card)
        suit_after = Suit.parse(str(move.arg)) if move.arg is not None else card.suit
        suits = Counter(other.suit for other in hand if other.rank != wild)
        score = SUIT_WEIGHT * suits[suit_after]
        score += FOLLOW_UP_WEIGHT * sum(1 for other in hand if other.rank == card.rank)
        score += POINTS_WEIGHT * card_points(card, wild)
        if card.rank == wild and len(hand) > 1:
            score -= WILD_KEEP
        if self._is_action(view, card):
            score += ACTION_WHEN_THREATENED if self._next_is_close(view) else -ACTION_KEEP
        return score

    @staticmethod
    def _is_action(view: View, card: Card) -> bool:
        rank = card.rank
        return rank != 0 and rank in (view.get("skip_rank"), view.get("reverse_rank"), view.get("draw_two_rank"))

    @staticmethod
    def _next_is_close(view: View) -> bool:
        """Whether the player after us is near going out."""
        seat = view.seat if view.seat is not None else 0
        following = (seat + view.get("direction", 1)) % view.players
        return bool(view.get("counts")[following] <= THREAT_CARDS)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        """A one-line hint for the table's "why?" button."""
        if move is CALL:
            return Reason.of("hint_call", 'Two cards left: say "Last card!" before playing.')
        if move is DRAW:
            return Reason.of("hint_draw", "Nothing fits: draw a card.")
        if move.kind == "play" and move.arg is not None:
            return Reason.of(
                "hint_name",
                "Play the {card} and name your longest suit, {suit}.",
                card=move.card,
                suit=Suit.parse(str(move.arg)),
            )
        if move.kind == "play":
            return Reason.of("hint_play", "Play the {card}.", card=move.card)
        return None


# --------------------------------------------------------------------------
# The search's playouts: cheap rules of thumb on an imagined deal.


def playout_move(state: GameState, rng: random.Random) -> Move:
    """The Normal player's habits, cheaply: say "Last card!" when it is due;
    of the plain cards that fit, play one that leaves the suit in force on
    the suit held most (then one whose rank follows, then the dearer one);
    keep the suit changers for when nothing else fits (naming the suit held
    most), and only then draw or pass."""
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    plays = []
    for move in legal:
        if move.kind == "call":
            return move
        if move.kind == "play":
            plays.append(move)
    if not plays:
        return legal[int(rng.random() * len(legal))]
    assert isinstance(state, CrazyEightsState)
    assert state.to_move is not None, "a seat is to move"
    wild = state.config.wild
    plain = [move for move in plays if move.cards[0].rank != wild]
    held = [0, 0, 0, 0]
    ranks = [0] * 14
    for card in state.hands[state.to_move]:
        if card.rank != wild:
            held[card.suit] += 1  # type: ignore[index]  # no jokers in Eights
            ranks[card.rank] += 1
    if plain:
        best: list[Move] = []
        best_score = -1.0
        for move in plain:
            card = move.cards[0]
            rank = card.rank
            # Normal's score (CrazyEightsAgent.score) without the action cards.
            score = SUIT_WEIGHT * held[card.suit]  # type: ignore[index]
            score += FOLLOW_UP_WEIGHT * ranks[rank] + POINTS_WEIGHT * (rank if rank < 10 else 10)
            if score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return best[int(rng.random() * len(best))]
    return max(plays, key=lambda move: held["CDHS".index(move.arg)] if isinstance(move.arg, str) else -1)


SCORE_SCALE = 50.0
"""Penalty points that move a seat's value from even to the best (0.5 to 1)."""


def search_value(state: GameState) -> list[float]:
    """What a hand of Eights is worth to each seat, as the scores count it:
    the penalty points the others are left with less its own (the match is
    won by the fewest), so going out first is best and going out while the
    others still hold many points better still. 0.5 is even."""
    assert isinstance(state, CrazyEightsState)
    wild = state.config.wild
    points = [sum(card_points(card, wild) for card in hand) for hand in state.hands]
    total = sum(points)
    others = len(points) - 1
    values = []
    for own in points:
        lead = ((total - own) / others - own) / (2 * SCORE_SCALE)
        values.append(0.5 + max(-0.5, min(0.5, lead)))
    return values
