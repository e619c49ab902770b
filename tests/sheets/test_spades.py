"""The Spades sheet. Seed 001, "Spades": "the teams bid as a group ... so if,
as a team, you bid seven and take eight. That team would have one bag";
"if you have 10 bags, you get -100 points"; nil 50, blind nil 100; rules
notes: "made bid 10 x bid + 1 per bag; failed bid -10 x bid ... game to 500"."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import HandResult
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.spades.sheet import SpadesSheet
from cardtable.sheets.played import sheet_of_match
from cardtable.sheets.registry import kind_for_game

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = SpadesSheet()
SIDES = ["Anne & Cath", "Beth & Diana"]
THREE = ["Anne", "Beth", "Cath"]


def _hand(bids, bids2, tricks, tricks2):
    """A partnership row: the first partners' bids and tricks, then the second partners'."""
    return {
        "bid": [str(b) for b in bids],
        "bid2": [str(b) for b in bids2],
        "tricks": list(tricks),
        "tricks2": list(tricks2),
    }


def test_one_column_per_partnership() -> None:
    names, options = KIND.columns_for(["Anne", "Beth", "Cath", "Diana"], {"target": 500})
    assert names == SIDES and options == {"target": 500}
    assert KIND.columns_for(THREE, {}) == (THREE, {})
    assert kind_for_game("spades").id == "spades"
    sheet = new_sheet(KIND, SIDES)
    assert [field.key for field in KIND.fields(sheet, 0)] == ["bid", "bid2", "tricks", "tricks2"]
    assert KIND.members(sheet, 0) == ["Anne", "Cath"]
    three = new_sheet(KIND, THREE)
    assert [field.key for field in KIND.fields(three, 0)] == ["bid", "tricks"]
    choices = dict(KIND.fields(three, 0)[0].choices)
    assert choices["nil"] == "Nil" and choices["blind nil"] == "Blind nil" and "17" in choices
    with pytest.raises(ValueError):
        KIND.resolve(4)


def test_the_seeds_bag_example() -> None:
    """ "if, as a team, you bid seven and take eight. That team would have one
    bag. Doesn't matter who which partner takes the tricks." """
    sheet = new_sheet(KIND, SIDES, [_hand([4, 3], [3, 2], [1, 2], [7, 3])])
    derived = KIND.derive(sheet)
    assert derived.rows[0].problems == ()
    assert derived.rows[0].points == (71, 50)
    assert texts(derived, "bid") == [["4 + 3", "3 + 2"]]
    assert texts(derived, "tricks") == [["1 + 7", "2 + 3"]]
    assert texts(derived, "bags") == [["1 (1)", "0 (0)"]]
    assert texts(derived, "points") == [["+71", "+50"]]
    assert derived.totals == (71, 50) and derived.leaders == (0,)


def test_nil_made_and_failed() -> None:
    """Nil +50 when the bidder takes no trick, -50 otherwise; the nil
    bidder's tricks do not make the partner's bid, they are bags."""
    sheet = new_sheet(
        KIND,
        SIDES,
        [
            _hand(["nil", 4], [4, 4], [0, 5], [4, 4]),
            _hand(["nil", 4], [4, 3], [2, 5], [2, 4]),
        ],
    )
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (90, 81)
    assert derived.rows[1].points == (-50 - 40 + 2, 72)
    assert texts(derived, "bags")[1] == ["2 (2)", "2 (3)"]
    assert derived.rows[1].cells["bid"][0].tip == "contract 4; nil failed"


def test_blind_nil() -> None:
    sheet = new_sheet(
        KIND,
        SIDES,
        [
            _hand(["blind nil", 4], [5, 4], [0, 4], [6, 3]),
            _hand(["blind nil", 4], [5, 4], [1, 4], [5, 3]),
        ],
    )
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (100 + 51, -80)
    assert derived.rows[1].points == (-100 + 50 + 1, -80)


def test_a_failed_bid() -> None:
    """ "failed bid -10 x bid"."""
    sheet = new_sheet(KIND, SIDES, [_hand([5, 3], [4, 2], [3, 4], [3, 3])])
    assert KIND.derive(sheet).rows[0].points == (-90, 52)


def test_ten_bags_cost_100() -> None:
    """ "if you have 10 bags, you get -100 points", and the count starts again."""
    rows = [_hand([2, 3], [2, 3], [5, 2], [3, 3])] * 3  # side 0 bids 4, takes 8: four bags a hand
    sheet = new_sheet(KIND, SIDES, rows)
    derived = KIND.derive(sheet)
    assert [row.points[0] for row in derived.rows] == [44, 44, 44 - 100]
    assert texts(derived, "bags") == [["4 (4)", "0 (0)"], ["4 (8)", "0 (0)"], ["4 (2) \u2212100", "0 (0)"]]
    assert derived.rows[2].cells["bags"][0].strong
    assert derived.rows[2].cells["points"][0].tip == "made, \u2212100 for bags"
    assert [note.text(SIDES) for note in derived.notes] == [
        "Anne & Cath: 2 bags (100 off at 10).",
        "Beth & Diana: 0 bags (100 off at 10).",
    ]
    off = new_sheet(KIND, SIDES, rows, bags_penalty=False)
    assert [row.points[0] for row in KIND.derive(off).rows] == [44, 44, 44]
    assert texts(KIND.derive(off), "bags")[2] == ["4 (12)", "0 (0)"]


def test_game_to_500() -> None:
    """ "People usually play Spades to 500 points": the side that reaches it
    after a hand wins, the higher total if both do."""
    big = _hand([6, 6], [6, 6], [6, 1], [6, 0])  # +120 to side 0, -120 to side 1
    sheet = new_sheet(KIND, SIDES, [big] * 5)
    derived = KIND.derive(sheet)
    assert derived.totals[0] == 600 and derived.winners == (0,)
    assert [row.totals[0] for row in derived.rows][3] == 480
    late = dict(sheet.rows[0])
    assert [reason.code for reason in KIND.check(sheet, 5, late)] == ["sheet_after_end"]
    both = new_sheet(KIND, SIDES, [_hand([6, 3], [1, 3], [6, 3], [1, 3])] * 2, target=100)
    derived = KIND.derive(both)
    assert derived.totals == (140, 120) and derived.winners == (0,)


def test_checks() -> None:
    """Tricks add up to the hand size; bids are 1 to 13, nil or blind nil."""
    sheet = new_sheet(KIND, SIDES)
    assert problems(KIND, sheet, 0, _hand([4, 3], [3, 2], [1, 2], [7, 3])) == []
    assert problems(KIND, sheet, 0, _hand([4, 3], [3, 2], [1, 2], [7, 4])) == [
        "The tricks add up to 14, not 13: every hand has 13 tricks."
    ]
    blank = KIND.blank(sheet, 0)
    assert problems(KIND, sheet, 0, blank) == [
        "Enter Anne's bid.",
        "Enter Cath's bid.",
        "Enter Beth's bid.",
        "Enter Diana's bid.",
        "The tricks add up to 0, not 13: every hand has 13 tricks.",
    ]
    wrong = _hand([14, 3], ["zero", 2], [1, 2], [7, 3])
    assert problems(KIND, sheet, 0, wrong) == [
        "Anne's bid 14 is not a bid: bid 1 to 13, nil or blind nil.",
        "Cath's bid zero is not a bid: bid 1 to 13, nil or blind nil.",
    ]
    wrong = _hand([4, 3], [3, 2], [None, 2], [7, 15])
    assert codes(KIND, sheet, 0, wrong) == ["spades_tricks_missing", "spades_tricks_range"]
    three = new_sheet(KIND, THREE)
    assert problems(KIND, three, 0, {"bid": ["4", "nil", "9"], "tricks": [5, 1, 11]}) == []
    assert problems(KIND, three, 0, {"bid": ["4", "nil", "9"], "tricks": [5, 1, 12]}) == [
        "The tricks add up to 18, not 17: every hand has 17 tricks."
    ]


def test_cut_throat_columns_score_alone() -> None:
    sheet = new_sheet(KIND, THREE, [{"bid": ["4", "nil", "9"], "tricks": [5, 1, 11]}])
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (41, -49, 92)
    assert texts(derived, "bid") == [["4", "nil", "9"]]


def test_entry_from_result_reads_the_cells() -> None:
    sheet = new_sheet(KIND, SIDES)
    result = HandResult((71, -50, 71, -50), {"bids": [4, 3, "nil", 2], "tricks": [5, 2, 0, 6]})
    assert KIND.entry_from_result(sheet, result) == {
        "bid": ["4", "3"],
        "bid2": ["nil", "2"],
        "tricks": [5, 2],
        "tricks2": [0, 6],
    }
    three = new_sheet(KIND, THREE)
    result = HandResult((1, 2, 3), {"bids": [4, "blind nil", 9], "tricks": [5, 1, 11]})
    assert KIND.entry_from_result(three, result) == {"bid": ["4", "blind nil", "9"], "tricks": [5, 1, 11]}


@pytest.mark.parametrize("players", [3, 4])
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int) -> None:
    """Random players (whose matches may never reach 500): 25 hands, bags and
    all; the sheet's totals are the match's scores."""
    game = get_game("spades")
    assert game.sheet_kind().id == "spades"
    match = Match(game, players, {"target": 500, "blind_exchange": True}, seed=players)
    play_match(match, seed=players, hands=25)
    names = ["Anne", "Beth", "Cath", "Diana"][:players]
    sheet, kind = sheet_of_match(match, names)
    derived = kind.derive(sheet)
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert list(derived.totals) == match.scores[: len(sheet.players)]
    penalties = sum(1 for record in match.hands for value in record.result.cells["bag_penalty"] if value)
    sheet_penalties = sum(1 for row in texts(derived, "bags") for value in row if "\u2212100" in value)
    assert penalties == sheet_penalties


def test_a_heuristic_match_to_the_end() -> None:
    """A whole match of heuristic players: the sheet ends it with the same winner."""
    game = get_game("spades")
    match = Match(game, 4, seed="sheet")
    rng = random.Random(0)
    agents = [game.heuristic_agent() for _ in range(4)]
    while not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(agents[state.to_move].choose(information(state, state.to_move), rng))
        match.finish_hand()
    sheet, kind = sheet_of_match(match, ["Anne", "Beth", "Cath", "Diana"])
    derived = kind.derive(sheet)
    assert list(derived.totals) == match.scores[:2]
    assert [seat % 2 for seat in match.winners()][:1] == list(derived.winners)[:1]
    assert derived.is_over
