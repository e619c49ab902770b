"""Spades: four players in partnerships (or three, cut-throat), spades trump.

The hand runs in phases. Bidding: one round from the dealer's left; each
player bids a number of tricks (``bid 4``) or nil (``nil``). Where blind nil
is played (partnerships, the option on), a player first chooses, before
seeing her cards, between ``blind_nil`` and ``look``: her own view shows her
hand face down until she looks or has bid blind. Exchange (option): after
the bidding, each blind nil bidder and her partner pass one card to each
other (``pass 7H``), the bidder first; neither card changes hands until both
have chosen. Play: thirteen tricks (seventeen with three players), suit
followed when possible, spades trump; spades are not led until broken (a
spade played on another suit's lead) unless the leader holds only spades;
the two of clubs leads the first trick (option), else the player on the
dealer's left leads anything but a spade.

Hands are kept as sorted per-seat lists and every Move is built once at
import, so the search's playouts stay fast. What each seat has shown it
cannot hold (a void, only spades left when it led an unbroken spade) is kept
as bit masks over ``Card.index`` for ``determinize``.
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
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...engines.bidding import BID as BID  # the AI takes them from here
from ...engines.bidding import LOOK as LOOK
from ...engines.bidding import BidRange, blind_choice, next_bidder
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
from . import scoring
from .display import SpadesDisplay
from .exchange import Exchange
from .scoring import BLIND_NIL, NIL, carried_bags, score_side
from .summary import hand_summary

SPADES = Suit.SPADES
DECK: tuple[Card, ...] = tuple(french_deck())
TWO_CLUBS = Card(Rank.TWO, Suit.CLUBS)
TWO_DIAMONDS = Card(Rank.TWO, Suit.DIAMONDS)
#: Three players: the two of diamonds is taken out, 17 cards each.
DECK_51: tuple[Card, ...] = tuple(card for card in DECK if card is not TWO_DIAMONDS)

PARTNERS: tuple[int, ...] = (0, 1, 0, 1)
CUT_THROAT: tuple[int, ...] = (0, 1, 2)

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK}
PASS: dict[Card, Move] = {card: Move("pass", (card,)) for card in DECK}
NIL_MOVE = Move("nil")
BLIND_NIL_MOVE = Move("blind_nil")
KINDS = ("bid", "nil", "blind_nil", "look", "pass", "play")

# Bit masks over Card.index, for what a seat has shown it cannot hold.
NON_SPADE_MASK = FULL_MASK ^ SUIT_MASK[SPADES]

PHASES = ("bid", "exchange", "play", "over")


def teams(players: int) -> tuple[int, ...]:
    """The side of each seat: partners opposite with four, each alone with three."""
    return PARTNERS if players == 4 else CUT_THROAT


def hand_size(players: int) -> int:
    return 13 if players == 4 else 17


def bags_before(context: HandContext, sides: int, bags_penalty: bool) -> tuple[int, ...]:
    """Each side's bags carried into this hand, from the score-sheet cells of
    the match's earlier hands (``bags``: per side, this hand's overtricks)."""
    history: list[list[int]] = [[] for _ in range(sides)]
    for cells in context.earlier:
        bags = cells.get("bags") if isinstance(cells, Mapping) else None
        if not isinstance(bags, (list, tuple)) or len(bags) != sides:
            continue
        for side, value in enumerate(bags):
            if isinstance(value, int) and not isinstance(value, bool):
                history[side].append(value)
    return tuple(carried_bags(values, bags_penalty) for values in history)


class SpadesState(SpadesDisplay, Exchange):
    """One hand of Spades, from the bidding to the last trick."""

    game_id = "spades"

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ):
        self._set_table(hands, options, seed, context)
        players = self.players
        self.team_of = teams(players)
        self.partnership = players == 4
        self.sides = max(self.team_of) + 1
        self.size = hand_size(players)
        self.nil_allowed = bool(options.get("nil", True))
        self.blind_allowed = self.partnership and bool(options.get("blind_nil", True))
        self.exchange = self.partnership and bool(options.get("blind_exchange", False))
        self.two_clubs = bool(options.get("two_of_clubs_leads", True))
        self.bag_rule = bool(options.get("bags_penalty", True))
        self.bags = bags_before(context, self.sides, self.bag_rule)
        self.looked: list[bool] = [not self.blind_allowed] * players
        self.bids: list[int | str | None] = [None] * players
        self.phase = "bid"
        # The blind nil exchange: seats still to pass, in order; cards chosen
        # but not yet delivered; what each seat passed and received.
        self.passers: list[int] = []
        self.chosen: list[Card | None] = [None] * players
        self.passed: list[Card | None] = [None] * players
        self.received: list[Card | None] = [None] * players
        self.broken = False
        self.to_move: int | None = (self.dealer + 1) % players
        self._public = None  # the view's public part, until the next move

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, players: int, options: Mapping[str, Any], seed: int | str, context: HandContext) -> SpadesState:
        """Shuffle with ``Random(seed)`` and deal one card at a time from the
        dealer's left until all are out (51 cards, 17 each, with three)."""
        deck = list(DECK if players == 4 else DECK_51)
        random.Random(seed).shuffle(deck)
        return cls(deal_round(deck, players, context.dealer), options, seed, context)

    @classmethod
    def arranged(
        cls,
        hands: Sequence[Sequence[Card]],
        dealer: int = 3,
        options: Mapping[str, Any] | None = None,
        number: int = 0,
        scores: Sequence[int] | None = None,
        earlier: Sequence[Mapping[str, Any]] = (),
    ) -> SpadesState:
        """A hand with the given hands (four of 13 or three of 17 cards, the
        whole pack; for tests and puzzles)."""
        players = len(hands)
        deck = DECK if players == 4 else DECK_51
        cards = [card for hand in hands for card in hand]
        if players not in (3, 4) or any(len(hand) != hand_size(players) for hand in hands):
            raise ValueError("Spades needs four hands of 13 cards or three of 17")
        if set(cards) != set(deck) or len(cards) != len(deck):
            raise ValueError("the hands must hold the pack once each")
        resolved = GAME.resolve(players, options)
        context = HandContext(number, dealer, tuple(scores or (0,) * players), tuple(earlier))
        return cls(hands, resolved, "arranged", context)

    # -- moves --------------------------------------------------------------
    def _compute_legal(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        phase = self.phase
        if phase == "play":
            hand = self.hands[seat]
            trick = self.trick
            if not trick:
                if not self.tricks and self.two_clubs:
                    return [PLAY[TWO_CLUBS]]
                return [PLAY[card] for card in lead_options(hand, SPADES, self.broken)]
            return [PLAY[card] for card in follow_options(hand, trick[0].suit)]
        if phase == "bid":
            if not self.looked[seat]:
                return blind_choice([BLIND_NIL_MOVE])
            moves = [NIL_MOVE] if self.nil_allowed else []
            return moves + BidRange(1, self.size).moves()
        return [PASS[card] for card in self.hands[seat]]

    # -- refusals -----------------------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        """The rule that refuses ``move`` (it is assumed not to be legal)."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        kind = move.kind
        if kind not in KINDS:
            return Reason.of("not_a_move", "'{move}' is not a move of Spades.", move=str(move))
        phase = self.phase
        if phase == "bid":
            return self._why_not_bid(seat, move)
        if kind in ("bid", "nil", "blind_nil", "look"):
            return Reason.of("bidding_over", "The bidding is over.")
        if phase == "exchange":
            if kind != "pass":
                return Reason.of("exchange_now", "First the blind nil bidder and her partner pass each other a card.")
            return self._why_not_card(seat, move, "pass")
        if kind == "pass":
            return Reason.of("no_pass", "You cannot pass in a trick: play a card.")
        return self._why_not_card(seat, move, "play")

    def _why_not_bid(self, seat: int, move: Move) -> Reason:
        kind = move.kind
        if kind in ("pass", "play"):
            return Reason.of("bidding_now", "Everyone bids before the play: bid how many tricks you expect to take.")
        if not self.looked[seat]:
            if kind == "bid" or kind == "nil":
                return Reason.of("blind_first", "First choose: blind nil, or look at your cards.")
        if kind == "look":
            return Reason.of("looked", "You have already looked at your cards.")
        if kind == "blind_nil":
            if not self.partnership:
                return Reason.of("blind_partners", "Blind nil is played by partners only.")
            if not self.blind_allowed:
                return Reason.of("no_blind_nil", "Blind nil is not played at this table.")
            return Reason.of("blind_too_late", "Blind nil is bid before looking at your cards.")
        if kind == "nil":
            return Reason.of("no_nil", "Nil is not played at this table: bid at least 1.")
        arg = move.arg
        if arg == 0 and self.nil_allowed and not move.cards:
            return Reason.of("bid_zero", "To bid no tricks, bid nil.")
        return Reason.of("bid_range", "Bid from 1 to {most} tricks.", most=self.size)

    def _why_not_card(self, seat: int, move: Move, kind: str) -> Reason:
        if len(move.cards) != 1:
            if kind == "pass":
                return Reason.of("pass_one", "Pass exactly one card to your partner.")
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        hand = self.hands[seat]
        if card not in hand:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        if kind == "pass":
            return super().why_illegal(move)
        trick = self.trick
        if not trick:
            if not self.tricks and self.two_clubs:
                return Reason.of("two_of_clubs_leads", "The two of clubs leads the first trick.")
            return not_broken_reason(SPADES)
        led = trick[0].suit
        assert led is not None, "Spades is played without jokers"
        if (refusal := not_following(card, hand, led)) is not None:
            return refusal
        return super().why_illegal(move)

    # -- making moves -------------------------------------------------------
    def _apply(self, move: Move) -> None:
        self._legal = None
        self._public = None
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind == "play":
            self._play(seat, move.cards[0])
        elif kind == "bid":
            self._bid(seat, move.number())
        elif kind == "nil":
            self._bid(seat, NIL)
        elif kind == "look":
            self.looked[seat] = True
        elif kind == "blind_nil":
            self.looked[seat] = True  # she picks up her cards once she has bid
            self._bid(seat, BLIND_NIL)
        else:
            self._choose_pass(seat, move.cards[0])

    def _bid(self, seat: int, bid: int | str) -> None:
        self.bids[seat] = bid
        bidder = next_bidder(self.bids, seat)
        if bidder is not None:
            self.to_move = bidder
            return
        if self.exchange:
            self.passers = self._exchange_order()
            if self.passers:
                self.phase = "exchange"
                self.to_move = self.passers[0]
                return
        self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self.passers = []
        if self.two_clubs:
            leader = next(seat for seat in range(self.players) if TWO_CLUBS in self.hands[seat])
        else:
            leader = (self.dealer + 1) % self.players
        self.leader = leader
        self.to_move = leader

    def _play(self, seat: int, card: Card) -> None:
        trick = self.trick
        if trick:
            led = trick[0].suit
            assert led is not None, "Spades is played without jokers"
            if card.suit is not led:
                self.excluded[seat] |= SUIT_MASK[led]
                if card.suit is SPADES:
                    self.broken = True
        elif card.suit is SPADES and not self.broken:
            self.excluded[seat] |= NON_SPADE_MASK  # led an unbroken spade: only spades left
        if not self._add_to_trick(seat, card):
            return
        leader = self.leader
        assert leader is not None
        winner = trick_winner(leader, trick, self.players, SPADES)
        self._take_trick(winner)
        self._lead_next(winner, len(self.tricks) == self.size)

    # -- copies -------------------------------------------------------------
    copied_lists = ("looked", "bids", "passers", "chosen", "passed", "received")
    observed = hidden_pass

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(self.players):
            out += self.hands[seat]
            out += self.won[seat]
            chosen = self.chosen[seat]
            if chosen is not None:
                out.append(chosen)
        out += self.trick
        return out

    # -- what a seat may imagine --------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> SpadesState:
        """Redeal the cards ``seat`` cannot see, keeping hand sizes and what
        the seat knows: its own hand once it has looked (before that, its own
        cards are unseen too), where the card it passed went, who holds the
        two of clubs when it is to lead, shown voids and a spade led before
        they were broken (only spades left). Undelivered passes of other
        seats are part of their hands, split off again at random."""
        copy = self.clone()
        players = self.players
        hidden = [other for other in range(players) if other != seat or not self.looked[seat]]
        fixed: dict[int, list[Card]] = {other: [] for other in hidden}
        pinned: set[Card] = set()
        passed = self.passed[seat]
        partner = self.partner(seat)
        if passed is not None and partner is not None and passed in self.hands[partner]:
            fixed[partner].append(passed)
            pinned.add(passed)
        if self.phase == "play" and self.two_clubs and not self.tricks and not self.trick:
            leader = self.to_move
            if leader in fixed and TWO_CLUBS not in pinned:  # the leader is another, hidden hand
                fixed[leader].append(TWO_CLUBS)
                pinned.add(TWO_CLUBS)
        held: dict[int, list[Card]] = {}
        for other in hidden:
            chosen = self.chosen[other]
            held[other] = self.hands[other] + ([chosen] if chosen is not None else [])
        assignment = self._redeal(hidden, rng, held, fixed)
        for other in hidden:
            cards = assignment[other]
            if self.chosen[other] is not None:
                cards.sort(key=card_order)
                pick = rng.randrange(len(cards))
                copy.chosen[other] = cards.pop(pick)
            copy.hands[other] = sorted(cards, key=card_order)
        copy._legal = None
        copy._imagine_exchange(seat, rng)
        return copy


class SpadesGame(Game):
    """The plugin object: partnerships of two (or three players cut-throat),
    bids and bags, game to 500."""

    id = "spades"
    name = N_("Spades")
    family = "tricks"
    min_players = 3
    max_players = 4
    default_players = 4
    description = N_("Bid the tricks you will take with your partner; spades are always trumps.")
    agent = ".ai:SpadesAgent"
    playout = ".search:playout_move"
    utility = ".search:search_utility"
    # At a tenth of Hard's budget the tree search lost to Normal here; the
    # anchored one does not (benchmarks/strength.md).
    search_style = "anchored"
    sheet = ".sheet:SpadesSheet"
    option_specs = (
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            500,
            help=N_(
                "People usually play Spades to 500 points. The set end point for the game, "
                "however, can be determined by the players."
            ),
            minimum=100,
            maximum=1000,
        ),
        OptionSpec(
            "two_of_clubs_leads",
            N_("Two of clubs leads"),
            "bool",
            True,
            help=N_(
                "The two of clubs is the first card played after all bidding is done. "
                "Off: the player on the dealer's left leads any card but a spade."
            ),
        ),
        OptionSpec(
            "nil",
            N_("Nil bids"),
            "bool",
            True,
            help=N_(
                "A player may bid to take no trick at all: +50 if she takes none, -50 if she takes any. "
                "Off: every bid is at least 1."
            ),
        ),
        OptionSpec(
            "blind_nil",
            N_("Blind nil"),
            "bool",
            True,
            help=N_("Partnerships only: before seeing her cards a player may bid nil blind, for +100 or -100."),
        ),
        OptionSpec(
            "blind_exchange",
            N_("Blind nil exchange"),
            "bool",
            False,
            help=N_(
                "After a blind nil, the bidder passes one card to her partner, and her partner gives her one of theirs."
            ),
        ),
        OptionSpec(
            "bags_penalty",
            N_("Ten bags cost 100"),
            "bool",
            True,
            help=N_(
                "Overtricks (bags) score a point each; a side that collects 10 bags loses 100 points "
                "and starts counting again."
            ),
        ),
    )
    presets = (
        Preset(
            "blind_exchange",
            N_("Spades, blind nil with an exchange"),
            {"blind_exchange": True},
            N_("A blind nil bidder and her partner pass each other one card after the bidding."),
        ),
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> SpadesState:
        resolved = self.resolve(players, options)
        return SpadesState.deal(players, resolved, seed, context or HandContext(0, 0, (0,) * players))

    def hand_result(self, state: GameState) -> HandResult:
        """Each side's contract, nils and bags (see scoring.py); both partners
        score the side's points."""
        assert isinstance(state, SpadesState)
        scores = side_scores(state)
        team_of = state.team_of
        points = tuple(scores[team_of[seat]].points for seat in range(state.players))
        cells = {
            "bids": list(state.bids),
            "tricks": list(state.tricks_won),
            "side_bids": [score.bid for score in scores],
            "side_tricks": [score.tricks for score in scores],
            "made": [score.made for score in scores],
            "nil_points": [score.nil_points for score in scores],
            "bags": [score.bags for score in scores],
            "bags_total": [score.bags_after for score in scores],
            "bag_penalty": [score.penalty for score in scores],
            "side_points": [score.points for score in scores],
        }
        return HandResult(points, cells, hand_summary(state, scores))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=int(options["target"]), team_of=PARTNERS if players == 4 else None)


def side_scores(state: SpadesState) -> list[scoring.SideScore]:
    """The hand's score of each side (every bid must have been made)."""
    out = []
    for side in range(state.sides):
        members = [seat for seat in range(state.players) if state.team_of[seat] == side]
        bids = [bid if bid is not None else 0 for bid in (state.bids[seat] for seat in members)]
        tricks = [state.tricks_won[seat] for seat in members]
        out.append(score_side(bids, tricks, state.bags[side], state.bag_rule))
    return out


GAME = SpadesGame()
