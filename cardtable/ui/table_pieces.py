"""A game's own pieces on the table, besides the cards the layout places
(Cribbage's labels, "Go" bubbles, show and board; Fan Tan's rows): the scene
asks ``pieces_for`` at each view, lets the pieces ``arrange`` the layout's
slots and ``show`` the view, asks them for a pile's place (``pile_at``) when
a card is dropped, and lets the hand's summary wait while they are still
showing something (``when_idle``). A game without pieces gets None.

Optional, asked for only if the pieces have them (Fan Tan's do): ``move_to``
(the one of a card's moves that a drop on a pile means), ``choice_label``
(a move's words in the menu of places), ``drop_area`` (where the drop frame
goes) and ``show_targets`` (mark where the card in hand may go); Go Fish's
have ``card_moves`` (the moves a card stands for, naming it or not),
``moves_at`` (of those, the ones a drop on a pile means, or the one meant
there that cannot be made), ``buttons`` (the moves that get a button) and
``seat_key`` (the place a digit names while a card is chosen); and
Camicia's: ``key_pressed`` (a key of the game's own, True when taken),
``pile_clicked`` (a click on a pile, True when taken) and ``interlude`` (a
view to show for a moment before the next one, and for how many ms);
Chinese Ten's: ``place_at`` (a place finer than a pile, one table card:
"table:5H", which a click or a drop there names instead of the pile); and
Statistics': ``picked_moves`` (what cards picked in order make at a place,
or why nothing), ``key_place`` (the place a key of the game's names) and
``mark_selection`` (show the order picked), see ``table_picks``;
Blackjack's: ``controls`` (the widgets under the table for this turn,
instead of one button per move) and ``takes_key`` (a key the table takes
before the menus' shortcuts: H hits there) and ``status_lines`` (the
top-left lines, when the board already says what the game's would)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF

from ..core.game import View
from .layout import Slot

if TYPE_CHECKING:
    from .scene import TableScene


class TablePieces(Protocol):
    game: str

    def arrange(self, view: View, slots: dict[str, list[Slot]]) -> dict[str, list[Slot]]: ...

    def show(self, view: View) -> None: ...

    def remove(self) -> None: ...

    def pile_at(self, point: QPointF) -> str | None: ...

    def when_idle(self, action: Callable[[], None]) -> bool:
        """Keep ``action`` until the pieces have finished showing something
        (Cribbage's show, counted step by step) and say True; False when
        they are idle now."""
        ...


def pieces_for(scene: TableScene, view: View, current: TablePieces | None) -> TablePieces | None:
    """The pieces of ``view``'s game on ``scene``: ``current`` if they are that
    game's, else new ones (the old ones taken off the table)."""
    if current is not None and current.game == view.game:
        return current
    if current is not None:
        current.remove()
    if view.game == "cribbage":
        from .cribbage_table import CribbagePieces  # imports the scene: only once it is built

        return CribbagePieces(scene)
    if view.game == "camicia":
        from .camicia_table import CamiciaPieces

        return CamiciaPieces(scene)
    if view.game == "fan_tan":
        from .fan_tan_table import FanTanPieces

        return FanTanPieces(scene)
    if view.game == "chinese_ten":
        from .chinese_ten_table import ChineseTenPieces

        return ChineseTenPieces(scene)
    if view.game == "statistics":
        from .statistics_table import StatisticsPieces

        return StatisticsPieces(scene)
    if view.game == "blackjack":
        from .blackjack_table import BlackjackPieces

        return BlackjackPieces(scene)
    if view.game == "go_fish":
        from .go_fish_table import GoFishPieces

        return GoFishPieces(scene)
    return None
