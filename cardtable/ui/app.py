"""Starting the windowed app: the QApplication, settings, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..ai.workers import shutdown_shared_pool
from ..core.registry import get_game
from ..desktop_entry import APP_ID, icon_files
from ..storage.settings import load_settings
from .bundled_fonts import load_bundled_fonts
from .controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup, TableSetup, shown_player_name
from .i18n import install_language, tr
from .main_window import MainWindow


def default_seats(players: int, player_name: str, level: str) -> list[SeatSetup]:
    """You at the bottom, computers round the table (compass names for four)."""
    if players == 4:
        names: tuple[str, ...] = (tr("West"), tr("North"), tr("East"))
    else:
        names = tuple(tr("Computer {n}", n=n) for n in range(1, players))
    return [SeatSetup(shown_player_name(player_name), HUMAN_KIND)] + [
        SeatSetup(name, COMPUTER_KIND, level) for name in names
    ]


def make_application(argv: Sequence[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(list(argv or sys.argv[:1]))
    if not isinstance(app, QApplication):  # a bare QCoreApplication made elsewhere shows no window
        raise RuntimeError("Card Table needs a QApplication; another kind of Qt application is running")
    app.setApplicationName("cardtable")
    app.setApplicationDisplayName("Card Table")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("cardtable")
    # The window names its menu entry (Wayland) and carries the app's icon.
    QGuiApplication.setDesktopFileName(APP_ID)
    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    app.setWindowIcon(icon)
    load_bundled_fonts()  # a frozen bundle brings its own font for bare systems
    return app


def run(
    game_id: str | None = None,
    players: int | None = None,
    preset: str | None = None,
    options: dict[str, Any] | None = None,
    seed: str | None = None,
    sheets: bool = False,
) -> int:
    app = make_application()
    settings, problems = load_settings()
    install_language(settings.language)
    window = MainWindow(settings, problems, resume=game_id is None and not sheets, show_chooser=game_id is None)
    window.show()
    if sheets:
        window.show_sheets()
    if game_id is not None:
        game = get_game(game_id)
        count = players or game.default_players
        values = dict(game.preset(preset).values) if preset else {}
        values.update(options or {})
        seats = default_seats(count, settings.player_name, settings.computer_level)
        window.start(TableSetup(game_id, count, values, seats, seed, preset))
    try:
        return app.exec()
    finally:
        shutdown_shared_pool()  # the search's worker processes end with the app
