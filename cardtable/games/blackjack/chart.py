"""The computed basic-strategy chart, as text and as a Markdown table.

``python -m cardtable.games.blackjack.chart [--decks N] [--h17] [--no-das]``
prints one line per hand (``hard 5:`` .. ``pair A-A:``), each followed by
ten codes for the dealer's 2..10 and ace. The rules browser shows
``chart_markdown(rules)``. Nothing here is typed in: every code comes from
``basic.basic_chart``.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence

from ...core.i18n import N_, translate
from .basic import UPS, basic_chart
from .table_rules import TableRules

#: What each code means, for the legend under the Markdown table.
LEGEND = (
    ("H", N_("hit")),
    ("S", N_("stand")),
    ("D", N_("double if allowed, else hit")),
    ("Ds", N_("double if allowed, else stand")),
    ("P", N_("split")),
    ("R", N_("surrender if allowed, else hit")),
    ("Rs", N_("surrender if allowed, else stand")),
    ("Rp", N_("surrender if allowed, else split")),
)


def _up_label(up: int) -> str:
    return "A" if up == 1 else str(up)


def chart_lines(rules: TableRules) -> list[str]:
    """The chart as text, one line per hand."""
    chart = basic_chart(rules)
    return [f"{label}: " + " ".join(codes) for label, codes in chart.rows]


def chart_markdown(rules: TableRules) -> str:
    """The chart as a Markdown table (the dealer's up card across, the hand
    down) with the legend of the codes it uses."""
    chart = basic_chart(rules)
    header = "| " + translate(N_("Hand")) + " | " + " | ".join(_up_label(up) for up in UPS) + " |"
    rule = "|" + "---|" * (len(UPS) + 1)
    rows = [f"| {label} | " + " | ".join(codes) + " |" for label, codes in chart.rows]
    used = {code for _, codes in chart.rows for code in codes}
    legend = ", ".join(f"{code}: {translate(text)}" for code, text in LEGEND if code in used)
    return "\n".join([header, rule, *rows, "", legend])


def rules_from_args(argv: Sequence[str] | None = None) -> TableRules:
    parser = argparse.ArgumentParser(description="Print the computed basic-strategy chart.")
    parser.add_argument("--decks", type=int, default=TableRules().decks, choices=range(1, 9))
    parser.add_argument("--h17", action="store_true", help="the dealer hits soft 17")
    parser.add_argument("--no-das", action="store_true", help="no double after a split")
    args = parser.parse_args(argv)
    return dataclasses.replace(
        TableRules(), decks=args.decks, hits_soft_17=args.h17, double_after_split=not args.no_das
    )


def main(argv: Sequence[str] | None = None) -> None:
    print("\n".join(chart_lines(rules_from_args(argv))))


if __name__ == "__main__":
    main()
