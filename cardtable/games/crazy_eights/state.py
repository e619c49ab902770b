"""Crazy Eights: the state machine of a hand.

The rule text is "Crazy Eights, contribution from Szu Kay Wong" in
``shared/seeds/001_...``. Where the text is silent we took a decision; each one
is marked "Decision:" and repeated in ``rules.md``.

Turn model. At the start of a turn the player may play a card that matches
the discard, draw, say "Last card!" (``call``) or, when nothing can be
played or drawn, pass. What follows a draw depends on the draw rule; a turn
whose only remaining choice would be "pass" ends by itself, so the log never
holds a pass that was forced after drawing. Only cards drawn in this turn may
be played after drawing.

Why the state class is longer than 300 lines: what is legal and what a move
does read and change the same dozen fields on the hot path of every search,
so they stay together. Why a move is refused (``explain.py``), what a seat
sees (``table_view.py``) and the deal of hidden cards (``hidden.py``) are
apart, and the options are in ``options.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card, Suit, french_deck
from ...core.game import GameState, HandContext, View
from ...core.moves import Move
from ...core.reasons import Reason
from ...engines import shedding
from . import explain, hidden, table_view
from .moves import CALL, DRAW, MAX_REBUILDS, PASS
from .options import Config


def _plain(card: Card) -> Move:
    return Move("play", (card,))


def _naming(card: Card) -> tuple[Move, ...]:
    return tuple(Move("play", (card,), suit.letter) for suit in Suit)


# Every play move, built once: a card's plain play and its four namings.
_PLAIN: dict[Card, Move] = {}
_NAMING: dict[Card, tuple[Move, ...]] = {}
for _card in french_deck(2):
    _PLAIN[_card] = _plain(_card)
    _NAMING[_card] = _naming(_card)


class CrazyEightsState(GameState):
    """A hand of Crazy Eights.

    ``hands[s]`` keeps cards in the order received, so the cards drawn in the
    current turn are the last ``drawn`` cards of the mover's hand. ``suit`` is
    the suit in force (the top card's own suit, or the suit named with a
    wild), ``pending`` the draw penalty waiting for the mover.

    Longer than 300 lines because what is legal and what a move does read and
    change the same fields on the hot path of every search (see the module).
    """

    game_id = "crazy_eights"

    __slots__ = (
        "_legal",
        "announced",
        "blind",
        "called",
        "config",
        "context",
        "direction",
        "discard",
        "drawn",
        "hands",
        "history",
        "movers",
        "named",
        "options",
        "passes",
        "pending",
        "players",
        "pool",
        "pool_takers",
        "rebuilds",
        "seed",
        "shuffle_key",
        "stock",
        "suit",
        "to_move",
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
        discard: list[Card],
        to_move: int,
    ):
        self.players = players
        self.options = options
        self.seed = seed
        self.context = context
        self.history: list[Move] = []
        self.movers: list[int] = []
        self.config = Config.of(players, options)
        self.hands = hands
        self.stock = stock
        self.discard = discard
        top = discard[-1]
        # Decision: the turned-up card stands as it is. A suit changer keeps its
        # own suit and nobody names one; an action card has no effect (nobody
        # played it), so the first player simply matches it.
        assert top.suit is not None, "Crazy Eights is played without jokers"
        self.suit: Suit = top.suit
        self.named = False
        self.direction = 1
        self.pending = 0
        self.drawn = 0
        self.called = False
        self.announced = [False] * players
        self.passes = 0
        self.rebuilds = 0
        # Public knowledge after a rebuild: the cards that went back into the
        # stock (everyone saw them in the discard pile), and who has drawn since.
        self.pool: frozenset[Card] | None = None
        self.pool_takers: frozenset[int] = frozenset()
        # Public too, when a player must play if able: each draw at the start
        # of a turn shows that player held none of the cards playable then.
        # (seat, those cards, how many cards the seat has received since)
        self.blind: tuple[tuple[int, frozenset[Card], int], ...] = ()
        self.shuffle_key: int | str = seed
        self.winner: int | None = None
        self.to_move: int | None = to_move
        self._legal: tuple[Move, ...] | None = None

    # -- building positions -------------------------------------------------
    @classmethod
    def build(
        cls,
        hands: Sequence[Sequence[Card]],
        discard: Sequence[Card],
        stock: Sequence[Card] = (),
        *,
        to_move: int = 0,
        options: Mapping[str, Any] | None = None,
        suit: Suit | None = None,
        direction: int = 1,
        pending: int = 0,
        seed: int | str = 0,
        dealer: int | None = None,
    ) -> CrazyEightsState:
        """A position set up by hand, for tests and puzzles: ``stock`` lists
        cards bottom first (the last one is drawn first), ``suit`` is a suit
        named with the wild on top."""
        players = len(hands)
        from .rules import GAME  # here, not at the top: rules imports this module

        resolved = GAME.resolve(players, options)
        dealer = (to_move - 1) % players if dealer is None else dealer
        state = cls(
            players,
            resolved,
            seed,
            HandContext(0, dealer, ()),
            [list(hand) for hand in hands],
            list(stock),
            list(discard),
            to_move,
        )
        if suit is not None and suit is not state.suit:
            state.suit, state.named = suit, True
        state.direction = direction
        state.pending = pending
        return state

    # -- reading the position -----------------------------------------------
    @property
    def top(self) -> Card:
        return self.discard[-1]

    def may_rebuild(self) -> bool:
        return self.rebuilds < MAX_REBUILDS

    def can_draw(self) -> bool:
        return shedding.can_draw_now(self.stock, self.discard, self.may_rebuild())

    def drawn_cards(self) -> list[Card]:
        """The cards the mover drew in this turn (the last ones of its hand)."""
        if self.to_move is None or not self.drawn:
            return []
        return self.hands[self.to_move][-self.drawn :]

    def playable_drawn(self) -> tuple[Card, ...]:
        """The cards drawn in this turn that the mover may play now."""
        if not self.drawn or (self.config.draw_rule == "one" and not self.config.play_drawn):
            return ()
        return tuple(dict.fromkeys(move.card for move in self.plays_of(self.drawn_cards())))

    def wild_may_name(self, card: Card) -> bool:
        """Whether a suit changer played now names the next suit."""
        mode = self.config.eights
        if mode == "no_nominate":
            return False
        if mode == "nominate_if_matching":
            return shedding.matches(card, self.top, self.suit)
        return True

    def wild_playable(self, card: Card) -> bool:
        if self.config.eights == "matching":
            return shedding.matches(card, self.top, self.suit)
        return True

    def plays_of(self, cards: Sequence[Card]) -> list[Move]:
        """The play moves of ``cards`` allowed on the current discard."""
        moves: list[Move] = []
        wild = self.config.wild
        if self.pending:
            answer = self.config.draw_two
            return [_PLAIN[card] for card in cards if card.rank == answer]
        suit, top_rank, top_wild = self.suit, self.top.rank, self.top.rank == wild
        for card in cards:
            if card.rank == wild:
                if self.wild_playable(card):
                    if self.wild_may_name(card):
                        moves.extend(_NAMING[card])
                    else:
                        moves.append(_PLAIN[card])
            elif card.suit is suit or (card.rank == top_rank and not top_wild):
                moves.append(_PLAIN[card])
        return moves

    # -- legal moves ----------------------------------------------------------
    def legal_moves(self) -> Sequence[Move]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        hand = self.hands[seat]
        if self.pending:
            plays = self.plays_of(hand)
            moves = plays + [DRAW]
        elif self.drawn:
            plays, moves = self._after_draw()
        else:
            plays = self.plays_of(hand)
            moves = list(plays)
            can_draw = self.can_draw()
            if can_draw and not (self.config.must_play and plays):
                moves.append(DRAW)
            if not plays and not can_draw:
                moves.append(PASS)
        if self.may_call(hand, plays):
            moves.append(CALL)
        return tuple(moves)

    def _after_draw(self) -> tuple[list[Move], list[Move]]:
        """What the mover may do after drawing in this turn: play a card just
        drawn (when the rules allow), draw again, or end the turn."""
        config = self.config
        drawn_plays = self.plays_of(self.drawn_cards())
        rule = config.draw_rule
        plays = drawn_plays if (rule != "one" or config.play_drawn) else []
        moves = list(plays)
        forced = config.must_play and bool(plays)
        if rule == "until_playable":
            more = not drawn_plays
        elif rule == "up_to_limit":
            more = self.drawn < config.draw_limit and not forced
        else:
            more = False
        can_draw = self.can_draw()
        if more and can_draw:
            moves.append(DRAW)
        must_keep_drawing = rule == "until_playable" and not drawn_plays and can_draw
        if not forced and not must_keep_drawing:
            moves.append(PASS)
        return plays, moves

    def may_call(self, hand: Sequence[Card], plays: Sequence[Move]) -> bool:
        """ "Last card!" may be said by a player about to play its second-last
        card: two cards held, one of them playable, not said yet this turn."""
        return self.config.last_card and not self.called and len(hand) == 2 and bool(plays)

    # -- why a move is refused (explain.py) ------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        return explain.why_illegal(self, move)

    # -- making moves -------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        seat = self.to_move
        assert seat is not None
        self._legal = None
        kind = move.kind
        if kind == "play":
            self._play(seat, move)
        elif kind == "draw":
            self._draw(seat)
        elif kind == "pass":
            if not self.drawn:
                self.passes += 1
            self._end_turn(shedding.step(seat, self.direction, self.players))
        else:  # call
            self.called = True
            self.announced[seat] = True

    def _take(self, seat: int, count: int) -> int:
        """Draw ``count`` cards into ``seat``'s hand; returns how many came."""
        reshuffled = self.discard[:-1]
        drawn, rebuilt = shedding.draw_rebuilding(self.stock, self.discard, count, self._shuffler, self.may_rebuild())
        if rebuilt:
            self.rebuilds += 1
            self.pool, self.pool_takers = frozenset(reshuffled), frozenset()
        if drawn and self.pool is not None:
            self.pool_takers = self.pool_takers | {seat}
        if drawn:
            self.hands[seat].extend(drawn)
            self.announced[seat] = False
            if self.blind:
                self.blind = tuple(
                    (who, cards, got + len(drawn) if who == seat else got) for who, cards, got in self.blind
                )
        return len(drawn)

    def _shuffler(self) -> random.Random:
        """The shuffle of a rebuilt stock: derived from the seed so a replay
        gives the same stock (determinize swaps the key, so it stays unknown)."""
        return random.Random(f"{self.shuffle_key}/rebuild/{self.rebuilds}")

    def _draw(self, seat: int) -> None:
        if self.pending:
            count, self.pending = self.pending, 0
            if self._take(seat, count):
                self.passes = 0
            # Decision: drawing the penalty is the whole turn.
            self._end_turn(shedding.step(seat, self.direction, self.players))
            return
        if self.config.must_play and not self.drawn:
            playable = frozenset(card for card in self.deck_cards() if self.plays_of([card]))
            self.blind = (*self.blind, (seat, playable, 0))
        self._take(seat, 1)
        self.drawn += 1
        self.passes = 0
        if self.legal_moves() == (PASS,):
            self._end_turn(shedding.step(seat, self.direction, self.players))

    def _play(self, seat: int, move: Move) -> None:
        card = move.card
        hand = self.hands[seat]
        hand.remove(card)
        self.discard.append(card)
        if move.arg is not None:
            self.suit, self.named = Suit.parse(str(move.arg)), True
        else:
            assert card.suit is not None, "Crazy Eights is played without jokers"
            self.suit, self.named = card.suit, False
        self.passes = 0
        if not hand:
            # Going out ends the hand at once: an action card's effect no longer matters.
            self.winner = seat
            self.to_move = None
            self.drawn = 0
            self.called = False
            return
        config = self.config
        if len(hand) == 1 and config.last_card and not self.called:
            self._take(seat, config.last_card_penalty)
        rank = card.rank
        if rank == config.draw_two:
            self.pending = shedding.stack_draw(self.pending, 2)
        nxt, self.direction = shedding.advance(
            seat,
            self.direction,
            self.players,
            skips=1 if rank == config.skip else 0,
            reverses=rank == config.reverse,
        )
        self._end_turn(nxt)

    def _end_turn(self, seat: int) -> None:
        self.drawn = 0
        self.called = False
        self._legal = None
        if self.passes >= self.players:
            # Every player in turn could neither play nor draw: the hand is blocked.
            self.to_move = None
            return
        self.to_move = seat

    # -- copies --------------------------------------------------------------------------
    def clone(self) -> CrazyEightsState:
        copy = object.__new__(CrazyEightsState)
        copy.players = self.players
        copy.options = self.options
        copy.seed = self.seed
        copy.context = self.context
        copy.history = self.history[:]
        copy.movers = self.movers[:]
        copy.to_move = self.to_move
        copy.config = self.config
        copy.hands = [hand[:] for hand in self.hands]
        copy.stock = self.stock[:]
        copy.discard = self.discard[:]
        copy.suit = self.suit
        copy.named = self.named
        copy.direction = self.direction
        copy.pending = self.pending
        copy.drawn = self.drawn
        copy.called = self.called
        copy.announced = self.announced[:]
        copy.passes = self.passes
        copy.rebuilds = self.rebuilds
        copy.pool = self.pool
        copy.pool_takers = self.pool_takers
        copy.blind = self.blind
        copy.shuffle_key = self.shuffle_key
        copy.winner = self.winner
        copy._legal = self._legal
        return copy

    def determinize(self, seat: int, rng: random.Random) -> CrazyEightsState:
        """Redeal every card ``seat`` cannot see (``hidden.determinize``)."""
        return hidden.determinize(self, seat, rng)

    def deck_cards(self) -> list[Card]:
        return french_deck(self.config.packs)

    def cards(self) -> list[Card]:
        out = list(self.stock)
        out.extend(self.discard)
        for hand in self.hands:
            out.extend(hand)
        return out

    # -- what a seat sees (table_view.py) ------------------------------------------------
    def view(self, seat: int | None) -> View:
        return table_view.view(self, seat)

    def prompt(self, seat: int | None) -> Reason:
        """What the mover should do now (``table_view.prompt``)."""
        return table_view.prompt(self, seat)
