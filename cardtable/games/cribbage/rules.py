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
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from ...core.cards import Card, Rank, card_order
from ...core.game import (
    Game,
    GameState,
    HandContext,
    HandResult,
    MatchRules,
    PileView,
    View,
    make_info,
)
from ...core.i18n import N_
from ...core.messages import words
from ...core.moves import Move
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...engines.deal import constrained_deal
from .scoring import (
    DECK,
    GO_POINTS,
    HEELS_POINTS,
    LAST_CARD_POINTS,
    MAX_COUNT,
    PIP,
    CountSaidAloud,
    announce_text,
    describe_peg,
    peg_points,
    peg_total,
    score_hand,
    score_total,
)

GO = Move("go")
PLAY: dict[Card, Move] = {card: Move("play", (card,)) for card in DECK}
DISCARD: dict[Card, Move] = {card: Move("discard", (card,)) for card in DECK}

PHASE_DISCARD = "discard"
PHASE_PEGGING = "pegging"
PHASE_SHOW = "show"
"""The hand finished normally: every hand and the crib have been counted."""
PHASE_OVER = "over"
"""A seat reached the target: the game stopped wherever it was."""

DEALT = {2: 6, 3: 5, 4: 5}
"""Cards dealt to each player; three players also get one card of the pack
straight into the crib."""
DISCARDS = {2: 2, 3: 1, 4: 1}

_NO_MOVES: tuple[Move, ...] = ()

SORT_KEY: dict[Card, int] = {card: int(card.rank) * 4 + int(card.suit) for card in DECK if card.suit is not None}
"""Hands are held in rank order, as cribbage players sort them (runs and
fifteens show up better than by suit)."""


class ScoreEvent(NamedTuple):
    """One scoring in the order it happened: ``seat`` scored ``points`` for
    ``kind`` ("peg", "go", "last", "heels", "hand", "crib"). ``cards`` are the
    cards of the count after the card played ("peg"), the hand or crib counted
    ("hand", "crib", the starter not included), the jack turned ("heels"), or
    the last card played ("go", "last"). With partners, the points go to the
    scorer's side."""

    seat: int
    points: int
    kind: str
    cards: tuple[Card, ...]


def team_of(players: int) -> tuple[int, ...] | None:
    """Four players play as partners sitting opposite (seats 0 and 2 against 1
    and 3); fewer play each for himself."""
    return (0, 1, 0, 1) if players == 4 else None


# Places other than seats in a determinization's deal.
CRIB_SLOT, STARTER_SLOT, STOCK_SLOT = -1, -2, -3
HIDDEN_DISCARD = Move("discard")


class CribbageState(GameState):
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
            self.hands[seat] = sorted(deck[offset * size:(offset + 1) * size], key=SORT_KEY.__getitem__)
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

    def _lead(self, seat: int) -> None:
        """``seat`` starts a new count: every card is playable at 0."""
        self.to_move = seat
        self._legal = [PLAY[c] for c in self.hands[seat]]

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.played[seat].append(card)
        cards = self.count_cards
        cards.append(card)
        count = self.count = self.count + PIP[card]
        self.last_player = seat
        points = peg_total(cards, count)
        if points and self._award(seat, points, "peg", tuple(cards)):
            return
        if count == MAX_COUNT:
            self._end_count()
        else:
            self._advance(seat)

    def _go(self, seat: int) -> None:
        self.said_go[seat] = True
        if self.first_go < 0:
            self.first_go = seat
        self._note_cannot_play(seat)
        self._advance(seat)

    def _note_cannot_play(self, seat: int) -> None:
        limit = MAX_COUNT - self.count
        if limit > self.go_limit[seat]:
            self.go_limit[seat] = limit

    def _advance(self, after: int) -> None:
        """Find who acts next in this count, from the left of ``after``: a seat
        out of cards or that said go is passed over; one that can play must;
        one that cannot must say go, unless it played the last card, which
        means everyone else is done and the count ends."""
        players = self.players
        room = MAX_COUNT - self.count
        hands = self.hands
        for step in range(1, players + 1):
            seat = (after + step) % players
            hand = hands[seat]
            if not hand or self.said_go[seat]:
                continue
            playable = [PLAY[c] for c in hand if PIP[c] <= room]
            if playable:
                self.to_move = seat
                self._legal = playable
                return
            if seat == self.last_player:
                self._note_cannot_play(seat)
                break
            self.to_move = seat
            self._legal = [GO]
            return
        self._end_count()

    def _end_count(self) -> None:
        """The count is over (31, or nobody can play): one point for the last
        card unless it made 31; then the next count, or the show."""
        last = self.last_player
        pegging_done = not any(self.hands)
        if self.count != MAX_COUNT:
            kind, points = ("last", LAST_CARD_POINTS) if pegging_done else ("go", GO_POINTS)
            if self._award(last, points, kind, (self.count_cards[-1],)):
                return
        if pegging_done:
            self._show()
            return
        leader = -1
        if self.seed_rules and self.first_go >= 0 and self.hands[self.first_go]:
            # The seed: "pegging out recommences with the player who first
            # said go in the previous round playing first".
            leader = self.first_go
        if leader < 0:
            leader = (last + 1) % self.players
            while not self.hands[leader]:
                leader = (leader + 1) % self.players
        self.count = 0
        self.count_cards = []
        self.said_go = [False] * self.players
        self.first_go = -1
        self.last_player = -1
        self._lead(leader)

    # -- the show ------------------------------------------------------------
    def show_order(self) -> list[int]:
        """Whose hands are counted, in order: from the dealer's left round to
        the dealer (standard), or the dealer first (the seed's "dealer's hand
        first, then non-dealer"). The crib follows."""
        players = self.players
        first = self.dealer if self.seed_rules else (self.dealer + 1) % players
        return [(first + step) % players for step in range(players)]

    def _show(self) -> None:
        """Every player picks up the four cards he pegged with and counts them
        with the starter; then the crib is turned and counted. Stops at once
        when a seat reaches the target."""
        self.picked_up = True
        for seat in range(self.players):
            self.hands[seat] = self.played[seat]
            self.played[seat] = []
        starter = self.starter
        assert starter is not None
        for seat in self.show_order():
            hand = self.hands[seat]
            if self._award(seat, score_total(hand, starter), "hand", tuple(hand)):
                return
        self.crib_shown = True
        owner = self.crib_owner
        if self._award(owner, score_total(self.crib, starter, True), "crib", tuple(self.crib)):
            return
        self.phase = PHASE_SHOW
        self.to_move = None
        self._legal = _NO_MOVES

    # -- scoring -------------------------------------------------------------
    def _award(self, seat: int, points: int, kind: str, cards: tuple[Card, ...]) -> bool:
        """Peg ``points`` for ``seat`` (and the partner); True, and the hand
        over, if that reaches the target ("As soon as the 121 mark is
        reached, play ceases")."""
        self.log.append(ScoreEvent(seat, points, kind, cards))
        if kind == "peg" or kind == "go" or kind == "last":
            cell = self.cell_pegging
        elif kind == "hand":
            cell = self.cell_hand
        elif kind == "crib":
            cell = self.cell_crib
        else:
            cell = self.cell_heels
        seats = (seat, (seat + 2) % 4) if self.partners else (seat,)
        for scorer in seats:
            self.gained[scorer] += points
            self.scores[scorer] += points
            cell[scorer] += points
        if self.scores[seat] >= self.target:
            self.phase = PHASE_OVER
            self.to_move = None
            self._legal = _NO_MOVES
            return True
        return False

    # -- explanations ----------------------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        hand = self.hands[seat]
        kind = move.kind
        if self.phase == PHASE_DISCARD:
            if kind != "discard":
                return Reason.plural("discard_first", "Discard {n} card to the crib first.",
                                     "Discard {n} cards to the crib first.", n=self.to_discard[seat])
            if len(move.cards) != 1:
                return Reason.of("one_card", "Discard one card at a time.")
            return Reason.of("not_in_hand", "You do not hold the {card}.", card=move.cards[0])
        if kind == "discard":
            return Reason.of("crib_full", "The crib is full: play a card or say go.")
        if kind == "go":
            return Reason.of("must_play", "You can play, so you cannot say go.")
        if kind == "play":
            if len(move.cards) != 1:
                return Reason.of("one_card", "Play one card at a time.")
            card = move.cards[0]
            if card not in hand:
                return Reason.of("not_in_hand", "You do not hold the {card}.", card=card)
            return Reason.of(
                "past_31",
                "That would take the count past 31 (count is {count}).",
                count=self.count,
            )
        return Reason.of("not_cribbage", "{move} is not a move of Cribbage.", move=str(move))

    # -- copies and knowledge --------------------------------------------------
    def clone(self) -> CribbageState:
        other = object.__new__(CribbageState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
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
        allowed = {
            card: [p for p in places if p < 0 or PIP[card] > self.go_limit[p]] for card in unknown
        }
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

    # -- views -------------------------------------------------------------
    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats sharing ``seat``'s score."""
        return (seat, (seat + 2) % 4) if self.partners else (seat,)

    def view(self, seat: int | None) -> View:
        players = self.players
        piles: list[PileView] = []
        for owner in range(players):
            hand = self.hands[owner]
            visible = owner == seat or self.picked_up
            piles.append(
                PileView(
                    f"hand:{owner}",
                    "hand",
                    tuple(hand) if visible else (None,) * len(hand),
                    owner,
                )
            )
        for owner in range(players):
            piles.append(PileView(f"pegging:{owner}", "pegging", tuple(self.played[owner]), owner))
        piles.append(
            PileView(
                "crib",
                "crib",
                tuple(self.crib) if self.crib_shown else (None,) * len(self.crib),
                self.crib_owner,
                N_("crib"),
            )
        )
        starter = (self.starter,) if self.starter is not None else (None,)
        piles.append(PileView("starter", "starter", starter, None, N_("starter")))
        piles.append(PileView("stock", "stock", (None,) * len(self.stock), None))

        own_discards: tuple[Card, ...] = ()
        if seat is not None:
            own_discards = tuple(c for c, came in zip(self.crib, self.crib_from) if came == seat)
        info = make_info(
            phase=self.phase,
            crib_owner=self.crib_owner,
            seed_rules=self.seed_rules,
            target=self.target,
            partners=team_of(players),
            count=self.count,
            count_cards=tuple(self.count_cards),
            said_go=tuple(s for s in range(players) if self.said_go[s]),
            to_discard=tuple(self.to_discard),
            your_discards=own_discards,
            scores=tuple(self.scores),
            gained=tuple(self.gained),
            events=self.events(),
            show=self.show_breakdowns(),
            starter=self.starter,
        )
        return View(
            game="cribbage",
            seat=seat,
            players=players,
            to_move=self.to_move,
            dealer=self.dealer,
            piles=tuple(piles),
            info=info,
            prompt=self.prompt(seat),
            status=self._status(),
        )

    def _status(self) -> tuple[Reason, ...]:
        """The count during pegging and whose crib it is, as said at a real table."""
        lines = [Reason.of("status_crib", "Crib: {seat}", seat=self.crib_owner)]
        if self.phase == "pegging":
            lines.insert(0, Reason.of("status_count", "Count: {count}", count=self.count))
        return tuple(lines)

    def events(self) -> tuple[tuple[int, int, str, str], ...]:
        """The scoring log in words: (seat, points, kind, what was said)."""
        return tuple((e.seat, e.points, e.kind, self.describe(e)) for e in self.log)

    def describe(self, event: ScoreEvent) -> str:
        """What a player says when pegging ``event`` (in the player's language)."""
        kind = event.kind
        if kind == "peg":
            return describe_peg(peg_points(event.cards))
        if kind == "go":
            return words(N_("one for the go"))
        if kind == "last":
            return words(N_("one for the last card"))
        if kind == "heels":
            return words(N_("two for his heels"))
        assert self.starter is not None
        return announce_text(score_hand(event.cards, self.starter, kind == "crib"))

    def show_breakdowns(self) -> tuple[tuple[int, str, tuple[Card, ...], int, str], ...]:
        """Each hand counted so far: (seat, "hand" or "crib", cards, total,
        the count said aloud)."""
        shown = []
        for event in self.log:
            if event.kind in ("hand", "crib"):
                shown.append((event.seat, event.kind, event.cards, event.points, self.describe(event)))
        return tuple(shown)

    def _discard_prompt(self, seat: int) -> Reason:
        """"Discard 2 cards to your crib.", one whole sentence for each
        owner of the crib and number of cards, so that each translates whole."""
        owner = self.crib_owner
        n = self.to_discard[seat]
        if owner == seat:
            return Reason.plural("discard", "Discard {n} card to your crib.", "Discard {n} cards to your crib.", n=n)
        if self.partners:
            if owner % 2 == seat % 2:
                return Reason.plural("discard", "Discard {n} card to your side's crib.",
                                     "Discard {n} cards to your side's crib.", n=n)
            return Reason.plural("discard", "Discard {n} card to your opponents' crib.",
                                 "Discard {n} cards to your opponents' crib.", n=n)
        if self.players == 2:
            return Reason.plural("discard", "Discard {n} card to your opponent's crib.",
                                 "Discard {n} cards to your opponent's crib.", n=n)
        return Reason.plural("discard", "Discard {n} card to {other}'s crib.", "Discard {n} cards to {other}'s crib.",
                             n=n, other=owner)

    def prompt(self, viewer: int | None = None) -> Reason:
        """What to do now, said to ``viewer``: only the seat to move is told
        whether it can play (to anyone else that would show its hand)."""
        seat = self.to_move
        if seat is None:
            if self.phase == PHASE_OVER:
                winner = self.log[-1].seat if self.log else 0
                return Reason.of(
                    "game_over", "{seat} reached {target}: the game is over.",
                    seat=winner, target=self.target,
                )
            return Reason.of("hand_over", "The hand is over.")
        if seat != viewer:
            if self.phase == PHASE_DISCARD:
                return Reason.of("waiting", "{seat} to discard.", seat=seat)
            return Reason.of("waiting", "{seat} to play.", seat=seat)
        if self.phase == PHASE_DISCARD:
            return self._discard_prompt(seat)
        if self._legal and self._legal[0] is GO:
            return Reason.of(
                "say_go", "You cannot play without passing 31 (count is {count}): say go.",
                count=self.count,
            )
        return Reason.of("peg", "Play a card (count is {count}).", count=self.count)


class CribbageGame(Game):
    """Cribbage for two, three or four (partners opposite)."""

    id = "cribbage"
    name = N_("Cribbage")
    family = "adders"
    min_players = 2
    max_players = 4
    default_players = 2
    description = (
        N_("Keep a hand, give two cards to the crib, peg fifteens, pairs and runs "
           "in play, then count your hand with the starter. First to 121 wins.")
    )
    agent = ".ai:CribbageAgent"
    playout = ".ai:playout_move"
    sheet = ".sheet:CribbageSheet"
    view = ".view:make_score_view"
    option_specs = (
        OptionSpec(
            "seed_rules",
            N_("Box for the non-dealer"),
            "bool",
            False,
            help=N_("The crib (box) scores for the non-dealer, and the dealer pegs "
               "first and counts first; after a go the player who first said go leads."),
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
        Preset("seed", N_("Cribbage, box for the non-dealer"), {"seed_rules": True},
               N_("The box scores for the non-dealer; the dealer pegs and counts first.")),
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
            Reason.of("show_crib", "Crib ({seat}): {count}.", seat=event.seat,
                      count=CountSaidAloud.of_hand(event.cards, state.starter, True))
            if event.kind == "crib"
            else Reason.of("show_hand", "Hand ({seat}): {count}.", seat=event.seat,
                           count=CountSaidAloud.of_hand(event.cards, state.starter, False))
            for event in state.log if event.kind in ("hand", "crib")
        ]
        if state.phase == PHASE_OVER:
            summary.append(state.prompt())
        return HandResult(tuple(state.gained), cells, tuple(summary))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        # Partners' scores are always equal (see hand_result), so the match
        # ends when either partner's score reaches the target.
        return MatchRules(target=int(options["target"]), ends_mid_hand=True, team_of=team_of(players))


