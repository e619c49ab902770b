"""A round of blackjack, step by step, with the shoe arranged."""

from __future__ import annotations

import pytest

from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.blackjack import GAME

from .helpers import arranged, play, texts


def test_the_deal_goes_round_twice_and_the_hole_card_is_face_down() -> None:
    """ "The dealer, Yahoo! in this case, deals two cards to each player and
    two cards to himself. Players' cards are dealt faceup, while one of the
    dealer's cards is dealt face up and the other is facedown." """
    state = play(arranged("2C 3C 4C 5C 6C 7C", players=2), "bet 10", "bet 20")
    assert texts(state.hands[0][0]["cards"]) == ["2C", "5C"]
    assert texts(state.hands[1][0]["cards"]) == ["3C", "6C"]
    assert texts(state.dealer) == ["4C", "7C"]
    for seat in (0, 1, None):
        view = state.view(seat)
        assert texts(view.pile("dealer").cards) == ["4C", "??"]
        assert texts(view.pile("box:1:0").cards) == ["3C", "6C"]
    assert state.to_move == 0 and state.view(0).get("active") == (0, 0)


def test_a_player_hits_as_often_as_wanted_and_stands() -> None:
    """ "A player may "Stand" -- play just the two cards originally dealt or
    may "Hit"-- take another card. After being dealt an additional card, the
    player may stop or may take still another card." """
    state = play(arranged("2C 10C 3C 8C 2D 2H 3D"), "bet 10", "hit", "hit", "hit")
    assert texts(state.hands[0][0]["cards"]) == ["2C", "3C", "2D", "2H", "3D"]
    play(state, "stand")
    assert state.is_over and state.hands[0][0]["outcome"] == "lose"  # 12 against 18


def test_going_over_21_loses_at_once() -> None:
    """ "As soon as the player's total exceeds 21, the player loses." The
    dealer still turns the hole card, but draws nothing for a busted hand."""
    state = play(arranged("10C 6C 6D 10D KS 9S"), "bet 10", "hit")
    assert state.is_over
    assert state.hands[0][0]["state"] == "bust" and state.hands[0][0]["result"] == -10
    assert texts(state.dealer) == ["6C", "10D"]  # 16: it would have hit
    assert texts(state.view(0).pile("dealer").cards) == ["6C", "10D"]


def test_twenty_one_ends_a_hand_by_itself() -> None:
    """A hand that reaches 21 needs no more decisions (it cannot do better)."""
    state = play(arranged("10C 9C 5C 5D 6D 2H 6S", players=2), "bet 10", "bet 10", "hit")
    assert texts(state.hands[0][0]["cards"]) == ["10C", "5D", "6S"]
    assert state.hands[0][0]["state"] == "stood" and state.active == (1, 0)


@pytest.mark.parametrize(
    ("dealer", "hits", "final"),
    [
        ("10D 6D 5S", True, 21),  # 16 hits
        ("10D 7D 5S", False, 17),  # 17 stands
        ("AD 6D 4S", False, 17),  # soft 17 stands by default
    ],
)
def test_the_dealer_hits_below_17_and_stands_on_17(dealer: str, hits: bool, final: int) -> None:
    """ "Under most casino rules, a dealer with a total less than 17 must
    "hit" (take a card); with 17 or more, dealer must stand." """
    up, hole, extra = dealer.split()
    state = play(arranged(f"10C {up} 8C {hole} {extra}"), "bet 10", *(["decline"] if up == "AD" else []), "stand")
    assert len(state.dealer) == (3 if hits else 2)
    assert state.view(0).get("dealer_total") == final


def test_the_dealer_hits_soft_17_when_the_table_says_so() -> None:
    """ "If a dealer has a "soft 17"--a hand that contains an ace plus six
    other points ...--some casinos require the dealer to hit and some require
    dealer to stand ... players may choose which of these two rules they
    prefer." """
    state = play(arranged("10C AD 8C 6D 3S", options={"hits_soft_17": True}), "bet 10", "decline", "stand")
    assert texts(state.dealer) == ["AD", "6D", "3S"]
    assert state.hands[0][0]["outcome"] == "lose"  # 18 against 20


def test_insurance_is_offered_under_an_ace_and_costs_half_the_bet() -> None:
    """ "If dealer's face up card is an ace, players are often given a chance
    to buy insurance against the possibility of the dealer's having a
    blackjack"."""
    state = play(arranged("10C 9C AD 8C 7D 6H", players=2), "bet 20", "bet 40")
    assert state.view(0).get("phase") == "insurance" and state.legal_moves() == [Move("insure"), Move("decline")]
    play(state, "insure")
    assert state.chips[0] == 1000 - 20 - 10 and state.to_move == 1
    play(state, "decline", "stand", "stand")
    assert state.seat_results() == [20 - 10, -40]  # 18 and 16 against 17; the insurance is lost


def test_a_blackjack_may_take_even_money() -> None:
    """A box holding a blackjack may insure too (even money): it is paid 2:1
    and pushes when the dealer has one."""
    state = play(arranged("AC AD KC KD"), "bet 10", "insure")
    assert state.is_over and state.seat_results() == [0 + 10]


def test_the_peek_shows_a_dealer_blackjack_at_once() -> None:
    """With a hole card, the dealer looks under an ace or a ten: a blackjack
    ends the round before anyone plays (a player's blackjack pushes, every
    other hand loses its bet)."""
    state = play(arranged("10C AC 9C 10H 9D KH 8D AD", players=3), "bet 10", "bet 10", "bet 10")
    assert state.is_over
    assert [h[0]["outcome"] for h in state.hands] == ["lose", "push", "lose"]
    assert texts(state.view(0).pile("dealer").cards) == ["10H", "AD"]
    assert GAME.hand_result(state).cells["dealer"] == "blackjack"


def test_without_a_hole_card_the_dealer_draws_after_the_players() -> None:
    """European: no hole card; the dealer's second card comes once the
    players have finished, and a dealer blackjack then takes every stake,
    doubles included."""
    state = play(arranged("6C AD 5C 3H KS", options={"hole_card": "european"}), "bet 10")
    assert texts(state.dealer) == ["AD"] and state.phase == "insurance"
    play(state, "decline", "double")
    assert texts(state.hands[0][0]["cards"]) == ["6C", "5C", "3H"]
    assert texts(state.dealer) == ["AD", "KS"] and state.seat_results() == [-20]


def test_bets_are_within_the_limits_and_the_chips() -> None:
    """Bets are multiples of 10 between the table's limits, never more than
    the seat's chips; a seat that cannot cover the minimum sits out."""
    state = GAME.new_hand(2, {"min_bet": 20, "max_bet": 100}, "bets", HandContext(0, 0, (0, -990)))
    bets = [int(m.arg) for m in state.legal_moves()]  # type: ignore[arg-type]
    assert bets == [0, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    with pytest.raises(IllegalMove, match="Bets are from 20 to 100, in steps of 10."):
        state.apply(Move.parse("bet 25"))
    play(state, "bet 100")
    assert state.legal_moves() == [Move.parse("bet 0")]  # 10 chips left: below the minimum
    play(state, "bet 0")
    assert state.hands[1] == [] and len(state.hands[0][0]["cards"]) == 2


def test_a_round_with_no_bet_is_over_at_once() -> None:
    """If every box sits out, the round ends with nothing won or lost."""
    state = play(GAME.new_hand(2, None, "none"), "bet 0", "bet 0")
    assert state.is_over and state.seat_results() == [0, 0] and state.dealer == []
    assert GAME.hand_result(state).points == (0, 0)


def test_seat_zero_plays_several_boxes_first() -> None:
    """Option ``boxes``: seat 0 bets and plays its boxes first, left to right."""
    state = GAME.new_hand(3, {"boxes": 2}, "boxes")
    assert state.box_seats == (0, 0, 1, 2)
    play(state, "bet 10")
    assert state.to_move == 0 and state.chips[0] == 990
    play(state, "bet 20", "bet 10")
    assert state.to_move == 2


def test_after_the_round_the_chips_shown_include_its_result() -> None:
    """Once a round is settled a player holds the stake back with the
    winnings: after winning 20 on a bet of 20 from 1,000 the plate says 1,020
    (while the round runs it says what may still be staked: 980)."""
    context = HandContext(number=0, dealer=0, scores=(0,))
    state = play(arranged("10C 9C 10D 7D", context=context), "bet 20")
    assert state.view(0).get("chips") == (980,)
    play(state, "stand")
    assert state.is_over and state.view(0).get("chips") == (1020,)


def test_the_status_says_the_dealer_busts() -> None:
    """ "If dealer 'busts' by going over 21, any players still in the game
    win": the table says the dealer busts, not that it shows 22."""
    state = play(arranged("10C 6C 10D 6D 10S"), "bet 10", "stand")
    assert state.is_over
    lines = [reason.english() for reason in state.view(0).status]
    assert any("busts with 22" in line for line in lines), lines
