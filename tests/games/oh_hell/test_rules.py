"""Oh Hell rule tests: one per sentence of the rule text (seed 003) or of the
Oh Hell section of shared/rules/NOTES.md (the authoritative decisions)."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Card, Suit, french_deck
from cardtable.core.game import HandContext
from cardtable.core.match import Match
from cardtable.core.moves import Move
from cardtable.core.registry import all_games
from cardtable.games.oh_hell import GAME
from cardtable.games.oh_hell.rules import (
    DECK,
    DECK_WITH_JOKER,
    JOKER,
    OhHellState,
    bid_score,
    cards_in_hand,
    hands_in_match,
)

from .helpers import apply_all, arranged, bid_all, card, legal_texts, refused

HANDS = {3: 17, 4: 13, 5: 10, 6: 8, 7: 7, 8: 6}


def _hand(players: int = 4, number: int = 0, dealer: int = 0, seed: int | str = 1, options=None) -> OhHellState:
    state = GAME.new_hand(players, options, seed, HandContext(number, dealer, (0,) * players))
    assert isinstance(state, OhHellState)
    return state


def _in_hands(state: OhHellState) -> list[Card]:
    return [card for hand in state.hands for card in hand]


def _play_out(state: OhHellState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))


# -- players, pack, deal ---------------------------------------------------------


def test_three_to_eight_players() -> None:
    """ "Players: 3 to 8. Best for 4 or 5." """
    assert (GAME.min_players, GAME.default_players, GAME.max_players) == (3, 4, 8)
    assert (GAME.id, GAME.name, GAME.family) == ("oh_hell", "Oh Hell", "tricks")
    for players in (2, 9):
        with pytest.raises(ValueError):
            GAME.new_hand(players, None, 1)
    assert all_games()["oh_hell"].id == "oh_hell"


def test_a_standard_pack_and_the_rest_stays_undealt() -> None:
    """ "Cards: Standard Deck of 52 cards." Every card is somewhere: in a hand,
    turned up or in the undealt stock."""
    for players in range(3, 9):
        for number in range(HANDS[players]):
            state = _hand(players, number, seed=f"pack{players}/{number}")
            assert sorted(state.cards()) == sorted(DECK)
            assert len(state.stock) == 52 - players * state.size - (state.turnup is not None)


def test_hand_n_deals_n_cards_each() -> None:
    """ "It would be 1 card per player in the first hand, 2 cards in the second
    hand, 3 cards for the third, and so forth." (NOTES: "Hand n deals n cards
    each".)"""
    for players in range(3, 9):
        for number in range(HANDS[players]):
            state = _hand(players, number, seed=number)
            assert [len(hand) for hand in state.hands] == [number + 1] * players
            assert state.size == cards_in_hand(players, number) == number + 1
            assert state.view(0).get("cards_per_hand") == number + 1


def test_hands_are_played_up_to_52_over_the_players() -> None:
    """ "The final hand is determined when the cards remaining from the deal is
    less than the number of players. Therefore, for 4 players, there would be
    13 deals, for 5 players, it would be 10 deals"; NOTES: "3 -> 17, 4 -> 13,
    5 -> 10, 6 -> 8, 7 -> 7, 8 -> 6"."""
    for players, hands in HANDS.items():
        assert hands_in_match(players) == hands
        rules = GAME.match_rules(players, GAME.resolve(players))
        assert rules.hands == hands and not rules.lowest_wins and rules.target is None
        # After the last deal fewer cards than players remain; before it, not.
        assert 52 - players * hands < players <= 52 - players * (hands - 1)
        # The joker does not add a hand.
        assert GAME.match_rules(players, GAME.resolve(players, {"joker": True})).hands == hands


def test_the_dealer_deals_one_at_a_time_beginning_with_his_left() -> None:
    """ "Dealer deals cards one at a time, beginning with his left.\""""
    for dealer in range(5):
        state = _hand(5, number=2, dealer=dealer, seed="deal")
        deck = list(DECK)
        random.Random("deal").shuffle(deck)
        first = (dealer + 1) % 5
        for seat in range(5):
            expected = [deck[(seat - first) % 5 + 5 * round_] for round_ in range(3)]
            assert sorted(state.hands[seat]) == sorted(expected)
        assert state.turnup is deck[15]
    assert _hand(seed=3).hands == _hand(seed=3).hands


def test_the_deal_passes_left() -> None:
    """NOTES: "Deal passes left.\""""
    options = GAME.resolve(5)
    assert [GAME.dealer_of(5, options, number, 3) for number in range(6)] == [3, 4, 0, 1, 2, 3]
    match = Match(GAME, 5, seed="left", first_dealer=1)
    dealers = []
    while not match.is_over:
        state = match.deal()
        dealers.append(state.dealer)
        _play_out(state)
        match.finish_hand()
    assert dealers == [(1 + number) % 5 for number in range(10)]


# -- trumps -----------------------------------------------------------------------


def test_the_card_turned_up_after_the_deal_sets_trumps() -> None:
    """ "The card turned up after the cards have been dealt to the players will
    determine the suit of the trump." It is shown to everyone, as the
    "trump card" in the middle of the table."""
    for players in range(3, 9):
        for number in range(HANDS[players] - 1):
            state = _hand(players, number, seed=f"t{number}")
            assert state.turnup is not None and state.turnup not in _in_hands(state)
            assert state.trumps is state.turnup.suit
            for seat in (None, 0, 1):
                view = state.view(seat)
                assert view.pile("trump card").cards == (state.turnup,)
                assert view.pile("trump card").kind == "starter"
                assert view.get("trumps") == state.turnup.suit.letter


def test_the_last_hand_is_played_at_no_trump() -> None:
    """ "In the last hand, the hand will be played at notrump." No card is
    turned up then (with four players all 52 are dealt: none is left)."""
    for players in range(3, 9):
        state = _hand(players, HANDS[players] - 1, seed="last")
        assert state.last_hand and state.trumps is None and state.turnup is None
        assert state.view(0).get("trumps") is None
        assert state.view(0).pile("trump card").cards == ()
        assert len(state.stock) == 52 - players * HANDS[players]
    assert _hand(4, 12).stock == []
    # At no trump the highest card of the suit led wins.
    last = _hand(3, 16, seed="nt")
    _play_out(last)
    for leader, cards, winner in last.tricks:
        led = cards[0].suit
        best = max((c for c in cards if c.suit is led), key=lambda c: c.high)
        assert winner == (leader + cards.index(best)) % 3


# -- bidding ----------------------------------------------------------------------


def test_bidding_starts_with_the_dealers_left_and_ends_with_the_dealer() -> None:
    """ "Starting with the dealer's left, each player must make a bid on how
    many tricks they can win"; NOTES: "One round of bids from dealer's left"."""
    state = _hand(4, number=3, dealer=2)
    order = []
    while state.phase == "bid":
        order.append(state.to_move)
        state.apply(Move("bid", arg=1))
    assert order == [3, 0, 1, 2]
    assert state.phase == "play" and state.to_move == 3 == state.leader


def test_bids_range_from_zero_to_the_cards_dealt() -> None:
    """ "limited by the number of cards dealt. For example, in the first hand,
    the only possible bids are zero and one. In the last hand of a
    four-player game, bids can range from zero to thirteen.\""""
    assert legal_texts(_hand(4, 0)) == ["bid 0", "bid 1"]
    assert legal_texts(_hand(4, 12)) == [f"bid {k}" for k in range(14)]
    state = _hand(4, 0)
    assert refused(state, "bid 2").code == "bid_range"
    assert refused(state, "bid -1").code == "bid_range"
    assert str(state.explain(Move("bid", arg=2))) == "Bid a number of tricks from 0 to 1."


def test_without_the_hook_the_bids_may_total_the_tricks() -> None:
    """NOTES: "no hook rule (bids may total n; a "hook" option may forbid it)"."""
    state = _hand(4, number=2, dealer=3)
    assert GAME.resolve(4)["hook"] is False
    bid_all(state, 1, 1, 0)
    assert state.to_move == 3
    assert "bid 1" in legal_texts(state)
    state.apply(Move("bid", arg=1))
    assert sum(state.bids) == 3 == state.size


def test_the_hook_forbids_the_dealer_to_make_the_bids_total_the_tricks() -> None:
    """NOTES: "a "hook" option may forbid it": the dealer may not bid so that
    the total equals n, and the table is told why."""
    options = {"hook": True}
    state = _hand(4, number=2, dealer=3, options=options)
    bid_all(state, 1, 0, 0)
    for seat in (0, 1, 2):
        assert state.bids[seat] is not None
    assert legal_texts(state) == ["bid 0", "bid 1", "bid 3"]
    reason = state.explain(Move("bid", arg=2))
    assert reason is not None and reason.code == "hook"
    assert str(reason).startswith("The bids may not add up to the number of tricks")
    assert refused(state, "bid 2").code == "hook"
    assert state.view(1).get("forbidden_bid") == 2
    assert "not 2" in str(state.view(3).prompt)
    # Only the dealer is bound: the others bid freely.
    other = _hand(4, number=2, dealer=3, options=options)
    assert legal_texts(other) == ["bid 0", "bid 1", "bid 2", "bid 3"]
    # When the others have already bid more than the tricks, nothing is forbidden.
    over = _hand(4, number=2, dealer=3, options=options)
    bid_all(over, 3, 2, 0)
    assert legal_texts(over) == ["bid 0", "bid 1", "bid 2", "bid 3"]


def test_every_card_is_played_only_after_every_bid() -> None:
    state = _hand(4, number=1)
    assert refused(state, f"play {state.hands[1][0]}").code == "bid_first"
    bid_all(state, 0, 0, 0, 0)
    assert refused(state, "bid 1").code == "bidding_over"


# -- play -------------------------------------------------------------------------


def test_left_of_dealer_leads_and_players_must_follow_suit() -> None:
    """ "The player to the left of the dealer leads and play goes clockwise.
    Every player must follow suit if they can. If not, then they can play any
    card.\""""
    state = arranged("AS 2H", "KS 3H", "4H 5D", turnup="9C", dealer=2)
    bid_all(state, 1, 0, 1)
    assert state.to_move == 0
    state.apply(Move.parse("play AS"))
    assert state.to_move == 1
    assert legal_texts(state) == ["play KS"]
    reason = refused(state, "play 3H")
    assert reason.code == "follow_suit" and str(reason) == "You must follow suit: spades."
    state.apply(Move.parse("play KS"))
    assert sorted(legal_texts(state)) == ["play 4H", "play 5D"]  # void: any card


def test_the_highest_card_of_the_suit_led_wins_without_trumps_played() -> None:
    """ "The highest card of the suit led wins the trick if no trumps were
    played." A higher card of another suit does not."""
    state = arranged("9S 2H", "KS 3H", "AD 5D", turnup="9C", dealer=2)
    bid_all(state, 0, 1, 0)
    apply_all(state, "play 9S", "play KS", "play AD")
    assert state.tricks[0][2] == 1 and state.tricks_won == [0, 1, 0]


def test_the_highest_trump_wins_and_the_winner_leads() -> None:
    """ "the highest trump wins the trick if trumps were played. Winner of the
    trick leads to the next trick.\""""
    state = arranged("AS 2H", "3C 4D", "KS 5C", turnup="9C", dealer=2)
    bid_all(state, 1, 1, 0)
    apply_all(state, "play AS", "play 3C", "play KS")
    assert state.tricks[0][2] == 1
    assert state.to_move == 1 == state.leader
    state2 = arranged("AS 2H", "3C 4D", "5C 6C", turnup="9C", dealer=2)
    bid_all(state2, 0, 0, 0)
    apply_all(state2, "play AS", "play 3C", "play 5C")
    assert state2.tricks[0][2] == 2  # the higher trump


def test_ranking_ace_high() -> None:
    """ "Ranking of Cards: A (high) K Q J 10 9 8 7 6 5 4 3 2 (low)\""""
    state = arranged("2S 2H", "AS 3H", "KS 5D", turnup="9C", dealer=2)
    bid_all(state, 0, 1, 0)
    apply_all(state, "play 2S", "play AS", "play KS")
    assert state.tricks[0][2] == 1


# -- scoring ----------------------------------------------------------------------


def test_exact_bids_only() -> None:
    """ "A player scores points only if he makes the exact number of tricks he
    bid. He busts if he takes more or less." "For zero bids, the score ... is
    5 points plus the number of tricks in the hand. (So, fulfilling a zero bid
    on the second hand is 7 points.) For other bids ... 10 points plus the
    amount of the bid. (So, fulfilling a contract of three tricks earns 13
    points.) A player scores zero if he busts.\""""
    assert bid_score(0, 0, 2) == 7
    assert bid_score(3, 3, 5) == 13
    assert bid_score(0, 0, 13) == 18
    assert bid_score(1, 1, 1) == 11
    assert bid_score(2, 3, 5) == 0 and bid_score(2, 1, 5) == 0 and bid_score(0, 1, 5) == 0


def test_a_hand_scores_its_exact_bids() -> None:
    """A played hand: the bids made score, the others score 0; the sheet cells
    hold the cards, trumps, bids, tricks, made and points."""
    state = arranged("AS 2H", "3C 4D", "KS 5C", turnup="9C", dealer=2)
    bid_all(state, 0, 1, 1)
    apply_all(state, "play AS", "play 3C", "play KS")  # seat 1 ruffs
    apply_all(state, "play 4D", "play 5C", "play 2H")  # seat 2 ruffs
    assert state.to_move is None and state.tricks_won == [0, 1, 1]
    result = GAME.hand_result(state)
    assert result.points == (7, 11, 11)
    cells = result.cells
    assert cells["cards"] == 2 and cells["trumps"] == "C"
    assert cells["bids"] == [0, 1, 1] and cells["tricks"] == [0, 1, 1]
    assert cells["made"] == [True, True, True] and cells["points"] == [7, 11, 11]
    missed = arranged("AS 2H", "3C 4D", "KS 5C", turnup="9C", dealer=2)
    bid_all(missed, 1, 0, 2)
    apply_all(missed, "play AS", "play 3C", "play KS", "play 4D", "play 5C", "play 2H")
    assert GAME.hand_result(missed).points == (0, 0, 0)
    assert GAME.hand_result(missed).cells["made"] == [False, False, False]


def test_the_most_points_win() -> None:
    """ "Object: To score the most points." "The winner is the player with the
    most points at the end of the game.\""""
    match = Match(GAME, 6, seed="winner")
    while not match.is_over:
        _play_out(match.deal(), match.hand_number)
        match.finish_hand()
    assert len(match.hands) == 8
    best = max(match.scores)
    assert match.winners() == [seat for seat in range(6) if match.scores[seat] == best]


# -- the joker --------------------------------------------------------------------

JOKER_ON = {"joker": True}


def test_the_joker_variation_adds_one_card() -> None:
    """ "Variation: Standard Deck of 52 cards and a joker.\""""
    state = _hand(4, 5, options=JOKER_ON, seed="joker")
    assert sorted(state.cards()) == sorted(DECK_WITH_JOKER) and len(DECK_WITH_JOKER) == 53
    assert JOKER in DECK_WITH_JOKER and JOKER.text == "JK"
    assert str(Move.parse("play JK")) == "play JK"


def test_the_joker_stands_for_the_turned_up_card() -> None:
    """ "the trump is suit of the turn-up and the joker represents the
    duplicate of the turn-up. For example, the turn-up is the eight of hearts.
    Hearts are trump for the hand, and the joker (if in play) represents the
    eight of hearts for that hand." NOTES: "the joker stands for the turned-up
    card (that card is itself out of play)"."""
    # Led, it is the eight of hearts: a heart, beaten by the nine, beating the seven.
    state = arranged("JK 2S", "9H 3S", "7H 4S", turnup="8H", dealer=2, options=JOKER_ON)
    assert state.trumps is Suit.HEARTS and state.stand_in is card("8H")
    assert state.view(1).get("joker_stands_for") is card("8H")
    bid_all(state, 0, 1, 0)
    state.apply(Move.parse("play JK"))
    assert state.led is Suit.HEARTS and legal_texts(state) == ["play 9H"]
    apply_all(state, "play 9H", "play 7H")
    assert state.tricks[0][2] == 1
    beats = arranged("JK 2S", "7H 3S", "6H 4S", turnup="8H", dealer=2, options=JOKER_ON)
    bid_all(beats, 1, 0, 0)
    apply_all(beats, "play JK", "play 7H", "play 6H")
    assert beats.tricks[0][2] == 0
    # As a trump (hearts) it ruffs a spade.
    ruff = arranged("AS 2D", "JK 3D", "KS 4D", turnup="8H", dealer=2, options=JOKER_ON)
    bid_all(ruff, 0, 1, 0)
    ruff.apply(Move.parse("play AS"))
    assert sorted(legal_texts(ruff)) == ["play 3D", "play JK"]
    apply_all(ruff, "play JK", "play KS")
    assert ruff.tricks[0][2] == 1


def test_the_joker_follows_the_turned_up_cards_suit() -> None:
    """The joker belongs to the turned-up card's suit: it must be played to
    follow that suit when it is the only card of it, and may not be played
    while a card of another suit led is held."""
    state = arranged("2H 5S", "JK 3S", "QD 4C", turnup="8H", dealer=2, options=JOKER_ON)
    bid_all(state, 0, 0, 0)
    state.apply(Move.parse("play 2H"))
    assert legal_texts(state) == ["play JK"]
    reason = refused(state, "play 3S")
    assert reason.code == "joker_follows"
    assert str(reason) == "You must follow suit: hearts. The joker is the eight of hearts in this hand."
    other = arranged("5S 2H", "JK 3S", "QD 4C", turnup="8H", dealer=2, options=JOKER_ON)
    bid_all(other, 0, 0, 0)
    other.apply(Move.parse("play 5S"))
    assert legal_texts(other) == ["play 3S"]
    assert refused(other, "play JK").code == "follow_suit"


def test_a_joker_turned_up_means_no_trump() -> None:
    """ "If you play with a joker, if the joker happens to be the turn-up, hand
    is played at no trump.\""""
    state = arranged("AS 2H", "3C 4D", "KS 5C", turnup="JK", dealer=2, options=JOKER_ON)
    assert state.trumps is None and state.stand_in is None
    assert state.view(0).get("trumps") is None
    bid_all(state, 1, 0, 0)
    apply_all(state, "play AS", "play 3C", "play KS")
    assert state.tricks[0][2] == 0  # a club is no trump
    found = 0
    for seed in range(400):
        dealt = _hand(3, 0, seed=seed, options=JOKER_ON)
        if dealt.turnup is JOKER:
            assert dealt.trumps is None and JOKER not in _in_hands(dealt)
            found += 1
    assert found


def test_the_last_hand_with_the_joker_turns_a_card_but_has_no_trumps() -> None:
    """The last hand is at no trump; with the joker one card is always left
    over, turned up to say what the joker stands for (rules.md's decision)."""
    for players in range(3, 9):
        state = _hand(players, HANDS[players] - 1, options=JOKER_ON, seed=f"lastjk{players}")
        assert state.turnup is not None and state.trumps is None
        if state.turnup is not JOKER:
            assert state.stand_in is state.turnup


def test_options_and_presets() -> None:
    assert GAME.resolve(4) == {"joker": False, "hook": False}
    assert {preset.name for preset in GAME.presets} == {"joker", "hook"}
    assert GAME.preset("joker").values == {"joker": True}
    assert GAME.preset("hook").values == {"hook": True}
    assert french_deck(jokers=1)[-1] is JOKER
    assert Card.parse("JK") is JOKER
