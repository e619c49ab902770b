# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""Several cards played at once (Fan Tan's runs and multiples, when chosen):
the player clicks (or Spaces) the cards one by one, then plays them with the
"Play the chosen cards" button, Enter, a click on the table or a drag of one
of them. A card joins the chosen ones only when some legal play holds them
all, so a plain click still selects one card as in any game.

A mixin of ``TableWidget``; legality comes from the controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from ..core.cards import Card
from ..core.moves import Move
from .i18n import tr

if TYPE_CHECKING:
    from .table_widget import TableWidget


class TableCombos:
    """Choosing and playing several cards at once (a mixin: ``self`` is the
    ``TableWidget``)."""

    def _combos(self: TableWidget) -> list[Move]:
        """The legal plays of several cards at once (Fan Tan's runs and
        multiples), made by choosing their cards one by one."""
        controller = self.controller
        if controller is None:
            return []
        return [m for m in controller.legal_for_human() if len(m.cards) > 1 and m.kind == "play"]

    def _combo_chosen(self: TableWidget) -> Move | None:
        """The several-card play whose cards are exactly the chosen ones."""
        if len(self.selected) < 2:
            return None
        chosen = set(self.selected)
        return next((m for m in self._combos() if set(m.cards) == chosen), None)

    def _gather(self: TableWidget, card: Card) -> bool:
        """Choosing the cards of a several-card play: ``card`` joins the
        chosen ones when some play holds them all, or leaves them; False
        when it does neither (a plain selection then)."""
        if not self.selected:
            return False
        if card in self.selected:
            if len(self.selected) < 2:
                return False
            self.selected.remove(card)
        else:
            wanted = {*self.selected, card}
            if not any(wanted <= set(m.cards) for m in self._combos()):
                return False
            self.selected.append(card)
        self._mark_selection()
        self._rebuild_actions()
        return True

    def play_chosen(self: TableWidget) -> bool:
        """Play the chosen cards together, or say what is missing."""
        combo = self._combo_chosen()
        if combo is None:
            self.say(tr("Choose the cards of a run, or of one rank, that may be played together."))
            return False
        return self._play_move(combo)

    def chosen_cards_button(self: TableWidget) -> QPushButton | None:
        """The button that plays the chosen cards, while several-card plays
        are legal (shown from the start, so the player knows they are;
        pressable once the choice is one of them)."""
        if not self._combos() or self.picks() is not None:
            return None  # a game whose picked cards make their own buttons
        button = QPushButton(self)
        button.setProperty("plain_label", tr("Play the chosen cards"))
        button.setProperty(
            "plain_description", tr("Choose the cards of a run, or of one rank, then press this to play them.")
        )
        button.setEnabled(self._combo_chosen() is not None)
        button.clicked.connect(self.play_chosen)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button
