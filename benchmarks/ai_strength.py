"""How strong the computer players are:  python benchmarks/ai_strength.py GAME --levels L1,L2,...

Every deal is played once for each rotation of the seats, so each level gets
every seat and every hand: luck cancels. Levels are agent names (random, easy,
normal, hard, expert; ``hard@0.1`` is Hard with a tenth of its time,
``hard#550`` exactly 550 iterations a decision). Trick and shedding games
report mean points per hand for each level with a 95% confidence interval
(over deals, the rotations of a deal averaged together), and how often each
level goes out first; with ``--match`` whole games to the target are played
(Cribbage to 121) and win rates are reported with 95% Wilson intervals. In
games whose hands say who made an exact bid (Oh Hell's "made" cells), the
rate at which each level makes its bid is reported too.

With two levels A and B (``--levels hard#550,normal,hard#550,normal``) the
PAIRED difference is reported: per deal, the mean over its rotations of A's
points per seat minus B's (or A's share of the games won minus B's), then
the mean over deals with a 95% t interval (deals are independent), and
"significant" only when the interval excludes 0 in A's favour (in a penalty
game fewer points is better, and the line says so). The search levels'
iterations per decision (mean) are printed, so the budget shows.
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


def _decide(agent, state, seat: int, rng: random.Random, level: str, searched: list[tuple[str, int]]):
    """The agent's move; a search's iteration count is noted in ``searched``."""
    if hasattr(agent, "last_iterations"):
        agent.last_root = None
    move = agent.choose(information(state, seat), rng)
    if getattr(agent, "last_root", None) is not None:
        searched.append((level, agent.last_iterations))
    return move


def hand_context(game, players: int, options: dict, deal: int) -> HandContext:
    """Deal ``deal`` as a hand of a match: in a game of a fixed number of
    hands its place cycles through the whole match (Oh Hell's hands grow from
    one card to the most and back, Barbu's declarers take turns), so every
    size of hand is measured, not only the first few; the dealer follows."""
    hands = game.match_rules(players, game.resolve(players, options)).hands
    number = deal % hands if hands else deal % players
    return HandContext(number, game.dealer_of(players, options, number, 0), ())


def play_hand(game_id: str, players: int, levels: list[str], deal: int, rotation: int, options: dict):
    """One deal with seat s played by levels[(s + rotation) % len(levels)].
    Returns (points per level, level of the first to go out or None, the
    (level, made its bid) pairs, the (level, iterations) of each search)."""
    game = get_game(game_id)
    seats = [levels[(seat + rotation) % len(levels)] for seat in range(players)]
    agents = [make_agent(level, game) for level in seats]
    state = game.new_hand(players, options, f"deal-{deal}", hand_context(game, players, options, deal))
    rng = random.Random(f"{deal}/{rotation}")
    searched: list[tuple[str, int]] = []
    while state.to_move is not None:
        seat = state.to_move
        state.apply(_decide(agents[seat], state, seat, rng, seats[seat], searched))
    result = game.hand_result(state)
    first = None
    winner = result.cells.get("winner") if isinstance(result.cells, dict) else None
    if isinstance(winner, int):
        first = seats[winner]
    rows = [(seats[seat], result.points[seat]) for seat in range(players)]
    return rows, first, bids_made(result, seats), searched


def bids_made(result, seats: list[str]) -> list[tuple[str, bool]]:
    """(level, made its bid) for each seat of a hand whose cells say so."""
    made = result.cells.get("made") if isinstance(result.cells, dict) else None
    if not isinstance(made, (list, tuple)) or len(made) != len(seats):
        return []
    return [(seats[seat], bool(flag)) for seat, flag in enumerate(made)]


def play_match(game_id: str, players: int, levels: list[str], deal: int, rotation: int, options: dict):
    """A whole game to the target; returns the winning levels, the (level,
    made its bid) pairs of all its hands and the (level, iterations) of each
    search."""
    game = get_game(game_id)
    seats = [levels[(seat + rotation) % len(levels)] for seat in range(players)]
    agents = [make_agent(level, game) for level in seats]
    match = Match(game, players, options, seed=f"match-{deal}", first_dealer=rotation % players)
    rng = random.Random(f"{deal}/{rotation}")
    made: list[tuple[str, bool]] = []
    searched: list[tuple[str, int]] = []
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            seat = state.to_move
            state.apply(_decide(agents[seat], state, seat, rng, seats[seat], searched))
        made += bids_made(match.finish_hand(), seats)
    return [seats[seat] for seat in match.winners()], made, searched


def _job(args):
    kind, game_id, players, levels, deal, options = args
    out = []
    for rotation in range(players):
        if kind == "match":
            out.append(play_match(game_id, players, levels, deal, rotation, options))
        else:
            out.append(play_hand(game_id, players, levels, deal, rotation, options))
    return deal, out


def t_quantile(df: int) -> float:
    """The two-sided 95% quantile of Student's t with ``df`` degrees of
    freedom (Cornish-Fisher expansion around the normal's 1.96; within 0.004
    of the table from df = 5, no scipy needed)."""
    z = 1.959963984540054
    if df <= 0:
        return math.nan
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    return z + g1 / df + g2 / df**2 + g3 / df**3


def mean_ci(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% t interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, t_quantile(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def wilson(wins: float, n: int) -> tuple[float, float, float]:
    if n == 0:
        return float("nan"), float("nan"), float("nan")
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, centre - half, centre + half


def paired_verdict(diffs: list[float], lower_is_better: bool) -> tuple[float, float, str]:
    """Mean of the per-deal differences A - B, the 95% half-width, and the
    verdict: "significant" only when the whole interval is on A's good side
    (below 0 when fewer points are better), "significant against A" when it is
    on the other side, else "not significant"."""
    mean, half = mean_ci(diffs)
    if math.isnan(half):
        return mean, half, "not significant"
    low, high = mean - half, mean + half
    better = high < 0 if lower_is_better else low > 0
    worse = low > 0 if lower_is_better else high < 0
    verdict = "significant" if better else "significant against A" if worse else "not significant"
    return mean, half, verdict


def report_bids_made(names: list[str], made: list[tuple[str, bool]]) -> None:
    """How often each level made exactly its bid (Wilson 95% intervals; the
    hands are not independent within a game, so read the interval as a guide)."""
    for name in names:
        flags = [flag for level, flag in made if level == name]
        if flags:
            p, low, high = wilson(sum(flags), len(flags))
            print(f"  {name:12} made its exact bid in {p:6.1%} of {len(flags)} hands (95% CI {low:.1%} to {high:.1%})")


def report_iterations(names: list[str], results) -> None:
    """Each search level's iterations per decision (mean, and the decisions)."""
    searched = [pair for _deal, runs in results for run in runs for pair in run[-1]]
    for name in names:
        counts = [count for level, count in searched if level == name]
        if counts:
            print(
                f"  {name:12} searched {statistics.fmean(counts):,.0f} iterations per decision "
                f"(mean over {len(counts)} decisions; median {statistics.median(counts):,.0f})"
            )


def report_match(names: list[str], levels: list[str], results, team_game: bool, players: int) -> None:
    """Win rates (Wilson 95%) and, for two levels, the paired difference."""
    deals = len(results)
    n = deals * players
    shares: dict[str, list[float]] = {name: [] for name in names}
    for _deal, games in results:
        for name in names:
            seats = 1 if team_game else levels.count(name)
            won = [
                (1.0 if name in ranked else 0.0) if team_game else ranked.count(name) / len(ranked) / seats
                for ranked, _made, _searched in games
            ]
            shares[name].append(statistics.fmean(won))
    for name in names:
        p, low, high = wilson(sum(shares[name]) * players, n)
        who = "a side of this level won" if team_game else "won"
        per = "" if team_game else ", per seat it held"
        print(f"  {name:12} {who} {p:6.1%} of games (95% CI {low:.1%} to {high:.1%}){per}")
    if len(names) == 2:
        a, b = names
        unit = "of games won by a side" if team_game else "of games won per seat"
        print_difference(a, b, shares, deals, unit, lower_is_better=False, form="+.1%")


def print_difference(
    a: str, b: str, per_deal: dict[str, list[float]], deals: int, unit: str, lower_is_better: bool, form: str
) -> None:
    """The paired difference of ``a`` and ``b`` over deals, its 95% interval and the verdict."""
    diffs = [x - y for x, y in zip(per_deal[a], per_deal[b])]
    mean, half, verdict = paired_verdict(diffs, lower_is_better=lower_is_better)
    way = "fewer" if lower_is_better else "more"
    print(
        f"  difference {a} - {b}: {mean:{form}} {unit} (95% CI {mean - half:{form}} to "
        f"{mean + half:{form}}, paired by deal over {deals} deals; {way} is better for {a}; {verdict})"
    )


def report_hands(names: list[str], levels: list[str], results, lowest_wins: bool, players: int) -> None:
    """Points per hand per level, going out first, and the paired difference."""
    deals = len(results)
    per_level: dict[str, list[float]] = {}
    for name in names:
        per_deal = []
        firsts = 0
        for _deal, rotations in results:
            taken = [points for rows, _first, _made, _s in rotations for level, points in rows if level == name]
            per_deal.append(statistics.fmean(taken))
            firsts += sum(1 for _rows, first, _made, _s in rotations if first == name)
        per_level[name] = per_deal
        mean, half = mean_ci(per_deal)
        out_first = ""
        if any(first is not None for _d, rotations in results for _r, first, _m, _s in rotations):
            p, low, high = wilson(firsts / levels.count(name), deals * players)
            out_first = f"; out first in {p:.1%} of hands per seat (95% CI {low:.1%} to {high:.1%})"
        print(f"  {name:12} {mean:6.2f} points a hand (95% CI +/- {half:.2f}){out_first}")
    if len(names) == 2:
        a, b = names
        print_difference(a, b, per_level, deals, "points a hand per seat", lower_is_better=lowest_wins, form="+.2f")


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
    report_iterations(names, results)
    rules = game.match_rules(players, options)
    if args.match:
        report_match(names, levels, results, rules.team_of is not None, players)
        report_bids_made(names, [pair for _deal, runs in results for run in runs for pair in run[1]])
        return 0
    report_bids_made(names, [pair for _deal, runs in results for run in runs for pair in run[2]])
    report_hands(names, levels, results, rules.lowest_wins, players)
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
