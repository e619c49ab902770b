"""Invariant checks every game must pass, shared by the contract test and the
simulator (which exits non-zero when one fails).

They drive a game only through the plugin contract: no card is ever created or
lost, legal moves are never empty before the end, every hand ends, a replay of
the move log from the seed reproduces the hand, ``determinize(seat)`` keeps
``view(seat)``, and an illegal move is refused without changing anything.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, french_deck
from .game import Agent, Game, GameState, HandContext
from .infoset import information
from .moves import Move, play
from .reasons import IllegalMove

MAX_MOVES_PER_HAND = 20_000


class RuleViolation(AssertionError):
    """A game broke one of the contract's invariants."""


@dataclass
class CheckLevel:
    """How thorough to be: the contract test checks everything at every move;
    the simulator checks the cheap things always and the rest now and then."""

    conservation_every_move: bool = True
    determinize_every: int = 1
    illegal_probe_every: int = 1
    replay: bool = True


FULL = CheckLevel()
LIGHT = CheckLevel(conservation_every_move=False, determinize_every=0, illegal_probe_every=0, replay=False)


def card_counts(cards: Iterable[Card]) -> Counter[Card]:
    return Counter(cards)


def same_counts(first: Counter[Card], second: Counter[Card]) -> bool:
    """``first == second`` for counts of cards, but a dict's comparison (in C):
    Counter's own is written in Python (it treats a missing card as a zero
    count), and counts taken from cards never hold a zero."""
    return dict.__eq__(first, second)


def snapshot(state: GameState) -> tuple[Any, ...]:
    """Everything observable of a state, to compare two states or one state
    before and after a refused move. (The cards' counts as a plain dict, which
    compares as fast as the rest: see ``same_counts``.)"""
    views = tuple(state.view(seat) for seat in range(state.players))
    legal = tuple(str(move) for move in state.legal_moves())
    return (state.to_move, tuple(str(m) for m in state.history), views, legal, dict(card_counts(state.cards())))


def _check_conservation(state: GameState, expected: Counter[Card], where: str) -> None:
    now = card_counts(state.cards())
    if not same_counts(now, expected):
        created = now - expected
        lost = expected - now
        raise RuleViolation(
            f"{where}: cards created {sorted(map(str, created.elements()))}, lost {sorted(map(str, lost.elements()))}"
        )


def check_determinize(state: GameState, seat: int, rng: random.Random, expected: Counter[Card]) -> None:
    """``determinize(seat)`` keeps the seat's view, the seat's legal moves and
    every card, and gives an independent state."""
    before = state.view(seat)
    sample = state.determinize(seat, rng)
    if sample is state:
        raise RuleViolation("determinize returned the state itself")
    if sample.view(seat) != before:
        raise RuleViolation(f"determinize({seat}) changed the seat's view at move {len(state.history)}")
    _check_conservation(sample, expected, f"determinize({seat})")
    if state.to_move == seat:
        ours = [str(m) for m in state.legal_moves()]
        theirs = [str(m) for m in sample.legal_moves()]
        if ours != theirs:
            raise RuleViolation(f"determinize({seat}) changed the legal moves: {ours} vs {theirs}")
    # Honesty: what is imagined depends on the view and the rng alone. A state
    # with other hidden cards but the same view gives the same sample.
    seed = rng.getrandbits(32)
    twin = state.determinize(seat, random.Random(seed ^ 0x5A5A))
    imagined = state.determinize(seat, random.Random(seed))
    imagined_by_twin = twin.determinize(seat, random.Random(seed))
    if snapshot(imagined) != snapshot(imagined_by_twin):
        raise RuleViolation(f"determinize({seat}) depends on hidden cards, not only on the view and the rng")
    if sample.to_move is not None:
        sample.apply(sample.legal_moves()[0])
        if state.view(seat) != before:
            raise RuleViolation("a move on a determinized copy changed the original")


def check_clone(state: GameState, before: tuple[Any, ...] | None = None) -> None:
    """A clone is equal to, and independent of, the original. ``before`` is
    the original's snapshot when the caller has just taken it (it costs a view
    of every seat)."""
    if before is None:
        before = snapshot(state)
    copy = state.clone()
    if snapshot(copy) != before:
        raise RuleViolation("clone() differs from the original")
    if copy.to_move is not None:
        copy.apply(copy.legal_moves()[-1])
        if snapshot(state) != before:
            raise RuleViolation("a move on a clone changed the original")


def probe_illegal(
    state: GameState,
    candidates: Sequence[Move],
    rng: random.Random,
    tries: int = 3,
    before: tuple[Any, ...] | None = None,
) -> None:
    """Moves that are not legal now are refused, with a reason, and change
    nothing (``before``: the state's snapshot, when the caller has it)."""
    legal = set(state.legal_moves())
    illegal = [move for move in candidates if move not in legal]
    if not illegal:
        return
    if before is None:
        before = snapshot(state)
    for move in rng.sample(illegal, min(tries, len(illegal))):
        try:
            state.apply(move)
        except IllegalMove as refusal:
            if not str(refusal).strip():
                raise RuleViolation(f"{move} was refused without a reason") from None
        else:
            raise RuleViolation(f"illegal move {move} was accepted (legal: {sorted(map(str, legal))})")
        if snapshot(state) != before:
            raise RuleViolation(f"refusing {move} changed the state")


@dataclass
class HandRun:
    """What ``run_hand`` returns: the finished state and what it played."""

    state: GameState
    moves: list[Move] = field(default_factory=list)


def run_hand(
    game: Game,
    players: int,
    options: Mapping[str, Any],
    seed: int | str,
    agents: Sequence[Agent],
    rng: random.Random,
    context: HandContext | None = None,
    level: CheckLevel = FULL,
    on_move: Callable[[GameState, Move], None] | None = None,
) -> HandRun:
    """Play one hand with ``agents``, checking the invariants as it goes.
    Raises RuleViolation on the first broken one."""
    state = game.new_hand(players, options, seed, context)
    expected = card_counts(state.cards())
    # Moves to try where they are illegal: every move seen so far, sorted
    # again only when a new one is seen.
    pool: set[Move] = {Move("nonsense")}
    pool.update(play(card) for card in french_deck())
    candidates = sorted(pool, key=str)
    steps = 0
    while state.to_move is not None:
        legal = state.legal_moves()
        if not legal:
            raise RuleViolation(f"no legal move for seat {state.to_move} before the end of the hand")
        if not pool.issuperset(legal):
            pool.update(legal)
            candidates = sorted(pool, key=str)
        if level.determinize_every and steps % level.determinize_every == 0:
            check_determinize(state, state.to_move, rng, expected)
            other = rng.randrange(players)
            check_determinize(state, other, rng, expected)
        if level.illegal_probe_every and steps % level.illegal_probe_every == 0:
            # One snapshot for both: the probe checks the state is still equal to it.
            before = snapshot(state)
            probe_illegal(state, candidates, rng, before=before)
            check_clone(state, before)
        seat = state.to_move
        move = agents[seat].choose(information(state, seat), rng)
        if move not in legal:
            raise RuleViolation(f"agent for seat {seat} chose an illegal move {move}")
        state.apply(move)
        if on_move is not None:
            on_move(state, move)
        if level.conservation_every_move:
            _check_conservation(state, expected, f"after {move}")
        steps += 1
        if steps > MAX_MOVES_PER_HAND:
            raise RuleViolation(f"the hand did not end after {MAX_MOVES_PER_HAND} moves")
    _check_conservation(state, expected, "at the end of the hand")
    if state.legal_moves():
        raise RuleViolation("legal moves offered after the end of the hand")
    if level.replay:
        check_replay(game, state)
    result = game.hand_result(state)
    if len(result.points) != players:
        raise RuleViolation(f"hand_result gave {len(result.points)} scores for {players} players")
    return HandRun(state, list(state.history))


def check_replay(game: Game, finished: GameState) -> None:
    """Replaying the move log (as text) from the seed reproduces the hand."""
    replay = game.new_hand(finished.players, finished.options, finished.seed, finished.context)
    for move in finished.history:
        replay.apply(Move.parse(str(move)))
    if snapshot(replay) != snapshot(finished):
        raise RuleViolation("replaying the move log did not reproduce the hand")
    if game.hand_result(replay) != game.hand_result(finished):
        raise RuleViolation("replaying the move log gave another result")
