"""The dealer's final totals by recursion over the shoe's composition."""

from __future__ import annotations

import pytest

from cardtable.games.blackjack.dealer import BLACKJACK, BUST, dealer_outcomes, full_shoe, remove


@pytest.mark.parametrize("up", range(1, 11))
@pytest.mark.parametrize("h17", [False, True])
def test_one_deck_outcomes_sum_to_one(up: int, h17: bool) -> None:
    """ "A dealer with a total less than 17 must hit": every way the dealer's
    hand can end (17..21, bust, blackjack) together has probability 1."""
    comp = remove(full_shoe(1), up, 10, 7)
    assert sum(dealer_outcomes(up, comp, h17, False)) == pytest.approx(1.0)
    assert sum(dealer_outcomes(up, comp, h17, True)) == pytest.approx(1.0)


def test_a_shoe_of_one_card_gives_a_certain_result() -> None:
    """With only a 7 left the dealer's 10 becomes a certain 17 ("with 17 or
    more, dealer must stand")."""
    comp = (0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0)
    assert dealer_outcomes(10, comp, False, True) == (1.0, 0, 0, 0, 0, 0, 0)


def test_two_cards_left_by_hand() -> None:
    """A 6 up with a 5 and a 10 left: the hole card is one, the hit the
    other, half the time each; both orders make 21 (6+5+10)."""
    comp = (0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
    out = dealer_outcomes(6, comp, False, True)
    assert out[4] == pytest.approx(1.0)


def test_the_peek_conditions_on_no_blackjack() -> None:
    """ "Players ... are often given a chance to buy insurance against the
    possibility of the dealer's having a blackjack": after the peek the
    blackjack is out and the rest renormalized."""
    comp = remove(full_shoe(6), 1, 9, 8)
    before = dealer_outcomes(1, comp, False, False)
    after = dealer_outcomes(1, comp, False, True)
    assert after[BLACKJACK] == 0.0
    assert before[BLACKJACK] == pytest.approx(comp[10] / (sum(comp) - comp[0]))
    for i in range(BLACKJACK):
        assert after[i] == pytest.approx(before[i] / (1 - before[BLACKJACK]))


def test_hitting_soft_17_changes_only_soft_17s() -> None:
    """ "If a dealer has a soft 17 ... some casinos require the dealer to
    hit": with an ace up the dealer ends on 17 less often and busts more."""
    comp = remove(full_shoe(6), 1, 10, 8)
    s17 = dealer_outcomes(1, comp, False, True)
    h17 = dealer_outcomes(1, comp, True, True)
    assert h17[0] < s17[0] and h17[BUST] > s17[BUST]
