"""Authors (shared/seeds/001_..., "Authors"): Go Fish without the stock, a
preset of Go Fish, and the NOTES line "Authors: all cards dealt, no stock, a
miss passes the turn to the player asked"."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.game import HandContext
from cardtable.games.go_fish import GAME

from .helpers import do, position

AUTHORS = dict(GAME.preset("authors").values)


def test_authors_is_a_preset_of_go_fish() -> None:
    """ "This is Go Fish without the stock pile." """
    preset = GAME.preset("authors")
    assert preset.label == "Authors"
    assert AUTHORS == {"stock": False, "play_out": True}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_all_the_cards_are_dealt_as_equally_as_possible(players: int) -> None:
    """ "All the cards are dealt out to the players as equally as possible." -
    the extra cards to the first players from the dealer's left."""
    dealer = 1
    state = GAME.new_hand(players, AUTHORS, seed=players, context=HandContext(0, dealer, (0,) * players))
    assert Counter(state.cards()) == Counter(french_deck()) and state.stock == []
    dealt = [len(state.hands[s]) + 4 * len(state.books[s]) for s in range(players)]
    extra = 52 % players
    for step in range(players):
        seat = (dealer + 1 + step) % players
        assert dealt[seat] == 52 // players + (1 if step < extra else 0)
    assert "stock" not in [pile.name for pile in state.view(0).piles]


def test_a_turn_is_asking_for_a_rank_and_a_hit_continues_it() -> None:
    """ "A turn consists of asking a player for a rank (or a specific card if
    you play that version). If they have it your turn continues" """
    state = do(position(["JS 4H", "JD 2C", "3D 4C"], options=AUTHORS), "ask 1-J")
    assert state.to_move == 0


def test_a_miss_passes_the_turn_to_the_player_asked() -> None:
    """ "if not the turn passes to the player you asked." """
    state = do(position(["JS 4H", "JD 2C", "3D 4C"], options=AUTHORS), "ask 2-J")
    assert state.to_move == 2 and len(state.hands[0]) == 2


def test_you_must_hold_the_rank_asked_for() -> None:
    """ "As in Go Fish, you must have a card of the rank you asked for." """
    state = position(["JS 4H", "JD 2C", "3D 4C"], options=AUTHORS)
    assert {str(m) for m in state.legal_moves()} == {"ask 1-J", "ask 1-4", "ask 2-J", "ask 2-4"}


def test_books_are_discarded_and_play_goes_on_until_all_are_made() -> None:
    """ "Books of 4 cards are discarded. The game continues until all the
    cards are formed into books, and whoever gets most books wins" """
    state = GAME.new_hand(4, AUTHORS, seed=11)
    rng = random.Random(2)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    assert sum(len(books) for books in state.books) == 13
    points = GAME.hand_result(state).points
    assert points == tuple(len(books) for books in state.books)


def test_or_a_point_a_book_to_a_target() -> None:
    """ "- or you can score one point per book and play to a target score." """
    options = GAME.resolve(4, {**AUTHORS, "scoring": "points", "target": 20})
    assert GAME.match_rules(4, options).target == 20


def test_an_empty_hand_is_passed_over() -> None:
    """Decision: with no stock, a player whose hand empties has nothing to
    draw and is passed over; the others play on."""
    state = do(position(["JS JH JC 4H 4S 4D", "JD 2C", "3D 4C"], options=AUTHORS), "ask 1-J", "ask 2-4")
    assert state.books[0] == [11, 4] and state.hands[0] == []
    assert state.to_move == 1  # seat 0 had the turn but nothing to ask with
