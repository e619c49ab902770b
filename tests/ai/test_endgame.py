"""The exact search of a trick game's last tricks (ai.endgame) and its use by
the search: worked Oh Hell endings, the principal line's value, and the
playout handing over to the solver once the hands are small."""

from __future__ import annotations

import random

from cardtable.ai.endgame import solve, within
from cardtable.ai.ismcts import ISMCTSAgent
from cardtable.core.game import GameState
from cardtable.core.infoset import information
from cardtable.core.registry import get_game
from cardtable.games.oh_hell.ai import search_utility

from ..games.oh_hell.helpers import arranged, bid_all


def _nil_ending():
    """Seat 0 bid nothing and leads from ace and two of spades; seats 1 and 2
    follow in spades with a king and a queen: only the two avoids a trick."""
    state = arranged("AS 2S", "KS 3D", "QS 4D", turnup="9C", dealer=2)
    bid_all(state, 0, 1, 0)
    return state


def test_the_solver_finds_the_only_line_that_makes_the_bid() -> None:
    state = _nil_ending()
    value, move = solve(state, search_utility)
    assert str(move) == "play 2S"
    made = state.clone()
    made.apply(move)
    lost = state.clone()
    lost.apply(next(m for m in state.legal_moves() if m != move))
    assert solve(made, search_utility)[0][0] > solve(lost, search_utility)[0][0]
    assert state.to_move == 0 and len(state.history) == 3  # the state itself is untouched


def test_the_value_is_the_end_of_the_principal_line() -> None:
    """Playing the solver's move at every turn reaches an end worth exactly
    what it promised, to every seat (max^n: each mover plays for itself)."""
    state = arranged("AH 7C 2D", "KD 3H 9S", "QC 5H 4S", turnup="9C", dealer=1)
    bid_all(state, 1, 1, 0)
    promised, _ = solve(state, search_utility)
    line = state.clone()
    while line.to_move is not None:
        mover = line.to_move
        value, move = solve(line, search_utility)
        assert value[mover] == max(solve(_after(line, m), search_utility)[0][mover] for m in line.legal_moves())
        assert move is not None
        line.apply(move)
    assert list(search_utility(line)) == list(promised)


def _after(state: GameState, move) -> GameState:
    child = state.clone()
    child.apply(move)
    return child


def test_only_a_trick_games_card_play_with_small_hands_is_solved() -> None:
    bidding = arranged("AS 2S", "KS 3D", "QS 4D", turnup="9C", dealer=2)
    assert not within(bidding, 2)  # bids are made without seeing the others' cards
    playing = _nil_ending()
    assert within(playing, 2) and not within(playing, 1) and not within(playing, 0)
    cribbage = get_game("cribbage").new_hand(2, None, 1)
    assert not within(cribbage, 13)


def test_the_search_hands_the_last_tricks_to_the_solver() -> None:
    """The playout policy is never asked to move once every hand holds at
    most ``endgame_cards`` cards: the solver plays those tricks."""
    game = get_game("hearts")
    state = game.new_hand(4, None, 5)
    rng = random.Random(5)
    while state.to_move is not None and (len(state.hands[0]) > 4 or len(state.legal_moves()) < 2):
        state.apply(rng.choice(state.legal_moves()))
    asked_small = []

    def policy(world: GameState, prng: random.Random):
        asked_small.append(within(world, 2))
        legal = world.legal_moves()
        return legal[int(prng.random() * len(legal))]

    seat = state.to_move
    ISMCTSAgent(game, iterations=40, policy=policy, endgame_cards=2).choose(information(state, seat), rng)
    assert asked_small and not any(asked_small)
    asked_small.clear()
    ISMCTSAgent(game, iterations=40, policy=policy, endgame_cards=0).choose(information(state, seat), rng)
    assert any(asked_small)  # without it the policy plays them
