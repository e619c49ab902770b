"""Blackjack's own score view: each player's chips drawn round by round,
from the sheet's running bankrolls."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QPalette

from cardtable.core.game import HandResult, MatchRules
from cardtable.games.blackjack.sheet import BlackjackSheet
from cardtable.games.blackjack.view import BankrollPlot, make_score_view, nice_step
from cardtable.sheets.model import Sheet

KIND = BlackjackSheet()
NAMES = ["Anne", "Beth", "Cath"]
ROWS = [
    {"bet": [10, 20, 50], "result": [15, -20, -50]},
    {"bet": [10, 20, 50], "result": [-10, 40, 100]},
    {"bet": [20, 0, 50], "result": [20, 0, -100]},
]


class Names(list[str]):
    """Names as the table passes them: they know the player's seat."""

    you = 0


def _sheet(rows: list[dict[str, Any]]) -> Sheet:
    return Sheet(KIND.id, list(NAMES), KIND.resolve(3, {"bankroll": 500}), [dict(row) for row in rows])


def _plot(qtbot, rows: list[dict[str, Any]], you: int | None = 0) -> BankrollPlot:
    plot = make_score_view()
    qtbot.addWidget(plot)
    plot.resize(360, 190)
    plot.show_sheet(_sheet(rows), you=you)
    return plot


def _painted(plot: BankrollPlot) -> QImage:
    return plot.grab().toImage()


def test_the_lines_join_the_sheets_running_chips(qtbot) -> None:
    plot = _plot(qtbot, ROWS)
    derived = KIND.derive(_sheet(ROWS))
    chips = [(500, 500, 500)] + [row.totals for row in derived.rows]
    assert plot.plotted() == [[(n, row[player]) for n, row in enumerate(chips)] for player in range(3)]
    frame = plot.frame()
    for player, points in enumerate(plot.line_points(frame)):
        assert [round(point.x()) for point in points] == [round(frame.x(n)) for n in range(4)]
        assert [round(frame.chips_at(point.y())) for point in points] == [row[player] for row in chips]
        for point in points:
            assert frame.rect.adjusted(-1, -1, 1, 1).contains(point)
    assert "Cath: 450 chips" in plot.accessibleDescription()


def test_it_paints_the_lines_in_their_colours(qtbot) -> None:
    plot = _plot(qtbot, ROWS)
    image = _painted(plot)
    frame = plot.frame()
    anne = plot._colour(0)
    # Anne's thick line passes through the middle of her first segment.
    middle = (plot.line_points(frame)[0][0] + plot.line_points(frame)[0][1]) / 2
    found = [
        QColor(image.pixel(round(middle.x()) + dx, round(middle.y()) + dy))
        for dx in range(-2, 3)
        for dy in range(-2, 3)
    ]
    assert any(abs(colour.red() - anne.red()) + abs(colour.green() - anne.green()) < 40 for colour in found)


def test_an_empty_sheet_says_so(qtbot) -> None:
    plot = _plot(qtbot, [])
    assert plot.rounds == 0
    image = _painted(plot)
    background = image.pixel(1, 1)
    assert any(image.pixel(x, y) != background for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def test_a_played_match_is_drawn_through_its_sheet(qtbot) -> None:
    """The main window calls ``update_from(match, view, names)`` after each
    move: the plot reads the match's finished rounds as its sheet does."""
    results = [HandResult((15, -10), {"bets": (10, 10), "results": (15, -10)})]
    game = SimpleNamespace(name="Blackjack", sheet_kind=BlackjackSheet)
    match = SimpleNamespace(
        game=game,
        options={"bankroll": 1000, "rounds": 20},
        rules=MatchRules(hands=20),
        first_dealer=0,
        hands=[SimpleNamespace(result=result) for result in results],
    )
    plot = make_score_view()
    qtbot.addWidget(plot)
    names = Names(["You", "Beth"])
    plot.update_from(match, None, names)
    assert plot.bankrolls == [(1000, 1000), (1015, 990)]
    assert plot.you == 0


@pytest.mark.parametrize("dark", [False, True])
def test_small_and_on_either_theme_it_paints_without_error(qtbot, dark: bool) -> None:
    plot = _plot(qtbot, ROWS * 30, you=None)
    palette = plot.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(30, 30, 30) if dark else QColor(250, 250, 250))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(230, 230, 230) if dark else QColor(20, 20, 20))
    plot.setPalette(palette)
    plot.resize(plot.minimumSize())
    assert not _painted(plot).isNull()
    frame = plot.frame()
    assert frame.rect.width() > 50 and frame.rect.height() > 30
    if dark:
        assert all(plot._colour(player).lightness() > 90 for player in range(7))


def test_nice_steps() -> None:
    assert [nice_step(span, 4) for span in (4, 10, 30, 90, 400, 1234)] == [1, 5, 10, 50, 100, 500]
