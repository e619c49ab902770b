"""The Cribbage state machine (cardtable/games/cribbage/rules.py).

Two-player deals below use dealer 0. The standard rules (the default) and the
seed's house rules (option ``seed_rules``) are both exercised.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.core.checks import FULL, card_counts, run_hand, snapshot
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.cribbage import GAME
from cardtable.games.cribbage.rules import CribbageState
from cardtable.games.cribbage.scoring import PIP

from .support import moves, pegging, rig

SEED = {"seed_rules": True}

# Scenario one: seat 1 keeps 10S 10H 9C 2D, seat 0 (the dealer) KD 8C 7H AS.
ONE_HANDS = ["KD 8C 7H AS 2C 3C", "10S 10H 9C 2D 4H 4S"]
ONE_DISCARDS = ["2C 3C", "4H 4S"]
# Scenario two: seat 0 holds only big cards and must say go.
TWO_HANDS = ["KD QC 9H 8C 2C 3C", "10S 10H 5C 2D 4H 4S"]
TWO_DISCARDS = ["2C 3C", "4H 4S"]


def refused(state: CribbageState, text: str) -> IllegalMove:
    """Apply an illegal move: it must raise and leave everything as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalMove) as error:
        state.apply(Move.parse(text))
    assert snapshot(state) == before
    return error.value


def kinds_by_seat(state: CribbageState) -> list[tuple[int, str, int]]:
    return [(event.seat, event.kind, event.points) for event in state.log]


# -- the deal ---------------------------------------------------------------------------


@pytest.mark.parametrize("players,size,crib", [(2, 6, 0), (3, 5, 1), (4, 5, 0)])
def test_deal_sizes(players: int, size: int, crib: int) -> None:
    """Seed: "Each player is dealt six cards"; NOTES: "Three players: 5 cards
    each and 1 to the crib, each discards one ... Four players: partners
    opposite, 5 cards each, one each to the crib"."""
    state = GAME.new_hand(players, None, seed=4)
    assert [len(hand) for hand in state.hands] == [size] * players
    assert len(state.crib) == crib
    assert len(list(state.cards())) == 52 and len(set(state.cards())) == 52
    agent = RandomAgent()
    rng = random.Random(1)
    while state.phase == "discard":
        state.apply(agent.choose(information(state, state.to_move), rng))
    assert [len(hand) for hand in state.hands] == [4] * players
    assert len(state.crib) == 4


def test_the_same_seed_deals_the_same_cards() -> None:
    """The contract: "the same arguments give the same deal"."""
    first = GAME.new_hand(2, None, seed="s", context=HandContext(3, 1, (10, 20)))
    second = GAME.new_hand(2, None, seed="s", context=HandContext(3, 1, (10, 20)))
    assert first.hands == second.hands and first.hidden_starter is second.hidden_starter


def test_discards_go_in_turn_from_the_dealers_left() -> None:
    """Seed: "Each player selects two of these cards to go in the 'box'"; we
    take them one card at a time from the dealer's left round to the dealer."""
    state = rig(ONE_HANDS, "6D")
    assert state.to_move == 1
    moves(state, "discard 4H")
    assert state.to_move == 1
    moves(state, "discard 4S")
    assert state.to_move == 0
    assert state.legal_moves() == [Move.parse(f"discard {c}") for c in ONE_HANDS[0].split()]


def test_discarding_first_is_required() -> None:
    """Seed: "Each player selects two of these cards to go in the 'box'" before
    the starter is turned and the play begins."""
    state = rig(ONE_HANDS, "6D")
    assert str(refused(state, "play 10S")) == "Discard 2 cards to the crib first."
    assert str(refused(state, "go")) == "Discard 2 cards to the crib first."
    assert refused(state, "discard KD").code == "not_in_hand"
    moves(state, "discard 4H")
    assert str(refused(state, "play 10S")) == "Discard 1 card to the crib first."


# -- the crib, the starter and heels ---------------------------------------------------------


def test_the_dealer_owns_the_crib_by_default() -> None:
    """NOTES: "Default: the standard rules (dealer owns the crib ...)"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D")
    assert state.crib_owner == 0
    assert state.view(1).get("crib_owner") == 0


def test_the_seed_box_scores_for_the_non_dealer() -> None:
    """Seed: "a third hand of cards, which is scored separately ... and whose
    score is given to the non-dealer for the hand"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D", options=SEED)
    assert state.crib_owner == 1


def test_three_player_seed_box_goes_left_of_the_dealer() -> None:
    """Seed: the box is "given to the non-dealer"; with three players we give
    it to the player on the dealer's left."""
    state = GAME.new_hand(3, SEED, seed=1, context=HandContext(0, 2, (0, 0, 0)))
    assert state.crib_owner == 0


def test_the_starter_is_turned_when_the_crib_is_full() -> None:
    """Seed: "the dealer takes the top card ... turns it up"; the cut is not a
    decision, so the card is turned as soon as the box is complete."""
    state = rig(ONE_HANDS, "6D")
    assert state.starter is None
    assert state.view(1).pile("starter").cards == (None,)
    moves(state, "discard 4H", "discard 4S", "discard 2C")
    assert state.starter is None
    moves(state, "discard 3C")
    assert str(state.starter) == "6D"
    assert state.view(1).pile("starter").cards == (state.starter,)


@pytest.mark.parametrize("options", [None, SEED])
def test_his_heels(options: dict | None) -> None:
    """Seed: "If this card is a jack, the dealer scores two points (the dealer
    must claim these points by saying "two for his heals")"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "JD", options=options)
    assert kinds_by_seat(state) == [(0, "heels", 2)]
    assert state.gained == [2, 0]
    assert "two for his heels" in state.view(1).get("events")[0]


# -- the pegging ------------------------------------------------------------------------


def test_the_non_dealer_pegs_first_by_default() -> None:
    """NOTES: "non-dealer pegs first and counts first"."""
    assert pegging(ONE_HANDS, ONE_DISCARDS, "6D").to_move == 1


def test_the_dealer_pegs_first_with_seed_rules() -> None:
    """Seed: "Starting with the dealer, each player plays a card from their hand"."""
    assert pegging(ONE_HANDS, ONE_DISCARDS, "6D", options=SEED).to_move == 0


def test_three_players_left_of_the_dealer_leads() -> None:
    """NOTES: "Three players ... player left of dealer leads"."""
    state = GAME.new_hand(3, None, seed=9, context=HandContext(0, 1, (0, 0, 0)))
    rng = random.Random(0)
    while state.phase == "discard":
        state.apply(rng.choice(state.legal_moves()))
    assert state.to_move == 2


def test_thirty_one_and_the_last_card() -> None:
    """Seed: "the cumulative pip total is fifteen or thirty-one (two points)",
    "If a total of thirty-one is not achieved, the last player to play a card
    claims one point" and "A point is awarded to the last player to play a
    card". After 31 the other player leads the next count."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D")
    moves(state, "play 10S", "play KD", "play 10H", "play AS")
    assert kinds_by_seat(state) == [(0, "peg", 2)]
    assert state.count == 0 and state.to_move == 1
    moves(state, "play 9C", "play 8C", "play 2D", "play 7H")
    assert kinds_by_seat(state)[:2] == [(0, "peg", 2), (0, "last", 1)]
    assert state.cell_pegging == [3, 0]


def test_go() -> None:
    """Seed: "If a player cannot play a card without exceeding this total, they
    say "go". The other player must continue to play cards until they reach
    thirty one or also say "go". If a total of thirty-one is not achieved, the
    last player to play a card claims one point"."""
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H")
    assert state.count == 30
    assert state.legal_moves() == [Move("go")]
    assert str(refused(state, "play QC")) == "That would take the count past 31 (count is 30)."
    assert str(state.view(0).prompt) == "You cannot play without passing 31 (count is 30): say go."
    moves(state, "go")
    # Seat 1 played last and cannot play either: one for the go, then seat 0 leads.
    assert kinds_by_seat(state) == [(1, "go", 1)]
    assert state.count == 0 and state.to_move == 0


def test_must_play_when_able() -> None:
    """Seed: "If a player cannot play a card without exceeding this total, they
    say "go"" (and only then)."""
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S")
    assert str(refused(state, "go")) == "You can play, so you cannot say go."
    assert refused(state, "play 10H").code == "not_in_hand"
    assert refused(state, "discard KD").code == "crib_full"


def test_after_a_go_the_other_player_plays_on_alone() -> None:
    """Seed: "The other player must continue to play cards until they reach
    thirty one or also say "go"" and "A point is awarded to the last player to
    play a card"."""
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go")
    moves(state, "play QC", "play 5C")  # fifteen for seat 1
    moves(state, "play 9H", "play 2D")  # count 26, seat 1 is out of cards
    assert state.legal_moves() == [Move("go")]
    moves(state, "go")  # one for the go to seat 1, seat 0 leads its last card alone
    assert state.to_move == 0 and state.count == 0
    moves(state, "play 8C")
    assert kinds_by_seat(state)[:5] == [
        (1, "go", 1),
        (1, "peg", 2),
        (1, "go", 1),
        (0, "last", 1),
        (1, "hand", kinds_by_seat(state)[4][2]),
    ]


def test_count_never_passes_31_and_is_the_pip_total() -> None:
    """Seed: "The cumulative pip total in the pegging out must not exceed
    thirty-one pips"."""
    for seed in range(40):
        state = GAME.new_hand(2 + seed % 3, None, seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
            assert 0 <= state.count <= 31
            assert state.count == sum(PIP[card] for card in state.count_cards)


def three_player_thirty_one(options: dict | None, dealer: int) -> CribbageState:
    """Seats 0, 1, 2 play in that order: 10 (10), Q (20), 8 (28), 2 (30),
    seat 1 says go, seat 2 makes 31 with its ace."""
    hands = ["10C 2C 3D 4D 7S", "QH 9H 9S 8D 6C", "8C AH KS KH 5H"]
    state = pegging(hands, ["7S", "6C", "5H"], "6S", options=options, dealer=dealer, crib_card="7C")
    assert state.to_move == 0
    moves(state, "play 10C", "play QH", "play 8C", "play 2C", "go", "play AH")
    assert kinds_by_seat(state) == [(2, "peg", 2)]
    return state


def test_after_a_count_the_next_player_leads() -> None:
    """NOTES: "after a go the opponent of the player who played last leads":
    with three players, the player after the one who played last."""
    assert three_player_thirty_one(None, dealer=2).to_move == 0


def test_seed_rules_the_first_to_say_go_leads() -> None:
    """Seed: "pegging out recommences with the player who first said "go" in
    the previous round playing first"."""
    assert three_player_thirty_one(SEED, dealer=0).to_move == 1


# -- the show -----------------------------------------------------------------------------


def play_out_scenario_one(state: CribbageState) -> CribbageState:
    return moves(state, "play 10S", "play KD", "play 10H", "play AS", "play 9C", "play 8C", "play 2D", "play 7H")


def test_the_show_order_standard() -> None:
    """NOTES: "non-dealer pegs first and counts first; dealer's hand then the
    crib"."""
    state = play_out_scenario_one(pegging(ONE_HANDS, ONE_DISCARDS, "6D"))
    shown = [(seat, kind) for seat, kind, *_ in state.view(0).get("show")]
    assert shown == [(1, "hand"), (0, "hand"), (0, "crib")]
    assert state.phase == "show" and state.to_move is None
    result = GAME.hand_result(state)
    assert result.points == (3 + 7 + 12, 4)
    assert result.cells == {"pegging": (3, 0), "hand": (7, 4), "crib": (12, 0), "heels": (0, 0)}


def test_the_show_order_seed() -> None:
    """Seed: "the scoring up of the hands begins, dealer's hand first, then
    non-dealer, and finally the box", the box scoring for the non-dealer."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D", options=SEED)
    moves(state, "play KD", "play 10S", "play 8C", "play 2D", "play AS", "play 10H", "play 7H", "play 9C")
    shown = [(seat, kind) for seat, kind, *_ in state.view(0).get("show")]
    assert shown == [(0, "hand"), (1, "hand"), (1, "crib")]
    assert GAME.hand_result(state).cells["crib"] == (0, 12)


def test_show_breakdown_is_announced() -> None:
    """Seed: "The player claiming points for a hand examines it and can claim
    points": the count is said aloud."""
    state = play_out_scenario_one(pegging(ONE_HANDS, ONE_DISCARDS, "6D"))
    seat, kind, cards, total, said = state.view(1).get("show")[1]
    assert (seat, kind, total) == (0, "hand", 7)
    assert said == "fifteen two, fifteen four and a run of three is seven"


# -- the end of the game ------------------------------------------------------------------


def test_121_ends_the_game_in_the_middle_of_the_pegging() -> None:
    """Seed: "scoring is in real time. As soon as the 121 mark is reached, play
    ceases, the counting is not finished"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D", scores=(119, 100))
    moves(state, "play 10S", "play KD", "play 10H", "play AS")  # 31 for two: 121
    assert state.to_move is None and state.phase == "over"
    assert not state.legal_moves()
    assert GAME.hand_result(state).points == (2, 0)
    assert any(state.hands)  # cards were left unplayed
    assert not state.view(1).get("show")
    assert refused(state, "play 9C").code == "hand_over"


def test_121_ends_the_game_in_the_middle_of_the_show() -> None:
    """Seed: "As soon as the 121 mark is reached, play ceases, the counting is
    not finished and compared with the other player's. Thus maintaining the
    correct play sequence is vital": the non-dealer counts first and wins
    though the dealer's hand and crib would have scored more."""
    state = play_out_scenario_one(pegging(ONE_HANDS, ONE_DISCARDS, "6D", scores=(110, 118)))
    assert state.phase == "over"
    assert [(s, k) for s, k, *_ in state.view(0).get("show")] == [(1, "hand")]
    assert state.scores == [113, 122]
    assert state.view(0).pile("crib").cards == (None,) * 4


def test_121_seed_rules_the_dealer_counts_first() -> None:
    """Seed: "dealer's hand first, then non-dealer" and "As soon as the 121
    mark is reached, play ceases"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D", options=SEED, scores=(112, 119))
    moves(state, "play KD", "play 10S", "play 8C", "play 2D", "play AS", "play 10H", "play 7H", "play 9C")
    assert [(s, k) for s, k, *_ in state.view(0).get("show")] == [(0, "hand")]
    assert state.scores[0] == 121 and state.scores[1] == 120


def test_a_match_to_121_ends_and_the_highest_wins() -> None:
    """Seed: "Play continues until one player reaches 121 points"."""
    for seed in range(6):
        match = Match(GAME, 2, seed=seed)
        agent = GAME.heuristic_agent()
        rng = random.Random(seed)
        while not match.is_over:
            state = match.deal()
            while state.to_move is not None:
                state.apply(agent.choose(information(state, state.to_move), rng))
            match.finish_hand()
        winners = match.winners()
        assert len(winners) == 1
        assert match.scores[winners[0]] >= 121
        assert min(match.scores) < 121  # the game stopped at once: only one got there


def test_a_short_game_to_61() -> None:
    """Option "target": the game ends at once when a player reaches it."""
    match = Match(GAME, 2, {"target": 61}, seed=1)
    rng = random.Random(1)
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
        match.finish_hand()
    assert max(match.scores) >= 61 and min(match.scores) < 61


def test_partners_share_their_score() -> None:
    """NOTES: "Four players: partners opposite": a side's points are credited
    to both partners, so their match scores are always equal."""
    for seed in range(5):
        match = Match(GAME, 4, seed=seed)
        rng = random.Random(seed)
        while not match.is_over:
            state = match.deal()
            while state.to_move is not None:
                state.apply(rng.choice(state.legal_moves()))
                assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
            result = match.finish_hand()
            assert result.points[0] == result.points[2] and result.points[1] == result.points[3]
        assert sorted(match.winners()) in ([0, 2], [1, 3])
    assert GAME.match_rules(4, GAME.resolve(4)).team_of == (0, 1, 0, 1)


# -- what each seat sees ----------------------------------------------------------------------


def test_the_view_hides_hands_and_discards_until_the_show() -> None:
    """Seed: the box is "a third hand of cards, which is scored separately from
    the players' hands at the end": it stays face down until then, and so do
    the other hands."""
    state = rig(ONE_HANDS, "6D")
    assert state.view(0).pile("hand:1").cards == (None,) * 6
    assert state.view(1).pile("hand:1").known() == state.hands[1]
    moves(state, "discard 4H", "discard 4S")
    assert state.view(0).pile("crib").cards == (None, None)
    assert state.view(1).get("your_discards") == tuple(state.crib)
    assert state.view(0).get("your_discards") == ()
    moves(state, "discard 2C", "discard 3C")
    view = state.view(None)
    assert all(card is None for pile in view.piles if pile.kind in ("hand", "crib") for card in pile.cards)
    moves(state, "play 10S")
    assert state.view(0).pile("pegging:1").cards == (state.played[1][0],)
    assert state.view(0).get("count_cards") == tuple(state.played[1])
    play_out = moves(state, "play KD", "play 10H", "play AS", "play 9C", "play 8C", "play 2D", "play 7H")
    view = play_out.view(None)
    assert view.pile("hand:1").cards == tuple(play_out.hands[1]) and None not in view.pile("hand:1").cards
    assert None not in view.pile("crib").cards


def test_determinize_keeps_the_view_and_what_a_go_tells() -> None:
    """Seed: a player says go when they "cannot play a card without exceeding
    this total": after seat 0's go at 30 it holds no ace, and a redeal must
    respect that."""
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go")
    rng = random.Random(3)
    for _ in range(200):
        sample = state.determinize(1, rng)
        assert sample.view(1) == state.view(1)
        assert card_counts(sample.cards()) == card_counts(state.cards())
        assert all(PIP[card] > 1 for card in sample.hands[0])


def test_determinize_during_the_discards() -> None:
    """The contract: every card the seat cannot see is redealt, sizes kept."""
    state = rig(ONE_HANDS, "6D")
    moves(state, "discard 4H")
    rng = random.Random(5)
    seen_other = set()
    for _ in range(50):
        sample = state.determinize(0, rng)
        assert sample.view(0) == state.view(0)
        assert [len(h) for h in sample.hands] == [6, 5]
        seen_other.update(sample.hands[1])
        assert sample.hands[0] == state.hands[0]
    assert len(seen_other) > 20


def test_clones_are_independent() -> None:
    """The contract: "state.clone(): copy lists, share cards and moves"."""
    state = pegging(ONE_HANDS, ONE_DISCARDS, "6D")
    before = snapshot(state)
    copy = state.clone()
    assert snapshot(copy) == before
    moves(copy, "play 10S", "play KD", "play 10H", "play AS")
    assert snapshot(state) == before
    assert copy.gained == [2, 0] and state.gained == [0, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [None, SEED])
def test_full_checks_with_random_players(players: int, options: dict | None) -> None:
    """The contract's checks (conservation, replay, determinize, illegal moves)
    at every move, three players included."""
    rng = random.Random(players)
    agents = [RandomAgent() if seat % 2 else GAME.heuristic_agent() for seat in range(players)]
    resolved = GAME.resolve(players, options)
    for hand in range(4):
        context = HandContext(hand, hand % players, (100,) * players)
        run_hand(GAME, players, resolved, f"full:{hand}", agents, rng, context, FULL)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.sampled_from([2, 3, 4]), seed_rules=st.booleans())
def test_random_hands_keep_the_invariants(seed: int, players: int, seed_rules: bool) -> None:
    """Seed: the pegging and the show, as a whole: every card is played once,
    every hand and the crib are counted, and the points gained add up to the
    scoring events."""
    state = GAME.new_hand(players, {"seed_rules": seed_rules}, seed=seed)
    rng = random.Random(seed)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    assert state.phase == "show"
    assert [len(hand) for hand in state.hands] == [4] * players
    assert sum(1 for event in state.log if event.kind in ("hand", "crib")) == players + 1
    # one for the last card, unless it made 31 (which scores two instead)
    assert sum(1 for event in state.log if event.kind == "last") == (0 if state.count == 31 else 1)
    side = 2 if players == 4 else players
    total = sum(event.points for event in state.log)
    assert sum(state.gained[:side]) == total


def test_determinize_knows_the_last_player_can_still_play() -> None:
    """Seed: "The other player must continue to play cards until they reach
    thirty one or also say "go"": when seat 1 is asked to play on at 30
    after seat 0's go, seat 0 knows seat 1 holds an ace."""
    hands = ["KD QC 9H 8C 2C 3C", "10S 10H AC 5C 4H 4S"]
    state = pegging(hands, ["2C 3C", "4H 4S"], "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go")
    assert state.to_move == 1 and state.legal_moves() == [Move.parse("play AC")]
    rng = random.Random(8)
    for _ in range(200):
        sample = state.determinize(0, rng)
        assert sample.view(0) == state.view(0)
        assert any(PIP[card] == 1 for card in sample.hands[1])
        assert sample.legal_moves() != [Move("go")]


def test_other_seats_see_a_discard_but_not_its_card() -> None:
    """Discards to the crib are face down: the others observe only that a card went to the crib."""
    from cardtable.games.cribbage import GAME as CRIBBAGE

    state = CRIBBAGE.new_hand(2, None, 3)
    seat = state.to_move
    move = state.legal_moves()[0]
    assert state.observed(move, seat) is move
    assert str(state.observed(move, 1 - seat)) == "discard"
