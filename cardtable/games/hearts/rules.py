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
from typing import Any, Iterable, Mapping, Sequence

from ...core.cards import Card, Rank, Suit, card_order, french_deck
from ...core.game import (
    Game, GameState, HandContext, HandResult, MatchRules, PileView, View, make_info,
)
from ...core.i18n import N_
from ...core.moves import Move, play
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...engines.deal import deal_avoiding
from ...engines.tricks import (
    follow_options, follow_suit_reason, lead_options, not_broken_reason, trick_winner,
)

PLAYERS = 4
HAND_SIZE = 13
PASS_COUNT = 3

DECK: tuple[Card, ...] = tuple(french_deck())
TWO_CLUBS = Card(Rank.TWO, Suit.CLUBS)
QUEEN_SPADES = Card(Rank.QUEEN, Suit.SPADES)

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK}
PASS: dict[Card, Move] = {card: Move("pass", (card,)) for card in DECK}
HIDDEN_PASS = Move("pass")  # what the other seats see of a pass

#: Penalty points of each card: hearts 1, the queen of spades 13.
POINTS: dict[Card, int] = {
    card: (1 if card.suit is Suit.HEARTS else 13 if card is QUEEN_SPADES else 0) for card in DECK
}
ALL_POINTS = sum(POINTS.values())  # 26

#: Pass directions by hand number modulo 4, and the seat offset of each.
DIRECTIONS: tuple[str, ...] = ("left", "right", "across", "hold")
OFFSETS: dict[str, int] = {"left": 1, "right": 3, "across": 2, "hold": 0}
_DIRECTION_WORDS: dict[str, str] = {"left": N_("to the left"), "right": N_("to the right"), "across": N_("across")}
#: Each direction's name, as the status and the score sheet show it.
DIRECTION_NAMES: dict[str, str] = {"left": N_("left"), "right": N_("right"), "across": N_("across"),
                                   "hold": N_("hold")}

# Bit masks over Card.index, for what a seat has shown it cannot hold.
SUIT_MASK: dict[Suit, int] = {
    suit: sum(1 << card.index for card in DECK if card.suit is suit) for suit in Suit
}
FULL_MASK = (1 << 52) - 1
NON_POINT_MASK = sum(1 << card.index for card in DECK if not POINTS[card])
NON_HEART_MASK = FULL_MASK ^ SUIT_MASK[Suit.HEARTS]


def pass_direction(number: int) -> str:
    """Left, right, across, hold, and round again (hand numbers are 0-based)."""
    return DIRECTIONS[number % 4]


def card_points(cards: Iterable[Card]) -> int:
    return sum(POINTS[card] for card in cards)


class HeartsState(GameState):
    """One hand of Hearts, from the deal (or the passing) to the last trick."""

    game_id = "hearts"

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ):
        self.players = PLAYERS
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.dealer = context.dealer % PLAYERS
        self.direction = pass_direction(context.number)
        self.hands: list[list[Card]] = [sorted(hand, key=card_order) for hand in hands]
        self.chosen: list[list[Card]] = [[] for _ in range(PLAYERS)]  # undelivered passes
        self.passed: list[tuple[Card, ...]] = [()] * PLAYERS  # what each seat passed
        self.received: list[tuple[Card, ...]] = [()] * PLAYERS  # what each seat was given
        self.passing = self.direction != "hold"
        self.trick: list[Card] = []
        self.leader: int | None = None
        self.tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.points: list[int] = [0] * PLAYERS
        self.broken = False
        # Cards (bits over Card.index) each seat has publicly shown it cannot hold.
        self.excluded: list[int] = [0] * PLAYERS
        self._legal: list[Move] | None = None
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
        first = (context.dealer + 1) % PLAYERS
        hands = [deck[(seat - first) % PLAYERS::PLAYERS] for seat in range(PLAYERS)]
        return cls(hands, options, seed, context)

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
        holder = next(seat for seat in range(PLAYERS) if TWO_CLUBS in self.hands[seat])
        self.leader = holder
        self.to_move = holder

    # -- moves --------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

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
        if card.suit is not led and any(held.suit is led for held in hand):
            return follow_suit_reason(led)
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
        self.hands[seat].remove(card)
        if self.passing:
            self._choose_pass(seat, card)
        else:
            self._play(seat, card)

    def _choose_pass(self, seat: int, card: Card) -> None:
        chosen = self.chosen[seat]
        chosen.append(card)
        if len(chosen) < PASS_COUNT:
            return
        if seat != self.dealer:
            self.to_move = (seat + 1) % PLAYERS
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
            if card.suit is not led:
                self.excluded[seat] |= SUIT_MASK[led]
                if card.suit is Suit.HEARTS:
                    self.broken = True
                if not self.tricks and POINTS[card]:
                    self.excluded[seat] |= NON_POINT_MASK  # he held nothing else
        elif card.suit is Suit.HEARTS and not self.broken:
            self.excluded[seat] |= NON_HEART_MASK  # led unbroken hearts: only hearts left
        trick.append(card)
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        leader = self.leader
        assert leader is not None
        winner = trick_winner(leader, trick, PLAYERS)
        self.tricks.append((leader, tuple(trick), winner))
        self.won[winner].extend(trick)
        self.points[winner] += POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
        self.trick = []
        if len(self.tricks) == HAND_SIZE:
            self.leader = None
            self.to_move = None
        else:
            self.leader = winner
            self.to_move = winner

    # -- copies -------------------------------------------------------------
    def observed(self, move: Move, seat: int) -> Move:
        """Another seat's passed card is face down: only "a pass" is seen."""
        if move.kind == "pass" and self.to_move != seat:
            return HIDDEN_PASS
        return move

    def clone(self) -> HeartsState:
        copy = object.__new__(HeartsState)
        copy.__dict__.update(self.__dict__)
        copy.history = self.history[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.chosen = [chosen[:] for chosen in self.chosen]
        copy.passed = self.passed[:]
        copy.received = self.received[:]
        copy.trick = self.trick[:]
        copy.tricks = self.tricks[:]
        copy.won = [won[:] for won in self.won]
        copy.points = self.points[:]
        copy.excluded = self.excluded[:]
        return copy

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(PLAYERS):
            out += self.hands[seat]
            out += self.chosen[seat]
            out += self.won[seat]
        out += self.trick
        return out

    # -- what a seat sees ---------------------------------------------------
    def played_by(self, seat: int) -> list[Card]:
        """Every card ``seat`` has played so far (all public)."""
        out = [cards[(seat - leader) % PLAYERS] for leader, cards, _ in self.tricks]
        if self.leader is not None and (seat - self.leader) % PLAYERS < len(self.trick):
            out.append(self.trick[(seat - self.leader) % PLAYERS])
        return out

    def trick_seats(self) -> tuple[int, ...]:
        if self.leader is None:
            return ()
        return tuple((self.leader + index) % PLAYERS for index in range(len(self.trick)))

    def view(self, seat: int | None) -> View:
        piles: list[PileView] = []
        for owner in range(PLAYERS):
            hand = self.hands[owner]
            shown = tuple(hand) if owner == seat else (None,) * len(hand)
            piles.append(PileView(f"hand:{owner}", "hand", shown, owner))
        if self.passing:
            for owner in range(PLAYERS):
                chosen = self.chosen[owner]
                shown = tuple(sorted(chosen, key=card_order)) if owner == seat else (None,) * len(chosen)
                piles.append(PileView(f"passing:{owner}", "pass", shown, owner, N_("passing")))
        piles.append(PileView("trick", "trick", tuple(self.trick)))
        for owner in range(PLAYERS):
            piles.append(PileView(f"won:{owner}", "won", (None,) * len(self.won[owner]), owner))
        facts: dict[str, Any] = dict(
            phase="pass" if self.passing else "over" if self.to_move is None else "play",
            pass_direction=self.direction,
            pass_offset=OFFSETS[self.direction],
            hearts_broken=self.broken,
            leader=self.leader,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=self._trick_number(),
            points_taken=tuple(self.points),
            scores=tuple(self.context.scores),
            target=self.options.get("target", 100),
        )
        if seat is not None:
            if self.passing:
                facts["passed_by_me"] = tuple(sorted(self.chosen[seat], key=card_order))
            else:
                facts["passed_by_me"] = self.passed[seat]
            facts["passed_to_me"] = self.received[seat]
        info = make_info(**facts)
        return View("hearts", seat, PLAYERS, self.to_move, self.dealer, tuple(piles), info, self.prompt(),
                    self._status())

    def _status(self) -> tuple[Reason, ...]:
        """What the table shows in its corner: the pass, and whether hearts are broken."""
        if self.passing:
            return (Reason.of("status_pass", "Passing: {direction}", direction=DIRECTION_NAMES[self.direction]),)
        lines = [Reason.of("status_broken", "Hearts broken") if self.broken
                 else Reason.of("status_not_broken", "Hearts not broken yet")]
        if self.to_move is not None:
            lines.append(Reason.of("status_trick", "Trick {number} of 13", number=self._trick_number() + 1))
        return tuple(lines)

    def _trick_number(self) -> int:
        if self.passing:
            return 0
        if self.to_move is None:
            return len(self.tricks)
        return len(self.tricks) + 1

    def prompt(self) -> Reason:
        """What ``to_move`` must do now, in words."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        if self.passing:
            left = PASS_COUNT - len(self.chosen[seat])
            words = _DIRECTION_WORDS[self.direction]
            if left == PASS_COUNT:
                return Reason.of("choose_pass", "Choose 3 cards to pass {direction}.", direction=words)
            return Reason.plural("choose_pass_more", "Choose {n} more card to pass {direction}.",
                                 "Choose {n} more cards to pass {direction}.", n=left, direction=words)
        if not self.trick:
            if not self.tricks:
                return Reason.of("lead_two_clubs", "Lead the two of clubs.")
            if not self.broken:
                return Reason.of("lead_unbroken", "Lead a card (hearts are not broken yet).")
            return Reason.of("lead", "Lead a card.")
        return Reason.of("follow", "Play a card: follow {suit}.", suit=self.trick[0].suit)

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
        pinned: set[Card] = set()
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
        unseen: list[Card] = []
        room: dict[int, int] = {}
        for other in others:
            held = self.hands[other] + self.chosen[other]
            unseen += [card for card in held if card not in pinned]
            room[other] = len(held) - len(fixed[other])
        assignment = deal_avoiding(unseen, room, {other: self.excluded[other] for other in others}, rng)
        for other in others:
            cards = fixed[other] + assignment[other]
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
    sheet = ".sheet:HeartsSheet"
    option_specs = (
        OptionSpec(
            "target", N_("Game ends at"), "int", 100,
            help=N_("People usually play Hearts to 100 points. The set end point for the game, "
                    "however, can be determined by the players."),
            minimum=25, maximum=500,
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
        return HandResult(points, {"points": points, "moon": moon, "pass": state.direction},
                          _summary(state, moon))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"], lowest_wins=True)


def _summary(state: HeartsState, moon: int | None) -> tuple[Reason, ...]:
    if moon is not None:
        return (Reason.of("moon", "{seat} shot the moon: 26 points to every other player.", seat=moon),)
    for seat in range(PLAYERS):
        if QUEEN_SPADES in state.won[seat]:
            return (Reason.of("queen_taken", "{seat} took the queen of spades.", seat=seat),)
    return ()
