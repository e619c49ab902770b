"""A registry of games: the built-in ones plus any installed package that
declares the entry-point group ``cardtable.games``."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

from cardtable.core import registry


@pytest.fixture
def fake_plugins(monkeypatch):
    def install(*entries: EntryPoint) -> None:
        monkeypatch.setattr(registry, "entry_points", lambda group: list(entries) if group == registry.ENTRY_POINT_GROUP else [])
        registry.reset()
    yield install
    registry.reset()


def test_the_built_in_games_are_registered() -> None:
    games = registry.all_games()
    assert {"hearts", "crazy_eights", "cribbage"} <= set(games)


def test_an_installed_plugin_is_found(fake_plugins) -> None:
    fake_plugins(EntryPoint("toy", "tests.core.toy_game:ToyGame", registry.ENTRY_POINT_GROUP))
    assert registry.get_game("toy").name == "Toy"
    assert registry.plugin_errors() == []


def test_a_broken_plugin_is_reported_and_skipped(fake_plugins) -> None:
    fake_plugins(EntryPoint("broken", "tests.core.no_such_module:Game", registry.ENTRY_POINT_GROUP))
    assert "hearts" in registry.all_games()
    assert any("broken" in error for error in registry.plugin_errors())


def test_an_unknown_game_names_the_choices() -> None:
    with pytest.raises(KeyError, match="hearts"):
        registry.get_game("poker")
