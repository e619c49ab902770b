"""The anchored search (ai.anchored): Spades' Hard and Expert play the Normal
player's card unless common imagined deals show another clearly better; the
deals are common to every card, the verdict follows the paired evidence, and
the workers give the same move as a search in this process."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.ai.anchored import GAIN_Z, AnchoredChild, AnchoredSearchAgent
from cardtable.ai.ismcts import Node
from cardtable.ai.workers import SearchPool, build_agent, plan, root_of, run_shard, summed, use_pool
from cardtable.core.infoset import InfoSet, information
from cardtable.core.moves import Move
from cardtable.core.registry import get_game


def _spades_play(seed: int = 3) -> InfoSet:
    """A Spades card play with a real choice, the bids made by Normal."""
    game = get_game("spades")
    state = game.new_hand(4, None, seed)
    normal = game.heuristic_agent()
    rng = random.Random(seed)
    while True:
        info = information(state)
        if info.view.get("phase") == "play" and len(info.legal) > 2:
            return info
        state.apply(normal.choose(info, rng))


def _root(gains: dict[Move, list[float]]) -> Node:
    """A root whose children gained ``gains`` over the anchor, deal by deal."""
    root = Node()
    for move, values in gains.items():
        child = AnchoredChild(root, move, 0)
        for gain in values:
            child.visits += 1
            child.gain += gain
            child.gain_squares += gain * gain
        root.children[move] = child
    return root


def test_spades_hard_and_expert_are_anchored_and_the_other_games_search_a_tree() -> None:
    for level in ("hard", "expert", "hard#50"):
        assert isinstance(make_agent(level, get_game("spades")), AnchoredSearchAgent)
    for game_id in ("hearts", "oh_hell", "barbu", "crazy_eights", "cribbage"):
        assert not isinstance(make_agent("hard", get_game(game_id)), AnchoredSearchAgent)


def test_every_card_is_judged_on_the_same_deals_against_the_anchor() -> None:
    info = _spades_play()
    agent = make_agent("hard#200", info.game)
    assert isinstance(agent, AnchoredSearchAgent)
    root = agent.search(info, random.Random(1))
    anchor = agent.anchor(info)
    children = root.children
    assert set(children) == set(info.legal)
    deals = [child.visits for child in children.values()]
    assert sum(deals) == agent.last_iterations == 200  # the budget, to the playout
    anchored = children[anchor]
    assert max(deals) - min(deals) <= 1 and anchored.visits == max(deals)  # the last deal cut short
    assert isinstance(anchored, AnchoredChild)
    assert anchored.gain == anchored.gain_squares == 0.0  # its difference from itself, deal by deal
    assert anchor == game_normal_card(info)


def game_normal_card(info: InfoSet) -> Move:
    return info.game.heuristic_agent().choose(info, random.Random(99))


def test_the_anchor_stands_unless_a_move_beats_it_clearly() -> None:
    anchor, close, clear = (Move("play", (), label) for label in ("a", "b", "c"))
    noisy = {anchor: [0.0] * 8, close: [0.3, -0.2, 0.1, 0.2, -0.3, 0.25, -0.1, 0.05]}
    assert AnchoredSearchAgent.verdict(_root(noisy), anchor) is anchor
    steady = {**noisy, clear: [0.1, 0.12, 0.09, 0.11, 0.1, 0.08, 0.1, 0.13]}
    assert AnchoredSearchAgent.verdict(_root(steady), anchor) is clear
    worse = {anchor: [0.0] * 4, close: [-0.1] * 4}
    assert AnchoredSearchAgent.verdict(_root(worse), anchor) is anchor
    assert AnchoredSearchAgent.verdict(_root({}), anchor) is anchor  # cancelled before a deal


def test_the_z_score_is_the_mean_gain_in_standard_errors() -> None:
    child = _root({Move("play", (), "x"): [0.2, 0.4, 0.0, 0.2]}).children[Move("play", (), "x")]
    assert isinstance(child, AnchoredChild)
    # mean 0.2, population variance 0.02, standard error sqrt(0.02 / 4)
    assert child.z_score() == pytest.approx(0.2 / (0.02 / 4) ** 0.5)
    assert GAIN_Z < child.z_score()


def test_the_same_seed_gives_the_same_card_and_the_workers_add_up_to_the_same_evidence() -> None:
    info = _spades_play(7)
    level = "hard#600"  # two shards
    first = make_agent(level, info.game)
    second = make_agent(level, info.game)
    assert first.choose(info, random.Random(4)) == second.choose(info, random.Random(4))
    pool = SearchPool(2)
    try:
        pooled = use_pool(make_agent(level, info.game), level, lambda: pool)
        move = pooled.choose(info, random.Random(11))
        assert pooled.last_iterations >= 600
        seed = random.Random(11).getrandbits(64)
        shards = plan(seed, 600, None, 1)
        assert len(shards) == 2
        here = summed([run_shard(build_agent(level, "spades"), info, shard) for shard in shards])
        assert {m: c.totals() for m, c in pooled.last_root.children.items()} == here[0]
        assert AnchoredSearchAgent.verdict(root_of(here[0]), first.anchor(info)) == move
    finally:
        pool.shutdown()


def test_an_anchored_card_is_explained() -> None:
    info = _spades_play(5)
    agent = make_agent("hard#150", info.game)
    move = agent.choose(info, random.Random(2))
    reason = agent.explain(info, move)
    assert move in info.legal and reason is not None and str(reason)
