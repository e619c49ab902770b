"""The search starts from the Normal player's judgement (progressive bias,
ai.ismcts): the prior's move wins where the playouts cannot tell moves apart,
the other seats are asked as Normal players from their own view, and the
search still overrules the prior where a move is clearly better."""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.ismcts import ISMCTSAgent
from cardtable.ai.levels import make_level
from cardtable.core.game import GameState, View, ViewAgent
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.core.registry import get_game


class Picks(ViewAgent):
    """A prior that plays the ``index``-th legal move and notes whom it was asked for."""

    def __init__(self, index: int):
        self.index = index
        self.asked_for: list[int | None] = []

    def decide(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        self.asked_for.append(view.seat)
        return legal[self.index % len(legal)]


def _hearts_card_play(seed: int = 3):
    """A Hearts hand after the pass and a few cards, a seat with a choice to make."""
    state = get_game("hearts").new_hand(4, None, seed)
    rng = random.Random(seed)
    while state.to_move is not None and (state.legal_moves()[0].kind == "pass" or len(state.legal_moves()) < 3):
        state.apply(rng.choice(state.legal_moves()))
    return state


def _even(state: GameState) -> Sequence[float]:
    return [0.5] * state.players


def test_the_prior_wins_a_tie() -> None:
    state = _hearts_card_play()
    seat = state.to_move
    legal = list(state.legal_moves())
    plain = ISMCTSAgent(get_game("hearts"), iterations=200, utility=_even)
    unbiased = plain.choose(information(state, seat), random.Random(1))
    index = (legal.index(unbiased) + 1) % len(legal)  # a move the plain search does not pick
    biased = ISMCTSAgent(get_game("hearts"), iterations=200, utility=_even, prior=Picks(index))
    assert biased.choose(information(state, seat), random.Random(1)) == legal[index]


def test_the_other_seats_are_asked_from_their_own_view() -> None:
    state = _hearts_card_play()
    seat = state.to_move
    prior = Picks(0)
    ISMCTSAgent(get_game("hearts"), iterations=60, prior=prior).choose(information(state, seat), random.Random(2))
    assert seat in prior.asked_for
    assert set(prior.asked_for) - {seat}, "only the deciding seat was modelled"
    assert None not in prior.asked_for  # never a spectator's view


def test_the_search_overrules_the_prior_where_a_move_is_clearly_better() -> None:
    state = _hearts_card_play()
    seat = state.to_move
    legal = list(state.legal_moves())
    target = legal[-1]
    ply = len(state.history)

    def rewards_target(world: GameState) -> Sequence[float]:
        good = 1.0 if world.history[ply] == target else 0.0
        return [good if s == seat else 0.5 for s in range(world.players)]

    agent = ISMCTSAgent(get_game("hearts"), iterations=300, utility=rewards_target, prior=Picks(0), prior_weight=2.0)
    assert agent.choose(information(state, seat), random.Random(3)) == target


def test_hard_and_expert_search_from_the_normal_players_judgement() -> None:
    game = get_game("hearts")
    for level in ("hard", "expert"):
        agent = make_level(level, game, iterations=10)
        assert isinstance(agent, ISMCTSAgent)
        assert type(agent.prior) is type(game.heuristic_agent())
