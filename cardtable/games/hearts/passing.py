"""The passes of Hearts: left, right, across, hold, and round again; three
cards each, and the words for each direction."""

from __future__ import annotations

from ...core.i18n import N_

PASS_COUNT = 3
#: Pass directions by hand number modulo 4, and the seat offset of each.
DIRECTIONS: tuple[str, ...] = ("left", "right", "across", "hold")
OFFSETS: dict[str, int] = {"left": 1, "right": 3, "across": 2, "hold": 0}
DIRECTION_WORDS: dict[str, str] = {"left": N_("to the left"), "right": N_("to the right"), "across": N_("across")}
#: Each direction's name, as the status and the score sheet show it.
DIRECTION_NAMES: dict[str, str] = {"left": N_("left"), "right": N_("right"), "across": N_("across"), "hold": N_("hold")}


def pass_direction(number: int) -> str:
    """Left, right, across, hold, and round again (hand numbers are 0-based)."""
    return DIRECTIONS[number % 4]
