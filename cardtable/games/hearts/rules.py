"""Hearts: four players, pass three cards, avoid hearts and the queen of spades.

The hand runs in two phases. Passing (skipped on every fourth hand): seats
choose their three cards one ``pass XX`` move at a time, from the dealer's
left round to the dealer, and nothing is delivered until all four have chosen.
Play: thirteen tricks, the two of clubs leading the first, suit followed when
possible, no points discarded on the first trick unless a player holds nothing
else, and hearts not led until a heart has been discarded on a trick of another
suit (the text's definition: neither the queen of spades nor a heart led by a
player holding only hearts breaks them).

Hands are kept as sorted per-seat lists and every Move is built once at import,
so random playouts (the AI's inner loop) stay fast.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import Card, Rank, Suit, card_order, french_deck
from ...core.game import (
    Game,
    GameState,
    HandContext,
    HandResult,
    MatchRules,
)
from ...core.i18n import N_
from ...core.moves import Move, play
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...engines.tricks import (
    FULL_MASK,
    SUIT_MASK,
    deal_round,
    follow_options,
    hidden_pass,
    lead_options,
    not_broken_reason,
    not_following,
    trick_winner,
)
from .display import HeartsDisplay
from .passing import DIRECTION_NAMES as DIRECTION_NAMES
from .passing import OFFSETS, PASS_COUNT
from .passing import pass_direction as pass_direction

PLAYERS = 4
HAND_SIZE = 13

DECK: tuple[Card, ...] = tuple(french_deck())
TWO_CLUBS = Card(Rank.TWO, Suit.CLUBS)
QUEEN_SPADES = Card(Rank.QUEEN, Suit.SPADES)

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK}
PASS: dict[Card, Move] = {card: Move("pass", (card,)) for card in DECK}

#: Penalty points of each card: hearts 1, the queen of spades 13.
POINTS: dict[Card, int] = {
    card: (1 if card.suit is Suit.HEARTS else 13 if card is QUEEN_SPADES else 0) for card in DECK
}
ALL_POINTS = sum(POINTS.values())  # 26


# Bit masks over Card.index, for what a seat has shown it cannot hold.
NON_POINT_MASK = sum(1 << card.index for card in DECK if not POINTS[card])
NON_HEART_MASK = FULL_MASK ^ SUIT_MASK[Suit.HEARTS]


def card_points(cards: Iterable[Card]) -> int:
    return sum(POINTS[card] for card in cards)


class HeartsState(HeartsDisplay):
    """One hand of Hearts, from the deal (or the passing) to the last trick."""

    game_id = "hearts"

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ):
        self._set_table(hands, options, seed, context)
        self.direction = pass_direction(context.number)
        self.chosen: list[list[Card]] = [[] for _ in range(PLAYERS)]  # undelivered passes
        self.passed: list[tuple[Card, ...]] = [()] * PLAYERS  # what each seat passed
        self.received: list[tuple[Card, ...]] = [()] * PLAYERS  # what each seat was given
        self.passing = self.direction != "hold"
        self.phase = "pass"
        self.points: list[int] = [0] * PLAYERS
        self.broken = False
        if self.passing:
            self.to_move: int | None = (self.dealer + 1) % PLAYERS
        else:
            self._start_play()

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, options: Mapping[str, Any], seed: int | str, context: HandContext) -> HeartsState:
        """Shuffle with ``Random(seed)`` and deal one card at a time from the
        dealer's left until all 52 are out."""
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        return cls(deal_round(deck, PLAYERS, context.dealer), options, seed, context)

    @classmethod
    def arranged(
        cls,
        hands: Sequence[Sequence[Card]],
        number: int = 3,
        dealer: int = 0,
        options: Mapping[str, Any] | None = None,
    ) -> HeartsState:
        """A hand with the given four 13-card hands (for tests and puzzles);
        ``number`` is the hand's number in the match (3: a hold hand)."""
        cards = [card for hand in hands for card in hand]
        if len(hands) != PLAYERS or any(len(hand) != HAND_SIZE for hand in hands):
            raise ValueError("Hearts needs four hands of 13 cards")
        if set(cards) != set(DECK) or len(cards) != len(DECK):
            raise ValueError("the four hands must hold the 52 cards once each")
        context = HandContext(number, dealer, (0,) * PLAYERS)
        return cls(hands, dict(options or {"target": 100}), "arranged", context)

    def _start_play(self) -> None:
        """The holder of the two of clubs leads the first trick."""
        self.passing = False
        self.phase = "play"
        holder = next(seat for seat in range(PLAYERS) if TWO_CLUBS in self.hands[seat])
        self.leader = holder
        self.to_move = holder

    # -- moves --------------------------------------------------------------
    def _compute_legal(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.passing:
            return [PASS[card] for card in hand]
        trick = self.trick
        if not trick:
            if not self.tricks:
                return [PLAY[TWO_CLUBS]]
            return [PLAY[card] for card in lead_options(hand, Suit.HEARTS, self.broken)]
        led = trick[0].suit
        options = follow_options(hand, led)
        if not self.tricks and options[0].suit is not led:
            options = _first_trick_discards(options)
        return [PLAY[card] for card in options]

    def why_illegal(self, move: Move) -> Reason:
        """The rule that refuses ``move`` (it is assumed not to be legal)."""
        if self.to_move is None:
            return Reason.of("hand_over", "The hand is over.")
        if move.kind not in ("pass", "play") or len(move.cards) != 1:
            return Reason.of(
                "not_a_move", "In Hearts you pass or play one card at a time, not '{move}'.", move=str(move)
            )
        card = move.cards[0]
        if self.passing:
            return self._why_not_pass(move.kind, card)
        if move.kind == "pass":
            if self.direction == "hold":
                return Reason.of("hold_hand", "No cards are passed on this hand: it is a hold hand.")
            return Reason.of("passing_over", "Every seat has already passed its three cards.")
        return self._why_not_play(card)

    def _why_not_pass(self, kind: str, card: Card) -> Reason:
        seat = self.to_move
        assert seat is not None
        if kind == "play":
            return Reason.of("passing_first", "No card is played until every seat has passed three cards.")
        if card in self.chosen[seat]:
            return Reason.of("already_chosen", "You have already chosen the {card} to pass.", card=card)
        return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)

    def _why_not_play(self, card: Card) -> Reason:
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        if card not in hand:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        if not self.trick:
            if not self.tricks:
                return Reason.of("two_of_clubs_leads", "The two of clubs leads the first trick.")
            return not_broken_reason(Suit.HEARTS)
        led = self.trick[0].suit
        assert led is not None
        if (refusal := not_following(card, hand, led)) is not None:
            return refusal
        if not self.tricks and POINTS[card]:
            return Reason.of(
                "no_points_first_trick",
                "No hearts or queen of spades on the first trick unless you hold nothing else.",
            )
        return super().why_illegal(PLAY[card])

    def _apply(self, move: Move) -> None:
        self._legal = None
        card = move.cards[0]
        seat = self.to_move
        assert seat is not None
        if self.passing:
            self.hands[seat].remove(card)
            self._choose_pass(seat, card)
        else:
            self._play(seat, card)

    #: On a copy made by ``ahead``: who really is to move once the seat that
    #: chooses ahead has chosen (None on a real hand).
    resume: int | None = None

    def ahead(self, seat: int) -> HeartsState | None:
        """While passing, a seat whose turn has not come yet may choose its
        three cards at once: they come from its own hand, which nothing
        changes before its turn, and no pass is delivered before all four."""
        to_move = self.to_move
        if not self.passing or to_move is None or to_move == seat or self.chosen[seat]:
            return None
        order = [(self.dealer + 1 + step) % PLAYERS for step in range(PLAYERS)]
        if order.index(seat) < order.index(to_move):
            return None  # it has passed already
        copy = self.clone()
        copy.to_move, copy.resume, copy._legal = seat, to_move, None
        return copy

    def _choose_pass(self, seat: int, card: Card) -> None:
        chosen = self.chosen[seat]
        chosen.append(card)
        if len(chosen) < PASS_COUNT:
            return
        if self.resume is not None:  # a copy from ``ahead``: the seat has chosen
            self.to_move, self.resume = self.resume, None
            return
        # The next seat to the left still to choose (on a copy from ``ahead``
        # the early chooser is passed over); when none is left, deliver.
        for step in range(1, PLAYERS):
            following = (seat + step) % PLAYERS
            if len(self.chosen[following]) < PASS_COUNT:
                self.to_move = following
                return
        self._deliver()

    def _deliver(self) -> None:
        """Every seat has chosen: only now do the passed cards change hands."""
        offset = OFFSETS[self.direction]
        for giver in range(PLAYERS):
            taker = (giver + offset) % PLAYERS
            cards = tuple(sorted(self.chosen[giver], key=card_order))
            self.passed[giver] = cards
            self.received[taker] = cards
            self.hands[taker].extend(cards)
        for hand in self.hands:
            hand.sort(key=card_order)
        self.chosen = [[] for _ in range(PLAYERS)]
        self._start_play()

    def _play(self, seat: int, card: Card) -> None:
        trick = self.trick
        if trick:
            led = trick[0].suit
            assert led is not None
            if card.suit is not led:
                self.excluded[seat] |= SUIT_MASK[led]
                if card.suit is Suit.HEARTS:
                    self.broken = True
                if not self.tricks and POINTS[card]:
                    self.excluded[seat] |= NON_POINT_MASK  # he held nothing else
        elif card.suit is Suit.HEARTS and not self.broken:
            self.excluded[seat] |= NON_HEART_MASK  # led unbroken hearts: only hearts left
        if not self._add_to_trick(seat, card):
            return
        leader = self.leader
        assert leader is not None
        winner = trick_winner(leader, trick, PLAYERS)
        taken = self._take_trick(winner)
        self.points[winner] += POINTS[taken[0]] + POINTS[taken[1]] + POINTS[taken[2]] + POINTS[taken[3]]
        self._lead_next(winner, len(self.tricks) == HAND_SIZE)

    # -- copies -------------------------------------------------------------
    copied_lists = ("passed", "received", "points")
    copied_nested = ("chosen",)
    observed = hidden_pass

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(PLAYERS):
            out += self.hands[seat]
            out += self.chosen[seat]
            out += self.won[seat]
        out += self.trick
        return out

    # -- what a seat may imagine --------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> HeartsState:
        """Redeal the cards ``seat`` cannot see among the other seats, keeping
        hand sizes and everything the seat knows: shown voids (and the other
        things a play revealed), where its own passed cards went, who holds
        the two of clubs once play has begun. Undelivered passes of other
        seats are part of their hands, split off again at random."""
        copy = self.clone()
        others = [other for other in range(PLAYERS) if other != seat]
        fixed: dict[int, list[Card]] = {other: [] for other in others}
        pinned: set[Card] = set()  # cards of ``fixed``
        if not self.passing:
            taker = (seat + OFFSETS[self.direction]) % PLAYERS
            if taker != seat:
                held = self.hands[taker]
                for card in self.passed[seat]:
                    if card in held:
                        fixed[taker].append(card)
                        pinned.add(card)
            leader = self.to_move
            if not self.tricks and not self.trick and leader is not None and leader != seat:
                if TWO_CLUBS not in pinned:
                    fixed[leader].append(TWO_CLUBS)
                    pinned.add(TWO_CLUBS)
        holdings = {other: self.hands[other] + self.chosen[other] for other in others}
        assignment = self._redeal(others, rng, holdings, fixed)
        for other in others:
            cards = assignment[other]
            rng.shuffle(cards)
            size = len(self.chosen[other])
            copy.chosen[other] = sorted(cards[:size], key=card_order)
            copy.hands[other] = sorted(cards[size:], key=card_order)
        copy._legal = None
        if not self.passing and self.direction != "hold":
            copy._imagine_passes(seat, rng)
        return copy

    def _imagine_passes(self, seat: int, rng: random.Random) -> None:
        """Give the other seats a plausible record of what they passed: each
        taker's passed cards are three of the cards it now holds or has
        played. What ``seat`` itself passed and received stays true."""
        offset = OFFSETS[self.direction]
        for giver in range(PLAYERS):
            taker = (giver + offset) % PLAYERS
            if giver == seat or taker == seat:
                continue
            pool = sorted(self.hands[taker] + self.played_by(taker), key=card_order)
            cards = tuple(sorted(rng.sample(pool, PASS_COUNT), key=card_order))
            self.passed[giver] = cards
            self.received[taker] = cards


def _first_trick_discards(hand: Sequence[Card]) -> list[Card]:
    """On the first trick a player out of clubs may not throw a heart or the
    queen of spades unless he holds nothing else."""
    safe = [card for card in hand if not POINTS[card]]
    return safe if safe else list(hand)


class HeartsGame(Game):
    """The plugin object: four players, a penalty game to a target, lowest wins."""

    id = "hearts"
    name = N_("Hearts")
    family = "tricks"
    min_players = 4
    max_players = 4
    default_players = 4
    description = N_("Pass three cards, then avoid taking hearts and the queen of spades.")
    agent = ".ai:HeartsAgent"
    playout = ".ai:playout_move"
    utility = ".ai:search_utility"
    sheet = ".sheet:HeartsSheet"
    option_specs = (
        OptionSpec(
            "target",
            N_("Game ends at"),
            "int",
            100,
            help=N_(
                "People usually play Hearts to 100 points. The set end point for the game, "
                "however, can be determined by the players."
            ),
            minimum=25,
            maximum=500,
        ),
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> HeartsState:
        resolved = self.resolve(players, options)
        return HeartsState.deal(resolved, seed, context or HandContext(0, 0, (0,) * PLAYERS))

    def hand_result(self, state: GameState) -> HandResult:
        """Hearts 1 each, the queen of spades 13; a seat that took all 26 shot
        the moon: it scores 0 and every other seat 26."""
        assert isinstance(state, HeartsState)
        taken = tuple(state.points)
        moon = next((seat for seat in range(PLAYERS) if taken[seat] == ALL_POINTS), None)
        if moon is None:
            points = taken
        else:
            points = tuple(0 if seat == moon else ALL_POINTS for seat in range(PLAYERS))
        return HandResult(points, {"points": points, "moon": moon, "pass": state.direction}, _summary(state, moon))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"], lowest_wins=True)


def _summary(state: HeartsState, moon: int | None) -> tuple[Reason, ...]:
    if moon is not None:
        return (
            Reason.of(
                "moon",
                "{seat} shot the moon: 26 points to every other player.",
                you="You shot the moon: 26 points to every other player.",
                seat=moon,
            ),
        )
    for seat in range(PLAYERS):
        if QUEEN_SPADES in state.won[seat]:
            return (
                Reason.of(
                    "queen_taken", "{seat} took the queen of spades.", you="You took the queen of spades.", seat=seat
                ),
            )
    return ()
