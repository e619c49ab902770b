"""The Camicia sheet. The rules text: "When a player runs out of cards, that
player loses the game." A row per game: the winner (or an endless deal, our
decision: ``cardtable/games/camicia/turning.py``) and the cards turned; the
match goes to the first player to win its target of games."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.game import HandResult
from cardtable.core.match import Match
from cardtable.core.registry import get_game
from cardtable.games.camicia.sheet import CamiciaSheet
from cardtable.games.camicia.turning import LIMIT
from cardtable.sheets.played import sheet_of_match

from .helpers import codes, new_sheet, play_match, problems, texts

KIND = CamiciaSheet()
NAMES = ["Anne", "Beth"]


def _won(winner: int, turned: int) -> dict[str, Any]:
    return {"winner": winner, "endless": False, "turned": turned}


def _endless(turned: int) -> dict[str, Any]:
    return {"winner": None, "endless": True, "turned": turned}


def test_a_game_won_and_an_endless_deal() -> None:
    """The winner scores a game; an endless deal scores nothing."""
    sheet = new_sheet(KIND, NAMES, [_won(1, 142), _endless(14)], target=3)
    derived = KIND.derive(sheet)
    assert [row.problems for row in derived.rows] == [(), ()]
    assert [row.points for row in derived.rows] == [(0, 1), (0, 0)]
    assert texts(derived, "game") == [["", "won"], ["endless", "endless"]]
    assert texts(derived, "turned") == ["142", "14"]
    assert derived.totals == (0, 1) and derived.leaders == (1,) and not derived.is_over


def test_wins_per_player_longest_and_shortest_game_and_the_match_end() -> None:
    rows = [_won(0, 189), _endless(30), _won(1, 48), _won(0, 751)]
    sheet = new_sheet(KIND, NAMES, rows, target=3)
    derived = KIND.derive(sheet)
    assert derived.totals == (2, 1)
    assert [note.text(NAMES) for note in derived.notes] == [
        "Longest game: 751 cards turned (game 4).",
        "Shortest game: 48 cards turned (game 3).",
        "1 endless deal, won by nobody.",
        "The match goes to the first player to win 3 games.",
    ]
    assert KIND.summary(sheet) == "Anne leads"


def test_the_match_ends_at_its_target_of_games_won() -> None:
    """The default match is one game won; a row after it is refused."""
    sheet = new_sheet(KIND, NAMES, [_endless(40), _won(0, 120)])
    derived = KIND.derive(sheet)
    assert derived.is_over and derived.winners == (0,)
    assert KIND.summary(sheet) == "Anne won"
    assert problems(KIND, sheet, 2, _won(1, 100)) == ["The match was already over after hand 2."]
    sheet.rows.append(_won(1, 100))
    assert [reason.code for reason in KIND.derive(sheet).rows[2].problems] == ["sheet_after_end"]


@pytest.mark.parametrize(
    "entry, code",
    [
        ({"winner": None, "endless": False, "turned": 100}, "camicia_winner_missing"),
        ({"winner": 0, "endless": True, "turned": 100}, "camicia_endless_winner"),
        ({"winner": 2, "endless": False, "turned": 100}, "camicia_winner_seat"),
        ({"winner": 0, "endless": "maybe", "turned": 100}, "camicia_endless_value"),
        ({"winner": 0, "endless": False, "turned": None}, "camicia_turned_missing"),
        ({"winner": 0, "endless": False, "turned": 19}, "camicia_turned_few"),
        ({"winner": 0, "endless": False, "turned": LIMIT + 1}, "camicia_turned_limit"),
        ({"winner": None, "endless": True, "turned": LIMIT + 1}, "camicia_turned_limit"),
        ({"winner": None, "endless": True, "turned": 1}, "camicia_turned_endless"),
    ],
)
def test_impossible_rows_are_refused_with_the_reason(entry: dict[str, Any], code: str) -> None:
    sheet = new_sheet(KIND, NAMES)
    assert codes(KIND, sheet, 0, entry) == [code]


def test_the_loser_turned_every_card_of_their_packet() -> None:
    """A game won turns at least the loser's half of the deck: 20 cards of
    the Italian deck, 26 of the French."""
    italian = new_sheet(KIND, NAMES)
    assert problems(KIND, italian, 0, _won(0, 19)) == [
        "19 cards are too few: the loser turned every card of their packet, 20 at least."
    ]
    assert problems(KIND, italian, 0, _won(0, 20)) == []
    french = new_sheet(KIND, NAMES, deck="french")
    assert codes(KIND, french, 0, _won(0, 25)) == ["camicia_turned_few"]
    assert problems(KIND, french, 0, _won(0, 26)) == []
    assert problems(KIND, italian, 0, _won(0, LIMIT)) == [] and problems(KIND, italian, 0, _endless(LIMIT)) == []


def test_a_row_from_a_played_game() -> None:
    assert KIND.entry_from_result(
        new_sheet(KIND, NAMES), HandResult((0, 1), {"winner": 1, "turned": 77, "endless": False})
    ) == _won(1, 77)
    assert KIND.entry_from_result(
        new_sheet(KIND, NAMES), HandResult((0, 0), {"winner": None, "turned": 14, "endless": True})
    ) == _endless(14)


@pytest.mark.parametrize("options", [{}, {"target": 3}, {"deck": "french", "target": 2}])
def test_a_played_match_fills_the_sheet_with_the_match_scores(options: dict[str, Any]) -> None:
    """The sheet of a match has no problem row, and its totals, its winner
    and its options are the match's."""
    game = get_game("camicia")
    assert isinstance(game.sheet_kind(), CamiciaSheet)
    match = Match(game, 2, options, seed=5)
    play_match(match, seed=5)
    sheet, kind = sheet_of_match(match, NAMES)
    assert sheet.options == {"deck": options.get("deck", "italian"), "target": options.get("target", 1)}
    derived = kind.derive(sheet)
    assert len(derived.rows) == len(match.hands) > 0
    assert [row.problems for row in derived.rows] == [()] * len(match.hands)
    assert [row.points for row in derived.rows] == [record.result.points for record in match.hands]
    assert list(derived.totals) == match.scores
    assert list(derived.winners) == match.winners() and derived.is_over
    assert [int(text) for text in texts(derived, "turned")] == [record.result.cells["turned"] for record in match.hands]
