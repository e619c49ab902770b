"""The rules page's basic-strategy charts, computed when the page is shown.

The page (every language alike) marks each chart with an HTML comment on a
line of its own: ``<!-- chart -->`` for the default table, and words after
``chart`` for another one: ``h17`` (the dealer hits soft 17) or an option
as ``name=value`` (``<!-- chart decks=1 -->``). Each marker becomes the chart
``chart.chart_markdown`` computes for those rules, so the page can never
show a chart that the app's own strategy does not play.

The rules browser reads the page on the window's thread, and a chart costs
about a second: a chart not computed yet is worked out on the strategy's
own thread (``ahead``) and the page says so in its place meanwhile.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.i18n import N_, translate
from .ahead import chart_soon
from .basic import basic_chart
from .chart import chart_markdown
from .table_rules import TableRules

#: In a chart's place while it is being worked out.
WORKING = N_("This chart is being worked out and will show here in a moment.")

MARKER = re.compile(r"^<!--\s*chart(?P<words>(?:\s+[\w=-]+)*)\s*-->$", re.MULTILINE)


def marker_rules(words: str) -> TableRules:
    """The table a marker's words describe; a word that names nothing is an
    error (a typo in a page must not show the default chart silently)."""
    options: dict[str, Any] = {}
    for word in words.split():
        name, equals, value = word.partition("=")
        if not equals and name == "h17":
            options["hits_soft_17"] = True
        elif equals and name in TableRules.__dataclass_fields__:
            options[name] = int(value) if value.isdigit() else value
        else:
            raise ValueError(f"a chart marker names no rule: {word!r}")
    return TableRules.from_options(options)


def expand_charts(text: str) -> str:
    """``text`` with every chart marker replaced by its computed chart, or
    by a line saying it is being worked out (never waiting for it)."""
    return MARKER.sub(lambda match: _chart_or_note(marker_rules(match.group("words"))), text)


def _chart_or_note(rules: TableRules) -> str:
    if chart_soon(rules) is None:
        return "*" + translate(WORKING) + "*"
    return chart_markdown(rules)


def charts_pending(text: str) -> bool:
    """Whether a chart ``text`` marks is still being worked out."""
    return any(chart_soon(marker_rules(match.group("words"))) is None for match in MARKER.finditer(text))


def work_out_charts(text: str) -> None:
    """Compute every chart ``text`` marks, waiting for them (scripts and
    tests; the window asks ``expand_charts``)."""
    for match in MARKER.finditer(text):
        basic_chart(marker_rules(match.group("words")))
