"""Cards, suits, ranks and deck builders.

Cards are interned: ``Card(12, Suit.SPADES)`` always returns the same object, so
equality and hashing are identity checks done in C. That keeps the rules engines
and the AI playouts fast without giving up readable card objects. Two packs
shuffled together give each card a ``copy`` number (0 or 1) so that every
physical card stays distinct and can be counted.

Text form: rank then suit letter, ``AS``, ``10H``, ``QS``; a second-pack copy
adds ``-2`` (``QS-2``); jokers are ``JK``, ``JK-2``...
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import ClassVar

from .i18n import N_

# Plural names as rule messages use them ("clubs led"); translated when shown.
_SUIT_NOUNS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))


class Suit(IntEnum):
    """The four French suits, in bridge order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "\u2663\u2666\u2665\u2660"[self]

    @property
    def noun(self) -> str:
        """The plural English name ("clubs"), as used in rule messages."""
        return _SUIT_NOUNS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        letter = text.strip().upper()[:1]
        index = "CDHS".find(letter) if letter else -1
        if index < 0:
            raise ValueError(f"not a suit: {text!r}")
        return cls(index)


class Rank(IntEnum):
    """Ranks by their natural number; the ace is 1 here and games that play it
    high use ``Card.high``. ``JOKER`` is 0."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]

    @property
    def noun(self) -> str:
        return _RANK_NOUNS[self]

    @property
    def high(self) -> int:
        """The rank's height with the ace high (2 ... 14), for games that play it so."""
        return 14 if self == 1 else int(self)

    @classmethod
    def parse(cls, text: str) -> Rank:
        """A rank from its label ("7", "10", "T", "J", "A")."""
        try:
            return _LABEL_TO_RANK[text.strip().upper()]
        except KeyError:
            raise ValueError(f"{text!r} is not a rank") from None


_RANK_LABELS = ("JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_NOUNS = (
    N_("joker"),
    N_("ace"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("jack"),
    N_("queen"),
    N_("king"),
)
_LABEL_TO_RANK = {label: Rank(i) for i, label in enumerate(_RANK_LABELS)}
_LABEL_TO_RANK["T"] = Rank.TEN
_LABEL_TO_RANK["1"] = Rank.ACE


class Card:
    """One physical card. Immutable and interned (compare with ``==`` or ``is``).

    Attributes are plain slots so hot loops read them without calls:
    ``rank`` (1..13, 0 for a joker), ``suit`` (a Suit, or None for a joker),
    ``copy`` (which pack), ``high`` (rank with the ace as 14), ``text``.
    """

    __slots__ = ("rank", "suit", "copy", "high", "text", "index", "sort_key")

    _interned: ClassVar[dict[tuple[int, int, int], Card]] = {}

    rank: Rank
    suit: Suit | None
    copy: int
    high: int
    text: str
    index: int
    sort_key: tuple[int, int, int]

    def __new__(cls, rank: int, suit: Suit | int | None, copy: int = 0) -> Card:
        key = (int(rank), -1 if suit is None else int(suit), copy)
        card = cls._interned.get(key)
        if card is not None:
            return card
        if not 0 <= rank <= 13:
            raise ValueError(f"no such rank: {rank}")
        if (rank == 0) != (suit is None):
            raise ValueError("a joker has no suit, and only a joker lacks one")
        if copy < 0:
            raise ValueError("copy must be 0 or more")
        card = object.__new__(cls)
        setter = object.__setattr__
        setter(card, "rank", Rank(rank))
        setter(card, "suit", None if suit is None else Suit(suit))
        setter(card, "copy", copy)
        setter(card, "high", Rank(rank).high)
        suffix = f"-{copy + 1}" if copy else ""
        if rank == 0 or suit is None:  # a joker (the only card without a suit)
            text, index = "JK" + suffix, 52 + copy
        else:
            # A dense number for tables: 0..51 for the first pack, jokers after.
            text, index = Rank(rank).label + Suit(suit).letter + suffix, int(suit) * 13 + (int(rank) - 1)
        setter(card, "text", text)
        setter(card, "index", index if rank == 0 else index + 54 * copy)
        setter(card, "sort_key", (4 if suit is None else int(suit), card.high, copy))
        cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit | None, int]]:
        return (Card, (int(self.rank), self.suit, self.copy))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __str__(self) -> str:
        return self.text

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    @property
    def name(self) -> str:
        """The English name, "queen of spades", used in messages."""
        if self.rank == 0 or self.suit is None:  # only the joker lacks a suit
            return "joker"
        return f"{self.rank.noun} of {self.suit.noun}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``AS``, ``10h``, ``TS``, ``QS-2`` or ``JK``; raise ValueError otherwise."""
        raw = text.strip().upper()
        body, _, copy_text = raw.partition("-")
        copy = 0
        if copy_text:
            if not (copy_text.isascii() and copy_text.isdigit()) or int(copy_text) < 1:
                raise ValueError(f"not a card: {text!r}")
            copy = int(copy_text) - 1
        if body == "JK":
            return cls(0, None, copy)
        if len(body) < 2 or body[-1] not in "CDHS" or body[:-1] not in _LABEL_TO_RANK:
            raise ValueError(f"not a card: {text!r}")
        rank = _LABEL_TO_RANK[body[:-1]]
        if rank == 0:
            raise ValueError(f"not a card: {text!r}")
        return cls(rank, Suit.parse(body[-1]), copy)


def parse_cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list of cards."""
    return [Card.parse(part) for part in text.replace(",", " ").split()]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card.text for card in cards)


FRENCH_RANKS: tuple[Rank, ...] = tuple(Rank(r) for r in range(1, 14))
ITALIAN_RANKS: tuple[Rank, ...] = (
    Rank.ACE,
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
)


def french_deck(copies: int = 1, jokers: int = 0) -> list[Card]:
    """The 52-card pack (``copies`` of them shuffled together) plus jokers, in order."""
    cards = [Card(rank, suit, copy) for copy in range(copies) for suit in Suit for rank in FRENCH_RANKS]
    cards.extend(Card(0, None, n) for n in range(jokers))
    return cards


def italian_deck() -> list[Card]:
    """The 40-card Italian pack: A-7 and the three court cards in each suit."""
    return [Card(rank, suit) for suit in Suit for rank in ITALIAN_RANKS]


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """A new, shuffled list; the caller's sequence is left alone."""
    out = list(cards)
    rng.shuffle(out)
    return out


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Sort by suit, then by rank with aces high (how most players hold cards)."""
    return sorted(cards, key=card_order)


def card_order(card: Card) -> tuple[int, int, int]:
    """The canonical order of cards, as a sort key. Determinizations sort the
    unseen cards by it before shuffling, so that what they imagine depends on
    the rng alone, never on the order the hidden cards happen to be in."""
    return card.sort_key
