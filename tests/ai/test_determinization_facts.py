"""Determinizations that respect everything the seat knows.

The issue: "Determinizations that respect everything the seat knows: every
shown void, every card passed or received, every card shown or announced. For
each game, a test draws 10,000 samples and checks each one against the facts
of the view."

Every fact checked here is derived from what the seat may know: its view
(``state.view(seat)``) and, where a view keeps no memory of the past, the
public log of the hand as the seat saw it while the position was built (the
go's of Cribbage, the cards a Crazy Eights seat saw before the stock was
rebuilt). The real state only builds the positions, and serves as a sanity
check: every derived fact must be true of it.

Besides the facts, each position checks that the samples vary and that every
unseen card lands, over the samples, in more than one of the places the facts
leave it (no seat is starved). Which places are really possible is worked out
from the facts alone, by a small max flow (hand sizes and voids together can
force a card into one place).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from cardtable.core.cards import Card, Suit, french_deck, parse_cards
from cardtable.core.game import GameState, HandContext, View
from cardtable.games.crazy_eights import GAME as CRAZY_EIGHTS
from cardtable.games.crazy_eights.rules import DRAW, CrazyEightsState
from cardtable.games.cribbage import GAME as CRIBBAGE
from cardtable.games.cribbage.rules import CribbageState
from cardtable.games.cribbage.scoring import MAX_COUNT, PIP
from cardtable.games.hearts import GAME as HEARTS
from cardtable.games.hearts.rules import HeartsState

SAMPLES_PER_GAME = 10_000

# ==========================================================================
# Shared: where the unseen cards may be, and whether the samples spread them


def _max_flow(groups: Mapping[frozenset[str], int], rooms: Mapping[str, int]) -> int:
    """The most cards that fit: ``groups`` counts the cards by the set of
    places they may go to, ``rooms`` is the room of each place."""
    source, sink = ("source",), ("sink",)
    cap: dict[tuple, dict[tuple, int]] = defaultdict(lambda: defaultdict(int))
    for number, (places, count) in enumerate(groups.items()):
        group = ("group", number)
        cap[source][group] += count
        for place in places:
            cap[group][("place", place)] += count
    for place, room in rooms.items():
        cap[("place", place)][sink] += room
    flow = 0
    while True:
        parent: dict[tuple, tuple | None] = {source: None}
        queue = [source]
        for node in queue:
            for nxt, left in list(cap[node].items()):
                if left > 0 and nxt not in parent:
                    parent[nxt] = node
                    queue.append(nxt)
        if sink not in parent:
            return flow
        path = []
        node = sink
        while parent[node] is not None:
            path.append((parent[node], node))
            node = parent[node]
        push = min(cap[a][b] for a, b in path)
        for a, b in path:
            cap[a][b] -= push
            cap[b][a] += push
        flow += push


def _base(place: str) -> str:
    """A place split in two for a constraint ("hand:1#fit") is one place."""
    return place.split("#")[0]


def feasible_places(rooms: Mapping[str, int], allowed: Mapping[Card, frozenset[str]]) -> dict[Card, frozenset[str]]:
    """For each unseen card, the places it can really be in: allowed by the
    facts and leaving room for every other card (a deal that fits exists)."""
    groups = Counter(allowed.values())
    total = sum(groups.values())
    assert sum(rooms.values()) == total, f"{total} unseen cards for {dict(rooms)}"
    assert _max_flow(groups, rooms) == total, "the facts leave no possible deal"
    by_group: dict[frozenset[str], frozenset[str]] = {}
    for places in groups:
        possible = set()
        for place in places:
            if rooms.get(place, 0) < 1:
                continue
            fewer = Counter(groups)
            fewer[places] -= 1
            fewer = +fewer
            less = dict(rooms)
            less[place] -= 1
            if _max_flow(fewer, less) == total - 1:
                possible.add(_base(place))
        by_group[places] = frozenset(possible)
    return {card: by_group[places] for card, places in allowed.items()}


@dataclass
class Knowledge:
    """The unseen cards as the seat knows them: ``rooms`` the places they may
    be in and their sizes, ``allowed`` the places the facts leave each card."""

    rooms: dict[str, int]
    allowed: dict[Card, frozenset[str]]

    def allowed_base(self) -> dict[Card, frozenset[str]]:
        return {card: frozenset(_base(p) for p in places) for card, places in self.allowed.items()}


@dataclass
class Spread:
    """Where the unseen cards landed over the samples of one position."""

    landed: dict[Card, set[str]] = field(default_factory=lambda: defaultdict(set))
    deals: set[tuple] = field(default_factory=set)
    samples: int = 0

    def add(self, placement: Mapping[str, Iterable[Card]]) -> None:
        self.samples += 1
        signature = []
        for place, cards in placement.items():
            cards = list(cards)
            for card in cards:
                self.landed[card].add(place)
            if place != "stock":  # a hand is a set; the stock's order is part of the deal
                cards = sorted(cards, key=lambda c: c.sort_key)
            signature.append((place, tuple(cards)))
        self.deals.add(tuple(signature))


def check_spread(spread: Spread, knowledge: Knowledge, label: str) -> None:
    """Samples vary, and every unseen card that may be in two places or more
    lands in at least two of them (no seat is starved of it)."""
    feasible = feasible_places(knowledge.rooms, knowledge.allowed)
    movable = [card for card, places in feasible.items() if len(places) >= 2]
    for card in movable:
        landed = spread.landed[card]
        assert len(landed) >= 2, (
            f"{label}: the {card} always landed in {sorted(landed)}, though it may be in {sorted(feasible[card])}"
        )
    for card, landed in spread.landed.items():
        assert landed <= feasible[card], f"{label}: the {card} landed in {sorted(landed - feasible[card])}"
    # Every place that may hold some movable card gets more than one of them.
    for place in {_base(p) for p in knowledge.rooms if knowledge.rooms[p]}:
        candidates = [card for card in movable if place in feasible[card]]
        if len(candidates) >= 2:
            got = [card for card in candidates if place in spread.landed[card]]
            assert len(got) >= 2, f"{label}: {place} is starved: it only ever got {got}"
    if movable:
        assert len(spread.deals) > 1, f"{label}: every sample dealt the unseen cards the same way"
    # With a dozen cards free to be anywhere, a repeated deal is rare.
    everywhere = frozenset(_base(p) for p, room in knowledge.rooms.items() if room)
    free = [card for card, places in feasible.items() if places == everywhere]
    if len(everywhere) >= 2 and len(free) >= 12:
        assert len(spread.deals) >= 0.9 * spread.samples, (
            f"{label}: only {len(spread.deals)} different deals in {spread.samples} samples"
        )


def draw_samples(
    state: GameState,
    seat: int,
    count: int,
    label: str,
    check: Callable[[GameState, bool], None],
    placement: Callable[[GameState], Mapping[str, Iterable[Card]]],
    knowledge: Knowledge,
    view_every: int = 1,
) -> None:
    """Check the real state against the facts first (the facts must be true),
    then ``count`` samples ``state.determinize(seat, random.Random(k))``."""
    try:
        check(state, True)
    except AssertionError as error:  # the derivation of the facts is wrong, not the game
        raise AssertionError(f"{label}, seat {seat}: a fact is false of the real state: {error}") from None
    spread = Spread()
    for k in range(count):
        sample = state.determinize(seat, random.Random(k))
        try:
            check(sample, k % view_every == 0)
        except AssertionError as error:
            raise AssertionError(f"{label}, seat {seat}, determinize({seat}, random.Random({k})): {error}") from None
        spread.add(placement(sample))
    check_spread(spread, knowledge, f"{label}, seat {seat}")


def random_play(
    state: GameState,
    rng: random.Random,
    stop: Callable[[GameState], bool],
    limit: int = 2000,
    apply: Callable[[Any], None] | None = None,
) -> bool:
    """Random legal moves until ``stop(state)``; False if the hand ended first."""
    do = apply or state.apply
    for _ in range(limit):
        if stop(state):
            return True
        if state.to_move is None:
            return False
        do(rng.choice(list(state.legal_moves())))
    return False


def spread_budget(total: int, parts: int) -> list[int]:
    base, extra = divmod(total, parts)
    return [base + (1 if index < extra else 0) for index in range(parts)]


# ==========================================================================
# Hearts

HEARTS_DECK: tuple[Card, ...] = tuple(french_deck())
HEARTS_COUNTER = Counter(HEARTS_DECK)
TWO_CLUBS = Card.parse("2C")
QUEEN_SPADES = Card.parse("QS")


def _point(card: Card) -> bool:
    return card.suit is Suit.HEARTS or card is QUEEN_SPADES


@dataclass
class HeartsFacts:
    seat: int
    view: View
    passing: bool
    own: list[Card]
    own_chosen: list[Card]
    counts: list[int]
    chosen_counts: list[int]
    trick: tuple[Card, ...]
    tricks: tuple
    won: list[Counter]
    played: set[Card]
    voids: list[set[Suit]]
    only_hearts: set[int]
    only_points: set[int]
    pinned: dict[Card, int]
    received: tuple[Card, ...]
    two_clubs_holder: int | None
    knowledge: Knowledge


def hearts_facts(view: View) -> HeartsFacts:
    """Everything ``view`` tells of the hidden cards: voids shown in the
    tricks, what a lead of unbroken hearts or a point card thrown on the first
    trick revealed, where the seat's passed cards went, who holds the 2C."""
    seat = view.seat
    assert seat is not None
    passing = view.get("phase") == "pass"
    tricks = view.get("tricks")
    trick = view.pile("trick").cards
    trick_seats = view.get("trick_seats")
    plays = [(leader, cards) for leader, cards, _ in tricks]
    if trick:
        plays.append((trick_seats[0], trick))
    voids: list[set[Suit]] = [set() for _ in range(4)]
    only_hearts: set[int] = set()
    only_points: set[int] = set()
    played: set[Card] = set()
    broken = False
    for number, (leader, cards) in enumerate(plays):
        led = cards[0].suit
        if led is Suit.HEARTS and not broken:
            only_hearts.add(leader)  # led hearts before they were broken: held nothing else
        for index, card in enumerate(cards):
            who = (leader + index) % 4
            played.add(card)
            if card.suit is not led:
                voids[who].add(led)  # did not follow: void in the led suit
                if number == 0 and _point(card):
                    only_points.add(who)  # points on the first trick: held nothing else
                if card.suit is Suit.HEARTS:
                    broken = True
    assert broken == view.get("hearts_broken")
    won = [Counter() for _ in range(4)]
    for _, cards, winner in tricks:
        won[winner].update(cards)

    own = list(view.hand())
    own_chosen = list(view.pile(f"passing:{seat}").known()) if passing else []
    counts = [view.pile(f"hand:{s}").count for s in range(4)]
    chosen_counts = [view.pile(f"passing:{s}").count if passing else 0 for s in range(4)]
    others = [s for s in range(4) if s != seat]

    pinned: dict[Card, int] = {}
    offset = view.get("pass_offset")
    if not passing and offset:
        taker = (seat + offset) % 4
        for card in view.get("passed_by_me"):
            if card not in played:
                pinned[card] = taker  # "the cards this seat passed are in the receiver's hand"
    holder = None
    if not passing and view.get("phase") == "play" and not tricks and not trick:
        holder = view.to_move  # the seat to lead the first trick holds the 2C

    rooms: dict[str, int] = {}
    for s in others:
        rooms[f"hand:{s}"] = counts[s]
        if passing:
            rooms[f"passing:{s}"] = chosen_counts[s]
    visible = set(own) | set(own_chosen) | played
    allowed: dict[Card, frozenset[str]] = {}
    for card in HEARTS_DECK:
        if card in visible:
            continue
        if card in pinned:
            places = {f"hand:{pinned[card]}"}
        elif card is TWO_CLUBS and holder is not None:
            places = {f"hand:{holder}"}
        else:
            places = set()
            for s in others:
                if card.suit in voids[s]:
                    continue
                if s in only_hearts and card.suit is not Suit.HEARTS:
                    continue
                if s in only_points and not _point(card):
                    continue
                places.add(f"hand:{s}")
                if passing:
                    places.add(f"passing:{s}")
        allowed[card] = frozenset(places)
    return HeartsFacts(
        seat,
        view,
        passing,
        own,
        own_chosen,
        counts,
        chosen_counts,
        tuple(trick),
        tuple(tricks),
        won,
        played,
        voids,
        only_hearts,
        only_points,
        pinned,
        tuple(view.get("passed_to_me")),
        holder,
        Knowledge(rooms, allowed),
    )


def check_hearts(sample: HeartsState, facts: HeartsFacts, compare_view: bool) -> None:
    seat = facts.seat
    if compare_view:
        assert sample.view(seat) == facts.view, "the view changed"
    assert sample.hands[seat] == facts.own, "the seat's own hand changed"
    assert [len(hand) for hand in sample.hands] == facts.counts, "hand sizes differ from the view's"
    assert [len(chosen) for chosen in sample.chosen] == facts.chosen_counts, "pass piles differ from the view's"
    if facts.passing:
        assert sorted(sample.chosen[seat], key=lambda c: c.sort_key) == facts.own_chosen, "own pass changed"
    assert Counter(sample.cards()) == HEARTS_COUNTER, "a card is missing or twice"
    assert tuple(sample.trick) == facts.trick, "the trick on the table changed"
    assert tuple(sample.tricks) == facts.tricks, "the completed tricks changed"
    for s in range(4):
        assert Counter(sample.won[s]) == facts.won[s], f"seat {s}'s won pile is not the tricks it won"
    for s in range(4):
        if s == seat:
            continue
        held = sample.hands[s] + sample.chosen[s]
        for card in held:
            assert card.suit not in facts.voids[s], f"seat {s} showed void in {card.suit.noun} but holds the {card}"
            if s in facts.only_hearts:
                assert card.suit is Suit.HEARTS, f"seat {s} led unbroken hearts but holds the {card}"
            if s in facts.only_points:
                assert _point(card), f"seat {s} threw points on the first trick but holds the {card}"
            assert f"hand:{s}" in facts.knowledge.allowed[card], f"the {card} may not be with seat {s}"
    for card, taker in facts.pinned.items():
        assert card in sample.hands[taker], f"the {card} passed to seat {taker} is not in its hand"
    for card in facts.received:
        if card not in facts.played:
            assert card in sample.hands[seat], f"the received {card} left the seat's hand"
    if facts.two_clubs_holder is not None:
        assert TWO_CLUBS in sample.hands[facts.two_clubs_holder], "the seat to lead the first trick lacks the 2C"


def hearts_placement(seat: int) -> Callable[[HeartsState], dict[str, list[Card]]]:
    def placement(sample: HeartsState) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {}
        for s in range(4):
            if s != seat:
                out[f"hand:{s}"] = sample.hands[s]
                if sample.chosen[s]:
                    out[f"passing:{s}"] = sample.chosen[s]
        return out

    return placement


def hearts_hand(seed: int, number: int, dealer: int = 0) -> HeartsState:
    """Hand ``number`` of a match: 0 passes left, 1 right, 2 across, 3 holds."""
    return HEARTS.new_hand(4, None, seed, HandContext(number, dealer, (0,) * 4))


def run_hearts(positions: Sequence[tuple[str, HeartsState, Sequence[int]]], budget: int) -> None:
    pairs = [(label, state, seat) for label, state, seats in positions for seat in seats]
    for (label, state, seat), count in zip(pairs, spread_budget(budget, len(pairs))):
        facts = hearts_facts(state.view(seat))
        draw_samples(
            state,
            seat,
            count,
            label,
            lambda sample, compare, facts=facts: check_hearts(sample, facts, compare),
            hearts_placement(seat),
            facts.knowledge,
        )


def _failed_to_follow(state: HeartsState) -> bool:
    tricks = [cards for _, cards, _ in state.tricks] + ([tuple(state.trick)] if state.trick else [])
    return any(card.suit is not cards[0].suit for cards in tricks for card in cards)


@cache
def hearts_positions(kind: str) -> tuple[tuple[str, HeartsState, tuple[int, ...]], ...]:
    out = []
    if kind == "passing":
        # Undelivered selections: some seats chose all three, one is choosing.
        for seed, number, choices in ((11, 0, 4), (12, 1, 7), (13, 2, 9), (14, 0, 11), (15, 1, 1)):
            state = hearts_hand(seed, number, dealer=seed % 4)
            rng = random.Random(seed)
            for _ in range(choices):
                state.apply(rng.choice(list(state.legal_moves())))
            assert state.passing
            out.append((f"passing: hand {number}, seed {seed}, {choices} chosen", state, (0, 1, 2, 3)))
    elif kind == "after_pass":
        # Passed and received cards exist, the first trick is not led yet.
        for seed, number in ((21, 0), (22, 1), (23, 2), (24, 0)):
            state = hearts_hand(seed, number)
            rng = random.Random(seed)
            assert random_play(state, rng, lambda s: not s.passing)
            out.append((f"after the pass: hand {number}, seed {seed}", state, (0, 1, 2, 3)))
        # Later in the first trick, and a few tricks on: passed cards partly played.
        for seed, number, extra in ((25, 1, 2), (26, 2, 9), (27, 0, 17)):
            state = hearts_hand(seed, number)
            rng = random.Random(seed)
            assert random_play(state, rng, lambda s: not s.passing)
            for _ in range(extra):
                state.apply(rng.choice(list(state.legal_moves())))
            out.append((f"after the pass: hand {number}, seed {seed}, {extra} cards played", state, (0, 1, 2, 3)))
    elif kind == "voids":
        # Played until some seat failed to follow suit, then a little further.
        for seed in range(31, 39):
            number = seed % 4
            state = hearts_hand(seed, number)
            rng = random.Random(seed)
            assert random_play(state, rng, _failed_to_follow)
            for _ in range(rng.randrange(0, 12)):
                if state.to_move is not None:
                    state.apply(rng.choice(list(state.legal_moves())))
            void_seats = tuple(s for s in range(4) if s in _void_holders(state))
            seats = tuple(s for s in range(4) if any(v != s for v in void_seats))
            out.append((f"shown voids: hand {number}, seed {seed}, {len(state.history)} moves", state, seats))
    elif kind == "revealed":
        # A point card thrown on the first trick: seat 1 held nothing else.
        state = HeartsState.arranged(
            [
                parse_cards(hand)
                for hand in (
                    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
                    "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH QS",
                    "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
                    "AD 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS",
                )
            ]
        )
        for text in ("2C", "QS", "2D", "2S"):
            state.apply(next(m for m in state.legal_moves() if str(m) == f"play {text}"))
        out.append(("revealed: points on the first trick", state, (0, 2, 3)))
        # Unbroken hearts led: seat 2 held only hearts.
        state = HeartsState.arranged(
            [
                parse_cards(hand)
                for hand in (
                    "2C 5C 6C 7C 8C 9C 10C JC QC KC AH 2S 3S",
                    "3C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
                    "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
                    "4C AD 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
                )
            ]
        )
        for text in ("2C", "3C", "AC", "4C", "KH"):
            state.apply(next(m for m in state.legal_moves() if str(m) == f"play {text}"))
        out.append(("revealed: unbroken hearts led", state, (0, 1, 3)))
        # Random hands in which some seat led unbroken hearts or threw points on trick one.
        found = 0
        for seed in range(100, 400):
            state = hearts_hand(seed, seed % 4)
            rng = random.Random(seed)
            if random_play(state, rng, lambda s: bool(_revealing_seats(s))):
                for _ in range(rng.randrange(0, 4)):
                    if state.to_move is not None:
                        state.apply(rng.choice(list(state.legal_moves())))
                shown = _revealing_seats(state)
                seats = tuple(s for s in range(4) if any(r != s for r in shown))
                out.append((f"revealed: hand {seed % 4}, seed {seed}, {len(state.history)} moves", state, seats))
                found += 1
                if found == 4:
                    break
        assert found == 4
    elif kind == "random":
        for seed in range(41, 51):
            number = seed % 4
            state = hearts_hand(seed, number, dealer=seed % 4)
            rng = random.Random(seed)
            moves = rng.randrange(0, 60)
            random_play(state, rng, lambda s, moves=moves: len(s.history) >= moves)
            seats = (seed % 4, (seed + 1) % 4)
            out.append((f"random: hand {number}, seed {seed}, {len(state.history)} moves", state, seats))
    return tuple(out)


def _void_holders(state: HeartsState) -> set[int]:
    facts = hearts_facts(state.view(0))
    return {s for s in range(4) if facts.voids[s]}


def _revealing_seats(state: HeartsState) -> set[int]:
    if state.passing:
        return set()
    facts = hearts_facts(state.view(0))
    return facts.only_hearts | facts.only_points


HEARTS_BUDGET = {"passing": 2000, "after_pass": 2000, "voids": 2500, "revealed": 1500, "random": 2000}


def test_hearts_during_passing_keeps_undelivered_selections() -> None:
    """Hearts, during the passing (selections chosen but not delivered):
    "every card passed" -- the seat's own chosen cards stay its own, every other
    seat keeps as many chosen cards as the view shows; the view, the seat's
    hand and every hand size are unchanged; every card is there once."""
    run_hearts(hearts_positions("passing"), HEARTS_BUDGET["passing"])


def test_hearts_after_the_pass_keeps_passed_and_received_cards() -> None:
    """Hearts, after the pass: "every card passed or received" -- the cards
    this seat passed are in the receiver's hand unless it has played them, the
    cards it received are in its own hand unless played; before the first trick
    is led, the seat to lead it holds the two of clubs."""
    run_hearts(hearts_positions("after_pass"), HEARTS_BUDGET["after_pass"])


def test_hearts_respects_every_shown_void() -> None:
    """Hearts: "respect every shown void" -- a seat that played another suit
    to a trick led in suit S holds no S (derived from the view's completed
    tricks and the trick on the table); public cards stay where they are."""
    run_hearts(hearts_positions("voids"), HEARTS_BUDGET["voids"])


def test_hearts_respects_what_a_play_revealed() -> None:
    """Hearts: "every card shown" -- a seat that threw a heart or the queen of
    spades on the first trick held nothing but points; a seat that led hearts
    before they were broken held nothing but hearts."""
    run_hearts(hearts_positions("revealed"), HEARTS_BUDGET["revealed"])


def test_hearts_random_positions() -> None:
    """Hearts, positions of seeded random play in every pass direction: every
    fact of the view at once, samples that vary, no seat starved."""
    run_hearts(hearts_positions("random"), HEARTS_BUDGET["random"])


# ==========================================================================
# Crazy Eights


@dataclass
class EightsFacts:
    seat: int
    view: View
    own: list[Card]
    counts: tuple[int, ...]
    stock: int
    discard: tuple[Card, ...]
    deck: Counter
    hidden: set[Card]
    drawn: tuple[Card, ...] | None
    knowledge: Knowledge


def eights_facts(view: View) -> EightsFacts:
    seat = view.seat
    assert seat is not None
    own = list(view.hand())
    counts = tuple(view.get("counts"))
    stock = view.pile("stock").count
    assert stock == view.get("stock_count")
    assert counts == tuple(view.pile(f"hand:{s}").count for s in range(view.players))
    discard = view.pile("discard").cards
    total = sum(counts) + stock + len(discard)
    assert total % 52 == 0
    deck = Counter(french_deck(total // 52))
    hidden = set(deck) - set(own) - set(discard)
    rooms = {f"hand:{s}": counts[s] for s in range(view.players) if s != seat}
    rooms["stock"] = stock
    allowed = {card: frozenset(rooms) for card in hidden}
    pool = view.get("rebuilt_pool")
    if pool is not None:
        # "every card shown": after a rebuild the stock holds only reshuffled
        # discards, and one of those reaches a hand only by a draw since.
        takers = {f"hand:{s}" for s in view.get("pool_takers") if s != seat}
        hands = frozenset(place for place in rooms if place != "stock")
        allowed = {card: (frozenset({"stock"} | takers) if card in pool else hands) for card in hidden}
    return EightsFacts(
        seat, view, own, counts, stock, discard, deck, hidden, view.get("drawn"), Knowledge(rooms, allowed)
    )


def check_eights(sample: CrazyEightsState, facts: EightsFacts, compare_view: bool) -> None:
    seat = facts.seat
    if compare_view:
        assert sample.view(seat) == facts.view, "the view changed"
    assert sample.hands[seat] == facts.own, "the seat's own hand changed"
    assert tuple(len(hand) for hand in sample.hands) == facts.counts, "hand sizes differ from the view's"
    assert len(sample.stock) == facts.stock, "the stock's size changed"
    assert tuple(sample.discard) == facts.discard, "the discard pile changed"
    assert Counter(sample.cards()) == facts.deck, "a card is missing or twice"
    elsewhere = set(sample.stock)
    for s, hand in enumerate(sample.hands):
        if s != seat:
            elsewhere.update(hand)
    assert facts.hidden <= elsewhere, "a hidden card is neither in another hand nor in the stock"
    if facts.drawn is not None:
        assert tuple(sample.drawn_cards()) == facts.drawn, "the cards the seat drew this turn changed"


def eights_placement(seat: int) -> Callable[[CrazyEightsState], dict[str, list[Card]]]:
    def placement(sample: CrazyEightsState) -> dict[str, list[Card]]:
        out = {f"hand:{s}": hand for s, hand in enumerate(sample.hands) if s != seat}
        out["stock"] = sample.stock
        return out

    return placement


@cache
def eights_positions() -> tuple[tuple[str, CrazyEightsState, tuple[int, ...]], ...]:
    out = []
    for seed in range(1, 6):  # four players, the basic game
        state = CRAZY_EIGHTS.new_hand(4, None, seed, HandContext(0, seed % 4, (0,) * 4))
        rng = random.Random(seed)
        moves = rng.randrange(0, 30)
        random_play(state, rng, lambda s, moves=moves: len(s.history) >= moves)
        out.append((f"4 players, seed {seed}, {len(state.history)} moves", state, (0, 1 + seed % 3)))
    for seed in (7, 8):  # two players, seven cards
        state = CRAZY_EIGHTS.new_hand(2, None, seed)
        rng = random.Random(seed)
        random_play(state, rng, lambda s: len(s.history) >= 12)
        out.append((f"2 players, seed {seed}", state, (0, 1)))
    state = CRAZY_EIGHTS.new_hand(6, None, 9)  # two packs
    random_play(state, random.Random(9), lambda s: len(s.history) >= 15)
    out.append(("6 players, two packs, seed 9", state, (0, 3)))
    state = CRAZY_EIGHTS.new_hand(4, CRAZY_EIGHTS.preset("action_cards").values, 10)
    assert random_play(state, random.Random(10), lambda s: s.pending > 0 and s.to_move is not None)
    out.append(("action cards, a draw-two pending, seed 10", state, (0, 1, 2, 3)))
    state = CRAZY_EIGHTS.new_hand(3, {"draw_rule": "up_to_limit"}, 11)
    assert random_play(state, random.Random(11), lambda s: s.drawn > 0 and len(s.history) > 6)
    out.append(("drawing up to a limit, the mover drew this turn, seed 11", state, (0, 1, 2)))
    for seed in (12, 13):
        state = CRAZY_EIGHTS.new_hand(4, None, seed)
        rng = random.Random(seed)
        assert random_play(state, rng, lambda s: s.rebuilds > 0 and s.to_move is not None)
        out.append((f"after a rebuilt stock, seed {seed}", state, (0, 2)))
    return tuple(out)


def test_crazy_eights_samples_respect_the_view() -> None:
    """Crazy Eights: "every hidden card is in some other hand or the stock" --
    the view, the seat's own hand (and the cards it drew this turn), every
    hand size, the stock's size and the discard pile stay; every card is there
    once; the samples vary and no hand or stock is starved of any card."""
    positions = eights_positions()
    pairs = [(label, state, seat) for label, state, seats in positions for seat in seats]
    for (label, state, seat), count in zip(pairs, spread_budget(SAMPLES_PER_GAME, len(pairs))):
        facts = eights_facts(state.view(seat))
        draw_samples(
            state,
            seat,
            count,
            label,
            lambda sample, compare, facts=facts: check_eights(sample, facts, compare),
            eights_placement(seat),
            facts.knowledge,
        )


class EightsLog:
    """Plays a Crazy Eights hand and remembers what ``seat`` saw on the way:
    every card that was ever in its hand or on the discard pile, and, when
    must-play is on, each draw at the start of a turn (the drawer could not
    play) with what could have been played then."""

    def __init__(self, state: CrazyEightsState, seat: int):
        self.state = state
        self.seat = seat
        self.seen: set[Card] = set()
        # (drawer, cards that could have been played then, cards received since)
        self.could_not_play: list[list[Any]] = []
        self._look()

    def _look(self) -> None:
        view = self.state.view(self.seat)
        self.seen.update(view.hand())
        self.seen.update(view.pile("discard").cards)

    def apply(self, move: Any) -> None:
        state = self.state
        mover = state.to_move
        before = list(state.view(self.seat).get("counts"))
        if (
            move is DRAW
            and state.config.must_play
            and not state.pending
            and not state.view(self.seat).get("drawn_count")
        ):
            deck = set(french_deck(state.config.packs))
            playable = frozenset(card for card in deck if state.plays_of([card]))  # public: top, suit, rules
            self.could_not_play.append([mover, playable, 0])
        state.apply(move)
        after = state.view(self.seat).get("counts")
        for fact in self.could_not_play:
            grew = after[fact[0]] - before[fact[0]]
            if grew > 0:
                fact[2] += grew
        self._look()


def test_crazy_eights_samples_vary_in_every_stock_position() -> None:
    """Crazy Eights: the stock's order is redealt too (its top card varies),
    and the rebuild shuffle gets a fresh key."""
    state = eights_positions()[0][1]
    tops = {state.determinize(0, random.Random(k)).stock[-1] for k in range(200)}
    keys = {state.determinize(0, random.Random(k)).shuffle_key for k in range(50)}
    assert len(tops) > 10
    assert len(keys) == 50


def test_crazy_eights_rebuilt_stock_holds_only_cards_the_seat_saw() -> None:
    """Crazy Eights: "every card shown" -- a rebuilt stock is made of the
    discards, which every seat saw; so once the stock has been rebuilt, a card
    the seat never saw (never in its hand, never on the discard pile) is in
    another hand, not in the stock."""
    for seed, seat in ((12, 0), (13, 2), (14, 1)):
        state = CRAZY_EIGHTS.new_hand(4, None, seed)
        log = EightsLog(state, seat)
        rng = random.Random(seed)
        if not random_play(state, rng, lambda s: s.rebuilds > 0 and s.to_move is not None, apply=log.apply):
            raise RuntimeError(f"seed {seed}: the hand ended before a rebuild")
        label = f"4 players, seed {seed}, after the first rebuild ({len(state.history)} moves), seat {seat}"
        if not set(state.stock) <= log.seen:  # not an AssertionError: the xfail must not hide it
            raise RuntimeError(f"{label}: the fact is false of the real state")
        for k in range(300):
            sample = state.determinize(seat, random.Random(k))
            unseen = sorted(set(sample.stock) - log.seen, key=lambda c: c.sort_key)
            assert not unseen, (
                f"{label}, determinize({seat}, random.Random({k})): cards the seat never saw are in the "
                f"rebuilt stock: {' '.join(map(str, unseen))}"
            )


def test_crazy_eights_draw_under_must_play_shows_no_playable_card() -> None:
    """Crazy Eights with "you may only draw if you are unable to play": a
    shown void -- a seat that drew at the start of its turn held no card it
    could play then, so among its cards now at most as many could have been
    played then as it has received since."""
    for seed, options in (
        (3, {"must_play": True}),
        (4, {"must_play": True}),
        (5, CRAZY_EIGHTS.preset("draw_until_playable").values),
    ):
        state = CRAZY_EIGHTS.new_hand(4, options, seed)
        seat = 0
        log = EightsLog(state, seat)
        rng = random.Random(seed)
        if not random_play(
            state,
            rng,
            lambda s, seat=seat, log=log: (
                s.to_move is not None and len(s.history) >= 8 and any(f[0] != seat for f in log.could_not_play)
            ),
            apply=log.apply,
        ):
            raise RuntimeError(f"seed {seed}: no seat drew under must-play")
        label = f"{options}, 4 players, seed {seed}, {len(state.history)} moves, seat {seat}"
        facts = [(drawer, playable, got) for drawer, playable, got in log.could_not_play if drawer != seat]
        for drawer, playable, got in facts:
            if len(set(state.hands[drawer]) & playable) > got:  # not an AssertionError: see above
                raise RuntimeError(f"{label}: the fact is false of the real state")
        for k in range(300):
            sample = state.determinize(seat, random.Random(k))
            for drawer, playable, got in facts:
                could = sorted(set(sample.hands[drawer]) & playable, key=lambda c: c.sort_key)
                assert len(could) <= got, (
                    f"{label}, determinize({seat}, random.Random({k})): seat {drawer} drew because it could "
                    f"not play, has received {got} cards since, but holds {len(could)} it could have played: "
                    f"{' '.join(map(str, could))}"
                )


# ==========================================================================
# Cribbage

CRIBBAGE_COUNTER = Counter(french_deck())


class CribbageLog:
    """Plays a Cribbage hand and remembers, from the public log only, what
    each seat's go's told: a seat that said go at count c, or that played the
    last card of a count ended without 31 while still holding cards, holds no
    card worth 31 - c or less."""

    def __init__(self, state: CribbageState):
        self.state = state
        self.limits = [0] * state.players

    def apply(self, move: Any) -> None:
        public = self.state.view(None)
        mover = public.to_move
        count = public.get("count")
        events = len(public.get("events"))
        self.state.apply(move)
        if move.kind == "go":
            self.limits[mover] = max(self.limits[mover], MAX_COUNT - count)
            end = count
        elif move.kind == "play":
            end = count + PIP[move.cards[0]]
        else:
            return
        after = self.state.view(None)
        for seat, _, kind, _ in after.get("events")[events:]:
            if kind == "go" and after.pile(f"hand:{seat}").count:
                self.limits[seat] = max(self.limits[seat], MAX_COUNT - end)


@dataclass
class CribbageFacts:
    seat: int
    view: View
    own: list[Card]
    counts: list[int]
    pegging: list[tuple[Card, ...]]
    count: int
    count_cards: tuple[Card, ...]
    crib_count: int
    crib: tuple[Card, ...] | None
    discards: tuple[Card, ...]
    starter: Card | None
    stock: int
    shown_hands: list[tuple[Card, ...]] | None
    limits: list[int]
    must_fit: int | None
    hidden_owners: list[int]
    knowledge: Knowledge


def cribbage_facts(view: View, limits: Sequence[int]) -> CribbageFacts:
    seat = view.seat
    assert seat is not None
    players = view.players
    hand_piles = [view.pile(f"hand:{s}") for s in range(players)]
    counts = [pile.count for pile in hand_piles]
    # Hands are picked up at the show: then every hand is face up.
    picked_up = all(None not in pile.cards for pile in hand_piles) and any(
        counts[s] for s in range(players) if s != seat
    )
    own = list(view.hand())
    pegging = [view.pile(f"pegging:{s}").cards for s in range(players)]
    crib_pile = view.pile("crib")
    crib_shown = crib_pile.count > 0 and None not in crib_pile.cards
    discards = tuple(view.get("your_discards"))
    starter = view.get("starter")
    assert view.pile("starter").cards == (starter,)
    stock = view.pile("stock").count
    count = view.get("count")
    count_cards = tuple(view.get("count_cards"))
    limits = list(limits)
    for s in view.get("said_go"):
        limits[s] = max(limits[s], MAX_COUNT - count)  # said go: nothing fitted under 31 then
    owners = [s for s in range(players) if s != seat and counts[s] and not picked_up]
    must_fit = None
    mover = view.to_move
    if (
        view.get("phase") == "pegging"
        and mover in owners
        and count_cards
        and pegging[mover]
        and pegging[mover][-1] is count_cards[-1]
    ):
        must_fit = mover  # played the last card and moves again: everyone else is done, it can play

    visible = set(own) | set(discards) | {card for pile in pegging for card in pile}
    if starter is not None:
        visible.add(starter)
    if crib_shown:
        visible.update(crib_pile.cards)
    if picked_up:
        for pile in hand_piles:
            visible.update(pile.cards)
    rooms: dict[str, int] = {f"hand:{s}": counts[s] for s in owners}
    crib_room = 0 if crib_shown else crib_pile.count - len(discards)
    rooms["crib"] = crib_room
    rooms["starter"] = 1 if starter is None else 0
    rooms["stock"] = stock
    space = MAX_COUNT - count
    if must_fit is not None:
        rooms[f"hand:{must_fit}"] -= 1
        rooms[f"hand:{must_fit}#fit"] = 1
    allowed: dict[Card, frozenset[str]] = {}
    for card in CRIBBAGE_COUNTER:
        if card in visible:
            continue
        places = {"crib", "starter", "stock"}
        for s in owners:
            if PIP[card] > limits[s]:
                places.add(f"hand:{s}")
                if s == must_fit and PIP[card] <= space:
                    places.add(f"hand:{s}#fit")
        allowed[card] = frozenset(p for p in places if rooms.get(p, 0) > 0)
    return CribbageFacts(
        seat,
        view,
        own,
        counts,
        pegging,
        count,
        count_cards,
        crib_pile.count,
        crib_pile.cards if crib_shown else None,
        discards,
        starter,
        stock,
        [pile.cards for pile in hand_piles] if picked_up else None,
        limits,
        must_fit,
        owners,
        Knowledge(rooms, allowed),
    )


def check_cribbage(sample: CribbageState, facts: CribbageFacts, compare_view: bool) -> None:
    seat = facts.seat
    if compare_view:
        assert sample.view(seat) == facts.view, "the view changed"
    assert sample.hands[seat] == facts.own, "the seat's own hand changed"
    assert [len(hand) for hand in sample.hands] == facts.counts, "hand sizes differ from the view's"
    assert Counter(sample.cards()) == CRIBBAGE_COUNTER, "a card is missing or twice"
    assert [tuple(pile) for pile in sample.played] == facts.pegging, "the pegged cards changed"
    assert tuple(sample.count_cards) == facts.count_cards and sample.count == facts.count, "the count changed"
    assert len(sample.stock) == facts.stock, "the stock's size changed"
    if facts.starter is not None:
        assert sample.starter is facts.starter and sample.hidden_starter is facts.starter, "the starter changed"
    assert len(sample.crib) == facts.crib_count, "the crib's size changed"
    if facts.crib is not None:
        assert tuple(sample.crib) == facts.crib, "the shown crib changed"
    own_discards = tuple(card for card, came in zip(sample.crib, sample.crib_from) if came == seat)
    assert own_discards == facts.discards, "the seat's own discards are not in the crib"
    if facts.shown_hands is not None:
        assert [tuple(hand) for hand in sample.hands] == facts.shown_hands, "the shown hands changed"
    for s in facts.hidden_owners:
        for card in sample.hands[s]:
            assert PIP[card] > facts.limits[s], (
                f"seat {s} said go (nothing fitted under 31 with {MAX_COUNT - facts.limits[s]} left) "
                f"but holds the {card}"
            )
    if facts.must_fit is not None:
        space = MAX_COUNT - facts.count
        assert any(facts.limits[facts.must_fit] < PIP[card] <= space for card in sample.hands[facts.must_fit]), (
            f"seat {facts.must_fit} moves again after everyone else stopped but holds no card that fits"
        )


def cribbage_placement(seat: int, facts: CribbageFacts) -> Callable[[CribbageState], dict[str, list[Card]]]:
    def placement(sample: CribbageState) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand:{s}": sample.hands[s] for s in facts.hidden_owners}
        if facts.crib is None:
            out["crib"] = [card for card, came in zip(sample.crib, sample.crib_from) if came != seat]
        if facts.starter is None:
            out["starter"] = [sample.hidden_starter]
        out["stock"] = list(sample.stock)
        return out

    return placement


def cribbage_hand(
    players: int, seed: int, options: Mapping[str, Any] | None = None, scores: Sequence[int] | None = None
) -> CribbageState:
    context = HandContext(0, seed % players, tuple(scores) if scores else (0,) * players)
    return CRIBBAGE.new_hand(players, options, seed, context)


@cache
def cribbage_positions() -> tuple[tuple[str, CribbageState, tuple[int, ...], tuple[int, ...]], ...]:
    """(label, state, seats, go limits from the public log)."""
    out: list[tuple[str, CribbageState, tuple[int, ...], tuple[int, ...]]] = []

    def build(
        label: str,
        players: int,
        seed: int,
        stop: Callable[[CribbageState], bool],
        seats: Sequence[int],
        options: Mapping[str, Any] | None = None,
        scores: Sequence[int] | None = None,
        attempts: int = 200,
    ) -> None:
        for attempt in range(attempts):
            hand_seed, play_seed = seed + 1000 * attempt, seed + attempt
            state = cribbage_hand(players, hand_seed, options, scores)
            log = CribbageLog(state)
            if random_play(state, random.Random(play_seed), stop, apply=log.apply):
                out.append(
                    (
                        f"{label}, hand seed {hand_seed}, play Random({play_seed}), {len(state.history)} moves",
                        state,
                        tuple(seats),
                        tuple(log.limits),
                    )
                )
                return
        raise AssertionError(f"no position found for {label}")

    def discarded(n: int) -> Callable[[CribbageState], bool]:
        return lambda s: len(s.history) >= n

    def after_go(s: CribbageState) -> bool:
        return s.phase == "pegging" and s.to_move is not None and any(s.said_go)

    def moves_again(s: CribbageState) -> bool:
        return s.phase == "pegging" and s.to_move is not None and s.to_move == s.last_player and any(s.said_go)

    def count_ended_by_go(s: CribbageState) -> bool:
        return (
            s.phase == "pegging"
            and s.to_move is not None
            and s.count_cards == []
            and any(e.kind == "go" for e in s.log)
            and any(s.hands)
        )

    build("2 players, during the discards", 2, 1, discarded(1), (0, 1))
    build("2 players, discards made", 2, 2, discarded(3), (0, 1))
    build("3 players, during the discards (a pack card in the crib)", 3, 3, discarded(2), (0, 1, 2))
    build("4 players, during the discards", 4, 4, discarded(3), (0, 2))
    build("2 players, starter turned", 2, 5, lambda s: s.phase == "pegging", (0, 1))
    build("2 players, after a go", 2, 6, after_go, (0, 1))
    build("2 players, a seat moves again after the other's go", 2, 7, moves_again, (0, 1))
    build("2 players, a count ended with a go", 2, 8, count_ended_by_go, (0, 1))
    build("3 players, after a go", 3, 9, after_go, (0, 1, 2))
    build("3 players, a seat moves again after the others' go", 3, 10, moves_again, (0, 1, 2))
    build("4 players (partners), after a go", 4, 11, after_go, (0, 1, 2, 3))
    build("4 players, a count ended with a go", 4, 12, count_ended_by_go, (1, 3))
    build("seed house rules, after a go", 2, 13, after_go, (0, 1), {"seed_rules": True})
    build(
        "the game ended in the show before the crib",
        2,
        14,
        lambda s: s.phase == "over" and s.picked_up and not s.crib_shown,
        (0, 1),
        scores=(105, 105),
    )
    build("the show is over", 3, 15, lambda s: s.phase == "show", (0, 1))
    return tuple(out)


def test_cribbage_samples_respect_every_fact_of_the_view() -> None:
    """Cribbage: "every card shown or announced" -- the view, the seat's own
    hand, every hand size, the pegged cards and the count, the starter once
    turned, the crib once shown and hands once picked up stay; "the cards the
    seat itself discarded are in the crib"; "a seat that said go holds no card
    that would have fitted under 31 at that moment" (from the view's said_go and
    count, and from the public log of earlier counts); a seat given the move
    after everyone else stopped holds a card that fits; every card is there
    once; the samples vary and no place is starved."""
    positions = cribbage_positions()
    pairs = [(label, state, seat, limits) for label, state, seats, limits in positions for seat in seats]
    for (label, state, seat, limits), count in zip(pairs, spread_budget(SAMPLES_PER_GAME, len(pairs))):
        facts = cribbage_facts(state.view(seat), limits)
        draw_samples(
            state,
            seat,
            count,
            label,
            lambda sample, compare, facts=facts: check_cribbage(sample, facts, compare),
            cribbage_placement(seat, facts),
            facts.knowledge,
        )


def test_cribbage_positions_cover_the_facts() -> None:
    """The Cribbage positions really hold go limits from earlier counts, a
    seat that must still fit, a dealt pack card in the crib and a show."""
    positions = cribbage_positions()
    assert any(max(limits) > 0 for _, _, _, limits in positions)
    assert any(
        cribbage_facts(state.view(seats[0]), limits).must_fit is not None for _, state, seats, limits in positions
    )
    assert any(-1 in state.crib_from for _, state, _, _ in positions)
    assert any(state.picked_up and not state.crib_shown for _, state, _, _ in positions)
    for label, state, _, limits in positions:
        assert list(limits) == state.go_limit, label


def test_samples_per_game() -> None:
    """Each game draws 10,000 samples in its main tests."""
    assert sum(HEARTS_BUDGET.values()) == SAMPLES_PER_GAME
