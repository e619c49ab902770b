"""The Hearts sheet. Rules notes: "the queen of spades is 13; shooting the
moon adds 26 to each other player; game to 100, lowest wins"; "pass left,
right, across, hold"."""

from __future__ import annotations

from cardtable.core.game import HandResult
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.hearts.sheet import HeartsSheet

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = HeartsSheet()
NAMES = ["Anne", "Beth", "Cath", "Diana"]


def test_points_taken_are_the_scores_and_the_lowest_leads() -> None:
    sheet = new_sheet(KIND, NAMES, [{"taken": [0, 13, 5, 8]}, {"taken": [4, 0, 22, 0]}])
    derived = KIND.derive(sheet)
    assert [row.points for row in derived.rows] == [(0, 13, 5, 8), (4, 0, 22, 0)]
    assert derived.totals == (4, 13, 27, 8)
    assert derived.leaders == (0,)
    assert all(not row.problems for row in derived.rows)


def test_shooting_the_moon_marked() -> None:
    """ "Shooting the moon adds 26 to each other player" (the shooter scores 0)."""
    sheet = new_sheet(KIND, NAMES, [{"taken": [0, 26, 0, 0], "moon": 1}])
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (26, 0, 26, 26)
    assert not derived.rows[0].problems
    shooter = derived.rows[0].cells["points"][1]
    assert shooter.strong and shooter.tip == "shot the moon"
    assert derived.rows[0].cells["points"][0].tip == "26 for the moon"


def test_all_26_with_nobody_marked_as_the_shooter_is_refused() -> None:
    """A row 0/26/0/0 with "Shot the moon: nobody" is not silently scored as a
    moon: it is refused with the reason. A row stored before the check still
    scores as the moon it was, with the problem shown."""
    refusal = (
        "Beth took all 26 points, which is shooting the moon: choose Beth under “Shot the moon”, "
        "or correct the points taken."
    )
    sheet = new_sheet(KIND, NAMES)
    for entry in ({"taken": [0, 26, 0, 0], "moon": None}, {"taken": [0, 26, 0, 0]}):
        assert problems(KIND, sheet, 0, entry) == [refusal]
    stored = new_sheet(KIND, NAMES, [{"taken": [0, 26, 0, 0], "moon": None}])
    derived = KIND.derive(stored)
    assert derived.rows[0].points == (26, 0, 26, 26)
    assert [problem.text(NAMES) for problem in derived.rows[0].problems] == [refusal]


def test_the_game_ends_at_the_target_and_the_lowest_total_wins() -> None:
    """ "Game to 100, lowest wins"."""
    rows = [{"taken": [0, 26, 0, 0], "moon": 1}] * 3 + [{"taken": [10, 0, 16, 0]}]
    sheet = new_sheet(KIND, NAMES, rows)
    derived = KIND.derive(sheet)
    assert derived.totals == (88, 0, 94, 78)
    assert not derived.is_over
    sheet.rows.append({"taken": [13, 0, 0, 13]})
    derived = KIND.derive(sheet)
    assert derived.totals == (101, 0, 94, 91)
    assert derived.winners == (1,)
    assert KIND.summary(sheet) == "Beth won"
    short = new_sheet(KIND, NAMES, [{"taken": [26, 0, 0, 0], "moon": 0}], target=25)
    assert KIND.derive(short).winners == (0,)


def test_the_points_taken_must_add_up_to_26() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"taken": [0, 13, 5, 7]}) == [
        "The points taken add up to 25, not 26: every hand holds 13 hearts at 1 point and the queen "
        "of spades at 13 (a moon shot changes the scores, not the points taken)."
    ]
    # Scores typed as after a moon (0, 26, 26, 26) are not points taken.
    assert "hearts_total" in codes(KIND, sheet, 0, {"taken": [0, 26, 26, 26], "moon": 0})


def test_the_shooter_must_have_taken_26() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"taken": [0, 25, 1, 0], "moon": 1}) == [
        "Beth shot the moon, so took all 26 points, not 25."
    ]
    assert problems(KIND, sheet, 0, {"taken": [0, 26, 0, 0], "moon": 7}) == [
        "The player who shot the moon is not at this table."
    ]


def test_missing_and_impossible_points() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {"taken": [0, None, 26, 0]}) == ["Enter the points Beth took."]
    assert problems(KIND, sheet, 0, {"taken": [27, -1, 0, 0]}) == [
        "Anne took 27 points: a player takes 0 to 26.",
        "Beth took -1 points: a player takes 0 to 26.",
    ]


def test_the_pass_column_and_the_next_pass() -> None:
    """ "Pass left, right, across, hold"."""
    sheet = new_sheet(KIND, NAMES, [{"taken": [13, 13, 0, 0]}] * 3)
    derived = KIND.derive(sheet)
    assert texts(derived, "pass") == ["left", "right", "across"]
    assert [note.text(NAMES) for note in derived.notes] == ["Next hand: no passing."]
    sheet.rows.append({"taken": [0, 0, 13, 13]})
    assert [note.text(NAMES) for note in KIND.derive(sheet).notes] == ["Next hand: pass left."]
    three = new_sheet(KIND, NAMES[:3], [{"taken": [26, 0, 0], "moon": 0}])
    assert "pass" not in [column.key for column in KIND.derive(three).columns]


def test_entry_from_a_result_with_and_without_the_moon() -> None:
    sheet = new_sheet(KIND, NAMES)
    plain = HandResult((3, 13, 10, 0), {"points": (3, 13, 10, 0), "moon": None, "pass": "left"})
    assert KIND.entry_from_result(sheet, plain) == {"taken": [3, 13, 10, 0], "moon": None}
    moon = HandResult((26, 26, 0, 26), {"points": (26, 26, 0, 26), "moon": 2, "pass": "hold"})
    assert KIND.entry_from_result(sheet, moon) == {"taken": [0, 0, 26, 0], "moon": 2}


def test_a_played_match_fills_the_sheet_with_the_match_scores() -> None:
    game = get_game("hearts")
    match = Match(game, 4, {"target": 40}, seed=7)
    play_match(match, seed=7)
    sheet = new_sheet(KIND, NAMES, target=40)
    for record in match.hands:
        sheet.rows.append(KIND.entry_from_result(sheet, record.result))
    derived = KIND.derive(sheet)
    assert all(not row.problems for row in derived.rows)
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners()
    assert game.sheet_kind().id == "hearts"
