"""Chinese Ten's Hard (and Expert): each move followed round the table, from
the view alone (cardtable/games/chinese_ten/reasoning.py)."""

from __future__ import annotations

import random
from math import comb

from cardtable.ai.levels import make_level
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.chinese_ten import GAME, reasoning
from cardtable.games.chinese_ten.ai import ChineseTenAgent
from cardtable.games.chinese_ten.reasoning import ChineseTenHard, Round, none_held, relative_points

from .helpers import position


def _hard(state) -> str:
    return str(ChineseTenHard().choose(information(state, state.to_move), random.Random(0)))


def _normal(state) -> str:
    return str(ChineseTenAgent().choose(information(state, state.to_move), random.Random(0)))


def test_hard_and_expert_are_the_reasoning_player() -> None:
    """The game names its own Hard (Game.hard): both search levels are it."""
    assert isinstance(make_level("hard", GAME), ChineseTenHard)
    assert isinstance(make_level("expert", GAME, scale=0.1), ChineseTenHard)


def test_the_chance_that_a_hand_holds_none_of_some_cards() -> None:
    """Three cards out of ten hold neither of two given ones with C(8,3)/C(10,3)."""
    assert none_held(10, 3, 2) == comb(8, 3) / comb(10, 3)
    assert none_held(10, 0, 2) == 1.0
    assert none_held(10, 3, 0) == 1.0
    assert none_held(4, 3, 2) == 0.0


def test_it_takes_first_the_pair_that_would_not_wait() -> None:
    """ "Players are to make pairs of cards that add up to ten": the red ace
    on the table can be taken by nobody else (every other nine is in a
    stack), the king can (two kings are unseen). Normal takes the ace now,
    worth more; Hard takes the king and keeps the ace for its next turn."""
    state = position(["9D KD 2C", "3C 3D 3S"], "AH KH", "4C 4D 4S", taken=["9C AS", "9S AC 9H AD"])
    assert _normal(state) == "pair 9D AH"
    assert _hard(state) == "pair KD KH"
    hard = ChineseTenHard()
    info = information(state, 0)
    assert str(hard.explain(info, Move.parse("pair KD KH"))) == (
        "Followed round the table, this move leaves you the most points against the others."
    )


def test_it_lays_a_card_only_it_can_take_back() -> None:
    """ "If a player cannot make a matching pair on his move: the player is
    to play one of his cards onto the table." With no pair, Hard lays the red
    three whose only partner left, a seven, is in its own hand (the other
    sevens are in stacks): nobody else can take it, and it pairs it next
    turn. Normal lays the five nobody can take, which brings nothing."""
    state = position(["3D 7H 5C", "2C 2D 2S"], "KS JS", "4C 4D 4S", taken=["7C 7S 5H 5S", "7D 5D"])
    assert _normal(state) == "lay 5C"
    assert _hard(state) == "lay 3D"


def test_it_reads_only_the_view() -> None:
    """Two deals alike to seat 0 (its hand, the table, the stacks) but with
    the other hand and the stock dealt differently: Hard values every move
    the same in both, and decides the same."""
    first = position(["9D KD 6C", "3C 4D 8S"], "AH KH 2D", "4C 8H QS JD", taken=["", "5C 5H"])
    second = position(["9D KD 6C", "QS JD 4C"], "AH KH 2D", "8S 3C 4D 8H", taken=["", "5C 5H"])
    hard = ChineseTenHard()
    one = information(first, 0)
    two = information(second, 0)
    assert one.view == two.view
    legal = list(one.legal)
    assert hard.values(one.view, legal) == hard.values(two.view, legal)
    assert _hard(first) == _hard(second)


def test_the_round_counts_the_unseen_cards_and_the_hands() -> None:
    """What Hard knows: its hand, the table, the others' hand sizes in turn
    order, the stock, and as unseen every card not in view (52 less its
    hand, the table and the stacks)."""
    state = position(["9D KD", "3C 3D 3S", "4C"], "AH KH", "4D 4S", taken=["9C AS", "", ""])
    known = Round.of(information(state, 0).view)
    assert known.others == [3, 1]
    assert known.stock == 2
    assert len(known.unseen) == 52 - 2 - 2 - 2
    assert {card.text for card in known.table} == {"AH", "KH"}


def test_it_decides_a_whole_deal_at_every_table() -> None:
    """At two, three and four players Hard plays deals to the end with legal
    moves only (a move it returns is always one of the legal ones)."""
    for players in (2, 3, 4):
        for seed in range(3):
            state = GAME.new_hand(players, None, seed)
            hard = ChineseTenHard()
            rng = random.Random(seed)
            while state.to_move is not None:
                info = information(state, state.to_move)
                move = hard.choose(info, rng)
                assert move in info.legal
                state.apply(move)
            assert sum(len(stack) for stack in state.taken) == 52


def test_the_endgame_values_each_seat_against_the_others() -> None:
    """ "The difference of your score from the tie score is how many points
    you win or lose by": the exact search of the last turns values a deal as
    each seat's red points minus the others' average."""
    state = position(["2C", "3C", "4C"], "", taken=["AH KH", "9D", "AS 2S"])
    assert relative_points(state) == [30 - (10 + 30) / 2, 10 - (30 + 30) / 2, 30 - (30 + 10) / 2]


def test_the_endgame_reads_only_the_view(monkeypatch) -> None:
    """The last turns are searched in imagined deals drawn from the seat's
    information set: two deals alike to the seat (the other hand and the
    stock dealt differently) get the same move from the same rng."""
    monkeypatch.setattr(reasoning, "ENDGAME_CARDS", 6)
    first = position(["9D 8H 6C", "3C 4D 8S"], "AH KH 2D", "4C 7H QS", taken=["", "5C 5H"])
    second = position(["9D 8H 6C", "QS 7H 4C"], "AH KH 2D", "8S 3C 4D", taken=["", "5C 5H"])
    hard = ChineseTenHard()
    searched = []
    endgame = hard.endgame
    monkeypatch.setattr(hard, "endgame", lambda info, rng: searched.append(info.seat) or endgame(info, rng))
    moves = {str(hard.choose(information(state, 0), random.Random(7))) for state in (first, second)}
    assert searched == [0, 0]
    assert len(moves) == 1
    assert moves <= {str(move) for move in first.legal_moves()}
