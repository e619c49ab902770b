"""The Blackjack sheet: a bet and a result per player and round, the chips
after it and what the house took. The rules text: "A player with blackjack
is paid extra--usually one-and-a-half times the original bet"; "the
insurance bet usually pays 2-to-1 if dealer really does have 21"; "The
player must double his or her bet, and then receives only one more card";
"The player must also make an additional bet, equal to the original bet, to
cover the additional hand"; "In case of a tie, or "push" the player's bet
is returned (no money changes hands)".

The game is built elsewhere at the same time and is not registered yet, so
these tests construct the sheet kind directly."""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.game import HandResult, MatchRules
from cardtable.core.options import OptionError
from cardtable.games.blackjack.sheet import BlackjackSheet, box_outcomes, possible_results
from cardtable.sheets.export import to_csv, to_html
from cardtable.sheets.model import Sheet
from cardtable.sheets.played import sheet_options
from cardtable.storage.sheet_store import SheetStore

from .helpers import codes, new_sheet, problems, texts
from .test_any_json import rows_for

KIND = BlackjackSheet()
NAMES = ["Anne", "Beth", "Cath"]


def _row(bets: list[int], results: list[int]) -> dict[str, Any]:
    return {"bet": list(bets), "result": list(results)}


# -- what follows from the rows -------------------------------------------------------


def test_the_chips_run_from_the_starting_chips_and_the_house_takes_the_rest() -> None:
    """ "In case of a tie, or "push" the player's bet is returned (no money
    changes hands)": a push is a result of 0, the chips do not move; a
    player's chips are the starting chips plus every result so far."""
    rows = [_row([10, 20, 0], [15, -20, 0]), _row([10, 20, 50], [0, 40, -50])]
    sheet = new_sheet(KIND, NAMES, rows, bankroll=500)
    derived = KIND.derive(sheet)
    assert [row.problems for row in derived.rows] == [(), ()]
    assert texts(derived, "bet") == [["10", "20", "\u2013"], ["10", "20", "50"]]
    assert texts(derived, "result") == [["+15", "\u221220", "0"], ["0", "+40", "\u221250"]]
    assert texts(derived, "total") == [["515", "480", "500"], ["515", "520", "450"]]
    assert texts(derived, "house") == ["+5", "+10"]
    assert derived.rows[1].cells["house"].tip == "What the round brought the house; +15 since the first round."  # type: ignore[union-attr]
    assert derived.totals == (515, 520, 450)
    assert derived.leaders == (1,)
    assert [column.label for column in derived.columns if column.key == "total"] == ["Chips"]
    assert KIND.bankrolls(sheet) == [(500, 500, 500), (515, 480, 500), (515, 520, 450)]
    notes = [note.text(NAMES) for note in derived.notes]
    assert notes == [
        "Bets 10 to 500; a blackjack pays 3:2.",
        "The house has won 15 chips.",
        "18 rounds to play; the most chips win.",
    ]


def test_the_session_ends_after_its_rounds_and_the_most_chips_win() -> None:
    """The sheet ends when the session's rounds are played; a row after
    that is a problem of its own."""
    rows = [_row([10, 10], [10, -10])] * 5 + [_row([10, 10], [0, 0])]
    sheet = new_sheet(KIND, NAMES[:2], rows, rounds=5)
    derived = KIND.derive(sheet)
    assert derived.winners == (0,)
    assert [row.problems for row in derived.rows[:5]] == [()] * 5
    assert [reason.code for reason in derived.rows[5].problems] == ["sheet_after_end"]
    assert KIND.summary(sheet) == "Anne won"
    assert "rounds to play" not in " ".join(note.text(NAMES) for note in derived.notes)


def test_one_player_alone_against_the_house_is_a_sheet() -> None:
    """ "Each player competes against the dealer, not against the other players." """
    sheet = new_sheet(KIND, ["Anne"], [_row([100], [-100])])
    assert KIND.derive(sheet).totals == (900,)
    assert "The house has won 100 chips." in [note.text(["Anne"]) for note in KIND.derive(sheet).notes]


# -- the bets -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bet, code",
    [
        (5, "blackjack_sheet_bet_limits"),
        (25, "blackjack_sheet_bet_step"),
        (510, "blackjack_sheet_bet_limits"),
        (-10, "blackjack_sheet_bet_negative"),
        (2**70, "blackjack_sheet_bet_limits"),
    ],
)
def test_a_bet_off_the_table_is_refused(bet: int, code: str) -> None:
    """Bets are 0 (sitting out) or within the table's limits, in chips of 10."""
    sheet = new_sheet(KIND, NAMES[:2])
    assert codes(KIND, sheet, 0, _row([bet, 10], [0, 0])) == [code]


def test_the_limits_are_the_sheets_options() -> None:
    sheet = new_sheet(KIND, NAMES[:2], min_bet=50, max_bet=200)
    assert problems(KIND, sheet, 0, _row([40, 250], [0, 0])) == [
        "Anne's bet of 40 is outside the table's limits, 50 to 200.",
        "Beth's bet of 250 is outside the table's limits, 50 to 200.",
    ]
    assert problems(KIND, sheet, 0, _row([50, 200], [0, 0])) == []
    with pytest.raises(OptionError):
        KIND.resolve(2, {"min_bet": 100, "max_bet": 50})


def test_nobody_bets_more_than_the_chips_left() -> None:
    """A bet is covered by the player's chips: the starting chips and every result before."""
    sheet = new_sheet(KIND, NAMES[:2], [_row([50, 10], [-50, 10])], bankroll=100)
    assert problems(KIND, sheet, 1, _row([60, 10], [0, 0])) == ["Anne cannot bet 60 with 50 chips."]
    assert problems(KIND, sheet, 1, _row([50, 10], [0, 0])) == []


def test_sitting_out_has_no_result() -> None:
    sheet = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, sheet, 0, _row([0, 10], [20, 10])) == [
        "Anne bet nothing this round, so cannot have a result of +20."
    ]


def test_a_new_round_starts_with_the_last_bets_still_covered() -> None:
    sheet = new_sheet(KIND, NAMES, [_row([20, 100, 0], [20, -60, 0])], bankroll=100)
    assert KIND.blank(sheet, 1) == {"bet": [20, 0, 0], "result": [0, 0, 0]}
    assert KIND.blank(new_sheet(KIND, NAMES), 0) == {"bet": [0, 0, 0], "result": [0, 0, 0]}


# -- the results a bet can come to ------------------------------------------------------


def test_a_blackjack_pays_three_to_two_or_six_to_five() -> None:
    """ "A player with blackjack is paid extra--usually one-and-a-half times
    the original bet": +15 on 10 at 3:2; the 6:5 table pays +12 instead."""
    three_two = new_sheet(KIND, NAMES[:1])
    six_five = new_sheet(KIND, NAMES[:1], blackjack_pays="6:5")
    assert problems(KIND, three_two, 0, _row([10], [15])) == []
    assert problems(KIND, six_five, 0, _row([10], [12])) == []
    assert codes(KIND, three_two, 0, _row([10], [12])) == ["blackjack_sheet_result_impossible"]
    assert 12 not in possible_results(10, "3:2", 4, 1000)
    assert 7 in possible_results(10, "6:5", 4, 1000)  # 12 for the blackjack, 5 of insurance lost
    assert 120 in possible_results(100, "6:5", 4, 1000) and 150 in possible_results(100, "3:2", 4, 1000)


def test_the_largest_win_and_loss_of_a_bet() -> None:
    """ "The player must double his or her bet" and a split needs "an
    additional bet, equal to the original bet": four doubled hands won is 8
    times the bet; lost, with the insurance lost too, 8.5 times."""
    sheet = new_sheet(KIND, NAMES[:1])
    assert problems(KIND, sheet, 0, _row([10], [90])) == ["Anne bet 10, which can win at most 80 and lose at most 85."]
    assert problems(KIND, sheet, 0, _row([10], [-90])) == ["Anne bet 10, which can win at most 80 and lose at most 85."]
    assert problems(KIND, sheet, 0, _row([10], [80])) == problems(KIND, sheet, 0, _row([10], [-85])) == []
    no_resplit = new_sheet(KIND, NAMES[:1], max_hands=2)
    assert problems(KIND, no_resplit, 0, _row([10], [50])) == [
        "Anne bet 10, which can win at most 40 and lose at most 45."
    ]


def test_a_result_no_outcome_gives_names_the_nearest() -> None:
    """A bet of 20 wins or loses in tens (halves of 20 for a surrender or
    insurance), or 30 for a blackjack: 15 is none of them."""
    sheet = new_sheet(KIND, NAMES[:1])
    assert problems(KIND, sheet, 0, _row([20], [15])) == [
        "Anne bet 20, which cannot come to +15: the nearest possible results are +10 and +20."
    ]


def test_insurance_pays_two_to_one_on_half_the_bet() -> None:
    """ "the insurance bet usually pays 2-to-1 if dealer really does have 21":
    insuring 10 of a 20 bet against the dealer's blackjack wins 20 and loses
    the bet, 0 in all; a blackjack insured ("even money") comes to +20
    whatever the dealer holds; lost insurance with a lost hand is −30."""
    sheet = new_sheet(KIND, NAMES[:1])
    for result in (0, 20, -30):
        assert problems(KIND, sheet, 0, _row([20], [result])) == []


def test_doubling_splitting_and_insuring_need_the_chips() -> None:
    """The insurance, a double or a split is a further bet: a player holding
    just the bet can only win it, push, lose it, be paid a blackjack or
    surrender half of it."""
    assert possible_results(20, "3:2", 4, 20) == (-20, -10, 0, 20, 30)
    sheet = new_sheet(KIND, NAMES[:1], bankroll=20)
    assert problems(KIND, sheet, 0, _row([20], [-30])) == ["Anne bet 20, which can win at most 30 and lose at most 20."]


def test_several_boxes_are_checked_against_the_bounds() -> None:
    """Playing two boxes of 10, a blackjack on one and a loss on the other
    come to +5, which no single box of 20 gives."""
    one_box = new_sheet(KIND, NAMES[:1])
    two_boxes = new_sheet(KIND, NAMES[:1], boxes=2)
    assert codes(KIND, one_box, 0, _row([20], [5])) == ["blackjack_sheet_result_impossible"]
    assert problems(KIND, two_boxes, 0, _row([20], [5])) == []
    assert problems(KIND, two_boxes, 0, _row([1000], [0])) == []
    assert codes(KIND, two_boxes, 0, _row([1010], [0])) == ["blackjack_sheet_bet_boxes"]
    assert problems(KIND, two_boxes, 0, _row([20], [170])) == [
        "Anne bet 20, which can win at most 160 and lose at most 170."
    ]


@st.composite
def _played_box(draw: st.DrawFn) -> tuple[int, int, int]:
    """One box played out as the agreed rules settle it, independently of
    the sheet's enumeration: (bet, chips staked, net result)."""
    bet = 10 * draw(st.integers(1, 50))
    insured = draw(st.booleans())
    dealer_blackjack = draw(st.booleans())
    staked = bet + (bet // 2 if insured else 0)
    result = (bet if dealer_blackjack else -(bet // 2)) if insured else 0
    kind = draw(st.sampled_from(["natural", "surrender", "hands"]))
    if kind == "natural":
        result += 0 if dealer_blackjack else bet * 3 // 2
    elif kind == "surrender" and not dealer_blackjack:
        result -= bet // 2
    else:
        hands = draw(st.integers(1, 4))
        european = draw(st.booleans())
        for number in range(hands):
            stake = bet * draw(st.sampled_from([1, 2]))
            staked += stake - (bet if number == 0 else 0)
            if dealer_blackjack:
                if european or number == 0:
                    result -= stake if european else bet
            else:
                result += stake * draw(st.sampled_from([-1, 0, 1]))
    return bet, staked, result


@settings(max_examples=300, deadline=None)
@given(_played_box())
def test_every_played_box_is_a_possible_result(box: tuple[int, int, int]) -> None:
    """Whatever one box does (splits to four hands, doubles, a blackjack, a
    surrender, insurance), its result is among the possible ones for a
    player who had the chips it staked."""
    bet, staked, result = box
    assert result in possible_results(bet, "3:2", 4, staked)


def test_the_outcomes_of_a_box_in_shares_of_the_bet() -> None:
    outcomes = box_outcomes(Fraction(3, 2), 4)
    assert (Fraction(3, 2), 1) in outcomes  # a blackjack
    assert (Fraction(-1, 2), 1) in outcomes  # a surrender
    assert (Fraction(8), 8) in outcomes  # four doubled hands won
    assert max(gain for gain, _ in outcomes) == 8
    assert min(gain for gain, _ in outcomes) == Fraction(-17, 2)


# -- from a played round, stored, any JSON -----------------------------------------------


def test_a_played_rounds_cells_fill_the_row() -> None:
    """The engine's cells (the agreed design): "bets" per seat summed over
    its boxes, "results" per seat net."""
    sheet = new_sheet(KIND, NAMES)
    cells = {"bets": (20, 10, 0), "results": (30, -15, 0), "chips": (1030, 985, 1000)}
    entry = KIND.entry_from_result(sheet, HandResult((30, -15, 0), cells))
    assert entry == _row([20, 10, 0], [30, -15, 0])
    sheet.rows.append(entry)
    assert KIND.derive(sheet).totals == cells["chips"]
    assert KIND.entry_from_result(sheet, HandResult((5, 0, 0), {})) == _row([0, 0, 0], [5, 0, 0])


def test_a_matchs_options_carry_into_its_sheet() -> None:
    game_options = {"bankroll": 2000, "min_bet": 20, "max_bet": 1000, "rounds": 30, "decks": 6, "boxes": 2}
    match = SimpleNamespace(options=game_options, rules=MatchRules(hands=30), first_dealer=0)
    chosen = sheet_options(KIND, match, 3, {})  # type: ignore[arg-type]  # what the sheet reads of a Match
    assert chosen["bankroll"] == 2000 and chosen["rounds"] == 30 and chosen["boxes"] == 2
    assert "decks" not in chosen
    assert KIND.match_end(Sheet(KIND.id, NAMES, chosen)) == (None, 30, False)


def test_the_sheet_is_stored_and_read_back_the_same(tmp_path) -> None:
    sheet = new_sheet(KIND, NAMES[:2], [_row([10, 20], [15, -20])])
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        loaded = store.load(store.create(sheet))
    assert KIND.derive(loaded) == KIND.derive(sheet)
    derived = KIND.derive(loaded)
    lines = to_csv(loaded, derived).splitlines()
    assert "Chips" in lines[0] + lines[1] and "1015" in lines[2]
    assert to_html(loaded, derived)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_rows_of_any_json_are_read_without_raising(data: st.DataObject) -> None:
    """What ``test_any_json`` asks of every registered kind, asked of this
    one before the game registers it."""
    rows = data.draw(rows_for(KIND))
    for options in ({}, {"boxes": 3, "blackjack_pays": "6:5", "bankroll": 0}):
        sheet = Sheet(KIND.id, NAMES, KIND.resolve(3, options), rows)
        for position, entry in enumerate(rows):
            assert all(reason.text(NAMES) for reason in KIND.check(sheet, position, entry))
            KIND.fields(sheet, position)
            KIND.blank(sheet, position)
        derived = KIND.derive(sheet)
        assert len(derived.rows) == len(rows)
        assert all(reason.text(NAMES) for row in derived.rows for reason in row.problems)
        assert all(note.text(NAMES) for note in derived.notes)
        assert isinstance(KIND.summary(sheet), str)
        assert to_csv(sheet, derived)


@pytest.mark.parametrize("value", [{"a": 1}, "x", 1.5, True, [None], 2**70])
def test_a_value_of_the_wrong_kind_is_a_problem_of_its_row(value: Any) -> None:
    sheet = new_sheet(KIND, NAMES[:2])
    good = _row([10, 10], [10, -10])
    assert KIND.check(sheet, 0, good) == []
    for key in ("bet", "result"):
        for stored in ({**good, key: value}, {**good, key: [value, good[key][1]]}):
            assert KIND.check(sheet, 0, stored), (key, stored)
            sheet.rows = [stored]
            assert KIND.derive(sheet).rows[0].problems
            sheet.rows = []
