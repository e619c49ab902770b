"""What a seat of Fan Tan may know, and the deals its computer player
imagines: the view shows only what the seat sees, ``observed`` hides the
cards passed face down, and ``determinize`` redeals only the unseen cards,
keeping every public fact (what a pass showed, the cards the seat passed,
what Crazy Tan's draws leave possible)."""

from __future__ import annotations

import random
from collections import Counter

from cardtable.core.cards import card_order
from cardtable.core.checks import snapshot
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.fan_tan import GAME
from cardtable.games.fan_tan.state import FanTanState

from .helpers import do, position

SAMPLES = 300


def _played(players: int, options: dict, seed: int, moves: int) -> FanTanState:
    state = GAME.new_hand(players, options, seed, HandContext(0, 0, (0,) * players))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others() -> None:
    """Each player holds its cards; of the others it sees how many they hold."""
    state = GAME.new_hand(4, {}, seed=1)
    view = state.view(2)
    assert view.pile("hand:2").cards == tuple(state.hands[2])
    for other in (0, 1, 3):
        assert view.pile(f"hand:{other}").cards == (None,) * len(state.hands[other])
    spectator = state.view(None)
    assert all(card is None for seat in range(4) for card in spectator.pile(f"hand:{seat}").cards)


def test_the_rows_and_the_turned_up_cards_are_seen_by_all() -> None:
    """The cards played to the rows and the odd cards turned face up are
    face up for everybody."""
    state = _played(5, {"odd_cards": "face_up"}, seed=4, moves=25)
    views = [state.view(seat) for seat in (None, 0, 1, 2, 3, 4)]
    rows = {tuple(p for p in view.piles if p.kind in ("row", "turnup")) for view in views}
    assert len(rows) == 1


def test_a_view_does_not_change_with_the_others_hidden_cards() -> None:
    """Two hands that differ only in cards a seat cannot see look the same to it."""
    one = position(["7H 2C", "3C 4C", "KD QD"])
    two = position(["7H 2C", "3C QD", "KD 4C"])
    assert one.view(0) == two.view(0)
    assert one.view(1) != two.view(1)


def test_a_pass_shows_the_passer_holds_no_playable_card() -> None:
    """A player passes only when no card of his fits ("If you can play, you
    must play"), so the table learns he holds none of the cards playable
    then; the view records it and every imagined deal keeps it."""
    state = _played(4, {}, seed=11, moves=0)
    rng = random.Random(3)
    passes = 0
    while state.to_move is not None and passes < 6:
        seat = state.to_move
        legal = state.legal_moves()
        if legal == (Move("pass"),):
            playable = state.layout.playable()
            state.apply(legal[0])
            passes += 1
            assert set(playable) <= set(state.view(0).get("voids")[seat])
            viewer = (seat + 1) % 4
            for _ in range(SAMPLES // 6):
                world = state.determinize(viewer, rng)
                assert not playable & set(world.hands[seat])
        else:
            state.apply(rng.choice(legal))
    assert passes == 6


def test_determinize_redeals_only_the_unseen_cards() -> None:
    """The seat's hand, the rows, the turned-up cards and every hand's size
    stay; the others' cards are redealt among them."""
    state = _played(5, {"odd_cards": "face_up"}, seed=2, moves=20)
    rng = random.Random(9)
    seen_elsewhere = Counter()
    for _ in range(100):
        world = state.determinize(0, rng)
        assert world.view(0) == state.view(0)
        assert world.hands[0] == state.hands[0]
        assert [len(hand) for hand in world.hands] == [len(hand) for hand in state.hands]
        assert Counter(world.cards()) == Counter(state.cards())
        seen_elsewhere.update(
            card for seat in range(1, 5) for card in world.hands[seat] if card not in state.hands[seat]
        )
    assert seen_elsewhere  # the others' cards really move


def test_the_cards_a_seat_passed_stay_with_the_taker_until_played() -> None:
    """Hearts Tan: a seat knows where the cards it passed went."""
    options = dict(GAME.preset("hearts_tan").values)
    state = GAME.new_hand(4, options, "passing", HandContext(0, 3, (0,) * 4))
    while state.phase == "pass":
        state.apply(state.legal_moves()[0])
    passed = state.passed[0]
    rng = random.Random(5)
    for _ in range(SAMPLES):
        world = state.determinize(0, rng)
        assert set(passed) <= set(world.hands[1])
        assert world.received[1] == passed and world.passed[0] == passed
        # Who passed what among the others is imagined, from their cards.
        for giver in (1, 2, 3):
            assert set(world.passed[giver]) <= set(world.hands[(giver + 1) % 4])


def test_undelivered_passes_are_imagined_too() -> None:
    """While the others are still choosing, the cards they have set aside are
    hidden among their cards."""
    options = dict(GAME.preset("hearts_tan").values)
    state = GAME.new_hand(4, options, "choosing", HandContext(0, 3, (0,) * 4))
    for _ in range(4):
        state.apply(state.legal_moves()[0])
    world = state.determinize(2, random.Random(1))
    assert len(world.chosen[0]) == 3 and len(world.chosen[1]) == 1
    assert world.view(2) == state.view(2)


def test_a_crazy_tan_draw_limits_what_the_drawer_may_hold() -> None:
    """A player who draws could not play: of the cards playable then he holds
    at most as many as he has drawn since."""
    state = position(
        ["2C 3C", "AD 3D", "KS QS"],
        rows="7H",
        stock="JD 10D 9D 8D 5C 4C JS 10S 9S 8S 6S",
        options={"deal": "seven"},
    )
    do(state, "draw")  # drew 6S: it does not fit
    limits = state.view(1).get("limits")
    assert limits and limits[0][0] == 0 and limits[0][2] == 1
    wanted = set(limits[0][1])
    rng = random.Random(2)
    for _ in range(SAMPLES):
        world = state.determinize(1, rng)
        assert len(wanted & set(world.hands[0])) <= 1
        assert not set(state.layout.playable()) & set(world.hands[0])


def test_the_stock_is_imagined_in_a_new_order() -> None:
    """Crazy Tan's stock is face down: its order is imagined, never read."""
    state = _played(3, {"deal": "seven"}, seed=5, moves=4)
    rng = random.Random(4)
    tops = {state.determinize(0, rng).stock[-1] for _ in range(60)}
    assert len(tops) > 5


def test_imagined_deals_depend_on_the_view_and_the_rng_only() -> None:
    """Two hands a seat cannot tell apart give it the same imagined deals."""
    one = position(["7H 2C 9S", "3C 4C JD", "KD QD 5S"])
    two = position(["7H 2C 9S", "3C QD 5S", "KD 4C JD"])
    for seed in range(20):
        assert snapshot(one.determinize(0, random.Random(seed))) == snapshot(two.determinize(0, random.Random(seed)))


def test_sorted_facts() -> None:
    """The facts of a view are in the cards' canonical order."""
    state = _played(4, {}, seed=3, moves=40)
    for cards in state.view(0).get("voids"):
        assert list(cards) == sorted(cards, key=card_order)
