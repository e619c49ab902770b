"""Hearts Tan's passing: "Use Hearts-style passing."

"On the first deal, every player passes three cards to the left. On the
second, pass three cards to the right. On the third, pass three cards across.
On the fourth, pass no cards." "With other than four players ... pass first
to your immediate left, then to the left, skipping one person, then to the
left again skipping two people, etc. ... On the nth hand, where n is the
number of players, have a no-pass round."
"""

from __future__ import annotations

from ...core.i18n import N_
from ..hearts.passing import OFFSETS, PASS_COUNT, pass_direction

__all__ = ["PASS_COUNT", "pass_offset", "offset_words"]


def pass_offset(number: int, players: int) -> int:
    """How many seats to the left the cards of hand ``number`` (0-based) go;
    0 on a hand without passing. Four players pass as in Hearts."""
    if players == 4:
        return OFFSETS[pass_direction(number)]
    step = number % players
    return 0 if step == players - 1 else step + 1


_SKIPPING = (
    N_("to the left"),
    N_("to the left, skipping one player"),
    N_("to the left, skipping two players"),
    N_("to the left, skipping three players"),
    N_("to the left, skipping four players"),
    N_("to the left, skipping five players"),
    N_("to the left, skipping six players"),
    N_("to the left, skipping seven players"),
    N_("to the left, skipping eight players"),
)


def offset_words(offset: int, players: int) -> str:
    """Where the cards go, in words (marked for translation): with four
    players as Hearts says it, else by the players skipped."""
    if players == 4:
        return {1: N_("to the left"), 2: N_("across"), 3: N_("to the right")}[offset]
    return _SKIPPING[offset - 1]
