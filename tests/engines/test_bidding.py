"""The bidding block shared by Spades and Oh Hell."""

from __future__ import annotations

from cardtable.core.moves import Move
from cardtable.engines.bidding import BID, LOOK, BidRange, blind_choice, hook_forbidden, next_bidder
from cardtable.games.oh_hell import rules as oh_hell
from cardtable.games.spades import rules as spades


def test_a_range_offers_its_bids_in_order_without_the_forbidden_one() -> None:
    assert [move.arg for move in BidRange(0, 3).moves()] == [0, 1, 2, 3]
    assert [move.arg for move in BidRange(0, 3).moves(forbidden=2)] == [0, 1, 3]
    assert [move.arg for move in BidRange(1, 13).moves()] == list(range(1, 14))


def test_a_range_holds_whole_numbers_within_it_only() -> None:
    bids = BidRange(0, 5)
    assert bids.holds(Move("bid", arg=0)) and bids.holds(Move("bid", arg=5))
    assert not bids.holds(Move("bid", arg=6))
    assert not bids.holds(Move("bid", arg="2"))


def test_bids_go_round_once_from_the_dealers_left() -> None:
    assert next_bidder([None, 2, None, None], 1) == 2
    assert next_bidder([1, 2, 0, None], 2) == 3
    assert next_bidder([1, 2, 0, 4], 3) is None  # everyone has bid: the play begins


def test_the_hook_forbids_the_dealer_the_number_that_makes_the_bids_add_up() -> None:
    assert hook_forbidden([2, 1, None, None], dealer=3, tricks=5) is None  # not everyone has bid yet
    assert hook_forbidden([2, 1, 1, None], dealer=3, tricks=5) == 1
    assert hook_forbidden([3, 2, 1, None], dealer=3, tricks=5) is None  # over already: any bid is fine


def test_a_blind_choice_is_a_blind_bid_or_looking_first() -> None:
    blind = Move("blind_nil")
    assert blind_choice([blind]) == [blind, LOOK]


def test_the_games_bid_with_the_shared_moves() -> None:
    """The AI compares moves by identity: one table of bids for both games."""
    assert spades.BID is BID and oh_hell.BID is BID and spades.LOOK is LOOK
    state = oh_hell.OhHellState.arranged([[c] for c in oh_hell.DECK[:4]], oh_hell.DECK[4], options={"hook": True})
    assert all(move is BID[move.arg] for move in state.legal_moves())
