"""What the table knows of each hand, and the deals the search imagines
from it: "Cards handed over are shown to everyone", a seat that said "Go
fish!" to a rank holds none of it, a seat that asked for a rank holds one."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.core.cards import Card
from cardtable.games.go_fish import GoFishState

from .helpers import do, position


def _worlds(state: GoFishState, seat: int, count: int = 60) -> list[GoFishState]:
    rng = random.Random(5)
    return [state.determinize(seat, rng) for _ in range(count)]


def test_a_seat_handed_jacks_holds_them_in_every_world() -> None:
    """ "She must give all her cards of this rank to the player who asked
    for them": in front of everyone, so they are known to be there."""
    state = do(position(["JS 4H 8C", "JD JC 2C 7H", "3D 9S"], "5S 6S 6D 6H KS"), "ask 1-J", "ask 2-4")
    assert state.to_move == 2  # seat 0 fished the KS: the turn passed to seat 2
    assert state.view(2).get("known")[0] == (("4", 1), ("J", 3))
    assert state.view(2).get("public_cards")[0] == ("JC", "JD")
    for world in _worlds(state, 2):
        held = world.hands[0]
        assert Card.parse("JD") in held and Card.parse("JC") in held
        assert sum(1 for card in held if card.rank == 11) >= 3
        assert any(card.rank == 4 for card in held)


def test_a_seat_that_said_go_fish_to_sevens_holds_none_until_it_draws() -> None:
    """ "If the person asked does not have any cards of the named rank, they
    say 'Go fish!'": until that seat draws unseen, it holds no seven."""
    state = do(position(["7S 4H", "2C 5D 9H", "3D 4C"], "KS QS 8D 9D JD 6C 5H"), "ask 1-7")
    assert state.to_move == 1
    assert state.view(2).get("voids")[1] == ("7",)
    for world in _worlds(state, 2):
        assert all(card.rank != 7 for card in world.hands[1])
    do(state, "ask 2-5")  # seat 1 fishes a card unseen: it may be a seven now
    assert state.view(2).get("voids")[1] == ()


def test_a_seat_that_asked_for_kings_holds_one() -> None:
    """ "The player who asks must already hold at least one card of the
    requested rank." """
    state = do(position(["KS 4H", "2C 5D", "3D 4C"], "QS 8D 9D 6C 5H"), "ask 1-K")
    assert state.view(1).get("known")[0] == (("K", 1),)
    for world in _worlds(state, 1):
        assert any(card.rank == 13 for card in world.hands[0])


def test_a_seat_that_gave_all_of_a_rank_holds_none() -> None:
    """ "She must give all her cards of this rank": none is left with her."""
    state = do(position(["JS 4H", "JD 2C 5D", "3D"], "5S 6S"), "ask 1-J")
    assert state.view(2).get("voids")[1] == ("J",)


def test_a_book_takes_its_rank_out_of_what_is_known() -> None:
    """ "Books of 4 cards are discarded": nobody holds that rank any more."""
    state = do(position(["JS JH 4H", "JD JC 2C", "3D"], "5S 6S"), "ask 1-J")
    view = state.view(2)
    assert view.get("known")[0] == () and view.get("voids")[1] == ()


def test_the_view_hides_the_others_hands_and_the_stock() -> None:
    """A card drawn is seen only by its drawer unless it is the rank asked for."""
    state = do(position(["JS 4H", "2C 5D", "3D"], "JH 5S"), "ask 2-J")
    assert Card.parse("5S") in state.view(0).pile("hand:0").cards
    for seat in (1, 2, None):
        assert state.view(seat).pile("hand:0").cards == (None,) * 3


def test_determinize_depends_on_the_view_only() -> None:
    """Two hands that look the same to seat 2 give it the same worlds."""
    one = do(position(["JS 4H 8C", "JD JC 2C 7H", "3D 9S"], "5S 6S 6D 6H KS"), "ask 1-J")
    two = do(position(["JS 4H 6H", "JD JC 2C 7H", "3D 9S"], "5S 6S 6D 8C KS"), "ask 1-J")
    assert one.view(2) == two.view(2)
    first = one.determinize(2, random.Random(3))
    second = two.determinize(2, random.Random(3))
    assert first.hands == second.hands and first.stock == second.stock


def test_no_imagined_hand_holds_a_book() -> None:
    """ "As soon as a player collects a book of 4 cards of the same rank, this
    must be shown": no imagined hand holds four of a rank (such a world
    would stall; the Authors deal of 4 players found it)."""
    from cardtable.games.go_fish import GAME

    rng = random.Random(8)
    for seed in range(6):
        state = GAME.new_hand(4, {"stock": False, "play_out": True}, seed=seed)
        for _ in range(8):
            if state.to_move is None:
                break
            state.apply(rng.choice(state.legal_moves()))
        for world in _worlds(state, 0, 40):
            for hand in world.hands[1:]:
                assert max(Counter(card.rank for card in hand).values(), default=0) < 4
