"""Score sheets on paper: a PDF file, or the printer.

Both go through the same HTML as the export (``sheets.export.to_html``),
laid out by ``QTextDocument``: one description of the printed sheet, so the
PDF, the printout and an HTML file never disagree. QTextDocument draws no
border round an inline span, so each ringed cell becomes a small picture of
its text in a drawn ring (Barbu's doubles of declarer stay ringed on paper).
A sheet wider than a portrait page (many players, or many columns per
player) goes landscape, and its type gets smaller until it fits the page.

Printing needs QtPrintSupport; if this PySide6 has none, ``print_sheet``
says so and offers to save a PDF instead, which any viewer can print.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSizeF, QStandardPaths, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..sheets import export
from ..sheets.model import Derived, Sheet
from ..storage.atomic import document_mode, write_atomic
from .i18n import said, tr

if TYPE_CHECKING:
    from ..storage.settings import Settings
    from .sheets_window import ScoreSheetsWindow

try:  # part of PySide6-Essentials, but a trimmed build may lack it
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    HAVE_PRINTING = True
except ImportError:  # pragma: no cover - depends on the installation
    QPrintDialog = QPrinter = None  # type: ignore[assignment, misc]  # unused: HAVE_PRINTING is False
    HAVE_PRINTING = False

#: More drawn columns than this and the page turns to landscape.
PORTRAIT_COLUMNS = 9
#: Page margins, millimetres.
MARGIN_MM = 12.0
#: The type's size on paper, and how small it may get to fit a wide sheet.
BASE_POINTS = 10.0
SMALLEST_POINTS = 6.0
#: Ring pictures are drawn this many times larger than they print.
RING_SCALE = 6
_RING = re.compile(r'<span class="ring">(.*?)</span>')


def sheet_title(sheet: Sheet) -> str:
    """The sheet's heading on paper: its title, else its game's name in the
    player's language (the kind's id if the game is not installed)."""
    if sheet.title:
        return sheet.title
    from ..sheets.registry import sheet_kind

    try:
        return tr(sheet_kind(sheet.kind).name)
    except KeyError:
        return sheet.kind


def drawn_columns(sheet: Sheet, derived: Derived) -> int:
    """How many columns the printed table has."""
    per_player = sum(1 for column in derived.columns if column.place == "player")
    others = len(derived.columns) - per_player
    return others + per_player * len(sheet.players)


def is_wide(sheet: Sheet, derived: Derived) -> bool:
    return drawn_columns(sheet, derived) > PORTRAIT_COLUMNS


def sheet_html(sheet: Sheet, derived: Derived) -> str:
    """The export's HTML page, rings as bordered spans (made pictures below)."""
    return export.to_html(sheet, derived, title=sheet_title(sheet), rings="border")


def _ring_image(text: str, font: QFont) -> tuple[QImage, int, int]:
    """``text`` with a ring round it, drawn at ``RING_SCALE`` times the size
    it takes on the page (sharp when printed); also its width and height."""
    metrics = QFontMetricsF(font)
    height = metrics.height() + 2
    width = max(metrics.horizontalAdvance(text) + 10, height + 2)
    image = QImage(int(width * RING_SCALE), int(height * RING_SCALE), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.scale(RING_SCALE, RING_SCALE)
    pen = QPen(QColor("black"))
    pen.setWidthF(1.2)
    painter.setPen(pen)
    painter.drawEllipse(QRectF(0.8, 0.8, width - 1.6, height - 1.6))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image, int(round(width)), int(round(height))


def _with_ring_images(doc: QTextDocument, page: str, font: QFont) -> str:
    """QTextDocument draws no border round an inline span, so the export's
    rings (``<span class="ring">X</span>``) become pictures of a ringed X."""
    made: dict[str, str] = {}

    def picture(match: re.Match[str]) -> str:
        text = html.unescape(match.group(1))
        if text not in made:
            name = f"ring:{len(made)}"
            image, width, height = _ring_image(text, font)
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
            made[text] = (
                f'<img src="{name}" width="{width}" height="{height}" style="vertical-align: middle" alt="({html.escape(text)})">'
            )
        return made[text]

    return _RING.sub(picture, page)


def _source_dpi() -> float:
    """The resolution QTextDocument lays text out at (the screen's)."""
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInchX() if screen is not None else 96.0


def document(sheet: Sheet, derived: Derived, page_width: float | None = None) -> QTextDocument:
    """The sheet laid out as a QTextDocument. With ``page_width`` (in the
    document's pixels) the type gets smaller until the table fits the page:
    a sheet cut at the right margin is no use on paper."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    page = sheet_html(sheet, derived)
    size = BASE_POINTS
    while True:
        font = QFont(doc.defaultFont())
        font.setPointSizeF(size)
        doc.setDefaultFont(font)
        cell_font = QFont(font)
        cell_font.setPointSizeF(size * 0.95)  # the export's table type is 0.95em
        doc.setHtml(_with_ring_images(doc, page, cell_font))
        if page_width is None:
            return doc
        doc.setTextWidth(page_width)
        if doc.idealWidth() <= page_width or size <= SMALLEST_POINTS:
            return doc
        size = max(SMALLEST_POINTS, size * page_width / doc.idealWidth() - 0.25)


def _layout_document(sheet: Sheet, derived: Derived, layout: QPageLayout) -> QTextDocument:
    """A document paginated for ``layout``'s printable area."""
    area = layout.paintRect(QPageLayout.Unit.Inch)
    dpi = _source_dpi()
    width, height = area.width() * dpi, area.height() * dpi
    doc = document(sheet, derived, width)
    doc.setPageSize(QSizeF(width, height))
    return doc


def _page_layout(wide: bool) -> QPageLayout:
    orientation = QPageLayout.Orientation.Landscape if wide else QPageLayout.Orientation.Portrait
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation, margins, QPageLayout.Unit.Millimeter)


def _print_document(doc: QTextDocument, device: QPagedPaintDevice) -> None:
    """The document is paginated for the device's printable area (in the
    screen's pixels); QTextDocument scales it to the device's resolution."""
    doc.print_(device)


class ExportError(OSError):
    """A PDF that could not be made (its text says why, in the player's language)."""


def pdf_bytes(sheet: Sheet, derived: Derived) -> bytes:
    """The sheet as a PDF (A4, landscape when wide), in memory.

    QPdfWriter never raises: given a file it cannot open it writes nothing
    and says nothing. So the PDF is drawn into memory, and an empty result
    (painting never started) is an ExportError."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(sheet_title(sheet))
    writer.setCreator("Card Table")
    writer.setResolution(300)
    writer.setPageLayout(_page_layout(is_wide(sheet, derived)))
    doc = _layout_document(sheet, derived, writer.pageLayout())
    _print_document(doc, writer)
    del writer  # finishes the PDF
    data = bytes(buffer.data().data())  # the QByteArray's bytes
    buffer.close()
    if not data.startswith(b"%PDF"):
        raise ExportError(tr("The sheet could not be drawn as a PDF."))
    return data


def export_pdf(sheet: Sheet, derived: Derived, path: str | Path) -> Path:
    """Write the sheet to ``path`` as a PDF, all at once (an existing file
    is replaced only by a whole new one). Raises OSError when the file
    cannot be written, so nobody is told "Saved" about a file that is not there."""
    path = Path(path)
    write_atomic(path, pdf_bytes(sheet, derived), mode=document_mode())
    if not path.is_file():  # pragma: no cover - write_atomic raises first
        raise ExportError(tr("{path} was not written.", path=path))
    return path


def print_sheet(parent: QWidget | None, sheet: Sheet, derived: Derived) -> bool:
    """Ask for a printer and print the sheet; True if it was sent. Without
    QtPrintSupport, say so and offer a PDF file instead."""
    if not HAVE_PRINTING:
        QMessageBox.information(
            parent,
            tr("Print"),
            tr("Printing is not available in this installation. Save the sheet as a PDF file and print that instead."),
        )
        path, _filter = QFileDialog.getSaveFileName(
            parent,
            tr("Save the sheet as PDF"),
            str(documents_folder() / default_file_name(sheet, "pdf")),
            tr("PDF files (*.pdf)"),
        )
        if not path:
            return False
        try:
            export_pdf(sheet, derived, path)
        except OSError as error:
            QMessageBox.warning(parent, tr("Export PDF"), tr("Could not write {path}: {error}", path=path, error=error))
            return False
        return True
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(sheet_title(sheet))
    printer.setPageLayout(_page_layout(is_wide(sheet, derived)))
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(tr("Print the score sheet"))
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _print_document(_layout_document(sheet, derived, printer.pageLayout()), printer)
    return True


class ExportFolder:
    """Where an export's file dialog opens: the folder last exported to
    (kept in the settings, when the window was given them), else the user's
    documents folder; never the process's working folder."""

    def __init__(self, settings: Callable[[], Settings] | None = None):
        self._settings = settings
        self._last = ""  # without settings: remembered while the app runs

    def folder(self) -> Path:
        last = self._settings().export_folder if self._settings is not None else self._last
        if last and Path(last).is_dir():
            return Path(last)
        return documents_folder()

    def start(self, file_name: str) -> str:
        """The path the dialog proposes: ``file_name`` in :meth:`folder`."""
        return str(self.folder() / file_name)

    def used(self, path: str | Path) -> None:
        """Remember the folder of a file just exported, for the next export."""
        folder = str(Path(path).parent)
        self._last = folder
        if self._settings is not None:
            self._settings().export_folder = folder


def documents_folder() -> Path:
    """The user's documents folder (the system's own, or the home folder)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def default_file_name(sheet: Sheet, suffix: str, names: Sequence[str] | None = None) -> str:
    """A file name from the sheet's title ("Barbu 2025-05-12.pdf")."""
    base = sheet_title(sheet)
    day = (sheet.updated or sheet.created or "")[:10]
    if day and day not in base:
        base = f"{base} {day}"
    safe = "".join(ch if ch.isalnum() or ch in " -_." else "_" for ch in base).strip() or tr("sheet")
    return f"{safe}.{suffix}"


class SheetExporting:
    """The score sheets window's Export CSV, Export PDF and Print (a mixin:
    ``self`` is the window)."""

    # -- export and print ----------------------------------------------------------------
    def _derived(self: ScoreSheetsWindow) -> Derived | None:  # type: ignore[misc]  # a mixin, see the class
        if self.sheet is None or self.kind is None:
            return None
        return self.view.derived or self.kind.derive(self.sheet)

    def export_csv(self: ScoreSheetsWindow) -> str | None:  # type: ignore[misc]  # a mixin, see the class
        derived = self._derived()
        if derived is None or self.sheet is None:
            return None
        path, _filter = QFileDialog.getSaveFileName(
            self,
            tr("Export CSV"),
            self.export_folder.start(default_file_name(self.sheet, "csv")),
            tr("CSV files (*.csv)"),
        )
        if not path:
            return None
        from ..sheets import export

        try:
            write_atomic(path, export.to_csv(self.sheet, derived), mode=document_mode())
        except OSError as error:
            QMessageBox.warning(
                self, tr("Export CSV"), tr("Could not write {path}: {error}", path=path, error=said(error))
            )
            return None
        self.export_folder.used(path)
        self.statusBar().showMessage(tr("Saved {path}", path=path), 5000)
        return path

    def export_pdf(self: ScoreSheetsWindow) -> str | None:  # type: ignore[misc]  # a mixin, see the class
        derived = self._derived()
        if derived is None or self.sheet is None:
            return None
        path, _filter = QFileDialog.getSaveFileName(
            self,
            tr("Export PDF"),
            self.export_folder.start(default_file_name(self.sheet, "pdf")),
            tr("PDF files (*.pdf)"),
        )
        if not path:
            return None
        try:
            export_pdf(self.sheet, derived, path)
        except OSError as error:
            QMessageBox.warning(
                self, tr("Export PDF"), tr("Could not write {path}: {error}", path=path, error=said(error))
            )
            return None
        self.export_folder.used(path)
        self.statusBar().showMessage(tr("Saved {path}", path=path), 5000)
        return path

    def print_sheet(self: ScoreSheetsWindow) -> bool:  # type: ignore[misc]  # a mixin, see the class
        derived = self._derived()
        if derived is None or self.sheet is None:
            return False
        return print_sheet(self, self.sheet, derived)
