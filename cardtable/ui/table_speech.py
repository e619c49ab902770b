# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""What a screen reader hears at the table: the focused card's state, the
view's description of the hand, the trick and the piles, and the accessible
children (:mod:`cardtable.ui.accessibility` draws the tree).

A mixin of ``TableWidget``, kept apart from its drawing and its input."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAccessible

from ..core.cards import Card
from ..core.moves import Move
from .accessibility import (
    Node,
    card_announcement,
    card_state_text,
    card_title,
    pile_title,
    seat_name,
)
from .i18n import tr
from .received_marks import received_cards, received_name

if TYPE_CHECKING:
    from .table_widget import TableWidget


class TableSpeech:
    """The table as a screen reader hears it (a mixin: ``self`` is the
    ``TableWidget``)."""

    #: False: what a screen reader hears is not kept current. For the layout
    #: check alone, which measures where things lie after thousands of moves
    #: and changes of size, and spent much of its time rebuilding the tree.
    speaks = True

    # -- what a screen reader hears --------------------------------------------------
    def card_state(self: TableWidget, card: Card) -> tuple[bool | None, str]:
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

    def focused_card(self: TableWidget) -> Card | None:
        items = self.scene.hand_items()
        return items[self.focus_index].card if 0 <= self.focus_index < len(items) else None

    def focus_announcement(self: TableWidget) -> str:
        """The focused card as announced ("Queen of spades, can be played"), or ""."""
        card = self.focused_card()
        if card is None:
            return ""
        playable, reason = self.card_state(card)
        return card_announcement(card, playable, card in self.selected, reason, self._multi_kind() or "play")

    def _card_description(self: TableWidget, card: Card) -> str:
        playable, reason = self.card_state(card)
        return card_state_text(playable, card in self.selected, reason, self._multi_kind() or "play")

    def accessible_nodes(self: TableWidget) -> tuple[list[Node], tuple[int, ...] | None]:
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
        received = received_cards(view)
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
                title = item.accessible_name() if item is not None else card_title(card)
                child = Node(
                    received_name(title) if pile.name == own and card in received else title,
                    items=[item] if item is not None else [],
                )
                if pile.name == own:
                    playable, _reason = self.card_state(card)
                    child.description = self._card_description(card)
                    child.focusable = child.selectable = True
                    child.selected = card in self.selected
                    child.disabled = playable is False
                    child.focused = index == self.focus_index
                    if child.focused:
                        focused_path = (len(nodes), len(node.children))
                elif pile.kind == "trick" and index < len(trick_seats) and trick_seats[index] == view.seat:
                    child.description = tr("Played by you")
                elif pile.kind == "trick" and index < len(trick_seats):
                    child.description = tr("Played by {name}", name=seat_name(self.names, trick_seats[index]))
                node.children.append(child)
            nodes.append(node)
        return nodes, focused_path

    def table_description(self: TableWidget) -> str:
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
        lines += [self.scene.plates[seat].accessible_name() for seat in sorted(self.scene.plates) if seat != view.seat]
        lines += [line.text(self.names) for line in view.status]
        return "\n".join(line for line in lines if line)

    def update_accessibility(self: TableWidget, announce_focus: bool = False) -> None:
        """Keep the view's accessible name (what to do), description (the
        table) and tree current; with ``announce_focus`` tell a screen reader
        the keyboard focus moved to another card."""
        if not self.speaks:
            return
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
