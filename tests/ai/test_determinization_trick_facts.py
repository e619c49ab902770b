"""Determinizations that respect everything the seat knows, for Barbu,
Spades and Oh Hell (tests/ai/test_determinization_facts.py does Hearts,
Crazy Eights and Cribbage, and provides the spread machinery used here).

The facts are derived from the seat's view alone, by rules written here
again rather than read from the game: the public tricks give the voids
shown; Barbu's Trumps contract adds "could not head (or beat) the trick with
a trump", its heart-lead ban "led a heart: only hearts left", and Dominoes
"passed: holds none of the cards that then fitted the layout" (the layout
is public, rebuilt from the view's log); Spades adds "led an unbroken spade:
only spades left", the card the seat passed to its partner, who holds the
two of clubs, and an own hand not looked at (unseen like the others); Oh
Hell keeps the turned-up card where everybody sees it and lets the stock
hold any unseen card. Bids and nil are public: every sample shows them as
they were. The real state only builds positions, and every fact must be
true of it first.

Spread: over the samples every unseen card that the facts leave in two
places or more lands in at least two, and no place is starved
(``check_spread``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache

import pytest

from cardtable.core.cards import Card, Suit, french_deck
from cardtable.core.game import GameState, HandContext, View
from cardtable.core.registry import get_game

from .test_determinization_facts import Knowledge, draw_samples, random_play, spread_budget

DECK: tuple[Card, ...] = tuple(french_deck())
TWO_CLUBS = Card.parse("2C")
HEART_BAN = frozenset({"H", "K"})  # Barbu's No Hearts and No King of Hearts: no heart led while others are held
BUDGET = 10_000  # samples per game, as for the other games


def _suit(letter: str | None) -> Suit | None:
    return None if letter is None else next(suit for suit in Suit if suit.letter == letter)


@dataclass
class Facts:
    """What one seat knows of the unseen cards, from its view."""

    seat: int
    view: View
    own: list[Card] | None  # None: a Spades hand its owner has not looked at
    never: list[set[Card]] = field(default_factory=list)  # cards each seat cannot hold
    pinned: dict[Card, str] = field(default_factory=dict)  # card -> the place it must be in
    places: dict[str, int] = field(default_factory=dict)  # the places unseen cards may be in, and their room
    visible: set[Card] = field(default_factory=set)
    knowledge: Knowledge | None = None
    shown: set[str] = field(default_factory=set)  # the kinds of fact found (to choose positions)


def _plays(view: View) -> Iterator[tuple[int, int, tuple[Card, ...]]]:
    """Every trick as (number, leader, cards): the completed ones, then the
    one on the table."""
    number = 0
    for number, (leader, cards, _) in enumerate(view.get("tricks", ())):
        yield number, leader, cards
    trick = next((pile.cards for pile in view.piles if pile.name == "trick"), ())
    if trick:
        yield len(view.get("tricks", ())), view.get("trick_seats")[0], tuple(trick)


def _above(suit: Suit, high: int) -> set[Card]:
    return {card for card in DECK if card.suit is suit and card.high > high}


def _trick_facts(view: View, facts: Facts, rules: str) -> None:
    """Voids, and the game's other facts shown by plays to tricks."""
    never, shown = facts.never, facts.shown
    players = view.players
    trumps = _suit(view.get("trumps")) if rules != "spades" else Suit.SPADES
    broken = False
    for _, leader, cards in _plays(view):
        led = cards[0].suit
        assert led is not None
        if rules == "barbu" and led is Suit.HEARTS and view.get("contract") in HEART_BAN:
            never[leader] |= {card for card in DECK if card.suit is not Suit.HEARTS}
            shown.add("heart led under the ban")
        if rules == "spades" and led is Suit.SPADES and not broken:
            never[leader] |= {card for card in DECK if card.suit is not Suit.SPADES}
            shown.add("unbroken spade led")
        for index, card in enumerate(cards[1:], start=1):
            who = (leader + index) % players
            before = cards[:index]
            if card.suit is not led:
                never[who] |= {c for c in DECK if c.suit is led}
                shown.add("void")
                if rules == "spades" and card.suit is Suit.SPADES:
                    broken = True
            if rules == "barbu" and trumps is not None:
                trumped = [c.high for c in before if c.suit is trumps]
                best = max(trumped, default=0)
                if led is trumps and card.suit is trumps and card.high <= best:
                    never[who] |= _above(trumps, best)  # could not beat the highest trump
                    shown.add("could not beat a trump")
                elif led is not trumps and card.suit is not led and (card.suit is not trumps or card.high <= best):
                    never[who] |= _above(trumps, best)  # could not head the trick
                    shown.add("could not head with a trump")
    if rules == "spades":
        assert broken == view.get("broken"), "spades broken, by the view's tricks"


def _domino_facts(view: View, facts: Facts) -> None:
    """Barbu's Dominoes: the layout, rebuilt from the public log; a pass
    shows the seat held none of the cards that fitted then."""
    start = _suit_rank(view.get("rank"))
    laid: dict[Suit, tuple[int, int]] = {}
    for seat, card in view.get("dominoes", ()):
        if card is None:
            fits = set()
            for suit in Suit:
                if suit not in laid:
                    fits |= {c for c in DECK if c.suit is suit and c.high == start}
                else:
                    low, high = laid[suit]
                    fits |= {c for c in DECK if c.suit is suit and c.high in (low - 1, high + 1)}
            facts.never[seat] |= fits
            facts.shown.add("dominoes pass")
        else:
            low, high = laid.get(card.suit, (card.high, card.high))
            laid[card.suit] = (min(low, card.high), max(high, card.high))


def _suit_rank(rank: object) -> int:
    """The starting rank of Dominoes as the card's ``high`` (2..14)."""
    text = str(rank)
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(text, int(text) if text.isdigit() else 0)


def facts_of(game_id: str, view: View) -> Facts:
    seat = view.seat
    assert seat is not None
    players = view.players
    counts = [view.pile(f"hand:{s}").count for s in range(players)]
    mine = view.hand(seat)
    own = mine if len(mine) == counts[seat] else None
    facts = Facts(seat, view, own, [set() for _ in range(players)])
    facts.visible = {card for pile in view.piles for card in pile.cards if card is not None}
    facts.visible |= {card for _, _, cards in _plays(view) for card in cards}
    if game_id == "oh_hell":
        facts.visible.add(view.get("turnup"))
    for s in range(players):
        if s != seat or own is None:
            facts.places[f"hand:{s}"] = counts[s]
        if game_id == "spades" and s != seat and any(p.name == f"passing:{s}" for p in view.piles):
            facts.places[f"passing:{s}"] = view.pile(f"passing:{s}").count
    if game_id == "oh_hell":
        facts.places["stock"] = view.pile("stock").count
    if game_id == "barbu" and view.get("contract") == "D":
        _domino_facts(view, facts)
        facts.visible |= {card for _, card in view.get("dominoes", ()) if card is not None}
    else:
        _trick_facts(view, facts, game_id)
    if game_id == "spades":
        _spades_facts(view, facts)
    allowed: dict[Card, frozenset[str]] = {}
    for card in DECK:
        if card in facts.visible:
            continue
        if card in facts.pinned:
            allowed[card] = frozenset({facts.pinned[card]})
            continue
        allowed[card] = frozenset(
            place for place in facts.places if place == "stock" or card not in facts.never[int(place.split(":")[1])]
        )
    facts.knowledge = Knowledge(dict(facts.places), allowed)
    return facts


def _spades_facts(view: View, facts: Facts) -> None:
    """Where the seat's passed card went; who holds the two of clubs."""
    played = {card for _, _, cards in _plays(view) for card in cards}
    passed = view.get("passed_by_me")
    if passed is not None and view.get("passed_to_me") is not None and passed not in played:
        partner = next(
            s
            for s in range(view.players)
            if s != facts.seat and view.get("team_of")[s] == view.get("team_of")[facts.seat]
        )
        facts.pinned[passed] = f"hand:{partner}"
        facts.shown.add("card passed to the partner")
    if (
        view.get("phase") == "play"
        and view.get("two_of_clubs_leads")
        and not view.get("tricks")
        and not any(pile.cards for pile in view.piles if pile.name == "trick")
    ):
        leader = view.to_move
        if leader is not None and f"hand:{leader}" in facts.places and TWO_CLUBS not in facts.visible:
            facts.pinned[TWO_CLUBS] = f"hand:{leader}"
            facts.shown.add("two of clubs to lead")


def placement(game_id: str, facts: Facts) -> Callable[[GameState], dict[str, list[Card]]]:
    def where(sample: GameState) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {}
        for place in facts.places:
            if place == "stock":
                out[place] = list(sample.stock)  # type: ignore[attr-defined]
            else:
                kind, who = place.split(":")
                if kind == "hand":
                    out[place] = list(sample.hands[int(who)])  # type: ignore[attr-defined]
                else:
                    chosen = sample.chosen[int(who)]  # type: ignore[attr-defined]
                    out[place] = [chosen] if chosen is not None else []
        return out

    return where


def check_sample(game_id: str, sample: GameState, facts: Facts, total: Counter, compare_view: bool) -> None:
    seat, view = facts.seat, facts.view
    if compare_view:
        assert sample.view(seat) == view, "the view changed"
    if facts.own is not None:
        assert sorted(sample.hands[seat], key=lambda c: c.sort_key) == sorted(facts.own, key=lambda c: c.sort_key)  # type: ignore[attr-defined]
    assert Counter(sample.cards()) == total, "a card is missing or twice"
    for key in ("bids", "tricks", "trick_seats", "dominoes", "contract", "trumps", "turnup"):
        assert sample.view(seat).get(key) == view.get(key), f"the public {key} changed"
    if game_id == "oh_hell":
        turnup = view.get("turnup")
        assert sample.turnup is turnup, "the turned-up card moved"  # type: ignore[attr-defined]
        assert all(turnup not in hand for hand in sample.hands) and turnup not in sample.stock  # type: ignore[attr-defined]
    where = placement(game_id, facts)(sample)
    for place, cards in where.items():
        for card in cards:
            if card in facts.visible:
                continue
            assert place in facts.knowledge.allowed[card], f"the {card} is in {place}, which the facts forbid"
    assert sum(len(cards) for cards in where.values()) == sum(facts.places.values()), "places of other sizes"


def run(game_id: str, positions, budget: int) -> None:
    pairs = [(label, state, seat) for label, state, seats in positions for seat in seats]
    for (label, state, seat), count in zip(pairs, spread_budget(budget, len(pairs)), strict=True):
        facts = facts_of(game_id, state.view(seat))
        total = Counter(state.cards())
        assert facts.knowledge is not None
        draw_samples(
            state,
            seat,
            count,
            label,
            lambda sample, compare, facts=facts, total=total: check_sample(game_id, sample, facts, total, compare),
            placement(game_id, facts),
            facts.knowledge,
            view_every=5,
        )


def _stop_at(moves: int) -> Callable[[GameState], bool]:
    return lambda state: len(state.history) >= moves


@cache
def positions(game_id: str) -> tuple[tuple[str, GameState, tuple[int, ...]], ...]:
    """Positions of seeded random play: two of every phase (bids, the
    exchange, every Barbu contract, before and after the first trick) and
    two showing each kind of fact, with the seats that know it."""
    game = get_game(game_id)
    out: list[tuple[str, GameState, tuple[int, ...]]] = []
    wanted: Counter[str] = Counter()
    # (Oh Hell's joker is left to tests/games/oh_hell: here the deck is the 52 cards.)
    settings: list[str | None] = [None, None, *(p.name for p in game.presets if p.name != "joker")]
    for seed in range(300):
        preset = settings[seed % len(settings)]
        options = game.resolve(4, dict(game.preset(preset).values)) if preset else None
        context = HandContext(seed % 9, seed % 4, (0,) * 4)
        state = game.new_hand(4, options, f"facts:{game_id}:{seed}", context)
        rng = random.Random(seed)
        if not random_play(state, rng, _stop_at(rng.randrange(0, 60))) or state.to_move is None:
            continue
        view = state.view(0)
        tags = {f"{view.get('phase')}:{view.get('contract') or ''}:{bool(view.get('tricks'))}"}
        seats = []
        for seat in range(4):
            facts = facts_of(game_id, state.view(seat))
            shown = facts.shown | ({"own hand not looked at"} if facts.own is None else set())
            if any(wanted[tag] < 2 for tag in shown):
                seats.append(seat)
            tags |= shown
        if all(wanted[tag] >= 2 for tag in tags):
            continue
        wanted.update(tags)
        chosen = tuple(sorted({state.to_move, *seats[:2]}))
        out.append((f"{game_id} seed {seed} ({', '.join(sorted(tags))}), {len(state.history)} moves", state, chosen))
    return tuple(out)


@pytest.mark.parametrize("game_id", ["barbu", "spades", "oh_hell"])
def test_samples_respect_every_fact_of_the_view_and_spread(game_id: str) -> None:
    """Every sample keeps the view, the seat's hand, the public bids, tricks,
    contract, layout and turn-up, and puts no card where the facts forbid;
    the samples vary and spread every card over the places it may be in."""
    run(game_id, positions(game_id), BUDGET)


# ==========================================================================
# Frequencies: each unseen card lands in each place about as often as the
# constraints allow (every deal that fits the facts equally likely)


def exact_shares(knowledge: Knowledge) -> dict[Card, dict[str, float]]:
    """For each unseen card, the share of the deals fitting the facts that
    put it in each place (counted exactly: late positions only)."""
    cards = sorted(knowledge.allowed, key=lambda c: c.sort_key)
    rooms = dict(knowledge.rooms)
    tally: dict[Card, Counter[str]] = {card: Counter() for card in cards}
    total = 0

    def deal(index: int, chosen: list[str]) -> int:
        nonlocal total
        if index == len(cards):
            total += 1
            for card, place in zip(cards, chosen, strict=True):
                tally[card][place] += 1
            return 1
        count = 0
        for place in sorted(knowledge.allowed[cards[index]]):
            if rooms[place] > 0:
                rooms[place] -= 1
                chosen.append(place)
                count += deal(index + 1, chosen)
                chosen.pop()
                rooms[place] += 1
        return count

    deal(0, [])
    assert total > 0
    return {card: {place: n / total for place, n in tally[card].items()} for card in cards}


def late_positions(game_id: str, count: int) -> list[tuple[str, GameState, int]]:
    """Positions with at most 10 unseen cards in two places or more, some
    of them constrained by what the seat has seen (Oh Hell: seven players
    holding seven cards, so that only three are left in the stock)."""
    game = get_game(game_id)
    players, number = (7, 6) if game_id == "oh_hell" else (4, 8)
    out = []
    for seed in range(200):
        context = HandContext(number, seed % players, (0,) * players)
        state = game.new_hand(players, None, f"late:{game_id}:{seed}", context)
        rng = random.Random(seed)
        while state.to_move is not None:
            seat = state.to_move
            facts = facts_of(game_id, state.view(seat))
            assert facts.knowledge is not None
            free = sum(facts.places.values())
            if free <= 10 and len([p for p, room in facts.places.items() if room]) >= 2 and any(facts.never):
                out.append((f"{game_id} seed {seed}, {len(state.history)} moves", state, seat))
                break
            state.apply(rng.choice(state.legal_moves()))
        if len(out) == count:
            return out
    return out


@pytest.mark.parametrize("game_id", ["barbu", "spades", "oh_hell"])
def test_each_card_lands_in_each_place_about_as_often_as_the_facts_allow(game_id: str) -> None:
    """Late positions (few enough unseen cards to count every deal that fits
    the facts): over 1500 samples each card lands in each place within 0.08
    of the share of those deals that put it there."""
    samples = 1500
    found = late_positions(game_id, 4)
    assert len(found) >= 2
    worst = []
    for label, state, seat in found:
        facts = facts_of(game_id, state.view(seat))
        assert facts.knowledge is not None
        shares = exact_shares(facts.knowledge)
        landed: dict[Card, Counter[str]] = {card: Counter() for card in shares}
        where = placement(game_id, facts)
        for k in range(samples):
            for place, cards in where(state.determinize(seat, random.Random(k))).items():
                for card in cards:
                    if card in landed:
                        landed[card][place] += 1
        for card, share in shares.items():
            for place, p in share.items():
                got = landed[card][place] / samples
                worst.append((abs(got - p), label, str(card), place, round(got, 3), round(p, 3)))
    worst.sort(reverse=True)
    assert worst[0][0] <= 0.08, f"{game_id}: a card lands far from its share: {worst[0]}"
