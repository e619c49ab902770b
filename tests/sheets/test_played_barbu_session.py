"""A whole Barbu session of 28 hands played by the computer fills the
doubling sheet as it should: every row passes the sheet's own checks, the
sheet's totals are the match's scores, the check sum keeps the zero sum, and
the sheet names the winner when the 28th hand is scored."""

from __future__ import annotations

import random

import pytest

from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.sheets.played import sheet_of_match

NAMES = ["Anne", "Beth", "Cath", "Diana"]


def _session(options: dict, seed: str) -> Match:
    game = get_game("barbu")
    match = Match(game, 4, options, seed=seed)
    agent = game.heuristic_agent()
    rng = random.Random(seed)
    while not match.is_over:
        state = match.deal()
        while not state.is_over:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
    return match


@pytest.mark.parametrize("options, hands", [({}, 28), ({"ravage_city": True}, 32)])
def test_a_whole_session_fills_the_doubling_sheet(options, hands) -> None:
    """ "each player will play each of the seven contracts once, so that there
    are 28 hands played in all"; "a check made that the total of the four
    players and the rightmost column added up to 0"."""
    match = _session(options, f"session-{hands}")
    assert len(match.hands) == hands
    sheet, kind = sheet_of_match(match, NAMES)
    derived = kind.derive(sheet)
    assert len(derived.rows) == hands
    assert [row.problems for row in derived.rows] == [()] * hands
    assert list(derived.totals) == list(match.scores)
    for row in derived.rows:
        check = row.cells["check"]
        assert sum(row.totals) + int(check.text.replace("\u2212", "-").lstrip("+")) == 0
    # Each declarer played every contract once in her seven.
    contracts = [row.cells["contract"].text for row in derived.rows]
    per = hands // 4
    for start in range(0, hands, per):
        assert len(set(contracts[start : start + per])) == per
    assert set(derived.winners) == set(match.winners())
    # "each player is obliged to double declarer at least twice" in her seven.
    for start in range(0, hands, per):
        cells = [record.result.cells for record in match.hands[start : start + per]]
        declarer = cells[0]["declarer"]
        for seat in set(range(4)) - {declarer}:
            made = sum(1 for hand in cells for pair in hand["doubles"] if tuple(pair) == (seat, declarer))
            assert made >= 2, (start, seat)
