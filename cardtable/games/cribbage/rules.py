"""Cribbage: the state machine of one deal (discard, starter, pegging, show).

Rule sources: seed 002 and the Cribbage section of docs NOTES.md. The seed was
written from memory and swaps some roles, so the default is the standard game
(the dealer owns the crib; the player on the dealer's left pegs first and
counts first; the crib is counted last, for the dealer). The option "Seed house
rules" plays the seed's way: the crib (the "box") scores for the player on the
dealer's left (the non-dealer with two players), the dealer pegs first and
counts first, and after a go the count starts again with the player who first
said go. Everything else is common to both: heels 2, nobs 1, 15 and 31 for 2,
go 1, and reaching the target (121) ends the game at once, even in the middle of
the pegging or of the show.

Hot paths (random playouts, AI search) drive this class hundreds of thousands
of times a second, so moves are built once per card, legal moves are computed
as a side effect of each transition, the show uses the cached rank counts of
``scoring.score_total`` and the explanations of scores (items, words) are only
built when a view asks for them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import Card, Rank, card_order
from ...core.game import (
    Game,
    GameState,
    HandContext,
    HandResult,
    MatchRules,
    View,
)
from ...core.i18n import N_
from ...core.moves import Move
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...core.regions import Region
from ...engines.deal import constrained_deal
from .common import _NO_MOVES as _NO_MOVES
from .common import CRIB_SLOT as CRIB_SLOT
from .common import DEALT as DEALT
from .common import DISCARD as DISCARD
from .common import DISCARDS as DISCARDS
from .common import GO as GO
from .common import HIDDEN_DISCARD as HIDDEN_DISCARD
from .common import PHASE_DISCARD as PHASE_DISCARD
from .common import PHASE_OVER as PHASE_OVER
from .common import PHASE_PEGGING as PHASE_PEGGING
from .common import PHASE_SHOW as PHASE_SHOW
from .common import PLAY as PLAY
from .common import SORT_KEY as SORT_KEY
from .common import STARTER_SLOT as STARTER_SLOT
from .common import STOCK_SLOT as STOCK_SLOT
from .common import ScoreEvent as ScoreEvent
from .common import team_of as team_of
from .pegging import CribbagePegging
from .scoring import (
    DECK,
    HEELS_POINTS,
    MAX_COUNT,
    PIP,
    CountSaidAloud,
)


class CribbageState(CribbagePegging):
    """One deal of Cribbage, from the discards to the show."""

    game_id = "cribbage"

    # -- dealing -------------------------------------------------------------
    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ) -> None:
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history = []
        self.movers = []
        self.dealer = context.dealer % players
        self.seed_rules = bool(options["seed_rules"])
        self.target = int(options["target"])
        # Under the seed's rules the box scores for the non-dealer, i.e. the
        # player on the dealer's left (with partners: the dealer's opponents).
        self.crib_owner = (self.dealer + 1) % players if self.seed_rules else self.dealer
        self.partners = players == 4

        size = DEALT[players]
        dealt = size * players + (1 if players == 3 else 0) + 1  # and the starter
        # Drawing only the cards that are used is a third of the cost of
        # shuffling the pack; the rest of the pack stays in its order.
        deck = random.Random(seed).sample(DECK, dealt)
        drawn = set(deck)
        # One at a time from the dealer's left: with a shuffled pack, slices
        # in that order deal the same cards.
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        for offset in range(players):
            seat = (self.dealer + 1 + offset) % players
            self.hands[seat] = sorted(deck[offset * size : (offset + 1) * size], key=SORT_KEY.__getitem__)
        used = size * players
        self.crib: list[Card] = []
        self.crib_from: list[int] = []
        if players == 3:
            self.crib.append(deck[used])
            self.crib_from.append(-1)
            used += 1
        self.hidden_starter: Card = deck[used]
        self.stock: tuple[Card, ...] = tuple([card for card in DECK if card not in drawn])
        self.starter: Card | None = None

        self.to_discard = [DISCARDS[players]] * players
        self.played: list[list[Card]] = [[] for _ in range(players)]
        self.count = 0
        self.count_cards: list[Card] = []
        self.said_go = [False] * players
        self.last_go: tuple[int, ...] = ()
        """The seats that said go in the count just finished (for the table)."""
        self.first_go = -1
        self.last_player = -1
        self.go_limit = [0] * players
        """Each seat's cards are known to be worth more than this many pips:
        it said go (or could not play) when that was all that was left to 31."""
        self.picked_up = False
        self.crib_shown = False

        scores = tuple(context.scores) if context.scores else (0,) * players
        self.scores = list(scores)
        self.gained = [0] * players
        self.cell_pegging = [0] * players
        self.cell_hand = [0] * players
        self.cell_crib = [0] * players
        self.cell_heels = [0] * players
        self.log: list[ScoreEvent] = []

        self.phase = PHASE_DISCARD
        self.to_move: int | None = (self.dealer + 1) % players
        self._legal: Sequence[Move] = [DISCARD[card] for card in self.hands[self.to_move]]

    # -- moves ---------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        return self._legal

    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind == "play":
            self._play(seat, move.cards[0])
        elif kind == "go":
            self._go(seat)
        else:
            self._discard(seat, move.cards[0])

    def _discard(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.crib.append(card)
        self.crib_from.append(seat)
        self.to_discard[seat] -= 1
        if self.to_discard[seat]:
            self._legal = [DISCARD[c] for c in self.hands[seat]]
            return
        if seat != self.dealer:
            seat = (seat + 1) % self.players
            self.to_move = seat
            self._legal = [DISCARD[c] for c in self.hands[seat]]
            return
        self._turn_starter()

    def _turn_starter(self) -> None:
        """The cut is not a decision: the card drawn at the deal is turned. A
        jack scores two for his heels for the dealer (the seed: "If this card
        is a jack, the dealer scores two points")."""
        starter = self.starter = self.hidden_starter
        if starter.rank == Rank.JACK and self._award(self.dealer, HEELS_POINTS, "heels", (starter,)):
            return
        self.phase = PHASE_PEGGING
        leader = self.dealer if self.seed_rules else (self.dealer + 1) % self.players
        self._lead(leader)

    # -- copies and knowledge --------------------------------------------------
    def clone(self) -> CribbageState:
        other = object.__new__(CribbageState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.movers = list(self.movers)
        other.hands = [list(hand) for hand in self.hands]
        other.crib = list(self.crib)
        other.crib_from = list(self.crib_from)
        other.to_discard = list(self.to_discard)
        other.played = [list(pile) for pile in self.played]
        other.count_cards = list(self.count_cards)
        other.said_go = list(self.said_go)
        other.go_limit = list(self.go_limit)
        other.scores = list(self.scores)
        other.gained = list(self.gained)
        other.cell_pegging = list(self.cell_pegging)
        other.cell_hand = list(self.cell_hand)
        other.cell_crib = list(self.cell_crib)
        other.cell_heels = list(self.cell_heels)
        other.log = list(self.log)
        other._legal = list(self._legal)
        return other

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for hand in self.hands:
            out.extend(hand)
        for pile in self.played:
            out.extend(pile)
        out.extend(self.crib)
        out.append(self.hidden_starter)
        out.extend(self.stock)
        return out

    def observed(self, move: Move, seat: int) -> Move:
        """A discard to the crib is face down: the others see only that one was made."""
        if move.kind == "discard" and self.to_move != seat:
            return HIDDEN_DISCARD
        return move

    def determinize(self, seat: int, rng: random.Random) -> CribbageState:
        """Redeal what ``seat`` cannot see: the other hands (unless picked up
        at the show), the others' discards and the pack's card in the crib
        (unless the crib was shown), the starter if not turned, and the rest of
        the pack. A seat that said go holds only cards worth more than what
        was then left to 31, and a seat given the move after everyone else
        stopped holds a card that still fits. The cards are dealt by the shared
        constrained deal, which uses only these facts, never the real hands."""
        other = self.clone()
        unknown: list[Card] = []
        if not self.picked_up:
            for owner in range(self.players):
                if owner != seat:
                    unknown.extend(self.hands[owner])
        if not self.crib_shown:
            unknown.extend(card for card, came in zip(self.crib, self.crib_from) if came != seat)
        if self.starter is None:
            unknown.append(self.hidden_starter)
        unknown.extend(self.stock)
        unknown.sort(key=card_order)  # not the hidden order: only the rng decides
        owners = [] if self.picked_up else [o for o in range(self.players) if o != seat and self.hands[o]]
        room = {owner: len(self.hands[owner]) for owner in owners}
        crib_slots = [] if self.crib_shown else [i for i, came in enumerate(self.crib_from) if came != seat]
        room[CRIB_SLOT] = len(crib_slots)
        room[STARTER_SLOT] = 1 if self.starter is None else 0
        room[STOCK_SLOT] = len(self.stock)
        fixed: dict[int, list[Card]] = {}
        must_fit = self.to_move if self.to_move == self.last_player and self.to_move in room else None
        if must_fit is not None:
            # Play went on to this seat after everyone else stopped: it holds a
            # card that still fits under 31 (and above any go it said).
            space = MAX_COUNT - self.count
            limit = self.go_limit[must_fit]
            fitting = [card for card in unknown if limit < PIP[card] <= space]
            chosen = rng.choice(fitting)
            unknown.remove(chosen)
            fixed[must_fit] = [chosen]
            room[must_fit] -= 1
        places = list(room)
        allowed = {card: [p for p in places if p < 0 or PIP[card] > self.go_limit[p]] for card in unknown}
        deal = constrained_deal(unknown, room, allowed, rng)
        for owner in owners:
            hand = fixed.get(owner, []) + deal[owner]
            rng.shuffle(hand)
            other.hands[owner] = hand
        for index, card in zip(crib_slots, deal[CRIB_SLOT]):
            other.crib[index] = card
        if self.starter is None:
            other.hidden_starter = deal[STARTER_SLOT][0]
        other.stock = tuple(deal[STOCK_SLOT])
        other._refresh_legal()
        return other

    def _refresh_legal(self) -> None:
        """Recompute the legal moves from the position (after a redeal)."""
        seat = self.to_move
        if seat is None:
            self._legal = _NO_MOVES
        elif self.phase == PHASE_DISCARD:
            self._legal = [DISCARD[card] for card in self.hands[seat]]
        else:
            room = MAX_COUNT - self.count
            self._legal = [PLAY[card] for card in self.hands[seat] if PIP[card] <= room] or [GO]


BOARD_SIZE = (3.4, 1.4)  # card widths: the pegging board on the table
WORDS_SIZE = (4.0, 0.66)  # card widths: room for the show's words (two lines; wider where the felt is free)


class CribbageGame(Game):
    """Cribbage for two, three or four (partners opposite)."""

    id = "cribbage"
    name = N_("Cribbage")
    family = "adders"
    min_players = 2
    max_players = 4
    default_players = 2
    description = N_(
        "Keep a hand, give two cards to the crib, peg fifteens, pairs and runs "
        "in play, then count your hand with the starter. First to 121 wins."
    )
    agent = ".ai:CribbageAgent"
    playout = ".search:playout_move"
    utility = ".search:search_value"
    sheet = ".sheet:CribbageSheet"
    view = ".view:make_score_view"
    option_specs = (
        OptionSpec(
            "seed_rules",
            N_("Box for the non-dealer"),
            "bool",
            False,
            help=N_(
                "The crib (box) scores for the non-dealer, and the dealer pegs "
                "first and counts first; after a go the player who first said go leads."
            ),
        ),
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            121,
            help=N_("The score that ends the game at once (121 is standard; 61 for a short game)."),
            minimum=31,
            maximum=361,
        ),
    )
    presets = (
        Preset(
            "seed",
            N_("Cribbage, box for the non-dealer"),
            {"seed_rules": True},
            N_("The box scores for the non-dealer; the dealer pegs and counts first."),
        ),
        Preset("short", N_("Cribbage to 61"), {"target": 61}, N_("A short game, once round a 61-hole board.")),
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> CribbageState:
        resolved = self.resolve(players, options)
        return CribbageState(players, resolved, seed, context or HandContext())

    def hand_result(self, state: GameState) -> HandResult:
        """Points per seat gained this deal. With partners the side's points
        are credited to both seats, so partners' match scores stay equal."""
        assert isinstance(state, CribbageState)
        cells = {
            "pegging": tuple(state.cell_pegging),
            "hand": tuple(state.cell_hand),
            "crib": tuple(state.cell_crib),
            "heels": tuple(state.cell_heels),
        }
        # The show as said aloud, hand by hand ("fifteen two, fifteen four
        # and a pair is six"), then the end of the game if it came.
        summary: list[Reason] = [
            Reason.of(
                "show_crib",
                "Crib ({seat}): {count}.",
                seat=event.seat,
                count=CountSaidAloud.of_hand(event.cards, state.starter, True),
            )
            if event.kind == "crib"
            else Reason.of(
                "show_hand",
                "Hand ({seat}): {count}.",
                seat=event.seat,
                count=CountSaidAloud.of_hand(event.cards, state.starter, False),
            )
            for event in state.log
            if event.kind in ("hand", "crib")
        ]
        if state.phase == PHASE_OVER:
            summary.append(state.prompt())
        return HandResult(tuple(state.gained), cells, tuple(summary))

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The pegging board lies on the felt among the middle's piles, where
        the solver keeps room for it clear of every card and plate; so do the
        show's words (kept from the deal on, so that nothing moves at the show)."""
        return [*regions, Region("board", "board", size=BOARD_SIZE), Region("words", "words", size=WORDS_SIZE)]

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        # Partners' scores are always equal (see hand_result), so the match
        # ends when either partner's score reaches the target.
        return MatchRules(target=int(options["target"]), ends_mid_hand=True, team_of=team_of(players))
