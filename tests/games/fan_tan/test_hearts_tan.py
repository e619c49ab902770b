"""Hearts Tan: one test per sentence of its text (shared/seeds/001_...,
"Hearts Tan") and of the passing rules of Hearts it borrows."""

from __future__ import annotations

import pytest

from cardtable.core.cards import Card
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.options import OptionError
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.passing import pass_offset
from cardtable.games.fan_tan.state import FanTanState

HEARTS_TAN = dict(GAME.preset("hearts_tan").values)


def _hand(players: int, number: int, dealer: int = 0, seed: int | str = 1) -> FanTanState:
    state = GAME.new_hand(players, HEARTS_TAN, seed, HandContext(number, dealer, (0,) * players))
    assert isinstance(state, FanTanState)
    return state


def _pass_all(state: FanTanState) -> dict[int, list[Card]]:
    """Every seat passes its first three cards; what each passed."""
    passed: dict[int, list[Card]] = {}
    while state.phase == "pass":
        seat = state.to_move
        assert seat is not None
        move = state.legal_moves()[0]
        passed.setdefault(seat, []).append(move.cards[0])
        state.apply(move)
    return passed


@pytest.mark.parametrize("number,offset", [(0, 1), (1, 3), (2, 2), (3, 0), (4, 1), (7, 0)])
def test_four_players_pass_left_right_across_then_not(number: int, offset: int) -> None:
    """ "Use Hearts-style passing. That is, on the first deal, every player
    passes three cards to the left. On the second, pass three cards to the
    right. On the third, pass three cards across. On the fourth, pass no
    cards." """
    state = _hand(4, number)
    assert state.offset == offset
    assert state.phase == ("play" if offset == 0 else "pass")
    if offset:
        passed = _pass_all(state)
        for giver, cards in passed.items():
            taker = (giver + offset) % 4
            assert set(cards) <= set(state.hands[taker])
            assert state.view(taker).get("passed_to_me") == tuple(sorted(cards))


@pytest.mark.parametrize("players,offsets", [(3, [1, 2, 0, 1]), (5, [1, 2, 3, 4, 0, 1]), (6, [1, 2, 3, 4, 5, 0, 1])])
def test_other_numbers_pass_left_skipping_more_each_hand(players: int, offsets: list[int]) -> None:
    """ "With other than four players, an easy way to do it is just to pass
    first to your immediate left, then to the left, skipping one person, then
    to the left again skipping two people, etc. This works for any number of
    players. On the nth hand, where n is the number of players, have a
    no-pass round." """
    assert [pass_offset(number, players) for number in range(len(offsets))] == offsets
    state = _hand(players, 1)
    passed = _pass_all(state)
    for giver, cards in passed.items():
        assert set(cards) <= set(state.hands[(giver + 2) % players])


def test_three_cards_each_and_nothing_is_seen_before_all_have_chosen() -> None:
    """Hearts-style: each player chooses three cards, and "you are not allowed
    to look at the cards you were passed before passing your three cards":
    nothing changes hands until every player has chosen."""
    state = _hand(4, 0, dealer=3)
    sizes = [len(hand) for hand in state.hands]
    assert state.to_move == 0
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    assert state.to_move == 1 and len(state.hands[0]) == 10 and len(state.hands[1]) == 13
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    assert len(state.hands[1]) == 10 and len(state.hands[3]) == 13
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    assert [len(hand) for hand in state.hands] == sizes
    assert state.phase == "play" and state.to_move == 0


def test_play_starts_left_of_the_dealer_after_passing() -> None:
    """ "The player to the left of the dealer goes first", after the passing."""
    state = _hand(5, 0, dealer=2)
    _pass_all(state)
    assert state.to_move == 3


def test_the_others_do_not_see_the_cards_passed() -> None:
    """A passed card goes face down: the others see that a card was passed,
    not which."""
    state = _hand(4, 0)
    move = state.legal_moves()[0]
    mover = state.to_move
    assert mover is not None
    for seat in range(4):
        seen = state.observed(move, seat)
        assert seen == (move if seat == mover else Move("pass"))
    state.apply(move)
    assert state.view(mover).pile(f"passing:{mover}").cards == move.cards
    assert state.view((mover + 1) % 4).pile(f"passing:{mover}").cards == (None,)


def test_a_player_may_choose_before_its_turn() -> None:
    """The three cards come from the player's own hand, which nothing changes
    before its turn: it may choose them at once (``ahead``)."""
    state = _hand(4, 0, dealer=3)
    early = state.ahead(2)
    assert early is not None and early.to_move == 2
    for _ in range(3):
        early.apply(early.legal_moves()[0])
    assert early.to_move == 0 and len(early.chosen[2]) == 3
    assert state.ahead(0) is None


def test_hearts_tan_is_for_three_to_six_players() -> None:
    """Hearts Tan is single-deck Fan Tan with passing: three to six players."""
    for players in range(3, 7):
        GAME.resolve(players, HEARTS_TAN)
    for players in (2, 7):
        with pytest.raises(OptionError):
            GAME.resolve(players, HEARTS_TAN)
