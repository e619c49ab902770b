"""Every sheet kind reads rows of any JSON without raising.

Rows come from a form, a played hand or a stored file that may have been
damaged or written by hand, so a field may hold anything JSON can: a list
where a letter was expected, a dict, a bool, a number too large for any
widget, null. The kind must report such a row as a problem of that row
(``check`` and the ``problems`` of its derived row) and draw the sheet
anyway; it must never raise.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.sheets.export import to_csv, to_html
from cardtable.sheets.model import Sheet, SheetKind
from cardtable.sheets.registry import sheet_kinds

KINDS = sheet_kinds()

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-3, max_value=30),
    st.integers(),
    st.sampled_from([2**31, -(2**31) - 1, 2**63, 10**30]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=4),
    st.sampled_from(["S", "H", "N", "Q", "nil", "blind nil", "1", "B", "K", "T", "X"]),
)
JSON = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=8,
)


def _players(kind: SheetKind) -> list[str]:
    count = max(kind.min_players, min(4, kind.max_players))
    return ["Anne", "Beth", "Cath", "Dave", "Emma", "Finn", "Gail", "Hugo", "Iris", "Jack"][:count]


@st.composite
def rows_for(draw: st.DrawFn, kind: SheetKind) -> list[dict[str, Any]]:
    """Rows whose fields (and a few other keys) hold any JSON."""
    sheet = Sheet(kind.id, _players(kind), kind.resolve(len(_players(kind))))
    rows: list[dict[str, Any]] = []
    for position in range(draw(st.integers(min_value=1, max_value=3))):
        keys = [item.key for item in kind.fields(sheet, position)]
        keys += ["declarer", "points", "contract"]
        entry = draw(st.dictionaries(st.sampled_from(keys), JSON, max_size=len(keys)))
        rows.append(entry)
        sheet.rows.append(entry)
    return rows


@pytest.mark.parametrize("kind", KINDS, ids=[kind.id for kind in KINDS])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_rows_of_any_json_are_read_without_raising(kind: SheetKind, data: st.DataObject) -> None:
    players = _players(kind)
    rows = data.draw(rows_for(kind))
    sheet = Sheet(kind.id, players, kind.resolve(len(players)), rows)
    for position, entry in enumerate(rows):
        for reason in kind.check(sheet, position, entry):
            assert reason.text(players)
        kind.fields(sheet, position)
        kind.blank(sheet, position)
    derived = kind.derive(sheet)
    assert len(derived.rows) == len(rows)
    for row in derived.rows:
        for reason in row.problems:
            assert reason.text(players)
    for note in derived.notes:
        assert note.text(players)
    assert isinstance(kind.summary(sheet), str)
    assert to_csv(sheet, derived) and to_html(sheet, derived)


@pytest.mark.parametrize(
    "kind_id, entry, code",
    [
        ("barbu", {"contract": ["Q"], "raw": [0, 0, 0, 0]}, "barbu_contract_unknown"),
        ("barbu", {"contract": "T", "trumps": ["S"], "raw": [0, 0, 0, 0]}, "barbu_trumps"),
        ("barbu", {"contract": "D", "rank": {"Q": 1}, "raw": [0, 0, 0, 0]}, "barbu_rank"),
        ("oh_hell", {"bids": [0, 0, 0, 0], "tricks": [1, 0, 0, 0], "trumps": ["S"]}, "oh_hell_trumps"),
        ("oh_hell", {"bids": [0, 0, 0, 0], "tricks": [1, 0, 0, 0], "trumps": {"S": 1}}, "oh_hell_trumps"),
    ],
)
def test_a_list_or_dict_where_a_letter_belongs_is_a_problem_of_its_row(kind_id: str, entry: dict, code: str) -> None:
    """Barbu and Oh Hell looked such values up in a set (TypeError)."""
    kind = next(kind for kind in KINDS if kind.id == kind_id)
    sheet = Sheet(kind.id, _players(kind), kind.resolve(len(_players(kind))), [entry])
    assert code in [reason.code for reason in kind.check(sheet, 0, entry)]
    assert code in [reason.code for reason in kind.derive(sheet).rows[0].problems]


#: A good first row of each kind (no problems), to spoil one field at a time.
GOOD_ROWS: dict[str, dict[str, Any]] = {
    "generic": {"points": [3, 0, -2, 5]},
    "hearts": {"taken": [13, 13, 0, 0], "moon": None},
    "oh_hell": {"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0], "trumps": "S"},
    "spades": {"bid": ["5", "6", "nil"], "tricks": [5, 6, 6]},
    "crazy_eights": {"winner": 0, "penalty": [0, 5, 10, 50], "cards_left": [0, 1, 2, 1]},
    "barbu": {"contract": "K", "trumps": None, "rank": None, "doubles": [[], [], [], []], "raw": [-20, 0, 0, 0]},
    "cribbage": {"pegging": [2, 0, 0], "hand": [4, 6, 2], "crib": [3, 0, 0], "heels": False, "positions": [None] * 3},
}
SPOILED = [{"a": 1}, "x", 1.5, True, [None], [{"a": 1}], 2**70]


@pytest.mark.parametrize("kind_id", sorted(GOOD_ROWS))
def test_a_field_of_the_wrong_json_type_is_a_problem_of_its_row(kind_id: str) -> None:
    kind = next(kind for kind in KINDS if kind.id == kind_id)
    players = _players(kind)
    sheet = Sheet(kind.id, players, kind.resolve(len(players)))
    good = GOOD_ROWS[kind_id]
    assert kind.check(sheet, 0, good) == [], "the good row is good"
    for item in kind.fields(sheet, 0):
        for value in SPOILED:
            spoiled = [value] + list(good[item.key][1:]) if item.per_player else value
            for stored in ({**good, item.key: value}, {**good, item.key: spoiled}):
                if (
                    stored[item.key] == good[item.key]
                    or (value == [None] and item.per_player and (item.kind == "seats" or item.optional))
                    or (value is True and item.kind == "bool")
                ):
                    continue  # None there says "doubled nobody" or "not known"
                problems = kind.check(sheet, 0, stored)
                assert problems, (kind_id, item.key, stored[item.key])
                sheet.rows = [stored]
                assert kind.derive(sheet).rows[0].problems, (kind_id, item.key, stored[item.key])
                sheet.rows = []


@pytest.mark.parametrize("text", ["¹", "²", "٣", "߁"])
def test_a_digit_python_cannot_read_as_a_number_is_a_problem_not_a_crash(text: str) -> None:
    """'¹'.isdigit() is true but int('¹') raises: a Spades bid typed as a
    superscript or another script's digit is a problem of its row."""
    kind = next(kind for kind in KINDS if kind.id == "spades")
    players = _players(kind)
    entry = {"bid": [text, "6", "nil"], "tricks": [5, 6, 2]}
    sheet = Sheet(kind.id, players, kind.resolve(len(players)), [entry])
    assert kind.check(sheet, 0, entry)
    assert kind.derive(sheet).rows[0].problems
