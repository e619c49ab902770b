"""The drawn score sheet: two-level header, rings, bold, totals, the
winner in words, notes and problems; Barbu's worked example."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from cardtable.games.hearts.sheet import HeartsSheet
from cardtable.sheets.generic import GenericSheet
from cardtable.sheets.model import Sheet
from cardtable.sheets.registry import sheet_kind
from cardtable.ui.sheet_view import RING_ROLE, STAR, WARNING, SheetView

NAMES = ["Anne", "Beth", "Cath", "Diana"]

#: Barbu's worked example: declarer Anne. Hand 1, No Queens: Beth maximum,
#: Cath doubles Anne, Diana passes, Anne redoubles Cath; raw −6/0/−6/−12.
#: Hand 2, No Hearts: Diana maximum, Anne redoubles Diana; raw 0/−6/−20/−4.
BARBU_ROWS = [
    {"contract": "Q", "doubles": [[2], [0, 2, 3], [0], []], "raw": [-6, 0, -6, -12]},
    {"contract": "H", "doubles": [[3], [], [], [0, 1, 2]], "raw": [0, -6, -20, -4]},
]


def barbu_sheet():
    kind = sheet_kind("barbu")
    sheet = Sheet("barbu", list(NAMES), kind.resolve(4, {}), [dict(row) for row in BARBU_ROWS])
    return sheet, kind


def _view(qtbot) -> SheetView:
    view = SheetView()
    qtbot.addWidget(view)
    view.resize(900, 420)
    return view


def test_barbu_worked_example_rings_doubles_of_declarer_and_totals(qtbot) -> None:
    sheet, kind = barbu_sheet()
    view = _view(qtbot)
    derived = view.show_sheet(sheet, kind)
    assert derived.totals == (-4, 16, -48, -18)
    table = view.table
    assert table.rowCount() == 3  # two hands and the totals

    # The header: each name over doubles, raw, side and total.
    header = view.header
    assert header.two_bands
    first, last = header.group_range(1)
    assert [view.table_columns[n].column.key for n in range(first, last + 1)] == ["doubles", "raw", "side", "total"]
    assert table.horizontalHeaderItem(first).text() == "Beth: " + view.table_columns[first].column.label

    # Hand 1: Beth's and Cath's doubles of declarer Anne are ringed, Anne's redouble is not.
    ringed = {player: view.is_ringed(0, "doubles", player) for player in range(4)}
    assert ringed == {0: False, 1: True, 2: True, 3: False}
    assert view.cell_item(0, "doubles", 1).text() == "X"  # Beth's maximum
    # Hand 2: Diana's maximum doubles Anne, ringed.
    assert view.is_ringed(1, "doubles", 3)

    totals = [view.total_item(player).text() for player in range(4)]
    assert totals == ["\u22124", f"{STAR} +16", "\u221248", "\u221218"]
    assert view.total_item(1).font().bold()
    assert view.cell_item(1, "check").text() in ("+54", "54")


def test_rings_are_drawn(qtbot) -> None:
    """Beth's ringed X gets ink round it: taking the ring away changes the
    cell's pixels, a ring of at least a letter's height."""
    sheet, kind = barbu_sheet()
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    view.show()
    qtbot.waitExposed(view)
    table = view.table
    item = view.cell_item(0, "doubles", 1)
    rect = table.visualItemRect(item)
    ringed = table.viewport().grab(rect).toImage()
    item.setData(RING_ROLE, False)
    plain = table.viewport().grab(rect).toImage()
    changed = [
        (x, y)
        for x in range(ringed.width())
        for y in range(ringed.height())
        if _distance(QColor(ringed.pixel(x, y)), QColor(plain.pixel(x, y))) > 60
    ]
    assert changed
    height = max(y for _x, y in changed) - min(y for _x, y in changed)
    width = max(x for x, _y in changed) - min(x for x, _y in changed)
    assert height >= view.fontMetrics().height() - 2
    assert width >= height  # round or wider, never a bar


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_the_winner_is_announced_in_words(qtbot) -> None:
    kind = HeartsSheet()
    sheet = Sheet("hearts", list(NAMES), kind.resolve(4, {"target": 25}))
    sheet.rows = [{"taken": [13, 5, 4, 4], "moon": None}, {"taken": [13, 5, 4, 4], "moon": None}]
    view = _view(qtbot)
    derived = view.show_sheet(sheet, kind)
    assert derived.winners == (2, 3)
    assert view.winner_text() == f"{STAR} Cath and Diana win with 8"
    assert view.total_item(2).text() == f"{STAR} 8"
    assert view.total_item(0).text() == "26"


def test_leaders_and_notes_before_the_end(qtbot) -> None:
    kind = HeartsSheet()
    sheet = Sheet("hearts", list(NAMES), kind.resolve(4, {}), [{"taken": [13, 5, 4, 4], "moon": None}])
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    assert view.winner_text() == ""
    assert view.caption.text() == "After 1 hand: Cath and Diana lead with 4."
    assert view.notes_text() == "Next hand: pass right."


def test_row_problems_get_a_marker_a_tooltip_and_a_line(qtbot) -> None:
    kind = HeartsSheet()
    sheet = Sheet("hearts", list(NAMES), kind.resolve(4, {}), [{"taken": [13, 5, 4, 3], "moon": None}])
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    marker = view.table.item(0, 0)
    assert marker.text() == WARNING
    assert "add up to 25" in marker.toolTip()
    assert view.problems_text().startswith(f"{WARNING} Hand 1: The points taken add up to 25")


def test_one_column_per_player_needs_one_header_band_and_no_rows_is_fine(qtbot) -> None:
    kind = GenericSheet()
    sheet = Sheet("generic", ["Ada", "Bo"], kind.resolve(2, {}))
    view = _view(qtbot)
    derived = view.show_sheet(sheet, kind)
    assert not derived.rows
    assert view.table.rowCount() == 1
    assert view.caption.text() == "No hands yet."
    assert [view.total_item(n).text() for n in range(2)] == ["0", "0"]


def test_double_click_on_a_hand_asks_to_edit_it(qtbot) -> None:
    kind = HeartsSheet()
    sheet = Sheet(
        "hearts",
        list(NAMES),
        kind.resolve(4, {}),
        [{"taken": [13, 5, 4, 4], "moon": None}, {"taken": [0, 26, 0, 0], "moon": 1}],
    )
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    view.show()
    qtbot.waitExposed(view)
    table = view.table
    rect = table.visualRect(table.model().index(1, view.column_index("points", 2)))
    with qtbot.waitSignal(view.rowActivated) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [1]
    assert view.current_row() == 1
    # The totals row is not a hand.
    rect = table.visualRect(table.model().index(2, 1))
    with qtbot.assertNotEmitted(view.rowActivated):
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_cells_have_accessible_text(qtbot) -> None:
    sheet, kind = barbu_sheet()
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    text = view.cell_item(0, "doubles", 2).data(Qt.ItemDataRole.AccessibleTextRole)
    assert text.startswith("Cath: ") and "ringed" in text


def test_the_player_is_spoken_to_in_the_second_person(qtbot) -> None:
    """Issue 12, item 11: "You leads with 0" becomes "you lead with 0", and
    the sheet's notes speak to the player ("You deal next.")."""
    kind = HeartsSheet()
    sheet = Sheet("hearts", ["You", "Beth", "Cath", "Diana"], kind.resolve(4, {"target": 30}))
    sheet.rows = [{"taken": [0, 13, 9, 4], "moon": None}]
    view = _view(qtbot)
    view.show_sheet(sheet, kind, you=0)
    assert view.caption.text() == "After 1 hand: you lead with 0."
    view.show_sheet(sheet, kind, you=2)
    assert view.caption.text() == "After 1 hand: You leads with 0."  # a player named "You", not the viewer
    sheet.rows.append({"taken": [0, 13, 9, 4], "moon": None})
    sheet.rows.append({"taken": [0, 13, 9, 4], "moon": None})
    view.show_sheet(sheet, kind, you=0)
    assert view.winner_text() == f"{STAR} You win with 0"
    cribbage = sheet_kind("cribbage")
    view.show_sheet(Sheet("cribbage", ["Anne", "You"], cribbage.resolve(2, {})), cribbage, you=1)
    assert view.notes_text() == "Anne deals next.\nYou peg first and count first."


def test_a_played_sheet_knows_the_player_by_the_default_name(qtbot) -> None:
    """A sheet of a match played in the app, browsed later: the column named
    "You" is the player's own."""
    kind = HeartsSheet()
    sheet = Sheet("hearts", ["Beth", "You", "Cath", "Diana"], kind.resolve(4, {}), source="played")
    sheet.rows = [{"taken": [13, 0, 9, 4], "moon": None}]
    view = _view(qtbot)
    view.show_sheet(sheet, kind)
    assert view.caption.text() == "After 1 hand: you lead with 0."
