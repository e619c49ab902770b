"""Barbu: four players, seven contracts for each declarer, with doubling.

A hand runs in phases. Declarer (the player left of the dealer) chooses one
of the contracts she has not yet played in her seven (``contract Q``); for
Trumps she names trumps (``trumps S``), for Dominoes the starting rank
(``rank 7``). Then each player in turn, from declarer's left round to
declarer, doubles whom she likes one ``double <seat>`` at a time and ends her
turn with ``pass``. Then the play: thirteen tricks (No Queens and No King of
Hearts stop early) or the Dominoes layout.

Which contracts the declarer has played and which compulsory doubles are
still owed come from the score-sheet cells of the earlier hands of the match
(``HandContext.earlier``); a hand dealt without them sees a fresh seven.

Hands are kept as sorted per-seat lists and every Move is built once at
import, so the search's playouts stay fast. What each seat has shown it
cannot hold (voids, a failure to head a trick with a trump, a pass in
Dominoes) is kept as bit masks over ``Card.index`` for ``determinize``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

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
from ...engines.tricks import (
    BIT,
    FULL_MASK,
    SUIT_MASK,
    deal_round,
    follow_options,
    lead_options,
    not_following,
    trick_winner,
    winning_index,
)
from . import scoring
from .display import PENALTY as PENALTY
from .display import BarbuDisplay, rank_label
from .display import penalty_cards as penalty_cards
from .dominoes import BY_HIGH as BY_HIGH
from .dominoes import DOMINO_RANKS as DOMINO_RANKS
from .dominoes import RANK_MOVE as RANK_MOVE
from .doubling import DOUBLE as DOUBLE
from .doubling import PASS as PASS
from .scoring import (
    DOMINOES,
    HEART_LEAD_BANNED,
    KING_OF_HEARTS,
    NAMES,
    NO_KING,
    NO_QUEENS,
    TRUMPS,
)

PLAYERS = 4
HAND_SIZE = 13

DECK: tuple[Card, ...] = tuple(french_deck())

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK}
CONTRACT: dict[str, Move] = {letter: Move("contract", arg=letter) for letter in scoring.CONTRACT_ORDER}
TRUMP_MOVE: dict[Suit, Move] = {suit: Move("trumps", arg=suit.letter) for suit in Suit}

#: ABOVE[suit][high]: the cards of ``suit`` ranking above ``high`` (ace 14).
ABOVE: dict[Suit, list[int]] = {
    suit: [sum(BIT[card] for card in DECK if card.suit is suit and card.high > high) for high in range(15)]
    for suit in Suit
}

PHASES = ("contract", "trumps", "rank", "double", "play", "over")


class BarbuState(BarbuDisplay):
    """One hand of Barbu, from the choice of contract to the end of the play."""

    game_id = "barbu"

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ):
        self._set_table(hands, options, seed, context)
        self.declarer = (self.dealer + 1) % PLAYERS
        self.values = scoring.values_for(options)
        self.declarer_only = bool(options.get("declarer_only"))
        contracts = scoring.contracts_for(options)
        self.per = len(contracts)
        self.seven = context.number % self.per
        self.hands_left = self.per - self.seven
        before = scoring.earlier_in_seven(context.earlier, context.number, self.declarer, self.per)
        self.played: tuple[str, ...] = tuple(
            str(cells["contract"]) for cells in before if cells.get("contract") in contracts
        )
        self.owed_before: tuple[int, ...] = scoring.doubles_owed(
            self.declarer,
            [[tuple(pair) for pair in cast("Iterable[Sequence[int]]", cells.get("doubles", ()))] for cells in before],
        )
        self.choices: tuple[str, ...] = tuple(c for c in contracts if c not in self.played) or contracts
        self.contract: str | None = None
        self.trumps: Suit | None = None
        self.rank: Rank | None = None
        self.phase = "contract"
        self.doubles: list[tuple[int, int]] = []
        self.queens_taken = 0
        # Dominoes: per suit None (not started) or the (low, high) ranks laid.
        self.layout: list[tuple[int, int] | None] = [None] * 4
        self.out_order: list[int] = []
        self.domino_log: list[tuple[int, Card | None]] = []
        self.to_move: int | None = self.declarer

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, options: Mapping[str, Any], seed: int | str, context: HandContext) -> BarbuState:
        """Shuffle with ``Random(seed)``; the dealer (on declarer's right)
        deals one card at a time from her left, declarer first."""
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        return cls(deal_round(deck, PLAYERS, context.dealer), options, seed, context)

    @classmethod
    def arranged(
        cls,
        hands: Sequence[Sequence[Card]],
        declarer: int = 0,
        options: Mapping[str, Any] | None = None,
        number: int = 0,
        earlier: Sequence[Mapping[str, Any]] = (),
    ) -> BarbuState:
        """A hand with the given four 13-card hands (for tests and puzzles).
        ``number`` is the hand's number in the match and ``earlier`` the sheet
        cells of the hands before it."""
        cards = [card for hand in hands for card in hand]
        if len(hands) != PLAYERS or any(len(hand) != HAND_SIZE for hand in hands):
            raise ValueError("Barbu needs four hands of 13 cards")
        if set(cards) != set(DECK) or len(cards) != len(DECK):
            raise ValueError("the four hands must hold the 52 cards once each")
        resolved = GAME.resolve(PLAYERS, options)
        context = HandContext(number, (declarer - 1) % PLAYERS, (0,) * PLAYERS, tuple(earlier))
        return cls(hands, resolved, "arranged", context)

    # -- moves --------------------------------------------------------------
    def _compute_legal(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        phase = self.phase
        if phase == "play":
            if self.contract == DOMINOES:
                cards = self.domino_options(self.hands[seat])
                return [PLAY[card] for card in cards] if cards else [PASS]
            return [PLAY[card] for card in self.trick_options(seat)]
        if phase == "contract":
            return [CONTRACT[letter] for letter in self.choices]
        if phase == "trumps":
            return [TRUMP_MOVE[suit] for suit in Suit]
        if phase == "rank":
            return [RANK_MOVE[rank] for rank in DOMINO_RANKS]
        return self._doubling_moves(seat)

    def trick_options(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the trick."""
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            if self.contract in HEART_LEAD_BANNED:
                return lead_options(hand, Suit.HEARTS, False)
            return list(hand)
        led = trick[0].suit
        options = follow_options(hand, led)
        trump = self.trumps
        if trump is None:
            return options
        if led is trump:
            if options[0].suit is trump:
                top = trick[winning_index(trick, trump)].high
                over = [card for card in options if card.high > top]
                return over or options
            return options
        if options[0].suit is led:
            return options
        heading = self._heading_trumps(hand)
        return heading or options

    def _heading_trumps(self, hand: Sequence[Card]) -> list[Card]:
        """The trumps of ``hand`` that would head the trick as it stands."""
        trump = self.trumps
        trick = self.trick
        best = trick[winning_index(trick, trump)]
        floor = best.high if best.suit is trump else 0
        return [card for card in hand if card.suit is trump and card.high > floor]

    # -- refusals -----------------------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        """The rule that refuses ``move`` (it is assumed not to be legal)."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        kind = move.kind
        phase = self.phase
        if kind not in ("contract", "trumps", "rank", "double", "pass", "play"):
            return Reason.of("not_a_move", "'{move}' is not a move of Barbu.", move=str(move))
        if phase == "contract":
            if kind != "contract":
                return Reason.of("choose_contract_first", "Declarer must first choose a contract.")
            return self._why_not_contract(move)
        if phase in ("trumps", "rank"):
            wanted = "trumps" if phase == "trumps" else "rank"
            if kind != wanted:
                if phase == "trumps":
                    return Reason.of("name_trumps_first", "Declarer must first name trumps.")
                return Reason.of("name_rank_first", "Declarer must first name the starting rank.")
            if phase == "trumps":
                return Reason.of("not_a_suit", "Name trumps with a suit letter: C, D, H or S.")
            return Reason.of("not_a_rank", "Name the starting rank: 2 to 10, J, Q, K or A.")
        if phase == "double":
            return self._why_not_doubling(seat, move)
        # play
        if kind in ("contract", "trumps", "rank", "double"):
            return Reason.of("playing_now", "The doubling is over: play a card.")
        if self.contract == DOMINOES:
            return self._why_not_domino(seat, move)
        if kind == "pass":
            return Reason.of("no_pass_in_tricks", "You cannot pass in a trick: play a card.")
        return self._why_not_play(seat, move)

    def _why_not_play(self, seat: int, move: Move) -> Reason:
        if len(move.cards) != 1:
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        hand = self.hands[seat]
        if card not in hand:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        if not self.trick:
            return Reason.of(
                "heart_lead",
                "You may not lead a heart in {name} unless you hold only hearts.",
                name=NAMES[str(self.contract)],
            )
        led = self.trick[0].suit
        assert led is not None, "Barbu is played without jokers"
        trump = self.trumps
        if (refusal := not_following(card, hand, led)) is not None:
            return refusal
        if trump is not None and led is trump:
            return Reason.of("beat_trump", "When trumps are led you must beat the highest trump if you can.")
        if trump is not None:
            return Reason.of("head_with_trump", "You must head the trick with a trump if you can.")
        return super().why_illegal(move)

    # -- making moves -------------------------------------------------------
    def _apply(self, move: Move) -> None:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        kind = move.kind
        if kind == "play":
            if self.contract == DOMINOES:
                self._lay(seat, move.cards[0])
            else:
                self._play(seat, move.cards[0])
        elif kind == "pass":
            if self.phase == "double":
                self._end_turn(seat)
            else:
                self._pass_domino(seat)
        elif kind == "double":
            self.doubles.append((seat, move.number()))
        elif kind == "contract":
            letter = str(move.arg)
            self.contract = letter
            if letter == TRUMPS:
                self.phase = "trumps"
            elif letter == DOMINOES:
                self.phase = "rank"
            else:
                self._start_doubling()
        elif kind == "trumps":
            self.trumps = Suit.parse(str(move.arg))
            self._start_doubling()
        elif kind == "rank":
            self.rank = Rank.parse(str(move.arg))
            self._start_doubling()

    def _play(self, seat: int, card: Card) -> None:
        trick = self.trick
        trump = self.trumps
        if trick:
            led = trick[0].suit
            assert led is not None, "Barbu is played without jokers"
            excluded = self.excluded
            if card.suit is not led:
                excluded[seat] |= SUIT_MASK[led]
            if trump is not None:
                best = trick[winning_index(trick, trump)]
                if led is trump:
                    if card.suit is trump and card.high <= best.high:
                        excluded[seat] |= ABOVE[trump][best.high]  # could not beat the highest trump
                elif card.suit is not led:
                    floor = best.high if best.suit is trump else 0
                    if card.suit is not trump or card.high <= floor:
                        excluded[seat] |= ABOVE[trump][floor]  # could not head the trick
        elif card.suit is Suit.HEARTS and self.contract in HEART_LEAD_BANNED:
            self.excluded[seat] |= FULL_MASK ^ SUIT_MASK[Suit.HEARTS]  # led a heart: only hearts left
        if not self._add_to_trick(seat, card):
            return
        leader = self.leader
        assert leader is not None
        winner = trick_winner(leader, trick, PLAYERS, trump)
        cards = self._take_trick(winner)
        contract = self.contract
        done = len(self.tricks) == HAND_SIZE
        if contract == NO_QUEENS:
            self.queens_taken += sum(1 for c in cards if c.rank == 12)
            done = done or self.queens_taken == 4
        elif contract == NO_KING:
            done = done or KING_OF_HEARTS in cards
        self._lead_next(winner, done)

    # -- copies -------------------------------------------------------------
    copied_lists = ("doubles", "layout", "out_order", "domino_log")

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(PLAYERS):
            out += self.hands[seat]
            out += self.won[seat]
        out += self.trick
        out += self.domino_cards()
        return out

    # -- what a seat sees ---------------------------------------------------
    # -- what a seat may imagine --------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> BarbuState:
        """Redeal the cards ``seat`` cannot see among the other seats, keeping
        hand sizes and everything the play has shown: voids, a failure to
        head a trick with a trump, a heart led under the lead ban (only
        hearts left), a pass in Dominoes (none of the cards that fitted)."""
        copy = self.clone()
        others = [other for other in range(PLAYERS) if other != seat]
        assignment = self._redeal(others, rng)
        for other in others:
            copy.hands[other] = sorted(assignment[other], key=card_order)
        copy._legal = None
        return copy


class BarbuGame(Game):
    """The plugin object: four players, 28 hands (32 with Ravage City),
    highest total wins."""

    id = "barbu"
    name = N_("Barbu")
    family = "tricks"
    min_players = 4
    max_players = 4
    default_players = 4
    description = N_("Each player declares seven contracts in turn; double the players you expect to beat.")
    agent = ".ai:BarbuAgent"
    playout = ".ai:playout_move"
    utility = ".ai:search_utility"
    sheet = ".sheet:BarbuSheet"
    option_specs = (
        OptionSpec(
            "ravage_city",
            N_("Ravage City"),
            "bool",
            False,
            help=N_(
                "An eighth contract: whoever takes the most cards of one suit scores -36 "
                "(ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum."
            ),
        ),
        OptionSpec(
            "declarer_only",
            N_("Doubles of declarer only"),
            "bool",
            False,
            help=N_(
                "Players may double declarer only, not each other; a declarer who redoubles "
                "must redouble everyone who doubled her."
            ),
        ),
        OptionSpec(
            "alternative_scores",
            N_("Alternative scores"),
            "bool",
            False,
            help=N_("The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10."),
        ),
    )
    presets = (
        Preset(
            "ravage_city",
            N_("Barbu with Ravage City"),
            {"ravage_city": True},
            N_("Eight contracts for each declarer: Ravage City is added."),
        ),
        Preset(
            "declarer_doubles",
            N_("Barbu, doubles of declarer only"),
            {"declarer_only": True},
            N_("The simpler doubling: only declarer may be doubled."),
        ),
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> BarbuState:
        resolved = self.resolve(players, options)
        return BarbuState.deal(resolved, seed, context or HandContext(0, 0, (0,) * PLAYERS))

    def dealer_of(self, players: int, options: Mapping[str, Any], number: int, first_dealer: int) -> int:
        """Each declarer plays her seven (eight) hands in a row, dealt by the
        player on her right; the first declarer sits left of the first dealer."""
        per = len(scoring.contracts_for(options))
        return (scoring.declarer_of(number, first_dealer + 1, per) - 1) % PLAYERS

    def hand_result(self, state: GameState) -> HandResult:
        """The raw scores of the contract, then the doubles settled pair by pair."""
        assert isinstance(state, BarbuState)
        contract = state.contract
        if contract is None:
            raw: tuple[int, ...] = (0,) * PLAYERS
        elif contract == DOMINOES:
            raw = scoring.raw_from_places(state.out_order, state.values)
        else:
            raw = scoring.raw_from_tricks(contract, [(w, c) for _, c, w in state.tricks], state.values)
        points = scoring.settle(raw, state.doubles)
        cells = {
            "declarer": state.declarer,
            "contract": contract,
            "trumps": state.trumps.letter if state.trumps is not None else None,
            "rank": rank_label(state.rank),
            "doubles": sorted([doubler, doubled] for doubler, doubled in state.doubles),
            "raw": list(raw),
            "points": list(points),
            "seven": state.seven,
        }
        return HandResult(points, cells, _summary(state, raw))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(hands=PLAYERS * len(scoring.contracts_for(options)))


def _summary(state: BarbuState, raw: Sequence[int]) -> tuple[Reason, ...]:
    contract = state.contract
    if contract is None:
        return ()
    lines = [
        Reason.of(
            "summary_contract",
            "{seat} declared {name}.",
            you="You declared {name}.",
            seat=state.declarer,
            name=NAMES[contract],
        )
    ]
    if contract == DOMINOES and state.out_order:
        lines.append(
            Reason.of("summary_first_out", "{seat} went out first.", you="You went out first.", seat=state.out_order[0])
        )
    elif contract == NO_KING:
        taker = next((seat for seat in range(PLAYERS) if KING_OF_HEARTS in state.won[seat]), None)
        if taker is not None:
            lines.append(
                Reason.of(
                    "summary_king", "{seat} took the king of hearts.", you="You took the king of hearts.", seat=taker
                )
            )
    return tuple(lines)


GAME = BarbuGame()
