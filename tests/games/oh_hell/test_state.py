"""The Oh Hell state machine as the contract sees it: refusals that name the
rule and change nothing, views that hide what a seat may not see and carry
the facts the table shows, determinizations that keep the view and the voids
shown (and never consult the hidden cards), clones, and move text."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.core.cards import Card, Suit
from cardtable.core.checks import card_counts, check_clone, check_determinize, snapshot
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove, Reason
from cardtable.games.oh_hell import GAME
from cardtable.games.oh_hell.rules import JOKER, SUIT_MASK, OhHellState

from .helpers import apply_all, arranged, bid_all, card, move


def _positions(players: int, hands: int, seed: int = 0, options=None) -> Iterator[OhHellState]:
    """Every position of a few randomly played hands of growing size."""
    rng = random.Random(seed)
    for number in range(hands):
        state = GAME.new_hand(
            players, options, f"pos{seed}/{number}", HandContext(number, number % players, (0,) * players)
        )
        assert isinstance(state, OhHellState)
        while state.to_move is not None:
            yield state
            state.apply(rng.choice(state.legal_moves()))
        yield state


def test_refusals_name_the_rule_and_change_nothing() -> None:
    """Illegal moves are refused with a reason and leave the state as it was."""
    state = arranged("AS 2H", "KS 3H", "4H 5D", turnup="9C", dealer=2)
    for text, code in (
        ("nonsense", "not_a_move"),
        ("play AS", "bid_first"),
        ("bid 3", "bid_range"),
        ("bid x", "bid_range"),
    ):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before
    bid_all(state, 1, 0, 1)
    for text, code in (("play KS", "not_your_card"), ("bid 1", "bidding_over"), ("play AS 2H", "one_card")):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as caught:
            state.apply(move(text))
        assert caught.value.code == code and snapshot(state) == before
    assert state.explain(move("play AS")) is None
    apply_all(state, "play AS", "play KS", "play 4H", "play 2H", "play 3H", "play 5D")
    assert state.to_move is None
    assert state.explain(move("play 2H")).code == "hand_over"


def test_views_hide_the_other_hands_and_the_stock() -> None:
    """A seat sees its own hand face up, the others' and the stock face down,
    the turned-up card face up; a spectator sees no hidden card."""
    state = GAME.new_hand(5, None, "view", HandContext(3, 1, (0,) * 5))
    for seat in range(5):
        view = state.view(seat)
        assert view.hand(seat) == state.hands[seat]
        for other in range(5):
            if other != seat:
                assert view.pile(f"hand:{other}").cards == (None,) * 4
        assert view.pile("stock").cards == (None,) * len(state.stock)
        assert view.pile("trump card").cards == (state.turnup,)
    spectator = state.view(None)
    assert all(card is None for pile in spectator.piles if pile.kind in ("hand", "stock", "won") for card in pile.cards)
    assert {pile.name for pile in spectator.piles} >= {"trick", "stock", "trump card", "won:0", "hand:4"}


def test_the_view_carries_the_facts_the_table_shows() -> None:
    """cards_per_hand, trumps, bids (None until bid), tricks_won, phase,
    hand_number, hands_total, seat_notes ("bid 2 · took 1") and the prompt."""
    state = arranged("AS 2H", "3C 4D", "KS 5C", turnup="9C", dealer=2)
    view = state.view(0)
    facts = view.facts
    assert facts["cards_per_hand"] == 2 and facts["trumps"] == "C" and facts["phase"] == "bid"
    assert facts["bids"] == (None, None, None) and facts["tricks_won"] == (0, 0, 0)
    assert facts["hand_number"] == 2 and facts["hands_total"] == 17
    assert facts["seat_notes"] == (None, None, None)
    assert str(view.prompt) == "Bid how many tricks you will take: exactly, 0 to 2."
    assert [str(line) for line in view.status] == ["Hand 2 of 17: 2 cards", "Trumps: clubs"]
    bid_all(state, 0, 1)
    notes = state.view(2).get("seat_notes")
    assert [note.text(["Ann", "Bob", "Cy"]) if note else None for note in notes] == ["Bid 0", "Bid 1", None]
    state.apply(Move("bid", arg=1))
    apply_all(state, "play AS", "play 3C")
    view = state.view(1)
    assert view.get("phase") == "play" and view.get("bids") == (0, 1, 1)
    assert view.get("trick_seats") == (0, 1)
    assert str(view.prompt) == "Play a card: follow spades."
    assert "Trick 1 of 2" in [str(line) for line in view.status]
    state.apply(move("play KS"))
    assert state.view(0).get("tricks_won") == (0, 1, 0)
    assert str(state.view(0).get("seat_notes")[1]) == "Bid 1 \u00b7 took 1"
    apply_all(state, "play 4D", "play 5C", "play 2H")
    assert [str(note) for note in state.view(0).get("seat_notes")] == [
        "Bid 0 \u00b7 took 0 \u00b7 made",
        "Bid 1 \u00b7 took 1 \u00b7 made",
        "Bid 1 \u00b7 took 1 \u00b7 made",
    ]
    assert isinstance(state.view(0).get("seat_notes")[0], Reason)


def test_a_seat_note_names_nothing_hidden() -> None:
    """Two states one seat cannot tell apart give it equal views (the bids,
    tricks and notes are public)."""
    state = GAME.new_hand(4, None, "same", HandContext(6, 0, (0,) * 4))
    rng = random.Random(1)
    for _ in range(9):
        state.apply(rng.choice(state.legal_moves()))
    twin = state.determinize(2, random.Random(5))
    assert twin.view(2) == state.view(2)
    assert twin.hands[2] == state.hands[2]


@pytest.mark.parametrize("players", [3, 4, 6, 8])
def test_determinize_keeps_the_view_and_is_honest(players: int) -> None:
    """The core checks at every position of a few hands: the view and legal
    moves are kept, no card is created or lost, and a state with the same
    view but other hidden cards gives the same imagined deal."""
    rng = random.Random(players)
    for state in _positions(players, 5, seed=players):
        expected = card_counts(state.cards())
        for seat in (state.to_move if state.to_move is not None else 0, rng.randrange(players)):
            check_determinize(state, seat, rng, expected)
        check_clone(state)


def test_determinize_deals_the_stock_too_but_never_the_turned_up_card() -> None:
    """Unseen cards may be in another hand or in the undealt stock; the
    turned-up card stays where everybody sees it."""
    state = GAME.new_hand(4, None, "stock", HandContext(2, 0, (0,) * 4))
    stock = set(state.stock)
    moved = False
    for seed in range(30):
        sample = state.determinize(0, random.Random(seed))
        assert sample.turnup is state.turnup
        assert sample.hands[0] == state.hands[0]
        assert len(sample.stock) == len(state.stock)
        if any(card in stock for hand in sample.hands[1:] for card in hand):
            moved = True
    assert moved


def test_determinize_respects_the_voids_shown() -> None:
    """A player who did not follow suit holds none of that suit in any
    imagined deal (nor the joker when it stands for a card of that suit)."""
    state = arranged("AS 2S 3D", "KD 4C 5C", "QS 6H 7H", turnup="8H", dealer=2, options={"joker": True})
    bid_all(state, 1, 1, 0)
    state.apply(move("play AS"))
    state.apply(move("play 4C"))  # seat 1 shows a void in spades
    assert state.excluded[1] & SUIT_MASK[Suit.SPADES] == SUIT_MASK[Suit.SPADES]
    for seed in range(100):
        sample = state.determinize(2, random.Random(seed))
        assert not any(card.suit is Suit.SPADES for card in sample.hands[1])
    # The joker standing for a heart: a player who fails to follow hearts lacks it too.
    joker = arranged("2H 2S 3D", "KD 4C 5C", "QS 6S 7S", turnup="8H", dealer=2, options={"joker": True})
    bid_all(joker, 0, 1, 0)
    joker.apply(move("play 2H"))
    joker.apply(move("play 4C"))
    for seed in range(60):
        sample = joker.determinize(0, random.Random(seed))
        assert JOKER not in sample.hands[1] and not any(c.suit is Suit.HEARTS for c in sample.hands[1])


def test_determinize_never_consults_the_hidden_cards() -> None:
    """Two deals that look the same from seat 0 (other hands and the stock
    differ) give the same imagined deal from the same rng."""
    one = arranged("AS 2H", "KS 3H", "4H 5D", turnup="9C", dealer=2)
    two = arranged("AS 2H", "JD 10D", "7C 8C", turnup="9C", dealer=2)
    assert one.view(0) == two.view(0)
    first = one.determinize(0, random.Random(11))
    second = two.determinize(0, random.Random(11))
    assert first.hands == second.hands and first.stock == second.stock


def test_clones_are_independent() -> None:
    state = arranged("AS 2H", "KS 3H", "4H 5D", turnup="9C", dealer=2)
    bid_all(state, 1, 0, 1)
    copy = state.clone()
    copy.apply(move("play AS"))
    assert state.hands[0] == [card("2H"), card("AS")] and state.trick == []
    assert copy.trick == [card("AS")] and copy.history[-1] is move("play AS")
    assert state.history == copy.history[:-1]


def test_move_text_round_trips() -> None:
    state = GAME.new_hand(3, {"joker": True}, "text", HandContext(4, 0, (0,) * 3))
    rng = random.Random(2)
    while state.to_move is not None:
        for legal in state.legal_moves():
            assert Move.parse(str(legal)) is legal
        state.apply(rng.choice(state.legal_moves()))


def _points_by_the_rules(bid: int, took: int, cards: int) -> int:
    """rules.md, "Scoring": exactly the bid, or nothing; a bid of 0 made scores
    5 + the cards in the hand, a bid of k made 10 + k."""
    if took != bid:
        return 0
    return 5 + cards if bid == 0 else 10 + bid


def test_the_sheet_cells_and_summary_of_a_played_hand() -> None:
    state = GAME.new_hand(4, None, "cells", HandContext(3, 1, (0,) * 4))
    rng = random.Random(4)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    result = GAME.hand_result(state)
    cells = result.cells
    assert set(cells) >= {"cards", "trumps", "bids", "tricks", "made", "points"}
    assert cells["cards"] == 4 and sum(cells["tricks"]) == 4
    assert list(cells["tricks"]) == state.tricks_won and list(cells["bids"]) == state.bids
    by_the_rules = tuple(_points_by_the_rules(bid, took, 4) for bid, took in zip(state.bids, state.tricks_won))
    assert result.points == by_the_rules
    assert result.points == (9, 0, 0, 0)  # seat 0 bid 0 and took none: 5 + 4 cards; the others bust
    assert tuple(cells["points"]) == result.points
    assert len(result.summary) >= 1
    assert isinstance(Card.parse("JK"), Card)
