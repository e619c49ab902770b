"""Print the first moves of a hand at the window's table (the human's seat
always playing its first legal move), for a game and a match seed: ``python -m tests.ui.computer_moves_probe
GAME SEED LEVEL``. tests/ui/test_reproducible_moves.py runs it in two
processes (other ``hash()`` salts) and compares what they print."""

from __future__ import annotations

import os
import sys
import time

MOVES = 30


def main(game_id: str, seed: str, level: str) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cardtable.core.registry import get_game
    from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup, TableController, TableSetup

    app = QApplication.instance() or QApplication([])
    game = get_game(game_id)
    players = game.default_players
    seats = [SeatSetup("You", HUMAN_KIND)] + [SeatSetup(f"C{n}", COMPUTER_KIND, level) for n in range(1, players)]
    controller = TableController(game, TableSetup(game_id, players, {}, seats, seed), think_pause=0.0)
    controller.start()
    deadline = time.monotonic() + 60
    state = controller.state
    while state is not None and not state.is_over and len(state.history) < MOVES and time.monotonic() < deadline:
        if controller.is_humans_turn():
            deciding = controller.deciding_state() or state
            controller.play(deciding.legal_moves()[0])
        app.processEvents()
        time.sleep(0.002)
        state = controller.state
    assert state is not None and (state.is_over or len(state.history) >= MOVES), "the computers stopped answering"
    print(" ".join(str(move) for move in state.history[:MOVES]))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
