"""The Barbu state machine as the contract sees it: refusals that name the
rule and change nothing, views that hide what a seat may not see,
determinizations that keep the view and everything the play has shown,
clones, and the information the table shows."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.core.cards import Suit
from cardtable.core.checks import snapshot
from cardtable.core.game import HandContext
from cardtable.core.reasons import IllegalMove
from cardtable.games.barbu import GAME
from cardtable.games.barbu.rules import BarbuState

from .helpers import HIGH_THEN_LOW, ONE_SUIT_EACH, apply_all, arranged, card, move, start_play


def _positions(hands: int, seed: int = 0, options=None) -> Iterator[BarbuState]:
    """Every position of a few randomly played hands (all contracts)."""
    rng = random.Random(seed)
    for number in range(hands):
        state = GAME.new_hand(4, options, f"pos{seed}/{number}", HandContext(number, number % 4, (0,) * 4))
        assert isinstance(state, BarbuState)
        letters = [str(m.arg) for m in state.legal_moves()]
        state.apply(move(f"contract {letters[number % len(letters)]}"))
        while state.to_move is not None:
            yield state
            state.apply(rng.choice(state.legal_moves()))
        yield state


def test_refusals_name_the_rule_and_change_nothing() -> None:
    """Illegal moves are refused with a reason and leave the state as it was."""
    state = arranged(*HIGH_THEN_LOW, declarer=1)
    for text, code in (("nonsense", "not_a_move"), ("play 8S", "choose_contract_first")):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before
    start_play(state, "H")
    for text, code in (
        ("play 2C", "not_your_card"),
        ("play 2H", "heart_lead"),
        ("pass", "no_pass_in_tricks"),
        ("double 2", "playing_now"),
    ):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before
    state.apply(move("play 8S"))
    with pytest.raises(IllegalMove) as caught:
        state.apply(move("play 2D"))  # seat 2 holds spades
    assert caught.value.code == "follow_suit"


def test_views_hide_the_other_hands() -> None:
    """A seat sees its own hand face up and the others' face down; a
    spectator sees no hidden card."""
    for state in _positions(4):
        for seat in range(4):
            view = state.view(seat)
            for owner in range(4):
                pile = view.pile(f"hand:{owner}")
                assert pile.count == len(state.hands[owner])
                assert (pile.known() == state.hands[owner]) if owner == seat else not pile.known()
        spectator = state.view(None)
        assert all(not spectator.pile(f"hand:{owner}").known() for owner in range(4))


def test_captured_penalty_cards_lie_face_up_before_their_taker() -> None:
    """The hearts of No Hearts, the queens of No Queens and the king of hearts
    of No King lie face up before whoever took them; other tricks face down."""
    state = start_play(arranged(*ONE_SUIT_EACH), "Q")
    apply_all(state, "play QC", "play QH", "play 2D", "play 2S")
    view = state.view(3)
    assert set(view.pile("captured:0").cards) == {card("QC"), card("QH")}
    assert view.pile("won:0").cards == (None, None)
    assert view.get("tricks_won") == (1, 0, 0, 0)
    assert view.get("raw") == (-12, 0, 0, 0)
    plain = start_play(arranged(*ONE_SUIT_EACH), "N")
    apply_all(plain, "play QC", "play QH", "play 2D", "play 2S")
    names = [pile.name for pile in plain.view(3).piles]
    assert "captured:0" not in names and plain.view(3).pile("won:0").cards == (None,) * 4


def test_dominoes_lays_four_rows() -> None:
    """Dominoes shows four rows in the middle, each suit's cards by rank."""
    state = start_play(arranged(*ONE_SUIT_EACH), "D", "7")
    apply_all(state, "play 7C", "play 7H", "play 7D", "play 7S", "play 8C")
    view = state.view(2)
    assert [p.name for p in view.piles if p.kind == "domino"] == ["domino:C", "domino:D", "domino:H", "domino:S"]
    assert view.pile("domino:C").cards == (card("7C"), card("8C"))
    assert "trick" not in [p.name for p in view.piles]


def test_the_view_tells_the_public_facts() -> None:
    """Contract, declarer, trumps, doubles, what is owed and the prompt are public."""
    state = GAME.new_hand(4, None, 3, HandContext(0, 3, (0,) * 4))
    assert str(state.view(0).prompt).startswith("Choose a contract")
    apply_all(state, "contract T", "trumps D", "double 0")
    view = state.view(2)
    assert view.get("contract") == "T" and view.get("declarer") == 0 and view.get("trumps") == "D"
    assert view.get("doubles") == ((1, 0),) and view.get("phase") == "double"
    assert view.get("owed") == (0, 1, 2, 2) and view.get("hands_left") == 7
    assert "double declarer" in str(view.prompt).lower()


def test_determinize_keeps_the_view_and_what_the_play_showed() -> None:
    """Every determinization keeps the seat's view and legal moves, gives no
    seat a card of a suit it has shown void in, and depends on the view and
    the rng only."""
    rng = random.Random(4)
    for state in _positions(8, seed=3):
        if state.to_move is None:
            continue
        seat = rng.randrange(4)
        sample = state.determinize(seat, rng)
        assert sample.view(seat) == state.view(seat)
        if seat == state.to_move:
            assert sample.legal_moves() == state.legal_moves()
        for other in range(4):
            for held in sample.hands[other]:
                assert not state.excluded[other] >> held.index & 1
        seed = rng.getrandbits(32)
        twin = state.determinize(seat, random.Random(seed + 1))
        assert snapshot(state.determinize(seat, random.Random(seed))) == snapshot(
            twin.determinize(seat, random.Random(seed))
        )


def test_a_dominoes_pass_shows_no_playable_card() -> None:
    """In Dominoes a pass shows that the passer held no card that fitted."""
    for seed in range(4):
        state = start_play(GAME.new_hand(4, None, seed, HandContext(0, 3, (0,) * 4)), "D", "9")
        rng = random.Random(seed)
        while state.to_move is not None:
            seat = state.to_move
            if state.legal_moves()[0].kind == "pass" and seat != 0:
                fitted = state.playable_mask()
                state.apply(move("pass"))
                for _ in range(10):
                    sample = state.determinize(0, rng)
                    assert not any(fitted >> c.index & 1 for c in sample.hands[seat])
                break
            state.apply(rng.choice(state.legal_moves()))


def test_a_heart_led_under_the_ban_shows_only_hearts() -> None:
    """Leading a heart in No Hearts shows the leader held only hearts."""
    state = start_play(arranged(*ONE_SUIT_EACH, declarer=1), "H")
    state.apply(move("play 2H"))
    assert state.excluded[1] & ~sum(1 << c.index for c in state.hands[1]) != 0
    for seed in range(10):
        sample = state.determinize(0, random.Random(seed))
        assert all(c.suit is Suit.HEARTS for c in sample.hands[1])


def test_clones_are_independent() -> None:
    """A clone equals its original and a move on it leaves the original alone."""
    for state in _positions(3, seed=9):
        copy = state.clone()
        assert snapshot(copy) == snapshot(state)
        if copy.to_move is not None:
            before = snapshot(state)
            copy.apply(copy.legal_moves()[-1])
            assert snapshot(state) == before


def test_every_move_is_public() -> None:
    """Contracts, doubles, passes and cards played are all seen by everyone."""
    state = GAME.new_hand(4, None, 1)
    for m in state.legal_moves():
        assert state.observed(m, 2) is m
