"""The rules page's chart markers, expanded into computed charts."""

from __future__ import annotations

import pytest

from cardtable.games.blackjack import rules_page
from cardtable.games.blackjack.chart import chart_markdown
from cardtable.games.blackjack.rules_page import expand_charts, marker_rules, work_out_charts
from cardtable.games.blackjack.table_rules import TableRules


def test_each_marker_names_its_table() -> None:
    """ "The strategy tables for the default rules, for H17, and for one and
    two decks are shown in the rules browser as a chart." (the issue)"""
    assert marker_rules("") == TableRules()
    assert marker_rules("h17") == TableRules(hits_soft_17=True)
    assert marker_rules("decks=1") == TableRules(decks=1)
    assert marker_rules("decks=2 h17") == TableRules(decks=2, hits_soft_17=True)


def test_a_marker_naming_no_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="names no rule"):
        marker_rules("dekcs=2")


def test_markers_become_the_computed_charts_and_nothing_else_changes() -> None:
    page = "# Title\n\nText.\n\n<!-- chart decks=2 -->\n\nMore text. <!-- chart --> stays inline.\n"
    work_out_charts(page)
    shown = expand_charts(page)
    assert shown.startswith("# Title\n\nText.\n\n")
    assert chart_markdown(TableRules(decks=2)) in shown
    assert "More text. <!-- chart --> stays inline." in shown
    assert "<!-- chart decks=2 -->" not in shown


def test_a_chart_not_worked_out_yet_is_announced_not_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules browser reads the page on the window's thread: a chart
    still being worked out leaves a line saying so in its place."""
    asked = []

    def not_yet(rules: TableRules) -> None:
        asked.append(rules)

    monkeypatch.setattr(rules_page, "chart_soon", not_yet)
    shown = expand_charts("Before.\n<!-- chart decks=3 -->\nAfter.\n")
    assert shown == f"Before.\n*{rules_page.WORKING}*\nAfter.\n"
    assert asked == [TableRules(decks=3)]
