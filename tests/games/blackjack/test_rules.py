"""Blackjack's options, refusals, views and imagined deals."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.blackjack import GAME

from .helpers import arranged, play, stack, texts


def test_the_table_has_seven_boxes() -> None:
    """Seat 0 may play up to three boxes, every other seat one: seven at most."""
    assert GAME.plays(7) and GAME.plays(1)
    GAME.resolve(5, {"boxes": 3})
    with pytest.raises(OptionError, match="The table has 7 boxes"):
        GAME.resolve(6, {"boxes": 3})
    with pytest.raises(OptionError, match="multiples of 10"):
        GAME.resolve(3, {"min_bet": 15})


def test_the_presets() -> None:
    """European: no hole card, doubles on 9 to 11, one split; single deck:
    6:5 and the dealer hits soft 17."""
    european = GAME.new_hand(3, dict(GAME.preset("european").values), "eu")
    assert european.rules.hole_card == "european" and european.rules.max_hands == 2
    single = GAME.new_hand(3, dict(GAME.preset("single_deck").values), "sd")
    assert len(list(single.cards())) == 52 and single.rules.hits_soft_17


def test_refusals_name_the_rule_and_change_nothing() -> None:
    state = play(arranged("9C 10C 7C 7D 2H"), "bet 10", "hit")
    before = [state.view(0)]
    for move, text in (
        ("split", "Only a pair can be split."),
        ("double", "You may double only on your first two cards."),
        ("bet 10", "Bets are placed before the cards are dealt."),
        ("insure", "Insurance is offered only when the dealer shows an ace."),
    ):
        with pytest.raises(IllegalMove, match=text):
            state.apply(Move.parse(move))
    assert [state.view(0)] == before
    with pytest.raises(IllegalMove, match="Place your bet first."):
        GAME.new_hand(1, None, 1).apply(Move("hit"))


def test_the_view_shows_the_table_but_not_the_hole_card_or_the_shoe() -> None:
    state = play(arranged("9C 8C 7C 6C 5C KD", players=2), "bet 10", "bet 20")
    view = state.view(1)
    assert view.get("phase") == "play" and view.get("active") == (0, 0)
    boxes = view.get("boxes")
    assert boxes[1].bet == 20 and texts(boxes[1].hands[0].cards) == ["8C", "5C"]
    assert view.get("seen")[8] == 1 and view.get("seen")[10] == 0  # the hole card KD is not counted
    assert view.get("dealer_total") == 7 and view.get("chips") == (990, 980)
    assert all(card is None for card in view.pile("shoe").cards)
    assert str(state.view(0).prompt) == "Hit, stand or double? You have 15."
    assert str(view.prompt).startswith("Waiting for")


def test_determinize_redeals_the_hole_card_and_the_shoe_only() -> None:
    """The hidden cards are the hole card and the shoe; after the peek the
    imagined hole card never gives the dealer a blackjack."""
    state = play(arranged("9C AC 8C 6C"), "bet 10", "decline")
    for seed in range(40):
        world = state.determinize(0, random.Random(seed))
        assert world.view(0) == state.view(0)
        assert world.dealer[0] == state.dealer[0] and world.hands == state.hands
        assert world.dealer[1].rank < 10  # under the ace, no ten: the peek showed no blackjack
    assert len({state.determinize(0, random.Random(s)).dealer[1] for s in range(40)}) > 3


def test_twins_that_look_alike_get_the_same_decisions() -> None:
    """Two rounds that agree on all the seat has seen, with other hole cards,
    other shoes and other seeds: every level decides the same."""
    one = stack(GAME.new_hand(2, None, "twin one"), "10C 9D 6C 5C 7S 10H")
    two = stack(GAME.new_hand(2, None, "twin two"), "10C 9D 6C 5C 7S 2H")
    for state in (one, two):
        play(state, "bet 20", "bet 10")
    assert one.view(0) == two.view(0) and one.dealer[1] != two.dealer[1] and one.shoe != two.shoe
    for level in ("easy", "normal", "hard#40", "expert#40"):
        moves = [make_agent(level, GAME).choose(information(s, 0), random.Random(3)) for s in (one, two)]
        assert moves[0] is moves[1], level


def test_the_sheet_cells_of_a_round() -> None:
    state = play(arranged("10C 9C 10D 9S 8D 8H", players=2), "bet 20", "bet 30", "stand", "stand")
    result = GAME.hand_result(state)
    assert result.points == (20, -30)
    cells = result.cells
    assert cells["bets"] == (20, 30) and cells["results"] == (20, -30) and cells["chips"] == (1020, 970)
    assert cells["dealer"] == 18 and cells["outcomes"] == (("win",), ("lose",))
    assert [str(line) for line in result.summary] == ["Seat 0 won 20 chips.", "Seat 1 lost 30 chips."]


def test_the_computer_players_bet_a_steady_unit_and_explain() -> None:
    state = GAME.new_hand(2, {"min_bet": 20}, "unit")
    agent = make_agent("normal", GAME)
    move = agent.choose(information(state, 0), random.Random(1))
    assert move == Move.parse("bet 40")
    state = play(arranged("10C 9C 7C 8D"), "bet 10")
    info = information(state, 0)
    normal = GAME.heuristic_agent()
    assert normal.choose(info, random.Random(1)) == Move("stand")
    assert str(normal.explain(info, Move("stand"))) == "Stands on 17: the dealer would have to beat it."
