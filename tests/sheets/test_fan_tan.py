"""The Fan Tan sheet. The rules text: "The winner is the first player who has
played all of his or her cards." The match's scoring is our decision
(``cardtable/games/fan_tan/rules.py``): by default each loser pays the
winner one point for every card still in hand, over a fixed number of hands
in which every player deals twice; options: a point per hand won, and a
match to a target."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.game import HandResult
from cardtable.core.match import Match
from cardtable.core.options import OptionError
from cardtable.core.reasons import SeatNames
from cardtable.core.registry import get_game
from cardtable.games.fan_tan.sheet import Deal, FanTanSheet, dealt_of
from cardtable.sheets.played import sheet_of_match

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = FanTanSheet()
NAMES = ["Anne", "Beth", "Cath", "Dora"]


def _row(winner: Any, *cards: Any) -> dict[str, Any]:
    return {"winner": winner, "cards_left": list(cards)}


# -- what a hand is worth -------------------------------------------------------


def test_each_loser_pays_the_winner_a_point_per_card_held() -> None:
    sheet = new_sheet(KIND, NAMES, [_row(2, 3, 5, 0, 1)])
    derived = KIND.derive(sheet)
    row = derived.rows[0]
    assert not row.problems
    assert row.points == (-3, -5, 9, -1) and sum(row.points) == 0
    assert texts(derived, "cards") == [["3", "5", "out", "1"]]
    assert texts(derived, "points") == [["\u22123", "\u22125", "+9", "\u22121"]]
    out = row.cells["cards"][2]
    assert out.strong and out.tip == "went out"
    assert derived.leaders == (2,)


def test_a_point_per_hand_won() -> None:
    rows = [_row(2, 3, 5, 0, 1), _row(0, 0, 2, 4, 4), _row(2, 6, 1, 0, 2)]
    sheet = new_sheet(KIND, NAMES, rows, scoring="hands")
    derived = KIND.derive(sheet)
    assert [row.points for row in derived.rows] == [(0, 0, 1, 0), (1, 0, 0, 0), (0, 0, 1, 0)]
    assert derived.totals == (1, 0, 2, 0)
    assert texts(derived, "points")[0] == ["0", "0", "1", "0"]


def test_running_totals_and_the_hands_each_has_won() -> None:
    rows = [_row(2, 3, 5, 0, 1), _row(0, 0, 2, 4, 4)]
    sheet = new_sheet(KIND, NAMES, rows)
    derived = KIND.derive(sheet)
    assert [row.totals for row in derived.rows] == [(-3, -5, 9, -1), (7, -7, 5, -5)]
    assert derived.leaders == (0,)
    notes = [note.text(NAMES) for note in derived.notes]
    assert notes == [
        "Hands won: Anne 1, Beth 0, Cath 1, Dora 0.",
        "A match of 8 hands: 6 hands to play; the highest total wins.",
    ]
    assert KIND.summary(sheet) == "Anne leads"


# -- when the match ends ----------------------------------------------------------


def test_the_default_match_is_every_player_dealing_twice() -> None:
    """Four players: eight hands; the highest total wins, and a ninth row is refused."""
    rows = [_row(seat % 4, *[0 if other == seat % 4 else 1 + seat for other in range(4)]) for seat in range(7)]
    sheet = new_sheet(KIND, NAMES, rows)
    assert not KIND.derive(sheet).is_over
    assert [note.text(NAMES) for note in KIND.derive(sheet).notes][-1] == (
        "A match of 8 hands: 1 hand to play; the highest total wins."
    )
    sheet.rows.append(_row(1, 2, 0, 2, 2))
    derived = KIND.derive(sheet)
    assert derived.is_over
    assert derived.winners == tuple(seat for seat, total in enumerate(derived.totals) if total == max(derived.totals))
    assert len(derived.notes) == 1, "only the hands won once the match is over"
    assert codes(KIND, sheet, 8, _row(0, 0, 1, 1, 1)) == ["sheet_after_end"]
    assert KIND.derive(new_sheet(KIND, NAMES, rows[:3], match_hands=3)).is_over
    assert KIND.derive(new_sheet(KIND, NAMES[:3], [_row(0, 0, 1, 1)] * 6)).is_over


def test_a_match_to_the_target() -> None:
    """A target ends the match (the game's own: five points a player with the
    settlement, 20 at four; five hands won with a point per hand)."""
    sheet = new_sheet(KIND, NAMES, [_row(0, 0, 6, 6, 6)], match_target=20)
    assert [note.text(NAMES) for note in KIND.derive(sheet).notes][-1] == (
        "The match ends when a player reaches 20 points; the highest total wins."
    )
    sheet.rows.append(_row(1, 1, 0, 1, 1))
    assert not KIND.derive(sheet).is_over  # Anne 17
    sheet.rows.append(_row(0, 0, 1, 1, 1))
    derived = KIND.derive(sheet)
    assert derived.totals == (20, -4, -8, -8) and derived.winners == (0,)
    assert KIND.summary(sheet) == "Anne won"
    assert not KIND.derive(new_sheet(KIND, NAMES, sheet.rows, match_target=21)).is_over

    by_hands = new_sheet(KIND, NAMES, [_row(1, 1, 0, 1, 1)] * 4, match_target=5, scoring="hands")
    assert [note.text(NAMES) for note in KIND.derive(by_hands).notes] == [
        "The match ends when a player has won 5 hands."
    ]
    assert not KIND.derive(by_hands).is_over
    by_hands.rows.append(_row(1, 1, 0, 1, 1))
    assert KIND.derive(by_hands).winners == (1,)


# -- the checks ---------------------------------------------------------------------


def test_exactly_one_player_goes_out() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(None, 0, 2, 3, 4)) == [
        "Choose who went out: a hand of Fan Tan ends when one player has played all of their cards."
    ]
    assert problems(KIND, sheet, 0, _row([0, 1], 0, 0, 3, 4)) == [
        "Only one player goes out: the hand ends as soon as the first has played all of their cards."
    ]
    assert problems(KIND, sheet, 0, _row(0, 0, 0, 3, 4)) == [
        "Beth holds no cards, but Anne went out: every other player still holds at least one."
    ]
    assert problems(KIND, sheet, 0, _row(7, 0, 1, 3, 4)) == ["The player who went out is not at this table."]
    # A form just opened: one line for all, not one a player.
    assert problems(KIND, sheet, 0, _row(0, 0, 0, 0, 0)) == [
        "3 players besides Anne hold no cards, but only one player goes out."
    ]


def test_the_winner_holds_nothing_and_every_other_count_is_given() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert problems(KIND, sheet, 0, _row(0, 2, 1, 3, 4)) == ["Anne went out, so holds no cards."]
    assert problems(KIND, sheet, 0, _row(0, None, 1, None, 4)) == ["Enter how many cards Cath still held."]
    assert problems(KIND, sheet, 0, _row(0, 0, -1, 3, 4)) == [
        "Beth cannot hold \u22121 cards: a player holds 0 cards or more."
    ]
    assert problems(KIND, sheet, 0, {"winner": 0, "cards_left": [0, "x", 3, 4]}) == [
        "Enter how many cards Beth still held as a whole number."
    ]
    assert problems(KIND, sheet, 0, {"winner": 1}) == [
        "Enter how many cards Anne still held.",
        "Enter how many cards Cath still held.",
        "Enter how many cards Dora still held.",
    ]


def test_the_player_is_spoken_to() -> None:
    sheet = new_sheet(KIND, NAMES)
    (said,) = KIND.check(sheet, 0, _row(0, 0, 0, 3, 4))
    assert said.text(SeatNames(NAMES, you=1)).startswith("You hold no cards, but Anne went out")
    assert said.text(SeatNames(NAMES, you=0)).startswith("Beth holds no cards, but you went out")


@pytest.mark.parametrize(
    "players, options, sheet_deal, dealt, extra, stock, most, total",
    [
        (4, {}, "one", 13, 0, 0, 13, 39),
        (3, {}, "one", 17, 1, 0, 18, 35),
        (3, {"odd_cards": "face_up"}, "one_up", 17, 0, 0, 17, 34),
        (6, {}, "one", 8, 4, 0, 9, 44),
        (7, {}, "two", 14, 6, 0, 15, 90),  # two packs from seven players
        (9, {"odd_cards": "face_up"}, "two_up", 11, 0, 0, 11, 88),
        (8, {"packs": "2"}, "two", 13, 0, 0, 13, 91),
        (4, {"packs": "2"}, "two", 26, 0, 0, 26, 78),
        (2, {}, "seven", 7, 0, 38, 45, 45),  # Crazy Tan for two
        (4, {"deal": "seven"}, "seven", 7, 0, 24, 31, 45),
        (6, {"deal": "seven"}, "seven", 7, 0, 10, 17, 45),
    ],
)
def test_what_each_deal_lets_a_player_hold(
    players: int, options: dict[str, Any], sheet_deal: str, dealt: int, extra: int, stock: int, most: int, total: int
) -> None:
    """ "Shuffle, cut, and deal the deck out to all of the players": no one
    holds more than they were dealt. Crazy Tan: "deal seven cards to each
    player", the rest a stock to draw from: seven and the whole stock at most.
    Together the others hold every card in play but the winner's dealt ones.
    The game's own deal agrees, and so does the sheet's choice for it."""
    game = get_game("fan_tan")
    resolved = game.resolve(players, options)
    deal = Deal.of(players, resolved)
    assert (deal.dealt, deal.extra, deal.stock, deal.most, deal.total) == (dealt, extra, stock, most, total)
    assert dealt_of(players, resolved) == sheet_deal
    names = [f"P{seat}" for seat in range(players)]
    assert KIND.deal(new_sheet(KIND, names, dealt=sheet_deal)) == deal
    assert KIND.deal(new_sheet(KIND, names)) == Deal.of(players, game.resolve(players, {}))
    state = game.new_hand(players, options, seed=5)
    held = sorted(len(hand) for hand in state.hands)
    assert held[0] == dealt and held[-1] == most - stock
    assert sum(1 for count in held if count > dealt) == extra
    assert len(state.stock) == stock


def test_more_cards_than_the_deal_allows_are_refused() -> None:
    four = new_sheet(KIND, NAMES)
    assert problems(KIND, four, 0, _row(0, 0, 14, 3, 4)) == [
        "Beth cannot hold 14 cards: with 4 players no one is dealt more than 13, and a hand only shrinks."
    ]
    assert problems(KIND, four, 0, _row(0, 0, 13, 13, 13)) == []
    assert KIND.fields(four, 0)[1].maximum == 13
    crazy = new_sheet(KIND, NAMES[:2])
    assert problems(KIND, crazy, 0, _row(1, 46, 0)) == [
        "Anne cannot hold 46 cards: each player is dealt 7 and the stock holds 38, so no one holds more than 45."
    ]
    assert problems(KIND, crazy, 0, _row(1, 45, 0)) == []


def test_only_the_players_dealt_an_odd_card_can_hold_it() -> None:
    """Three players share 52 cards 18, 17, 17: one player at most holds 18."""
    three = new_sheet(KIND, NAMES[:3])
    assert problems(KIND, three, 0, _row(0, 0, 18, 17)) == []
    assert problems(KIND, three, 0, _row(0, 0, 18, 18)) == [
        "2 players hold 18 cards, but with 3 players only 1 player is dealt that many."
    ]
    face_up = new_sheet(KIND, NAMES[:3], dealt="one_up")
    assert codes(KIND, face_up, 0, _row(0, 0, 18, 17)) == ["fan_tan_cards_most"]


def test_crazy_tans_cards_left_together() -> None:
    """Four at Crazy Tan: each may have drawn much of the 24-card stock, but
    the winner's seven are on the table, so 45 cards are left at most."""
    crazy = new_sheet(KIND, NAMES, dealt="seven")
    assert problems(KIND, crazy, 0, _row(0, 0, 31, 7, 7)) == []
    assert problems(KIND, crazy, 0, _row(0, 0, 31, 8, 7)) == [
        "The cards left add up to 46, but at most 45 can be left: "
        "the 7 cards dealt to the player who went out are on the table."
    ]


def test_a_sheet_is_held_to_the_players_each_deal_is_for() -> None:
    with pytest.raises(OptionError):
        KIND.resolve(8, {"dealt": "seven"})  # 56 cards for 52
    with pytest.raises(OptionError):
        KIND.resolve(2, {"dealt": "one"})
    with pytest.raises(OptionError):
        KIND.resolve(3, {"dealt": "two"})
    with pytest.raises(OptionError):
        KIND.resolve(11)
    assert KIND.resolve(10)["dealt"] == "auto"


#: A good row, to spoil one field at a time.
GOOD = _row(0, 0, 5, 10, 1)
SPOILED = [{"a": 1}, "x", 1.5, True, [None], [{"a": 1}], 2**70, None]


def test_a_field_of_the_wrong_json_type_is_a_problem_of_its_row() -> None:
    sheet = new_sheet(KIND, NAMES)
    assert KIND.check(sheet, 0, GOOD) == []
    for item in KIND.fields(sheet, 0):
        for value in SPOILED:
            spoiled = [value] + list(GOOD[item.key][1:]) if item.per_player else value
            for stored in ({**GOOD, item.key: value}, {**GOOD, item.key: spoiled}):
                held = stored[item.key]
                if item.per_player and isinstance(held, list) and len(held) == 4 and held[0] is None:
                    continue  # the winner's own count may be left out
                assert KIND.check(sheet, 0, stored), (item.key, stored[item.key])
                sheet.rows = [stored]
                assert KIND.derive(sheet).rows[0].problems, (item.key, stored[item.key])
                sheet.rows = []


# -- the sheet of a match played in the app -----------------------------------------


def test_entry_from_result() -> None:
    sheet = new_sheet(KIND, NAMES)
    result = HandResult((-3, 9, -4, -2), {"winner": 1, "cards_left": (3, 0, 4, 2), "points": (-3, 9, -4, -2)})
    entry = KIND.entry_from_result(sheet, result)
    assert entry == {"winner": 1, "cards_left": [3, 0, 4, 2]}
    sheet.rows.append(entry)
    assert KIND.derive(sheet).rows[0].points == result.points


def test_a_matchs_sheet_takes_its_deal_scoring_and_end() -> None:
    game = get_game("fan_tan")
    target = Match(game, 5, {"match_end": "target", "scoring": "hands", "odd_cards": "face_up"})
    sheet, _ = sheet_of_match(target, NAMES + ["Emma"])
    assert sheet.options == {"dealt": "one_up", "scoring": "hands", "match_target": 5, "match_hands": 0}
    crazy = Match(game, 2, {"hands": 3})
    sheet, _ = sheet_of_match(crazy, NAMES[:2])
    assert sheet.options == {"dealt": "seven", "scoring": "cards", "match_target": 0, "match_hands": 3}
    double = Match(game, 7, {})
    sheet, _ = sheet_of_match(double, [f"P{seat}" for seat in range(7)])
    assert sheet.options == {"dealt": "two", "scoring": "cards", "match_target": 0, "match_hands": 14}


@pytest.mark.parametrize(
    "players, options",
    [
        (4, {}),
        (3, {"scoring": "hands"}),
        (5, {"match_end": "target"}),
        (2, {"match_end": "target", "target": 12}),  # Crazy Tan
        (4, {"deal": "seven", "incremental": True, "runs": True, "hands": 3}),
        (8, {"hands": 2}),  # Double Deck
        (4, {"packs": "2", "trump": "S", "hands": 2}),
        (4, {"passing": True, "scoring": "hands", "match_end": "target", "target": 2}),
        (5, {"odd_cards": "face_up", "trump": "turned", "hands": 3}),
    ],
)
def test_a_played_match_fills_the_sheet_with_the_match_scores(players: int, options: dict[str, Any]) -> None:
    """The sheet of a match (``sheet_of_match``: its options taken from the
    match's) has no problem row, and its totals and winners are the match's."""
    game = get_game("fan_tan")
    assert isinstance(game.sheet_kind(), FanTanSheet)
    match = Match(game, players, options, seed=11)
    play_match(match, seed=11)
    sheet, kind = sheet_of_match(match, ["Anne", "Beth", "Cath", "Dora", "Emma", "Finn", "Gail", "Hugo"][:players])
    derived = kind.derive(sheet)
    assert len(derived.rows) == len(match.hands) > 0
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert [row.points for row in derived.rows] == [record.result.points for record in match.hands]
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners() and derived.is_over
