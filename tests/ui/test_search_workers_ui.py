"""The table's computers and hints searching in worker processes
(ai.workers): their moves come through the pool, and an undo, a new game
or quitting stops a long search at once rather than after its budget."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool

from cardtable.ai.workers import SearchPool
from cardtable.core.registry import get_game
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup, TableController, TableSetup

from .table_support import wait_for_human

ROOT = Path(__file__).resolve().parents[2]
LONG = "expert@2"  # six seconds a decision: a cancel that did not work would show


@pytest.fixture(scope="module")
def pool():
    made = SearchPool(2)
    yield made
    made.shutdown()


def _controller(pool: SearchPool, game_id: str, levels: list[str], human: bool = True) -> TableController:
    game = get_game(game_id)
    seats = [SeatSetup("You", HUMAN_KIND)] if human else []
    seats += [SeatSetup(f"C{n}", COMPUTER_KIND, level) for n, level in enumerate(levels, 1)]
    setup = TableSetup(game_id, len(seats), {}, seats, "workers")
    return TableController(game, setup, pool=QThreadPool(), think_pause=0.0, search_pool=lambda: pool)


def _searching(qtbot, controller: TableController, pool: SearchPool) -> None:
    """Play the human's moves until a computer's search is under way in the pool."""
    rng = random.Random(2)
    started = pool._task
    for _ in range(30):
        qtbot.waitUntil(lambda: pool._task > started or controller.is_humans_turn(), timeout=20000)
        if pool._task > started:
            qtbot.waitUntil(lambda: pool._lock.locked(), timeout=5000)
            return
        controller.play(rng.choice(list(controller.legal_for_human())))
    raise AssertionError("no computer searched")


def _stops_at_once(controller: TableController) -> bool:
    """Whether the decision's thread is done within 2 s (of the search's 6)."""
    return controller.pool.waitForDone(2000) and not controller.is_thinking


def test_computers_play_through_the_pool(qtbot, pool) -> None:
    controller = _controller(pool, "hearts", ["hard#300"] * 4, human=False)
    failures: list[str] = []
    controller.failed.connect(failures.append)
    before = len(pool.completed)
    try:
        controller.start()
        qtbot.waitUntil(lambda: len(controller.state.history) >= 16, timeout=60000)
        assert failures == []
        assert len(pool.completed) > before and set(list(pool.completed)[before:]) == {300}
    finally:
        controller.shutdown()
        controller.pool.waitForDone(30000)


def test_undo_stops_a_search_in_the_pool_at_once(qtbot, pool) -> None:
    controller = _controller(pool, "crazy_eights", ["normal"])
    try:
        controller.start()
        wait_for_human(qtbot, controller)
        controller.levels[1] = LONG
        _searching(qtbot, controller, pool)
        assert controller.undo()
        assert _stops_at_once(controller)
        assert controller.is_humans_turn()
    finally:
        controller.shutdown()
        controller.pool.waitForDone(30000)


@pytest.mark.parametrize("how", ["new game", "quit"])
def test_a_new_game_or_quitting_stops_a_search_in_the_pool_at_once(qtbot, pool, how: str) -> None:
    controller = _controller(pool, "crazy_eights", ["normal"])
    controller.start()
    wait_for_human(qtbot, controller)
    controller.levels[1] = LONG
    _searching(qtbot, controller, pool)
    controller.shutdown()  # what the window does for both (MainWindow.start, closeEvent)
    assert _stops_at_once(controller)


def test_a_hint_searches_in_the_pool(qtbot, pool) -> None:
    controller = _controller(pool, "crazy_eights", ["normal"])
    answers: list[object] = []
    controller.hint_ready.connect(lambda move, reason: answers.append(move))
    controller.hint_level = "hard#300"
    before = len(pool.completed)
    try:
        controller.start()
        wait_for_human(qtbot, controller)
        rng = random.Random(1)
        while len(controller.legal_for_human()) < 2:  # a real choice, searched
            controller.play(rng.choice(list(controller.legal_for_human())))
            wait_for_human(qtbot, controller)
        assert controller.request_hint()
        qtbot.waitUntil(lambda: bool(answers), timeout=20000)
        assert answers[0] in controller.legal_for_human()
        assert list(pool.completed)[before:] == [300]
    finally:
        controller.shutdown()
        controller.pool.waitForDone(30000)


def _marked(mark: str) -> list[int]:
    """The processes whose environment carries ``mark``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                environ = (entry / "environ").read_bytes()
                state = (entry / "stat").read_text().split(")")[-1].split()[0]
            except OSError:
                continue
            if mark.encode() in environ and state != "Z":
                found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads processes from /proc")
def test_the_app_quitting_leaves_no_search_process_behind(tmp_path) -> None:
    """The real app, its computers at Hard: it starts worker processes, and
    none is left once it has quit."""
    mark = f"CARDTABLE_TEST_MARK={uuid.uuid4().hex}"
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen", CARDTABLE_SEARCH_WORKERS="2")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env[mark.split("=")[0]] = mark.split("=")[1]
    script = (
        "import sys; from cardtable.storage.settings import Settings, save_settings; "
        "save_settings(Settings(computer_level='hard'))"
    )
    subprocess.run([sys.executable, "-c", script], env=env, check=True, cwd=ROOT)
    app = subprocess.Popen(
        [sys.executable, "-m", "cardtable", "--game", "hearts", "--seed", "7", "--quit-after", "4000"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    seen: set[int] = set()
    while app.poll() is None:
        seen.update(pid for pid in _marked(mark) if pid != app.pid)
        time.sleep(0.05)
    assert app.returncode == 0 and len(seen) >= 2  # the two workers (and the resource tracker) ran
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _marked(mark):
        time.sleep(0.05)
    assert _marked(mark) == []


def test_a_search_in_the_pool_is_not_slowed_to_share_the_interpreter(qtbot, pool) -> None:
    """Searching on the window's thread, a search rests now and then for the
    window (``polite``); waiting on the workers, it has no reason to."""
    from cardtable.ai.agents import make_agent
    from cardtable.ai.workers import use_pool
    from cardtable.core.infoset import information
    from cardtable.ui.controller_think import Think, ThinkSignals

    game = get_game("hearts")
    info = information(game.new_hand(4, None, 1))
    signals = ThinkSignals()
    here = make_agent("hard", game)
    Think(here, info, 1, 1, signals.done, lambda: False)
    pooled = use_pool(make_agent("hard", game), "hard", lambda: pool)
    Think(pooled, info, 1, 1, signals.done, lambda: True)
    assert here.polite and not pooled.polite and pooled.should_stop()


@pytest.mark.parametrize(("levels", "started"), [(["hard", "normal"], True), (["normal", "easy"], False)])
def test_the_workers_start_with_a_table_whose_computers_search(qtbot, levels, started) -> None:
    """Dealt before anyone thinks: the first Hard decision does not wait for
    processes to start, and a table without a search starts none."""
    fresh = SearchPool(1)
    try:
        controller = _controller(fresh, "hearts", levels + ["normal"])
        controller.paused = True  # nobody thinks yet
        controller.start()
        assert bool(fresh.pids) is started and list(fresh.completed) == []
    finally:
        fresh.shutdown()
