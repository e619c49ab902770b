"""Crazy Eights, "Basic Game": one test per sentence of the rule text
(shared/seeds/001_..., "Crazy Eights contribution from Szu Kay Wong")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import Card, Suit, french_deck, parse_cards, shuffled
from cardtable.core.game import HandContext
from cardtable.core.reasons import IllegalMove
from cardtable.games.crazy_eights import GAME

from .helpers import do, moves, position


def test_one_standard_pack_or_two_for_many_players() -> None:
    """ "The basic game of Crazy Eights uses a standard 52 card pack, or two such
    packs shuffled together if there are a lot of players." """
    four = GAME.new_hand(4, {}, seed=1)
    assert Counter(four.cards()) == Counter(french_deck())
    six = GAME.new_hand(6, {}, seed=1)
    assert Counter(six.cards()) == Counter(french_deck(2))
    assert Card.parse("QS-2") in six.cards()
    assert len(GAME.new_hand(5, {}, seed=1).cards()) == 52
    assert len(GAME.new_hand(3, {"decks": "2"}, seed=1).cards()) == 104
    assert len(GAME.new_hand(8, {"decks": "1"}, seed=1).cards()) == 52


@pytest.mark.parametrize("players,size", [(2, 7), (3, 5), (4, 5), (8, 5)])
def test_five_cards_each_or_seven_for_two_players(players: int, size: int) -> None:
    """ "The dealer deals (singly) five cards to each player (seven each if there
    are only two players)." """
    state = GAME.new_hand(players, {}, seed="deal")
    assert [len(hand) for hand in state.hands] == [size] * players


def test_the_deal_is_one_card_at_a_time_from_the_dealers_left() -> None:
    """ "The dealer deals (singly) five cards to each player" — one card to each
    player in turn, beginning on the dealer's left."""
    deck = shuffled(french_deck(), random.Random("singly"))
    state = GAME.new_hand(4, {}, seed="singly", context=HandContext(0, 2, ()))
    order = list(reversed(deck))  # the deck is dealt from its end
    assert state.hands[3][0] is order[0]
    assert state.hands[0][0] is order[1]
    assert state.hands[1][0] is order[2]
    assert state.hands[2][0] is order[3]
    assert state.hands[3][1] is order[4]


def test_the_stock_is_face_down_and_its_top_card_starts_the_discard_pile() -> None:
    """ "The un-dealt stock is placed face down on the table, and the top card of
    the stock is turned face up and placed beside the stock to start the
    discard pile." """
    state = GAME.new_hand(4, {}, seed=5)
    deck = shuffled(french_deck(), random.Random(5))
    assert len(state.stock) == 52 - 20 - 1
    assert state.discard == [deck[-21]]
    view = state.view(0)
    assert view.pile("stock").cards == (None,) * 31
    assert view.pile("discard").cards == (state.discard[0],)


def test_play_starts_left_of_the_dealer_and_goes_clockwise() -> None:
    """ "Starting with the player to dealer's left, and continuing clockwise, each
    player in turn must either play a legal card face up on top of the discard
    pile, or draw a card from the un-dealt stock." """
    state = GAME.new_hand(4, {}, seed=9, context=HandContext(0, 1, ()))
    assert state.to_move == 2
    kinds = {move.kind for move in state.legal_moves()}
    assert kinds <= {"play", "draw"} and "draw" in kinds
    do(state, "draw")
    assert state.to_move == 3
    before = len(state.discard)
    play = next(m for m in state.legal_moves() if m.kind == "play")
    state.apply(play)
    assert state.discard[-1] is play.card and len(state.discard) == before + 1
    assert state.to_move == 0


def test_match_the_rank_or_suit_of_the_previous_card() -> None:
    """ "if the top card of the discard pile is not an eight, you may play any
    card which matches the rank or suit of the previous card (for example if
    the top card was the king of hearts you could play any king or any
    heart);" """
    state = position(["KS 3H 4C 8D", "2C"], "KH", "5S 6S")
    legal = moves(state)
    assert "play KS" in legal and "play 3H" in legal
    assert "play 4C" not in legal
    with pytest.raises(IllegalMove) as refusal:
        do(state, "play 4C")
    assert str(refusal.value) == "Play one of the hearts, any king, or any eight."
    assert refusal.value.code == "match"


def test_an_eight_goes_on_anything_and_names_the_next_suit() -> None:
    """ "an eight may be played on any card, and the player of the eight must
    nominate a suit, which must be played next;" """
    state = position(["8C 4C", "5D 5H 9C"], "KH", "2S 3S")
    legal = moves(state)
    assert {"play 8C C", "play 8C D", "play 8C H", "play 8C S"} <= set(legal)
    assert "play 8C" not in legal
    with pytest.raises(IllegalMove, match="You must name a suit with the eight."):
        do(state, "play 8C")
    do(state, "play 8C D")
    assert state.suit is Suit.DIAMONDS
    assert moves(state) == ["play 5D", "draw"]


def test_on_an_eight_play_the_nominated_suit() -> None:
    """ "if an eight is on top of the pile, you may play any card of the suit
    nominated by the person who played the eight." """
    state = position(["3H 3C QH 8D", "2C"], "8C", "5S", suit=Suit.HEARTS)
    legal = moves(state)
    assert "play 3H" in legal and "play QH" in legal
    assert "play 3C" not in legal  # the eight's own suit is no longer in force
    assert "play 8D H" in legal  # another eight is always allowed
    with pytest.raises(IllegalMove, match=r"Play one of the hearts \(named with the eight of clubs\)"):
        do(state, "play 3C")


def test_first_out_wins_and_the_others_score_their_cards() -> None:
    """ "The first player who gets rid of all their cards wins, and the other
    players score penalty points according to the cards they have left in
    their hands - 50 for an eight, 10 for a picture, and spot cards at face
    value." """
    state = position(["5H", "8S KD 7C", "QC JH AS 2D"], "9H", "3S 4S")
    do(state, "play 5H")
    assert state.is_over and state.winner == 0
    result = GAME.hand_result(state)
    assert result.points == (0, 50 + 10 + 7, 10 + 10 + 1 + 2)
    assert result.cells["winner"] == 0
    assert result.cells["cards_left"] == (0, 3, 4)
    assert result.cells["penalty"] == result.points
    assert state.legal_moves() == ()


def test_the_hands_are_parsed_as_written() -> None:
    """The test helper lays out exactly the cards it is given."""
    state = position(["5H 6H", "7C"], "9H", "3S 4S")
    assert state.hands == [parse_cards("5H 6H"), parse_cards("7C")]
    assert state.stock[-1] == Card.parse("4S")
