"""Go Fish, the basic game: one test per sentence of "Go Fish" in
shared/seeds/001_... and of the Go Fish line of shared/rules/NOTES.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import Card, french_deck
from cardtable.core.game import HandContext
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.go_fish import GAME
from cardtable.games.go_fish.moves import DRAW, card_ask, rank_ask

from .helpers import do, position, texts


def test_three_to_six_players_or_two() -> None:
    """ "This is best for 3-6 players, but it is possible for 2 to play." """
    assert (GAME.min_players, GAME.max_players, GAME.default_players) == (2, 6, 4)
    with pytest.raises(OptionError):
        GAME.resolve(7, {})


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_five_each_or_seven_for_two_and_a_stock(players: int) -> None:
    """ "A standard 52 card deck is used. The dealer deals 5 cards to each
    player (7 each for 2 players). The remaining cards are placed face down
    to form a stock." (Books dealt are set aside at once, so count them too.)"""
    state = GAME.new_hand(players, {}, seed=players)
    assert Counter(state.cards()) == Counter(french_deck())
    each = 7 if players == 2 else 5
    for seat in range(players):
        assert len(state.hands[seat]) + 4 * len(state.books[seat]) == each
    assert len(state.stock) == 52 - each * players
    stock = state.view(0).pile("stock")
    assert stock.kind == "stock" and all(card is None for card in stock.cards)


@pytest.mark.parametrize("dealer", [0, 1, 3])
def test_the_player_to_the_dealers_left_starts(dealer: int) -> None:
    """ "The player to dealer's left starts." """
    state = GAME.new_hand(4, {}, seed=9, context=HandContext(0, dealer, (0,) * 4))
    assert state.to_move == (dealer + 1) % 4


def test_a_turn_is_asking_a_specific_player_for_a_specific_rank() -> None:
    """ "A turn consists of asking a specific player for a specific rank." """
    state = position(["JS 4H", "2C", "3D"], "5S 6S")
    assert sorted(map(str, state.legal_moves())) == ["ask 1-4", "ask 1-J", "ask 2-4", "ask 2-J"]
    for move in (rank_ask(2, 11), rank_ask(1, 10), card_ask(Card.parse("7D"), 2)):
        assert Move.parse(str(move)) is move
    assert str(rank_ask(2, 11)) == "ask 2-J" and str(card_ask(Card.parse("7D"), 2)) == "ask 7D 2"


def test_the_asker_must_hold_the_rank() -> None:
    """ "The player who asks must already hold at least one card of the
    requested rank, so I must hold at least one jack to say this." """
    state = position(["JS 4H", "JD 2C", "3D"], "5S 6S")
    with pytest.raises(IllegalMove, match="You must hold a card of the rank you ask for."):
        state.apply(rank_ask(1, 2))
    assert state.history == []


def test_nobody_asks_themself() -> None:
    """Decision: "asking a specific player" means another player."""
    state = position(["JS 4H", "JD 2C", "3D"], "5S 6S")
    with pytest.raises(IllegalMove, match="Nobody can ask themself."):
        state.apply(rank_ask(0, 11))


def test_the_player_asked_gives_all_of_the_rank_and_the_asker_goes_on() -> None:
    """ "If the player who was asked (Mary) has cards of the named rank
    (jacks in this case), she must give all her cards of this rank to the
    player who asked for them. That player then gets another turn and may
    again ask any player for any rank already held by the asker." """
    state = do(position(["JS 4H", "JD JC 2C", "3D"], "5S 6S"), "ask 1-J")
    assert texts(state.hands[0]) == ["4H", "JC", "JD", "JS"]
    assert texts(state.hands[1]) == ["2C"]
    assert state.to_move == 0
    assert {"ask 1-4", "ask 2-J", "ask 2-4", "ask 1-J"} == set(map(str, state.legal_moves()))
    assert state.view(2).get("asks") == ((0, 1, "J", "gave", 2, None),)


def test_go_fish_a_card_of_the_rank_asked_is_shown_and_the_asker_goes_on() -> None:
    """ "If the person asked does not have any cards of the named rank, they
    say 'Go fish!'. The asker must then draw the top card of the un dealt
    stock. If the drawn card is the rank asked for, the asker shows it and
    gets another turn." """
    state = do(position(["JS 4H", "2C 5D", "3D"], "5S JH"), "ask 1-J")
    assert "JH" in texts(state.hands[0]) and state.stock == [Card.parse("5S")]
    assert state.to_move == 0
    assert state.view(2).get("asks") == ((0, 1, "J", "fish", 0, "JH"),)
    assert "JH" in state.view(2).get("public_cards")[0]


def test_go_fish_another_card_is_kept_and_the_turn_passes_to_the_player_asked() -> None:
    """ "If the drawn card is not the rank asked for, the asker keeps it, but
    the turn now passes to the player who said 'Go fish!'." """
    state = do(position(["JS 4H", "2C 5D", "3D"], "JH 5S"), "ask 2-J")
    assert "5S" in texts(state.hands[0])
    assert state.to_move == 2
    view = state.view(1)
    assert view.get("asks") == ((0, 2, "J", "fish", 0, None),)
    assert view.pile("hand:0").cards == (None, None, None)  # the card drawn stays hidden
    assert "5S" not in view.get("public_cards")[0]


def test_a_book_is_shown_and_set_aside_at_once() -> None:
    """ "As soon as a player collects a book of 4 cards of the same rank,
    this must be shown and discarded face down." (Decision: the books lie
    before their owner, face up, so every player can count them.)"""
    state = do(position(["JS JH 4H", "JD JC 2C", "3D"], "5S 6S"), "ask 1-J")
    assert texts(state.hands[0]) == ["4H"]
    assert state.books[0] == [11]
    books = state.view(2).pile("books:0")
    assert books.kind == "books" and books.owner == 0 and texts(books.cards) == ["JC", "JD", "JH", "JS"]
    assert state.view(2).get("books") == (("J",), (), ())


def test_a_book_fished_from_the_stock_is_set_aside_too() -> None:
    """ "As soon as a player collects a book of 4 cards ..." also when the
    fourth card comes from the stock."""
    state = do(position(["4S 4H 4D 2H", "2C 5D", "3D"], "6S 4C"), "ask 1-4")
    assert state.books[0] == [4] and state.to_move == 0


def test_books_in_the_dealt_hands_are_set_aside_before_the_first_ask() -> None:
    """ "As soon as a player collects a book": a book dealt is set aside
    before the first ask, in seat order from the dealer's left."""
    state = position(["9S 9H 9D 9C 2H", "KC KD KH KS 5D", "3D"], "6S 7S 8S", dealer=0)
    assert state.books == [[9], [13], []]
    assert [(e.seat, e.rank) for e in state.events] == [(1, 13), (0, 9)]
    assert state.to_move == 1 and texts(state.hands[1]) == ["5D"]


def test_the_game_ends_when_a_hand_is_empty() -> None:
    """ "The game continues until either someone has no cards left in their
    hand or the stock runs out." (NOTES: "basic game ends when a hand
    empties".) The player asked gives away its last card: the end."""
    state = do(position(["JS 4H", "JD", "3D"], "5S 6S"), "ask 1-J")
    assert state.to_move is None and state.legal_moves() == ()


def test_the_game_ends_when_the_stock_runs_out() -> None:
    """ "... or the stock runs out": the last card drawn ends the hand, even
    one of the rank asked for."""
    state = do(position(["JS 4H", "2D 3C", "3D 5C"], "JH"), "ask 1-J")
    assert state.stock == [] and state.to_move is None


def test_the_winner_has_the_most_books() -> None:
    """ "The winner is the player who then has the most books." A point a
    book; by default the match is this one hand."""
    state = do(position(["JS JH 4H", "JD JC", "3D 5C"], "6S"), "ask 1-J")
    assert state.to_move is None
    result = GAME.hand_result(state)
    assert result.points == (1, 0, 0) and result.cells == {"books": (1, 0, 0)}
    assert str(result.summary[0]) == "Seat 0 made the most books."
    assert GAME.match_rules(3, GAME.resolve(3, {})).hands == 1


def test_players_tied_for_the_most_books_share_the_win() -> None:
    """Decision: "the player who then has the most books" - players tied for
    the most share the win (the one-hand match names them all)."""
    game_seed = next(seed for seed in range(500) if _tied(seed))
    match = Match(GAME, 3, {}, seed=game_seed)
    state = match.deal()
    rng = random.Random(0)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    match.state = state
    match.finish_hand()
    books = [len(made) for made in state.books]
    best = max(books)
    assert match.is_over and match.winners() == [s for s in range(3) if books[s] == best]
    assert len(match.winners()) > 1


def _tied(seed: int) -> bool:
    match = Match(GAME, 3, {}, seed=seed)
    state = match.deal()
    rng = random.Random(0)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    books = [len(made) for made in state.books]
    return books.count(max(books)) > 1


def test_only_asks_are_moves_in_the_basic_game() -> None:
    """The draw after "Go fish!" follows from the ask: no other move."""
    state = position(["JS 4H", "2C 5D", "3D"], "JH 5S")
    with pytest.raises(IllegalMove, match="You draw only when told to go fish."):
        state.apply(DRAW)
