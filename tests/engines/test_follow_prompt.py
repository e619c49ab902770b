"""The prompt of a seat that must play to a trick, in every trick game: it
says "follow clubs" only to a seat that holds a club; a seat out of the suit
is told what it may play instead, and the other seats hear only the public
rule (whether a seat can follow is hidden)."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import Suit
from cardtable.core.game import HandContext
from cardtable.core.registry import get_game
from cardtable.games.hearts.rules import PLAY

from ..games.hearts.positions import FOLLOWING, arranged, card, play_all


def test_follow_prompt_says_follow_only_to_a_seat_that_can() -> None:
    from cardtable.engines.tricks import follow_prompt  # here, so the other tests run without it

    clubs = [card("2C"), card("AH")]
    assert str(follow_prompt(Suit.CLUBS, clubs)) == "Play a card: follow clubs."
    assert str(follow_prompt(Suit.DIAMONDS, clubs)) == "You have no diamonds: play any card."
    assert str(follow_prompt(Suit.DIAMONDS, None)) == "Play a card: follow diamonds."


def test_hearts_out_of_clubs_on_the_first_trick_and_after() -> None:
    state = arranged(*FOLLOWING)
    play_all(state, "2C")  # seat 1 holds hearts and diamonds, no club
    assert str(state.view(1).prompt) == "You have no clubs: play any card but a heart or the queen of spades."
    assert str(state.view(0).prompt) == "Play a card: follow clubs."
    play_all(state, "2D", "AC", "6D", "5C")  # seat 3 is out of clubs on the second trick
    assert str(state.view(3).prompt) == "You have no clubs: play any card."
    assert PLAY[card("JH")] in state.legal_moves()


@pytest.mark.parametrize("game_id", ["hearts", "spades", "oh_hell", "barbu"])
def test_the_prompt_to_follow_never_misleads(game_id: str) -> None:
    """Over random hands: "follow X" only to a seat holding X (or the card
    standing for it); "play any card" only when every card may be played."""
    game = get_game(game_id)
    rng = random.Random(game_id)
    seen = set()
    for number in range(12):
        players = game.default_players
        state = game.new_hand(players, None, f"follow/{number}", HandContext(number, number % players, (0,) * players))
        while state.to_move is not None:
            seat = state.to_move
            trick = getattr(state, "trick", ())
            if state.phase == "play" and trick and not state.legal_moves()[0].kind == "pass":
                mine = state.view(seat).prompt
                other = state.view((seat + 1) % players).prompt
                seen.add(mine.code)
                assert other.code == "follow"
                legal = {move.cards[0] for move in state.legal_moves()}
                if mine.code == "follow":  # a card of the suit, or the joker standing for one
                    led = dict(mine.args)["suit"]
                    assert any(c.suit is led or c.suit is None for c in legal)
                elif mine.code == "follow_void":
                    assert legal == set(state.hands[seat])
                elif mine.code == "follow_void_trump":  # Barbu: head the trick with a trump
                    assert all(c.suit is state.trumps for c in legal)
            state.apply(rng.choice(state.legal_moves()))
    assert "follow" in seen and "follow_void" in seen
