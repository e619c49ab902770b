"""The ``cardtable`` command.

Until the windowed table lands (issue 3), the app plays in the terminal: the
same games, options and computer players, drawn from the human seat's view.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from . import __version__
from .core.registry import all_games


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Card Table: play card games against computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--game", help="game to open: " + ", ".join(sorted(all_games())))
    parser.add_argument("--players", type=int, help="number of players")
    parser.add_argument("--preset", help="a named option set of the game")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--seed", help="deal number, to replay a deal")
    parser.add_argument("--list", action="store_true", help="list the games and their presets")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.list:
        for game in all_games().values():
            presets = ", ".join(p.name for p in game.presets)
            extra = f" (presets: {presets})" if presets else ""
            print(f"{game.id:14} {game.name}, {game.min_players}-{game.max_players} players{extra}")
        return 0
    from .tools.textplay import play_in_terminal

    return play_in_terminal(args.game, args.players, args.preset, args.option, args.seed)


if __name__ == "__main__":
    sys.exit(main())
