"""Reading the JSON files a player keeps (settings, saved games, the autosave).

Damage comes in more shapes than ``json.loads`` reports as ValueError: a file
nested thousands deep raises RecursionError, a huge one may raise MemoryError
or simply take seconds to refuse. Every reader goes through here so that all
of them are one kind of error, :class:`DamagedJSON`, which the callers already
report and set aside like any other damage; and a file is measured before it
is read, so a huge one is refused at once.

A value nested deeper than ``MAX_DEPTH`` counts as damage too: nothing the app
writes comes near it, and such a value kept (a setting of a newer version,
written back as it was read) could fail the next write.
"""

from __future__ import annotations

import gc
import json
import math
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

MAX_DEPTH = 64


class DamagedJSON(ValueError):
    """The text is not JSON this app can read (not UTF-8, not JSON, nested too deep)."""


class TooLarge(Exception):
    """A file larger than its reader accepts: ``size`` bytes, ``limit`` at most."""

    def __init__(self, size: int, limit: int):
        super().__init__(f"{size} bytes, more than {limit}")
        self.size, self.limit = size, limit


def read_capped(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of ``path``, or TooLarge without reading them when there are
    more than ``limit`` (OSError as ``open`` raises it)."""
    with Path(path).open("rb") as stream:
        size = os.fstat(stream.fileno()).st_size
        if size > limit:
            raise TooLarge(size, limit)
        data = stream.read(limit + 1)  # the file may have grown since
    if len(data) > limit:
        raise TooLarge(len(data), limit)
    return data


def parse_json(raw: bytes | str, max_depth: int | None = MAX_DEPTH) -> Any:
    """The value of ``raw`` (UTF-8 bytes or text), or DamagedJSON. A caller
    that checks the shape of what it reads first may leave the depth to
    ``check_depth`` (``max_depth=None``), on the parts it did not check."""
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        with _collector_paused():
            value = json.loads(text)
    except (ValueError, RecursionError, MemoryError) as error:  # UnicodeDecodeError is a ValueError
        raise DamagedJSON(type(error).__name__) from None
    if max_depth is not None:
        check_depth(value, max_depth)
    return value


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Parsing makes a container per list and object; the cyclic collector,
    run again and again as they are made, would take most of the time of a
    large file (JSON has no cycles for it to find)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def check_depth(value: Any, max_depth: int = MAX_DEPTH) -> None:
    """DamagedJSON if lists and objects in ``value`` nest deeper than ``max_depth``."""
    if _deeper_than(value, max_depth):
        raise DamagedJSON(f"nested deeper than {max_depth}")


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` deep (a loop, not
    recursion: the value may be as deep as the parser allowed)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def megabytes(size: int) -> str:
    """A size in MB for the player, rounded up to a tenth, so a file just over the limit does not read as
    the limit itself."""
    return f"{math.ceil(size * 10 / (1 << 20)) / 10:.1f}".removesuffix(".0")
