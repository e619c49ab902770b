"""The shoe: several packs shuffled together, a cut card, and how a shoe
lasts from round to round.

A round of blackjack is one hand of the match, but the shoe is not
reshuffled every round: casinos deal from it until the cut card comes out,
finish that round, and shuffle before the next one. Each round's score-sheet
cells say in which round its shoe was shuffled (``shoe_round``), how many
cards had left the shoe by its end (``shoe_used``) and whether the cut card
came out (``reshuffle``); the next round rebuilds the same shoe from them, so
a match replays from its seeds and move logs alone.

Those cells are public (every seat sees the match's earlier rounds), so they
must not let anyone rebuild the shoe: the shuffle's seed is made from the
match's own seed, which only the rules hold (a hand's seed is
``match_seed/number``, see ``core.match.hand_seed``), and the round number.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.cards import Card, french_deck

CARDS_PER_DECK = 52


@dataclass(frozen=True)
class ShoeStart:
    """Where a round finds the shoe: the round in which it was shuffled, the
    cards in the order they come out, and how many of them earlier rounds
    dealt."""

    round: int
    order: tuple[Card, ...]
    used: int


def shuffled_shoe(decks: int, seed: int | str) -> tuple[Card, ...]:
    """``decks`` packs shuffled together, in the order they are dealt; the
    same seed gives the same shoe on every machine."""
    cards = french_deck(decks)
    random.Random(f"blackjack shoe:{seed}").shuffle(cards)
    return tuple(cards)


def cut_position(decks: int, penetration: int) -> int:
    """How many cards are dealt before the cut card comes out: the cut card
    sits at ``penetration`` per cent of the shoe."""
    return decks * CARDS_PER_DECK * penetration // 100


def shoe_seed(hand_seed: int | str, shuffled_in: int) -> str:
    """The seed of the shoe shuffled in round ``shuffled_in`` of the match
    that dealt the hand seeded ``hand_seed``: every round of the match finds
    the same one, and nothing public leads to it."""
    text = str(hand_seed)
    match_seed = text.rpartition("/")[0] if "/" in text else text
    return f"{match_seed}/shoe of round {shuffled_in}"


def start_of_round(decks: int, seed: int | str, number: int, earlier: Sequence[Mapping[str, Any]]) -> ShoeStart:
    """The shoe round ``number`` (seeded ``seed``) deals from: the last
    round's, continued, unless the cut card came out in it (or there was
    none): then a new shuffle, in this round."""
    last = earlier[-1] if earlier else {}
    if "shoe_round" in last and not last.get("reshuffle", True):
        shuffled_in = int(last["shoe_round"])
        return ShoeStart(shuffled_in, shuffled_shoe(decks, shoe_seed(seed, shuffled_in)), int(last["shoe_used"]))
    return ShoeStart(number, shuffled_shoe(decks, shoe_seed(seed, number)), 0)


def reshuffled_discards(discards: Sequence[Card], seed: str) -> list[Card]:
    """The discards of earlier rounds, shuffled to go on dealing when the
    shoe runs out in the middle of a round (seeded from the round's seed, or
    from an imagined deal's rng)."""
    cards = sorted(discards, key=lambda card: card.sort_key)
    random.Random(seed).shuffle(cards)
    return cards
