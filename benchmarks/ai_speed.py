"""How fast the computer players think:  python benchmarks/ai_speed.py [--part P]

* Hard's iterations per decision in Hearts (a) alone, searching in this
  process on one core as text mode and the simulator do, and (b) in the
  window: a real MainWindow, offscreen, playing a table of Hard computers
  whose searches run in the worker processes (ai.workers); the ratio b/a
  (target: at least 1.8 on a two-core machine); and how long a search in the
  workers takes to stop when cancelled (target: within 100 ms);
* ISMCTS iterations per second in Hearts from the first card play (after the
  pass), on one core, over several positions (target: at least 5,000), with
  random playouts (the search machinery, as other engines are compared) and
  with the game's own playout policy (what the Hard level really does);
* the Normal level's decision time in each game, 95th percentile (target: at
  most 50 ms);
* the Cribbage discard decision (counted exactly over the 46 starters, and
  taken as it is by Hard and Expert), slowest of many deals (target: under
  100 ms; tests/games/cribbage/test_ai.py checks what it decides).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.agents import make_agent  # noqa: E402
from cardtable.ai.ismcts import ISMCTSAgent, random_policy  # noqa: E402
from cardtable.ai.workers import SearchPool, shared_pool  # noqa: E402
from cardtable.core.infoset import information  # noqa: E402
from cardtable.core.registry import all_games, get_game  # noqa: E402


def first_card_play(seed: int):
    """A Hearts hand just after the pass, the two of clubs not yet led."""
    state = get_game("hearts").new_hand(4, None, seed)
    rng = random.Random(seed)
    while state.to_move is not None and state.legal_moves()[0].kind == "pass":
        state.apply(rng.choice(state.legal_moves()))
    return state


def iterations_per_second(positions: int, seconds: float, policy=None) -> list[float]:
    game = get_game("hearts")
    rates = []
    for seed in range(positions):
        state = first_card_play(seed)
        # From the first decision with a choice (the 2C lead itself is forced).
        rng = random.Random(seed)
        while len(state.legal_moves()) == 1:
            state.apply(state.legal_moves()[0])
        agent = ISMCTSAgent(game, iterations=None, seconds=seconds, policy=policy)
        started = time.perf_counter()
        agent.search(information(state), rng)
        rates.append(agent.last_iterations / (time.perf_counter() - started))
    return rates


def normal_decision_times(game_id: str, hands: int) -> list[float]:
    game = get_game(game_id)
    agent = game.heuristic_agent()
    rng = random.Random(1)
    times = []
    for hand in range(hands):
        state = game.new_hand(game.default_players, None, hand)
        while state.to_move is not None:
            started = time.perf_counter()
            move = agent.choose(information(state), rng)
            times.append((time.perf_counter() - started) * 1000)
            state.apply(move)
    return times


def cribbage_discard_times(hands: int) -> list[float]:
    """Milliseconds of the first discard decision of fresh two-player deals."""
    game = get_game("cribbage")
    agent = game.heuristic_agent()
    rng = random.Random(2)
    times = []
    for seed in range(hands):
        state = game.new_hand(2, None, seed=f"quick{seed}")
        started = time.perf_counter()
        agent.choose(information(state), rng)
        times.append((time.perf_counter() - started) * 1000)
    return times


def searched_alone(level: str, decisions: int, seed: str) -> tuple[list[int], float]:
    """Iterations of each of the first ``decisions`` searched decisions of
    Hearts hands played by ``level`` in every seat, in this process, and the
    processor seconds they took."""
    game = get_game("hearts")
    agent = make_agent(level, game)
    assert isinstance(agent, ISMCTSAgent)
    counts: list[int] = []
    cpu = 0.0
    hand = 0
    while len(counts) < decisions:
        state = game.new_hand(4, None, f"{seed}/{hand}")
        rng = random.Random(hand)
        while state.to_move is not None and len(counts) < decisions:
            agent.last_root, agent.last_iterations = None, 0
            info = information(state)
            started = time.process_time()
            move = agent.choose(info, rng)
            if agent.last_root is not None and agent.last_iterations:
                counts.append(agent.last_iterations)
                cpu += time.process_time() - started
            state.apply(move)
        hand += 1
    return counts, cpu


def searched_in_window(level: str, decisions: int, seed: str, limit: float = 600.0) -> tuple[list[int], float, float]:
    """The same in a real MainWindow (offscreen, animations on): every seat a
    computer at ``level``, searching in the app's worker processes; with the
    workers' processor seconds, and the share of a core the window's process
    used meanwhile."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.storage.settings import Settings
    from cardtable.ui.controller import COMPUTER_KIND, SeatSetup, TableSetup
    from cardtable.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    pool = shared_pool()
    pool.search(information(first_card_play(0)), "hard#20", 1, 20, None)  # the workers are up
    window = MainWindow(Settings(), resume=False, show_chooser=False)
    window.show()
    seats = [SeatSetup(f"C{n}", COMPUTER_KIND, level) for n in range(4)]
    start = len(pool.completed)
    window.start(TableSetup("hearts", 4, {}, seats, seed), demo=True)
    wall, cpu = time.perf_counter(), time.process_time()
    loop = QEventLoop()
    deadline = time.monotonic() + limit

    def check() -> None:
        controller = window.controller
        if len(pool.completed) - start >= decisions or time.monotonic() > deadline:
            loop.quit()
        elif controller is not None and controller.state is not None and controller.state.is_over:
            controller.next_hand()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(50)
    loop.exec()
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    timer.stop()
    if window.controller is not None:
        window.controller.shutdown()
    window.close()
    app.processEvents()
    return list(pool.completed)[start : start + decisions], sum(list(pool.cpu)[start : start + decisions]), share


def cancel_delays(pool: SearchPool, runs: int) -> list[float]:
    """Milliseconds from the cancel of a three-second search in the workers
    to its return (what undo, a new game and quit wait for)."""
    import threading

    info = information(first_card_play(3))
    delays = []
    for run in range(runs):
        flag = threading.Event()
        thread = threading.Thread(target=pool.search, args=(info, "expert", run, None, 3.0, flag.is_set))
        thread.start()
        time.sleep(0.3)
        cancelled = time.perf_counter()
        flag.set()
        thread.join()
        delays.append((time.perf_counter() - cancelled) * 1000)
    return delays


def report_window(level: str, decisions: int, seed: str) -> None:
    alone, alone_cpu = searched_alone(level, decisions, seed)
    window, window_cpu, share = searched_in_window(level, decisions, seed)
    pool = shared_pool()
    a, b = statistics.median(alone), statistics.median(window) if window else 0.0
    print(f"{level} in Hearts, iterations per decision (median of {len(alone)} / {len(window)} decisions):")
    print(
        f"  (a) alone, in this process, one core: {a:,.0f} (min {min(alone):,}, max {max(alone):,}); "
        f"{sum(alone) / alone_cpu:,.0f} iterations per processor second"
    )
    if window:
        print(
            f"  (b) in the window, {pool.size} worker processes: {b:,.0f} (min {min(window):,}, max {max(window):,}); "
            f"{sum(window) / window_cpu:,.0f} iterations per worker processor second; "
            f"the window's process used {share:.0%} of a core meanwhile"
        )
    ratio = b / a if a else 0.0
    print(f"  b/a = {ratio:.2f}; target at least 1.8 on two cores: {'met' if ratio >= 1.8 else 'MISSED'}")
    delays = sorted(cancel_delays(pool, 5))
    print(
        f"Cancel of a 3 s search in the workers: median {statistics.median(delays):.1f} ms, "
        f"slowest {delays[-1]:.1f} ms (5 runs); target 100 ms: {'met' if delays[-1] <= 100 else 'MISSED'}"
    )
    pool.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("all", "window", "hearts", "normal"), default="all")
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=1.0, help="search time per position")
    parser.add_argument("--hands", type=int, default=60, help="hands per game for the Normal timings")
    parser.add_argument("--level", default="hard", help="the level of the window's comparison (hard, hard@0.2)")
    parser.add_argument("--decisions", type=int, default=20, help="searched decisions in each setting")
    parser.add_argument("--seed", default="speed")
    args = parser.parse_args()
    if args.part in ("all", "window"):
        report_window(args.level, args.decisions, args.seed)
    if args.part in ("all", "hearts"):
        report_hearts(args.positions, args.seconds)
    if args.part in ("all", "normal"):
        report_normal(args.hands)
    return 0


def report_hearts(positions: int, seconds: float) -> None:
    for label, policy in (("random playouts", random_policy), ("Hearts' playout policy (as Hard plays)", None)):
        rates = iterations_per_second(positions, seconds, policy)
        median = statistics.median(rates)
        print(
            f"ISMCTS in Hearts from the first card play, {label}: median {median:,.0f} iterations/s "
            f"(min {min(rates):,.0f}, max {max(rates):,.0f}, {positions} positions); "
            f"target 5,000: {'met' if median >= 5000 else 'MISSED'} ({median / 5000:.2f}x)"
        )


def report_normal(hands: int) -> None:
    for game_id in sorted(all_games()):
        times = sorted(normal_decision_times(game_id, hands))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"Normal in {game_id:13}: {len(times)} decisions, median {statistics.median(times):.2f} ms, "
            f"p95 {p95:.2f} ms, max {times[-1]:.1f} ms; target p95 50 ms: {'met' if p95 <= 50 else 'MISSED'}"
        )
    times = sorted(cribbage_discard_times(hands))
    print(
        f"Cribbage discard decision: {len(times)} deals, median {statistics.median(times):.2f} ms, "
        f"slowest {times[-1]:.2f} ms; target under 100 ms: {'met' if times[-1] < 100 else 'MISSED'}"
    )


if __name__ == "__main__":
    sys.exit(main())
