"""The Chinese Ten sheet. The rules text: "After the game is over, add up the
points you have (remember - red cards only)"; "Cards that have a face value
equal to or greater than ten are scored as ten points. A nine is also worth
ten points and an ace is worth twenty points"; "When playing with three
people the ace of spades is worth thirty points" and with four "the ace of
spades is worth thirty points and the ace of clubs is worth forty points";
"The score for a tie game (for two people) is for each person to have 105
points. ... (for three people) is 80 points a person. For four people, it is
70 points. The difference of your score from the tie score is how many
points you win or lose by."

The game is built elsewhere at the same time, so these tests construct the
sheet kind directly."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.core.game import HandResult, MatchRules
from cardtable.core.match import Match
from cardtable.core.options import OptionError
from cardtable.core.reasons import SeatNames
from cardtable.core.registry import get_game
from cardtable.games.chinese_ten.sheet import ChineseTenSheet, deal_result, deck_total, possible_points, tie_score
from cardtable.sheets.export import to_csv
from cardtable.sheets.model import Sheet
from cardtable.sheets.played import rows_of, sheet_options
from cardtable.storage.sheet_store import SheetStore

from .helpers import codes, new_sheet, play_match, problems, texts
from .test_any_json import rows_for

KIND = ChineseTenSheet()
NAMES = ["Anne", "Beth", "Cath", "Dora"]


def _row(*points: Any) -> dict[str, Any]:
    return {"points": list(points)}


def _notes(sheet: Sheet) -> list[str]:
    return [note.text(sheet.players) for note in KIND.derive(sheet).notes]


# -- the deck's points and the tie scores ---------------------------------------------


def test_the_red_cards_are_worth_210_and_the_black_aces_more() -> None:
    """ "Cards that have a face value equal to or greater than ten are scored
    as ten points. A nine is also worth ten points and an ace is worth twenty
    points"; with three players "the ace of spades is worth thirty points",
    with four also "the ace of clubs is worth forty points"."""
    assert [deck_total(players) for players in (2, 3, 4)] == [210, 240, 280]


def test_the_tie_scores_are_105_80_and_70() -> None:
    """ "The score for a tie game (for two people) is for each person to have
    105 points. The score for a tie game (for three people) is 80 points a
    person. For four people, it is 70 points." """
    assert [tie_score(players) for players in (2, 3, 4)] == [105, 80, 70]


def test_the_texts_example_scores_90() -> None:
    """ "K, Q, Q, 9, 6, 7, A, 3, 4, 5, 5 ... = 90": a possible row for a player."""
    assert 10 + 10 + 10 + 10 + 6 + 7 + 20 + 3 + 4 + 5 + 5 == 90
    assert 90 in possible_points(2)
    sheet = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, sheet, 0, _row(90, 120)) == []


# -- a deal's result ---------------------------------------------------------------------


def test_the_texts_example_evaluation() -> None:
    """ "Let's say player 1 had 90 points, and the player 2 had 120 points.
    Player 2 then won by 15 points and player 1 lost by fifteen points." """
    sheet = new_sheet(KIND, NAMES[:2], [_row(90, 120)])
    derived = KIND.derive(sheet)
    assert derived.rows[0].points == (-15, 15) == derived.totals
    assert texts(derived, "points") == [["90", "120"]]
    assert texts(derived, "result") == [["\u221215", "+15"]]
    assert derived.rows[0].cells["result"][1].strong and not derived.rows[0].cells["result"][0].strong


def test_plain_differences() -> None:
    """ "If you choose to, you can do this scoring the normal way. That is,
    the difference between scores is the amount the person wins by": 120
    against 90 wins by 30."""
    sheet = new_sheet(KIND, NAMES[:2], [_row(90, 120)], scoring="plain")
    assert KIND.derive(sheet).rows[0].points == (-30, 30)
    four = new_sheet(KIND, NAMES, [_row(100, 60, 70, 50)], scoring="plain")
    # Anne: (100-60) + (100-70) + (100-50) = 120 = 4 x (100 - 70).
    assert KIND.derive(four).rows[0].points == (120, -40, 0, -80)
    assert deal_result(100, 4, plain=True) == 120 and deal_result(100, 4, plain=False) == 30


def test_three_and_four_players_against_their_tie_score() -> None:
    """ "For four people, it is 70 points. The difference of your score from
    the tie score is how many points you win or lose by." """
    three = new_sheet(KIND, NAMES[:3], [_row(100, 60, 80)])
    assert KIND.derive(three).rows[0].points == (20, -20, 0)
    four = new_sheet(KIND, NAMES, [_row(100, 60, 70, 50)])
    assert KIND.derive(four).rows[0].points == (30, -10, 0, -20)


# -- the checks ------------------------------------------------------------------------------


@pytest.mark.parametrize("players, total", [(2, 210), (3, 240), (4, 280)])
def test_the_points_add_up_to_the_decks_total(players: int, total: int) -> None:
    """Every card is taken by the end of a deal (the design: the table is
    empty when the hands and the stock run out), so the points of a deal
    add up to every red card's and the black aces'."""
    sheet = new_sheet(KIND, NAMES[:players])
    share = [total // players] * players
    assert problems(KIND, sheet, 0, _row(*share)) == []
    short = [share[0] - 10] + share[1:]
    assert problems(KIND, sheet, 0, _row(*short)) == [
        f"The points add up to {total - 10}, but with {players} players the cards are worth {total}: "
        "every card is taken by the end of a deal."
    ]
    assert codes(KIND, sheet, 0, _row(*([total] + [0] * (players - 1)))) == []


def test_no_player_takes_less_than_nothing_or_more_than_the_deck() -> None:
    sheet = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, sheet, 0, _row(-5, 215)) == [
        "Anne cannot have taken \u22125 points: with 2 players a deal holds 0 to 210.",
        "Beth cannot have taken 215 points: with 2 players a deal holds 0 to 210.",
    ]
    said = [reason.text(SeatNames(NAMES[:2], you=1)) for reason in KIND.check(sheet, 0, _row(10, 300))]
    assert said == ["You cannot have taken 300 points: with 2 players a deal holds 0 to 210."]


def test_a_number_no_cards_add_up_to_is_refused() -> None:
    """The scoring cards are worth 2 to 8, 10, 20 (and 30, 40): no set of them
    adds up to 1, so the other players cannot hold all but 1 either."""
    for players in (2, 3, 4):
        total = deck_total(players)
        assert sorted(set(range(total + 1)) - possible_points(players)) == [1, total - 1]
    sheet = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, sheet, 0, _row(1, 209)) == [
        "Anne cannot have taken exactly 1 point: no cards that score add up to that.",
        "Beth cannot have taken exactly 209 points: no cards that score add up to that.",
    ]
    assert problems(KIND, sheet, 0, _row(2, 208)) == []


def test_every_players_points_are_entered_as_whole_numbers() -> None:
    sheet = new_sheet(KIND, NAMES[:3])
    assert problems(KIND, sheet, 0, _row(100, "ninety", None)) == [
        "Enter the points Beth took as a whole number.",
        "Enter the points Cath took.",
    ]
    assert codes(KIND, sheet, 0, {}) == ["chinese_ten_points_missing"] * 3
    assert codes(KIND, sheet, 0, {"points": 240}) == ["chinese_ten_points_number"] * 3
    derived = KIND.derive(new_sheet(KIND, NAMES[:3], [_row(100, 500, 60)]))
    assert derived.rows[0].points == (20, 0, -20), "points no deal can give count as the tie score"


# -- the match -------------------------------------------------------------------------------


def test_the_match_is_a_deal_each_by_default() -> None:
    """The design: the match is ``deals`` deals for each player, everyone
    dealing in turn; the highest total wins."""
    sheet = new_sheet(KIND, NAMES[:2], [_row(90, 120)])
    assert _notes(sheet) == [
        "A result is the points less the tie score, 105.",
        "A match of 2 deals: 1 deal to play; the highest total wins.",
    ]
    assert KIND.summary(sheet) == "Beth leads"
    sheet.rows.append(_row(110, 100))
    derived = KIND.derive(sheet)
    assert derived.totals == (-10, 10) and derived.winners == (1,)
    assert KIND.summary(sheet) == "Beth won" and _notes(sheet) == []
    assert problems(KIND, sheet, 2, _row(105, 105)) == ["The match was already over after hand 2."]


def test_more_deals_each_and_a_shared_win() -> None:
    rows = [_row(100, 60, 80), _row(60, 100, 80), _row(80, 80, 80)]
    sheet = new_sheet(KIND, NAMES[:3], rows, deals=2, scoring="plain")
    assert _notes(sheet) == [
        "A result is the sum of the differences with each other player: 3 times the points less 80.",
        "A match of 6 deals: 3 deals to play; the highest total wins.",
    ]
    sheet.rows += [_row(80, 80, 80)] * 3
    derived = KIND.derive(sheet)
    assert derived.totals == (0, 0, 0) and derived.winners == (0, 1, 2)
    assert _notes(sheet) == ["The win is shared: 3 players have the highest total."]


# -- the sheet's shape ----------------------------------------------------------------------


def test_two_to_four_players_and_the_options() -> None:
    assert KIND.resolve(2) == {"scoring": "tie", "deals": 1}
    assert KIND.resolve(4, {"scoring": "plain", "deals": 3}) == {"scoring": "plain", "deals": 3}
    for players in (1, 5):
        with pytest.raises(OptionError):
            KIND.resolve(players)
    with pytest.raises(OptionError):
        KIND.resolve(2, {"scoring": "even"})


def test_the_field_names_the_tables_black_aces() -> None:
    for players, aces, total in ((2, "", 210), (3, "the ace of spades 30", 240), (4, "the ace of clubs 40", 280)):
        sheet = new_sheet(KIND, NAMES[:players])
        (field,) = KIND.fields(sheet, 0)
        assert (field.key, field.per_player, field.minimum, field.maximum) == ("points", True, 0, total)
        assert aces in field.help and f"They add up to {total}." in field.help
    assert "ace of spades" not in KIND.fields(new_sheet(KIND, NAMES[:2]), 0)[0].help
    assert KIND.blank(new_sheet(KIND, NAMES[:3]), 0) == {"points": [0, 0, 0]}


def test_a_played_hand_fills_its_row() -> None:
    """The game's cells: ``{"points": red points per seat, "result": ...}``."""
    sheet = new_sheet(KIND, NAMES[:2], scoring="plain")
    result = HandResult((-30, 30), {"points": (90, 120), "result": (-30, 30)})
    entry = KIND.entry_from_result(sheet, result)
    assert entry == _row(90, 120)
    sheet.rows.append(entry)
    assert KIND.derive(sheet).rows[0].points == result.points
    assert KIND.entry_from_result(sheet, HandResult((0, 0), {})) == {"points": []}


def test_a_matchs_options_carry_into_its_sheet() -> None:
    match = SimpleNamespace(options={"scoring": "plain", "deals": 2}, rules=MatchRules(hands=6), first_dealer=0)
    chosen = sheet_options(KIND, match, 3, {})  # type: ignore[arg-type]  # what the sheet reads of a Match
    assert chosen == {"scoring": "plain", "deals": 2}
    assert KIND.match_end(Sheet(KIND.id, NAMES[:3], chosen)) == (None, 6, False)


def test_the_sheet_is_stored_and_read_back_the_same(tmp_path) -> None:
    sheet = new_sheet(KIND, NAMES[:2], [_row(90, 120), _row(110, 100)])
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        loaded = store.load(store.create(sheet))
    assert (loaded.kind, loaded.rows) == ("chinese_ten", sheet.rows)
    assert KIND.derive(loaded) == KIND.derive(sheet)
    lines = to_csv(loaded, KIND.derive(loaded)).splitlines()
    assert len(lines) > 2 and "Result" in lines[0] + lines[1]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_rows_of_any_json_are_read_without_raising(data: st.DataObject) -> None:
    """What ``test_any_json`` asks of every registered kind, asked of this
    one before the game registers it."""
    rows = data.draw(rows_for(KIND))
    for options in ({}, {"scoring": "plain", "deals": 2}):
        sheet = Sheet(KIND.id, NAMES, KIND.resolve(4, options), rows)
        for position, entry in enumerate(rows):
            for reason in KIND.check(sheet, position, entry):
                assert reason.text(NAMES)
        derived = KIND.derive(sheet)
        assert len(derived.rows) == len(rows)
        assert all(reason.text(NAMES) for row in derived.rows for reason in row.problems)
        assert all(note.text(NAMES) for note in derived.notes)
        assert isinstance(KIND.summary(sheet), str)


# -- a match played in the app ---------------------------------

PLAYED = [(2, {}), (3, {"scoring": "plain"}), (4, {"deals": 2})]


@pytest.mark.parametrize("players, options", PLAYED)
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int, options: dict[str, Any]) -> None:
    """The sheet of a played match, made as the app makes it, has no
    problem row (every deal's points add up to the deck's total), and its
    results, totals and winners are the match's."""
    match = Match(get_game("chinese_ten"), players, options, seed=11)
    play_match(match, seed=11)
    sheet = Sheet(KIND.id, NAMES[:players], sheet_options(KIND, match, players, {}), source="played")
    sheet.rows = rows_of(match, sheet, KIND)
    derived = KIND.derive(sheet)
    assert len(derived.rows) == len(match.hands) == players * sheet.options["deals"]
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert [row.points for row in derived.rows] == [tuple(record.result.points) for record in match.hands]
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners() and derived.is_over
