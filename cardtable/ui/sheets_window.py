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

``python -m cardtable.tools.screenshots DIR`` renders the window and the
hand form with Barbu's worked example to PNG files.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..sheets.commands import CommandStack
from ..sheets.model import Derived, Sheet, SheetKind, names_text
from ..storage.sheet_store import SheetDamaged
from .i18n import said, tr
from .new_sheet_dialog import NewSheetDialog
from .new_sheet_dialog import grey as _grey
from .sheet_edits import SheetEditing
from .sheet_list import ID_ROLE, SheetList, SheetListModel, sheet_stamp, stamp
from .sheet_listing import (
    SOURCES,
    SheetListing,
    date_text,
    hands_text,
    separated,
    source_text,
)
from .sheet_print import ExportFolder, SheetExporting
from .sheet_view import SheetView, own_column
from .sheets_window_menus import SheetMenus

# Names other modules and the tests import from here, wherever they now live.
__all__ = [
    "ID_ROLE",
    "SOURCES",
    "NewSheetDialog",
    "ScoreSheetsWindow",
    "date_text",
    "hands_text",
    "separated",
    "source_text",
]

# ---------------------------------------------------------------------------
# The window


class ScoreSheetsWindow(SheetListing, SheetEditing, SheetExporting, SheetMenus, QMainWindow):
    """Browse, keep and print score sheets. ``store`` is a ``SheetStore``;
    ``kinds`` (tests) maps sheet kind ids to kinds, by default the registry's;
    ``export_folder`` says where Export opens (the documents folder, then the last used).
    ``sheetChanged(id)`` is emitted after every stored change (-1: none)."""

    sheetChanged = Signal(int)

    def __init__(
        self,
        store: Any,
        parent: QWidget | None = None,
        kinds: Mapping[str, SheetKind] | None = None,
        export_folder: ExportFolder | None = None,
    ):
        super().__init__(parent)
        self.store = store
        self.export_folder = export_folder or ExportFolder()  # where Export opens
        self._kinds = dict(kinds) if kinds is not None else None
        self.stack = CommandStack()
        self.sheet: Sheet | None = None
        self.kind: SheetKind | None = None
        self.damaged_id: int | None = None  # the damaged sheet chosen in the list: it can only be deleted
        self.problem_reported = False
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
        self._shown_stamp: Hashable | None = None  # the open sheet's stamp when read (sheet_list.stamp)
        self.empty_label = _grey(
            QLabel(tr("No score sheets yet. Choose “New sheet…” to keep score of a game played with real cards."))
        )
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

    def _first_size(self) -> QSize:
        """1280 by 700, or less on a smaller screen: the buttons under the
        sheet stay in view on a 1024 by 600 screen."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(1280, 700)
        room = screen.availableGeometry()
        return QSize(min(1280, room.width()), min(700, room.height() - 40))  # 40: the title bar

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
        self._shown_stamp = sheet_stamp(sheet) if sheet is not None else None
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
            self.info_label.setText(
                separated(
                    [
                        info,
                        tr("This kind of sheet ({kind}) is not known to this version of Card Table.", kind=sheet.kind),
                    ]
                )
            )
        else:
            self.info_label.setText(info)
            try:
                derived = self.view.show_sheet(sheet, self.kind)
            except Exception as error:  # a stored row the kind cannot read at all
                self.view.clear()
                self.info_label.setText(
                    separated([info, tr("This sheet could not be drawn: {error}", error=said(error))])
                )
            else:
                self._know_state(sheet, derived)
        self._update_actions()

    def _know_state(self, sheet: Sheet, derived: Derived) -> None:
        """The list's "who leads" line of the sheet just drawn, from the same
        Derived: the list need not work the sheet out again."""
        if self.kind is None:  # (never: a sheet was just drawn)
            return
        try:
            self.list_model.know_state(sheet, self.kind.summary(sheet, derived, you=own_column(sheet)))
        except Exception:  # the list works it out itself (and shows nothing if it cannot)
            pass

    def _info(self, sheet: Sheet, game: str) -> str:
        """The line under the title: the game (when the title is another
        text), the players, where it came from, when, and the options."""
        started = tr("started {date}", date=date_text(sheet.created)) if sheet.created else ""
        return separated(
            [game, names_text(sheet.players), source_text(sheet.source), started, self._options_text(sheet)]
        )

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
        if summary is None or stamp(summary) != self._shown_stamp:
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
        for summary in self.list_model.summaries():
            if getattr(summary, "problem", None) and summary.id not in self.damage_reported:
                self.damage_reported.add(summary.id)
                lines.append(said(summary.problem))
        if lines:
            QMessageBox.warning(self, tr("Score sheets"), "\n\n".join(lines))

    def sizeHint(self) -> QSize:
        return QSize(1280, 700)
