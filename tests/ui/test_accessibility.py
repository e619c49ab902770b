"""Accessibility of the table, checked through the accessibility properties
(what a screen reader reads) with real key events: the issue's "accessible
names and descriptions on cards, piles and controls ("Queen of spades", "Your
hand, 9 cards", "Trick: 3 cards, clubs led") so a screen reader can follow the
game", "a large-cards option", "highlights that do not rely on colour alone",
the shortcuts help page and the language setting."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget

from cardtable.core.cards import Card
from cardtable.core.game import HandContext
from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.storage.settings import Settings
from cardtable.ui.accessibility import NodeAccessible, pile_title
from cardtable.ui.card_themes import builtin_themes
from cardtable.ui.decision_controls import bid_controls, contract_controls, doubling_controls
from cardtable.ui.layout import LARGE_CARDS
from cardtable.ui.scene import CardItem
from cardtable.ui.settings_dialog import SettingsDialog

from .table_support import make_sprites, make_table, pass_by_clicks, release_buttons, wait_for_human

CARD_WORDS = re.compile(
    r"^(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of "
    r"(clubs|diamonds|hearts|spades)\b"
)


@pytest.fixture
def hearts_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "hearts", seed="access")
    controller.start()
    wait_for_human(qtbot, controller)
    yield widget, controller
    release_buttons(widget)
    controller.shutdown()


def _view_interface(widget):
    iface = QAccessible.queryAccessibleInterface(widget.view)
    assert iface is not None
    return iface


def _to_first_play(qtbot, widget, controller) -> None:
    pass_by_clicks(qtbot, widget, controller)
    qtbot.waitUntil(
        lambda: controller.is_humans_turn() and controller.legal_for_human()[0].kind == "play", timeout=10000
    )


def test_the_view_is_named_and_describes_the_table(hearts_table) -> None:
    """ "accessible names and descriptions on ... piles ... ("Your hand, 9 cards")
    so a screen reader can follow the game": the view says what to do and
    describes the hand and the other players."""
    widget, controller = hearts_table
    name = widget.view.accessibleName()
    description = widget.view.accessibleDescription()
    assert name.startswith("Card table") and "pass" in name.lower()
    assert "Your hand, 13 cards" in description.splitlines()
    assert "West, " not in description  # the seats are named as the table names them
    # The player chooses the pass at once: a computer may have passed some of its cards, or not yet.
    assert all(re.search(rf"^{seat}, 1[0-3] cards", description, re.MULTILINE) for seat in ("C1", "C2", "C3"))
    iface = _view_interface(widget)
    assert iface.text(QAccessible.Text.Name) == name
    assert iface.text(QAccessible.Text.Description) == description
    assert iface.role() == QAccessible.Role.Pane


def test_right_moves_the_focus_and_the_focused_card_is_announced(qtbot, hearts_table) -> None:
    """ "every action reachable by keyboard" and the keyboard-focused card
    "announced": Right moves the focus, and the view's description and its
    focused accessible child name the card ("… of …")."""
    widget, controller = hearts_table
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    first = widget.view.accessibleDescription().splitlines()[0]
    assert CARD_WORDS.match(first), first
    assert first.endswith(", can be passed")  # passing three cards: what the card can do now
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    second = widget.view.accessibleDescription().splitlines()[0]
    assert CARD_WORDS.match(second) and second != first
    focused = _view_interface(widget).focusChild()
    assert isinstance(focused, NodeAccessible)
    assert second.startswith(focused.text(QAccessible.Text.Name))
    assert focused.state().focused and focused.role() == QAccessible.Role.ListItem
    assert focused.text(QAccessible.Text.Name) == widget.scene.hand_items()[1].accessible_name()
    qtbot.keyClick(widget, Qt.Key.Key_End)
    last = widget.scene.hand_items()[-1].accessible_name()
    assert widget.view.accessibleDescription().startswith(last)
    qtbot.keyClick(widget, Qt.Key.Key_Home)
    assert widget.focus_index == 0


def test_the_hand_and_its_cards_are_accessible_children(hearts_table) -> None:
    """ "accessible names ... on cards, piles": the view's children are the
    piles, the hand's children its cards by name, with their state."""
    widget, controller = hearts_table
    iface = _view_interface(widget)
    hand = iface.child(0)
    assert hand.text(QAccessible.Text.Name) == "Your hand, 13 cards"
    assert hand.role() == QAccessible.Role.List and hand.childCount() == 13
    assert hand.parent().text(QAccessible.Text.Name) == iface.text(QAccessible.Text.Name)
    names = [hand.child(i).text(QAccessible.Text.Name) for i in range(13)]
    assert names == [item.accessible_name() for item in widget.scene.hand_items()]
    assert all(CARD_WORDS.match(name) for name in names)
    assert hand.indexOfChild(hand.child(5)) == 5
    assert not hand.child(0).rect().isEmpty()
    piles = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert "Trick: empty" in piles
    assert widget.scene.pile_accessible_name("hand:0") == "Your hand, 13 cards"


def test_a_trick_in_progress_is_described_with_its_led_suit(qtbot, hearts_table) -> None:
    """ "Trick: 3 cards, clubs led": the trick under way, its size and the suit led."""
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    if not controller.view().pile("trick").cards:  # we lead: play, then wait for the others
        controller.play(controller.legal_for_human()[0])
        qtbot.waitUntil(
            lambda: controller.is_humans_turn() and controller.view().pile("trick").cards or controller.state.is_over,
            timeout=10000,
        )
    trick = controller.view().pile("trick")
    suit = trick.cards[0].suit.noun
    expected = f"Trick: {trick.count} cards, {suit} led" if trick.count > 1 else f"Trick: 1 card, {suit} led"
    assert expected in widget.view.accessibleDescription().splitlines()
    trick_node = next(
        _view_interface(widget).child(i)
        for i in range(_view_interface(widget).childCount())
        if _view_interface(widget).child(i).text(QAccessible.Text.Name) == expected
    )
    assert trick_node.childCount() == trick.count
    assert trick_node.child(0).text(QAccessible.Text.Description).startswith("Played by ")
    seats = controller.view().get("trick_seats") or ()
    said = [trick_node.child(i).text(QAccessible.Text.Description) for i in range(trick_node.childCount())]
    assert said == [  # the player's own card "by you" (issue 12), not "by You"
        "Played by you" if seat == controller.human else f"Played by {controller.names[seat]}" for seat in seats
    ]


def test_a_card_that_cannot_be_played_says_why(qtbot, hearts_table) -> None:
    """The focused card: "Queen of spades, can be played" / "cannot be
    played: <reason>", the reason from the rules."""
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    legal = {m.card for m in controller.legal_for_human()}
    items = widget.scene.hand_items()
    widget.setFocus()
    for item in items:
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        said = widget.view.accessibleDescription().splitlines()[0]
        if item.card in legal:
            assert said == f"{item.accessible_name()}, can be played"
        else:
            reason = controller.explain(Move("play", (item.card,))).text(widget.names)
            assert said == f"{item.accessible_name()}, cannot be played: {reason}"
            node = _view_interface(widget).focusChild()
            assert node.state().disabled and reason in node.text(QAccessible.Text.Description)


def test_card_and_pile_items_have_names_in_words(qapp) -> None:
    """ "Queen of spades", "Your hand, 9 cards", "Trick: 3 cards, clubs led"."""
    sprites = make_sprites()
    assert CardItem(sprites, Card.parse("QS"), "hand:0", 0).accessible_name() == "Queen of spades"
    assert CardItem(sprites, None, "hand:1", 0).accessible_name() == "Face-down card"

    class Pile:
        def __init__(self, kind, cards, owner=None, label=""):
            self.kind, self.cards, self.owner, self.label, self.name = kind, tuple(cards), owner, label, kind

        @property
        def count(self):
            return len(self.cards)

    names = ["You", "West", "North", "East"]
    assert pile_title(Pile("hand", [Card.parse("2C")] * 9, 0), 0, names) == "Your hand, 9 cards"
    assert pile_title(Pile("hand", [None], 1), 0, names) == "West's hand, 1 card"
    trick = Pile("trick", [Card.parse(text) for text in ("4C", "KC", "2H")])
    assert pile_title(trick, 0, names) == "Trick: 3 cards, clubs led"
    assert pile_title(Pile("won", [None] * 8, 2), 0, names) == "Won by North, 8 cards"
    # The player's own piles in the second person (issue 12: not "Won by You", "You's crib")
    assert pile_title(Pile("won", [None] * 8, 0), 0, names) == "Won by you, 8 cards"
    assert pile_title(Pile("crib", [None] * 4, 0), 0, names) == "Your crib, 4 cards"
    assert pile_title(Pile("crib", [None] * 4, 1), 0, names) == "West's crib, 4 cards"
    assert pile_title(Pile("pegging", [], 0), 0, names) == "Played by you, no cards"
    assert pile_title(Pile("pass", [None] * 3, 0), 0, names) == "Passing from you, 3 cards"
    assert pile_title(Pile("captured", [None], 0), 0, names) == "Taken by you, 1 card"
    assert (
        pile_title(Pile("discard", [Card.parse("3D"), Card.parse("8S")]), 0, names)
        == "Discard pile, 2 cards, eight of spades on top"
    )


def test_decision_controls_have_accessible_names(qtbot) -> None:
    """ "Decision buttons, spinners, chooser buttons: accessible names and
    descriptions": the bid spinner is "Your bid", contracts are named and
    the ones played say so, doubling toggles name the player."""
    parent = QWidget()
    qtbot.addWidget(parent)
    legal = [Move("bid", (), n) for n in range(0, 8)]
    spin, bid = bid_controls(parent, legal, lambda move: None, lambda move: None, lambda text: None)
    assert isinstance(spin, QSpinBox) and spin.accessibleName() == "Your bid"
    assert spin.accessibleDescription() and bid.accessibleName() == "Bid 0"
    barbu = get_game("barbu")
    earlier = tuple(
        {"declarer": 0, "contract": letter, "doubles": [], "raw": [0, 0, 0, 0], "points": [0, 0, 0, 0], "seven": n}
        for n, letter in enumerate("NH")
    )
    state = barbu.new_hand(4, None, "ui", HandContext(2, 3, (0, 0, 0, 0), earlier))
    buttons = contract_controls(parent, state.view(0), state.legal_moves(), lambda move: None)
    assert all(button.accessibleName() for button in buttons)
    played = [b for b in buttons if not b.isEnabled()]
    assert played and all(b.accessibleDescription() == "Already played in this seven" for b in played)
    assert "played" not in buttons[2].accessibleName()
    state = barbu.new_hand(4, None, "ui", HandContext(0, 0, (0, 0, 0, 0), ()))  # West declares
    state.apply(Move("contract", (), "Q"))
    while state.to_move != 0:
        state.apply(Move("pass"))
    toggles = doubling_controls(
        parent,
        state,
        state.legal_moves(),
        ["You", "West", "North", "East"],
        False,
        lambda move: True,
        lambda: None,
        lambda text: None,
    )
    assert [b.accessibleName() for b in toggles if b.isCheckable()] == ["Double West", "Double North", "Double East"]
    assert all(b.accessibleName() and b.accessibleDescription() for b in toggles)


def test_the_table_buttons_are_named_and_say_their_key(qtbot, hearts_table) -> None:
    """ "every action reachable by keyboard": each action button says which key presses it."""
    widget, controller = hearts_table
    buttons = [b for b in widget.buttons if isinstance(b, QPushButton)]
    assert buttons
    confirm = buttons[0]
    assert confirm.accessibleName() == "Pass 3 selected cards"
    assert confirm.text() == "Pass 3 selected cards  [1]"
    assert confirm.accessibleDescription() == "Key: 1"


def test_large_cards_make_the_cards_bigger_and_the_table_still_fits(qtbot, hearts_table) -> None:
    """ "a large-cards option": every card clearly bigger, the table still in view."""
    widget, controller = hearts_table
    before = {key: item.sceneBoundingRect().width() for key, item in widget.scene.items_by_key.items()}
    widget.set_card_size(LARGE_CARDS)
    after = {key: item.sceneBoundingRect().width() for key, item in widget.scene.items_by_key.items()}
    assert before.keys() == after.keys()
    assert all(after[key] == pytest.approx(before[key] * LARGE_CARDS, rel=0.02) for key in before)
    port = widget.view.viewport().rect().adjusted(-1, -1, 1, 1)
    for item in widget.scene.hand_items():
        box = widget.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert port.contains(box), f"{item.card} at {box} outside {port}"
    widget.set_card_size(1.0)
    assert widget.scene.hand_items()[0].sceneBoundingRect().width() == pytest.approx(
        before[widget.scene.hand_items()[0].card], rel=0.02
    )


def test_highlights_do_not_rely_on_colour_alone(qtbot, hearts_table) -> None:
    """ "highlights that do not rely on colour alone": playable cards stand
    higher, a selected card is raised further, the focused card has a dashed
    outline (and stays in its place in the fan, so its neighbour's corner
    stays in view), the seat to play has a triangle, a selected card shows a
    dashed drop frame."""
    widget, controller = hearts_table
    _to_first_play(qtbot, widget, controller)
    items = widget.scene.hand_items()
    playable = [i for i in items if i.playable]
    others = [i for i in items if not i.playable]
    if others:
        assert max(i.home.y() for i in playable) < min(i.home.y() for i in others)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    focused = items[0]
    assert focused.focused and focused.zValue() < min(i.zValue() for i in items[1:])
    widget._clicked(playable[0].card)
    assert playable[0].pos().y() < playable[0].home.y() - 10
    assert widget.scene.drop_zone.isVisible()
    plate = widget.scene.plates[0]
    assert plate.label().startswith("\u25b6") and plate.accessible_name().endswith("to play")
    assert not widget.scene.plates[1].label().startswith("\u25b6")
    qtbot.keyClick(widget, Qt.Key.Key_Escape)
    assert not widget.scene.drop_zone.isVisible()


def test_the_language_combo_stores_the_chosen_code(qtbot) -> None:
    """ "add the language override to Settings": the combo lists the system's
    choice and the languages by their own names, and stores the code."""
    dialog = SettingsDialog(Settings(), builtin_themes())
    qtbot.addWidget(dialog)
    combo = dialog.language
    assert combo.itemData(0) == "" and combo.itemText(0) == "Same as the system"
    assert [combo.itemData(i) for i in range(1, combo.count())] == ["en", "fr", "de", "it", "es"]
    assert combo.itemText(combo.findData("fr")) == "Français"
    combo.setCurrentIndex(combo.findData("fr"))
    dialog.large_cards.setChecked(True)
    chosen = dialog.result_settings()
    assert chosen.language == "fr" and chosen.large_cards
    assert "starts again" in dialog.language_note.text()
    assert SettingsDialog(Settings(language="de"), builtin_themes()).language.currentData() == "de"


class _French(QTranslator):
    WORDS = {"Your hand, {n} cards": "Votre main, {n} cartes", "Card table: {prompt}": "Table : {prompt}"}

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802
        return self.WORDS.get(source)

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def test_the_table_descriptions_go_through_the_translator(qtbot, hearts_table) -> None:
    """Translations: what the view says is made from translated templates."""
    widget, controller = hearts_table
    french = _French()
    QCoreApplication.installTranslator(french)
    try:
        widget.update_accessibility()
        assert "Votre main, 13 cartes" in widget.view.accessibleDescription().splitlines()
        assert widget.view.accessibleName().startswith("Table : ")
    finally:
        QCoreApplication.removeTranslator(french)
    widget.update_accessibility()
    assert "Your hand, 13 cards" in widget.view.accessibleDescription().splitlines()


def test_moving_the_focus_sends_a_focus_event_naming_the_card(qtbot, hearts_table, monkeypatch) -> None:
    """ "QAccessible.updateAccessibility is sent with a focus event when the
    focus moves": with a screen reader listening, Right sends a Focus event
    for the card's accessible object, and a refusal is announced."""
    widget, controller = hearts_table
    events = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(
        QAccessible,
        "updateAccessibility",
        staticmethod(
            lambda event: events.append(
                (
                    event.type(),
                    event.accessibleInterface().text(QAccessible.Text.Name),
                    getattr(event, "message", lambda: "")(),
                )
            )
        ),
    )
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.view.hasFocus, timeout=3000)
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    focus = [name for kind, name, _message in events if kind == QAccessible.Event.Focus]
    assert focus == [widget.scene.hand_items()[0].accessible_name()]
    widget.say("That card cannot be played now.")
    assert events[-1][0] == QAccessible.Event.Announcement and events[-1][2] == "That card cannot be played now."
