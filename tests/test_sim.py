"""``python -m cardtable.sim``: plays headless, prints results and speed, one
JSON object per hand with --json, and exits non-zero on any rule violation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardtable import sim
from cardtable.core import registry

from .core.toy_game import ToyGame, ToyState


@pytest.fixture
def toy_registry(monkeypatch):
    """Only the toy game (and a broken copy of it) are registered."""

    class LosingState(ToyState):
        def cards(self):
            cards = list(super().cards())
            return cards[:-1] if self.played else cards  # a card goes missing after a play

    class BrokenGame(ToyGame):
        id = "broken"

        def new_hand(self, players, options, seed, context=None):
            state = super().new_hand(players, options, seed, context)
            state.__class__ = LosingState
            return state

    monkeypatch.setattr(registry, "_games", {"toy": ToyGame(), "broken": BrokenGame()})
    yield
    registry.reset()


def test_prints_each_seats_results_and_speed(toy_registry, capsys) -> None:
    assert sim.main(["toy", "--hands", "30", "--seed", "2", "--agents", "random"]) == 0
    out = capsys.readouterr().out
    assert "30 hands, 3 players" in out
    assert out.count("seat ") == 3 and "hands per second" in out


def test_json_gives_one_object_per_hand(toy_registry, capsys) -> None:
    assert sim.main(["toy", "--hands", "5", "--json", "--players", "2"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["hand"] for row in rows] == [0, 1, 2, 3, 4]
    assert all(set(row) >= {"game", "seed", "hand", "points", "moves"} for row in rows)
    assert all(len(row["moves"]) == 2 and sum(row["points"]) == 1 for row in rows)


def test_the_same_seed_gives_the_same_hands(toy_registry, capsys) -> None:
    sim.main(["toy", "--hands", "5", "--json", "--seed", "9"])
    first = capsys.readouterr().out
    sim.main(["toy", "--hands", "5", "--json", "--seed", "9"])
    assert capsys.readouterr().out == first


def test_a_rule_violation_exits_non_zero(toy_registry, capsys) -> None:
    assert sim.main(["broken", "--hands", "3"]) == 1
    assert "cards created [], lost" in capsys.readouterr().err


@pytest.mark.parametrize("args,message", [
    (["poker"], "no game"), (["toy", "--players", "9"], "2 to 4 players"),
    (["toy", "--option", "colour=red"], "no option"), (["toy", "--agents", "psychic"], "no agent"),
])
def test_bad_arguments_exit_2_with_a_message(toy_registry, capsys, args, message) -> None:
    assert sim.main(args) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("game", ["hearts", "crazy_eights", "cribbage"])
def test_the_built_in_games_run_clean_from_the_command_line(game: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.sim", game, "--hands", "20", "--seed", "1", "--check", "full"],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "hands per second" in done.stdout
