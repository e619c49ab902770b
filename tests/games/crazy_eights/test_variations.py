"""Crazy Eights, "Variations": one test per sentence of the rule text, each
variation being an option (shared/seeds/001_..., "Crazy Eights")."""

from __future__ import annotations

import pytest

from cardtable.core.cards import Card, Suit, parse_cards
from cardtable.core.reasons import IllegalMove
from cardtable.games.crazy_eights import GAME

from .helpers import do, moves, position

# --------------------------------------------------------------------------
# Dealing and drawing


@pytest.mark.parametrize("players,size", [(2, 3), (4, 8), (6, 10)])
def test_the_number_of_cards_dealt_is_an_option(players: int, size: int) -> None:
    """ "There are variations in the number of cards dealt, the rules about
    drawing cards and the scoring system." """
    state = GAME.new_hand(players, {"hand_size": size}, seed=3)
    assert [len(hand) for hand in state.hands] == [size] * players


def test_special_cards_come_as_a_preset() -> None:
    """ "Usually, special meanings are given to particular cards; when played
    these cards affect the sequence of play, or have other effects." """
    values = GAME.resolve(4, GAME.preset("action_cards").values)
    assert (values["skip_rank"], values["reverse_rank"], values["draw_two_rank"]) == (12, 1, 2)
    assert values["last_card"] is True


def test_normally_you_may_always_draw_and_the_turn_is_over() -> None:
    """ "In the normal game, you may always use your turn to draw a card." """
    state = position(["5H 9C", "2C 3C", "4C"], "KH", "4S 7D")
    assert {"play 5H", "draw"} <= set(moves(state))
    do(state, "draw")
    assert state.hands[0] == parse_cards("5H 9C 7D")
    assert state.to_move == 1


def test_must_play_if_able() -> None:
    """ "However, some people play that you may only draw if you are unable to
    play - if you can play you must." """
    options = {"must_play": True}
    able = position(["5H 9C", "2C"], "KH", "4S 7D", options=options)
    assert moves(able) == ["play 5H"]
    with pytest.raises(IllegalMove, match="You can play, so you may not draw."):
        do(able, "draw")
    unable = position(["5C 9C", "2C"], "KH", "4S 7D", options=options)
    assert moves(unable) == ["draw"]


def test_a_drawn_card_may_be_played_at_once_if_allowed() -> None:
    """ "Some allow the drawn card to be played immediately if it is a legal
    play." """
    plain = position(["3H 2C", "4C"], "KH", "4S 5H")
    do(plain, "draw")
    assert plain.to_move == 1  # without the option the turn is over

    allowed = position(["3H 2C", "4C"], "KH", "4S 5H", options={"play_drawn": True})
    do(allowed, "draw")
    assert allowed.to_move == 0
    assert moves(allowed) == ["play 5H", "pass"]
    assert allowed.view(0).get("playable_drawn") == (Card.parse("5H"),)
    with pytest.raises(IllegalMove, match="only play a card you drew"):
        do(allowed, "play 3H")
    do(allowed, "play 5H")
    assert allowed.discard[-1] == Card.parse("5H") and allowed.to_move == 1

    unplayable = position(["3H 2C", "4C"], "KH", "5H 4S", options={"play_drawn": True})
    do(unplayable, "draw")
    assert unplayable.to_move == 1


def test_draw_up_to_a_limit_then_the_turn_passes() -> None:
    """ "Some allow more than one card to be drawn - either up to a fixed number
    of cards, after which if you still cannot (or will not) play the turn
    passes to the next player." """
    options = {"draw_rule": "up_to_limit", "draw_limit": 3}
    cannot = position(["2C", "4C"], "KH", "9H 4S 5S 6S", options=options)
    do(cannot, "draw")
    assert moves(cannot) == ["draw", "pass"]
    do(cannot, "draw", "draw")
    assert cannot.to_move == 1 and len(cannot.hands[0]) == 4  # three drawn, still cannot play

    will_not = position(["2C", "4C"], "KH", "4S 5S 9H", options=options)
    do(will_not, "draw")
    assert moves(will_not) == ["play 9H", "draw", "pass"]
    do(will_not, "draw", "draw")
    assert moves(will_not) == ["play 9H", "pass"]
    with pytest.raises(IllegalMove, match="at most 3 cards"):
        do(will_not, "draw")
    do(will_not, "pass")
    assert will_not.to_move == 1 and len(will_not.hands[0]) == 4


def test_draw_until_you_can_play() -> None:
    """ "Others require you to continue drawing until you can play." """
    state = position(["2C", "4C"], "KH", "9H 4S 5S", options={"draw_rule": "until_playable"})
    do(state, "draw")
    assert moves(state) == ["draw"]
    with pytest.raises(IllegalMove, match="Keep drawing until you can play."):
        do(state, "pass")
    do(state, "draw")
    assert moves(state) == ["draw"]
    do(state, "draw")
    assert moves(state) == ["play 9H", "pass"]
    do(state, "play 9H")
    assert state.to_move == 1 and state.hands[0] == parse_cards("2C 5S 4S")


# --------------------------------------------------------------------------
# Last card


def test_say_last_card_and_keep_one_card() -> None:
    """ "There may be a rule that you must alert the other players when you have
    just one card left." """
    state = position(["5H 9C", "2C 3D"], "KH", "4S 7D 6D", options={"last_card": True})
    assert "call" in moves(state)
    do(state, "call")
    assert "call" not in moves(state)
    with pytest.raises(IllegalMove, match="already said"):
        do(state, "call")
    do(state, "play 5H")
    assert state.hands[0] == parse_cards("9C")
    assert state.view(1).get("announced") == (0,)


def test_forgetting_last_card_costs_two_cards() -> None:
    """ "If you fail to do so you must draw cards (usually two) from the stock as
    a penalty." """
    state = position(["5H 9C", "2C 3D"], "KH", "4S 7D 6D", options={"last_card": True})
    do(state, "play 5H")
    assert state.hands[0] == parse_cards("9C 6D 7D")
    assert state.to_move == 1
    three = position(["5H 9C", "2C 3D"], "KH", "4S 7D 6D 5D", options={"last_card": True, "last_card_penalty": 3})
    do(three, "play 5H")
    assert len(three.hands[0]) == 4


def test_last_card_is_said_only_with_two_cards_and_a_play() -> None:
    """ "you must alert the other players when you have just one card left" — so
    the call belongs to the player about to go down to one card."""
    options = {"last_card": True}
    three = position(["5H 9C 3C", "2C"], "KH", "4S", options=options)
    assert "call" not in moves(three)
    with pytest.raises(IllegalMove, match="hold two cards"):
        do(three, "call")
    stuck = position(["5C 9C", "2C"], "KH", "4S", options=options)
    assert "call" not in moves(stuck)
    off = position(["5H 9C", "2C"], "KH", "4S")
    with pytest.raises(IllegalMove, match="Nobody says"):
        do(off, "call")


# --------------------------------------------------------------------------
# Changing suit


def test_traditionally_an_eight_goes_anywhere_and_names_any_suit() -> None:
    """ "Traditionally an eight can be played at any time and the player can
    nominate any suit." """
    state = position(["8S 2C", "3C"], "KH", "4D", options={"eights": "any"})
    assert moves(state)[:4] == ["play 8S C", "play 8S D", "play 8S H", "play 8S S"]
    do(state, "play 8S H")
    assert state.suit is Suit.HEARTS and state.view(1).get("named_suit") is Suit.HEARTS


def test_an_eight_that_must_match() -> None:
    """ "Some play that you can only play an eight that matches (either the same
    suit or another eight)." """
    options = {"eights": "matching"}
    state = position(["8S 8H 2C", "3C"], "KH", "4D", options=options)
    legal = moves(state)
    assert "play 8H C" in legal and not any(text.startswith("play 8S") for text in legal)
    with pytest.raises(IllegalMove, match="only on one of the hearts or on another eight"):
        do(state, "play 8S C")
    on_eight = position(["8S 2C", "3C"], "8C", "4D", options=options, suit=Suit.DIAMONDS)
    assert "play 8S H" in moves(on_eight)


def test_an_eight_that_names_no_suit() -> None:
    """ "Some play that you can play an eight at any time but cannot nominate
    another suit - the next player must match the suit of the eight you played
    or play another eight." """
    options = {"eights": "no_nominate"}
    state = position(["8S 2C", "3S 3H 8D 9D"], "KH", "4D", options=options)
    assert "play 8S" in moves(state)
    with pytest.raises(IllegalMove, match="names no suit"):
        do(state, "play 8S H")
    do(state, "play 8S")
    assert state.suit is Suit.SPADES
    assert moves(state) == ["play 3S", "play 8D", "draw"]


def test_szu_kay_wongs_eights_name_a_suit_only_when_matching() -> None:
    """ "Szu Kay Wong suggests that you can play an eight at any time, but can
    only nominate a different suit if the eight matches the rank or suit of the
    previous card." """
    options = {"eights": "nominate_if_matching"}
    state = position(["8S 8H 2C", "3C"], "KH", "4D", options=options)
    legal = moves(state)
    assert {"play 8H C", "play 8H D", "play 8H H", "play 8H S", "play 8S"} <= set(legal)
    assert "play 8S C" not in legal
    with pytest.raises(IllegalMove, match="does not match the king of hearts"):
        do(state, "play 8S D")
    on_eight = position(["8S 2C", "3C"], "8C", "4D", options=options, suit=Suit.DIAMONDS)
    assert "play 8S H" in moves(on_eight)  # matches by rank


@pytest.mark.parametrize("wild", [11, 1])
def test_jacks_or_aces_change_suit_instead(wild: int) -> None:
    """ "Some players use jacks or aces rather than eights as the cards which have
    the power to change suit." """
    changer = "J" if wild == 11 else "A"
    state = position([f"{changer}S 8S 2C", "3C 8D"], "KH", "4D", options={"wild_rank": wild})
    legal = moves(state)
    assert f"play {changer}S H" in legal
    assert "play 8S" not in legal and not any(text.startswith("play 8S ") for text in legal)
    do(state, f"play {changer}S C")
    result_state = position([f"{changer}S 8S 2C", "KC"], "KH", "4D", options={"wild_rank": wild})
    do(result_state, "draw", "play KC")
    assert GAME.hand_result(result_state).points == (50 + 8 + 2 + 4, 0)


# --------------------------------------------------------------------------
# Skip, reverse, draw two


def test_a_skip_card_makes_the_next_player_miss_a_turn() -> None:
    """ "Some play that when a queen (or some other designated rank) is played,
    the next player in rotation misses a turn, and the turn passes to the
    following player." """
    state = position(["QH 2C", "3C", "4C", "5C"], "KH", "4D", options={"skip_rank": 12})
    do(state, "play QH")
    assert state.to_move == 2
    off = position(["QH 2C", "3C", "4C", "5C"], "KH", "4D")
    do(off, "play QH")
    assert off.to_move == 1


def test_a_reverse_card_turns_the_direction_round() -> None:
    """ "Some play that when an ace (or some other designated rank) is played, the
    direction of play reverses, becoming anticlockwise if it had been
    clockwise, or vice versa." """
    options = {"reverse_rank": 1}
    state = position(["AH 2C", "3C", "4C", "AC 9C"], "KH", "4D 5D 6D", options=options)
    do(state, "play AH")
    assert state.to_move == 3 and state.direction == -1
    do(state, "play AC")
    assert state.to_move == 0 and state.direction == 1


def test_with_two_players_a_reverse_acts_as_a_skip() -> None:
    """ "the direction of play reverses" — with two players that alone changes
    nothing, so (our decision, the common rule) the reverser plays again."""
    state = position(["AH 2C 3C", "4C"], "KH", "4D", options={"reverse_rank": 1})
    do(state, "play AH")
    assert state.to_move == 0


def test_a_two_makes_the_next_player_draw_two_or_play_a_two() -> None:
    """ "Some play that when a two is played the next player must either draw two
    cards or play another two." """
    options = {"draw_two_rank": 2}
    state = position(["2H 9C", "2C 5H 8D", "4C"], "KH", "4D 5D 6D", options=options)
    do(state, "play 2H")
    assert moves(state) == ["play 2C", "draw"]
    with pytest.raises(IllegalMove, match="You must draw 2 cards or play another two."):
        do(state, "play 5H")
    with pytest.raises(IllegalMove, match="You must draw 2 cards or play another two."):
        do(state, "play 8D S")
    do(state, "draw")
    assert state.hands[1] == parse_cards("2C 5H 8D 6D 5D")
    assert state.to_move == 2 and state.pending == 0


def test_consecutive_twos_add_up() -> None:
    """ "If several consecutive twos have been played the next player must either
    play another two or draw two cards for each two in the sequence." """
    options = {"draw_two_rank": 2}
    state = position(["2H 9C", "2C 5H", "2S 3S", "4C"], "KH", "3D 4D 5D 6D 7D 8D 9D", options=options)
    do(state, "play 2H", "play 2C", "play 2S")
    assert state.pending == 6
    assert state.view(3).prompt.args == (("n", 6), ("rank", 2))
    do(state, "draw")
    assert len(state.hands[3]) == 7 and state.to_move == 0
