"""Terminal play: the human's seat sees its view, types moves by number or
text, and an illegal move is answered with the rule."""

from __future__ import annotations

import io

import pytest

from cardtable.tools.textplay import play_in_terminal


def test_a_human_plays_a_whole_cribbage_match_by_number() -> None:
    out = io.StringIO()
    code = play_in_terminal("cribbage", 2, None, [], "7", out=out, inp=io.StringIO("1\n" * 3000))
    assert code == 0
    assert "Match over. Winner:" in out.getvalue()


def test_an_illegal_move_is_answered_with_the_rule_and_nothing_is_lost() -> None:
    out = io.StringIO()
    play_in_terminal("hearts", 4, None, [], "3", out=out, inp=io.StringIO("play JK\nplay 9lives\nq\n"))
    text = out.getvalue()
    assert "hand:0 (you) [13]" in text
    assert "not a legal move" in text or "You" in text
    assert "bye" in text


def test_the_cut_for_the_deal_is_said_and_followed() -> None:
    """The first dealer comes from the seed (seed 2 in Cribbage: seat 1), not always seat 0."""
    out = io.StringIO()
    play_in_terminal("cribbage", 2, None, [], "2", out=out, inp=io.StringIO("q\n"))
    text = out.getvalue()
    assert "You are seat 0. Seat 1 deals first.\n" in text
    assert "--- hand 1, dealer: seat 1 ---" in text


def test_an_unknown_game_is_refused() -> None:
    out = io.StringIO()
    assert play_in_terminal("poker", None, None, [], None, out=out, inp=io.StringIO("")) == 2
    assert "no game" in out.getvalue()


def test_an_error_is_one_line_not_wrapped_in_quotes() -> None:
    """A KeyError's str() wraps its message in quotes; the player reads the message."""
    out = io.StringIO()
    assert play_in_terminal("poker", None, None, [], None, out=out, inp=io.StringIO("")) == 2
    assert out.getvalue().startswith("error: no game 'poker' (games: ")


@pytest.mark.parametrize(
    "game_id,message",
    [
        ("hearts", "error: Hearts is for 4 players, not 0\n"),
        ("cribbage", "error: Cribbage is for 2 to 4 players, not 0\n"),
    ],
)
def test_no_players_is_refused_not_replaced_by_the_default(game_id: str, message: str) -> None:
    out = io.StringIO()
    assert play_in_terminal(game_id, 0, None, [], "1", out=out, inp=io.StringIO("q\n")) == 2
    assert out.getvalue() == message


def test_a_seed_that_is_not_utf8_is_refused() -> None:
    """A shell passes b"caf\\xe9" from a Latin-1 terminal as 'caf\\udce9'."""
    out = io.StringIO()
    assert play_in_terminal("hearts", None, None, [], "caf\udce9", out=out, inp=io.StringIO("q\n")) == 2
    assert out.getvalue() == "error: the seed is not valid UTF-8 text\n"


def test_a_barbu_pass_is_worded_by_what_it_means() -> None:
    """Issue 12, item 11: text mode called every Barbu ``pass`` "pass a card",
    though there it ends a doubling turn or says no domino fits."""
    out = io.StringIO()
    play_in_terminal("barbu", 4, None, [], "3", out=out, inp=io.StringIO("1\n" * 600))
    text = out.getvalue()
    assert "pass a card" not in text
    assert ": pass (no more doubles)" in text  # a computer ends its doubling turn
    assert ": pass (no card fits the layout)" in text  # a computer cannot lay a domino
    assert ". pass (no more doubles)" in text  # the human's own choice says so too


def test_passed_cards_are_counted_face_down() -> None:
    out = io.StringIO()
    play_in_terminal("hearts", 4, None, [], "3", out=out, inp=io.StringIO("1\n" * 5))
    assert "seat 1: pass 1 card face down" in out.getvalue()
