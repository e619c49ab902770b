"""What a trick game's rule-of-thumb player reads off its seat's view, once
for Hearts, Spades, Oh Hell and Barbu: the cards on the table and who played
them, every card already played this hand, and the voids the play has shown
(a seat that did not follow the led suit has none of it left).

Each game's ``Table`` subclasses ``TrickTable`` and adds its own public facts
(bids, contract, trumps...). The helpers on trick order (``beats``,
``winning_card``) serve both the players and the search's playout policies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from ..core.cards import Card, Suit, french_deck
from ..core.game import View
from ..core.moves import Move
from ..engines.tricks import winning_index

#: What a card counts as when played (Oh Hell's joker stands for a card).
AsPlayed = Callable[[Card], Card]
PACK: tuple[Card, ...] = tuple(french_deck())


def _as_itself(card: Card) -> Card:
    return card


def note_voids(voids: Sequence[set[int]], leader: int, cards: Sequence[Card], players: int) -> None:
    """Add to ``voids[suit]`` (by suit) every seat of a trick led by ``leader``
    that did not follow the led suit: it has none of that suit left."""
    led = cards[0].suit
    assert led is not None
    for index, card in enumerate(cards[1:], start=1):
        if card.suit is not led:
            voids[led].add((leader + index) % players)


@dataclass(frozen=True)
class TrickTable:
    """The public record of a hand of tricks, as one seat reads it."""

    seat: int
    players: int
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]  # the cards on the table as they lie (a joker stays a joker)
    trick_seats: tuple[int, ...]
    played: frozenset[Card]  # every card played this hand, this trick's included, as played
    voids: tuple[frozenset[int], ...]  # by suit: the seats shown void in it
    tricks_done: int

    def is_void(self, seat: int, suit: Suit) -> bool:
        """Has ``seat`` shown it holds no card of ``suit``?"""
        return seat in self.voids[suit]

    def later(self) -> list[int]:
        """The seats still to play to this trick after this one."""
        return [(self.seat + step) % self.players for step in range(1, self.players - len(self.trick))]

    def unseen_cards(self, suit: Suit) -> list[Card]:
        """Cards of ``suit`` of the 52-card pack that other seats may still play."""
        mine = set(self.hand)
        return [c for c in PACK if c.suit is suit and c not in self.played and c not in mine]

    def lead_exposure(self, card: Card) -> float:
        """How surely a lead of ``card`` wins its trick, for the games where
        tricks hurt: the share of the unseen cards of its suit that rank
        below it (2 when nobody can follow), plus 0.3 for every other seat
        shown void in the suit (free to throw what it likes on it)."""
        suit = card.suit
        assert suit is not None
        others = self.unseen_cards(suit)
        if not others:
            risk = 2.0
        else:
            lower = sum(1 for c in others if c.high < card.high)
            risk = lower / len(others)
        return risk + 0.3 * len(self.voids[suit] - {self.seat})

    def reading(self) -> dict[str, Any]:
        """This record's fields, to build a game's own ``Table`` from it."""
        return {field.name: getattr(self, field.name) for field in fields(TrickTable)}


def read_tricks(view: View, as_played: AsPlayed = _as_itself) -> TrickTable:
    """The trick record of ``view``: the finished tricks (``tricks`` fact:
    leader, cards, winner), the ``trick`` pile and its ``trick_seats``."""
    seat = view.seat if view.seat is not None else 0
    players = view.players
    tricks = view.get("tricks", ())
    trick = _trick_on_table(view)
    trick_seats = tuple(view.get("trick_seats", ()))
    played: set[Card] = set()
    voids: list[set[int]] = [set() for _ in Suit]
    for leader, cards, _winner in tricks:
        counted = [as_played(card) for card in cards]
        played.update(counted)
        note_voids(voids, leader, counted, players)
    if trick:
        counted = [as_played(card) for card in trick]
        played.update(counted)
        note_voids(voids, trick_seats[0], counted, players)
    return TrickTable(
        seat=seat,
        players=players,
        hand=tuple(view.hand()),
        trick=trick,
        trick_seats=trick_seats,
        played=frozenset(played),
        voids=tuple(frozenset(v) for v in voids),
        tricks_done=len(tricks),
    )


def _trick_on_table(view: View) -> tuple[Card, ...]:
    """The cards of the ``trick`` pile (none in a phase without one)."""
    for pile in view.piles:
        if pile.name == "trick":
            return tuple(card for card in pile.cards if card is not None)
    return ()


def beats(card: Card, best: Card, trumps: Suit | None) -> bool:
    """Does ``card`` take the trick from ``best``, the card heading it?"""
    if card.suit is best.suit:
        return card.high > best.high
    return trumps is not None and card.suit is trumps


def winning_card(trick: Sequence[Card], trumps: Suit | None) -> Card:
    """The card heading ``trick`` so far."""
    return trick[winning_index(trick, trumps)]


def duck_playout(trick: Sequence[Card], legal: Sequence[Move], take_if_last: bool) -> Move:
    """A playout's card following suit to a trick it wants to lose: the
    highest card under the winning one; failing that, the highest when
    ``take_if_last`` (last to a harmless trick: shed a high card), else the lowest."""
    led = trick[0].suit
    top = max(card.high for card in trick if card.suit is led)
    under = [move for move in legal if move.cards[0].high < top]
    if under:
        return max(under, key=move_high)
    if take_if_last:
        return max(legal, key=move_high)
    return min(legal, key=move_high)


def move_high(move: Move) -> int:
    """The rank (ace 14) of a card-play move's card, for playout orderings."""
    return move.cards[0].high
