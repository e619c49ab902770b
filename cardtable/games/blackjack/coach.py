"""The table's coach: what basic strategy does, and what each choice is worth.

``advice(situation)`` names basic strategy's action and gives the expected
value (per unit of the first bet) of every action open now, for this hand,
from the shoe less the cards the seat has seen. The words are marked for
translation; the numbers are left to the UI to format. The window asks
``advice_soon``: the chart is worked out ahead on a thread of its own
(``ahead``), the values of one hand take a few hundredths of a second.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.i18n import N_
from ...core.reasons import Reason
from .ahead import chart_soon
from .basic import basic_action
from .expert import expert_values
from .situation import DECLINE, DOUBLE, HIT, INSURE, SPLIT, STAND, SURRENDER, Situation

#: Each action's name as the coach says it.
ACTION_WORDS = {
    HIT: N_("hit"),
    STAND: N_("stand"),
    DOUBLE: N_("double"),
    SPLIT: N_("split"),
    SURRENDER: N_("surrender"),
    INSURE: N_("insure"),
    DECLINE: N_("decline insurance"),
}


@dataclass(frozen=True)
class Advice:
    """Basic strategy's action and each allowed action's expected value
    (best first); ``best`` is the action of the highest value for this
    exact hand (it may differ from basic strategy's, which plays the class)."""

    action: str
    values: tuple[tuple[str, float], ...]

    @property
    def best(self) -> str:
        return self.values[0][0]

    def value(self, action: str) -> float:
        return dict(self.values)[action]

    def reason(self) -> Reason:
        """ "Basic strategy: stand." (the values beside it are the UI's)."""
        return Reason.of("blackjack_coach", "Basic strategy: {action}.", action=ACTION_WORDS[self.action])


def advice(situation: Situation) -> Advice:
    """The coach's advice for the seat's decision."""
    values = expert_values(situation)
    ranked = tuple(sorted(values.items(), key=lambda item: item[1], reverse=True))
    return Advice(basic_action(situation), ranked)


def advice_soon(situation: Situation) -> Advice | None:
    """``advice(situation)``, or None while the table's chart is being
    worked out (it is then started, off the caller's thread)."""
    if chart_soon(situation.rules) is None:
        return None
    return advice(situation)
