"""The Hearts state machine as the contract sees it: refusals that name the
rule, views that hide what a seat may not see, determinizations that keep the
view and what the seat knows, clones, and move text."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.core.cards import Card, Suit, french_deck
from cardtable.core.checks import snapshot
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.hearts import GAME
from cardtable.games.hearts.rules import PLAY, TWO_CLUBS, HeartsState

from .positions import FOLLOWING, ONLY_HEARTS, arranged, move, play_all


def _hand(number: int, seed: int | str) -> HeartsState:
    state = GAME.new_hand(4, None, seed, HandContext(number, number % 4, (0, 0, 0, 0)))
    assert isinstance(state, HeartsState)
    return state


def _positions(hands: int, seed: int = 0) -> Iterator[HeartsState]:
    """Every position of a few randomly played hands (all four directions)."""
    rng = random.Random(seed)
    for number in range(hands):
        state = _hand(number, f"pos{seed}/{number}")
        while state.to_move is not None:
            yield state
            state.apply(rng.choice(state.legal_moves()))
        yield state


# -- refusals -------------------------------------------------------------------


def _refused(state: HeartsState, text: str) -> str:
    before = snapshot(state)
    with pytest.raises(IllegalMove) as caught:
        state.apply(move(text))
    assert snapshot(state) == before
    assert str(caught.value).strip()
    return caught.value.code


def test_illegal_moves_are_refused_with_the_rule_and_change_nothing() -> None:
    """Illegal moves are refused, naming the rule, and the state is unchanged."""
    passing = _hand(0, "refuse")
    seat = passing.to_move
    own = passing.hands[seat][0]
    other = passing.hands[(seat + 1) % 4][0]
    assert _refused(passing, f"play {own}") == "passing_first"
    assert _refused(passing, f"pass {other}") == "not_your_card"
    assert _refused(passing, "nonsense") == "not_a_move"
    passing.apply(Move.parse(f"pass {own}"))
    assert _refused(passing, f"pass {own}") == "already_chosen"

    state = arranged(*FOLLOWING)
    assert _refused(state, "play 3C") == "two_of_clubs_leads"
    assert _refused(state, "pass 3C") == "hold_hand"
    assert _refused(state, "play AH") == "not_your_card"
    play_all(state, "2C")
    assert _refused(state, "play 2H") == "no_points_first_trick"
    play_all(state, "2D")
    assert _refused(state, "play AH") == "follow_suit"
    play_all(state, "AC", "6D")
    assert _refused(state, "play KH") == "not_broken"

    over = arranged(*FOLLOWING)
    while over.to_move is not None:
        over.apply(over.legal_moves()[0])
    assert _refused(over, "play 2C") == "hand_over"

    played = _hand(1, "over-pass")
    while played.passing:
        played.apply(played.legal_moves()[0])
    assert _refused(played, f"pass {played.hands[played.to_move][0]}") == "passing_over"


def test_every_refusal_has_a_reason_over_random_play() -> None:
    """Every card not allowed, at any point of a hand, is refused with a reason."""
    for state in _positions(4, seed=9):
        if state.to_move is None:
            continue
        legal = set(state.legal_moves())
        for card in french_deck()[::5]:
            for candidate in (PLAY[card], Move("pass", (card,))):
                if candidate not in legal:
                    reason = state.explain(candidate)
                    assert reason is not None and reason.code != "not_legal", (candidate, reason)


# -- views ----------------------------------------------------------------------


def _cards_in(value: Any) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _cards_in(item)


def test_a_view_hides_other_hands_and_passes() -> None:
    """A seat sees its own hand and pass, the trick and the played cards only."""
    for state in _positions(4, seed=2):
        for seat in (0, 1, 2, 3, None):
            view = state.view(seat)
            visible: set[Card] = set()
            for pile in view.piles:
                shown = [c for c in pile.cards if c is not None]
                if pile.name.startswith(("hand:", "passing:")):
                    if pile.owner != seat:
                        assert not shown, pile.name
                if pile.name.startswith("won:"):
                    assert not shown
                visible.update(shown)
            public = {c for _, cards, _ in state.tricks for c in cards} | set(state.trick)
            mine: set[Card] = set()
            if seat is not None:
                mine = set(state.hands[seat]) | set(state.chosen[seat]) | set(state.passed[seat])
                mine |= set(state.received[seat])
            assert visible <= public | mine
            for _, value in view.info:
                assert set(_cards_in(value)) <= public | mine
            if seat is None:
                assert "passed_by_me" not in view.facts


def test_the_view_tells_who_played_each_card_and_the_points() -> None:
    """The public facts: leader, seats of the current trick, tricks, points."""
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D", "5C", "JH")
    view = state.view(1)
    assert view.get("leader") == 2
    assert view.get("trick_seats") == (2, 3)
    assert view.pile("trick").cards == (Card.parse("5C"), Card.parse("JH"))
    assert view.get("tricks") == ((0, tuple(Card.parse(t) for t in ("2C", "2D", "AC", "6D")), 2),)
    assert view.get("trick_number") == 2
    assert view.get("points_taken") == (0, 0, 0, 0)
    assert str(view.prompt) == "Play a card: follow clubs."
    assert view.pile("won:2").cards == (None,) * 4
    play_all(state, "3C", "2H")
    assert state.view(0).get("points_taken") == (0, 0, 2, 0)


def test_prompts_say_what_to_do() -> None:
    """The prompt names the pass direction, the two of clubs lead, the suit to follow."""
    state = _hand(0, "prompt")
    assert str(state.view(None).prompt) == "Choose 3 cards to pass to the left."
    state.apply(state.legal_moves()[0])
    assert str(state.view(None).prompt) == "Choose 2 more cards to pass to the left."
    assert str(_hand(2, "p").view(0).prompt) == "Choose 3 cards to pass across."
    assert str(_hand(3, "p").view(0).prompt) == "Lead the two of clubs."


def test_the_cards_passed_to_a_seat_are_marked_until_the_first_trick_is_played() -> None:
    state = _hand(0, "received")
    while state.passing:
        assert state.view(0).get("received_cards") == ()
        state.apply(state.legal_moves()[0])
    assert set(state.view(0).get("received_cards")) == set(state.received[0]) and len(state.received[0]) == 3
    assert state.view(None).get("received_cards") is None  # a spectator is given nothing
    while not state.tricks:
        state.apply(state.legal_moves()[0])
    assert state.view(0).get("received_cards") == ()


def test_the_trick_counter_runs_from_1_to_13() -> None:
    """The status said "Trick 2 of 13" on the first trick and "Trick 14 of 13" on the last."""
    state = arranged(*FOLLOWING)
    rng = random.Random(3)
    counted = []
    while state.to_move is not None:
        if not state.trick:
            counted += [str(line) for line in state.view(0).status if str(line).startswith("Trick")]
        state.apply(rng.choice(state.legal_moves()))
    assert counted == [f"Trick {number} of 13" for number in range(1, 14)]


# -- determinize ----------------------------------------------------------------


def _voids(state: HeartsState) -> list[set[Suit]]:
    voids: list[set[Suit]] = [set() for _ in range(4)]
    tricks = list(state.tricks)
    if state.trick:
        tricks.append((state.leader, tuple(state.trick), None))
    for leader, cards, _ in tricks:
        for index, card in enumerate(cards):
            if card.suit is not cards[0].suit:
                voids[(leader + index) % 4].add(cards[0].suit)
    return voids


def test_determinize_keeps_the_view_and_what_the_seat_knows() -> None:
    """determinize(seat) keeps view(seat), hand sizes, shown voids, the cards the
    seat passed (with the taker unless played), and the two of clubs' holder."""
    rng = random.Random(4)
    samples = 0
    changed = 0
    for state in _positions(8, seed=5):
        if state.to_move is None or rng.random() > 0.5:
            continue
        seat = rng.randrange(4)
        sample = state.determinize(seat, rng)
        samples += 1
        assert sample.view(seat) == state.view(seat)
        assert sorted(sample.cards()) == sorted(french_deck())
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert [len(c) for c in sample.chosen] == [len(c) for c in state.chosen]
        for other, suits in enumerate(_voids(state)):
            assert not any(c.suit in suits for c in sample.hands[other])
        if not state.passing and state.direction != "hold":
            taker = (seat + {"left": 1, "right": 3, "across": 2}[state.direction]) % 4
            for card in state.passed[seat]:
                if card in state.hands[taker]:
                    assert card in sample.hands[taker]
        if not state.passing and not state.tricks and not state.trick:
            assert TWO_CLUBS in sample.hands[state.to_move]
        if state.to_move == seat:
            assert list(sample.legal_moves()) == list(state.legal_moves())
        changed += sample.hands != state.hands or sample.chosen != state.chosen
        if sample.to_move is not None:
            sample.apply(sample.legal_moves()[0])  # a coherent state: play goes on
    assert samples > 200
    assert changed > samples // 2


def test_determinize_respects_what_a_discard_revealed() -> None:
    """A seat that threw a heart on the first trick held nothing but points;
    one that led unbroken hearts held nothing but hearts."""
    state = arranged(
        "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH QS",
        "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
        "AD 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS",
    )
    play_all(state, "2C", "QS", "2D", "2S")
    rng = random.Random(1)
    for _ in range(100):
        sample = state.determinize(2, rng)
        assert all(c.suit is Suit.HEARTS for c in sample.hands[1])
    led = arranged(*ONLY_HEARTS)
    play_all(led, "2C", "3C", "AC", "4C", "KH")
    for _ in range(100):
        sample = led.determinize(0, rng)
        assert all(c.suit is Suit.HEARTS for c in sample.hands[2])


def test_determinize_during_passing_keeps_pass_counts() -> None:
    """Undelivered passes of other seats are redealt as part of their hands."""
    state = _hand(0, "det-pass")
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    rng = random.Random(2)
    seen = set()
    for _ in range(50):
        sample = state.determinize(2, rng)
        assert sample.view(2) == state.view(2)
        assert len(sample.chosen[(state.dealer + 1) % 4]) == 3
        seen.add(tuple(sample.chosen[(state.dealer + 1) % 4]))
    assert len(seen) > 10


# -- clones and moves -----------------------------------------------------------


def test_a_clone_is_independent() -> None:
    """A clone equals its original; moves on either leave the other alone."""
    for state in list(_positions(2, seed=6))[::7]:
        if state.to_move is None:
            continue
        copy = state.clone()
        assert snapshot(copy) == snapshot(state)
        before = snapshot(state)
        copy.apply(copy.legal_moves()[-1])
        assert snapshot(state) == before


def test_move_text_round_trip() -> None:
    """Every move reads back from its text as the same interned object."""
    state = _hand(0, "text")
    assert str(state.legal_moves()[0]).startswith("pass ")
    for _ in range(64):
        if state.to_move is None:
            break
        for legal in state.legal_moves():
            assert Move.parse(str(legal)) is legal
        state.apply(Move.parse(str(state.legal_moves()[-1])))
    assert str(PLAY[Card.parse("10H")]) == "play 10H"
    assert Move.parse("pass 10h") is Move("pass", (Card.parse("10H"),))


def test_other_seats_see_a_pass_but_not_its_card() -> None:
    """ "You choose three cards to get rid of and pass them to another player":
    the card is face down, so the other seats observe only that a pass was made."""
    from cardtable.games.hearts import GAME as HEARTS

    state = HEARTS.new_hand(4, None, 5)
    passer = state.to_move
    move = state.legal_moves()[0]
    assert state.observed(move, passer) is move
    assert str(state.observed(move, (passer + 1) % 4)) == "pass"
