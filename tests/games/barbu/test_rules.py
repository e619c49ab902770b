"""Barbu rule tests: one per sentence of the rule text (seed 001, "Barbu
originally by Nick Wedd") or of the Barbu section of shared/rules/NOTES.md,
which restores the contract list the scraping lost."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Suit, french_deck
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove
from cardtable.games.barbu import GAME, scoring
from cardtable.games.barbu.rules import BarbuState

from .helpers import (
    HIGH_THEN_LOW,
    LOW_THEN_HIGH,
    ONE_SUIT_EACH,
    TRUMP_LEAD,
    apply_all,
    arranged,
    card,
    cells,
    legal_texts,
    move,
    start_play,
)


def _hand(number: int = 0, dealer: int = 0, seed: int | str = 1, options=None, earlier=()) -> BarbuState:
    state = GAME.new_hand(4, options, seed, HandContext(number, dealer, (0,) * 4, tuple(earlier)))
    assert isinstance(state, BarbuState)
    return state


def _refused(state: BarbuState, text: str) -> str:
    with pytest.raises(IllegalMove) as caught:
        state.apply(move(text))
    assert str(caught.value).strip()
    return caught.value.code


def _play_out(state: BarbuState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))


# -- the match ------------------------------------------------------------------


def test_four_players_thirteen_cards_each() -> None:
    """ "Barbu is a skilful card game for four players. It uses a standard
    52-card pack" (13 cards each)."""
    assert (GAME.min_players, GAME.default_players, GAME.max_players) == (4, 4, 4)
    with pytest.raises(ValueError):
        GAME.new_hand(3, None, 1)
    for seed in range(10):
        state = _hand(seed=seed)
        assert [len(hand) for hand in state.hands] == [13] * 4
        assert sorted(state.cards()) == sorted(french_deck())
    assert _hand(seed=3).hands == _hand(seed=3).hands
    assert _hand(seed=3).hands != _hand(seed=4).hands


def test_twenty_eight_hands_seven_per_declarer() -> None:
    """ "each player will play each of the seven contracts once, so that there
    are 28 hands played in all"; "For the first seven hands, this player will
    be declarer. The cards will be dealt by the player on declarer's right
    ... After this declarer has done her seven contracts, the player on the
    original declarer's left will be declarer for seven contracts"."""
    assert GAME.match_rules(4, GAME.resolve(4)).hands == 28
    assert not GAME.match_rules(4, GAME.resolve(4)).lowest_wins
    options = GAME.resolve(4)
    for first_dealer in range(4):
        dealers = [GAME.dealer_of(4, options, number, first_dealer) for number in range(28)]
        declarers = [(dealer + 1) % 4 for dealer in dealers]
        assert declarers == [(first_dealer + 1 + number // 7) % 4 for number in range(28)]
    state = _hand(number=0, dealer=2)
    assert state.declarer == 3 and state.to_move == 3


def test_the_initial_declarer_is_chosen_at_random() -> None:
    """ "The initial declarer is chosen at random": from the match's seed (the
    cut for the deal), not always the seat left of seat 0."""
    declarers = []
    for seed in range(24):
        state = Match(GAME, 4, seed=seed).deal()
        assert isinstance(state, BarbuState)
        declarers.append(state.declarer)
    assert set(declarers) == {0, 1, 2, 3}
    assert declarers == [Match(GAME, 4, seed=seed).deal().declarer for seed in range(24)]


def test_ravage_city_makes_thirty_two_hands() -> None:
    """ "If you play with Ravage City there will obviously be 32 deals - 8 for
    each declarer - rather than 28." """
    options = GAME.resolve(4, {"ravage_city": True})
    assert GAME.match_rules(4, options).hands == 32
    declarers = [(GAME.dealer_of(4, options, n, 0) + 1) % 4 for n in range(32)]
    assert declarers == [(1 + n // 8) % 4 for n in range(32)]
    assert "contract R" in legal_texts(_hand(options={"ravage_city": True}))
    assert "contract R" not in legal_texts(_hand())


def test_a_whole_match_is_zero_sum_for_every_declarer() -> None:
    """ "The scores are cunningly chosen so that the total over seven hands is
    0." Every declarer plays each contract once; the raw scores of her seven
    add up to 0; the doubles only move points between players."""
    for options in ({}, {"ravage_city": True}, {"alternative_scores": True, "declarer_only": True}):
        match = Match(GAME, 4, options, seed=f"zero{len(options)}", first_dealer=1)
        agent, rng = RandomAgent(), random.Random(2)
        by_declarer: dict[int, list] = {}
        while not match.is_over:
            state = match.deal()
            while state.to_move is not None:
                state.apply(agent.choose(information(state, state.to_move), rng))
            result = match.finish_hand()
            assert sum(result.points) == sum(result.cells["raw"])
            assert list(result.points) == result.cells["points"]
            by_declarer.setdefault(result.cells["declarer"], []).append(result.cells)
        per = 8 if options.get("ravage_city") else 7
        assert sorted(by_declarer) == [0, 1, 2, 3]
        for declarer, seven in by_declarer.items():
            assert [c["seven"] for c in seven] == list(range(per))
            assert sorted(c["contract"] for c in seven) == sorted(scoring.contracts_for(options))
            assert sum(sum(c["raw"]) for c in seven) == 0
            owed = scoring.doubles_owed(declarer, [[tuple(p) for p in c["doubles"]] for c in seven])
            assert owed == (0, 0, 0, 0)  # everyone made her two compulsory doubles
        assert sum(match.scores) == 0


def test_cells_hold_exactly_what_the_sheet_reads() -> None:
    """The score-sheet row of a hand: declarer, contract, trumps, rank, the
    doubles as sorted pairs, the raw and settled scores, the place in the seven."""
    state = _hand(number=9, dealer=1, seed=5)
    _play_out(state)
    result = GAME.hand_result(state)
    assert set(result.cells) == {"declarer", "contract", "trumps", "rank", "doubles", "raw", "points", "seven"}
    assert result.cells["declarer"] == 2 and result.cells["seven"] == 2
    assert result.cells["doubles"] == sorted(result.cells["doubles"])
    assert all(isinstance(pair, list) and len(pair) == 2 for pair in result.cells["doubles"])
    assert result.cells["points"] == list(scoring.settle(result.cells["raw"], map(tuple, result.cells["doubles"])))


# -- choosing the contract ---------------------------------------------------------


def test_declarer_chooses_among_the_contracts_not_yet_played() -> None:
    """ "Declarer picks one contract not yet played in her seven" (NOTES)."""
    earlier = [cells(1, "Q", seven=0), cells(1, "T", seven=1)]
    state = _hand(number=2, dealer=0, earlier=earlier)
    assert state.declarer == 1 and state.phase == "contract"
    assert legal_texts(state) == sorted(f"contract {c}" for c in "NHKLD")
    assert _refused(state, "contract Q") == "contract_played"
    assert _refused(state, "play 2C") == "choose_contract_first"
    view = state.view(0)
    assert view.get("played_contracts") == ("Q", "T")
    assert view.get("open_contracts") == ("N", "H", "K", "L", "D")
    assert view.get("hands_left") == 5


def test_another_declarers_hands_do_not_count() -> None:
    """Each declarer has her own seven: the contracts of the previous
    declarer are open again for the next."""
    earlier = [cells(1, letter, seven=n) for n, letter in enumerate("QTNHKLD")]
    state = _hand(number=7, dealer=1, earlier=earlier)
    assert state.declarer == 2 and state.seven == 0
    assert len(state.legal_moves()) == 7


def test_declarer_names_trumps() -> None:
    """Trumps: "declarer names trumps" (NOTES), before the doubling."""
    state = _hand()
    state.apply(move("contract T"))
    assert state.phase == "trumps"
    assert legal_texts(state) == ["trumps C", "trumps D", "trumps H", "trumps S"]
    assert _refused(state, "pass") == "name_trumps_first"
    state.apply(move("trumps H"))
    assert state.trumps is Suit.HEARTS and state.phase == "double"
    assert state.view(2).get("trumps") == "H"


def test_declarer_names_the_starting_rank_before_the_doubling() -> None:
    """Dominoes: "declarer names the starting rank before the doubling" (NOTES)."""
    state = _hand()
    state.apply(move("contract D"))
    assert state.phase == "rank"
    assert len(state.legal_moves()) == 13
    assert _refused(state, "double 2") == "name_rank_first"
    state.apply(move("rank 10"))
    assert state.phase == "double" and state.view(0).get("rank") == "10"
    assert move("rank 10") in [Move.parse("rank 10")] and str(move("rank J")) == "rank J"


# -- doubling ----------------------------------------------------------------------


def test_doubling_goes_round_from_declarers_left_to_declarer() -> None:
    """ "After the contract has been chosen, each player in turn, starting on
    declarer's left, has one opportunity to double." (NOTES: "one turn each,
    from declarer's left round to declarer")"""
    state = _hand(dealer=3)  # declarer 0
    state.apply(move("contract N"))
    order = []
    while state.phase == "double":
        order.append(state.to_move)
        state.apply(move("pass"))
    assert order == [1, 2, 3, 0]
    assert state.phase == "play" and state.to_move == 0


def test_a_player_may_double_all_some_or_none() -> None:
    """ "A player may double all, some, or none of the other players." A turn
    is any number of doubles, ended by a pass."""
    state = _hand(dealer=3)
    state.apply(move("contract H"))
    assert legal_texts(state) == ["double 0", "double 2", "double 3", "pass"]
    apply_all(state, "double 0", "double 3")
    assert state.to_move == 1
    assert legal_texts(state) == ["double 2", "pass"]
    assert _refused(state, "double 3") == "already_doubled"
    assert _refused(state, "double 1") == "double_self"
    state.apply(move("pass"))
    assert state.to_move == 2
    assert state.view(2).get("doubles") == ((1, 0), (1, 3))


def test_declarer_may_only_redouble_those_who_doubled_her() -> None:
    """ "Declarer, however, is restricted in that she may only double players
    who have doubled her." """
    state = _hand(dealer=3)
    state.apply(move("contract Q"))
    apply_all(state, "double 2", "pass", "double 0", "pass", "double 0", "double 1", "pass")
    assert state.to_move == 0
    assert legal_texts(state) == ["double 2", "double 3", "pass"]
    assert _refused(state, "double 1") == "redouble_only"
    apply_all(state, "double 2", "pass")
    assert state.phase == "play"
    assert sorted(state.doubles) == [(0, 2), (1, 2), (2, 0), (3, 0), (3, 1)]


def test_positive_contracts_only_declarer_may_be_doubled() -> None:
    """ "In the two positive contracts, the other players may only double
    declarer, not each other. Declarer may double those who have doubled
    her, as usual." """
    for contract, arg in (("T", "trumps C"), ("D", "rank 8")):
        state = _hand(dealer=3)
        apply_all(state, f"contract {contract}", arg)
        assert legal_texts(state) == ["double 0", "pass"]
        assert _refused(state, "double 2") == "positive_declarer_only"
        apply_all(state, "double 0", "pass", "pass", "double 0", "pass")
        assert legal_texts(state) == ["double 1", "double 3", "pass"]


def test_declarer_only_option() -> None:
    """ "Some people only allow players to double declarer, not each other,
    and if the declarer redoubles, she must redouble everyone who doubled,
    not just some of them." """
    options = {"declarer_only": True}
    state = _hand(dealer=3, options=options)
    state.apply(move("contract N"))
    assert legal_texts(state) == ["double 0", "pass"]
    assert _refused(state, "double 3") == "declarer_only"
    apply_all(state, "double 0", "pass", "double 0", "pass", "pass")
    assert legal_texts(state) == ["double 1", "double 2", "pass"]
    state.apply(move("double 2"))
    assert legal_texts(state) == ["double 1"]
    assert _refused(state, "pass") == "redouble_all"
    apply_all(state, "double 1")
    assert legal_texts(state) == ["pass"]


def test_compulsory_double_is_forced_when_the_hands_run_out() -> None:
    """ "In each series of seven hands, each player is obliged to double
    declarer at least twice." NOTES: "when a player's outstanding compulsory
    doubles equal the hands left in the seven (this one included), the
    double of declarer is forced." """
    # Declarer 1, hand 6 of 7 (two left); seat 2 doubled once, seat 3 twice, seat 0 never.
    earlier = [cells(1, c, seven=n) for n, c in enumerate("NHQKL")]
    earlier[0]["doubles"] = [[2, 1], [3, 1]]
    earlier[3]["doubles"] = [[3, 1], [3, 0]]
    state = _hand(number=5, dealer=0, earlier=earlier)
    assert state.hands_left == 2
    assert state.view(0).get("owed") == (2, 0, 1, 0)
    state.apply(move("contract T"))
    state.apply(move("trumps S"))
    assert state.to_move == 2  # owes one with two hands left: free
    assert "pass" in legal_texts(state)
    state.apply(move("pass"))
    assert state.to_move == 3 and "pass" in legal_texts(state)
    state.apply(move("pass"))
    assert state.to_move == 0  # owes two with two hands left: forced
    assert legal_texts(state) == ["double 1"]
    assert _refused(state, "pass") == "double_forced"
    assert state.view(1).get("forced") == (True, False, False, False)
    state.apply(move("double 1"))
    assert state.view(1).get("owed") == (1, 0, 1, 0)
    state.apply(move("pass"))
    assert state.to_move == 1


def test_compulsory_double_is_not_forced_before_time() -> None:
    """Not forced while the hands left outnumber the doubles owed."""
    earlier = [cells(1, c, seven=n) for n, c in enumerate("NHQK")]
    state = _hand(number=4, dealer=0, earlier=earlier)  # three hands left, two owed
    state.apply(move("contract L"))
    while state.phase == "double":
        assert "pass" in legal_texts(state)
        state.apply(move("pass"))
    last = _hand(
        number=6,
        dealer=0,
        earlier=earlier + [cells(1, "L", [[0, 1], [2, 1], [3, 1]], 4), cells(1, "T", [[0, 1], [2, 1]], 5)],
    )
    last.apply(move("contract D"))
    last.apply(move("rank 7"))
    assert legal_texts(last) == ["double 1", "pass"]  # seat 2 has made both
    last.apply(move("pass"))
    assert legal_texts(last) == ["double 1"]  # seat 3 owes one, one hand left
    last.apply(move("double 1"))
    assert legal_texts(last) == ["pass"]  # only a double of declarer, in Dominoes


# -- the negative contracts ----------------------------------------------------------


def test_declarer_leads_and_suit_must_be_followed() -> None:
    """ "In negative contracts, there are no trumps. The declarer leads to the
    first trick. Players must follow suit if possible - a player who cannot
    follow suit may discard any card. The winner of a trick leads to the
    next." """
    state = start_play(_hand(dealer=1, seed=11), "N")
    assert state.to_move == 2 and state.leader == 2
    rng = random.Random(1)
    while state.to_move is not None:
        seat = state.to_move
        hand = state.hands[seat]
        legal = [m.cards[0] for m in state.legal_moves()]
        if state.trick:
            led = state.trick[0].suit
            follows = [c for c in hand if c.suit is led]
            assert legal == (follows or hand)
        else:
            assert legal == hand
        before = len(state.tricks)
        state.apply(move(f"play {rng.choice(legal)}"))
        if len(state.tricks) > before and state.to_move is not None:
            leader, cards, winner = state.tricks[-1]
            led = cards[0].suit
            best = max((c for c in cards if c.suit is led), key=lambda c: c.high)
            assert winner == (leader + cards.index(best)) % 4 and state.to_move == winner
    assert len(state.tricks) == 13


def test_no_tricks_scores_two_per_trick() -> None:
    """No Tricks: "-2 per trick (total -26)" (NOTES)."""
    state = start_play(_hand(seed=2), "N")
    _play_out(state)
    raw = GAME.hand_result(state).cells["raw"]
    assert raw == [-2 * n for n in state.tricks_won] and sum(raw) == -26


@pytest.mark.parametrize("contract", ["H", "K"])
def test_hearts_may_not_be_led_unless_the_leader_holds_only_hearts(contract: str) -> None:
    """No Hearts: "hearts may not be led unless the leader holds only
    hearts"; No King of Hearts: "same lead ban as No Hearts" (NOTES)."""
    state = start_play(arranged(*HIGH_THEN_LOW, declarer=1), contract)
    assert state.to_move == 1
    assert legal_texts(state) == sorted(f"play {c}" for c in "8S 9S 10S JS QS KS AS".split())
    assert _refused(state, "play 2H") == "heart_lead"
    only = start_play(arranged(*ONE_SUIT_EACH, declarer=1), contract)
    assert len(only.legal_moves()) == 13  # seat 1 holds only hearts
    only.apply(move("play 2H"))


def test_hearts_may_be_led_in_the_other_contracts() -> None:
    """The lead ban belongs to No Hearts and No King of Hearts only."""
    for contract in "NQL":
        state = start_play(arranged(*HIGH_THEN_LOW, declarer=1), contract)
        assert "play 2H" in legal_texts(state)


def test_no_hearts_scores() -> None:
    """No Hearts: "-2 per heart, A of hearts -6 (total -30)" (NOTES)."""
    state = start_play(_hand(seed=4), "H")
    _play_out(state)
    raw = GAME.hand_result(state).cells["raw"]
    for seat in range(4):
        hearts = [c for c in state.won[seat] if c.suit is Suit.HEARTS]
        assert raw[seat] == -2 * len(hearts) - (4 if card("AH") in hearts else 0)
    assert sum(raw) == -30


def test_no_queens_stops_after_the_fourth_queen() -> None:
    """No Queens: "-6 per queen (total -24)"; "play stops after the trick
    holding the fourth queen" (NOTES)."""
    state = start_play(arranged(*ONE_SUIT_EACH), "Q")
    apply_all(state, "play QC", "play QH", "play QD", "play QS")
    assert state.to_move is None and len(state.tricks) == 1
    result = GAME.hand_result(state)
    assert result.cells["raw"] == [-24, 0, 0, 0]
    assert sum(len(hand) for hand in state.hands) == 48
    # Otherwise play goes on while a queen is out.
    other = start_play(arranged(*ONE_SUIT_EACH), "Q")
    apply_all(other, "play QC", "play QH", "play QD", "play 2S")
    assert other.to_move == 0
    _play_out(other)
    assert sum(GAME.hand_result(other).cells["raw"]) == -24


def test_no_king_stops_once_the_king_is_taken() -> None:
    """No King of Hearts: "-20 (total -20)"; "play stops once the king is
    taken" (NOTES)."""
    state = start_play(arranged(*ONE_SUIT_EACH), "K")
    apply_all(state, "play 2C", "play 3H", "play 2D", "play 2S")
    assert state.to_move == 0
    apply_all(state, "play 3C", "play KH", "play 3D", "play 3S")
    assert state.to_move is None and len(state.tricks) == 2
    assert GAME.hand_result(state).cells["raw"] == [-20, 0, 0, 0]
    assert state.view(2).pile("captured:0").cards == (card("KH"),)


def test_no_last_two_scores_the_last_two_tricks() -> None:
    """No Last Two: "-10 for trick 12, -20 for trick 13 (total -30)" (NOTES)."""
    for seed in range(5):
        state = start_play(_hand(seed=seed), "L")
        _play_out(state, seed)
        raw = [0] * 4
        raw[state.tricks[11][2]] -= 10
        raw[state.tricks[12][2]] -= 20
        assert GAME.hand_result(state).cells["raw"] == raw


def test_ravage_city_scores_the_most_cards_of_one_suit() -> None:
    """ "Whichever player takes the most cards in any one suit scores -36. If
    there is a tie between two players (probably each has most cards in a
    different suit), each scores -18; if three players tie each scores -12;
    if all four tie, all get -9." """
    values = scoring.values_for({"ravage_city": True})
    deck = french_deck()
    clubs, hearts = deck[:13], deck[26:39]
    assert scoring.ravage_scores([clubs[:7], clubs[7:], [], []], values) == (-36, 0, 0, 0)
    assert scoring.ravage_scores([clubs[:7], hearts[:7], clubs[7:], hearts[7:]], values) == (-18, -18, 0, 0)
    spades = deck[39:]
    assert scoring.ravage_scores([clubs[:5], hearts[:5], spades[:5], clubs[5:9]], values) == (-12, -12, -12, 0)
    assert scoring.ravage_scores([clubs[:3], hearts[:3], spades[:3], deck[13:16]], values) == (-9, -9, -9, -9)
    # And through a played hand: no trumps, negative rules of play.
    state = start_play(_hand(seed=6, options={"ravage_city": True}), "R")
    assert state.trumps is None
    _play_out(state)
    assert sum(GAME.hand_result(state).cells["raw"]) == -36


# -- Trumps ------------------------------------------------------------------------


def test_trumps_scores_five_per_trick() -> None:
    """Trumps: "+5 per trick (total +65)" (NOTES)."""
    state = start_play(_hand(seed=8), "T", "D")
    _play_out(state)
    assert GAME.hand_result(state).cells["raw"] == [5 * n for n in state.tricks_won]


def test_a_player_void_in_the_led_suit_who_can_head_the_trick_must_trump() -> None:
    """Trumps: "a player who can head the trick with a trump must" (NOTES)."""
    state = start_play(arranged(*LOW_THEN_HIGH), "T", "S")
    state.apply(move("play AC"))
    assert legal_texts(state) == sorted(f"play {c}S" for c in "234567")
    assert _refused(state, "play 2H") == "head_with_trump"
    state.apply(move("play 5S"))
    # Seat 2: void in clubs, every trump of hers beats the 5S: overtrump.
    assert legal_texts(state) == sorted(f"play {c}S" for c in ("8", "9", "10", "J", "Q", "K", "A"))
    state.apply(move("play 8S"))
    # Seat 3 has no trump: any card.
    assert len(state.legal_moves()) == 13


def test_a_player_who_cannot_overtrump_may_play_any_card() -> None:
    """Trumps: "overtrump when a higher trump is played": a player who cannot
    head the trick plays what she likes (NOTES: only heading is compulsory)."""
    state = start_play(arranged(*HIGH_THEN_LOW), "T", "S")
    apply_all(state, "play AC", "play 8S")
    assert len(state.legal_moves()) == 13  # seat 2's trumps are all below the 8S
    state.apply(move("play 2D"))
    # Seat 2 has shown she holds no trump above the 8S.
    for seed in range(30):
        sample = state.determinize(0, random.Random(seed))
        assert not [c for c in sample.hands[2] if c.suit is Suit.SPADES and c.high > 8]


def test_when_trumps_are_led_beat_the_highest_trump_if_able() -> None:
    """Trumps: "when trumps are led, beat the highest trump if able" (NOTES)."""
    state = start_play(arranged(*TRUMP_LEAD), "T", "S")
    state.apply(move("play 9S"))
    assert legal_texts(state) == ["play KS"]
    assert _refused(state, "play 2S") == "beat_trump"
    state.apply(move("play KS"))
    assert legal_texts(state) == ["play AS"]
    state.apply(move("play AS"))
    assert legal_texts(state) == ["play 10S", "play JS", "play QS"]  # cannot beat: any trump


def test_following_suit_is_enough() -> None:
    """Trumps: "must follow suit": a player who follows the led suit need not
    head the trick (NOTES: "when following suit to a non-trump lead you just
    follow")."""
    state = start_play(arranged(*TRUMP_LEAD), "T", "S")
    apply_all(state, "play 2C", "play 2S", "play 6S")
    assert legal_texts(state) == ["play AC", "play KC"]
    state.apply(move("play KC"))
    assert state.tricks[-1][2] == 2


# -- Dominoes ------------------------------------------------------------------------


def test_dominoes_layout() -> None:
    """Dominoes: "a card of that rank, or the next card up or down in a suit
    already started, may be played; A high, no wrap" (NOTES)."""
    state = start_play(arranged(*ONE_SUIT_EACH), "D", "7")
    assert legal_texts(state) == ["play 7C"]
    assert _refused(state, "play 8C") == "domino_start"
    state.apply(move("play 7C"))
    assert legal_texts(state) == ["play 7H"]
    apply_all(state, "play 7H", "play 7D", "play 7S")
    assert legal_texts(state) == ["play 6C", "play 8C"]
    assert _refused(state, "play 9C") == "domino_next"
    top = start_play(arranged(*ONE_SUIT_EACH), "D", "A")
    apply_all(top, "play AC", "play AH", "play AD", "play AS")
    assert legal_texts(top) == ["play KC"]  # the 2 does not wrap round
    view = top.view(0)
    assert view.pile("domino:C").cards == (card("AC"),)
    assert view.get("rank") == "A"


def test_dominoes_out_order_and_scores() -> None:
    """Dominoes: "+45 / +20 / +5 / -5 for 1st-4th out (total +65)"; the hand
    ends when three players are out (NOTES)."""
    state = start_play(arranged(*ONE_SUIT_EACH), "D", "2")
    while state.to_move is not None:
        state.apply(state.legal_moves()[0])
    assert state.out_order == [0, 1, 2, 3]
    assert len(state.hands[3]) == 1
    result = GAME.hand_result(state)
    assert result.cells["raw"] == [45, 20, 5, -5]
    assert result.cells["rank"] == "2" and result.cells["contract"] == "D"
    assert state.view(1).get("out_order") == (0, 1, 2, 3)


def test_a_player_who_can_play_must_and_one_who_cannot_passes() -> None:
    """Dominoes: "a player who can play must; one who cannot passes" (NOTES)."""
    checked_pass = checked_play = 0
    for seed in range(6):
        state = start_play(_hand(seed=seed), "D", "8")
        rng = random.Random(seed)
        while state.to_move is not None:
            seat = state.to_move
            fits = state.domino_options(state.hands[seat])
            if fits:
                assert legal_texts(state) == sorted(f"play {c}" for c in fits)
                if checked_play < 5:
                    assert _refused(state, "pass") == "must_play"
                    checked_play += 1
            else:
                assert legal_texts(state) == ["pass"]
                checked_pass += 1
            state.apply(rng.choice(state.legal_moves()))
        assert len(state.out_order) == 4 and sum(map(len, state.hands)) > 0
    assert checked_pass and checked_play


def test_alternative_scores() -> None:
    """NOTES: "the alternative scores (K of hearts -15, dominoes
    +40/+20/+10/-10)"."""
    options = {"alternative_scores": True}
    state = start_play(arranged(*ONE_SUIT_EACH, options=options), "K")
    apply_all(state, "play 2C", "play KH", "play 2D", "play 2S")
    assert GAME.hand_result(state).cells["raw"] == [-15, 0, 0, 0]
    dom = start_play(arranged(*ONE_SUIT_EACH, options=options), "D", "2")
    while dom.to_move is not None:
        dom.apply(dom.legal_moves()[0])
    assert GAME.hand_result(dom).cells["raw"] == [40, 20, 10, -10]


def test_ravage_city_rescales_dominoes() -> None:
    """NOTES: "other scores rescaled to keep the zero sum": with Ravage City
    the Dominoes scores rise by 9 each."""
    dom = start_play(arranged(*ONE_SUIT_EACH, options={"ravage_city": True}), "D", "2")
    while dom.to_move is not None:
        dom.apply(dom.legal_moves()[0])
    assert GAME.hand_result(dom).cells["raw"] == [54, 29, 14, 4]


# -- settlement: the seed's worked example ----------------------------------------------


def test_the_worked_example_hand_one() -> None:
    """ "Beth ... began the doubling by saying "maximum" ... Then Cath doubled
    Anne and no-one else ... Then Diana passed ... Then Anne redoubled Cath";
    raw -6 / 0 / -6 / -12; NOTES: "Totals -12 / +24 / -12 / -24, check sum +24"."""
    doubles = {(1, 0), (1, 2), (1, 3), (2, 0), (0, 2)}
    assert scoring.settle((-6, 0, -6, -12), doubles) == (-12, 24, -12, -24)
    # The same doubling made at the table.
    state = _hand(dealer=3)
    apply_all(
        state, "contract Q", "double 0", "double 2", "double 3", "pass", "double 0", "pass", "pass", "double 2", "pass"
    )
    assert set(state.doubles) == doubles
    _play_out(state)
    result = GAME.hand_result(state)
    assert result.cells["doubles"] == [[0, 2], [1, 0], [1, 2], [1, 3], [2, 0]]
    assert result.points == scoring.settle(result.cells["raw"], doubles)


def test_the_worked_example_hand_two() -> None:
    """ "Beth and Cath passed, Diana said Maximum, and Anne redoubled Diana";
    raw 0 / -6 / -20 / -4; NOTES: "Hand totals +8 / -8 / -36 / +6. Running
    -4 / +16 / -48 / -18, check sum +54"."""
    second = scoring.settle((0, -6, -20, -4), {(3, 0), (3, 1), (3, 2), (0, 3)})
    assert second == (8, -8, -36, 6)
    first = scoring.settle((-6, 0, -6, -12), {(1, 0), (1, 2), (1, 3), (2, 0), (0, 2)})
    running = [a + b for a, b in zip(first, second)]
    assert running == [-4, 16, -48, -18]
    check = -(scoring.Values().total("Q") + scoring.Values().total("H"))
    assert check == 54 and sum(running) + check == 0


# -- text forms ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["contract Q", "contract K", "trumps S", "rank 7", "rank 10", "rank J", "rank A", "double 2", "pass", "play QS"],
)
def test_moves_print_and_parse(text: str) -> None:
    """Every Barbu decision has a text form that reads back as the same move."""
    parsed = Move.parse(text)
    assert str(parsed) == text and Move.parse(str(parsed)) is parsed


def test_the_game_is_registered() -> None:
    from cardtable.core.registry import all_games

    assert all_games()["barbu"] is GAME or all_games()["barbu"].id == "barbu"
    assert GAME.family == "tricks"
    assert {spec.name for spec in GAME.option_specs} == {"ravage_city", "declarer_only", "alternative_scores"}
