"""The rows on the table, and where a card may go.

"A valid play is: a seven; a build up or down on cards currently played
according to suit." Each seven opens its suit's row (with two packs, "each
seven opens its own row", so a suit has two); a row builds down from the
seven to the ace and up to the king, one rank at a time.

Trump Fan Tan (``trump`` set): a trump of rank X may stand for the X of
another suit on that suit's row, and the X it displaced is then owed to the
trump row, where it takes the trump's place; the trump seven always opens
the trump row. The rules are kept by counting, per suit and rank, the cards
placed as themselves (``natural``), the places a trump took (``owed``) and
the owed cards already paid to the trump row (``paid``): with ``packs``
copies of each card, every place on the rows has exactly one card to fill
it, so a hand can never stick.

Rows are numbered ``suit * packs + n``: one per suit with one pack ("H"),
two with two packs ("H1", "H2", in the order their sevens came).
"""

from __future__ import annotations

from ...core.cards import Card, Suit

SEVEN = 7
_KEYS = 14  # ranks 0..13: a suit's counts start at suit * 14


_NAMES = {
    1: tuple(suit.letter for suit in Suit),
    2: tuple(f"{suit.letter}{n + 1}" for suit in Suit for n in range(2)),
}
_SUITS = {packs: tuple(Suit(row // packs) for row in range(4 * packs)) for packs in (1, 2)}


def row_names(packs: int) -> tuple[str, ...]:
    """The rows' names: a suit letter, with the row's number with two packs."""
    return _NAMES[packs]


class Layout:
    """The rows: each one's lowest and highest rank (0 while unopened), its
    cards from low to high, and the counts the trump rules need."""

    __slots__ = ("packs", "trump", "low", "high", "rows", "natural", "owed", "paid", "subs", "owing", "row_suits")

    def __init__(self, packs: int, trump: Suit | None):
        self.packs = packs
        self.trump = trump
        count = 4 * packs
        self.low = [0] * count
        self.high = [0] * count
        self.rows: list[list[Card]] = [[] for _ in range(count)]
        self.natural = [0] * (4 * _KEYS)
        self.owed = [0] * (4 * _KEYS)
        self.paid = [0] * (4 * _KEYS)
        self.subs = [0] * _KEYS  # owed, summed over the suits: by rank
        self.owing = 0  # owed cards not yet paid, over every suit and rank
        self.row_suits = _SUITS[packs]

    def copy(self) -> Layout:
        out = object.__new__(Layout)
        out.packs, out.trump, out.owing, out.row_suits = self.packs, self.trump, self.owing, self.row_suits
        out.low, out.high = self.low[:], self.high[:]
        out.rows = [row[:] for row in self.rows]
        out.natural, out.owed, out.paid, out.subs = self.natural[:], self.owed[:], self.paid[:], self.subs[:]
        return out

    # -- reading --------------------------------------------------------------
    def suit_of(self, row: int) -> Suit:
        return self.row_suits[row]

    def rows_of(self, suit: Suit) -> range:
        start = int(suit) * self.packs
        return range(start, start + self.packs)

    def next_row(self, suit: Suit) -> int | None:
        """The row the next seven of ``suit`` opens (None: all are open)."""
        for row in self.rows_of(suit):
            if not self.low[row]:
                return row
        return None

    def is_open(self, row: int) -> bool:
        return self.low[row] != 0

    def wants(self, row: int, rank: int) -> bool:
        """Whether ``row`` is open and ``rank`` is its next card down or up."""
        low = self.low[row]
        return low != 0 and (low - 1 == rank or self.high[row] + 1 == rank)

    def free_home(self, suit: Suit, rank: int) -> int:
        """How many places for ``rank`` on ``suit``'s own rows are not yet
        taken or promised: by the card itself, by a trump standing for it,
        or (on the trump rows) to a card a trump displaced."""
        taken = self.natural[suit * _KEYS + rank]
        taken += self.subs[rank] if suit is self.trump else self.owed[suit * _KEYS + rank]
        return self.packs - taken

    def owes(self, card: Card) -> bool:
        """Whether a card like this one is owed to the trump row."""
        key = card.suit * _KEYS + card.rank  # type: ignore[operator]  # no jokers in Fan Tan
        return self.owed[key] > self.paid[key]

    def places(self, card: Card) -> list[int]:
        """Every row ``card`` may be played to now, in row order."""
        suit, rank = card.suit, card.rank
        assert suit is not None, "Fan Tan is played without jokers"
        if rank == SEVEN:
            row = self.next_row(suit)
            return [] if row is None else [row]
        out: list[int] = []
        trump = self.trump
        if self.free_home(suit, rank) > 0:
            out.extend(row for row in self.rows_of(suit) if self.wants(row, rank))
        if trump is None:
            return out
        if suit is trump:
            for other in Suit:
                if other is not trump and self.free_home(other, rank) > 0:
                    out.extend(row for row in self.rows_of(other) if self.wants(row, rank))
        elif self.owes(card):
            out.extend(row for row in self.rows_of(trump) if self.wants(row, rank))
        out.sort()
        return out

    def own_place(self, card: Card) -> int | None:
        """The row of its own suit ``card`` may be played to as itself (the
        first, with two packs), or None."""
        suit, rank = card.suit, card.rank
        assert suit is not None, "Fan Tan is played without jokers"
        if rank == SEVEN:
            return self.next_row(suit)
        if self.free_home(suit, rank) <= 0:
            return None
        for row in self.rows_of(suit):
            if self.wants(row, rank):
                return row
        return None

    def playable(self) -> frozenset[Card]:
        """Every card, of every copy, that could be played now by whoever
        held it: what a player who must play and passes shows it lacks."""
        out: set[Card] = set()
        packs, trump = self.packs, self.trump
        for suit in Suit:
            for row in self.rows_of(suit):
                low = self.low[row]
                if not low:
                    out.update(Card(SEVEN, suit, copy) for copy in range(packs))
                    continue
                for rank in (low - 1, self.high[row] + 1):
                    if not 1 <= rank <= 13:
                        continue
                    candidates = [Card(rank, suit, copy) for copy in range(packs)]
                    if trump is not None:
                        if suit is trump:
                            candidates += [
                                Card(rank, other, c) for other in Suit if other is not trump for c in range(packs)
                            ]
                        else:
                            candidates += [Card(rank, trump, copy) for copy in range(packs)]
                    out.update(card for card in candidates if row in self.places(card))
        return frozenset(out)

    def cards(self) -> list[Card]:
        return [card for row in self.rows for card in row]

    # -- changing -------------------------------------------------------------
    def place(self, card: Card, row: int) -> None:
        """Put ``card`` on ``row`` (a place ``places`` offered)."""
        suit, rank = card.suit, card.rank
        assert suit is not None, "Fan Tan is played without jokers"
        cards = self.rows[row]
        if rank == SEVEN:
            self.low[row] = self.high[row] = SEVEN
            cards.append(card)
        elif rank < self.low[row]:
            self.low[row] = rank
            cards.insert(0, card)
        else:
            self.high[row] = rank
            cards.append(card)
        row_suit = self.suit_of(row)
        if row_suit is suit:
            self.natural[suit * _KEYS + rank] += 1
        elif suit is self.trump:
            self.owed[row_suit * _KEYS + rank] += 1
            self.subs[rank] += 1
            self.owing += 1
        else:
            self.paid[suit * _KEYS + rank] += 1
            self.owing -= 1

    def owed_cards(self) -> tuple[Card, ...]:
        """The cards still owed to the trump row (one entry for each owed
        place, named by the card's first copy)."""
        out: list[Card] = []
        if not self.owing:
            return ()
        for suit in Suit:
            for rank in range(1, 14):
                key = suit * _KEYS + rank
                out.extend(Card(rank, suit) for _ in range(self.owed[key] - self.paid[key]))
        return tuple(out)

    def stand_ins(self) -> tuple[tuple[str, Card], ...]:
        """(row name, trump) for every trump standing for another suit's card."""
        if self.trump is None or not any(self.subs):
            return ()
        names = row_names(self.packs)
        return tuple(
            (names[row], card)
            for row, cards in enumerate(self.rows)
            for card in cards
            if card.suit is not self.suit_of(row) and card.suit is self.trump
        )
