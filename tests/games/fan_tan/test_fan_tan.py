"""Fan Tan, the basic game: one test per sentence of "Fan Tan from Hoyle's
Book of Games" (shared/seeds/001_..., "Basic Rules") and of the Fan Tan line
of shared/rules/NOTES.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.core.cards import Card, Suit, french_deck, shuffled
from cardtable.core.game import HandContext
from cardtable.core.options import OptionError
from cardtable.core.reasons import IllegalMove
from cardtable.games.fan_tan import GAME

from .helpers import do, moves, position, row


def test_four_players_or_three_to_six() -> None:
    """ "Fan Tan is an exceedingly light and fun card game for four players,
    although we've played single-deck Fan Tan (see variations) with as few as
    three and as many as six players." """
    assert GAME.default_players == 4
    for players in (3, 4, 5, 6):
        GAME.resolve(players, {"packs": "1", "deal": "all"})
    for players in (2, 7):
        with pytest.raises(OptionError, match="three to six players"):
            GAME.resolve(players, {"packs": "1", "deal": "all"})


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_whole_pack_is_dealt_out(players: int) -> None:
    """ "Shuffle, cut, and deal the deck out to all of the players." """
    state = GAME.new_hand(players, {}, seed=players)
    assert Counter(state.cards()) == Counter(french_deck())
    assert sum(len(hand) for hand in state.hands) == 52
    assert not state.stock and not state.turned


def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left() -> None:
    """ "deal out the extra cards in the order that they would normally be
    dealt": one card to each player in turn, from the dealer's left."""
    deck = shuffled(french_deck(), random.Random("round"))
    state = GAME.new_hand(4, {}, seed="round", context=HandContext(0, 1, (0,) * 4))
    for index, card in enumerate(deck):
        assert card in state.hands[(2 + index) % 4]


@pytest.mark.parametrize("players,sizes", [(3, [18, 17, 17]), (5, [11, 11, 10, 10, 10]), (6, [9, 9, 9, 9, 8, 8])])
def test_the_odd_cards_are_dealt_round(players: int, sizes: list[int]) -> None:
    """ "If you are not playing with exactly four players, there will be extra
    cards. Canonical rules state that you should deal out the extra cards in
    the order that they would normally be dealt, since the deal changes every
    time and this will not inconvenience one player more than any other
    player" (NOTES: "odd cards are dealt round (uneven hands)"): the players
    nearest the dealer's left hold one card more."""
    dealer = players - 1  # seat 0 is on the dealer's left
    state = GAME.new_hand(players, {}, seed=7, context=HandContext(0, dealer, (0,) * players))
    assert [len(hand) for hand in state.hands] == sizes
    assert state.view(0).pile("hand:1").count == sizes[1]


def test_the_odd_cards_may_be_turned_face_up() -> None:
    """ "but you can also simply turn the extra cards face up": the hands are
    even, and the extra cards lie face up for everyone to see."""
    state = GAME.new_hand(5, {"odd_cards": "face_up"}, seed=3)
    assert [len(hand) for hand in state.hands] == [10] * 5
    assert len(state.turned_up) == 2
    assert Counter(state.cards()) == Counter(french_deck())
    for seat in range(5):
        assert state.view(seat).get("turned_up") == state.turned_up
    assert state.view(None).get("turned_up") == state.turned_up


def test_turned_up_cards_go_onto_the_rows_as_soon_as_they_fit() -> None:
    """Decision (the text says no more than "turn the extra cards face up"):
    a turned-up card belongs to nobody; it goes onto its row by itself as
    soon as it fits, so no row waits for it for ever."""
    state = position(
        ["7H 9S 2C", "5H KC QD"],
        turned="6H 7S",
        options={"odd_cards": "face_up"},
    )
    assert row(state, "S") == "7S"  # a seven fits at once
    assert state.turned == [Card.parse("6H")]
    do(state, "play 7H")
    assert row(state, "H") == "6H 7H"  # the six followed the seven by itself
    assert state.turned == []
    assert "play 5H" in moves(state)


def test_the_player_left_of_the_dealer_goes_first() -> None:
    """ "The player to the left of the dealer goes first and must play if
    possible." """
    for dealer in range(4):
        state = GAME.new_hand(4, {}, seed=dealer, context=HandContext(0, dealer, (0,) * 4))
        assert state.to_move == (dealer + 1) % 4


def test_play_goes_round_passing_or_playing() -> None:
    """ "Play proceeds around the table with players passing if they cannot
    play and playing if they can." """
    state = position(["2C 3C", "7H 8D", "9S 10S"])
    assert moves(state) == ["pass"]
    do(state, "pass")
    assert state.to_move == 1 and moves(state) == ["play 7H"]
    do(state, "play 7H")
    assert state.to_move == 2 and moves(state) == ["pass"]
    do(state, "pass")
    assert state.to_move == 0


def test_the_first_player_out_wins_and_the_hand_ends() -> None:
    """ "The winner is the first player who has played all of his or her cards." """
    state = position(["7H", "8H 9H", "6H 5H"], rows="")
    do(state, "play 7H")
    assert state.to_move is None and state.winner == 0
    assert state.legal_moves() == ()
    result = GAME.hand_result(state)
    assert result.cells["winner"] == 0
    assert "went out first" in str(result.summary[0])


def test_a_seven_is_always_a_valid_play() -> None:
    """ "A valid play is: A seven" """
    state = position(["7C 7D 2S", "KH"], rows="7H 8H 9H")
    assert moves(state) == ["play 7C", "play 7D"]


def test_builds_are_in_suit_on_the_cards_played() -> None:
    """ "A build up or down on cards currently played according to suit (i.e.
    clubs are played on clubs, hearts on hearts, etc.)" """
    state = position(["6H 8C 6C 9H", "2D"], rows="7H")
    assert moves(state) == ["play 6H"]
    with pytest.raises(IllegalMove, match="does not fit"):
        do(state, "play 8C")


def test_the_six_goes_below_the_seven_and_the_eight_above() -> None:
    """ "If there is a seven out, and you have either (or both) the six and
    eight of that suit, you can either play the six on the lower vertical half
    of the seven or the eight on the upper vertical half of the seven." """
    state = position(["6S 8S 2C", "KD"], rows="7S")
    assert moves(state) == ["play 6S", "play 8S"]
    do(state, "play 6S")
    assert row(state, "S") == "6S 7S"
    state = position(["6S 8S 2C", "KD"], rows="7S")
    do(state, "play 8S")
    assert row(state, "S") == "7S 8S"


def test_after_the_six_the_next_player_may_play_a_five_an_eight_or_elsewhere() -> None:
    """ "If you played the six, the next player can play a five or an eight or
    play on a different pile." """
    state = position(["6S 2C", "5S 8S 4D", "KH"], rows="7S 7D")
    do(state, "play 6S")
    assert moves(state) == ["play 5S", "play 8S"]
    state = position(["6S 2C", "5S 8S 6D", "KH"], rows="7S 7D")
    do(state, "play 6S")
    assert moves(state) == ["play 6D", "play 5S", "play 8S"]


def test_aces_end_the_lower_half_and_kings_the_upper() -> None:
    """ "Aces are low, Kings are high -- i.e., after the ace has been played,
    no other cards will be played on the lower half of the seven. Same with
    kings and the upper half of the seven." A king does not go round to the
    ace."""
    state = position(["AC 2D", "KC 3D", "4D"], rows="7C 6C 5C 4C 3C 2C 8C 9C 10C JC QC")
    assert moves(state) == ["play AC"]
    do(state, "play AC")
    assert moves(state) == ["play KC"]
    do(state, "play KC")
    assert row(state, "C") == "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
    assert not any(card.suit is Suit.CLUBS for card in state.layout.playable())


def test_you_must_play_if_you_can() -> None:
    """ "If you can play, you must play." ("Watch your cards carefully! The
    best way to ruin a Fan Tan game is to pass and then realize a few turns
    later that you could have actually played back then": the table refuses
    such a pass.)"""
    state = position(["8H 2C", "KD"], rows="7H")
    assert moves(state) == ["play 8H"]
    with pytest.raises(IllegalMove, match="if you can play, you must"):
        do(state, "pass")


def test_a_player_who_cannot_play_passes() -> None:
    """ "players passing if they cannot play": the only move is to pass."""
    state = position(["2C 3C", "KD"], rows="7H")
    assert moves(state) == ["pass"]
    with pytest.raises(IllegalMove, match="not in your hand|do not hold"):
        do(state, "play KD")


def test_the_sample_game() -> None:
    """The text's "Sample Game (4 players)": "Player 1 has no sevens and
    passes"; "Player 2 has the seven of hearts and seven of spades, must play
    one of them" (the text's pile then shows the seven of hearts: we follow
    the pile); "Player 3 ... chooses the play the eight of hearts on the seven
    of hearts"; "Player 4 has the six of hearts and plays it"; "Player 1 has
    the five of hearts and plays it"; "Since player 2 does not have the four
    or nine of hearts, he must play the seven of spades." """
    state = position(
        [
            "5H 2C 3D 4S KS QH",
            "7H 7S 10H 2D 3S KD",
            "8H 7C 9D 10C JD QC",
            "6H AD AC AS 2H 3H",
        ]
    )
    do(state, "pass")
    assert set(moves(state)) == {"play 7H", "play 7S"}
    do(state, "play 7H", "play 8H", "play 6H", "play 5H")
    assert moves(state) == ["play 7S"]
    do(state, "play 7S")
    assert row(state, "H") == "5H 6H 7H 8H" and row(state, "S") == "7S"


def test_every_hand_ends_with_a_winner() -> None:
    """Every card can always be played in time, so a hand of Fan Tan ends
    with a player out of cards, whoever plays."""
    rng = random.Random(5)
    for seed in range(30):
        state = GAME.new_hand(3 + seed % 4, {}, seed=seed)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
        assert state.winner is not None and not state.hands[state.winner]


def test_every_seat_sees_who_passed_until_that_player_plays_again() -> None:
    """ "players passing if they cannot play": a pass moves no card, so the
    view says it on the passer's plate until that player's next turn."""
    state = position(["2C 5H", "KD 6H", "QD 9H"], rows="7H")
    do(state, "pass", "play 6H")

    def notes(seat: int) -> list[str | None]:
        return [note and note.code for note in state.view(seat).get("seat_notes")]

    assert notes(0) == notes(2) == ["note_passed", None, None]
    do(state, "pass")
    assert notes(1) == ["note_passed", None, "note_passed"]
    do(state, "play 5H")
    assert notes(1) == [None, None, "note_passed"]


def test_a_crazy_tan_draw_that_brought_nothing_is_shown() -> None:
    """Crazy Tan: "you must either play ... or draw a card": a draw that
    brought nothing to play is shown on the drawer's plate."""
    options = {"packs": "1", "deal": "seven"}
    state = position(["2C 3C", "KD 4D", "QD 5D"], rows="7H", options=options, stock="KS QS")
    do(state, "draw")
    assert state.to_move == 1
    assert [note and note.code for note in state.view(1).get("seat_notes")] == ["note_drew", None, None]
