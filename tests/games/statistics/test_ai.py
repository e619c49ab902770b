"""Statistics: the rule-of-thumb player (Normal) and what it does."""

from __future__ import annotations

import random

from cardtable.core.cards import parse_cards
from cardtable.core.game import HandContext, RandomAgent
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.games.statistics import GAME, StatisticsState
from cardtable.games.statistics.ai import Judge

from .helpers import position

AGENT = GAME.heuristic_agent()


def with_kitty(state: StatisticsState, kitty: str) -> StatisticsState:
    """The kitty as given (its last card on top), as if played before."""
    state.kitty = parse_cards(kitty)
    state._legal = None
    state._shared = None
    return state


def choice(state: StatisticsState) -> str:
    seat = state.to_move
    assert seat is not None
    return str(AGENT.choose(information(state, seat), random.Random(1)))


def test_a_two_takes_a_rich_kitty_and_is_kept_when_it_is_poor() -> None:
    """ "A Two may be played as an Ace to pick up the kitty, or may be left in
    play if the player does not wish to take the kitty." It takes the aces
    and the ten of diamonds; on a kitty worth nothing it plays another card
    and keeps the two."""
    rich = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "AH 10D 9S")
    assert choice(rich) == "take 2C"
    poor = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "3D 9S")
    assert choice(poor) == "play KC"


def test_it_does_not_feed_itself_the_queen_of_spades_but_in_reverse_it_does() -> None:
    """ "avoiding the Queen of Spades, which is a penalty card"; in Reverse,
    where "the objective is to avoid scoring points", minus twenty is welcome."""
    normal = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "QS 3D 9S")
    assert choice(normal) == "play KC"
    reverse = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"], options={"reverse": True}), "QS 3D 9S")
    assert choice(reverse) == "take 2C"


def test_eights_take_only_a_big_kitty() -> None:
    """ "a player is not required to play a pair of Eights to take the pile":
    with the hand shrinking for the rest of the deal, it passes on a kitty
    worth nothing and takes one with two aces and the ten of diamonds."""
    small = position(["10C 3C 8H 8D", "5D 6D 7D 9D"], kitty="KS")
    assert choice(small).startswith("pass")
    big = with_kitty(position(["10C 3C 8H 8D", "5D 6D 7D 9D"]), "AH AD 10D KS")
    assert choice(big) == "take 8D 8H"


def test_it_passes_the_card_it_needs_least() -> None:
    """ "If a player is unable to make a play, he must instead pass one card of
    his choice to the player on his left": the queen of spades gladly, the
    ten of diamonds never while another will do; in Reverse the other way."""
    assert choice(position(["10D QS 5C 3C", "5D 6D 7D 9D"], kitty="KH")) == "pass QS"
    assert choice(position(["10D 4C 5C 3S", "5D 6D 7D 9D"], kitty="KH")) != "pass 10D"
    reverse = position(["10D QS 5C 3C", "5D 6D 7D 9D"], kitty="KH", options={"reverse": True})
    assert choice(reverse) == "pass 10D"


def test_it_explains_its_choice() -> None:
    state = with_kitty(position(["2C KC 4H 5H", "5D 6D 7D 9D"]), "AH 10D 9S")
    reason = AGENT.explain(information(state, 0), Move.parse("take 2C"))
    assert reason is not None and str(reason) == "Take the kitty: it adds 30 points to your collection."
    passing = position(["10D QS 5C 3C", "5D 6D 7D 9D"], kitty="KH")
    words = AGENT.explain(information(passing, 0), Move.parse("pass QS"))
    assert words is not None and str(words) == "You cannot play: pass the queen of spades, the card you need least."


def test_it_beats_random_players_in_both_games() -> None:
    """Over a few deals the rule-of-thumb player takes clearly more points than
    players who move at random (in Reverse, clearly fewer)."""
    for reverse in (False, True):
        rng = random.Random(9)
        totals = [0, 0, 0, 0]
        for number in range(24):
            state = GAME.new_hand(4, {"reverse": reverse}, f"vs{number}", HandContext(number, number % 4, (0,) * 4))
            while state.to_move is not None:
                seat = state.to_move
                agent = AGENT if seat == 0 else RandomAgent()
                state.apply(agent.choose(information(state, seat), rng))
            totals = [a + b for a, b in zip(totals, GAME.hand_result(state).points)]
        if reverse:
            assert totals[0] < min(totals[1:])
        else:
            assert totals[0] > max(totals[1:])


def test_it_remembers_the_jack_it_passed_to_the_left() -> None:
    """ "If a player is unable to make a play, he must instead pass one card of
    his choice to the player on his left": the passer knows that player holds
    it, and that the jack of hearts takes a lower diamond."""
    state = position(["JH 4C 5C 3C", "6C 7C 9C 10C"], kitty="KS", deck="4H 5H 6H 7H QS 10S")
    state.apply(Move.parse("pass JH"))  # nothing plays on the king
    judge = Judge(state.view(0))
    assert judge.known_left == parse_cards("JH")
    assert judge.taking_chance(parse_cards("9D")[0]) == 1.0
    assert judge.taking_chance(parse_cards("KD")[0]) < 1.0
