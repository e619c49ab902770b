# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""What the main window keeps of a match: the autosave at every hand end and
on quit (resumed at the next start), Save as and Open, the played match's
score sheet in the sheet store, and the statistics of finished matches.

A mixin of ``MainWindow``, kept apart from the window's building and play."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
)

from ..sheets.played import keep_played_sheet, saved_sheet
from ..storage import saves
from ..storage.statistics import StatisticsError
from .controller import SeatSetup, TableSetup
from .i18n import said, tr
from .window_placement import fit_to_screen

if TYPE_CHECKING:
    from ..storage.sheet_store import SheetStore
    from .main_window import MainWindow
    from .sheets_window import ScoreSheetsWindow


class MatchKeeping:
    """Saving, resuming and recording the match at the table (a mixin:
    ``self`` is the window)."""

    #: False: the match is never autosaved. For the layout check alone, which
    #: plays thousands of hands in a throwaway home and wrote (and synced to
    #: disk) a save at every turn of the human's, for nothing it measures.
    autosaves = True

    # Set by MainWindow.__init__; declared here, where they are changed.
    sheet_store: SheetStore | None
    sheets_window: ScoreSheetsWindow | None
    played_sheet_id: int | None
    played_sheet_uid: str | None
    saved_sheet_id: int | None

    # -- keeping things -----------------------------------------------------------------
    def _record_statistics(self: MainWindow, winners: list[int]) -> None:
        self._open_statistics()
        controller = self.controller
        if controller is None or controller.human is None or self.statistics is None:
            return
        match = controller.match
        levels = [seat.level for seat in self.seats if not seat.is_human]
        try:
            self.statistics.record_match(
                match.game.id,
                dict(match.options),
                match.players,
                controller.human,
                list(match.scores),
                list(winners),
                levels,
                len(match.hands),
                match.rules.lowest_wins,
                preset=controller.setup.preset or "",
            )
        except StatisticsError as error:
            self.table.say(tr("Statistics could not be saved: {error}", error=said(error)))

    def _seat_records(self: MainWindow) -> list[saves.SavedSeat]:
        return [saves.SavedSeat(s.name, s.kind, "" if s.is_human else s.level) for s in self.seats]

    def _extra(self: MainWindow) -> dict[str, Any]:
        if self.controller is None:
            return {}
        extra: dict[str, Any] = {"preset": self.controller.setup.preset or ""}
        if self.played_sheet_uid is not None:
            extra["sheet_uid"] = self.played_sheet_uid
        elif self.saved_sheet_id is not None:  # not checked yet: passed on as it came
            extra["sheet_id"] = self.saved_sheet_id
        return extra

    def _sheet_named(self: MainWindow, uid: str | None) -> int | None:
        """The number in the sheets file of the match's sheet ``uid`` (None: not there)."""
        if uid is None:
            return None
        store = self._open_sheet_store()
        if store is None:
            return None
        try:
            return store.id_of(uid)
        except Exception:  # unreadable for now: found again when the next hand ends
            return None

    def _open_sheet_store(self: MainWindow) -> SheetStore | None:
        """The score sheets database, opened once; a damaged file is reported
        (it was kept aside and a new one started)."""
        if self.sheet_store is None:
            from ..storage.sheet_store import SheetStore

            try:
                self.sheet_store = SheetStore()
            except Exception as error:  # reported; play goes on without keeping sheets
                self.table.say(tr("Score sheets are unavailable: {error}", error=said(error)))
                return None
            if self.sheet_store.problem:
                QMessageBox.warning(self, tr("Score sheets"), said(self.sheet_store.problem))
        return self.sheet_store

    def _keep_played_sheet(self: MainWindow) -> None:
        """Store the match's sheet row by row as hands end, so every match
        played can be browsed later as a sheet."""
        controller = self.controller
        sheet = self.score_panel.sheet
        if controller is None or sheet is None or self.in_demo:  # a demo keeps no sheet
            return
        store = self._open_sheet_store()
        if store is None:
            return
        try:
            kept = keep_played_sheet(store, sheet, self.played_sheet_uid, self.saved_sheet_id)
            self.played_sheet_id, self.played_sheet_uid, self.saved_sheet_id = kept.id, kept.uid, None
        except Exception as error:  # a full disk or a locked file: said, play goes on
            self.table.say(tr("The score sheet could not be kept: {error}", error=said(error)))
            return
        if self.sheets_window is not None:  # that sheet's line alone is read again, not the whole list
            self.sheets_window.refresh_sheet(kept.id)

    def show_sheets(self: MainWindow) -> None:
        """The Score sheets window: every sheet kept, played or typed in."""
        from .sheet_print import ExportFolder
        from .sheets_window import ScoreSheetsWindow

        store = self._open_sheet_store()
        if store is None:
            return
        first = self.sheets_window is None
        if self.sheets_window is None:
            self.sheets_window = ScoreSheetsWindow(store, self, export_folder=ExportFolder(lambda: self.settings))
            self.sheets_window.problem_reported = True  # said when the store was opened
        self.sheets_window.show()
        if first:  # opened within the screen, like the main window
            fit_to_screen(self.sheets_window)
        self.sheets_window.raise_()
        self.sheets_window.activateWindow()
        if self.played_sheet_id is not None:
            self.sheets_window.open_sheet(self.played_sheet_id)

    def _autosave(self: MainWindow) -> None:
        """Save the player's match; a demo's never (the player's stays saved)."""
        controller = self.controller
        if controller is None or controller.match.is_over or self.in_demo or not self.autosaves:
            return
        try:
            saves.write_autosave(controller.match.record(), self._seat_records(), self._extra())
        except OSError as error:
            self.table.say(tr("The match could not be saved: {error}", error=said(error)))

    def resume_autosave(self: MainWindow) -> None:
        saved, problems = saves.read_autosave()
        if problems:
            QMessageBox.warning(self, tr("Card Table"), "\n\n".join(said(problem) for problem in problems))
        if saved is not None:
            self._restore(saved)

    def _restore(self: MainWindow, saved: saves.SavedMatch) -> None:
        try:
            match = saves.restore_match(saved)
        except saves.SaveError as error:
            QMessageBox.warning(self, tr("Card Table"), said(error))
            return
        seats = [SeatSetup(s.name, s.kind, s.level or "normal") for s in saved.seats]
        record = saved.record
        setup = TableSetup(
            record["game"],
            record["players"],
            record["options"],
            seats,
            record["seed"],
            saved.extra.get("preset") or None,
        )
        self.start(setup, match, *saved_sheet(saved.extra))

    def save_match_as(self: MainWindow) -> None:
        if self.controller is None:
            return
        suggested = saves.suggest_save_path(self.controller.game.name)
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save the match"), str(suggested), tr("Card Table matches (*.cardtable *.json)")
        )
        if not path:
            return
        try:
            saves.save_match(Path(path), self.controller.match.record(), self._seat_records(), self._extra())
            self.table.say(tr("Saved to {path}.", path=path))
        except OSError as error:
            QMessageBox.warning(self, tr("Card Table"), tr("The match could not be saved: {error}", error=said(error)))

    def open_match(self: MainWindow) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Open a match"), str(Path.home()), tr("Card Table matches (*.cardtable *.json)")
        )
        if path:
            self.open_path(Path(path))

    def open_path(self: MainWindow, path: Path) -> bool:
        try:
            saved = saves.load_match(path)
        except saves.SaveError as error:
            QMessageBox.warning(
                self, tr("Card Table"), tr("{file} could not be opened: {error}", file=path.name, error=said(error))
            )
            return False
        self._restore(saved)
        return True
