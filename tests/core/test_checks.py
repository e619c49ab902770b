"""The full checks of the contract and of ``python -m cardtable.sim --check
full`` still catch what they are for, now that one snapshot of the state serves
both the illegal-move probe and the clone check, and card counts compare as
dicts."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.checks import FULL, CheckLevel, RuleViolation, run_hand, same_counts
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.moves import Move

from .toy_game import ToyGame, ToyState

#: The probe and the clone check only (determinize's own checks would catch some of these first).
PROBE_AND_CLONE = CheckLevel(determinize_every=0)


def _run(state_class: type[ToyState], level: CheckLevel = FULL) -> None:
    class Game(ToyGame):
        def new_hand(self, players, options, seed, context=None):
            state = state_class(players, self.resolve(players, options), seed, context or HandContext())
            return state

    run_hand(Game(), 3, {"target": 3}, "s", [RandomAgent()] * 3, random.Random(1), level=level)


def test_an_honest_game_passes() -> None:
    _run(ToyState)


def test_a_clone_that_shares_the_hands_is_caught() -> None:
    class Sharing(ToyState):
        def clone(self):
            copy = super().clone()
            copy.played = self.played  # a move on the copy changes the original
            return copy

    with pytest.raises(RuleViolation, match="a move on a clone changed the original"):
        _run(Sharing, PROBE_AND_CLONE)
    with pytest.raises(RuleViolation, match="a move on a determinized copy changed the original"):
        _run(Sharing)


def test_a_refused_move_that_changes_the_state_is_caught() -> None:
    class Careless(ToyState):
        def apply(self, move: Move) -> None:
            if move not in self.legal_moves():
                self.hands[self.to_move].reverse()  # sorts the hand anew before refusing
            super().apply(move)

    with pytest.raises(RuleViolation, match="refusing .* changed the state"):
        _run(Careless, PROBE_AND_CLONE)


def test_a_clone_that_differs_is_caught() -> None:
    class Forgetful(ToyState):
        def clone(self):
            copy = super().clone()
            copy.played = []
            copy.history = []
            return copy

    with pytest.raises(RuleViolation, match="clone\\(\\) differs from the original"):
        _run(Forgetful, PROBE_AND_CLONE)


def test_same_counts_is_counter_equality_for_cards() -> None:
    deck = french_deck()
    assert same_counts(Counter(deck), Counter(reversed(deck)))
    assert not same_counts(Counter(deck), Counter(deck[1:]))
    assert not same_counts(Counter(deck), Counter(deck + deck[:1]))
    assert not same_counts(Counter(deck[1:] + deck[:1] * 2), Counter(deck))
