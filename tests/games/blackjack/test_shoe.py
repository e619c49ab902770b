"""The shoe: the cut card, the reshuffle between rounds, and a shoe that
lasts over a match's rounds."""

from __future__ import annotations

import random

from cardtable.core.game import HandContext
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.games.blackjack import GAME
from cardtable.games.blackjack.ai import NormalAgent
from cardtable.games.blackjack.shoe import cut_position, shoe_seed, shuffled_shoe, start_of_round

from .helpers import play


def test_the_shoe_holds_the_decks_and_the_cut_card_sits_at_the_penetration() -> None:
    """NOTES: "Default six decks"; the cut card at ``penetration`` % of the shoe."""
    state = GAME.new_hand(1, None, "shoe")
    assert len(list(state.cards())) == 312
    assert cut_position(6, 75) == 234 and len(state.shoe) == 234 and len(state.past_cut) == 78
    assert (
        state.view(0).get("to_cut") == 234 and str(state.view(0).status[0]) == "Shoe: 312 cards, 234 to the cut card."
    )
    assert shuffled_shoe(1, "x") == shuffled_shoe(1, "x") != shuffled_shoe(1, "y")


def test_the_cut_card_ends_the_shoe_after_the_round() -> None:
    """When the cut card comes out during a round, the round is finished and
    the next one is dealt from a new shuffle."""
    context = HandContext(1, 0, (0,), ({"shoe_round": 0, "shoe_used": 37, "reshuffle": False},))
    state = GAME.new_hand(1, {"decks": 1}, "new", context)
    assert len(state.discards) == 37 and len(state.shoe) == 2  # the cut card sits at 39
    play(state, "bet 10")
    while state.to_move is not None:
        play(state, "decline" if state.phase == "insurance" else "stand")
    cells = GAME.hand_result(state).cells
    assert cells["reshuffle"] is True and cells["shoe_round"] == 0 and cells["shoe_used"] >= 41
    again = start_of_round(1, "next", 2, (cells,))
    assert again.round == 2 and again.used == 0


def test_a_shoe_that_runs_out_goes_on_with_the_discards() -> None:
    """If the shoe runs out mid-round, the discards of the shoe's earlier
    rounds are shuffled to go on; no card is created or lost."""
    context = HandContext(1, 0, (0,) * 7, ({"shoe_round": 0, "shoe_used": 46, "reshuffle": False},))
    state = GAME.new_hand(7, {"decks": 1, "penetration": 90}, "runs out", context)
    assert len(state.shoe) + len(state.past_cut) == 6
    for _ in range(7):
        play(state, "bet 10")
    assert not state.discards or state.cards_left() < 46
    assert sum(len(h["cards"]) for box in state.hands for h in box) == 14
    assert sorted(c.text for c in state.cards()) == sorted(c.text for c in shuffled_shoe(1, "x"))


def test_the_shoe_lasts_over_the_rounds_of_a_match() -> None:
    """Each round deals on from where the last one stopped, until the cut
    card comes out; the match replays exactly from its record."""
    match = Match(GAME, 3, {"decks": 1, "rounds": 12}, seed="match shoe")
    agents = [NormalAgent() for _ in range(3)]
    rng = random.Random(1)
    shuffles, used = [], []
    while not match.is_over:
        state = match.deal()
        used.append((state.shoe_round, state.dealt))
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        match.finish_hand()
        shuffles.append(match.hands[-1].result.cells["reshuffle"])
    assert any(shuffles) and not all(shuffles)
    for number in range(1, len(used)):
        previous = match.hands[number - 1].result.cells
        if previous["reshuffle"]:
            assert used[number] == (number, 0)
        else:
            assert used[number] == (previous["shoe_round"], previous["shoe_used"])
    copy = Match.replay(GAME, match.record())
    assert copy.scores == match.scores


def test_nothing_public_rebuilds_the_shoe() -> None:
    """The cells every seat sees name the round the shoe was shuffled in,
    never its seed: the shuffle comes from the match's own seed, which no
    seat holds (a shoe rebuilt from the public cells would show every card
    to come)."""
    match = Match(GAME, 2, {"decks": 1, "rounds": 5}, seed="private match")
    agents = [NormalAgent() for _ in range(2)]
    rng = random.Random(2)
    for _ in range(3):
        state = match.deal()
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        match.finish_hand()
    public = repr([record.result.cells for record in match.hands if record.result])
    assert "private match" not in public and "seed" not in public
    assert shoe_seed("private match/2", 0) == shoe_seed("private match/0", 0) != shoe_seed("other/2", 0)
