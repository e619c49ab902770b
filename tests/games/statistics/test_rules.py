"""Statistics: each sentence of the rule text (``shared/seeds/000_...``) and
of its notes, as behaviour."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.statistics import GAME

from .helpers import card, do, legal, position, texts


def refusal(state, text: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalMove) as caught:
        state.apply(Move.parse(text))
    return str(caught.value)


# -- the deal ----------------------------------------------------------------------


def test_four_cards_each_and_the_kitty_turned_up() -> None:
    """ "The dealer shuffles, deals each player four cards, and places the deck
    face down in the center of the table. The first card off the top of the
    deck is placed face up next to it, to start the discard pile (or
    "kitty.")" """
    for players in (2, 3, 4):
        state = GAME.new_hand(players, None, f"deal{players}", HandContext(0, 1, (0,) * players))
        assert [len(hand) for hand in state.hands] == [4] * players
        assert len(state.kitty) == 1 and len(state.deck) == 52 - 4 * players - 1
        view = state.view(0)
        assert view.pile("kitty").cards == tuple(state.kitty)
        assert view.pile("deck").cards == (None,) * len(state.deck)
        assert view.pile("hand:1").cards == (None,) * 4


def test_the_player_left_of_the_dealer_starts_and_the_deal_passes_left() -> None:
    """ "Players take turns in clockwise order, starting with the player to
    dealer's left." "The person to the left of the dealer becomes the new
    dealer"."""
    state = GAME.new_hand(4, None, "start", HandContext(0, 2, (0,) * 4))
    assert state.to_move == 3
    assert [GAME.dealer_of(4, GAME.resolve(4), n, 2) for n in range(4)] == [2, 3, 0, 1]


# -- ordinary plays --------------------------------------------------------------------


def test_a_card_higher_or_equal_or_one_of_the_same_suit() -> None:
    """ "One or more cards that are higher than or equal to the top card of the
    pile, or Any one card of the same suit as the top card of the pile - it
    may be higher or lower." """
    state = position(["9C KS 3C 3H", "5D 6D 7D 9D"], kitty="9H")
    moves = legal(state)
    assert {"play 9C", "play KS", "play 3H", "play KS 9C", "play 9C KS"} == moves
    assert refusal(state, "play 3C") == "A card must be at least the top card or of its suit."
    assert refusal(state, "play KS 3H") == "Each card of several must be at least the top card (or a two)."


def test_aces_rank_high_and_threes_low() -> None:
    """ "Cards rank from high to low A-K-Q-J-10-9-8-7-6-5-4-3." """
    state = position(["KC 3D 4D 5D", "5C 6C 7C 9C"], kitty="AH")
    assert legal(state) == {"pass 3D", "pass 4D", "pass 5D", "pass KC"}
    state = position(["KC 3D 4D 5D", "5C 6C 7C 9C"], kitty="3S")
    assert {"play KC", "play 3D", "play 4D", "play 5D"} <= legal(state)


def test_the_last_card_sets_the_suit() -> None:
    """ "If two or more cards are played, they may be played in any order, the
    last card setting the suit to be followed if the next player plays a
    lower single card." """
    first = position(["10C KS 3D 4D", "4S 5C 6D 7D"], kitty="9H")
    do(first, "play 10C KS")
    assert first.top == card("KS") and legal(first) == {"play 4S"}
    second = position(["10C KS 3D 4D", "4S 5C 6D 7D"], kitty="9H")
    do(second, "play KS 10C")
    assert second.top == card("10C") and legal(second) == {"play 5C"}
    assert [str(c) for c in second.kitty] == ["9H", "KS", "10C"]
    assert refusal(position(["10C KS 3D 4D", "4S"], kitty="9H"), "play 10C KS 3D") == (
        "Each card of several must be at least the top card (or a two)."
    )


# -- aces -------------------------------------------------------------------------------------


def test_an_ace_takes_the_whole_kitty() -> None:
    """ "An Ace may be played on any card, irrespective of suit, and the player
    must take the whole kitty including the Ace and keep it face down for
    scoring at the end of the play." """
    state = position(["AS KD 3C 4C", "5D 6D 7D 9D"], kitty="9H", deck="10C JC QC")
    assert "take AS" in legal(state) and "play AS" not in legal(state)
    assert "take KD AS" in legal(state)  # an ace among several takes too
    assert refusal(state, "play AS") == "An ace always takes the kitty."
    do(state, "take AS")
    assert texts(state.taken[0]) == ["9H", "AS"]
    assert state.view(1).pile("taken:0").cards == (None, None)


def test_the_kitty_is_taken_even_when_it_is_negative() -> None:
    """ "The kitty must be taken when an Ace is played, even if it has a
    negative value to the player." Here the ace is the only card that may
    be played, so it must be played."""
    state = position(["AC 3C 4D 5H", "5D 6D 7D 9D"], kitty="QS")
    assert legal(state) == {"take AC"}
    do(state, "take AC")
    assert texts(state.taken[0]) == ["AC", "QS"]
    assert state.view(0).get("taken_points") == (-10, 0)


# -- twos -----------------------------------------------------------------------------------------


def test_a_two_goes_on_anything_and_anything_on_a_two() -> None:
    """ "Twos are wild. A Two may be played on any card and any card may be
    played on a Two, irrespective of suit." """
    state = position(["2C 3D 4D 5D", "3H 4H 9C 10C"], kitty="KS")
    assert {"play 2C", "take 2C"} == legal(state)
    do(state, "play 2C")
    moves = legal(state)
    assert {"play 3H", "play 4H 3H", "play 3H 9C", "play 9C 3H 4H 10C"} <= moves
    assert len([m for m in moves if m.startswith("play")]) == 32  # every set, each card on top once


def test_a_two_among_several_cards() -> None:
    """ "A Two may be played on any card": it may be one of the cards played,
    the others each at least the top card."""
    state = position(["2C KS 3D 4D", "5D 6D 7D 9D"], kitty="9H")
    assert {"play KS 2C", "play 2C KS", "take 2C KS"} <= legal(state)
    assert "play 3D 2C" not in legal(state)


def test_a_two_may_take_or_be_left() -> None:
    """ "A Two may be played as an Ace to pick up the kitty, or may be left in
    play if the player does not wish to take the kitty." "Twos are always
    playable, and the player of a Two has the option whether to take the
    kitty or not." """
    taking = do(position(["2C 3D 4D 5D", "3H 4H 9C 10C"], kitty="KS"), "take 2C")
    assert texts(taking.taken[0]) == ["2C", "KS"] and taking.kitty == []
    leaving = do(position(["2C 3D 4D 5D", "3H 4H 9C 10C"], kitty="KS"), "play 2C")
    assert leaving.taken[0] == [] and texts(leaving.kitty) == ["2C", "KS"]


# -- eights ------------------------------------------------------------------------------------------


def test_a_set_of_eights_takes_on_any_card_and_shrinks_the_hand() -> None:
    """ "a set of two or more Eights can be played on any card to take the
    kitty" "A player who uses a pair of Eights to pick up the kitty draws one
    fewer card than normal at the end of that turn. for the rest of the game
    this player will; draw so as to have three card in hand" """
    state = position(["8H 8D 3C 4C", "5D 6D 7D 9D"], kitty="KS", deck="5S 6S 7S 9S")
    assert "take 8D 8H" in legal(state)
    do(state, "take 8D 8H")
    assert texts(state.taken[0]) == ["8D", "8H", "KS"]
    assert len(state.hands[0]) == 3 and state.size[0] == 3
    assert str(state.view(1).get("seat_notes")[0]) == "Hand of 3"


@pytest.mark.parametrize(
    "hand,take,size", [("8H 8D 8S 3C", "take 8D 8H 8S", 2), ("8C 8D 8H 8S", "take 8C 8D 8H 8S", 1)]
)
def test_three_or_four_eights_leave_two_cards_or_one(hand: str, take: str, size: int) -> None:
    """ "If you play three Eights in this way, your hand is replenished to two
    cards only after each subsequent turn; if you were to use four Eights
    then after that you would play with a hand of only one card." """
    state = position([hand, "5D 6D 7D 9D"], kitty="KS", deck="5S 6S 7S 9S 10S")
    do(state, take)
    assert state.size[0] == size and len(state.hands[0]) == size


def test_two_eights_twice_leave_a_hand_of_two() -> None:
    """ "If you pick up the kitty with two Eights on two occasions during a
    hand, then after the second occasion you must continue the game with a
    hand of two cards." """
    state = position(["8H 8D 8C 8S", "5C 6C 7C 9C"], kitty="KS", deck="3D 4D 10H 3H")
    do(state, "take 8D 8H")  # draws the 3H, the 10H is turned
    assert state.size[0] == 3 and state.top == card("10H")
    do(state, "pass 5C")  # nothing of seat 1's beats or follows the 10H
    do(state, "take 8C 8S")
    assert state.size[0] == 2 and texts(state.hands[0]) == ["3H", "5C"]


def test_eights_played_as_normal_cards_cost_nothing() -> None:
    """ "Eights can be played as normal cards." "Note that if Eights are
    played as normal cards, without picking up the kitty, there is no
    penalty on the size of the player's hand." """
    state = position(["8H 8D 3D 4D", "5D 6D 7D 9D"], kitty="5C", deck="5S 6S 7S 9S")
    assert {"play 8D 8H", "play 8H 8D", "take 8D 8H"} <= legal(state)
    do(state, "play 8H 8D")
    assert state.size[0] == 4 and len(state.hands[0]) == 4 and state.taken[0] == []


# -- jacks ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("top", ["6D", "2D", "JD"])
def test_a_jack_on_a_lower_card_of_its_sister_suit_takes(top: str) -> None:
    """ "If a single Jack is played on a lower or equal card (including a Two)
    of the other suit of the same colour (for example the Jack of Hearts on
    the Six of Diamonds) and the player must take the kitty as with an Ace." """
    state = position(["JH 3C 4C 5C", "5D 6D 7D 9D"], kitty=top)
    assert "take JH" in legal(state) and "play JH" not in legal(state)
    assert refusal(state, "play JH") == (
        "A single jack on a lower or equal card of the other suit of its colour takes the kitty."
    )
    do(state, "take JH")
    assert texts(state.taken[0]) == sorted(["JH", top])


def test_other_jacks_do_not_take() -> None:
    """ "If a Jack is played on any other suit, or a set of two or more Jacks
    is played together, the kitty is not taken." """
    other_suit = position(["JH 3C 4C 5C", "5D 6D 7D 9D"], kitty="6C")
    assert "play JH" in legal(other_suit) and "take JH" not in legal(other_suit)
    assert refusal(other_suit, "take JH") == (
        "Only an ace, a two, a set of eights or a jack on the other suit of its colour takes the kitty."
    )
    together = position(["JH JD 4C 5C", "5D 6D 7D 9D"], kitty="6D")
    assert {"play JD JH", "play JH JD"} <= legal(together)
    assert "take JD JH" not in legal(together)
    higher = position(["JH 3C 4C 5C", "5D 6D 7D 9D"], kitty="QD")
    assert "play JH" not in legal(higher) and "take JH" not in legal(higher)


# -- must play, may pass -----------------------------------------------------------------------------------


def test_a_player_must_play_if_able() -> None:
    """ "A player must play a card or cards if able to, and must take the
    kitty if that required by the card played." """
    state = position(["KS 3C 4C 5C", "5D 6D 7D 9D"], kitty="9H")
    assert not any(move.startswith("pass") for move in legal(state))
    assert refusal(state, "pass 3C") == "You can play, so you may not pass."


def test_the_pair_of_eights_exception() -> None:
    """ "a player is not required to play a pair of Eights to take the pile.
    Example: the top card is the K, the next player holding 10-3-8-8 is not
    required to play. However if the top card were K the next player with
    that same hand would be forced either to play the 8 as a single card or
    to take the kitty with the pair of eights." (NOTES: K of spades, then K
    of hearts; the 10 and 3 of clubs, the 8 of hearts and of diamonds.)"""
    spades = position(["10C 3C 8H 8D", "5D 6D 7D 9D"], kitty="KS")
    assert legal(spades) == {"take 8D 8H", "pass 10C", "pass 3C", "pass 8H", "pass 8D"}
    hearts = position(["10C 3C 8H 8D", "5D 6D 7D 9D"], kitty="KH")
    assert legal(hearts) == {"play 8H", "take 8D 8H"}


def test_a_player_may_avoid_taking_with_another_card() -> None:
    """ "A player who is able to take the kitty but does not wish to can avoid
    this by playing a different card, if he has other playable cards." """
    state = position(["JH AS 9C 4S", "5D 6D 7D 9D"], kitty="6D")
    assert {"take JH", "take AS", "play 9C"} <= legal(state)
    do(state, "play 9C")
    assert state.taken[0] == [] and texts(state.kitty) == ["6D", "9C"]


# -- passing and drawing -------------------------------------------------------------------------------------


def test_a_player_who_cannot_play_passes_a_card_left() -> None:
    """ "If a player is unable to make a play, he must instead pass one card of
    his choice to the player on his left." The card is seen by those two only."""
    state = position(["3C 4C 5C 6C", "KH KD 10C 9C", "5D 6D 7D 9H"], kitty="KS", deck="7D 8D 9D")
    assert legal(state) == {"pass 3C", "pass 4C", "pass 5C", "pass 6C"}
    move = Move.parse("pass 3C")
    assert state.observed(move, 1) is move and state.observed(move, 2) is Move("pass")
    do(state, "pass 3C")
    assert card("3C") in state.hands[1] and len(state.hands[1]) == 5
    assert texts(state.hands[0]) == ["4C", "5C", "6C", "9D"]  # drew back to four
    assert state.view(0).get("passed") == (("3C",), ())
    assert state.view(1).get("passed") == ((), ("3C",))
    assert state.view(1).get("received_cards") == (card("3C"),)
    assert state.view(2).get("passed") == ((), ())
    assert state.observed_history(2) == [Move("pass")]


def test_drawing_back_to_four_and_the_five_card_hand() -> None:
    """ "After playing or passing a card, if the player has fewer than four
    cards in hand, he must draw cards from the top of the deck until he has
    four cards again. A player who began his turn with five cards, having
    just been passed a card by a player unable to play, will not need to
    draw any cards unless he played more than one card." """
    one = position(["3C 4C 5C 6C", "KH KD 10C 9C", "5D 6D 7D 9H"], kitty="KS", deck="7D 8D 9D")
    do(one, "pass 3C", "play KH")
    assert len(one.hands[1]) == 4 and len(one.deck) == 2
    two = position(["3C 4C 5C 6C", "KH KD 10C 9C", "5D 6D 7D 9H"], kitty="KS", deck="7D 8D 9D")
    do(two, "pass 3C", "play KD KH")
    assert len(two.hands[1]) == 4 and len(two.deck) == 1


def test_a_new_kitty_is_turned_after_a_take() -> None:
    """ "If the kitty has been picked up, after the player has drawn from the
    deck, the top card of the deck is turned up to begin a new kitty." """
    state = position(["AS 3C 4C 5C", "5D 6D 7D 9D"], kitty="9H", deck="7D 8D 9D")
    do(state, "take AS")
    assert card("9D") in state.hands[0]
    assert state.kitty == [card("8D")] and state.deck == [card("7D")]


def test_when_the_deck_runs_out_nobody_draws() -> None:
    """ "When the deck runs out, players continue the game without drawing." """
    state = position(["KH 3C 4C 5C", "5D 6D 7D 9D"], kitty="9H")
    do(state, "play KH")
    assert len(state.hands[0]) == 3
    do(state, "pass 5D")  # seat 1 cannot play on the king of hearts
    assert len(state.hands[1]) == 3 and len(state.hands[0]) == 4


def test_a_free_lead_after_a_take_with_the_deck_empty() -> None:
    """ "If the kitty is taken when the stock is empty, no card can be turned
    to start a new kitty and instead the next player can play any card or
    set." """
    state = position(["AS 3C", "5H 5D 9C"], kitty="9H")
    do(state, "take AS")
    assert state.kitty == [] and state.view(1).get("free_lead") is True
    assert legal(state) == {"play 5D", "play 5H", "play 9C", "play 5D 5H", "play 5H 5D"}
    assert str(state.view(1).prompt) == "Lead any card, or several cards of one rank."
    assert refusal(state, "play 5D 9C") == "On an empty kitty, lead one card or several cards of one rank."


def test_an_ace_led_takes_itself() -> None:
    """ "An Ace may be played on any card ... and the player must take the
    whole kitty including the Ace": led on an empty kitty, it takes itself."""
    state = position(["AH 3D", "5D 6D"], kitty="9S", free_lead=True)
    assert "take AH" in legal(state) and "play AH" not in legal(state)
    do(state, "take AH")
    assert card("AH") in state.taken[0]


def test_a_player_with_no_cards_is_skipped() -> None:
    """When the deck has run out a hand may be empty: its player has no turn."""
    state = position(["KH 3C", "", "QH 4D"], kitty="9H")
    do(state, "play KH")
    assert state.to_move == 2


# -- the end of the deal ----------------------------------------------------------------------------------------


def test_when_all_cards_are_played_the_last_player_takes_the_kitty() -> None:
    """ "When all cards have been played ... the last player to make a valid
    play picks up the last kitty." """
    state = position(["KH", "3H"], kitty="QH")
    do(state, "play KH", "play 3H")
    assert state.to_move is None
    assert texts(state.taken[1]) == ["3H", "KH", "QH"] and state.taken[0] == []


def test_when_nobody_can_play_the_hands_go_to_their_holders() -> None:
    """ "or no player can make a play, the last player to make a valid play
    picks up the last kitty. Any cards left in players' hands go in their own
    collections." """
    state = position(["KH 4C", "3C 5D"], kitty="QH")
    do(state, "play KH", "pass 3C", "pass 3C")
    assert state.to_move is None
    assert texts(state.taken[0]) == ["4C", "KH", "QH"]
    assert texts(state.taken[1]) == ["3C", "5D"]


def test_everyone_passing_with_cards_in_the_deck_turns_a_new_top_card() -> None:
    """Decision: when every player has passed in a row and nobody drew (each
    holds four or more), the top card of the deck is turned onto the kitty
    and play goes on."""
    state = position(["3C 4C 5C 6C 7C", "3D 4D 6D 7D"], kitty="KS", deck="9D 5H")
    do(state, "pass 3C", "pass 3D")
    assert state.top == card("5H") and texts(state.kitty) == ["5H", "KS"] and state.deck == [card("9D")]
    assert state.to_move == 0 and "play 7C" in legal(state)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("agent", ["random", "normal"])
def test_all_52_cards_end_in_collections(players: int, agent: str) -> None:
    """Every card ends in a collection: "Any cards left in players' hands go
    in their own collections." """
    rng = random.Random(players)
    player = make_agent(agent, GAME)
    for number in range(15):
        state = GAME.new_hand(players, None, f"all{number}", HandContext(number, number % players, (0,) * players))
        while state.to_move is not None:
            state.apply(player.choose(information(state, state.to_move), rng))
        assert sum(len(cards) for cards in state.taken) == 52
        assert not state.deck and not state.kitty and not any(state.hands)
        cells = GAME.hand_result(state).cells
        assert sum(cells["aces"]) == 4 and cells["ten_of_diamonds"] is not None
