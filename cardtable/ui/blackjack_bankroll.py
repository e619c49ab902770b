"""The player's chips at Blackjack, kept between sessions.

Starting a Blackjack match, the new-game dialog's "Your chips" shows the
bankroll kept (1,000 when none is); when what is kept would not cover the
table's smallest bet, the house gives a fresh 1,000 and says so. After
every round the player's chips are kept again. The storage is the
statistics database (``Statistics.bankroll`` / ``set_bankroll``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from PySide6.QtWidgets import QLabel

from ..core.game import HandResult
from .i18n import tr

GAME = "blackjack"
FRESH = 1000  # the chips the house gives a newcomer, or a player who cannot cover the minimum


class Bankrolls(Protocol):
    def bankroll(self, game_id: str, player: str = "") -> int | None: ...

    def set_bankroll(self, game_id: str, chips: int, player: str = "") -> None: ...


def starting_chips(store: Bankrolls | None, min_bet: int) -> tuple[int, str]:
    """The chips to sit down with, and what to say about them ("" or the
    house's fresh chips)."""
    kept = store.bankroll(GAME) if store is not None else None
    if kept is None:
        return FRESH, ""
    if kept < min_bet:
        return FRESH, tr(
            "Your {kept} chips do not cover the table's minimum of {low}: the house gives you a fresh {fresh}.",
            kept=kept,
            low=min_bet,
            fresh=FRESH,
        )
    return kept, ""


def fill_dialog(dialog: Any, store: Bankrolls | None) -> str:
    """Show the kept bankroll as the dialog's "Your chips" (a Blackjack
    dialog only); what to say about it, or ""."""
    if getattr(dialog.game, "id", None) != GAME:
        return ""
    options = dialog.options()
    chips, note = starting_chips(store, int(options.get("min_bet", 10)))
    dialog.set_options({**options, "bankroll": chips})
    layout = dialog.layout()
    if note and layout is not None:
        label = QLabel(note, dialog)
        label.setObjectName("bankrollNote")
        label.setWordWrap(True)
        layout.addWidget(label)
    return note


def keep_after_round(store: Bankrolls | None, game_id: str, human: int | None, result: HandResult) -> bool:
    """Keep the player's chips after a Blackjack round; True when kept."""
    if store is None or game_id != GAME or human is None:
        return False
    chips: Mapping[str, Any] = result.cells
    after = chips.get("chips")
    if not isinstance(after, tuple) or human >= len(after):
        return False
    store.set_bankroll(GAME, max(0, int(after[human])))
    return True
