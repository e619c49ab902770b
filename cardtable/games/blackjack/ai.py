"""The computer players of blackjack: a ``Policy`` (policies.py, and the
strategy modules' basic and expert policies) asked through a ``Situation``
built from the seat's view alone.

``PolicyAgent`` bets a steady unit (twice the table's minimum, never more
than its chips) and otherwise asks its policy, mapping the action to the
move. ``EasyAgent`` and ``NormalAgent`` wrap the Easy and Normal policies
and explain their moves in a sentence.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import View, ViewAgent
from ...core.infoset import InfoSet
from ...core.moves import Move
from ...core.reasons import Reason
from . import explain as explanations
from .basic import basic_action
from .count import advantage, bet_minimums
from .expert import expert_policy
from .policies import easy_policy, normal_policy
from .situation import INSURANCE_ACTIONS, Policy, Situation
from .table_rules import TableRules
from .table_view import BoxView
from .values import value

#: A computer seat's steady bet, in table minimums.
UNIT_MINIMUMS = 2


def situation_of(view: View, legal: Sequence[Move], options: Mapping[str, Any]) -> Situation:
    """The decision of the view's active box, as its seat sees it."""
    allowed = frozenset(move.kind for move in legal)
    up_card = view.pile("dealer").cards[0]
    assert up_card is not None  # decisions come after the deal
    up = value(up_card)
    rules = TableRules.from_options(options)
    seen = view.get("seen")
    active = view.get("active")
    if active is None or allowed <= set(INSURANCE_ACTIONS):
        box = _box_asked(view)
        return Situation(tuple(value(c) for c in box.hands[0].cards), up, allowed, rules, seen=seen)
    box_index, index = active
    box = view.get("boxes")[box_index]
    hand = box.hands[index]
    cards = tuple(value(card) for card in hand.cards)
    return Situation(cards, up, allowed, rules, hand.from_split, len(box.hands), seen)


def _box_asked(view: View) -> BoxView:
    """The box asked about insurance (the view's ``asked``)."""
    boxes: tuple[BoxView, ...] = view.get("boxes")
    box: BoxView = boxes[view.get("asked")]
    return box


def steady_bet(legal: Sequence[Move], minimums: int = UNIT_MINIMUMS) -> Move:
    """The largest legal bet up to ``minimums`` times the table's smallest
    bet, by default the steady unit (``bet 0`` when the seat cannot cover
    the minimum)."""
    positive = [move.number() for move in legal if move.kind == "bet" and move.number() > 0]
    unit = minimums * min(positive, default=0)
    bets = [move for move in legal if move.kind == "bet" and move.number() <= unit]
    return max(bets, key=lambda move: move.number())


class PolicyAgent(ViewAgent):
    """A seat playing ``policy`` and betting its steady unit."""

    name = "policy"
    #: Which player's reasons ``explain`` gives (explain.py).
    level = "normal"

    def __init__(self, policy: Policy) -> None:
        self.policy = policy

    def choose(self, info: InfoSet, rng: random.Random) -> Move:
        if len(info.legal) == 1:
            return info.legal[0]
        return self.action_move(info.view, info.legal, info.options)

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        """Without the info set's options: the table's default rules."""
        return self.action_move(view, legal, {})

    def action_move(self, view: View, legal: Sequence[Move], options: Mapping[str, Any]) -> Move:
        if legal[0].kind == "bet":
            return steady_bet(legal)
        action = self.policy(situation_of(view, legal, options))
        return next((move for move in legal if move.kind == action), legal[0])

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        if move.kind == "bet":
            return explanations.bet_reason(move.number())
        if not info.legal:
            return None
        return explanations.reason(situation_of(info.view, info.legal, info.options), move.kind, self.level)


class EasyAgent(PolicyAgent):
    """Easy: plays as the dealer must (hit below 17, stand on 17)."""

    name = "easy"
    level = "easy"

    def __init__(self) -> None:
        super().__init__(easy_policy)


class NormalAgent(PolicyAgent):
    """Normal: the rule text's advice."""

    name = "normal"
    level = "normal"

    def __init__(self) -> None:
        super().__init__(normal_policy)


class BasicStrategyAgent(PolicyAgent):
    """Hard: basic strategy, computed by the app for the table's rules
    (basic.py), the chart every seat could learn by heart."""

    name = "basic"
    level = "hard"

    def __init__(self) -> None:
        super().__init__(basic_action)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        if move.kind == "bet" or not info.legal:
            return super().explain(info, move)
        return Reason.of("bj_why_basic", "Basic strategy for this hand against the dealer's card.")


class ExpertAgent(PolicyAgent):
    """Expert: basic strategy refined by the cards it has seen since the
    shuffle (expert.py): the best action for this exact hand from what is
    left in the shoe, and insurance when the tens left make it pay; it bets
    by the count (count.py): the minimum unless the cards left favour the
    player, more the more they do."""

    name = "expert"
    level = "expert"

    def __init__(self) -> None:
        super().__init__(expert_policy)

    def action_move(self, view: View, legal: Sequence[Move], options: Mapping[str, Any]) -> Move:
        if legal[0].kind == "bet":
            edge = advantage(TableRules.from_options(options), view.get("seen"))
            return steady_bet(legal, bet_minimums(edge))
        return super().action_move(view, legal, options)

    def explain(self, info: InfoSet, move: Move) -> Reason | None:
        if move.kind == "bet" and move.number() > 0:
            edge = advantage(TableRules.from_options(info.options), info.view.get("seen"))
            return explanations.count_bet_reason(move.number(), edge)
        if move.kind == "bet" or not info.legal:
            return super().explain(info, move)
        return Reason.of("bj_why_expert", "The best play for this hand with the cards left in the shoe.")
