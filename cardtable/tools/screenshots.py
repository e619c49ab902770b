"""Screenshots of every screen: ``python -m cardtable.tools.screenshots OUTDIR``.

Renders offscreen (no display needed) the game chooser and, for every
registered game and preset, the table at the start of a hand, in mid-hand with
a card lifted, at the end of the hand with its summary, and the score sheet;
then the score sheets window with Barbu's worked example (the example the
sheets tests draw too), its hand form and the new-sheet dialog.
The human's moves are the game's own heuristic choices, so every picture is
reachable in real play. CI runs it as a smoke test.

``--language fr`` takes the pictures in another language (the .qm files must
have been built: ``python -m cardtable.tools.i18n compile cardtable/i18n``);
``--dark`` takes them with a dark palette, to see that nothing is drawn in a
fixed colour.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QPalette

    from ..core.game import GameState
    from ..sheets.model import SheetKind
    from ..storage.sheet_store import SheetStore
    from ..ui.controller import TableController


def _humans_turn_or_end(controller: TableController) -> bool:
    """Whether the table waits for the person, or the hand is over."""
    return controller.is_humans_turn() or (controller.state is not None and controller.state.is_over)


def _wait(app: QCoreApplication, condition: Callable[[], bool], seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.002)
    return condition()


def _state_of(controller: TableController) -> GameState:
    """The state of the hand the window started."""
    state = controller.state
    assert state is not None, "the window started a hand"
    return state


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.tools.screenshots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--size", default="1280x820", help="window size, WxH")
    parser.add_argument("--language", default="en", help="language code of the pictures (default: en)")
    parser.add_argument("--dark", action="store_true", help="a dark palette (Fusion style)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-shots-"))

    from ..core.i18n import card_name
    from ..core.infoset import information
    from ..core.registry import all_games
    from ..storage.settings import Settings
    from ..ui.app import default_seats, make_application
    from ..ui.controller import TableSetup
    from ..ui.i18n import install_language, tr
    from ..ui.main_window import MainWindow

    app = make_application()
    install_language(args.language)
    if args.dark:
        app.setStyle("Fusion")
        app.setPalette(_dark_palette())
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
            window.start(
                TableSetup(game.id, game.default_players, values, seats, "shots", preset.name if preset else None)
            )
            controller = window.controller
            assert controller is not None
            controller.think_pause = 0.0
            window.score_dock.hide()
            _wait(app, partial(_humans_turn_or_end, controller))
            shot(f"{name}-start")
            agent = game.heuristic_agent()
            rng = random.Random(1)
            decisions = 0
            lifted = False
            while not _state_of(controller).is_over:
                if not _wait(app, partial(_humans_turn_or_end, controller)):
                    print(f"{name}: the computer players did not answer", file=sys.stderr)
                    return 1
                if _state_of(controller).is_over:
                    break
                state = controller.deciding_state() or _state_of(controller)  # Hearts: the pass ahead of the turn
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
                human = controller.human
                assert human is not None, "the pictures are taken from the human's seat"
                controller.play(agent.choose(information(state, human), rng))
                decisions += 1
            _wait(app, lambda: True, 0.1)
            window.score_dock.show()
            shot(f"{name}-end")
            window.score_panel.grab().save(str(args.outdir / f"{name}-sheet.png"))
            saved.append(args.outdir / f"{name}-sheet.png")
    window.close()
    saved.extend(save_sheet_screenshots(args.outdir))
    print(f"{len(saved)} screenshots in {args.outdir}")
    return 0


# ---------------------------------------------------------------------------
# The score sheets window, with Barbu's worked example


def barbu_example(store: SheetStore) -> int:
    """Store Barbu's worked example (two hands by declarer Anne) and return
    its id: the sheet the screenshots and the tests draw."""
    from ..sheets.model import Sheet
    from ..sheets.registry import sheet_kind

    kind = sheet_kind("barbu")
    sheet = Sheet(kind=kind.id, players=["Anne", "Beth", "Cath", "Diana"], title="Barbu at the club")
    sheet.options = kind.resolve(4, {})
    sheet_id = store.create(sheet)
    for entry in barbu_example_rows():
        store.append_row(sheet_id, entry)
    return sheet_id


def barbu_example_rows() -> list[dict[str, Any]]:
    """Hand 1, No Queens: Beth doubles everyone (maximum), Cath doubles
    Anne, Diana passes, Anne redoubles Cath; raw −6, 0, −6, −12.
    Hand 2, No Hearts: Diana maximum, Anne redoubles Diana; raw 0, −6, −20, −4."""
    return [
        {"contract": "Q", "doubles": [[2], [0, 2, 3], [0], []], "raw": [-6, 0, -6, -12]},
        {"contract": "H", "doubles": [[3], [], [], [0, 1, 2]], "raw": [0, -6, -20, -4]},
    ]


def save_sheet_screenshots(folder: str | Path) -> list[Path]:
    """Render the window with the Barbu example, and the form of its next
    hand half filled in, to PNG files in ``folder``."""
    from PySide6.QtCore import QCoreApplication

    from ..sheets.model import Sheet
    from ..storage.sheet_store import SheetStore
    from ..ui.sheets_window import NewSheetDialog, ScoreSheetsWindow

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        store = SheetStore(Path(scratch) / "sheets.sqlite3")
        sheet_id = barbu_example(store)
        window = ScoreSheetsWindow(store)
        window.open_sheet(sheet_id)
        window.show()
        QCoreApplication.processEvents()
        path = folder / "sheets_window.png"
        window.grab().save(str(path))
        paths.append(path)

        sheet = window.sheet
        assert sheet is not None, "the window opened the example"
        form = window.entry_form(len(sheet.rows))
        form.show()
        QCoreApplication.processEvents()
        path = folder / "entry_blank.png"
        form.grab().save(str(path))
        paths.append(path)
        form.set_entry({"contract": "K", "doubles": [[3], [0], [], [0, 1]], "raw": [0, -20, 0, 0]})
        QCoreApplication.processEvents()
        path = folder / "entry_filled.png"
        form.grab().save(str(path))
        paths.append(path)
        form.set_entry({"contract": "T", "doubles": [[], [2], [], []], "raw": [15, 20, 10, 15]})
        QCoreApplication.processEvents()
        path = folder / "entry_refused.png"
        form.grab().save(str(path))
        paths.append(path)
        form.close()

        hearts = sheet_kind_of("hearts")
        finished = Sheet(
            "hearts",
            ["Anne", "Beth", "Cath", "Diana"],
            hearts.resolve(4, {"target": 50}),
            title="Hearts after dinner",
            source="played",
        )
        finished.rows = [
            {"taken": [13, 5, 4, 4], "moon": None},
            {"taken": [0, 26, 0, 0], "moon": 1},
            {"taken": [3, 3, 3, 3], "moon": None},
            {"taken": [2, 0, 11, 13], "moon": None},
            {"taken": [0, 0, 13, 13], "moon": None},
        ]
        window.open_sheet(store.create(finished))
        QCoreApplication.processEvents()
        path = folder / "sheets_window_over.png"
        window.grab().save(str(path))
        paths.append(path)

        dialog = NewSheetDialog(list(window.kinds().values()), window, "barbu")
        dialog.show()
        QCoreApplication.processEvents()
        path = folder / "new_sheet.png"
        dialog.grab().save(str(path))
        paths.append(path)
        dialog.close()
        window.close()
        store.close()
    return paths


def sheet_kind_of(kind_id: str) -> SheetKind:
    """The score sheet kind ``kind_id`` (imported late: the tool parses its
    arguments before Qt and the sheets load)."""
    from ..sheets.registry import sheet_kind

    return sheet_kind(kind_id)


def _dark_palette() -> QPalette:
    """A dark palette, to see that nothing is drawn in a fixed colour."""
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    dark, darker, light = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    for role, colour in (
        (QPalette.ColorRole.Window, dark),
        (QPalette.ColorRole.Base, darker),
        (QPalette.ColorRole.AlternateBase, dark),
        (QPalette.ColorRole.Button, dark),
        (QPalette.ColorRole.Text, light),
        (QPalette.ColorRole.WindowText, light),
        (QPalette.ColorRole.ButtonText, light),
        (QPalette.ColorRole.PlaceholderText, QColor(150, 150, 150)),
        (QPalette.ColorRole.Highlight, QColor(60, 110, 180)),
        (QPalette.ColorRole.HighlightedText, light),
    ):
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    return palette


if __name__ == "__main__":
    sys.exit(main())
