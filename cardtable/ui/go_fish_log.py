"""The last asks of a Go Fish hand in words, read from the public log
(``info["asks"]``: asker, seat asked, rank or card wanted, "gave" or "fish",
cards given, the card shown when the fished card was the one wanted, and
whether the asker fished from the stock).

Qt-free: each entry is a whole sentence (a ``Reason``, in the second person
when it speaks of the player), which the table's pieces draw on the felt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.cards import Card
from ..core.game import View
from ..core.i18n import N_
from ..core.reasons import Reason
from ..games.go_fish.regions import LOG_LINES

# The ranks asked for, in the plural: "for jacks".
RANK_PLURALS = {
    "A": N_("aces"),
    "2": N_("twos"),
    "3": N_("threes"),
    "4": N_("fours"),
    "5": N_("fives"),
    "6": N_("sixes"),
    "7": N_("sevens"),
    "8": N_("eights"),
    "9": N_("nines"),
    "10": N_("tens"),
    "J": N_("jacks"),
    "Q": N_("queens"),
    "K": N_("kings"),
}

Entry = tuple[int, int, str, str, int, "str | None"]


def wanted_words(wanted: str) -> Any:
    """What was asked for, as a message's argument: the rank's plural noun
    ("jacks") or the card as its corner shows it ("7\u2666")."""
    if wanted in RANK_PLURALS:
        return RANK_PLURALS[wanted]
    return face(Card.parse(wanted))


def entry_words(entry: Sequence[Any]) -> Reason:
    """One ask and its answer in a sentence: a miss either fished from the
    stock or (no stock left) passed the turn to the player asked."""
    asker, target, wanted, outcome, count, shown, drew = entry
    what = wanted_words(wanted)
    if outcome == "gave":
        return Reason.plural(
            "gf_log_gave",
            "{seat} asked {other} for {what} and got {n} card.",
            "{seat} asked {other} for {what} and got {n} cards.",
            n=count,
            you=("You asked {other} for {what} and got {n} card.", "You asked {other} for {what} and got {n} cards."),
            you_other=(
                "{seat} asked you for {what}: you gave {n} card.",
                "{seat} asked you for {what}: you gave {n} cards.",
            ),
            seat=asker,
            other=target,
            what=what,
        )
    if shown is not None:
        return Reason.of(
            "gf_log_lucky",
            "{seat} asked {other} for {what}, fished the {card} and asked again.",
            you="You asked {other} for {what}, fished the {card} and asked again.",
            you_other="{seat} asked you for {what}, fished the {card} and asked again.",
            seat=asker,
            other=target,
            what=what,
            card=face(Card.parse(shown)),
        )
    if drew:
        return Reason.of(
            "gf_log_fish",
            "{seat} asked {other} for {what}: Go fish!",
            you="You asked {other} for {what}: Go fish!",
            you_other="{seat} asked you for {what}: you said Go fish!",
            seat=asker,
            other=target,
            what=what,
        )
    return Reason.of(
        "gf_log_miss",
        "{seat} asked {other} for {what}: none, so it is {other}'s turn.",
        you="You asked {other} for {what}: none, so it is {other}'s turn.",
        you_other="{seat} asked you for {what}: you had none, so it is your turn.",
        seat=asker,
        other=target,
        what=what,
    )


def face(card: Card) -> str:
    """A card as its corner shows it ("7\u2666"): short enough for a line of the log."""
    return f"{card.rank.label}{card.suit.symbol if card.suit is not None else ''}"


def last_asks(view: View, lines: int = LOG_LINES) -> list[Reason]:
    """The last ``lines`` asks in words, the oldest first."""
    asks = tuple(view.get("asks") or ())
    return [entry_words(entry) for entry in asks[-lines:]] if lines > 0 else []
