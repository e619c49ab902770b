"""Oh Hell's rules page, in every language, says when a bid of nothing is
worth more than a bid of one (issue 12, item 11: "(5 + n against 11)" was
stated as always true, but with 3 cards it is 8 against 11)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.games.oh_hell import rules
from cardtable.games.oh_hell.rules import bid_score

PAGES = sorted(Path(rules.__file__).parent.glob("rules*.md"))


def _bullet(page: Path) -> str:
    """The bullet of ``page`` comparing a bid of 0 with a bid of 1, on one line."""
    bullets = re.split(r"\n(?=- )", page.read_text(encoding="utf-8"))
    found = [b for b in bullets if "5 + n" in b]
    assert len(found) == 1, page.name
    return " ".join(found[0].split())


def _first_hand_where_nothing_beats_one() -> int:
    return next(n for n in range(1, 52) if bid_score(0, 0, n) > bid_score(1, 1, n))


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_the_page_says_from_how_many_cards_nothing_beats_one(page: Path) -> None:
    assert len(PAGES) == 5
    threshold = _first_hand_where_nothing_beats_one()
    assert threshold == 7
    bullet = _bullet(page)
    assert f" {threshold} " in f" {bullet} "
    # the example of a short hand is the scores' own: with 3 cards, 8 against 11
    assert bid_score(0, 0, 3) == 8 and bid_score(1, 1, 3) == 11
    assert re.search(r"\b3\b.*\b8\b.*\b11\b", bullet), bullet
