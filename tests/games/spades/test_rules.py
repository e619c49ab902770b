"""Spades rule tests: one per sentence of the rule text (seed 001, "Spades",
Jennifer Bullock) or of the Spades line of shared/rules/NOTES.md ("the
seed's values: nil +/-50, blind nil +/-100, ten bags -100, game to 500; made
bid 10 x bid + 1 per bag; failed bid -10 x bid; spades are not led until
broken"), and for the decisions written in rules.md."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import french_deck
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.reasons import IllegalMove
from cardtable.games.spades import GAME
from cardtable.games.spades.rules import DECK_51, TWO_CLUBS, TWO_DIAMONDS, SpadesState
from cardtable.games.spades.scoring import score_side

from .helpers import (
    MIXED,
    ONE_SUIT_EACH,
    THREE_HANDS,
    VOID_IN_CLUBS,
    apply_all,
    arranged,
    bid_all,
    card,
    legal_texts,
    move,
)


def _hand(players: int = 4, seed: int | str = 1, dealer: int = 0, options=None) -> SpadesState:
    state = GAME.new_hand(players, options, seed, HandContext(0, dealer, (0,) * players))
    assert isinstance(state, SpadesState)
    return state


def _refusal(state: SpadesState, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        state.apply(move(text))
    return caught.value


def _finish(state: SpadesState) -> None:
    """Play the rest of the hand with the first legal card each time."""
    while state.to_move is not None:
        state.apply(state.legal_moves()[0])


# -- setup ----------------------------------------------------------------------


def test_four_players_or_three() -> None:
    """ "This game is usually played with four people, but it is possible to
    play with three." """
    assert (GAME.min_players, GAME.default_players, GAME.max_players) == (3, 4, 4)
    with pytest.raises(ValueError):
        GAME.new_hand(5, None, 1)


def test_all_the_cards_are_dealt_13_each() -> None:
    """ "All the cards are dealt, each person getting 13 cards." """
    for seed in range(10):
        state = _hand(seed=seed)
        assert [len(hand) for hand in state.hands] == [13] * 4
        assert sorted(state.cards()) == sorted(french_deck())
    assert _hand(seed=7).hands == _hand(seed=7).hands
    assert _hand(seed=7).hands != _hand(seed=8).hands


def test_three_players_deal_17_each_without_the_two_of_diamonds() -> None:
    """rules.md: "With three players the two of diamonds is taken out and the
    remaining 51 cards are dealt, 17 each." """
    for seed in range(10):
        state = _hand(3, seed=seed)
        assert [len(hand) for hand in state.hands] == [17] * 3
        assert sorted(state.cards()) == sorted(DECK_51)
        assert TWO_DIAMONDS not in state.cards()


def test_the_options() -> None:
    """ "People usually play Spades to 500 points. The set end point for the
    game, however, can be determined by the players." """
    options = GAME.resolve(4)
    assert options == {
        "target": 500,
        "two_of_clubs_leads": True,
        "nil": True,
        "blind_nil": True,
        "blind_exchange": False,
        "bags_penalty": True,
    }
    rules = GAME.match_rules(4, options)
    assert rules.target == 500 and rules.team_of == (0, 1, 0, 1) and not rules.lowest_wins
    assert GAME.match_rules(3, GAME.resolve(3, {"target": 300})).target == 300
    assert GAME.match_rules(3, GAME.resolve(3)).team_of is None


# -- bidding ----------------------------------------------------------------------


def test_bidding_starts_left_of_the_dealer_and_goes_round_once() -> None:
    """ "The first part of each round is called bidding. Looking at what you
    have in your hand, you bid on how many tricks you think you can take." """
    state = _hand(dealer=1, options={"blind_nil": False})
    assert state.phase == "bid" and state.to_move == 2
    assert legal_texts(state) == ["nil"] + [f"bid {n}" for n in range(1, 14)]
    bid_all(state, 3, 4, "nil", 2)
    assert state.bids == ["nil", 2, 3, 4]
    assert state.phase == "play"
    assert state.view(0).get("bids") == ("nil", 2, 3, 4)
    assert state.view(0).get("side_bids") == (3, 6), "a nil adds nothing to the side's contract"


def test_nil_is_a_bid_of_zero() -> None:
    """ "It is possible to bid zero." The zero bid is the move ``nil``; "bid 0"
    is refused with the reason, and without nil bids every bid is 1 or more."""
    state = _hand(options={"blind_nil": False})
    assert _refusal(state, "bid 0").code == "bid_zero"
    assert _refusal(state, "bid 14").code == "bid_range"
    no_nil = _hand(options={"nil": False, "blind_nil": False})
    assert legal_texts(no_nil) == [f"bid {n}" for n in range(1, 14)]
    assert _refusal(no_nil, "nil").code == "no_nil"
    assert str(_refusal(no_nil, "bid 0")) == "Bid from 1 to 13 tricks."


def test_blind_nil_is_bid_before_seeing_the_cards() -> None:
    """ "Blind Nil means that you bid Nil BEFORE seeing your cards." Until a
    player looks, her own view shows her hand face down; after "look" she sees
    it and may no longer bid blind nil."""
    state = _hand(dealer=3)
    assert state.to_move == 0
    assert legal_texts(state) == ["blind_nil", "look"]
    assert str(state.view(0).prompt) == "Blind nil, or look at your cards?"
    for seat in range(4):
        assert not state.view(seat).hand(seat), "nobody has looked yet"
    assert _refusal(state, "bid 3").code == "blind_first"
    state.apply(move("look"))
    assert state.view(0).hand() == state.hands[0]
    assert not state.view(1).hand(1)
    assert _refusal(state, "blind_nil").code == "blind_too_late"
    assert _refusal(state, "look").code == "looked"
    state.apply(move("bid 4"))
    state.apply(move("blind_nil"))
    assert state.bids[1] == "blind nil"
    assert state.view(1).hand() == state.hands[1], "she picks up her cards once she has bid"
    assert str(state.view(1).get("seat_notes")[1]) == "Blind nil"


def test_blind_nil_only_with_partners() -> None:
    """ "Blind Nil is only used (usually) when playing teams." Three players
    see their cards at once and bid; the option can turn blind nil off."""
    three = _hand(3)
    assert "blind_nil" not in legal_texts(three) and "look" not in legal_texts(three)
    assert three.view(three.to_move).hand()
    assert _refusal(three, "blind_nil").code == "blind_partners"
    off = _hand(options={"blind_nil": False})
    assert legal_texts(off)[0] == "nil"
    assert _refusal(off, "blind_nil").code == "no_blind_nil"


def test_the_blind_nil_exchange() -> None:
    """ "When playing teams, some people use the rule that you can pass one
    card to your partner (and that your partner gives you one of their
    cards)." The bidder passes first; the card she gets stays hidden until
    both have passed."""
    state = arranged(*MIXED, options={"blind_exchange": True})
    bid_all(state, "blind_nil", 4, 3, 5)
    assert state.phase == "exchange" and state.to_move == 0
    assert legal_texts(state) == [f"pass {c}" for c in "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 2S 3S 4S".split()]
    assert str(state.view(0).prompt) == "Pass a card to your partner."
    assert _refusal(state, "play 2C").code == "exchange_now"
    assert _refusal(state, "pass 10C").code == "not_your_card"
    assert state.observed(move("pass 4S"), 1) is move("pass")
    state.apply(move("pass 4S"))
    assert state.to_move == 2
    assert str(state.view(2).prompt) == "Pass a card to your partner, who bid blind nil."
    assert state.view(2).pile("passing:0").cards == (None,), "the card coming is face down"
    assert state.view(0).pile("passing:0").cards == (card("4S"),)
    assert card("4S") not in state.view(2).hand()
    state.apply(move("pass 8D"))
    assert card("8D") in state.hands[0] and card("4S") in state.hands[2]
    assert state.view(0).get("passed_to_me") == card("8D") and state.view(0).get("passed_by_me") == card("4S")
    assert state.view(2).get("passed_to_me") == card("4S")
    assert state.view(1).get("passed_to_me") is None
    assert state.phase == "play" and state.to_move == 0  # seat 0 still holds the two of clubs


def test_no_exchange_without_a_blind_nil_or_without_the_option() -> None:
    """The exchange follows a blind nil only, and only with the option on."""
    state = arranged(*MIXED, options={"blind_exchange": True})
    bid_all(state, "nil", 4, 3, 5)
    assert state.phase == "play"
    plain = arranged(*MIXED)
    bid_all(plain, "blind_nil", 4, 3, 5)
    assert plain.phase == "play"


# -- play -----------------------------------------------------------------------------


def test_the_two_of_clubs_leads() -> None:
    """ "Usually, when I play, the two of clubs is the first card played after
    all bidding is done." """
    state = _hand(seed=5, dealer=2)
    bid_all(state, 3, 3, 3, 3)
    holder = next(seat for seat in range(4) if TWO_CLUBS in state.hands[seat])
    assert state.to_move == holder
    assert legal_texts(state) == ["play 2C"]
    assert str(state.view(holder).prompt) == "Lead the two of clubs."
    other = next(c for c in state.hands[holder] if c is not TWO_CLUBS)
    assert _refusal(state, f"play {other}").code == "two_of_clubs_leads"


def test_without_the_two_of_clubs_the_dealers_left_leads_anything_but_a_spade() -> None:
    """Option off: the player on the dealer's left leads any card but a spade."""
    state = arranged(*MIXED, dealer=3, options={"two_of_clubs_leads": False})
    bid_all(state, 1, 2, 3, 6)
    assert state.to_move == 0
    assert legal_texts(state) == [f"play {c}" for c in "2C 3C 4C 5C 2D 3D 4D 2H 3H 4H".split()]
    assert _refusal(state, "play 2S").code == "not_broken"
    state = arranged(*MIXED, dealer=1, options={"two_of_clubs_leads": False})
    bid_all(state, 1, 2, 3, 6)
    assert state.to_move == 2 and "play 2C" not in legal_texts(state)


def test_the_example_trick() -> None:
    """ "for the first trick, this an example: the two of clubs, the ace of
    clubs, the four of clubs, and the six of clubs ... the person who played
    the ace 'takes the trick'." """
    hands = (
        "2C 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
        "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        "4C 3C 5C 7C 8C 9C 10C JC QC KC AH 2S 3S",
        "6C 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2D",
    )
    state = arranged(*hands)
    bid_all(state, 1, 1, 1, 1)
    apply_all(state, "play 2C", "play AC", "play 4C", "play 6C")
    assert state.tricks[0][2] == 1 and state.tricks_won == [0, 1, 0, 0]
    assert state.to_move == 1, "the winner leads the next trick"


def test_players_must_follow_suit() -> None:
    """ "if the five of diamonds was lead, each person must follow suit. This
    means that each other player must play a diamond, unless out of
    diamonds." """
    state = arranged(*MIXED)
    bid_all(state, 1, 2, 3, 6)
    state.apply(move("play 2C"))
    assert legal_texts(state) == ["play 6C", "play 7C", "play 8C", "play 9C"]
    refusal = _refusal(state, "play 5D")
    assert refusal.code == "follow_suit" and str(refusal) == "You must follow suit: clubs."


def test_spades_are_trumps() -> None:
    """ "If a player is out of diamonds (or whatever suit was lead), he may
    trump with spades or get rid of unwanted cards in his hand." "(As long as
    nobody else plays a higher spade, you win the trick)" """
    state = arranged(*VOID_IN_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    state.apply(move("play 2C"))
    assert "play 2S" in legal_texts(state) and "play 6D" in legal_texts(state)
    apply_all(state, "play 2S", "play JC", "play AC")
    assert state.tricks[-1][2] == 1, "the two of spades beats the ace of clubs"
    state = arranged(*VOID_IN_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    apply_all(state, "play 2C", "play 2S", "play JC")
    state.apply(move("play QC"))
    assert state.tricks[-1][2] == 1
    state = arranged(*VOID_IN_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    apply_all(state, "play 2C", "play 6D", "play JC", "play AC")
    assert state.tricks[-1][2] == 3, "a discard of another suit never wins"


def test_spades_are_not_led_until_broken() -> None:
    """Rules notes: "spades are not led until broken": a spade must have been
    played on a trick of another suit, unless the leader holds only spades."""
    state = arranged(*VOID_IN_CLUBS)
    bid_all(state, 1, 2, 3, 6)
    apply_all(state, "play 2C", "play 6D", "play 8C", "play AC")
    assert not state.broken and state.to_move == 3
    assert all(not text.endswith("S") for text in legal_texts(state))
    refusal = _refusal(state, "play AS")
    assert refusal.code == "not_broken" and str(refusal) == "You may not lead spades until they are broken."
    assert str(state.view(3).prompt) == "Lead a card (spades are not broken yet)."
    apply_all(state, "play KC", "play 3C", "play 2S", "play 9C")
    assert state.broken and state.tricks[-1][2] == 1
    assert state.view(0).get("broken") is True
    assert "play 3S" in legal_texts(state), "broken: spades may be led"


def test_a_leader_with_only_spades_may_lead_one() -> None:
    """ "spades are not led until broken", unless the leader holds nothing
    else; leading one that way does not break them (rules.md)."""
    state = arranged(*ONE_SUIT_EACH, dealer=2, options={"two_of_clubs_leads": False})
    bid_all(state, 6, 1, 1, 1)
    assert state.to_move == 3
    assert len(legal_texts(state)) == 13
    apply_all(state, "play 2S", "play 2C", "play 2H", "play 2D")
    assert state.tricks[-1][2] == 3 and not state.broken


def test_thirteen_tricks_then_the_hand_is_over() -> None:
    state = _hand(seed=3)
    bid_all(state, *(["blind_nil"] + [3, 3, 3]))
    _finish(state)
    assert len(state.tricks) == 13 and sum(state.tricks_won) == 13
    assert state.phase == "over" and state.legal_moves() == []
    assert _refusal(state, "play 2C").code == "hand_over"


def test_three_players_play_17_tricks_cut_throat() -> None:
    """Three players: 17 tricks, bids up to 17, each player a side alone."""
    state = arranged(*THREE_HANDS, dealer=2)
    assert legal_texts(state) == ["nil"] + [f"bid {n}" for n in range(1, 18)]
    bid_all(state, 2, 4, 9)
    assert state.to_move == 0 and legal_texts(state) == ["play 2C"]
    _finish(state)
    assert len(state.tricks) == 17
    result = GAME.hand_result(state)
    assert len(result.points) == 3 and len(result.cells["side_points"]) == 3
    # Worked by hand from the rules ("Scoring"): each player is a side alone.
    # Seat 0 bid 2, took 0: set, -10 x 2 = -20. Seat 1 bid 4, took 0: set, -40.
    # Seat 2 bid 9, took 17: made, 10 x 9 + 8 bags = 98 (under 10 bags: no penalty).
    assert state.tricks_won == [0, 0, 17]
    assert result.points == (-20, -40, 98)


# -- scoring ---------------------------------------------------------------------------


def _scored(bids, tricks, earlier=(), options=None) -> tuple:
    """The result of a hand whose bids and tricks are as given (set directly)."""
    state = arranged(*MIXED, options=options, earlier=earlier)
    state.bids = list(bids)
    state.tricks_won = list(tricks)
    state.phase = "over"
    state.to_move = None
    result = GAME.hand_result(state)
    return result.points, result.cells


def test_a_made_bid_scores_ten_a_trick_and_one_a_bag() -> None:
    """Rules notes: "made bid 10 x bid + 1 per bag". "if you bid 4 tricks at
    the beginning of the game, and you ended up getting 6 tricks - you would
    end up with 2 bags." """
    assert score_side([4], [6]).points == 42 and score_side([4], [6]).bags == 2
    assert score_side([4], [4]).points == 40 and score_side([4], [4]).bags == 0


def test_partners_bid_as_a_team() -> None:
    """ "the teams bid as a group ... so if, as a team, you bid seven and take
    eight. That team would have one bag. Doesn't matter who which partner
    takes the tricks." """
    points, cells = _scored([4, 5, 3, 4], [1, 2, 7, 3])
    assert cells["side_bids"] == [7, 9] and cells["side_tricks"] == [8, 5]
    assert cells["bags"] == [1, 0]
    assert points == (71, -90, 71, -90), "both partners score the side's points"
    assert cells["side_points"] == [71, -90]
    assert cells["bids"] == [4, 5, 3, 4] and cells["tricks"] == [1, 2, 7, 3]


def test_a_failed_bid_loses_ten_a_trick() -> None:
    """Rules notes: "failed bid -10 x bid"."""
    assert score_side([5, 4], [3, 5]).points == -90
    assert score_side([5, 4], [3, 5]).bags == 0
    assert score_side([5, 4], [3, 5]).made is False


def test_nil() -> None:
    """ "Since it will get you fifty points if you succeed" / rules notes
    "nil +/-50"; the nil bidder's tricks do not help the partner's bid but
    count as bags (rules.md)."""
    points, cells = _scored(["nil", 3, 4, 6], [0, 5, 4, 4])
    assert cells["side_points"][0] == 90 and cells["nil_points"] == [50, 0]
    points, cells = _scored(["nil", 3, 4, 6], [2, 3, 4, 4])
    assert cells["side_bids"][0] == 4
    assert cells["side_points"][0] == 40 - 50 + 2 and cells["bags"][0] == 2
    points, cells = _scored(["nil", 3, 5, 6], [2, 3, 4, 4])
    assert cells["side_points"][0] == -50 - 50 + 2, "the nil's tricks do not make the partner's 5"


def test_blind_nil() -> None:
    """ "This is worth one hundred points. (Nil is worth fifty.)" """
    points, cells = _scored(["blind nil", 3, 4, 6], [0, 5, 4, 4])
    assert cells["side_points"][0] == 140
    points, cells = _scored(["blind nil", 3, 4, 6], [1, 4, 4, 4])
    assert cells["side_points"][0] == -100 + 40 + 1


def test_both_partners_nil() -> None:
    points, cells = _scored(["nil", 6, "nil", 6], [0, 7, 1, 5])
    assert cells["side_points"][0] == 50 - 50 + 1 and cells["made"][0] is None


def test_ten_bags_cost_100() -> None:
    """ "The variation rule involving bags states that if you have 10 bags, you
    get -100 points." The bags come from the match's earlier hands and the
    count starts again (rules.md)."""
    earlier = [{"bags": [4, 0]}, {"bags": [5, 1]}]
    state = arranged(*MIXED, earlier=earlier)
    assert state.bags == (9, 1)
    assert state.view(0).get("bags") == (9, 1)
    points, cells = _scored([4, 5, 3, 4], [1, 2, 8, 2], earlier=earlier)  # bid 7, took 9: two bags
    assert cells["bags"] == [2, 0] and cells["bag_penalty"] == [-100, 0] and cells["bags_total"] == [1, 1]
    assert cells["side_points"][0] == 72 - 100
    points, cells = _scored([4, 5, 3, 4], [1, 2, 8, 2], earlier=earlier, options={"bags_penalty": False})
    assert cells["bag_penalty"] == [0, 0] and cells["bags_total"] == [11, 1]
    assert cells["side_points"][0] == 72


def test_a_played_match_carries_its_bags() -> None:
    """A Match gives each hand the earlier hands' cells: the bag counts carry."""
    match = Match(GAME, 4, seed="bags")
    rng = random.Random(2)
    agents = [GAME.heuristic_agent() for _ in range(4)]
    totals = [0, 0]
    while not match.is_over and match.hand_number < 8:
        state = match.deal()
        assert state.bags == (totals[0] % 10, totals[1] % 10)
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        result = match.finish_hand()
        totals = [total + bags for total, bags in zip(totals, result.cells["bags"])]


def test_the_game_ends_at_500_and_the_higher_total_wins() -> None:
    """ "People usually play Spades to 500 points." The match ends after the
    hand in which a side reaches the target; the higher total wins."""
    match = Match(GAME, 4, seed="to500")
    rng = random.Random(1)
    agents = [GAME.heuristic_agent() for _ in range(4)]
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        match.finish_hand()
        assert match.hand_number < 200
    scores = match.scores
    assert scores[0] == scores[2] and scores[1] == scores[3]
    assert max(scores) >= 500
    before = [score - points for score, points in zip(scores, match.hands[-1].result.points)]
    assert max(before) < 500
    best = max(scores)
    assert match.winners() == [seat for seat in range(4) if scores[seat] == best]


def test_the_summary_says_who_made_and_who_was_set() -> None:
    state = arranged(*MIXED)
    bid_all(state, "nil", 2, 3, 8)
    _finish(state)
    lines = [line.text(["Anne", "Beth", "Cath", "Diana"]) for line in GAME.hand_result(state).summary]
    assert any(line.startswith("Anne & Cath") or line.startswith("Beth & Diana") for line in lines)
    assert any("nil" in line for line in lines)
