"""Reading a game's rules pages (``rules*.md``) for the tests that hold them
to the engine: the page in a language, its tables' rows, and its shape
(headings, list items, table lines), which every translation shares."""

from __future__ import annotations

from importlib.resources import files

LANGUAGES = ("en", "fr", "de", "it", "es")


def page(package: str, language: str) -> str:
    """The rules page of the game in ``package`` (``cardtable.games.x``)."""
    name = "rules.md" if language == "en" else f"rules.{language}.md"
    return (files(package) / name).read_text(encoding="utf-8")


def tables(text: str) -> list[list[list[str]]]:
    """Each table's body rows as lists of cells (the header and rule left out)."""
    found: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in text.splitlines():
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if current is None:
                current = []
                found.append(current)
                continue  # the header
            if not set("".join(cells)) <= set("-: "):
                current.append(cells)
        else:
            current = None
    return found


def shape(text: str) -> tuple[int, int, int]:
    """Headings, list items and table lines."""
    lines = [line.lstrip() for line in text.splitlines()]
    headings = sum(line.startswith("#") for line in lines)
    items = sum(line.startswith(("- ", "* ")) or line.split(" ")[0].rstrip(".").isdigit() for line in lines)
    return headings, items, sum(line.startswith("|") for line in lines)
