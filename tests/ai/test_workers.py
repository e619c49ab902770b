"""The search in worker processes (ai.workers): the same move whatever the
number of workers, cancelled at once, a killed worker replaced with the move
still coming, and no process left behind."""

from __future__ import annotations

import os
import pickle
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from cardtable.ai import workers as workers_module
from cardtable.ai.agents import make_agent
from cardtable.ai.workers import (
    MAX_SHARDS,
    MIN_SHARD,
    SearchPool,
    build_agent,
    default_workers,
    plan,
    run_shard,
    summed,
    use_pool,
)
from cardtable.core.infoset import InfoSet, information
from cardtable.core.registry import get_game

from .twins import offers_choices

ROOT = Path(__file__).resolve().parents[2]


def _hearts_decision(seed: int = 5) -> InfoSet:
    """A Hearts card play with a real choice, after the pass."""
    state = get_game("hearts").new_hand(4, None, seed)
    rng = random.Random(seed)
    while len(state.legal_moves()) == 1 or state.legal_moves()[0].kind == "pass":
        state.apply(rng.choice(state.legal_moves()))
    return information(state)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead too
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def _wait_gone(pids: list[int], seconds: float = 10.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(_alive(pid) for pid in pids):
        time.sleep(0.05)
    return [pid for pid in pids if _alive(pid)]


@pytest.fixture(scope="module")
def pools():
    made = {1: SearchPool(1), 2: SearchPool(2)}
    yield made
    for pool in made.values():
        pool.shutdown()


def test_the_shards_of_a_fixed_budget_depend_on_the_budget_only() -> None:
    for iterations in (1, 249, 550, 1000, 5000, 100_000):
        shards = {workers: plan(7, iterations, None, workers) for workers in (1, 2, 3, 16)}
        assert len({tuple(s) for s in shards.values()}) == 1
        count = len(shards[1])
        assert 1 <= count <= MAX_SHARDS and (count == 1 or iterations // count >= MIN_SHARD)
        assert sum(shard.iterations or 0 for shard in shards[1]) == iterations
        assert len({shard.seed for shard in shards[1]}) == count
    assert len(plan(7, None, 0.5, 3)) == 3  # a timed search: the whole time on every worker


def test_the_number_of_workers_leaves_a_share_for_the_window(monkeypatch) -> None:
    monkeypatch.delenv("CARDTABLE_SEARCH_WORKERS", raising=False)
    for cores, workers in ((1, 1), (2, 2), (4, 3), (8, 6)):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid, n=cores: set(range(n)))
        assert default_workers() == workers
    monkeypatch.setenv("CARDTABLE_SEARCH_WORKERS", "5")
    assert default_workers() == 5


def test_the_same_seed_gives_the_same_move_on_one_worker_two_or_none(pools) -> None:
    info = _hearts_decision()
    level = "hard#1000"  # four shards
    moves, stats = [], []
    for workers in (1, 2):
        agent = use_pool(make_agent(level, info.game), level, lambda w=workers: pools[w])
        moves.append(agent.choose(info, random.Random(11)))
        root = agent.last_root
        stats.append({move: (child.visits, child.reward) for move, child in root.children.items()})
        assert agent.last_iterations == 1000
    # The same shards searched here, in this process, one after the other.
    seed = random.Random(11).getrandbits(64)
    here = summed([run_shard(build_agent(level, "hearts"), info, shard) for shard in plan(seed, 1000, None, 1)])
    assert stats[0] == stats[1] == here[0]
    assert moves[0] == moves[1] and moves[0] in info.legal
    assert max(here[0], key=lambda move: here[0][move]) == moves[0]


def test_a_search_in_the_pool_is_explained_as_the_search_would_be(pools) -> None:
    info = _hearts_decision(8)
    agent = use_pool(make_agent("hard#300", info.game), "hard#300", lambda: pools[2])
    move = agent.choose(info, random.Random(3))
    reason = agent.explain(info, move)
    assert move in info.legal and reason is not None and str(reason)
    assert pools[2].completed[-1] == 300 and pools[2].cpu[-1] > 0  # what the benchmarks read


def test_a_cancelled_search_returns_promptly_and_frees_the_workers(pools) -> None:
    pool = pools[2]
    info = _hearts_decision(6)
    pool.search(info, "hard#20", 1, 20, None)  # the workers are up
    cancel = threading.Event()
    answer: list[object] = []
    thread = threading.Thread(
        target=lambda: answer.append(pool.search(info, "expert", 2, None, 3.0, cancel.is_set)), daemon=True
    )
    thread.start()
    time.sleep(0.3)
    cancelled_at = time.monotonic()
    cancel.set()
    thread.join(2.0)  # a search that ignored the cancel would run 2.7 s more
    assert not thread.is_alive() and answer == [None]
    # The workers stopped too: a short search now does not wait for the old one.
    found = pool.search(info, "hard#40", 3, 40, None)
    assert found is not None and found[1] == 40
    assert time.monotonic() - cancelled_at < 2.0


def test_a_killed_worker_is_replaced_and_the_move_is_the_same(pools) -> None:
    pool = SearchPool(2)
    try:
        info = _hearts_decision(9)
        expected = pools[2].search(info, "hard#4000", 4, 4000, None)
        pool.search(info, "hard#20", 1, 20, None)  # the workers are up
        victim = pool.pids[0]
        answer: list[object] = []
        thread = threading.Thread(target=lambda: answer.append(pool.search(info, "hard#4000", 4, 4000, None)))
        thread.start()
        time.sleep(0.1)
        os.kill(victim, signal.SIGKILL)
        thread.join(60)
        assert answer == [expected]  # the lost shards searched again, with their own seeds
        assert pool.restarts == 1 and victim not in pool.pids and not _alive(victim)
        assert len(pool.pids) == 2 and all(_alive(pid) for pid in pool.pids)
    finally:
        pool.shutdown()


def test_a_search_that_raises_in_a_worker_raises_here_rather_than_hang(pools) -> None:
    info = _hearts_decision()
    with pytest.raises(TypeError, match="does not search"):
        pools[1].search(info, "normal", 1, 300, None)
    assert pools[1].search(info, "hard#30", 1, 30, None) is not None  # the worker is still there


def test_shutting_down_leaves_no_worker_behind() -> None:
    pool = SearchPool(2)
    pool.search(_hearts_decision(), "hard#20", 1, 20, None)
    pids = pool.pids
    assert len(pids) == 2 and all(_alive(pid) for pid in pids)
    pool.shutdown()
    assert _wait_gone(pids) == []
    with pytest.raises(RuntimeError):
        pool.search(_hearts_decision(), "hard#20", 1, 20, None)


@pytest.mark.parametrize("ending", ["exit", "kill"])
def test_no_worker_outlives_its_app(ending: str) -> None:
    """Python exiting (atexit), or the app killed outright (the workers'
    pipes close): every worker ends."""
    script = textwrap.dedent(
        """
        import random, sys, time
        from cardtable.ai.workers import shared_pool
        from cardtable.core.infoset import information
        from cardtable.core.registry import get_game
        if __name__ == "__main__":
            state = get_game("crazy_eights").new_hand(2, None, 1)
            shared_pool().search(information(state), "hard#20", 1, 20, None)
            print(*shared_pool().pids, flush=True)
            if sys.argv[1] == "kill":
                time.sleep(60)
        """
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script, ending], cwd=ROOT, stdout=subprocess.PIPE, text=True, env=_env()
    )
    assert process.stdout is not None
    pids = [int(pid) for pid in process.stdout.readline().split()]
    assert pids and all(_alive(pid) for pid in pids)
    if ending == "kill":
        process.kill()
    assert process.wait(30) is not None
    assert _wait_gone(pids) == []


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["CARDTABLE_SEARCH_WORKERS"] = "2"
    return env


def test_shutting_down_ends_a_search_under_way_at_once() -> None:
    """Quitting while a computer thinks: the search answers at once with what
    it has, and the workers end."""
    pool = SearchPool(2)
    info = _hearts_decision(4)
    pool.search(info, "hard#20", 1, 20, None)  # the workers are up
    pids = pool.pids
    answer: list[object] = []
    thread = threading.Thread(target=lambda: answer.append(pool.search(info, "expert", 2, None, 3.0)), daemon=True)
    thread.start()
    time.sleep(0.3)
    asked = time.monotonic()
    pool.shutdown()
    thread.join(2.0)
    assert time.monotonic() - asked < 2.0  # else it would have waited out the search's 2.7 s more
    assert not thread.is_alive() and answer and answer[0] is not None
    assert _wait_gone(pids) == []


def test_a_worker_that_died_between_searches_is_replaced(pools) -> None:
    pool = SearchPool(2)
    try:
        info = _hearts_decision(9)
        pool.search(info, "hard#20", 1, 20, None)
        victim = pool.pids[1]
        os.kill(victim, signal.SIGKILL)
        _wait_gone([victim])
        assert pool.search(info, "hard#600", 4, 600, None) == pools[1].search(info, "hard#600", 4, 600, None)
        assert pool.restarts == 1 and victim not in pool.pids and len(pool.pids) == 2
    finally:
        pool.shutdown()


def test_a_stuck_worker_is_killed_and_replaced_and_the_move_still_comes(monkeypatch) -> None:
    monkeypatch.setattr(workers_module, "HUNG", 2.0)
    pool = SearchPool(2)
    try:
        info = _hearts_decision(9)
        pool.search(info, "hard#20", 1, 20, None)
        stuck = pool.pids[0]
        os.kill(stuck, signal.SIGSTOP)  # as if its search looped for ever
        found = pool.search(info, "hard@0.2", 5, None, 0.2)
        assert found is not None and found[1] > 0 and set(found[0]) <= set(info.legal)
        assert pool.restarts >= 1 and stuck not in pool.pids and _wait_gone([stuck]) == []
    finally:
        pool.shutdown()


def test_every_games_information_set_travels_to_a_worker_and_back(pools) -> None:
    """A game's state must pickle for the search to run in the workers: each
    game's decisions, at the start and in the middle of a hand, are searched
    there and answered with legal moves."""
    from cardtable.core.registry import all_games

    for game_id, game in sorted(all_games().items()):
        state = game.new_hand(game.default_players, None, f"travel-{game_id}")
        if not offers_choices(game_id) or game.hard:  # Camicia, Go Fish: no search, but the info set pickles
            info = information(state)
            assert pickle.loads(pickle.dumps(info)).legal == info.legal, game_id
            continue
        rng = random.Random(1)
        searched = 0
        while state.to_move is not None and searched < 3:
            legal = state.legal_moves()
            if len(legal) > 1 and len(state.history) % 3 == 0:
                found = pools[1].search(information(state), "hard#30", searched, 30, None)
                assert found is not None and found[1] == 30, game_id
                assert found[0] and set(found[0]) <= set(legal), game_id
                searched += 1
            state.apply(rng.choice(legal))
        assert searched, game_id


def test_without_processes_the_search_runs_here_with_the_same_move(pools, monkeypatch) -> None:
    def refused(*args, **kwargs):
        raise OSError("no more processes")

    monkeypatch.setattr(workers_module, "_Worker", refused)
    pool = SearchPool(2)
    info = _hearts_decision(9)
    assert pool.search(info, "hard#600", 4, 600, None) == pools[2].search(info, "hard#600", 4, 600, None)
    assert pool.pids == []
    found = pool.search(info, "hard@0.1", 4, None, 0.1)
    assert found is not None and found[1] > 0
