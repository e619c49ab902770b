"""Saves and the autosave against hostile content: ``load_match`` and
``parse_match`` (Game > Open) raise nothing but SaveError; ``read_autosave``
raises nothing at all, and an autosave it cannot use is set aside whole."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.storage import paths
from cardtable.storage.saves import SavedSeat, SaveError, parse_match, read_autosave, save_match

from .conftest import FUZZ
from .hostile import HOSTILE_BYTES, mutated_json_text, planted, set_aside_copies


def _valid_save(tmp: Path) -> Any:
    """A real save of a Hearts match: one hand finished, a few moves into the next."""
    match = Match(get_game("hearts"), 4, seed=3)
    rng = random.Random(2)
    state = match.deal()
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    match.finish_hand()
    state = match.deal()
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    seats = [SavedSeat("Ada", "human", "")] + [SavedSeat(f"C{n}", "computer", "normal") for n in range(3)]
    path = tmp / "valid.cardtable"
    save_match(path, match.record(), seats, {"seat": 0})
    return json.loads(path.read_text("utf-8"))


VALID = _valid_save(Path(tempfile.mkdtemp()))


def _parses_or_refuses(raw: bytes) -> None:
    try:
        parse_match(raw, "fuzz.cardtable")
    except SaveError as error:
        assert error.reason is not None or str(error)


@FUZZ
@given(HOSTILE_BYTES)
def test_any_bytes_are_a_save_or_a_reason(raw: bytes) -> None:
    _parses_or_refuses(raw)


@FUZZ
@given(mutated_json_text(VALID))
def test_a_damaged_save_is_loaded_or_refused_with_a_reason(text: str) -> None:
    _parses_or_refuses(text.encode("utf-8", "surrogatepass"))


@FUZZ
@given(st.one_of(HOSTILE_BYTES, mutated_json_text(VALID).map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_a_bad_autosave_is_reported_and_set_aside_never_lost(raw: bytes) -> None:
    path = paths.autosave_path()
    planted(path, raw)
    saved, problems = read_autosave()
    if saved is not None:
        assert problems == [] and path.read_bytes() == raw
        return
    assert problems, "an autosave that cannot be used is reported"
    assert not path.exists(), "and set aside, so the next autosave cannot overwrite it"
    aside = set_aside_copies(path)
    assert [p.read_bytes() for p in aside] == [raw]
