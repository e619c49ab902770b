"""Command-line arguments the simulator, the app and text mode check alike:
counts of 1 or more, seeds that are text, and errors said in one line. Apart
from ``sim`` so that starting the app does not import the simulator."""

from __future__ import annotations

import argparse

__all__ = ["check_seed", "count_argument", "error_message", "seed_argument"]


def error_message(error: Exception) -> str:
    """What an error says, as one line for the terminal: a KeyError's str()
    is its message in quotes ("'no game ...'"), so take the message itself."""
    if isinstance(error, KeyError) and len(error.args) == 1 and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)


def check_seed(text: str) -> str:
    """``text`` if it can seed a deal: a command line that is not valid UTF-8
    arrives with stand-ins for the bad bytes, which cannot seed anything."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("the seed is not valid UTF-8 text") from None
    return text


def count_argument(text: str) -> int:
    """A number of players or hands: a whole number, 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def seed_argument(text: str) -> str:
    """A seed on a command line (argparse type): refused when not UTF-8."""
    try:
        return check_seed(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
