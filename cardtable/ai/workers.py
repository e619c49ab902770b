"""The search in worker processes, beside the window and at full speed.

A thread of the window's process shares the interpreter with the window, so a
search there gets about half a core however many the machine has. Hard and
Expert therefore search in a pool of worker PROCESSES, started once (at the
first search that wants it) and reused for every decision. The search is
root-parallel: every worker searches the same information set (it pickles:
``InfoSet.__reduce__``, never a real state) with a seed of its own and sends
back its root's statistics (move -> visits, reward, and how many iterations
it did); the window's process sums them and takes the most visited move.

* Reproducible: with a fixed number of iterations (``hard#N``) the work is cut
  into a number of shards that depends on N only, each with its seed
  ``stable_seed(seed, shard)``, spread over however many workers there are:
  the move depends on the seed, never on the number of cores.
* Cancelled: undo, new game and quit make ``should_stop`` true; the waiting
  thread looks every POLL seconds and raises a shared flag that the workers'
  searches read every few iterations.
* Robust: a worker that dies is started again and given its shards once more;
  a shard that fails twice (or raises) is searched in this process, so the
  move still comes (or the search's own error does).

Qt-free: the window's thread merely waits on pipes.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import signal
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from ..core.game import Agent
from ..core.infoset import InfoSet
from ..core.moves import Move
from ..core.seeds import stable_seed
from .anchored import AnchoredChild
from .ismcts import ISMCTSAgent, Node

#: Safe in a process with threads and Qt (never fork), and on every platform.
START_METHOD = "spawn"
#: A fixed-iteration search is cut into shards of at least MIN_SHARD
#: iterations (a smaller tree would be a weaker one), at most MAX_SHARDS.
MIN_SHARD = 250
MAX_SHARDS = 8
#: How often the waiting thread looks whether the search was cancelled (s).
POLL = 0.01
#: Seconds past a timed search's budget after which a silent worker is stuck.
HUNG = 10.0
#: The environment variable that sets the number of workers (a whole number).
WORKERS_ENV = "CARDTABLE_SEARCH_WORKERS"

#: move -> its root child's totals (``Node.totals``): visits and total reward
#: for the seat, and for the anchored search its gains over the anchor.
Stats = dict[Move, tuple[float, ...]]


def default_workers() -> int:
    """All the cores but a share for the window: 2 of 2, 3 of 4, 6 of 8 (the
    window's thread only waits on pipes, so on two cores both search);
    ``CARDTABLE_SEARCH_WORKERS`` overrides it."""
    given = os.environ.get(WORKERS_ENV, "").strip()
    if given.isdigit() and int(given) > 0:
        return int(given)
    affinity = getattr(os, "sched_getaffinity", None)
    cores = len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)
    return max(1, cores - cores // 4)


@dataclass(frozen=True)
class Shard:
    """One independent search: its number, seed and budget."""

    index: int
    seed: int
    iterations: int | None
    seconds: float | None


def plan(seed: int, iterations: int | None, seconds: float | None, workers: int) -> list[Shard]:
    """The shards of one decision. A fixed budget is cut by its size alone
    (reproducible whatever the machine); a timed one gives every worker the
    whole time."""
    if iterations is not None:
        count = max(1, min(MAX_SHARDS, iterations // MIN_SHARD))
        share, extra = divmod(iterations, count)
        return [Shard(i, stable_seed(seed, i), share + (i < extra), None) for i in range(count)]
    return [Shard(i, stable_seed(seed, i), None, seconds) for i in range(workers)]


def build_agent(level: str, game_id: str) -> ISMCTSAgent:
    """A fresh search agent of ``level`` (as the app builds it), here or in a worker."""
    from ..core.registry import get_game
    from .agents import make_agent

    agent = make_agent(level, get_game(game_id))
    if not isinstance(agent, ISMCTSAgent):
        raise TypeError(f"level {level!r} does not search")
    return agent


def run_shard(agent: ISMCTSAgent, info: InfoSet, shard: Shard) -> tuple[Stats, int]:
    """Search one shard; its root's statistics and its iteration count."""
    agent.iterations, agent.seconds = shard.iterations, shard.seconds
    root = agent.search(info, random.Random(shard.seed))
    stats = {move: child.totals() for move, child in root.children.items()}
    return stats, agent.last_iterations


def summed(results: Sequence[tuple[Stats, int]]) -> tuple[Stats, int]:
    """The shards' statistics added up, in shard order (the same sums, to the
    last bit, whatever order the shards finished in)."""
    total: dict[Move, tuple[float, ...]] = {}
    done = 0
    for stats, iterations in results:
        done += iterations
        for move, numbers in stats.items():
            old = total.get(move)
            total[move] = numbers if old is None else tuple(a + b for a, b in zip(old, numbers, strict=True))
    return total, done


def root_of(stats: Stats) -> Node:
    """A search root holding ``stats``: what ``ISMCTSAgent.choose`` and
    ``explain`` read."""
    root = Node()
    for move, numbers in stats.items():
        child = Node(root, move, None) if len(numbers) == 2 else AnchoredChild(root, move, None)
        child.visits, child.reward = int(numbers[0]), numbers[1]
        if isinstance(child, AnchoredChild):
            child.gain, child.gain_squares = numbers[2], numbers[3]
        root.children[move] = child
        root.visits += child.visits
    return root


def _worker_main(conn: Connection, cancelled: Any) -> None:
    """A worker: search the tasks it is sent until told to stop (None) or
    until the window's process is gone (its pipe closes)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's to handle: it stops the pool
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        task_id, level, info, shards = task
        try:
            agent = build_agent(level, info.game_id)
            agent.should_stop = _cancelled_check(cancelled, task_id)
            for shard in shards:
                started = time.process_time()
                stats, done = run_shard(agent, info, shard)
                conn.send(("shard", task_id, shard.index, (stats, done), time.process_time() - started))
        except Exception:
            try:
                conn.send(("error", task_id, traceback.format_exc()))
            except (BrokenPipeError, OSError):
                return
        except BaseException:  # a signal: leave quietly
            return


def _cancelled_check(cancelled: Any, task_id: int) -> Callable[[], bool]:
    """Whether task ``task_id`` was cancelled (one shared number: every task
    up to it is)."""
    return lambda: cancelled.value >= task_id


class _Worker:
    """One worker process and the parent's end of its pipe."""

    def __init__(self, context: Any, cancelled: Any) -> None:
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child, cancelled), daemon=True)
        self.process.start()
        child.close()  # only the worker holds that end: its death closes the pipe

    def send(self, task: object) -> bool:
        try:
            self.conn.send(task)
            return True
        except (BrokenPipeError, OSError):
            return False

    def stop(self, timeout: float = 1.0) -> None:
        self.send(None)
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(timeout)
        self.conn.close()


class SearchPool:
    """Worker processes that search for the window, one decision at a time."""

    def __init__(self, workers: int | None = None) -> None:
        self.size = workers if workers is not None else default_workers()
        self._context = multiprocessing.get_context(START_METHOD)
        self._cancelled = self._context.Value("q", 0, lock=False)  # tasks up to this number stop
        self._workers: list[_Worker] = []
        self._lock = threading.Lock()  # one search at a time
        self._task = 0
        self._closed = False
        self._unstartable = False
        self.restarts = 0  # workers started again after a crash (tests, benchmarks)
        self.completed: deque[int] = deque(maxlen=10_000)  # iterations of each finished search
        self.cpu: deque[float] = deque(maxlen=10_000)  # and the workers' processor seconds for it

    @property
    def pids(self) -> list[int]:
        return [worker.process.pid for worker in self._workers if worker.process.pid is not None]

    def warm(self) -> None:
        """Start the workers now rather than at the first search (a table
        whose computers search is dealt). Never waits: a search under way
        has started them already."""
        if self._lock.acquire(blocking=False):
            try:
                if not self._closed:
                    self._ensure_started()
            finally:
                self._lock.release()

    def _ensure_started(self) -> None:
        if self._closed:
            raise RuntimeError("the search pool is shut down")
        while len(self._workers) < self.size and not self._unstartable:
            try:
                self._workers.append(_Worker(self._context, self._cancelled))
            except OSError:  # no processes to be had: the searches run here instead
                self._unstartable = True

    def _restart(self, index: int) -> _Worker | None:
        """A fresh worker in place of the dead or stuck one, or None when no
        process can be started (its work is then done here)."""
        old = self._workers[index]
        old.process.join(0.1)
        if old.process.is_alive():
            old.process.kill()
            old.process.join(1.0)
        try:
            fresh = _Worker(self._context, self._cancelled)
        except OSError:
            return None
        old.conn.close()
        self.restarts += 1
        self._workers[index] = fresh
        return fresh

    def search(
        self,
        info: InfoSet,
        level: str,
        seed: int,
        iterations: int | None,
        seconds: float | None,
        stop: Callable[[], bool] = lambda: False,
    ) -> tuple[Stats, int] | None:
        """The summed root statistics of ``level``'s search of ``info`` and
        its iterations, or None when ``stop`` said so first."""
        with self._lock:
            self._ensure_started()
            self._task += 1
            task_id = self._task
            shards = plan(seed, iterations, seconds, max(1, len(self._workers)))
            search = _Search(self, task_id, level, info, shards, stop)
            found = search.run()
            if found is None:
                self._cancelled.value = task_id
                return None
            total = summed([found[index] for index in range(len(shards))])
            self.completed.append(total[1])
            self.cpu.append(search.cpu)
            return total

    def shutdown(self) -> None:
        """Stop every worker and wait for it (quit): no process outlives the app."""
        self._closed = True
        self._cancelled.value = 2**62  # a search under way ends now, releasing the lock
        with self._lock:
            for worker in self._workers:
                worker.stop()
            self._workers = []


class _Search:
    """One decision's shards, sent out, waited for, and searched again on a
    fresh worker or here when a worker failed."""

    def __init__(
        self, pool: SearchPool, task_id: int, level: str, info: InfoSet, shards: list[Shard], stop: Callable[[], bool]
    ) -> None:
        self.pool, self.task_id, self.level, self.info, self.stop = pool, task_id, level, info, stop
        self.shards = shards
        self.results: dict[int, tuple[Stats, int]] = {}
        self.owed: dict[int, list[Shard]] = {}  # worker's place -> shards it still owes
        self.retried: set[int] = set()
        self.here: list[Shard] = []  # shards to search in this process
        self.cpu = 0.0  # the workers' processor seconds (benchmarks)
        budget = [shard.seconds for shard in shards if shard.seconds is not None]
        self.budget = max(budget) if budget else None
        self.hung_after = None if self.budget is None else time.monotonic() + self.budget + HUNG

    def run(self) -> dict[int, tuple[Stats, int]] | None:
        count = len(self.pool._workers)
        if count == 0:
            self.here.extend(self.shards)
        for place in range(count):
            self._give(place, self.shards[place::count])
        while self.owed:
            if self.stop():
                return None
            self._wait_once()
            if self.hung_after is not None and time.monotonic() > self.hung_after:
                self._kill_owing()
        return self._search_here()

    def _kill_owing(self) -> None:
        """A timed search long overdue: its worker is stuck (a bug); it is
        killed, and so started again with its shards, then searched here."""
        for place in self.owed:
            self.pool._workers[place].process.kill()
        self.hung_after = time.monotonic() + (self.budget or 0.0) + HUNG

    def _give(self, place: int, shards: list[Shard]) -> None:
        if not shards:
            return
        task = (self.task_id, self.level, self.info, shards)
        worker = self.pool._workers[place]
        if not worker.process.is_alive() or not worker.send(task):
            fresh = self.pool._restart(place)  # it died (since its last search, or during this one)
            if fresh is None or not fresh.send(task):
                self.here.extend(shards)
                return
        self.owed[place] = list(shards)

    def _wait_once(self) -> None:
        workers = self.pool._workers
        watched: dict[Any, int] = {}  # a pipe or a process's sentinel -> the worker's place
        for place in self.owed:
            watched[workers[place].conn] = place
            watched[workers[place].process.sentinel] = place
        for ready in wait(list(watched), timeout=POLL):
            place = watched[ready]
            if place in self.owed:
                self._read(place)

    def _read(self, place: int) -> None:
        worker = self.pool._workers[place]
        try:
            while worker.conn.poll():
                self._take(place, worker.conn.recv())
        except (EOFError, OSError):
            pass
        if place in self.owed and not worker.process.is_alive():
            self._failed(place, self.owed.pop(place))  # given to a fresh worker, or searched here

    def _take(self, place: int, message: tuple[Any, ...]) -> None:
        kind, task_id = message[0], message[1]
        if task_id != self.task_id:
            return  # a cancelled search's late answer
        if kind == "shard":
            index, result = message[2], message[3]
            self.results[index] = result
            self.cpu += message[4]
            owed = [shard for shard in self.owed.get(place, []) if shard.index != index]
            if owed:
                self.owed[place] = owed
            else:
                self.owed.pop(place, None)
        else:  # the search raised: searched here, where its error will show
            self.here.extend(self.owed.pop(place, []))

    def _failed(self, place: int, shards: list[Shard]) -> None:
        """A worker died with ``shards`` owed: once more on a fresh one, then here."""
        again = [shard for shard in shards if shard.index not in self.retried]
        self.here.extend(shard for shard in shards if shard.index in self.retried)
        self.retried.update(shard.index for shard in again)
        if again:
            self._give(place, again)

    def _search_here(self) -> dict[int, tuple[Stats, int]] | None:
        if self.here:
            agent = build_agent(self.level, self.info.game_id)
            agent.should_stop = self.stop
            agent.polite = True  # on the window's worker thread: share the interpreter
            for shard in sorted(self.here, key=lambda shard: shard.index):
                self.results[shard.index] = run_shard(agent, self.info, shard)
                if self.stop():
                    return None
        return self.results


class PooledSearcher:
    """What an ``ISMCTSAgent`` calls instead of its own ``search`` to search
    in the pool: the same choice, explanation and cancel, from the workers'
    summed statistics."""

    def __init__(self, pool: SearchPool, level: str) -> None:
        self.pool, self.level = pool, level

    def __call__(self, agent: ISMCTSAgent, info: InfoSet, rng: random.Random) -> Node:
        seed = rng.getrandbits(64)
        found = self.pool.search(info, self.level, seed, agent.iterations, agent.seconds, agent.should_stop)
        stats, done = found if found is not None else ({}, 0)
        root = root_of(stats)
        agent.last_root, agent.last_iterations = root, done
        return root


def use_pool(agent: Agent, level: str, pool: Callable[[], SearchPool]) -> Agent:
    """``agent``, searching in ``pool()`` if it searches at all (the pool is
    asked for, and so started, only then)."""
    if isinstance(agent, ISMCTSAgent):
        agent.searcher = PooledSearcher(pool(), level)
    return agent


_shared: SearchPool | None = None
_shared_lock = threading.Lock()


def shared_pool() -> SearchPool:
    """The app's pool, made at its first use and shut down when Python exits
    (or sooner by ``shutdown_shared_pool``)."""
    global _shared
    with _shared_lock:
        if _shared is None or _shared._closed:
            _shared = SearchPool()
            atexit.register(_shared.shutdown)
        return _shared


def shutdown_shared_pool() -> None:
    """Stop the app's pool, if it was ever started (quit)."""
    global _shared
    with _shared_lock:
        pool, _shared = _shared, None
    if pool is not None:
        pool.shutdown()
