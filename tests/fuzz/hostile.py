"""Strategies for hostile file content: random bytes, random JSON, JSON
nested deeper than the parser's recursion limit, and a valid document with
one value replaced by any of those."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from cardtable.storage.atomic import CORRUPT_MARK

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@st.composite
def deeply_nested(draw: st.DrawFn) -> str:
    """JSON text nested far past Python's recursion limit (``json.loads``
    raises RecursionError, which is not a ValueError)."""
    depth = draw(st.integers(min_value=2_000, max_value=60_000))
    opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
    return opener * depth + "1" + closer * depth


def paths_of(document: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON document where a value sits."""
    found = [prefix]
    if isinstance(document, dict):
        for key, value in document.items():
            found += paths_of(value, prefix + (key,))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += paths_of(value, prefix + (index,))
    return found


def replaced(document: Any, where: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``document`` with the value at ``where`` replaced."""
    copy = json.loads(json.dumps(document))
    if not where:
        return value
    target = copy
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return copy


@st.composite
def mutated_json_text(draw: st.DrawFn, document: Any) -> str:
    """``document`` with one value replaced by random JSON, or deeply nested
    JSON, or its text cut short or with a byte changed."""
    text = json.dumps(document)
    how = draw(st.sampled_from(["value", "nested", "cut", "byte"]))
    if how == "cut":
        return text[: draw(st.integers(min_value=0, max_value=max(0, len(text) - 1)))]
    if how == "byte":
        at = draw(st.integers(min_value=0, max_value=len(text) - 1))
        return text[:at] + draw(st.characters(codec="utf-8")) + text[at + 1 :]
    where = draw(st.sampled_from(paths_of(document)))
    if how == "nested":
        marker = "\u0000NESTED\u0000"
        return json.dumps(replaced(document, where, marker)).replace(json.dumps(marker), draw(deeply_nested()))
    return json.dumps(replaced(document, where, draw(JSON_VALUES)))


HOSTILE_BYTES = (
    st.binary(max_size=300)
    | st.just(b"")
    | st.just(b"\x00")
    | deeply_nested().map(str.encode)
    | JSON_VALUES.map(lambda value: json.dumps(value).encode())
)


def planted(path: Path, raw: bytes) -> None:
    """``path`` holding ``raw``, with nothing set aside beside it yet."""
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in set_aside_copies(path):
        old.unlink()
    path.write_bytes(raw)


def set_aside_copies(path: Path) -> list[Path]:
    """The files ``path`` was set aside as."""
    return sorted(path.parent.glob(path.name + CORRUPT_MARK + "*"))
