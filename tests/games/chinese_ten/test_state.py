"""The Chinese Ten state as the contract sees it: views that hide the other
hands and the stock and carry the public facts, prompts and status lines,
moves all seen by everyone, determinizations that keep the view and never
consult the hidden cards, clones."""

from __future__ import annotations

import random
from collections.abc import Iterator

from cardtable.core.cards import Card
from cardtable.core.checks import card_counts, check_clone, check_determinize, snapshot
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.games.chinese_ten import GAME, ChineseTenState

from .helpers import do, position


def _positions(players: int, hands: int, seed: int = 0) -> Iterator[ChineseTenState]:
    """Every position of a few randomly played deals."""
    rng = random.Random(seed)
    for number in range(hands):
        state = GAME.new_hand(
            players, None, f"pos{seed}/{number}", HandContext(number, number % players, (0,) * players)
        )
        while state.to_move is not None:
            yield state
            state.apply(rng.choice(state.legal_moves()))
        yield state


def test_views_hide_the_other_hands_and_the_stock() -> None:
    """A seat sees its own hand face up, the others' and the stock face down,
    the table face up, the stacks taken face down; a spectator sees no
    hidden card."""
    state = GAME.new_hand(3, None, "view", HandContext(0, 2, (0, 0, 0)))
    for seat in range(3):
        view = state.view(seat)
        assert sorted(view.hand(seat)) == sorted(state.hands[seat])
        for other in range(3):
            if other != seat:
                assert view.pile(f"hand:{other}").cards == (None,) * 8
        assert view.pile("stock").cards == (None,) * 24
        assert view.pile("table").cards == tuple(state.table)
        assert view.pile("turned").cards == ()
    spectator = state.view(None)
    assert all(card is None for pile in spectator.piles if pile.kind in ("hand", "stock", "won") for card in pile.cards)
    kinds = {pile.name: (pile.kind, pile.owner) for pile in spectator.piles}
    assert kinds["table"] == ("row", None) and kinds["stock"] == ("stock", None)
    assert kinds["turned"] == ("discard", None) and kinds["taken:1"] == ("won", 1) and kinds["hand:2"] == ("hand", 2)


def test_the_view_carries_the_public_facts() -> None:
    """points (red points taken), left (the points still out), the cards of
    each stack, what pairs with each table card, the last taker, the seat
    notes and the status lines."""
    state = position(["9H 3C", "4C 4D"], "AD 5S", "KH 6C 6D")
    view = state.view(1)
    assert view.get("points") == (0, 0) and view.get("left") == 210
    assert view.get("pairs_for") == (("AD", "9"), ("5S", "5"))
    assert view.get("last_taker") is None
    assert [str(line) for line in view.status] == ["Stock: 3 cards", "Points still out: 210"]
    do(state, "pair 9H AD")
    view = state.view(1)
    assert view.get("points") == (30, 0) and view.get("left") == 180
    assert view.get("taken_cards") == (("AD", "9H"), ())
    assert view.get("last_taker") == 0
    assert [str(note) for note in view.get("seat_notes")] == ["30 points", "0 points"]
    assert [str(line) for line in view.status] == ["Stock: 2 cards", "Points still out: 180"]
    assert str(view.prompt) == "No pair: lay a card on the table." and view.to_move == 1
    assert str(state.view(0).prompt) == "Waiting for seat 1."


def test_every_move_is_seen_by_everyone() -> None:
    """A card laid or paired goes face up on or off the table, and the turned
    card is public: nobody's move is hidden from the others."""
    state = position(["5C 3D", "4C 4D"], "5H 9H 9S", "AH 6C 6D")
    for text in ("pair 5C 5H", "take 9S"):
        move = Move.parse(text)
        assert state.observed(move, 1) is move
        do(state, text)
    assert state.observed_history(1) == state.history


def test_determinize_keeps_the_view_and_is_honest() -> None:
    """The core checks at positions of a few deals: the view and legal moves
    are kept, no card is created or lost, and a state with the same view but
    other hidden cards gives the same imagined deal."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        for index, state in enumerate(_positions(players, 2, seed=players)):
            if index % 3:
                continue
            expected = card_counts(state.cards())
            for seat in (state.to_move if state.to_move is not None else 0, rng.randrange(players)):
                check_determinize(state, seat, rng, expected)
            check_clone(state)


def test_an_independent_twin_imagines_the_same_deal() -> None:
    """Honesty: two deals that differ only in cards seat 0 cannot see (the
    other hand and the stock swapped about) look alike to seat 0, and seat 0
    imagines exactly the same deals from both."""
    state = GAME.new_hand(2, None, "twin", HandContext(0, 1, (0, 0)))
    rng = random.Random(4)
    for _ in range(5):
        state.apply(rng.choice(state.legal_moves()))
    twin = state.clone()
    pool = twin.hands[1] + twin.stock
    random.Random(9).shuffle(pool)
    twin.hands[1], twin.stock = pool[: len(state.hands[1])], pool[len(state.hands[1]) :]
    assert twin.hands[1] != state.hands[1]
    assert twin.view(0) == state.view(0)
    for seed in range(5):
        mine = state.determinize(0, random.Random(seed))
        theirs = twin.determinize(0, random.Random(seed))
        assert snapshot(mine) == snapshot(theirs)
        assert mine.hands == theirs.hands and mine.stock == theirs.stock


def test_determinize_redeals_only_the_other_hands_and_the_stock() -> None:
    """What everybody saw stays: the table, the turned card, the stacks
    taken; the seat's own hand stays; the others' hand sizes never change."""
    state = position(["5C 3D", "4C 4D 2H", "JC JD"], "5H 9H 9S", "AH 6C 6D 7S 7H", dealer=2)
    do(state, "pair 5C 5H")
    moved = False
    for seed in range(20):
        sample = state.determinize(0, random.Random(seed))
        assert sample.turned is state.turned == Card.parse("AH")
        assert sample.table == state.table and sample.taken == state.taken
        assert sample.hands[0] == state.hands[0]
        assert [len(hand) for hand in sample.hands] == [1, 3, 2] and len(sample.stock) == 4
        moved = moved or sample.hands[1] != state.hands[1]
    assert moved


def test_a_clone_is_independent() -> None:
    """Moves on a clone leave the original as it was."""
    state = GAME.new_hand(4, None, "clone", HandContext(0, 0, (0,) * 4))
    before = snapshot(state)
    copy = state.clone()
    while copy.to_move is not None:
        copy.apply(copy.legal_moves()[-1])
    assert snapshot(state) == before
