"""The Statistics sheet (Reverse Statistics too). The rules text: "Cards and
sets of cards are worth points as follows: Each Ace: 10 points, Ten of
Diamonds: 20 points, Queen of Spades: minus 20 points, Each Jack: 1 point,
Each Eight: 1 point, Four of a kind (except Twos): 8 points, Three of a kind
(except Twos): 4 points, Pair (except Twos): 2 points"; "The first player to
tally 120 points wins the game. In the unlikely event of a perfect tie, the
player with the Ten of Diamonds in the last round wins." The notes' decisions:
several past 120, the highest total wins; jacks' points count inside a set;
Reverse Statistics, the lowest total wins (its tie rule is ours).

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
from cardtable.games.statistics.sheet import (
    StatisticsSheet,
    collection_points,
    match_winners,
    possible_sets,
)
from cardtable.sheets.export import to_csv
from cardtable.sheets.model import Sheet
from cardtable.sheets.played import rows_of, sheet_options
from cardtable.storage.sheet_store import SheetStore

from .helpers import codes, new_sheet, play_match, problems, texts
from .test_any_json import rows_for

KIND = StatisticsSheet()
NAMES = ["Anne", "Beth", "Cath", "Dora"]


def _row(aces: list[Any], jacks_eights: list[Any], sets: list[Any], ten: Any, queen: Any) -> dict[str, Any]:
    return {"aces": aces, "jacks_eights": jacks_eights, "sets": sets, "ten_of_diamonds": ten, "queen_of_spades": queen}


#: Four collections holding the text's examples: Anne A-A, J-J and the queen
#: of spades (22 - 20 + 4 = 6); Beth 8-8-8-8 (12); Cath an ace, a jack,
#: Q-Q-Q without the queen of spades and 3-3-3 (10 + 1 + 4 + 4 = 19); Dora
#: an ace, a jack and the ten of diamonds (10 + 1 + 20 = 31).
EXAMPLES = _row([2, 0, 1, 1], [2, 4, 1, 1], [4, 8, 8, 0], 3, 0)
#: Two collections: 74 and 34 points (sets 2 + 4 + 24 each).
PAIR = _row([2, 2], [4, 4], [30, 30], 0, 1)
PAIR_TURNED = _row([2, 2], [4, 4], [30, 30], 1, 0)


def _notes(sheet: Sheet) -> list[str]:
    return [note.text(sheet.players) for note in KIND.derive(sheet).notes]


# -- what a collection is worth ------------------------------------------------------


def test_the_texts_examples_are_scored_as_written() -> None:
    """ "Examples: A-A = 22 points, Q-Q-Q = 4 points, Q-Q-Q = minus 16 points,
    8-8-8-8 = 12 points, 3-3-3 = 4 points, 2-2-2 = 0 points" (the second Q-Q-Q
    holds the queen of spades); "In a set of Aces, Queens, Tens or Eights,
    points for the individual cards are counted in addition to the points for
    the set. A set of Twos is worth nothing." """
    assert collection_points(aces=2, ten=False, queen=False, jacks_eights=0, sets=2) == 22
    assert collection_points(aces=0, ten=False, queen=False, jacks_eights=0, sets=4) == 4
    assert collection_points(aces=0, ten=False, queen=True, jacks_eights=0, sets=4) == -16
    assert collection_points(aces=0, ten=False, queen=False, jacks_eights=4, sets=8) == 12
    assert collection_points(aces=0, ten=False, queen=False, jacks_eights=0, sets=0) == 0  # 2-2-2
    assert collection_points(aces=0, ten=False, queen=False, jacks_eights=2, sets=2) == 4  # J-J: our decision


def test_a_row_of_the_texts_examples_scores_each_collection() -> None:
    """ "Each Ace: 10 points, Ten of Diamonds: 20 points, Queen of Spades:
    minus 20 points, Each Jack: 1 point, Each Eight: 1 point": A-A, the queen
    of spades and J-J make 22 - 20 + 4."""
    sheet = new_sheet(KIND, NAMES, [EXAMPLES])
    derived = KIND.derive(sheet)
    assert derived.rows[0].problems == ()
    assert derived.rows[0].points == (6, 12, 19, 31) == derived.totals
    assert texts(derived, "cards") == [["A×2 Q♠", "", "A", "A 10♦"]]
    assert texts(derived, "points") == [["6", "12", "19", "31"]]
    assert [cell.tip for cell in derived.rows[0].cells["cards"]] == [
        "2 aces, the queen of spades, 2 jacks and eights, sets worth 4 points",
        "0 aces, 4 jacks and eights, sets worth 8 points",
        "1 ace, 1 jack or eight, sets worth 8 points",
        "1 ace, the ten of diamonds, 1 jack or eight, sets worth 0 points",
    ]
    assert derived.leaders == (3,) and not derived.is_over
    both = KIND.derive(new_sheet(KIND, NAMES, [{**EXAMPLES, "ten_of_diamonds": 0}]))
    assert both.rows[0].points == (26, 12, 19, 11)
    assert texts(both, "cards") == [["A×2 10♦ Q♠", "", "A", "A"]]


def test_a_collection_of_a_whole_rank_of_aces_makes_its_set_too() -> None:
    """ "Four of a kind (except Twos): 8 points": four aces are 40 and 8."""
    assert min(possible_sets(4, 0)) == 8
    assert min(possible_sets(3, 0)) == 4 and min(possible_sets(2, 0)) == 2 and min(possible_sets(1, 0)) == 0


# -- the checks: every card ends in a collection ---------------------------------------


def test_the_aces_and_the_jacks_and_eights_are_all_counted() -> None:
    """ "Any cards left in players' hands go in their own collections": the
    four aces and the eight jacks and eights are somewhere."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {**EXAMPLES, "aces": [2, 0, 1, 0]}) == [
        "The aces add up to 3, but every card ends in a collection: they add up to 4."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "jacks_eights": [2, 4, 2, 1]}) == [
        "The jacks and eights add up to 9, but every card ends in a collection: they add up to 8."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "aces": [5, 0, 0, 0]}) == [
        "Anne cannot have taken 5 aces: a collection holds 0 to 4."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "jacks_eights": [-1, 4, 1, 1]}) == [
        "Anne cannot have taken \u22121 jacks and eights: a collection holds 0 to 8."
    ]
    said = [reason.text(SeatNames(NAMES, you=0)) for reason in KIND.check(sheet, 0, {**EXAMPLES, "aces": [9, 0, 0, 0]})]
    assert said == ["You cannot have taken 9 aces: a collection holds 0 to 4."]


def test_one_player_took_each_of_the_ten_and_the_queen() -> None:
    """ "Ten of Diamonds: 20 points. Queen of Spades: minus 20 points": one
    card each, so one player took each."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {**EXAMPLES, "ten_of_diamonds": None, "queen_of_spades": None}) == [
        "Choose who took the ten of diamonds.",
        "Choose who took the queen of spades.",
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "ten_of_diamonds": [0, 1], "queen_of_spades": 4}) == [
        "Only one player can have taken the ten of diamonds: choose one.",
        "The player who took the queen of spades is not at this table.",
    ]
    assert codes(KIND, sheet, 0, {**EXAMPLES, "ten_of_diamonds": True}) == ["statistics_ten_seat"]


def test_set_points_are_what_sets_can_make() -> None:
    """ "Four of a kind (except Twos): 8 points, Three of a kind (except
    Twos): 4 points, Pair (except Twos): 2 points": set points are even, at
    most 8 for each of the twelve ranks but twos, and at least what the
    collection's own aces, jacks and eights make."""
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, {**EXAMPLES, "sets": [5, 8, 8, 0]}) == [
        "Anne's set points cannot be 5, an odd number: a set is worth 2, 4 or 8."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "sets": [0, 8, 8, 0]}) == [
        "With the aces, jacks and eights Anne took, the sets are worth at least 2, not 0."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "sets": [4, 2, 8, 0]}) == [
        "With the aces, jacks and eights Beth took, the sets are worth at least 4, not 2."
    ]
    # Dora: one ace, one jack, so sets of the nine other ranks only: 70 would take ten ranks.
    assert problems(KIND, sheet, 0, {**EXAMPLES, "sets": [4, 8, 8, 70]}) == [
        "With the aces, jacks and eights Dora took, no collection makes sets worth 70: "
        "each rank but twos adds 0, 2, 4 or 8, at most 72 in all."
    ]
    assert problems(KIND, sheet, 0, {**EXAMPLES, "sets": [4, 8, 8, 98]}) == [
        "Dora's set points cannot be 98: a collection's sets make 0 to 96."
    ]
    five = _row([1, 1, 1, 1], [5, 1, 1, 1], [4, 0, 0, 0], 0, 1)
    assert problems(KIND, sheet, 0, five) == [
        "With the aces, jacks and eights Anne took, the sets are worth at least 6, not 4."
    ]
    assert problems(KIND, sheet, 0, {**five, "sets": [6, 0, 0, 0]}) == []


def test_the_set_points_of_all_collections_fit_one_pack() -> None:
    """Every rank but twos has four cards: at most four of a kind, 8, in all;
    with two players each rank makes at least 4 (2 + 2, or three of a kind),
    with three at least a pair."""
    sheet = new_sheet(KIND, NAMES)
    greedy = _row([1, 1, 1, 1], [2, 2, 2, 2], [40, 40, 40, 40], 0, 1)
    assert problems(KIND, sheet, 0, greedy) == [
        "The set points add up to 160, but the aces make 0 and each other rank but twos at most 8: 88 at most."
    ]
    assert problems(KIND, sheet, 0, {**greedy, "sets": [40, 40, 8, 0]}) == []
    two = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, two, 0, {**PAIR, "sets": [10, 10]}) == [
        "The set points add up to 20, but with 2 players each rank's four cards make sets worth 4 or more: "
        "with the aces' 4, at least 48."
    ]
    assert problems(KIND, two, 0, {**PAIR, "sets": [24, 24]}) == []
    three = new_sheet(KIND, NAMES[:3])
    assert codes(KIND, three, 0, _row([2, 1, 1], [3, 3, 2], [10, 8, 4], 0, 1)) == ["statistics_sets_total_least"]
    assert codes(KIND, three, 0, _row([2, 1, 1], [3, 3, 2], [10, 10, 4], 0, 1)) == []


def test_every_count_is_entered_as_a_whole_number() -> None:
    sheet = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, sheet, 0, {**PAIR, "aces": [2, "two"], "sets": [30, None]}) == [
        "Enter how many aces Beth took as a whole number.",
        "Enter Beth's set points.",
    ]
    assert codes(KIND, sheet, 0, {}) == (
        ["statistics_aces_missing"] * 2
        + ["statistics_jacks_missing"] * 2
        + ["statistics_sets_missing"] * 2
        + ["statistics_ten_missing", "statistics_queen_missing"]
    )
    assert codes(KIND, sheet, 0, {**PAIR, "jacks_eights": "lots"}) == ["statistics_jacks_number"] * 2
    derived = KIND.derive(new_sheet(KIND, NAMES[:2], [{**PAIR, "aces": [9, 2]}]))
    assert derived.rows[0].points == (54, 34), "a count no collection can hold counts nothing"


# -- the match -------------------------------------------------------------------------------


def test_the_first_to_the_target_wins() -> None:
    """ "The first player to tally 120 points wins the game." """
    sheet = new_sheet(KIND, NAMES[:2], [PAIR])
    assert _notes(sheet) == ["The match ends when a player reaches 120 points; the highest total wins."]
    sheet.rows.append(PAIR)
    derived = KIND.derive(sheet)
    assert derived.totals == (148, 68) and derived.winners == (0,)
    assert KIND.summary(sheet) == "Anne won" and _notes(sheet) == []
    final = derived.rows[1].cells["total"][0]
    assert final.strong and final.tip == "won the match"
    assert problems(KIND, sheet, 2, PAIR) == ["The match was already over after hand 2."]
    assert KIND.derive(new_sheet(KIND, NAMES[:2], [PAIR, PAIR], target=150)).winners == ()


def test_several_over_the_target_the_highest_total_wins() -> None:
    """The notes: "several players past 120 in one round: highest total wins"."""
    sets_for_beth = _row([2, 2], [4, 4], [24, 60], 0, 0)  # 48 and 84
    sheet = new_sheet(KIND, NAMES[:2], [PAIR, sets_for_beth], target=100)
    derived = KIND.derive(sheet)
    assert derived.rows[1].problems == ()
    assert [row.totals for row in derived.rows] == [(74, 34), (122, 118)]
    assert derived.winners == (0,) and _notes(sheet) == []


def test_a_perfect_tie_goes_to_the_ten_of_diamonds() -> None:
    """ "In the unlikely event of a perfect tie, the player with the Ten of
    Diamonds in the last round wins." """
    sheet = new_sheet(KIND, NAMES[:2], [PAIR, PAIR_TURNED], target=100)
    derived = KIND.derive(sheet)
    assert derived.totals == (108, 108) and derived.winners == (1,)
    assert _notes(sheet) == ["Beth wins the tie, having taken the ten of diamonds in the last round."]
    (note,) = derived.notes
    assert note.text(SeatNames(sheet.players, you=1)) == (
        "You win the tie, having taken the ten of diamonds in the last round."
    )


def test_reverse_statistics_the_lowest_total_wins() -> None:
    """ "Statistics could also be played as a negative game, where the
    objective is to avoid scoring points." The notes: a preset where the
    lowest score wins; it ends as Statistics does, at the target."""
    sheet = new_sheet(KIND, NAMES[:2], [PAIR], reverse=True)
    assert _notes(sheet) == ["The match ends when a player reaches 120 points; the lowest total wins."]
    assert KIND.derive(sheet).leaders == (1,)
    sheet.rows.append(PAIR)
    assert KIND.derive(sheet).winners == (1,)


def test_reverse_a_tie_goes_to_the_player_without_the_ten_of_diamonds() -> None:
    """Our decision for Reverse: an exact tie for the lowest total goes to
    the tied player who did not take the ten of diamonds in the last round."""
    sheet = new_sheet(KIND, NAMES[:2], [PAIR, PAIR_TURNED], target=100, reverse=True)
    assert KIND.derive(sheet).winners == (0,)
    assert _notes(sheet) == ["Anne wins the tie, not having taken the ten of diamonds in the last round."]


def test_reverse_then_the_fewest_points_in_the_last_round_then_shared() -> None:
    """Our decision: when the ten of diamonds does not decide, the tied
    player who took fewer points in the last round wins; else the win is
    shared."""
    first = _row([1, 1, 2], [2, 2, 4], [2, 4, 20], 2, 0)  # -6, 16, 64
    second = _row([1, 1, 2], [2, 2, 4], [4, 2, 20], 2, 1)  # 16, -6, 64
    sheet = new_sheet(KIND, NAMES[:3], [first, second], target=100, reverse=True)
    derived = KIND.derive(sheet)
    assert derived.totals == (10, 10, 128) and derived.winners == (1,)
    assert _notes(sheet) == ["Beth wins the tie, having taken the fewest points in the last round."]
    even = _row([1, 1, 2], [2, 2, 4], [2, 2, 20], 2, 2)  # 14, 14, 44
    shared = new_sheet(KIND, NAMES[:3], [even, even], target=60, reverse=True)
    assert KIND.derive(shared).winners == (0, 1)
    assert _notes(shared) == ["The win is shared: 2 players have the best total and the tie rule does not decide."]
    assert KIND.derive(new_sheet(KIND, NAMES[:3], [even, even], target=60)).winners == (2,)


def test_the_tie_rule_on_its_own() -> None:
    assert match_winners([5, 5, 3], False, 2, [1, 1, 1]) == ((0, 1), "")
    assert match_winners([5, 5, 3], False, 1, [1, 1, 1]) == ((1,), "ten")
    assert match_winners([3, 3, 3, 9], True, 0, [4, 2, 2, 0]) == ((1, 2), "")
    assert match_winners([3, 3, 3, 9], True, 0, [4, 2, 1, 0]) == ((2,), "fewer")
    assert match_winners([3, 4], True, None, [0, 0]) == ((0,), "")


# -- the sheet's shape ----------------------------------------------------------------------


def test_two_to_four_players_and_the_options() -> None:
    """ "This game for 2 to 4 players"; the target (120) and Reverse."""
    assert KIND.resolve(2) == {"reverse": False, "target": 120}
    assert KIND.resolve(4, {"reverse": True, "target": 200}) == {"reverse": True, "target": 200}
    for players in (1, 5):
        with pytest.raises(OptionError):
            KIND.resolve(players)
    assert [spec.name for spec in KIND.option_specs] == ["reverse", "target"]


def test_a_new_row_and_its_fields() -> None:
    sheet = new_sheet(KIND, NAMES[:3])
    fields = {item.key: item for item in KIND.fields(sheet, 0)}
    assert [(key, item.kind, item.maximum) for key, item in fields.items()] == [
        ("aces", "int", 4),
        ("ten_of_diamonds", "seat", None),
        ("queen_of_spades", "seat", None),
        ("jacks_eights", "int", 8),
        ("sets", "int", 96),
    ]
    assert KIND.blank(sheet, 0) == _row([0, 0, 0], [0, 0, 0], [0, 0, 0], None, None)


def test_a_played_hand_fills_its_row() -> None:
    """The game's cells: the counts per seat, the two holders, the points."""
    cells = {
        "aces": (2, 0, 1, 1),
        "ten_of_diamonds": 3,
        "queen_of_spades": 0,
        "jacks_eights": (2, 4, 1, 1),
        "sets": (4, 8, 8, 0),
        "points": (6, 12, 19, 31),
    }
    sheet = new_sheet(KIND, NAMES)
    entry = KIND.entry_from_result(sheet, HandResult((6, 12, 19, 31), cells))
    assert entry == EXAMPLES
    sheet.rows.append(entry)
    assert KIND.derive(sheet).rows[0].points == tuple(cells["points"])
    assert KIND.entry_from_result(sheet, HandResult((0, 0), {})) == _row([], [], [], None, None)


def test_a_matchs_options_carry_into_its_sheet() -> None:
    """The sheet's options are the game's, by the same names."""
    match = SimpleNamespace(
        options={"reverse": True, "target": 150}, rules=MatchRules(target=150, lowest_wins=True), first_dealer=1
    )
    chosen = sheet_options(KIND, match, 3, {})  # type: ignore[arg-type]  # what the sheet reads of a Match
    assert chosen == {"reverse": True, "target": 150}


def test_the_sheet_is_stored_and_read_back_the_same(tmp_path) -> None:
    sheet = new_sheet(KIND, NAMES[:2], [PAIR, PAIR_TURNED], target=100)
    with SheetStore(tmp_path / "sheets.sqlite3") as store:
        loaded = store.load(store.create(sheet))
    assert (loaded.kind, loaded.players, loaded.options, loaded.rows) == (
        "statistics",
        NAMES[:2],
        sheet.options,
        sheet.rows,
    )
    assert KIND.derive(loaded) == KIND.derive(sheet) and KIND.derive(loaded).winners == (1,)
    lines = to_csv(loaded, KIND.derive(loaded)).splitlines()
    assert len(lines) > 2 and "Cards" in lines[0] + lines[1]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_rows_of_any_json_are_read_without_raising(data: st.DataObject) -> None:
    """What ``test_any_json`` asks of every registered kind, asked of this
    one before the game registers it."""
    rows = data.draw(rows_for(KIND))
    for options in ({}, {"reverse": True, "target": 10}):
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

PLAYED = [(4, {}), (2, {"target": 60}), (3, {"reverse": True, "target": 60})]


@pytest.mark.parametrize("players, options", PLAYED)
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int, options: dict[str, Any]) -> None:
    """The sheet of a played match, made as the app makes it (its options
    from the match's, a row from each hand's result), has no problem row,
    and its totals and winners are the match's (the ten of diamonds' tie
    rule too)."""
    match = Match(get_game("statistics"), players, options, seed=7)
    play_match(match, seed=7)
    sheet = Sheet(KIND.id, NAMES[:players], sheet_options(KIND, match, players, {}), source="played")
    sheet.rows = rows_of(match, sheet, KIND)
    derived = KIND.derive(sheet)
    assert len(derived.rows) == len(match.hands) > 0
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert [row.points for row in derived.rows] == [tuple(record.result.points) for record in match.hands]
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners() and derived.is_over
