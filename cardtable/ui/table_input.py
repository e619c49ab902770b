# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""The table's input: cards chosen, played, dragged and dropped with the
mouse, and the keyboard doing all the mouse does (see ``table_key_rows``).
Legality always comes from the controller, which asks the rules.

A mixin of ``TableWidget``, kept apart from its drawing and its controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QMenu,
    QPushButton,
)

from ..core.cards import Card
from ..core.moves import Move
from .i18n import tr, trn
from .move_words import move_label
from .scene import CARD_W, SELECTED_LIFT
from .table_keys import bid_key, next_focus
from .table_places import digit_to_place, held_cards

if TYPE_CHECKING:
    from .table_widget import TableWidget

# Keys that only change another key: they do not end a wait.
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)


class TableInput:
    """Mouse and keyboard at the table (a mixin: ``self`` is the
    ``TableWidget``)."""

    # Set by TableWidget.__init__; declared here, where it is changed.
    _digit_typed: bool

    # -- cards -------------------------------------------------------------------
    def moves_for(self: TableWidget, card: Card) -> list[Move]:
        controller = self.controller
        if controller is None:
            return []
        own = getattr(self.scene.pieces, "card_moves", None)  # a card may stand for moves naming no card
        if callable(own):
            return list(own(card, controller.legal_for_human()))
        return [m for m in controller.legal_for_human() if card in m.cards]

    def play_card(self: TableWidget, card: Card, pile: str | None = None) -> bool:
        """Play ``card`` where it can go (to ``pile`` when it was dropped on
        one the game's pieces know); ask when there is a choice; say why not."""
        controller = self.controller
        if controller is None:
            return False
        moves = self.moves_for(card)
        if not moves:
            kinds = [m.kind for m in controller.legal_for_human() if m.cards] or ["play"]
            narrow = getattr(self.scene.pieces, "moves_at", None)  # the move a drop there means, if a game knows
            meant = narrow(card, pile, [])[1] if pile is not None and callable(narrow) else None
            reason = controller.explain(meant or Move(kinds[0], (card,)))
            self.say(reason.text(self.names) if reason is not None else tr("That card cannot be played now."))
            self.scene.snap_back(card)
            return False
        if self._multi_kind() is not None:
            self._toggle(card)
            return True
        held = held_cards(self)  # a move may name cards off the hand too (Chinese Ten's pair: a table card)
        single = [m for m in moves if len([c for c in m.cards if c in held] if held else m.cards) <= 1]
        if not single:
            # It goes only with others (the end of a run): choose them too.
            self.scene.snap_back(card)
            self.selected = [card]
            self._mark_selection()
            self._rebuild_actions()
            self.say(tr("That card can only be played with others: choose them too, then play the chosen cards."))
            return False
        moves = single
        narrow = getattr(self.scene.pieces, "moves_at", None)
        if pile is not None and callable(narrow):
            aimed, meant = narrow(card, pile, moves)
            if not aimed:
                # Dropped where the card means a move that cannot be made: say why.
                reason = controller.explain(meant) if meant is not None else None
                self.say(reason.text(self.names) if reason is not None else tr("That card cannot be played now."))
                self.scene.snap_back(card)
                return False
            moves = aimed
        move_to = getattr(self.scene.pieces, "move_to", None)
        if len(moves) > 1 and pile is not None and callable(move_to):
            chosen = move_to(pile, moves)
            if chosen is not None:
                return controller.play(chosen)
        if len(moves) == 1:
            return controller.play(moves[0])
        move = self._ask_choice(moves)
        if move is None:
            self.scene.snap_back(card)
            return False
        return controller.play(move)

    def _ask_choice(self: TableWidget, moves: list[Move]) -> Move | None:
        """A menu of the ways a card can go (the arrows and Enter choose, Escape cancels)."""
        menu = QMenu(self)
        menu.setTitle(tr("Choose how to play the card"))
        menu.setAccessibleName(tr("Choose how to play the card"))
        words = getattr(self.scene.pieces, "choice_label", None)  # a game's own words for a place
        for move in moves:
            action = menu.addAction((words(move) if callable(words) else None) or move_label(move))
            action.setData(str(move))
        if menu.actions():
            menu.setActiveAction(menu.actions()[0])
        chosen = menu.exec(self.mapToGlobal(self.rect().center()))
        if chosen is None:
            return None
        return Move.parse(chosen.data())

    def _toggle(self: TableWidget, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            kind = self._multi_kind()
            need = self._cards_to_choose(kind) if kind else 1
            if len(self.selected) >= need:
                self.say(
                    trn(
                        "You have chosen {n} card already: choose it again to put it back.",
                        "You have chosen {n} cards already: choose one again to put it back.",
                        need,
                    )
                )
                return
            self.selected.append(card)
        self._mark_selection()
        self._rebuild_actions()

    def _mark_selection(self: TableWidget, announce_focus: bool = False) -> None:
        """Show the selection (raised, outlined) and the keyboard focus (a dashed
        outline, in front), and keep what a screen reader hears current."""
        self._place_selection()
        self.update_accessibility(announce_focus)

    def _place_selection(self: TableWidget) -> None:
        """The selection and the focus on the table alone, not what a screen
        reader hears: the layout check moves them many times to measure the
        cards, and rebuilding the accessible tree each time cost it most."""
        lift_by = CARD_W * SELECTED_LIFT * self.scene.card_size
        for item in self.scene.hand_items():
            chosen = item.card in self.selected
            item.selected_for_play = chosen
            item.setPos(item.home - QPointF(0, lift_by if chosen else 0.0))
            item.focused = item.index == self.focus_index
            # The focused (or hinted) card keeps its place in the fan: brought
            # to the front it would hide its right neighbour's corner index.
            item.setZValue(item.base_z)
            item.update()
        one = self.selected[0] if len(self.selected) == 1 else None
        self.scene.show_drop_zone(bool(self.selected) and self._multi_kind() is None, one)
        self.mark_picked()  # the order the cards were picked in (Statistics)

    def _clicked(self: TableWidget, card: Card) -> None:
        if self.pick(card):
            return
        if self._multi_kind() is not None:
            self.play_card(card)
            return
        if self._gather(card):
            return
        if card in self.selected:
            self.selected = []
        elif self.moves_for(card):
            self.selected = [card]
        else:
            self.play_card(card)  # says why it cannot be played
            return
        self._mark_selection()
        if self._combos():
            self._rebuild_actions()  # the button that plays the chosen cards follows the choice

    def _double_clicked(self: TableWidget, card: Card) -> None:
        if self._multi_kind() is not None:
            return
        self.selected = []
        self.play_card(card)

    def _dropped(self: TableWidget, card: Card, where: QPointF) -> None:
        if self._multi_kind() == "discard" or self.scene.pile_at(where) == "crib":
            self._discard_dropped(card)
            return
        if self.picks() is not None:
            self.play_picked(card, self.scene.pile_at(where) or "drop")
            return
        if self._multi_kind() is not None:
            self.scene.snap_back(card)
            self._toggle(card)
            return
        combo = self._combo_chosen()
        if combo is not None and card in combo.cards:
            self._play_move(combo)
            return
        self.selected = []
        self.play_card(card, self.scene.pile_at(where))

    def _discard_dropped(self: TableWidget, card: Card) -> None:
        """A card dropped on the crib (or on the table while discarding):
        it goes to the crib, with the card already chosen if one more is
        needed; else it snaps back and the rule says why."""
        controller = self.controller
        if controller is None:
            return
        discard = Move("discard", (card,))
        if discard not in controller.legal_for_human():
            reason = controller.explain(discard)
            self.say(reason.text(self.names) if reason is not None else tr("That card cannot be played now."))
            self.scene.snap_back(card)
            return
        need = self._cards_to_choose("discard")
        cards = [card] + [chosen for chosen in self.selected if chosen != card][: need - 1]
        self.selected = []
        for chosen in cards:
            if not controller.play(Move("discard", (chosen,))):
                break

    def _pile_clicked(self: TableWidget, pile: str) -> None:
        controller = self.controller
        if controller is None:
            return
        own_click = getattr(self.scene.pieces, "pile_clicked", None)
        if callable(own_click) and own_click(pile):
            return  # a game's own pile (Camicia: your packet turns a card)
        if self.selected and self.picks() is not None:
            self.play_picked(None, pile)
            return
        if self.selected and self._multi_kind() is None:
            if self._combo_chosen() is not None:
                self.play_chosen()
                return
            card = self.selected[0]
            self.selected = []
            self.play_card(card, pile)
            return
        if pile in ("stock", "deck"):
            draws = [m for m in controller.legal_for_human() if m.kind == "draw"]
            if draws:
                self._play_move(draws[0])
        if pile in ("trick", "won") or pile.startswith("won:"):
            self.show_last_trick()

    def _play_move(self: TableWidget, move: Move) -> bool:
        if self.controller is None:
            return False
        self.selected = []
        return self.controller.play(move)

    # -- keyboard ----------------------------------------------------------------
    def keyPressEvent(self: TableWidget, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if self.waiting() and key not in MODIFIER_KEYS:
            self.go_on()  # a finished trick or the last trick on show: any key goes on
            return
        if self.summary.isVisible() and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.summary.go_on()  # the hand's summary: Enter and Space are "Next hand"
            return
        if self._hint_armed and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.play_hint():
            return  # Enter after H plays the hinted move, not the focused card
        own_key = getattr(self.scene.pieces, "key_pressed", None)
        if callable(own_key) and own_key(key):
            return  # a game's own key (Camicia: Space turns a card, P pauses)
        if self.picked_key(key):
            return  # the picked cards played (Statistics: Enter, T takes, P passes)
        items = self.scene.hand_items()
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End) and items:
            self.focus_index = next_focus(key, self.focus_index, len(items))
            self._hint_armed = False  # the player chose another card: Enter plays it
            self._mark_selection(announce_focus=True)
            self.message.setText(self.focus_announcement())  # shown; the focus event speaks it
            return
        if control and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self._press_button(key - Qt.Key.Key_1)
            return
        if bid_key(self, key):
            return  # bidding: Up and Down change the number, a digit sets it, Enter bids
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
            elif self._combo_chosen() is not None:
                self.play_chosen()  # the chosen cards together
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
            self.forget_hint()
            self._rebuild_actions()
            self._mark_selection()
            self.message.setText("")
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and digit_to_place(self, key - Qt.Key.Key_0):
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

    def _press_button(self: TableWidget, number: int) -> None:
        """Press the action button ``number`` (0-based), or say why it cannot be."""
        pressable = [w for w in self.buttons if isinstance(w, QPushButton)]
        if number >= len(pressable):
            return
        button = pressable[number]
        if button.isEnabled():
            button.click()
        else:
            self.say(button.toolTip() or tr("{button} cannot be chosen now.", button=button.accessibleName()))

    def read_out(self: TableWidget) -> None:
        """Say the whole table (what a screen reader's description holds) under it."""
        text = self.table_description()
        view = self.scene.view
        prompt = self.prompt_text(view) if view is not None else ""
        self.say("\n".join(line for line in (prompt, text) if line) or tr("No game at the table."))
