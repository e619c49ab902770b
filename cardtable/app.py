"""The ``cardtable`` command: the windowed card table, or ``--text`` to play
in a terminal."""

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
    parser.add_argument("--game", help="open this game at once: " + ", ".join(sorted(all_games())))
    parser.add_argument("--players", type=int, help="number of players")
    parser.add_argument("--preset", help="a named option set of the game")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="set a game option")
    parser.add_argument("--seed", help="deal number, to replay a deal")
    parser.add_argument("--list", action="store_true", help="list the games and their presets")
    parser.add_argument("--text", action="store_true", help="play in this terminal instead of a window")
    parser.add_argument("--sheets", action="store_true",
                        help="open the score sheets, to keep score of a game played with real cards")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.list:
        for game in all_games().values():
            presets = ", ".join(p.name for p in game.presets)
            extra = f" (presets: {presets})" if presets else ""
            print(f"{game.id:14} {game.name}, {game.min_players}-{game.max_players} players{extra}")
        return 0
    if args.text:
        from .tools.textplay import play_in_terminal

        return play_in_terminal(args.game, args.players, args.preset, args.option, args.seed)
    options = {}
    if args.game is not None:
        from .core.registry import get_game
        from .sim import parse_options

        try:
            game = get_game(args.game)
            options = parse_options(game, None, args.option)
            if args.preset:
                game.preset(args.preset)
            game.resolve(args.players or game.default_players, {**(dict(game.preset(args.preset).values) if args.preset else {}), **options})
        except (KeyError, ValueError) as error:
            parser.error(str(error).strip("'\""))
    try:
        from .ui.app import run
    except ImportError as error:  # Qt or its system libraries are missing
        print(f"cardtable: the window cannot open ({error}).\n"
              "Install Qt's libraries (see the README) or play in the terminal: cardtable --text",
              file=sys.stderr)
        return 1
    return run(args.game, args.players, args.preset, options, args.seed, sheets=args.sheets)


if __name__ == "__main__":
    sys.exit(main())
