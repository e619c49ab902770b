"""A registry of games: the built-in ones plus any installed package that
declares the entry-point group ``cardtable.games``.

The plugins here are real installed distributions: a ``dist-info`` folder
(``METADATA`` and ``entry_points.txt``, as pip writes them) and a module put
on ``sys.path``, found by ``importlib.metadata`` as any installed package is.
The toy game's plugin is a copy of ``tests/core/toy_game.py`` (the smallest
game of ``docs/writing-a-game.md``) under a module name of its own, and it is
played through the contract checks and the simulator."""

from __future__ import annotations

import importlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from cardtable import sim
from cardtable.ai.agents import make_agent
from cardtable.ai.levels import LEVELS, make_level
from cardtable.core import registry
from cardtable.core.checks import FULL, run_hand
from cardtable.core.infoset import information
from cardtable.core.match import Match, hand_seed

PLUGIN_MODULE = "cardtable_toy_plugin"
TOY_SOURCE = Path(__file__).with_name("toy_game.py")

Install = Callable[..., None]


@pytest.fixture
def install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Install]:
    """Installs distributions into a fresh folder on ``sys.path``."""
    site = tmp_path / "site-packages"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    registry.reset()

    def install_one(name: str, entries: str, modules: dict[str, str] | None = None) -> None:
        dist = site / f"{name.replace('-', '_')}-1.0.dist-info"
        dist.mkdir()
        (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n", encoding="utf-8")
        (dist / "entry_points.txt").write_text(f"[{registry.ENTRY_POINT_GROUP}]\n{entries}\n", encoding="utf-8")
        for module, source in (modules or {}).items():
            (site / f"{module}.py").write_text(source, encoding="utf-8")
        registry.reset()

    yield install_one
    registry.reset()
    sys.modules.pop(PLUGIN_MODULE, None)


@pytest.fixture
def toy_installed(install: Install) -> None:
    install("cardtable-toy", f"toy = {PLUGIN_MODULE}:ToyGame", {PLUGIN_MODULE: TOY_SOURCE.read_text(encoding="utf-8")})


def test_the_built_in_games_are_registered() -> None:
    games = registry.all_games()
    assert {"hearts", "crazy_eights", "cribbage", "barbu", "spades", "oh_hell", "fan_tan"} <= set(games)


def test_an_installed_plugin_is_found(toy_installed: None) -> None:
    game = registry.get_game("toy")
    assert game.name == "Toy" and type(game).__module__ == PLUGIN_MODULE  # the installed copy, not the test's
    assert list(registry.all_games())[: len(registry.BUILT_IN)] == [
        name.rsplit(".", 1)[1] for name in registry.BUILT_IN
    ]  # built-in games first
    assert registry.plugin_errors() == []


def test_without_the_plugin_there_is_no_toy(install: Install) -> None:
    assert "toy" not in registry.all_games()


def test_an_installed_plugin_keeps_the_contract_through_a_match(toy_installed: None) -> None:
    """The plugin's game, found by discovery, played to the end of a match with
    every check of ``core.checks`` at every move."""
    game = registry.get_game("toy")
    players = game.default_players
    options = game.resolve(players, {})
    agents = [make_agent("random", game), make_agent("heuristic", game), make_agent("random", game)]
    match, rng = Match(game, players, options, seed="plugin"), random.Random("plugin")
    while not match.is_over:
        number = match.hand_number
        run = run_hand(game, players, options, hand_seed(match.seed, number), agents, rng, match.next_context(), FULL)
        match.state = run.state
        match.finish_hand()
    assert max(match.scores) == options["target"] and match.winners()


def test_an_installed_plugin_offers_the_four_levels(toy_installed: None) -> None:
    """The levels come from the game's own player and the search: nothing to write."""
    game = registry.get_game("toy")
    state = game.new_hand(3, None, "levels")
    seat = state.to_move
    assert seat is not None
    for level in LEVELS:
        agent = make_level(level, game, iterations=40) if level in ("hard", "expert") else make_level(level, game)
        assert agent.choose(information(state, seat), random.Random(level)) in state.legal_moves()


def test_the_simulator_plays_an_installed_plugin(toy_installed: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["toy", "--hands", "12", "--json", "--check", "full", "--agents", "random"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row["game"] for row in rows] == ["toy"] * 12
    assert all(len(row["moves"]) == 3 and sorted(row["points"]) == [0, 0, 1] for row in rows)


def test_a_broken_plugin_is_reported_and_skipped(install: Install) -> None:
    install("cardtable-broken", "broken = cardtable_no_such_module:Game")
    assert "hearts" in registry.all_games() and "broken" not in registry.all_games()
    errors = registry.plugin_errors()
    assert len(errors) == 1 and "broken" in errors[0] and "cardtable_no_such_module" in errors[0]


def test_a_plugin_that_reuses_an_id_is_skipped(install: Install) -> None:
    source = TOY_SOURCE.read_text(encoding="utf-8") + "\n\nclass NotHearts(ToyGame):\n    id = 'hearts'\n"
    install("cardtable-toy", f"fake = {PLUGIN_MODULE}:NotHearts", {PLUGIN_MODULE: source})
    assert registry.get_game("hearts") is importlib.import_module("cardtable.games.hearts").GAME
    assert [str(error) for error in registry.plugin_errors()] == ["Game plugin 'fake' reuses the id 'hearts'; skipped"]


def test_an_unknown_game_names_the_choices() -> None:
    with pytest.raises(KeyError, match="hearts"):
        registry.get_game("poker")
