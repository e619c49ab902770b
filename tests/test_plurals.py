"""Counts the player reads take the plural form their number asks for.

Issue 14: ""Stock: 1 cards" (games/crazy_eights/rules.py); counts need the
languages' plural forms". Each counted text is a numerus message
(``Reason.plural``, the UI's ``trn``, the sheets' ``plural_words``); these
tests read the English the rules, the sheets and the UI make for a count of
one and of several (the translations are checked in test_translations.py).
"""

from __future__ import annotations

import pytest

from cardtable.core.moves import Move
from cardtable.games.crazy_eights import GAME as EIGHTS
from tests.games.crazy_eights.helpers import do, position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.mark.parametrize("limit,said", [(1, "at most 1 card in"), (3, "at most 3 cards in")])
def test_crazy_eights_draw_limit_is_counted(limit: int, said: str) -> None:
    """ "You may draw at most 1 card in a turn", not "1 cards"."""
    state = position(["2C", "4C"], "KH", "4S 5S 6S 9H", options={"draw_rule": "up_to_limit", "draw_limit": limit})
    do(state, *["draw"] * limit)
    assert state.to_move == 0  # the 9H drawn first can be played: the turn stays
    reason = state.explain(Move("draw"))
    assert reason is not None and said in reason.english()


def test_crazy_eights_one_pack_is_singular() -> None:
    """Too many cards for one pack: "do not fit in 1 pack", not "pack(s)"."""
    with pytest.raises(Exception) as caught:
        EIGHTS.resolve(8, {"hand_size": 7, "decks": "1"})
    assert "do not fit in 1 pack;" in str(caught.value)


def _oh_hell_hand(number: int):
    from cardtable.core.game import HandContext
    from cardtable.core.registry import get_game

    return get_game("oh_hell").new_hand(4, None, 1, HandContext(number, 0, (0,) * 4))


@pytest.mark.parametrize("number,said", [(0, "1 card"), (1, "2 cards")])
def test_oh_hell_status_counts_the_cards_and_tricks(number: int, said: str) -> None:
    """Oh Hell's status lines count the cards of the hand and the tricks the
    bids are for: "Hand 1 of 13: 1 card", "Bids: 0 for 2 tricks"."""
    state = _oh_hell_hand(number)
    assert state.view(0).status[0].english() == f"Hand {number + 1} of 13: {said}"
    assert state.view(0).status[0].many  # a numerus message: each language's own forms
    state.apply(Move("bid", arg=0))
    bids = next(line for line in state.view(0).status if line.code == "status_bids")
    assert bids.english() == f"Bids: 0 for {said.replace('card', 'trick')}"


def test_oh_hell_sheet_counts_tricks_over_and_under_and_the_next_hand() -> None:
    """The sheet's tooltips ("1 trick over", "3 tricks under") and its note
    on the next hand ("Next hand: 1 card each") take the form of their count."""
    from cardtable.games.oh_hell import sheet as oh_hell_sheet
    from tests.sheets.helpers import new_sheet

    assert oh_hell_sheet._missed(1) == "1 trick over"
    assert oh_hell_sheet._missed(-1) == "1 trick under"
    assert oh_hell_sheet._missed(3) == "3 tricks over"
    assert oh_hell_sheet._missed(-3) == "3 tricks under"
    kind = oh_hell_sheet.OhHellSheet()
    names = ["Anne", "Beth", "Cath", "Dora"]
    first = kind.notes(new_sheet(kind, names), (0,) * 4, ())
    assert first[0].english().startswith("Next hand: 1 card each;")
    second = kind.notes(new_sheet(kind, names, [{"bids": [0] * 4, "tricks": [1, 0, 0, 0]}]), (0,) * 4, ())
    assert second[0].english().startswith("Next hand: 2 cards each;")


def test_spades_counts_tricks_and_bags() -> None:
    """Spades: a made bid "with 1 trick", the sheet's tooltip "1 trick" and its
    notes "1 bag", each a numerus message."""
    from cardtable.core.reasons import Reason
    from cardtable.games.spades import sheet as spades_sheet
    from tests.sheets.helpers import new_sheet

    assert spades_sheet._tricks_tip(1) == "1 trick"
    assert spades_sheet._tricks_tip(4) == "4 tricks"
    kind = spades_sheet.SpadesSheet()
    rows = [{"bid": [1, 1], "tricks": [2, 11]}]
    notes = kind.derive(new_sheet(kind, ["Anne & Cath", "Beth & Diana"], rows)).notes
    assert [note.english(["Anne & Cath", "Beth & Diana"]) for note in notes][0] == "Anne & Cath: 1 bag (100 off at 10)."
    assert all(isinstance(note, Reason) and note.many for note in notes)


def test_hearts_asks_for_one_more_card_to_pass() -> None:
    """Hearts: "Choose 1 more card to pass", "Choose 2 more cards to pass",
    from one numerus message."""
    from cardtable.core.registry import get_game

    game = get_game("hearts")
    state = game.new_hand(4, game.resolve(4, {}), seed=7)
    seat = state.to_move
    hand = state.view(seat).hand(seat)
    said = []
    for card in hand[:2]:
        state.apply(Move("pass", (card,)))
        said.append(state.view(seat).prompt)
    assert [prompt.english()[:27] for prompt in said] == ["Choose 2 more cards to pass", "Choose 1 more card to pass "]
    assert all(prompt.many for prompt in said)


def test_cribbage_discards_and_the_board_count() -> None:
    """Cribbage: "Discard 1 card to your crib." and "Discard 2 cards ..."
    come from one numerus message (they were two templates by hand)."""
    from tests.games.cribbage.support import moves, rig

    state = rig(["KD 8C 7H AS 2C 3C", "10S 10H 9C 2D 4H 4S"], "6D")
    seat = state.to_move
    two = state.view(seat).prompt
    moves(state, "discard 2C") if seat == 0 else moves(state, "discard 4H")
    one = state.view(seat).prompt
    assert two.english().startswith("Discard 2 cards to ") and one.english().startswith("Discard 1 card to ")
    assert two.many == one.many and one.many.startswith("Discard {n} cards to ")


def test_cribbage_board_says_one_point(qapp) -> None:
    """The pegging board's spoken description: "Anne: 1 point; Beth: 5 points"."""
    from cardtable.games.cribbage.view import CribbageBoard

    board = CribbageBoard()
    board.set_sides([("Anne", 1, 0), ("Beth", 5, 1)])
    assert board.accessibleDescription() == "Anne: 1 point; Beth: 5 points"


@pytest.mark.parametrize("doubled,said", [(True, "owe 1 compulsory double ("), (False, "owe 2 compulsory doubles (")])
def test_barbu_counts_the_compulsory_doubles_owed(doubled: bool, said: str) -> None:
    """Barbu: "you still owe 1 compulsory double", not "double(s)"; the
    hands left are said without a second count to agree with."""
    from cardtable.core.game import HandContext
    from cardtable.games.barbu import GAME as BARBU
    from tests.games.barbu.helpers import apply_all, cells

    earlier = [cells(1, c, seven=n) for n, c in enumerate("NHQKLT")]
    if doubled:
        earlier[0]["doubles"] = [[0, 1]]
    state = BARBU.new_hand(4, None, "forced", HandContext(6, 0, (0,) * 4, tuple(earlier)))
    apply_all(state, "contract D", "rank 7")
    while state.to_move != 0:
        state.apply(Move.parse("pass") if Move.parse("pass") in state.legal_moves() else state.legal_moves()[0])
    reason = state.explain(Move.parse("pass"))
    assert reason is not None and reason.code == "double_forced"
    assert said in reason.english() and reason.english().endswith("(hands left in declarer's seven: 1).")


class _Pile:
    def __init__(self, kind: str, count: int, owner: int | None = None) -> None:
        self.kind, self.cards, self.owner, self.label, self.name = kind, (None,) * count, owner, "", kind

    @property
    def count(self) -> int:
        return len(self.cards)


def _forms_translator(forms: dict[str, tuple[str, str]]):
    """A QTranslator giving each numerus message the first form for 0 and 1
    and the second for more, as French does, and knowing nothing else."""
    from PySide6.QtCore import QTranslator

    class Forms(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802
            if source not in forms:
                return None
            return forms[source][0 if 0 <= n <= 1 else 1]

        def isEmpty(self) -> bool:  # noqa: N802
            return False

    return Forms()


def test_pile_titles_take_the_form_for_their_count(qapp) -> None:
    """What a screen reader says of a pile ("Stock, 1 card") comes from one
    numerus message, asked of Qt's translator with the count."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.accessibility import pile_title

    names = ["You", "West", "North", "East"]
    assert pile_title(_Pile("stock", 1), 0, names) == "Stock, 1 card"
    assert pile_title(_Pile("stock", 4), 0, names) == "Stock, 4 cards"
    assert pile_title(_Pile("stock", 0), 0, names) == "Stock, empty"
    translator = _forms_translator(
        {
            "Stock, {n} cards": ("Pioche, {n} carte", "Pioche, {n} cartes"),
            "{name}'s hand, {n} cards": ("Main de {name}, {n} carte", "Main de {name}, {n} cartes"),
        }
    )
    QCoreApplication.installTranslator(translator)
    try:
        assert pile_title(_Pile("stock", 1), 0, names) == "Pioche, 1 carte"
        assert pile_title(_Pile("stock", 4), 0, names) == "Pioche, 4 cartes"
        assert pile_title(_Pile("hand", 1, 1), 0, names) == "Main de West, 1 carte"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_ui_counts_take_the_form_for_their_count(qapp) -> None:
    """The UI's counted texts ("1 hand", "Pass 1 selected card") come from
    numerus messages: English by the count, another language by its forms."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.ui.sheets_window import hands_text
    from cardtable.ui.table_widget import TableWidget

    assert [hands_text(n) for n in (0, 1, 2)] == ["0 hands", "1 hand", "2 hands"]
    assert TableWidget._confirm_label("pass", 1) == "Pass 1 selected card"
    assert TableWidget._confirm_label("pass", 3) == "Pass 3 selected cards"
    translator = _forms_translator(
        {
            "{n} hands": ("{n} donne", "{n} donnes"),
            "Pass {n} selected cards": ("Passer {n} carte choisie", "Passer {n} cartes choisies"),
        }
    )
    QCoreApplication.installTranslator(translator)
    try:
        assert [hands_text(n) for n in (0, 1, 2)] == ["0 donne", "1 donne", "2 donnes"]
        assert TableWidget._confirm_label("pass", 1) == "Passer 1 carte choisie"
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(
    "moves,said",
    [
        (1, "The only move, over 1,200 imagined deals (50% of the search)."),
        (3, "Best of 3 moves over 1,200 imagined deals (50% of the search)."),
    ],
)
def test_search_hint_counts_the_moves(moves: int, said: str) -> None:
    """The search's hint: "Best of 3 moves ...", and for a single move not
    "Best of 1 moves"."""
    from cardtable.ai.ismcts import ISMCTSAgent, Node
    from cardtable.core.registry import get_game

    agent = ISMCTSAgent(get_game("hearts"), iterations=10)
    root = Node()
    for index in range(moves):
        child = Node(root, Move("nonsense", arg=index))
        child.visits = 600
        root.children[child.move] = child
    agent.last_root, agent.last_iterations = root, 1200
    reason = agent.explain(None, Move("nonsense", arg=0))  # type: ignore[arg-type]
    assert reason is not None and reason.english() == said
