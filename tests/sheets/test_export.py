"""CSV and printable HTML (DESIGN.md: "Sheets export to CSV and print to
PDF"); a ring is written "(X)" in CSV ("CSV writes a ring as parentheses")
and drawn as a bordered inline span in HTML."""

from __future__ import annotations

import csv
import io
from html.parser import HTMLParser

import pytest

from cardtable.games.barbu.sheet import BarbuSheet
from cardtable.sheets.common import name_problems
from cardtable.sheets.export import to_csv, to_html
from cardtable.sheets.generic import GenericSheet

from .helpers import new_sheet

BARBU = BarbuSheet()
GENERIC = GenericSheet()
NAMES = ["Anne", "Beth", "Cath", "Diana"]
EXAMPLE = [
    {"contract": "Q", "doubles": [[2], [0, 2, 3], [0], []], "raw": [-6, 0, -6, -12]},
    {"contract": "H", "doubles": [[3], [], [], [0, 1, 2]], "raw": [0, -6, -20, -4]},
]


def _lines(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_csv_of_the_doubling_sheet() -> None:
    sheet = new_sheet(BARBU, NAMES, EXAMPLE)
    lines = _lines(to_csv(sheet, BARBU.derive(sheet)))
    assert lines[0] == ["", "", "Anne", "", "", "", "Beth", "", "", "", "Cath", "", "", "", "Diana", "", "", "", ""]
    assert lines[1] == ["#", "Contract"] + ["Doubles", "Raw", "Side", "Total"] * 4 + ["Check"]
    assert lines[2] == [
        "1",
        "Q",
        "C",
        "-6",
        "-6",
        "-12",
        "(X)",
        "0",
        "+24",
        "+24",
        "(A)",
        "-6",
        "-6",
        "-12",
        "",
        "-12",
        "-12",
        "-24",
        "+24",
    ]
    assert lines[3][:2] == ["2", "H"] and lines[3][-1] == "+54"
    assert lines[4] == ["Total", "", "", "", "", "-4", "", "", "", "+16", "", "", "", "-48", "", "", "", "-18", "+54"]
    assert lines[5] == ["Leader: Beth"]
    assert lines[6] == ["Doubles of Anne still owed: Beth 1, Cath 1, Diana 1."]


def test_csv_problems_column_and_winner_line() -> None:
    sheet = new_sheet(GENERIC, ["Anne", "Beth"], [{"points": [60, 10]}, {"points": [50, None]}], target=100)
    lines = _lines(to_csv(sheet, GENERIC.derive(sheet)))
    assert lines[0] == ["", "Anne", "", "Beth", "", ""]
    assert lines[1] == ["#", "Points", "Total", "Points", "Total", "Problems"]
    assert lines[2] == ["1", "60", "60", "10", "10", ""]
    assert lines[3] == ["2", "50", "110", "0", "10", "Enter the points of Beth as a whole number."]
    assert lines[4] == ["Total", "", "110", "", "10", ""][:5]
    assert lines[5] == ["Winner: Anne"]


def test_csv_of_an_empty_sheet() -> None:
    sheet = new_sheet(GENERIC, ["Anne", "Beth"])
    assert _lines(to_csv(sheet, GENERIC.derive(sheet))) == [
        ["", "Anne", "", "Beth", ""],
        ["#", "Points", "Total", "Points", "Total"],
        ["Total", "", "0", "", "0"],
    ]


class _Cells(HTMLParser):
    """The text of every table cell and the rings and bold runs in the page."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self.rings: list[str] = []
        self.strong: list[str] = []
        self.spans: list[tuple[str, int | None]] = []
        self._stack: list[str] = []
        self._text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self._stack.append(tag)
        if tag in ("td", "th"):
            self._text = []
            span = dict(attrs).get("colspan")
            self.spans.append((tag, int(span) if span else None))

    def handle_endtag(self, tag):
        self._stack.pop()
        if tag in ("td", "th"):
            self.cells.append("".join(self._text))

    def handle_data(self, data):
        self._text.append(data)
        if "span" in self._stack:
            self.rings.append(data)
        if "strong" in self._stack:
            self.strong.append(data)


def test_html_page_of_the_doubling_sheet() -> None:
    sheet = new_sheet(BARBU, NAMES, EXAMPLE)
    sheet.title = "Friday <night> & co"
    page = to_html(sheet, BARBU.derive(sheet))
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<h1>Friday &lt;night&gt; &amp; co</h1>" in page
    assert '<span class="ring">X</span>' in page and '<span class="ring">A</span>' in page
    assert "span.ring {" in page and "border:" in page.split("span.ring {")[1].split("}")[0]
    parsed = _Cells()
    parsed.feed(page)
    assert ("th", 4) in parsed.spans  # each name spans its four sub-columns
    assert parsed.rings == ["X", "A", "X"]
    assert "+24" in parsed.strong and "+16" in parsed.strong
    assert "\u221248" in parsed.cells and "+54" in parsed.cells
    assert "Leader: Beth" in page
    assert "Doubles of Anne still owed: Beth 1, Cath 1, Diana 1." in page


def test_html_rings_in_parentheses_and_problems() -> None:
    sheet = new_sheet(BARBU, NAMES, [dict(EXAMPLE[0], raw=[-6, 0, -6, -6])])
    page = to_html(sheet, BARBU.derive(sheet), rings="parentheses")
    assert 'class="ring"' not in page.split("</style>")[1]
    assert ">(X)</td>" in page
    assert "The raw scores add up to -18, but in No Queens they always add up to -24." in page
    assert '<th rowspan="2">Problems</th>' in page
    with pytest.raises(ValueError):
        to_html(sheet, BARBU.derive(sheet), rings="circles")


def test_html_winner_and_names_escaped() -> None:
    sheet = new_sheet(GENERIC, ["<b>Anne</b>", "Beth"], [{"points": [100, 3]}], target=100)
    page = to_html(sheet, GENERIC.derive(sheet), title="Match")
    assert "&lt;b&gt;Anne&lt;/b&gt;" in page and "<b>Anne</b>" not in page
    assert "Winner: &lt;b&gt;Anne&lt;/b&gt;" in page
    assert "<title>Match</title>" in page


# -- CSV that a spreadsheet opens safely -------------------------------------------

FORMULAS = ['=HYPERLINK("http://example.com/","Click")', "+1+1", "-2+3", "@SUM(A1)", "\tTab"]


def test_csv_cells_a_spreadsheet_would_run_are_written_as_text() -> None:
    """OWASP "CSV Injection": a cell starting with = + - @ or a tab gets a
    leading single quote, in the header, the Problems cell and everywhere
    else; plain numbers stay numbers."""
    sheet = new_sheet(GENERIC, FORMULAS, [{"points": [-6, 54, 0, 1, None]}])
    lines = _lines(to_csv(sheet, GENERIC.derive(sheet)))
    assert lines[0][1::2][:5] == ["'" + name for name in FORMULAS]
    assert lines[2][:5] == ["1", "-6", "-6", "54", "54"], "numbers are not quoted"
    for line in lines:
        for cell in line:
            assert not cell.startswith(("=", "+", "@", "\t")) or cell.lstrip("+-").isdigit(), cell
            assert not (cell.startswith("-") and not cell[1:].isdigit()), cell


def test_a_problem_naming_a_formula_player_first_is_quoted() -> None:
    sheet = new_sheet(
        BARBU, ["=cmd|' /C calc'!A0", "Beth", "Cath", "Diana"], [{"contract": "Q", "raw": [6, -6, -12, -12]}]
    )
    problems = _lines(to_csv(sheet, BARBU.derive(sheet)))[2][-1]
    assert problems.startswith("'=cmd|' /C calc'!A0's raw score 6 is not possible")


def test_a_carriage_return_in_a_name_is_quoted_and_never_splits_a_row() -> None:
    names = ["Anne\rBeth", "Cath\nDiana"]
    sheet = new_sheet(GENERIC, names, [{"points": [1, 2]}])
    text = to_csv(sheet, GENERIC.derive(sheet))
    assert '"Anne\rBeth"' in text and '"Cath\nDiana"' in text
    lines = _lines(text)
    assert lines[0] == ["", "Anne\rBeth", "", "Cath\nDiana", ""]
    assert lines[2] == ["1", "1", "1", "2", "2"]
    assert lines[3:] == [["Total", "", "1", "", "2"], ["Leader: Cath\nDiana"]]


def test_names_with_control_characters_are_refused_with_a_reason() -> None:
    assert name_problems(["Anne", "Beth Smith", "Zoë", "李"]) == []
    found = name_problems(["Anne", "Be\nth", "Ca\rth", "Di\tana", "Emma\u2029", "Fi\x7fnn"])
    assert [reason.code for reason in found] == ["sheet_name_control"] * 5
    assert (
        found[0].text() == "Name 2 holds a line break, a tab or another control character: a name is one line of text."
    )
