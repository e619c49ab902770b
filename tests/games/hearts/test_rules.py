"""Hearts rule tests: one per sentence of the rule text (seed 001, "Hearts",
Jennifer Bullock) or of the Hearts line of shared/rules/NOTES.md."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Suit, french_deck
from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.moves import play
from cardtable.core.reasons import IllegalMove
from cardtable.games.hearts import GAME
from cardtable.games.hearts.rules import TWO_CLUBS, HeartsState

from .positions import FOLLOWING, ONE_SUIT_EACH, ONLY_HEARTS, arranged, card, move, play_all


def _hand(number: int = 0, dealer: int = 0, seed: int | str = 1) -> HeartsState:
    state = GAME.new_hand(4, None, seed, HandContext(number, dealer, (0, 0, 0, 0)))
    assert isinstance(state, HeartsState)
    return state


def _pass_all(state: HeartsState) -> dict[int, list]:
    """Every seat passes its three lowest cards; returns what each passed."""
    passed: dict[int, list] = {}
    while state.passing:
        seat = state.to_move
        chosen = state.legal_moves()[0]
        passed.setdefault(seat, []).append(chosen.card)
        state.apply(chosen)
    return passed


def _refusal(state: HeartsState, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        state.apply(move(text))
    return caught.value


# -- setup ----------------------------------------------------------------------


def test_four_players() -> None:
    """ "This game played with four players." """
    assert (GAME.min_players, GAME.default_players, GAME.max_players) == (4, 4, 4)
    with pytest.raises(ValueError):
        GAME.new_hand(3, None, 1)


def test_all_the_cards_are_dealt_13_each() -> None:
    """ "All the cards are dealt, each person getting 13 cards." """
    for seed in range(20):
        state = _hand(seed=seed)
        assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]
        assert sorted(state.cards()) == sorted(french_deck())
    assert _hand(seed=7).hands == _hand(seed=7).hands
    assert _hand(seed=7).hands != _hand(seed=8).hands


@pytest.mark.parametrize(
    "number,direction,offset",
    [(0, "left", 1), (1, "right", 3), (2, "across", 2), (4, "left", 1), (5, "right", 3)],
)
def test_pass_directions(number: int, direction: str, offset: int) -> None:
    """ "First hand: pass to left / Second hand: pass to right / Third hand: pass
    across / Fourth hand: hold, no passing / This pattern repeats. Example, for
    the fifth hand, you would pass to the left" """
    state = _hand(number)
    assert state.view(0).get("pass_direction") == direction
    passed = _pass_all(state)
    for giver, cards in passed.items():
        taker = (giver + offset) % 4
        assert all(c in state.hands[taker] for c in cards)
        assert state.received[taker] == tuple(sorted(cards))


def test_fourth_hand_is_a_hold_hand() -> None:
    """ "Fourth hand: hold, no passing" """
    state = _hand(3)
    assert state.view(0).get("pass_direction") == "hold"
    assert not state.passing
    assert state.legal_moves() == [play(TWO_CLUBS)]
    refusal = _refusal(state, f"pass {state.hands[state.to_move][0].text}")
    assert refusal.code == "hold_hand"


def test_each_seat_passes_three_cards() -> None:
    """ "You choose three cards to get rid of and pass them to another player." """
    state = _hand(0, dealer=2)
    order = []
    while state.passing:
        order.append(state.to_move)
        state.apply(state.legal_moves()[-1])
    assert order == [3, 3, 3, 0, 0, 0, 1, 1, 1, 2, 2, 2]  # from the dealer's left
    assert [len(cards) for cards in state.passed] == [3, 3, 3, 3]
    assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]


def test_passed_cards_arrive_only_after_everyone_has_passed() -> None:
    """ "Also, you are not allowed to look at the cards you were passed before
    passing your three cards to the designated player." """
    state = _hand(0)
    first = state.to_move
    taker = (first + 1) % 4
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    mine = state.view(first).get("passed_by_me")
    assert len(mine) == 3 and state.view(first).pile(f"passing:{first}").cards == mine
    assert state.view(taker).pile(f"passing:{first}").cards == (None, None, None)
    while state.passing:
        for seat in range(4):
            assert len(state.hands[seat]) == 13 - len(state.chosen[seat])
            assert state.view(seat).get("passed_to_me") == ()
        assert not set(mine) & set(state.view(taker).hand())
        state.apply(state.legal_moves()[0])
    assert set(mine) <= set(state.view(taker).hand())
    assert state.view(taker).get("passed_to_me") == tuple(sorted(mine))


def test_a_seat_may_choose_its_pass_before_its_turn() -> None:
    """Every player chooses three cards from his own hand, and nothing moves
    until all have chosen: a seat whose turn has not come may choose at once
    (on a copy), and the same moves are legal when its turn comes."""
    state = _hand(0, dealer=0)  # the passes go 1, 2, 3, 0
    assert state.ahead(1) is None  # its turn: it chooses on the hand itself
    early = state.ahead(0)
    assert early is not None and early.to_move == 0 and state.to_move == 1
    chosen = [early.legal_moves()[n] for n in (0, 4, 8)]
    for pick in chosen:
        early.apply(pick)
    assert early.to_move == 1 and early.view(0).pile("passing:0").cards == tuple(m.card for m in chosen)
    assert state.chosen[0] == [] and state.history == []  # the hand itself is untouched
    while state.to_move != 0:
        state.apply(state.legal_moves()[0])
    assert state.ahead(1) is None and state.ahead(3) is None  # they have passed
    for pick in chosen:
        state.apply(pick)
    assert not state.passing and set(state.passed[0]) == {m.card for m in chosen}
    assert state.ahead(0) is None  # play has begun
    assert _hand(3).ahead(0) is None  # a hold hand: nothing to choose


def test_a_copy_chosen_ahead_plays_on_to_the_end_of_the_hand() -> None:
    """A search (the hint) plays on from the copy: the other seats pass in
    turn, the early chooser is not asked again, the passes are delivered."""
    for dealer in range(4):
        for seat in range(4):
            state = _hand(0, dealer=dealer, seed=f"ahead-{dealer}-{seat}")
            early = state.ahead(seat)
            if early is None:
                continue
            rng = random.Random(seat)
            while early.passing:
                assert early.to_move != seat or len(early.chosen[seat]) < 3
                early.apply(rng.choice(early.legal_moves()))
            assert [len(hand) for hand in early.hands] == [13] * 4
            assert all(len(cards) == 3 for cards in early.passed)
            while early.to_move is not None:
                early.apply(rng.choice(early.legal_moves()))


# -- play -----------------------------------------------------------------------


def test_two_of_clubs_leads_first() -> None:
    """ "The first card played, after all passing has been done is the two of clubs." """
    for number in range(4):
        state = _hand(number, seed=number + 10)
        _pass_all(state)
        assert TWO_CLUBS in state.hands[state.to_move]
        assert state.legal_moves() == [play(TWO_CLUBS)]
        other = next(c for c in state.hands[state.to_move] if c is not TWO_CLUBS)
        assert _refusal(state, f"play {other.text}").code == "two_of_clubs_leads"


def test_follow_suit() -> None:
    """ "Each player must follow suit of what was lead." """
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D")
    clubs = ("5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    assert [str(m) for m in state.legal_moves()] == [f"play {rank}C" for rank in clubs]
    refusal = _refusal(state, "play AH")
    assert refusal.code == "follow_suit"
    assert str(refusal) == "You must follow suit: clubs."


def test_out_of_the_led_suit_any_card_after_the_first_trick() -> None:
    """ "From then on, players must follow suit unless out of the suit lead - in
    which case, point cards can be played." """
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D")
    play_all(state, "5C")  # seat 2 leads a club; seat 3 is out of clubs
    legal = {m.card for m in state.legal_moves()}
    assert {card("JH"), card("QS"), card("AD")} <= legal
    assert legal == set(state.hands[3])


def test_no_points_on_the_first_trick_when_out_of_clubs() -> None:
    """ "For the first round, each player must play clubs - unless he is out of
    them (in which case, he can throw off any cards he likes - except point
    cards for the first round)." """
    state = arranged(*FOLLOWING)
    play_all(state, "2C")
    assert [str(m) for m in state.legal_moves()] == ["play 2D", "play 3D", "play 4D", "play 5D"]
    refusal = _refusal(state, "play 9H")
    assert refusal.code == "no_points_first_trick"
    play_all(state, "2D", "AC")
    assert card("QS") not in {m.card for m in state.legal_moves()}
    assert _refusal(state, "play QS").code == "no_points_first_trick"


def test_points_on_the_first_trick_when_holding_nothing_else() -> None:
    """NOTES: "no points on the first trick unless the player holds nothing else" """
    state = arranged(*ONE_SUIT_EACH)
    play_all(state, "2C")
    assert len(state.legal_moves()) == 13  # seat 1 holds only hearts
    play_all(state, "2H", "2D")
    spades = {m.card for m in state.legal_moves()}
    assert card("QS") not in spades and len(spades) == 12  # seat 3 has other spades
    hearts_and_queen = arranged(
        "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH QS",
        "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
        "AD 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS",
    )
    play_all(hearts_and_queen, "2C")
    assert {m.card for m in hearts_and_queen.legal_moves()} == set(hearts_and_queen.hands[1])


def test_trick_winner_leads_next() -> None:
    """ "The person who took the last trick, is the one who leads for the next trick." """
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D")
    assert state.tricks[-1][2] == 2
    assert state.to_move == 2 and state.leader == 2
    assert state.view(0).get("leader") == 2
    play_all(state, "KC", "7D", "3C", "3D")
    assert state.to_move == 2
    play_all(state, "5C", "8D", "4C", "4D")
    assert state.to_move == 2
    rng = random.Random(3)
    for seed in range(10):
        state = _hand(3, seed=seed)
        while state.to_move is not None:
            before = len(state.tricks)
            state.apply(rng.choice(state.legal_moves()))
            if len(state.tricks) > before and state.to_move is not None:
                assert state.to_move == state.tricks[-1][2]


def test_hearts_cannot_be_led_until_broken() -> None:
    """ "The only exception in playing is that hearts cannot be led until they are 'broken.'" """
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D")
    assert not state.broken
    assert all(m.card.suit is Suit.CLUBS for m in state.legal_moves())
    refusal = _refusal(state, "play AH")
    assert refusal.code == "not_broken"
    assert str(refusal) == "You may not lead hearts until they are broken."


def test_a_heart_on_another_suit_breaks_hearts() -> None:
    """ "Hearts are broken when someone plays a heart onto a trick of a different
    suit." """
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D", "5C", "JH")
    assert state.broken and state.view(1).get("hearts_broken") is True
    play_all(state, "3C", "2H")
    assert state.to_move == 2
    assert card("AH") in {m.card for m in state.legal_moves()}


def test_the_queen_of_spades_does_not_break_hearts() -> None:
    """ "Hearts are broken when someone plays a heart onto a trick of a different
    suit." (only a heart breaks them: the queen of spades does not)"""
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D", "5C", "QS", "3C", "2H")
    assert state.broken  # seat 1 discarded the 2H
    state = arranged(*FOLLOWING)
    play_all(state, "2C", "2D", "AC", "6D", "5C", "QS", "3C", "3D")
    assert not state.broken
    assert _refusal(state, "play AH").code == "not_broken"


def test_a_leader_holding_only_hearts_may_lead_them() -> None:
    """NOTES: "hearts are not led until broken unless the leader holds only hearts" """
    state = arranged(*ONLY_HEARTS)
    play_all(state, "2C", "3C", "AC", "4C")
    assert state.to_move == 2 and not state.broken
    assert {m.card for m in state.legal_moves()} == set(state.hands[2])
    play_all(state, "KH")
    assert state.view(0).get("trick_seats") == (2,)


# -- scoring --------------------------------------------------------------------


def test_hearts_one_point_queen_of_spades_thirteen() -> None:
    """ "Hearts are each worth one point and the queen of spades is worth thirteen." """
    rng = random.Random(11)
    for seed in range(40):
        state = _hand(seed % 4, seed=seed)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
        for seat in range(4):
            won = state.won[seat]
            expected = sum(1 for c in won if c.suit is Suit.HEARTS) + (13 if card("QS") in won else 0)
            assert state.points[seat] == expected
        result = GAME.hand_result(state)
        if result.cells["moon"] is None:
            assert result.points == tuple(state.points)
            assert sum(result.points) == 26
        assert result.cells["pass"] == state.direction


def test_shooting_the_moon() -> None:
    """ "When someone runs, the general rule is that everyone else goes up 26
    points, while the player who ran gets zero points for that specific game."
    NOTES: "shooting the moon adds 26 to each other player" """
    state = arranged(*ONE_SUIT_EACH)
    while state.to_move is not None:
        state.apply(state.legal_moves()[0])
    assert state.points == [26, 0, 0, 0]
    result = GAME.hand_result(state)
    assert result.points == (0, 26, 26, 26)
    assert result.cells["moon"] == 0
    assert [reason.code for reason in result.summary] == ["moon"]


def test_game_to_the_target_lowest_wins() -> None:
    """ "The main object of the game is to get the least points. People usually
    play Hearts to 100 points. The set end point for the game, however, can be
    determined by the players." NOTES: "game to 100, lowest wins." """
    assert GAME.resolve(4)["target"] == 100
    rules = GAME.match_rules(4, GAME.resolve(4))
    assert rules.target == 100 and rules.lowest_wins
    for target in (25, 60):
        match = Match(GAME, 4, {"target": target}, seed=f"to-{target}")
        agent = GAME.heuristic_agent()
        rng = random.Random(target)
        while not match.is_over:
            assert max(match.scores) < target
            state = match.deal()
            while state.to_move is not None:
                state.apply(agent.choose(information(state, state.to_move), rng))
            match.finish_hand()
        assert max(match.scores) >= target
        low = min(match.scores)
        assert match.winners() == [seat for seat in range(4) if match.scores[seat] == low]
        directions = [h.result.cells["pass"] for h in match.hands[:5]]
        assert directions == ["left", "right", "across", "hold", "left"][: len(directions)]
    with pytest.raises(ValueError):
        GAME.resolve(4, {"target": 10})
