"""The coach at the Blackjack table: one short line beside the buttons
saying what basic strategy does here and what each choice is worth
("Basic strategy: stand. Stand −0.15, hit −0.29, double −0.58 per chip
bet"), on request (Advice, key A) and, unless turned off, after the player
departs from basic strategy.

The strategy is the game's own (``games/blackjack/coach.py``'s
``advice_soon(situation)``); this module only words it. ``advice_for`` is the
one place that reaches it; it never waits for a chart: that is worked out ahead
(``games/blackjack/ahead.py``) and the line says so meanwhile.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLocale, QSettings

from ..core.game import View
from ..core.moves import Move
from ..games.blackjack.ahead import chart_soon
from ..games.blackjack.ai import situation_of
from ..games.blackjack.coach import ACTION_WORDS, Advice, advice_soon
from ..games.blackjack.situation import Situation
from ..games.blackjack.table_rules import TableRules
from .i18n import tr

SETTING = "blackjack/coach_comments"  # the automatic comment after a departure from basic strategy


def advice_for(situation: Situation) -> Advice | None:
    """The coach on ``situation`` at once, or None while the table's chart
    is still being worked out off the window's thread (about a second the
    first time; ``working_line`` says so meanwhile)."""
    return advice_soon(situation)


def prepare(options: Mapping[str, Any]) -> None:
    """Start working out the table's chart (off the window's thread), so the
    coach's first line need not wait for it."""
    chart_soon(TableRules.from_options(options))


def working_line() -> str:
    return tr("Working out basic strategy…")


def action_word(action: str) -> str:
    """An action as the coach names it ("stand"), in the player's language."""
    return tr(ACTION_WORDS[action]) if action in ACTION_WORDS else action


def value_text(value: float) -> str:
    """An expected value as the locale writes it, with a true minus sign."""
    text = QLocale().toString(abs(value), "f", 2)
    return ("\u2212" if value < -0.005 else "+" if value > 0.005 else "") + text


def advice_line(advice: Advice) -> str:
    """ "Basic strategy: stand. Stand −0.15, hit −0.29, double −0.58 per chip bet." """
    values = ", ".join(
        tr("{action} {value}", action=action_word(action), value=value_text(value)) for action, value in advice.values
    )
    head = tr("Basic strategy: {action}.", action=action_word(advice.action))
    return tr("{head} {values} per chip bet.", head=head, values=values[:1].upper() + values[1:])


def situation_now(view: View, legal: Sequence[Move], options: Mapping[str, Any]) -> Situation | None:
    """The player's decision now, or None when none is open (the bets)."""
    if not legal or any(move.kind == "bet" for move in legal):
        return None
    return situation_of(view, legal, options)


def comments_on() -> bool:
    """Whether the coach speaks up by itself after a departure from basic strategy."""
    return bool(QSettings().value(SETTING, True, type=bool))


def set_comments(on: bool) -> None:
    QSettings().setValue(SETTING, on)


def departure_line(advice: Advice, chosen: str) -> str | None:
    """The comment after ``chosen``, when basic strategy would have done otherwise."""
    if chosen == advice.action:
        return None
    return tr("You chose to {chosen}; {line}", chosen=action_word(chosen), line=advice_line(advice))
