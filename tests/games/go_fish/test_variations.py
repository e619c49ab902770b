"""The variations of Go Fish ("Variations of Go Fish" in shared/seeds/001_...)
and the Go Fish line of shared/rules/NOTES.md: asking for a specific card,
asking for a card you hold, playing on until all books are made, a point a
book to a target."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Card
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.go_fish import GAME
from cardtable.games.go_fish.moves import DRAW

from .helpers import do, position, texts

CARDS = {"ask_for": "card"}
PLAY_OUT = {"play_out": True}


def test_asking_for_a_specific_card_of_a_rank_held() -> None:
    """ "Some people play that rather than asking for a rank, you must ask for
    a specific card. You must already hold at least one card of that rank." """
    state = position(["7S 4H", "7D 2C", "3D"], "5S 6S", CARDS)
    legal = set(map(str, state.legal_moves()))
    assert "ask 7D 1" in legal and "ask 7H 2" in legal and "ask 7S 1" not in legal
    assert not any(move.startswith("ask 2") or "-" in move for move in legal)
    with pytest.raises(IllegalMove, match="You must hold a card of the rank you ask for."):
        state.apply(Move.parse("ask 2C 1"))
    with pytest.raises(IllegalMove, match="specific card, not a rank"):
        state.apply(Move.parse("ask 1-7"))


def test_the_card_asked_for_is_given_and_the_asker_goes_on() -> None:
    """ "For example, you say: 'Tom, please give me the seven of diamonds'.
    If Tom has it he gives it and you get another turn." Only that card."""
    state = do(position(["7S 4H", "7D 7C 2C", "3D"], "5S 6S", CARDS), "ask 7D 1")
    assert texts(state.hands[0]) == ["4H", "7D", "7S"] and texts(state.hands[1]) == ["2C", "7C"]
    assert state.to_move == 0
    assert state.view(2).get("asks") == ((0, 1, "7D", "gave", 1, None),)


def test_drawing_the_card_asked_for_gives_another_turn() -> None:
    """ "If he doesn't, he says 'Go Fish!' and you draw from the stock. In the
    unlikely event that you draw the seven of diamonds you get another turn" """
    state = do(position(["7S 4H", "7C 2C", "3D"], "5S 7D", CARDS), "ask 7D 1")
    assert state.to_move == 0 and state.view(1).get("asks")[0][5] == "7D"


def test_drawing_another_card_of_the_rank_passes_the_turn() -> None:
    """ "if you draw anything else it is now Tom's turn." - even another seven."""
    state = do(position(["7S 4H", "7C 2C", "3D"], "5S 7H", CARDS), "ask 7D 1")
    assert state.to_move == 1 and state.view(1).get("asks")[0][5] is None
    assert state.view(2).get("card_voids")[1] == ("7D",)


def test_asking_for_a_card_you_hold_only_when_agreed() -> None:
    """ "If you play this variation, you need to agree whether it is
    permissible to ask for a card which you already hold in your hand.
    Obviously you'll have to fish and your turn will end" """
    state = position(["7S 4H", "7C 2C", "3D"], "5S 6H", CARDS)
    with pytest.raises(IllegalMove, match="You hold that card already"):
        state.apply(Move.parse("ask 7S 1"))
    bluffing = do(position(["7S 4H", "7C 2C", "3D"], "5S 6H", {**CARDS, "bluff": True}), "ask 7S 1")
    assert bluffing.to_move == 1 and "6H" in texts(bluffing.hands[0])
    # With a bluff allowed, the others cannot tell the asker lacks the seven of spades.
    assert bluffing.view(2).get("card_voids")[0] == ()


def test_play_out_goes_on_after_the_stock_runs_out() -> None:
    """ "Some people play that when the stock runs out, you carry on playing
    until all the cards have been made into books." """
    state = do(position(["JS 4H", "2D 3C", "3D 5C"], "JH", PLAY_OUT), "ask 1-J")
    assert state.stock == [] and state.to_move == 0


def test_play_out_a_miss_passes_the_turn_directly_to_the_player_asked() -> None:
    """ "Obviously after the stock has run out there is no 'Go Fish!'. If the
    person you asked doesn't have the card asked for, the turn passes
    directly to them." """
    state = do(position(["JS 4H", "2D 3C", "3D 5C"], "", PLAY_OUT), "ask 2-J")
    assert state.to_move == 2 and len(state.hands[0]) == 2
    assert state.view(1).get("asks") == ((0, 2, "J", "fish", 0, None),)


def test_play_out_an_empty_hand_draws_when_the_turn_comes() -> None:
    """Decision: in the play-out game a player whose hand empties draws from
    the stock when the turn comes, then asks (NOTES: "option to go on until
    all 13 books are made")."""
    state = do(position(["JS JH JC", "JD 3C", "3D 5C"], "6S 7S", PLAY_OUT), "ask 1-J")
    assert state.books[0] == [11] and state.hands[0] == []
    assert state.to_move == 0 and state.legal_moves() == (DRAW,)
    with pytest.raises(IllegalMove, match="Your hand is empty: draw a card from the stock."):
        state.apply(Move.parse("ask 1-3"))
    do(state, "draw")
    assert state.hands[0] == [Card.parse("7S")] and state.to_move == 0
    assert state.view(1).pile("hand:0").cards == (None,)


def test_nobody_asks_a_player_who_has_no_cards() -> None:
    """Decision: a player with no cards cannot be asked ("{seat} has no cards
    to ask for."); with nothing to draw such a player is passed over."""
    state = do(position(["JS 4H", "JD", "3D 4C"], "", PLAY_OUT), "ask 1-J")
    assert state.hands[1] == [] and state.to_move == 0
    assert {str(m) for m in state.legal_moves()} == {"ask 2-4", "ask 2-J"}
    with pytest.raises(IllegalMove, match="Seat 1 has no cards to ask for."):
        state.apply(Move.parse("ask 1-4"))
    do(state, "ask 2-J")  # a miss: the turn passes to seat 2
    assert state.to_move == 2


def test_play_out_ends_when_all_thirteen_books_are_made() -> None:
    """NOTES: "option to go on until all 13 books are made"."""
    state = GAME.new_hand(3, PLAY_OUT, seed=4)
    rng = random.Random(2)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    assert sum(len(books) for books in state.books) == 13
    assert all(not hand for hand in state.hands) and state.stock == []


def test_a_point_a_book_to_a_target_over_a_series_of_hands() -> None:
    """ "There are various ways of scoring. For example, you may play a series
    of hands, scoring one point for each book you make. The game continues
    until someone wins by reaching an agreed target score - for example, 10
    points." """
    options = GAME.resolve(4, {"scoring": "points"})
    assert options["target"] == 10
    rules = GAME.match_rules(4, options)
    assert rules.target == 10 and rules.hands is None
    state = do(position(["JS JH 4H", "JD JC", "3D 5C"], "6S", {"scoring": "points"}), "ask 1-J")
    assert GAME.hand_result(state).points == (1, 0, 0)
