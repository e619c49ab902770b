"""The geometry check (``python -m cardtable.tools.layoutcheck``), run in
the test on a representative few tables in the real main window at the
smallest window, dock open and closed, both card sizes, start, middle and
end of a hand: nothing overlaps, no index of your hand is hidden, no text
is cut and everything is in view. The whole matrix is the CLI's default run.
It also finds what it is there to find: a plate over a card, a card raised
over its neighbour's index, an item outside the view."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.storage.settings import Settings
from cardtable.tools.layoutcheck import Case, Checker, cases, hidden_indices, main, scene_problems
from cardtable.ui.main_window import MainWindow


@pytest.fixture
def checker(qtbot, tmp_path, monkeypatch) -> Iterator[Checker]:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *args, **kwargs: QMessageBox.StandardButton.Ok)
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    yield Checker(((1024, 600),), window)
    if window.controller is not None:
        window.controller.shutdown()


# The collisions: Oh Hell's trick, stock and turn-up with many seats
# (and its hand of thirteen cards);
# won piles by hands in Hearts and Spades; Cribbage's pegged cards and crib;
# Barbu's captured cards; Crazy Eights with eight hands round the table.
SUBSET = (
    Case("hearts", None, 4),
    Case("oh_hell", None, 4),
    Case("oh_hell", "joker", 8),
    Case("spades", None, 4),
    Case("cribbage", None, 2),
    Case("barbu", None, 4),
    Case("crazy_eights", None, 8),
)


def test_a_representative_few_tables_are_clean(checker: Checker) -> None:
    problems = [line for case in SUBSET for line in checker.run(case)]
    assert problems == []
    # Three moments x dock x card size, for each first hand and for Oh
    # Hell's largest hand too (its hands grow from one card).
    assert checker.checked == (len(SUBSET) + 2) * 3 * 4


def test_it_reports_a_plate_over_cards_and_an_item_out_of_view(checker: Checker) -> None:
    assert checker.start(Case("hearts", None, 4))
    scene = checker.window.table.scene
    plate, card = scene.plates[1], scene.hand_items()[3]
    plate.setPos(card.pos())
    assert any(line.startswith("overlap: plate") for line in scene_problems(checker.window))
    plate.setPos(-5000, 0)
    assert any(line.startswith("out of view: plate") for line in scene_problems(checker.window))


def test_it_reports_a_card_that_hides_its_neighbours_index(checker: Checker) -> None:
    window = checker.window
    assert checker.start(Case("cribbage", None, 2))
    hand = window.table.scene.hand_items()
    assert len(hand) > 2 and hidden_indices(window) == []
    hand[1].base_z = 1000  # brought in front of the card to its right
    hand[1].setZValue(1000)
    assert any(line.startswith("index hidden: card") for line in hidden_indices(window))


def test_the_default_run_covers_every_game_preset_and_count() -> None:
    from cardtable.core.registry import all_games

    games = list(all_games().values())
    every = list(cases(games))
    for game in games:
        for preset in (None, *(p.name for p in game.presets)):
            for players in range(game.min_players, game.max_players + 1):
                assert (Case(game.id, preset, players) in every) == game.plays(players, preset)
    assert len(list(cases(games, quick=True))) == len(games)


def test_the_command_line_says_how_many_layouts_it_checked(capsys, tmp_path, monkeypatch, qtbot) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    assert main(["--games", "hearts", "--sizes", "1024x600"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "12 layouts checked, 0 problems"


def test_games_checked_in_processes_report_as_one_run_does(capsys, tmp_path, monkeypatch, qtbot) -> None:
    """``--jobs 2``: each game in a process of its own, the same report in
    the same order as one process gives; the options reach every process."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    argv = ["--games", "hearts,cribbage", "--sizes", "1024x600", "--quick"]
    assert main([*argv, "--jobs", "1"]) == 0
    alone = capsys.readouterr().out
    assert main([*argv, "--jobs", "2"]) == 0
    assert capsys.readouterr().out == alone
    assert alone.strip().splitlines()[-1] == "24 layouts checked, 0 problems"


def test_a_game_whose_check_stops_is_a_problem_not_a_clean_game(capsys, monkeypatch) -> None:
    import subprocess

    from cardtable.tools import layoutcheck

    def crashed(command, **_kwargs):
        return subprocess.CompletedProcess(command, -11, stdout="", stderr="Segmentation fault\n")

    monkeypatch.setattr(layoutcheck.subprocess, "run", crashed)
    assert main(["--games", "hearts,cribbage", "--jobs", "2"]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0] == "hearts: the check stopped (exit -11): Segmentation fault"
    assert out[-1] == "0 layouts checked, 2 problems"


def test_the_sweep_finds_the_overlaps_every_pair_would() -> None:
    """``_overlapping`` (sort and sweep) against every pair compared, on
    random boxes: some never compared (None), some grouped (one pile)."""
    import random

    from cardtable.tools.layoutcheck_measures import SLACK, _cut, _overlapping

    rng = random.Random(3)
    for _ in range(200):
        edges: list[tuple[float, float, float, float] | None] = []
        for _ in range(rng.randint(0, 40)):
            left, top = rng.uniform(0, 500), rng.uniform(0, 300)
            edges.append((left, top, left + rng.choice((SLACK, 2.0, rng.uniform(1, 150))), top + rng.uniform(1, 150)))
        edges = [None if rng.random() < 0.1 else box for box in edges]
        groups = [rng.choice((None, ("hand",), ("trick",))) for _ in edges]
        every = [
            [
                j
                for j in range(i + 1, len(edges))
                if (a := edges[i]) is not None
                and (b := edges[j]) is not None
                and (groups[i] is None or groups[i] != groups[j])
                and _cut(a, b)
            ]
            for i in range(len(edges))
        ]
        assert _overlapping(edges, groups) == every


def test_the_checks_window_writes_no_autosave(checker: Checker) -> None:
    """The window a check plays its hands in keeps no save: a save at every
    turn of the human's moved nothing it measures."""
    from cardtable.storage import saves

    assert checker.run_hand(Case("hearts", None, 4), 0) == []
    assert not saves.autosave_path().exists()
    assert MainWindow.autosaves  # the player's window still saves
