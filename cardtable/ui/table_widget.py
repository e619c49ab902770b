"""The table as a widget: the scene in a view that scales to fit, a bar of
controls for the decisions that are not a card, and a one-line message.

All three ways of playing go through here: drag a card off the hand (or onto a
pile), click to select and click the pile (or double-click a card that can
only go one way), and the keyboard. Everything the mouse does has a key
(:func:`table_key_rows`, listed on the shortcuts page): arrows, Home and End move
the focus along the hand, Enter plays, Space selects, Escape cancels, digits
(Ctrl+digits while bidding) press the action buttons, Up and Down change a
bid, L shows the last trick, I reads out the table. A card that can go more
than one way asks in a menu, which the arrows and Enter work too. Legality
always comes from the controller, which asks the rules.

A screen reader follows the game through the view (the keyboard focus of the
table): its accessible name says what to do now, its description the focused
card, the hand, the trick and the other piles, and its accessible children
are the piles and their cards (:mod:`cardtable.ui.accessibility`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.cards import Card
from ..core.game import View
from ..core.moves import Move
from .accessibility import (
    AccessibleTableView,
    announce,
    seat_name,
)
from .button_strip import ButtonStrip, keep_room_for_buttons
from .controller import TableController
from .decision_controls import (
    bid_controls,
    contract_controls,
    describe,
    doubling_controls,
    rank_label,
)
from .hand_summary import HandSummary
from .i18n import tr, trn
from .move_words import ACTION_LABELS, CARD_MOVE_WORDS, describe_move, move_label
from .received_marks import mark_received, received_cards
from .scene import CARD_H, CARD_W, TableScene
from .sprites import SpriteCache
from .table_combos import TableCombos
from .table_flow import ClickGoesOn, TableFlow
from .table_input import TableInput
from .table_picks import TablePicks
from .table_places import button_moves, card_in_hand, playable_cards
from .table_speech import TableSpeech

# Names other modules and the tests import from here, wherever they now live.
__all__ = [
    "ACTION_LABELS",
    "CARD_MOVE_WORDS",
    "MULTI_CARD_KINDS",
    "TRICK_PAUSE_MS",
    "TableView",
    "TableWidget",
    "describe_move",
    "move_label",
    "table_key_rows",
]

MULTI_CARD_KINDS = ("pass", "discard")
TRICK_PAUSE_MS = {"instant": 0, "fast": 500, "normal": 900, "slow": 1500}


def _keys(*portable: str) -> str:
    """Keys by their names on this system (Qt translates them): "Left / Right"."""
    return " / ".join(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in portable)


def _key_range(first: str, last: str) -> str:
    return tr("{first} \u2026 {last}", first=_keys(first), last=_keys(last))


def table_key_rows() -> list[tuple[str, str]]:
    """The table's own keys (besides the menus' shortcuts), for the shortcuts
    page: (keys, what they do), in the player's language."""
    return [
        (_keys("Left", "Right"), tr("Move the focus along your hand")),
        (_keys("Home", "End"), tr("Focus the first or the last card of your hand")),
        (_keys("Return"), tr("Play the focused card, or confirm the chosen cards")),
        (_keys("Return"), tr("After a hint (H): make the hinted move")),
        (_keys("Return", "Space"), tr("After a hand: deal the next hand")),
        (_keys("Space"), tr("Select the focused card, or choose it to pass or discard")),
        (_keys("Escape"), tr("Cancel the selection and the focus")),
        (_key_range("1", "9"), tr("Press the action buttons under the table, in order")),
        (_key_range("Ctrl+1", "Ctrl+9"), tr("Press the action buttons while bidding")),
        (_keys("Up", "Down"), tr("Raise or lower your bid")),
        (_key_range("0", "9"), tr("While bidding: type your bid (then Enter bids it)")),
        (_keys("L"), tr("Review the last trick")),
        (tr("Any key or a click"), tr("Go on at once while a finished trick or the last trick is shown")),
        (_keys("I"), tr("Read out the table: what to do, the trick, the piles and the players")),
        (_keys("Space", "Return"), tr("Camicia: turn your top card")),
        (_keys("P"), tr("Camicia: pause, or play on by itself")),
        (_keys("S"), tr("Camicia: the next speed (slow, normal, fast)")),
        (_keys("T"), tr("Chinese Ten: the next table card the chosen card makes ten with (Return pairs them)")),
        (_keys("Return"), tr("Statistics: play the picked cards, the last picked on top")),
        (_keys("T"), tr("Statistics: take the kitty with the picked cards")),
        (_keys("P"), tr("Statistics: pass the picked card to the player on your left")),
        (
            _keys("H", "S", "D", "P", "R"),
            tr("Blackjack: hit, stand, double, split, surrender (H hits there, not the hint)"),
        ),
        (_keys("I", "N"), tr("Blackjack: take insurance, or not")),
        (_keys("A"), tr("Blackjack: the coach's advice (instead of the hint)")),
        (_key_range("1", "4"), tr("Blackjack: add a chip of 10, 50, 100 or 500 to your bet")),
        (_keys("Up", "Down"), tr("Blackjack: raise or lower your bet (+ and - too)")),
        (_keys("Return"), tr("Blackjack: deal with the bet shown")),
        (_keys("Backspace", "R", "X"), tr("Blackjack: clear your bet, bet as last round, sit out")),
    ]


def own_controls(table: TableWidget, legal: Sequence[Move]) -> list[QWidget] | None:
    """The widgets a game's pieces make for this turn (Blackjack's chips and
    play buttons), or None: the table's own buttons then."""
    own = getattr(table.scene.pieces, "controls", None)
    made = own(table, legal, table._play_move) if callable(own) else None
    return list(made) if made is not None else None


def digit_key(number: int, bidding: bool) -> str:
    """The digit that presses an action button, with Ctrl while the digits type a bid."""
    return QKeySequence(f"Ctrl+{number}" if bidding else str(number)).toString(QKeySequence.SequenceFormat.NativeText)


def numbered_buttons(widgets: Sequence[QWidget]) -> list[QPushButton]:
    """The action buttons a digit presses: not a game's button that shows a
    key of its own (Blackjack's "Hit [H]")."""
    return [w for w in widgets if isinstance(w, QPushButton) and not w.property("own_key")]


class TableView(AccessibleTableView):
    """Fits the whole table in the window, keeping its proportions, and asks
    the sprite cache for cards at the size they are now shown. It holds the
    table's keyboard focus (the table widget's keys) and speaks for it to
    assistive technology."""

    resized = Signal()  # the panels over the view (the hand's summary) follow it

    def __init__(self, scene: TableScene, sprites: SpriteCache, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.sprites = sprites
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(AccessibleTableView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(AccessibleTableView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is costly to paint and never moves: paint it once.
        self.setCacheMode(AccessibleTableView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(QSize(480, 360))
        self.setAccessibleName(tr("Card table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        event.ignore()  # the table widget (the parent) handles the table's keys

    def event(self, event: QEvent) -> bool:
        """A game's keys that are also the menus' shortcuts (Blackjack's H
        hits, where H is the Hint elsewhere) come to the table first."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            takes = getattr(getattr(self.scene(), "pieces", None), "takes_key", None)
            if callable(takes) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and takes(event.key()):
                event.accept()
                return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # The table takes the window's shape, then fills it.
        shape = getattr(self.scene(), "set_viewport_shape", None)
        if shape is not None:
            shape(self.viewport().width(), self.viewport().height())
        self.fit()
        self.resized.emit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        self.sprites.dpr = self.devicePixelRatioF()
        # Pictures at the size of the player's own cards, the ones read most.
        size = getattr(self.scene(), "card_size", 1.0)
        self.sprites.request(round(CARD_W * size * self.transform().m11()))


def confirm_label(kind: str, need: int) -> str:
    if kind == "pass":
        return trn("Pass {n} selected card", "Pass {n} selected cards", need)
    if kind == "discard":
        return trn("Discard {n} selected card", "Discard {n} selected cards", need)
    return trn("Confirm {n} selected card", "Confirm {n} selected cards", need)


class TableWidget(TableFlow, TableInput, TableCombos, TablePicks, TableSpeech, QWidget):
    """The playing area for one TableController."""

    status = Signal(str)

    def __init__(self, sprites: SpriteCache, parent: QWidget | None = None):
        super().__init__(parent)
        self.sprites = sprites
        self.scene = TableScene(sprites, self)
        self.view = TableView(self.scene, sprites, self)
        self.controller: TableController | None = None
        self.names: Sequence[str] = []
        self.selected: list[Card] = []
        self.focus_index: int = -1
        self.message: QLabel = QLabel(self)
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(tr("Table message"))
        self.actions_bar = QHBoxLayout()
        self.actions_bar.setContentsMargins(8, 4, 8, 4)
        self.actions_bar.addStretch(1)
        # After the buttons that do not show their key: which keys press them.
        self.key_hint = QLabel(self)
        self.key_hint.setObjectName("keyHint")
        self.key_hint.hide()
        self.actions_bar.insertWidget(0, self.key_hint)
        bar = self.actions_row = QWidget(self)
        bar.setLayout(self.actions_bar)
        bar.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(ButtonStrip(bar, self))  # many buttons scroll, never widen the window
        layout.addWidget(self.message)
        self.message.setContentsMargins(10, 4, 10, 6)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.view)  # the view has the focus; its keys come here
        self.scene.can_drop = lambda card: self._multi_kind() is None and bool(self.moves_for(card))
        self.scene.moves_of = self.moves_for
        self.scene.card_in_hand = lambda: card_in_hand(self)
        self.scene.say = self.say
        self.scene.card_clicked.connect(self._clicked)
        self.scene.card_double_clicked.connect(self._double_clicked)
        self.scene.card_dropped.connect(self._dropped)
        self.scene.pile_clicked.connect(self._pile_clicked)
        self.buttons: list[QWidget] = []
        self._digit_typed = False  # a digit was just typed into the bid spinner
        self._tricks_seen = 0
        self._playable: set[Card] = set()
        self._pending_view: QTimer = QTimer(self)
        self._pending_view.setSingleShot(True)
        self._pending_view.timeout.connect(self.go_on)
        self._settled: list[Callable[[], None]] = []  # to do once a finished trick has gathered
        self.reviewing = False  # the last trick is laid out (L)
        self.hint: Move | None = None
        self._hint_armed: bool = False  # Enter plays the hint (until the focus moves)
        self._hint_at = -1
        self.summary: HandSummary = HandSummary(self.view)
        self._click_goes_on = ClickGoesOn(self.view.viewport(), self.waiting, self.go_on)
        self.view.resized.connect(self.summary.place)

    # -- wiring -------------------------------------------------------------------
    def attach(self, controller: TableController, names: Sequence[str]) -> None:
        if self.controller is not None:
            self.controller.changed.disconnect(self._changed)
            self.controller.refused.disconnect(self.say)
        self.controller = controller
        self.scene.controller = controller
        self.names = names
        self._tricks_seen = 0
        self.actions_row.setMinimumHeight(0)  # a new match: no buttons shown yet
        self._pending_view.stop()
        self._settled = []
        self.reviewing = False
        self.summary.hide()
        controller.changed.connect(self._changed)
        controller.refused.connect(self.say)
        self.selected = []
        self.focus_index = -1

    def _changed(self) -> None:
        controller = self.controller
        assert controller is not None
        view = controller.view()
        if view is None:
            return
        self._pending_view.stop()
        if self.reviewing:  # the game moved on (an undo): the last trick is put away
            self.reviewing = False
            controller.release()
        hint, armed = (self.hint, self._hint_armed) if self.hint_still_holds() else (None, False)
        self.forget_hint()
        self.clear_marks()
        finished = self._completed_trick()
        if finished is not None:
            # Let the last card land on the trick and be seen, the winner
            # marked; then gather it (go_on, by the timer or the player).
            self._show_finished_trick(view, finished, TRICK_PAUSE_MS.get(self.scene.speed, 900))
            return
        if self._show_interlude(view):  # a game's moment before this view (Camicia: the pile taken)
            return
        if controller.state is None or not controller.state.is_over:
            self.summary.hide()  # a new hand, or an undo into the hand
        mover = controller.last_mover
        playable = playable_cards(self, view)
        self._playable = playable
        self.selected = [c for c in self.selected if c in playable]
        own = next((pile for pile in view.piles if pile.name == f"hand:{view.seat}"), None)
        if own is None or self.focus_index >= own.count:
            self.focus_index = own.count - 1 if own is not None else -1  # the hand got shorter
        self.scene.show_view(view, self.names, playable, mover)
        mark_received(self.scene.items_by_key.values(), f"hand:{view.seat}", received_cards(view), CARD_W, CARD_H)
        self._rebuild_actions()
        self._mark_selection()
        self.message.setText("")
        self.status.emit(self.prompt_text(view))
        if hint is not None:  # only redrawn (the trick gathered): the hint stays
            self.hint, self._hint_armed = hint, armed
            self._mark_hint()
        self._run_settled()

    def set_card_size(self, size: float) -> None:
        """Show the cards ``size`` times their usual size (Settings: large cards)."""
        if abs(self.scene.card_size - size) < 1e-6:
            return
        self.scene.card_size = size
        if self.scene.view is not None:
            self.scene.show_view(self.scene.view, self.names, self._playable, None)
            self._mark_selection()
        self.view.fit()

    def _completed_trick(self) -> tuple[int, tuple[Card, ...], int] | None:
        """The trick (leader, cards, winner) that was just completed, to be
        shown before it gathers, or None (none was, or the speed is instant)."""
        controller = self.controller
        view = controller.view() if controller is not None else None
        tricks = view.get("tricks") if view is not None else None
        if not isinstance(tricks, tuple):
            return None
        count, seen = len(tricks), self._tricks_seen
        self._tricks_seen = count
        if count != seen + 1 or TRICK_PAUSE_MS.get(self.scene.speed, 900) == 0:
            return None
        leader, cards, winner = tricks[-1]
        return leader, tuple(cards), winner

    def prompt_text(self, view: View) -> str:
        controller = self.controller
        if controller is None:
            return ""
        if controller.state is not None and controller.state.is_over:
            return tr("The hand is over.")
        if controller.is_humans_turn():
            return view.prompt.text(self.names)
        if view.to_move is not None:
            return tr("{name} is thinking\u2026", name=seat_name(self.names, view.to_move))
        return ""

    def say(self, text: str) -> None:
        """A one-line message under the table (why a move was refused...),
        also spoken by a screen reader."""
        self.message.setText(text)
        announce(self.view, text)

    # -- the controls for decisions that are not a card ------------------------
    def _rebuild_actions(self) -> None:
        self._digit_typed = False
        for button in self.buttons:
            self.actions_bar.removeWidget(button)
            button.hide()  # at once: deleteLater only acts on the next event loop turn
            button.deleteLater()
        self.buttons = []
        self.key_hint.hide()
        controller = self.controller
        if controller is None:
            return
        legal = controller.legal_for_human()
        for button in self._decision_buttons(legal):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.actions_bar.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
        chosen = self.chosen_cards_button()  # the several cards chosen (Fan Tan's runs)
        for button in self.picked_buttons() + ([chosen] if chosen is not None else []):  # or picked (Statistics)
            self.actions_bar.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
        kind = self._multi_kind()
        if kind is not None:
            need = self._cards_to_choose(kind)
            button = QPushButton(self)
            button.setProperty("plain_label", self._confirm_label(kind, need))
            button.setEnabled(len(self.selected) == need)
            button.clicked.connect(self.confirm_selection)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.actions_bar.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
        self._number_buttons()
        keep_room_for_buttons(self.actions_row, self.buttons)

    _confirm_label = staticmethod(lambda kind, need: confirm_label(kind, need))

    def button_key(self, number: int) -> str:
        """The key of the ``number``-th (1-based) action button: the digit, with Ctrl while bidding."""
        return digit_key(number, any(isinstance(w, QSpinBox) for w in self.buttons))

    def _number_buttons(self) -> None:
        """Tell each action button's key: on a plain button as "[1]" after its
        label, on every one in its accessible description."""
        pressable = numbered_buttons(self.buttons)
        for number, button in enumerate(pressable, 1):
            label = button.property("plain_label")
            key = self.button_key(number) if number <= 9 else ""
            if label:
                button.setText(tr("{label}  [{key}]", label=label, key=key) if key else label)
                button.setAccessibleName(label)
            button.setProperty("key", key)
            describe(button, button.property("plain_description") or "")
        if any(not button.property("plain_label") for button in pressable[:9]):
            # A panel's buttons keep their own words: say the keys beside them.
            last = min(len(pressable), 9)
            self.key_hint.setText(
                tr("Key {key} presses this button", key=self.button_key(1))
                if last == 1
                else tr(
                    "Keys {first} to {last} press these buttons", first=self.button_key(1), last=self.button_key(last)
                )
            )
            self.key_hint.show()

    def _decision_buttons(self, legal: Sequence[Move]) -> Sequence[QWidget]:
        """The controls for this turn's non-card moves: a doubling panel, a
        contract chooser, or one plain button per move."""
        controller = self.controller
        assert controller is not None
        view = controller.view()
        if (made := own_controls(self, legal)) is not None:
            return made  # a game's own panel (Blackjack's chips and its play buttons)
        kinds = {move.kind for move in legal if not move.cards}
        if "double" in kinds and controller.state is not None and view is not None:
            return doubling_controls(
                self,
                controller.state,
                legal,
                self.names,
                view.get("declarer") == view.seat,
                self._play_move,
                self._rebuild_actions,
                self.say,
            )
        if "contract" in kinds and view is not None:
            return contract_controls(self, view, legal, self._play_move)
        buttons: list[QWidget] = []
        plain = button_moves(self, legal)
        if "bid" in kinds and controller.state is not None:
            state = controller.state

            def why_not(move: Move) -> str | None:
                reason = state.explain(move)
                return reason.text(self.names) if reason is not None else None

            bid_range = view.get("bid_range") if view is not None else None
            buttons += bid_controls(
                self,
                legal,
                why_not,
                self._play_move,
                self.say,
                tuple(bid_range) if isinstance(bid_range, (tuple, list)) else None,
            )
            plain = [m for m in plain if m.kind != "bid"]
        for move in plain:
            label = rank_label(move) if move.kind == "rank" else move_label(move, view)
            button = QPushButton(label, self)
            button.setProperty("plain_label", label)  # numbered with its key by _number_buttons
            button.setProperty("move", str(move))  # the move a hint names
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, m=move: self._play_move(m))
            buttons.append(button)
        return buttons

    def _multi_kind(self) -> str | None:
        controller = self.controller
        if controller is None or self.picks() is not None:
            return None  # cards picked in order are never a fixed count to choose
        kinds = {m.kind for m in controller.legal_for_human() if m.cards}
        if len(kinds) == 1:
            kind = next(iter(kinds))
            if kind in MULTI_CARD_KINDS:
                return kind
        return None

    def _cards_to_choose(self, kind: str) -> int:
        """How many cards the human must choose in a row (3 to pass in Hearts,
        2 to the crib in Cribbage): counted by trying it on a copy."""
        controller = self.controller
        deciding = controller.deciding_state() if controller is not None else None
        assert deciding is not None
        probe = deciding.clone()  # the copy ahead of the human's turn, if it chooses early
        seat = probe.to_move
        count = 0
        while probe.to_move == seat:
            moves = [m for m in probe.legal_moves() if m.kind == kind]
            if not moves:
                break
            probe.apply(moves[0])
            count += 1
        return count

    def confirm_selection(self) -> None:
        controller = self.controller
        kind = self._multi_kind()
        if controller is None or kind is None:
            return
        need = self._cards_to_choose(kind)
        if len(self.selected) != need:
            chosen = len(self.selected)
            self.say(
                trn(
                    "Choose {n} card first ({chosen} chosen).",
                    "Choose {n} cards first ({chosen} chosen).",
                    need,
                    chosen=chosen,
                )
            )
            return
        picked, self.selected = list(self.selected), []
        for card in picked:
            if not controller.play(Move(kind, (card,))):
                break
