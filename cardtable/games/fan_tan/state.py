"""Fan Tan: the state machine of a hand, for every variation.

The rule texts are "Fan Tan from Hoyle's Book of Games" and its variations
in ``shared/seeds/001_...``. Where they are silent we took a decision,
marked "Decision:" here and in the modules beside this one.

A hand runs in two phases. Passing, in Hearts Tan only: each seat chooses
three cards one ``pass XX`` at a time, from the dealer's left round, and
nothing changes hands until every seat has chosen. Play: from the dealer's
left, each player in turn plays a card that fits (or, in Crazy Tan, several),
or passes when nothing fits ("if you can play, you must play"); in Crazy Tan
a player who cannot play draws instead, and must play a drawn card that fits.
The first player out of cards wins and the hand ends there.

What a pass shows: the passer held none of the cards playable at that moment
(``Layout.playable``). Without a stock a hand only shrinks, so that stays
true (``voids``); a Crazy Tan draw turns it into "at most as many as it has
drawn since" (``limits``). Both are public, so the view shows them and
``determinize`` keeps them.

What the seat sees is ``table_view.py``, why a move is refused
``explain.py``, and the deal of the hidden cards ``hidden.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card, Suit, card_order
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from ...engines.tricks import hidden_pass
from . import explain, hidden, table_view
from .combos import combo_moves, lay
from .layout import SEVEN, Layout
from .moves import DRAW, GIVE, PASS, row_of_arg, single
from .options import Config
from .passing import PASS_COUNT, pass_offset


class FanTanState(GameState):
    """One hand of Fan Tan (or of one of its variations)."""

    game_id = "fan_tan"

    __slots__ = (
        "_legal",
        "_public",
        "chosen",
        "config",
        "context",
        "dealer",
        "drawn",
        "hands",
        "history",
        "layout",
        "limits",
        "movers",
        "notes",
        "offset",
        "options",
        "passed",
        "phase",
        "played",
        "players",
        "received",
        "resume",
        "seed",
        "stock",
        "streak",
        "to_move",
        "trump",
        "turned",
        "turned_up",
        "voids",
        "winner",
    )

    def __init__(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        context: HandContext,
        hands: list[list[Card]],
        stock: list[Card],
        turned: list[Card],
    ):
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.movers: list[int] = []
        config = self.config = Config.of(players, options)
        self.dealer = context.dealer % players
        # Decision: with no card turned up to name them, spades are trumps,
        # the text's usual trump suit ("generally spades").
        trump = config.trump
        if config.trump_turned:
            trump = turned[-1].suit if turned else Suit.SPADES
        self.trump: Suit | None = trump
        self.layout = Layout(config.packs, trump)
        self.hands = [sorted(hand, key=card_order) for hand in hands]
        self.stock = stock
        self.turned_up: tuple[Card, ...] = tuple(turned)
        self.turned = list(turned)
        self.offset = pass_offset(context.number, players) if config.passing else 0
        self.chosen: list[list[Card]] = [[] for _ in range(players)]
        self.passed: list[tuple[Card, ...]] = [()] * players
        self.received: list[tuple[Card, ...]] = [()] * players
        self.played: list[list[Card]] = [[] for _ in range(players)]
        # Public facts, as sorted tuples (the view shows them as they are).
        self.voids: list[tuple[Card, ...]] = [()] * players
        self.limits: tuple[tuple[int, tuple[Card, ...], int], ...] = ()
        self.streak = 0  # players in a row who could not play
        self.drawn = 0  # cards the mover drew this turn
        self.winner: int | None = None
        # What each seat did at its last turn if it played no card ("passed",
        # "drew"): shown on its plate, as a pass moves no card.
        self.notes: list[str | None] = [None] * players
        self.resume: int | None = None  # on a copy from ``ahead``: who really moves next
        self._legal: tuple[Move, ...] | None = None
        self._public: table_view.Public | None = None  # the view's shared part, until the next move
        self.phase = "pass" if self.offset else "play"
        self.to_move: int | None = (self.dealer + 1) % players
        self._place_turned()

    # -- the turned-up odd cards ------------------------------------------------
    def _place_turned(self) -> None:
        """Decision: the odd cards turned face up belong to nobody; each goes
        onto the rows by itself as soon as it fits (sevens at once), as
        itself, except that a trump turned up when the last turned-up card
        names trumps may take "the first card it can" if so chosen."""
        layout = self.layout
        placed = True
        while placed and self.turned:
            placed = False
            for card in self.turned:
                rows = self._turned_places(card)
                if rows:
                    layout.place(card, rows[0])
                    self.turned.remove(card)
                    placed = True
                    break

    def _turned_places(self, card: Card) -> list[int]:
        if card.suit is self.trump and not (self.config.trump_turned and self.config.turned_first_place):
            row = self.layout.own_place(card)
            return [] if row is None else [row]
        return self.layout.places(card)

    # -- legal moves ------------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        hand = self.hands[seat]
        if self.phase == "pass":
            return tuple(GIVE[card] for card in hand)
        plays = self.plays(hand)
        if plays:
            return plays
        if self.config.stock and self.stock and not self.drawn:
            return (DRAW,)
        return (PASS,)

    def plays(self, hand: Sequence[Card]) -> tuple[Move, ...]:
        """Every play ``hand`` may make now: one card to each row it fits,
        and the several-card plays the options allow."""
        layout = self.layout
        packs = layout.packs
        moves = [single(packs, card, row) for card in hand for row in layout.places(card)]
        config = self.config
        if config.combos and moves:
            moves.extend(combo_moves(layout, hand, config.runs, config.multiples, config.parallel_runs))
        return tuple(moves)

    def why_illegal(self, move: Move) -> Reason:
        return explain.why_illegal(self, move)

    # -- making moves ---------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        self._public = None
        if self.phase == "pass":
            self._choose(seat, move.cards[0])
        elif move is PASS:
            self._cannot_play(seat, self.layout.playable())
            self.notes[seat] = "passed"
        elif move is DRAW:
            self._draw(seat)
        else:
            self._play(seat, move)

    def _play(self, seat: int, move: Move) -> None:
        hand = self.hands[seat]
        cards = move.cards
        for card in cards:
            hand.remove(card)
        self.played[seat].extend(cards)
        layout = self.layout
        if len(cards) == 1:
            card = cards[0]
            row = row_of_arg(layout.packs, move.arg)
            if row is None:
                row = layout.own_place(card) if card.rank == SEVEN else int(card.suit) * layout.packs  # type: ignore[arg-type]
            assert row is not None
            layout.place(card, row)
        else:
            lay(layout, cards)
        self._place_turned()
        self.streak = 0
        self.drawn = 0
        self.notes[seat] = None
        if not hand:
            self.winner = seat
            self.to_move = None
            self.phase = "over"
            return
        self.to_move = (seat + 1) % self.players

    def _cannot_play(self, seat: int, playable: frozenset[Card]) -> None:
        """A pass (or a draw that brought nothing to play): the seat shows
        it holds none of the cards playable now."""
        if not playable.issubset(self.voids[seat]):
            self.voids[seat] = tuple(sorted(playable.union(self.voids[seat]), key=card_order))
        self.streak += 1
        self.drawn = 0
        self.to_move = (seat + 1) % self.players

    def draw_count(self) -> int:
        """How many cards a player who cannot play draws now: one, or with
        incremental drawing one more than the player before drew."""
        wanted = self.streak + 1 if self.config.incremental else 1
        return min(wanted, len(self.stock))

    def _draw(self, seat: int) -> None:
        """Crazy Tan: "If you draw a card that you can play then you must
        play it on that current turn!" Otherwise the turn ends."""
        playable = self.layout.playable()
        count = self.draw_count()
        hand = self.hands[seat]
        hand.extend(self.stock.pop() for _ in range(count))
        hand.sort(key=card_order)
        # What the seat showed it lacks now holds only for the cards it held:
        # of those, it may have drawn as many as it received.
        before = tuple(sorted(playable.union(self.voids[seat]), key=card_order))
        self.limits = tuple((who, cards, got + count if who == seat else got) for who, cards, got in self.limits)
        self.limits += ((seat, before, count),)
        self.voids[seat] = ()
        if self.plays(hand):
            self.drawn = count
        else:
            self._cannot_play(seat, playable)
            self.notes[seat] = "drew"

    def _choose(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        chosen = self.chosen[seat]
        chosen.append(card)
        if len(chosen) < PASS_COUNT:
            return
        if self.resume is not None:  # a copy from ``ahead``: the seat has chosen
            self.to_move, self.resume = self.resume, None
            return
        for step in range(1, self.players):
            following = (seat + step) % self.players
            if len(self.chosen[following]) < PASS_COUNT:
                self.to_move = following
                return
        self._deliver()

    def _deliver(self) -> None:
        """Every seat has chosen: only now do the cards change hands."""
        for giver in range(self.players):
            taker = (giver + self.offset) % self.players
            cards = tuple(sorted(self.chosen[giver], key=card_order))
            self.passed[giver] = cards
            self.received[taker] = cards
            self.hands[taker].extend(cards)
        for hand in self.hands:
            hand.sort(key=card_order)
        self.chosen = [[] for _ in range(self.players)]
        self.phase = "play"
        self.to_move = (self.dealer + 1) % self.players

    def ahead(self, seat: int) -> FanTanState | None:
        """While passing, a seat whose turn has not come may choose its three
        cards at once: nothing changes its hand before its turn."""
        to_move = self.to_move
        if self.phase != "pass" or to_move is None or to_move == seat or self.chosen[seat]:
            return None
        first = (self.dealer + 1) % self.players
        if (seat - first) % self.players < (to_move - first) % self.players:
            return None  # it has chosen already
        copy = self.clone()
        copy.to_move, copy.resume, copy._legal = seat, to_move, None
        return copy

    observed = hidden_pass

    # -- copies and knowledge ---------------------------------------------------------
    def clone(self) -> FanTanState:
        copy = object.__new__(FanTanState)
        for name in self.__slots__:
            setattr(copy, name, getattr(self, name))
        copy.history = self.history[:]
        copy.movers = self.movers[:]
        copy.layout = self.layout.copy()
        copy.hands = [hand[:] for hand in self.hands]
        copy.stock = self.stock[:]
        copy.turned = self.turned[:]
        copy.chosen = [cards[:] for cards in self.chosen]
        copy.passed = self.passed[:]
        copy.received = self.received[:]
        copy.played = [cards[:] for cards in self.played]
        copy.voids = self.voids[:]
        copy.notes = self.notes[:]
        return copy

    def determinize(self, seat: int, rng: random.Random) -> FanTanState:
        """Redeal every card ``seat`` cannot see (``hidden.determinize``)."""
        return hidden.determinize(self, seat, rng)

    def cards(self) -> list[Card]:
        out = self.layout.cards() + self.stock + self.turned
        for seat in range(self.players):
            out += self.hands[seat]
            out += self.chosen[seat]
        return out

    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)
