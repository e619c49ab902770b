"""What the Cribbage view tells a table beyond the piles: whose "go" stands,
which pegged cards belong to counts already finished, and the show counted
step by step with the cards of each step."""

from __future__ import annotations

from cardtable.core.cards import Card, parse_cards
from cardtable.games.cribbage.scoring import count_steps, score_hand

from .support import moves, pegging
from .test_rules import TWO_DISCARDS, TWO_HANDS


def test_a_go_stands_until_the_next_count_has_its_first_card() -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H")
    assert state.view(0).get("go_standing") == ()
    moves(state, "go")  # seat 0 says go; seat 1 cannot play either: the count ends at once
    assert state.count == 0
    assert state.view(0).get("go_standing") == (0,)
    assert state.view(1).get("go_standing") == (0,)
    moves(state, "play QC")
    assert state.view(0).get("go_standing") == ()


def test_the_pegged_cards_of_finished_counts_are_told_apart() -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H")
    assert state.view(0).get("earlier_counts") == (0, 0)
    moves(state, "go", "play QC")
    view = state.view(1)
    assert view.get("earlier_counts") == (1, 2)
    # The first cards of each row are the finished ones; the rest is this count.
    for seat, earlier in enumerate(view.get("earlier_counts")):
        assert view.pile(f"pegging:{seat}").cards[earlier:] == tuple(
            card for card in view.get("count_cards") if card in state.played[seat]
        )


def test_the_show_is_given_step_by_step_with_the_cards_of_each_step() -> None:
    steps = count_steps(score_hand(parse_cards("5H 5S 10D JC"), Card.parse("2D")))
    assert [step.phrase for step in steps] == [
        "fifteen two",
        "fifteen four",
        "fifteen six",
        "fifteen eight",
        "a pair is ten",
    ]
    assert steps[0].cards == tuple(parse_cards("5H 10D")) and steps[0].points == 2
    assert set(steps[-1].cards) == set(parse_cards("5H 5S"))
    three = count_steps(score_hand(parse_cards("7H 7S 7D 2C"), Card.parse("KC")))
    assert [(step.phrase, len(step.cards)) for step in three] == [("three of a kind is six", 3)]


def test_the_view_counts_each_hand_of_the_show_in_order() -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    while state.to_move is not None:
        state.apply(state.legal_moves()[0])
    shown = state.view(0).get("show_steps")
    assert [(seat, kind) for seat, kind, _cards, _steps in shown] == [
        (event.seat, event.kind) for event in state.log if event.kind in ("hand", "crib")
    ]
    for _seat, kind, cards, steps in shown:
        starter = state.starter
        assert sum(step.points for step in steps) == score_hand(cards, starter, kind == "crib").total
        assert all(set(step.cards) <= set(cards) | {starter} for step in steps)
