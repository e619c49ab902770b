"""What the whole table knows of each hand, worked out from what was said.

Every ask, its answer, a card shown from the stock, a hidden draw and a book
set aside are public events (``Event``); from them alone ``derive`` works out,
for every seat: the cards it is known to hold exactly (handed to it in front
of everyone, or shown when fished), the least number of each rank it holds
(a player who asks for a rank holds one), the ranks it cannot hold (it said
"Go fish!" to them, or gave them all away) and, when players ask for
specific cards, the cards it cannot hold. A hidden draw clears a seat's
voids (the card could be anything); a book takes its rank out of play.

The view shows these facts, the deal of unseen cards for the search respects
them, and the computer players read them: one function, so all three agree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...core.cards import Card, Rank, card_order

GAVE, FISH = "gave", "fish"


@dataclass(frozen=True)
class Event:
    """One public event of a hand. ``kind`` is "ask", "draw" (an empty hand
    drawing, unseen) or "book". For an ask: ``target`` the seat asked,
    ``card`` the card asked for (None when asking for a rank), ``outcome``
    GAVE or FISH, ``given`` the cards handed over, ``drew`` whether the asker
    fished from the stock and ``shown`` the card it showed (the one wanted)."""

    kind: str
    seat: int
    rank: int = 0
    target: int = -1
    card: Card | None = None
    outcome: str = ""
    given: tuple[Card, ...] = ()
    drew: bool = False
    shown: Card | None = None

    def wanted(self) -> str:
        """The rank ("J") or the card ("7D") asked for, as the log says it."""
        return self.card.text if self.card is not None else Rank(self.rank).label

    def entry(self) -> tuple[int, int, str, str, int, str | None, bool]:
        """The public log line of an ask: (asker, target, wanted, outcome,
        count given, the card shown when fished or None, whether the asker
        fished from the stock: a miss after the stock ran out draws nothing)."""
        shown = self.shown.text if self.shown is not None else None
        return (self.seat, self.target, self.wanted(), self.outcome, len(self.given), shown, self.drew)


@dataclass(frozen=True)
class Knowledge:
    """The public facts about each seat's hand (index = seat). ``least[s][r]``
    is the fewest cards of rank r seat s can hold; ``learned[s]`` holds
    (rank, fact, asks): how many asks had been made when the fact ("known",
    "void", or "card 7D" for a card it lacks) was last learned, for players
    who forget old facts."""

    exact: tuple[frozenset[Card], ...]
    least: tuple[tuple[int, ...], ...]
    voids: tuple[frozenset[int], ...]
    card_voids: tuple[frozenset[Card], ...]
    learned: tuple[tuple[tuple[int, str, int], ...], ...]
    asks: int

    def known(self, seat: int) -> tuple[tuple[str, int], ...]:
        """(rank text, at least n) for each rank ``seat`` is known to hold."""
        return tuple((Rank(r).label, n) for r, n in enumerate(self.least[seat]) if n > 0)

    def void_texts(self, seat: int) -> tuple[str, ...]:
        return tuple(Rank(r).label for r in sorted(self.voids[seat]))

    def may_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` may hold ``card`` as far as the table knows."""
        return int(card.rank) not in self.voids[seat] and card not in self.card_voids[seat]


def derive(events: Iterable[Event], players: int, card_mode: bool, bluff: bool) -> Knowledge:
    """The facts ``events`` establish (a pure function of the public log)."""
    exact: list[set[Card]] = [set() for _ in range(players)]
    least = [[0] * 14 for _ in range(players)]
    voids: list[set[int]] = [set() for _ in range(players)]
    card_voids: list[set[Card]] = [set() for _ in range(players)]
    learned: list[dict[tuple[int, str], int]] = [{} for _ in range(players)]
    asks = 0

    def receive(seat: int, cards: Iterable[Card]) -> None:
        for card in cards:
            exact[seat].add(card)
            card_voids[seat].discard(card)
            least[seat][card.rank] += 1
            voids[seat].discard(int(card.rank))
            learned[seat][(int(card.rank), "known")] = asks

    for event in events:
        seat, rank = event.seat, event.rank
        if event.kind == "draw":
            voids[seat].clear()
            card_voids[seat].clear()
            continue
        if event.kind == "book":
            for other in range(players):
                least[other][rank] = 0
                voids[other].discard(rank)
                exact[other] = {card for card in exact[other] if card.rank != rank}
                card_voids[other] = {card for card in card_voids[other] if card.rank != rank}
            continue
        asks += 1
        # "The player who asks must already hold at least one card of the requested rank."
        least[seat][rank] = max(1, least[seat][rank])
        voids[seat].discard(rank)
        learned[seat][(rank, "known")] = asks
        if card_mode and not bluff and event.card is not None:
            card_voids[seat].add(event.card)
        target = event.target
        if event.outcome == GAVE:
            exact[target].difference_update(event.given)
            if card_mode:
                least[target][rank] = max(0, least[target][rank] - len(event.given))
            else:  # all of them went: none is left
                least[target][rank] = 0
                voids[target].add(rank)
                learned[target][(rank, "void")] = asks
            receive(seat, event.given)
            continue
        if card_mode and event.card is not None:
            card_voids[target].add(event.card)
            learned[target][(rank, "card " + event.card.text)] = asks
        else:
            voids[target].add(rank)
            learned[target][(rank, "void")] = asks
        if event.shown is not None:
            receive(seat, (event.shown,))
        elif event.drew:
            voids[seat].clear()
            card_voids[seat].clear()
    return Knowledge(
        tuple(frozenset(cards) for cards in exact),
        tuple(tuple(row) for row in least),
        tuple(frozenset(ranks) for ranks in voids),
        tuple(frozenset(cards) for cards in card_voids),
        tuple(tuple(sorted((r, what, when) for (r, what), when in facts.items())) for facts in learned),
        asks,
    )


def sorted_texts(cards: Iterable[Card]) -> tuple[str, ...]:
    """Card texts in the canonical order (for the view: plain, comparable)."""
    return tuple(card.text for card in sorted(cards, key=card_order))
