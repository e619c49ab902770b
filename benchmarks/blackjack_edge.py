"""Blackjack: the house edge of basic strategy, simulated and computed, and
the return of each computer level on the same shoes.

    python benchmarks/blackjack_edge.py [--hands N] [--jobs J] [--batch B]
    python benchmarks/blackjack_edge.py --levels [--hands N]

Edge: for the default rules (six decks, S17, DAS, a peek) and for H17, one
box plays basic strategy over ``--hands`` rounds (default 10**7) of the fast
simulator (``fastsim``: a real shoe, the cut card at 75%, reshuffles); the
mean return with its 95% interval is printed next to the exact return of
``edge.basic_return``, with whether the exact value lies in the interval
(the simulation has a cut card and the exact value a full shoe: their
difference, the cut-card effect, is a few hundredths of a percent), and the
speed in rounds per second of one core.

Levels: Easy, Normal (``policies.easy_policy``/``normal_policy``, the
engine's) and Hard (basic strategy) bet the computer seats' steady unit, two
table minimums, every round; the Expert bets by the count (``count``: one
minimum unless the cards seen since the shuffle favour the player, up to
eight) and, to be cheap enough to simulate, plays ``expert.counting_policy``
(basic strategy's play and insurance by the tens left), not the game's
composition-dependent play (``expert_policy``, about 80 rounds a second).
Every level plays the same batches: batch ``b`` is ``--batch`` rounds from
the shoe seeded ``b`` (paired). Each level's chips won per round, in table
minimums, has its 95% interval, next to its return per unit bet; each
difference of chips per round is paired by batch (batches are independent,
so the interval of a difference comes from the spread of its batch
differences).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.games.blackjack.ai import UNIT_MINIMUMS  # noqa: E402
from cardtable.games.blackjack.basic import basic_chart, basic_policy  # noqa: E402
from cardtable.games.blackjack.count import advantage, bet_minimums  # noqa: E402
from cardtable.games.blackjack.edge import basic_return  # noqa: E402
from cardtable.games.blackjack.expert import counting_policy  # noqa: E402
from cardtable.games.blackjack.fastsim import Bettor, SimResult, simulate  # noqa: E402
from cardtable.games.blackjack.situation import Policy  # noqa: E402
from cardtable.games.blackjack.table_rules import TableRules  # noqa: E402

RULES = {"S17 (default)": TableRules(), "H17": TableRules(hits_soft_17=True)}


def level_policies() -> dict[str, Policy]:
    """Every level's policy; Easy and Normal are the engine's."""
    try:
        from cardtable.games.blackjack.policies import easy_policy, normal_policy
    except ImportError as error:
        raise SystemExit(
            f"--levels needs the engine's Easy and Normal (cardtable.games.blackjack.policies): {error}"
        ) from error
    return {"easy": easy_policy, "normal": normal_policy, "hard": basic_policy, "expert": counting_policy}


def _steady(rules: TableRules, seen: tuple[int, ...]) -> float:
    return UNIT_MINIMUMS


def _by_count(rules: TableRules, seen: tuple[int, ...]) -> float:
    return bet_minimums(advantage(rules, seen))


Batch = tuple[float, float, float]


def _run_batches(args: tuple[str, str, int, int, int]) -> tuple[list[Batch], float]:
    """Batches ``first``..``last - 1`` of ``size`` rounds: each batch's
    (sum, sum of squares, bets) in table minimums, and the CPU seconds taken."""
    rules_name, level, first, last, size = args
    rules = RULES[rules_name]
    policy = basic_policy if level == "edge" else level_policies()[level]
    bettor: Bettor | None = None if level == "edge" else _by_count if level == "expert" else _steady
    basic_chart(rules)  # computed before the clock starts
    advantage(rules, (0,) * 11)  # and the effects of removal
    start = time.process_time()
    out = []
    for batch in range(first, last):
        result = simulate(policy, rules, size, batch, bettor)
        out.append((result.total, result.squares, result.bets))
    return out, time.process_time() - start


def run(rules_name: str, level: str, batches: int, size: int, jobs: int) -> tuple[list[Batch], float]:
    """All batches, split over ``jobs`` processes, in batch order."""
    step = math.ceil(batches / jobs)
    tasks = [(rules_name, level, b, min(b + step, batches), size) for b in range(0, batches, step)]
    if jobs == 1:
        parts = [_run_batches(task) for task in tasks]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_run_batches, tasks))
    return [pair for part, _ in parts for pair in part], sum(seconds for _, seconds in parts)


def summary(pairs: list[Batch], size: int) -> SimResult:
    result = SimResult()
    for total, squares, bets in pairs:
        result.add(SimResult(size, total, squares, bets))
    return result


def paired(a: list[Batch], b: list[Batch], size: int) -> tuple[float, float]:
    """The mean per-round difference a - b and its 95% half width, from the
    batch differences."""
    diffs = [(x[0] - y[0]) / size for x, y in zip(a, b, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def pct(x: float) -> str:
    return f"{100 * x:+.3f}%"


def edge(args: argparse.Namespace) -> None:
    batches = max(args.hands // args.batch, 2)
    for name, rules in RULES.items():
        exact = basic_return(rules)
        pairs, seconds = run(name, "edge", batches, args.batch, args.jobs)
        result = summary(pairs, args.batch)
        half = result.half_width()
        inside = abs(result.mean - exact) <= half
        print(
            f"{name}: simulated {pct(result.mean)} ± {100 * half:.3f}% over {result.hands:,} rounds; "
            f"exact {pct(exact)}; exact {'inside' if inside else 'OUTSIDE'} the 95% interval; "
            f"{result.hands / seconds:,.0f} rounds/s on one core"
        )


def levels(args: argparse.Namespace) -> None:
    name = "S17 (default)"
    batches = max(args.hands // args.batch, 2)
    results = {}
    for level in ("easy", "normal", "hard", "expert"):
        pairs, seconds = run(name, level, batches, args.batch, args.jobs)
        results[level] = pairs
        result = summary(pairs, args.batch)
        print(
            f"{level}: {result.mean:+.5f} ± {result.half_width():.5f} minimums a round, "
            f"{pct(result.per_bet)} per unit bet, {result.bets / result.hands:.3f} minimums bet a round, "
            f"over {result.hands:,} rounds ({result.hands / seconds:,.0f} rounds/s)"
        )
    comparisons: list[tuple[str, str]] = [("normal", "easy"), ("hard", "normal"), ("expert", "hard")]
    for a, b in comparisons:
        diff, half = paired(results[a], results[b], args.batch)
        significant = "significant" if abs(diff) > half else "not significant"
        rounds = min(len(results[a]), len(results[b])) * args.batch
        print(f"{a} - {b}: {diff:+.5f} ± {half:.5f} minimums a round ({significant}, {rounds:,} paired rounds)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10**7)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--batch", type=int, default=1000, help="rounds per seeded batch")
    parser.add_argument("--levels", action="store_true", help="compare the levels instead")
    args = parser.parse_args()
    action: Callable[[argparse.Namespace], None] = levels if args.levels else edge
    action(args)


if __name__ == "__main__":
    main()
