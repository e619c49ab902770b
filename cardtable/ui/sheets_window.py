"""The score sheets window: every kept sheet, and one of them open.

Left, the list of every sheet in the store (the game, the players, the
date, who leads or who won, and whether the match was played in the app or
kept by hand for a game with real cards), filtered by where it came from.
Right, the chosen sheet drawn by a ``SheetView`` with the buttons to add,
correct and delete hands, undo and redo, export, print and delete the
sheet.

Every change goes to the store at once (nothing is held only in memory),
and the sheet is then read back from the store and drawn again from its
rows, so what is shown is always what is kept. Only the changed sheet is
read back: its entry moves to its place in the list (``refresh_sheet``).
The list (``sheet_list.SheetListModel``) reads no sheet's rows to open,
and is read again only when the store was changed elsewhere (``reload``),
so thousands of sheets cost no more than a few. Undo and redo are a stack
of store operations, each with its inverse (``sheets.commands``): appending
a row is undone by deleting it, deleting a sheet by restoring it. Each names
the row it changes by its id and the entry it expects there, so when another
copy of the app changed the sheet meanwhile the change is refused, said, and
the sheet read again, rather than made to someone else's hand.

Run ``python -m cardtable.ui.sheets_window --shots DIR`` to render the
window and the hand form with Barbu's worked example to PNG files.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QGuiApplication, QKeySequence, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..core.options import OptionSpec
from ..sheets.commands import (
    AppendRow,
    Command,
    CommandStack,
    CreateSheet,
    DeleteSheet,
    RenameSheet,
    ReplaceRow,
    delete_row,
)
from ..sheets.model import Derived, Sheet, SheetKind, comma_text, names_text
from ..storage.atomic import document_mode, write_atomic
from ..storage.sheet_store import SheetChanged, SheetDamaged
from . import sheet_print
from .i18n import said, tr, trn
from .option_widgets import option_value, option_widget, set_seat_names
from .sheet_entry import RowEntryForm
from .sheet_list import ID_ROLE, SheetList, SheetListModel
from .sheet_view import SheetView, number_text

#: The list's filter: all sheets, those kept by hand, those played in the app.
SOURCES = ("", "manual", "played")


def source_text(source: str) -> str:
    return tr("played in the app") if source == "played" else tr("kept by hand")


def separated(parts: Sequence[str]) -> str:
    """Facts about a sheet on one line, "a · b · c" (the separator is the
    translator's to change); empty parts are left out."""
    parts = [part for part in parts if part]
    line = parts[0] if parts else ""
    for part in parts[1:]:
        line = tr("{facts} · {fact}", facts=line, fact=part)
    return line


def hands_text(hands: int) -> str:
    return trn("{n} hand", "{n} hands", hands, n=number_text(hands))


def date_text(stamp: str) -> str:
    """A stored time stamp as the player's locale writes a short date
    ("12/05/2025" in French, "5/12/25" in American English)."""
    if not stamp:
        return ""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        moment = QDateTime.fromString(stamp[:19], "yyyy-MM-dd HH:mm:ss")
    if not moment.isValid():
        return stamp[:10]
    return QLocale().toString(moment.toLocalTime().date(), QLocale.FormatType.ShortFormat)


def _grey(label: QLabel) -> QLabel:
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


# ---------------------------------------------------------------------------
# New sheet


class NewSheetDialog(QDialog):
    """Choose the game (the sheet kind), the players' names, the options and
    a title. OK stays disabled while the kind refuses the choice."""

    def __init__(self, kinds: Sequence[SheetKind], parent: QWidget | None = None, kind_id: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("New score sheet"))
        self.kinds = list(kinds)
        self.name_edits: list[QLineEdit] = []
        self.option_widgets: dict[str, QWidget] = {}

        self.kind_combo = QComboBox()
        for kind in self.kinds:
            self.kind_combo.addItem(tr(kind.name), kind.id)
        self.kind_combo.setAccessibleName(tr("Game"))
        self.title_edit = QLineEdit()
        self.title_edit.setAccessibleName(tr("Title"))
        self.players_spin = QSpinBox()
        self.players_spin.setAccessibleName(tr("Number of players"))
        self.players_help = _grey(QLabel())

        form = QGridLayout()
        form.setColumnStretch(1, 1)
        for row, (text, widget) in enumerate(
            ((tr("&Game:"), self.kind_combo), (tr("&Title:"), self.title_edit), (tr("&Players:"), self.players_spin))
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            form.addWidget(label, row, 0)
            if widget is self.players_spin:
                line = QHBoxLayout()
                line.addWidget(widget)
                line.addWidget(self.players_help)
                line.addStretch(1)
                form.addLayout(line, row, 1)
            else:
                form.addWidget(widget, row, 1)

        self.names_box = QGroupBox(tr("Names"))
        self.names_grid = QGridLayout(self.names_box)
        self.names_grid.setColumnStretch(1, 1)
        self.options_box = QGroupBox(tr("Options"))
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_panel: QWidget | None = None

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        bold = QFont(self.error_label.font())
        bold.setBold(True)
        self.error_label.setFont(bold)
        self.error_label.setAccessibleName(tr("What is wrong"))

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("&Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.names_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.players_spin.valueChanged.connect(self._players_changed)
        if kind_id is not None and self.kind_combo.findData(kind_id) >= 0:
            self.kind_combo.setCurrentIndex(self.kind_combo.findData(kind_id))
        self._kind_chosen()
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())

    @property
    def kind(self) -> SheetKind:
        return self.kinds[max(self.kind_combo.currentIndex(), 0)]

    def _kind_chosen(self) -> None:
        kind = self.kind
        self.title_edit.setPlaceholderText(tr(kind.name))
        self.players_spin.blockSignals(True)
        self.players_spin.setRange(kind.min_players, kind.max_players)
        default = getattr(kind, "default_players", None) or min(max(4, kind.min_players), kind.max_players)
        self.players_spin.setValue(default)
        self.players_spin.setEnabled(kind.min_players != kind.max_players)
        self.players_spin.blockSignals(False)
        low, high = number_text(kind.min_players), number_text(kind.max_players)
        if kind.column_noun == "partnership":
            if kind.min_players == kind.max_players:
                text = tr("always {n} partnerships", n=low)
            else:
                text = tr("{low} to {high} partnerships", low=low, high=high)
        elif kind.min_players == kind.max_players:
            text = tr("always {n} players", n=low)
        else:
            text = tr("{low} to {high} players", low=low, high=high)
        self.players_help.setText(text)
        self._build_options(kind.option_specs)
        self._players_changed()

    def _players_changed(self) -> None:
        old = [edit.text() for edit in self.name_edits]
        while self.names_grid.count():
            item = self.names_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.name_edits = []
        partnership = self.kind.column_noun == "partnership"
        for n in range(self.players_spin.value()):
            edit = QLineEdit(old[n] if n < len(old) else "")
            number = number_text(n + 1)
            edit.setPlaceholderText(tr("Team {n}", n=number) if partnership else tr("Player {n}", n=number))
            edit.setAccessibleName(tr("Name {n}", n=number))
            edit.textChanged.connect(self._validate)
            self.names_grid.addWidget(_grey(QLabel(number)), n, 0)
            self.names_grid.addWidget(edit, n, 1)
            self.name_edits.append(edit)
        self._validate()

    def _build_options(self, specs: Sequence[OptionSpec]) -> None:
        from .new_game import short_help

        if self.options_panel is not None:
            self.options_layout.removeWidget(self.options_panel)
            self.options_panel.hide()
            self.options_panel.deleteLater()
        self.option_widgets = {}
        panel = QWidget()
        grid = QGridLayout(panel)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        row = 0
        for spec in specs:
            widget = option_widget(spec, self._validate, self.names() if spec.seat else None)
            self.option_widgets[spec.name] = widget
            if spec.kind == "bool":
                grid.addWidget(widget, row, 0, 1, 2)
            else:
                label = QLabel(tr("{label}:", label=tr(spec.label)))
                label.setBuddy(widget)
                grid.addWidget(label, row, 0)
                grid.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignLeft)
            row += 1
            if spec.help:
                help_text = tr(spec.help)
                help_label = _grey(QLabel(short_help(help_text)))
                help_label.setWordWrap(True)
                help_label.setToolTip(help_text)
                grid.addWidget(help_label, row, 0, 1, 2)
                row += 1
        if not specs:
            grid.addWidget(_grey(QLabel(tr("This sheet has no options."))), 0, 0)
        self.options_panel = panel
        self.options_layout.addWidget(panel)

    # -- what was chosen -----------------------------------------------------------
    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for spec in self.kind.option_specs:
            values[spec.name] = option_value(self.option_widgets[spec.name], spec)
        return values

    def names(self) -> list[str]:
        return [edit.text().strip() or edit.placeholderText() for edit in self.name_edits]

    def set_names(self, names: Sequence[str]) -> None:
        self.players_spin.setValue(len(names))
        for edit, name in zip(self.name_edits, names):
            edit.setText(name)

    def problem(self) -> str:
        """Why the sheet cannot be made ("" when it can)."""
        from ..sheets.common import name_problems

        names = self.names()
        typed = name_problems(names)
        if typed:  # a pasted line break or tab: refused, said, never stripped unseen
            return said(typed[0])
        folded = [name.casefold() for name in names]
        if len(set(folded)) != len(folded):
            return tr("Two columns have the same name.")
        try:
            self.kind.resolve(len(names), self.options())
        except ValueError as error:
            return said(error)
        return ""

    def _validate(self, *_args: Any) -> bool:
        for spec in self.kind.option_specs:  # a seat option lists the names as typed
            widget = self.option_widgets.get(spec.name)
            if spec.seat and isinstance(widget, QComboBox):
                set_seat_names(widget, spec, self.names())
        problem = self.problem()
        self.error_label.setText(f"⚠ {problem}" if problem else "")
        self.error_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
        return not problem

    def sheet(self) -> Sheet:
        """The new, empty sheet (not stored yet)."""
        kind = self.kind
        names = self.names()
        return Sheet(
            kind=kind.id,
            players=names,
            options=kind.resolve(len(names), self.options()),
            title=self.title_edit.text().strip(),
            source="manual",
        )

    def accept(self) -> None:
        if self._validate():
            super().accept()


# ---------------------------------------------------------------------------
# The window


class ScoreSheetsWindow(QMainWindow):
    """Browse, keep and print score sheets. ``store`` is a ``SheetStore``;
    ``kinds`` (tests) maps sheet kind ids to kinds, by default the registry's.
    ``sheetChanged(id)`` is emitted after every stored change (-1: none)."""

    sheetChanged = Signal(int)

    def __init__(self, store: Any, parent: QWidget | None = None,
                 kinds: Mapping[str, SheetKind] | None = None):
        super().__init__(parent)
        self.store = store
        self._kinds = dict(kinds) if kinds is not None else None
        self.stack = CommandStack()
        self.sheet: Sheet | None = None
        self.kind: SheetKind | None = None
        self.damaged_id: int | None = None  # the damaged sheet chosen in the list: it can only be deleted
        self.problem_reported = False
        self.damaged: list[Any] = []  # the damaged sheets in the list (SheetSummary.problem)
        self.damage_reported: set[int] = set()  # those already said
        self.setWindowTitle(tr("Score sheets"))

        # -- left: the list --------------------------------------------------
        self.filter_combo = QComboBox()
        self.filter_combo.addItem(tr("All sheets"), SOURCES[0])
        self.filter_combo.addItem(tr("Kept by hand"), SOURCES[1])
        self.filter_combo.addItem(tr("Played in the app"), SOURCES[2])
        self.filter_combo.setAccessibleName(tr("Show"))
        self.filter_combo.currentIndexChanged.connect(lambda _i: self._filter_changed())
        self.list_model = SheetListModel(self._list_facts, self._list_state, self._list_tip, self)
        self.sheet_list = SheetList(self.list_model)
        self.sheet_list.setAccessibleName(tr("Score sheets"))
        self.sheet_list.selectionModel().currentChanged.connect(self._list_moved)
        self._list_quiet = False  # the list is being changed, not clicked
        self._list_mark: tuple[int, int] | None = None  # the store's change mark when the list was read
        self._shown_stamp: tuple[str, int] | None = None  # the open sheet's time and hands when read
        self.empty_label = _grey(QLabel(tr("No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards.")))
        self.empty_label.setWordWrap(True)
        self.new_button = QPushButton(tr("&New sheet…"))
        self.new_button.clicked.connect(self.new_sheet)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        show_line = QHBoxLayout()
        show_label = QLabel(tr("&Show:"))
        show_label.setBuddy(self.filter_combo)
        show_line.addWidget(show_label)
        show_line.addWidget(self.filter_combo, 1)
        left_layout.addLayout(show_line)
        left_layout.addWidget(self.sheet_list, 1)
        left_layout.addWidget(self.empty_label)
        left_layout.addWidget(self.new_button)

        # -- right: the open sheet ------------------------------------------------
        self.title_label = QLabel()
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        self.info_label = _grey(QLabel())
        self.info_label.setWordWrap(True)
        self.view = SheetView()
        self.view.rowActivated.connect(self.edit_hand)
        self.view.currentRowChanged.connect(lambda _row: self._update_actions())

        self._make_actions()
        buttons = QHBoxLayout()
        self.hand_buttons: dict[str, QPushButton] = {}
        for key in ("add", "edit", "delete_row", "undo", "redo"):
            button = self._button(self.actions_by_name[key])
            self.hand_buttons[key] = button
            buttons.addWidget(button)
        buttons.addStretch(1)
        for key in ("csv", "pdf", "print", "delete_sheet"):
            button = self._button(self.actions_by_name[key])
            self.hand_buttons[key] = button
            buttons.addWidget(button)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.title_label)
        right_layout.addWidget(self.info_label)
        right_layout.addWidget(self.view, 1)
        right_layout.addLayout(buttons)
        self.nothing_label = _grey(QLabel(tr("Choose a sheet on the left, or start a new one.")))
        self.nothing_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.nothing_label.setWordWrap(True)  # it may say why a sheet cannot be shown
        right_layout.addWidget(self.nothing_label, 1)

        self.splitter = QSplitter()
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.statusBar()
        size = self._first_size()
        self.resize(size)
        self.splitter.setSizes([270, size.width() - 270])  # the list keeps its width on a small screen

        self.refresh_list()
        self._show(None)

    # -- kinds ------------------------------------------------------------------
    def kinds(self) -> dict[str, SheetKind]:
        if self._kinds is None:
            from ..sheets.registry import sheet_kinds

            found = sheet_kinds()
            items = found.values() if isinstance(found, Mapping) else found
            self._kinds = {kind.id: kind for kind in items}
        return self._kinds

    def kind_of(self, kind_id: str) -> SheetKind | None:
        kinds = self.kinds()
        if kind_id in kinds:
            return kinds[kind_id]
        if self._kinds is not None and self._kinds is not kinds:
            return None
        try:
            from ..sheets.registry import sheet_kind

            return sheet_kind(kind_id)
        except Exception:
            return None

    # -- actions --------------------------------------------------------------------
    def _make_actions(self) -> None:
        def action(key: str, text: str, slot: Callable[[], Any], shortcut: Any = None, tip: str = "") -> QAction:
            item = QAction(text, self)
            item.triggered.connect(lambda _checked=False: slot())
            if shortcut is not None:
                item.setShortcut(QKeySequence(shortcut))
            if tip:
                item.setToolTip(tip)
                item.setStatusTip(tip)
            self.actions_by_name[key] = item
            return item

        self.actions_by_name: dict[str, QAction] = {}
        sheet_menu = self.menuBar().addMenu(tr("&Sheet"))
        sheet_menu.addAction(action("new", tr("&New sheet…"), self.new_sheet, QKeySequence.StandardKey.New))
        sheet_menu.addAction(action("rename", tr("&Rename…"), self.rename_sheet, "F2"))
        sheet_menu.addSeparator()
        sheet_menu.addAction(action("csv", tr("Export &CSV…"), self.export_csv, None,
                                    tr("Save the sheet as a table for a spreadsheet")))
        sheet_menu.addAction(action("pdf", tr("Export &PDF…"), self.export_pdf, None, tr("Save the sheet as a PDF file")))
        sheet_menu.addAction(action("print", tr("&Print…"), self.print_sheet, QKeySequence.StandardKey.Print))
        sheet_menu.addSeparator()
        sheet_menu.addAction(action("delete_sheet", tr("De&lete sheet"), self.delete_sheet, None,
                                    tr("Delete this sheet (Undo brings it back)")))
        sheet_menu.addSeparator()
        sheet_menu.addAction(action("close", tr("&Close"), self.close, QKeySequence.StandardKey.Close))

        edit_menu = self.menuBar().addMenu(tr("&Edit"))
        edit_menu.addAction(action("undo", tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo))
        edit_menu.addAction(action("redo", tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo))
        edit_menu.addSeparator()
        edit_menu.addAction(action("add", tr("&Add hand…"), self.add_hand, "Ctrl+H", tr("Type in the next hand")))
        edit_menu.addAction(action("edit", tr("&Edit hand…"), self.edit_hand, "Ctrl+E",
                                   tr("Correct the chosen hand (or double-click it)")))
        edit_menu.addAction(action("delete_row", tr("&Delete hand"), self.delete_hand, QKeySequence.StandardKey.Delete,
                                   tr("Delete the chosen hand; the hands after it are scored again")))
        for item in self.actions_by_name.values():
            item.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    @staticmethod
    def _button(action: QAction) -> QPushButton:
        button = QPushButton(action.text())
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: action.trigger())

        def follow() -> None:
            button.setText(action.text())
            button.setEnabled(action.isEnabled())
            button.setToolTip(action.toolTip() if action.toolTip() != action.text().replace("&", "") else "")

        action.changed.connect(follow)
        follow()
        return button

    def action(self, key: str) -> QAction:
        return self.actions_by_name[key]

    def _update_actions(self) -> None:
        has_sheet = self.sheet is not None
        editable = has_sheet and self.kind is not None
        derived = self.view.derived if has_sheet else None
        over = bool(derived is not None and derived.is_over)
        row = self.view.current_row() if has_sheet else -1
        add = self.action("add")
        add.setEnabled(editable and not over)
        if over:
            add.setToolTip(tr("The match is over: {winner}.", winner=self.view.winner_text().lstrip("★ ")))
        elif has_sheet and self.kind is None:
            add.setToolTip(tr("This kind of sheet is not known to this version of Card Table."))
        else:
            add.setToolTip(tr("Type in the next hand"))
        self.action("edit").setEnabled(editable and row >= 0)
        self.action("delete_row").setEnabled(has_sheet and row >= 0)
        for key in ("csv", "pdf", "print", "delete_sheet", "rename"):
            self.action(key).setEnabled(has_sheet and (key in ("delete_sheet", "rename") or derived is not None))
        if self.damaged_id is not None:
            self.action("delete_sheet").setEnabled(True)
        undo, redo = self.action("undo"), self.action("redo")
        undo.setEnabled(self.stack.can_undo())
        redo.setEnabled(self.stack.can_redo())
        undo.setText(tr("&Undo {what}", what=self.stack.done[-1].text) if self.stack.can_undo() else tr("&Undo"))
        redo.setText(tr("&Redo {what}", what=self.stack.undone[-1].text) if self.stack.can_redo() else tr("&Redo"))

    # -- the list -------------------------------------------------------------------
    def summaries(self) -> list[Any]:
        found = list(self.store.list_sheets())
        self.damaged = [summary for summary in found if getattr(summary, "problem", None)]
        if any(summary.id not in self.damage_reported for summary in self.damaged):
            QTimer.singleShot(0, self.report_problem)
        return found

    def refresh_list(self, select: int | None = None) -> None:
        """List every stored sheet again (newest first), keeping or moving the
        choice. One query; the entries' texts are worked out as they show."""
        if select is None and self.sheet is not None:
            select = self.sheet.id
        mark = self._store_mark()
        with self._quiet_list():
            self.list_model.set_summaries(self.summaries())
        self._list_mark = mark
        self._select_in_list(select)

    def refresh_sheet(self, sheet_id: int) -> None:
        """Sheet ``sheet_id`` changed in the store (a change made here, or by
        whoever calls this): its entry alone is read again and moved to its
        place (or taken away when the sheet is gone), and the sheet is drawn
        again when it is the open one. The choice in the list is kept."""
        self._refresh_entry(sheet_id)
        if self.sheet is not None and self.sheet.id == sheet_id:
            self._show(sheet_id)
        self._select_in_list(self.sheet.id if self.sheet is not None else None)

    def _refresh_entry(self, sheet_id: int) -> None:
        try:
            summary = self.store.sheet_summary(sheet_id)
        except Exception:  # the store cannot be read: the next reload reads the whole list
            self._list_mark = None
            return
        with self._quiet_list():
            self.list_model.update(sheet_id, summary)
        self.empty_label.setVisible(self.list_model.rowCount() == 0)

    def _filter_changed(self) -> None:
        with self._quiet_list():
            self.list_model.set_source(self.filter_combo.currentData() or "")
        self._select_in_list(self.sheet.id if self.sheet is not None else None)

    def _select_in_list(self, sheet_id: int | None) -> None:
        """Choose ``sheet_id`` in the list (nothing when it is not listed),
        without opening it again."""
        row = self.list_model.row_of(sheet_id) if sheet_id is not None else -1
        with self._quiet_list():
            if row >= 0:
                self.sheet_list.setCurrentIndex(self.list_model.index(row))
            else:
                self.sheet_list.selectionModel().clear()
        self.empty_label.setVisible(self.list_model.rowCount() == 0)

    @contextmanager
    def _quiet_list(self) -> Iterator[None]:
        """While the list changes, its choice moving is not a person choosing."""
        quiet, self._list_quiet = self._list_quiet, True
        try:
            yield
        finally:
            self._list_quiet = quiet

    def _store_mark(self) -> tuple[int, int] | None:
        """The store's change mark (None: unknown, so always read again)."""
        try:
            return self.store.change_mark()
        except Exception:
            return None

    def _game_name(self, kind: SheetKind | None, kind_id: str) -> str:
        """The game's name in the player's language (the id of an unknown kind)."""
        return tr(kind.name) if kind is not None else kind_id

    def _list_facts(self, summary: Any) -> str:
        """An entry's first lines: the title, the players, the facts (its
        last line, who leads or won, is ``_list_state``)."""
        kind = self.kind_of(summary.kind)
        game = self._game_name(kind, summary.kind)
        title = summary.title if summary.title and summary.title not in (game, getattr(kind, "name", None)) else ""
        first = tr("{title} ({game})", title=title, game=game) if title else game
        hands = int(getattr(summary, "rows", 0) or 0)
        facts = separated([date_text(summary.created), source_text(summary.source), hands_text(hands)])
        if getattr(summary, "problem", None):
            return "\n".join([first, tr("⚠ Damaged: this sheet cannot be opened."), facts])
        return "\n".join([first, comma_text(summary.players), facts])

    def _list_state(self, summary: Any) -> str:
        return self._state_line(summary, self.kind_of(summary.kind))

    def _state_line(self, summary: Any, kind: SheetKind | None) -> str:
        """Who won, or who leads, in words ("" for an unknown kind)."""
        if kind is None:
            return ""
        try:
            sheet = self.store.load(summary.id)
            return kind.summary(sheet)
        except Exception:
            return ""

    def _list_tip(self, summary: Any) -> str:
        lines = [tr("Started {date}", date=date_text(summary.created))]
        if summary.updated:
            lines.append(tr("Last changed {date}", date=date_text(summary.updated)))
        return "\n".join(lines)

    def _first_size(self) -> QSize:
        """1280 by 700, or less on a smaller screen: the buttons under the
        sheet stay in view on a 1024 by 600 screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1280, 700)
        room = screen.availableGeometry()
        return QSize(min(1280, room.width()), min(700, room.height() - 40))  # 40: the title bar

    def list_ids(self) -> list[int]:
        return [self.sheet_list.item(n).data(ID_ROLE) for n in range(self.sheet_list.count())]

    def _list_moved(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._list_quiet:
            self._show(current.data(ID_ROLE) if current.isValid() else None)

    def open_sheet(self, sheet_id: int) -> None:
        """Show the stored sheet ``sheet_id`` (and choose it in the list)."""
        self._show(sheet_id)
        self._refresh_entry(sheet_id)  # a sheet new to the list (a match just begun) is listed
        self._select_in_list(sheet_id)

    # -- the open sheet ---------------------------------------------------------------
    def _show(self, sheet_id: int | None) -> None:
        """Read the sheet back from the store and draw it."""
        sheet, problem, self.damaged_id = None, "", None
        if sheet_id is not None:
            try:
                sheet = self.store.load(sheet_id)
            except KeyError:  # deleted meanwhile: nothing to show
                sheet = None
            except SheetDamaged as error:  # said, and it can be deleted
                problem, self.damaged_id = said(error), sheet_id
            except Exception as error:  # an unreadable file: say why it is not shown
                sheet, problem = None, said(error)
        self.sheet = sheet
        self.kind = self.kind_of(sheet.kind) if sheet is not None else None
        self._shown_stamp = (sheet.updated, len(sheet.rows)) if sheet is not None else None
        shown = sheet is not None
        self.view.setVisible(shown)
        self.title_label.setVisible(shown)
        self.info_label.setVisible(shown)
        self.nothing_label.setVisible(not shown)
        self.nothing_label.setText(problem or tr("Choose a sheet on the left, or start a new one."))
        for key, button in self.hand_buttons.items():
            button.setVisible(shown or (key == "delete_sheet" and self.damaged_id is not None))
        if sheet is None:
            self.view.clear()
            self._update_actions()
            return
        game = self._game_name(self.kind, sheet.kind)
        titled = bool(sheet.title) and sheet.title not in (game, getattr(self.kind, "name", None))
        self.title_label.setText(sheet.title if titled else game)
        info = self._info(sheet, game if titled else "")
        if self.kind is None:
            self.view.clear()
            self.info_label.setText(separated([info, tr(
                "This kind of sheet ({kind}) is not known to this version of Card Table.", kind=sheet.kind)]))
        else:
            self.info_label.setText(info)
            try:
                derived = self.view.show_sheet(sheet, self.kind)
            except Exception as error:  # a stored row the kind cannot read at all
                self.view.clear()
                self.info_label.setText(separated([info, tr("This sheet could not be drawn: {error}", error=said(error))]))
            else:
                self._know_state(sheet, derived)
        self._update_actions()

    def _know_state(self, sheet: Sheet, derived: Derived) -> None:
        """The list's "who leads" line of the sheet just drawn, from the same
        Derived: the list need not work the sheet out again."""
        try:
            self.list_model.know_state(sheet, self.kind.summary(sheet, derived))
        except Exception:  # the list works it out itself (and shows nothing if it cannot)
            pass

    def _info(self, sheet: Sheet, game: str) -> str:
        """The line under the title: the game (when the title is another
        text), the players, where it came from, when, and the options."""
        started = tr("started {date}", date=date_text(sheet.created)) if sheet.created else ""
        return separated([game, names_text(sheet.players), source_text(sheet.source), started,
                          self._options_text(sheet)])

    def _options_text(self, sheet: Sheet) -> str:
        if self.kind is None:
            return ""
        from .new_game import value_text

        parts = []
        for spec in self.kind.option_specs:
            if spec.name in sheet.options and sheet.options[spec.name] != spec.default:
                value = sheet.options[spec.name]
                if spec.seat and isinstance(value, int) and 0 <= value < len(sheet.players):
                    shown = sheet.players[value]
                else:
                    shown = value_text(spec, value)
                parts.append(tr("{option}: {value}", option=tr(spec.label), value=shown))
        line = parts[0] if parts else ""
        for part in parts[1:]:
            line = tr("{options}; {option}", options=line, option=part)
        return line

    # -- changes -----------------------------------------------------------------------
    def _run(self, step: Callable[[], int | None], changed: Iterable[int | None] = ()) -> bool:
        """Make one store change; say so if the store refuses it. Then the
        sheet to show is read back and drawn, and the list entries of the
        sheets in ``changed`` (and of the open and shown ones) alone are read
        again."""
        before = self.sheet.id if self.sheet is not None else None
        try:
            with self._own_change():
                shown = step()
        except SheetChanged:  # another copy of the app changed the sheet: show it as it is now
            QMessageBox.warning(self, tr("Score sheets"), tr(
                "This sheet was changed elsewhere (in another copy of Card Table, perhaps) since it was shown, so "
                "your change was not made. The sheet now shows what is kept."))
            self.reload()
            return False
        except Exception as error:
            QMessageBox.warning(self, tr("Score sheets"), tr("The change could not be saved: {error}", error=said(error)))
            self._show(before)
            return False
        self._show(shown)
        for sheet_id in {before, shown, *changed} - {None}:
            self._refresh_entry(sheet_id)
        self._select_in_list(shown)
        self.sheetChanged.emit(shown if shown is not None else -1)
        return True

    @contextmanager
    def _own_change(self) -> Iterator[None]:
        """A change made here keeps the list current (its entries are read
        again after it) unless another copy of the app changed the store
        meanwhile: then the next ``reload`` reads the whole list."""
        before = self._store_mark()
        yield
        after = self._store_mark()
        # data_version moves only with other connections' changes.
        if before is not None and after is not None and before == self._list_mark and after[0] == before[0]:
            self._list_mark = after

    @staticmethod
    def _changed_sheets(command: Command) -> set[int | None]:
        """The sheets a command changes: its ``sheet_id``, or its sheet's id."""
        return {getattr(command, "sheet_id", None), getattr(getattr(command, "sheet", None), "id", None)}

    def do(self, command: Command) -> bool:
        """Make ``command``'s change and keep it for undo."""
        if self._run(lambda: command.redo(self.store), self._changed_sheets(command)):
            self.stack.push(command)
            self._update_actions()
            return True
        return False

    def undo(self) -> None:
        if not self.stack.can_undo():
            return
        command = self.stack.done.pop()
        if self._run(lambda: command.undo(self.store), self._changed_sheets(command)):
            self.stack.undone.append(command)
            self.statusBar().showMessage(tr("Undone: {what}", what=command.text), 4000)
        else:
            self.stack.clear()
        self._update_actions()

    def redo(self) -> None:
        if not self.stack.can_redo():
            return
        command = self.stack.undone.pop()
        if self._run(lambda: command.redo(self.store), self._changed_sheets(command)):
            self.stack.done.append(command)
            self.statusBar().showMessage(tr("Redone: {what}", what=command.text), 4000)
        else:
            self.stack.clear()
        self._update_actions()

    def entry_form(self, position: int, entry: Mapping[str, Any] | None = None) -> RowEntryForm:
        """The form for hand ``position`` (tests drive it before it is shown)."""
        return RowEntryForm(self.kind, self.sheet, position, entry, self)

    def _ask_entry(self, position: int, entry: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        form = self.entry_form(position, entry)
        form.resize(max(form.sizeHint().width(), 560), form.sizeHint().height())
        if form.exec() != QDialog.DialogCode.Accepted:
            return None
        return form.entry()

    def add_hand(self) -> None:
        if self.sheet is None or self.kind is None or not self.action("add").isEnabled():
            return
        position = len(self.sheet.rows)
        entry = self._ask_entry(position)
        if entry is not None:
            self.add_row(entry)

    def add_row(self, entry: Mapping[str, Any]) -> bool:
        """Store ``entry`` as the next hand of the open sheet (undoable)."""
        position = len(self.sheet.rows)
        return self.do(AppendRow(tr("add hand {n}", n=number_text(position + 1)), self.sheet.id, dict(entry)))

    def edit_hand(self, position: int | None = None) -> None:
        if self.sheet is None or self.kind is None:
            return
        if position is None or isinstance(position, bool):
            position = self.view.current_row()
        if not 0 <= position < len(self.sheet.rows):
            return
        entry = self._ask_entry(position, self.sheet.rows[position])
        if entry is not None:
            self.replace_row(position, entry)

    def replace_row(self, position: int, entry: Mapping[str, Any]) -> bool:
        old = copy.deepcopy(self.sheet.rows[position])
        if dict(entry) == old:
            return False
        command = ReplaceRow(tr("correct hand {n}", n=number_text(position + 1)), self.sheet.id,
                             self.sheet.row_ids[position], old, dict(entry))
        if self.do(command):
            self.view.select_row(position)
            return True
        return False

    def delete_hand(self, position: int | None = None) -> bool:
        if self.sheet is None:
            return False
        if position is None:
            position = self.view.current_row()
        if not 0 <= position < len(self.sheet.rows):
            return False
        return self.do(delete_row(tr("delete hand {n}", n=number_text(position + 1)), self.sheet, position))

    def new_sheet(self) -> int | None:
        kinds = list(self.kinds().values())
        if not kinds:
            return None
        dialog = NewSheetDialog(kinds, self, self.kind.id if self.kind is not None else None)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.create_sheet(dialog.sheet())

    def create_sheet(self, sheet: Sheet) -> int | None:
        """Store a new sheet and open it (undo deletes it again)."""
        try:
            with self._own_change():
                sheet_id = self.store.create(sheet)
            stored = self.store.load(sheet_id)
        except Exception as error:
            QMessageBox.warning(self, tr("Score sheets"), tr("The sheet could not be saved: {error}", error=said(error)))
            return None
        self.stack.push(CreateSheet(tr("new sheet"), stored))
        if self.filter_combo.currentData() not in ("", stored.source):
            self.filter_combo.setCurrentIndex(0)
        self.open_sheet(sheet_id)
        self.sheetChanged.emit(sheet_id)
        return sheet_id

    def rename_sheet(self) -> None:
        if self.sheet is None:
            return
        title, ok = QInputDialog.getText(self, tr("Rename sheet"), tr("Title:"), QLineEdit.EchoMode.Normal, self.sheet.title)
        if ok and title.strip() != self.sheet.title:
            self.do(RenameSheet(tr("rename sheet"), self.sheet.id, self.sheet.title, title.strip()))

    def delete_sheet(self, confirm: bool = True) -> bool:
        if self.sheet is None and self.damaged_id is not None:
            return self._delete_damaged(self.damaged_id, confirm)
        if self.sheet is None:
            return False
        if confirm:
            title, hands = self.title_label.text(), len(self.sheet.rows)
            if hands == 0:
                question = tr("Delete the empty sheet “{title}”? Undo brings it back while this window is open.",
                              title=title)
            else:
                question = trn("Delete the sheet “{title}” with its one hand? Undo brings it back while this window "
                               "is open.", "Delete the sheet “{title}” with its {n} hands? Undo brings it back while "
                               "this window is open.", hands, title=title, n=number_text(hands))
            answer = QMessageBox.question(self, tr("Delete sheet"), question)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        return self.do(DeleteSheet(tr("delete sheet"), copy.deepcopy(self.sheet)))

    def _delete_damaged(self, sheet_id: int, confirm: bool) -> bool:
        """A damaged sheet cannot be read, so it cannot be restored: deleting
        it is said to be for good, and asked first."""
        if confirm:
            answer = QMessageBox.question(self, tr("Delete sheet"), tr(
                "This sheet is damaged and cannot be opened. Delete it for good? This cannot be undone."))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            self.store.delete_sheet(sheet_id)
        except Exception as error:
            QMessageBox.warning(self, tr("Score sheets"), tr("The change could not be saved: {error}", error=said(error)))
            return False
        self._show(None)
        self._refresh_entry(sheet_id)
        self._select_in_list(None)
        self.sheetChanged.emit(-1)
        return True

    # -- export and print ----------------------------------------------------------------
    def _derived(self) -> Derived | None:
        if self.sheet is None or self.kind is None:
            return None
        return self.view.derived or self.kind.derive(self.sheet)

    def export_csv(self) -> str | None:
        derived = self._derived()
        if derived is None:
            return None
        path, _filter = QFileDialog.getSaveFileName(
            self, tr("Export CSV"), sheet_print.default_file_name(self.sheet, "csv"), tr("CSV files (*.csv)"))
        if not path:
            return None
        from ..sheets import export

        try:
            write_atomic(path, export.to_csv(self.sheet, derived), mode=document_mode())
        except OSError as error:
            QMessageBox.warning(self, tr("Export CSV"), tr("Could not write {path}: {error}", path=path, error=said(error)))
            return None
        self.statusBar().showMessage(tr("Saved {path}", path=path), 5000)
        return path

    def export_pdf(self) -> str | None:
        derived = self._derived()
        if derived is None:
            return None
        path, _filter = QFileDialog.getSaveFileName(
            self, tr("Export PDF"), sheet_print.default_file_name(self.sheet, "pdf"), tr("PDF files (*.pdf)"))
        if not path:
            return None
        try:
            sheet_print.export_pdf(self.sheet, derived, path)
        except OSError as error:
            QMessageBox.warning(self, tr("Export PDF"), tr("Could not write {path}: {error}", path=path, error=said(error)))
            return None
        self.statusBar().showMessage(tr("Saved {path}", path=path), 5000)
        return path

    def print_sheet(self) -> bool:
        derived = self._derived()
        if derived is None:
            return False
        return sheet_print.print_sheet(self, self.sheet, derived)

    def reload(self) -> None:
        """Read the list back from the store when it changed since (another
        copy of the app, or a match being played in the main window, may
        have changed it), and the open sheet when it changed."""
        mark = self._store_mark()
        if mark is not None and mark == self._list_mark:
            return
        current = self.sheet.id if self.sheet is not None else None
        self.refresh_list(select=current)
        if current is None:
            return
        try:
            summary = self.store.sheet_summary(current)
        except Exception:
            summary = None
        if summary is None or (summary.updated, summary.rows) != self._shown_stamp:
            self._show(current)
            self._select_in_list(self.sheet.id if self.sheet is not None else None)

    def event(self, event: QEvent) -> bool:  # noqa: D401 (Qt's name)
        if event.type() == QEvent.Type.WindowActivate:
            QTimer.singleShot(0, self.reload)
        return super().event(event)

    # -- the store's own problems -----------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.report_problem)

    def report_problem(self) -> None:
        """Say once that the store's file was damaged and set aside, and once
        each damaged sheet in the list (the others are shown as usual)."""
        if not self.isVisible():
            return  # said when the window is shown
        lines = []
        problem = getattr(self.store, "problem", None)
        if problem and not self.problem_reported:
            self.problem_reported = True
            lines.append(said(problem))
        for summary in self.damaged:
            if summary.id not in self.damage_reported:
                self.damage_reported.add(summary.id)
                lines.append(said(summary.problem))
        if lines:
            QMessageBox.warning(self, tr("Score sheets"), "\n\n".join(lines))

    def sizeHint(self) -> QSize:
        return QSize(1280, 700)


# ---------------------------------------------------------------------------
# Screenshots


def barbu_example(store: Any) -> int:
    """Store Barbu's worked example (two hands by declarer Anne) and return
    its id: the sheet the screenshots and the tests draw."""
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


def save_screenshots(folder: str | Path) -> list[Path]:
    """Render the window with the Barbu example, and the form of its next
    hand half filled in, to PNG files in ``folder``."""
    import tempfile

    from ..storage.sheet_store import SheetStore

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

        form = window.entry_form(len(window.sheet.rows))
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
        finished = Sheet("hearts", ["Anne", "Beth", "Cath", "Diana"], hearts.resolve(4, {"target": 50}),
                         title="Hearts after dinner", source="played")
        finished.rows = [
            {"taken": [13, 5, 4, 4], "moon": None}, {"taken": [0, 26, 0, 0], "moon": 1},
            {"taken": [3, 3, 3, 3], "moon": None}, {"taken": [2, 0, 11, 13], "moon": None},
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
    from ..sheets.registry import sheet_kind

    return sheet_kind(kind_id)


def _dark_palette() -> QPalette:
    """A dark palette, to see that nothing is drawn in a fixed colour."""
    palette = QPalette()
    dark, darker, light = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    for role, colour in (
        (QPalette.ColorRole.Window, dark), (QPalette.ColorRole.Base, darker),
        (QPalette.ColorRole.AlternateBase, dark), (QPalette.ColorRole.Button, dark),
        (QPalette.ColorRole.Text, light), (QPalette.ColorRole.WindowText, light),
        (QPalette.ColorRole.ButtonText, light), (QPalette.ColorRole.PlaceholderText, QColor(150, 150, 150)),
        (QPalette.ColorRole.Highlight, QColor(60, 110, 180)), (QPalette.ColorRole.HighlightedText, light),
    ):
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    return palette


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    parser = argparse.ArgumentParser(description="Render the score sheets window to PNG files.")
    parser.add_argument("--shots", default="/tmp/sheet_shots", help="folder for the PNG files")
    parser.add_argument("--dark", action="store_true", help="a dark palette (Fusion style)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.dark:
        app.setStyle("Fusion")
        app.setPalette(_dark_palette())
    for path in save_screenshots(args.shots):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
