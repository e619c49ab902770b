"""How fast the computer players think:  python benchmarks/ai_speed.py

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
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.ismcts import ISMCTSAgent, random_policy  # noqa: E402
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
        agent.search(state, state.to_move, rng)
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=1.0, help="search time per position")
    parser.add_argument("--hands", type=int, default=60, help="hands per game for the Normal timings")
    args = parser.parse_args()
    for label, policy in (("random playouts", random_policy), ("Hearts' playout policy (as Hard plays)", None)):
        rates = iterations_per_second(args.positions, args.seconds, policy)
        median = statistics.median(rates)
        print(
            f"ISMCTS in Hearts from the first card play, {label}: median {median:,.0f} iterations/s "
            f"(min {min(rates):,.0f}, max {max(rates):,.0f}, {args.positions} positions); "
            f"target 5,000: {'met' if median >= 5000 else 'MISSED'} ({median / 5000:.2f}x)"
        )
    for game_id in sorted(all_games()):
        times = sorted(normal_decision_times(game_id, args.hands))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"Normal in {game_id:13}: {len(times)} decisions, median {statistics.median(times):.2f} ms, "
            f"p95 {p95:.2f} ms, max {times[-1]:.1f} ms; target p95 50 ms: {'met' if p95 <= 50 else 'MISSED'}"
        )
    times = sorted(cribbage_discard_times(args.hands))
    print(
        f"Cribbage discard decision: {len(times)} deals, median {statistics.median(times):.2f} ms, "
        f"slowest {times[-1]:.2f} ms; target under 100 ms: {'met' if times[-1] < 100 else 'MISSED'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
