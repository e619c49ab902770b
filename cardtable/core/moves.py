"""Moves: small, frozen, interned values with a canonical text form.

Every decision of every game is a Move: ``kind`` (a short verb such as
``play``, ``pass``, ``draw``, ``discard``, ``go``, ``call``), the cards it
concerns (canonically ordered by whoever builds it) and one optional
argument (a suit letter, a number, a contract letter). The text form is the
kind, then the cards, then the argument: ``play QS``, ``pass 2C``, ``draw``,
``play 8S H``, ``bid 3``. ``Move.parse(str(move)) is move`` always holds, which
makes move logs, saved games and replays exact.

Moves are interned for the same reason cards are: identity equality and
hashing keep ``move in state.legal_moves()`` cheap inside AI playouts.
"""

from __future__ import annotations

from typing import ClassVar

from .cards import Card

MoveArg = str | int | None


class Move:
    __slots__ = ("kind", "cards", "arg", "_text")

    _interned: ClassVar[dict[tuple[str, tuple[Card, ...], MoveArg], Move]] = {}

    kind: str
    cards: tuple[Card, ...]
    arg: MoveArg
    _text: str

    def __new__(cls, kind: str, cards: tuple[Card, ...] = (), arg: MoveArg = None) -> Move:
        key = (kind, cards, arg)
        move = cls._interned.get(key)
        if move is not None:
            return move
        if not kind or not kind.isidentifier():
            raise ValueError(f"a move kind is a plain word, not {kind!r}")
        cards = tuple(cards)
        if not all(isinstance(card, Card) for card in cards):
            raise TypeError("move cards must be Card objects")
        if isinstance(arg, str) and (not arg or " " in arg or _is_card(arg)):
            raise ValueError(f"a move argument is one word that is not a card: {arg!r}")
        move = object.__new__(cls)
        setter = object.__setattr__
        setter(move, "kind", kind)
        setter(move, "cards", cards)
        setter(move, "arg", arg)
        parts = [kind, *(card.text for card in cards)]
        if arg is not None:
            parts.append(str(arg))
        setter(move, "_text", " ".join(parts))
        cls._interned[(kind, cards, arg)] = move
        return move

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __reduce__(self) -> tuple[type[Move], tuple[str, tuple[Card, ...], MoveArg]]:
        return (Move, (self.kind, self.cards, self.arg))

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Move:
        return self

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move({self._text!r})"

    def number(self) -> int:
        """The argument as a number (a bid, a seat): ``int(arg)``. A move
        without an argument has none: TypeError, as ``int(None)`` is."""
        if self.arg is None:
            raise TypeError(f"{self} carries no number")
        return int(self.arg)

    @property
    def card(self) -> Card:
        """The single card of a one-card move."""
        if len(self.cards) != 1:
            raise ValueError(f"{self} does not concern exactly one card")
        return self.cards[0]

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the text form back. Raise ValueError with the reason otherwise."""
        tokens = text.split()
        if not tokens:
            raise ValueError("an empty move")
        kind, rest = tokens[0].lower(), tokens[1:]
        cards: list[Card] = []
        arg: MoveArg = None
        for position, token in enumerate(rest):
            try:
                cards.append(Card.parse(token))
                continue
            except ValueError:
                pass
            if position != len(rest) - 1:
                raise ValueError(f"{text!r}: only the last word may be a non-card argument")
            arg = int(token) if _is_int(token) else token
        return cls(kind, tuple(cards), arg)


def _is_int(token: str) -> bool:
    return token.isascii() and token.lstrip("-").isdigit() and token.count("-") <= 1 and not token.endswith("-")


def _is_card(token: str) -> bool:
    try:
        Card.parse(token)
    except ValueError:
        return False
    return True


def play(card: Card, arg: MoveArg = None) -> Move:
    """The commonest move: put one card somewhere (``play QS``)."""
    return Move("play", (card,), arg)
