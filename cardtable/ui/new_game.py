"""The new-game dialog, generated from the game's declared options.

Games declare their options as data (``OptionSpec``), so one dialog serves every
game: a checkbox for a yes/no option, a spin box for a number, a list for a
choice. The game itself says which combinations are invalid (``Game.resolve``
raises ValueError); the dialog shows that message and keeps OK disabled rather
than letting a game start that the rules would refuse.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.game import Game
from ..core.options import resolve_options
from .controller import MAX_HUMANS, TableSetup, shown_player_name
from .game_setup import (
    _CUSTOM,
    _STANDARD,
    COMPASS_NAMES,
    LEVEL_ALIASES,
    LEVEL_ORDER,
    _grey,
    _SeatRow,
    computer_levels,
    default_seat_names,
    level_label,
    parse_seed,
    pick_level,
    refusal_text,
    short_help,
    value_text,
)
from .i18n import tr, trn
from .new_game_panels import NewGamePanels
from .option_widgets import option_value, set_option_value
from .window_placement import fit_to_screen

# Names other modules and the tests import from here, wherever they now live.
__all__ = [
    "COMPASS_NAMES",
    "computer_levels",
    "default_seat_names",
    "LEVEL_ALIASES",
    "level_label",
    "LEVEL_ORDER",
    "NewGameDialog",
    "parse_seed",
    "pick_level",
    "refusal_text",
    "short_help",
    "value_text",
]


class NewGameDialog(NewGamePanels, QDialog):
    """Choose the rules, the players and (optionally) the deal, then start."""

    def __init__(
        self,
        game: Game,
        preset: str | None = None,
        player_name: str = "",
        default_level: str = "heuristic",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.game = game
        self.player_name = shown_player_name(player_name)
        self.levels = computer_levels()
        self.default_level = pick_level(default_level, self.levels)
        self.option_widgets: dict[str, QWidget] = {}
        self.seat_rows: list[_SeatRow] = []
        self._syncing = False
        name = tr(game.name)
        self.setWindowTitle(tr("New game: {game}", game=name))

        title = QLabel(name)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        about = _grey(QLabel(tr(game.description)))
        about.setWordWrap(True)

        # -- rules: preset and options -------------------------------------
        self.preset_combo = QComboBox()
        self.preset_combo.addItem(tr("Standard rules"), _STANDARD)
        for item in game.presets:
            self.preset_combo.addItem(tr(item.label), item.name)
        self.preset_combo.setAccessibleName(tr("Rules"))
        self.preset_about = _grey(QLabel())
        self.preset_about.setWordWrap(True)

        self.players_spin = QSpinBox()
        self.players_spin.setRange(game.min_players, game.max_players)
        self.players_spin.setValue(game.default_players)
        self.players_spin.setEnabled(game.min_players != game.max_players)
        self.players_spin.setAccessibleName(tr("Number of players"))
        players_help = tr("{low} to {high} players", low=game.min_players, high=game.max_players)
        if game.min_players == game.max_players:
            players_help = trn("Always {n} player", "Always {n} players", game.min_players)
        self.players_spin.setToolTip(players_help)

        top = QGridLayout()
        top.setColumnStretch(1, 1)
        preset_label = QLabel(tr("&Rules:"))
        preset_label.setBuddy(self.preset_combo)
        top.addWidget(preset_label, 0, 0)
        top.addWidget(self.preset_combo, 0, 1)
        top.addWidget(self.preset_about, 1, 1)
        players_label = QLabel(tr("&Players:"))
        players_label.setBuddy(self.players_spin)
        top.addWidget(players_label, 2, 0)
        players_row = QHBoxLayout()
        players_row.addWidget(self.players_spin)
        players_row.addWidget(_grey(QLabel(players_help)))
        players_row.addStretch(1)
        top.addLayout(players_row, 2, 1)

        # -- seats ----------------------------------------------------------
        self.seats_box = QGroupBox(tr("At the table"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setColumnStretch(1, 1)

        # -- deal number ------------------------------------------------------
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(tr("random"))
        self.seed_edit.setToolTip(tr("Type the number of an earlier deal to replay it; leave empty for a new deal."))
        self.seed_edit.setAccessibleName(tr("Deal number"))
        seed_row = QGridLayout()
        seed_row.setColumnStretch(1, 1)
        seed_label = QLabel(tr("&Deal number:"))
        seed_label.setBuddy(self.seed_edit)
        seed_row.addWidget(seed_label, 0, 0)
        seed_row.addWidget(self.seed_edit, 0, 1)
        seed_row.addWidget(_grey(QLabel(tr("Leave empty for a new deal; type a number to replay a deal."))), 1, 1)

        # -- options ------------------------------------------------------------
        options_box = QGroupBox(tr("Options"))
        options_layout = QVBoxLayout(options_box)
        if game.option_specs:
            options_layout.addWidget(self._options_panel(game.option_specs))
        else:
            options_layout.addWidget(_grey(QLabel(tr("This game has no options."))))

        # -- errors and buttons -------------------------------------------------
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        error_palette = self.error_label.palette()
        error_palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red)
        self.error_label.setPalette(error_palette)
        bold = QFont(self.error_label.font())
        bold.setBold(True)
        self.error_label.setFont(bold)
        self.error_label.hide()

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("&Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(self.seats_box)
        left.addLayout(seed_row)
        left.addStretch(1)

        body = QHBoxLayout()
        many_options = len(game.option_specs) > 4
        if many_options:
            body.addLayout(left, 5)
            body.addWidget(options_box, 6)
        else:
            left.insertWidget(2, options_box)
            body.addLayout(left)

        # The seats and options scroll when the screen is short (8 seats of
        # Oh Hell on a 1024×600 screen): title, errors and buttons stay in view.
        body_widget = QWidget()
        body_widget.setLayout(body)
        body_scroll = QScrollArea()
        body_scroll.setWidget(body_widget)
        body_scroll.setWidgetResizable(True)
        body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        body_scroll.setMinimumHeight(160)
        self.body_scroll = body_scroll
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(about)
        layout.addWidget(body_scroll, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.players_spin.valueChanged.connect(self._players_changed)
        self._rebuild_seats()
        if preset is not None:
            index = self.preset_combo.findData(preset)
            if index < 0:
                raise ValueError(f"{game.name} has no preset {preset!r}")
            self.preset_combo.setCurrentIndex(index)
        self._preset_chosen()
        self._wanted_width = 120 if many_options else 40
        self._sized = False
        self.resize(self.sizeHint())
        self._fit_screen()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Sized once shown, when the seats' and options' sizes are known:
        as big as they want (the scroll area's own hint is capped by Qt),
        then no bigger than the screen (_fit_screen)."""
        super().showEvent(event)
        if self._sized:
            return
        self._sized = True
        body = self.body_scroll.widget()
        assert body is not None
        extra = QSize(self.body_scroll.verticalScrollBar().sizeHint().width() + self._wanted_width, 0)
        around = self.size() - self.body_scroll.size()
        wanted = body.sizeHint() + around + extra
        self.resize(wanted.width(), min(wanted.height(), 760))
        self._fit_screen()

    def _fit_screen(self) -> None:
        """No taller or wider than the screen's free area (a 1024×600
        screen): the options scroll rather than push the buttons off it.
        Once shown, within it too: Qt placed it over the window at its
        first size, and grown wider from there its Start button was off
        the screen's right edge."""
        screen = self.screen()
        if screen is None:
            return
        room = screen.availableGeometry()
        frame = 40  # the window's title bar and borders
        self.resize(min(self.width(), room.width()), min(self.height(), room.height() - frame))
        if self.isVisible():  # not before: a dialog moved before it is shown is not centred over its window
            fit_to_screen(self)

    # -- reading and writing option values ------------------------------------
    def options(self) -> dict[str, Any]:
        """The option values as the widgets show them."""
        values: dict[str, Any] = {}
        for spec in self.game.option_specs:
            values[spec.name] = option_value(self.option_widgets[spec.name], spec)
        return values

    def set_options(self, values: Mapping[str, Any]) -> None:
        """Show these values (defaults for the rest); unknown names are ignored."""
        known = {spec.name for spec in self.game.option_specs}
        try:
            resolved = resolve_options(self.game.option_specs, {k: v for k, v in values.items() if k in known})
        except ValueError:
            resolved = resolve_options(self.game.option_specs)
        self._syncing = True
        try:
            for spec in self.game.option_specs:
                set_option_value(self.option_widgets[spec.name], spec, resolved[spec.name])
        finally:
            self._syncing = False
        self._options_changed()

    def set_players(self, players: int) -> None:
        self.players_spin.setValue(players)

    def players(self) -> int:
        return self.players_spin.value()

    def preset(self) -> str | None:
        """The preset whose values the options match now (None: standard or custom)."""
        data = self.preset_combo.currentData()
        return None if data in (_STANDARD, _CUSTOM) else data

    # -- reacting to changes ---------------------------------------------------
    def _preset_chosen(self) -> None:
        data = self.preset_combo.currentData()
        if self._syncing or data == _CUSTOM:
            self._validate()
            return
        values = {} if data == _STANDARD else dict(self.game.preset(data).values)
        description = "" if data == _STANDARD else tr(self.game.preset(data).description)
        self.preset_about.setText(description)
        self.preset_about.setVisible(bool(description))
        self.set_options(values)

    def _options_changed(self) -> None:
        if self._syncing:
            return
        self._match_preset()
        self._validate()

    def _match_preset(self) -> None:
        """Point the preset combo at the preset these values are, or at "Custom"."""
        current = self.options()
        candidates: list[tuple[str, Mapping[str, Any]]] = [(_STANDARD, {})]
        candidates += [(item.name, item.values) for item in self.game.presets]
        match = _CUSTOM
        for name, values in candidates:
            try:
                if resolve_options(self.game.option_specs, values) == current:
                    match = name
                    break
            except ValueError:
                continue
        custom_index = self.preset_combo.findData(_CUSTOM)
        self._syncing = True
        try:
            if match == _CUSTOM:
                if custom_index < 0:
                    self.preset_combo.addItem(tr("Custom rules"), _CUSTOM)
                    custom_index = self.preset_combo.count() - 1
                self.preset_combo.setCurrentIndex(custom_index)
                self.preset_about.setText(tr("Your own choice of options."))
                self.preset_about.show()
            else:
                self.preset_combo.setCurrentIndex(self.preset_combo.findData(match))
                if custom_index >= 0:
                    self.preset_combo.removeItem(custom_index)
                description = "" if match == _STANDARD else tr(self.game.preset(match).description)
                self.preset_about.setText(description)
                self.preset_about.setVisible(bool(description))
        finally:
            self._syncing = False

    def _players_changed(self) -> None:
        self._rebuild_seats()
        self._validate()

    def _validate(self) -> bool:
        """Ask the game whether these options and players fit together, and
        check that one seat at most is a human's (the table has one view)."""
        try:
            self.game.resolve(self.players(), self.options())
        except ValueError as error:
            self.error_label.setText(tr("⚠ Cannot start: {reason}", reason=refusal_text(error)))
            self.error_label.show()
            self.ok_button.setEnabled(False)
            return False
        if sum(seat.is_human for seat in self.seats()) > MAX_HUMANS:
            self.error_label.setText(tr("⚠ Cannot start: only one seat can be played by a human."))
            self.error_label.show()
            self.ok_button.setEnabled(False)
            return False
        self.error_label.hide()
        self.error_label.clear()
        self.ok_button.setEnabled(True)
        return True

    def error_text(self) -> str:
        """The message shown when the options are refused ("" when they are fine)."""
        return self.error_label.text() if not self.error_label.isHidden() else ""

    # -- the result ----------------------------------------------------------------
    def setup(self) -> TableSetup:
        """What the player chose; options are complete (defaults filled in)."""
        players = self.players()
        options = self.game.resolve(players, self.options())
        return TableSetup(
            game_id=self.game.id,
            players=players,
            options=options,
            seats=self.seats(),
            seed=parse_seed(self.seed_edit.text()),
            preset=self.preset(),
        )

    def accept(self) -> None:
        if self._validate():
            super().accept()
