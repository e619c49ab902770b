"""The cut for the deal on the table: the first dealer comes from the match's
seed (not always the human), and the table's status says who it is through
the first hand of the match."""

from __future__ import annotations

import random

from cardtable.core.match import cut_for_deal

from .table_support import dispose_table, make_table


def test_the_table_says_who_deals_first(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    seed = "cut-1"  # its cut gives the first deal to the computer (seat 1)
    assert cut_for_deal(seed, 2) == 1
    widget, controller = make_table(qtbot, "cribbage", seed=seed, players=2)
    try:
        controller.paused = True  # no computer moves: the test plays the hand itself
        controller.start()
        view = controller.view()
        assert view is not None and view.dealer == 1 == controller.match.first_dealer
        assert str(view.status[0]) == "Seat 1 deals first."
        assert "C1 deals first." in widget.scene.info_item.text()
        state = controller.state
        rng = random.Random(1)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
        controller.match.finish_hand()
        controller.match.deal()
        assert all(line.code != "first_dealer" for line in controller.view().status)
    finally:
        dispose_table(widget, controller)
