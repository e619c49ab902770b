"""The table as a widget: the scene in a view that scales to fit, a bar of
controls for the decisions that are not a card, and a one-line message.

All three ways of playing go through here: drag a card off the hand (or onto a
pile), click to select and click the pile (or double-click a card that can
only go one way), and the keyboard (arrows move the focus, Enter plays,
Space selects, Escape cancels, digits press the action buttons, L shows the
last trick). Legality always comes from the controller, which asks the rules.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsView, QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from ..core.cards import Card, Suit
from ..core.game import View
from ..core.moves import Move
from .controller import TableController
from .decision_controls import bid_controls, contract_controls, doubling_controls, rank_label
from .scene import CARD_W, TableScene
from .sprites import SpriteCache

MULTI_CARD_KINDS = ("pass", "discard")
TRICK_PAUSE_MS = {"instant": 0, "fast": 500, "normal": 900, "slow": 1500}
ACTION_LABELS = {
    "draw": "Draw a card", "go": "Go", "call": "Last card!", "pass": "Pass",
    "take": "Take", "leave": "Leave", "double": "Double", "redouble": "Redouble",
}


def move_label(move: Move) -> str:
    """Words for a button that makes a non-card move (or a card move's choice)."""
    base = ACTION_LABELS.get(move.kind, move.kind.replace("_", " ").capitalize())
    if move.arg is None:
        return base
    if isinstance(move.arg, str) and len(move.arg) == 1 and move.arg in "CDHS":
        suit = Suit.parse(move.arg)
        return f"{suit.symbol} {suit.noun.capitalize()}"
    return f"{base} {move.arg}"


def describe_move(move: Move) -> str:
    """A move in words, for hints: "play the queen of spades and name hearts"."""
    verb = ACTION_LABELS.get(move.kind, move.kind).lower() if not move.cards else move.kind
    words = [verb]
    if move.cards:
        words.append(" and ".join(f"the {card.name}" for card in move.cards))
    if isinstance(move.arg, str) and len(move.arg) == 1 and move.arg in "CDHS":
        words.append(f"and name {Suit.parse(move.arg).noun}")
    elif move.arg is not None:
        words.append(str(move.arg))
    return " ".join(words)


class TableView(QGraphicsView):
    """Fits the whole table in the window, keeping its proportions, and asks
    the sprite cache for cards at the size they are now shown."""

    def __init__(self, scene: TableScene, sprites: SpriteCache, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.sprites = sprites
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is costly to paint and never moves: paint it once.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(QSize(480, 360))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        self.sprites.dpr = self.devicePixelRatioF()
        self.sprites.request(round(CARD_W * self.transform().m11()))


class TableWidget(QWidget):
    """The playing area for one TableController."""

    status = Signal(str)

    def __init__(self, sprites: SpriteCache, parent: QWidget | None = None):
        super().__init__(parent)
        self.sprites = sprites
        self.scene = TableScene(sprites, self)
        self.view = TableView(self.scene, sprites, self)
        self.controller: TableController | None = None
        self.names: list[str] = []
        self.selected: list[Card] = []
        self.focus_index = -1
        self.message = QLabel(self)
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Table message")
        self.actions_bar = QHBoxLayout()
        self.actions_bar.setContentsMargins(8, 4, 8, 4)
        self.actions_bar.addStretch(1)
        bar = QWidget(self)
        bar.setLayout(self.actions_bar)
        bar.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(bar)
        layout.addWidget(self.message)
        self.message.setContentsMargins(10, 4, 10, 6)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene.card_clicked.connect(self._clicked)
        self.scene.card_double_clicked.connect(self._double_clicked)
        self.scene.card_dropped.connect(self._dropped)
        self.scene.pile_clicked.connect(self._pile_clicked)
        self.buttons: list[QWidget] = []
        self._digit_typed = False  # a digit was just typed into the bid spinner
        self._tricks_seen = 0
        self._pending_view = QTimer(self)
        self._pending_view.setSingleShot(True)
        self._pending_view.timeout.connect(self._changed)

    # -- wiring -------------------------------------------------------------------
    def attach(self, controller: TableController, names: list[str]) -> None:
        if self.controller is not None:
            self.controller.changed.disconnect(self._changed)
            self.controller.refused.disconnect(self.say)
        self.controller = controller
        self.names = names
        self._tricks_seen = 0
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
        shown = self._completed_trick_view(view)
        if shown is not None:
            # Let the last card land on the trick and be seen; then gather it.
            pause = TRICK_PAUSE_MS.get(self.scene.speed, 900)
            controller.hold(pause / 1000)
            self.scene.show_view(shown, self.names, set(), controller.last_mover)
            self._pending_view.start(pause)
            return
        mover = controller.last_mover
        playable = {card for m in controller.legal_for_human() for card in m.cards}
        self.selected = [c for c in self.selected if c in playable]
        self.scene.show_view(view, self.names, playable, mover)
        self._mark_selection()
        self._rebuild_actions()
        self.message.setText("")
        self.status.emit(self.prompt_text(view))

    def _completed_trick_view(self, view: View) -> View | None:
        """The view with the trick that was just completed still on the table
        (and not yet in its winner's pile), or None if no trick was completed."""
        tricks = view.get("tricks")
        if not isinstance(tricks, tuple):
            return None
        count, seen = len(tricks), self._tricks_seen
        self._tricks_seen = count
        if count != seen + 1 or TRICK_PAUSE_MS.get(self.scene.speed, 900) == 0:
            return None
        leader, cards, winner = tricks[-1][0], tuple(tricks[-1][1]), tricks[-1][2]
        piles = []
        for pile in view.piles:
            if pile.kind == "trick":
                pile = replace(pile, cards=cards)
            elif pile.name == f"won:{winner}" and pile.count >= len(cards):
                pile = replace(pile, cards=pile.cards[: pile.count - len(cards)])
            piles.append(pile)
        seats = tuple((leader + i) % view.players for i in range(len(cards)))
        info = tuple((k, seats if k == "trick_seats" else v) for k, v in view.info)
        return replace(view, piles=tuple(piles), info=info)

    def prompt_text(self, view: View) -> str:
        controller = self.controller
        if controller is None:
            return ""
        if controller.state is not None and controller.state.is_over:
            return "The hand is over."
        if controller.is_humans_turn():
            return view.prompt.text(self.names)
        if view.to_move is not None:
            name = self.names[view.to_move] if view.to_move < len(self.names) else f"Seat {view.to_move}"
            return f"{name} is thinking\u2026"
        return ""

    def say(self, text: str) -> None:
        """A one-line message under the table (why a move was refused...)."""
        self.message.setText(text)

    # -- the controls for decisions that are not a card ------------------------
    def _rebuild_actions(self) -> None:
        self._digit_typed = False
        for button in self.buttons:
            self.actions_bar.removeWidget(button)
            button.hide()  # at once: deleteLater only acts on the next event loop turn
            button.deleteLater()
        self.buttons = []
        controller = self.controller
        if controller is None:
            return
        legal = controller.legal_for_human()
        for button in self._decision_buttons(legal):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.actions_bar.insertWidget(len(self.buttons), button)
            self.buttons.append(button)
        kind = self._multi_kind()
        if kind is not None:
            need = self._cards_to_choose(kind)
            button = QPushButton(f"{kind.capitalize()} {need} selected card{'s' if need != 1 else ''}", self)
            button.setEnabled(len(self.selected) == need)
            button.clicked.connect(self.confirm_selection)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAccessibleName("Confirm the selected cards")
            self.actions_bar.insertWidget(len(self.buttons), button)
            self.buttons.append(button)

    def _decision_buttons(self, legal: Sequence[Move]) -> list[QWidget]:
        """The controls for this turn's non-card moves: a doubling panel, a
        contract chooser, or one plain button per move."""
        controller = self.controller
        assert controller is not None
        view = controller.view()
        kinds = {move.kind for move in legal if not move.cards}
        if "double" in kinds and controller.state is not None and view is not None:
            return doubling_controls(
                self, controller.state, legal, self.names, view.get("declarer") == view.seat,
                self._play_move, self._rebuild_actions, self.say,
            )
        if "contract" in kinds and view is not None:
            return contract_controls(self, view, legal, self._play_move)
        buttons: list[QWidget] = []
        plain = [m for m in legal if not m.cards]
        if "bid" in kinds and controller.state is not None:
            state = controller.state

            def why_not(move: Move) -> str | None:
                reason = state.explain(move)
                return reason.text(self.names) if reason is not None else None

            bid_range = view.get("bid_range") if view is not None else None
            buttons += bid_controls(self, legal, why_not, self._play_move, self.say,
                                    tuple(bid_range) if isinstance(bid_range, (tuple, list)) else None)
            plain = [m for m in plain if m.kind != "bid"]
        for number, move in enumerate(plain, len(buttons) + 1):
            label = rank_label(move) if move.kind == "rank" else move_label(move)
            button = QPushButton(f"{label}  [{number}]" if number <= 9 else label, self)
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, m=move: self._play_move(m))
            buttons.append(button)
        return buttons

    def _multi_kind(self) -> str | None:
        controller = self.controller
        if controller is None:
            return None
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
        assert controller is not None and controller.state is not None
        probe = controller.state.clone()
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
            self.say(f"Choose {need} card{'s' if need != 1 else ''} first ({len(self.selected)} chosen).")
            return
        chosen, self.selected = list(self.selected), []
        for card in chosen:
            if not controller.play(Move(kind, (card,))):
                break

    # -- cards -------------------------------------------------------------------
    def moves_for(self, card: Card) -> list[Move]:
        controller = self.controller
        if controller is None:
            return []
        return [m for m in controller.legal_for_human() if card in m.cards]

    def play_card(self, card: Card) -> bool:
        """Play ``card`` where it can go; ask when there is a choice; say why not."""
        controller = self.controller
        if controller is None:
            return False
        moves = self.moves_for(card)
        if not moves:
            kinds = [m.kind for m in controller.legal_for_human() if m.cards] or ["play"]
            reason = controller.explain(Move(kinds[0], (card,)))
            self.say(reason.text(self.names) if reason is not None else "That card cannot be played now.")
            self.scene.snap_back(card)
            return False
        if self._multi_kind() is not None:
            self._toggle(card)
            return True
        if len(moves) == 1:
            return controller.play(moves[0])
        move = self._ask_choice(moves)
        if move is None:
            self.scene.snap_back(card)
            return False
        return controller.play(move)

    def _ask_choice(self, moves: list[Move]) -> Move | None:
        menu = QMenu(self)
        menu.setAccessibleName("Choose how to play the card")
        for move in moves:
            action = menu.addAction(move_label(move))
            action.setData(str(move))
        chosen = menu.exec(self.mapToGlobal(self.rect().center()))
        if chosen is None:
            return None
        return Move.parse(chosen.data())

    def _toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            kind = self._multi_kind()
            need = self._cards_to_choose(kind) if kind else 1
            if len(self.selected) >= need:
                self.say(f"You have chosen {need} already: click one to put it back.")
                return
            self.selected.append(card)
        self._mark_selection()
        self._rebuild_actions()

    def _mark_selection(self) -> None:
        for item in self.scene.hand_items():
            chosen = item.card in self.selected
            item.selected_for_play = chosen
            lift = CARD_W * 0.28 if chosen else 0.0
            item.setPos(item.home - QPointF(0, lift))
            item.focused = item.index == self.focus_index
            item.update()

    def _clicked(self, card: Card) -> None:
        if self._multi_kind() is not None:
            self.play_card(card)
            return
        if card in self.selected:
            self.selected = []
        elif self.moves_for(card):
            self.selected = [card]
        else:
            self.play_card(card)  # says why it cannot be played
            return
        self._mark_selection()

    def _double_clicked(self, card: Card) -> None:
        if self._multi_kind() is not None:
            return
        self.selected = []
        self.play_card(card)

    def _dropped(self, card: Card, where: QPointF) -> None:
        if self._multi_kind() is not None:
            self.scene.snap_back(card)
            self._toggle(card)
            return
        self.selected = []
        self.play_card(card)

    def _pile_clicked(self, pile: str) -> None:
        controller = self.controller
        if controller is None:
            return
        if self.selected and self._multi_kind() is None:
            card = self.selected[0]
            self.selected = []
            self.play_card(card)
            return
        if pile in ("stock", "deck"):
            draws = [m for m in controller.legal_for_human() if m.kind == "draw"]
            if draws:
                self._play_move(draws[0])
        if pile in ("trick", "won") or pile.startswith("won:"):
            self.show_last_trick()

    def _play_move(self, move: Move) -> bool:
        if self.controller is None:
            return False
        self.selected = []
        return self.controller.play(move)

    # -- keyboard ----------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        items = self.scene.hand_items()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                self.focus_index = 0 if step > 0 else len(items) - 1
            else:
                self.focus_index = (self.focus_index + step) % len(items)
            self._mark_selection()
            card = items[self.focus_index].card
            if card is not None:
                self.say(card.name.capitalize() + ("" if self.moves_for(card) else " (cannot be played now)"))
            return
        spinner = next((w for w in self.buttons if isinstance(w, QSpinBox)), None)
        if spinner is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Up, Qt.Key.Key_Down):
            # Bidding: Up and Down change the number, Enter bids it.
            if key == Qt.Key.Key_Up:
                spinner.stepUp()
            elif key == Qt.Key.Key_Down:
                spinner.stepDown()
            else:
                bid = self.buttons[self.buttons.index(spinner) + 1]
                if isinstance(bid, QPushButton) and bid.isEnabled():
                    bid.click()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            kind = self._multi_kind()
            focused = items[self.focus_index].card if 0 <= self.focus_index < len(items) else None
            if kind is not None:
                # Choosing several cards: Enter confirms once enough are chosen,
                # else it chooses (or puts back) the focused card.
                if len(self.selected) == self._cards_to_choose(kind) or focused is None:
                    self.confirm_selection()
                else:
                    self._toggle(focused)
            elif focused is not None:
                self.play_card(focused)
            return
        if key == Qt.Key.Key_Space and 0 <= self.focus_index < len(items):
            card = items[self.focus_index].card
            if card is not None:
                if self._multi_kind() is not None:
                    self._toggle(card)
                else:
                    self._clicked(card)
            return
        if key == Qt.Key.Key_Escape:
            self.selected = []
            self.focus_index = -1
            self._mark_selection()
            self._rebuild_actions()
            self.say("")
            return
        if spinner is not None and Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            # Bidding: a digit sets the number (two digits in a row make 10-13).
            digit = key - Qt.Key.Key_0
            value = spinner.value() * 10 + digit if 0 < spinner.value() < 2 and self._digit_typed else digit
            spinner.setValue(value if value <= spinner.maximum() else digit)
            self._digit_typed = True
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            number = key - Qt.Key.Key_1
            pressable = [w for w in self.buttons if isinstance(w, QPushButton)]
            if number < len(pressable) and pressable[number].isEnabled():
                pressable[number].click()
            return
        if key == Qt.Key.Key_L:
            self.show_last_trick()
            return
        super().keyPressEvent(event)

    # -- the last trick -------------------------------------------------------------
    def show_last_trick(self) -> None:
        controller = self.controller
        view = controller.view() if controller else None
        tricks = view.get("tricks") if view is not None else None
        if not tricks:
            self.say("No trick has been completed yet.")
            return
        last = tricks[-1]
        leader, cards, winner = last[0], last[1], last[2]
        name = lambda seat: self.names[seat] if seat < len(self.names) else f"Seat {seat}"  # noqa: E731
        order = ", ".join(f"{name((leader + i) % view.players)}: {card.name}" for i, card in enumerate(cards))
        QMessageBox.information(self, "Last trick", f"{order}.\nWon by {name(winner)}.")
