"""How strong the computer players are:  python benchmarks/ai_strength.py GAME --levels L1,L2,...

Every deal is played once for each rotation of the seats, so each level gets
every seat and every hand: luck cancels. Levels are agent names (random, easy,
normal, hard, expert; ``hard@0.1`` is Hard with a tenth of its time). Trick and
shedding games report mean points per hand for each level with a 95%
confidence interval (over deals, the rotations of a deal averaged together),
and how often each level goes out first; with ``--match`` whole games to the
target are played (Cribbage to 121) and win rates are reported with 95%
Wilson intervals. In games whose hands say who made an exact bid (Oh Hell's
"made" cells), the rate at which each level makes its bid is reported too.
``--jobs`` plays deals on several cores.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.agents import make_agent  # noqa: E402
from cardtable.core.game import HandContext  # noqa: E402
from cardtable.core.infoset import information  # noqa: E402
from cardtable.core.match import Match  # noqa: E402
from cardtable.core.registry import get_game  # noqa: E402


def play_hand(game_id: str, players: int, levels: list[str], deal: int, rotation: int, options: dict):
    """One deal with seat s played by levels[(s + rotation) % len(levels)].
    Returns (points per level, level of the first to go out or None, the
    (level, made its bid) pairs)."""
    game = get_game(game_id)
    seats = [levels[(seat + rotation) % len(levels)] for seat in range(players)]
    agents = [make_agent(level, game) for level in seats]
    state = game.new_hand(players, options, f"deal-{deal}", HandContext(deal % players, deal % players, ()))
    rng = random.Random(f"{deal}/{rotation}")
    while state.to_move is not None:
        seat = state.to_move
        state.apply(agents[seat].choose(information(state, seat), rng))
    result = game.hand_result(state)
    first = None
    winner = result.cells.get("winner") if isinstance(result.cells, dict) else None
    if isinstance(winner, int):
        first = seats[winner]
    return [(seats[seat], result.points[seat]) for seat in range(players)], first, bids_made(result, seats)


def bids_made(result, seats: list[str]) -> list[tuple[str, bool]]:
    """(level, made its bid) for each seat of a hand whose cells say so."""
    made = result.cells.get("made") if isinstance(result.cells, dict) else None
    if not isinstance(made, (list, tuple)) or len(made) != len(seats):
        return []
    return [(seats[seat], bool(flag)) for seat, flag in enumerate(made)]


def play_match(game_id: str, players: int, levels: list[str], deal: int, rotation: int, options: dict):
    """A whole game to the target; returns the winning levels and the
    (level, made its bid) pairs of all its hands."""
    game = get_game(game_id)
    seats = [levels[(seat + rotation) % len(levels)] for seat in range(players)]
    agents = [make_agent(level, game) for level in seats]
    match = Match(game, players, options, seed=f"match-{deal}", first_dealer=rotation % players)
    rng = random.Random(f"{deal}/{rotation}")
    made: list[tuple[str, bool]] = []
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            seat = state.to_move
            state.apply(agents[seat].choose(information(state, seat), rng))
        made += bids_made(match.finish_hand(), seats)
    return [seats[seat] for seat in match.winners()], made


def _job(args):
    kind, game_id, players, levels, deal, options = args
    out = []
    for rotation in range(players):
        if kind == "match":
            out.append(play_match(game_id, players, levels, deal, rotation, options))
        else:
            out.append(play_hand(game_id, players, levels, deal, rotation, options))
    return deal, out


def mean_ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def wilson(wins: float, n: int) -> tuple[float, float, float]:
    if n == 0:
        return float("nan"), float("nan"), float("nan")
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


def report_bids_made(names: list[str], made: list[tuple[str, bool]]) -> None:
    """How often each level made exactly its bid (Wilson 95% intervals; the
    hands are not independent within a game, so read the interval as a guide)."""
    for name in names:
        flags = [flag for level, flag in made if level == name]
        if flags:
            p, low, high = wilson(sum(flags), len(flags))
            print(f"  {name:12} made its exact bid in {p:6.1%} of {len(flags)} hands (95% CI {low:.1%} to {high:.1%})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--levels", required=True, help="one per seat, comma-separated")
    parser.add_argument(
        "--hands", type=int, default=400, help="hands (or games with --match) in all, rotations included"
    )
    parser.add_argument("--match", action="store_true", help="play whole games to the target")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--workers", type=int, default=0, help="Hard and Expert search in N processes, as in the app")
    args = parser.parse_args()
    if args.workers:
        _search_in_pool(args.workers, args.jobs)
    game = get_game(args.game)
    levels = [level.strip() for level in args.levels.split(",")]
    players = len(levels)
    from cardtable.sim import parse_options

    options = game.resolve(players, parse_options(game, None, args.option))
    deals = max(1, math.ceil(args.hands / players))
    kind = "match" if args.match else "hand"
    jobs = [(kind, args.game, players, levels, deal, options) for deal in range(deals)]
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(_job, jobs)
    else:
        results = [_job(job) for job in jobs]
    elapsed = time.perf_counter() - started
    names = sorted(set(levels), key=levels.index)
    print(
        f"{game.name}, {players} players, seats {','.join(levels)}; {deals} deals x {players} rotations "
        f"= {deals * players} {'games' if args.match else 'hands'} ({elapsed:.0f} s)"
    )
    made = [pair for _deal, runs in results for run in runs for pair in run[-1]]
    if args.match:
        for name in names:
            seats_per_game = levels.count(name)
            wins = sum(ranked.count(name) / len(ranked) for _deal, games in results for ranked, _made in games)
            n = deals * players
            if game.match_rules(players, options).team_of is not None:
                # Partners share the win: count the games a side of this level won.
                sides = sum(1 for _deal, games in results for ranked, _made in games if name in ranked)
                p, low, high = wilson(sides, n)
                print(f"  {name:12} a side of this level won {p:6.1%} of games (95% CI {low:.1%} to {high:.1%})")
                continue
            p, low, high = wilson(wins / seats_per_game, n)
            print(f"  {name:12} won {p:6.1%} of games (95% CI {low:.1%} to {high:.1%}), per seat it held")
        report_bids_made(names, made)
        return 0
    report_bids_made(names, made)
    for name in names:
        per_deal = []
        firsts = 0
        for _deal, rotations in results:
            taken = [points for rows, _first, _made in rotations for level, points in rows if level == name]
            per_deal.append(statistics.fmean(taken))
            firsts += sum(1 for _rows, first, _made in rotations if first == name)
        mean, half = mean_ci(per_deal)
        seats = levels.count(name)
        out_first = ""
        if any(first is not None for _d, rotations in results for _r, first, _m in rotations):
            p, low, high = wilson(firsts / seats, deals * players)
            out_first = f"; out first in {p:.1%} of hands per seat (95% CI {low:.1%} to {high:.1%})"
        print(f"  {name:12} {mean:6.2f} points a hand (95% CI +/- {half:.2f}){out_first}")
    if len(names) == 2:
        a, b = names
        diffs = []
        for _deal, rotations in results:
            pa = statistics.fmean([p for rows, _f, _m in rotations for level, p in rows if level == a])
            pb = statistics.fmean([p for rows, _f, _m in rotations for level, p in rows if level == b])
            diffs.append(pa - pb)
        mean, half = mean_ci(diffs)
        verdict = "significant" if abs(mean) > half else "not significant"
        print(f"  difference {a} - {b}: {mean:+.2f} points a hand (95% CI +/- {half:.2f}, paired by deal; {verdict})")
    return 0


def _search_in_pool(workers: int, jobs: int) -> None:
    """Every search in a pool of ``workers`` processes (ai.workers), as the
    window searches, one deal at a time."""
    global make_agent
    from cardtable.ai.workers import SearchPool, use_pool

    if jobs > 1:
        sys.exit("--workers plays one deal at a time: leave out --jobs")
    pool = SearchPool(workers)
    plain = make_agent

    def pooled(level, game):
        return use_pool(plain(level, game), level, lambda: pool)

    make_agent = pooled


if __name__ == "__main__":
    sys.exit(main())
