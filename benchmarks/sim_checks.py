"""What the simulator's ``--check full`` costs, per game.

    python benchmarks/sim_checks.py [GAME[:PLAYERS] ...] [--hands N] [--profile]

Plays the same hands (heuristic agents, seed 1) with the light and the full
checks and prints the CPU seconds a hand of each and their ratio; CPU time, as
the machines are shared. ``--profile`` adds the functions where the full checks
spend their time (cProfile, CPU clock). Defaults: Crazy Eights and Oh Hell with
8 players, the slowest full runs.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.ai.agents import make_agent  # noqa: E402
from cardtable.core.checks import FULL, LIGHT, CheckLevel, run_hand  # noqa: E402
from cardtable.core.match import Match, hand_seed  # noqa: E402
from cardtable.core.registry import get_game  # noqa: E402


def play(game_id: str, players: int | None, hands: int, level: CheckLevel) -> float:
    """CPU seconds to play ``hands`` hands of matches with ``level`` checks."""
    game = get_game(game_id)
    players = players or game.default_players
    options = game.resolve(players)
    agents = [make_agent("heuristic", game) for _ in range(players)]
    rng = random.Random("agents:1")
    match, number = Match(game, players, options, seed="1:0"), 0
    started = time.process_time()
    for _ in range(hands):
        if match.is_over:
            number += 1
            match = Match(game, players, options, seed=f"1:{number}")
        context = match.next_context()
        run = run_hand(game, players, options, hand_seed(match.seed, match.hand_number), agents, rng, context, level)
        match.state = run.state
        match.finish_hand()
    return time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["crazy_eights", "oh_hell:8"])
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    for spec in args.games:
        game_id, _, count = spec.partition(":")
        players = int(count) if count else None
        light = play(game_id, players, args.hands, LIGHT)
        full = play(game_id, players, args.hands, FULL)
        print(
            f"{spec:16} light {light / args.hands * 1000:7.1f} ms a hand, "
            f"full {full / args.hands * 1000:7.1f} ms a hand ({full / light:.1f}x)"
        )
        if args.profile:
            profile = cProfile.Profile(time.process_time)
            profile.runcall(play, game_id, players, args.hands, FULL)
            pstats.Stats(profile).sort_stats("cumulative").print_stats(25)


if __name__ == "__main__":
    main()
