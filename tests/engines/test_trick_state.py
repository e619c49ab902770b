"""The trick-taking skeleton (``engines.tricks.TrickState``) that Hearts,
Spades, Oh Hell and Barbu share, and what it promises each of them."""

from __future__ import annotations

import inspect
import random

import pytest

from cardtable.core.cards import Suit, french_deck, parse_cards
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.engines.tricks import HIDDEN_PASS, SUIT_MASK, TrickState, deal_round
from cardtable.games.barbu.rules import BarbuState
from cardtable.games.hearts.rules import HeartsState
from cardtable.games.oh_hell.rules import OhHellState
from cardtable.games.spades.rules import SpadesState

STATES: list[type[TrickState]] = [HeartsState, SpadesState, OhHellState, BarbuState]
SKELETON = ("legal_moves", "clone", "played_by", "trick_seats", "_add_to_trick", "_take_trick", "_lead_next", "_redeal")


def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left() -> None:
    deck = parse_cards("2C 3C 4C 5C 6C 7C 8C")
    hands = deal_round(deck, 3, dealer=1)
    assert hands[2] == parse_cards("2C 5C 8C")  # the dealer's left gets the first card
    assert hands[0] == parse_cards("3C 6C")
    assert hands[1] == parse_cards("4C 7C")
    assert deal_round(deck, 3, dealer=1, size=2)[2] == parse_cards("2C 5C")  # the rest stays in the stock


@pytest.mark.parametrize("state_class", STATES, ids=lambda cls: cls.__name__)
def test_every_trick_game_keeps_the_skeleton_and_only_its_rules(state_class: type[TrickState]) -> None:
    assert issubclass(state_class, TrickState)
    for name in SKELETON:
        owner = next(cls for cls in state_class.__mro__ if name in cls.__dict__)
        assert owner in (TrickState, *TrickState.__mro__), f"{state_class.__name__} redefines {name}"


@pytest.mark.parametrize("state_class", STATES, ids=lambda cls: cls.__name__)
def test_no_part_of_a_trick_games_state_is_over_300_lines(state_class: type[TrickState]) -> None:
    for cls in state_class.__mro__:
        if cls.__module__.startswith("cardtable."):
            lines = len(inspect.getsource(cls).splitlines())
            assert lines <= 300, f"{cls.__module__}.{cls.__name__} has {lines} lines"


def hearts() -> HeartsState:
    deck = list(french_deck())
    random.Random(3).shuffle(deck)
    return HeartsState(deal_round(deck, 4, 0), {"target": 100}, 3, HandContext(0, 0, (0,) * 4))


def test_a_clone_shares_no_list_with_its_original() -> None:
    state = hearts()
    for _ in range(5):  # two seats have chosen cards to pass, not yet delivered
        state.apply(state.legal_moves()[0])
    copy = state.clone()
    assert type(copy) is HeartsState
    while not copy.is_over:
        copy.apply(copy.legal_moves()[0])
    assert len(state.history) == 5 and not state.tricks and not state.trick
    assert sum(map(len, state.hands)) + sum(map(len, state.chosen)) == 52
    assert copy.tricks_won == [len([t for t in copy.tricks if t[2] == seat]) for seat in range(4)]


def test_a_redeal_keeps_counts_known_cards_and_shown_voids() -> None:
    state = hearts()
    state.excluded[1] = SUIT_MASK[Suit.CLUBS]  # seat 1 has shown it holds no club
    known = state.hands[2][0]
    others = [1, 2, 3]
    for seed in range(20):
        dealt = state._redeal(others, random.Random(seed), fixed={2: [known]})
        assert [len(dealt[seat]) for seat in others] == [13, 13, 13]
        assert dealt[2][0] is known
        assert not any(card.suit is Suit.CLUBS for card in dealt[1])
        assert sorted(card.index for seat in others for card in dealt[seat]) == sorted(
            card.index for seat in others for card in state.hands[seat]
        )


def test_another_seats_passed_card_is_seen_face_down() -> None:
    state = hearts()
    seat = state.to_move
    assert seat is not None
    move = state.legal_moves()[0]
    assert move.kind == "pass" and move.cards
    assert state.observed(move, (seat + 1) % 4) is HIDDEN_PASS
    assert state.observed(move, seat) is move
    played = Move("play", move.cards)
    assert state.observed(played, (seat + 1) % 4) is played
