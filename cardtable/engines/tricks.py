"""Trick-taking: following suit, lead restrictions, who wins a trick, and
the hand skeleton (``TrickState``) that Hearts, Spades, Oh Hell and Barbu
share: the deal, the trick's completion, the won cards, shown voids, passed
cards seen face down, a cheap clone and the redeal behind ``determinize``."""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Self

from ..core.cards import Card, Suit, card_order, french_deck
from ..core.game import GameState, HandContext
from ..core.moves import Move
from ..core.reasons import Reason
from .deal import deal_avoiding


def cards_of_suit(hand: Iterable[Card], suit: Suit) -> list[Card]:
    return [card for card in hand if card.suit is suit]


def follow_options(hand: Sequence[Card], led: Suit | None) -> list[Card]:
    """The cards that may be played to a trick led with ``led``: a card of the
    led suit if the hand has one, otherwise any card. ``led=None`` (leading)
    allows the whole hand."""
    if led is None:
        return list(hand)
    same = [card for card in hand if card.suit is led]
    return same if same else list(hand)


def follow_suit_reason(led: Suit) -> Reason:
    return Reason.of("follow_suit", "You must follow suit: {suit}.", suit=led)


def not_following(card: Card, hand: Sequence[Card], led: Suit) -> Reason | None:
    """Why ``card`` may not be played to a trick led with ``led`` when the
    hand could follow suit (None: it follows, or the hand cannot)."""
    if card.suit is not led and any(held.suit is led for held in hand):
        return follow_suit_reason(led)
    return None


def follow_prompt(led: Suit, hand: Sequence[Card] | None, restricted: Reason | None = None) -> Reason:
    """What the seat to move must do once ``led`` was led, said to that seat
    (``hand``: its cards): follow suit, or, holding none, play any card (or
    what ``restricted`` says when the game limits even that: Hearts' first
    trick, Barbu's trumps). Anyone else (``hand`` None) is told the public
    rule only, since whether that seat can follow is hidden."""
    if hand is None or any(card.suit is led for card in hand):
        return Reason.of("follow", "Play a card: follow {suit}.", suit=led)
    return restricted or Reason.of("follow_void", "You have no {suit}: play any card.", suit=led)


def lead_options(hand: Sequence[Card], barred: Suit, broken: bool) -> list[Card]:
    """Leads allowed when ``barred`` may not be led until it is broken (hearts
    in Hearts, spades in Spades): any other suit, or the barred suit once it is
    broken or when the hand holds nothing else."""
    if broken:
        return list(hand)
    others = [card for card in hand if card.suit is not barred]
    return others if others else list(hand)


def not_broken_reason(barred: Suit) -> Reason:
    return Reason.of("not_broken", "You may not lead {suit} until they are broken.", suit=barred)


def winning_index(cards: Sequence[Card], trump: Suit | None = None) -> int:
    """Index in ``cards`` (in play order, the lead first) of the card that wins:
    the highest trump if any was played, else the highest card of the led suit.
    Aces are high; with two packs the first played of equal cards wins."""
    best = 0
    best_card = cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        if card.suit is best_card.suit:
            if card.high > best_card.high:
                best, best_card = index, card
        elif card.suit is trump and trump is not None:
            best, best_card = index, card
        # a card of another suit (not trump) never wins
    return best


def trick_winner(leader: int, cards: Sequence[Card], players: int, trump: Suit | None = None) -> int:
    """The seat that wins a trick led by ``leader`` (seats play clockwise)."""
    return (leader + winning_index(cards, trump)) % players


# -- the state skeleton -------------------------------------------------------

#: Bit masks over ``Card.index`` (the 52 French cards), for what a seat has
#: shown it cannot hold: ``excluded[seat] |= SUIT_MASK[led]`` records a void.
BIT: dict[Card, int] = {card: 1 << card.index for card in french_deck(jokers=1)}
SUIT_MASK: dict[Suit, int] = {suit: sum(bit for card, bit in BIT.items() if card.suit is suit) for suit in Suit}
FULL_MASK: int = sum(SUIT_MASK.values())
#: What a seat that passes a card shows the others: a pass, not the card.
HIDDEN_PASS = Move("pass")


def deal_round(deck: Sequence[Card], players: int, dealer: int, size: int | None = None) -> list[list[Card]]:
    """Deal ``deck`` one card at a time from the dealer's left: ``size`` each
    (all of it when None). The hands are in seat order."""
    first = (dealer + 1) % players
    end = None if size is None else players * size
    return [list(deck[(seat - first) % players : end : players]) for seat in range(players)]


def hidden_pass(state: GameState, move: Move, seat: int) -> Move:
    """Another seat's passed card is face down: only "a pass" is seen."""
    if move.kind == "pass" and state.to_move != seat:
        return HIDDEN_PASS
    return move


class TrickState(GameState):
    """What every trick game's hand holds and does alike: per-seat sorted
    hands, the trick in play and those taken (``tricks``: leader, cards,
    winner), the cards and count each seat won, the voids it has shown (bits
    in ``excluded``), cached legal moves, a cheap ``clone`` and the redeal
    of unseen cards for ``determinize``. A game adds its own rules on top."""

    #: List attributes ``clone`` copies (the base's plus ``copied_lists``),
    #: and lists of lists it copies one level deeper (``copied_nested``).
    base_lists: ClassVar[tuple[str, ...]] = ("history", "movers", "trick", "tricks", "tricks_won", "excluded")
    base_nested: ClassVar[tuple[str, ...]] = ("hands", "won")
    copied_lists: ClassVar[tuple[str, ...]] = ()
    copied_nested: ClassVar[tuple[str, ...]] = ()

    dealer: int
    phase: str
    hands: list[list[Card]]
    trick: list[Card]
    leader: int | None
    tricks: list[tuple[int, tuple[Card, ...], int]]
    won: list[list[Card]]
    tricks_won: list[int]
    excluded: list[int]
    _legal: list[Move] | None

    def _set_table(
        self, hands: Sequence[Sequence[Card]], options: Mapping[str, Any], seed: int | str, context: HandContext
    ) -> None:
        """The fields every trick game starts a hand with (nothing played yet)."""
        players = len(hands)
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history = []
        self.movers = []
        self.dealer = context.dealer % players
        self.hands = [sorted(hand, key=card_order) for hand in hands]
        self.trick = []
        self.leader = None
        self.tricks = []
        self.won = [[] for _ in range(players)]
        self.tricks_won = [0] * players
        # Cards (bits over Card.index) each seat has publicly shown it cannot hold.
        self.excluded = [0] * players
        self._legal = None

    # -- moves ----------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    @abstractmethod
    def _compute_legal(self) -> list[Move]:
        """The legal moves of ``to_move`` (cached until the next move)."""

    def _add_to_trick(self, seat: int, card: Card) -> bool:
        """``seat`` plays ``card`` from its hand to the trick; True when the
        trick is full, else the next seat is to move."""
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        if len(trick) < self.players:
            self.to_move = (seat + 1) % self.players
            return False
        return True

    def _take_trick(self, winner: int) -> tuple[Card, ...]:
        """The full trick goes to ``winner``; the table is cleared."""
        leader = self.leader
        assert leader is not None
        cards = tuple(self.trick)
        self.tricks.append((leader, cards, winner))
        self.won[winner].extend(cards)
        self.tricks_won[winner] += 1
        self.trick = []
        return cards

    def _lead_next(self, winner: int, done: bool) -> None:
        """The winner leads the next trick, or the hand is over."""
        if done:
            self.leader = None
            self.to_move = None
            self.phase = "over"
        else:
            self.leader = winner
            self.to_move = winner

    # -- copies ---------------------------------------------------------------
    def clone(self) -> Self:
        copy = object.__new__(type(self))
        fields = copy.__dict__
        fields.update(self.__dict__)
        for name in self.base_lists + self.copied_lists:
            fields[name] = fields[name][:]
        for name in self.base_nested + self.copied_nested:
            fields[name] = [inner[:] for inner in fields[name]]
        return copy

    # -- what a seat sees -----------------------------------------------------
    def played_by(self, seat: int) -> list[Card]:
        """Every card ``seat`` has played so far (all public)."""
        players = self.players
        out = [cards[(seat - leader) % players] for leader, cards, _ in self.tricks]
        if self.leader is not None and (seat - self.leader) % players < len(self.trick):
            out.append(self.trick[(seat - self.leader) % players])
        return out

    def trick_seats(self) -> tuple[int, ...]:
        """The seats that have played to the trick, in play order."""
        if self.leader is None:
            return ()
        return tuple((self.leader + index) % self.players for index in range(len(self.trick)))

    # -- what a seat may imagine ----------------------------------------------
    def _redeal(
        self,
        hidden: Sequence[int],
        rng: random.Random,
        held: Mapping[int, Sequence[Card]] | None = None,
        fixed: Mapping[int, Sequence[Card]] | None = None,
        places: Mapping[int, Sequence[Card]] | None = None,
    ) -> dict[int, list[Card]]:
        """Redeal the cards of the ``hidden`` seats (``held``, by default their
        hands) at random among them, each keeping its count, its ``fixed``
        cards (known to be there) and its shown voids. ``places`` are more
        heaps (the stock) that may hold anything. Each seat's new cards come
        back fixed first, then dealt."""
        fixed = fixed or {}
        places = places or {}
        pinned = {card for cards in fixed.values() for card in cards}
        unseen: list[Card] = [card for cards in places.values() for card in cards]
        room: dict[int, int] = {}
        for seat in hidden:
            cards = held[seat] if held is not None else self.hands[seat]
            unseen += [card for card in cards if card not in pinned] if pinned else cards
            room[seat] = len(cards) - len(fixed.get(seat, ()))
        for place, cards in places.items():
            room[place] = len(cards)
        assignment = deal_avoiding(unseen, room, {seat: self.excluded[seat] for seat in hidden}, rng)
        for seat in hidden:
            assignment[seat] = list(fixed.get(seat, ())) + assignment[seat]
        return assignment
