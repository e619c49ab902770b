"""The trick games' ``determinize`` and ``clone`` draw and deal as they did
before the shared skeleton (``engines.tricks.TrickState``): from fixed
seeds, random play, and a determinization by every seat at every move, the
imagined hands, passes and stock are the same as those recorded from the
code before the move (digests below). ``determinize`` feeds the search, so a
change here changes how the computer plays without changing the move logs
of the players that do not search."""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from cardtable.core.game import GameState, HandContext
from cardtable.core.registry import all_games

#: (game, players, options): the variants whose redeal differs (passes, a
#: blind exchange, a stock, the joker, Dominoes' passes).
CASES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "hearts": ("hearts", 4, {}),
    "spades": ("spades", 4, {}),
    "spades-exchange": ("spades", 4, {"blind_exchange": True}),
    "spades-3": ("spades", 3, {}),
    "oh_hell": ("oh_hell", 4, {}),
    "oh_hell-joker-8": ("oh_hell", 8, {"joker": True, "hook": True}),
    "barbu": ("barbu", 4, {}),
}

#: Recorded from the code before the skeleton (commit b02a0e7).
RECORDED: dict[str, str] = {
    "barbu": "f742e67d2de65f06195343c92fef9b691b7b8612d1898598eea0efd6821fd984",
    "hearts": "9f8c551e62cc4e8a3ef246ec6673ed3a908efbb087612c078b6a8315977ef242",
    "oh_hell": "4f524b954234b39a893b35ca33e754df1776813d1b797cbff8e6e180edf5c55c",
    "oh_hell-joker-8": "4e7529171a0e4d8906d71a5ab459143d14a7cbb19a6b3d353c0aa01a743fa7ec",
    "spades": "854975411c36ccc55acd2d6b22a482f87ef94fa0adc6254ed18866d34b49afc3",
    "spades-3": "6d819abd7328c2599f5c8d781b3319a65208f5237e1efcbc79fd81cd41fd4406",
    "spades-exchange": "27cd51f2ececfd01d677ca2a8a8430fa55f5a74178b9cbb7b24d4e50a5dd9b0b",
}


def _facts(state: GameState) -> str:
    """What a redeal may change: hands, cards chosen or passed, the stock."""
    fields = ("hands", "chosen", "passed", "received", "stock")
    return repr([getattr(state, name, None) for name in fields])


def imagined(game_id: str, players: int, options: dict[str, Any]) -> str:
    """The digest of every seat's determinization at every move of a few hands."""
    game = all_games()[game_id]
    out = hashlib.sha256()
    for number in range(4):
        context = HandContext(number, number % players, (0,) * players)
        state = game.new_hand(players, options, f"skeleton-{number}", context)
        play = random.Random(number)
        while not state.is_over:
            for seat in range(players):
                copy = state.clone()
                out.update(_facts(state.determinize(seat, random.Random(seat + 10 * len(state.history)))).encode())
                assert _facts(copy) == _facts(state)  # determinize leaves the state alone
            state.apply(play.choice(list(state.legal_moves())))
        out.update(repr(state.history).encode())
    return out.hexdigest()


@pytest.mark.parametrize("name", sorted(CASES))
def test_determinize_is_unchanged(name: str) -> None:
    assert imagined(*CASES[name]) == RECORDED[name]


if __name__ == "__main__":  # record: python -m tests.engines.test_trick_determinize_unchanged (from the checkout)
    for key, case in sorted(CASES.items()):
        print(f'    "{key}": "{imagined(*case)}",')
