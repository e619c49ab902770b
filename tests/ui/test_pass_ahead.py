"""Hearts' pass chosen at once: the player picks and confirms three cards
while the computers seated before it are still choosing theirs; the cards are
passed when the player's turn comes, so no computer learns them sooner."""

from __future__ import annotations

from cardtable.ai.agents import make_agent
from cardtable.core.match import cut_for_deal
from cardtable.core.moves import Move
from cardtable.ui.accessibility import card_title
from cardtable.ui.controller import TableController
from cardtable.ui.received_marks import ReceivedBadge

from .table_support import dispose_table, make_table, pass_by_clicks

SEED = "ahead-2"  # the cut makes seat 0 the dealer: the human passes last


def test_the_human_chooses_the_pass_while_the_computers_think(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    assert cut_for_deal(SEED, 4) == 0
    widget, controller = make_table(qtbot, "hearts", seed=SEED)
    try:
        controller.paused = True  # the computers have not chosen yet
        controller.start()
        state = controller.state
        assert state.to_move == 1 and controller.is_humans_turn()
        assert {move.kind for move in controller.legal_for_human()} == {"pass"}
        assert "Choose 3 cards to pass" in widget.prompt_text(controller.view())
        pass_by_clicks(qtbot, widget, controller)
        chosen = [move.cards[0] for move in controller.ahead_moves]
        assert len(chosen) == 3 and state.history == []  # nothing played on the real hand yet
        view = controller.view()
        assert set(view.pile("passing:0").cards) == set(chosen) and view.pile("hand:0").count == 10
        assert not controller.is_humans_turn() and controller.view().to_move == 1
        controller.paused = False
        controller._schedule_computer()
        qtbot.waitUntil(lambda: not state.passing, timeout=20000)
        assert [str(move) for move in state.history[9:12]] == [f"pass {card}" for card in chosen]
        assert set(state.passed[0]) == set(chosen) and controller.ahead_moves == []
    finally:
        dispose_table(widget, controller)


def test_undo_takes_back_a_pass_chosen_ahead(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed=SEED)
    try:
        controller.paused = True
        controller.start()
        pass_by_clicks(qtbot, widget, controller)
        assert controller.can_undo() and controller.undo()
        assert controller.ahead_moves == [] and controller.is_humans_turn()
        assert controller.view().pile("hand:0").count == 13
    finally:
        dispose_table(widget, controller)


def test_no_computer_sees_the_human_pass_before_its_turn(qtbot, tmp_path, monkeypatch) -> None:
    """The computers choose from states in which the human's pass is not
    made, until the rules reach the human's seat: as if the human had waited."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    seen: list[tuple[int, int]] = []  # (seat choosing, human's cards chosen in its state)

    class Recording:
        def __init__(self, agent) -> None:
            self.agent = agent

        def choose(self, info, rng) -> Move:
            if info.view.get("phase") == "pass":
                seen.append((info.seat, info.view.pile("passing:0").count))
            return self.agent.choose(info, rng)

    seed = "ahead-1"  # dealer 2: seat 3 passes before the human, seats 1 and 2 after
    assert cut_for_deal(seed, 4) == 2
    widget, controller = make_table(qtbot, "hearts", seed=seed)
    controller.agent_factory = lambda name, game: Recording(make_agent("random", game))
    assert isinstance(controller, TableController)
    try:
        controller.paused = True
        controller.start()
        pass_by_clicks(qtbot, widget, controller)
        controller.paused = False
        controller._schedule_computer()
        qtbot.waitUntil(lambda: not controller.state.passing, timeout=20000)
        assert {seat for seat, _ in seen} == {1, 2, 3}
        assert all(hidden == (0 if seat == 3 else 3) for seat, hidden in seen)
    finally:
        dispose_table(widget, controller)


def test_the_cards_passed_to_you_are_marked_until_the_first_trick_is_played(qtbot, tmp_path, monkeypatch) -> None:
    """A badge (a shape, not a colour alone) on each received card, and the
    card's accessible name says it; gone once the first trick is played."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed=SEED)
    try:
        controller.start()
        pass_by_clicks(qtbot, widget, controller)
        qtbot.waitUntil(lambda: controller.is_humans_turn() and not controller.state.passing, timeout=20000)
        received = set(controller.state.received[0])
        assert len(received) == 3 and set(controller.view().get("received_cards")) == received
        marked = {item.card for item in widget.scene.hand_items() if _badges(item)}
        assert marked == received
        names = [child.name for child in widget.accessible_nodes()[0][0].children]
        assert sorted(name for name in names if name.endswith(", passed to you")) == sorted(
            f"{card_title(card)}, passed to you" for card in received
        )
        state = controller.state
        while not state.tricks:  # a card passed to you is played if it may be: its mark does not follow it
            qtbot.waitUntil(lambda: controller.is_humans_turn() or bool(state.tricks), timeout=20000)
            if not state.tricks:
                legal = controller.legal_for_human()
                controller.play(next((m for m in legal if m.cards[0] in received), legal[0]))
        qtbot.waitUntil(lambda: not any(_badges(item) for item in widget.scene.items_by_key.values()), timeout=20000)
        assert controller.view().get("received_cards") == ()
    finally:
        dispose_table(widget, controller)


def _badges(item) -> list:
    return [child for child in item.childItems() if isinstance(child, ReceivedBadge)]


def test_a_hint_for_the_pass_chosen_ahead(qtbot, tmp_path, monkeypatch) -> None:
    """The hint's search plays on from the copy ahead of the turn (the other
    seats then pass in turn) and suggests one of the player's own cards."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="ahead-1")  # seat 3 passes first
    hints = []
    controller.hint_ready.connect(lambda move, reason: hints.append(move))
    controller.hint_level = "hard#300"
    try:
        controller.paused = True
        controller.start()
        assert controller.state.to_move == 3 and controller.request_hint()
        qtbot.waitUntil(lambda: bool(hints), timeout=30000)
        assert hints[0].kind == "pass" and hints[0].cards[0] in controller.state.hands[0]
    finally:
        dispose_table(widget, controller)
