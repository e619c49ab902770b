"""The Normal Fan Tan player follows the text's "Basic Strategy", decides
from its view only, and the search's playouts and values are sound."""

from __future__ import annotations

import random

from cardtable.ai.agents import make_agent
from cardtable.core.cards import parse_cards
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.ai import FanTanAgent, pass_score, playout_move, search_utility

from .helpers import do, position


def _choice(state) -> str:
    info = information(state)
    return str(FanTanAgent().choose(info, random.Random(0)))


def test_it_plays_what_opens_nothing_for_the_others() -> None:
    """ "Whenever possible, play to minimize the number of openings that your
    play will give to other players": the six of hearts, whose five it holds,
    rather than the eight of clubs, which lets the nine in."""
    state = position(["6H 5H 8C 2S", "KD", "QD"], rows="7H 7C")
    assert _choice(state) == "play 6H"


def test_runs_are_its_friends() -> None:
    """ "Runs (straights) are your friends: i.e., if you have the four through
    ten of a suit, you can keep everyone else from playing for a long time":
    holding the run it plays along it, opening nothing."""
    state = position(["4C 5C 6C 8C 9C 10C 9H", "KD", "QD"], rows="7C 7H 8H")
    choice = _choice(state)
    assert choice in ("play 6C", "play 8C")


def test_it_plays_an_ace_or_a_king_when_it_can() -> None:
    """ "When you can, play an ace or a king since no one else can play on
    them and this will also get rid of a card in your hand." """
    state = position(["KS 5D 2C", "QD", "JD"], rows="7S 8S 9S 10S JS QS 7D 6D")
    assert _choice(state) == "play KS"


def test_it_holds_back_the_pivots() -> None:
    """ "Avoid playing the 'controlling' or 'pivitol' cards in a game like the
    sixes, sevens, and eights for as long as you can since by not playing the
    eight, you prevent everyone holding higher cards from playing them." """
    state = position(["8H 3C 5D", "KD", "QD"], rows="7H 7C 6C 5C 4C")
    assert _choice(state) == "play 3C"
    state = position(["7S 3C 9D", "KD", "QD"], rows="7C 6C 5C 4C")
    assert _choice(state) == "play 3C"


def test_it_plays_a_seven_early_when_it_holds_the_far_cards() -> None:
    """ "If you have extremely high or low cards (like kings and queens or
    aces and twos) and the seven of that suit, it probably behooves you to
    play that seven early so that there is time in the game to build towards
    extremes." """
    state = position(["7C KC QC 7D 3D", "JH", "10H"])
    assert _choice(state) == "play 7C"


def test_it_passes_its_worst_cards() -> None:
    """Hearts Tan: "It is obvious that you want to pass your worst cards":
    those far from their seven with none of the cards between; never a seven."""
    hand = parse_cards("7C 6C 5C 4C 3C KH AD 7S 8S 2S 10D QD JD")
    ranked = sorted(hand, key=lambda card: pass_score(card, hand), reverse=True)
    assert {str(card) for card in ranked[:3]} == {"KH", "AD", "2S"}
    assert all(str(card)[0] != "7" for card in ranked[:10])


def test_it_passes_three_cards_in_hearts_tan() -> None:
    """The Normal player chooses its three cards, and the search defers to it
    there."""
    state = GAME.new_hand(4, GAME.preset("hearts_tan").values, seed=3)
    info = information(state)
    agent = FanTanAgent()
    move = agent.choose(info, random.Random(1))
    assert move in state.legal_moves() and move.kind == "pass" and move.cards
    assert agent.decides_exactly(info)


def test_it_plays_the_most_cards_at_once_in_crazy_tan() -> None:
    """Crazy Tan with runs: the run goes down whole."""
    options = {"deal": "seven", "runs": True}
    state = position(["3C 4C 5C KD", "QD", "JD"], rows="7C 6C", options=options)
    assert _choice(state) == "play 3C 4C 5C"


def test_its_hints_say_why() -> None:
    """Each choice comes with its reason, for the hint."""
    agent = FanTanAgent()
    state = position(["KS 5D 2C", "QD", "JD"], rows="7S 8S 9S 10S JS QS 7D 6D")
    info = information(state)
    assert "nobody can build on it" in str(agent.explain(info, Move.parse("play KS")))
    state = position(["2C 3C", "QD", "JD"], rows="7H")
    assert "pass" in str(agent.explain(information(state), Move.parse("pass")))


def test_the_playouts_play_legal_moves_to_the_end() -> None:
    """The search's playout policy, on every variation."""
    rng = random.Random(2)
    for preset in [None, *(preset.name for preset in GAME.presets)]:
        values = dict(GAME.preset(preset).values) if preset else {}
        state = GAME.new_hand(4, values, seed=preset or "default")
        while state.to_move is not None:
            move = playout_move(state, rng)
            assert move in state.legal_moves()
            state.apply(move)
        values_of = search_utility(state)
        assert max(values_of) == 1.0 and values_of[state.winner] == 1.0
        assert all(0.0 <= value <= 1.0 for value in values_of)


def test_the_search_values_fewer_cards_held_with_the_settlement() -> None:
    """With each loser paying for its cards, a loser holding fewer is better off."""
    state = position(["7H", "2C", "KD QD JD"])
    do(state, "play 7H")
    values = search_utility(state)
    assert values[0] == 1.0 and values[1] > values[2]
    state = position(["7H", "2C", "KD QD JD"], options={"scoring": "hands"})
    do(state, "play 7H")
    assert search_utility(state) == [1.0, 0.0, 0.0]


def test_the_search_levels_choose_legal_moves() -> None:
    """Hard and Expert (the generic search, here with few iterations) decide
    from the seat's information only."""
    state = GAME.new_hand(4, {}, seed=8)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_moves()))
    for level in ("hard#40", "expert#40"):
        agent = make_agent(level, GAME)
        assert agent.choose(information(state), random.Random(1)) in state.legal_moves()
