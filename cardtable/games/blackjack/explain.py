"""The reasons the Easy and Normal players give for their moves (hints)."""

from __future__ import annotations

from ...core.reasons import Reason
from .policies import WEAK_UP
from .situation import DECLINE, DOUBLE, HIT, INSURE, SPLIT, STAND, SURRENDER, Situation
from .values import total_of_values


def bet_reason(amount: int) -> Reason:
    if amount == 0:
        return Reason.of("bj_why_sit_out", "Sits this round out: not enough chips for the minimum.")
    return Reason.of("bj_why_bet", "Bets {amount}, its steady stake.", amount=amount)


def count_bet_reason(amount: int, edge: float) -> Reason:
    """The Expert's bet, by the count: how much the cards left favour the
    player or the house (``edge``: the estimated return of a unit bet)."""
    percent = f"{100 * abs(edge):.1f}"
    if edge > 0:
        return Reason.of(
            "bj_why_count_up",
            "Bets {amount}: the cards left favour the player by about {percent}%.",
            amount=amount,
            percent=percent,
        )
    return Reason.of(
        "bj_why_count_down",
        "Bets {amount}: the cards left favour the house by about {percent}%.",
        amount=amount,
        percent=percent,
    )


def reason(situation: Situation, action: str, level: str) -> Reason | None:
    """Why ``action`` in ``situation``, as the ``level`` player sees it."""
    hand = total_of_values(situation.hand)
    points = hand.points
    if action == DECLINE:
        return Reason.of("bj_why_decline", "Declines insurance: it is usually a poor percentage bet.")
    if action == INSURE:
        return Reason.of("bj_why_insure", "Insures: the dealer shows an ace.")
    if action == SURRENDER:
        return Reason.of("bj_why_surrender", "Surrenders: half the bet is lost, not all of it.")
    if action == SPLIT:
        return Reason.of("bj_why_split", "Splits the pair: aces and eights are always split.")
    if action == DOUBLE:
        return Reason.of(
            "bj_why_double", "Doubles on {points}: the best time to double is with 11 or 10.", points=points
        )
    if level == "easy":
        if action == HIT:
            return Reason.of("bj_why_easy_hit", "Hits {points}, as the dealer must below 17.", points=points)
        return Reason.of("bj_why_easy_stand", "Stands on {points}, as the dealer must on 17 or more.", points=points)
    if action == HIT:
        if hand.soft:
            return Reason.of("bj_why_soft_hit", "Hits soft {points}: the ace can still count 1.", points=points)
        if points <= 11:
            return Reason.of("bj_why_safe_hit", "Hits {points}: no card can bust it.", points=points)
        return Reason.of(
            "bj_why_hit_strong",
            "Hits {points}: the dealer shows {up} and will likely make 17 or more.",
            points=points,
            up=_up(situation),
        )
    if action == STAND:
        if hand.soft:
            return Reason.of("bj_why_soft_stand", "Stands on soft {points}.", points=points)
        if points >= 17:
            return Reason.of("bj_why_stand", "Stands on {points}: the dealer would have to beat it.", points=points)
        if situation.up in WEAK_UP:
            return Reason.of(
                "bj_why_stand_weak",
                "Stands on {points}: the dealer shows {up} and may well bust.",
                points=points,
                up=_up(situation),
            )
        return Reason.of("bj_why_stand_only", "Stands on {points}.", points=points)
    return None


def _up(situation: Situation) -> str:
    return "A" if situation.up == 1 else str(situation.up)
