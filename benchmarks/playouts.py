"""Random-playout speed per game, through the public contract only.

    python benchmarks/playouts.py [GAME ...] [--seconds S]

A playout deals with ``new_hand`` and then repeats ``legal_moves()``,
``random.choice`` and ``apply(move)`` (which checks legality) until the hand is
over, as an AI search does. Hearts and Crazy Eights count complete hands;
Cribbage counts complete games to 121 (matches of hands, the scores carried
from hand to hand). One process, so one core. Targets (issue 2): Hearts at
least 3,000 hands a second, Cribbage at least 800 games a second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.core.match import Match  # noqa: E402
from cardtable.core.registry import all_games  # noqa: E402

TARGETS = {"hearts": 3000.0, "cribbage": 800.0}


def playout_hands(game, players: int, seconds: float) -> tuple[int, float, int]:
    """Play random hands for about ``seconds``; return (hands, elapsed, moves)."""
    rng = random.Random(1)
    choice = rng.choice
    options = game.resolve(players)
    hands = moves = 0
    started = time.perf_counter()
    deadline = started + seconds
    while True:
        state = game.new_hand(players, options, hands)
        while state.to_move is not None:
            state.apply(choice(state.legal_moves()))
            moves += 1
        game.hand_result(state)
        hands += 1
        if hands % 50 == 0 and time.perf_counter() > deadline:
            break
    return hands, time.perf_counter() - started, moves


def playout_matches(game, players: int, seconds: float) -> tuple[int, float, int]:
    """Play random complete matches (games to the target); return (matches, elapsed, hands)."""
    rng = random.Random(1)
    choice = rng.choice
    matches = hands = 0
    started = time.perf_counter()
    deadline = started + seconds
    while True:
        match = Match(game, players, seed=matches)
        while not match.is_over:
            state = match.deal()
            while state.to_move is not None:
                state.apply(choice(state.legal_moves()))
            match.finish_hand()
            hands += 1
        matches += 1
        if matches % 20 == 0 and time.perf_counter() > deadline:
            break
    return matches, time.perf_counter() - started, hands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all)")
    parser.add_argument("--seconds", type=float, default=5.0, help="time per game (default 5)")
    args = parser.parse_args()
    games = all_games()
    for game_id in args.games or sorted(games):
        game = games[game_id]
        players = game.default_players
        if game.match_rules(players, game.resolve(players)).ends_mid_hand:
            count, elapsed, hands = playout_matches(game, players, args.seconds)
            rate = count / elapsed
            unit = f"games to the target a second ({hands / count:.1f} hands a game)"
        else:
            count, elapsed, moves = playout_hands(game, players, args.seconds)
            rate = count / elapsed
            unit = f"hands a second ({moves / count:.1f} moves a hand, {moves / elapsed:,.0f} moves/s)"
        target = TARGETS.get(game_id)
        verdict = (
            ""
            if target is None
            else f"  target {target:,.0f}: {'met' if rate >= target else 'MISSED'} ({rate / target:.2f}x)"
        )
        print(f"{game_id:14} {players}p  {rate:9,.0f} {unit}{verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
