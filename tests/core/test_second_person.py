"""The player's own seat is spoken to in the second person.

Issue 12, item 11: "Texts about you: 'You leads with 0', 'You deals next',
'You pegs first'", because the viewer's name "You" filled a third-person
template. A message whose subject is a seat names its second person
(``Reason.of(..., you="You deal next.")``); names that know the player's seat
(``SeatNames(names, you=seat)``, or ``text(names, you=seat)``) pick it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.core import i18n
from cardtable.core.reasons import Reason, SeatNames
from cardtable.core.registry import get_game
from cardtable.games.cribbage.sheet import CribbageSheet
from cardtable.games.hearts.rules import _summary as hearts_summary
from cardtable.games.oh_hell.sheet import OhHellSheet
from cardtable.games.spades.scoring import SideScore
from cardtable.games.spades.summary import hand_summary
from cardtable.sheets.model import Sheet
from cardtable.sheets.registry import sheet_kind
from cardtable.tools import i18n as tools

NAMES = ["You", "West", "North", "East"]
DEALS = Reason.of("next", "{seat} deals next.", you="You deal next.", seat=0)


def test_the_subject_seat_of_the_viewer_takes_the_second_person() -> None:
    assert DEALS.text(SeatNames(NAMES, you=0)) == "You deal next."
    assert DEALS.text(NAMES, you=0) == "You deal next."
    assert DEALS.english(SeatNames(NAMES, you=0)) == "You deal next."


def test_other_seats_and_unknown_viewers_keep_the_third_person() -> None:
    assert DEALS.text(SeatNames(NAMES, you=2)) == "You deals next."  # seat 0 is someone named "You"
    assert DEALS.text(NAMES) == "You deals next."
    assert Reason.of("next", "{seat} deals next.", you="You deal next.", seat=2).text(NAMES, you=0) == (
        "North deals next."
    )
    assert Reason.of("next", "{seat} deals next.", seat=0).text(NAMES, you=0) == "You deals next."  # no second person


def _made(n: int) -> Reason:
    return Reason.plural(
        "made",
        "{seat} made {n} trick.",
        "{seat} made {n} tricks.",
        n=n,
        you=("You made {n} trick.", "You made {n} tricks."),
        seat=0,
    )


def test_a_counted_message_has_both_second_person_forms() -> None:
    assert _made(1).text(NAMES, you=0) == "You made 1 trick."
    assert _made(3).text(NAMES, you=0) == "You made 3 tricks."
    assert _made(3).text(["Anne", "Beth"], you=1) == "Anne made 3 tricks."


def test_other_is_the_subject_when_no_seat_is_named() -> None:
    crib = Reason.plural(
        "discard",
        "Discard {n} card to {other}'s crib.",
        "Discard {n} cards to {other}'s crib.",
        n=2,
        you=("Discard {n} card to your crib.", "Discard {n} cards to your crib."),
        other=0,
    )
    assert crib.text(NAMES, you=0) == "Discard 2 cards to your crib."
    assert crib.text(NAMES, you=1) == "Discard 2 cards to You's crib."


def test_a_sheet_note_speaks_to_the_player() -> None:
    """Cribbage's notes: "You deal next.", "You peg first and count first."."""
    kind = CribbageSheet()
    sheet = Sheet(kind.id, ["Anne", "Beth"], kind.resolve(2, {}), [])
    notes = kind.derive(sheet).notes
    assert [note.text(SeatNames(sheet.players, you=0)) for note in notes] == [
        "You deal next.",
        "Beth pegs first and counts first.",
    ]
    assert [note.text(SeatNames(sheet.players, you=1)) for note in notes] == [
        "Anne deals next.",
        "You peg first and count first.",
    ]


def test_a_hand_summary_speaks_to_the_player() -> None:
    """The end of a hand in Hearts and Spades (each for himself)."""
    hearts = get_game("hearts")
    state = hearts.new_hand(4, hearts.resolve(4, {}), seed=3)
    assert [r.text(SeatNames(NAMES, you=0)) for r in hearts_summary(state, 0)] == [
        "You shot the moon: 26 points to every other player."
    ]
    spades = get_game("spades")
    alone = spades.new_hand(3, spades.resolve(3, {}), seed=3)
    made = SideScore(
        bid=5, tricks=5, made=True, contract_points=50, nil_points=0, bags=0, bags_after=0, penalty=0, points=50
    )
    said = [r.text(SeatNames(["You", "West", "North"], you=0)) for r in hand_summary(alone, [made] * 3)]
    assert said == ["You made 5 with 5 tricks.", "West made 5 with 5 tricks.", "North made 5 with 5 tricks."]


@pytest.fixture
def french_words() -> Iterator[None]:
    """A translator knowing a few French texts (the real catalogue gets them
    from the integrated translations)."""
    known = {"{seat} deals next.": "{seat} donne ensuite.", "You deal next.": "Vous donnez ensuite."}
    i18n.install_translator(lambda text: known.get(text, ""))
    yield
    i18n.install_translator(None)


def test_the_second_person_is_translated(french_words: None) -> None:
    assert DEALS.text(SeatNames(["Vous", "Ouest"], you=0)) == "Vous donnez ensuite."
    assert DEALS.text(SeatNames(["Vous", "Ouest"], you=1)) == "Vous donne ensuite."
    assert DEALS.english(SeatNames(["You", "West"], you=0)) == "You deal next."


def test_the_extractor_finds_the_second_person(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(
        'Reason.of("c", "{seat} deals.", you="You deal.", seat=0)\n'
        'Reason.plural("d", "{seat}: {n} bag.", "{seat}: {n} bags.", n=1, you=("You: {n} bag.", "You: {n} bags."))\n'
        'Reason.of("e", "{seat} waits.", you=text, seat=0)\n',
        encoding="utf-8",
    )
    marks = tools.scan(package)
    assert "You deal." in marks.messages
    assert marks.plurals["You: {n} bags."] == "You: {n} bag."
    assert [str(p) for p in marks.problems] == ["pkg/a.py:3: Reason.of needs a string literal to be translatable"]


def test_every_second_person_in_the_source_is_marked() -> None:
    """The games' second persons reach the translators."""
    messages, _ = tools.extract()
    for text in (
        "You deal next.",
        "You peg first and count first.",
        "You shot the moon: 26 points to every other player.",
    ):
        assert text in messages
    assert "You made {bid} with {n} tricks." in messages


def test_a_second_seat_can_be_the_player_too() -> None:
    """Oh Hell's note names the dealer and the first bidder: either may be you."""
    kind = OhHellSheet()
    sheet = Sheet(kind.id, ["Anne", "Beth", "Cath"], kind.resolve(3, {}), [])
    (note,) = kind.derive(sheet).notes
    assert note.text(SeatNames(sheet.players, you=0)) == "Next hand: 1 card each; you deal and Beth bids first."
    assert note.text(SeatNames(sheet.players, you=1)) == "Next hand: 1 card each; Anne deals and you bid first."
    assert note.text(SeatNames(sheet.players, you=2)) == "Next hand: 1 card each; Anne deals and Beth bids first."


def test_the_extractor_finds_the_other_seats_second_person(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(
        'Reason.of("c", "{seat} deals, {other} bids.", you="You deal, {other} bids.", '
        'you_other="{seat} deals, you bid.", seat=0, other=1)\n',
        encoding="utf-8",
    )
    marks = tools.scan(package)
    assert {"You deal, {other} bids.", "{seat} deals, you bid.", "{seat} deals, {other} bids."} <= set(marks.messages)
    assert marks.problems == []


def test_a_partnership_summary_speaks_to_either_partner() -> None:
    """Spades in partnerships: "You & North" when you are the side's first
    seat, "West & you" when its second."""
    spades = get_game("spades")
    state = spades.new_hand(4, spades.resolve(4, {}), seed=3)
    made = SideScore(
        bid=7, tricks=8, made=True, contract_points=70, nil_points=0, bags=1, bags_after=1, penalty=0, points=71
    )
    lines = hand_summary(state, [made, made])
    assert lines[0].text(SeatNames(NAMES, you=0)) == "You & North made your 7 with 8 tricks."
    assert lines[1].text(SeatNames(NAMES, you=3)) == "West & you made your 7 with 8 tricks."
    assert lines[1].text(SeatNames(NAMES, you=0)) == "West & East made their 7 with 8 tricks."


def test_barbus_notes_speak_to_the_declarer() -> None:
    kind = sheet_kind("barbu")
    sheet = Sheet("barbu", ["Anne", "Beth", "Cath", "Dora"], kind.resolve(4, {}), [])
    notes = [note.text(SeatNames(sheet.players, you=0)) for note in kind.derive(sheet).notes]
    assert notes[0] == "Doubles of you still owed: Beth 2, Cath 2, Dora 2."
    assert notes[1].startswith("You declare next; contracts still to play: ")
