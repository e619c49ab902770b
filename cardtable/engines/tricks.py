"""Trick-taking: following suit, lead restrictions, and who wins a trick."""

from __future__ import annotations

from typing import Iterable, Sequence

from ..core.cards import Card, Suit
from ..core.reasons import Reason


def cards_of_suit(hand: Iterable[Card], suit: Suit) -> list[Card]:
    return [card for card in hand if card.suit is suit]


def follow_options(hand: Sequence[Card], led: Suit | None) -> list[Card]:
    """The cards that may be played to a trick led with ``led``: a card of the
    led suit if the hand has one, otherwise any card. ``led=None`` (leading)
    allows the whole hand."""
    if led is None:
        return list(hand)
    same = [card for card in hand if card.suit is led]
    return same if same else list(hand)


def follow_suit_reason(led: Suit) -> Reason:
    return Reason.of("follow_suit", "You must follow suit: {suit}.", suit=led)


def lead_options(hand: Sequence[Card], barred: Suit, broken: bool) -> list[Card]:
    """Leads allowed when ``barred`` may not be led until it is broken (hearts
    in Hearts, spades in Spades): any other suit, or the barred suit once it is
    broken or when the hand holds nothing else."""
    if broken:
        return list(hand)
    others = [card for card in hand if card.suit is not barred]
    return others if others else list(hand)


def not_broken_reason(barred: Suit) -> Reason:
    return Reason.of("not_broken", "You may not lead {suit} until they are broken.", suit=barred)


def winning_index(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """Index in ``cards`` (in play order, the lead first) of the card that wins:
    the highest trump if any was played, else the highest card of the led suit.
    Aces are high; with two packs the first played of equal cards wins."""
    best = 0
    best_card = cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        if card.suit is best_card.suit:
            if card.high > best_card.high:
                best, best_card = index, card
        elif card.suit is trump and trump is not None:
            best, best_card = index, card
        # a card of another suit (not trump) never wins
    return best


def trick_winner(leader: int, cards: Sequence[Card], players: int, trump: Suit | None = None) -> int:
    """The seat that wins a trick led by ``leader`` (seats play clockwise)."""
    return (leader + winning_index(cards, trump)) % players
