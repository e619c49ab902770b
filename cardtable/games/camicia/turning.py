"""Camicia's rules as one small, fast machine: the two packets, the pile, the
attack in force, and the positions seen so far.

The state machine (``state.py``) holds one ``Table`` and turns its cards
with ``Table.turn``; the length benchmark (``benchmarks/camicia_lengths.py``)
plays 200,000 deals with the very same method, so the figures it prints are
those of the game as played. Nothing here knows of views, moves or Qt.

The rule text is "Camicia by Stefano Cirolini" in ``shared/seeds/001_...``:
"aces, two and threes are attack cards, the other are normal
(cannon-fodder) cards"; an attack asks "one card for an ace, two cards for
a two, and three cards for a three".

Decisions where the text is silent (also in ``rules.md``):

* The pile taken by the attacker goes face down under their packet as it
  lies, turned over: the first card turned onto it comes up first.
* "When a player runs out of cards, that player loses the game": at once,
  when the last card leaves their packet, even in the middle of answering
  an attack and even when that last card is an attack card (NOTES).
* Endless deals. Play is fixed by the deal, so when, at a moment the pile is
  empty, both packets and the player to turn are exactly as they were at an
  earlier such moment, the game would go round for ever: it is stopped
  there as endless. ``LIMIT`` cards turned stops it too, a backstop far
  beyond the longest finite game the benchmark found (``benchmarks/camicia.md``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from ...core.cards import Card, Rank, french_deck

#: "one card for an ace, two cards for a two, and three cards for a three";
#: every other card is normal (0). Suits are ignored.
ATTACKS = {Rank.ACE: 1, Rank.TWO: 2, Rank.THREE: 3}
DEMAND: dict[Card, int] = {card: ATTACKS.get(card.rank, 0) for card in french_deck()}

#: The backstop: a deal still going after this many cards turned is stopped
#: as endless. The longest finite game in 100,000 deals of each deck turned
#: far fewer (1,714 Italian, 3,377 French: ``benchmarks/camicia.md``); the contract's harness allows a
#: hand 20,000 moves, so the limit must stay below that too.
LIMIT = 10_000

#: Why a deal was stopped without a winner.
REPEATED = "repeat"
TOO_LONG = "limit"

Position = tuple[tuple[Card, ...], tuple[Card, ...], int]


class Table:
    """Two packets (top card first), the pile (first card turned first),
    the attack in force (``attacker`` and the cards still ``owed``), who
    turns next, and the positions seen whenever the pile was empty."""

    __slots__ = ("attacker", "endless", "limit", "loser", "owed", "packets", "pile", "seen", "to_move", "turned")

    def __init__(self, packets: Sequence[Iterable[Card]], first: int, limit: int = LIMIT) -> None:
        self.packets: list[deque[Card]] = [deque(packets[0]), deque(packets[1])]
        self.pile: list[Card] = []
        self.attacker: int | None = None
        self.owed = 0
        self.to_move: int | None = first
        self.loser: int | None = None
        self.endless: str | None = None
        self.turned = 0
        self.limit = limit
        self.seen: set[Position] = set()
        self._settle(None)

    def copy(self) -> Table:
        """An independent copy (cards are shared: they are immutable)."""
        other = object.__new__(Table)
        other.packets = [deque(self.packets[0]), deque(self.packets[1])]
        other.pile = list(self.pile)
        other.attacker, other.owed, other.to_move = self.attacker, self.owed, self.to_move
        other.loser, other.endless, other.turned = self.loser, self.endless, self.turned
        other.limit = self.limit
        other.seen = set(self.seen)
        return other

    @property
    def winner(self) -> int | None:
        return None if self.loser is None else 1 - self.loser

    def turn(self) -> Card:
        """The player to move turns the top card of their packet onto the pile;
        return it. The caller makes sure the game is not over."""
        seat = self.to_move
        assert seat is not None, "nobody turns once the game is over"
        packet = self.packets[seat]
        card = packet.popleft()
        self.pile.append(card)
        self.turned += 1
        value = DEMAND[card]
        taken = False
        if value:  # an attack, or a counter-attack that voids the attack in force
            self.attacker, self.owed, self.to_move = seat, value, 1 - seat
        elif self.attacker is None:  # a normal card, no attack: the other turns
            self.to_move = 1 - seat
        else:  # a normal card in answer to an attack
            self.owed -= 1
            if not self.owed:  # all normal: the attacker takes the pile and turns next
                attacker = self.attacker
                self.packets[attacker].extend(self.pile)
                self.pile.clear()
                self.attacker, self.to_move = None, attacker
                taken = True
        if not packet:
            self.loser, self.to_move = seat, None
            return card
        self._settle(taken)
        return card

    def _settle(self, taken: bool | None) -> None:
        """After a pile is taken (or at the deal, ``taken`` None), remember
        the position and stop the game at the first repeat; stop it too at
        the backstop."""
        if taken is not False:
            packets = self.packets
            assert self.to_move is not None
            position = (tuple(packets[0]), tuple(packets[1]), self.to_move)
            if position in self.seen:
                self.endless, self.to_move = REPEATED, None
                return
            self.seen.add(position)
        if self.turned >= self.limit:
            self.endless, self.to_move = TOO_LONG, None

    def play_out(self) -> None:
        """Turn cards until the game is won or stopped as endless."""
        turn = self.turn
        while self.to_move is not None:
            turn()


def deal(deck: Sequence[Card], dealer: int) -> list[list[Card]]:
    """ "All the cards are dealt to the two players, face down": one at a
    time, the dealer's opponent first, each card on top of the packet it
    goes to (so each packet's top card is the last one dealt to it)."""
    packets: list[list[Card]] = [[], []]
    for index, card in enumerate(deck):
        packets[(dealer + 1 + index) % 2].append(card)
    return [packet[::-1] for packet in packets]
