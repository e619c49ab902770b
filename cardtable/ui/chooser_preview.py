"""The chooser's preview pictures: a real deal of each game (each game, and
each preset, dealt its own), seat 0's hand fanned on green felt with the
shared piles small at the top right. Kept apart from the list itself."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from ..core.cards import Card, sort_hand
from ..core.game import GameState, View
from .chooser_delegate import PREVIEW_SIZE
from .i18n import tr

if TYPE_CHECKING:  # the decks are loaded only when a preview is drawn
    from .card_themes import CardRenderer
    from .chooser import ChooserEntry


def _card_renderer() -> CardRenderer | None:
    """The built-in deck's renderer, or None when it cannot be had (then
    previews draw plain card shapes rather than fail). The built-in theme is
    asked for directly: discovering every deck on the system is not needed
    for a preview."""
    try:
        from . import card_themes

        builtin = getattr(card_themes, "builtin_themes", None)
        themes = builtin() if builtin is not None else card_themes.discover_themes()[0]
        return card_themes.CardRenderer(themes[0]) if themes else None
    except Exception:
        return None


def _plain_card(card: Card | None, width: int, dpr: float) -> QImage:
    """A simple card face or back, for when no theme renderer is available."""
    height = round(width * 1.4)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, width - 1, height - 1)
    painter.setPen(QPen(QColor("#555"), 0.8))
    painter.setBrush(QColor("#fdfdf8") if card is not None else QColor("#2b4c9a"))
    painter.drawRoundedRect(rect, width * 0.08, width * 0.08)
    if card is not None:
        painter.setPen(QColor("#c62828") if card.is_red else QColor("#111"))
        font = QFont()
        font.setPixelSize(max(6, round(width * 0.3)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            rect.adjusted(2, 1, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            card.text.replace("-2", ""),
        )
    painter.end()
    return image


def _height(image: QImage, width: int) -> float:
    """The logical height of a card picture drawn ``width`` wide (themes differ in shape)."""
    if image.isNull() or image.width() == 0:
        return width * 1.4
    return width * image.height() / image.width()


def _felt_pixmap(dpr: float, size: QSize = PREVIEW_SIZE) -> QPixmap:
    """The empty felt shown until an entry's preview is drawn."""
    image = QImage(round(size.width() * dpr), round(size.height() * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _draw_felt(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return QPixmap.fromImage(image)


def _draw_felt(painter: QPainter, rect: QRectF) -> None:
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor("#2f7d46"))
    gradient.setColorAt(1, QColor("#1d5530"))
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
    painter.fillPath(path, QBrush(gradient))
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
    painter.drawPath(path)


class PreviewPainter:
    """Draws the preview of a game: seat 0's dealt hand fanned on green felt."""

    def __init__(self, renderer: CardRenderer | None = None, dpr: float = 1.0):
        self.renderer = renderer if renderer is not None else _card_renderer()
        self.dpr = dpr
        self._faces: dict[tuple[str, int], QImage] = {}

    def card_image(self, card: Card | None, width: int) -> QImage:
        key = ("back" if card is None else card.text, width)
        image = self._faces.get(key)
        if image is None:
            image = None
            if self.renderer is not None:
                try:
                    image = self.renderer.render(card, width, self.dpr)
                except Exception:
                    image = None
            if image is None or image.isNull():
                image = _plain_card(card, width, self.dpr)
            self._faces[key] = image
        return image

    def preview(self, entry: ChooserEntry, size: QSize = PREVIEW_SIZE) -> QPixmap:
        view = _preview_view(entry)
        image = QImage(
            round(size.width() * self.dpr), round(size.height() * self.dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        image.setDevicePixelRatio(self.dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        _draw_felt(painter, QRectF(0, 0, size.width(), size.height()))
        if view is not None and view.game == "fan_tan":
            # Fan Tan shows its rows: a hand alone looks like any game's.
            from .fan_tan_preview import paint_rows

            paint_rows(painter, view, QRectF(8, 24, size.width() - 16, size.height() - 30), self.card_image)
        elif view is not None and view.game == "camicia":  # the packets and the pile: no hand to show
            from .camicia_preview import paint_table

            paint_table(painter, view, QRectF(8, 24, size.width() - 16, size.height() - 30), self.card_image)
        elif (
            view is not None and view.game == "blackjack"
        ):  # the dealer over two boxes with chips: no hand of one's own
            from .blackjack_preview import paint_table as paint_boxes

            paint_boxes(painter, view, QRectF(8, 22, size.width() - 16, size.height() - 26), self.card_image)
        elif view is not None and view.game == "chinese_ten":  # the table cards to make ten with, the stock
            from .chinese_ten_preview import paint_table as paint_tens

            paint_tens(painter, view, QRectF(8, 24, size.width() - 16, 40), self.card_image)
            self._hand(painter, view, size)
        elif view is not None:
            if view.game == "statistics":  # the kitty fanned and a collection: a hand alone looks like any game's
                from .statistics_preview import paint_table as paint_kitty

                paint_kitty(painter, view, QRectF(8, 24, size.width() - 16, 38), self.card_image)
            elif view.game == "go_fish":  # its books made, fanned: a hand alone looks like any game's
                from .go_fish_preview import paint_books

                paint_books(painter, view, QRectF(8, 26, size.width() - 16, 40), self.card_image)
            if view.game != "statistics":  # its kitty is the middle
                self._centre(painter, view, size)
            self._hand(painter, view, size)
        self._title(painter, tr(entry.game.name), size)
        painter.end()
        return QPixmap.fromImage(image)

    # -- parts of the picture ----------------------------------------------
    def _title(self, painter: QPainter, name: str, size: QSize) -> None:
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        rect = QRectF(8, 5, size.width() - 16, 16)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawText(rect.translated(1, 1), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(QColor("#f4f1e1"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

    def _centre(self, painter: QPainter, view: View, size: QSize) -> None:
        """The shared piles of the deal (stock, discard, starter), small, top right."""
        shown: list[Card | None] = []
        for pile in view.piles:
            if pile.kind in ("stock", "discard", "starter") and pile.cards:
                top = pile.cards[-1]
                if top is None and None in shown:
                    continue  # one face-down pile says "stock"; two look like a mistake
                shown.append(top)
        if not shown:
            return
        width = 28
        x = size.width() - 10 - len(shown) * (width + 4)
        for card in shown:
            image = self.card_image(card, width)
            painter.drawImage(QRectF(x, 8, width, _height(image, width)), image)
            x += width + 4

    def _hand(self, painter: QPainter, view: View, size: QSize) -> None:
        try:
            cards = sort_hand(view.hand(0))
        except (KeyError, TypeError):
            return
        if not cards:
            return
        width = 38
        height = _height(self.card_image(cards[0], width), width)
        count = len(cards)
        # Cards turn round a point well below the picture, like a hand held up;
        # the middle card stands whole just above the bottom edge, and a big
        # hand closes up rather than running off the sides.
        radius = 240.0
        span = min((count - 1) * width * 0.55, size.width() * 0.7)
        spread = 2 * math.degrees(math.asin(min(1.0, span / 2 / radius)))
        pivot = QPointF(size.width() / 2, size.height() - 5 - height + radius)
        for index, card in enumerate(cards):
            angle = 0.0 if count == 1 else -spread / 2 + spread * index / (count - 1)
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            painter.translate(0, -radius)
            image = self.card_image(card, width)
            painter.drawImage(QRectF(-width / 2, 0, width, _height(image, width)), image)
            painter.restore()


def _preview_view(entry: ChooserEntry) -> View | None:
    """Seat 0's view of a deal of this game with the preset's options."""
    game = entry.game
    values: Mapping[str, object] = {}
    if entry.preset is not None:
        values = game.preset(entry.preset).values
    try:
        # Each game (and preset) its own deal: one seed for all dealt Hearts
        # and Barbu, both 52 cards to four, the very same hand.
        state = game.new_hand(game.default_players, dict(values), seed=f"preview:{entry.key}")
        if game.id == "fan_tan":
            from .fan_tan_preview import advanced

            return advanced(state).view(0)  # a few turns in: the rows started
        if game.id == "go_fish":
            from .go_fish_preview import advanced as fished

            return fished(state).view(0)  # a few asks in: some books made
        if game.id == "statistics":
            from .statistics_preview import advanced as played

            return played(state).view(0)  # a few turns in: a kitty and a collection
        if game.id == "blackjack":
            from .blackjack_preview import advanced as dealt

            return dealt(state).view(0)  # the bets made, the cards out
        if game.id == "camicia":
            from .camicia_preview import advanced as attacking

            return attacking(state).view(0)  # a few cards in: an attack on the pile
        return _hand_shown(state).view(0)
    except Exception:  # a plugin that cannot deal still gets a felt picture
        return None


def _hand_known(state: GameState) -> bool:
    """Whether seat 0 sees its own cards (Spades deals them face down
    until the player chooses between blind nil and looking)."""
    try:
        return all(card is not None for card in state.view(0).pile("hand:0").cards)
    except KeyError:
        return True  # a game without a hand for seat 0: nothing to turn up


def _hand_shown(state: GameState, steps: int = 8) -> GameState:
    """The deal a few moves on, to the first point where seat 0's hand is
    face up: the move that turns it up when there is one, else the first."""
    for _ in range(steps):
        if _hand_known(state) or state.is_over:
            break
        following = []
        for move in state.legal_moves():
            after = state.clone()
            after.apply(move)
            following.append(after)
            if _hand_known(after):
                return after
        if not following:
            break
        state = following[0]
    return state
