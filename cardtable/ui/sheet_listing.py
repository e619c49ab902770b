# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The score sheets window's list side: the entries' texts (the facts line,
who leads, the tooltip), reading the list again after a change (only the
changed sheet's entry) and keeping the open sheet chosen in it.

A mixin of ``ScoreSheetsWindow``, kept apart from the window's building and
from the changes it makes (``sheet_edits``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QLocale, QModelIndex, Qt, QTimer

from ..sheets.model import SheetKind, comma_text
from .i18n import tr, trn
from .sheet_list import ID_ROLE
from .sheet_view import number_text, own_column

if TYPE_CHECKING:
    from .sheets_window import ScoreSheetsWindow

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


class SheetListing:
    """The list of sheets in the score sheets window (a mixin: ``self`` is
    the window)."""

    # Set by ScoreSheetsWindow.__init__; declared here, where it is changed.
    _list_quiet: bool

    # -- the list -------------------------------------------------------------------
    def summaries(self: ScoreSheetsWindow) -> list[Any]:
        found = list(self.store.list_sheets())
        if any(getattr(summary, "problem", None) and summary.id not in self.damage_reported for summary in found):
            QTimer.singleShot(0, self.report_problem)
        return found

    def refresh_list(self: ScoreSheetsWindow, select: int | None = None) -> None:
        """List every stored sheet again (newest first), keeping or moving the
        choice. One query; the entries' texts are worked out as they show."""
        if select is None and self.sheet is not None:
            select = self.sheet.id
        mark = self._store_mark()
        with self._quiet_list():
            self.list_model.set_summaries(self.summaries())
        self._list_mark = mark
        self._select_in_list(select)

    def refresh_sheet(self: ScoreSheetsWindow, sheet_id: int) -> None:
        """Sheet ``sheet_id`` changed in the store (a change made here, or by
        whoever calls this): its entry alone is read again and moved to its
        place (or taken away when the sheet is gone), and the sheet is drawn
        again when it is the open one. The choice in the list is kept."""
        self._refresh_entry(sheet_id)
        if self.sheet is not None and self.sheet.id == sheet_id:
            self._show(sheet_id)
        self._select_in_list(self.sheet.id if self.sheet is not None else None)

    def _refresh_entry(self: ScoreSheetsWindow, sheet_id: int) -> None:
        try:
            summary = self.store.sheet_summary(sheet_id)
        except Exception:  # the store cannot be read: the next reload reads the whole list
            self._list_mark = None
            return
        with self._quiet_list():
            self.list_model.update(sheet_id, summary)
        self.empty_label.setVisible(self.list_model.rowCount() == 0)

    def _filter_changed(self: ScoreSheetsWindow) -> None:
        with self._quiet_list():
            self.list_model.set_source(self.filter_combo.currentData() or "")
        self._select_in_list(self.sheet.id if self.sheet is not None else None)

    def _select_in_list(self: ScoreSheetsWindow, sheet_id: int | None) -> None:
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
    def _quiet_list(self: ScoreSheetsWindow) -> Iterator[None]:
        """While the list changes, its choice moving is not a person choosing."""
        quiet, self._list_quiet = self._list_quiet, True
        try:
            yield
        finally:
            self._list_quiet = quiet

    def _store_mark(self: ScoreSheetsWindow) -> tuple[int, int] | None:
        """The store's change mark (None: unknown, so always read again)."""
        try:
            mark: tuple[int, int] | None = self.store.change_mark()
            return mark
        except Exception:
            return None

    def _game_name(self: ScoreSheetsWindow, kind: SheetKind | None, kind_id: str) -> str:
        """The game's name in the player's language (the id of an unknown kind)."""
        return tr(kind.name) if kind is not None else kind_id

    def _list_facts(self: ScoreSheetsWindow, summary: Any) -> str:
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

    def _list_state(self: ScoreSheetsWindow, summary: Any) -> str:
        return self._state_line(summary, self.kind_of(summary.kind))

    def _state_line(self: ScoreSheetsWindow, summary: Any, kind: SheetKind | None) -> str:
        """Who won, or who leads, in words ("" for an unknown kind)."""
        if kind is None:
            return ""
        try:
            sheet = self.store.load(summary.id)
            return kind.summary(sheet, you=own_column(sheet))
        except Exception:
            return ""

    def _list_tip(self: ScoreSheetsWindow, summary: Any) -> str:
        lines = [tr("Started {date}", date=date_text(summary.created))]
        if summary.updated:
            lines.append(tr("Last changed {date}", date=date_text(summary.updated)))
        return "\n".join(lines)

    def list_ids(self: ScoreSheetsWindow) -> list[int]:
        items = (self.sheet_list.item(n) for n in range(self.sheet_list.count()))
        return [item.data(ID_ROLE) for item in items if item is not None]  # (never None: n < count)

    def _list_moved(self: ScoreSheetsWindow, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._list_quiet:
            self._show(current.data(ID_ROLE) if current.isValid() else None)
