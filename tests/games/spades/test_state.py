"""The Spades state machine as the contract sees it: refusals that name the
rule and change nothing, views that hide what a seat may not see (its own
cards too, before it looks), determinizations that keep the view and what
the seat knows (the card it passed, shown voids), clones, and the facts the
table shows."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from cardtable.core.checks import check_clone, check_determinize, snapshot
from cardtable.core.game import HandContext
from cardtable.core.reasons import IllegalMove
from cardtable.games.spades import GAME
from cardtable.games.spades.rules import SpadesState

from .helpers import MIXED, VOID_IN_CLUBS, apply_all, arranged, bid_all, card, move

NAMES = ["Anne", "Beth", "Cath", "Diana"]


def _positions(hands: int, players: int = 4, seed: int = 0, options=None) -> Iterator[SpadesState]:
    """Every position of a few randomly played hands."""
    rng = random.Random(seed)
    for number in range(hands):
        state = GAME.new_hand(
            players, options, f"pos{seed}/{number}", HandContext(number, number % players, (0,) * players)
        )
        assert isinstance(state, SpadesState)
        while state.to_move is not None:
            yield state
            state.apply(rng.choice(state.legal_moves()))
        yield state


def test_refusals_name_the_rule_and_change_nothing() -> None:
    """Illegal moves are refused with a reason and leave the state as it was."""
    state = arranged(*MIXED)
    checks = [("nonsense", "not_a_move"), ("play 2C", "bidding_now"), ("bid 3", "blind_first")]
    for text, code in checks:
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before
    bid_all(state, 1, 2, 3, 6)
    for text, code in (
        ("bid 3", "bidding_over"),
        ("pass 2C", "no_pass"),
        ("play 6C", "not_your_card"),
        ("play 3C", "two_of_clubs_leads"),
        ("look", "bidding_over"),
    ):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before


def test_views_hide_the_other_hands_and_unseen_own_cards() -> None:
    """A seat sees its own hand face up once it has looked, the others face
    down; a spectator sees no hidden card."""
    for state in _positions(3):
        for seat in range(4):
            view = state.view(seat)
            for owner in range(4):
                pile = view.pile(f"hand:{owner}")
                assert pile.count == len(state.hands[owner])
                if owner == seat and state.looked[seat]:
                    assert pile.known() == state.hands[owner]
                else:
                    assert not pile.known()
        spectator = state.view(None)
        assert all(not spectator.pile(f"hand:{owner}").known() for owner in range(4))


def test_the_facts_of_the_view() -> None:
    """Bids, tricks taken, spades broken, the sides, the name plates' notes,
    the prompt and the status lines."""
    state = arranged(*VOID_IN_CLUBS)
    view = state.view(0)
    assert view.get("phase") == "bid" and view.get("bids") == (None,) * 4
    assert view.get("team_of") == (0, 1, 0, 1) and view.get("bags") == (0, 0)
    assert view.get("seat_notes") == (None,) * 4
    bid_all(state, "nil", 4, 3, 5)
    apply_all(state, "play 2C", "play 2S", "play 8C", "play AC")
    view = state.view(2)
    assert view.get("tricks_won") == (0, 1, 0, 0)
    assert view.get("broken") is True
    assert view.get("side_bids") == (3, 9) and view.get("side_tricks") == (0, 1)
    assert [note.text(NAMES) for note in view.get("seat_notes")] == [
        "Nil · took 0",
        "Bid 4 · took 1",
        "Bid 3 · took 0",
        "Bid 5 · took 0",
    ]
    assert [line.text(NAMES) for line in view.status] == [
        "Anne & Cath: bid 3, took 0",
        "Beth & Diana: bid 9, took 1",
        "Spades broken",
        "Trick 2 of 13",
    ]
    assert view.get("trick_number") == 2 and view.get("leader") == 1
    assert str(view.prompt) == "Lead a card."
    state.apply(move("play 3S"))
    assert str(state.view(2).prompt) == "Play a card: follow spades."
    assert state.view(2).get("trick_seats") == (1,)


def test_determinize_keeps_the_view_and_is_honest() -> None:
    """The contract's checks, at every position of random hands with the
    exchange, for the seat to move and every other seat."""
    rng = random.Random(5)
    for state in _positions(4, options={"blind_exchange": True}, seed=3):
        expected = Counter(state.cards())
        for seat in range(4):
            check_determinize(state, seat, rng, expected)
        if state.to_move is not None:
            check_clone(state)


def test_three_players_determinize_too() -> None:
    rng = random.Random(1)
    for state in _positions(2, players=3, seed=1):
        expected = Counter(state.cards())
        for seat in range(3):
            check_determinize(state, seat, rng, expected)


def test_a_seat_that_has_not_looked_knows_none_of_its_cards() -> None:
    """Before looking, a seat's own cards are redealt like the others'."""
    state = arranged(*MIXED)
    rng = random.Random(0)
    samples = [state.determinize(0, rng) for _ in range(20)]
    assert any(sample.hands[0] != state.hands[0] for sample in samples)
    assert all(sample.view(0) == state.view(0) for sample in samples)
    state.apply(move("look"))
    assert all(state.determinize(0, rng).hands[0] == state.hands[0] for _ in range(10))
    assert any(state.determinize(1, rng).hands[1] != state.hands[1] for _ in range(20))


def test_determinize_keeps_the_card_passed_to_the_partner() -> None:
    """A blind nil bidder knows where the card she passed went."""
    state = arranged(*MIXED, options={"blind_exchange": True})
    bid_all(state, "blind_nil", 4, 3, 5)
    apply_all(state, "pass 4S", "pass 8D")
    rng = random.Random(2)
    for _ in range(30):
        assert card("4S") in state.determinize(0, rng).hands[2]
        assert card("8D") in state.determinize(2, rng).hands[0]


def test_determinize_respects_voids_and_the_two_of_clubs() -> None:
    """A seat that did not follow suit holds none of it in any imagined
    deal; the seat to lead the first trick holds the two of clubs."""
    state = arranged(*VOID_IN_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    rng = random.Random(3)
    for _ in range(20):
        sample = state.determinize(3, rng)
        assert card("2C") in sample.hands[0]
    apply_all(state, "play 2C", "play 2S")
    for _ in range(30):
        sample = state.determinize(2, rng)
        assert not any(c.suit == card("2C").suit for c in sample.hands[1])


def test_observed_hides_only_passed_cards() -> None:
    state = arranged(*MIXED, options={"blind_exchange": True})
    assert state.observed(move("look"), 1) is move("look")
    bid_all(state, "blind_nil", 4, 3, 5)
    assert state.observed(move("pass 4S"), 2) is move("pass")
    assert state.observed(move("pass 4S"), 0) is move("pass 4S")


def test_replaying_the_moves_gives_the_same_hand() -> None:
    *_, state = _positions(1, seed=9)
    replay = GAME.new_hand(4, state.options, state.seed, state.context)
    for each in state.history:
        replay.apply(move(str(each)))
    assert snapshot(replay) == snapshot(state)
    assert GAME.hand_result(replay) == GAME.hand_result(state)
