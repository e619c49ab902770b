"""The ``cardtable`` command: the windowed card table, or ``--text`` to play
in a terminal; ``--install-desktop-entry`` puts it in the application menu."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__
from .cli_args import count_argument, seed_argument
from .core.registry import all_games

EPILOG = """\
examples:
  cardtable --game hearts              sit down at Hearts at once
  cardtable --game cribbage --players 3
  cardtable --game crazy_eights --preset action_cards
  cardtable --install-desktop-entry    add Card Table to the application menu
"""


def _positive_ms(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of milliseconds: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative: {value}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Card Table: play card games against computer opponents.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--game", metavar="ID", help="open this game at once: " + ", ".join(sorted(all_games())))
    parser.add_argument("--players", type=count_argument, metavar="N", help="number of players (with --game)")
    parser.add_argument("--preset", metavar="P", help="a named option set of the game (with --game)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="set a game option (with --game; repeatable)"
    )
    parser.add_argument("--seed", type=seed_argument, help="deal number, to replay a deal (with --game)")
    parser.add_argument("--list", action="store_true", help="list the games and their presets")
    parser.add_argument("--text", action="store_true", help="play in this terminal instead of a window")
    parser.add_argument(
        "--sheets", action="store_true", help="open the score sheets, to keep score of a game played with real cards"
    )
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add Card Table and its icon to your application menu (for pip, pipx and bundle installs), then exit",
    )
    desktop.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="remove what --install-desktop-entry added, then exit"
    )
    # For smoke tests of installs and bundles (scripts/build-bundle.sh): quit
    # the window after MS milliseconds, saving a picture of it first.
    parser.add_argument("--quit-after", type=_positive_ms, metavar="MS", help=argparse.SUPPRESS)
    parser.add_argument("--screenshot", type=Path, metavar="PNG", help=argparse.SUPPRESS)
    return parser


def _desktop_entry(install: bool) -> int:
    from . import desktop_entry

    try:
        outcome = desktop_entry.install() if install else desktop_entry.uninstall()
    except desktop_entry.DesktopEntryError as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 1
    for line in outcome.lines():
        print(line)
    return 0


def _quit_later(milliseconds: int, screenshot: Path | None) -> None:
    """Make the window (about to open) save a picture of itself and quit after
    ``milliseconds``: the exit code is 0 only if the picture, when asked for,
    was saved."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMainWindow

    from .ui.app import make_application

    app = make_application()

    def finish() -> None:
        code = 0
        if screenshot is not None:
            windows = [w for w in app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
            picture = windows[0].grab() if windows else None
            if picture is None or picture.isNull() or not picture.save(str(screenshot)):
                print(f"cardtable: could not save a screenshot to {screenshot}", file=sys.stderr)
                code = 1
            else:
                print(f"saved {screenshot} ({picture.width()}x{picture.height()})")
        app.exit(code)

    QTimer.singleShot(milliseconds, finish)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry(args.install_desktop_entry)
    if args.list:
        for game in all_games().values():
            presets = ", ".join(p.name for p in game.presets)
            extra = f" (presets: {presets})" if presets else ""
            print(f"{game.id:14} {game.name}, {game.min_players}-{game.max_players} players{extra}")
        return 0
    if args.text:
        from .tools.textplay import play_in_terminal

        return play_in_terminal(args.game, args.players, args.preset, args.option, args.seed)
    if args.game is None:
        given = [
            flag
            for flag, value in (
                ("--players", args.players),
                ("--preset", args.preset),
                ("--option", args.option),
                ("--seed", args.seed),
            )
            if value
        ]
        if given:
            parser.error(f"{', '.join(given)} {'needs' if len(given) == 1 else 'need'} --game ID")
    if args.screenshot is not None and args.quit_after is None:
        parser.error("--screenshot needs --quit-after MS")
    options = {}
    if args.game is not None:
        from .core.registry import get_game
        from .sim import parse_options

        try:
            game = get_game(args.game)
            options = parse_options(game, None, args.option)
            if args.preset:
                game.preset(args.preset)
            game.resolve(
                args.players or game.default_players,
                {**(dict(game.preset(args.preset).values) if args.preset else {}), **options},
            )
        except (KeyError, ValueError) as error:
            parser.error(str(error).strip("'\""))
    try:
        from .ui.app import run
    except ImportError as error:  # Qt or its system libraries are missing
        print(
            f"cardtable: the window cannot open ({error}).\n"
            "Install Qt's libraries (see the README) or play in the terminal: cardtable --text",
            file=sys.stderr,
        )
        return 1
    if args.quit_after is not None:
        _quit_later(args.quit_after, args.screenshot)
    return run(args.game, args.players, args.preset, options, args.seed, sheets=args.sheets)


if __name__ == "__main__":
    sys.exit(main())
