# mypy: disable-error-code="misc"
# (a mixin: its methods name the class they are mixed into as self, which mypy
# reports as "not a supertype of its class")
"""How the table ends things: a finished trick stays with its winning card
marked, for the time the animation speed gives it (a click or a key goes on
at once), then gathers to its winner; L lays the last trick out again as
cards, each by its player; the hand's summary waits on the table until the
player goes on; a hint marks its card (or button) and Enter plays it.

Works for every trick game through the View alone: the ``tricks`` fact
(leader, cards, winner of each finished trick) that the shared trick engine's
displays give. A mixin of ``TableWidget``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget

from ..core.cards import Card
from ..core.game import View
from ..core.i18n import card_name
from ..core.moves import Move
from .accessibility import announce, seat_name
from .i18n import tr
from .trick_marks import HINT, WINNER, clear_marks, mark_card

if TYPE_CHECKING:
    from .table_widget import TableWidget

HINT_STYLE = "QPushButton { border: 4px double #ff5ac8; font-weight: bold; padding: 2px 8px; }"


def trick_on_table(view: View, trick: Any) -> View:
    """``view`` with ``trick`` (leader, cards, winner) lying on the trick pile,
    each card by the seat that played it, and taken back out of the winner's
    won pile if it is already there."""
    leader, cards, winner = trick[0], tuple(trick[1]), trick[2]
    gathered = len(view.get("tricks") or ()) > 0 and tuple(view.get("tricks")[-1][1]) == cards
    piles = []
    for pile in view.piles:
        if pile.kind == "trick":
            pile = replace(pile, cards=cards)
        elif gathered and pile.name == f"won:{winner}" and pile.count >= len(cards):
            pile = replace(pile, cards=pile.cards[: pile.count - len(cards)])
        piles.append(pile)
    seats = tuple((leader + i) % view.players for i in range(len(cards)))
    info = tuple((k, seats if k == "trick_seats" else v) for k, v in view.info)
    if not any(k == "trick_seats" for k, _ in view.info):
        info += (("trick_seats", seats),)
    return replace(view, piles=tuple(piles), info=info)


class ClickGoesOn(QObject):
    """Watches the table view's viewport: a click while the table waits goes
    on (and plays nothing). A small object of its own, a child of the
    viewport, so that it never outlives what it watches."""

    def __init__(self, viewport: QWidget, waiting: Callable[[], bool], go_on: Callable[[], None]) -> None:
        super().__init__(viewport)
        self.waiting, self.go_on = waiting, go_on
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick) and self.waiting():
            self.go_on()
            return True
        return False


def winning_card(trick: Any) -> Any:
    """The card of ``trick`` (leader, cards, winner) its winner played."""
    leader, cards, winner = trick[0], trick[1], trick[2]
    players = max(len(cards), 1)
    return cards[(winner - leader) % players] if (winner - leader) % players < len(cards) else None


class TableFlow:
    """Trick ends, the last trick, the hand's summary and the hint (a mixin:
    ``self`` is the ``TableWidget``)."""

    # Set by TableWidget.__init__.
    reviewing: bool
    hint: Move | None
    _hint_armed: bool
    _playable: set[Card]
    _hint_at: int  # the length of the history the hint was given for
    _settled: list[Callable[[], None]]

    # -- waiting on something the player looks at --------------------------------
    def waiting(self: TableWidget) -> bool:
        """A finished trick or the last trick is on show: a click or a key goes on."""
        return self._pending_view.isActive() or self.reviewing

    def go_on(self: TableWidget) -> None:
        """End the wait now: gather the finished trick, or put the last trick away."""
        self._pending_view.stop()
        self.reviewing = False
        if self.controller is not None:
            self.controller.release()
        self._changed()

    def when_settled(self: TableWidget, action: Callable[[], None]) -> None:
        """Do ``action`` once the finished trick has gathered and the game's own
        pieces are done showing (Cribbage's show): at once if nothing is on show."""
        if self._pending_view.isActive():
            self._settled.append(action)
            return
        pieces = self.scene.pieces  # a game's own pieces still showing (Cribbage's show)
        if pieces is not None and pieces.when_idle(action):
            return
        action()

    def _run_settled(self: TableWidget) -> None:
        actions, self._settled = self._settled, []
        for action in actions:
            self.when_settled(action)

    # -- the finished trick -------------------------------------------------------
    def _show_finished_trick(self: TableWidget, view: View, trick: Any, pause_ms: int) -> None:
        """The trick just completed stays on the table, its winning card marked."""
        controller = self.controller
        assert controller is not None
        controller.hold(pause_ms / 1000)
        self._playable = set()
        self.scene.show_view(trick_on_table(view, trick), self.names, set(), controller.last_mover)
        self._mark_winner(trick)
        self.say(self._won_by(trick[2]))
        self.status.emit(self.prompt_text(view))  # what comes next, not the last turn's prompt
        self._pending_view.start(pause_ms)
        self.update_accessibility()

    def _show_interlude(self: TableWidget, view: View) -> bool:
        """Show the moment a game's pieces want seen before ``view`` (Camicia:
        the last card on the pile before the pile is taken), for as long as
        they say or until a click or a key goes on, no computer moving
        meanwhile; False when there is none."""
        interlude = getattr(self.scene.pieces, "interlude", None)
        moment = interlude(view) if callable(interlude) else None
        controller = self.controller
        if moment is None or controller is None:
            return False
        shown, pause_ms = moment
        controller.hold(pause_ms / 1000)
        self._playable = set()
        self.scene.show_view(shown, self.names, set(), controller.last_mover)
        self.status.emit(self.prompt_text(view))  # what comes next, not the last turn's prompt
        self._pending_view.start(pause_ms)
        self.update_accessibility()
        return True

    def _won_by(self: TableWidget, seat: int) -> str:
        """Who took the trick, the player in the second person."""
        if self.controller is not None and self.controller.viewer == seat:
            return tr("You won the trick.")
        return tr("Won by {name}.", name=seat_name(self.names, seat))

    def _mark_winner(self: TableWidget, trick: Any) -> None:
        card = winning_card(trick)
        item = self.scene.item_for(card) if card is not None else None
        if item is not None:
            mark_card(item, WINNER)
            item.setZValue(item.base_z + 50)  # the winner in front of the trick's other cards

    def clear_marks(self: TableWidget) -> None:
        clear_marks(list(self.scene.items_by_key.values()))

    # -- the last trick, as cards -------------------------------------------------
    def show_last_trick(self: TableWidget) -> None:
        """Lay the last trick out on the table as it was played, its winner
        marked, until L, Escape, another key or a click puts it away."""
        if self.waiting():
            self.go_on()
            return
        controller = self.controller
        view = controller.view() if controller else None
        tricks = view.get("tricks") if view is not None else None
        if controller is None or view is None or not tricks:
            self.say(tr("No trick has been completed yet."))
            return
        last = tricks[-1]
        controller.hold()
        self.reviewing = True
        self.scene.show_view(trick_on_table(view, last), self.names, set(), None)
        self._mark_winner(last)
        leader = last[0]
        lines = [
            tr("{name}: {card}", name=seat_name(self.names, (leader + i) % view.players), card=card_name(card))
            for i, card in enumerate(last[1])
        ]
        won = self._won_by(last[2])
        away = tr("Press L, Escape or click the table to put the last trick away.")
        # Seen: one line under the table (the cards are on it); heard: every card.
        self.message.setText(f"{won} {away}")
        announce(self.view, "\n".join([*lines, won, away]))
        self.update_accessibility()

    # -- the hint --------------------------------------------------------------------
    def show_hint(self: TableWidget, move: Move, text: str) -> None:
        """Mark the hinted move (its cards, its button, the bid) and let Enter play it."""
        self.say(text)
        self.hint, self._hint_armed = move, True
        controller = self.controller
        self._hint_at = len(controller.state.history) if controller and controller.state else -1
        self._mark_hint()

    def _mark_hint(self: TableWidget) -> None:
        move = self.hint
        if move is None:
            return
        for card in move.cards:
            item = self.scene.item_for(card)
            if item is not None:
                mark_card(item, HINT)
                item.setZValue(item.base_z + 200)  # seen whole, behind only the focused card
        if move.kind == "bid" and isinstance(move.arg, int):
            spinner = next((w for w in self.buttons if isinstance(w, QSpinBox)), None)
            if spinner is not None:
                spinner.setValue(move.arg)
        button = self.hinted_button()
        if button is not None:
            button.setStyleSheet(HINT_STYLE)
            button.setProperty("hinted", True)

    def hinted_button(self: TableWidget) -> QPushButton | None:
        """The action button that makes the hinted move, if one does."""
        hint = self.hint
        if hint is None or hint.cards:
            return None
        for widget in self.buttons:
            if isinstance(widget, QPushButton) and widget.property("move") == str(hint):
                return widget
        return None

    def play_hint(self: TableWidget) -> bool:
        """Enter after H: make the hinted move (press its button, choose its
        card to pass); False if there is no hint to play."""
        hint, self._hint_armed = self.hint, False
        controller = self.controller
        if hint is None or controller is None or hint not in controller.legal_for_human():
            return False
        button = self.hinted_button()
        if button is not None:
            button.click()
        elif hint.cards and self._multi_kind() is not None:
            if hint.cards[0] not in self.selected:
                self._toggle(hint.cards[0])
        else:
            self._play_move(hint)
        return True

    def forget_hint(self: TableWidget) -> None:
        self.hint, self._hint_armed = None, False
        clear_marks(list(self.scene.items_by_key.values()), HINT)

    def hint_still_holds(self: TableWidget) -> bool:
        """The position is the one the hint was for (nothing was played since:
        the table only redrew, as when a finished trick gathers)."""
        controller = self.controller
        state = controller.state if controller is not None else None
        return self.hint is not None and state is not None and len(state.history) == self._hint_at
