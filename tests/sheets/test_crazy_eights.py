"""The Crazy Eights sheet. The rules text: "Everyone else scores penalty
points for the cards still in hand: 50 for an eight (or whichever rank changes
suit), 10 for a king, queen or jack, and the number for any other card (ace
1). The winner of the hand scores nothing. The match ends when someone's total
reaches the target (option Game to, 100 by default); the lowest total wins."
A blocked hand: "it ends with no winner and everyone scores the cards they hold"."""

from __future__ import annotations

import pytest

from cardtable.core.game import HandResult
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.crazy_eights.sheet import CrazyEightsSheet

from .helpers import new_sheet, play_match, problems, texts

KIND = CrazyEightsSheet()
NAMES = ["Anne", "Beth", "Cath"]


def test_the_winner_scores_nothing_the_others_their_penalty() -> None:
    sheet = new_sheet(KIND, NAMES, [{"winner": 1, "penalty": [12, 0, 58], "cards_left": [3, 0, 2]}])
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (12, 0, 58)
    assert not derived.rows[0].problems
    assert texts(derived, "cards") == [["3", "0", "2"]]
    winner = derived.rows[0].cells["points"][1]
    assert winner.strong and winner.tip == "went out"
    assert derived.leaders == (1,)


def test_a_blocked_hand_scores_everyone() -> None:
    sheet = new_sheet(KIND, NAMES, [{"winner": None, "penalty": [4, 9, 1]}])
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (4, 9, 1) and not derived.rows[0].problems


def test_the_match_ends_at_the_target_and_the_lowest_wins() -> None:
    rows = [{"winner": 0, "penalty": [0, 60, 30]}, {"winner": 2, "penalty": [20, 45, 0]}]
    sheet = new_sheet(KIND, NAMES, rows)
    derived = KIND.derive(sheet)
    assert derived.totals == (20, 105, 30)
    assert derived.winners == (0,)
    assert not KIND.derive(new_sheet(KIND, NAMES, rows, target=200)).is_over


def test_score_by_cards_left() -> None:
    sheet = new_sheet(KIND, NAMES, [{"winner": 2, "penalty": None, "cards_left": [3, 1, 0]}], score="cards")
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (3, 1, 0) and not derived.rows[0].problems
    assert problems(KIND, sheet, 1, {"winner": 2, "cards_left": [3, None, 0]}) == [
        "Enter how many cards Beth still holds."
    ]


def test_the_winner_holds_nothing() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"winner": 0, "penalty": [5, 3, 8]}) == [
        "Anne went out, so holds no cards and scores nothing."
    ]
    assert problems(KIND, sheet, 0, {"winner": 0, "penalty": [0, 3, 8], "cards_left": [1, 1, 1]}) == [
        "Anne went out, so holds no cards and scores nothing."
    ]
    assert problems(KIND, sheet, 0, {"winner": 5, "penalty": [1, 3, 8]}) == [
        "The player who went out is not at this table."
    ]


def test_the_others_hold_at_least_a_card() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"winner": 0, "penalty": [0, 0, 8]}) == [
        "Beth did not go out, so still holds a card: at least 1 penalty point."
    ]
    assert problems(KIND, sheet, 0, {"winner": 0, "penalty": [0, 3, 8], "cards_left": [0, 0, 1]}) == [
        "Beth did not go out, so still holds at least one card."
    ]
    assert problems(KIND, sheet, 0, {"winner": 0, "penalty": [0, None, 8]}) == ["Enter the penalty points of Beth."]


@pytest.mark.parametrize("points,cards", [(2, 3), (101, 2), (51, 1)])
def test_penalty_points_must_fit_the_cards(points: int, cards: int) -> None:
    """Each card counts 1 (an ace) to 50 (an eight)."""
    sheet = new_sheet(KIND, NAMES)
    entry = {"winner": 0, "penalty": [0, points, 8], "cards_left": [0, cards, 1]}
    assert problems(KIND, sheet, 0, entry) == [
        f"Beth's penalty of {points} cannot come from {cards} card{'s' if cards > 1 else ''}: each card counts 1 to 50."
    ]
    entry["penalty"][1] = cards * 10
    assert problems(KIND, sheet, 0, entry) == []


def test_entry_from_result() -> None:
    sheet = new_sheet(KIND, NAMES)
    result = HandResult((0, 18, 50), {"cards_left": (0, 3, 1), "penalty": (0, 18, 50), "winner": 0})
    assert KIND.entry_from_result(sheet, result) == {"winner": 0, "penalty": [0, 18, 50], "cards_left": [0, 3, 1]}


def test_a_played_match_fills_the_sheet_with_the_match_scores() -> None:
    game = get_game("crazy_eights")
    assert game.sheet_kind().id == "crazy_eights"
    match = Match(game, 3, {"target": 60}, seed=3)
    play_match(match, seed=3)
    sheet = new_sheet(KIND, NAMES, target=60)
    for record in match.hands:
        sheet.rows.append(KIND.entry_from_result(sheet, record.result))
    derived = KIND.derive(sheet)
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners()
