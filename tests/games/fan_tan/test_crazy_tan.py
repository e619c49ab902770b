"""Crazy Tan: one test per sentence of its text (shared/seeds/001_...,
"Crazy Tan", and "Recommendations")."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.fan_tan import GAME

from .helpers import do, moves, position, row

CRAZY = {"deal": "seven"}
INCREMENTAL = {"deal": "seven", "incremental": True}
RUNS = {"deal": "seven", "runs": True}
MULTIPLES = {"deal": "seven", "multiples": True}
PARALLEL = {"deal": "seven", "runs": True, "multiples": True, "parallel_runs": True}


def test_seven_cards_each_and_the_rest_a_stock() -> None:
    """ "Crazy Tan is based on a combination of crazy eights and fan tan. For
    the basic game, deal seven cards to each player." The rest is a
    face-down stock."""
    state = GAME.new_hand(3, GAME.preset("crazy_tan").values, seed=2)
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    assert len(state.stock) == 52 - 21
    assert Counter(state.cards()) == Counter(french_deck())
    assert state.view(0).pile("stock").cards == (None,) * 31


def test_crazy_tan_is_for_small_games() -> None:
    """ "For small games (2-3 players): Crazy Tan": two to six may play it,
    and two players play it unless told otherwise."""
    for players in range(2, 7):
        GAME.resolve(players, CRAZY)
    with pytest.raises(OptionError, match="two to six"):
        GAME.resolve(7, CRAZY)
    with pytest.raises(OptionError, match="one pack"):
        GAME.resolve(4, {"deal": "seven", "packs": "2"})
    assert GAME.new_hand(2, {}, seed=1).config.stock


def test_play_if_you_can_else_draw() -> None:
    """ "On your turn, you must either play (and if you can play you must) or
    draw a card." """
    state = position(["6H 2C", "KD 3C"], rows="7H", stock="9S 8S", options=CRAZY)
    assert moves(state) == ["play 6H"]
    with pytest.raises(IllegalMove, match="you must"):
        do(state, "draw")
    do(state, "play 6H")
    assert moves(state) == ["draw"]
    do(state, "draw")
    assert len(state.hands[1]) == 3 and state.stock == [state.stock[0]]


def test_a_drawn_card_that_fits_must_be_played_at_once() -> None:
    """ "Note: If you draw a card that you can play then you must play it on
    that current turn!" """
    state = position(["2C 3C", "KD"], rows="7H", stock="QS 8H", options=CRAZY)
    do(state, "draw")
    assert state.to_move == 0 and moves(state) == ["play 8H"]
    with pytest.raises(IllegalMove, match="you must play it"):
        do(state, "pass")
    do(state, "play 8H")
    assert state.to_move == 1


def test_a_drawn_card_that_does_not_fit_ends_the_turn() -> None:
    """A player who draws a card that cannot be played keeps it, and the
    turn passes."""
    state = position(["2C 3C", "KD"], rows="7H", stock="8H QS", options=CRAZY)
    do(state, "draw")
    assert state.to_move == 1 and len(state.hands[0]) == 3


def test_incremental_drawing() -> None:
    """ "If the person before you was able to play (and of course did so),
    and you cannot play, you draw one card. If the person after you cannot
    play, he or she draws two cards. If the next person cannot play, then he
    or she draws three cards. As soon as someone plays a card, the count
    gets reset to zero." """
    stock = "2S 3S 4S 5S 6S 7S 8S 2D 3D JD QD KD"  # drawn from the end
    state = position(["6H 2C", "AC", "AD", "AH"], rows="7H", stock=stock, options=INCREMENTAL)
    do(state, "play 6H")
    assert state.view(1).get("draw_count") == 1
    do(state, "draw")
    assert len(state.hands[1]) == 2
    do(state, "draw")
    assert len(state.hands[2]) == 3
    do(state, "draw")
    assert len(state.hands[3]) == 4  # drew 8S 7S 6S: none fits yet
    assert state.view(0).get("draw_count") == 4
    assert "Next draw: 4 cards" in [str(line) for line in state.view(0).status]


def test_the_count_is_reset_when_someone_plays() -> None:
    """ "As soon as someone plays a card, the count gets reset to zero." A
    player who plays a card just drawn has played."""
    state = position(["2C 3C", "AD", "5H KS"], rows="7H 6H", stock="4D 5D 9D 8H", options=INCREMENTAL)
    do(state, "draw")
    assert moves(state) == ["play 8H"]
    do(state, "play 8H")
    assert state.view(1).get("draw_count") == 1
    do(state, "draw")
    assert state.view(2).get("draw_count") == 2
    do(state, "play 5H")
    assert state.view(0).get("draw_count") == 1


def test_the_basic_game_draws_one_card() -> None:
    """ "or draw a card": without incremental drawing every draw is one card."""
    state = position(["2C", "AD", "AH"], rows="7H", stock="2S 3S 4S 5S 6S", options=CRAZY)
    do(state, "draw", "draw", "draw")
    assert [len(hand) for hand in state.hands] == [2, 2, 2]


def test_with_the_stock_empty_a_player_who_cannot_play_passes() -> None:
    """Decision: once the stock is empty, a player who cannot play passes."""
    state = position(["2C 3C", "KD"], rows="7H", options=CRAZY)
    assert moves(state) == ["pass"]


def test_the_first_player_out_wins() -> None:
    """ "First player out of cards wins." """
    state = position(["6H", "KD 3C"], rows="7H", stock="9S", options=CRAZY)
    do(state, "play 6H")
    assert state.winner == 0 and state.to_move is None


def test_runs_may_be_played_at_once() -> None:
    """ "Playing with runs (straights) also speeds up the game. If you have
    any number of consecutive numbers in the same suit (e.g. 3, 4, and 5 of
    clubs) then you may play them all at once (e.g. play the 3, 4, and 5 of
    clubs on the 6 of clubs)." """
    state = position(["3C 4C 5C KD", "QD"], rows="7C 6C", options=RUNS)
    assert set(moves(state)) == {"play 5C", "play 4C 5C", "play 3C 4C 5C"}
    do(state, "play 3C 4C 5C")
    assert row(state, "C") == "3C 4C 5C 6C 7C"
    assert state.hands[0] == [state.hands[0][0]] and state.to_move == 1


def test_without_runs_one_card_at_a_time() -> None:
    """The runs are an option: without it each turn plays one card."""
    state = position(["3C 4C 5C KD", "QD"], rows="7C 6C", options=CRAZY)
    assert moves(state) == ["play 5C"]
    with pytest.raises(IllegalMove, match="one card at a time"):
        do(state, "play 4C 5C")


def test_a_run_may_hold_its_seven() -> None:
    """Decision: a run may hold its suit's seven, which opens the row, and
    build out from it both ways."""
    state = position(["6D 7D 8D 2C", "QC"], options=RUNS)
    assert set(moves(state)) == {"play 7D", "play 6D 7D", "play 7D 8D", "play 6D 7D 8D"}
    do(state, "play 6D 7D 8D")
    assert row(state, "D") == "6D 7D 8D"


def test_multiples_may_be_played_in_one_turn() -> None:
    """ "You can also play with multiples. If you have two or more cards of
    the same rank (e.g. two nines) and you can play both of them, then you may
    play both of them in one turn." """
    state = position(["9C 9H 9D 2S", "QS"], rows="7C 8C 7H 8H 7D", options=MULTIPLES)
    assert moves(state) == ["play 9C", "play 9H", "play 9C 9H"]
    do(state, "play 9C 9H")
    assert row(state, "C") == "7C 8C 9C" and row(state, "H") == "7H 8H 9H"


def test_parallel_runs() -> None:
    """ "The combination of these two rules leads to the concept of multiple
    parallel runs. Meaning, if you have, for example, the 4, 5, 6, 7 of clubs
    and the 4, 5, 6, 7 of hearts, you can lay down eight cards in one turn." """
    state = position(["4C 5C 6C 7C 4H 5H 6H 7H KS", "QS"], options=PARALLEL)
    eight = "play 4C 5C 6C 7C 4H 5H 6H 7H"
    assert eight in moves(state)
    do(state, eight)
    assert row(state, "C") == "4C 5C 6C 7C" and row(state, "H") == "4H 5H 6H 7H"
    assert [str(card) for card in state.hands[0]] == ["KS"]


def test_parallel_runs_need_runs_and_multiples() -> None:
    """Parallel runs are "the combination of these two rules": both are on."""
    with pytest.raises(OptionError, match="runs and multiples"):
        GAME.resolve(3, {"deal": "seven", "runs": True, "parallel_runs": True})


def test_runs_and_multiples_are_played_with_one_pack() -> None:
    """Decision: several cards at once only with one pack, where each suit
    has a single row (with two a card could go on either)."""
    with pytest.raises(OptionError, match="one pack"):
        GAME.resolve(8, {"runs": True})


def test_the_preset_plays_the_way_the_text_now_plays() -> None:
    """ "We have found the game moves rather slowly that way, so we now play
    with a rather different rule for the number of cards you draw:
    incremental drawing." The Crazy Tan preset draws incrementally; runs and
    multiples ("also speeds up the game", "You can also play with
    multiples") are options."""
    values = GAME.resolve(3, dict(GAME.preset("crazy_tan").values))
    assert values["deal"] == "seven" and values["incremental"]
    assert not (values["runs"] or values["multiples"] or values["parallel_runs"])


def test_a_short_stock_gives_what_it_has() -> None:
    """Decision: a player due to draw more cards than the stock holds draws
    them all."""
    state = position(["6H 2C", "AC", "AD"], rows="7H", stock="2S 3S", options=INCREMENTAL)
    do(state, "play 6H", "draw")
    assert state.view(2).get("draw_count") == 1  # two were due, one is left
    do(state, "draw")
    assert len(state.hands[2]) == 2 and not state.stock
    assert moves(state) == ["pass"]
