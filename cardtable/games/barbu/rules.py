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
from typing import Any, Iterable, Mapping, Sequence

from ...core.cards import Card, Rank, Suit, card_order, french_deck
from ...core.game import (
    Game, GameState, HandContext, HandResult, MatchRules, PileView, View, make_info,
)
from ...core.i18n import N_
from ...core.messages import listed
from ...core.moves import Move, play
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...engines.deal import deal_avoiding
from ...engines.tricks import follow_options, follow_suit_reason, lead_options, winning_index
from . import scoring
from .scoring import (
    DOMINOES, HEART_LEAD_BANNED, KING_OF_HEARTS, NAMES, NO_HEARTS, NO_KING, NO_QUEENS, TRUMPS,
)

PLAYERS = 4
HAND_SIZE = 13

DECK: tuple[Card, ...] = tuple(french_deck())

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK}
PASS = Move("pass")
CONTRACT: dict[str, Move] = {letter: Move("contract", arg=letter) for letter in scoring.CONTRACT_ORDER}
TRUMP_MOVE: dict[Suit, Move] = {suit: Move("trumps", arg=suit.letter) for suit in Suit}
#: Dominoes' starting ranks, 2 to ace. Parsed from text so that "rank 7"
#: (an int argument) and "rank J" (a word) read back as the same move.
DOMINO_RANKS: tuple[Rank, ...] = tuple(Rank(value) for value in range(2, 14)) + (Rank.ACE,)
RANK_MOVE: dict[Rank, Move] = {rank: Move.parse(f"rank {rank.label}") for rank in DOMINO_RANKS}
DOUBLE: dict[int, Move] = {seat: Move("double", arg=seat) for seat in range(PLAYERS)}

# Bit masks over Card.index, for what a seat has shown it cannot hold.
BIT: dict[Card, int] = {card: 1 << card.index for card in DECK}
SUIT_MASK: dict[Suit, int] = {suit: sum(BIT[card] for card in DECK if card.suit is suit) for suit in Suit}
FULL_MASK = sum(BIT.values())
#: ABOVE[suit][high]: the cards of ``suit`` ranking above ``high`` (ace 14).
ABOVE: dict[Suit, list[int]] = {
    suit: [sum(BIT[card] for card in DECK if card.suit is suit and card.high > high) for high in range(15)]
    for suit in Suit
}
#: BY_HIGH[suit][high]: the card of ``suit`` whose rank (ace 14) is ``high``.
BY_HIGH: dict[Suit, dict[int, Card]] = {suit: {card.high: card for card in DECK if card.suit is suit} for suit in Suit}
QUEENS = frozenset(card for card in DECK if card.rank is Rank.QUEEN)

PHASES = ("contract", "trumps", "rank", "double", "play", "over")


def penalty_cards(letter: str | None) -> frozenset[Card]:
    """The cards shown face up before their taker: the hearts in No Hearts,
    the queens in No Queens, the king of hearts in No King of Hearts."""
    if letter == NO_HEARTS:
        return frozenset(card for card in DECK if card.suit is Suit.HEARTS)
    if letter == NO_QUEENS:
        return QUEENS
    if letter == NO_KING:
        return frozenset({KING_OF_HEARTS})
    return frozenset()


PENALTY: dict[str | None, frozenset[Card]] = {
    letter: penalty_cards(letter) for letter in (*scoring.CONTRACT_ORDER, None)
}


def rank_label(rank: Rank | None) -> str | None:
    return None if rank is None else rank.label


class BarbuState(GameState):
    """One hand of Barbu, from the choice of contract to the end of the play."""

    game_id = "barbu"

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
            self.declarer, [[tuple(pair) for pair in cells.get("doubles", ())] for cells in before]  # type: ignore[union-attr]
        )
        self.choices: tuple[str, ...] = tuple(c for c in contracts if c not in self.played) or contracts
        self.contract: str | None = None
        self.trumps: Suit | None = None
        self.rank: Rank | None = None
        self.phase = "contract"
        self.doubles: list[tuple[int, int]] = []
        self.hands: list[list[Card]] = [sorted(hand, key=card_order) for hand in hands]
        self.trick: list[Card] = []
        self.leader: int | None = None
        self.tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self.won: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.tricks_won: list[int] = [0] * PLAYERS
        self.queens_taken = 0
        # Dominoes: per suit None (not started) or the (low, high) ranks laid.
        self.layout: list[tuple[int, int] | None] = [None] * 4
        self.out_order: list[int] = []
        self.domino_log: list[tuple[int, Card | None]] = []
        # Cards (bits over Card.index) each seat has publicly shown it cannot hold.
        self.excluded: list[int] = [0] * PLAYERS
        self.to_move: int | None = self.declarer
        self._legal: list[Move] | None = None

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, options: Mapping[str, Any], seed: int | str, context: HandContext) -> BarbuState:
        """Shuffle with ``Random(seed)``; the dealer (on declarer's right)
        deals one card at a time from her left, declarer first."""
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        first = (context.dealer + 1) % PLAYERS
        hands = [deck[(seat - first) % PLAYERS::PLAYERS] for seat in range(PLAYERS)]
        return cls(hands, options, seed, context)

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

    # -- facts --------------------------------------------------------------
    @property
    def open_contracts(self) -> tuple[str, ...]:
        """The contracts still to play in this seven, this hand's excluded
        once it is chosen."""
        return tuple(letter for letter in self.choices if letter != self.contract)

    def owed(self) -> tuple[int, ...]:
        """Each player's compulsory doubles of declarer still owed, counting
        the doubles already made in this hand."""
        made = {doubler for doubler, doubled in self.doubles if doubled == self.declarer}
        return tuple(max(0, owed - (seat in made)) for seat, owed in enumerate(self.owed_before))

    def forced(self, seat: int) -> bool:
        """Must ``seat`` still double declarer before she may pass?"""
        if seat == self.declarer or self.phase != "double":
            return False
        if not scoring.double_forced(self.owed_before[seat], self.hands_left):
            return False
        return (seat, self.declarer) not in self.doubles

    def doubled_by(self, seat: int) -> list[int]:
        """The players ``seat`` has doubled in this hand."""
        return [doubled for doubler, doubled in self.doubles if doubler == seat]

    def doubled_me(self, seat: int) -> list[int]:
        return [doubler for doubler, doubled in self.doubles if doubled == seat]

    def targets(self, seat: int) -> tuple[int, ...]:
        """Whom ``seat`` may double now (not those she has already doubled)."""
        assert self.contract is not None
        allowed = scoring.allowed_targets(
            seat, self.declarer, self.contract, self.doubled_me(seat), self.declarer_only
        )
        done = self.doubled_by(seat)
        return tuple(other for other in allowed if other not in done)

    def must_redouble_all(self, seat: int) -> bool:
        """With doubles of declarer only, a declarer who redoubles one player
        must redouble every player who doubled her."""
        if not self.declarer_only or seat != self.declarer:
            return False
        done = self.doubled_by(seat)
        return bool(done) and any(other not in done for other in self.doubled_me(seat))

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
        moves = [DOUBLE[other] for other in self.targets(seat)]
        if not self.forced(seat) and not self.must_redouble_all(seat):
            moves.append(PASS)
        return moves

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

    def domino_options(self, hand: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that fit the Dominoes layout."""
        start = self.rank_high()
        layout = self.layout
        out = []
        for card in hand:
            laid = layout[card.suit]  # type: ignore[index]
            if laid is None:
                if card.high == start:
                    out.append(card)
            elif card.high == laid[0] - 1 or card.high == laid[1] + 1:
                out.append(card)
        return out

    def rank_high(self) -> int:
        rank = self.rank
        return 0 if rank is None else rank.high

    def playable_mask(self) -> int:
        """Every card that would fit the Dominoes layout now."""
        start = self.rank_high()
        mask = 0
        for suit in Suit:
            laid = self.layout[suit]
            cards = BY_HIGH[suit]
            if laid is None:
                mask |= BIT[cards[start]]
            else:
                if laid[0] - 1 >= 2:
                    mask |= BIT[cards[laid[0] - 1]]
                if laid[1] + 1 <= 14:
                    mask |= BIT[cards[laid[1] + 1]]
        return mask

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
            if kind == "double":
                return self._why_not_double(seat, move.arg)
            if kind == "pass":
                if self.forced(seat):
                    return Reason.plural(
                        "double_forced",
                        "You must double declarer now: you still owe {n} compulsory double "
                        "(hands left in declarer's seven: {left}).",
                        "You must double declarer now: you still owe {n} compulsory doubles "
                        "(hands left in declarer's seven: {left}).",
                        n=self.owed_before[seat], left=self.hands_left,
                    )
                return Reason.of(
                    "redouble_all",
                    "With doubles of declarer only, declarer who redoubles must redouble everyone "
                    "who doubled her.",
                )
            return Reason.of("doubling_now", "Doubling comes first: double whom you like, then pass.")
        # play
        if kind in ("contract", "trumps", "rank", "double"):
            return Reason.of("playing_now", "The doubling is over: play a card.")
        if self.contract == DOMINOES:
            return self._why_not_domino(seat, move)
        if kind == "pass":
            return Reason.of("no_pass_in_tricks", "You cannot pass in a trick: play a card.")
        return self._why_not_play(seat, move)

    def _why_not_contract(self, move: Move) -> Reason:
        letter = move.arg
        if letter in self.played:
            return Reason.of(
                "contract_played", "You have already played {name} in this seven.", name=NAMES[str(letter)]
            )
        return Reason.of(
            "not_a_contract", "Choose one of the open contracts: {letters}.", letters=" ".join(self.choices)
        )

    def _why_not_double(self, seat: int, target: Any) -> Reason:
        assert self.contract is not None
        if not isinstance(target, int) or not 0 <= target < PLAYERS:
            return Reason.of("no_such_seat", "Double a seat: 0 to 3.")
        if target == seat:
            return Reason.of("double_self", "You cannot double yourself.")
        if target in self.doubled_by(seat):
            return Reason.of("already_doubled", "You have already doubled {seat}.", seat=target)
        if seat == self.declarer:
            return Reason.of("redouble_only", "Declarer may only redouble players who doubled her.")
        if self.contract in (TRUMPS, DOMINOES):
            return Reason.of(
                "positive_declarer_only", "In Trumps and Dominoes the others may double declarer only."
            )
        return Reason.of("declarer_only", "With doubles of declarer only, you may double declarer only.")

    def _why_not_play(self, seat: int, move: Move) -> Reason:
        if len(move.cards) != 1:
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        hand = self.hands[seat]
        if card not in hand:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        if not self.trick:
            return Reason.of(
                "heart_lead", "You may not lead a heart in {name} unless you hold only hearts.",
                name=NAMES[str(self.contract)],
            )
        led = self.trick[0].suit
        trump = self.trumps
        if card.suit is not led and any(held.suit is led for held in hand):
            return follow_suit_reason(led)  # type: ignore[arg-type]
        if trump is not None and led is trump:
            return Reason.of("beat_trump", "When trumps are led you must beat the highest trump if you can.")
        if trump is not None:
            return Reason.of("head_with_trump", "You must head the trick with a trump if you can.")
        return super().why_illegal(move)

    def _why_not_domino(self, seat: int, move: Move) -> Reason:
        if move.kind == "pass":
            return Reason.of("must_play", "You can play a card, so you must.")
        if len(move.cards) != 1:
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        if card not in self.hands[seat]:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        if self.layout[card.suit] is None:  # type: ignore[index]
            return Reason.of(
                "domino_start", "A suit is started with its {rank}.", rank=self.rank,
            )
        return Reason.of(
            "domino_next", "The {card} does not fit: play the next card up or down in a started suit.", card=card
        )

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
                self.excluded[seat] |= self.playable_mask()
                self.domino_log.append((seat, None))
                self._next_domino(seat)
        elif kind == "double":
            self.doubles.append((seat, int(move.arg)))  # type: ignore[arg-type]
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

    def _start_doubling(self) -> None:
        self.phase = "double"
        self.to_move = (self.declarer + 1) % PLAYERS

    def _end_turn(self, seat: int) -> None:
        if seat != self.declarer:
            self.to_move = (seat + 1) % PLAYERS
            return
        self.phase = "play"
        self.leader = self.declarer
        self.to_move = self.declarer

    def _play(self, seat: int, card: Card) -> None:
        trick = self.trick
        trump = self.trumps
        if trick:
            led = trick[0].suit
            excluded = self.excluded
            if card.suit is not led:
                excluded[seat] |= SUIT_MASK[led]  # type: ignore[index]
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
        self.hands[seat].remove(card)
        trick.append(card)
        if len(trick) < PLAYERS:
            self.to_move = (seat + 1) % PLAYERS
            return
        leader = self.leader
        assert leader is not None
        winner = (leader + winning_index(trick, trump)) % PLAYERS
        cards = tuple(trick)
        self.tricks.append((leader, cards, winner))
        self.won[winner].extend(cards)
        self.tricks_won[winner] += 1
        self.trick = []
        contract = self.contract
        done = len(self.tricks) == HAND_SIZE
        if contract == NO_QUEENS:
            self.queens_taken += sum(1 for c in cards if c.rank == 12)
            done = done or self.queens_taken == 4
        elif contract == NO_KING:
            done = done or KING_OF_HEARTS in cards
        if done:
            self.leader = None
            self.to_move = None
            self.phase = "over"
        else:
            self.leader = winner
            self.to_move = winner

    def _lay(self, seat: int, card: Card) -> None:
        suit = card.suit
        laid = self.layout[suit]  # type: ignore[index]
        high = card.high
        if laid is None:
            self.layout[suit] = (high, high)  # type: ignore[index]
        elif high < laid[0]:
            self.layout[suit] = (high, laid[1])  # type: ignore[index]
        else:
            self.layout[suit] = (laid[0], high)  # type: ignore[index]
        hand = self.hands[seat]
        hand.remove(card)
        self.domino_log.append((seat, card))
        if not hand:
            self.out_order.append(seat)
            if len(self.out_order) == PLAYERS - 1:
                last = next(other for other in range(PLAYERS) if other not in self.out_order)
                self.out_order.append(last)
                self.to_move = None
                self.phase = "over"
                return
        self._next_domino(seat)

    def _next_domino(self, seat: int) -> None:
        out = self.out_order
        for step in range(1, PLAYERS + 1):
            other = (seat + step) % PLAYERS
            if other not in out:
                self.to_move = other
                return

    # -- copies -------------------------------------------------------------
    def clone(self) -> BarbuState:
        copy = object.__new__(BarbuState)
        copy.__dict__.update(self.__dict__)
        copy.history = self.history[:]
        copy.doubles = self.doubles[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.trick = self.trick[:]
        copy.tricks = self.tricks[:]
        copy.won = [won[:] for won in self.won]
        copy.tricks_won = self.tricks_won[:]
        copy.layout = self.layout[:]
        copy.out_order = self.out_order[:]
        copy.domino_log = self.domino_log[:]
        copy.excluded = self.excluded[:]
        return copy

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(PLAYERS):
            out += self.hands[seat]
            out += self.won[seat]
        out += self.trick
        out += self.domino_cards()
        return out

    def domino_cards(self, suit: Suit | None = None) -> list[Card]:
        """The cards laid out in Dominoes (of one suit, by rank)."""
        out: list[Card] = []
        for each in Suit if suit is None else (suit,):
            laid = self.layout[each]
            if laid is not None:
                cards = BY_HIGH[each]
                out += [cards[high] for high in range(laid[0], laid[1] + 1)]
        return out

    # -- what a seat sees ---------------------------------------------------
    def trick_seats(self) -> tuple[int, ...]:
        if self.leader is None:
            return ()
        return tuple((self.leader + index) % PLAYERS for index in range(len(self.trick)))

    def raw_so_far(self) -> tuple[int, ...]:
        """The raw scores of the tricks taken so far (Dominoes: of the
        players out so far, the rest 0)."""
        contract = self.contract
        if contract is None:
            return (0,) * PLAYERS
        if contract == DOMINOES:
            raw = [0] * PLAYERS
            for place, seat in enumerate(self.out_order):
                raw[seat] = self.values.dominoes[place]
            return tuple(raw)
        if contract == scoring.RAVAGE_CITY and self.to_move is not None:
            return (0,) * PLAYERS  # decided only by the whole hand's cards
        return scoring.raw_from_tricks(contract, [(w, c) for _, c, w in self.tricks], self.values)

    def view(self, seat: int | None) -> View:
        piles: list[PileView] = []
        for owner in range(PLAYERS):
            hand = self.hands[owner]
            shown = tuple(hand) if owner == seat else (None,) * len(hand)
            piles.append(PileView(f"hand:{owner}", "hand", shown, owner))
        contract = self.contract
        if contract == DOMINOES:
            for suit in Suit:
                piles.append(PileView(f"domino:{suit.letter}", "domino", tuple(self.domino_cards(suit))))
        else:
            piles.append(PileView("trick", "trick", tuple(self.trick)))
            penalty = PENALTY[contract]
            for owner in range(PLAYERS):
                won = self.won[owner]
                if penalty:
                    hidden = sum(1 for card in won if card not in penalty)
                    piles.append(PileView(f"won:{owner}", "won", (None,) * hidden, owner))
                    taken = tuple(card for card in won if card in penalty)
                    piles.append(PileView(f"captured:{owner}", "captured", taken, owner))
                else:
                    piles.append(PileView(f"won:{owner}", "won", (None,) * len(won), owner))
        facts: dict[str, Any] = dict(
            phase=self.phase,
            declarer=self.declarer,
            contract=contract,
            contract_name=NAMES[contract] if contract else None,
            trumps=self.trumps.letter if self.trumps is not None else None,
            rank=rank_label(self.rank),
            seven=self.seven,
            hands_left=self.hands_left,
            played_contracts=self.played,
            open_contracts=self.open_contracts,
            contracts=tuple(scoring.contracts_for(self.options)),
            contract_names=tuple((letter, NAMES[letter]) for letter in scoring.contracts_for(self.options)),
            doubles=tuple(self.doubles),
            owed=self.owed(),
            owed_before=self.owed_before,
            forced=tuple(self.forced(other) for other in range(PLAYERS)),
            declarer_only=self.declarer_only,
            ravage_city=bool(self.options.get("ravage_city")),
            alternative_scores=bool(self.options.get("alternative_scores")),
            leader=self.leader,
            trick_seats=self.trick_seats(),
            tricks=tuple(self.tricks),
            trick_number=len(self.tricks) + (1 if self.to_move is not None else 0),
            tricks_won=tuple(self.tricks_won),
            raw=self.raw_so_far(),
            out_order=tuple(self.out_order),
            dominoes=tuple(self.domino_log),
            scores=tuple(self.context.scores),
        )
        info = make_info(**facts)
        return View("barbu", seat, PLAYERS, self.to_move, self.dealer, tuple(piles), info, self.prompt(seat),
                    self._status())

    def _status(self) -> tuple[Reason, ...]:
        lines = [Reason.of("status_declarer", "Declarer: {seat}", seat=self.declarer)]
        contract = self.contract
        if contract is None:
            lines.append(Reason.of("status_hand_of_seven", "Hand {number} of {count} of this declarer",
                                   number=self.seven + 1, count=self.per))
            return tuple(lines)
        lines.append(Reason.of("status_contract", "Contract: {name}", name=NAMES[contract]))
        if self.trumps is not None:
            lines.append(Reason.of("status_trumps", "Trumps: {suit}", suit=self.trumps))
        if self.rank is not None:
            lines.append(Reason.of("status_rank", "Starting rank: {rank}", rank=self.rank))
        for doubler in range(PLAYERS):
            doubled = [other for who, other in self.doubles if who == doubler]
            if len(doubled) == 1:
                lines.append(Reason.of("status_doubled", "{seat} doubled {other}", seat=doubler, other=doubled[0]))
            elif doubled:
                lines.append(Reason.of("status_doubled_many", "{seat} doubled {count} players",
                                       seat=doubler, count=len(doubled)))
        if self.phase == "play" and contract != DOMINOES:
            lines.append(Reason.of("status_trick", "Trick {number} of 13", number=len(self.tricks) + 1))
        return tuple(lines)

    def prompt(self, seat: int | None = None) -> Reason:
        """What ``to_move`` must do now, in words, as ``seat`` may know it
        (whether a player can lay a domino depends on her hidden cards)."""
        viewer, seat = seat, self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        phase = self.phase
        if phase == "contract":
            return Reason.of("choose_contract", "Choose a contract: {names}.",
                             names=listed(NAMES[letter] for letter in self.choices))
        if phase == "trumps":
            return Reason.of("choose_trumps", "Name trumps.")
        if phase == "rank":
            return Reason.of("choose_rank", "Name the starting rank for Dominoes.")
        if phase == "double":
            if self.forced(seat):
                return Reason.of("double_forced_prompt",
                                 "You must double declarer now (a compulsory double), then pass.")
            if seat == self.declarer:
                if not self.doubled_me(seat):
                    return Reason.of("declarer_no_doubles", "Nobody doubled you: pass.")
                if self.must_redouble_all(seat):
                    return Reason.of("redouble_all_prompt", "Redouble everyone who doubled you, then pass.")
                return Reason.of("redouble_prompt", "Redouble whom you like of those who doubled you, then pass.")
            if self.contract in (TRUMPS, DOMINOES) or self.declarer_only:
                return Reason.of("double_declarer_prompt", "Double declarer if you like, then pass.")
            return Reason.of("double_prompt", "Double whom you like, then pass.")
        if self.contract == DOMINOES:
            if viewer != seat:
                return Reason.of("domino_turn", "Lay a card on the layout, or pass if none fits.")
            if self.legal_moves()[0] is PASS:
                return Reason.of("domino_pass", "No card fits the layout: pass.")
            return Reason.of("domino_play", "Play a card to the layout.")
        if not self.trick:
            if self.contract in HEART_LEAD_BANNED:
                return Reason.of("lead_no_hearts", "Lead a card (not a heart unless you hold only hearts).")
            return Reason.of("lead", "Lead a card.")
        return Reason.of("follow", "Play a card: follow {suit}.", suit=self.trick[0].suit)

    # -- what a seat may imagine --------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> BarbuState:
        """Redeal the cards ``seat`` cannot see among the other seats, keeping
        hand sizes and everything the play has shown: voids, a failure to
        head a trick with a trump, a heart led under the lead ban (only
        hearts left), a pass in Dominoes (none of the cards that fitted)."""
        copy = self.clone()
        others = [other for other in range(PLAYERS) if other != seat]
        unseen: list[Card] = []
        room: dict[int, int] = {}
        for other in others:
            unseen += self.hands[other]
            room[other] = len(self.hands[other])
        assignment = deal_avoiding(unseen, room, {other: self.excluded[other] for other in others}, rng)
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
            "ravage_city", N_("Ravage City"), "bool", False,
            help=N_("An eighth contract: whoever takes the most cards of one suit scores -36 "
                    "(ties share it). 32 hands; the Dominoes scores rise by 9 to keep the zero sum."),
        ),
        OptionSpec(
            "declarer_only", N_("Doubles of declarer only"), "bool", False,
            help=N_("Players may double declarer only, not each other; a declarer who redoubles "
                    "must redouble everyone who doubled her."),
        ),
        OptionSpec(
            "alternative_scores", N_("Alternative scores"), "bool", False,
            help=N_("The king of hearts scores -15 and Dominoes +40 / +20 / +10 / -10."),
        ),
    )
    presets = (
        Preset("ravage_city", N_("Barbu with Ravage City"), {"ravage_city": True},
               N_("Eight contracts for each declarer: Ravage City is added.")),
        Preset("declarer_doubles", N_("Barbu, doubles of declarer only"), {"declarer_only": True},
               N_("The simpler doubling: only declarer may be doubled.")),
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
    lines = [Reason.of("summary_contract", "{seat} declared {name}.", seat=state.declarer, name=NAMES[contract])]
    if contract == DOMINOES and state.out_order:
        lines.append(Reason.of("summary_first_out", "{seat} went out first.", seat=state.out_order[0]))
    elif contract == NO_KING:
        taker = next((seat for seat in range(PLAYERS) if KING_OF_HEARTS in state.won[seat]), None)
        if taker is not None:
            lines.append(Reason.of("summary_king", "{seat} took the king of hearts.", seat=taker))
    return tuple(lines)


GAME = BarbuGame()
