# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Cards picked one by one, in order, whose meaning a game's pieces say
(Statistics: the picked cards are played with the last one on top, take the
kitty, or one is passed to the left). The pieces' ``picked_moves(cards,
place)`` names the legal moves the picked cards make at a place (None: any,
for the buttons and Enter) or says why there are none; ``key_place`` names
the place a key of the game's means (Statistics: T takes, P passes);
``mark_selection`` shows the order. A click (or Space) picks a card or puts
it back, a drag or a click on a pile plays the picked cards there, a button
per move plays them, and when the picked cards make more than one move there
(a two: play it, or take the kitty with it) a menu asks.

A mixin of ``TableWidget``; legality comes from the controller."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ..core.cards import Card
from .i18n import tr

if TYPE_CHECKING:
    from .table_widget import TableWidget


class TablePicks:
    """Picking cards in order and playing them (a mixin: ``self`` is the ``TableWidget``)."""

    def picks(self: TableWidget) -> Callable[..., Any] | None:
        """The pieces' ``picked_moves`` when the game's cards are picked in order, else None."""
        picked = getattr(self.scene.pieces, "picked_moves", None)
        return picked if callable(picked) else None

    def pick(self: TableWidget, card: Card) -> bool:
        """A click (or Space) on ``card``: it joins the picked cards, last, or
        leaves them; a card no move holds says why and stays, and picked
        cards that make no move together say why. False when the game's
        cards are not picked in order."""
        controller = self.controller
        if controller is None or self.picks() is None:
            return False
        if card in self.selected:
            self.selected.remove(card)
        elif any(card in move.cards for move in controller.legal_for_human()):
            self.selected.append(card)
        else:
            self.play_card(card)  # says why it cannot be played
            return True
        self._mark_selection()
        self._rebuild_actions()
        moves, why = self.picks()(tuple(self.selected), None) if self.selected else ([], "")
        self.message.setText("" if moves else why)  # picked cards that make no move: why not, at once
        return True

    def mark_picked(self: TableWidget) -> None:
        """Let the pieces show the order the cards were picked in."""
        order = getattr(self.scene.pieces, "mark_selection", None)
        if callable(order):
            order(self.selected)

    def picked_buttons(self: TableWidget) -> list[QPushButton]:
        """A button for each move the picked cards make (none picked: none)."""
        picked = self.picks()
        if picked is None or not self.selected or self.controller is None:
            return []
        moves, _why = picked(tuple(self.selected), None)
        words = getattr(self.scene.pieces, "choice_label", None)
        buttons = []
        for move in moves:
            label = words(move) if callable(words) else str(move)
            button = QPushButton(label, self)
            button.setProperty("plain_label", label)
            button.setProperty("move", str(move))
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, m=move: self._play_move(m))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.append(button)
        return buttons

    def play_picked(self: TableWidget, card: Card | None, place: str | None) -> bool:
        """Play the picked cards at ``place`` (``card``, dragged or focused,
        alone if it is not among them); a menu when they make several moves
        there; else the card snaps back and the table says why."""
        picked = self.picks()
        if picked is None or self.controller is None:
            return False
        cards = list(self.selected) if card is None or card in self.selected else [card]
        moves, why = picked(tuple(cards), place) if cards else ([], tr("Choose a card first."))
        move = moves[0] if len(moves) == 1 else self._ask_choice(moves) if moves else None
        if move is None:
            if why:
                self.say(why)
            if card is not None:
                self.scene.snap_back(card)
            return False
        return self._play_move(move)

    def picked_key(self: TableWidget, key: int) -> bool:
        """Enter plays the picked cards; a key of the game's own (T, P) plays
        them at its place (nothing picked: the focused card). False when the
        key is neither."""
        if self.picks() is None:
            return False
        own = getattr(self.scene.pieces, "key_place", None)
        place = own(key) if callable(own) else None
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if place is None and not (enter and self.selected):
            return False
        items = self.scene.hand_items()
        focused = items[self.focus_index].card if 0 <= self.focus_index < len(items) else None
        self.play_picked(None if self.selected else focused, place)
        return True
