"""Options declared as data, presets as named option sets."""

from __future__ import annotations

import pytest

from cardtable.core.options import OptionSpec, resolve_options

SPECS = (
    OptionSpec("target", "Target score", "int", 100, minimum=25, maximum=500),
    OptionSpec("jokers", "Jokers", "bool", False),
    OptionSpec("eights", "Eights", "choice", "any", choices=("any", "matching")),
)


def test_defaults_fill_in() -> None:
    assert resolve_options(SPECS, {"target": 50}) == {"target": 50, "jokers": False, "eights": "any"}


@pytest.mark.parametrize(
    "values,message",
    [
        ({"target": 10}, "at least 25"),
        ({"jokers": "yes"}, "yes or no"),
        ({"eights": "none"}, "one of"),
        ({"colour": 1}, "no option named"),
    ],
)
def test_bad_values_are_refused_clearly(values: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        resolve_options(SPECS, values)


def test_command_line_parsing() -> None:
    target, jokers, eights = SPECS
    assert target.parse("75") == 75
    assert jokers.parse("yes") is True and jokers.parse("off") is False
    assert eights.parse("matching") == "matching"
    with pytest.raises(ValueError):
        target.parse("lots")
