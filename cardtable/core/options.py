"""Game options declared as data, and presets as named sets of them.

The new-game dialog is generated from these declarations, saved games record
the resolved values, and the simulator reads ``--option key=value`` through
``OptionSpec.parse``. A preset is only a name, a label and some values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence


@dataclass(frozen=True)
class OptionSpec:
    """One option: ``kind`` is "bool", "int" or "choice"."""

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
                raise ValueError(f"option {self.name} is yes or no, not {value!r}")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.name} is a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"option {self.name} is at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"option {self.name} is at most {self.maximum}")
        elif value not in self.choices:
            allowed = ", ".join(str(choice) for choice in self.choices)
            raise ValueError(f"option {self.name} is one of {allowed}, not {value!r}")
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
    """A named set of option values the chooser lists as its own entry."""

    name: str
    label: str
    values: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""


def resolve_options(
    specs: Sequence[OptionSpec], values: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Defaults overlaid with ``values``; unknown names and bad values are errors."""
    known = {spec.name: spec for spec in specs}
    resolved = {spec.name: spec.default for spec in specs}
    for name, value in (values or {}).items():
        if name not in known:
            raise ValueError(f"no option named {name!r} (options: {', '.join(known) or 'none'})")
        resolved[name] = known[name].check(value)
    return resolved
