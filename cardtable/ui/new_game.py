"""The new-game dialog, generated from the game's declared options.

Games declare their options as data (``OptionSpec``), so one dialog serves every
game: a checkbox for a yes/no option, a spin box for a number, a list for a
choice. The game itself says which combinations are invalid (``Game.resolve``
raises ValueError); the dialog shows that message and keeps OK disabled rather
than letting a game start that the rules would refuse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QPalette
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
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..ai import agents
from ..core.game import Game
from ..core.i18n import N_, translate
from ..core.options import OptionSpec, resolve_options
from ..core.reasons import Reason
from .controller import COMPUTER_KIND, HUMAN_KIND, MAX_HUMANS, SeatSetup, TableSetup, shown_player_name
from .i18n import tr, trn
from .option_widgets import option_value, option_widget, set_option_value

#: Weakest first, when the agents module lists no LEVELS of its own.
LEVEL_ORDER: dict[str, int] = {"random": 0, "easy": 1, "normal": 2, "heuristic": 2, "hard": 3, "expert": 4}

#: Names of the same player: a saved setting may use either.
LEVEL_ALIASES: dict[str, str] = {"heuristic": "normal", "normal": "heuristic"}

#: Opponents' names at a four-player table: the seats to your left, across and right.
COMPASS_NAMES: tuple[str, ...] = (N_("West"), N_("North"), N_("East"))

# The preset combo's data are always strings: PySide6 6.12 on Python 3.11
# drops a reference to None each time None crosses into or out of Qt.
_STANDARD = ""  # the preset combo's "Standard rules" entry
_CUSTOM = "\x00custom"  # the preset combo's "Custom rules" entry


def level_label(level: str) -> str:
    return tr(agents.LEVEL_LABELS.get(level, level.replace("_", " ").capitalize()))


def computer_levels() -> list[str]:
    """The levels a player chooses from, weakest first: ``agents.LEVELS`` when
    the agents module lists them, else every name of AGENT_NAMES."""
    levels = getattr(agents, "LEVELS", None)
    if levels:
        return list(levels)
    position = {name: n for n, name in enumerate(agents.AGENT_NAMES)}
    return sorted(agents.AGENT_NAMES, key=lambda name: (LEVEL_ORDER.get(name, 100), position[name]))


def pick_level(wanted: str, levels: list[str]) -> str:
    """``wanted`` if offered, else its alias, else the middle of the list."""
    if wanted in levels:
        return wanted
    alias = LEVEL_ALIASES.get(wanted)
    if alias in levels:
        return alias  # type: ignore[return-value]
    return levels[min(1, len(levels) - 1)]


def default_seat_names(players: int, player_name: str) -> list[str]:
    """Seat 0 is the player; opponents get compass names at four, else numbers."""
    if players == 4:
        others = [tr(name) for name in COMPASS_NAMES]
    elif players == 2:
        others = [tr("Computer")]
    else:
        others = [tr("Computer {n}", n=n) for n in range(1, players)]
    return [player_name] + others


def parse_seed(text: str) -> int | str | None:
    """A deal number: digits give an int, other text stays text, empty is random."""
    text = text.strip()
    if not text:
        return None
    return int(text) if text.isdigit() else text


def value_text(spec: OptionSpec, value: Any) -> str:
    """An option's value as a player reads it, in their language (used by the
    rules browser and the score sheets too)."""
    if spec.kind == "bool":
        return tr("Yes") if value else tr("No")
    if spec.kind == "choice" and spec.choice_labels and value in spec.choices:
        return tr(spec.choice_labels[spec.choices.index(value)])
    if isinstance(value, int) and not spec.seat:
        return QLocale().toString(value)
    return str(value)


def refusal_text(error: Exception) -> str:
    """Why the rules refuse these options, in the player's language when the
    core said it with a Reason (an error with a ``reason``), as the clause it
    is after "Cannot start:" (lower case when its template starts so)."""
    reason = getattr(error, "reason", None)
    if reason is None and error.args and isinstance(error.args[0], Reason):
        reason = error.args[0]
    if not isinstance(reason, Reason):
        return str(error)
    text = reason.text()
    first = translate(reason.template)[:1]
    return text[:1].lower() + text[1:] if first.isalpha() and first.islower() else text


def short_help(text: str, limit: int = 110) -> str:
    """The first sentence of an option's help, for the grey line under it (the
    whole text is the tooltip): long quotes from the rule texts would turn the
    dialog into a page of prose."""
    text = " ".join(text.split())
    end = re.search(r"[.!?][\"”')]?(\s|$)", text)
    if end is not None:
        text = text[: end.end()].strip()
    if len(text) > limit:
        cut = text.rfind(" ", 0, limit - 1)
        text = text[: cut if cut > 0 else limit - 1].rstrip(" ,;:") + "…"
    if text.count('"') % 2:
        text += '"'  # the sentence ended inside a quotation
    return text


def _grey(label: QLabel) -> QLabel:
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


@dataclass
class _SeatRow:
    name: QLineEdit
    kind: QComboBox
    level: QComboBox
    default_name: str

    def seat(self) -> SeatSetup:
        name = self.name.text().strip() or self.default_name
        return SeatSetup(name, self.kind.currentData(), self.level.currentData())


class NewGameDialog(QDialog):
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

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(about)
        layout.addLayout(body, 1)
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
        self.resize(self.sizeHint().width() + (120 if many_options else 40), min(self.sizeHint().height(), 760))

    # -- the options panel ---------------------------------------------------
    def _options_panel(self, specs: tuple[OptionSpec, ...]) -> QWidget:
        panel = QWidget()
        grid = QGridLayout(panel)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(2)
        row = 0
        for spec in specs:
            widget = option_widget(spec, self._options_changed)
            self.option_widgets[spec.name] = widget
            if spec.kind == "bool":
                grid.addWidget(widget, row, 0, 1, 2)
            else:
                label = QLabel(tr("{option}:", option=tr(spec.label)))
                label.setBuddy(widget)
                label.setToolTip(tr(spec.help))
                grid.addWidget(label, row, 0)
                holder = QHBoxLayout()
                holder.addWidget(widget)
                holder.addStretch(1)
                grid.addLayout(holder, row, 1)
            row += 1
            if spec.help:
                help_text = tr(spec.help)
                help_label = _grey(QLabel(short_help(help_text)))
                help_label.setWordWrap(True)
                help_label.setToolTip(help_text)
                small = QFont(help_label.font())
                small.setPointSizeF(small.pointSizeF() * 0.9)
                help_label.setFont(small)
                help_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
                help_label.setContentsMargins(0, 0, 0, 6)
                grid.addWidget(help_label, row, 0, 1, 2)
                row += 1
        grid.setRowStretch(row, 1)
        if len(specs) <= 4:
            return panel
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(400)
        scroll.setMinimumHeight(min(panel.sizeHint().height() + 40, 540))
        return scroll

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

    # -- seats -------------------------------------------------------------------
    def _rebuild_seats(self) -> None:
        """One row per seat; names and choices the player changed survive."""
        players = self.players()
        old = [(row.name.text(), row.kind.currentData(), row.level.currentData(), row.default_name)
               for row in self.seat_rows]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.seat_rows = []
        names = default_seat_names(players, self.player_name)
        header_name = _grey(QLabel(tr("Name")))
        header_kind = _grey(QLabel(tr("Player")))
        header_level = _grey(QLabel(tr("Computer level")))
        self.seats_grid.addWidget(header_name, 0, 1)
        self.seats_grid.addWidget(header_kind, 0, 2)
        self.seats_grid.addWidget(header_level, 0, 3)
        for seat in range(players):
            number = _grey(QLabel(QLocale().toString(seat + 1)))
            name = QLineEdit(names[seat])
            name.setAccessibleName(tr("Name of seat {n}", n=seat + 1))
            kind = QComboBox()
            kind.addItem(tr("Human"), HUMAN_KIND)
            kind.addItem(tr("Computer"), COMPUTER_KIND)
            kind.setAccessibleName(tr("Seat {n} is played by", n=seat + 1))
            level = QComboBox()
            for agent in self.levels:
                level.addItem(level_label(agent), agent)
            level.setAccessibleName(tr("Computer level of seat {n}", n=seat + 1))
            kind.setCurrentIndex(0 if seat == 0 else 1)
            level.setCurrentIndex(self.levels.index(self.default_level))
            if seat < len(old):
                old_name, old_kind, old_level, old_default = old[seat]
                if old_name.strip() and old_name != old_default:
                    name.setText(old_name)
                kind.setCurrentIndex(kind.findData(old_kind))
                level.setCurrentIndex(max(level.findData(old_level), 0))
            row = _SeatRow(name, kind, level, names[seat])
            level.setEnabled(kind.currentData() == COMPUTER_KIND)
            kind.currentIndexChanged.connect(lambda _i, r=row: r.level.setEnabled(r.kind.currentData() == COMPUTER_KIND))
            kind.currentIndexChanged.connect(self._validate)
            self.seats_grid.addWidget(number, seat + 1, 0)
            self.seats_grid.addWidget(name, seat + 1, 1)
            self.seats_grid.addWidget(kind, seat + 1, 2)
            self.seats_grid.addWidget(level, seat + 1, 3)
            self.seat_rows.append(row)

    def seats(self) -> list[SeatSetup]:
        return [row.seat() for row in self.seat_rows]

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
