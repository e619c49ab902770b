"""A match: hands dealt one after another, running scores, the end of the match.

The match owns what lies between hands (dealer rotation, running totals,
deciding who has won); the game's state machine owns what happens inside one.
A match is fully described by its game, players, options, seed and the move
log of each hand, which is what saved games store (``Match.record``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .game import Game, GameState, HandContext, HandResult, MatchRules
from .moves import Move
from .reasons import Reason
from .seeds import stable_seed

#: How many seats a person may play at one table: the table shows one seat's
#: view, and undo and hints are that seat's. The table, the new-game dialog
#: and the saves all hold to it.
MAX_HUMAN_SEATS = 1


def hand_seed(match_seed: int | str, number: int) -> str:
    """The seed of hand ``number``: derived, so one match seed replays them all."""
    return f"{match_seed}/{number}"


def cut_for_deal(match_seed: int | str, players: int) -> int:
    """The first dealer, drawn at random from the match's seed (a cut for the
    deal): the same seed always gives the same dealer, on every machine and
    Python version (a digest of the seed's text, never ``hash()``, which
    changes from run to run)."""
    return stable_seed(match_seed, "first dealer") % players


@dataclass
class HandRecord:
    """A finished (or abandoned) hand: enough to replay it exactly."""

    number: int
    seed: str
    dealer: int
    scores_before: tuple[int, ...]
    moves: list[str] = field(default_factory=list)
    result: HandResult | None = None


class Match:
    """Deals hands of ``game`` until its MatchRules say the match is over."""

    def __init__(
        self,
        game: Game,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int | str = 0,
        first_dealer: int | None = None,
    ):
        """``first_dealer`` None: cut for the deal (``cut_for_deal``); a
        restored match gives the one it was played with."""
        self.game = game
        self.players = players
        self.options = game.resolve(players, options)
        self.seed = seed
        self.first_dealer = (cut_for_deal(seed, players) if first_dealer is None else first_dealer) % players
        self.rules: MatchRules = game.match_rules(players, self.options)
        self.hands: list[HandRecord] = []
        self.scores: list[int] = [0] * players
        self.state: GameState | None = None

    def first_dealer_reason(self) -> Reason:
        """What the table says as the match begins: who won the cut for the deal."""
        return Reason.of("first_dealer", "{seat} deals first.", you="You deal first.", seat=self.first_dealer)

    # -- dealing and finishing hands ---------------------------------------
    @property
    def hand_number(self) -> int:
        return len(self.hands)

    def dealer_of(self, number: int) -> int:
        """The game decides (the deal usually passes to the left)."""
        return self.game.dealer_of(self.players, self.options, number, self.first_dealer)

    def next_context(self) -> HandContext:
        """Where the next hand sits: its number, dealer, the scores and the
        sheet cells of every earlier hand."""
        number = self.hand_number
        earlier = tuple(record.result.cells if record.result else {} for record in self.hands)
        return HandContext(number, self.dealer_of(number), tuple(self.scores), earlier)

    def deal(self) -> GameState:
        """Start the next hand (the match must not be over)."""
        if self.is_over:
            raise RuntimeError("the match is over")
        if self.state is not None and not self.state.is_over:
            raise RuntimeError("the current hand is not finished")
        number = self.hand_number
        context = self.next_context()
        seed = hand_seed(self.seed, number)
        self.state = self.game.new_hand(self.players, self.options, seed, context)
        return self.state

    def finish_hand(self) -> HandResult:
        """Score the finished current hand and record it."""
        state = self.state
        if state is None or not state.is_over:
            raise RuntimeError("no finished hand to score")
        result = self.game.hand_result(state)
        self.hands.append(
            HandRecord(
                number=state.context.number,
                seed=str(state.seed),
                dealer=state.context.dealer,
                scores_before=state.context.scores,
                moves=[str(move) for move in state.history],
                result=result,
            )
        )
        self.scores = [total + gained for total, gained in zip(self.scores, result.points)]
        return result

    # -- the end of the match ----------------------------------------------
    @property
    def is_over(self) -> bool:
        rules = self.rules
        if rules.hands is not None and self.hand_number >= rules.hands:
            return True
        if rules.target is not None and any(score >= rules.target for score in self.scores):
            return True
        return False

    def standings(self) -> list[int]:
        """Seats from best to worst (ties keep seat order, except that the
        winners of a tie broken by the game come first)."""
        sign = 1 if self.rules.lowest_wins else -1
        won = set(self.winners())
        return sorted(range(self.players), key=lambda seat: (sign * self.scores[seat], seat not in won, seat))

    def winners(self) -> list[int]:
        """The seats that share the best total once the match is over; when
        several do, the game may break the tie from the last hand
        (``Game.break_tie``: Statistics gives it to the ten of diamonds)."""
        if not self.is_over:
            return []
        sign = 1 if self.rules.lowest_wins else -1
        best = min(sign * score for score in self.scores) * sign
        tied = [seat for seat in range(self.players) if self.scores[seat] == best]
        last = self.hands[-1].result if self.hands else None
        if len(tied) > 1 and last is not None:
            return self.game.break_tie(tied, last, self.options)
        return tied

    # -- saving and replaying -----------------------------------------------
    def record(self) -> dict[str, Any]:
        """Plain data (JSON-ready): what a saved game stores."""
        current = None
        # The hand being played, or one over but not yet scored (a blackjack
        # round can end at the peek, before anyone decides anything).
        state = self.state
        if state is not None and (not state.is_over or state.context.number == len(self.hands)):
            current = [str(move) for move in state.history]
        return {
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "hands": [record.moves for record in self.hands],
            "current": current,
        }

    @classmethod
    def replay(cls, game: Game, record: Mapping[str, Any]) -> Match:
        """Rebuild a match from ``record()``, replaying every move through the rules."""
        match = cls(game, record["players"], record["options"], record["seed"], record["first_dealer"])
        for moves in record["hands"]:
            state = match.deal()
            for text in moves:
                state.apply(Move.parse(text))
            match.finish_hand()
        if record.get("current") is not None:
            state = match.deal()
            for text in record["current"]:
                state.apply(Move.parse(text))
        return match
