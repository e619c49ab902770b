"""The shoe: several packs shuffled together, a cut card, and how a shoe
lasts from round to round.

A round of blackjack is one hand of the match, but the shoe is not
reshuffled every round: casinos deal from it until the cut card comes out,
finish that round, and shuffle before the next one. Each round's score-sheet
cells say which shuffle it dealt from (``shoe_seed``), how many cards had
left the shoe by its end (``shoe_used``) and whether the cut card came out
(``reshuffle``); the next round rebuilds the same shoe from them, so a match
replays from its seeds and move logs alone.
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
    """Where a round finds the shoe: the seed of its shuffle, the cards in
    the order they come out, and how many of them earlier rounds dealt."""

    seed: int | str
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


def start_of_round(decks: int, seed: int | str, earlier: Sequence[Mapping[str, Any]]) -> ShoeStart:
    """The shoe this round deals from: the last round's, continued, unless
    the cut card came out in it (or there was none): then a new shuffle
    from this round's seed."""
    last = earlier[-1] if earlier else {}
    if "shoe_seed" in last and not last.get("reshuffle", True):
        seed_of_shoe = last["shoe_seed"]
        return ShoeStart(seed_of_shoe, shuffled_shoe(decks, seed_of_shoe), int(last["shoe_used"]))
    return ShoeStart(seed, shuffled_shoe(decks, seed), 0)


def reshuffled_discards(discards: Sequence[Card], seed: str) -> list[Card]:
    """The discards of earlier rounds, shuffled to go on dealing when the
    shoe runs out in the middle of a round (seeded from the round's seed, or
    from an imagined deal's rng)."""
    cards = sorted(discards, key=lambda card: card.sort_key)
    random.Random(seed).shuffle(cards)
    return cards
