"""Game options declared as data, and presets as named sets of them.

The new-game dialog is generated from these declarations, saved games record
the resolved values, and the simulator reads ``--option key=value`` through
``OptionSpec.parse``. A preset is only a name, a label and some values.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .messages import as_written
from .reasons import Reason


class OptionError(ValueError):
    """Options (or a number of players) that do not fit. ``reason`` is the
    message, to show in the player's language; ``str(error)`` is its English
    text as written (lower case when it reads as a clause: "option target is
    at least 25")."""

    def __init__(self, reason: Reason):
        super().__init__(as_written(reason, translated=False))
        self.reason = reason


@dataclass(frozen=True)
class OptionSpec:
    """One option: ``kind`` is "bool", "int" or "choice". ``label``, ``help``
    and ``choice_labels`` are English marked with ``N_`` (the UI translates
    them); ``name`` and ``choices`` are keys and values, never shown."""

    name: str
    label: str
    kind: str
    default: Any
    help: str = ""
    choices: tuple[Any, ...] = ()
    choice_labels: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    #: An "int" that names a player by position (Barbu's first declarer): the
    #: dialogs show the players' names instead of a number.
    seat: bool = False

    def __post_init__(self) -> None:
        if self.kind not in ("bool", "int", "choice"):
            raise ValueError(f"option {self.name}: unknown kind {self.kind}")
        self.check(self.default)

    def check(self, value: Any) -> Any:
        """Return the value if it is allowed, else raise ValueError saying why."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(
                    Reason.of(
                        "option_bool", "option {option} is yes or no, not {value}", option=self.name, value=repr(value)
                    )
                )
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(
                    Reason.of(
                        "option_int",
                        "option {option} is a whole number, not {value}",
                        option=self.name,
                        value=repr(value),
                    )
                )
            if self.minimum is not None and value < self.minimum:
                raise OptionError(
                    Reason.of(
                        "option_minimum",
                        "option {option} is at least {minimum}",
                        option=self.name,
                        minimum=self.minimum,
                    )
                )
            if self.maximum is not None and value > self.maximum:
                raise OptionError(
                    Reason.of(
                        "option_maximum", "option {option} is at most {maximum}", option=self.name, maximum=self.maximum
                    )
                )
        elif value not in self.choices:
            allowed = ", ".join(str(choice) for choice in self.choices)
            raise OptionError(
                Reason.of(
                    "option_choice",
                    "option {option} is one of {allowed}, not {value}",
                    option=self.name,
                    allowed=allowed,
                    value=repr(value),
                )
            )
        return value

    def parse(self, text: str) -> Any:
        """Read a value typed on a command line."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.name} is yes or no, not {text!r}")
        if self.kind == "int":
            try:
                return self.check(int(text))
            except ValueError as error:
                raise ValueError(f"option {self.name}: {error}") from None
        for choice in self.choices:
            if str(choice) == text:
                return choice
        return self.check(text)


@dataclass(frozen=True)
class Preset:
    """A named set of option values the chooser offers under its game.
    ``label`` and ``description`` are English marked with ``N_``."""

    name: str
    label: str
    values: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""


def resolve_options(specs: Sequence[OptionSpec], values: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Defaults overlaid with ``values``; unknown names and bad values are errors."""
    known = {spec.name: spec for spec in specs}
    resolved = {spec.name: spec.default for spec in specs}
    for name, value in (values or {}).items():
        if name not in known:
            raise OptionError(
                Reason.of(
                    "option_unknown",
                    "no option named {option} (options: {known})",
                    option=repr(name),
                    known=", ".join(known) or "none",
                )
            )
        resolved[name] = known[name].check(value)
    return resolved
