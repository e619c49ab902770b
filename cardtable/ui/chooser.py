"""The game chooser: every game once, with a preview picture, and its presets.

A game's presets (Barbu's "Start at…" variants, "Crazy Eights with action
cards") are chosen under the list, in the "Rules" box of the game selected,
so that one game is one entry; searching for a preset's words finds its game
with that preset chosen. The list opens at once: the preview pictures (a real
deal of that game, seat 0's hand fanned on felt, each game dealt its own) are
drawn one at a time from the event loop after the widget is shown, and cached.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QObject,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QKeyEvent,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.game import Game
from ..core.i18n import N_
from ..core.registry import all_games
from .chooser_delegate import (
    _DESCRIPTION_ROLE,
    _DETAILS_ROLE,
    _KEY_ROLE,
    _EntryDelegate,
)
from .chooser_preview import PreviewPainter, _felt_pixmap
from .i18n import tr, trn

if TYPE_CHECKING:  # the decks are loaded only when a preview is drawn
    from .card_themes import CardRenderer

#: Family ids as a player reads them (translated when shown); unknown
#: families show capitalised.
FAMILY_LABELS: dict[str, str] = {
    "tricks": N_("Trick-taking"),
    "shedding": N_("Shedding"),
    "adders": N_("Adding"),
    "layout": N_("Layout"),
    "fishing": N_("Fishing"),
    "luck": N_("Luck"),
    "banking": N_("Banking"),
}


def family_label(family: str) -> str:
    return tr(FAMILY_LABELS.get(family, family.replace("_", " ").capitalize()))


@dataclass(frozen=True)
class ChooserEntry:
    """One line of the chooser: a game, or one of its presets. ``title`` and
    ``description`` are in the player's language."""

    game: Game
    preset: str | None
    title: str
    description: str

    @property
    def key(self) -> str:
        """``game_id`` or ``game_id:preset``: what ``recent`` lists."""
        return self.game.id if self.preset is None else f"{self.game.id}:{self.preset}"

    def players_text(self) -> str:
        low, high = self.game.min_players, self.game.max_players
        if low == high:
            return trn("{n} player", "{n} players", low)
        return tr("{low}–{high} players", low=low, high=high)

    def details_text(self, recent: bool = False) -> str:
        """The grey line under the title: players and family (and "played recently")."""
        players, family = self.players_text(), family_label(self.game.family)
        if recent:
            return tr("{players} · {family} · played recently", players=players, family=family)
        return tr("{players} · {family}", players=players, family=family)


def build_entries(games: Iterable[Game]) -> list[ChooserEntry]:
    """One entry for each game (its presets are chosen under the list), in
    the player's language (names and descriptions come from the core marked)."""
    return [ChooserEntry(game, None, tr(game.name), tr(game.description)) for game in games]


def preset_words(game: Game, preset_name: str) -> str:
    """What a search may match in a preset: its label and description, in
    the player's language and in English."""
    preset = game.preset(preset_name)
    return " ".join((tr(preset.label), tr(preset.description), preset.label, preset.description))


def recent_game(key: str) -> str:
    """The game of a ``recent`` key (``game_id`` or ``game_id:preset``)."""
    return key.split(":", 1)[0]


def recent_presets(recent: Sequence[str]) -> dict[str, str]:
    """Each game's most recent preset, from ``recent`` keys ``game_id:preset``."""
    chosen: dict[str, str] = {}
    for key in recent:
        game_id, _, preset = key.partition(":")
        if preset and game_id not in chosen:
            chosen[game_id] = preset
    return chosen


def order_entries(entries: Sequence[ChooserEntry], recent: Sequence[str]) -> list[ChooserEntry]:
    """Recent games first (most recent first), then the rest alphabetically.

    ``recent`` holds entry keys: a game id, or ``"game_id:preset"`` (a preset
    played lifts its game).
    """
    rank: dict[str, int] = {}
    for position, key in enumerate(recent):
        rank.setdefault(recent_game(key), position)
    first = sorted((e for e in entries if e.game.id in rank), key=lambda e: rank[e.game.id])
    rest = sorted((e for e in entries if e.game.id not in rank), key=lambda e: e.title.casefold())
    return first + rest


# --------------------------------------------------------------------------
# The list


class GameChooser(QWidget):
    """Pick a game, and one of its presets in the Rules box under the list;
    emits ``chosen(game_id, preset_name_or_None)``."""

    chosen = Signal(str, object)
    back_requested = Signal()  # the Back button: to the match in progress

    def __init__(
        self,
        games: Mapping[str, Game] | Iterable[Game] | None = None,
        recent: Sequence[str] = (),
        parent: QWidget | None = None,
        renderer: CardRenderer | None = None,
    ):
        super().__init__(parent)
        self._renderer = renderer  # a CardRenderer; None: the built-in deck
        if isinstance(games, Mapping):
            game_list = list(games.values())
        elif games is None:
            game_list = list(all_games().values())
        else:
            game_list = list(games)
            if game_list and all(isinstance(item, str) for item in game_list):
                recent, game_list = game_list, list(all_games().values())  # recent given first
        self.recent = list(recent)
        self._entries = order_entries(build_entries(game_list), self.recent)
        # The preset chosen for each game (none: its standard rules), at first the last played.
        self._preset_for: dict[str, str | None] = {
            game_id: preset
            for game_id, preset in recent_presets(self.recent).items()
            if any(e.game.id == game_id and preset in {p.name for p in e.game.presets} for e in self._entries)
        }
        self._previews: dict[str, QPixmap] = {}
        self._painter: PreviewPainter | None = None
        self._preview_queue: list[int] = []
        self._shown_once = False
        self._preview_timer = QTimer(self)
        self._preview_timer.setInterval(0)
        self._preview_timer.timeout.connect(self._render_next_preview)

        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(tr("Search games"))

        self.family = QComboBox()
        self.family.addItem(tr("All families"), "")  # never None: see new_game._STANDARD
        for family in sorted({entry.game.family for entry in self._entries}, key=family_label):
            self.family.addItem(family_label(family), family)
        self.family.setAccessibleName(tr("Family"))

        self.players = QSpinBox()
        self.players.setRange(0, max((e.game.max_players for e in self._entries), default=8))
        self.players.setSpecialValueText(tr("any"))
        self.players.setValue(0)
        self.players.setAccessibleName(tr("Number of players"))

        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        family_label_widget = QLabel(tr("&Family:"))
        family_label_widget.setBuddy(self.family)
        filters.addWidget(family_label_widget)
        filters.addWidget(self.family)
        players_label = QLabel(tr("P&layers:"))
        players_label.setBuddy(self.players)
        filters.addWidget(players_label)
        filters.addWidget(self.players)

        self.list = QListWidget()
        self.list.setItemDelegate(_EntryDelegate(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setUniformItemSizes(True)
        self.list.setAccessibleName(tr("Games"))
        self.list.installEventFilter(self)
        # Every item holds a picture from the start (plain felt until its
        # preview is drawn): reading an empty role gives None, and PySide6 6.12
        # on Python 3.11 loses a reference to None each time it does.
        placeholder = _felt_pixmap(self.devicePixelRatioF())
        for entry in self._entries:
            item = QListWidgetItem(entry.title)
            item.setData(Qt.ItemDataRole.DecorationRole, placeholder)
            item.setData(_KEY_ROLE, entry.key)
            item.setData(_DETAILS_ROLE, entry.details_text(recent=entry.key in self.recent))
            item.setData(_DESCRIPTION_ROLE, entry.description)
            item.setToolTip(entry.description)
            self.list.addItem(item)

        self.empty = QLabel(tr("No game matches these filters."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.hide()

        self.rules = QComboBox()  # the selected game's presets
        self.rules.setAccessibleName(tr("Rules"))
        self.rules.installEventFilter(self)
        rules_label = QLabel(tr("&Rules:"))
        rules_label.setBuddy(self.rules)
        rules_line = QHBoxLayout()
        rules_line.addWidget(rules_label)
        rules_line.addWidget(self.rules, 1)

        self.play = QPushButton(tr("&Play"))
        self.play.setDefault(True)
        self.play.clicked.connect(self._emit_current)
        self.back = QPushButton(tr("&Back to the match"))
        self.back.clicked.connect(self.back_requested)
        self.back.hide()  # shown by set_back_enabled when there is a match to go back to
        buttons = QHBoxLayout()
        buttons.addWidget(self.back)
        buttons.addStretch(1)
        buttons.addWidget(self.play)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addLayout(rules_line)
        layout.addLayout(buttons)

        self.search.textChanged.connect(self._apply_filters)
        self.family.currentIndexChanged.connect(self._apply_filters)
        self.players.valueChanged.connect(self._apply_filters)
        self.list.itemDoubleClicked.connect(lambda _item: self._emit_current())
        self.list.currentRowChanged.connect(self._update_play)
        self.rules.currentIndexChanged.connect(self._rules_chosen)
        self.setFocusProxy(self.list)
        self.setWindowTitle(tr("Choose a game"))
        self._apply_filters()

    # -- what the lead's code and the tests read ---------------------------
    def entries(self, visible_only: bool = True) -> list[tuple[str, str | None]]:
        """(game id, preset chosen for it) of the entries in display order."""
        return [
            (entry.game.id, self._preset_for.get(entry.game.id))
            for row, entry in enumerate(self._entries)
            if not (visible_only and self.list.item(row).isHidden())
        ]

    def presets(self) -> list[str | None]:
        """What the Rules box offers for the selected game (None: standard rules)."""
        return [self.rules.itemData(i) or None for i in range(self.rules.count())]

    def titles(self, visible_only: bool = True) -> list[str]:
        return [
            entry.title
            for row, entry in enumerate(self._entries)
            if not (visible_only and self.list.item(row).isHidden())
        ]

    def current(self) -> tuple[str, str | None] | None:
        row = self.list.currentRow()
        if row < 0 or self.list.item(row).isHidden():
            return None
        game_id = self._entries[row].game.id
        return game_id, self._preset_for.get(game_id)

    def select(self, game_id: str, preset: str | None = None) -> bool:
        """Make a game current (if it is visible) with ``preset`` in its Rules
        box; True when it is (a preset the game lacks: False)."""
        for row, entry in enumerate(self._entries):
            if entry.game.id == game_id and not self.list.item(row).isHidden():
                if preset is not None and preset not in {p.name for p in entry.game.presets}:
                    return False
                self._preset_for[game_id] = preset
                self.list.setCurrentRow(row)
                self._update_play()
                return True
        return False

    def set_back_enabled(self, enabled: bool) -> None:
        """Show the Back button (a match is in progress) or hide it."""
        self.back.setVisible(enabled)

    def set_filters(self, family: str | None = None, players: int = 0, text: str = "") -> None:
        index = self.family.findData(family or "")
        self.family.setCurrentIndex(max(index, 0))
        self.players.setValue(players)
        self.search.setText(text)

    def preview(self, game_id: str, preset: str | None = None) -> QPixmap:
        """The preview picture of a game, or of one of its presets (drawn now
        if it is not cached)."""
        for row, entry in enumerate(self._entries):
            if entry.game.id == game_id and preset is None:
                self._render_preview(row)
                return self._previews[entry.key]
            if entry.game.id == game_id and preset in {p.name for p in entry.game.presets}:
                chosen = ChooserEntry(entry.game, preset, entry.title, entry.description)
                if chosen.key not in self._previews:
                    self._previews[chosen.key] = self._preview_painter().preview(chosen)
                return self._previews[chosen.key]
        raise KeyError((game_id, preset))

    def render_all_previews(self) -> None:
        for row in range(len(self._entries)):
            self._render_preview(row)

    # -- filtering ----------------------------------------------------------
    def _matches(self, entry: ChooserEntry) -> bool:
        """Whether the filters let ``entry`` show. Words found only in one of
        its presets show the game with that preset chosen."""
        family = self.family.currentData()
        if family and entry.game.family != family:
            return False
        players = self.players.value()
        if players and not entry.game.min_players <= players <= entry.game.max_players:
            return False
        words = self.search.text().casefold().split()
        # The player's words, and the English names too (rules, friends and
        # the web call the games by them).
        haystack = " ".join((entry.title, tr(entry.game.name), entry.description, entry.game.name)).casefold()
        if all(word in haystack for word in words):
            return True
        for preset in entry.game.presets:
            found = f"{haystack} {preset_words(entry.game, preset.name).casefold()}"
            if all(word in found for word in words):
                self._preset_for[entry.game.id] = preset.name
                return True
        return False

    def _apply_filters(self) -> None:
        first_visible = -1
        for row, entry in enumerate(self._entries):
            hidden = not self._matches(entry)
            self.list.item(row).setHidden(hidden)
            if not hidden and first_visible < 0:
                first_visible = row
        current = self.list.currentRow()
        if current < 0 or self.list.item(current).isHidden():
            self.list.setCurrentRow(first_visible)
        self.empty.setVisible(first_visible < 0)
        self._update_play()

    def _update_play(self) -> None:
        self.play.setEnabled(self.current() is not None)
        self._fill_rules()

    def _fill_rules(self) -> None:
        """The Rules box offers the selected game's standard rules and presets,
        with the one chosen for it current."""
        current = self.current()
        row = self.list.currentRow()
        game = self._entries[row].game if current is not None else None
        with QSignalBlocker(self.rules):
            self.rules.clear()
            self.rules.addItem(tr("Standard rules"), "")
            for preset in game.presets if game is not None else ():
                self.rules.addItem(tr(preset.label), preset.name)
                self.rules.setItemData(self.rules.count() - 1, tr(preset.description), Qt.ItemDataRole.ToolTipRole)
            chosen = self._preset_for.get(game.id) if game is not None else None
            self.rules.setCurrentIndex(max(self.rules.findData(chosen or ""), 0))
        self.rules.setEnabled(self.rules.count() > 1)

    def _rules_chosen(self, index: int) -> None:
        current = self.current()
        if current is not None:
            self._preset_for[current[0]] = self.rules.itemData(index) or None

    # -- choosing -------------------------------------------------------------
    def _emit_current(self) -> None:
        current = self.current()
        if current is not None:
            self.chosen.emit(current[0], current[1])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in (self.list, self.rules) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._emit_current()
                return True
        return super().eventFilter(watched, event)

    # -- previews, drawn lazily ----------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.list.setFocus()  # arrows and Enter work at once; Tab reaches the filters
        missing = [row for row, entry in enumerate(self._entries) if entry.key not in self._previews]
        if missing:
            self._preview_queue = missing
            self._preview_timer.start()

    def _render_next_preview(self) -> None:
        # Rows in display order: the top of the list, which the player sees, comes first.
        while self._preview_queue:
            row = self._preview_queue.pop(0)
            if self._entries[row].key not in self._previews:
                self._render_preview(row)
                return
        self._preview_timer.stop()

    def _render_preview(self, row: int) -> None:
        entry = self._entries[row]
        if entry.key in self._previews:
            return
        pixmap = self._preview_painter().preview(entry)
        self._previews[entry.key] = pixmap
        self.list.item(row).setData(Qt.ItemDataRole.DecorationRole, pixmap)

    def _preview_painter(self) -> PreviewPainter:
        if self._painter is None:
            self._painter = PreviewPainter(self._renderer, dpr=self.devicePixelRatioF())
        return self._painter

    def sizeHint(self) -> QSize:
        return QSize(680, 620)
