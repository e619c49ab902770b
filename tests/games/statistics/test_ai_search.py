"""Statistics: what Hard's search is given (search.py): the playouts' habits
in rigged positions, the value of a finished deal, and that the search
plays from the seat's information only."""

from __future__ import annotations

import random

from cardtable.ai.levels import make_level
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.games.statistics import GAME, StatisticsState, plays
from cardtable.games.statistics.search import playout_move, search_utility

from .helpers import card, position
from .test_ai import with_kitty


def playout(state: StatisticsState) -> str:
    return str(playout_move(state, random.Random(3)))


def finished(collections: list[str], reverse: bool = False) -> StatisticsState:
    """A deal over, each seat's collection as given."""
    state = position(["3C", "4C"][: len(collections)] + ["5C"] * (len(collections) - 2), options={"reverse": reverse})
    state.hands = [[] for _ in collections]
    state.kitty = []
    state.taken = [[card(text) for text in cards.split()] for cards in collections]
    state.to_move = None
    return state


def test_the_playouts_take_a_rich_kitty_with_a_two_and_leave_a_poor_one() -> None:
    """ "A Two may be played as an Ace to pick up the kitty, or may be left in
    play if the player does not wish to take the kitty." """
    rich = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "AH 10D 9S")
    assert playout(rich) == "take 2C"
    poor = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "3D 9S")
    assert playout(poor).startswith("play") and "2C" not in playout(poor)


def test_the_playouts_avoid_the_queen_of_spades_and_in_reverse_take_it() -> None:
    """ "avoiding the Queen of Spades, which is a penalty card"; Reverse
    Statistics is "played as a negative game, where the objective is to
    avoid scoring points"."""
    queen = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "QS 3D 9S")
    assert playout(queen) == "play KC"
    reverse = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"], options={"reverse": True}), "QS 3D 9S")
    assert playout(reverse) == "take 2C"


def test_the_playouts_take_with_eights_only_a_big_kitty() -> None:
    """ "a player is not required to play a pair of Eights to take the pile"."""
    small = position(["10C 3C 8H 8D", "5D 6D 7D 9D"], kitty="KS")
    assert playout(small).startswith("pass")
    big = with_kitty(position(["10C 3C 8H 8D", "5D 6D 7D 9D"]), "AH AD 10D KS")
    assert playout(big) == "take 8D 8H"


def test_the_playouts_pass_the_card_needed_least() -> None:
    """ "If a player is unable to make a play, he must instead pass one card of
    his choice to the player on his left": the queen of spades first; in
    Reverse the ten of diamonds."""
    assert playout(position(["10D QS 5C 3C", "5D 6D 7D 9D"], kitty="KH")) == "pass QS"
    reverse = position(["10D QS 5C 3C", "5D 6D 7D 9D"], kitty="KH", options={"reverse": True})
    assert playout(reverse) == "pass 10D"


def test_a_playout_finishes_every_deal_with_legal_moves() -> None:
    """Every move a playout makes is one of the legal moves, and every deal
    ends with all 52 cards in the collections."""
    for players in (2, 3, 4):
        for number in range(10):
            state = GAME.new_hand(players, None, f"playout-{number}", HandContext(0, 0, (0,) * players))
            rng = random.Random(number)
            while state.to_move is not None:
                move = playout_move(state, rng)
                assert move in state.legal_moves()
                state.apply(move)
            assert sum(len(cards) for cards in state.taken) == 52


def test_a_deal_is_valued_by_its_points_against_the_others() -> None:
    """The round's points count for each seat against the others' mean; in
    Reverse "the objective is to avoid scoring points"."""
    even = finished(["AS", "AH"])
    assert search_utility(even) == [0.5, 0.5]
    ahead = search_utility(finished(["AS AH", "3C", "4C"]))  # 22 against 0 and 0
    assert ahead[0] > 0.5 > ahead[1] and ahead[1] == ahead[2]
    assert abs(ahead[0] - 0.5 - 22 / 120) < 1e-9
    reverse = search_utility(finished(["AS AH", "3C", "4C"], reverse=True))
    assert reverse[0] < 0.5 < reverse[1]
    queen = search_utility(finished(["QS", "3C"]))  # minus twenty is worse than nothing
    assert queen[0] < queen[1]
    assert all(0.0 <= value <= 1.0 for value in search_utility(finished(["AS AH AD AC 10D 8C 8D 8H", "QS"])))


def test_hard_searches_with_them_and_decides_from_the_view() -> None:
    """Hard (a fixed number of iterations) takes the rich kitty with its two
    and decides the same whatever the hidden cards are: it is given the seat's
    information, never the deal."""
    one = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"], deck="3S 4S 6S 7S"), "AH 10D 9S")
    two = with_kitty(position(["2C KC 4H 5H", "3S 4S 6S 7S"], deck="5D 6D 7D 9D"), "AH 10D 9S")
    assert one.view(0) == two.view(0)
    hard = make_level("hard", GAME, iterations=120)
    first = hard.choose(information(one, 0), random.Random(7))
    second = hard.choose(information(two, 0), random.Random(7))
    assert first == second
    assert str(first) == "take 2C"


def test_the_remembered_plays_of_a_set_are_the_rules_plays() -> None:
    """The search's faster legal moves (the plays of a set remembered) give the
    same moves every time: "If two or more cards are played, they may be played
    in any order, the last card setting the suit to be followed"; a single jack
    takes on its sister suit and not otherwise, whatever was asked before."""
    hand = [card(text) for text in "9H KS 2C JD".split()]
    first = plays.legal_moves(hand, card("5H"))
    assert plays.legal_moves(hand, card("5H")) == first
    assert "take JD" in {str(move) for move in first}
    assert "play JD" in {str(move) for move in plays.legal_moves(hand, card("5S"))}
    assert "take JD" not in {str(move) for move in plays.legal_moves(hand, card("5S"))}
    mine = plays.moves_for((card("KS"), card("9H")), card("5H"))
    assert [str(move) for move in mine] == ["play KS 9H", "play 9H KS"]
    mine.clear()  # a caller's list is its own: the remembered moves stay
    assert len(plays.moves_for((card("9H"), card("KS")), card("5H"))) == 2
