"""Keys of the table that need no more than the keys and a few widgets:
moving the focus along the hand, and bidding with the number box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QSpinBox

if TYPE_CHECKING:
    from .table_widget import TableWidget


def next_focus(key: int, focus: int, cards: int) -> int:
    """The hand's card focused after Left, Right, Home or End: the ends of
    the hand wrap round, and with nothing focused Left starts at the end."""
    if key == Qt.Key.Key_Home:
        return 0
    if key == Qt.Key.Key_End:
        return cards - 1
    step = -1 if key == Qt.Key.Key_Left else 1
    if focus < 0:
        return 0 if step > 0 else cards - 1
    return (focus + step) % cards


def bid_key(widget: TableWidget, key: int) -> bool:
    """Bidding by keys, when the table shows a number box: Up and Down
    change the number, Enter bids it, a digit sets it (two digits in a row
    make 10-13). True when the key was taken."""
    spinner = next((w for w in widget.buttons if isinstance(w, QSpinBox)), None)
    if spinner is None:
        return False
    if key == Qt.Key.Key_Up:
        spinner.stepUp()
    elif key == Qt.Key.Key_Down:
        spinner.stepDown()
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        bid = widget.buttons[widget.buttons.index(spinner) + 1]
        if isinstance(bid, QPushButton) and bid.isEnabled():
            bid.click()
    elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
        digit = key - Qt.Key.Key_0
        value = spinner.value() * 10 + digit if 0 < spinner.value() < 2 and widget._digit_typed else digit
        spinner.setValue(value if value <= spinner.maximum() else digit)
        widget._digit_typed = True
    else:
        return False
    return True
