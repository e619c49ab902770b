"""The Cribbage sheet. Rules notes: "Default: the standard rules (dealer owns
the crib; non-dealer pegs first and counts first; dealer's hand and then the
crib ...)"; "Option "Seed house rules": the box scores for the non-dealer, the
dealer pegs first and counts first"; "heels 2 ... 121 ends the game at once";
"Four players: partners opposite"."""

from __future__ import annotations

import pytest

from cardtable.core.game import HandResult
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.cribbage.sheet import CribbageSheet, possible_show

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = CribbageSheet()
TWO = ["Anne", "Beth"]
THREE = ["Anne", "Beth", "Cath"]


def _deal(pegging, hand, crib, heels=False):
    return {"pegging": list(pegging), "hand": list(hand), "crib": list(crib), "heels": heels}


def test_a_deal_adds_pegging_hand_crib_and_heels() -> None:
    sheet = new_sheet(KIND, TWO, [_deal([3, 5], [8, 12], [4, 0], heels=True), _deal([2, 4], [6, 10], [0, 7])])
    derived = KIND.derive(sheet)
    assert [row.points for row in derived.rows] == [(17, 17), (8, 21)]
    assert derived.totals == (25, 38)
    assert texts(derived, "dealer") == ["Anne", "Beth"]
    assert texts(derived, "pegging")[0] == ["5", "5"]  # the dealer's heels pegged with the play
    assert derived.rows[0].cells["pegging"][0].tip == "including 2 for his heels"
    assert texts(derived, "crib") == [["4", ""], ["", "7"]]
    assert derived.leaders == (1,)
    assert all(not row.problems for row in derived.rows)


def test_who_deals_and_who_counts_first() -> None:
    """The deal passes to the left; the non-dealer (dealer's left) pegs and counts first."""
    sheet = new_sheet(KIND, THREE, [_deal([0, 0, 0], [0, 0, 0], [0, 0, 0])], first_dealer=1)
    assert [KIND.dealer(sheet, position) for position in range(4)] == [1, 2, 0, 1]
    assert texts(KIND.derive(sheet), "dealer") == ["Beth"]
    assert [note.text(THREE) for note in KIND.derive(sheet).notes] == [
        "Cath deals next.",
        "Anne pegs first and counts first.",
    ]
    seed = new_sheet(KIND, TWO, seed_rules=True)
    assert [note.text(TWO) for note in KIND.derive(seed).notes] == [
        "Anne deals next.",
        "Anne pegs first and counts first.",
    ]


def test_possible_shows() -> None:
    """A hand or crib counts 0 to 29, never 19, 25, 26 or 27."""
    assert [points for points in range(-1, 31) if not possible_show(points)] == [-1, 19, 25, 26, 27, 30]


@pytest.mark.parametrize("points", [19, 25, 26, 27, 30, -2])
def test_an_impossible_hand_is_refused(points: int) -> None:
    sheet = new_sheet(KIND, TWO)
    assert problems(KIND, sheet, 0, _deal([0, 0], [4, points], [0, 0])) == [
        f"Beth's hand cannot count {points}: a show counts 0 to 29, and never 19, 25, 26 or 27."
    ]


def test_an_impossible_crib_is_refused() -> None:
    sheet = new_sheet(KIND, TWO)
    assert problems(KIND, sheet, 0, _deal([0, 0], [4, 4], [19, 0])) == [
        "The crib cannot count 19: it counts 0 to 29, and never 19, 25, 26 or 27."
    ]
    assert problems(KIND, sheet, 0, _deal([0, 0], [29, 28], [29, 0])) == []


def test_only_the_dealer_has_a_crib() -> None:
    sheet = new_sheet(KIND, TWO)
    assert problems(KIND, sheet, 0, _deal([0, 0], [4, 4], [0, 6])) == [
        "Beth has no crib this deal: the crib belongs to the dealer."
    ]
    seed = new_sheet(KIND, TWO, seed_rules=True)
    assert problems(KIND, seed, 0, _deal([0, 0], [4, 4], [6, 0])) == [
        "Anne has no crib this deal: the crib belongs to the player on the dealer's left."
    ]
    assert problems(KIND, seed, 0, _deal([0, 0], [4, 4], [0, 6])) == []


def test_missing_scores() -> None:
    sheet = new_sheet(KIND, TWO)
    assert problems(KIND, sheet, 0, {"pegging": [None, 1], "hand": [2], "crib": [None, 0]}) == [
        "Enter what Anne pegged (0 or more).",
        "Enter Beth's hand score.",
        "Enter the crib's score for Anne.",
    ]


def test_the_first_to_121_wins_at_once() -> None:
    """ "121 ends the game at once": the non-dealer counts first, so wins even
    if the dealer's hand would have gone further."""
    sheet = new_sheet(KIND, TWO, [_deal([0, 0], [0, 115], [0, 0])])
    sheet.rows.append(_deal([0, 2], [0, 8], [0, 0]))  # Beth deals; Anne counts first with nothing
    derived = KIND.derive(sheet)
    assert derived.winners == (1,)
    assert derived.totals == (0, 125)
    assert [note.text(TWO) for note in derived.notes] == ["Anne is double skunked (under 61): the win counts triple."]
    assert KIND.summary(sheet) == "Beth won"


def test_nothing_counts_after_the_winning_score() -> None:
    sheet = new_sheet(KIND, TWO, [{"positions": [100, 110]}])
    # Hand 2: Beth deals, so Anne counts first and reaches 121 with her hand.
    late = _deal([0, 0], [21, 8], [0, 0])
    assert problems(KIND, sheet, 1, late) == [
        "Anne reached 121, which ends the game at once: nothing counted after that scores."
    ]
    late["hand"] = [21, 11]  # Beth's hand would reach 121 as well
    assert "cribbage_two_winners" in codes(KIND, sheet, 1, late)
    assert problems(KIND, sheet, 1, _deal([0, 0], [21, 0], [0, 0])) == []
    # Reached in the play: neither hand is counted.
    assert problems(KIND, sheet, 1, _deal([21, 3], [0, 0], [0, 0])) == []
    assert "cribbage_after_win" in codes(KIND, sheet, 1, _deal([21, 3], [0, 0], [0, 4]))
    # His heels come before everything: the dealer (Beth, at 119) wins with them.
    near = new_sheet(KIND, TWO, [{"positions": [100, 119]}])
    assert problems(KIND, near, 1, _deal([0, 0], [0, 0], [0, 0], heels=True)) == []
    assert KIND.derive(
        new_sheet(KIND, TWO, [{"positions": [100, 119]}, _deal([0, 0], [0, 0], [0, 0], heels=True)])
    ).winners == (1,)


def test_only_one_side_can_reach_the_target() -> None:
    sheet = new_sheet(KIND, TWO, [{"positions": [119, 118]}])
    assert problems(KIND, sheet, 1, {"positions": [121, 121]}) == [
        "Only one side can reach 121: the game stops at once when someone does."
    ]


def test_short_game_to_61_and_the_skunk_line() -> None:
    sheet = new_sheet(KIND, TWO, [{"positions": [40, 61]}], target=61)
    derived = KIND.derive(sheet)
    assert derived.winners == (1,) and derived.notes == ()
    full = new_sheet(KIND, TWO, [{"positions": [121, 80]}])
    assert [note.text(TWO) for note in KIND.derive(full).notes] == [
        "Beth is skunked (under 91): the win counts double."
    ]


def test_pegs_on_the_board_instead_of_scores() -> None:
    sheet = new_sheet(KIND, TWO, [{"positions": [12, 20]}, {"positions": [30, 26], "pegging": [0, 0]}])
    derived = KIND.derive(sheet)
    assert [row.points for row in derived.rows] == [(12, 20), (18, 6)]
    assert all(not row.problems for row in derived.rows)
    assert texts(derived, "hand") == [["", ""], ["", ""]]
    assert problems(KIND, sheet, 2, {"positions": [29, 40]}) == ["Anne's front peg cannot go back from 30 to 29."]
    assert problems(KIND, sheet, 2, {"positions": [130, 40]}) == ["Anne's peg cannot pass the end of the board at 121."]
    assert problems(KIND, sheet, 2, {"positions": [35, None]}) == [
        "Enter where Beth's front peg stands, or no pegs at all."
    ]
    both = {"positions": [40, 30], **_deal([2, 0], [8, 4], [0, 0])}  # Anne deals hand 3
    assert problems(KIND, sheet, 2, both) == []
    both = {"positions": [41, 30], **_deal([2, 0], [8, 4], [0, 0])}
    assert problems(KIND, sheet, 2, both) == ["Anne's scores add up to 10, but the front peg moved 11."]


def test_partnerships_one_column_per_side() -> None:
    """ "Four players: partners opposite": a column per side, two hands each."""
    names, options = KIND.columns_for(["Anne", "Beth", "Cath", "Diana"], {"target": 121})
    assert names == ["Anne & Cath", "Beth & Diana"]
    assert options == {"target": 121, "partners": True}
    assert KIND.columns_for(TWO, {}) == (TWO, {})
    with pytest.raises(ValueError):
        KIND.resolve(3, {"partners": True})
    sheet = new_sheet(KIND, names, partners=True, first_dealer=3)
    assert KIND.dealer(sheet, 0) == 1  # seat 3 deals: Beth & Diana's side
    assert problems(KIND, sheet, 0, _deal([0, 0], [19, 40], [0, 8])) == []
    assert problems(KIND, sheet, 0, _deal([0, 0], [19, 59], [0, 8])) == [
        "Beth & Diana's two hands cannot count 59: each counts 0 to 29."
    ]


def test_a_row_after_the_game_is_a_problem() -> None:
    sheet = new_sheet(KIND, TWO, [{"positions": [121, 100]}, _deal([1, 1], [2, 2], [0, 0])])
    derived = KIND.derive(sheet)
    assert [reason.text(TWO) for reason in derived.rows[1].problems] == ["The match was already over after hand 1."]


def test_entry_from_result_reads_the_cells() -> None:
    sheet = new_sheet(KIND, TWO)
    result = HandResult((9, 14), {"pegging": (3, 4), "hand": (6, 8), "crib": (0, 0), "heels": (0, 2)})
    assert KIND.entry_from_result(sheet, result) == {
        "pegging": [3, 4],
        "heels": True,
        "hand": [6, 8],
        "crib": [0, 0],
        "positions": None,
    }


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_played_game_fills_the_sheet_with_the_game_scores(players: int) -> None:
    game = get_game("cribbage")
    assert game.sheet_kind().id == "cribbage"
    match = Match(game, players, {"target": 61}, seed=players, first_dealer=1)
    play_match(match, seed=players)
    seats = ["Anne", "Beth", "Cath", "Diana"][:players]
    names, options = KIND.columns_for(seats, {"target": 61, "first_dealer": 1})
    sheet = new_sheet(KIND, names, **options)
    for record in match.hands:
        sheet.rows.append(KIND.entry_from_result(sheet, record.result))
    derived = KIND.derive(sheet)
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert list(derived.totals) == match.scores[: len(names)]
    assert [seat % len(names) for seat in match.winners()][:1] == list(derived.winners)


def test_partners_hands_are_counted_in_seat_order_so_the_sides_alternate() -> None:
    """With four players the hands are counted from the dealer's left round to
    the dealer: an opponent, the dealer's partner, the other opponent, the
    dealer. The non-dealer side can reach 121 on its second hand after the
    dealer's partner has scored: that row is right."""
    names = ["Anne & Cath", "Beth & Diana"]
    sheet = new_sheet(KIND, names, [{"positions": [100, 90]}], partners=True)
    # Hand 2: Beth (seat 1) deals. Cath counts 8, Diana 6, Anne 13 and reaches 121; Beth is not counted.
    assert problems(KIND, sheet, 1, _deal([0, 0], [21, 6], [0, 0])) == []
    derived = KIND.derive(
        new_sheet(KIND, names, [{"positions": [100, 90]}, _deal([0, 0], [21, 6], [0, 0])], partners=True)
    )
    assert derived.winners == (0,) and derived.totals == (121, 96)
    # The crib is still counted after every hand: nothing of it scores once a hand has won.
    assert problems(KIND, sheet, 1, _deal([0, 0], [21, 6], [0, 4])) == [
        "Anne & Cath reached 121, which ends the game at once: nothing counted after that scores."
    ]


@pytest.mark.parametrize("seed_rules", [False, True])
def test_no_played_four_player_match_ends_on_a_flagged_row(seed_rules: bool) -> None:
    """Many random four-player matches, played by the game, copied to a sheet:
    the sheet takes every row, the last one (where the game stopped) too."""
    game = get_game("cribbage")
    for seed in range(150):
        match = Match(game, 4, {"seed_rules": seed_rules}, seed=seed, first_dealer=seed % 4)
        play_match(match, seed=seed)
        names, options = KIND.columns_for(
            ["Anne", "Beth", "Cath", "Diana"], {"first_dealer": seed % 4, "seed_rules": seed_rules}
        )
        sheet = new_sheet(KIND, names, **options)
        for record in match.hands:
            sheet.rows.append(KIND.entry_from_result(sheet, record.result))
        derived = KIND.derive(sheet)
        assert [row.problems for row in derived.rows] == [()] * len(match.hands), f"seed {seed}"
        assert [seat % 2 for seat in match.winners()][:1] == list(derived.winners), f"seed {seed}"
