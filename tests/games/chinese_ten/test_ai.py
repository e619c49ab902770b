"""Chinese Ten's Normal player: what it does, from the view alone."""

from __future__ import annotations

import random

from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.chinese_ten import GAME
from cardtable.games.chinese_ten.ai import ChineseTenAgent

from .helpers import do, position


def _choice(state) -> str:
    return str(ChineseTenAgent().choose(information(state, state.to_move), random.Random(0)))


def test_it_takes_the_pair_worth_the_most() -> None:
    """ "The red nine and red ace pair is worth (combined) thirty points":
    it takes that rather than two fives or two black kings."""
    state = position(["5D KS 9H", "2C 2D 2S"], "5C KC AD", "3C 3D 3S")
    assert _choice(state) == "pair 9H AD"
    assert str(ChineseTenAgent().explain(information(state, 0), Move.parse("pair 9H AD"))) == (
        "This pair is worth 30 points."
    )


def test_it_keeps_a_nine_while_a_red_ace_is_unseen() -> None:
    """Laying, it keeps the card that may still take high red cards: a 9
    while a red ace is out, rather than a 4."""
    state = position(["9C 4C", "3C 3D"], "QS 2S", "KC KD KH")
    assert _choice(state) == "lay 4C"


def test_once_the_red_aces_are_seen_the_nine_is_laid() -> None:
    """The same hand once both red aces are in a stack: the 9 can take only
    pointless black aces now, while the 4 still may take red sixes."""
    state = position(["9C 4C", "3C 3D"], "QS 2S", "KC KD KH", taken=["", "AH 9H AD 9D"])
    assert _choice(state) == "lay 9C"


def test_it_lays_a_card_nobody_else_can_take() -> None:
    """Holding two fives with the other two in a stack, a five laid can be
    taken by nobody but itself: it lays one rather than a 7 that may give a
    red 3 away."""
    state = position(["5D 5C 7C", "2C 3C 4C"], "QS", "KC KD KH", taken=["", "5H 5S"])
    assert _choice(state) == "lay 5C"
    explained = ChineseTenAgent().explain(information(state, 0), Move.parse("lay 5C"))
    assert str(explained) == "Nothing left unseen makes ten with this card: nobody can take it."


def test_it_lays_a_black_card_rather_than_a_red_one() -> None:
    """Two twos, both partners out: the black one gives away less."""
    state = position(["2H 2C", "3C 3D"], "QS JS", "KC KD KH")
    assert _choice(state) == "lay 2C"


def test_the_turned_card_takes_the_table_card_worth_the_most() -> None:
    """When the turned ace pairs with two nines it takes the red one."""
    state = position(["5C 3D", "4C 4D"], "5H 9S 9H", "AH 6C 6D")
    do(state, "pair 5C 5H")
    assert _choice(state) == "take 9H"


def test_it_is_a_view_agent_of_the_game() -> None:
    """Normal is the game's own agent."""
    assert isinstance(GAME.heuristic_agent(), ChineseTenAgent)


def test_the_playouts_take_the_most_and_lay_the_least() -> None:
    """The search's playout move: the pair worth the most, else a card worth
    the least laid."""
    policy = GAME.playout_policy()
    assert policy is not None
    state = position(["5D KS 9H", "2C 2D 2S"], "5C KC AD", "3C 3D 3S")
    assert str(policy(state, random.Random(0))) == "pair 9H AD"
    stuck = position(["2H 10D 4C", "2C 2D 2S"], "QS", "3C 3D 3S")
    assert str(policy(stuck, random.Random(0))) == "lay 4C"
