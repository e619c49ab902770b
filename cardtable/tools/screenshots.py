"""Screenshots of every screen: ``python -m cardtable.tools.screenshots OUTDIR``.

Renders offscreen (no display needed) the game chooser and, for every
registered game and preset, the table at the start of a hand, in mid-hand with
a card lifted, at the end of the hand with its summary, and the score sheet.
The human's moves are the game's own heuristic choices, so every picture is
reachable in real play. CI runs it as a smoke test.

``--language fr`` takes the pictures in another language (the .qm files must
have been built: ``python -m cardtable.tools.i18n compile cardtable/i18n``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Sequence


def _wait(app, condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.002)
    return condition()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.tools.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--size", default="1280x820", help="window size, WxH")
    parser.add_argument("--language", default="en", help="language code of the pictures (default: en)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-shots-"))

    from ..core.i18n import card_name
    from ..core.registry import all_games
    from ..storage.settings import Settings
    from ..ui.app import default_seats, make_application
    from ..ui.controller import TableSetup
    from ..ui.i18n import install_language, tr
    from ..ui.main_window import MainWindow

    app = make_application()
    install_language(args.language)
    width, height = (int(n) for n in args.size.split("x"))
    args.outdir.mkdir(parents=True, exist_ok=True)
    window = MainWindow(Settings(animation_speed="instant"), resume=False)
    window.resize(width, height)
    window.show()
    _wait(app, lambda: False, 0.3)
    saved: list[Path] = []

    def shot(name: str) -> None:
        app.processEvents()
        path = args.outdir / f"{name}.png"
        window.grab().save(str(path))
        saved.append(path)

    shot("chooser")
    wanted = set(args.games.split(",")) if args.games else None
    for game in all_games().values():
        if wanted is not None and game.id not in wanted:
            continue
        for preset in (None, *game.presets):
            name = game.id if preset is None else f"{game.id}-{preset.name}"
            values = dict(preset.values) if preset else {}
            seats = default_seats(game.default_players, "", "normal")  # "" is "You" in the language
            window.start(TableSetup(game.id, game.default_players, values, seats, "shots", preset and preset.name))
            controller = window.controller
            assert controller is not None
            controller.think_pause = 0.0
            window.score_dock.hide()
            human_or_end = lambda: controller.is_humans_turn() or (controller.state is not None and controller.state.is_over)  # noqa: E731
            _wait(app, human_or_end)
            shot(f"{name}-start")
            agent = game.heuristic_agent()
            rng = random.Random(1)
            decisions = 0
            lifted = False
            while not controller.state.is_over:
                if not _wait(app, human_or_end):
                    print(f"{name}: the computer players did not answer", file=sys.stderr)
                    return 1
                if controller.state.is_over:
                    break
                state = controller.state
                if decisions >= 4 and not lifted:
                    card_moves = [m for m in state.legal_moves() if m.cards]
                    if card_moves:
                        table = window.table
                        table.selected = [card_moves[0].cards[0]]
                        table._mark_selection()
                        table.say(tr("Selected: {card}.", card=card_name(card_moves[0].cards[0])))
                        shot(f"{name}-mid")
                        table.selected = []
                        lifted = True
                controller.play(agent.choose(state, controller.human, rng))
                decisions += 1
            _wait(app, lambda: True, 0.1)
            window.score_dock.show()
            shot(f"{name}-end")
            window.score_panel.grab().save(str(args.outdir / f"{name}-sheet.png"))
            saved.append(args.outdir / f"{name}-sheet.png")
    window.close()
    print(f"{len(saved)} screenshots in {args.outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
