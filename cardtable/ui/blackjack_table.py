"""Blackjack's own pieces on the table: the dealer's row (discard tray, the
dealer's hand and total, the shoe with its cut card) over the boxes' arc,
every box with its hands (a split hand is a fan of its own), totals,
states, results, chip stacks and its player's name and chips; under the
table the betting panel or the play buttons, each with its key, and the
coach's line.

The places come from ``games/blackjack/regions.py`` (Qt-free, one board the
solver scales); the drawing from ``blackjack_board``; the buttons from
``blackjack_controls``; the coach's words from ``blackjack_coach``. The
dealer is the house: the seats' name plates are put away while Blackjack is
at the table (each box names its player).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel, QPushButton, QWidget

from ..core.game import View
from ..core.moves import Move
from ..games.blackjack.moves import bet
from ..games.blackjack.regions import BoardPlan, board_plan
from ..games.blackjack.situation import Situation
from . import blackjack_coach as coach
from .accessibility import seat_name
from .blackjack_board import BoxItem, TopItem
from .blackjack_controls import BET_KEYS, PLAY_KEYS, BetChoice, bet_buttons, play_buttons
from .blackjack_summary import RoundWords, summary_room
from .decision_controls import describe
from .hand_summary import SummaryRoom
from .i18n import tr
from .layout import Slot

if TYPE_CHECKING:
    from .scene import TableScene

DEALER_Z, BOX_Z, STACK_Z = 100, 200, 50
ADVICE_KEY = Qt.Key.Key_A
ASK_AGAIN_MS = 200  # while the coach works out the table's chart


class BlackjackPieces:
    game = "blackjack"
    summary_words = RoundWords()  # the summary speaks of rounds

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.top = TopItem()
        scene.addItem(self.top)
        self.boxes: list[BoxItem] = []
        self.plan: BoardPlan | None = None
        self.view: View | None = None
        self.choice = BetChoice()
        self.coach_text = ""
        self._refresh: Callable[[], None] | None = None
        self._play: Callable[[Move], object] = lambda move: False  # the table's, once it asks for controls

    # -- the layout ---------------------------------------------------------------
    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]:
        """Every card at its place on the board."""
        out = dict(slots)
        rect = self.scene.table_layout.regions.get("board")
        if rect is None:
            return out
        plan = self.plan = board_plan(view, rect.x, rect.y, rect.w, rect.h)
        for name, places in plan.piles.items():
            z = DEALER_Z if name == "dealer" else STACK_Z
            out[name] = [Slot(x, y, z + i, size) for i, (x, y, size) in enumerate(places)]
        for box in plan.boxes:
            for index, places in enumerate(box.hands):
                out[f"box:{box.box}:{index}"] = [Slot(x, y, BOX_Z + i, size) for i, (x, y, size) in enumerate(places)]
        return out

    def show(self, view: View) -> None:
        self.view = view
        coach.prepare(self._options())  # the chart, worked out ahead off the window's thread
        for plate in self.scene.plates.values():
            plate.hide()  # the dealer is the house; each box names its player
        plan = self.plan
        if plan is None:
            return
        self.top.set_state(plan, view)
        while len(self.boxes) < len(plan.boxes):
            item = BoxItem()
            self.scene.addItem(item)
            self.boxes.append(item)
        while len(self.boxes) > len(plan.boxes):
            self.scene.removeItem(self.boxes.pop())
        boxes = {box.box: box for box in view.get("boxes") or ()}
        chips = view.get("chips") or ()
        active = view.get("active")
        asked = view.get("asked")
        for item, box_plan in zip(self.boxes, plan.boxes):
            seat = box_plan.seat
            hand = active[1] if active is not None and active[0] == box_plan.box else None
            item.set_state(
                box_plan,
                boxes[box_plan.box],
                seat_name(self.scene.names, seat),
                chips[seat] if seat < len(chips) else 0,
                hand,
                asked == box_plan.box and view.to_move is not None,
            )

    def remove(self) -> None:
        for item in (self.top, *self.boxes):
            self.scene.removeItem(item)
        self.boxes = []
        for plate in self.scene.plates.values():
            plate.show()

    def status_lines(self, view: View) -> list[str]:
        """None of the game's status lines: the board shows the shoe, its
        cut card and the dealer's total (a bust one as "bust") itself."""
        return []

    def summary_room(self, view: QGraphicsView) -> SummaryRoom | None:
        """The end of a round's panel keeps clear of the dealer's cards and the boxes."""
        return summary_room(self.plan, view)

    def pile_at(self, point: QPointF) -> str | None:
        return None

    def when_idle(self, action: Callable[[], None]) -> bool:
        return False

    # -- the decisions -----------------------------------------------------------
    def _options(self) -> Mapping[str, Any]:
        controller = self.scene.controller
        return controller.match.options if controller is not None else {}

    def _legal(self) -> Sequence[Move]:
        controller = self.scene.controller
        return controller.legal_for_human() if controller is not None else ()

    def controls(self, parent: QWidget, legal: Sequence[Move], play: Callable[[Move], object]) -> list[QWidget] | None:
        """The betting panel or the play buttons, the coach's line and its buttons."""
        self._play = play
        self._refresh = getattr(parent, "_rebuild_actions", None)
        if not legal:
            return [] if not self.coach_text else [self._coach_label(parent)]
        if any(move.kind == "bet" for move in legal):
            self.coach_text = ""
            self.choice.limits(legal)
            return bet_buttons(parent, self.choice, self._changed, self._deal)
        out = play_buttons(parent, legal, self._chosen)
        situation = self._situation()
        if situation is not None:
            out.append(self._advice_button(parent))
            out.append(self._comments_button(parent))
        if self.coach_text:
            out.append(self._coach_label(parent))
        return out

    def _changed(self) -> None:
        if self._refresh is not None:
            self._refresh()

    def _deal(self, amount: int) -> None:
        """Bet ``amount`` on the box asked, and the same on each further box
        of the player's (``bet 0``: this box sits the round out)."""
        if amount:
            self.choice.last = amount
        self.choice.fresh = True  # the next box's or round's bet starts ready again
        if not self._play(bet(amount)):
            return
        while amount and bet(amount) in self._legal():
            if not self._play(bet(amount)):
                break

    def _situation(self) -> Situation | None:
        view = self.scene.controller.view() if self.scene.controller is not None else None
        if view is None:
            return None
        return coach.situation_now(view, self._legal(), self._options())

    def _chosen(self, move: Move) -> None:
        """A play: the coach comments after it when it departs from basic strategy."""
        situation = self._situation()
        advice = coach.advice_for(situation) if situation is not None else None
        self.coach_text = ""
        if advice is not None and coach.comments_on():
            self.coach_text = coach.departure_line(advice, move.kind) or ""
        self._play(move)

    def advise(self) -> bool:
        """The coach's line for the decision now (Advice, key A)."""
        situation = self._situation()
        if situation is None:
            return False
        advice = coach.advice_for(situation)
        if advice is None:  # the chart is being worked out: ask again in a moment
            self.coach_text = coach.working_line()
            QTimer.singleShot(ASK_AGAIN_MS, self.scene, lambda: self._advise_again(situation))
        else:
            self.coach_text = coach.advice_line(advice)
        self._changed()
        return True

    def _advise_again(self, asked: Situation) -> None:
        if self.coach_text == coach.working_line() and self._situation() == asked:
            self.advise()

    def _advice_button(self, parent: QWidget) -> QPushButton:
        button = QPushButton(tr("Advice  [A]"), parent)
        button.setAccessibleName(tr("Advice"))
        button.setProperty("own_key", "A")
        describe(button, tr("What basic strategy does here, and what each choice is worth"))
        button.clicked.connect(lambda _=False: self.advise())
        return button

    def _comments_button(self, parent: QWidget) -> QPushButton:
        button = QPushButton(tr("Coach comments"), parent)
        button.setCheckable(True)
        button.setChecked(coach.comments_on())
        button.setProperty("own_key", "-")
        describe(button, tr("The coach speaks up when you depart from basic strategy"))
        button.toggled.connect(coach.set_comments)
        return button

    def _coach_label(self, parent: QWidget) -> QLabel:
        label = QLabel(self.coach_text, parent)
        label.setObjectName("blackjackCoach")
        label.setWordWrap(True)
        label.setAccessibleName(tr("Coach"))
        return label

    # -- the keys ----------------------------------------------------------------
    def takes_key(self, key: int) -> bool:
        """The keys Blackjack takes before the menus' shortcuts (H is the Hint
        elsewhere; here it hits)."""
        legal = self._legal()
        if not legal:
            return False
        if any(move.kind == "bet" for move in legal):
            return key in BET_KEYS
        kinds = {move.kind for move in legal}
        return key == ADVICE_KEY or any(PLAY_KEYS[kind] == key for kind in kinds if kind in PLAY_KEYS)

    def key_pressed(self, key: int) -> bool:
        """A key of the table's (see ``blackjack_controls``' docstring)."""
        legal = self._legal()
        if not legal or not self.takes_key(key):
            return False
        if any(move.kind == "bet" for move in legal):
            return self._bet_key(key)
        if key == ADVICE_KEY:
            return self.advise()
        move = next(move for move in legal if PLAY_KEYS.get(move.kind) == key)
        self._chosen(move)
        return True

    def _bet_key(self, key: int) -> bool:
        choice = self.choice
        chips: dict[int, int] = {Qt.Key.Key_1: 10, Qt.Key.Key_2: 50, Qt.Key.Key_3: 100, Qt.Key.Key_4: 500}
        if key in chips:
            choice.add(chips[key])
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
            choice.step(True)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
            choice.step(False)
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            choice.amount = 0
        elif key == Qt.Key.Key_R and choice.last:
            choice.amount = min(choice.last, choice.high)
        elif key == Qt.Key.Key_X:
            self._deal(0)
            return True
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if choice.dealable():
                self._deal(choice.amount)
            return True
        self._changed()
        return True
