"""Cribbage supplies its own score view: a pegging board with leapfrogging
pegs, and the scorings said aloud."""

from __future__ import annotations

import random

from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.cribbage.view import make_score_view


def test_the_pegs_leapfrog_and_the_calls_are_listed(qtbot) -> None:
    game = get_game("cribbage")
    match = Match(game, 2, seed="board")
    panel = make_score_view()
    qtbot.addWidget(panel)
    rng = random.Random(3)
    state = match.deal()
    fronts = []
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
        panel.update_from(match, state.view(0), ["Ann", "Bob"])
        fronts.append([front for _name, front, _back in panel.board.sides])
    match.finish_hand()
    panel.update_from(match, state.view(0), ["Ann", "Bob"])
    assert [front for _n, front, _b in panel.board.sides] == match.scores
    for _name, front, back in panel.board.sides:
        assert back <= front  # the back peg is where the front one was
    assert any(b > 0 for _n, _f, b in panel.board.sides)
    assert "Ann" in panel.board.accessibleDescription()
    said = panel.calls.text()
    assert "fifteen" in said or "pair" in said or "go" in said or "last card" in said
