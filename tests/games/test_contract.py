"""The contract test: every registered game and preset, many seeded hands with
random and heuristic players, through the invariant checks of core/checks.py.

Each hand is played inside a real Match (so pass directions, dealers and
match scores near the target all occur). Expensive checks (determinize,
clone, illegal-move probes) run at every fifth move, at an offset that moves
with the hand number so that every stage of a hand is covered; the first
hands of each run check at every move. Conservation and replay run always.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.checks import FULL, CheckLevel, run_hand
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match, hand_seed
from cardtable.core.registry import all_games

HANDS_PER_AGENT_MIX = 100  # x2 mixes = 200 hands per game and preset

CASES = []
for game in all_games().values():
    counts = range(game.min_players, game.max_players + 1)
    CASES.append((game.id, None, game.default_players))
    for preset in game.presets:
        CASES.append((game.id, preset.name, game.default_players))
    for players in counts:
        if players != game.default_players:
            CASES.append((game.id, None, players))


def _play_hands(game_id: str, preset: str | None, players: int, mix: str, hands: int) -> int:
    game = all_games()[game_id]
    values = dict(game.preset(preset).values) if preset else {}
    options = game.resolve(players, values)
    names = {"random": ["random"], "heuristic": ["heuristic"], "mixed": ["heuristic", "random"]}[mix]
    agents = [make_agent(names[seat % len(names)], game) for seat in range(players)]
    rng = random.Random(f"contract:{game_id}:{preset}:{players}:{mix}")
    match = Match(game, players, options, seed=f"{game_id}:{mix}:0")
    matches = 0
    for count in range(hands):
        if match.is_over:
            matches += 1
            match = Match(game, players, options, seed=f"{game_id}:{mix}:{matches}")
        number = match.hand_number
        context = HandContext(number, match.dealer_of(number), tuple(match.scores))
        level = FULL if count < 3 else CheckLevel(True, 5, 5, True)
        run = run_hand(game, players, options, hand_seed(match.seed, number), agents, rng, context, level)
        match.state = run.state
        match.finish_hand()
    return matches


@pytest.mark.parametrize("game_id,preset,players", CASES, ids=[f"{g}-{p or 'default'}-{n}p" for g, p, n in CASES])
@pytest.mark.parametrize("mix", ["random", "heuristic"])
def test_every_game_keeps_the_contract(game_id: str, preset: str | None, players: int, mix: str) -> None:
    """Cards are never created or lost, every hand ends, legal moves are never
    empty before the end, replays reproduce the hand, determinize keeps the
    view, and illegal moves are refused without changing anything."""
    hands = HANDS_PER_AGENT_MIX if players == all_games()[game_id].default_players else 20
    _play_hands(game_id, preset, players, mix, hands)


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_a_whole_match_ends_with_a_winner(game_id: str) -> None:
    """A match deals hand after hand until its rules say it is over."""
    game = all_games()[game_id]
    match = Match(game, game.default_players, seed="whole-match")
    agents = [game.heuristic_agent() for _ in range(game.default_players)]
    rng = random.Random(7)
    for _ in range(500):
        if match.is_over:
            break
        state = match.deal()
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        match.finish_hand()
    assert match.is_over
    assert match.winners()


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_a_saved_match_replays_to_the_same_position(game_id: str) -> None:
    """A match is its game, options, seed and move log: replaying them gives
    the same scores and the same position in the hand in progress."""
    game = all_games()[game_id]
    match = Match(game, game.default_players, seed="replay")
    rng = random.Random(3)
    agent = make_agent("random", game)
    for _ in range(2):
        state = match.deal()
        while state.to_move is not None:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
        if match.is_over:
            break
    if not match.is_over:
        state = match.deal()
        for _ in range(5):
            if state.to_move is None:
                break
            state.apply(agent.choose(information(state, state.to_move), rng))
    copy = Match.replay(game, match.record())
    assert copy.scores == match.scores
    assert copy.record() == match.record()
    if match.state is not None and copy.state is not None:
        assert [copy.state.view(s) for s in range(match.players)] == [match.state.view(s) for s in range(match.players)]
