"""Scoring a match of Fan Tan, the presets and the options: the texts only
name the winner of a hand ("The winner is the first player who has played
all of his or her cards"); the decisions are in rules.py's docstring."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.options import OptionError
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.options import player_range

from .helpers import do, position


def test_each_loser_pays_the_winner_a_point_per_card_by_default() -> None:
    """Decision: Hoyle's settlement, each loser paying the winner one point
    for every card still held; the hand's points sum to zero."""
    state = position(["7H", "2C 3C", "KD QD JD"])
    do(state, "play 7H")
    result = GAME.hand_result(state)
    assert result.points == (5, -2, -3)
    assert result.cells == {"winner": 0, "cards_left": (0, 2, 3), "points": (5, -2, -3)}


def test_a_point_per_hand_won_may_be_chosen() -> None:
    """Option: the winner of the hand scores one point, the others none."""
    state = position(["2C 3C", "7H", "KD QD JD"], options={"scoring": "hands"})
    do(state, "pass", "play 7H")
    assert GAME.hand_result(state).points == (0, 1, 0)


@pytest.mark.parametrize("players", [3, 4, 8])
def test_by_default_each_player_deals_twice(players: int) -> None:
    """Decision: a match is a fixed number of hands, every player dealing
    twice; the highest total wins."""
    rules = GAME.match_rules(players, GAME.resolve(players, {}))
    assert rules.hands == 2 * players and rules.target is None and not rules.lowest_wins
    assert GAME.match_rules(4, GAME.resolve(4, {"hands": 3})).hands == 3


def test_a_match_may_go_to_a_target() -> None:
    """Option: first to the target; standard, five points a player with the
    settlement, or five hands won with a point a hand."""
    assert GAME.match_rules(4, GAME.resolve(4, {"match_end": "target"})).target == 20
    assert GAME.match_rules(6, GAME.resolve(6, {"match_end": "target"})).target == 30
    hands = GAME.resolve(4, {"match_end": "target", "scoring": "hands"})
    assert GAME.match_rules(4, hands).target == 5
    assert GAME.match_rules(4, GAME.resolve(4, {"match_end": "target", "target": 12})).target == 12


def test_a_match_deals_round_the_table_and_ends() -> None:
    """A whole match: the deal passes to the left, the scores add up to zero
    with the settlement, and the match ends after two deals each."""
    match = Match(GAME, 3, {}, seed="match")
    agent = GAME.heuristic_agent()
    rng = random.Random(1)
    dealers = []
    while not match.is_over:
        state = match.deal()
        dealers.append(state.context.dealer)
        while state.to_move is not None:
            state.apply(agent.choose(information(state), rng))
        match.finish_hand()
    assert len(match.hands) == 6 and sum(match.scores) == 0
    assert dealers == [(match.first_dealer + n) % 3 for n in range(6)]
    assert match.winners()


@pytest.mark.parametrize(
    "preset,low,high",
    [
        (None, 2, 10),
        ("double_deck", 4, 10),
        ("trump", 3, 6),
        ("double_deck_trump", 4, 10),
        ("hearts_tan", 3, 6),
        ("crazy_tan", 2, 6),
    ],
)
def test_each_preset_holds_to_its_players(preset: str | None, low: int, high: int) -> None:
    """Each variation with its players: Fan Tan 3 to 6 (two play Crazy Tan
    and seven or more Double Deck by default, as the text recommends), Double
    Deck 4 to 10, Crazy Tan 2 to 6."""
    values = dict(GAME.preset(preset).values) if preset else {}
    for players in range(GAME.min_players, GAME.max_players + 1):
        if low <= players <= high:
            state = GAME.new_hand(players, values, seed=players, context=HandContext(0, 0, (0,) * players))
            assert state.to_move is not None
            assert player_range(players, GAME.resolve(players, values))[0] <= players
        else:
            with pytest.raises(OptionError):
                GAME.resolve(players, values)


def test_the_presets_are_the_texts_variations() -> None:
    """The variations, "listed below in alphabetic order", each a preset."""
    assert [preset.name for preset in GAME.presets] == [
        "double_deck",
        "trump",
        "double_deck_trump",
        "hearts_tan",
        "crazy_tan",
    ]
    crazy = GAME.resolve(3, dict(GAME.preset("crazy_tan").values))
    assert crazy["deal"] == "seven" and crazy["incremental"]
