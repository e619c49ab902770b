"""A sheet as CSV (for a spreadsheet) and as printable HTML (for PDF and paper).

Both are written from the ``Derived`` table, so they show exactly what the
sheet widget shows, in the player's language (headings translated): the left columns, each player's sub-columns under the
player's name, the right columns, then the totals and the winner. A ringed
cell is "(X)" in CSV and a bordered span in HTML; a strong one is bold in
HTML. Rows with problems carry them in a last "Problems" column.
"""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Sequence

from ..core.i18n import N_, translate
from ..core.messages import words
from .model import EMPTY, Cell, Column, Derived, Sheet, names_text


def _columns(derived: Derived) -> tuple[list[Column], list[Column], list[Column]]:
    left = [column for column in derived.columns if column.place == "left"]
    player = [column for column in derived.columns if column.place == "player"]
    right = [column for column in derived.columns if column.place == "right"]
    return left, player, right


def _cell(cells: object, seat: int | None = None) -> Cell:
    if seat is None:
        return cells if isinstance(cells, Cell) else EMPTY
    found = cells[seat] if isinstance(cells, tuple) and seat < len(cells) else None
    return found if isinstance(found, Cell) else EMPTY


def _total_column(player: Sequence[Column]) -> int:
    """Where a player's total goes in the final line: the "total" sub-column, else the last."""
    keys = [column.key for column in player]
    return keys.index("total") if "total" in keys else len(keys) - 1


def _result_line(sheet: Sheet, derived: Derived) -> str:
    if derived.winners:
        names = names_text(sheet.players[seat] for seat in derived.winners)
        if len(derived.winners) > 1:
            return words(N_("Winners: {names}"), names=names)
        return words(N_("Winner: {names}"), names=names)
    if derived.leaders:
        names = names_text(sheet.players[seat] for seat in derived.leaders)
        if len(derived.leaders) > 1:
            return words(N_("Leaders: {names}"), names=names)
        return words(N_("Leader: {names}"), names=names)
    return ""


def _problems(sheet: Sheet, derived: Derived) -> bool:
    return any(row.problems for row in derived.rows)


def to_csv(sheet: Sheet, derived: Derived) -> str:
    """Two header lines (player names over their sub-columns, then the
    sub-columns' labels), a line per hand, a totals line and a winner line,
    then the notes.

    Every cell goes through ``csv_cell`` (a text that a spreadsheet would
    run as a formula is written as text), and lines end with CRLF as RFC
    4180 has it, so that a field holding a line break of either kind is
    quoted instead of splitting its row."""
    left, player, right = _columns(derived)
    problems = _problems(sheet, derived)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")

    def write(cells: Sequence[str]) -> None:
        writer.writerow([csv_cell(text) for text in cells])

    names: list[str] = [""] * len(left)
    for name in sheet.players:
        names += [name] + [""] * (len(player) - 1)
    names += [""] * len(right)
    labels = [translate(column.label) for column in left]
    labels += [translate(column.label) for _ in sheet.players for column in player]
    labels += [translate(column.label) for column in right]
    if problems:
        names.append("")
        labels.append(words(N_("Problems")))
    write(names)
    write(labels)
    for row in derived.rows:
        line = [_cell(row.cells.get(column.key)).plain() for column in left]
        for seat in range(len(sheet.players)):
            line += [_cell(row.cells.get(column.key), seat).plain() for column in player]
        line += [_cell(row.cells.get(column.key)).plain() for column in right]
        if problems:
            line.append(" ".join(reason.text(sheet.players) for reason in row.problems))
        write(line)
    if player:
        totals = ([words(N_("Total"))] + [""] * (len(left) - 1)) if left else []
        where = _total_column(player)
        last = derived.rows[-1] if derived.rows else None
        for seat in range(len(sheet.players)):
            cells = [""] * len(player)
            cells[where] = _final_total(derived, player[where], seat)
            totals += cells
        totals += [_cell(last.cells.get(column.key)).plain() if last else "" for column in right]
        write(totals)
    result = _result_line(sheet, derived)
    if result:
        write([result])
    for note in derived.notes:
        write([note.text(sheet.players)])
    return out.getvalue()


#: What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection").
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")
_PLAIN_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


def csv_cell(text: str) -> str:
    """``text`` as a CSV cell a spreadsheet shows and never runs: a plain
    number is kept ("-6", "+54", read as numbers), any other text starting
    with = + - @ or a tab or line break gets a leading single quote, as
    OWASP and the spreadsheets' own guidance say, so a player called
    "=HYPERLINK(...)" stays a name."""
    text = _ascii(text)
    if text.startswith(_FORMULA_START) and not _PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def _number(points: int) -> str:
    return f"\u2212{-points}" if points < 0 else str(points)


def _final_total(derived: Derived, column: Column, seat: int) -> str:
    """A player's total as the last row writes it ("+16"), or the plain number."""
    if derived.rows:
        cell = _cell(derived.rows[-1].cells.get(column.key), seat)
        if cell.text:
            return cell.text
    return _number(derived.totals[seat]) if seat < len(derived.totals) else ""


def _ascii(text: str) -> str:
    """Spreadsheets read "-6" as a number but not the sheet's real minus sign."""
    return text.replace("\u2212", "-")


_STYLE = """
body { font-family: "DejaVu Sans", "Helvetica", "Arial", sans-serif; color: #000; background: #fff; margin: 1.5em; }
h1 { font-size: 1.4em; margin: 0 0 0.2em; }
p.meta { margin: 0 0 1em; color: #333; }
table.sheet { border-collapse: collapse; font-size: 0.95em; }
table.sheet th, table.sheet td { border: 1px solid #555; padding: 0.2em 0.45em; text-align: center; }
table.sheet th { white-space: nowrap; }
table.sheet th.player { border-bottom: 1px solid #555; }
table.sheet td.num, table.sheet th.num { text-align: right; font-variant-numeric: tabular-nums; }
table.sheet td.first { border-left: 2px solid #000; }
table.sheet tfoot td { border-top: 2px solid #000; font-weight: bold; }
table.sheet tr.problem td { background: #f2f2f2; }
td.problems { text-align: left; font-size: 0.85em; font-style: italic; }
span.ring { display: inline-block; min-width: 1.1em; padding: 0 0.25em; border: 1.5px solid #000; border-radius: 1em; }
p.result { font-weight: bold; margin-top: 1em; }
ul.notes { padding-left: 1.2em; }
@media print { body { margin: 0; } }
"""


_NUMBER = re.compile(r"^[+\u2212-]?\d+$")


def _html_cell(cell: Cell, classes: Sequence[str] = (), rings: str = "border") -> str:
    text = html.escape(cell.text)
    if cell.ringed and cell.text:
        text = f'<span class="ring">{text}</span>' if rings == "border" else f"({text})"
    if _NUMBER.match(cell.text):
        classes = ["num", *classes]
    if cell.strong and cell.text:
        text = f"<strong>{text}</strong>"
    title = f' title="{html.escape(cell.tip)}"' if cell.tip else ""
    cls = f' class="{" ".join(classes)}"' if classes else ""
    return f"<td{cls}{title}>{text}</td>"


def to_html(sheet: Sheet, derived: Derived, title: str | None = None, rings: str = "border") -> str:
    """A whole printable HTML page: the title, the table (player names
    spanning their sub-columns), the totals, the winner and the notes.

    ``rings``: "border" draws a ring as a bordered, rounded inline span (a
    browser, or anything that reads CSS borders on inline elements);
    "parentheses" writes "(X)" as CSV does, for renderers that draw no border
    round a span, such as Qt's QTextDocument."""
    if rings not in ("border", "parentheses"):
        raise ValueError(f"rings is 'border' or 'parentheses', not {rings!r}")
    left, player, right = _columns(derived)
    problems = _problems(sheet, derived)
    heading = title if title is not None else (sheet.title or words(N_("Score sheet")))
    meta = sheet.created[:10] if sheet.created else ""
    parts = [
        "<!DOCTYPE html>",
        '<html><head><meta charset="utf-8">',
        f"<title>{html.escape(heading)}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{html.escape(heading)}</h1>",
    ]
    if meta:
        parts.append(f'<p class="meta">{html.escape(meta)}</p>')
    parts.append('<table class="sheet"><thead><tr>')
    for column in left:
        parts.append(f'<th rowspan="2">{html.escape(translate(column.label))}</th>')
    for name in sheet.players:
        parts.append(f'<th class="player" colspan="{max(1, len(player))}">{html.escape(name)}</th>')
    for column in right:
        parts.append(f'<th rowspan="2">{html.escape(translate(column.label))}</th>')
    if problems:
        parts.append(f'<th rowspan="2">{html.escape(words(N_("Problems")))}</th>')
    parts.append("</tr><tr>")
    for _ in sheet.players:
        for column in player:
            parts.append(f"<th>{html.escape(translate(column.label))}</th>")
    parts.append("</tr></thead><tbody>")
    for row in derived.rows:
        parts.append('<tr class="problem">' if row.problems else "<tr>")
        for column in left:
            parts.append(_html_cell(_cell(row.cells.get(column.key)), (), rings))
        for seat in range(len(sheet.players)):
            for index, column in enumerate(player):
                classes = ["first"] if index == 0 else []
                parts.append(_html_cell(_cell(row.cells.get(column.key), seat), classes, rings))
        for column in right:
            parts.append(_html_cell(_cell(row.cells.get(column.key)), (), rings))
        if problems:
            text = " ".join(reason.text(sheet.players) for reason in row.problems)
            parts.append(f'<td class="problems">{html.escape(text)}</td>')
        parts.append("</tr>")
    parts.append("</tbody>")
    if player:
        parts.append("<tfoot><tr>")
        if left:
            parts.append(f'<td colspan="{len(left)}">{html.escape(words(N_("Total")))}</td>')
        where = _total_column(player)
        for seat in range(len(sheet.players)):
            for index in range(len(player)):
                text = _final_total(derived, player[where], seat) if index == where else ""
                strong = index == where and seat in derived.winners
                classes = ["first"] if index == 0 else []
                parts.append(_html_cell(Cell(text, strong=strong), classes))
        for column in right:
            last = _cell(derived.rows[-1].cells.get(column.key)) if derived.rows else EMPTY
            parts.append(_html_cell(last))
        if problems:
            parts.append("<td></td>")
        parts.append("</tr></tfoot>")
    parts.append("</table>")
    result = _result_line(sheet, derived)
    if result:
        parts.append(f'<p class="result">{html.escape(result)}</p>')
    if derived.notes:
        parts.append('<ul class="notes">')
        parts += [f"<li>{html.escape(note.text(sheet.players))}</li>" for note in derived.notes]
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)
