"""The Oh Hell sheet. The rule text: "It would be 1 card per player in the
first hand, 2 cards in the second hand ... for 4 players, there would be 13
deals"; "A player scores points only if he makes the exact number of tricks
he bid ... For zero bids, the score ... is 5 points plus the number of tricks
in the hand ... For other bids ... 10 points plus the amount of the bid ... A
player scores zero if he busts." NOTES: "the last hand is played at no trump";
"a "hook" option may forbid" the bids totalling the tricks."""

from __future__ import annotations

import random

import pytest

from cardtable.core.game import HandResult
from cardtable.core.infoset import information
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.oh_hell.sheet import OhHellSheet
from cardtable.sheets.played import sheet_of_match
from cardtable.sheets.registry import kind_for_game

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = OhHellSheet()
NAMES = ["Anne", "Beth", "Cath", "Diana"]


def test_the_game_keeps_this_sheet() -> None:
    assert kind_for_game("oh_hell").id == "oh_hell" == KIND.id
    assert (KIND.min_players, KIND.max_players) == (3, 8)


def test_exact_bids_score_and_misses_score_nothing() -> None:
    """Bid 0 made with n cards: 5 + n; bid k made: 10 + k; a miss: 0."""
    rows = [
        {"bids": [0, 1, 0, 0], "tricks": [0, 1, 0, 0]},  # 1 card: 6, 11, 6, 6
        {"bids": [0, 1, 1, 1], "tricks": [0, 2, 0, 0]},  # 2 cards: 7 (the text's example), misses
        {"bids": [3, 0, 0, 1], "tricks": [3, 0, 0, 0]},  # 3 cards: 13 (the text's example)
    ]
    sheet = new_sheet(KIND, NAMES, rows)
    derived = KIND.derive(sheet)
    assert [row.points for row in derived.rows] == [(6, 11, 6, 6), (7, 0, 0, 0), (13, 8, 8, 0)]
    assert derived.totals == (26, 19, 14, 6)
    assert derived.leaders == (0,)
    assert [row.problems for row in derived.rows[:1]] == [()]
    assert texts(derived, "made")[1] == ["\u2713", "\u2717", "\u2717", "\u2717"]
    assert derived.rows[1].cells["made"][1].tip == "1 trick over"
    assert texts(derived, "points")[2] == ["13", "8", "8", "0"]
    assert texts(derived, "total")[2] == ["26", "19", "14", "6"]


def test_cards_per_hand_and_the_last_hand_at_no_trump() -> None:
    """The cards column follows the row number; 52 / players hands; the last
    is at no trump and ends the match, the highest total winning."""
    rows = []
    for position in range(13):
        cards = position + 1
        rows.append({"bids": [cards, 0, 0, 0], "tricks": [cards, 0, 0, 0], "trumps": "S" if cards < 13 else None})
    sheet = new_sheet(KIND, NAMES, rows)
    derived = KIND.derive(sheet)
    assert [row.cells["cards"].text for row in derived.rows] == [str(n) for n in range(1, 14)]
    assert derived.rows[0].cells["trumps"].text == "\u2660"
    assert derived.rows[-1].cells["trumps"].text == "NT"
    assert derived.winners == (0,) and derived.is_over
    assert KIND.summary(sheet) == "Anne won"
    three = new_sheet(KIND, NAMES[:3])
    assert KIND.hands(three) == 17 and KIND.cards(three, 16) == 17
    eight = new_sheet(KIND, NAMES * 2)
    assert KIND.hands(eight) == 6
    later = new_sheet(KIND, NAMES, first_cards=5)
    assert KIND.cards(later, 0) == 5 and KIND.hands(later) == 9


def test_tricks_add_up_to_the_hand_size() -> None:
    sheet = new_sheet(KIND, NAMES, [{"bids": [0, 0, 0, 0], "tricks": [0, 0, 0, 0]}])
    assert problems(KIND, sheet, 2, {"bids": [1, 1, 0, 0], "tricks": [1, 1, 0, 0]}) == [
        "The tricks add up to 2, not 3: tricks add up to the hand size."
    ]


def test_bids_and_tricks_in_range_and_present() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 1, {"bids": [3, 0, None, 0], "tricks": [2, 0, 0, 0]}) == [
        "Anne bid 3: a bid is 0 to 2 in a hand of 2 cards.",
        "Enter Cath's bid.",
    ]
    assert codes(KIND, sheet, 0, {"bids": [0, 0, 0, 0], "tricks": [-1, 1, 1, None]}) == [
        "oh_hell_tricks_range",
        "oh_hell_tricks_missing",
    ]


def test_the_hook_rule_refuses_bids_that_total_the_tricks() -> None:
    entry = {"bids": [1, 0, 0, 1], "tricks": [1, 0, 0, 1]}
    plain = new_sheet(KIND, NAMES)
    assert problems(KIND, plain, 1, entry) == []
    hooked = new_sheet(KIND, NAMES, hook=True, first_dealer=3)
    assert problems(KIND, hooked, 1, entry) == [
        "The bids add up to 2, the number of tricks: with the hook rule Anne, the dealer, may not bid 1."
    ]
    assert problems(KIND, hooked, 1, {"bids": [1, 1, 0, 1], "tricks": [1, 0, 0, 1]}) == []


def test_trumps_are_a_suit_and_the_last_hand_has_none() -> None:
    sheet = new_sheet(KIND, NAMES[:3])
    good = {"bids": [0, 0, 1], "tricks": [0, 0, 1]}
    assert problems(KIND, sheet, 0, {**good, "trumps": "X"}) == ["X is not a suit."]
    last = {"bids": [17, 0, 0], "tricks": [17, 0, 0]}
    assert problems(KIND, sheet, 16, {**last, "trumps": "H"}) == ["The last hand is played at no trump."]
    assert problems(KIND, sheet, 16, {**last, "trumps": "N"}) == []


def test_rows_after_the_last_hand_are_flagged() -> None:
    rows = [{"bids": [0] * 8, "tricks": [n + 1] + [0] * 7} for n in range(6)]
    sheet = new_sheet(KIND, NAMES * 2, rows)
    assert KIND.derive(sheet).is_over
    assert "sheet_after_end" in codes(KIND, sheet, 6, {"bids": [0] * 8, "tricks": [7] + [0] * 7})


def test_the_next_hand_note() -> None:
    sheet = new_sheet(KIND, NAMES, [{"bids": [0, 0, 0, 1], "tricks": [0, 0, 0, 1]}], first_dealer=2)
    assert [note.text(NAMES) for note in KIND.derive(sheet).notes] == [
        "Next hand: 2 cards each; Diana deals and Anne bids first."
    ]


def test_fields_follow_the_hand_size() -> None:
    sheet = new_sheet(KIND, NAMES)
    fields = {item.key: item for item in KIND.fields(sheet, 4)}
    assert fields["bids"].maximum == 5 and fields["tricks"].maximum == 5 and fields["bids"].per_player
    assert fields["trumps"].optional
    assert KIND.blank(sheet, 4)["bids"] == [0, 0, 0, 0]


def test_entry_from_a_result() -> None:
    sheet = new_sheet(KIND, NAMES)
    result = HandResult(
        (11, 0, 6, 0),
        {
            "cards": 1,
            "trumps": "H",
            "bids": [1, 1, 0, 1],
            "tricks": [1, 0, 0, 0],
            "made": [True, False, True, False],
            "points": [11, 0, 6, 0],
        },
    )
    assert KIND.entry_from_result(sheet, result) == {"bids": [1, 1, 0, 1], "tricks": [1, 0, 0, 0], "trumps": "H"}
    no_trump = HandResult((0,) * 4, {"cards": 13, "trumps": None, "bids": [0] * 4, "tricks": [13, 0, 0, 0]})
    assert KIND.entry_from_result(sheet, no_trump)["trumps"] == "N"


@pytest.mark.parametrize("players, options", [(4, {}), (5, {"hook": True, "joker": True}), (8, {})])
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int, options: dict) -> None:
    game = get_game("oh_hell")
    match = Match(game, players, options, seed=players, first_dealer=1)
    play_match(match, seed=players)
    names = [f"P{seat}" for seat in range(players)]
    sheet, kind = sheet_of_match(match, names)
    derived = kind.derive(sheet)
    assert len(derived.rows) == 52 // players
    assert all(not row.problems for row in derived.rows)
    assert list(derived.totals) == match.scores
    assert sorted(derived.winners) == sorted(match.winners())
    assert sheet.options["hook"] == bool(options.get("hook"))
    # The same sheet typed by hand from the rows gives the same totals.
    typed = new_sheet(KIND, names, [dict(row) for row in sheet.rows], **sheet.options)
    assert KIND.derive(typed).totals == derived.totals


def test_a_match_of_heuristic_players_fills_the_sheet() -> None:
    game = get_game("oh_hell")
    match = Match(game, 4, seed="heuristic")
    agent = game.heuristic_agent()
    rng = random.Random(1)
    while not match.is_over:
        state = match.deal()
        while not state.is_over:
            state.apply(agent.choose(information(state, state.to_move), rng))
        match.finish_hand()
    sheet, kind = sheet_of_match(match, NAMES)
    derived = kind.derive(sheet)
    assert all(not row.problems for row in derived.rows)
    assert list(derived.totals) == match.scores
