"""What the end of a Spades hand says about each side, in words: kept apart
from the rules so that each message can name its second person ("You made
4 with 4 tricks.") without the rules module growing past its size."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core.reasons import Reason
from . import scoring
from .scoring import BID_WORDS, is_nil

if TYPE_CHECKING:
    from .rules import SpadesState


def hand_summary(state: SpadesState, scores: Sequence[scoring.SideScore]) -> tuple[Reason, ...]:
    """What the hand's end says about each side ("Anne & Cath made their 7
    with 8 tricks.", or "Anne made 4 with 4 tricks." when each plays alone)."""
    lines: list[Reason] = []
    together = state.partnership
    for side, score in enumerate(scores):
        if score.made is True:
            if together:
                lines.append(
                    Reason.plural(
                        "summary_made",
                        "{seat} & {other} made their {bid} with {n} trick.",
                        "{seat} & {other} made their {bid} with {n} tricks.",
                        you=(
                            "You & {other} made your {bid} with {n} trick.",
                            "You & {other} made your {bid} with {n} tricks.",
                        ),
                        you_other=(
                            "{seat} & you made your {bid} with {n} trick.",
                            "{seat} & you made your {bid} with {n} tricks.",
                        ),
                        seat=side,
                        other=side + 2,
                        bid=score.bid,
                        n=score.tricks,
                    )
                )
            else:
                lines.append(
                    Reason.plural(
                        "summary_made_alone",
                        "{seat} made {bid} with {n} trick.",
                        "{seat} made {bid} with {n} tricks.",
                        you=("You made {bid} with {n} trick.", "You made {bid} with {n} tricks."),
                        seat=side,
                        bid=score.bid,
                        n=score.tricks,
                    )
                )
        elif score.made is False:
            if together:
                lines.append(
                    Reason.of(
                        "summary_set",
                        "{seat} & {other} were set: bid {bid}, took {took}.",
                        you="You & {other} were set: bid {bid}, took {took}.",
                        you_other="{seat} & you were set: bid {bid}, took {took}.",
                        seat=side,
                        other=side + 2,
                        bid=score.bid,
                        took=score.tricks,
                    )
                )
            else:
                lines.append(
                    Reason.of(
                        "summary_set_alone",
                        "{seat} was set: bid {bid}, took {took}.",
                        you="You were set: bid {bid}, took {took}.",
                        seat=side,
                        bid=score.bid,
                        took=score.tricks,
                    )
                )
        if score.penalty:
            if together:
                lines.append(
                    Reason.of(
                        "summary_bags",
                        "{seat} & {other} reached 10 bags: {points} points.",
                        you="You & {other} reached 10 bags: {points} points.",
                        you_other="{seat} & you reached 10 bags: {points} points.",
                        seat=side,
                        other=side + 2,
                        points=score.penalty,
                    )
                )
            else:
                lines.append(
                    Reason.of(
                        "summary_bags_alone",
                        "{seat} reached 10 bags: {points} points.",
                        you="You reached 10 bags: {points} points.",
                        seat=side,
                        points=score.penalty,
                    )
                )
    for seat, bid in enumerate(state.bids):
        if is_nil(bid):
            took = state.tricks_won[seat]
            if took:
                lines.append(
                    Reason.of(
                        "summary_nil_failed",
                        "{seat}'s {bid} failed ({took} taken).",
                        you="Your {bid} failed ({took} taken).",
                        seat=seat,
                        bid=BID_WORDS[bid],
                        took=took,
                    )
                )
            else:
                lines.append(
                    Reason.of(
                        "summary_nil_made", "{seat} made {bid}.", you="You made {bid}.", seat=seat, bid=BID_WORDS[bid]
                    )
                )
    return tuple(lines)
