"""Card pictures for the table, at the size they are shown.

Cards are drawn from the chosen theme into QImages at the exact pixel size the
view shows them (times the screen's device pixel ratio), so they stay sharp at
any window size and on HiDPI screens. A resize asks for a new size: the whole
deck is rendered again on a worker thread while the old pictures, scaled, fill
in for the moment.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QImage, QPixmap

from ..core.cards import Card, french_deck
from ..storage.pictures import stored_path
from .card_themes import PICTURE_BACK, CardRenderer


class _Rendered(QObject):
    ready = Signal(int, object)  # width, {key: QImage}


class _RenderJob(QRunnable):
    def __init__(self, renderer: CardRenderer, cards: list[Card | None], width: int, dpr: float, signals: _Rendered):
        super().__init__()
        self.renderer, self.cards, self.width, self.dpr, self.signals = renderer, cards, width, dpr, signals

    def run(self) -> None:  # worker thread: QImage only, never QPixmap
        images = {}
        for card in self.cards:
            images[_key(card)] = self.renderer.render(card, self.width, self.dpr)
        try:
            self.signals.ready.emit(self.width, images)
        except RuntimeError:
            pass


def renderer_back(card_back: str, picture: Path | None = None) -> str:
    """The renderer's back for the Settings' ``card_back``: ours by colour, or
    the player's picture (``picture``, else where storage.pictures keeps it)."""
    if card_back != "picture":
        return card_back
    return PICTURE_BACK + str(picture if picture is not None else stored_path("back"))


def _key(card: Card | None) -> str:
    return "back" if card is None else card.text


class SpriteCache(QObject):
    """Pixmaps of the cards at the current display width.

    ``problem(text)`` is emitted once per deck when the chosen deck turns
    out to be unusable (our own cards are drawn instead), with the reason in
    the player's language, for the window to tell the player."""

    updated = Signal()
    problem = Signal(str)

    #: False: no deck is rendered ahead for a new size; a card painted is
    #: rendered when painted. For the layout check, which paints nothing and
    #: changed the size thousands of times, a deck rendered on a worker each time.
    renders_ahead = True

    def __init__(self, renderer: CardRenderer, dpr: float = 1.0, parent: QObject | None = None):
        super().__init__(parent)
        self.renderer = renderer
        self.dpr = dpr
        self.width = 0
        self._pixmaps: dict[str, QPixmap] = {}
        self._signals = _Rendered()
        self._signals.ready.connect(self._accept)
        self._wanted = 0
        self._told: set[str] = set()  # the decks whose problem was told

    def set_renderer(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self._pixmaps.clear()
        self.width = 0
        self.updated.emit()

    def request(self, width: int, extra: Iterable[Card] = ()) -> None:
        """Ask for the deck at ``width`` pixels wide (logical), rendered off the UI thread."""
        width = max(8, int(width))
        if not self.renders_ahead or width == self.width or width == self._wanted:
            return
        self._wanted = width
        cards: list[Card | None] = [None, *french_deck(jokers=2), *extra]
        QThreadPool.globalInstance().start(_RenderJob(self.renderer, cards, width, self.dpr, self._signals))

    def _accept(self, width: int, images: dict[str, QImage]) -> None:
        if width != self._wanted:
            return
        self.width = width
        self._pixmaps = {key: QPixmap.fromImage(image) for key, image in images.items()}
        self.updated.emit()
        self._tell_problem()

    def _tell_problem(self) -> None:
        """Emit ``problem`` the first time the deck is found unusable (the
        deck loads on a worker thread, so this runs when its cards arrive)."""
        text = self.renderer.problem
        if text is not None and self.renderer.theme.name not in self._told:
            self._told.add(self.renderer.theme.name)
            self.problem.emit(text)

    def pixmap(self, card: Card | None, width: int) -> QPixmap:
        """The card's picture; rendered at once (on this thread) if missing."""
        key = _key(card)
        pixmap = self._pixmaps.get(key)
        if pixmap is None or self.width == 0:
            image: QImage = self.renderer.render(card, max(8, int(width)), self.dpr)
            pixmap = QPixmap.fromImage(image)
            if self.width == 0 or self.width == int(width):
                self._pixmaps[key] = pixmap
            self._tell_problem()
        return pixmap
