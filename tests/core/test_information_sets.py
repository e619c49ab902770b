"""The information set an agent is given (core.infoset) and the stable seeds
(core.seeds): what they hold, what they do not, and that they are the same in
every process."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys

from cardtable.core.infoset import IMAGINED_SEED, InfoSet, information
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.core.seeds import stable_seed


def _cribbage_after_discards(seed: int = 4):
    state = get_game("cribbage").new_hand(2, None, seed)
    rng = random.Random(seed)
    while state.legal_moves()[0].kind == "discard":
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_stable_seeds_are_the_same_in_another_process() -> None:
    """ "Its random generator is seeded with hash() of a string, which Python
    salts per process, so the same --seed gives other computer moves on each
    run": the digest is the same in a fresh interpreter (other hash salt)."""
    here = stable_seed("match-7", 3, 12, "move")
    code = "from cardtable.core.seeds import stable_seed; print(stable_seed('match-7', 3, 12, 'move'))"
    there = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env={"PYTHONHASHSEED": "123"}
    )
    assert int(there.stdout) == here
    assert stable_seed("match-7", 3, 12, "move") != stable_seed("match-7", 3, 13, "move")


def test_every_move_records_who_made_it() -> None:
    state = _cribbage_after_discards()
    assert len(state.movers) == len(state.history)
    assert state.clone().movers == state.movers and state.clone().movers is not state.movers
    dealer = state.context.dealer
    assert sorted(state.movers) == sorted([dealer, 1 - dealer] * 2)


def test_the_history_as_a_seat_saw_it_hides_the_others_face_down_discards() -> None:
    state = _cribbage_after_discards()
    seen = state.observed_history(0)
    for move, mover, shown in zip(state.history, state.movers, seen, strict=True):
        assert shown is (move if mover == 0 else Move("discard"))


def test_an_information_set_holds_no_real_seed_and_only_the_observed_history() -> None:
    """ "A determinized world carries no real seed (a fresh one, or none) and
    its history holds the hidden moves only as the seat observed them"."""
    state = _cribbage_after_discards()
    state.apply(state.legal_moves()[0])  # a public play as well
    seat = state.to_move
    assert seat is not None
    info = information(state, seat)
    assert info.view == state.view(seat) and info.legal == tuple(state.legal_moves())
    assert list(info.history) == state.observed_history(seat)
    world = info.determinize(random.Random(1))
    assert world.seed == IMAGINED_SEED != state.seed
    assert world.history == state.observed_history(seat)
    assert world.view(seat) == state.view(seat)
    assert state not in _reachable(info)


def test_an_information_set_travels_to_another_process_whole() -> None:
    state = get_game("hearts").new_hand(4, None, 3)
    info = pickle.loads(pickle.dumps(information(state, state.to_move)))
    assert isinstance(info, InfoSet)
    assert info.view == state.view(state.to_move) and info.legal == tuple(state.legal_moves())
    assert info.determinize(random.Random(2)).view(info.seat) == info.view


def test_nobody_decides_once_the_hand_is_over() -> None:
    state = get_game("hearts").new_hand(4, None, 3)
    state.to_move = None
    try:
        information(state)
    except ValueError as error:
        assert "over" in str(error)
    else:
        raise AssertionError("an information set for nobody")


def _reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through references (not into
    modules, classes or functions: those are code, not a hand)."""
    import gc
    import types

    seen: dict[int, object] = {}
    pending = [root]
    while pending:
        item = pending.pop()
        if id(item) in seen or isinstance(item, (type, types.ModuleType, types.FunctionType)):
            continue
        seen[id(item)] = item
        pending.extend(gc.get_referents(item))
    return list(seen.values())
