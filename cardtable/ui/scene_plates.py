"""A seat's name plate on the table: as wide as its text, never cut.

The plate shows the seat's name and card count, the game's note (a bid,
tricks taken) and "dealer"; a triangle, bold text and a border mark the seat
to play (not colour alone). A plate too long for one line puts the note on a
second line when its seat has no room for one. Its sizes are measured
before the table is laid out, so the solver gives it room of its own and
chooses the form (:meth:`NamePlate.sizes`, :meth:`NamePlate.use_form`).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .i18n import tr

SELECTED_COLOUR = QColor(255, 214, 0)
PLATE_FONT_PX = 20  # in scene units (a card is 100 wide)
PLATE_PAD_X = 14.0  # scene units between the text and the plate's ends
PLATE_PAD_Y = 5.0


def plate_font(bold: bool) -> QFont:
    """The plates' font, sized in scene units so the plate's size does not
    depend on the screen."""
    font = QFont()
    font.setPixelSize(PLATE_FONT_PX)
    font.setBold(bold)
    return font


_MEASURED: dict[tuple[QFont, tuple[str, ...]], tuple[float, float]] = {}
MEASURED_MOST = 4096  # texts kept measured (a plate's texts change with counts and notes)


def _measure(font: QFont, lines: tuple[str, ...]) -> tuple[float, float]:
    """The widest of ``lines`` and the height of one line, in ``font``: each
    text measured once, as every view shown measures every plate in each of
    its forms several times, and text measured is the plates' main cost."""
    key = (font, lines)
    measured = _MEASURED.get(key)
    if measured is None:
        if len(_MEASURED) >= MEASURED_MOST:
            _MEASURED.clear()
        metrics = QFontMetricsF(font)
        measured = max(metrics.horizontalAdvance(line) for line in lines), metrics.height()
        _MEASURED[QFont(font), lines] = measured
    return measured


class NamePlate(QGraphicsObject):
    """A seat's name, its card count, the game's note and markers for the
    dealer and the seat to play. Its position is its centre."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""  # the plate as shown on one line: name, cards, the game's note
        self.first = ""  # name and cards, the first line when the note goes below
        self.note = ""  # the game's note ("Bid 4 · took 0"), or ""
        self.name = ""  # the seat's name and its cards, apart: the narrowest form's lines
        self.count = ""
        self.spoken = ""  # the same for a screen reader, without the dots
        self.active = False
        self.dealer = False
        self.high_contrast = False
        self._box = QRectF(-100, -16, 200, 32)
        self.form = 0  # which of forms() is drawn
        self.setZValue(500)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._box.adjusted(-2, -2, 2, 2)

    def box(self) -> QRectF:
        """The plate as drawn, in its own coordinates (centred on 0, 0)."""
        return QRectF(self._box)

    def set_state(
        self,
        text: str,
        active: bool,
        dealer: bool,
        spoken: str = "",
        first: str = "",
        note: str = "",
        name: str = "",
        count: str = "",
    ) -> None:
        self.text, self.active, self.dealer = text, active, dealer
        self.first, self.note = first or text, note
        self.name, self.count = name, count
        self.spoken = spoken or text
        self.use_form(0)

    def label(self) -> str:
        """The text drawn on one line: the plate, "dealer" if so, and a
        triangle for the seat to play."""
        text = tr("{plate} \u00b7 dealer", plate=self.text) if self.dealer else self.text
        return "\u25b6 " + text if self.active else text

    def forms(self) -> list[list[str]]:
        """The ways the plate may be drawn: on one line, (if it has a note
        or is the dealer's) its name and cards above the rest, and, for a
        seat with little room (ten players round a narrow table), its name
        above its cards."""
        forms = [[self.label()]]
        rest: list[str] = []
        if self.note or self.dealer:
            rest = [
                tr("{plate} \u00b7 dealer", plate=self.note) if self.note and self.dealer else self.note or tr("Dealer")
            ]
        if rest:
            first = "\u25b6 " + self.first if self.active else self.first
            forms.append([first, *rest])
        if self.name and self.count:
            name = "\u25b6 " + self.name if self.active else self.name
            forms.append([name, self.count, *rest])
        return forms

    def sizes(self) -> list[tuple[float, float]]:
        """The width and height (scene units) of each of the plate's forms."""
        return [self._size(lines) for lines in self.forms()]

    def use_form(self, form: int) -> None:
        """Draw the plate in that form (the layout chose it: 0 is one line)."""
        forms = self.forms()
        self.form = min(max(form, 0), len(forms) - 1)
        self.prepareGeometryChange()
        width, height = self._size(forms[self.form])
        self._box = QRectF(-width / 2, -height / 2, width, height)
        self.update()

    def lines(self) -> list[str]:
        """The text as drawn, line by line."""
        forms = self.forms()
        return forms[min(self.form, len(forms) - 1)]

    def _font(self) -> QFont:
        return plate_font(self.active or self.high_contrast)

    def _size(self, lines: list[str]) -> tuple[float, float]:
        """Width and height in scene units of these lines: the widest line
        and the padding round them."""
        widest, line_height = _measure(self._font(), tuple(lines))
        width = widest + 2 * PLATE_PAD_X
        height = line_height * len(lines) + 2 * PLATE_PAD_Y
        return width, height

    def text_width(self) -> float:
        """How wide the widest line is drawn (the layout check compares it
        with the box)."""
        return _measure(self._font(), tuple(self.lines()))[0]

    def accessible_name(self) -> str:
        """The plate in words: "West, 10 cards, dealer, to play"."""
        text = self.spoken
        if self.dealer:
            text = tr("{plate}, dealer", plate=text)
        if self.active:
            text = tr("{plate}, to play", plate=text)
        return text

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font())
        box = self._box
        if self.active:
            painter.setPen(QPen(SELECTED_COLOUR, 3 if self.high_contrast else 2))
        elif self.high_contrast:
            painter.setPen(QPen(QColor(255, 255, 255), 1))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        alpha = 255 if self.high_contrast else 150 if self.active else 110
        painter.setBrush(QColor(0, 0, 0, alpha))
        radius = min(box.height() / 2, 16)
        painter.drawRoundedRect(box, radius, radius)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines()))
