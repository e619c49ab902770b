"""Dealing unseen cards under constraints, for determinizations.

The AI imagines where the cards it cannot see might be: every other seat gets
exactly as many as it holds, and no seat gets a card it has shown it cannot
hold (a void it revealed, a card known to be elsewhere). This block does that
for every game, using only the constraints, never where the cards really are.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence

from ..core.cards import Card, card_order

Allowed = Mapping[Card, Sequence[int]]


def deal_avoiding(
    cards: Sequence[Card], room: Mapping[int, int], excluded: Mapping[int, int], rng: random.Random
) -> dict[int, list[Card]]:
    """Deal ``cards`` into ``room`` (place -> count) where ``excluded[place]``
    is a bit mask (bit ``card.index``) of the cards that place is known not to
    hold: the voids a trick game has seen. Places missing from ``excluded`` (a
    stock) may take any card. When nothing known touches these cards a plain
    shuffle will do; otherwise ``constrained_deal`` finds a deal that fits."""
    cards = sorted(cards, key=card_order)  # only the rng decides, never the hidden order
    unseen = 0
    for card in cards:
        unseen |= 1 << card.index
    if not any(excluded.get(place, 0) & unseen for place in room):
        rng.shuffle(cards)
        out: dict[int, list[Card]] = {}
        start = 0
        for place, count in room.items():
            out[place] = cards[start : start + count]
            start += count
        return out
    allowed = {card: [place for place in room if not (excluded.get(place, 0) >> card.index) & 1] for card in cards}
    return constrained_deal(cards, room, allowed, rng)


def constrained_deal(
    cards: Sequence[Card], room: Mapping[int, int], allowed: Allowed, rng: random.Random, tries: int = 20
) -> dict[int, list[Card]]:
    """Deal ``cards`` so that seat ``s`` gets ``room[s]`` of them and each card
    goes to one of ``allowed[card]``. Raises ValueError if that is impossible.

    First a few plain shuffles, kept only if every card fits: when one does,
    every deal that fits was equally likely, as it should be. Then a fast
    greedy deal (most constrained cards first, weighted by the room left),
    or a matching by augmenting paths; either is then spread by random swaps
    that keep every constraint, since the greedy deal alone leans towards
    the places with the most room (a card kept out of one of seven one-card
    hands landed in another 18% of the time where 39% of the fitting deals
    put it)."""
    # A canonical order first: the result must depend on the constraints and
    # the rng only, never on the order the caller found the cards in (which
    # may follow the real, hidden hands).
    cards = sorted(cards, key=card_order)
    seats = list(room)
    if sum(room.values()) != len(cards):
        raise ValueError(f"{len(cards)} cards for {sum(room.values())} places")
    everyone = len(seats)
    if all(len(allowed[card]) == everyone for card in cards):
        pool = list(cards)
        rng.shuffle(pool)
        out: dict[int, list[Card]] = {}
        start = 0
        for seat in seats:
            out[seat] = pool[start : start + room[seat]]
            start += room[seat]
        return out
    fitting = _shuffled_fit(cards, seats, room, allowed, rng)
    if fitting is not None:
        return fitting
    where: dict[Card, int] | None = None
    for _ in range(tries):
        deal = _greedy(cards, room, allowed, rng)
        if deal is not None:
            where = {card: seat for seat, held in deal.items() for card in held}
            break
    if where is None:
        where = _matching(cards, room, allowed, rng)
    _mix(where, allowed, rng, everyone)
    out = {seat: [] for seat in seats}
    for card, seat in where.items():
        out[seat].append(card)
    return out


#: Plain shuffles tried before the greedy deal: each is an exact sample when
#: it fits; a few keep the cost low where the facts make fitting ones rare.
SHUFFLE_TRIES = 6


def _shuffled_fit(
    cards: Sequence[Card], seats: Sequence[int], room: Mapping[int, int], allowed: Allowed, rng: random.Random
) -> dict[int, list[Card]] | None:
    """A plain shuffle dealt out, if every card lands where it may be."""
    allowed_sets = {card: frozenset(places) for card, places in allowed.items()}
    for _ in range(SHUFFLE_TRIES):
        pool = list(cards)
        rng.shuffle(pool)
        out: dict[int, list[Card]] = {}
        start = 0
        fits = True
        for seat in seats:
            held = pool[start : start + room[seat]]
            start += room[seat]
            if any(seat not in allowed_sets[card] for card in held):
                fits = False
                break
            out[seat] = held
        if fits:
            return out
    return None


def _greedy(
    cards: Sequence[Card], room: Mapping[int, int], allowed: Allowed, rng: random.Random
) -> dict[int, list[Card]] | None:
    """Constrained cards first (the tightest first), each to a seat drawn in
    proportion to the room it has left; then the free cards, shuffled, fill
    what room is left."""
    everyone = len(room)
    order = [card for card in cards if len(allowed[card]) < everyone]
    free = [card for card in cards if len(allowed[card]) >= everyone]
    rng.shuffle(order)
    order.sort(key=lambda card: len(allowed[card]))
    left = dict(room)
    out: dict[int, list[Card]] = {seat: [] for seat in room}
    for card in order:
        options = [seat for seat in allowed[card] if left.get(seat, 0) > 0]
        if not options:
            return None
        pick = rng.randrange(sum(left[seat] for seat in options))
        for seat in options:
            pick -= left[seat]
            if pick < 0:
                break
        out[seat].append(card)
        left[seat] -= 1
    rng.shuffle(free)
    start = 0
    for seat, count in left.items():
        out[seat].extend(free[start : start + count])
        start += count
    return out


def _matching(cards: Sequence[Card], room: Mapping[int, int], allowed: Allowed, rng: random.Random) -> dict[Card, int]:
    """Cards to seats with capacities, by augmenting paths (Kuhn's algorithm)."""
    holders: dict[int, list[Card]] = {seat: [] for seat in room}
    where: dict[Card, int] = {}

    def place(card: Card, visited: set[int]) -> bool:
        options = [seat for seat in allowed[card] if seat in holders]
        rng.shuffle(options)
        for seat in options:
            if len(holders[seat]) < room[seat]:
                holders[seat].append(card)
                where[card] = seat
                return True
        for seat in options:
            if seat in visited:
                continue
            visited.add(seat)
            for other in list(holders[seat]):
                holders[seat].remove(other)
                del where[other]
                holders[seat].append(card)
                where[card] = seat
                if place(other, visited):
                    return True
                holders[seat].remove(card)
                del where[card]
                holders[seat].append(other)
                where[other] = seat
        return False

    order = list(cards)
    rng.shuffle(order)
    for card in order:
        if not place(card, set()):
            raise ValueError("no deal fits what the seat knows")
    return where


def _mix(where: dict[Card, int], allowed: Allowed, rng: random.Random, everyone: int | None = None) -> None:
    """Random swaps that keep every constraint, towards every fitting deal
    alike. Two cards that may go anywhere change nothing when swapped, so one
    card of each swap is a constrained one (a few swaps for each)."""
    cards = list(where)
    if len(cards) < 2:
        return
    places = everyone if everyone is not None else len(set(where.values()))
    constrained = [card for card in cards if len(allowed[card]) < places] or cards
    count, pick = len(cards), rng.random
    for _ in range(12 * len(constrained)):
        a = constrained[int(pick() * len(constrained))]
        b = cards[int(pick() * count)]
        seat_a, seat_b = where[a], where[b]
        if seat_a != seat_b and seat_b in allowed[a] and seat_a in allowed[b]:
            where[a], where[b] = seat_b, seat_a


#: A fact "``place`` holds at most ``most`` of ``cards``": a player who drew
#: because it could not play held none of the cards playable then, and has
#: received ``most`` cards (face down) since.
Limit = tuple[int, Collection[Card], int]


def respect_limits(
    holdings: Mapping[int, list[Card]],
    facts: Sequence[Limit],
    rng: random.Random,
    may_hold: Callable[[int, Card], bool] | None = None,
) -> bool:
    """Repair a deal (``holdings``: each place's cards, changed in place, in
    the order swaps look at them) until every fact holds: a card of a
    place that holds too many of a fact's cards is swapped, at random, with
    one from another place that keeps every rule (``may_hold(place, card)``
    and the place's own facts). Public facts only, so it stays honest.
    False when no swap could mend a fact (the deal is then left as it is)."""
    for _ in range(12 * len(facts) + 20):
        broken = None
        for who, cards, most in facts:
            hits = [card for card in holdings[who] if card in cards]
            if len(hits) > most:
                broken = (who, hits)
                break
        if broken is None:
            return True
        who, hits = broken
        card = hits[int(rng.random() * len(hits))]
        unsafe = [cards for whom, cards, _most in facts if whom == who]
        options = [
            (held, index)
            for place, held in holdings.items()
            if place != who
            for index, other_card in enumerate(held)
            if not any(other_card in cards for cards in unsafe)
            and (may_hold is None or (may_hold(who, other_card) and may_hold(place, card)))
        ]
        if not options:
            return False
        held, index = options[int(rng.random() * len(options))]
        mine = holdings[who]
        mine[mine.index(card)], held[index] = held[index], card
    return False
