"""What Hard and Expert imagine in Go Fish: the playout's move and the value
of a finished hand (``Game.playout`` and ``Game.utility``).

The playout runs inside an imagined deal, but it decides as a player at that
table would: from the mover's own hand and the public facts (``knowledge``),
never from the other hands of the world. A playout that read them would
always find the rank it asks for, every imagined player would fish well, and
every world would look better than the real table plays.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from ...core.cards import Card, Suit
from ...core.game import GameState
from ...core.moves import Move
from .knowledge import GAVE
from .moves import DRAW, card_ask, rank_ask
from .state import GoFishState

#: With one hand a match, the value of a hand: WIN for winning it (shared
#: between the seats tied for the most books), the rest for the seat's share
#: of the books made, so that among worlds won (or lost) more books still count.
WIN = 0.8


#: The asks a playout makes, built once: (seat asked, rank) -> move.
_RANK_ASKS: dict[tuple[int, int], Move] = {}
#: What the table remembers of each world a playout is in (see ``_memory``).
_MEMORIES: WeakKeyDictionary[GoFishState, Memory] = WeakKeyDictionary()


@dataclass(frozen=True)
class Memory:
    """The public facts a playout's players go by, as bit masks per seat,
    read from the first ``events`` events of the log: ``holds``, the ranks a
    seat is known to hold (it asked for them, or was handed them, or showed
    one fished), ``lacks`` the ranks it is known to lack (it gave them all
    away or said "Go fish!" to them) and, asking for cards, ``cards_lacked``
    the cards it is known to lack (bit ``4 * rank + suit``); a hidden draw
    clears what a seat lacks. The facts of ``knowledge.derive``, kept up to
    date an event at a time: deriving them again at every move of a playout
    cost two thirds of its time."""

    events: int
    holds: tuple[int, ...]
    lacks: tuple[int, ...]
    cards_lacked: tuple[int, ...]


def _card_bit(card: Card) -> int:
    suit = card.suit
    assert suit is not None  # a French pack: no jokers
    return 1 << (4 * card.rank + suit)


def _memory(state: GoFishState) -> Memory:
    """``state``'s Memory, brought up to date from the one kept for it."""
    memory = _MEMORIES.get(state)
    events = state.events
    if memory is not None and memory.events == len(events):
        return memory
    if memory is None or memory.events > len(events):
        empty = (0,) * state.players
        memory = Memory(0, empty, empty, empty)
    holds, lacks, cards = list(memory.holds), list(memory.lacks), list(memory.cards_lacked)
    card_mode, bluff = state.card_mode, state.bluff
    for event in events[memory.events :]:
        seat, rank = event.seat, event.rank
        bit = 1 << rank
        kind = event.kind
        if kind == "draw":
            lacks[seat] = cards[seat] = 0
            continue
        if kind == "book":
            keep, keep_cards = ~bit, ~(15 << 4 * rank)
            holds = [mask & keep for mask in holds]
            lacks = [mask & keep for mask in lacks]
            cards = [mask & keep_cards for mask in cards]
            continue
        holds[seat] |= bit
        lacks[seat] &= ~bit
        target, asked = event.target, event.card
        if asked is not None and not bluff:
            cards[seat] |= _card_bit(asked)
        if event.outcome == GAVE:
            holds[target] &= ~bit
            if card_mode:
                for card in event.given:
                    cards[seat] &= ~_card_bit(card)
                    cards[target] |= _card_bit(card)
            else:
                lacks[target] |= bit
        elif asked is not None:
            cards[target] |= _card_bit(asked)
        else:
            holds[target] &= ~bit
            lacks[target] |= bit
        if event.shown is not None:
            cards[seat] &= ~_card_bit(event.shown)
        elif event.drew:
            lacks[seat] = cards[seat] = 0
    memory = Memory(len(events), tuple(holds), tuple(lacks), tuple(cards))
    _MEMORIES[state] = memory
    return memory


def playout_move(state: GameState, rng: random.Random) -> Move:
    """Normal's rule, cheaply: ask a player the table knows holds one of the
    mover's ranks (the rank held most first); else ask for the rank held
    most, of a player not known to lack it, the one holding most cards first;
    ties at random. Asking for cards, a card of that rank the mover lacks and
    the player asked is not known to lack (a rank whose every such card it
    is known to lack counts as lacked). Only the mover's hand, the hand sizes
    and the public log are read."""
    assert isinstance(state, GoFishState)
    seat = state.to_move
    assert seat is not None
    hands = state.hands
    if not hands[seat]:
        return DRAW  # play-out: an empty hand draws when the turn comes
    memory = _memory(state)
    counts = [0] * 14
    own = 0
    for card in hands[seat]:
        counts[card.rank] += 1
        own |= _card_bit(card)
    ranks = [rank for rank in range(1, 14) if counts[rank]]
    card_mode = state.card_mode
    best: list[tuple[int, int]] = []
    best_score = (-1, -1, -1)
    for target in range(state.players):
        if target == seat or not hands[target]:
            continue
        holds, lacks, cards = memory.holds[target], memory.lacks[target], memory.cards_lacked[target]
        size = len(hands[target])
        for rank in ranks:
            bit = 1 << rank
            lacked = lacks & bit or (card_mode and not (15 << 4 * rank) & ~own & ~cards)
            score = (0 if lacked else 2 if holds & bit else 1, counts[rank], size)
            if score > best_score:
                best_score, best = score, [(target, rank)]
            elif score == best_score:
                best.append((target, rank))
    target, rank = best[int(rng.random() * len(best))] if len(best) > 1 else best[0]
    if card_mode:
        return card_ask(_card_to_ask(rank, own, memory.cards_lacked[target], rng), target)
    move = _RANK_ASKS.get((target, rank))
    if move is None:
        move = _RANK_ASKS[target, rank] = rank_ask(target, rank)
    return move


def _card_to_ask(rank: int, own: int, lacked: int, rng: random.Random) -> Card:
    """Asking for cards: one of ``rank`` the mover lacks (``own``: its cards'
    bits), at random among those the player asked is not known to lack."""
    missing = [Card(rank, suit) for suit in Suit if not own & _card_bit(Card(rank, suit))]
    open_ = [card for card in missing if not lacked & _card_bit(card)]
    pool = open_ or missing
    return pool[int(rng.random() * len(pool))]


def search_utility(state: GameState) -> Sequence[float]:
    """Each seat's value of a finished hand, in [0, 1]. Played for points:
    the seat's share of the books made (every book a point). One hand a
    match: WIN shared by the seats with the most books, the rest the seat's
    share of the books."""
    assert isinstance(state, GoFishState)
    books = [len(made) for made in state.books]
    players = state.players
    total = sum(books)
    shares = [count / total for count in books] if total else [1.0 / players] * players
    if state.options["scoring"] == "points":
        return shares
    most = max(books)
    winners = books.count(most)
    return [WIN * (count == most) / winners + (1.0 - WIN) * share for count, share in zip(books, shares, strict=True)]
