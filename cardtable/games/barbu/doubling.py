"""Barbu's contract and doubling: what declarer may still choose in her
seven, whom each player may double, the compulsory doubles, and the words
for them. A part of ``BarbuState`` (see rules.py), kept apart so the state
class holds the play."""

from __future__ import annotations

from typing import Any

from ...core.cards import Rank, Suit
from ...core.moves import Move
from ...core.reasons import Reason
from ...engines.tricks import TrickState
from . import scoring
from .scoring import DOMINOES, NAMES, PLAYERS, TRUMPS

#: Ends a player's doubling turn; in Dominoes, says no card fits.
PASS = Move("pass")
DOUBLE: dict[int, Move] = {seat: Move("double", arg=seat) for seat in range(PLAYERS)}


class Doubling(TrickState):
    """The contract chosen and the doubles made, on top of the trick skeleton."""

    declarer: int
    declarer_only: bool
    hands_left: int
    played: tuple[str, ...]
    owed_before: tuple[int, ...]
    choices: tuple[str, ...]
    contract: str | None
    trumps: Suit | None
    rank: Rank | None
    doubles: list[tuple[int, int]]

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
        allowed = scoring.allowed_targets(seat, self.declarer, self.contract, self.doubled_me(seat), self.declarer_only)
        done = self.doubled_by(seat)
        return tuple(other for other in allowed if other not in done)

    def must_redouble_all(self, seat: int) -> bool:
        """With doubles of declarer only, a declarer who redoubles one player
        must redouble every player who doubled her."""
        if not self.declarer_only or seat != self.declarer:
            return False
        done = self.doubled_by(seat)
        return bool(done) and any(other not in done for other in self.doubled_me(seat))

    def _doubling_moves(self, seat: int) -> list[Move]:
        """Whom ``seat`` may double, and pass unless a double is still owed."""
        moves = [DOUBLE[other] for other in self.targets(seat)]
        if not self.forced(seat) and not self.must_redouble_all(seat):
            moves.append(PASS)
        return moves

    def _why_not_contract(self, move: Move) -> Reason:
        letter = move.arg
        if letter in self.played:
            return Reason.of(
                "contract_played", "You have already played {name} in this seven.", name=NAMES[str(letter)]
            )
        return Reason.of(
            "not_a_contract", "Choose one of the open contracts: {letters}.", letters=" ".join(self.choices)
        )

    def _why_not_doubling(self, seat: int, move: Move) -> Reason:
        """Why ``move`` is refused while players double."""
        kind = move.kind
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
                    n=self.owed_before[seat],
                    left=self.hands_left,
                )
            return Reason.of(
                "redouble_all",
                "With doubles of declarer only, declarer who redoubles must redouble everyone who doubled her.",
            )
        return Reason.of("doubling_now", "Doubling comes first: double whom you like, then pass.")

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
            return Reason.of("positive_declarer_only", "In Trumps and Dominoes the others may double declarer only.")
        return Reason.of("declarer_only", "With doubles of declarer only, you may double declarer only.")

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

    def _doubling_prompt(self, seat: int) -> Reason:
        """What ``seat`` must do while players double, in words."""
        if self.forced(seat):
            return Reason.of("double_forced_prompt", "You must double declarer now (a compulsory double), then pass.")
        if seat == self.declarer:
            if not self.doubled_me(seat):
                return Reason.of("declarer_no_doubles", "Nobody doubled you: pass.")
            if self.must_redouble_all(seat):
                return Reason.of("redouble_all_prompt", "Redouble everyone who doubled you, then pass.")
            return Reason.of("redouble_prompt", "Redouble whom you like of those who doubled you, then pass.")
        if self.contract in (TRUMPS, DOMINOES) or self.declarer_only:
            return Reason.of("double_declarer_prompt", "Double declarer if you like, then pass.")
        return Reason.of("double_prompt", "Double whom you like, then pass.")
