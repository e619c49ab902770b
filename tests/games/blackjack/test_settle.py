"""What each hand wins or loses: the comparisons, blackjacks, doubles,
splits and surrender."""

from __future__ import annotations

import pytest

from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.blackjack import GAME

from .helpers import arranged, play, texts


def test_a_dealer_bust_pays_every_hand_still_in() -> None:
    """ "If dealer "busts" by going over 21, any players still in the game
    win." A hand that busted first has lost already."""
    state = play(arranged("10C 10D 6C 6D 5S 6H 6S 10H QS 10S", players=3), "bet 10", "bet 10", "bet 10")
    play(state, "hit", "stand", "stand")  # box 0 busts on the QS; 16 and 12 stand
    assert texts(state.dealer) == ["6D", "10H", "10S"]
    assert [h[0]["outcome"] for h in state.hands] == ["bust", "win", "win"]
    assert state.seat_results() == [-10, 10, 10]


@pytest.mark.parametrize(
    ("player", "outcome", "result"), [("10D 9D", "win", 10), ("10D 7D", "lose", -10), ("10D 8D", "push", 0)]
)
def test_higher_wins_lower_loses_a_tie_pushes(player: str, outcome: str, result: int) -> None:
    """ "Otherwise, players with totals higher than the dealer win, while
    players with totals less than the dealer lose. In case of a tie, or
    "push" the player's bet is returned (no money changes hands)." """
    first, second = player.split()
    state = play(arranged(f"{first} 10C {second} 8C"), "bet 10", "stand")
    assert state.hands[0][0]["outcome"] == outcome and state.seat_results() == [result]


@pytest.mark.parametrize(("pays", "won"), [("3:2", 15), ("6:5", 12)])
def test_a_blackjack_is_paid_extra(pays: str, won: int) -> None:
    """ "A player with blackjack is paid extra--usually one-and-a-half times
    the original bet" (or 6:5 at some tables); it needs no decision."""
    state = play(arranged("AC 9C KC 8C", options={"blackjack_pays": pays}), "bet 10")
    assert state.is_over and state.hands[0][0]["state"] == "blackjack"
    assert state.seat_results() == [won] and GAME.hand_result(state).cells["outcomes"] == (("blackjack",),)


@pytest.mark.parametrize(("option", "result"), [(False, 0), (True, -10)])
def test_a_blackjack_against_the_dealers(option: bool, result: int) -> None:
    """ "... unless dealer also has blackjack, in which case the player
    loses" (the option); by default it is a push (NOTES: "a player's
    blackjack against a dealer blackjack is a push by default")."""
    state = play(arranged("AC AD KC KD", options={"dealer_blackjack_wins": option}), "bet 10", "decline")
    assert state.seat_results() == [result]


def test_insurance_pays_two_to_one() -> None:
    """ "The insurance bet usually pays 2-to-1 if dealer really does have 21." """
    state = play(arranged("10C AD 9C KD"), "bet 20", "insure")
    assert state.is_over and state.seat_results() == [-20 + 20]
    assert GAME.hand_result(state).cells["insurance"] == (20,)


def test_a_double_doubles_the_bet_for_one_card() -> None:
    """ "The player must double his or her bet, and then receives only one
    more card." """
    state = play(arranged("6C 10C 5C 7C 2D 9S"), "bet 10", "double")
    hand = state.hands[0][0]
    assert texts(hand["cards"]) == ["6C", "5C", "2D"] and hand["stake"] == 20 and hand["doubled"]
    assert state.is_over and state.seat_results() == [-20]  # 13 against 17
    assert GAME.hand_result(state).cells["staked"] == (20,)


def test_doubling_only_on_the_first_two_cards() -> None:
    """A double is the decision "before receiving his or her card": on the
    first two cards only."""
    state = play(arranged("2C 10C 3C 7C 2D"), "bet 10", "hit")
    assert Move("double") not in state.legal_moves()
    with pytest.raises(IllegalMove, match="You may double only on your first two cards."):
        state.apply(Move("double"))


def test_doubling_on_10_or_11_only_at_such_tables() -> None:
    """ "Some casinos only allow doubling with these totals (there are no
    restrictions at Yahoo!, however)." """
    options = {"double_on": "10-11"}
    assert Move("double") in play(arranged("9C 10C 2C 7C", options=options), "bet 10").legal_moves()
    state = play(arranged("7C 10C 2C 7D", options=options), "bet 10")
    with pytest.raises(IllegalMove, match="You may double only on 10 or 11."):
        state.apply(Move("double"))
    assert Move("double") in play(arranged("7C 10C 2C 7D", options={"double_on": "9-11"}), "bet 10").legal_moves()
    assert Move("double") in play(arranged("KC 10C 2C 7D"), "bet 10").legal_moves()


def test_doubling_needs_the_chips() -> None:
    state = play(arranged("6C 10C 5C 7C", options={"bankroll": 100}), "bet 60")
    with pytest.raises(IllegalMove, match="You do not have the chips to double."):
        state.apply(Move("double"))


def test_a_split_makes_an_equal_bet_and_plays_two_hands() -> None:
    """ "A player with a pair may choose to split the pair and play each card
    as a separate hand. The player must also make an additional bet, equal to
    the original bet, to cover the additional hand." Each new hand takes its
    second card when its turn comes."""
    state = play(arranged("8C 10C 8D 7C 3S 10S 9H"), "bet 10", "split")
    assert state.chips[0] == 980
    assert [texts(h["cards"]) for h in state.hands[0]] == [["8C", "3S"], ["8D"]]
    play(state, "stand")
    assert [texts(h["cards"]) for h in state.hands[0]] == [["8C", "3S"], ["8D", "10S"]]
    play(state, "stand")
    assert [h["outcome"] for h in state.hands[0]] == ["lose", "win"]  # 11 and 18 against 17
    assert GAME.hand_result(state).cells["outcomes"] == (("lose", "win"),)


def test_any_two_tens_split_with_the_option() -> None:
    """ "In some casinos, as well as in Yahoo!, a player may also split any
    two cards with a value of 10." """
    assert Move("split") in play(arranged("KC 10C QD 7C"), "bet 10").legal_moves()
    state = play(arranged("KC 10C QD 7C", options={"split_tens": False}), "bet 10")
    with pytest.raises(IllegalMove, match="Only a pair can be split."):
        state.apply(Move("split"))


def test_resplitting_up_to_the_most_hands() -> None:
    """ "At Yahoo!, a player who is dealt another matching card may split
    again" (up to ``max_hands`` hands; 2: no resplitting)."""
    state = play(arranged("8C 10C 8D 7C 8H 8S 8C 2D 2H 2S"), "bet 10", "split", "split", "split")
    assert len(state.hands[0]) == 4 and Move("split") not in state.legal_moves()
    with pytest.raises(IllegalMove, match="A box plays at most 4 hands."):
        state.apply(Move("split"))
    once = play(arranged("8C 10C 8D 7C 8H", options={"max_hands": 2}), "bet 10", "split")
    assert Move("split") not in once.legal_moves()


def test_split_aces_take_one_card_each() -> None:
    """NOTES: "split aces get one card each", and "21 after a split is not a
    blackjack": an ace and a ten after a split is a plain 21."""
    state = play(arranged("AC 9C AD 8C KS 5H"), "bet 10", "split")
    assert state.is_over
    assert [texts(h["cards"]) for h in state.hands[0]] == [["AC", "KS"], ["AD", "5H"]]
    assert [h["outcome"] for h in state.hands[0]] == ["win", "lose"]
    assert state.seat_results() == [10 - 10]  # paid even money, not 3:2


def test_doubling_after_a_split_with_the_option() -> None:
    """ "During the play of a hand that began as a split, a player still has
    the usual option of doubling" (unless the table forbids it)."""
    state = play(arranged("5C 10C 5D 7C 6S"), "bet 10", "split")
    assert Move("double") in state.legal_moves()
    state = play(arranged("5C 10C 5D 7C 6S", options={"double_after_split": False}), "bet 10", "split")
    with pytest.raises(IllegalMove, match="This table does not allow doubling after a split."):
        state.apply(Move("double"))


def test_surrender_loses_half_the_bet() -> None:
    """Late surrender (the option): the first decision, after the peek; half
    the bet is lost."""
    state = play(arranged("10C 10D 6C 7D", options={"surrender": True}), "bet 20")
    assert Move("surrender") in state.legal_moves()
    play(state, "surrender")
    assert state.is_over and state.seat_results() == [-10] and state.hands[0][0]["outcome"] == "surrender"
    plain = play(arranged("10C 10D 6C 7D"), "bet 20")
    with pytest.raises(IllegalMove, match="This table does not allow surrender."):
        plain.apply(Move("surrender"))
