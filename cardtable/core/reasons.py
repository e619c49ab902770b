"""Messages from the rules, kept translatable.

The core never formats final user text itself: it returns a Reason, a message
id with an English template and its arguments. The UI translates the template
(Qt's translation tools, issue 7) and then fills in the arguments; tests and
the simulator use ``str(reason)``, the English text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

# Arguments that name a seat: shown as the player's name when the caller
# knows the names (the table does), else as "seat N".
SEAT_ARGS = frozenset({"seat", "other"})  # arguments that name a player


@dataclass(frozen=True)
class Reason:
    """A rule message: ``code`` names the rule ("follow_suit"), ``template`` is
    the English text with ``{name}`` fields, ``args`` fills them."""

    code: str
    template: str
    args: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, code: str, template: str, **args: Any) -> Reason:
        return cls(code, template, tuple(sorted(args.items())))

    def text(self, names: Sequence[str] | None = None) -> str:
        """The English text, with seats named from ``names`` when given."""
        values = {}
        for key, value in self.args:
            if key in SEAT_ARGS and isinstance(value, int):
                values[key] = names[value] if names and 0 <= value < len(names) else f"seat {value}"
            else:
                values[key] = _text(value)
        out = self.template.format(**values)
        return out[:1].upper() + out[1:]

    def __str__(self) -> str:
        return self.text()


def _text(value: Any) -> str:
    name = getattr(value, "name", None)
    if isinstance(name, str) and hasattr(value, "rank"):
        return name  # a Card: "queen of spades"
    noun = getattr(value, "noun", None)
    if isinstance(noun, str):
        return noun  # a Suit or Rank
    return str(value)


class IllegalMove(ValueError):
    """A move the rules refuse. The state that refused it is unchanged."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason

    @property
    def code(self) -> str:
        return self.reason.code
