"""The table's geometry, checked: ``python -m cardtable.tools.layoutcheck``.

For every registered game, preset and player count, in the real main window
(offscreen) at 1024x600, 1280x800 and 1920x1080, with normal and Large
cards, the score sheet's dock closed and open, at the start, in the middle
and at the end of a seeded hand (the human's moves are the game's own
heuristic choices), it lays out the table and reports:

* every two items that overlap (cards of one pile excepted: a fan or a stack
  overlaps by design; items marked ``data(0) == "overlay"`` excepted, but
  they must be in view);
* every card of your hand whose corner index is hidden, with each card of
  the hand focused in turn and with one raised;
* every text wider than its box (name plates, the labels and buttons under
  the table);
* everything outside the part of the table the window shows.

Exit status 1 if anything is reported, 0 when all is clean; the last line
says how many layouts were checked. ``--games``, ``--sizes`` and ``--quick``
(one preset, the default player count) narrow the run; ``--seed`` deals
other hands. Animations are off. ``--jobs N`` checks N games at a time, each
in a process of its own (one window per process: Qt has one GUI thread);
by default as many as the machine has cores. The report is the same,
in the same order, whatever N.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.infoset import information
from .layoutcheck_measures import hidden_indices, scene_problems, widget_problems

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..core.game import Game, GameState
    from ..core.match import Match
    from ..ui.main_window import MainWindow

SIZES = ((1024, 600), (1280, 800), (1920, 1080))
PHASES = ("start", "middle", "end")


@dataclass(frozen=True)
class Case:
    """One table to check: a game, a preset (None: the game's defaults) and
    a player count."""

    game: str
    preset: str | None
    players: int

    def __str__(self) -> str:
        name = self.game if self.preset is None else f"{self.game}-{self.preset}"
        return f"{name} {self.players}p"


def cases(games: Sequence[Game], quick: bool = False) -> Iterator[Case]:
    """Every game x preset x player count (``quick``: the defaults only)."""
    for game in games:
        presets: list[str | None] = [None] + [p.name for p in game.presets]
        counts = range(game.min_players, game.max_players + 1)
        if quick:
            presets, counts = [None], range(game.default_players, game.default_players + 1)
        for preset in presets:
            for players in counts:
                if game.plays(players, preset):
                    yield Case(game.id, preset, players)


# -- driving the window ------------------------------------------------------------
MAX_HANDS = 30  # hands looked through for the one that deals the most cards


def _play_out(state: GameState, rng: random.Random) -> None:
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_moves())))


def _held(state: GameState, seat: int) -> int:
    """The cards in ``seat``'s hand (0 in a game without hands: Camicia's
    packets are face down, turned by the whole table)."""
    try:
        return len(state.view(seat).hand())
    except KeyError:
        return 0


def largest_hand(game: Game, players: int, preset: str | None, seed: str) -> int:
    """The number of the match's first hand that deals your seat the most
    cards (0 for most games; Oh Hell's hands grow), its hands played out at
    random in the core."""
    from ..core.match import Match

    values = dict(game.preset(preset).values) if preset else {}
    match = Match(game, players, values, seed)
    rng = random.Random(seed)
    sizes: list[int] = []
    while not match.is_over and len(sizes) < MAX_HANDS:
        state = match.deal()
        sizes.append(_held(state, 0))
        _play_out(state, rng)
        match.finish_hand()
    return sizes.index(max(sizes)) if sizes else 0


def match_at(game: Game, players: int, values: dict[str, Any], seed: str, hand: int) -> Match:
    """A match whose hands before number ``hand`` were played out at random,
    and that hand dealt."""
    from ..core.match import Match

    match = Match(game, players, values, seed)
    rng = random.Random(seed)
    for _ in range(hand):
        _play_out(match.deal(), rng)
        match.finish_hand()
    match.deal()
    return match


HEARTBEAT_MS = 10  # the longest a wait sleeps before it looks at the clock


def _turn(app: QApplication, wait: bool = False) -> None:
    """One turn of an event loop: the events (with ``wait``, once at least
    one has come), and the objects deleted later (``processEvents`` outside
    a running loop leaves those alone, so that the buttons the table
    replaces piled up, hidden, among its children)."""
    from PySide6.QtCore import QEvent, QEventLoop

    if wait:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    else:
        app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _wait(app: QApplication, condition: Callable[[], bool], seconds: float = 30.0) -> bool:
    """Turn the event loop until ``condition`` holds (True) or ``seconds``
    pass. Between turns it sleeps until an event comes (a computer's move,
    sent from its worker thread), not polling: at most a heartbeat's time."""
    from PySide6.QtCore import QTimer

    deadline = time.monotonic() + seconds
    heartbeat = QTimer()
    heartbeat.start(HEARTBEAT_MS)
    try:
        _turn(app)
        while not condition():
            if time.monotonic() >= deadline:
                return False
            _turn(app, wait=True)
    finally:
        heartbeat.stop()
    return True


def _settle(app: QApplication) -> None:
    for _ in range(3):
        _turn(app)


class Checker:
    """The window, the settings it runs with, and the running count. The
    window is the check's: it paints nothing, renders no card ahead and
    keeps no words for a screen reader, nor saves the match (none of which
    moves anything)."""

    def __init__(
        self, sizes: Sequence[tuple[int, int]] = SIZES, window: MainWindow | None = None, seed: str = "layoutcheck"
    ) -> None:
        from ..storage.settings import Settings
        from ..ui.app import make_application
        from ..ui.main_window import MainWindow

        self.app = make_application()
        if window is None:
            window = MainWindow(Settings(animation_speed="instant"), resume=False)
        self.window = window
        self.window.show()
        # Geometry needs no pixels: nothing is painted while checking, and no
        # card rendered; nor words: what a screen reader hears moves nothing.
        self.window.setUpdatesEnabled(False)
        self.window.sprites.renders_ahead = False
        self.window.table.speaks = False
        self.window.autosaves = False  # a save at every turn of yours: written and synced, never read
        self.sizes = sizes
        self.seed = seed
        self.checked = 0

    def _ready(self) -> bool:
        controller = self.window.controller
        return controller is not None and (
            controller.is_humans_turn() or (controller.state is not None and controller.state.is_over)
        )

    def start(self, case: Case, hand: int = 0) -> bool:
        """Sit down at the case's table (a seeded match, at its hand number
        ``hand``, the computers quick) and wait for your turn: False if it
        never came."""
        from ..core.registry import get_game
        from ..ui.app import default_seats
        from ..ui.controller import TableSetup

        game = get_game(case.game)
        values = dict(game.preset(case.preset).values) if case.preset else {}
        seats = default_seats(case.players, "", "normal")
        self.window.resize(*self.sizes[0])
        setup = TableSetup(game.id, case.players, values, seats, self.seed, case.preset)
        self.window.start(setup, match_at(game, case.players, values, self.seed, hand) if hand else None)
        controller = self.window.controller
        assert controller is not None
        controller.think_pause = 0.0
        return _wait(self.app, self._ready)

    def run(self, case: Case) -> list[str]:
        """Check one case at the three phases of its first hand, and of its
        hand with the most cards if that is another (Oh Hell's hands grow)."""
        from ..core.registry import get_game

        found = self.run_hand(case, 0)
        largest = largest_hand(get_game(case.game), case.players, case.preset, self.seed)
        if largest:
            found += self.run_hand(case, largest)
        return found

    def run_hand(self, case: Case, hand: int) -> list[str]:
        """Check one hand of the case at its start, middle and end."""
        from ..core.registry import get_game

        game = get_game(case.game)
        label = f"{case} hand {hand + 1}" if hand else str(case)
        if not self.start(case, hand):
            return [f"{label}: the computer players did not answer"]
        controller = self.window.controller
        assert controller is not None
        agent, rng = game.heuristic_agent(), random.Random(7)
        found = self.check_all(label, "start")
        state = controller.state
        assert state is not None and controller.human is not None
        start_count = _held(state, controller.human)
        decisions = 0
        middle_done = False
        while not state.is_over:
            if not _wait(self.app, self._ready):
                return [*found, f"{label}: the computer players did not answer"]
            state = controller.state
            assert state is not None
            if state.is_over:
                break
            count = _held(state, controller.human)
            if not middle_done and decisions and (count * 2 <= start_count + 1 or decisions >= 12):
                found += self.check_all(label, "middle")
                middle_done = True
            controller.play(agent.choose(information(state, controller.human), rng))
            decisions += 1
        _wait(self.app, lambda: False, 0.02)
        found += self.check_all(label, "end")
        return found

    def check_all(self, case: Case | str, phase: str) -> list[str]:
        """Every window size, dock state and card size at this point of the
        hand, reported in that order (the dock closed, then open; normal
        cards, then Large)."""
        from ..ui.layout import LARGE_CARDS

        # At each window size, one change from each layout to the next (each
        # change lays the table out again; in the order reported, four).
        visits = ((False, 1.0), (False, LARGE_CARDS), (True, LARGE_CARDS), (True, 1.0))
        window = self.window
        found: list[tuple[tuple[int, bool, float], list[str]]] = []
        for index, (width, height) in enumerate(self.sizes):
            window.resize(width, height)
            for dock, size in visits:
                window.score_dock.setVisible(dock)
                window.table.set_card_size(size)
                _settle(self.app)
                window.table.scene.finish_animations()
                where = f"{case} {phase} {width}x{height} dock {'open' if dock else 'closed'} cards {size:g}"
                problems = scene_problems(window) + hidden_indices(window) + widget_problems(window, width)
                found.append(((index, dock, size), [f"{where}: {problem}" for problem in problems]))
                self.checked += 1
        window.table.set_card_size(1.0)
        return [line for _key, lines in sorted(found, key=lambda entry: entry[0]) for line in lines]


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def _quiet_platform_notes() -> None:
    """The offscreen platform says, for every window shown, what it cannot
    do (raise, size hints): nothing about the layout, so not printed."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if "This plugin does not support" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.tools.layoutcheck", description=__doc__.splitlines()[0])
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--sizes", help="window sizes, WxH,WxH (default: 1024x600,1280x800,1920x1080)")
    parser.add_argument("--quick", action="store_true", help="each game's defaults only (no presets, one count)")
    parser.add_argument("--seed", default="layoutcheck", help="the seed of the hands dealt (default: layoutcheck)")
    parser.add_argument("--limit", type=int, default=0, help="print at most this many problems (0: all)")
    parser.add_argument("--jobs", type=int, default=0, help="games checked at a time (default: the cores)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-layoutcheck-"))
    from ..core.registry import all_games

    sizes: Sequence[tuple[int, int]] = SIZES
    if args.sizes:
        sizes = tuple(_size(size) for size in args.sizes.split(","))
    games = list(all_games().values())
    if args.games:
        wanted = set(args.games.split(","))
        games = [game for game in games if game.id in wanted]
    jobs = args.jobs if args.jobs > 0 else _cores()
    if jobs > 1 and len(games) > 1:
        checked, problems = _in_processes([game.id for game in games], argv or sys.argv[1:], jobs)
    else:
        checked, problems = _here(games, sizes, args.seed, args.quick)
    shown = problems[: args.limit] if args.limit else problems
    for line in shown:
        print(line)
    if len(shown) < len(problems):
        print(f"... and {len(problems) - len(shown)} more")
    print(f"{checked} layouts checked, {len(problems)} problems")
    return 1 if problems else 0


def _here(games: Sequence[Game], sizes: Sequence[tuple[int, int]], seed: str, quick: bool) -> tuple[int, list[str]]:
    """Check ``games`` in this process: the layouts checked and the problems."""
    _quiet_platform_notes()
    checker = Checker(sizes, seed=seed)
    problems: list[str] = []
    for game in games:  # a line per game on stderr: where a long run has got to
        started, before, found = time.monotonic(), checker.checked, len(problems)
        for case in cases([game], quick):
            problems += checker.run(case)
        print(
            f"{game.id}: {checker.checked - before} layouts, {len(problems) - found} problems, "
            f"{time.monotonic() - started:.0f} s",
            file=sys.stderr,
        )
    return checker.checked, problems


def _cores() -> int:
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)


#: The last line of a run: how many layouts and problems (read back from a game's process).
SUMMARY = re.compile(r"^(\d+) layouts checked, (\d+) problems$")


def _in_processes(game_ids: Sequence[str], argv: Sequence[str], jobs: int) -> tuple[int, list[str]]:
    """Check each game in a process of its own, ``jobs`` at a time, with the
    same options; the layouts checked and the problems, in game order."""
    passed = _without(list(argv), ("--games", "--jobs", "--limit"))

    def check(game_id: str) -> tuple[int, list[str]]:
        command = [sys.executable, "-m", "cardtable.tools.layoutcheck", *passed, "--games", game_id, "--jobs", "1"]
        home = tempfile.mkdtemp(prefix="cardtable-layoutcheck-")  # settings of its own
        environment = {**os.environ, "CARDTABLE_HOME": home}
        done = subprocess.run(command, capture_output=True, text=True, check=False, env=environment)
        sys.stderr.write(done.stderr)
        lines = done.stdout.splitlines()
        summary = SUMMARY.match(lines[-1]) if lines else None
        if summary is None:  # it crashed: a problem to report, not a clean game
            return 0, [f"{game_id}: the check stopped (exit {done.returncode}): {done.stderr.strip()[-500:]}"]
        return int(summary.group(1)), lines[:-1]

    from ..core.registry import get_game

    # The games with the most cases start first, so that no long game starts
    # last while the other processes sit idle; the report keeps game order.
    size = {game_id: sum(1 for _ in cases([get_game(game_id)])) for game_id in game_ids}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {game_id: pool.submit(check, game_id) for game_id in sorted(game_ids, key=lambda g: -size[g])}
        results = [futures[game_id].result() for game_id in game_ids]
    return sum(count for count, _ in results), [line for _, lines in results for line in lines]


def _without(argv: list[str], names: Sequence[str]) -> list[str]:
    """``argv`` less the options ``names`` and their values."""
    out: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        name = arg.split("=", 1)[0]
        if name in names:
            skip = "=" not in arg
            continue
        out.append(arg)
    return out


if __name__ == "__main__":
    sys.exit(main())
