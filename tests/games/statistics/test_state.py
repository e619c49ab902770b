"""Statistics: what each seat sees, the imagined deals of the search players
and their honesty, copies and move texts."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agents import make_agent
from cardtable.core.cards import french_deck
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.statistics import GAME, StatisticsState

from .helpers import card, do, position, texts


def dealt(hands: list[str], kitty: str, top_of_deck: str, seed: int) -> StatisticsState:
    """A whole pack: the hands, the kitty and the deck's top cards as given,
    the rest of the pack below them in an order drawn from ``seed``."""
    used = set(" ".join([*hands, kitty, top_of_deck]).split())
    rest = [c.text for c in french_deck() if c.text not in used]
    random.Random(seed).shuffle(rest)
    return position(hands, kitty=kitty, deck=" ".join([*rest, top_of_deck]))


def twins() -> tuple[StatisticsState, StatisticsState]:
    """Two deals that look the same from seat 0 after three moves: seat 0
    passed the 3C, seat 1 played the KH, seat 2 took with the AH and drew; the
    5S was turned. The other hands and the deck differ."""
    one = dealt(["3C 4C 5C 6C", "KH KD 10C 9C", "5D 6D 7D AH"], "KS", "5S 9D QC", 1)
    two = dealt(["3C 4C 5C 6C", "KH JD 10H 9S", "2D 3D 7H AH"], "KS", "5S 9C QC", 2)
    for state in (one, two):
        do(state, "pass 3C", "play KH", "take AH")
    return one, two


def test_views_hide_the_other_hands_the_deck_and_the_collections() -> None:
    state = GAME.new_hand(3, None, "views", HandContext(0, 2, (0,) * 3))
    do(state, str(state.legal_moves()[0]))
    view = state.view(1)
    assert view.pile("hand:1").known() == sorted(state.hands[1], key=lambda c: c.sort_key)
    assert view.pile("hand:0").cards == (None,) * len(state.hands[0])
    assert view.pile("deck").known() == [] and view.pile("kitty").cards == tuple(state.kitty)
    assert all(view.pile(f"taken:{s}").known() == [] for s in range(3))
    spectator = state.view(None)
    assert all(spectator.pile(f"hand:{s}").known() == [] for s in range(3))


def test_the_view_carries_the_public_facts() -> None:
    """Collections are public: everyone saw each kitty taken."""
    state = position(["AS 3C 4C 5C", "AH 6D 7D 9D"], kitty="10D", deck="3S 4S AD 6S")
    do(state, "take AS")
    view = state.view(1)
    assert view.get("taken_points") == (30, 0)
    assert view.get("taken_cards") == (("10D", "AS"), ())
    assert view.get("kitty_value") == (12, 10)  # the AD turned: with the AS taken it makes a pair
    assert view.get("hand_size") == (4, 4) and view.get("last_player") == 0
    assert [str(line) for line in view.status] == ["Deck: 2 cards", "Kitty: 1 card"]
    assert str(view.prompt) == "Play a card at least the top card, or one of its suit."
    assert str(state.view(0).prompt) == "Waiting for seat 1."


def test_the_prompt_of_a_player_who_must_pass() -> None:
    state = position(["3C 4C 5C 6C", "5D 6D 7D 9D"], kitty="KS")
    assert str(state.view(0).prompt) == "You cannot play: pass a card to seat 1."
    eights = position(["10C 3C 8H 8D", "5D 6D 7D 9D"], kitty="KS")
    assert str(eights.view(0).prompt) == "You cannot play: pass a card to seat 1, or take the kitty with your eights."


def test_determinize_keeps_the_view_and_what_the_seat_passed() -> None:
    """ "pass one card of his choice to the player on his left": the passer
    knows the card is in that hand until it is played."""
    one, _two = twins()
    for seed in range(30):
        sample = one.determinize(0, random.Random(seed))
        assert sample.view(0) == one.view(0)
        assert card("3C") in sample.hands[1]
        assert sorted(map(str, sample.cards())) == sorted(map(str, one.cards()))


def test_the_passer_loses_track_once_the_receiver_passes() -> None:
    state = position(["3C 4C 5C 6C", "6H 7H 10C 9C", "5D 6D 7D QD"], kitty="KS", deck="8D 5S 9D QC 2S")
    do(state, "pass 3C")
    assert state.view(0).get("known_held") == ("3C",)
    do(state, "pass 6H")
    assert state.pins[0] == [] and state.pins[1] == [card("6H")]
    assert state.view(0).get("known_held") == () and state.view(0).get("passed") == (("3C",), ())
    moved = {str(c) for seed in range(40) for c in state.determinize(0, random.Random(seed)).deck}
    assert "3C" in moved  # no longer pinned: it may be anywhere unseen


def test_determinize_never_consults_the_hidden_cards() -> None:
    """Two deals that look the same from seat 0 give the same imagined deal
    from the same rng."""
    one, two = twins()
    assert one.view(0) == two.view(0)
    for seed in range(5):
        first = one.determinize(0, random.Random(seed))
        second = two.determinize(0, random.Random(seed))
        assert first.hands == second.hands and first.deck == second.deck and first.gave == second.gave


@pytest.mark.parametrize("level", ["easy", "normal", "hard#40", "expert#40"])
def test_every_level_decides_the_same_on_twin_deals(level: str) -> None:
    """Honesty: the twins differ only in cards seat 0 cannot see, so every
    level makes the same choice from the same seed."""
    one, two = twins()
    for seed in range(3):
        ours = make_agent(level, GAME).choose(information(one, 0), random.Random(seed))
        theirs = make_agent(level, GAME).choose(information(two, 0), random.Random(seed))
        assert ours is theirs


def test_clones_are_independent() -> None:
    state = position(["AS 3C 4C 5C", "5D 6D 7D 9D"], kitty="9H", deck="7D 8D 9D")
    copy = state.clone()
    do(copy, "take AS")
    assert state.kitty == [card("9H")] and texts(state.hands[0]) == ["3C", "4C", "5C", "AS"]
    assert copy.taken[0] and not state.taken[0] and state.history == []


def test_move_text_round_trips() -> None:
    rng = random.Random(2)
    for players in (2, 3, 4):
        state = GAME.new_hand(players, None, f"text{players}", HandContext(0, 0, (0,) * players))
        while state.to_move is not None:
            for move in state.legal_moves():
                assert Move.parse(str(move)) is move
            state.apply(rng.choice(state.legal_moves()))
