"""Headless play: ``python -m cardtable.sim GAME [options]``.

Plays hands with computer agents in every seat, checks the rules' invariants as
it goes (cards never created or lost, agents' moves legal, every hand ends) and
prints each seat's results and the speed; ``--json`` prints one JSON object per
hand instead. Exits 1 on any rule violation, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from .ai.agents import AGENT_NAMES, make_agent, parse_agent
from .cli_args import check_seed as check_seed
from .cli_args import count_argument, seed_argument
from .cli_args import error_message as error_message
from .core.checks import FULL, LIGHT, RuleViolation, run_hand
from .core.game import Game
from .core.match import Match, hand_seed
from .core.registry import all_games, get_game


def _agent_names(text: str) -> list[str]:
    """The comma-separated agents, each checked (a game is not needed for that)."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError(f"name at least one agent ({', '.join(AGENT_NAMES)})")
    for name in names:
        try:
            parse_agent(name)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None
    return names


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m cardtable.sim",
        description="Play a game headless with computer players and check its rules.",
    )
    parser.add_argument("game", help="game id: " + ", ".join(sorted(all_games())))
    parser.add_argument("--players", type=count_argument, help="number of players (default: the game's)")
    parser.add_argument("--preset", help="a named option set of the game")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="set an option (repeatable)")
    parser.add_argument("--hands", type=count_argument, default=10, help="hands to play (default 10)")
    parser.add_argument("--seed", type=seed_argument, default="1", help="seed of the first match (default 1)")
    parser.add_argument(
        "--agents",
        type=_agent_names,
        default="heuristic",
        help=f"comma-separated agents, one per seat, cycled ({', '.join(AGENT_NAMES)})",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per hand")
    parser.add_argument(
        "--check",
        choices=("light", "full"),
        default="light",
        help="full: also determinize, clone, replay and illegal-move probes at every move",
    )
    return parser


def parse_options(game: Game, preset: str | None, pairs: Sequence[str]) -> dict[str, Any]:
    """Preset values overlaid with ``--option key=value`` pairs (typed by the spec)."""
    values: dict[str, Any] = dict(game.preset(preset).values) if preset else {}
    specs = {spec.name: spec for spec in game.option_specs}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants KEY=VALUE, not {pair!r}")
        if key not in specs:
            raise ValueError(f"{game.name} has no option {key!r} (options: {', '.join(specs) or 'none'})")
        values[key] = specs[key].parse(text)
    return values


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        game = get_game(args.game)
        players = game.default_players if args.players is None else args.players
        options = game.resolve(players, parse_options(game, args.preset, args.option))
        agent_names = args.agents
        agents = [make_agent(agent_names[seat % len(agent_names)], game) for seat in range(players)]
    except (KeyError, ValueError) as error:
        print(f"error: {error_message(error)}", file=sys.stderr)
        return 2
    level = FULL if args.check == "full" else LIGHT
    totals = [0] * players
    wins = [0] * players
    matches_done = 0
    match_number = 0
    match = Match(game, players, options, seed=f"{args.seed}:{match_number}")
    rng = random.Random(f"agents:{args.seed}")
    started = time.perf_counter()
    for count in range(args.hands):
        if match.is_over:
            matches_done += 1
            for seat in match.winners():
                wins[seat] += 1
            match_number += 1
            match = Match(game, players, options, seed=f"{args.seed}:{match_number}")
        number = match.hand_number
        context = match.next_context()
        seed = hand_seed(match.seed, number)
        try:
            run = run_hand(game, players, options, seed, agents, rng, context, level)
        except RuleViolation as violation:
            print(f"rule violation in {game.id} hand {count} (seed {seed!r}): {violation}", file=sys.stderr)
            return 1
        match.state = run.state
        result = match.finish_hand()
        totals = [total + points for total, points in zip(totals, result.points)]
        if args.json:
            print(
                json.dumps(
                    {
                        "game": game.id,
                        "seed": seed,
                        "hand": count,
                        "match": match_number,
                        "match_hand": number,
                        "points": list(result.points),
                        "moves": [str(move) for move in run.moves],
                    }
                )
            )
    elapsed = time.perf_counter() - started
    if match.is_over:
        matches_done += 1
        for seat in match.winners():
            wins[seat] += 1
    if not args.json:
        print(f"{game.name}: {args.hands} hands, {players} players, agents {', '.join(agent_names)}")
        for seat in range(players):
            name = agent_names[seat % len(agent_names)]
            mean = totals[seat] / max(args.hands, 1)
            print(
                f"  seat {seat} ({name}): {totals[seat]} points, {mean:.2f} a hand, "
                f"{wins[seat]} of {matches_done} matches won"
            )
        rate = args.hands / elapsed if elapsed > 0 else float("inf")
        print(f"  {rate:.0f} hands per second ({elapsed:.2f} s, checks {args.check})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
