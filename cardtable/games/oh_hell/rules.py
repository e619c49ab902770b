"""Oh Hell: hands that grow by one card, a trump turned up, exact bids.

Hand n of the match (1-based) deals n cards to each player, one at a time
from the dealer's left; the match is floor(52 / players) hands. The card
turned up after the deal sets trumps, except on the last hand, which is
played at no trump. Each player, from the dealer's left round to the dealer,
bids once (``bid 2``) how many tricks she will take; then the player on the
dealer's left leads, suit is followed when possible, the highest trump (else
the highest card of the suit led) wins, and the winner leads. Only an exact
bid scores: a bid of 0 made scores 5 + n, a bid of k made 10 + k, a miss 0.

Is there always a card to turn up? Before the last hand n < floor(52/p), so
the deal uses p * n <= 52 - p cards and at least p are left. The last hand
is at no trump and turns no card (with four players all 52 are dealt, and
there is none to turn). With the joker (53 cards) at least one card is
always left, even after the last deal, and it is turned up to say what the
joker stands for (on the last hand without making trumps).

The joker option: "the joker stands for the turned-up card (that card is
itself out of play); if the joker is turned up the hand is at no trump".
The joker therefore *is* the turned-up card for the whole hand: it belongs
to that suit (a player holding it must play it to follow that suit when it
is her only card of the suit, and may not play it while holding a card of
another suit that was led), ranks as that card, and wins or loses exactly
as that card would. The turned-up card itself stays face up beside the stock
and is never played, so the two never meet. A joker turned up is out of play
and the hand has no trumps.

The hook option forbids the dealer, who bids last, to bid the number that
makes the bids add up to the number of tricks ("somebody must miss").

Hands are sorted per-seat lists and every Move is built once at import, so
the search's playouts stay fast. What each seat has shown it cannot hold (a
void, by failing to follow suit) is kept as bit masks over ``Card.index`` for
``determinize``; the undealt stock is one more place an unseen card may be.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...core.cards import Card, Suit, card_order, french_deck
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
from ...engines.bidding import BID as BID  # the AI takes it from here
from ...engines.bidding import BidRange, hook_forbidden, next_bidder
from ...engines.tricks import (
    BIT,
    SUIT_MASK,
    deal_round,
    follow_options,
    follow_suit_reason,
    trick_winner,
)
from .display import OhHellDisplay

MIN_PLAYERS = 3
MAX_PLAYERS = 8
DECK_SIZE = 52

DECK: tuple[Card, ...] = tuple(french_deck())
JOKER = Card(0, None, 0)
DECK_WITH_JOKER: tuple[Card, ...] = tuple(french_deck(jokers=1))

#: Built once: apply() and legal_moves() then compare moves by identity.
PLAY: dict[Card, Move] = {card: play(card) for card in DECK_WITH_JOKER}
MAX_CARDS = DECK_SIZE // MIN_PLAYERS  # 17: the largest hand (three players)

#: Where the undealt cards lie, as a place of ``deal_avoiding``.
STOCK = -1

PHASES = ("bid", "play", "over")


def hands_in_match(players: int) -> int:
    """ "The final hand is determined when the cards remaining from the deal is
    less than the number of players": floor(52 / players) hands, 3 -> 17,
    4 -> 13, 5 -> 10, 6 -> 8, 7 -> 7, 8 -> 6 (the joker does not change it)."""
    return DECK_SIZE // players


def cards_in_hand(players: int, number: int) -> int:
    """Cards dealt to each player in hand ``number`` (0-based): one in the
    first, two in the second, and so on up to the last hand."""
    return number % hands_in_match(players) + 1


def bid_score(bid: int, tricks: int, cards: int) -> int:
    """ "For zero bids, the score for fulfilling such a contract is 5 points
    plus the number of tricks in the hand ... For other bids ... 10 points
    plus the amount of the bid ... A player scores zero if he busts."""
    if bid != tricks:
        return 0
    return 5 + cards if bid == 0 else 10 + bid


class OhHellState(OhHellDisplay):
    """One hand of Oh Hell, from the first bid to the last trick."""

    game_id = "oh_hell"

    def __init__(
        self,
        players: int,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        turnup: Card | None,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
    ):
        self._set_table(hands, options, seed, context)
        self.size = len(hands[0])
        self.number = context.number % hands_in_match(players)
        self.total_hands = hands_in_match(players)
        self.last_hand = self.number == self.total_hands - 1
        self.joker = bool(options.get("joker"))
        self.hook = bool(options.get("hook"))
        self.stock: list[Card] = sorted(stock, key=card_order)
        self.turnup = turnup
        real = turnup is not None and turnup is not JOKER
        # "The card turned up after the cards have been dealt ... will determine
        # the suit of the trump. In the last hand ... notrump."
        self.trumps: Suit | None = turnup.suit if turnup is not None and real and not self.last_hand else None
        # "the joker represents the duplicate of the turn-up".
        self.stand_in: Card | None = turnup if real and self.joker else None
        self.bids: list[int | None] = [None] * players
        self.phase = "bid"
        self.led: Suit | None = None
        self.to_move: int | None = (self.dealer + 1) % players

    # -- construction -------------------------------------------------------
    @classmethod
    def deal(cls, players: int, options: Mapping[str, Any], seed: int | str, context: HandContext) -> OhHellState:
        """Shuffle with ``Random(seed)``; the dealer deals one card at a time
        from her left, n each; the next card is turned up unless it is the
        last hand without the joker; the rest is the stock."""
        deck = list(DECK_WITH_JOKER if options.get("joker") else DECK)
        random.Random(seed).shuffle(deck)
        size = cards_in_hand(players, context.number)
        dealt = players * size
        hands = deal_round(deck, players, context.dealer, size)
        last = size == hands_in_match(players)
        turnup = None
        if dealt < len(deck) and (not last or options.get("joker")):
            turnup = deck[dealt]
            dealt += 1
        return cls(players, hands, deck[dealt:], turnup, options, seed, context)

    @classmethod
    def arranged(
        cls,
        hands: Sequence[Sequence[Card]],
        turnup: Card | None,
        dealer: int = 0,
        options: Mapping[str, Any] | None = None,
        number: int | None = None,
    ) -> OhHellState:
        """A hand with the given hands and turned-up card (for tests and
        puzzles); the rest of the pack is the stock. ``number`` is the hand's
        number in the match (0-based), by default the one that deals as many
        cards as the hands hold."""
        players = len(hands)
        resolved = GAME.resolve(players, options)
        size = len(hands[0])
        if any(len(hand) != size for hand in hands):
            raise ValueError("every hand must hold the same number of cards")
        deck = DECK_WITH_JOKER if resolved["joker"] else DECK
        used = [card for hand in hands for card in hand] + ([turnup] if turnup is not None else [])
        if len(set(used)) != len(used) or not set(used) <= set(deck):
            raise ValueError("the hands and the turned-up card must be distinct cards of the pack")
        number = size - 1 if number is None else number
        if cards_in_hand(players, number) != size:
            raise ValueError(f"hand {number + 1} deals {cards_in_hand(players, number)} cards, not {size}")
        taken = set(used)
        stock = [card for card in deck if card not in taken]
        context = HandContext(number, dealer, (0,) * players)
        return cls(players, hands, stock, turnup, resolved, "arranged", context)

    # -- the joker ----------------------------------------------------------
    def as_played(self, card: Card) -> Card:
        """What ``card`` counts as in this hand: the joker is the turned-up card."""
        if card is JOKER and self.stand_in is not None:
            return self.stand_in
        return card

    def suit_of(self, card: Card) -> Suit | None:
        return self.as_played(card).suit

    # -- moves --------------------------------------------------------------
    def _compute_legal(self) -> list[Move]:
        seat = self.to_move
        if seat is None:
            return []
        if self.phase == "bid":
            return BidRange(0, self.size).moves(self.forbidden())
        return [PLAY[card] for card in self.play_options(seat)]

    def forbidden(self) -> int | None:
        """The bid the hook rule refuses to the player about to bid, if any."""
        if not self.hook or self.phase != "bid" or self.to_move != self.dealer:
            return None
        return hook_forbidden(self.bids, self.dealer, self.size)

    def play_options(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the trick (follow suit, the joker
        counting as the turned-up card)."""
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        stand_in = self.stand_in
        if stand_in is None or JOKER not in hand:
            return follow_options(hand, self.led)
        options = follow_options([stand_in if card is JOKER else card for card in hand], self.led)
        return [JOKER if card is stand_in else card for card in options]

    def why_illegal(self, move: Move) -> Reason:
        """The rule that refuses ``move`` (it is assumed not to be legal)."""
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        kind = move.kind
        if kind not in ("bid", "play"):
            return Reason.of(
                "not_a_move", "In Oh Hell you bid, then play one card at a time, not '{move}'.", move=str(move)
            )
        if self.phase == "bid":
            if kind == "play":
                return Reason.of("bid_first", "Every player bids before the first card is played.")
            return self._why_not_bid(move)
        if kind == "bid":
            return Reason.of("bidding_over", "The bidding is over: play a card.")
        return self._why_not_play(seat, move)

    def _why_not_bid(self, move: Move) -> Reason:
        tricks = move.arg
        if not BidRange(0, self.size).holds(move):
            return Reason.of("bid_range", "Bid a number of tricks from 0 to {cards}.", cards=self.size)
        if tricks == self.forbidden():
            return Reason.of(
                "hook",
                "The bids may not add up to the number of tricks: as dealer you may not bid {bid}.",
                bid=tricks,
            )
        return super().why_illegal(move)

    def _why_not_play(self, seat: int, move: Move) -> Reason:
        if len(move.cards) != 1 or move.arg is not None:
            return Reason.of("one_card", "Play one card at a time.")
        card = move.cards[0]
        hand = self.hands[seat]
        if card not in hand:
            return Reason.of("not_your_card", "The {card} is not in your hand.", card=card)
        led = self.led
        if led is not None:
            same = [held for held in hand if self.suit_of(held) is led]
            if same and self.suit_of(card) is not led:
                if same == [JOKER]:
                    return Reason.of(
                        "joker_follows",
                        "You must follow suit: {suit}. The joker is the {card} in this hand.",
                        suit=led,
                        card=self.stand_in,
                    )
                return follow_suit_reason(led)
        return super().why_illegal(move)

    def _apply(self, move: Move) -> None:
        self._legal = None
        seat = self.to_move
        assert seat is not None
        if self.phase == "bid":
            self._bid(seat, move.number())
        else:
            self._play(seat, move.cards[0])

    def _bid(self, seat: int, tricks: int) -> None:
        self.bids[seat] = tricks
        bidder = next_bidder(self.bids, seat)
        if bidder is not None:
            self.to_move = bidder
            return
        # "The player to the left of the dealer leads."
        self.phase = "play"
        self.leader = self.to_move = (self.dealer + 1) % self.players

    def _play(self, seat: int, card: Card) -> None:
        trick = self.trick
        suit = card.suit if card is not JOKER else self.suit_of(card)
        if trick:
            led = self.led
            if suit is not led:
                # Failing to follow shows a void in the suit led (the joker too
                # when it stands for a card of that suit).
                assert led is not None, "a trick under way has its suit led"
                mask = SUIT_MASK[led]
                stand_in = self.stand_in
                if stand_in is not None and stand_in.suit is led:
                    mask |= BIT[JOKER]
                self.excluded[seat] |= mask
        else:
            self.led = suit
        if not self._add_to_trick(seat, card):
            return
        leader = self.leader
        assert leader is not None
        counted = trick if self.stand_in is None or JOKER not in trick else [self.as_played(c) for c in trick]
        winner = trick_winner(leader, counted, self.players, self.trumps)
        self._take_trick(winner)
        self.led = None
        self._lead_next(winner, len(self.tricks) == self.size)

    # -- copies -------------------------------------------------------------
    copied_lists = ("stock", "bids")

    def cards(self) -> Iterable[Card]:
        out: list[Card] = []
        for seat in range(self.players):
            out += self.hands[seat]
            out += self.won[seat]
        out += self.trick
        out += self.stock
        if self.turnup is not None:
            out.append(self.turnup)
        return out

    # -- what a seat may imagine --------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> OhHellState:
        """Redeal every card ``seat`` cannot see (the other hands and the
        stock) at random, keeping hand sizes, the turned-up card and the voids
        shown by not following suit; nothing else is known of them."""
        copy = self.clone()
        others = [other for other in range(self.players) if other != seat]
        # The stock may hold anything: it has no entry among the exclusions.
        assignment = self._redeal(others, rng, places={STOCK: self.stock})
        for other in others:
            copy.hands[other] = sorted(assignment[other], key=card_order)
        copy.stock = sorted(assignment[STOCK], key=card_order)
        copy._legal = None
        return copy


class OhHellGame(Game):
    """The plugin object: 3 to 8 players, floor(52 / players) hands, highest total wins."""

    id = "oh_hell"
    name = N_("Oh Hell")
    family = "tricks"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    default_players = 4
    description = N_("Hands grow by a card each deal; bid the exact number of tricks you will take.")
    agent = ".ai:OhHellAgent"
    playout = ".ai:playout_move"
    utility = ".ai:search_utility"
    sheet = ".sheet:OhHellSheet"
    option_specs = (
        OptionSpec(
            "joker",
            N_("Play with a joker"),
            "bool",
            False,
            help=N_(
                "A joker is added to the pack. It stands for the turned-up card (which is itself out "
                "of play); if the joker is turned up, the hand is played at no trump."
            ),
        ),
        OptionSpec(
            "hook",
            N_("Hook rule"),
            "bool",
            False,
            help=N_(
                "The dealer, who bids last, may not bid the number that makes the bids add up to "
                "the number of tricks, so that somebody must miss."
            ),
        ),
    )
    presets = (
        Preset(
            "joker",
            N_("Oh Hell with a joker"),
            {"joker": True},
            N_("53 cards: the joker stands for the turned-up card."),
        ),
        Preset(
            "hook",
            N_("Oh Hell with the hook"),
            {"hook": True},
            N_("The dealer may not make the bids add up to the number of tricks."),
        ),
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> OhHellState:
        resolved = self.resolve(players, options)
        return OhHellState.deal(players, resolved, seed, context or HandContext(0, 0, (0,) * players))

    def hand_result(self, state: GameState) -> HandResult:
        """Exact bids only: a bid of 0 made scores 5 + n, a bid of k made
        10 + k, a miss 0."""
        assert isinstance(state, OhHellState)
        size = state.size
        bids = list(state.bids)
        tricks = list(state.tricks_won)
        made = [bid is not None and bid == taken for bid, taken in zip(bids, tricks)]
        points = tuple(bid_score(bid, taken, size) if bid is not None else 0 for bid, taken in zip(bids, tricks))
        cells = {
            "hand": state.number + 1,
            "cards": size,
            "dealer": state.dealer,
            "trumps": state.trumps.letter if state.trumps is not None else None,
            "turnup": state.turnup.text if state.turnup is not None else None,
            "joker": state.stand_in.text if state.stand_in is not None else None,
            "bids": bids,
            "tricks": tricks,
            "made": made,
            "points": list(points),
        }
        return HandResult(points, cells, _summary(state, made, points))

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(hands=hands_in_match(players))


def _summary(state: OhHellState, made: Sequence[bool], points: Sequence[int]) -> tuple[Reason, ...]:
    lines = [
        Reason.of(
            "summary_made",
            "{seat} made a bid of {bid}: {points} points.",
            you="You made a bid of {bid}: {points} points.",
            seat=seat,
            bid=state.bids[seat],
            points=points[seat],
        )
        for seat in range(state.players)
        if made[seat]
    ]
    if not lines and state.to_move is None:
        lines.append(Reason.of("summary_nobody", "Nobody made their bid."))
    return tuple(lines)


GAME = OhHellGame()
