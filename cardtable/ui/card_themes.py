"""Card pictures: drawing the faces of a card theme as images.

Which decks exist and what their files look like is ``theme_discovery``; the
fix-ups their SVG needs before Qt can draw it are ``svg_repair``. This module
loads a theme's deck once, draws its cards (falling back to our own deck for
the cards a theme lacks) and caches the pictures. The names of all three are
importable from here, as they were before the split.
"""

from __future__ import annotations

import gzip
import statistics
import threading
import zlib
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer

from ..core.cards import Card
from .i18n import tr
from .svg_repair import MAX_SVG_DEPTH, preprocess_svg, svg_depth
from .theme_discovery import (
    BUILTIN_ASPECT,
    BUILTIN_BACKS,
    BUILTIN_DIR,
    BUILTIN_FOUR_COLOUR_NAME,
    BUILTIN_NAME,
    CardTheme,
    ThemeError,
    _aisleriot_grid_cell,
    _all_cards,
    aisleriot_element_ids,
    builtin_themes,
    discover_themes,
    face_key,
    kde_element_ids,
    missing_theme_problem,
    read_desktop_file,
    sniff_svg,
    xdg_data_dirs,
)

#: A back drawn from the player's picture: ``PICTURE_BACK + path`` (see storage.pictures).
PICTURE_BACK = "picture:"

# --------------------------------------------------------------------------
# Decks: loaded once per file and shared by every renderer (and thread).


class _Deck:
    """Draws faces of one source; ``draw`` returns False for a card it lacks."""

    aspect: float = BUILTIN_ASPECT

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        raise NotImplementedError

    def has(self, card: Card | None) -> bool:
        raise NotImplementedError


class _BuiltinDeck(_Deck):
    """Our deck: one small SVG file per card."""

    def __init__(self, folder: Path, back_folder: Path) -> None:
        self.folder = folder
        self.back_folder = back_folder
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._lock = threading.Lock()

    def _path(self, key: str, back: str) -> Path:
        if key == "back":
            return self.back_folder / f"back-{back}.svg"
        return self.folder / f"{key}.svg"

    def _renderer(self, key: str, back: str) -> QSvgRenderer | None:
        cache_key = f"back-{back}" if key == "back" else key
        if cache_key not in self._renderers:
            path = self._path(key, back)
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._renderers[cache_key] = renderer if renderer is not None and renderer.isValid() else None
        return self._renderers[cache_key]

    def has(self, card: Card | None) -> bool:
        return self._path(face_key(card), BUILTIN_BACKS[0]).is_file()

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        with self._lock:
            renderer = self._renderer(face_key(card), back)
            if renderer is None:
                return False
            renderer.render(painter, _fit(target, BUILTIN_ASPECT))
        return True


class _SvgDeck(_Deck):
    """A KDE or Aisleriot deck: one SVG holding every card as an element."""

    def __init__(self, theme: CardTheme) -> None:
        self.theme = theme
        self._lock = threading.Lock()
        data = _read_svg_bytes(theme.path)
        if svg_depth(data) > MAX_SVG_DEPTH:
            raise ThemeError(
                tr(
                    "{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table to draw",
                    deck=theme.label,
                    path=theme.path,
                    limit=MAX_SVG_DEPTH,
                )
            )
        data = preprocess_svg(data)
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise ThemeError(tr("{deck}: Qt cannot read {path}", deck=theme.label, path=theme.path))
        self.renderer = renderer
        ids = kde_element_ids if theme.kind == "kde" else aisleriot_element_ids
        self.elements: dict[str, str] = {}
        for card in _all_cards():
            found = next((i for i in ids(card) if renderer.elementExists(i)), None)
            if found is not None:
                self.elements[face_key(card)] = found
        if "back" not in self.elements and not any(k != "back" for k in self.elements):
            raise ThemeError(tr("{deck}: no card elements found in {path}", deck=theme.label, path=theme.path))
        self.rects: dict[str, QRectF] = {}
        self.doc_rects: dict[str, QRectF] = {
            key: self._document_rect(element) for key, element in self.elements.items()
        }
        if theme.kind == "kde":
            self._layout_kde()
        else:
            self._layout_aisleriot()

    def _document_rect(self, element: str) -> QRectF:
        """The element's bounds in document units (its parents' transforms applied)."""
        bounds = self.renderer.boundsOnElement(element)
        return self.renderer.transformForElement(element).mapRect(bounds)

    def _layout_kde(self) -> None:
        # KDE scales every element to the size of "back" (its card size).
        reference = self.doc_rects.get("back") or next(iter(self.doc_rects.values()))
        self.aspect = _safe_aspect(reference)
        self.rects = dict(self.doc_rects)

    def _layout_aisleriot(self) -> None:
        """Find the card size and each card's rectangle on the 13 x 5 sheet.

        The card size is the common size of the elements that match a grid
        cell (within 3%): elements are never smaller than their card, but
        some spill over it (decorations the original clips), and those are
        cut to a card-sized rectangle at their cell.
        """
        view = self.renderer.viewBoxF()
        cell_w, cell_h = view.width() / 13, view.height() / 5
        sizes = [r for r in self.doc_rects.values() if r.width() > 0 and r.height() > 0]
        if not sizes:
            raise ThemeError(tr("{deck}: its card elements are empty", deck=self.theme.label))

        def near(a: float, b: float) -> bool:
            return b > 0 and abs(a / b - 1) <= 0.03

        on_grid = [r for r in sizes if near(r.width(), cell_w) and near(r.height(), cell_h)]
        basis = on_grid or sizes
        width = statistics.median(r.width() for r in basis)
        height = statistics.median(r.height() for r in basis)
        self.aspect = width / height
        for key, rect in self.doc_rects.items():
            if near(rect.width(), width) and near(rect.height(), height):
                self.rects[key] = rect
                continue
            cell = _aisleriot_grid_cell(self.elements[key])
            centre = rect.center()
            if on_grid and cell is not None:
                x = view.x() + cell[0] * cell_w
                y = view.y() + cell[1] * cell_h
                if x <= centre.x() <= x + cell_w and y <= centre.y() <= y + cell_h:
                    self.rects[key] = QRectF(x, y, width, height)
                    continue
            if rect.width() < width and rect.height() < height:
                self.rects[key] = rect  # smaller than a card: stretch it
            else:
                self.rects[key] = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def has(self, card: Card | None) -> bool:
        return face_key(card) in self.elements

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        key = face_key(card)
        element = self.elements.get(key)
        if element is None:
            return False
        card_rect = self.rects[key]
        doc = self.doc_rects[key]
        if card_rect.width() <= 0 or card_rect.height() <= 0:
            return False
        sx = target.width() / card_rect.width()
        sy = target.height() / card_rect.height()
        bounds = QRectF(
            target.x() + (doc.x() - card_rect.x()) * sx,
            target.y() + (doc.y() - card_rect.y()) * sy,
            doc.width() * sx,
            doc.height() * sy,
        )
        with self._lock:
            painter.save()
            painter.setClipRect(target)
            self.renderer.render(painter, element, bounds)
            painter.restore()
        return True


def _read_svg_bytes(path: Path) -> bytes:
    try:
        data = path.read_bytes()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as error:
        raise ThemeError(tr("cannot read {path}: {error}", path=path, error=error)) from error
    return data


def _safe_aspect(rect: QRectF) -> float:
    if rect.width() > 0 and rect.height() > 0:
        return rect.width() / rect.height()
    return BUILTIN_ASPECT


def _fit(target: QRectF, aspect: float) -> QRectF:
    """The largest rectangle of ``aspect`` centred in ``target``."""
    if target.height() <= 0:
        return target
    if target.width() / target.height() > aspect:
        w = target.height() * aspect
        return QRectF(target.x() + (target.width() - w) / 2, target.y(), w, target.height())
    h = target.width() / aspect
    return QRectF(target.x(), target.y() + (target.height() - h) / 2, target.width(), h)


_DECKS: OrderedDict[tuple[str, str], _Deck] = OrderedDict()
_DECK_ERRORS: dict[tuple[str, str], str] = {}
_DECKS_LOCK = threading.Lock()
# Big decks hold megabytes of parsed SVG; keep the few last used (a renderer
# keeps its own deck alive regardless), so browsing themes does not hoard them.
_MAX_SVG_DECKS = 4


def _builtin_deck(folder: Path = BUILTIN_DIR) -> _BuiltinDeck:
    key = ("builtin", str(folder))
    with _DECKS_LOCK:
        deck = _DECKS.get(key)
        if deck is None:
            deck = _DECKS[key] = _BuiltinDeck(folder, BUILTIN_DIR)
    assert isinstance(deck, _BuiltinDeck)
    return deck


def _load_deck(theme: CardTheme) -> _Deck:
    """The theme's deck, loaded once; raises ThemeError if it cannot be used."""
    if theme.kind == "builtin":
        return _builtin_deck(theme.path)
    key = (theme.kind, str(theme.path))
    with _DECKS_LOCK:
        if key in _DECKS:
            _DECKS.move_to_end(key)
            return _DECKS[key]
        if key in _DECK_ERRORS:
            raise ThemeError(_DECK_ERRORS[key])
        try:
            deck = _SvgDeck(theme)
        except ThemeError as error:
            _DECK_ERRORS[key] = str(error)
            raise
        except Exception as error:  # someone else's file: whatever breaks on it refuses the deck, once
            _DECK_ERRORS[key] = tr(
                "{deck}: cannot be loaded ({error})", deck=theme.label, error=str(error) or type(error).__name__
            )
            raise ThemeError(_DECK_ERRORS[key]) from error
        _DECKS[key] = deck
        svg_keys = [k for k in _DECKS if k[0] != "builtin"]
        for old_key in svg_keys[: max(0, len(svg_keys) - _MAX_SVG_DECKS)]:
            del _DECKS[old_key]
        return deck


def card_aspect(theme: CardTheme) -> float:
    """Width / height of the theme's cards, for laying out the table.

    Loads the deck if needed (once); a deck that cannot load reports our
    deck's shape, since that is what will be drawn.
    """
    if theme.kind == "builtin":
        return BUILTIN_ASPECT
    try:
        return _load_deck(theme).aspect
    except ThemeError:
        return BUILTIN_ASPECT


# --------------------------------------------------------------------------
# Rendering


class CardRenderer:
    """Card pictures of one theme as QImages, with an LRU cache.

    Safe to use from worker threads: it only touches QImage, QPainter and
    QSvgRenderer (never QPixmap, which belongs to the GUI thread), and each
    shared QSvgRenderer is used under a lock. Convert to QPixmap on the GUI
    thread.

    The deck is loaded on first use, not in the constructor, so that
    building a renderer on the GUI thread is instant. If the theme cannot be
    loaded, every card comes from our deck and ``error`` says why.
    """

    def __init__(self, theme: CardTheme, back: str = BUILTIN_BACKS[0], cache_size: int = 512) -> None:
        self.theme = theme
        self.back = back if back in BUILTIN_BACKS or back.startswith(PICTURE_BACK) else BUILTIN_BACKS[0]
        self._picture: QImage | None = None  # the back's picture, read on first use
        self.cache_size = cache_size
        self.error: str | None = None
        self._cache: OrderedDict[tuple[str, int, float], QImage] = OrderedDict()
        self._lock = threading.Lock()
        self._deck: _Deck | None = None
        self._loaded = False

    # The deck and what it can draw

    def deck(self) -> _Deck | None:
        """The theme's deck (None if it failed to load; see ``error``)."""
        with self._lock:
            if not self._loaded:
                try:
                    self._deck = _load_deck(self.theme)
                except ThemeError as error:
                    self._deck = None
                    self.error = str(error)
                self._loaded = True
            return self._deck

    @property
    def problem(self) -> str | None:
        """What to tell the player once the theme failed to load and our own
        cards are drawn in its place (None until then, or when it loaded)."""
        if self.error is None:
            return None
        return tr(
            "The card deck {deck} cannot be used, so Card Table's own cards are drawn instead. {reason}",
            deck=self.theme.label,
            reason=self.error,
        )

    def load(self) -> None:
        """Load now and raise ThemeError if the theme is unusable."""
        if self.deck() is None:
            raise ThemeError(self.error or tr("{deck}: cannot be loaded", deck=self.theme.label))

    @property
    def aspect(self) -> float:
        deck = self.deck()
        return deck.aspect if deck is not None else BUILTIN_ASPECT

    def has_card(self, card: Card | None) -> bool:
        """Whether the theme draws ``card`` itself (instead of our fallback)."""
        deck = self.deck()
        return deck is not None and deck.has(card)

    def height_for(self, width_px: int) -> int:
        return max(1, round(width_px / self.aspect))

    # Pictures

    def render(self, card: Card | None, width_px: int, device_pixel_ratio: float = 1.0) -> QImage:
        """``card`` (None = the back) ``width_px`` logical pixels wide.

        The image holds width * dpr physical pixels and carries the ratio, so
        it paints at the logical size and stays sharp on HiDPI screens.
        """
        width_px = max(1, int(width_px))
        dpr = max(0.1, float(device_pixel_ratio))
        key = (face_key(card), width_px, round(dpr, 3))
        with self._lock:
            image = self._cache.get(key)
            if image is not None:
                self._cache.move_to_end(key)
                return image
        image = self._render(card, width_px, dpr)
        with self._lock:
            self._cache[key] = image
            self._cache.move_to_end(key)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return image

    def clear_cache(self) -> None:
        with self._lock:
            self._cache.clear()

    def _render(self, card: Card | None, width_px: int, dpr: float) -> QImage:
        deck = self.deck()
        aspect = deck.aspect if deck is not None else BUILTIN_ASPECT
        pixel_w = max(1, round(width_px * dpr))
        pixel_h = max(1, round(width_px / aspect * dpr))
        image = QImage(pixel_w, pixel_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        target = QRectF(0, 0, pixel_w, pixel_h)
        picture = self._back_picture() if card is None else None
        drawn = picture is not None and _draw_picture_back(painter, picture, target)
        back = self.back if self.back in BUILTIN_BACKS else BUILTIN_BACKS[0]  # if the picture cannot be read
        drawn = drawn or deck is not None and deck.draw(painter, card, target, back)
        if not drawn and not isinstance(deck, _BuiltinDeck):
            # Missing from the theme: our card, fitted into the theme's shape.
            drawn = _builtin_deck().draw(painter, card, target, back)
        if not drawn:
            _draw_plain(painter, card, _fit(target, BUILTIN_ASPECT))
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def _back_picture(self) -> QImage | None:
        """The player's picture for the back, read once (None: ours is drawn,
        as when the file was removed since it was chosen)."""
        if not self.back.startswith(PICTURE_BACK):
            return None
        with self._lock:
            if self._picture is None:
                self._picture = QImage(self.back[len(PICTURE_BACK) :])
            return None if self._picture.isNull() else self._picture


def _draw_picture_back(painter: QPainter, picture: QImage, target: QRectF) -> bool:
    """The player's picture as a card back: a white card, as ours, with the
    picture cropped to fill it inside the border. The picture is scaled to the
    exact pixels drawn (Qt's smooth scaling averages when it shrinks), so the
    back is sharp at every size."""
    card = target  # the deck's own shape
    border = card.width() * 12 / 250
    inner = card.adjusted(border, border, -border, -border).toAlignedRect()
    if inner.width() < 1 or inner.height() < 1:
        return False
    source_aspect = picture.width() / picture.height()
    if source_aspect > inner.width() / inner.height():
        crop_w = round(picture.height() * inner.width() / inner.height())
        source = QRect((picture.width() - crop_w) // 2, 0, crop_w, picture.height())
    else:
        crop_h = round(picture.width() * inner.height() / inner.width())
        source = QRect(0, (picture.height() - crop_h) // 2, picture.width(), crop_h)
    scaled = picture.copy(source).scaled(
        inner.size(), Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    painter.setPen(QPen(QColor("#b4b4b4"), max(1.0, card.width() / 250)))
    painter.setBrush(QColor("#ffffff"))
    radius = card.width() * 12 / 250
    painter.drawRoundedRect(card.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    brush = QBrush(scaled)
    brush.setTransform(QTransform.fromTranslate(inner.x(), inner.y()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(brush)
    painter.drawRoundedRect(QRectF(inner), radius * 0.6, radius * 0.6)
    return True


def _draw_plain(painter: QPainter, card: Card | None, rect: QRectF) -> None:
    """Last resort when even our deck's files are missing: a readable card."""
    radius = rect.width() * 0.05
    painter.setPen(QPen(QColor("#7d7d7d"), max(1.0, rect.width() / 160)))
    painter.setBrush(QColor("#1f4f9e") if card is None else QColor("#ffffff"))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if card is None:
        return
    painter.setPen(QColor("#c8102e") if card.is_red else QColor("#1b1b1b"))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(rect.width() * 0.22)))
    painter.setFont(font)
    text = "JK" if card.is_joker or card.suit is None else f"{card.rank.label}{card.suit.symbol}"  # (the same)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


__all__ = [
    "BUILTIN_ASPECT",
    "BUILTIN_BACKS",
    "BUILTIN_DIR",
    "BUILTIN_FOUR_COLOUR_NAME",
    "BUILTIN_NAME",
    "MAX_SVG_DEPTH",
    "PICTURE_BACK",
    "CardRenderer",
    "CardTheme",
    "ThemeError",
    "aisleriot_element_ids",
    "builtin_themes",
    "card_aspect",
    "discover_themes",
    "face_key",
    "kde_element_ids",
    "missing_theme_problem",
    "preprocess_svg",
    "read_desktop_file",
    "sniff_svg",
    "svg_depth",
    "xdg_data_dirs",
]
