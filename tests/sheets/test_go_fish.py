"""The Go Fish sheet (Authors too). The rules text: "Whoever collects most sets
wins"; "The game continues until either someone has no cards left in their
hand or the stock runs out. The winner is the player who then has the most
books." Scoring over several hands: "you may play a series of hands, scoring
one point for each book you make. The game continues until someone wins by
reaching an agreed target score - for example, 10 points." Ties: our
decision (``Match.winners``), the players with the most books share the win."""

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
from cardtable.games.go_fish.rules import OPTION_SPECS
from cardtable.games.go_fish.sheet import GoFishSheet
from cardtable.sheets.export import to_csv
from cardtable.sheets.model import Sheet
from cardtable.sheets.played import rows_of, sheet_options
from cardtable.storage.sheet_store import SheetStore

from .helpers import codes, new_sheet, play_match, problems, texts
from .test_any_json import rows_for

KIND = GoFishSheet()
NAMES = ["Anne", "Beth", "Cath", "Dora"]
AUTHORS = dict(get_game("go_fish").preset("authors").values)  # no stock, played out


def _row(*books: Any) -> dict[str, Any]:
    return {"books": list(books)}


def _notes(sheet: Sheet) -> list[str]:
    return [note.text(sheet.players) for note in KIND.derive(sheet).notes]


# -- one hand: the most books win ---------------------------------------------------


def test_the_player_with_the_most_books_wins_the_hand() -> None:
    """ "The winner is the player who then has the most books." By default
    the match is that one hand."""
    sheet = new_sheet(KIND, NAMES)
    assert _notes(sheet) == ["One hand: whoever makes the most books wins."]
    assert KIND.summary(sheet) == "no hands yet"
    sheet.rows.append(_row(2, 5, 1, 3))
    derived = KIND.derive(sheet)
    assert not derived.rows[0].problems
    assert derived.rows[0].points == (2, 5, 1, 3) and derived.totals == (2, 5, 1, 3)
    assert texts(derived, "books") == [["2", "5", "1", "3"]]
    best = derived.rows[0].cells["books"][1]
    assert best.strong and best.tip == "most books"
    assert not derived.rows[0].cells["books"][0].strong
    assert derived.winners == (1,) and derived.is_over
    assert _notes(sheet) == []
    assert KIND.summary(sheet) == "Beth won"
    assert KIND.summary(sheet, you=1) == "you won"


def test_a_second_hand_is_refused_once_the_one_hand_is_played() -> None:
    """One hand is the match (``MatchRules(hands=1)``): a row after it is
    refused with its reason, and counts for nobody's win."""
    sheet = new_sheet(KIND, NAMES, [_row(2, 5, 1, 3)])
    assert problems(KIND, sheet, 1, _row(6, 0, 0, 0)) == ["The match was already over after hand 1."]
    sheet.rows.append(_row(6, 0, 0, 0))
    derived = KIND.derive(sheet)
    assert [reason.code for reason in derived.rows[1].problems] == ["sheet_after_end"]
    assert derived.winners == (1,)


def test_players_with_as_many_books_share_the_win() -> None:
    """ "Whoever collects most sets wins": two with the most share the win."""
    sheet = new_sheet(KIND, NAMES, [_row(4, 1, 4, 2)])
    derived = KIND.derive(sheet)
    assert derived.winners == (0, 2)
    shared = [cell for cell in derived.rows[0].cells["books"] if cell.strong]
    assert [cell.tip for cell in shared] == ["most books, shared", "most books, shared"]
    assert _notes(sheet) == ["The win is shared: 2 players have the most books, 4 books each."]
    assert KIND.summary(sheet) == "Anne and Cath won"


# -- a point a book, to a target --------------------------------------------------------


def test_a_point_a_book_until_a_player_reaches_the_target() -> None:
    """ "scoring one point for each book you make. The game continues until
    someone wins by reaching an agreed target score - for example, 10 points." """
    sheet = new_sheet(KIND, NAMES, [_row(4, 3, 3, 1)], scoring="points")
    assert _notes(sheet) == [
        "Hands with the most books (shared ones too): Anne 1, Beth 0, Cath 0, Dora 0.",
        "A point a book: the match ends when a player reaches 10 points; the highest total wins.",
    ]
    sheet.rows.append(_row(1, 4, 4, 2))
    derived = KIND.derive(sheet)
    assert [row.totals for row in derived.rows] == [(4, 3, 3, 1), (5, 7, 7, 3)]
    assert derived.leaders == (1, 2) and not derived.is_over
    assert KIND.summary(sheet) == "Beth and Cath lead"
    assert _notes(sheet)[0] == "Hands with the most books (shared ones too): Anne 1, Beth 1, Cath 1, Dora 0."
    sheet.rows.append(_row(2, 2, 5, 1))
    derived = KIND.derive(sheet)
    assert derived.totals == (7, 9, 12, 4) and derived.winners == (2,)
    assert KIND.summary(sheet) == "Cath won"
    final = derived.rows[2].cells["total"][2]
    assert final.strong and final.tip == "won the match"
    assert codes(KIND, sheet, 3, _row(1, 1, 1, 1)) == ["sheet_after_end"]


def test_the_target_is_the_sheets_option() -> None:
    rows = [_row(4, 3, 3, 1), _row(1, 4, 4, 2), _row(2, 2, 5, 1)]
    assert not KIND.derive(new_sheet(KIND, NAMES, rows, scoring="points", target=13)).is_over
    sheet = new_sheet(KIND, NAMES, rows[:1], scoring="points", target=4)
    assert KIND.derive(sheet).winners == (0,)


def test_players_reaching_the_target_with_the_same_total_share_the_win() -> None:
    """Reaching the target ends the match: the best totals win, and equal
    best totals share it; a lower total past the target does not."""
    sheet = new_sheet(KIND, NAMES[:3], [_row(5, 5, 3), _row(6, 6, 1)], scoring="points")
    derived = KIND.derive(sheet)
    assert derived.totals == (11, 11, 4) and derived.winners == (0, 1)
    assert _notes(sheet)[-1] == "The win is shared: 2 players have the most books, 11 books each."
    higher = new_sheet(KIND, NAMES[:3], [_row(5, 5, 3), _row(7, 5, 1)], scoring="points")
    assert KIND.derive(higher).winners == (0,)


# -- the checks -------------------------------------------------------------------------


def test_books_are_counted_from_zero() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(3, -1, 2, 2)) == [
        "Beth cannot have made \u22121 books: a player makes 0 books or more."
    ]
    said = [reason.text(SeatNames(NAMES, you=1)) for reason in KIND.check(sheet, 0, _row(3, -1, 2, 2))]
    assert said == ["You cannot have made \u22121 books: a player makes 0 books or more."]


def test_every_player_s_books_are_entered_as_whole_numbers() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(3, None, "two", 1.5)) == [
        "Enter how many books Beth made.",
        "Enter how many books Cath made as a whole number.",
        "Enter how many books Dora made as a whole number.",
    ]
    assert problems(KIND, sheet, 0, _row(3, 2)) == [
        "Enter how many books Cath made.",
        "Enter how many books Dora made.",
    ]
    assert codes(KIND, sheet, 0, {}) == ["go_fish_books_missing"] * 4
    assert codes(KIND, sheet, 0, {"books": "lots"}) == ["go_fish_books_number"] * 4


def test_a_pack_makes_thirteen_books_at_most() -> None:
    """ "A standard 52 card deck is used": thirteen ranks, so thirteen books
    at most in a hand."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(5, 4, 3, 2)) == ["The books add up to 14, but a pack makes only 13 books."]
    assert problems(KIND, sheet, 0, _row(14, 0, 0, 0)) == ["The books add up to 14, but a pack makes only 13 books."]
    assert problems(KIND, sheet, 0, _row(10**12, 0, 0, 0)) == [
        "The books add up to 1000000000000, but a pack makes only 13 books."
    ]
    assert problems(KIND, sheet, 0, _row(5, 4, 3, 1)) == []
    assert problems(KIND, sheet, 0, _row(0, 0, 0, 0)) == []
    derived = KIND.derive(new_sheet(KIND, NAMES, [_row(14, 0, 0, 0)], scoring="points"))
    assert derived.rows[0].points == (0, 0, 0, 0), "a book count no hand can give counts nothing"


def test_a_basic_hand_may_end_before_every_book_is_made() -> None:
    """ "The game continues until either someone has no cards left in their
    hand or the stock runs out": books may still be in the hands."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(3, 1, 0, 2)) == []
    help_text = KIND.fields(sheet, 0)[0].help
    assert help_text == "How many books each player made when the hand ended: 13 at most in all."


def test_a_hand_played_out_makes_all_thirteen_books() -> None:
    """ "Some people play that when the stock runs out, you carry on playing
    until all the cards have been made into books." """
    sheet = new_sheet(KIND, NAMES, play_out=True)
    assert problems(KIND, sheet, 0, _row(3, 1, 0, 2)) == [
        "The books add up to 6, but the hand goes on until all 13 books are made."
    ]
    assert problems(KIND, sheet, 0, _row(5, 1, 4, 3)) == []
    assert problems(KIND, sheet, 0, _row(5, 1, 4, 4)) == ["The books add up to 14, but a pack makes only 13 books."]
    # A row still being typed is asked for its numbers, not told the sum.
    assert codes(KIND, sheet, 0, _row(5, 1, None, 3)) == ["go_fish_books_missing"]
    assert KIND.fields(sheet, 0)[0].help == (
        "How many books each player made: played out (as Authors is), all thirteen are made, so they add up to 13."
    )


def test_authors_makes_all_thirteen_books() -> None:
    """Authors: "The game continues until all the cards are formed into
    books, and whoever gets most books wins - or you can score one point per
    book and play to a target score." Its sheet is the played-out one."""
    assert AUTHORS == {"stock": False, "play_out": True}
    sheet = new_sheet(KIND, NAMES[:3], play_out=True)
    assert codes(KIND, sheet, 0, _row(4, 4, 4)) == ["go_fish_books_all"]
    assert problems(KIND, sheet, 0, _row(4, 5, 4)) == []
    by_points = new_sheet(KIND, NAMES[:3], [_row(4, 5, 4), _row(3, 6, 4)], scoring="points", play_out=True)
    derived = KIND.derive(by_points)
    assert derived.winners == (1,) and derived.totals == (7, 11, 8)


# -- the sheet's shape --------------------------------------------------------------------


def test_two_to_six_players_and_the_games_options() -> None:
    """ "This is best for 3-6 players, but it is possible for 2 to play."
    The options are the game's own specs, those that change a sheet."""
    assert KIND.option_specs == tuple(spec for spec in OPTION_SPECS if spec.name in ("scoring", "target", "play_out"))
    assert KIND.resolve(2) == {"scoring": "hand", "target": 10, "play_out": False}
    assert KIND.resolve(6, {"scoring": "points", "target": 25})["target"] == 25
    for players in (1, 7):
        with pytest.raises(OptionError):
            KIND.resolve(players)
    with pytest.raises(OptionError):
        KIND.resolve(4, {"scoring": "books"})
    with pytest.raises(OptionError):
        KIND.resolve(4, {"target": 0})


def test_a_new_row_starts_at_no_books_for_anyone() -> None:
    sheet = new_sheet(KIND, NAMES[:3])
    (field,) = KIND.fields(sheet, 0)
    assert (field.key, field.per_player, field.minimum, field.maximum) == ("books", True, 0, 13)
    assert KIND.blank(sheet, 0) == {"books": [0, 0, 0]}


def test_a_played_hand_fills_its_row() -> None:
    """The game's cells: ``{"books": (books per seat)}``; a point a book."""
    sheet = new_sheet(KIND, NAMES, scoring="points")
    result = HandResult((3, 5, 2, 3), {"books": (3, 5, 2, 3)})
    entry = KIND.entry_from_result(sheet, result)
    assert entry == {"books": [3, 5, 2, 3]}
    sheet.rows.append(entry)
    assert KIND.derive(sheet).rows[0].points == result.points
    assert KIND.entry_from_result(sheet, HandResult((0, 0), {})) == {"books": []}


def test_a_matchs_options_carry_into_its_sheet() -> None:
    """The sheet's options are the game's, by the same names: the sheet of
    an Authors match to a target asks for all thirteen books and ends at the
    match's target (``sheets.played.sheet_options``)."""
    options = {"ask_for": "card", "bluff": True, "scoring": "points", "target": 7, **AUTHORS}
    match = SimpleNamespace(options=options, rules=MatchRules(target=7), first_dealer=2)
    chosen = sheet_options(KIND, match, 3, {})  # type: ignore[arg-type]  # what the sheet reads of a Match
    assert chosen == {"scoring": "points", "target": 7, "play_out": True}
    sheet = Sheet(KIND.id, NAMES[:3], chosen, [_row(4, 4, 5)])
    assert KIND.every_book(sheet) and KIND.match_end(sheet) == (7, None, False)


def test_the_sheet_is_stored_and_read_back_the_same(tmp_path) -> None:
    """Only the rows' inputs are stored: read back, the sheet derives the same."""
    sheet = new_sheet(KIND, NAMES, [_row(4, 3, 3, 1), _row(1, 4, 4, 2)], scoring="points", target=7)
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        loaded = store.load(store.create(sheet))
    assert (loaded.kind, loaded.players, loaded.options, loaded.rows) == (
        "go_fish",
        NAMES,
        sheet.options,
        sheet.rows,
    )
    assert KIND.derive(loaded) == KIND.derive(sheet)
    assert KIND.derive(loaded).winners == (1, 2)
    lines = to_csv(loaded, KIND.derive(loaded)).splitlines()
    assert len(lines) > 2 and "Books" in lines[0] + lines[1]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_rows_of_any_json_are_read_without_raising(data: st.DataObject) -> None:
    """What ``test_any_json`` asks of every registered kind, asked of this
    one before the game registers it."""
    rows = data.draw(rows_for(KIND))
    players = ["Anne", "Beth", "Cath", "Dave"]
    for options in ({}, {"scoring": "points"}, {"play_out": True}):
        sheet = Sheet(KIND.id, players, KIND.resolve(4, options), rows)
        for position, entry in enumerate(rows):
            for reason in KIND.check(sheet, position, entry):
                assert reason.text(players)
        derived = KIND.derive(sheet)
        assert len(derived.rows) == len(rows)
        assert all(reason.text(players) for row in derived.rows for reason in row.problems)
        assert all(note.text(players) for note in derived.notes)
        assert isinstance(KIND.summary(sheet), str)


# -- a match played in the app ------------------------------------------------------------

PLAYED = [
    (4, {}),
    (2, {}),
    (3, {"scoring": "points", "target": 5}),
    (5, {"play_out": True}),
    (4, {"ask_for": "card", "scoring": "points", "target": 4}),
    (3, {"stock": False}),
    (3, {**AUTHORS}),
    (6, {**AUTHORS, "scoring": "points", "target": 6}),
]


@pytest.mark.parametrize("players, options", PLAYED)
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int, options: dict[str, Any]) -> None:
    """The sheet of a played match, made as the app makes it (its options
    from the match's, a row from each hand's result), has no problem row,
    and its totals and winners are the match's."""
    match = Match(get_game("go_fish"), players, options, seed=5)
    play_match(match, seed=5)
    names = ["Anne", "Beth", "Cath", "Dora", "Emma", "Finn"][:players]
    sheet = Sheet(KIND.id, names, sheet_options(KIND, match, players, {}), source="played")
    sheet.rows = rows_of(match, sheet, KIND)
    derived = KIND.derive(sheet)
    assert len(derived.rows) == len(match.hands) > 0
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert [row.points for row in derived.rows] == [record.result.points for record in match.hands]
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners() and derived.is_over
