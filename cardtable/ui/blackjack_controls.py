"""Blackjack's decisions as buttons and keys under the table.

Betting: chip buttons (10, 50, 100, 500) add to the bet, Clear and Rebet
(the last bet), Sit out (this box plays no round) and Deal, which bets the
amount on each of the player's boxes in turn. Keys: 1-4 add a chip, + and -
(or Up and Down) change the bet by the table's step, Backspace clears, R
rebets, X sits out, Return deals.

Playing: Hit (H), Stand (S), Double (D), Split (P), Surrender (R), and at
insurance Insurance (I) / No insurance (N); only the legal ones are shown,
each with its key on it. A (Advice) asks the coach.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ..core.moves import Move
from ..games.blackjack.moves import BET_STEP
from .blackjack_chips import number
from .decision_controls import describe
from .i18n import tr

CHIP_VALUES = (10, 50, 100, 500)

#: The play moves, the key of each and its words.
PLAY_KEYS = {
    "hit": Qt.Key.Key_H,
    "stand": Qt.Key.Key_S,
    "double": Qt.Key.Key_D,
    "split": Qt.Key.Key_P,
    "surrender": Qt.Key.Key_R,
    "insure": Qt.Key.Key_I,
    "decline": Qt.Key.Key_N,
}
BET_KEYS = (
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_Plus,
    Qt.Key.Key_Equal,
    Qt.Key.Key_Minus,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Delete,
    Qt.Key.Key_R,
    Qt.Key.Key_X,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
)


def play_label(kind: str) -> str:
    """A play button's words with its key: "Hit [H]"."""
    words = {
        "hit": tr("Hit  [H]"),
        "stand": tr("Stand  [S]"),
        "double": tr("Double  [D]"),
        "split": tr("Split  [P]"),
        "surrender": tr("Surrender  [R]"),
        "insure": tr("Insurance  [I]"),
        "decline": tr("No insurance  [N]"),
    }
    return words[kind]


@dataclass
class BetChoice:
    """The bet being made with chips, within the table's limits for the box asked."""

    amount: int = 0
    last: int = 0  # the last bet dealt (Rebet)
    low: int = 0
    high: int = 0
    fresh: bool = True  # a new bet is asked for: it starts ready to deal

    def limits(self, legal: Sequence[Move]) -> None:
        """The limits for the box asked; a new bet starts at the last bet
        (else the table's minimum), so that Deal is ready at once."""
        bets = sorted(move.arg for move in legal if move.kind == "bet" and isinstance(move.arg, int) and move.arg > 0)
        self.low, self.high = (bets[0], bets[-1]) if bets else (0, 0)
        if self.fresh:
            self.fresh = False
            self.amount = max(self.low, self.last) if bets else 0
        self.amount = min(self.amount, self.high)

    def add(self, chip: int) -> None:
        self.amount = min(self.amount + chip, self.high)

    def step(self, up: bool) -> None:
        self.amount = min(self.amount + BET_STEP, self.high) if up else max(self.amount - BET_STEP, 0)

    def clear(self) -> None:
        self.amount = 0

    def rebet(self) -> None:
        self.amount = min(self.last, self.high)

    def dealable(self) -> bool:
        return self.low <= self.amount <= self.high and self.amount > 0


def _button(parent: QWidget, label: str, description: str, action: Callable[[], object], key: str) -> QPushButton:
    button = QPushButton(label, parent)
    button.setAccessibleName(label.split("  [")[0])
    button.setProperty("own_key", key)  # the table does not number it: it shows its own key
    button.setProperty("key", key)
    describe(button, description)
    button.clicked.connect(lambda _=False: action())
    return button


def bet_buttons(
    parent: QWidget, choice: BetChoice, changed: Callable[[], None], deal: Callable[[int], None]
) -> list[QWidget]:
    """The betting panel for the box asked (see the module's docstring)."""
    out: list[QWidget] = []

    def then(change: Callable[[], None]) -> Callable[[], None]:
        def act() -> None:
            change()
            changed()

        return act

    def adder(chip: int) -> Callable[[], None]:
        return then(lambda: choice.add(chip))

    for index, chip in enumerate(CHIP_VALUES, 1):
        if chip > choice.high:
            continue
        out.append(
            _button(
                parent,
                tr("+{chip}  [{key}]", chip=number(chip), key=index),
                tr("Add a chip of {chip} to your bet", chip=number(chip)),
                adder(chip),
                str(index),
            )
        )
    clear = _button(
        parent,
        tr("Clear  [\u232b]"),
        tr("Take your chips back"),
        then(choice.clear),
        "Backspace",
    )
    clear.setEnabled(choice.amount > 0)
    out.append(clear)
    if choice.last and choice.low <= min(choice.last, choice.high):
        out.append(
            _button(
                parent,
                tr("Rebet {amount}  [R]", amount=number(min(choice.last, choice.high))),
                tr("Bet what you bet last round"),
                then(choice.rebet),
                "R",
            )
        )
    out.append(_button(parent, tr("Sit out  [X]"), tr("This box plays no part in the round"), lambda: deal(0), "X"))
    dealing = _button(
        parent,
        tr("Deal {amount}  [\u21b5]", amount=number(choice.amount)),
        tr("Bet the chips shown and deal"),
        lambda: deal(choice.amount),
        "Return",
    )
    dealing.setEnabled(choice.dealable())
    if not choice.dealable():
        dealing.setToolTip(
            tr("Add chips to your bet: {low} to {high}.", low=number(choice.low), high=number(choice.high))
        )
    out.append(dealing)
    return out


def play_buttons(parent: QWidget, legal: Sequence[Move], play: Callable[[Move], object]) -> list[QWidget]:
    """One button per legal play (or insurance) move, in the table's order."""
    kinds = {move.kind: move for move in legal}
    out: list[QWidget] = []
    descriptions = {
        "hit": tr("Take another card"),
        "stand": tr("Take no more cards"),
        "double": tr("Double your bet and take one card only"),
        "split": tr("Split your pair into two hands, a bet on each"),
        "surrender": tr("Give up the hand and half the bet"),
        "insure": tr("Stake half your bet that the dealer has blackjack"),
        "decline": tr("Play on without insurance"),
    }
    for kind in PLAY_KEYS:
        move = kinds.get(kind)
        if move is None:
            continue
        key = chr(PLAY_KEYS[kind])
        out.append(_button(parent, play_label(kind), descriptions[kind], partial(play, move), key))
    return out
