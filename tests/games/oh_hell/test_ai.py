"""The Oh Hell computer players: bids that follow the cards, play that aims
at the exact bid, honesty (the same view gives the same move), the fast
playout policy and the search's utility."""

from __future__ import annotations

import random

from cardtable.ai.agents import make_agent
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.oh_hell import GAME
from cardtable.games.oh_hell.ai import (
    OhHellAgent,
    playout_move,
    read_table,
    search_utility,
)
from cardtable.games.oh_hell.bidding import card_chances, distribution
from cardtable.games.oh_hell.rules import OhHellState

from .helpers import apply_all, arranged, bid_all, move

AGENT = OhHellAgent()


def _choose(state: OhHellState, seed: int = 0) -> Move:
    seat = state.to_move
    assert seat is not None
    return AGENT.choose(information(state, seat), random.Random(seed))


def test_wired_on_the_game() -> None:
    assert isinstance(GAME.heuristic_agent(), OhHellAgent)
    assert GAME.playout_policy() is playout_move
    assert GAME.search_utility() is search_utility
    assert GAME.sheet_kind().id == "oh_hell"


def test_strong_cards_bid_tricks_and_low_cards_bid_nothing() -> None:
    """Aces and high trumps are near-certain tricks; low side cards are not."""
    strong = arranged("AC KC QC", "2D 3D 4D", "5H 6H 7H", turnup="9C", dealer=2)
    assert _choose(strong) == move("bid 3")
    weak = arranged("2D 3H 4S", "AC KC QC", "5H 6H 7H", turnup="9C", dealer=2)
    assert _choose(weak) == move("bid 0")
    chances = card_chances(read_table(strong.view(0)))
    assert all(chance > 0.9 for chance in chances)
    assert max(card_chances(read_table(weak.view(0)))) < 0.2


def test_the_distribution_of_tricks() -> None:
    probs = distribution([0.5, 0.5])
    assert probs == [0.25, 0.5, 0.25]
    assert abs(sum(distribution([0.1, 0.7, 0.9, 0.3])) - 1) < 1e-9


def test_the_dealer_never_bids_the_forbidden_total_with_the_hook() -> None:
    for seed in range(20):
        state = GAME.new_hand(4, {"hook": True}, seed, HandContext(seed % 13, 3, (0,) * 4))
        while state.to_move != 3:
            state.apply(_choose(state, seed))
        choice = _choose(state, seed)
        assert choice in state.legal_moves()
        assert sum(state.bids[:3]) + choice.arg != state.size or state.forbidden() is None


def test_once_the_bid_is_made_it_ducks_with_the_highest_card_that_loses() -> None:
    """Bid 0: follow with the highest card under the one winning the trick."""
    state = arranged("QH 2S 3S", "KH 9H 4H", "5H 6D 7D", turnup="9C", dealer=2)
    bid_all(state, 1, 0, 1)
    apply_all(state, "play QH")
    assert _choose(state) == move("play 9H")


def test_needing_a_trick_it_wins_cheaply_when_last() -> None:
    state = arranged("QH 2S 3S", "5D 6D 7D", "KH AH 4H", turnup="9C", dealer=2)
    bid_all(state, 0, 0, 1)
    apply_all(state, "play QH", "play 5D")
    assert _choose(state) == move("play KH")


def test_it_throws_its_dangerous_card_when_void_after_making_its_bid() -> None:
    """Bid made and void in the suit led: get rid of the high card."""
    state = arranged("QH 2S 3S", "AD 2D 4C", "KH 4H 5H", turnup="9C", dealer=2)
    bid_all(state, 1, 0, 0)
    apply_all(state, "play QH")
    choice = _choose(state)
    assert choice == move("play AD")


def test_same_view_same_move() -> None:
    """Honesty: a state and a determinization of it (other hidden cards, the
    same view) get the same move from the same rng."""
    checked = 0
    for seed in range(12):
        state = GAME.new_hand(5, {"joker": seed % 2 == 0}, seed, HandContext(seed % 10, seed % 5, (0,) * 5))
        rng = random.Random(seed)
        for _ in range(rng.randrange(12)):
            if state.to_move is None:
                break
            state.apply(rng.choice(state.legal_moves()))
        seat = state.to_move
        if seat is None:
            continue
        twin = state.determinize(seat, random.Random(100 + seed))
        assert AGENT.choose(information(state, seat), random.Random(seed)) is AGENT.choose(
            information(twin, seat), random.Random(seed)
        )
        checked += 1
    assert checked >= 6


def test_explanations() -> None:
    state = arranged("QH 2S 3S", "KH 9H 4H", "5H 6D 7D", turnup="9C", dealer=2)
    reason = AGENT.explain(information(state, 0), move("bid 1"))
    assert reason is not None and reason.code == "ai_bid"
    assert str(reason) == "Bid 1: this hand should take about 0.4 tricks."  # no trump, the queen under the king
    bid_all(state, 1, 0, 1)
    apply_all(state, "play QH")
    words = AGENT.explain(information(state, 1), move("play 9H"))  # seat 1 bid nothing
    assert words is not None and words.code == "ai_duck"
    assert str(words) == "Bid made: play the nine of hearts, the highest card that cannot win."
    assert AGENT.explain(information(state, 1), move("play KH")) is None  # not its choice: no words for it


def test_playouts_stay_legal_and_the_utility_values_exact_bids() -> None:
    rng = random.Random(3)
    for number in range(0, 13, 3):
        state = GAME.new_hand(
            4, {"hook": number % 2 == 1, "joker": number % 3 == 0}, number, HandContext(number, number % 4, (0,) * 4)
        )
        while state.to_move is not None:
            choice = playout_move(state, rng)
            assert choice in state.legal_moves()
            state.apply(choice)
        values = search_utility(state)
        assert len(values) == 4 and all(0.0 <= value <= 1.0 for value in values)
        points = GAME.hand_result(state).points
        for seat in range(4):
            for other in range(4):
                if points[seat] > 0 and points[other] == 0:
                    assert values[seat] > values[other]


def test_the_heuristic_beats_random_players() -> None:
    """A small match of hands: the heuristic player scores well above players
    who move at random."""
    rng = random.Random(9)
    totals = [0, 0, 0, 0]
    agents = [AGENT, RandomAgent(), RandomAgent(), RandomAgent()]
    for number in range(40):
        state = GAME.new_hand(4, None, f"vs{number}", HandContext(number % 13, number % 4, (0,) * 4))
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        totals = [a + b for a, b in zip(totals, GAME.hand_result(state).points)]
    assert totals[0] > max(totals[1:])


def test_every_level_plays_a_legal_move() -> None:
    state = GAME.new_hand(4, None, "levels", HandContext(4, 0, (0,) * 4))
    for level in ("easy", "normal", "hard#40"):
        agent = make_agent(level, GAME)
        choice = agent.choose(information(state, state.to_move), random.Random(1))
        assert choice in state.legal_moves()


def test_the_search_decides_from_the_view_only() -> None:
    """Honesty of the Hard level: a twin state with other hidden cards and
    the same view gets the same move from the same seed."""
    for seed in range(3):
        state = GAME.new_hand(4, None, f"search{seed}", HandContext(3 + seed, seed, (0,) * 4))
        rng = random.Random(seed)
        for _ in range(4 + seed * 3):
            state.apply(rng.choice(state.legal_moves()))
        seat = state.to_move
        twin = state.determinize(seat, random.Random(50 + seed))
        ours = make_agent("hard#60", GAME).choose(information(state, seat), random.Random(seed))
        theirs = make_agent("hard#60", GAME).choose(information(twin, seat), random.Random(seed))
        assert ours is theirs


def test_the_search_leaves_the_bidding_to_the_rules_of_thumb() -> None:
    """Hard and Expert take the heuristic's bid (the expected-score estimate)
    and search the card play only."""
    state = arranged("AC KC QC", "2D 3D 4D", "5H 6H 7H", turnup="9C", dealer=2)
    assert AGENT.decides_exactly(information(state, 0))
    hard = make_agent("hard#20", GAME)
    for _ in range(3):
        seat = state.to_move
        assert seat is not None
        assert hard.choose(information(state, seat), random.Random(1)) is _choose(state)
        state.apply(_choose(state))
    assert state.phase == "play"
    assert not AGENT.decides_exactly(information(state, state.to_move))
