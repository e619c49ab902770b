"""The generic sheet (DESIGN.md, "Score sheets"): "one row per hand with that
hand's inputs ... and derived values (running totals)"; it serves every game
without a sheet of its own, to a target or a fixed number of hands."""

from __future__ import annotations

import pytest

from cardtable.sheets.common import LARGEST
from cardtable.sheets.generic import GenericSheet
from cardtable.sheets.model import Sheet

from .helpers import new_sheet, problems, texts

KIND = GenericSheet()
NAMES = ["Anne", "Beth", "Cath"]


def test_running_totals_and_leaders() -> None:
    sheet = new_sheet(KIND, NAMES, [{"points": [5, 3, 0]}, {"points": [-2, 4, 1]}])
    derived = KIND.derive(sheet)
    assert [row.totals for row in derived.rows] == [(5, 3, 0), (3, 7, 1)]
    assert [row.points for row in derived.rows] == [(5, 3, 0), (-2, 4, 1)]
    assert texts(derived, "points") == [["5", "3", "0"], ["\u22122", "4", "1"]]
    assert texts(derived, "number") == ["1", "2"]
    assert derived.totals == (3, 7, 1)
    assert derived.leaders == (1,)
    assert derived.winners == () and not derived.is_over
    # The leader's total is drawn strong on each row.
    assert [cell.strong for cell in derived.rows[1].cells["total"]] == [False, True, False]
    assert [column.key for column in derived.columns] == ["number", "points", "total"]
    assert KIND.summary(sheet) == "Beth leads"
    assert KIND.summary(sheet, you=1) == "you lead"  # issue 12: not "You leads"
    assert KIND.summary(sheet, you=0) == "Beth leads"


def test_no_rows_no_leader() -> None:
    derived = KIND.derive(new_sheet(KIND, NAMES))
    assert derived.rows == () and derived.leaders == () and derived.totals == (0, 0, 0)
    assert KIND.summary(new_sheet(KIND, NAMES)) == "no hands yet"


def test_the_match_ends_at_the_target_highest_wins() -> None:
    sheet = new_sheet(KIND, NAMES, [{"points": [50, 60, 10]}, {"points": [50, 30, 10]}], target=100)
    derived = KIND.derive(sheet)
    assert derived.winners == (0,)
    assert derived.rows[-1].cells["total"][0].strong
    assert KIND.summary(sheet) == "Anne won"
    assert KIND.summary(sheet, you=0) == "you won"


def test_lowest_wins_ends_at_the_target_too() -> None:
    """A penalty game: reaching the target ends it, the lowest total wins."""
    sheet = new_sheet(KIND, NAMES, [{"points": [60, 20, 30]}, {"points": [45, 25, 5]}], target=100, lowest_wins=True)
    assert KIND.derive(sheet).winners == (2,)


def test_a_fixed_number_of_hands_and_a_shared_win() -> None:
    sheet = new_sheet(KIND, NAMES, [{"points": [1, 2, 2]}], hands=2)
    assert not KIND.derive(sheet).is_over
    sheet.rows.append({"points": [3, 1, 1]})
    assert KIND.derive(sheet).winners == (0,)
    sheet.rows[-1] = {"points": [0, 1, 1]}
    assert KIND.derive(sheet).winners == (1, 2)
    assert KIND.summary(sheet) == "Beth and Cath won"


def test_no_target_and_no_hands_never_ends() -> None:
    sheet = new_sheet(KIND, NAMES, [{"points": [1000, 0, 0]}] * 50)
    assert not KIND.derive(sheet).is_over


def test_a_missing_or_bad_value_is_a_problem_and_counts_nothing() -> None:
    sheet = new_sheet(KIND, NAMES)
    entry = {"points": [3, None, "x"]}
    assert problems(KIND, sheet, 0, entry) == [
        "Enter the points of Beth as a whole number.",
        "Enter the points of Cath as a whole number.",
    ]
    assert problems(KIND, sheet, 0, {"points": [1, True, 2]}) == ["Enter the points of Beth as a whole number."]
    assert problems(KIND, sheet, 0, {}) == [f"Enter the points of {name} as a whole number." for name in NAMES]
    sheet.rows.append(entry)
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (3, 0, 0)
    assert len(derived.rows[0].problems) == 2


def test_a_number_beyond_what_a_sheet_holds_is_refused_with_a_reason() -> None:
    """The entry form's boxes hold 32 bits; a sheet takes what they hold
    (LARGEST either way) and says so of a stored row holding more."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"points": [LARGEST, -LARGEST, 0]}) == []
    assert problems(KIND, sheet, 0, {"points": [2**40, 0, -LARGEST - 1]}) == [
        f"Anne's number {2**40} is too large for a score sheet: numbers go from -999999999 to 999999999.",
        f"Cath's number {-LARGEST - 1} is too large for a score sheet: numbers go from -999999999 to 999999999.",
    ]
    sheet.rows.append({"points": [2**40, 0, 0]})
    assert [reason.code for reason in KIND.derive(sheet).rows[0].problems] == ["sheet_number_size"]


def test_a_row_after_the_end_of_the_match_is_a_problem() -> None:
    sheet = new_sheet(KIND, NAMES, [{"points": [100, 0, 0]}, {"points": [1, 2, 3]}], target=100)
    assert problems(KIND, sheet, 1, sheet.rows[1]) == ["The match was already over after hand 1."]
    derived = KIND.derive(sheet)
    assert [reason.code for reason in derived.rows[1].problems] == ["sheet_after_end"]
    assert derived.winners == (0,)


def test_the_blank_row_and_the_fields() -> None:
    sheet = new_sheet(KIND, NAMES)
    [field] = KIND.fields(sheet, 0)
    assert (field.key, field.kind, field.per_player) == ("points", "int", True)
    assert KIND.blank(sheet, 0) == {"points": [0, 0, 0]}
    assert problems(KIND, sheet, 0, KIND.blank(sheet, 0)) == []


def test_options_are_checked_on_resolve_and_lenient_in_a_stored_sheet() -> None:
    assert KIND.resolve(2, {}) == {"target": 0, "lowest_wins": False, "hands": 0}
    with pytest.raises(ValueError):
        KIND.resolve(2, {"target": -5})
    with pytest.raises(ValueError):
        KIND.resolve(11)
    # A stored sheet with a bad option still draws, with the default.
    sheet = Sheet("generic", NAMES, {"target": "lots", "unknown": 1}, [{"points": [500, 0, 0]}])
    assert not KIND.derive(sheet).is_over


def test_entry_from_result_is_the_hand_points() -> None:
    from cardtable.core.game import HandResult

    assert KIND.entry_from_result(new_sheet(KIND, NAMES), HandResult((1, -2, 3))) == {"points": [1, -2, 3]}
