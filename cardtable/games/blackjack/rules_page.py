"""The rules page's basic-strategy charts, computed when the page is shown.

The page (every language alike) marks each chart with an HTML comment on a
line of its own: ``<!-- chart -->`` for the default table, and words after
``chart`` for another one: ``h17`` (the dealer hits soft 17) or an option
as ``name=value`` (``<!-- chart decks=1 -->``). Each marker becomes the chart
``chart.chart_markdown`` computes for those rules, so the page can never
show a chart that the app's own strategy does not play.
"""

from __future__ import annotations

import re
from typing import Any

from .chart import chart_markdown
from .table_rules import TableRules

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
    """``text`` with every chart marker replaced by its computed chart."""
    return MARKER.sub(lambda match: chart_markdown(marker_rules(match.group("words"))), text)
