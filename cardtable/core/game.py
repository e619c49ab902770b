"""The plugin contract every game implements.

A game is a pure state machine that knows nothing of Qt. The table UI, the AI
and the test harness drive every game through these few calls:

* ``Game.new_hand(players, options, seed, context)`` deals a reproducible hand;
* ``state.to_move`` is the seat to decide (None once the hand is over);
* ``state.legal_moves()`` lists every legal Move; ``state.apply(move)`` makes
  one, or raises IllegalMove naming the rule and leaves the state untouched;
* ``state.clone()`` is a cheap structural copy (never deepcopy);
* ``state.view(seat)`` is what that seat may know; ``state.determinize(seat,
  rng)`` is a full state consistent with that view, for the AI;
* ``Game.hand_result(state)`` gives points per seat and the score-sheet cells.

Seats are numbered 0..n-1 clockwise; the seat to the left of ``s`` is
``(s + 1) % n``. The human sits at seat 0 by convention of the UI only.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import Card
from .moves import Move
from .options import OptionError, OptionSpec, Preset, resolve_options
from .reasons import IllegalMove, Reason

if TYPE_CHECKING:
    from .infoset import InfoSet
    from .regions import Region

# --------------------------------------------------------------------------
# What a seat sees


@dataclass(frozen=True)
class PileView:
    """One pile as a seat sees it. ``cards`` holds None for a face-down card.
    ``label``, if any, is English marked with ``N_`` (shown translated).

    ``kind`` tells the table how to lay it out: "hand", "trick", "stock",
    "discard", "crib", "starter", "won" (tricks taken), "row", "pegging".
    ``owner`` is the seat the pile sits in front of, if any.
    """

    name: str
    kind: str
    cards: tuple[Card | None, ...]
    owner: int | None = None
    label: str = ""

    @property
    def count(self) -> int:
        return len(self.cards)

    def known(self) -> list[Card]:
        return [card for card in self.cards if card is not None]


@dataclass(frozen=True)
class View:
    """Everything one seat may know, and nothing more.

    ``info`` holds the game's public facts as plain values (scores, trumps,
    nominated suit, pass direction, completed tricks...), keyed by name, so a
    generic table can show them and agents can reason from them. ``seat`` is
    None for a spectator's view (no hidden card shown).
    """

    game: str
    seat: int | None
    players: int
    to_move: int | None
    dealer: int
    piles: tuple[PileView, ...]
    info: tuple[tuple[str, Any], ...]
    prompt: Reason
    # A few short public lines the table shows in a corner ("Count: 15",
    # "Suit to play: diamonds"): what a player at a real table would see or
    # be told, chosen by the game, as Reasons so they can be translated.
    status: tuple[Reason, ...] = ()

    def pile(self, name: str) -> PileView:
        for pile in self.piles:
            if pile.name == name:
                return pile
        raise KeyError(name)

    def get(self, key: str, default: Any = None) -> Any:
        for name, value in self.info:
            if name == key:
                return value
        return default

    @property
    def facts(self) -> dict[str, Any]:
        return dict(self.info)

    def hand(self, seat: int | None = None) -> list[Card]:
        """The known cards of a seat's hand (the viewer's own by default)."""
        seat = self.seat if seat is None else seat
        return self.pile(f"hand:{seat}").known()


def make_info(**facts: Any) -> tuple[tuple[str, Any], ...]:
    """Facts for ``View.info``; values should be immutable (tuples, not lists)."""
    return tuple(facts.items())


# --------------------------------------------------------------------------
# Hands, results and matches


@dataclass(frozen=True)
class HandContext:
    """Where a hand sits in its match: its number (0-based), the dealer and the
    scores before it. Hearts uses the number for the pass direction; Cribbage
    uses the scores, because 121 ends the game in the middle of a hand.
    ``earlier`` holds the score-sheet cells of the match's earlier hands, oldest
    first: Barbu reads which contracts its declarer has played and which
    compulsory doubles are still owed."""

    number: int = 0
    dealer: int = 0
    scores: tuple[int, ...] = ()
    earlier: tuple[Mapping[str, Any], ...] = ()


@dataclass(frozen=True)
class HandResult:
    """The outcome of one hand: ``points`` added to each seat's match score and
    ``cells``, the values of this hand's score-sheet row (name -> value)."""

    points: tuple[int, ...]
    cells: Mapping[str, Any] = field(default_factory=dict)
    summary: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class MatchRules:
    """When a match ends and who wins it.

    ``target``: the match ends when a score reaches it (``target_loses`` for
    penalty games such as Hearts, where reaching it ends the game and the lowest
    total wins). ``hands``: a fixed number of hands. ``lowest_wins`` ranks
    players by lowest total. ``ends_mid_hand``: the game itself stops the hand
    when the target is reached (Cribbage)."""

    target: int | None = None
    hands: int | None = None
    lowest_wins: bool = False
    ends_mid_hand: bool = False
    team_of: tuple[int, ...] | None = None


# --------------------------------------------------------------------------
# The state machine


class GameState(ABC):
    """A hand in progress. Subclasses keep their own fields; they must make
    ``clone`` cheap (copy lists, share immutable cards) and keep ``history``
    (the moves applied, in order) so a hand replays exactly from its seed, and
    ``movers`` (who made each of them) so that what each seat saw of the hand
    can be told (``observed_history``)."""

    game_id: ClassVar[str] = ""

    players: int
    options: Mapping[str, Any]
    seed: int | str
    context: HandContext
    history: list[Move]
    movers: list[int]
    to_move: int | None

    # -- moves -------------------------------------------------------------
    @abstractmethod
    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of ``to_move``; empty only once the hand is over."""

    def apply(self, move: Move) -> None:
        """Make a legal move, or raise IllegalMove (the state stays unchanged)."""
        if self.to_move is None:
            raise IllegalMove(Reason.of("hand_over", "The hand is over."))
        if move not in self.legal_moves():
            raise IllegalMove(self.why_illegal(move))
        self.movers.append(self.to_move)
        self.history.append(move)
        self._apply(move)

    def apply_legal(self, move: Move) -> None:
        """Make a move just taken from ``legal_moves()`` without checking it
        again: for searches, whose playouts make millions of such moves."""
        self.movers.append(self.to_move)  # type: ignore[arg-type]  # a move is made only while a seat is to move
        self.history.append(move)
        self._apply(move)

    @abstractmethod
    def _apply(self, move: Move) -> None:
        """Carry out a move already known to be legal."""

    def why_illegal(self, move: Move) -> Reason:
        """Name the rule that forbids ``move``. Games override this to explain
        ("You must follow suit: clubs"); this fallback still says something."""
        return Reason.of("not_legal", "{move} is not a legal move now.", move=str(move))

    def explain(self, move: Move) -> Reason | None:
        """None if ``move`` is legal, else the reason it is not."""
        if self.to_move is not None and move in self.legal_moves():
            return None
        if self.to_move is None:
            return Reason.of("hand_over", "The hand is over.")
        return self.why_illegal(move)

    def ahead(self, seat: int) -> GameState | None:
        """A copy on which ``seat`` may already make its next decision while
        others move first, for a choice nothing before its turn can change
        (Hearts: the three cards to pass come from the seat's own hand, and
        none is delivered until every seat has chosen). On the copy ``seat``
        is to move until that decision is made, then whoever really is. The
        table lets a player decide on it at once and plays those moves on the
        real hand when the turn comes; nobody else sees them before then.
        None (the default): the seat waits for its turn."""
        return None

    # -- copies and knowledge ----------------------------------------------
    @abstractmethod
    def clone(self) -> GameState:
        """An independent copy, cheap enough to make thousands a second."""

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What ``seat`` may know (None: a spectator who sees no hidden card)."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A full state in which ``view(seat)`` is unchanged and every card
        ``seat`` cannot see is redealt at random, respecting all it knows.
        It must depend on the view and ``rng`` only, never on where the
        hidden cards really are (deal the unseen cards in a canonical order),
        and carry nothing from which they could be rebuilt: a seed drawn
        from ``rng`` for anything the game shuffles later (a rebuilt stock).
        ``core.infoset`` then replaces the seed and the history by what the
        seat saw."""

    def observed_history(self, seat: int) -> list[Move]:
        """The moves of the hand as ``seat`` saw them: its own as they are,
        the others' through ``observed`` (a face-down discard without its
        card). Worked out by replaying ``observed`` on the movers, so it
        holds nothing the seat did not see."""
        movers = self.movers
        if len(movers) != len(self.history):
            raise ValueError(f"{len(self.history)} moves but {len(movers)} movers: a move was not made by apply")
        return [
            move if mover == seat else self.observed_of(move, mover, seat)
            for move, mover in zip(self.history, movers, strict=True)
        ]

    def observed_of(self, move: Move, mover: int, seat: int) -> Move:
        """What ``seat`` saw of ``move`` made earlier by ``mover``. The default
        asks ``observed`` with ``to_move`` set to the mover for a moment
        (most games decide what is hidden from the move and the mover alone);
        a game whose ``observed`` reads more of the state overrides this."""
        saved = self.to_move
        self.to_move = mover
        try:
            return self.observed(move, seat)
        finally:
            self.to_move = saved

    def observed(self, move: Move, seat: int) -> Move:
        """What ``seat`` sees of ``move`` when another seat makes it: the move
        itself when it is public, or a redacted move (``pass`` without its
        card) when it is not. The AI's search tree keys other seats' moves by
        this, so it never branches on what it cannot see. Call it before
        applying ``move``."""
        return move

    @abstractmethod
    def cards(self) -> Iterable[Card]:
        """Every card of this hand, wherever it lies: the harness checks that
        none is ever created or lost."""

    @property
    def is_over(self) -> bool:
        return self.to_move is None


class Game(ABC):
    """The plugin object of a game: metadata, options and the hand factory.

    ``name`` and ``description`` (like the options' and presets' labels) are
    English marked with ``N_``: the UI shows them translated."""

    id: ClassVar[str]
    name: ClassVar[str]
    family: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    presets: ClassVar[tuple[Preset, ...]] = ()
    description: ClassVar[str] = ""
    # The game's own player, playout policy, search utility, score sheet and
    # board, named "module:attribute" relative to the game's package
    # (".ai:HeartsAgent") and imported only when asked for: the rules never
    # import the AI, the sheets or Qt, and a game needs no method just to
    # return one of them.
    agent: ClassVar[str] = ""
    #: The game's own Easy player, when a slip now and then is not how a
    #: beginner at this game plays (Go Fish: a child forgets what was asked).
    #: Empty: Easy is the game's agent with an occasional slip.
    easy: ClassVar[str] = ""
    #: The game's own Hard and Expert player, when a rule worked out from the
    #: public facts beats a search of imagined deals (Go Fish: the chance that
    #: each player holds each rank). Empty: Hard and Expert search.
    hard: ClassVar[str] = ""
    #: The game's own Expert player when it differs from Hard (Blackjack:
    #: basic strategy refined by the cards seen since the shuffle). Empty:
    #: Expert is Hard's player (``hard``) or the longer search.
    expert: ClassVar[str] = ""
    playout: ClassVar[str] = ""
    utility: ClassVar[str] = ""
    sheet: ClassVar[str] = ""
    view: ClassVar[str] = ""
    #: How Hard and Expert search: "tree" (ai.ismcts, started from Normal's
    #: judgement) or "anchored" (ai.anchored: Normal's move unless common
    #: imagined deals show another clearly better), chosen by measurement.
    search_style: ClassVar[str] = "tree"
    #: The house deals every hand (Blackjack's dealer is not a player): the
    #: table names no player as dealer and says nobody "deals first".
    house_deals: ClassVar[bool] = False

    def _named(self, reference: str) -> Any:
        """The object ``reference`` ("module:attribute") names, or None if empty."""
        if not reference:
            return None
        module, _, attribute = reference.partition(":")
        package = type(self).__module__.rpartition(".")[0]
        return getattr(importlib.import_module(module, package or None), attribute)

    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Check the player count and return the options with defaults filled."""
        if not self.min_players <= players <= self.max_players and self.min_players == self.max_players:
            raise OptionError(
                Reason.of(
                    "players_exact",
                    "{game} is for {count} players, not {players}",
                    game=self.name,
                    count=self.min_players,
                    players=players,
                )
            )
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                Reason.of(
                    "players_range",
                    "{game} is for {low} to {high} players, not {players}",
                    game=self.name,
                    low=self.min_players,
                    high=self.max_players,
                    players=players,
                )
            )
        resolved = resolve_options(self.option_specs, options)
        self.check_options(players, resolved)
        return resolved

    def plays(self, players: int, preset: str | None = None) -> bool:
        """Whether ``players`` may play ``preset`` (None: the standard rules).
        A preset may be for fewer counts than the game (Fan Tan's Double Deck
        is for four to ten players, its Crazy Tan for two to six): the tools
        that go through every preset and count skip the ones refused here."""
        try:
            self.resolve(players, dict(self.preset(preset).values) if preset else {})
        except OptionError:
            return False
        return True

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:  # noqa: B027 - a hook, empty by default
        """Raise ValueError when options do not fit together or with ``players``
        (a hook: most games have nothing to check)."""

    def preset(self, name: str) -> Preset:
        for preset in self.presets:
            if preset.name == name:
                return preset
        raise OptionError(
            Reason.of(
                "no_preset",
                "{game} has no preset {preset} (presets: {known})",
                game=self.name,
                preset=repr(name),
                known=", ".join(p.name for p in self.presets) or "none",
            )
        )

    @abstractmethod
    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> GameState:
        """Deal a hand. The same arguments always give the same deal."""

    def dealer_of(self, players: int, options: Mapping[str, Any], number: int, first_dealer: int) -> int:
        """Who deals hand ``number``: the deal passes to the left after every
        hand. Barbu overrides it (seven hands for each declarer)."""
        return (first_dealer + number) % players

    @abstractmethod
    def hand_result(self, state: GameState) -> HandResult:
        """Points per seat and the score-sheet cells of a finished hand."""

    @abstractmethod
    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        """How a match of this game ends."""

    def break_tie(self, tied: Sequence[int], last: HandResult, options: Mapping[str, Any]) -> list[int]:
        """Who wins among ``tied``, the seats sharing the best total at the
        end of a match, given the result of its last hand: all of them by
        default (they share the win). A game whose rules break such a tie
        (Statistics: the player who took the ten of diamonds) overrides it."""
        return list(tied)

    def heuristic_agent(self) -> Agent:
        """The game's own rule-of-thumb player (deciding from a view only):
        a new instance of the class ``agent`` names. Every game has one."""
        agent_class: type[Agent] | None = self._named(self.agent)
        if agent_class is None:
            raise NotImplementedError(f"game {self.id} names no agent")
        return agent_class()

    def easy_agent(self) -> Agent | None:
        """The game's own Easy player (a new instance of the class ``easy``
        names), or None when Easy is the agent with a slip now and then."""
        agent_class: type[Agent] | None = self._named(self.easy)
        return agent_class() if agent_class is not None else None

    def hard_agent(self) -> Agent | None:
        """The game's own Hard and Expert player (a new instance of the class
        ``hard`` names), or None when they search."""
        agent_class: type[Agent] | None = self._named(self.hard)
        return agent_class() if agent_class is not None else None

    def expert_agent(self) -> Agent | None:
        """The game's own Expert player when it differs from Hard (a new
        instance of the class ``expert`` names), or None."""
        agent_class: type[Agent] | None = self._named(self.expert)
        return agent_class() if agent_class is not None else None

    def sheet_kind(self) -> Any:
        """The game's own score sheet (a ``sheets.model.SheetKind`` from its
        ``sheet.py``, named by ``sheet``), or None for the generic
        points-per-hand sheet. Typed Any because the core does not import the
        sheets package."""
        sheet_class = self._named(self.sheet)
        return sheet_class() if sheet_class is not None else None

    def search_utility(self) -> Callable[[GameState], Sequence[float]] | None:
        """What the search values at the end of a hand, a number in [0, 1]
        per seat (the function ``utility`` names); None means the hand's
        points (see ai.ismcts.points_utility). A game names one when winning
        the hand is not just fewer points."""
        utility: Callable[[GameState], Sequence[float]] | None = self._named(self.utility)
        return utility

    def board_factory(self) -> Callable[..., Any] | None:
        """What makes the game's own board shown beside the score sheet (the
        callable ``view`` names, given the parent widget), or None for none.
        An error inside the game's module is raised, never taken for "no
        board"."""
        factory: Callable[..., Any] | None = self._named(self.view)
        return factory

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """How the table is laid out for ``view``: ``regions`` is the default
        (see core.regions: a region per pile and a plate per seat); a game
        returns it refined (a board of its own size in the middle, a pile
        given room for the cards it will hold). The UI's solver places them
        all without overlap, whatever the window."""
        return regions

    def playout_policy(self) -> Callable[[GameState, random.Random], Move] | None:
        """A fast rule-of-thumb move for the search's playouts (the function
        ``playout`` names), or None for random ones. It runs inside an
        imagined deal (a determinization), so it may read that state
        directly; it must be cheap, not clever."""
        policy: Callable[[GameState, random.Random], Move] | None = self._named(self.playout)
        return policy

    def expand_rules(self, text: str) -> str:
        """The game's rules page ``text`` (``rules.md`` or a translation, as
        read from the package) as the rules browser shows it: unchanged by
        default. A game may put computed content into its page where a
        hand-typed copy would go stale when the rules change: Blackjack its
        basic-strategy charts, worked out for each set of table rules.

        The page marks the places with HTML comments on lines of their own,
        which a Markdown viewer would hide if left in: Blackjack replaces
        ``<!-- chart -->`` by the chart for its default rules, and words after
        ``chart`` change those rules, an option as ``name=value``
        (``<!-- chart decks=1 -->``) or ``h17`` for a dealer who hits soft 17
        (``<!-- chart h17 -->``). Every language's page has the same markers,
        so the expansion must not depend on the language."""
        return text

    def rules_pending(self, text: str) -> bool:
        """Whether ``expand_rules(text)`` still leaves out something being
        computed (a chart worked out on another thread): the rules browser
        shows the page at once and again when this turns False. None by
        default."""
        return False


class Agent(ABC):
    """A player. It is given an ``InfoSet`` (core.infoset): the seat's view,
    its legal moves and imagined deals consistent with them, never the
    state itself, so it cannot see a hidden card however it is written."""

    name: ClassVar[str] = "agent"

    @abstractmethod
    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        """Pick one of ``info.legal`` for ``info.seat``."""

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        """A one-line reason for ``move``, for hints; None when there is none."""
        return None

    def decides_exactly(self, info: InfoSet) -> bool:
        """True when this agent computes the present decision exactly (the
        cribbage discard over every starter), so a search should defer to it."""
        return False


class RandomAgent(Agent):
    """Uniform over the legal moves: the baseline every benchmark starts from."""

    name = "random"

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        return rng.choice(info.legal)


class ViewAgent(Agent):
    """An agent that decides from the seat's view and the legal moves alone.
    Heuristic players subclass this and implement ``decide``."""

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        return self.decide(info.view, legal, rng)

    @abstractmethod
    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        """Pick one of ``legal`` knowing only ``view``."""


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places to the left (clockwise)."""
    return (seat + step) % players
