"""The hand form generated from a sheet kind's fields: controls per field
kind, live checking with the kind's messages, OK only for a good row."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QRadioButton, QSpinBox

from cardtable.core.reasons import Reason
from cardtable.games.hearts.sheet import HeartsSheet
from cardtable.sheets.common import LARGEST
from cardtable.sheets.generic import GenericSheet
from cardtable.sheets.model import Column, Derived, Field, Sheet, SheetKind
from cardtable.ui.sheet_entry import RowEntryForm

NAMES = ["Anne", "Beth", "Cath", "Diana"]


def hearts_sheet() -> tuple[Sheet, HeartsSheet]:
    kind = HeartsSheet()
    return Sheet("hearts", list(NAMES), kind.resolve(4, {})), kind


def _form(qtbot, kind: SheetKind, sheet: Sheet, position: int | None = None, entry=None) -> RowEntryForm:
    form = RowEntryForm(kind, sheet, len(sheet.rows) if position is None else position, entry)
    qtbot.addWidget(form)
    return form


def test_hearts_points_must_add_up_to_26(qtbot) -> None:
    sheet, kind = hearts_sheet()
    form = _form(qtbot, kind, sheet)
    assert isinstance(form.input("taken", 0).widget, QSpinBox)
    assert not form.ok_button.isEnabled()
    assert "add up to 0, not 26" in form.problem_text()

    for player, points in enumerate([13, 5, 4, 3]):
        form.input("taken", player).widget.setValue(points)
    assert not form.ok_button.isEnabled()
    assert "add up to 25, not 26" in form.problem_text()

    form.input("taken", 3).widget.setValue(4)
    assert form.ok_button.isEnabled()
    assert form.problem_text() == ""
    assert form.entry() == {"taken": [13, 5, 4, 4], "moon": None}


def test_spin_boxes_keep_to_the_fields_range(qtbot) -> None:
    sheet, kind = hearts_sheet()
    form = _form(qtbot, kind, sheet)
    spin = form.input("taken", 0).widget
    assert (spin.minimum(), spin.maximum()) == (0, 26)


def test_an_optional_seat_offers_nobody_and_names_players_in_messages(qtbot) -> None:
    sheet, kind = hearts_sheet()
    form = _form(qtbot, kind, sheet)
    combo = form.input("moon").widget
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(n) for n in range(combo.count())] == ["nobody"] + NAMES
    form.set_entry({"taken": [13, 5, 4, 4]})
    combo.setCurrentIndex(2)  # Beth shot the moon
    assert form.entry()["moon"] == 1
    assert "Beth shot the moon" in form.problem_text()
    assert not form.ok_button.isEnabled()


def test_editing_prefills_the_row_and_enter_accepts(qtbot) -> None:
    sheet, kind = hearts_sheet()
    sheet.rows = [{"taken": [0, 26, 0, 0], "moon": 1}]
    form = _form(qtbot, kind, sheet, 0, sheet.rows[0])
    assert form.entry() == {"taken": [0, 26, 0, 0], "moon": 1}
    assert form.ok_button.isEnabled()
    assert "Correct hand 1" in form.windowTitle()
    form.show()
    qtbot.waitExposed(form)
    qtbot.keyClick(form.input("taken", 0).widget, Qt.Key.Key_Return)
    assert form.result() == QDialog.DialogCode.Accepted


def test_enter_does_not_accept_a_refused_row(qtbot) -> None:
    sheet, kind = hearts_sheet()
    form = _form(qtbot, kind, sheet)
    form.show()
    qtbot.waitExposed(form)
    qtbot.keyClick(form.input("taken", 0).widget, Qt.Key.Key_Return)
    assert form.isVisible()
    assert form.result() != QDialog.DialogCode.Accepted


def test_per_player_fields_are_a_grid_with_players_as_columns(qtbot) -> None:
    kind = GenericSheet()
    sheet = Sheet("generic", ["Ada", "Bo", "Cy"], kind.resolve(3, {}))
    form = _form(qtbot, kind, sheet)
    spins = [form.input("points", n).widget for n in range(3)]
    form.show()
    qtbot.waitExposed(form)
    xs = [spin.geometry().x() for spin in spins]
    assert xs == sorted(xs) and len(set(xs)) == 3
    assert len({spin.geometry().y() for spin in spins}) == 1
    assert [spin.accessibleName() for spin in spins] == ["Ada: Points", "Bo: Points", "Cy: Points"]
    assert form.ok_button.isEnabled()  # zeros are a legal hand of points


class ToyKind(SheetKind):
    """Every field kind: a contract (choice), doubles (seats per player), a
    seat, a yes/no. Only the declarer (seat 0) may be doubled by the others,
    and the declarer may redouble only those who doubled her."""

    id = "toy"
    name = "Toy"

    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        return (
            Field("contract", "Contract", "choice", choices=(("A", "Alpha"), ("B", "Bravo"), ("C", "Charlie"))),
            Field("doubles", "Doubles", "seats", per_player=True, default=[]),
            Field("raw", "Raw", "int", per_player=True, default=0),
            Field("leader", "Leader", "seat", default=0),
            Field("slam", "Slam", "bool", default=False),
        )

    def check(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        problems = []
        if entry.get("contract") is None:
            problems.append(Reason.of("contract", "Choose the contract."))
        doubles = entry.get("doubles") or [[] for _ in sheet.players]
        for seat, chosen in enumerate(doubles):
            for other in chosen:
                if seat == 0 and other not in [s for s, c in enumerate(doubles) if 0 in c]:
                    problems.append(Reason.of("redouble", "{seat} may redouble only who doubled her.", seat=seat))
                elif seat != 0 and other != 0:
                    problems.append(Reason.of("target", "{seat} may double only the declarer.", seat=seat))
        if sum(entry.get("raw") or []) != -4:
            problems.append(
                Reason.of("sum", "The raw points add up to {total}, not −4.", total=sum(entry.get("raw") or []))
            )
        return problems

    def derive(self, sheet: Sheet) -> Derived:
        return Derived((Column("raw", "Raw"),), (), (0,) * len(sheet.players), ())


def test_every_field_kind_gets_its_control_and_doubles_are_toggles(qtbot) -> None:
    kind = ToyKind()
    sheet = Sheet("toy", list(NAMES))
    form = _form(qtbot, kind, sheet)
    assert "Choose the contract" in form.problem_text()
    contract = form.input("contract")
    assert [r.text() for r in contract.widget.findChildren(QRadioButton)] == ["Alpha", "Bravo", "Charlie"]
    assert isinstance(form.input("slam").widget, QCheckBox)
    assert isinstance(form.input("leader").widget, QComboBox)

    contract.radios[1].setChecked(True)
    assert form.entry()["contract"] == "B"
    beth = form.input("doubles", 1)
    assert sorted(beth.buttons) == [0, 2, 3]  # everyone but Beth herself
    # The toggles the sheet would refuse are greyed; Maximum takes the others.
    assert beth.buttons[0].isEnabled() and not beth.buttons[2].isEnabled()
    anne = form.input("doubles", 0)
    assert not any(button.isEnabled() for button in anne.buttons.values())  # nobody doubled her yet

    beth.maximum.click()
    assert form.entry()["doubles"] == [[], [0], [], []]
    assert beth.buttons[0].text().startswith("✓")  # never colour alone
    assert anne.buttons[1].isEnabled() and not anne.buttons[2].isEnabled()
    anne.maximum.click()
    assert form.entry()["doubles"] == [[1], [0], [], []]

    form.input("raw", 0).widget.setValue(-4)
    assert form.problem_text() == ""
    assert form.ok_button.isEnabled()

    beth.buttons[0].click()  # Beth withdraws her double: Anne's redouble is now refused
    assert "Anne may redouble only who doubled her" in form.problem_text()
    assert not form.ok_button.isEnabled()
    assert anne.buttons[1].isEnabled(), "a refused choice that is on can still be taken back"


def test_tab_goes_through_the_fields_in_order(qtbot) -> None:
    sheet, kind = hearts_sheet()
    form = _form(qtbot, kind, sheet)
    form.show()
    qtbot.waitExposed(form)
    spins = [form.input("taken", n).widget for n in range(4)]
    wanted = spins + [form.input("moon").widget, form.ok_button]
    assert form.focusWidget() is spins[0], "the form opens on its first field"
    seen = []
    for _ in range(len(wanted)):
        focused = form.focusWidget()
        while focused is not None and focused not in wanted:
            focused = focused.parentWidget()
        seen.append(focused)
        form.focusNextChild()  # what Tab does
    assert seen[:5] == wanted[:5]


def _click(form: RowEntryForm, player: int, other: int) -> None:
    form.input("doubles", player).buttons[other].click()


def test_barbu_worked_example_typed_like_the_paper_sheet(qtbot) -> None:
    """Pick the contract, click the doubles, type the raw points: the rows
    of Barbu's worked example, with Maximum for Beth and for Diana."""
    from cardtable.sheets.registry import sheet_kind

    kind = sheet_kind("barbu")
    sheet = Sheet("barbu", list(NAMES), kind.resolve(4, {}))
    form = _form(qtbot, kind, sheet)
    assert "Doubles of Anne still owed" in form.about.text()
    contract = form.input("contract")
    contract.radios[[value for value, _label in contract.choices].index("Q")].click()
    form.input("doubles", 1).maximum.click()  # Beth doubles everyone
    _click(form, 2, 0)  # Cath doubles Anne
    _click(form, 0, 2)  # Anne redoubles Cath
    # Anne may redouble only those who doubled her: Diana did not.
    assert not form.input("doubles", 0).buttons[3].isEnabled()
    for player, points in enumerate([-6, 0, -6, -12]):
        form.input("raw", player).widget.setValue(points)
    assert form.problem_text() == "", form.problem_text()
    entry = form.entry()
    assert entry["contract"] == "Q" and entry["raw"] == [-6, 0, -6, -12]
    assert [sorted(seats) for seats in entry["doubles"]] == [[2], [0, 2, 3], [0], []]
    sheet.rows.append(entry)

    form = _form(qtbot, kind, sheet)
    contract = form.input("contract")
    assert "Q" not in [value for value, _label in contract.choices], "Anne has played No Queens"
    contract.radios[[value for value, _label in contract.choices].index("H")].click()
    form.input("doubles", 3).maximum.click()
    _click(form, 0, 3)
    for player, points in enumerate([0, -6, -20, -3]):
        form.input("raw", player).widget.setValue(points)
    assert "The raw scores add up to -29, but in No Hearts they always add up to -30" in form.problem_text()
    assert not form.ok_button.isEnabled()
    form.input("raw", 3).widget.setValue(-4)
    assert form.ok_button.isEnabled()
    sheet.rows.append(form.entry())
    assert kind.derive(sheet).totals == (-4, 16, -48, -18)


def test_correcting_a_row_keeps_what_the_form_does_not_show(qtbot) -> None:
    sheet, kind = hearts_sheet()
    row = {"taken": [13, 5, 4, 4], "moon": None, "note": "Beth dealt"}
    sheet.rows = [row]
    form = _form(qtbot, kind, sheet, 0, row)
    form.input("taken", 0).widget.setValue(12)
    form.input("taken", 1).widget.setValue(6)
    assert form.entry() == {"taken": [12, 6, 4, 4], "moon": None, "note": "Beth dealt"}


def test_a_stored_number_beyond_the_box_is_shown_with_a_note_and_never_raises(qtbot) -> None:
    """Spin boxes are 32-bit: a stored 2**40 used to raise OverflowError.
    Now a number the box cannot hold shows as the nearest it holds, with a
    line saying so; one it can hold widens the box and shows as it is."""
    kind = GenericSheet()
    sheet = Sheet("generic", ["Ada", "Bo", "Cy"], kind.resolve(3, {}), [{"points": [2**40, 50000, -(2**31) - 5]}])
    form = _form(qtbot, kind, sheet, 0, sheet.rows[0])
    ada, bo, cy = (form.input("points", n).widget for n in range(3))
    assert bo.value() == 50000, "a number the box can hold is shown as it is"
    assert (ada.value(), cy.value()) == (LARGEST, -LARGEST)
    text = form.problem_text()
    assert f"Ada: Points held {2**40}, more than this form can show: it shows {LARGEST}" in text
    assert f"Cy: Points held {-(2**31) - 5}" in text
    assert "Bo" not in text
    assert form.ok_button.isEnabled(), "said, not refused: the line says what saving keeps"
    ada.setValue(12)
    assert "Ada" not in form.problem_text(), "a value the person chose is not the stored one any more"
    assert form.entry()["points"] == [12, 50000, -LARGEST]


def test_a_stored_number_outside_the_fields_range_is_shown_for_the_kind_to_refuse(qtbot) -> None:
    sheet, kind = hearts_sheet()
    entry = {"taken": [30, 0, 0, 0], "moon": None}
    form = _form(qtbot, kind, sheet, 0, entry)
    assert form.input("taken", 0).widget.value() == 30
    assert "Anne took 30 points: a player takes 0 to 26." in form.problem_text()
    assert not form.ok_button.isEnabled()


def test_an_optional_number_below_its_range_is_shown_not_blanked(qtbot) -> None:
    from cardtable.games.crazy_eights.sheet import CrazyEightsSheet

    kind = CrazyEightsSheet()
    sheet = Sheet("crazy_eights", NAMES[:3], kind.resolve(3, {}))
    entry = {"winner": 0, "penalty": [0, 5, 5], "cards_left": [0, -3, None]}
    form = _form(qtbot, kind, sheet, 0, entry)
    assert form.input("cards_left", 1).widget.text() == "-3"
    assert form.entry()["cards_left"] == [0, -3, None], "the blank step still reads as not given"
    form.set_entry({**entry, "cards_left": [0, -1, None]})
    assert form.entry()["cards_left"] == [0, -1, None], "a stored -1 is not the blank step"
    assert "Beth did not go out, so still holds at least one card." in form.problem_text()


AWKWARD = [None, True, 2**31, -(2**63) - 1, 10**30, 1.5, "x", "", [], [1], [[1]], [{"a": 1}], {"a": [1]}, [None] * 9]


def test_stored_values_of_any_json_type_open_the_form(qtbot) -> None:
    """Every field of every sheet kind, holding each awkward value (alone,
    and as every player's value), opens in the form without raising."""
    from cardtable.sheets.registry import sheet_kinds

    for kind in sheet_kinds():
        players = list(NAMES[: max(kind.min_players, min(4, kind.max_players))])
        sheet = Sheet(kind.id, players, kind.resolve(len(players)))
        for value in AWKWARD:
            for stored in (value, [value] * len(players)):
                entry = {item.key: stored for item in kind.fields(sheet, 0)}
                form = _form(qtbot, kind, sheet, 0, entry)
                assert isinstance(form.entry(), dict), (kind.id, stored)
                form.close()


def test_the_form_grows_when_more_problems_are_listed(qtbot) -> None:
    """A long list of problems takes room of its own: the fields above it
    keep theirs (a word-wrapped label once squeezed them into each other)."""
    from cardtable.sheets.registry import sheet_kind

    kind = sheet_kind("crazy_eights")
    names = ["Anne", "Beth", "Cath", "Diana"]
    sheet = Sheet("crazy_eights", names, kind.resolve(len(names), {}))
    form = _form(qtbot, kind, sheet, 0, {"winner": 0, "penalty": [0, 5, 6, 7]})
    form.show()
    qtbot.waitExposed(form)
    form.set_entry({"winner": 0, "penalty": [5, 0, 0, 0], "cards_left": [1, 0, 0, 0]})
    assert len(form.problems()) >= 5
    qtbot.wait(10)
    layout = form.layout()
    assert form.height() >= layout.totalHeightForWidth(form.width())
    label = form.problems_label
    assert label.height() >= label.heightForWidth(label.width())
