"""How the game chooser draws an entry of its list: the preview picture on
the left; the title, the details (players and family) and the description
on the right, in the palette's colours."""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

#: Preview picture size in logical pixels.
PREVIEW_SIZE = QSize(184, 116)

_KEY_ROLE = Qt.ItemDataRole.UserRole
_DETAILS_ROLE = Qt.ItemDataRole.UserRole + 1
_DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 2


class _EntryDelegate(QStyledItemDelegate):
    """Picture on the left; title, details and description on the right."""

    MARGIN = 8

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(PREVIEW_SIZE.width() * 3, PREVIEW_SIZE.height() + 2 * self.MARGIN)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        widget = option.widget
        style = widget.style() if widget is not None else None
        painter.save()
        if style is not None:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        text_colour = palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect: QRect = option.rect.adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)

        picture = index.data(Qt.ItemDataRole.DecorationRole)
        picture_rect = QRect(rect.left(), rect.top(), PREVIEW_SIZE.width(), PREVIEW_SIZE.height())
        if isinstance(picture, QPixmap) and not picture.isNull():
            painter.drawPixmap(picture_rect, picture)
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2a6a3d"))
            painter.drawRoundedRect(QRectF(picture_rect).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)

        text_left = picture_rect.right() + 14
        text_rect = QRect(text_left, rect.top() + 2, rect.right() - text_left, rect.height() - 2)
        title_font = QFont(option.font)
        title_font.setBold(True)
        title_font.setPointSizeF(option.font.pointSizeF() * 1.2)
        painter.setFont(title_font)
        painter.setPen(text_colour)
        title_height = painter.fontMetrics().height()
        painter.drawText(
            QRect(text_rect.left(), text_rect.top(), text_rect.width(), title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                index.data(Qt.ItemDataRole.DisplayRole), Qt.TextElideMode.ElideRight, text_rect.width()
            ),
        )
        top = text_rect.top() + title_height + 2

        painter.setFont(option.font)
        details_colour = QColor(text_colour)
        if not selected:
            details_colour = palette.color(QPalette.ColorRole.PlaceholderText)
        painter.setPen(details_colour)
        line = painter.fontMetrics().height()
        painter.drawText(
            QRect(text_rect.left(), top, text_rect.width(), line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            index.data(_DETAILS_ROLE) or "",
        )
        top += line + 4

        painter.setPen(text_colour)
        description_rect = QRect(text_rect.left(), top, text_rect.width(), text_rect.bottom() - top)
        painter.drawText(
            description_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            index.data(_DESCRIPTION_ROLE) or "",
        )
        painter.restore()
