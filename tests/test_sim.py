"""``python -m cardtable.sim``: plays headless, prints results and speed, one
JSON object per hand with --json, and exits non-zero on any rule violation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardtable import sim
from cardtable.ai.agents import AgentSpec, parse_agent
from cardtable.ai.levels import ITERATIONS_MAX, SCALE_MIN
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


@pytest.mark.parametrize(
    "args,message",
    [
        (["poker"], "error: no game 'poker' (games: broken, toy)\n"),
        (["toy", "--players", "9"], "error: Toy is for 2 to 4 players, not 9\n"),
        (["toy", "--option", "colour=red"], "error: Toy has no option 'colour'"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(toy_registry, capsys, args, message) -> None:
    """One line, not wrapped in quotes (a KeyError's str() would be)."""
    assert sim.main(args) == 2
    assert capsys.readouterr().err.startswith(message)


@pytest.mark.parametrize(
    "args,message",
    [
        (["--agents", ""], "argument --agents: name at least one agent (random, easy,"),
        (["--agents", ","], "argument --agents: name at least one agent"),
        (["--agents", "psychic"], "argument --agents: no agent 'psychic'"),
        (["--agents", "random,hard@-1"], "agent 'hard@-1': the level 'hard@-1' needs a time scale between 0.01 and 10"),
        (["--agents", "hard@nan"], "agent 'hard@nan': the level 'hard@nan' needs a time scale between"),
        (["--agents", "hard@inf"], "agent 'hard@inf': the level 'hard@inf' needs a time scale between"),
        (["--agents", "hard@11"], "agent 'hard@11': the level 'hard@11' needs a time scale between"),
        (["--agents", "hard#-5"], "agent 'hard#-5': the level 'hard#-5' needs a number of iterations between 1 and"),
        (["--agents", "hard#0"], "agent 'hard#0': the level 'hard#0' needs a number of iterations between"),
        (
            ["--agents", "hard#2000000"],
            "agent 'hard#2000000': the level 'hard#2000000' needs a number of iterations between",
        ),
        (["--agents", "easy@2"], "agent 'easy@2': only hard and expert search"),
        (["--players", "0"], "argument --players: must be 1 or more, not 0"),
        (["--hands", "-5"], "argument --hands: must be 1 or more, not -5"),
        (["--hands", "0"], "argument --hands: must be 1 or more, not 0"),
        (["--hands", "many"], "argument --hands: not a whole number: 'many'"),
        (
            ["--seed", "caf\udce9"],
            "argument --seed: the seed is not valid UTF-8 text",
        ),  # b"caf\xe9" from a Latin-1 shell
    ],
)
def test_odd_values_are_usage_errors_before_anything_runs(toy_registry, capsys, args, message) -> None:
    """No traceback, no play with a default instead: argparse's usage, one
    error line, exit code 2."""
    with pytest.raises(SystemExit) as exit_:
        sim.main(["toy", *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("python -m cardtable.sim: error: ")


def test_agents_with_a_time_scale_or_iterations_still_play(toy_registry, capsys) -> None:
    assert sim.main(["toy", "--hands", "2", "--agents", "hard#20, random ,hard@0.01"]) == 0
    assert "agents hard#20, random, hard@0.01" in capsys.readouterr().out


def test_the_bounds_of_scale_and_iterations() -> None:
    assert parse_agent("expert@10") == AgentSpec("expert", 10.0)
    assert parse_agent(f"hard@{SCALE_MIN}") == AgentSpec("hard", SCALE_MIN)
    assert parse_agent(f"hard#{ITERATIONS_MAX}") == AgentSpec("hard", 1.0, ITERATIONS_MAX)
    assert parse_agent("heuristic") == AgentSpec("heuristic")
    for name in ("hard@0", "hard@1e-3", "hard@10.5", f"hard#{ITERATIONS_MAX + 1}", "hard#1.5", "random#3"):
        with pytest.raises(ValueError):
            parse_agent(name)


def test_a_non_utf8_seed_is_refused_on_the_real_command_line() -> None:
    """The bytes as a shell passes them: Python turns the bad byte into a
    stand-in character, which no seed can take."""
    done = subprocess.run(
        [sys.executable.encode(), b"-m", b"cardtable.sim", b"cribbage", b"--hands", b"1", b"--seed", b"caf\xe9"],
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert done.stderr.decode().splitlines()[-1] == (
        "python -m cardtable.sim: error: argument --seed: the seed is not valid UTF-8 text"
    )


@pytest.mark.parametrize("game", ["hearts", "crazy_eights", "cribbage"])
def test_the_built_in_games_run_clean_from_the_command_line(game: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.sim", game, "--hands", "20", "--seed", "1", "--check", "full"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "hands per second" in done.stdout
