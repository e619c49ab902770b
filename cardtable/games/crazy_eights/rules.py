"""Crazy Eights: the state machine and the plugin object.

The rule text is "Crazy Eights, contribution from Szu Kay Wong" in
``shared/seeds/001_...``: the basic game is the default and every variation
it lists is an option. Where the text is silent we took a decision; each one
is marked "Decision:" below and repeated in ``rules.md``.

Turn model. At the start of a turn the player may play a card that matches
the discard, draw, say "Last card!" (``call``) or, when nothing can be
played or drawn, pass. What follows a draw depends on the draw rule; a turn
whose only remaining choice would be "pass" ends by itself, so the log never
holds a pass that was forced after drawing. Only cards drawn in this turn may
be played after drawing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...core.cards import Card, Rank, Suit, card_order, french_deck, shuffled
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
from ...core.moves import Move
from ...core.options import OptionError, OptionSpec, Preset
from ...core.reasons import Reason
from ...engines import shedding
from ...engines.deal import constrained_deal

# Decision: the text rebuilds nothing and caps nothing, but a hand must end.
# The stock is rebuilt from the discards at most this many times; after that
# an empty stock stays empty, players who cannot play pass, and once every
# player has passed in a row the hand ends blocked. Real hands almost never
# need a third rebuild, while players who only draw could otherwise go on
# for ever.
MAX_REBUILDS = 5

DRAW = Move("draw")
PASS = Move("pass")
CALL = Move("call")

_RANK_CHOICES = tuple(range(0, 14))
_RANK_LABELS = (N_("off"),) + tuple(Rank(r).noun for r in range(1, 14))  # the nouns are marked in core.cards


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


# --------------------------------------------------------------------------
# Options


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "decks", N_("Packs"), "choice", "auto",
        help=N_("A standard 52-card pack, \"or two such packs shuffled together if there "
           "are a lot of players\". Automatic: two packs for more than five players."),
        choices=("auto", "1", "2"),
        choice_labels=(N_("Automatic"), N_("One pack"), N_("Two packs")),
    ),
    OptionSpec(
        "hand_size", N_("Cards dealt"), "int", 0,
        help=N_("The dealer deals five cards to each player, seven each if there are "
           "only two players (0 = this standard). \"There are variations in the number "
           "of cards dealt.\""),
        minimum=0, maximum=10,
    ),
    OptionSpec(
        "draw_rule", N_("Drawing"), "choice", "one",
        help=N_("One card: \"you may always use your turn to draw a card\" and the turn "
           "is over. Until playable: \"Others require you to continue drawing until you "
           "can play.\" Up to a limit: \"up to a fixed number of cards, after which if you "
           "still cannot (or will not) play the turn passes\"."),
        choices=("one", "until_playable", "up_to_limit"),
        choice_labels=(N_("One card"), N_("Until you can play"), N_("Up to a limit")),
    ),
    OptionSpec(
        "draw_limit", N_("Draw limit"), "int", 3,
        help=N_("With drawing up to a limit: the most cards drawn in one turn."),
        minimum=1, maximum=10,
    ),
    OptionSpec(
        "play_drawn", N_("Play the drawn card"), "bool", False,
        help=N_("\"Some allow the drawn card to be played immediately if it is a legal "
           "play.\" (With the other drawing rules a drawn card may always be played.)"),
    ),
    OptionSpec(
        "must_play", N_("Must play if able"), "bool", False,
        help=N_("\"Some people play that you may only draw if you are unable to play - if "
           "you can play you must.\""),
    ),
    OptionSpec(
        "last_card", N_("Last card"), "bool", False,
        help=N_("\"You must alert the other players when you have just one card left. If "
           "you fail to do so you must draw cards (usually two) from the stock as a "
           "penalty.\" Say \"Last card!\" before playing your second-last card."),
    ),
    OptionSpec(
        "last_card_penalty", N_("Last card penalty"), "int", 2,
        help=N_("Cards drawn by a player who goes down to one card without saying "
           "\"Last card!\"."),
        minimum=1, maximum=5,
    ),
    OptionSpec(
        "eights", N_("Changing suit"), "choice", "any",
        help=N_("Any time: \"an eight can be played at any time and the player can nominate "
           "any suit\". Matching: \"you can only play an eight that matches (either the "
           "same suit or another eight)\". No naming: \"you can play an eight at any time "
           "but cannot nominate another suit\". Szu Kay Wong's rule: any time, \"but can "
           "only nominate a different suit if the eight matches the rank or suit of the "
           "previous card\"."),
        choices=("any", "matching", "no_nominate", "nominate_if_matching"),
        choice_labels=(N_("Any time, name a suit"), N_("Only when matching"),
                       N_("Any time, no naming"), N_("Name a suit only when matching")),
    ),
    OptionSpec(
        "wild_rank", N_("Suit changer"), "choice", 8,
        help=N_("\"Some players use jacks or aces rather than eights as the cards which "
           "have the power to change suit.\" The suit changer scores 50."),
        choices=(8, 11, 1),
        choice_labels=(N_("Eights"), N_("Jacks"), N_("Aces")),
    ),
    OptionSpec(
        "skip_rank", N_("Skip"), "choice", 0,
        help=N_("\"When a queen (or some other designated rank) is played, the next player "
           "in rotation misses a turn.\""),
        choices=_RANK_CHOICES, choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "reverse_rank", N_("Reverse"), "choice", 0,
        help=N_("\"When an ace (or some other designated rank) is played, the direction of "
           "play reverses.\" With two players it acts as a skip: you play again."),
        choices=_RANK_CHOICES, choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "draw_two_rank", N_("Draw two"), "choice", 0,
        help=N_("\"When a two is played the next player must either draw two cards or play "
           "another two\"; consecutive twos add up, two cards for each."),
        choices=_RANK_CHOICES, choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "target", N_("Game to"), "int", 100,
        help=N_("The match ends when a player's penalty points reach this total; the "
           "lowest total wins."),
        minimum=1, maximum=10000,
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "action_cards", N_("Crazy Eights with action cards"),
        {"skip_rank": 12, "reverse_rank": 1, "draw_two_rank": 2, "last_card": True},
        N_("Queens skip the next player, aces reverse the direction, twos make the next "
           "player draw two, and you must say \"Last card!\"."),
    ),
    Preset(
        "draw_until_playable", N_("Crazy Eights, draw until you can play"),
        {"draw_rule": "until_playable", "must_play": True},
        N_("You must play if you can; if you cannot, you keep drawing until you can."),
    ),
    Preset(
        "wong_eights", N_("Crazy Eights, Szu Kay Wong's eights"),
        {"eights": "nominate_if_matching", "draw_rule": "up_to_limit"},
        N_("An eight may be played at any time but names a new suit only when it matches; "
           "you may draw up to three cards in a turn."),
    ),
)


@dataclass(frozen=True)
class Config:
    """The resolved options of a hand in the form the hot loops read;
    immutable, so clones share it."""

    wild: int
    eights: str
    skip: int
    reverse: int
    draw_two: int
    draw_rule: str
    draw_limit: int
    play_drawn: bool
    must_play: bool
    last_card: bool
    last_card_penalty: int
    hand_size: int
    packs: int

    @classmethod
    def of(cls, players: int, options: Mapping[str, Any]) -> Config:
        return cls(
            wild=options["wild_rank"],
            eights=options["eights"],
            skip=options["skip_rank"],
            reverse=options["reverse_rank"],
            draw_two=options["draw_two_rank"],
            draw_rule=options["draw_rule"],
            draw_limit=options["draw_limit"],
            play_drawn=options["play_drawn"],
            must_play=options["must_play"],
            last_card=options["last_card"],
            last_card_penalty=options["last_card_penalty"],
            hand_size=standard_hand_size(players, options["hand_size"]),
            packs=packs_for(players, options["decks"]),
        )


def standard_hand_size(players: int, chosen: int) -> int:
    """"Five cards to each player (seven each if there are only two players)",
    unless a size is chosen."""
    if chosen:
        return chosen
    return 7 if players == 2 else 5


def packs_for(players: int, decks: str) -> int:
    """Decision: "a lot of players" means more than five."""
    if decks == "auto":
        return 2 if players > 5 else 1
    return int(decks)


def card_points(card: Card, wild_rank: int = 8) -> int:
    """"50 for an eight, 10 for a picture, and spot cards at face value"; the
    suit changer scores the eight's 50 whatever its rank."""
    return shedding.wild_penalty_value(card, wild_rank)


# --------------------------------------------------------------------------
# The state


STOCK_PLACE = -1  # the stock, as a place a determinization may deal to


class CrazyEightsState(GameState):
    """A hand of Crazy Eights.

    ``hands[s]`` keeps cards in the order received, so the cards drawn in the
    current turn are the last ``drawn`` cards of the mover's hand. ``suit`` is
    the suit in force (the top card's own suit, or the suit named with a
    wild), ``pending`` the draw penalty waiting for the mover.
    """

    game_id = "crazy_eights"

    __slots__ = (
        "players", "options", "seed", "context", "history", "to_move", "config",
        "hands", "stock", "discard", "suit", "named", "direction", "pending", "drawn",
        "called", "announced", "passes", "rebuilds", "shuffle_key", "winner", "_legal",
        "pool", "pool_takers", "blind",
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
        self.config = Config.of(players, options)
        self.hands = hands
        self.stock = stock
        self.discard = discard
        top = discard[-1]
        # Decision: the turned-up card stands as it is. A suit changer keeps its
        # own suit and nobody names one; an action card has no effect (nobody
        # played it), so the first player simply matches it.
        self.suit: Suit = top.suit  # type: ignore[assignment]
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
        resolved = GAME.resolve(players, options)
        dealer = (to_move - 1) % players if dealer is None else dealer
        state = cls(
            players, resolved, seed, HandContext(0, dealer, ()),
            [list(hand) for hand in hands], list(stock), list(discard), to_move,
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
        return self.hands[self.to_move][-self.drawn:]

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
        """"Last card!" may be said by a player about to play its second-last
        card: two cards held, one of them playable, not said yet this turn."""
        return self.config.last_card and not self.called and len(hand) == 2 and bool(plays)

    # -- why a move is refused -----------------------------------------------------
    def why_illegal(self, move: Move) -> Reason:
        seat = self.to_move
        if seat is None:
            return Reason.of("hand_over", "The hand is over.")
        kind = move.kind
        if kind == "play" and len(move.cards) == 1:
            return self._why_not_play(move)
        if kind == "draw" and not move.cards and move.arg is None:
            return self._why_not_draw()
        if kind == "pass" and not move.cards and move.arg is None:
            return self._why_not_pass()
        if kind == "call" and not move.cards and move.arg is None:
            return self._why_not_call()
        return Reason.of(
            "unknown_move", "{move} is not a move of Crazy Eights: play a card, draw, or pass.",
            move=str(move),
        )

    def _why_not_play(self, move: Move) -> Reason:
        card = move.card
        seat = self.to_move
        assert seat is not None
        if card not in self.hands[seat]:
            return Reason.of("not_held", "You do not hold the {card}.", card=card)
        if self.pending:
            return Reason.plural(
                "pending_draw", "You must draw {n} card or play another {rank}.",
                "You must draw {n} cards or play another {rank}.",
                n=self.pending, rank=Rank(self.config.draw_two),
            )
        if self.drawn:
            if card not in self.drawn_cards():
                return Reason.of(
                    "only_drawn", "After drawing you may only play a card you drew this turn."
                )
            if self.config.draw_rule == "one" and not self.config.play_drawn:
                return Reason.of("drawn_no_play", "A drawn card may not be played at once.")
        wild = Rank(self.config.wild)
        if card.rank == wild:
            return self._why_not_wild(move, card, wild)
        if move.arg is not None:
            return Reason.of("no_naming", "The {card} names no suit: play it without one.", card=card)
        if self.top.rank == wild:
            return Reason.of(
                "named_suit", "Play one of the {suit} (named with the {top}), or any {wild}.",
                suit=self.suit, top=self.top, wild=wild,
            )
        return Reason.of(
            "match", "Play one of the {suit}, any {rank}, or any {wild}.",
            suit=self.suit, rank=self.top.rank, wild=wild,
        )

    def _why_not_wild(self, move: Move, card: Card, wild: Rank) -> Reason:
        if not self.wild_playable(card):
            return Reason.of(
                "wild_must_match", "You may play the {card} only on one of the {suit} or on another {wild}.",
                card=card, wild=wild, suit=self.suit,
            )
        if self.wild_may_name(card):
            if move.arg is None:
                return Reason.of("name_suit", "You must name a suit with the {wild}.", wild=wild)
            return Reason.of("bad_suit", "Name a suit: C, D, H or S.")
        if self.config.eights == "no_nominate":
            return Reason.of(
                "no_nominate", "The {card} names no suit in this game: play it without one.",
                card=card,
            )
        return Reason.of(
            "wild_unmatched",
            "The {card} does not match the {top}, so it names no suit: play it without one.",
            card=card, top=self.top,
        )

    def _why_not_draw(self) -> Reason:
        config = self.config
        if self.drawn:
            if config.draw_rule == "one":
                return Reason.of("drawn_once", "You have already drawn your card this turn.")
            if config.draw_rule == "up_to_limit" and self.drawn >= config.draw_limit:
                return Reason.plural(
                    "draw_limit", "You may draw at most {n} card in a turn.",
                    "You may draw at most {n} cards in a turn.", n=config.draw_limit,
                )
            if config.draw_rule == "until_playable":
                return Reason.of("drew_playable", "You drew a card you can play: play it or pass.")
        if not self.can_draw():
            return Reason.of("no_stock", "There is no card left to draw.")
        return Reason.of("must_play", "You can play, so you may not draw.")

    def _why_not_pass(self) -> Reason:
        config = self.config
        if self.pending:
            return Reason.plural(
                "pending_draw", "You must draw {n} card or play another {rank}.",
                "You must draw {n} cards or play another {rank}.",
                n=self.pending, rank=Rank(config.draw_two),
            )
        if self.drawn:
            if config.draw_rule == "until_playable" and not self.plays_of(self.drawn_cards()):
                return Reason.of("keep_drawing", "Keep drawing until you can play.")
            return Reason.of("must_play", "You can play, so you must.")
        return Reason.of("play_or_draw", "Play a card or draw one; you may pass only when you can do neither.")

    def _why_not_call(self) -> Reason:
        seat = self.to_move
        assert seat is not None
        if not self.config.last_card:
            return Reason.of("no_last_card", "Nobody says \"Last card!\" in this game.")
        if self.called:
            return Reason.of("called", "You have already said \"Last card!\".")
        if len(self.hands[seat]) != 2:
            return Reason.of(
                "call_two", "Say \"Last card!\" when you hold two cards and are about to play one."
            )
        return Reason.of("call_no_play", "You have no card to play, so you will not be down to one.")

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
        drawn, rebuilt = shedding.draw_rebuilding(
            self.stock, self.discard, count, self._shuffler, self.may_rebuild()
        )
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
            self.suit, self.named = card.suit, False  # type: ignore[assignment]
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
            seat, self.direction, self.players,
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
        """Redeal every card ``seat`` cannot see (the other hands and the stock)
        keeping every size. All draws are face down, so nothing else is known
        for certain; the discard pile is public and stays. After a rebuild the
        stock holds only cards that were reshuffled into it (all seen in the
        discard pile), and such a card can be in a hand only if that player has
        drawn since. The rebuild shuffle gets a fresh key, or a search could
        foresee the rebuilt stock."""
        copy = self.clone()
        unseen: list[Card] = list(copy.stock)
        for other, hand in enumerate(copy.hands):
            if other != seat:
                unseen.extend(hand)
        unseen.sort(key=card_order)  # not the hidden order: only the rng decides
        others = [other for other in range(self.players) if other != seat]
        if self.pool is None:
            rng.shuffle(unseen)
            at = 0
            for other in others:
                size = len(copy.hands[other])
                copy.hands[other] = unseen[at:at + size]
                at += size
            copy.stock = unseen[at:]
        else:
            room = {other: len(copy.hands[other]) for other in others}
            room[STOCK_PLACE] = len(copy.stock)
            takers = [other for other in others if other in self.pool_takers]
            allowed = {
                card: ([STOCK_PLACE, *takers] if card in self.pool else others) for card in unseen
            }
            deal = constrained_deal(unseen, room, allowed, rng)
            for other in others:
                copy.hands[other] = deal[other]
            copy.stock = deal[STOCK_PLACE]
        if self.blind:
            copy._respect_blind_draws(seat, rng)
        copy.shuffle_key = rng.getrandbits(64)
        copy._legal = None
        return copy

    def deck_cards(self) -> list[Card]:
        return french_deck(self.config.packs)

    def _may_hold(self, place: int, card: Card) -> bool:
        """May ``place`` (a seat, or STOCK_PLACE) hold ``card`` after a rebuild?"""
        if self.pool is None:
            return True
        if card in self.pool:
            return place == STOCK_PLACE or place in self.pool_takers
        return place != STOCK_PLACE

    def _respect_blind_draws(self, seat: int, rng: random.Random) -> None:
        """A player who drew because it could not play holds at most as many of
        the cards playable then as it has received since. Where a fresh deal
        breaks that, swap a surplus card with one from elsewhere that keeps
        every rule (random among the candidates; public facts only)."""
        facts = [(who, cards, got) for who, cards, got in self.blind if who != seat]
        for _ in range(12 * len(facts) + 20):
            broken = None
            for who, cards, got in facts:
                hits = [card for card in self.hands[who] if card in cards]
                if len(hits) > got:
                    broken = (who, hits)
                    break
            if broken is None:
                return
            who, hits = broken
            card = hits[int(rng.random() * len(hits))]
            unsafe = [cards for whom, cards, _got in facts if whom == who]
            places = [(STOCK_PLACE, self.stock)] + [
                (other, self.hands[other]) for other in range(self.players) if other not in (seat, who)
            ]
            options = [
                (place, held, index)
                for place, held in places
                for index, other_card in enumerate(held)
                if not any(other_card in cards for cards in unsafe)
                and self._may_hold(who, other_card) and self._may_hold(place, card)
            ]
            if not options:
                return  # no swap keeps every rule: leave the deal as it is
            place, held, index = options[int(rng.random() * len(options))]
            mine = self.hands[who]
            mine[mine.index(card)], held[index] = held[index], card

    def cards(self) -> list[Card]:
        out = list(self.stock)
        out.extend(self.discard)
        for hand in self.hands:
            out.extend(hand)
        return out

    # -- what a seat sees ------------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        piles = [
            PileView(
                f"hand:{s}", "hand",
                tuple(hand) if s == seat else (None,) * len(hand),
                owner=s,
            )
            for s, hand in enumerate(self.hands)
        ]
        piles.append(PileView("stock", "stock", (None,) * len(self.stock), label=N_("Stock")))
        piles.append(PileView("discard", "discard", tuple(self.discard), label=N_("Discard pile")))
        mover = self.to_move
        mine = mover is not None and seat == mover
        config = self.config
        info = make_info(
            top=self.top,
            suit=self.suit,
            named_suit=self.suit if self.named else None,
            direction=self.direction,
            pending_draw=self.pending,
            drawn_count=self.drawn,
            drawn=tuple(self.drawn_cards()) if mine else None,
            playable_drawn=self.playable_drawn() if mine else None,
            called=self.called,
            announced=tuple(
                s for s in range(self.players) if self.announced[s] and len(self.hands[s]) == 1
            ),
            counts=tuple(len(hand) for hand in self.hands),
            stock_count=len(self.stock),
            rebuilds=self.rebuilds,
            rebuilt_pool=None if self.pool is None else tuple(sorted(self.pool, key=card_order)),
            pool_takers=tuple(sorted(self.pool_takers)),
            blind_draws=tuple((who, tuple(sorted(cards, key=card_order)), got) for who, cards, got in self.blind),
            rebuilds_left=MAX_REBUILDS - self.rebuilds,
            passes=self.passes,
            winner=self.winner,
            blocked=self.to_move is None and self.winner is None,
            wild_rank=config.wild,
            skip_rank=config.skip,
            reverse_rank=config.reverse,
            draw_two_rank=config.draw_two,
            last_card=config.last_card,
        )
        return View(
            game=self.game_id,
            seat=seat,
            players=self.players,
            to_move=mover,
            dealer=self.context.dealer,
            piles=tuple(piles),
            info=info,
            prompt=self.prompt(seat),
            status=self._status(),
        )

    def _status(self) -> tuple[Reason, ...]:
        """What the table says aloud: the suit to play after a wild, a draw
        penalty waiting, the direction once reversed, the stock left."""
        lines = []
        if self.named:
            lines.append(Reason.of("status_suit", "Suit to play: {suit}", suit=self.suit))
        if self.pending:
            lines.append(Reason.of("status_pending", "Penalty waiting: draw {count}", count=self.pending))
        if self.direction < 0:
            lines.append(Reason.of("status_direction", "Play goes anticlockwise"))
        lines.append(Reason.plural("status_stock", "Stock: {n} card", "Stock: {n} cards", n=len(self.stock)))
        return tuple(lines)

    def prompt(self, seat: int | None) -> Reason:
        """What the mover should do now; other seats are told whom they wait for
        (a prompt built from the mover's hand would leak it)."""
        mover = self.to_move
        if mover is None:
            if self.winner is not None:
                return Reason.of("went_out", "{seat} went out.", seat=self.winner)
            return Reason.of("blocked", "Nobody can play or draw: the hand is blocked.")
        if seat != mover:
            return Reason.of("waiting", "Waiting for {seat}.", seat=mover)
        config = self.config
        wild = Rank(config.wild)
        if self.pending:
            return Reason.plural(
                "answer_draw", "Draw {n} card or play another {rank}.", "Draw {n} cards or play another {rank}.",
                n=self.pending, rank=Rank(config.draw_two),
            )
        legal = self.legal_moves()
        if self.drawn:
            if DRAW in legal and PASS not in legal:
                return Reason.of("keep_drawing", "Keep drawing until you can play.")
            if DRAW in legal:
                return Reason.of("draw_more", "Play a card you drew, draw again, or pass.")
            if PASS in legal:
                return Reason.of("play_drawn", "Play the card you drew, or pass.")
            return Reason.of("must_play_drawn", "Play the card you drew.")
        if legal == (PASS,):
            return Reason.of("stuck", "You can neither play nor draw: pass.")
        if DRAW not in legal:
            return Reason.of(
                "must_play_now", "Play one of the {suit}, any {rank} or any {wild}: you can play, so you must.",
                suit=self.suit, rank=self.top.rank, wild=wild,
            )
        return Reason.of(
            "play_or_draw_prompt", "Play one of the {suit}, any {rank} or any {wild}, or draw a card.",
            suit=self.suit, rank=self.top.rank, wild=wild,
        )


# --------------------------------------------------------------------------
# The plugin object


class CrazyEightsGame(Game):
    id = "crazy_eights"
    name = N_("Crazy Eights")
    family = "shedding"
    min_players = 2
    max_players = 8
    default_players = 4
    agent = ".ai:CrazyEightsAgent"
    playout = ".ai:playout_move"
    utility = ".ai:search_value"
    sheet = ".sheet:CrazyEightsSheet"
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = (
        N_("Get rid of your cards by matching the rank or suit of the discard; "
           "eights are wild and name the next suit.")
    )

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Special ranks must differ from each other and from the suit changer,
        and the packs must hold every hand plus the turned-up card."""
        seen: dict[int, str] = {options["wild_rank"]: "wild_rank"}
        for key in ("skip_rank", "reverse_rank", "draw_two_rank"):
            rank = options[key]
            if not rank:
                continue
            if rank in seen:
                raise OptionError(_same_rank(key, seen[rank], Rank(rank)))
            seen[rank] = key
        size = standard_hand_size(players, options["hand_size"])
        packs = packs_for(players, options["decks"])
        if size * players + 1 > 52 * packs:
            raise OptionError(Reason.plural(
                "hands_do_not_fit",
                "{players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs",
                "{players} hands of {size} cards do not fit in {n} packs; deal fewer cards",
                players=players, size=size, n=packs,
            ))

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> CrazyEightsState:
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        config = Config.of(players, resolved)
        rng = random.Random(seed)
        deck = shuffled(french_deck(config.packs), rng)
        dealer = context.dealer % players
        hands: list[list[Card]] = [[] for _ in range(players)]
        # Dealt singly, starting with the player to the dealer's left.
        for index in range(config.hand_size * players):
            hands[(dealer + 1 + index) % players].append(deck.pop())
        discard = [deck.pop()]
        return CrazyEightsState(
            players, resolved, seed, context, hands, deck, discard, (dealer + 1) % players
        )

    def hand_result(self, state: GameState) -> HandResult:
        assert isinstance(state, CrazyEightsState)
        wild = state.config.wild
        penalties = tuple(
            0 if seat == state.winner else shedding.hand_penalty(hand, lambda c: card_points(c, wild))
            for seat, hand in enumerate(state.hands)
        )
        if state.winner is not None:
            summary = (Reason.of("went_out", "{seat} went out.", seat=state.winner),)
        else:
            summary = (Reason.of("blocked", "Nobody can play or draw: the hand is blocked."),)
        cells = {
            "cards_left": tuple(len(hand) for hand in state.hands),
            "penalty": penalties,
            "winner": state.winner,
        }
        return HandResult(penalties, cells, summary)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"], lowest_wins=True)


def _same_rank(key: str, taken_by: str, rank: Rank) -> Reason:
    """Why the special card ``key`` may not have ``rank``: ``taken_by`` (the
    suit changer or an earlier special card) already has it. One sentence per
    pair, so that each can be translated whole."""
    if key == "skip_rank":
        return Reason.of("same_rank", "the skip rank ({rank}) is already the suit changer; "
                         "give each special card its own rank", rank=rank)
    if key == "reverse_rank":
        if taken_by == "skip_rank":
            return Reason.of("same_rank", "the reverse rank ({rank}) is already the skip card; "
                             "give each special card its own rank", rank=rank)
        return Reason.of("same_rank", "the reverse rank ({rank}) is already the suit changer; "
                         "give each special card its own rank", rank=rank)
    if taken_by == "skip_rank":
        return Reason.of("same_rank", "the draw two rank ({rank}) is already the skip card; "
                         "give each special card its own rank", rank=rank)
    if taken_by == "reverse_rank":
        return Reason.of("same_rank", "the draw two rank ({rank}) is already the reverse card; "
                         "give each special card its own rank", rank=rank)
    return Reason.of("same_rank", "the draw two rank ({rank}) is already the suit changer; "
                     "give each special card its own rank", rank=rank)


GAME = CrazyEightsGame()
