"""Trump Fan Tan and Double Deck Trump Fan Tan: one test per sentence of
their texts (shared/seeds/001_..., "Trump Fan Tan", "Double Deck Trump Fan
Tan") and of the Trump Fan Tan line of shared/rules/NOTES.md."""

from __future__ import annotations

import pytest

from cardtable.core.cards import Card, Suit
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.fan_tan import GAME

from .helpers import do, moves, position, row

TRUMP = {"trump": "S"}
TURNED = {"trump": "turned", "odd_cards": "face_up"}
DOUBLE_TRUMP = {"trump": "S", "packs": "2"}


def test_spades_are_the_usual_trumps() -> None:
    """ "Trump Fan Tan is simply Fan Tan with a trump suit." "Any card of the
    trump suit (generally spades)" : the preset's trumps are spades."""
    state = GAME.new_hand(4, GAME.preset("trump").values, seed=1)
    assert state.trump is Suit.SPADES
    assert state.view(0).get("trump") is Suit.SPADES
    assert "Trumps: spades" in [str(line) for line in state.view(0).status]
    assert GAME.new_hand(4, {}, seed=1).trump is None


def test_a_trump_may_stand_for_the_card_of_its_rank_in_any_suit() -> None:
    """ "Any card of the trump suit ... can replace any other card of that rank
    (i.e. 5 of trump can be played as trump (in this case spades) or 5 of
    heart, club, or diamond)." """
    rows = "7C 6C 7D 6D 7H 6H 7S 6S"
    state = position(["5S 2C", "KD"], rows=rows, options=TRUMP)
    assert moves(state) == ["play 5S C", "play 5S D", "play 5S H", "play 5S"]
    do(state, "play 5S H")
    assert row(state, "H") == "5S 6H 7H"
    assert state.view(1).get("stand_ins") == (("H", Card.parse("5S")),)


def test_the_displaced_card_must_be_played_on_the_trump_pile() -> None:
    """ "The card that was displaced by the trump card must be played on the
    trump pile." (NOTES: "the displaced real X is then owed to the trump
    row".) The five of hearts no longer fits the hearts row; it takes the
    trump's place on the spades row, once that row reaches it."""
    state = position(["5S 2C", "5H 3C", "6S KD"], rows="7H 6H 7S", options=TRUMP)
    do(state, "play 5S H")
    assert state.view(0).get("owed") == (Card.parse("5H"),)
    assert moves(state) == ["pass"]  # the spades row wants its six first
    with pytest.raises(IllegalMove, match="trump row"):
        do(state, "play 5H")
    do(state, "pass", "play 6S", "pass")
    assert moves(state) == ["play 5H S"]
    do(state, "play 5H S")
    assert row(state, "S") == "5H 6S 7S"
    assert state.view(0).get("owed") == ()


def test_only_the_displaced_card_fills_the_trumps_place() -> None:
    """The place on the trump row a trump left is kept for the card it
    displaced: no other card goes there (the five of spades is on the hearts
    row, and the only card for the spades row's five is the five of hearts)."""
    state = position(["5D 2C", "KD"], rows="7H 6H 7S 6S 7D 6D", options=TRUMP, stand_ins=[("5S", "H")])
    assert moves(state) == ["play 5D"]
    with pytest.raises(IllegalMove, match="Only a card displaced by a trump"):
        do(state, "play 5D S")


def test_the_seven_of_trumps_is_always_played_as_trump() -> None:
    """ "As it can get rather confusing which pile is which, the 7 of trump
    must be played as trump (i.e. cannot be played to replace the 7 of any
    other suit)." """
    state = position(["7S 2C", "KD"], options=TRUMP)
    assert moves(state) == ["play 7S"]
    with pytest.raises(IllegalMove, match="always played as a trump"):
        do(state, "play 7S H")
    do(state, "play 7S")
    assert row(state, "S") == "7S"


def test_the_last_turned_up_card_may_name_trumps() -> None:
    """ "If you have an uneven number of players and have chosen to flip the
    extra card (s), the suit of the last flipped card can automatically be
    called to be trump." """
    for seed in range(10):
        state = GAME.new_hand(5, TURNED, seed=seed)
        assert len(state.turned_up) == 2
        assert state.trump is state.turned_up[-1].suit


def test_with_no_card_turned_up_spades_are_trumps() -> None:
    """Decision: when the cards come out even nothing is turned up; spades,
    the text's usual trumps, are trumps then."""
    assert GAME.new_hand(4, TURNED, seed=1).trump is Suit.SPADES


def test_trumps_from_the_turned_card_need_the_odd_cards_face_up() -> None:
    """ "If you ... have chosen to flip the extra card (s)": without the odd
    cards turned face up no card names trumps."""
    with pytest.raises(OptionError, match="turned face up"):
        GAME.resolve(5, {"trump": "turned"})


def test_a_turned_trump_may_take_the_first_place_it_can() -> None:
    """ "(and this should be decided before the deal), either the flipped card
    replaces the first card it can (i.e. is played as an indiscriminant
    trump)": once the hearts row wants a five, the turned-up five of spades
    takes that place by itself, and the five of hearts is owed to the spades
    row."""
    options = {**TURNED, "turned_trump": "first_place"}
    state = position(["6H 2C", "5H KD", "QD"], rows="7H", turned="5S", options=options)
    assert state.trump is Suit.SPADES
    do(state, "play 6H")
    assert row(state, "H") == "5S 6H 7H" and state.turned == []
    assert state.view(1).get("owed") == (Card.parse("5H"),)
    assert moves(state) == ["pass"]


def test_a_turned_trump_may_have_to_go_on_the_trump_row() -> None:
    """ "or (this is what I prefer) must be played as trump on the trump
    pile": the turned-up five of spades waits for the spades row (the
    default)."""
    state = position(["6H 6S 2C", "5H KD", "QD"], rows="7H 7S", turned="5S", options=TURNED)
    do(state, "play 6H")
    assert row(state, "H") == "6H 7H" and state.turned == [Card.parse("5S")]
    assert moves(state) == ["play 5H"]
    do(state, "play 5H", "pass", "play 6S")
    assert row(state, "S") == "5S 6S 7S" and state.turned == []


def test_double_deck_trump_follows_both_sets_of_rules() -> None:
    """ "Follow the rules of Double Deck Fan Tan and Trump Fan Tan at the same
    time." A five of spades stands for a five of hearts on one hearts row:
    one five of hearts may still go home on the other row, and the other is
    owed to a spades row, where the second five of spades leaves it room."""
    rows = "7H 6H 7H-2 6H-2 7S 6S"
    state = position(["5S 2C", "5H 5H-2 3C", "5S-2 KD", "QD"], rows=rows, options=DOUBLE_TRUMP)
    do(state, "play 5S H1")
    assert moves(state) == ["play 5H H2", "play 5H S1", "play 5H-2 H2", "play 5H-2 S1"]
    do(state, "play 5H H2")
    assert moves(state) == ["play 5S-2 S1"]
    do(state, "play 5S-2 S1", "pass", "pass")
    assert row(state, "S1") == "5S-2 6S 7S"
    assert moves(state) == ["pass"]  # the five of hearts waits for the second spades row
    assert state.view(0).get("owed") == (Card.parse("5H"),)


def test_double_deck_trump_is_for_four_to_ten_players() -> None:
    """Double Deck Trump Fan Tan has Double Deck's players."""
    values = GAME.preset("double_deck_trump").values
    GAME.resolve(4, values)
    GAME.resolve(10, values)
    with pytest.raises(OptionError):
        GAME.resolve(3, values)
