"""The Barbu doubling sheet, from the seed (pagat) and the rules notes.

Seed: "The doubles are recorded on the score sheet as they are made. Doubles
of declarer are ringed, to make it easier to ensure that each player makes
her compulsory two doubles of declarer." Notes: "a left column with the
contract letter per hand; for each player a column holding that player's
doubles (initials of the players doubled, "X" for maximum), with any double of
declarer ringed ...; then each hand's raw score, side payments, and each
player's running total; a check-sum column at the right holding the running
total of the contracts' values with the opposite sign, so the four players'
totals plus the check sum are always 0."
"""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import HandResult
from cardtable.games.barbu.scoring import settle, values_for
from cardtable.games.barbu.sheet import BarbuSheet, initials, possible_raw
from cardtable.sheets.model import Cell, Sheet

KIND = BarbuSheet()
NAMES = ["Anne", "Beth", "Cath", "Diana"]
A, B, C, D = range(4)

#: The seed's worked example, as the notes recompute it.
HAND_1 = {"contract": "Q", "doubles": [[C], [A, C, D], [A], []], "raw": [-6, 0, -6, -12]}
HAND_2 = {"contract": "H", "doubles": [[D], [], [], [A, B, C]], "raw": [0, -6, -20, -4]}


def _sheet(rows=(), **options) -> Sheet:
    return Sheet("barbu", list(NAMES), KIND.resolve(4, options), [dict(row) for row in rows])


def _texts(cells) -> list[str]:
    return [cell.plain() for cell in cells] if isinstance(cells, tuple) else cells.plain()


def _problems(sheet: Sheet, position: int, entry) -> list[str]:
    return [reason.text(NAMES) for reason in KIND.check(sheet, position, entry)]


# -- the seed's worked example ------------------------------------------------


def test_hand_1_of_the_worked_example() -> None:
    """ "Hand 1, No Queens. B "X" (ringed), C "A" (ringed), D passes, A
    redoubles C. Raw -6 / 0 / -6 / -12. Totals -12 / +24 / -12 / -24, check sum +24.\""""
    derived = KIND.derive(_sheet([HAND_1]))
    row = derived.rows[0]
    assert _texts(row.cells["number"]) == "1"
    assert row.cells["contract"].text == "Q"
    assert row.cells["contract"].tip.startswith("No Queens")
    marks = row.cells["doubles"]
    assert [cell.text for cell in marks] == ["C", "X", "A", ""]
    assert [cell.ringed for cell in marks] == [False, True, True, False]
    assert _texts(row.cells["raw"]) == ["\u22126", "0", "\u22126", "\u221212"]
    assert _texts(row.cells["side"]) == ["\u22126", "+24", "\u22126", "\u221212"]
    assert _texts(row.cells["total"]) == ["\u221212", "+24", "\u221212", "\u221224"]
    assert row.points == (-12, 24, -12, -24)
    assert row.cells["check"].text == "+24"
    assert row.problems == ()


def test_hand_2_of_the_worked_example() -> None:
    """ "Hand 2, No Hearts. B and C pass, D "X" (ringed), A redoubles D. Raw 0 /
    -6 / -20 / -4. Hand totals +8 / -8 / -36 / +6. Running -4 / +16 / -48 /
    -18, check sum +54.\""""
    derived = KIND.derive(_sheet([HAND_1, HAND_2]))
    row = derived.rows[1]
    marks = row.cells["doubles"]
    assert [cell.text for cell in marks] == ["D", "", "", "X"]
    assert [cell.ringed for cell in marks] == [False, False, False, True]
    assert row.points == (8, -8, -36, 6)
    assert _texts(row.cells["side"]) == ["+8", "\u22122", "\u221216", "+10"]
    assert row.totals == (-4, 16, -48, -18)
    assert _texts(row.cells["total"]) == ["\u22124", "+16", "\u221248", "\u221218"]
    assert row.cells["check"].text == "+54"
    assert row.problems == ()
    assert derived.totals == (-4, 16, -48, -18)
    assert derived.leaders == (B,)
    # The leader's running total is drawn strong.
    assert [cell.strong for cell in row.cells["total"]] == [False, True, False, False]
    assert [column.key for column in derived.columns] == [
        "number",
        "contract",
        "doubles",
        "raw",
        "side",
        "total",
        "check",
    ]
    assert [column.place for column in derived.columns] == [
        "left",
        "left",
        "player",
        "player",
        "player",
        "player",
        "right",
    ]


def test_the_four_totals_and_the_check_sum_always_add_up_to_zero() -> None:
    derived = KIND.derive(_sheet(_session()))
    for row in derived.rows:
        check = int(row.cells["check"].text.replace("\u2212", "-"))
        assert sum(row.totals) + check == 0


# -- settlement ---------------------------------------------------------------


def test_settlement_pair_by_pair() -> None:
    """ "neither doubled -> nothing; one doubled the other -> the difference of
    their raw scores moves from the worse to the better; each doubled the
    other -> twice the difference moves"."""
    raw = (-12, 0, -6, -6)
    assert settle(raw, []) == raw
    assert settle(raw, [(A, B)]) == (-24, 12, -6, -6)  # A doubled B: 12 moves to B
    assert settle(raw, [(B, A)]) == (-24, 12, -6, -6)  # the same whoever doubled
    assert settle(raw, [(A, B), (B, A)]) == (-36, 24, -6, -6)  # both: twice
    # Equal raw scores: nothing moves, doubled or not.
    assert settle(raw, [(C, D)]) == raw
    assert settle(raw, [(C, D), (D, C)]) == raw


def test_settlement_on_the_sheet() -> None:
    base = {"contract": "N", "raw": [-12, 0, -6, -8]}
    neither = KIND.derive(_sheet([dict(base, doubles=[[], [], [], []])])).rows[0]
    one = KIND.derive(_sheet([dict(base, doubles=[[], [A], [], []])])).rows[0]
    both = KIND.derive(_sheet([dict(base, doubles=[[B], [A], [], []])])).rows[0]
    equal = KIND.derive(_sheet([dict(base, doubles=[[], [], [D], [C]], raw=[-14, 0, -6, -6])])).rows[0]
    assert neither.points == (-12, 0, -6, -8) and _texts(neither.cells["side"]) == ["0", "0", "0", "0"]
    assert one.points == (-24, 12, -6, -8)
    assert both.points == (-36, 24, -6, -8)
    assert equal.points == (-14, 0, -6, -6) and _texts(equal.cells["side"]) == ["0", "0", "0", "0"]
    assert [cell.ringed for cell in both.cells["doubles"]] == [False, True, False, False]
    assert [cell.text for cell in both.cells["doubles"]] == ["B", "A", "", ""]


# -- declarers, contracts and the session -----------------------------------------


def test_declarer_follows_the_row_number() -> None:
    """ "each player is declarer for 7 hands in a row", then the player on her left."""
    sheet = _sheet(first_declarer=2)
    assert [KIND.declarer(sheet, position) for position in (0, 6, 7, 13, 14, 21, 27)] == [2, 2, 3, 3, 0, 1, 1]
    ravage = _sheet(ravage_city=True)
    assert [KIND.declarer(ravage, position) for position in (0, 7, 8, 16, 31)] == [0, 0, 1, 2, 3]
    assert KIND.hands(_sheet()) == 28 and KIND.hands(ravage) == 32


def test_the_contract_choices_are_those_not_yet_played_in_the_seven() -> None:
    sheet = _sheet([HAND_1, HAND_2])
    contract = KIND.fields(sheet, 2)[0]
    assert contract.key == "contract" and contract.kind == "choice"
    assert [value for value, _ in contract.choices] == ["N", "K", "L", "T", "D"]
    assert dict(contract.choices)["K"] == "No King of Hearts"
    # A new declarer starts a fresh seven.
    full = _sheet(_session()[:7])
    assert [value for value, _ in KIND.fields(full, 7)[0].choices] == ["N", "H", "Q", "K", "L", "T", "D"]
    assert [value for value, _ in KIND.fields(_sheet(ravage_city=True), 0)[0].choices][-1] == "R"
    keys = [(field.key, field.kind, field.per_player) for field in KIND.fields(sheet, 2)]
    assert keys == [
        ("contract", "choice", False),
        ("trumps", "choice", False),
        ("rank", "choice", False),
        ("doubles", "seats", True),
        ("raw", "int", True),
    ]


def test_a_blank_row_has_a_list_of_doubles_per_player() -> None:
    blank = KIND.blank(_sheet(), 0)
    assert blank["doubles"] == [(), (), (), ()] and blank["raw"] == [0, 0, 0, 0]


def _session(per_declarer: int = 7) -> list[dict]:
    """A whole legal session: every non-declarer doubles declarer on the first two hands."""
    raws = {
        "N": [-8, -6, -6, -6],
        "H": [-10, -8, -6, -6],
        "Q": [-6, -6, -6, -6],
        "K": [-20, 0, 0, 0],
        "L": [-10, -20, 0, 0],
        "T": [15, 20, 15, 15],
        "D": [45, 20, 5, -5],
        "R": [-36, 0, 0, 0],
    }
    rows = []
    for declarer in range(4):
        for index, letter in enumerate("NHQKLTDR"[:per_declarer]):
            doubles = [[declarer] if seat != declarer and index < 2 else [] for seat in range(4)]
            raw = raws[letter]
            if letter == "D" and per_declarer == 8:
                raw = [54, 29, 14, 4]
            rows.append({"contract": letter, "doubles": doubles, "raw": list(raw)})
    return rows


def test_winners_after_28_hands_or_32_with_ravage_city() -> None:
    rows = _session()
    derived = KIND.derive(_sheet(rows[:27]))
    assert not derived.is_over and all(not row.problems for row in derived.rows)
    derived = KIND.derive(_sheet(rows))
    assert derived.is_over
    assert sum(derived.totals) == 0 and derived.rows[-1].cells["check"].text == "0"
    best = max(derived.totals)
    assert derived.winners == tuple(seat for seat in range(4) if derived.totals[seat] == best)
    assert derived.notes == ()
    assert _problems(_sheet(rows), 28, rows[0]) == ["The session is over after 28 hands."]
    ravage = _session(8)
    derived = KIND.derive(_sheet(ravage, ravage_city=True))
    assert derived.is_over and all(not row.problems for row in derived.rows)
    assert not KIND.derive(_sheet(ravage[:31], ravage_city=True)).is_over


# -- every check and its message ----------------------------------------------------


def test_a_contract_is_required_and_must_be_of_this_session() -> None:
    sheet = _sheet()
    assert "Choose the contract Anne declared." in _problems(sheet, 0, dict(HAND_1, contract=None))
    assert _problems(sheet, 0, dict(HAND_1, contract="R")) == ["R is not a contract of this session."]


def test_a_contract_already_played_in_this_seven() -> None:
    sheet = _sheet([HAND_1])
    assert _problems(sheet, 1, dict(HAND_2, contract="Q", raw=[0, -6, -6, -12])) == [
        "Anne has already played No Queens in this seven."
    ]
    derived = KIND.derive(_sheet([HAND_1, dict(HAND_1, doubles=[[], [A], [A], [A]])]))
    assert [reason.code for reason in derived.rows[1].problems] == ["barbu_contract_played"]


def test_raw_scores_must_add_up_to_the_contract() -> None:
    """ "No Queens: -6 per queen (total -24)"."""
    sheet = _sheet()
    assert _problems(sheet, 0, dict(HAND_1, raw=[-6, 0, -6, -6])) == [
        "The raw scores add up to -18, but in No Queens they always add up to -24."
    ]
    assert _problems(sheet, 0, dict(HAND_1, raw=[-6, None, -6, -12])) == ["Enter Beth's raw score."]


@pytest.mark.parametrize(
    "letter,raw,message",
    [
        ("N", [-3, -9, -8, -6], "Anne's raw score -3 is not possible in No Tricks: -2 for each trick."),
        ("N", [-28, 2, 0, 0], "Anne's raw score -28 is not possible in No Tricks: -2 for each trick."),
        (
            "H",
            [-7, -9, -8, -6],
            "Anne's raw score -7 is not possible in No Hearts: -2 for each heart and -6 for the ace.",
        ),
        ("Q", [-8, -4, -6, -6], "Anne's raw score -8 is not possible in No Queens: -6 for each queen."),
        (
            "K",
            [-10, -10, 0, 0],
            "Anne's raw score -10 is not possible in No King of Hearts: -20 for the king of hearts, or nothing.",
        ),
        (
            "L",
            [-15, -15, 0, 0],
            "Anne's raw score -15 is not possible in No Last Two: -10 for the twelfth trick and -20 for the last.",
        ),
        ("T", [16, 14, 20, 15], "Anne's raw score 16 is not possible in Trumps: +5 for each trick."),
    ],
)
def test_each_raw_score_must_be_possible(letter: str, raw: list[int], message: str) -> None:
    sheet = _sheet()
    found = _problems(sheet, 0, {"contract": letter, "doubles": [[], [], [], []], "raw": raw})
    assert found[0] == message
    assert all(text.startswith(("Beth's raw score", "Anne's raw score")) for text in found)


def test_dominoes_are_the_four_place_scores() -> None:
    """ "Dominoes: +45 / +20 / +5 / -5 for 1st-4th out (total +65)"."""
    sheet = _sheet()
    entry = {"contract": "D", "doubles": [[], [], [], []], "raw": [20, 45, -5, 5]}
    assert _problems(sheet, 0, entry) == []
    entry["raw"] = [25, 40, -5, 5]
    assert _problems(sheet, 0, entry) == [
        "In Dominoes the raw scores are +45, +20, +5, \u22125 for the first to the last player out, one each."
    ]
    assert _problems(_sheet(alternative_scores=True), 0, dict(entry, raw=[40, 20, 10, -10])) == []


def test_ravage_city_is_one_player_or_an_equal_share() -> None:
    """ "-36 to the player with most cards of one suit; ties split -18 / -12 / -9"."""
    sheet = _sheet(ravage_city=True)
    entry = {"contract": "R", "doubles": [[], [], [], []], "raw": [-18, 0, -18, 0]}
    assert _problems(sheet, 0, entry) == []
    assert _problems(sheet, 0, dict(entry, raw=[-9, -9, -9, -9])) == []
    assert _problems(sheet, 0, dict(entry, raw=[-20, -16, 0, 0])) == [
        "Anne's raw score -20 is not possible in Ravage City: the most cards of one suit score -36, shared by "
        "players tied for it.",
        "Beth's raw score -16 is not possible in Ravage City: the most cards of one suit score -36, shared by "
        "players tied for it.",
    ]
    assert _problems(sheet, 0, dict(entry, raw=[-18, -9, -9, 0])) == [
        "In Ravage City -36 goes to the player with the most cards of one suit, or is shared equally by "
        "those tied for it."
    ]
    assert possible_raw("R", values_for({"ravage_city": True})) == frozenset({0, -36, -18, -12, -9})


def test_nobody_doubles_themselves_or_someone_absent() -> None:
    sheet = _sheet()
    assert _problems(sheet, 0, dict(HAND_1, doubles=[[C], [A, B], [A], []])) == [
        "Nobody may double their own score, as Beth did."
    ]
    assert _problems(sheet, 0, dict(HAND_1, doubles=[[C], [A, 5], [A], []])) == [
        "Beth's doubles name someone who is not at this table."
    ]


def test_declarer_only_redoubles_those_who_doubled_her() -> None:
    """ "declarer may only redouble those who doubled her"."""
    sheet = _sheet()
    assert _problems(sheet, 0, dict(HAND_1, doubles=[[C, D], [A, C, D], [A], []])) == [
        "Anne is declarer, and declarer may only redouble players who doubled declarer."
    ]


def test_in_trumps_and_dominoes_the_others_double_declarer_only() -> None:
    """ "In Trumps and Dominoes the others may double declarer only"."""
    sheet = _sheet()
    entry = {"contract": "T", "doubles": [[], [A, C], [], []], "raw": [15, 20, 15, 15]}
    assert _problems(sheet, 0, entry) == ["In Trumps the others may only double declarer: Beth doubled another player."]
    entry["doubles"] = [[B], [A], [A], [A]]
    assert _problems(sheet, 0, entry) == []
    marks = KIND.derive(_sheet([entry])).rows[0].cells["doubles"]
    assert [cell.text for cell in marks] == ["B", "A", "A", "A"]  # one double allowed: no "X"
    assert [cell.ringed for cell in marks] == [False, True, True, True]


def test_the_declarer_only_option() -> None:
    sheet = _sheet(declarer_only=True)
    assert _problems(sheet, 0, dict(HAND_1, doubles=[[C], [A, C], [A], []])) == [
        "With declarer-only doubles, Beth may only double declarer."
    ]


def test_the_compulsory_double_when_forced() -> None:
    """ "Each non-declarer must double declarer at least twice in that
    declarer's seven hands: when a player's outstanding compulsory doubles
    equal the hands left in the seven (this one included), the double of
    declarer is forced.\""""
    nobody = {"contract": "N", "doubles": [[], [], [], []], "raw": [-8, -6, -6, -6]}
    letters = "NHQKL"
    raws = {
        "N": [-8, -6, -6, -6],
        "H": [-10, -8, -6, -6],
        "Q": [-6, -6, -6, -6],
        "K": [-20, 0, 0, 0],
        "L": [-10, -20, 0, 0],
    }
    rows = [dict(nobody, contract=letter, raw=raws[letter]) for letter in letters]
    sheet = _sheet(rows[:4])
    assert _problems(sheet, 4, rows[4]) == []  # three hands left, two owed
    sheet = _sheet(rows)
    trumps = {"contract": "T", "doubles": [[], [A], [], []], "raw": [15, 20, 15, 15]}
    assert _problems(sheet, 5, trumps) == [
        "Cath must double declarer: 2 compulsory doubles are still owed and only 2 hands are left in this seven.",
        "Diana must double declarer: 2 compulsory doubles are still owed and only 2 hands are left in this seven.",
    ]
    trumps["doubles"] = [[], [A], [A], [A]]
    sheet.rows.append(trumps)
    dominoes = {"contract": "D", "doubles": [[], [], [A], [A]], "raw": [45, 20, 5, -5]}
    assert _problems(sheet, 6, dominoes) == [
        "Beth must double declarer: this is the last hand of the seven and a compulsory double is still owed."
    ]


def test_the_notes_tally_the_doubles_still_owed() -> None:
    """E.g. "Doubles of Anne still owed: Beth 2, Cath 1, Diana 2"."""
    sheet = _sheet([{"contract": "N", "doubles": [[], [], [A], []], "raw": [-8, -6, -6, -6]}])
    notes = [note.text(NAMES) for note in KIND.derive(sheet).notes]
    assert notes[0] == "Doubles of Anne still owed: Beth 2, Cath 1, Diana 2."
    assert notes[1] == (
        "Anne declares next; contracts still to play: No Hearts, No Queens, No King of Hearts, "
        "No Last Two, Trumps, Dominoes."
    )
    rows = _session()[:5]
    for row in rows:
        row["doubles"] = [[], [], [], []]
    notes = [note.text(NAMES) for note in KIND.derive(_sheet(rows)).notes]
    assert notes[:4] == [
        "Doubles of Anne still owed: Beth 2, Cath 2, Diana 2.",
        "Beth must double declarer on the next hand.",
        "Cath must double declarer on the next hand.",
        "Diana must double declarer on the next hand.",
    ]
    done = [note.text(NAMES) for note in KIND.derive(_sheet(_session()[:7])).notes]
    assert done[0] == "Doubles of Beth still owed: Anne 2, Cath 2, Diana 2."
    two = [note.text(NAMES) for note in KIND.derive(_sheet(_session()[:2])).notes]
    assert two[0] == "Every compulsory double of Anne has been made."


def test_the_declarer_of_a_played_hand_must_match() -> None:
    sheet = _sheet(first_declarer=1)
    assert _problems(sheet, 0, dict(HAND_1, declarer=A, doubles=[[], [], [], []])) == [
        "Anne declared this hand, but hand 1 of the sheet is another player's: check the first declarer."
    ]


def test_trumps_and_rank_values() -> None:
    sheet = _sheet()
    entry = {"contract": "T", "trumps": "Z", "rank": "11", "doubles": [[], [], [], []], "raw": [15, 20, 15, 15]}
    assert _problems(sheet, 0, entry) == ["Z is not a suit.", "11 is not a rank."]
    entry.update(trumps="H", rank=None)
    assert _problems(sheet, 0, entry) == []
    assert KIND.derive(_sheet([entry])).rows[0].cells["contract"].tip == "Trumps, declared by Anne; trumps hearts"


def test_initials_tell_players_apart() -> None:
    assert initials(NAMES) == ["A", "B", "C", "D"]
    assert initials(["Anne", "Andrew", "Beth", "beth"]) == ["Ann", "And", "3", "4"]
    assert initials(["anne", "", "Cath", "Dora"]) == ["A", "2", "C", "D"]


def test_entry_from_the_hand_result_cells() -> None:
    """Barbu's cells hold exactly: "declarer", "contract", "trumps", "rank",
    "doubles" [[doubler, doubled], ...], "raw", "points", "seven"."""
    cells = {
        "declarer": 0,
        "contract": "Q",
        "trumps": None,
        "rank": None,
        "doubles": [[0, 2], [1, 0], [1, 2], [1, 3], [2, 0]],
        "raw": [-6, 0, -6, -12],
        "points": [-12, 24, -12, -24],
        "seven": 0,
    }
    sheet = _sheet()
    entry = KIND.entry_from_result(sheet, HandResult((-12, 24, -12, -24), cells))
    assert entry == {
        "declarer": 0,
        "contract": "Q",
        "trumps": None,
        "rank": None,
        "doubles": [[2], [0, 2, 3], [0], []],
        "raw": [-6, 0, -6, -12],
    }
    sheet.rows.append(entry)
    row = KIND.derive(sheet).rows[0]
    assert row.points == (-12, 24, -12, -24) and row.problems == ()
    trumps = KIND.entry_from_result(sheet, HandResult((0,) * 4, dict(cells, contract="T", trumps="S", rank=None)))
    assert trumps["trumps"] == "S"
    dominoes = KIND.entry_from_result(sheet, HandResult((0,) * 4, dict(cells, contract="D", rank="10")))
    assert dominoes["rank"] == "10"


def test_a_played_match_fills_the_sheet_with_the_match_scores() -> None:
    rules = pytest.importorskip("cardtable.games.barbu.rules")
    from cardtable.core.match import Match

    game = rules.BarbuGame() if hasattr(rules, "BarbuGame") else rules.GAME
    assert type(game.sheet_kind()) is BarbuSheet
    match = Match(game, 4, {}, seed=11, first_dealer=2)
    rng = random.Random(11)
    for _ in range(9):  # the first seven and into the second
        state = match.deal()
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_moves())))
        match.finish_hand()
    first = (match.dealer_of(0) + 1) % 4  # "The player on declarer's right deals."
    sheet = _sheet(first_declarer=first)
    for record in match.hands:
        sheet.rows.append(KIND.entry_from_result(sheet, record.result))
    derived = KIND.derive(sheet)
    assert [row.problems for row in derived.rows] == [()] * 9
    assert list(derived.totals) == match.scores
    assert all(isinstance(cell, Cell) for row in derived.rows for cell in row.cells["doubles"])
