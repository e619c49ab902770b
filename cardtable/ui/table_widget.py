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

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QLocale, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QMenu, QMessageBox, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from ..core.cards import Card, Suit
from ..core.game import View
from ..core.i18n import N_, card_name, translate
from ..core.moves import Move
from .accessibility import (
    AccessibleTableView, Node, announce, capitalised, card_announcement, card_state_text, card_title, pile_title,
    seat_name,
)
from .controller import TableController
from .decision_controls import bid_controls, contract_controls, describe, doubling_controls, rank_label
from .i18n import tr, trn
from .scene import CARD_W, SELECTED_LIFT, TableScene
from .sprites import SpriteCache

MULTI_CARD_KINDS = ("pass", "discard")
TRICK_PAUSE_MS = {"instant": 0, "fast": 500, "normal": 900, "slow": 1500}
# The words on the buttons of moves that are not a card, by move kind (shown with tr).
ACTION_LABELS = {
    "draw": N_("Draw a card"), "go": N_("Go"), "call": N_("Last card!"), "pass": N_("Pass"),
    "take": N_("Take"), "leave": N_("Leave"), "double": N_("Double"), "redouble": N_("Redouble"),
    "nil": N_("Nil"), "blind_nil": N_("Blind nil"), "look": N_("Look at my cards"), "bid": N_("Bid"),
    "discard": N_("Discard"), "contract": N_("Contract"), "trumps": N_("Trumps"),
}
# A card move in words, for hints, by move kind; {cards} names the cards.
CARD_MOVE_WORDS = {
    "play": N_("play {cards}"), "pass": N_("pass {cards}"), "discard": N_("discard {cards}"),
    "crib": N_("put {cards} in the crib"),
}


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
        (_keys("Space"), tr("Select the focused card, or choose it to pass or discard")),
        (_keys("Escape"), tr("Cancel the selection and the focus")),
        (_key_range("1", "9"), tr("Press the action buttons under the table, in order")),
        (_key_range("Ctrl+1", "Ctrl+9"), tr("Press the action buttons while bidding")),
        (_keys("Up", "Down"), tr("Raise or lower your bid")),
        (_key_range("0", "9"), tr("While bidding: type your bid (then Enter bids it)")),
        (_keys("L"), tr("Review the last trick")),
        (_keys("I"), tr("Read out the table: what to do, the trick, the piles and the players")),
    ]


def _suit_arg(move: Move) -> Suit | None:
    if isinstance(move.arg, str) and len(move.arg) == 1 and move.arg in "CDHS":
        return Suit.parse(move.arg)
    return None


def move_label(move: Move) -> str:
    """Words for a button that makes a non-card move (or a card move's choice),
    in the player's language: "Draw a card", "Bid 3", "\u2665 Hearts"."""
    base = tr(ACTION_LABELS.get(move.kind, move.kind.replace("_", " ").capitalize()))
    suit = _suit_arg(move)
    if suit is not None:
        return tr("{symbol} {suit}", symbol=suit.symbol, suit=capitalised(translate(suit.noun)))
    if move.arg is None:
        return base
    return tr("{action} {value}", action=base, value=move.arg)


def _cards_in_words(cards) -> str:
    return QLocale().createSeparatedList([tr("the {card}", card=card_name(card)) for card in cards])


def describe_move(move: Move) -> str:
    """A move in words, for hints: "play the queen of spades and name hearts"."""
    suit = _suit_arg(move)
    if move.cards:
        cards = _cards_in_words(move.cards)
        if suit is not None:
            return tr("play {cards} and name {suit}", cards=cards, suit=translate(suit.noun))
        template = CARD_MOVE_WORDS.get(move.kind)
        if template is not None:
            return tr(template, cards=cards)
        return tr("{action}: {cards}", action=tr(ACTION_LABELS.get(move.kind, move.kind)), cards=cards)
    if move.kind == "trumps" and suit is not None:
        return tr("choose {suit} as trumps", suit=translate(suit.noun))
    if move.kind == "rank":
        return rank_label(move)
    return move_label(move)


class TableView(AccessibleTableView):
    """Fits the whole table in the window, keeping its proportions, and asks
    the sprite cache for cards at the size they are now shown. It holds the
    table's keyboard focus (the table widget's keys) and speaks for it to
    assistive technology."""

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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        self.sprites.dpr = self.devicePixelRatioF()
        # Pictures at the size of the player's own cards, the ones read most.
        size = getattr(self.scene(), "card_size", 1.0)
        self.sprites.request(round(CARD_W * size * self.transform().m11()))


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
        self.message.setAccessibleName(tr("Table message"))
        self.actions_bar = QHBoxLayout()
        self.actions_bar.setContentsMargins(8, 4, 8, 4)
        self.actions_bar.addStretch(1)
        # After the buttons that do not show their key: which keys press them.
        self.key_hint = QLabel(self)
        self.key_hint.setObjectName("keyHint")
        self.key_hint.hide()
        self.actions_bar.insertWidget(0, self.key_hint)
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
        self.setFocusProxy(self.view)  # the view has the focus; its keys come here
        self.scene.can_drop = lambda card: self._multi_kind() is None and bool(self.moves_for(card))
        self.scene.card_clicked.connect(self._clicked)
        self.scene.card_double_clicked.connect(self._double_clicked)
        self.scene.card_dropped.connect(self._dropped)
        self.scene.pile_clicked.connect(self._pile_clicked)
        self.buttons: list[QWidget] = []
        self._digit_typed = False  # a digit was just typed into the bid spinner
        self._tricks_seen = 0
        self._playable: set[Card] = set()
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
            self._playable = set()
            self.scene.show_view(shown, self.names, set(), controller.last_mover)
            self._pending_view.start(pause)
            self.update_accessibility()
            return
        mover = controller.last_mover
        playable = {card for m in controller.legal_for_human() for card in m.cards}
        self._playable = playable
        self.selected = [c for c in self.selected if c in playable]
        own = next((pile for pile in view.piles if pile.name == f"hand:{view.seat}"), None)
        if own is None or self.focus_index >= own.count:
            self.focus_index = own.count - 1 if own is not None else -1  # the hand got shorter
        self.scene.show_view(view, self.names, playable, mover)
        self._rebuild_actions()
        self._mark_selection()
        self.message.setText("")
        self.status.emit(self.prompt_text(view))

    def set_card_size(self, size: float) -> None:
        """Show the cards ``size`` times their usual size (Settings: large cards)."""
        if abs(self.scene.card_size - size) < 1e-6:
            return
        self.scene.card_size = size
        if self.scene.view is not None:
            self.scene.show_view(self.scene.view, self.names, self._playable, None)
            self._mark_selection()
        self.view.fit()

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

    @staticmethod
    def _confirm_label(kind: str, need: int) -> str:
        if kind == "pass":
            return trn("Pass {n} selected card", "Pass {n} selected cards", need)
        if kind == "discard":
            return trn("Discard {n} selected card", "Discard {n} selected cards", need)
        return trn("Confirm {n} selected card", "Confirm {n} selected cards", need)

    def button_key(self, number: int) -> str:
        """The key that presses the ``number``-th action button (1-based):
        the digit, or Ctrl and the digit while the digits type a bid."""
        bidding = any(isinstance(w, QSpinBox) for w in self.buttons)
        sequence = QKeySequence(f"Ctrl+{number}" if bidding else str(number))
        return sequence.toString(QKeySequence.SequenceFormat.NativeText)

    def _number_buttons(self) -> None:
        """Tell each action button's key: on a plain button as "[1]" after its
        label, on every one in its accessible description."""
        pressable = [w for w in self.buttons if isinstance(w, QPushButton)]
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
            self.key_hint.setText(tr("Key {key} presses this button", key=self.button_key(1)) if last == 1 else
                                  tr("Keys {first} to {last} press these buttons", first=self.button_key(1),
                                     last=self.button_key(last)))
            self.key_hint.show()

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
        for move in plain:
            label = rank_label(move) if move.kind == "rank" else move_label(move)
            button = QPushButton(label, self)
            button.setProperty("plain_label", label)  # numbered with its key by _number_buttons
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
            chosen = len(self.selected)
            self.say(trn("Choose {n} card first ({chosen} chosen).", "Choose {n} cards first ({chosen} chosen).",
                         need, chosen=chosen))
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
            self.say(reason.text(self.names) if reason is not None else tr("That card cannot be played now."))
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
        """A menu of the ways a card can go (the arrows and Enter choose, Escape cancels)."""
        menu = QMenu(self)
        menu.setTitle(tr("Choose how to play the card"))
        menu.setAccessibleName(tr("Choose how to play the card"))
        for move in moves:
            action = menu.addAction(move_label(move))
            action.setData(str(move))
        if menu.actions():
            menu.setActiveAction(menu.actions()[0])
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
                self.say(trn("You have chosen {n} card already: choose it again to put it back.",
                             "You have chosen {n} cards already: choose one again to put it back.", need))
                return
            self.selected.append(card)
        self._mark_selection()
        self._rebuild_actions()

    def _mark_selection(self, announce_focus: bool = False) -> None:
        """Show the selection (raised, outlined) and the keyboard focus (a dashed
        outline, in front), and keep what a screen reader hears current."""
        lift_by = CARD_W * SELECTED_LIFT * self.scene.card_size
        for item in self.scene.hand_items():
            chosen = item.card in self.selected
            item.selected_for_play = chosen
            item.setPos(item.home - QPointF(0, lift_by if chosen else 0.0))
            item.focused = item.index == self.focus_index
            item.setZValue(item.base_z + 300 if item.focused else item.base_z)
            item.update()
        self.scene.show_drop_zone(bool(self.selected) and self._multi_kind() is None)
        self.update_accessibility(announce_focus)

    # -- what a screen reader hears --------------------------------------------------
    def card_state(self, card: Card) -> tuple[bool | None, str]:
        """Whether the player may play ``card`` now (None: not their turn) and
        if not, why (the rule, in words)."""
        controller = self.controller
        if controller is None or card is None or not controller.is_humans_turn():
            return None, ""
        if self.moves_for(card):
            return True, ""
        kinds = [m.kind for m in controller.legal_for_human() if m.cards]
        if not kinds:
            return None, ""  # this turn is not a card (a bid, a contract)
        reason = controller.explain(Move(kinds[0], (card,)))
        return False, reason.text(self.names) if reason is not None else ""

    def focused_card(self) -> Card | None:
        items = self.scene.hand_items()
        return items[self.focus_index].card if 0 <= self.focus_index < len(items) else None

    def focus_announcement(self) -> str:
        """The focused card as announced ("Queen of spades, can be played"), or ""."""
        card = self.focused_card()
        if card is None:
            return ""
        playable, reason = self.card_state(card)
        return card_announcement(card, playable, card in self.selected, reason, self._multi_kind() or "play")

    def _card_description(self, card: Card) -> str:
        playable, reason = self.card_state(card)
        return card_state_text(playable, card in self.selected, reason, self._multi_kind() or "play")

    def accessible_nodes(self) -> tuple[list[Node], tuple[int, ...] | None]:
        """The table as a tree for assistive technology: the piles (the
        player's hand first, then the trick), each with its face-up cards;
        and the path of the focused card."""
        view = self.scene.view
        if view is None:
            return [], None
        own = f"hand:{view.seat}" if view.seat is not None else None
        order = sorted(view.piles, key=lambda p: (p.name != own, p.kind != "trick"))
        nodes: list[Node] = []
        focused_path = None
        trick_seats = view.get("trick_seats") or ()
        for pile in order:
            if pile.count == 0 and pile.name != own and pile.kind != "trick":
                continue
            items = self.scene.pile_items(pile.name)
            node = Node(pile_title(pile, view.seat, self.names), role=QAccessible.Role.List, items=list(items))
            if pile.kind == "hand" and pile.owner is not None and pile.owner in self.scene.plates:
                node.description = self.scene.plates[pile.owner].accessible_name()
            for index, card in enumerate(pile.cards):
                if card is None:
                    continue
                item = items[index] if index < len(items) else None
                child = Node(item.accessible_name() if item is not None else card_title(card),
                             items=[item] if item is not None else [])
                if pile.name == own:
                    playable, _reason = self.card_state(card)
                    child.description = self._card_description(card)
                    child.focusable = child.selectable = True
                    child.selected = card in self.selected
                    child.disabled = playable is False
                    child.focused = index == self.focus_index
                    if child.focused:
                        focused_path = (len(nodes), len(node.children))
                elif pile.kind == "trick" and index < len(trick_seats):
                    child.description = tr("Played by {name}", name=seat_name(self.names, trick_seats[index]))
                node.children.append(child)
            nodes.append(node)
        return nodes, focused_path

    def table_description(self) -> str:
        """The table in a few lines: the focused card, the hand, the trick, the
        other piles, the players, the game's status lines."""
        view = self.scene.view
        if view is None:
            return ""
        lines = []
        focus = self.focus_announcement()
        if focus:
            lines.append(focus)
        own = f"hand:{view.seat}" if view.seat is not None else None
        piles = [p for p in view.piles if p.name == own] + [p for p in view.piles if p.kind == "trick"]
        piles += [p for p in view.piles if p.name != own and p.kind not in ("trick", "hand") and p.count]
        lines += [pile_title(pile, view.seat, self.names) for pile in piles]
        lines += [self.scene.plates[seat].accessible_name() for seat in sorted(self.scene.plates)
                  if seat != view.seat]
        lines += [line.text(self.names) for line in view.status]
        return "\n".join(line for line in lines if line)

    def update_accessibility(self, announce_focus: bool = False) -> None:
        """Keep the view's accessible name (what to do), description (the
        table) and tree current; with ``announce_focus`` tell a screen reader
        the keyboard focus moved to another card."""
        view = self.scene.view
        prompt = self.prompt_text(view) if view is not None else ""
        name = tr("Card table: {prompt}", prompt=prompt) if prompt else tr("Card table")
        if self.view.accessibleName() != name:
            self.view.setAccessibleName(name)
        description = self.table_description()
        if self.view.accessibleDescription() != description:
            self.view.setAccessibleDescription(description)
        nodes, focused = self.accessible_nodes()
        self.view.accessible_nodes = nodes
        self.view.nodes_changed(focused, announce_focus)

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
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End) and items:
            if key == Qt.Key.Key_Home:
                self.focus_index = 0
            elif key == Qt.Key.Key_End:
                self.focus_index = len(items) - 1
            else:
                step = -1 if key == Qt.Key.Key_Left else 1
                if self.focus_index < 0:
                    self.focus_index = 0 if step > 0 else len(items) - 1
                else:
                    self.focus_index = (self.focus_index + step) % len(items)
            self._mark_selection(announce_focus=True)
            self.message.setText(self.focus_announcement())  # shown; the focus event speaks it
            return
        if control and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._press_button(key - Qt.Key.Key_1)
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
            self._rebuild_actions()
            self._mark_selection()
            self.message.setText("")
            return
        if spinner is not None and Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            # Bidding: a digit sets the number (two digits in a row make 10-13).
            digit = key - Qt.Key.Key_0
            value = spinner.value() * 10 + digit if 0 < spinner.value() < 2 and self._digit_typed else digit
            spinner.setValue(value if value <= spinner.maximum() else digit)
            self._digit_typed = True
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._press_button(key - Qt.Key.Key_1)
            return
        if key == Qt.Key.Key_L:
            self.show_last_trick()
            return
        if key == Qt.Key.Key_I:
            self.read_out()
            return
        super().keyPressEvent(event)

    def _press_button(self, number: int) -> None:
        """Press the action button ``number`` (0-based), or say why it cannot be."""
        pressable = [w for w in self.buttons if isinstance(w, QPushButton)]
        if number >= len(pressable):
            return
        button = pressable[number]
        if button.isEnabled():
            button.click()
        else:
            self.say(button.toolTip() or tr("{button} cannot be chosen now.", button=button.accessibleName()))

    def read_out(self) -> None:
        """Say the whole table (what a screen reader's description holds) under it."""
        text = self.table_description()
        view = self.scene.view
        prompt = self.prompt_text(view) if view is not None else ""
        self.say("\n".join(line for line in (prompt, text) if line) or tr("No game at the table."))

    # -- the last trick -------------------------------------------------------------
    def show_last_trick(self) -> None:
        controller = self.controller
        view = controller.view() if controller else None
        tricks = view.get("tricks") if view is not None else None
        if not tricks:
            self.say(tr("No trick has been completed yet."))
            return
        last = tricks[-1]
        leader, cards, winner = last[0], last[1], last[2]
        lines = [tr("{name}: {card}", name=seat_name(self.names, (leader + i) % view.players), card=card_name(card))
                 for i, card in enumerate(cards)]
        lines.append(tr("Won by {name}.", name=seat_name(self.names, winner)))
        QMessageBox.information(self, tr("Last trick"), "\n".join(lines))
