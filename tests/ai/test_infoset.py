"""The information-set contract, for every registered game, preset and
player count (so every future game is covered): what an agent is given
cannot reach the real state, and nothing in it deals the real hidden cards
again.

At many positions of a few randomly played hands of each, from the seat to
move and from another seat:

* the objects reachable from the ``InfoSet`` (``gc.get_referents``,
  transitively, not through modules, classes or functions) include neither
  the real state nor any of its mutable containers; a pickled and unpickled
  info set gives the same view, legal moves and history;
* a world ``info.determinize(rng)`` has the seat's view, legal moves and
  observed history, another seed than the real one, and nothing in it equals
  the real seed; dealing the hand again from the world's seed and replaying
  the world's history (as far as it replays) does not put the cards the seat
  cannot see where they really are;
* an independent twin of the position (tests/ai/twins.py) gives the same
  worlds.

The last tests break a real game on purpose, in each way the contract
forbids, and show that these checks catch it.
"""

from __future__ import annotations

import gc
import pickle
import random
import types
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from cardtable.core.checks import snapshot
from cardtable.core.game import Game, GameState, HandContext
from cardtable.core.infoset import information
from cardtable.core.reasons import IllegalMove
from cardtable.core.registry import all_games, get_game
from cardtable.games.hearts.rules import HeartsState

from .twins import fields, make_twins, offers_choices, places, view_cards

_OPAQUE = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType, types.MethodType)
_MUTABLE = (list, dict, set, bytearray)

CASES = []
for _game in all_games().values():
    CASES.append((_game.id, None, _game.default_players))
    for _preset in _game.presets:
        CASES.append((_game.id, _preset.name, _game.default_players))
    for _players in range(_game.min_players, _game.max_players + 1):
        if _players != _game.default_players:
            CASES.append((_game.id, None, _players))
IDS = [f"{g}-{p or 'default'}-{n}p" for g, p, n in CASES]


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through references, except
    through modules, classes and functions (the code, not the hand)."""
    seen = {id(root)}
    stack = [root]
    while stack:
        item = stack.pop()
        yield item
        for referent in gc.get_referents(item):
            if id(referent) not in seen and not isinstance(referent, _OPAQUE):
                seen.add(id(referent))
                stack.append(referent)


def containers(state: GameState) -> dict[int, str]:
    """The real state and its mutable containers (hands, stock, options...),
    by id, with a name to report."""
    out = {id(state): "the state itself"}
    if hasattr(state, "__dict__"):
        out[id(state.__dict__)] = "the state's __dict__"

    def walk(value: Any, name: str) -> None:
        if isinstance(value, _MUTABLE) and id(value) not in out:
            out[id(value)] = name
            items = value.values() if isinstance(value, dict) else value
            for index, item in enumerate(items):
                walk(item, f"{name}[{index}]")

    for field in fields(state):
        walk(getattr(state, field), field)
    return out


def hidden_places(state: GameState, seat: int) -> dict[Any, tuple[Any, ...]]:
    """Where the cards ``seat`` cannot see lie in ``state``."""
    seen = view_cards(state.view(seat))
    return {card: place for card, place in places(state).items() if card not in seen}


def dealt_again(game: Game, world: GameState) -> GameState:
    """The hand dealt from the world's seed, its history replayed as far as
    it goes (a redacted move is not legal in the real deal)."""
    again = game.new_hand(world.players, world.options, world.seed, world.context)
    for move in world.history:
        try:
            again.apply(move)
        except IllegalMove:
            break
    return again


def _is_seed(item: object, state: GameState) -> bool:
    return type(item) is type(state.seed) and item == state.seed


def check_information(state: GameState, seat: int, rng: random.Random) -> None:
    """Everything the contract asks of ``information(state, seat)``."""
    game = get_game(state.game_id)
    info = information(state, seat)
    real = containers(state)
    for item in reachable(info):
        assert id(item) not in real, f"the info set reaches {real[id(item)]} of the real state"
        assert not _is_seed(item, state), "the info set holds the real seed"
    copy = pickle.loads(pickle.dumps(info))
    assert (copy.view, copy.legal, copy.history) == (info.view, info.legal, info.history)
    assert info.view == state.view(seat)
    observed = state.observed_history(seat)
    assert list(info.history) == observed
    for _ in range(2):
        world = info.determinize(random.Random(rng.getrandbits(32)))
        assert world is not state
        assert world.view(seat) == state.view(seat), "the world shows the seat something else"
        if state.to_move == seat:
            assert list(world.legal_moves()) == list(state.legal_moves()), "the world has other legal moves"
        assert world.history == observed, "the world's history is not the one the seat saw"
        assert world.seed != state.seed, "the world keeps the real seed"
        for item in reachable(world):
            assert not _is_seed(item, state), "the world holds the real seed"
        check_not_dealt_again(game, state, seat, world)


def check_not_dealt_again(game: Game, state: GameState, seat: int, world: GameState) -> None:
    """The hand dealt from the world's seed does not put the cards ``seat``
    could not see where they really were dealt, nor, with the world's history
    replayed on it (as far as it replays), where they are now."""
    dealt = game.new_hand(state.players, state.options, state.seed, state.context)
    for real, again in ((dealt, game.new_hand(world.players, world.options, world.seed, world.context)), (state, None)):
        hidden = hidden_places(real, seat)
        if len(hidden) < 4 or len(set(hidden.values())) < 2:
            continue
        where = places(again if again is not None else dealt_again(game, world))
        assert {card: where.get(card) for card in hidden} != hidden, (
            "dealing again from the world's seed and history gives back the real hidden cards"
        )


def check_twin_worlds(state: GameState, seat: int, context: HandContext) -> bool:
    """An independent twin of the position gives the same worlds; False if
    no twin could be made here."""
    game = get_game(state.game_id)
    twins = make_twins(game, state.players, state.options, state.seed, state.history, seat, context, swaps=2)
    if twins is None:
        return False
    twins.state.__class__ = twins.twin.__class__ = type(state)  # the game under test, broken or not
    ours, theirs = information(twins.state, seat), information(twins.twin, seat)
    for k in range(2):
        assert snapshot(ours.determinize(random.Random(k))) == snapshot(theirs.determinize(random.Random(k))), (
            "a twin with other hidden cards imagines other worlds: determinize reads the hidden cards"
        )
    return True


def positions(
    game_id: str, preset: str | None, players: int, hands: int = 2, per_hand: int = 12
) -> Iterator[tuple[GameState, HandContext]]:
    """About ``per_hand`` positions spread over each of ``hands`` randomly
    played hands (early, middle and late), with secret-looking seeds."""
    game = get_game(game_id)
    options = game.resolve(players, dict(game.preset(preset).values)) if preset else None
    for number in range(hands):
        context = HandContext(2 * number + 1, number % players, (0,) * players)
        seed = f"secret:{game_id}:{preset}:{players}:{number}"
        played = game.new_hand(players, options, seed, context)
        rng = random.Random(f"positions:{seed}")
        while played.to_move is not None:
            played.apply(rng.choice(played.legal_moves()))
        length = len(played.history)
        stride = max(1, length // per_hand)
        state = game.new_hand(players, options, seed, context)
        for step, move in enumerate(played.history):
            if step % stride == number % stride:
                yield state.clone(), context
            state.apply(move)


@pytest.mark.parametrize("game_id,preset,players", CASES, ids=IDS)
def test_no_agent_can_reach_the_real_state_or_deal_it_again(game_id: str, preset: str | None, players: int) -> None:
    rng = random.Random(f"{game_id}:{preset}:{players}")
    checked = 0
    for state, _ in positions(game_id, preset, players):
        seat = state.to_move
        assert seat is not None
        other = {(seat + 1 + rng.randrange(players - 1)) % players} if players > 1 else set()  # Blackjack plays alone
        for who in {seat} | other:
            check_information(state, who, rng)
        checked += 1
    assert checked >= 4


CHOOSING = [case for case in CASES if offers_choices(case[0])]


@pytest.mark.parametrize("game_id,preset,players", CHOOSING, ids=[f"{g}-{p or 'default'}-{n}p" for g, p, n in CHOOSING])
def test_an_independent_twin_imagines_the_same_worlds(game_id: str, preset: str | None, players: int) -> None:
    twins = 0
    for number, (state, context) in enumerate(positions(game_id, preset, players)):
        if number % 2 == 0:
            twins += check_twin_worlds(state, state.to_move, context)
    assert twins >= 2


# ==========================================================================
# A game broken on purpose fails the checks


@cache
def _hearts_positions() -> tuple[tuple[GameState, HandContext], ...]:
    return tuple(position for n, position in enumerate(positions("hearts", None, 4, hands=1)) if n % 4 == 1)


class ReturnsItself(HeartsState):
    def determinize(self, seat, rng):
        return self


class SharesTheHands(HeartsState):
    def determinize(self, seat, rng):
        world = super().determinize(seat, rng)
        world.hands = self.hands  # the real lists, which the agent could read
        return world


class KeepsTheSeedAside(HeartsState):
    def determinize(self, seat, rng):
        world = super().determinize(seat, rng)
        world.dealt_from = self.seed  # InfoSet replaces ``seed``, not this
        return world


class ReturnsAClone(HeartsState):
    def determinize(self, seat, rng):
        return self.clone()


def _fails(cls: type, check, match: str) -> None:
    """``check`` raises, naming ``match``, at some position of a hand
    played with states of class ``cls``."""
    failures = []
    for position, context in _hearts_positions():
        state = position.clone()
        state.__class__ = cls
        try:
            check(state, context)
        except AssertionError as error:
            failures.append(str(error))
    assert failures, f"{cls.__name__} passed every check"
    assert any(match in failure for failure in failures), failures[0]


def _info_check(state: GameState, context: HandContext) -> None:
    check_information(state, state.to_move, random.Random(0))


def test_the_checks_catch_a_determinize_that_returns_the_state() -> None:
    _fails(ReturnsItself, _info_check, "the state itself")


def test_the_checks_catch_a_determinize_that_shares_the_real_hands() -> None:
    _fails(SharesTheHands, _info_check, "hands")


def test_the_checks_catch_a_determinize_that_keeps_the_seed_aside() -> None:
    _fails(KeepsTheSeedAside, _info_check, "holds the real seed")


def test_the_checks_catch_a_world_that_deals_the_real_hand_again() -> None:
    """Were the real seed let through (as before the info set), dealing
    again from a world's seed, with its history, would give back the real
    hidden cards: the check says so wherever enough cards are hidden."""
    caught = 0
    for state, _ in _hearts_positions():
        seat = state.to_move
        world = information(state, seat).determinize(random.Random(0))
        check_not_dealt_again(get_game("hearts"), state, seat, world)  # honest: passes
        world.seed = state.seed  # the leak
        with pytest.raises(AssertionError, match="gives back the real hidden cards"):
            check_not_dealt_again(get_game("hearts"), state, seat, world)
        caught += 1
    assert caught >= 3


def test_the_checks_catch_a_determinize_that_returns_a_clone() -> None:
    """The real hidden cards, copied: the independent twin imagines others."""

    def twin_check(state: GameState, context: HandContext) -> None:
        check_twin_worlds(state, state.to_move, context)

    _fails(ReturnsAClone, twin_check, "determinize reads the hidden cards")
