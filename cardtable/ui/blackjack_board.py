"""What Blackjack's board draws besides the cards: each box (its outline on
the felt, each hand's total and state, its result once settled, the chip
stacks, the player's name and chips, the hand to play outlined), and the
top row's words (the dealer's total, the discards' count, the shoe's count
and its cut card as a coloured edge showing how far it is).

Each is one item drawn over the felt at the places ``regions.board_plan``
gave, which keep words, chips and cards apart; the items are marked
"overlay" for the layout check, which still checks that they are in view.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..core.game import View
from ..games.blackjack.regions import SIDE, BoardPlan, Box, BoxPlan
from ..games.blackjack.table_view import BoxView, HandView
from ..games.blackjack.values import total
from .accessibility import seat_name
from .blackjack_chips import number, paint_stack, signed, text_size
from .i18n import tr
from .scene import CARD_H, CARD_W

ACTIVE = QColor(255, 214, 0)
CUT = QColor(230, 60, 40)
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter  # the tray's words, under the tray
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # the shoe's, under the shoe


def _rect(box: Box) -> QRectF:
    return QRectF(box[0] * CARD_W, box[1] * CARD_W, box[2] * CARD_W, box[3] * CARD_W)


def fit_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    bold: bool = True,
    align: Qt.AlignmentFlag | None = None,
    largest: float = 0.0,
) -> None:
    """``text`` in ``rect``, its font made smaller until it fits the width."""
    font = QFont()
    font.setBold(bold)
    lines = text.split("\n")
    size = max(6.0, min(text_size(rect.height() * 0.78 / len(lines)), largest or rect.height()))
    font.setPixelSize(round(size))
    while size > 6 and max(QFontMetricsF(font).horizontalAdvance(line) for line in lines) > rect.width() - 2:
        size -= 1
        font.setPixelSize(round(size))
    painter.setFont(font)
    painter.drawText(rect, align if align is not None else Qt.AlignmentFlag.AlignCenter, text)


def points_text(cards: Sequence[object]) -> str:
    """A hand's total: "17", or "7/17" while an ace still counts 11."""
    counted = total([card for card in cards if card is not None])  # type: ignore[misc]
    return f"{counted.points - 10}/{counted.points}" if counted.soft else str(counted.points)


def hand_words(hand: HandView) -> str:
    """The line above a hand: its result once settled, else its total and state."""
    if hand.result is not None:
        if hand.state == "surrendered":
            return tr("Surrendered {result}", result=signed(hand.result))
        if hand.state == "blackjack" and hand.result > 0:
            return tr("Blackjack! {result}", result=signed(hand.result))
        return tr("Push") if hand.result == 0 else signed(hand.result)
    if not hand.cards:
        return ""
    points = points_text(hand.cards)
    states = {
        "bust": tr("Bust {points}", points=points),
        "blackjack": tr("Blackjack!"),
        "doubled": tr("Doubled {points}", points=points),
        "stood": tr("Stood {points}", points=points),
        "surrendered": tr("Surrendered"),
    }
    return states.get(hand.state, points)


class BoxItem(QGraphicsObject):
    """One box: its outline, each hand's line, its chips and its player."""

    def __init__(self) -> None:
        super().__init__()
        self.setData(0, "overlay")
        self.setZValue(5)  # under the cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.plan: BoxPlan | None = None
        self.box: BoxView | None = None
        self.name = ""
        self.chips = 0
        self.active: int | None = None  # the hand to play, if it is this box's
        self.asked = False
        self.frame = QRectF()

    def set_state(self, plan: BoxPlan, box: BoxView, name: str, chips: int, active: int | None, asked: bool) -> None:
        self.prepareGeometryChange()
        self.plan, self.box, self.name, self.chips, self.active, self.asked = plan, box, name, chips, active, asked
        self.frame = _rect(plan.frame)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.frame.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        plan, box = self.plan, self.box
        if plan is None or box is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = self.frame.height() / 10
        painter.setPen(QPen(ACTIVE if self.asked else QColor(255, 255, 255, 90), 3 if self.asked else 1.5))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.frame, radius, radius)
        for index, (hand, label) in enumerate(zip(box.hands, plan.labels)):
            rect = _rect(label)
            painter.setPen(ACTIVE if index == self.active else QColor(255, 255, 255))
            fit_text(painter, rect, hand_words(hand))
            if index == self.active and plan.hands[index]:
                self._outline(painter, plan.hands[index])
        self._chips(painter, box, plan)
        painter.setPen(QColor(255, 255, 255))
        name = tr("{name} \u00b7 {chips}", name=self.name, chips=number(self.chips))
        fit_text(painter, _rect(plan.name), ("\u25b6 " if self.asked else "") + name, bold=self.asked)

    def _outline(self, painter: QPainter, places: list[tuple[float, float, float]]) -> None:
        """The hand to play, outlined (a thick yellow line, not colour alone: it is also named first)."""
        left = min(x - size / 2 for x, _y, size in places) * CARD_W
        right = max(x + size / 2 for x, _y, size in places) * CARD_W
        size = places[0][2]
        top = (places[0][1] - size * CARD_H / CARD_W / 2) * CARD_W
        rect = QRectF(left - 4, top - 4, right - left + 8, size * CARD_H + 8)
        painter.setPen(QPen(ACTIVE, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 8, 8)

    def _chips(self, painter: QPainter, box: BoxView, plan: BoxPlan) -> None:
        """The bet's stack, one more for each double or split hand, and the insurance's small one."""
        rect = _rect(plan.chips)
        radius = rect.height() * 0.3
        stakes: list[int] = []
        for hand in box.hands:  # a split hand's bet, and a double's, each a stack of its own
            stakes.extend([hand.stake // 2, hand.stake - hand.stake // 2] if hand.doubled else [hand.stake])
        stakes = stakes or ([box.bet] if box.bet else [])
        stacks = [(stake, radius) for stake in stakes if stake]
        if box.insurance:
            stacks.append((box.insurance, radius * 0.7))
        if not stacks:
            painter.setPen(QColor(255, 255, 255, 150))
            fit_text(painter, rect, tr("No bet") if box.hands or box.bet == 0 else "", bold=False)
            return
        cell = rect.width() / len(stacks)
        for index, (amount, size) in enumerate(stacks):
            x = rect.left() + index * cell + size * 1.2
            paint_stack(painter, QPointF(x, rect.bottom() - size * 0.7), min(size, cell / 6), amount)


class TopItem(QGraphicsObject):
    """The top row's words: the discards, the dealer's total, the shoe and its cut card."""

    def __init__(self) -> None:
        super().__init__()
        self.setData(0, "overlay")
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.plan: BoardPlan | None = None
        self.view: View | None = None
        self.area = QRectF()

    def set_state(self, plan: BoardPlan, view: View) -> None:
        self.prepareGeometryChange()
        self.plan, self.view = plan, view
        self.area = _rect(plan.tray).united(_rect(plan.shoe_line)).united(_rect(plan.tray_line))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.area.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        plan, view = self.plan, self.view
        if plan is None or view is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        tray = _rect(plan.tray)  # the tray's place, drawn even while empty
        unit = tray.width() / SIDE
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(tray.left() + 0.1 * unit, tray.top(), 0.9 * unit, 0.9 * tray.height()), 6, 6)
        painter.setPen(QColor(255, 255, 255))
        fit_text(
            painter,
            _rect(plan.tray_line),
            tr("Discards\n{n}", n=number(view.pile("discard").count)),
            align=LEFT,
            largest=_rect(plan.tray_line).height() * 0.3,
        )
        dealer = view.get("dealer_total")
        shown = view.pile("dealer").cards
        words = tr("Dealer's hand") if dealer is None else tr("Dealer: {points}", points=points_text(shown))
        if dealer is not None and all(card is not None for card in shown) and len(shown) >= 2 and dealer > 21:
            words = tr("Dealer: bust ({points})", points=dealer)
        fit_text(painter, _rect(plan.dealer_line), words)
        left = view.get("shoe_left") or 0
        to_cut = view.get("to_cut") or 0
        if view.get("cut_out"):
            painter.setPen(CUT)
            fit_text(painter, _rect(plan.shoe_line), tr("Cut card out:\nnew shoe next round"), align=RIGHT)
        else:
            fit_text(
                painter,
                _rect(plan.shoe_line),
                tr("Shoe: {n}\n{cut} to the cut card", n=number(left), cut=number(to_cut)),
                align=RIGHT,
            )
        self._cut_edge(painter, _rect(plan.shoe), left, to_cut)

    def _cut_edge(self, painter: QPainter, shoe: QRectF, left: int, to_cut: int) -> None:
        """The cut card: a red edge in the side of the shoe, as far down as
        the cards still to come before it."""
        if left <= 0:
            return
        bar = QRectF(shoe.right() - shoe.width() * 0.08, shoe.top(), shoe.width() * 0.06, shoe.height())
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1))
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRect(bar)
        depth = bar.height() * min(1.0, to_cut / left)
        painter.setPen(QPen(CUT, max(2.0, bar.width() * 0.8)))
        painter.drawLine(QPointF(bar.left() - 3, bar.top() + depth), QPointF(bar.right() + 3, bar.top() + depth))


def seat_label(names: Sequence[str], seat: int) -> str:
    return seat_name(names, seat)
