"""Levels for every game (Easy, Normal, Hard, Expert), honest by construction
and by test: "for two states that look the same from a seat (same view,
different hidden cards) and the same random seed, every level of that seat
chooses the same move"."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.ai.ismcts import ISMCTSAgent
from cardtable.ai.levels import (
    LEVELS,
    SEARCH_SECONDS,
    SLIP_RATE,
    SearchAgent,
    SlipAgent,
    make_level,
)
from cardtable.core.game import Agent, HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.registry import all_games, get_game

from .twins import choosing_games, make_twins

POSITIONS = {"hearts": (4, 17), "crazy_eights": (4, 6), "cribbage": (2, 7)}


def _position(game_id: str, seed: int):
    players, moves = POSITIONS[game_id]
    state = get_game(game_id).new_hand(players, None, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def _agent(level: str, game):
    # Searches are fixed to a number of iterations so that a seed decides everything.
    return make_level(level, game, iterations=120) if level in ("hard", "expert") else make_level(level, game)


#: Oh Hell's first hand deals one card, so the search (which leaves the bid
#: to the heuristic) has no choice in it: its fourth hand deals four.
CONTEXTS = {"oh_hell": HandContext(3, 3, (0,) * 4)}


def _decision(game_id: str, seed: int, moves: int = 0, searched: bool = False):
    """A dealt hand of ``game_id`` after ``moves`` random moves, then on to
    the first decision with a choice (``searched``: one the search makes,
    not one it leaves to the heuristic player)."""
    game = get_game(game_id)
    heuristic = game.heuristic_agent()
    state = game.new_hand(game.default_players, None, seed, CONTEXTS.get(game_id))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_moves()))
    while state.to_move is not None and (
        len(state.legal_moves()) < 2 or (searched and heuristic.decides_exactly(information(state, state.to_move)))
    ):
        state.apply(rng.choice(state.legal_moves()))
    assert state.to_move is not None, f"{game_id} (seed {seed}) ended before a choice"
    return state


def test_every_game_offers_the_four_levels_each_of_its_kind() -> None:
    """Easy is the game's own heuristic player with slips at SLIP_RATE (or
    the game's own Easy player, when it names one), Normal that player, Hard
    and Expert the search with their seconds and the heuristic's words (or
    the game's own reasoning player, when it names one: Go Fish; and
    Expert the game's own Expert, when it names one: Blackjack's);
    ``random`` plays at random."""
    assert LEVELS == ("easy", "normal", "hard", "expert")
    for game in all_games().values():
        heuristic = type(game.heuristic_agent())
        assert heuristic is not RandomAgent
        easy = make_agent("easy", game)
        if game.easy:
            assert type(easy) is type(game.easy_agent()) and not isinstance(easy, SlipAgent)
        else:
            assert isinstance(easy, SlipAgent) and type(easy.inner) is heuristic and easy.slip == SLIP_RATE
        assert type(make_agent("normal", game)) is heuristic
        for level in SEARCH_SECONDS:
            search = make_agent(level, game)
            if level == "expert" and game.expert:
                assert type(search) is type(game.expert_agent()) and not isinstance(search, SearchAgent)
                continue
            if game.hard:
                assert type(search) is type(game.hard_agent()) and not isinstance(search, SearchAgent)
                continue
            assert isinstance(search, SearchAgent) and type(search.heuristic) is heuristic
            assert (search.seconds, search.iterations) == (SEARCH_SECONDS[level], None)
        assert type(make_agent("random", game)) is RandomAgent


@pytest.mark.parametrize("game_id", choosing_games())
@pytest.mark.parametrize("level", ("random", *LEVELS))
def test_every_level_plays_a_legal_move_in_every_game(game_id: str, level: str) -> None:
    game = get_game(game_id)
    name = f"{level}#40" if level in SEARCH_SECONDS else level
    for seed in range(2):
        state = _decision(game_id, seed, moves=seed * 3)
        move = make_agent(name, game).choose(information(state, state.to_move), random.Random(seed))
        assert move in state.legal_moves()


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_move(game_id: str, level: str) -> None:
    game = get_game(game_id)
    for seed in range(3):
        state = _position(game_id, seed)
        if state.to_move is None:
            continue
        move = _agent(level, game).choose(information(state, state.to_move), random.Random(seed))
        assert move in state.legal_moves()


@pytest.mark.parametrize("game_id", [game_id for game_id in choosing_games() if not get_game(game_id).hard])
@pytest.mark.parametrize("level", SEARCH_SECONDS)
def test_a_search_of_fixed_iterations_is_decided_by_its_seed(game_id: str, level: str) -> None:
    """Hard and Expert with a number of iterations: the same position and seed
    give the same move and the same search (nothing but the seed decides)."""
    game = get_game(game_id)
    for seed in range(2):
        moves = []
        visits = []
        for _ in range(2):
            agent = make_level(level, game, iterations=60)
            state = _decision(game_id, seed, moves=seed * 3, searched=True)
            moves.append(agent.choose(information(state, state.to_move), random.Random(seed)))
            root = agent.last_root
            assert root is not None and agent.last_iterations == 60
            visits.append(sorted((str(m), n.visits) for m, n in root.children.items()))
        assert moves[0] is moves[1]
        assert visits[0] == visits[1]


@pytest.mark.parametrize("game_id", choosing_games())
@pytest.mark.parametrize("level", LEVELS)
def test_same_view_same_seed_same_move(game_id: str, level: str) -> None:
    """Honesty: a state and an independent twin (another seed, the hidden
    cards the seat never saw exchanged, the same history: tests/ai/twins.py,
    not ``determinize``, which would keep whatever it failed to redeal)."""
    game = get_game(game_id)
    checked = 0
    for seed in range(6):
        try:
            state = _decision(game_id, seed, moves=seed * 3)
        except AssertionError:  # the hand ended first (Oh Hell's first hand has one card): earlier
            state = _decision(game_id, seed, moves=seed % 3)
        seat = state.to_move
        twins = make_twins(game, game.default_players, None, seed, state.history, seat, CONTEXTS.get(game_id))
        if twins is None:
            continue
        twin = twins.twin
        assert twin.seed != state.seed and twin.view(seat) == state.view(seat)
        ours = _agent(level, game).choose(information(state, seat), random.Random(seed))
        theirs = _agent(level, game).choose(information(twin, seat), random.Random(seed))
        assert ours is theirs, f"{level} looked at hidden cards in {game_id} (seed {seed})"
        checked += 1
    assert checked >= 3


class _Counting(Agent):
    """The heuristic player, counting how often it is asked."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.asked = 0

    def choose(self, info, rng):
        self.asked += 1
        return self.inner.choose(info, rng)


def test_easy_slips_at_about_its_rate_and_stays_legal() -> None:
    """Over many decisions with a choice, Easy plays without thinking (a
    random legal move) about SLIP_RATE of the time, and is the heuristic
    player the rest of the time."""
    game = get_game("hearts")
    normal = _Counting(game.heuristic_agent())
    easy = SlipAgent(normal)
    rng = random.Random(7)
    decisions = slips = 0
    for seed in range(60):
        state = game.new_hand(4, None, seed)
        while state.to_move is not None:
            seat = state.to_move
            legal = state.legal_moves()
            asked = normal.asked
            move = easy.choose(information(state, seat), rng)
            assert move in legal
            if len(legal) > 1:
                decisions += 1
                if normal.asked > asked:
                    assert move is game.heuristic_agent().choose(information(state, seat), random.Random(0))
                else:
                    slips += 1
            state.apply(move)
    assert decisions > 2000
    assert abs(slips / decisions - SLIP_RATE) < 0.03, (slips, decisions)


def test_a_cancelled_search_answers_at_once_with_a_legal_move() -> None:
    game = get_game("hearts")
    state = _position("hearts", 3)
    agent = make_level("expert", game)
    agent.should_stop = lambda: True
    move = agent.choose(information(state, state.to_move), random.Random(1))
    assert move in state.legal_moves()
    assert agent.last_iterations == 0


def test_the_cribbage_discard_hint_lists_the_best_keeps() -> None:
    """ "The cribbage discard hint lists the best keeps with their expected
    values, computed exactly over the 46 possible starters"."""
    game = get_game("cribbage")
    state = game.new_hand(2, None, 4)
    seat = state.to_move
    hard = make_level("hard", game)
    move = hard.choose(information(state, seat), random.Random(1))
    assert move is game.heuristic_agent().choose(information(state, seat), random.Random(1))  # the exact answer
    said = str(hard.explain(information(state, seat), move))
    assert said.startswith("Keeps ") and "points expected" in said and "next best" in said


def test_the_search_explains_its_choice_in_numbers() -> None:
    """The search's own words: how many moves it weighed, over how many
    imagined deals, and the share of the search the chosen move had."""
    game = get_game("crazy_eights")
    state = _position("crazy_eights", 3)
    seat = state.to_move
    legal = state.legal_moves()
    assert len(legal) == 12
    agent = ISMCTSAgent(game, iterations=200)
    move = agent.choose(information(state, seat), random.Random(3))
    root = agent.last_root
    assert root is not None and len(root.children) == 12
    share = root.children[move].visits / 200
    assert max(node.visits for node in root.children.values()) == root.children[move].visits
    reason = agent.explain(information(state, seat), move)
    assert reason is not None and reason.code == "search"
    assert str(reason) == f"Best of 12 moves over 200 imagined deals ({share:.0%} of the search)."


def test_hard_gives_the_heuristic_words_for_its_move() -> None:
    """Hard explains with the heuristic's words ("Play the three of spades.")
    even where the search chose another move than the heuristic would."""
    game = get_game("crazy_eights")
    state = _position("crazy_eights", 11)
    seat = state.to_move
    hard = make_level("hard", game, iterations=200)
    move = hard.choose(information(state, seat), random.Random(1))
    assert (
        str(move) == "play 3S"
        and str(game.heuristic_agent().choose(information(state, seat), random.Random(11))) == "play JS"
    )
    reason = hard.explain(information(state, seat), move)
    assert reason is not None and reason.code == "hint_play"
    assert str(reason) == "Play the three of spades."


def test_a_game_may_name_its_own_easy_player() -> None:
    """``Game.easy`` names the game's own Easy player (Go Fish's forgets what
    was said); a game naming none gets the heuristic with slips."""
    go_fish = get_game("go_fish")
    assert go_fish.easy == ".ai:ForgetfulAgent"
    assert type(make_level("easy", go_fish)).__name__ == "ForgetfulAgent"
    hearts = get_game("hearts")
    assert hearts.easy == "" and hearts.easy_agent() is None
    assert isinstance(make_level("easy", hearts), SlipAgent)


class _OwnExpert(Agent):
    """A stand-in Expert: any agent class a game may name."""

    name = "own_expert"

    def choose(self, info, rng):  # type: ignore[no-untyped-def]
        return info.legal[0]


def test_a_game_may_name_its_own_expert_player() -> None:
    """``Game.expert`` names the game's own Expert when it differs from Hard
    (Blackjack: basic strategy refined by the cards seen); Hard is unchanged,
    and a game naming none keeps Hard's player or the search for Expert."""
    go_fish = get_game("go_fish")
    own = {"expert": "tests.ai.test_levels:_OwnExpert", "__module__": type(go_fish).__module__}
    fake = type("OwnExpertGoFish", (type(go_fish),), own)()
    assert isinstance(make_level("expert", fake), _OwnExpert)
    assert type(make_level("hard", fake)) is type(go_fish.hard_agent())
    assert go_fish.expert == "" and go_fish.expert_agent() is None
    assert type(make_level("expert", go_fish)) is type(go_fish.hard_agent())
