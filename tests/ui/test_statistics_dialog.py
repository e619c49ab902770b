"""The statistics dialog writes numbers the way the player's locale does."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from cardtable.storage.statistics import StatRow
from cardtable.ui.statistics_dialog import StatisticsDialog, number_text, percent_text


class FakeStatistics:
    def __init__(self, rows: list[StatRow]):
        self.rows = rows

    def summary(self) -> list[StatRow]:
        return list(self.rows)

    def reset(self) -> None:
        self.rows = []


@pytest.fixture
def locale(qapp) -> Iterator[callable]:
    before = QLocale()

    def use(name: str) -> None:
        QLocale.setDefault(QLocale(name))

    yield use
    QLocale.setDefault(before)


def test_numbers_follow_the_locale(locale) -> None:
    """A French player reads 12,5 and 1 234; an English one 12.5 and 1,234."""
    locale("fr_FR")
    assert number_text(12.5) == "12,5"
    assert percent_text(0.5) == "50%"  # the sign's place is the translator's: "{percent} %"
    locale("en_US")
    assert number_text(12.5) == "12.5"
    assert percent_text(0.25) == "25%"
    assert number_text(1234.5) == "1,234.5"


def test_the_table_shows_locale_numbers(qtbot, locale) -> None:
    """Every number of the table is written by QLocale, names by the translator."""
    locale("de_DE")
    dialog = StatisticsDialog(FakeStatistics([StatRow("hearts", "hard", 1234, 617, 0.5, -3.5)]))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    cells = [dialog.table.item(0, column).text() for column in range(dialog.table.columnCount())]
    assert cells == ["Hearts", "Hard", "1.234", "617", "50%", "-3,5"]
    assert dialog.empty.isHidden()


def test_an_empty_table_says_why(qtbot) -> None:
    dialog = StatisticsDialog(FakeStatistics([]))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0
    assert not dialog.empty.isHidden()
