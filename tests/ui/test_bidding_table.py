"""The bid control on the table (Spades, Oh Hell): a spinner and a Bid
button; a number the rules refuse (the hook rule) disables the button and the
line under the table says why; digits and Enter bid by keyboard; the plates
show each seat's bid and tricks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QSpinBox

from .table_support import make_table, release_buttons, wait_for_human


def _bid_widgets(widget):
    spinner = next(w for w in widget.buttons if isinstance(w, QSpinBox))
    button = widget.buttons[widget.buttons.index(spinner) + 1]
    assert isinstance(button, QPushButton)
    return spinner, button


def test_the_hook_rule_refuses_the_dealers_total_with_its_reason(qtbot, tmp_path, monkeypatch) -> None:
    """ "a hook option may forbid" the dealer's bid that makes the bids total n."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    # "hook5": a seed whose cut for the deal makes the human the first dealer.
    widget, controller = make_table(qtbot, "oh_hell", seed="hook5", options={"hook": True})
    try:
        controller.start()
        wait_for_human(qtbot, controller, timeout=20000)
        view = controller.view()
        assert view.dealer == 0, "the human deals the first hand and bids last"
        cards = view.get("cards_per_hand")
        others = sum(bid for bid in view.get("bids") if bid is not None)
        forbidden = cards - others
        spinner, button = _bid_widgets(widget)
        if 0 <= forbidden <= cards:
            spinner.setValue(forbidden)
            assert not button.isEnabled()
            assert "add up" in widget.message.text().lower()
        allowed = next(n for n in range(cards + 1) if n != forbidden)
        spinner.setValue(allowed)
        assert button.isEnabled() and button.text() == f"Bid {allowed}"
        before = len(controller.state.history)
        button.click()
        assert str(controller.state.history[before]) == f"bid {allowed}"
    finally:
        release_buttons(widget)
        controller.shutdown()


def test_bidding_by_keyboard_and_the_plates_show_bids(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "spades", seed="keys")
    try:
        controller.start()
        wait_for_human(qtbot, controller, timeout=20000)
        legal = controller.legal_for_human()
        if any(move.kind == "look" for move in legal):  # blind nil is offered first: look
            next(b for b in widget.buttons if isinstance(b, QPushButton) and "Look" in b.text()).click()
            wait_for_human(qtbot, controller, timeout=20000)
        spinner, button = _bid_widgets(widget)
        qtbot.keyClick(widget, Qt.Key.Key_3)
        assert spinner.value() == 3
        before = len(controller.state.history)
        qtbot.keyClick(widget, Qt.Key.Key_Return)
        assert str(controller.state.history[before]) == "bid 3"
        plate = widget.scene.plates[0]
        qtbot.waitUntil(lambda: "3" in plate.text, timeout=5000)
    finally:
        release_buttons(widget)
        controller.shutdown()
