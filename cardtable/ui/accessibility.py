"""What a screen reader hears at the table: names for cards and piles, and the
table as a tree of accessible objects.

The table is a QGraphicsScene, and scene items have no accessibility of their
own: to assistive technology the view would be one blank rectangle. Two
layers make it readable:

1. **Words.** :func:`card_title` and :func:`pile_title` name a card and a pile
   in the player's language ("Queen of spades", "Your hand, 9 cards",
   "Trick: 3 cards, clubs led"); the scene's items use them
   (``CardItem.accessible_name()``, ``TableScene.pile_accessible_name()``).
   The table widget keeps the view's ``accessibleName`` (what to do now, whose
   turn) and ``accessibleDescription`` (the card with the keyboard focus first,
   then the hand, the trick, the other piles, the dealer and the game's
   status lines) always current, so even a reader that only ever reads the
   focused widget follows the game.

2. **A tree.** PySide6 (checked with 6.11) lets Python subclass
   ``QAccessibleWidget`` and ``QAccessibleInterface`` and install a factory
   with ``QAccessible.installFactory``; Qt's platform bridge (AT-SPI on Linux,
   UIA on Windows, NSAccessibility on macOS) then calls the Python methods.
   :class:`TableAccessible` makes the view a pane whose children are the piles
   (a list each) and whose grandchildren are the face-up cards, with their
   state (focused, selected, cannot be played) and their place on the screen;
   a focus event names the card the arrows moved to.

   Ownership is the catch: Qt's accessibility cache keeps a raw pointer to
   every interface it has handed out and may use it at any time, while a
   Python-made interface is freed as soon as Python drops it (a freed one
   that is still registered crashes the app: tried). So every interface made
   here is kept for the life of the process (:data:`_KEPT`), created once per
   (view, place in the tree) and reading the live tree each time it is asked;
   once its view is gone it reports itself invalid. There are few of them: one
   per pile and card place actually visited.

The widget owning the view supplies the tree as :class:`Node` values; this
module knows nothing of games.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget
from shiboken6 import Shiboken

from ..core.cards import Suit
from ..core.i18n import card_name, translate
from .i18n import tr, trn

# -- words ---------------------------------------------------------------------------


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_title(card: Any) -> str:
    """A card as a screen reader says it: "Queen of spades", or "Face-down card"."""
    if card is None:
        return tr("Face-down card")
    return capitalised(card_name(card))


def seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("Seat {n}", n=seat)


def _led_suit(pile: Any) -> str | None:
    """The suit of a trick's first card, in words, if it is known and has one."""
    first = pile.cards[0] if pile.cards else None
    if first is None or not getattr(first, "rank", 0):
        return None
    return translate(first.suit.noun)


def _count_title(n: int, empty: str, counted: str) -> str:
    """The title for ``n`` cards: ``empty`` for none, else ``counted`` (each
    already translated, ``counted`` in the plural form for ``n``)."""
    return empty if n == 0 else counted


def pile_title(pile: Any, viewer: int | None, names: Sequence[str]) -> str:
    """A pile as a screen reader says it, with its size: "Your hand, 9
    cards", "Trick: 3 cards, clubs led", "Won by West, 8 cards"."""
    n = pile.count
    who = seat_name(names, pile.owner) if pile.owner is not None else ""
    kind = pile.kind
    mine = viewer is not None and pile.owner == viewer  # the player's own: "your", "by you"
    if kind == "hand":
        if mine:
            return _count_title(n, tr("Your hand, empty"), trn("Your hand, {n} card", "Your hand, {n} cards", n))
        return _count_title(
            n,
            tr("{name}'s hand, empty", name=who),
            trn("{name}'s hand, {n} card", "{name}'s hand, {n} cards", n, name=who),
        )
    if kind == "trick":
        suit = _led_suit(pile)
        if n and suit is not None:
            return trn("Trick: {n} card, {suit} led", "Trick: {n} cards, {suit} led", n, suit=suit)
        return _count_title(n, tr("Trick: empty"), trn("Trick: {n} card", "Trick: {n} cards", n))
    if kind == "won" and mine:
        return _count_title(n, tr("Won by you, no cards"), trn("Won by you, {n} card", "Won by you, {n} cards", n))
    if kind == "won" and who:
        return _count_title(
            n,
            tr("Won by {name}, no cards", name=who),
            trn("Won by {name}, {n} card", "Won by {name}, {n} cards", n, name=who),
        )
    if kind == "captured" and mine:
        return _count_title(
            n, tr("Taken by you, no cards"), trn("Taken by you, {n} card", "Taken by you, {n} cards", n)
        )
    if kind == "captured" and who:
        return _count_title(
            n,
            tr("Taken by {name}, no cards", name=who),
            trn("Taken by {name}, {n} card", "Taken by {name}, {n} cards", n, name=who),
        )
    if kind == "pass" and mine:
        return _count_title(
            n, tr("Passing from you, no cards"), trn("Passing from you, {n} card", "Passing from you, {n} cards", n)
        )
    if kind == "pass" and who:
        return _count_title(
            n,
            tr("Passing from {name}, no cards", name=who),
            trn("Passing from {name}, {n} card", "Passing from {name}, {n} cards", n, name=who),
        )
    if kind == "pegging" and mine:
        return _count_title(
            n, tr("Played by you, no cards"), trn("Played by you, {n} card", "Played by you, {n} cards", n)
        )
    if kind == "pegging" and who:
        return _count_title(
            n,
            tr("Played by {name}, no cards", name=who),
            trn("Played by {name}, {n} card", "Played by {name}, {n} cards", n, name=who),
        )
    if kind == "crib":
        if mine:
            return _count_title(n, tr("Your crib, empty"), trn("Your crib, {n} card", "Your crib, {n} cards", n))
        if who:
            return _count_title(
                n,
                tr("{name}'s crib, empty", name=who),
                trn("{name}'s crib, {n} card", "{name}'s crib, {n} cards", n, name=who),
            )
        return _count_title(n, tr("Crib, empty"), trn("Crib, {n} card", "Crib, {n} cards", n))
    if kind in ("stock", "deck"):
        return _count_title(n, tr("Stock, empty"), trn("Stock, {n} card", "Stock, {n} cards", n))
    if kind == "discard":
        top = pile.cards[-1] if pile.cards else None
        if top is None:
            return _count_title(
                n, tr("Discard pile, empty"), trn("Discard pile, {n} card", "Discard pile, {n} cards", n)
            )
        return (
            tr("Discard pile: {card}", card=card_name(top))
            if n == 1
            else tr("Discard pile, {n} cards, {card} on top", n=n, card=card_name(top))
        )
    if kind == "domino":
        known = sorted((card for card in pile.cards if card is not None), key=lambda card: card.high)
        suit = translate(known[0].suit.noun) if known else pile.name.partition(":")[2]
        if not known:
            return tr("Row of {suit}: empty", suit=suit)
        if len(known) == 1:
            return tr("Row of {suit}: {card}", suit=suit, card=card_name(known[0]))
        return tr(
            "Row of {suit}: {low} to {high}",
            suit=suit,
            low=translate(known[0].rank.noun),
            high=translate(known[-1].rank.noun),
        )
    if kind == "row" and len(pile.name) > 4 and pile.name[4] in "CDHS":
        return _row_title(pile)
    label = capitalised(tr(pile.label)) if pile.label else capitalised(pile.name)
    if kind == "starter":
        top = pile.cards[-1] if pile.cards else None
        if top is not None:
            return tr("{label}: {card}", label=label, card=card_name(top))
    if who:
        return _count_title(
            n,
            tr("{label} of {name}, empty", label=label, name=who),
            trn("{label} of {name}, {n} card", "{label} of {name}, {n} cards", n, label=label, name=who),
        )
    return _count_title(
        n, tr("{label}, empty", label=label), trn("{label}, {n} card", "{label}, {n} cards", n, label=label)
    )


def _row_title(pile: Any) -> str:
    """A Fan Tan row ("row:H", "row:H2"), its suit from its name (a trump
    may stand in it) and its cards from low to high, as they lie."""
    suit = translate(Suit.parse(pile.name[4]).noun)
    known = [card for card in pile.cards if card is not None]
    if not known:
        return tr("Row of {suit}: empty", suit=suit)
    if len(known) == 1:
        return tr("Row of {suit}: {card}", suit=suit, card=card_name(known[0]))
    return tr(
        "Row of {suit}: {low} to {high}",
        suit=suit,
        low=translate(known[0].rank.noun),
        high=translate(known[-1].rank.noun),
    )


def card_announcement(
    card: Any, playable: bool | None, selected: bool = False, reason: str = "", kind: str = "play"
) -> str:
    """The focused card as the table announces it: "Queen of spades, can be
    played", "..., cannot be played: <reason>", "..., selected" (``kind``
    "pass" or "discard": "can be passed", "can be discarded"). ``playable``
    None: it is not the player's turn, the card alone is named."""
    title = card_title(card)
    if selected:
        return tr("{card}, selected", card=title)
    if playable is None:
        return title
    if playable:
        if kind == "pass":
            return tr("{card}, can be passed", card=title)
        if kind == "discard":
            return tr("{card}, can be discarded", card=title)
        return tr("{card}, can be played", card=title)
    if reason:
        return tr("{card}, cannot be played: {reason}", card=title, reason=reason)
    return tr("{card}, cannot be played now", card=title)


def card_state_text(playable: bool | None, selected: bool = False, reason: str = "", kind: str = "play") -> str:
    """A card's state as the description of its accessible object: "Can be
    played", "Cannot be played: <reason>", "Selected" ("" when not the turn)."""
    if selected:
        return tr("Selected")
    if playable:
        if kind == "pass":
            return tr("Can be passed")
        if kind == "discard":
            return tr("Can be discarded")
        return tr("Can be played")
    if playable is False:
        return tr("Cannot be played: {reason}", reason=reason) if reason else tr("Cannot be played now")
    return ""


# -- the tree ------------------------------------------------------------------------


@dataclass
class Node:
    """One object of the table's accessible tree: a pile or a card."""

    name: str
    description: str = ""
    role: QAccessible.Role = QAccessible.Role.ListItem
    items: list[QGraphicsItem] = field(default_factory=list)  # where it is on the table
    children: list[Node] = field(default_factory=list)
    focusable: bool = False
    focused: bool = False
    selectable: bool = False
    selected: bool = False
    disabled: bool = False


class AccessibleTableView(QGraphicsView):
    """A QGraphicsView that shows a tree of :class:`Node` to assistive
    technology: set ``accessible_nodes`` and call :meth:`nodes_changed`."""

    _serials = itertools.count(1)

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        install()
        self.accessible_serial = next(self._serials)
        self.accessible_nodes: list[Node] = []
        self.focused_path: tuple[int, ...] | None = None

    def node_at(self, path: Sequence[int]) -> Node | None:
        nodes = self.accessible_nodes
        node = None
        for index in path:
            if not 0 <= index < len(nodes):
                return None
            node = nodes[index]
            nodes = node.children
        return node

    def screen_rect(self, items: Sequence[QGraphicsItem]) -> QRect:
        """Where ``items`` are on the screen (global pixels)."""
        box = QRect()
        for item in items:
            if item.scene() is None:
                continue
            local = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
            box = box.united(local)
        if box.isNull():
            return QRect()
        top_left = self.viewport().mapToGlobal(box.topLeft())
        return QRect(top_left, box.size())

    def interface_for(self, path: Sequence[int]) -> QAccessibleInterface | None:
        """The accessible interface of the node at ``path`` (the view's own for ())."""
        if not path:
            return QAccessible.queryAccessibleInterface(self)
        if self.node_at(path) is None:
            return None
        return node_interface(self, tuple(path))

    def nodes_changed(self, focused: tuple[int, ...] | None = None, announce_focus: bool = False) -> None:
        """After the tree was rebuilt: tell assistive technology, and if
        ``announce_focus`` move its focus to the node at ``focused``."""
        self.focused_path = focused
        if not QAccessible.isActive():
            return
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectReorder))
        if announce_focus and focused is not None and self.hasFocus():
            iface = self.interface_for(focused)
            if iface is not None:
                QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.Focus))
                QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` (a refusal, a hint) without moving focus."""
    if text and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def _state(node: Node | None) -> QAccessible.State:
    state = QAccessible.State()
    if node is None:
        state.invalid = True
        return state
    state.focusable = node.focusable
    state.focused = node.focused
    state.selectable = node.selectable
    state.selected = node.selected
    state.disabled = node.disabled
    return state


class TableAccessible(QAccessibleWidget):
    """The view: a pane named and described as the table widget sets it,
    whose children are the piles."""

    # "stub: nullptr": PySide6's stubs say these answers are never None, but
    # Qt's own API returns nullptr (None in Python) for "no such child".

    def __init__(self, view: AccessibleTableView):
        super().__init__(view, QAccessible.Role.Pane)
        self._view = weakref.ref(view)

    def _table(self) -> AccessibleTableView | None:
        view = self._view()
        return view if view is not None and Shiboken.isValid(view) else None

    def childCount(self) -> int:  # noqa: N802 (Qt names)
        view = self._table()
        return len(view.accessible_nodes) if view is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # PySide6 stub: nullptr
        view = self._table()
        return view.interface_for((index,)) if view is not None and index >= 0 else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        if (
            isinstance(child, NodeAccessible)
            and child.serial == getattr(self._table(), "accessible_serial", None)
            and len(child.path) == 1
        ):
            return child.path[0]
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802  # stub: nullptr
        view = self._table()
        if view is None or view.focused_path is None:
            return None
        return view.interface_for(view.focused_path)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stub: nullptr
        view = self._table()
        if view is None:
            return None
        for index in reversed(range(len(view.accessible_nodes))):
            child = view.interface_for((index,))
            if child is not None and child.rect().contains(QPoint(x, y)):
                return child
        return None


class NodeAccessible(QAccessibleInterface):
    """A pile or a card of the table: reads the live node at its place in the
    view's tree each time it is asked."""

    # "stub: nullptr": as in TableAccessible, Qt returns nullptr (None) where
    # PySide6's stubs promise an object.

    def __init__(self, view: AccessibleTableView, path: tuple[int, ...]):
        super().__init__()
        self._view = weakref.ref(view)
        self.serial = view.accessible_serial
        self.path = path

    def _table(self) -> AccessibleTableView | None:
        view = self._view()
        return view if view is not None and Shiboken.isValid(view) else None

    def _node(self) -> Node | None:
        view = self._table()
        return view.node_at(self.path) if view is not None else None

    def isValid(self) -> bool:  # noqa: N802
        return self._node() is not None

    # Qt's name; no QObject stands behind a node.
    def object(self) -> QObject | None:  # type: ignore[override]  # noqa: A003  # stub: nullptr
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # PySide6 stub: nullptr
        view = self._table()
        return view.window().windowHandle() if view is not None else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # PySide6 stub: nullptr
        view = self._table()
        return view.interface_for(self.path[:-1]) if view is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # PySide6 stub: nullptr
        view = self._table()
        return view.interface_for(self.path + (index,)) if view is not None and index >= 0 else None

    def childCount(self) -> int:  # noqa: N802
        node = self._node()
        return len(node.children) if node is not None else 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        if isinstance(child, NodeAccessible) and child.serial == self.serial and child.path[:-1] == self.path:
            return child.path[-1]
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stub: nullptr
        node = self._node()
        if node is None:
            return None
        for index in reversed(range(len(node.children))):
            child = self.child(index)
            if child is not None and child.rect().contains(QPoint(x, y)):
                return child
        return None

    def text(self, kind: QAccessible.Text) -> str:
        node = self._node()
        if node is None:
            return ""
        if kind == QAccessible.Text.Name:
            return node.name
        if kind == QAccessible.Text.Description:
            return node.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 - read only
        return None

    def rect(self) -> QRect:
        view, node = self._table(), self._node()
        if view is None or node is None:
            return QRect()
        items = list(node.items)
        for child in node.children:
            items.extend(child.items)
        return view.screen_rect(items)

    def role(self) -> QAccessible.Role:
        node = self._node()
        return node.role if node is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        return _state(self._node())


# Every interface handed to Qt, kept for the life of the process (see the docstring).
_KEPT: dict[tuple[int, tuple[int, ...]], NodeAccessible] = {}
_KEPT_VIEWS: list[TableAccessible] = []
_installed = False


def node_interface(view: AccessibleTableView, path: tuple[int, ...]) -> NodeAccessible:
    key = (view.accessible_serial, path)
    iface = _KEPT.get(key)
    if iface is None:
        iface = NodeAccessible(view, path)
        _KEPT[key] = iface
    return iface


def _factory(key: str, obj: Any) -> QAccessibleInterface | None:
    if isinstance(obj, AccessibleTableView):
        iface = TableAccessible(obj)
        _KEPT_VIEWS.append(iface)
        return iface
    return None


def install() -> None:
    """Teach Qt to ask :func:`_factory` for the table views' interfaces (once)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
