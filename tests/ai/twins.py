"""Independent twins: two hands one seat cannot tell apart, built without
``determinize``.

A twin is dealt from its OWN seed (so nothing of the real deal's seed, stock
order or shuffle key is in it), then arranged: every field of its deal is set
to the real deal's, except that a few pairs of cards the seat never sees up to
the position are exchanged (between two other hands, a hand and the stock, a
hand and the hidden starter...). The history is then replayed on it, the
others' hidden moves (passes, discards to the crib) naming the exchanged
cards; an exchange that makes a recorded move illegal (a shown void, a go, a
draw under must-play) or shows the seat anything else at any step is given up
and another is tried.

What the seat has seen is worked out from the replay itself: every card named
by a move as the seat saw it (plays, its own passes and discards; not the
cards of the others' passes, which it saw redacted) and every card face up in
its view at any step. So the twin agrees on all the seat has seen and differs
in hidden cards, whatever the game: a future game is covered without
per-game code.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.core.cards import Card
from cardtable.core.game import Game, GameState, HandContext, View
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.core.registry import all_games, get_game

#: Fields that are not the deal: the log of the hand and who made each move.
_NOT_DEAL = frozenset({"history", "movers", "seed"})


def fields(state: GameState) -> Iterator[str]:
    """The names of a state's fields, whether it keeps a __dict__ or __slots__."""
    seen: set[str] = set()
    for name in getattr(state, "__dict__", {}):
        seen.add(name)
        yield name
    for klass in type(state).__mro__:
        for name in getattr(klass, "__slots__", ()):
            if name not in seen and name != "__dict__" and hasattr(state, name):
                seen.add(name)
                yield name


def substituted(value: Any, mapping: Mapping[Card, Card]) -> Any:
    """A copy of ``value`` with every card replaced through ``mapping``
    (lists copied, so the twin shares no container with the real state)."""
    if isinstance(value, Card):
        return mapping.get(value, value)
    if isinstance(value, Move):
        return Move(value.kind, tuple(mapping.get(c, c) for c in value.cards), value.arg) if value.cards else value
    if isinstance(value, list):
        return [substituted(item, mapping) for item in value]
    if isinstance(value, tuple):
        return tuple(substituted(item, mapping) for item in value)
    if isinstance(value, (set, frozenset)):
        return type(value)(substituted(item, mapping) for item in value)
    if isinstance(value, dict):
        return {key: substituted(item, mapping) for key, item in value.items()}
    return value


def places(state: GameState) -> dict[Card, tuple[Any, ...]]:
    """Where each card lies in a state's fields: ("hands", 2), ("stock",)..."""
    out: dict[Card, tuple[Any, ...]] = {}

    def walk(value: Any, path: tuple[Any, ...]) -> None:
        if isinstance(value, Card):
            out.setdefault(value, path)
        elif isinstance(value, (list, tuple)):
            nested = any(isinstance(item, (list, tuple)) for item in value)
            for index, item in enumerate(value):
                walk(item, (*path, index) if nested else path)

    for name in fields(state):
        if name not in _NOT_DEAL and not name.startswith("_"):
            walk(getattr(state, name), (name,))
    return out


def view_cards(view: View) -> set[Card]:
    """Every card face up in a view: its piles and any card among its facts."""
    seen = {card for pile in view.piles for card in pile.cards if card is not None}

    def walk(value: Any) -> None:
        if isinstance(value, Card):
            seen.add(value)
        elif isinstance(value, Move):
            seen.update(value.cards)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk(view.info)
    return seen


def replay(state: GameState, moves: Iterable[Move], seat: int) -> tuple[set[Card], list[View], list[bool]]:
    """Apply ``moves`` to ``state``: the cards ``seat`` saw on the way (named
    by a move as it saw the move, or face up in its view at any step), its
    views, and which moves it saw only redacted (another seat's pass)."""
    views = [state.view(seat)]
    seen = view_cards(views[0])
    hidden: list[bool] = []
    for move in moves:
        shown = move if state.to_move == seat else state.observed(move, seat)
        seen.update(shown.cards)
        hidden.append(shown is not move)
        state.apply(move)
        views.append(state.view(seat))
        seen |= view_cards(views[-1])
    return seen, views, hidden


def _legal_like(state: GameState, move: Move) -> Move:
    """``move`` as the state offers it: a move whose cards were exchanged
    may name them in another order than the game's canonical one."""
    legal = state.legal_moves()
    if move in legal:
        return move
    for offered in legal:
        if (offered.kind, offered.arg, sorted(map(str, offered.cards))) == (
            move.kind,
            move.arg,
            sorted(map(str, move.cards)),
        ):
            return offered
    return move


def _replays_alike(twin: GameState, moves: Sequence[Move], seat: int, views: Sequence[View]) -> bool:
    """The history is legal on the twin and shows ``seat`` the same at every
    step (in Cribbage whether a seat can still play is shown by the turn)."""
    if twin.view(seat) != views[0]:
        return False
    for move, view in zip(moves, views[1:], strict=True):
        try:
            twin.apply(_legal_like(twin, move))
        except IllegalMove:
            return False
        if twin.view(seat) != view:
            return False
    return True


@dataclass
class Twins:
    """A position and its independent twin, with what made them."""

    state: GameState
    twin: GameState
    seat: int
    swaps: tuple[tuple[Card, Card], ...]
    label: str


def arrange(
    game: Game,
    players: int,
    options: Mapping[str, Any] | None,
    seed: int | str,
    twin_seed: int | str,
    context: HandContext | None,
    mapping: Mapping[Card, Card],
    own_keys: bool = True,
) -> GameState:
    """A hand dealt from ``twin_seed``, then laid out as the hand of ``seed``
    with the cards of ``mapping`` exchanged: every field of the deal is set
    (copied, the cards exchanged), except those that hold the twin's own seed
    (a key for later shuffles, as Crazy Eights keeps): those stay its own
    unless ``own_keys`` is False (a position after a reshuffle the seat has
    drawn from: the reshuffled order is then part of what it saw)."""
    real = game.new_hand(players, options, seed, context)
    twin = game.new_hand(players, options, twin_seed, context)
    for name in fields(real):
        if name in _NOT_DEAL or (own_keys and getattr(twin, name) == twin_seed):
            continue
        setattr(twin, name, substituted(copy.deepcopy(getattr(real, name)), mapping))
    return twin


def _candidate_pairs(
    unseen: Sequence[Card],
    where: Mapping[Card, tuple[Any, ...]],
    secret: set[Card],
    rng: random.Random,
    now: Mapping[Card, tuple[Any, ...]] | None = None,
) -> list[tuple[Card, Card]]:
    """Pairs of unseen cards in different places, in the deal and (``now``)
    at the position too (a card drawn from the stock may have joined the
    other in one hand): those with a card of a hidden move (another seat's
    pass) first, then those of one suit (an exchange within a suit keeps
    every void shown true)."""
    now = now or where
    pairs = [
        (a, b)
        for i, a in enumerate(unseen)
        for b in unseen[i + 1 :]
        if where.get(a) != where.get(b) and now.get(a) != now.get(b)
    ]
    rng.shuffle(pairs)
    pairs.sort(key=lambda pair: (pair[0] not in secret and pair[1] not in secret, pair[0].suit != pair[1].suit))
    return pairs


def make_twins(
    game: Game,
    players: int,
    options: Mapping[str, Any] | None,
    seed: int | str,
    history: Sequence[Move],
    seat: int,
    context: HandContext | None = None,
    swaps: int = 3,
    label: str = "",
    tries: int = 120,
) -> Twins | None:
    """The position ``history`` of the hand ``seed`` from ``seat``, and an
    independent twin of it (seed ``twin:<seed>``) with up to ``swaps`` pairs
    of hidden cards exchanged (in the deal, and in the moves the seat saw
    only redacted); None if none of ``tries`` exchanges keeps the history
    legal and the seat's views the same."""
    state = game.new_hand(players, options, seed, context)
    dealt = places(state)
    seen, views, hidden = replay(state, history, seat)
    secret = {card for move, redacted in zip(history, hidden, strict=True) if redacted for card in move.cards}
    unseen = sorted((card for card in dealt if card not in seen), key=lambda c: c.sort_key)
    now = places(state)

    def twin_history(mapping: Mapping[Card, Card]) -> list[Move]:
        # The moves the seat saw only redacted (others' passes, discards to
        # the crib) name the exchanged cards in the twin: the same as seen.
        return [substituted(move, mapping) if secret else move for move, secret in zip(history, hidden, strict=True)]

    twin_seed = f"twin:{seed}"
    for own_keys in (True, False):
        rng = random.Random(f"twins:{seed}:{len(history)}:{seat}")
        chosen: dict[Card, Card] = {}
        made: list[tuple[Card, Card]] = []
        for a, b in _candidate_pairs(unseen, dealt, secret, rng, now)[:tries]:
            if len(made) >= swaps:
                break
            if a in chosen or b in chosen:
                continue
            trial = {**chosen, a: b, b: a}
            twin = arrange(game, players, options, seed, twin_seed, context, trial, own_keys)
            if not _replays_alike(twin, twin_history(trial), seat, views):
                continue
            chosen = trial
            made.append((a, b))
        if made:
            break
    if not made:
        return None
    twin = arrange(game, players, options, seed, twin_seed, context, chosen, own_keys)
    assert _replays_alike(twin, twin_history(chosen), seat, views)
    return Twins(state, twin, seat, tuple(made), label or f"{game.id} seed {seed} move {len(history)} seat {seat}")


def decisions(
    game: Game, players: int, options: Mapping[str, Any] | None, seed: int | str, context=None
) -> list[tuple[list[Move], str]]:
    """Every decision with a choice of one randomly played hand: the history
    before it and the phase it is in (the view's "phase" fact, if any)."""
    state = game.new_hand(players, options, seed, context)
    rng = random.Random(f"decisions:{seed}")
    out = []
    while state.to_move is not None:
        legal = state.legal_moves()
        if len(legal) > 1:
            out.append((list(state.history), str(state.view(state.to_move).get("phase", ""))))
        state.apply(rng.choice(legal))
    return out


def spread_positions(found: Sequence[tuple[list[Move], str]], count: int) -> list[list[Move]]:
    """About ``count`` of ``found``: the first of every phase, then early,
    middle and late ones spread evenly."""
    chosen: dict[int, list[Move]] = {}
    phases: set[str] = set()
    for history, phase in found:
        if phase not in phases:
            phases.add(phase)
            chosen[len(history)] = history
    if found:
        for step in range(count):
            history = found[min(len(found) - 1, step * len(found) // count)][0]
            chosen[len(history)] = history
        chosen[len(found[-1][0])] = found[-1][0]
    return [chosen[key] for key in sorted(chosen)]


def hidden_differs(twins: Twins) -> bool:
    """The twins really differ in some card at the position."""
    return places(twins.state) != places(twins.twin)


@functools.cache
def offers_choices(game_id: str, hands: int = 3) -> bool:
    """Whether ``hands`` random hands of the game ever offer a choice of
    moves. Camicia's never do (turning the top card is its only move): the
    tests of decisions and their twins have nothing to decide there, and
    ``tests/games/camicia`` checks that every level just turns."""
    game = get_game(game_id)
    rng = random.Random(game_id)
    for seed in range(hands):
        state = game.new_hand(game.default_players, None, seed)
        while state.to_move is not None:
            legal = state.legal_moves()
            if len(legal) > 1:
                return True
            state.apply(rng.choice(legal))
    return False


def choosing_games() -> list[str]:
    """The registered games whose hands offer choices, by id."""
    return [game_id for game_id in sorted(all_games()) if offers_choices(game_id)]
