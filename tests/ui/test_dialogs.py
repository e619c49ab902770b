"""The game chooser, the new-game dialog, the rules browser and the score panel."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from cardtable.ai import agents
from cardtable.core.match import Match
from cardtable.core.registry import all_games, get_game
from cardtable.ui.chooser import GameChooser
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND, TableSetup
from cardtable.ui.match_sheet import MatchSheetPanel
from cardtable.ui.new_game import NewGameDialog, computer_levels, level_label, parse_seed, pick_level
from cardtable.ui.rules_browser import RulesBrowser
from cardtable.ui.sheet_view import STAR

GAMES = sorted(all_games())


def played_match(game_id: str, hands: int, players: int | None = None, seed: int = 7) -> Match:
    """A match of random moves, ``hands`` hands long (or until it is over)."""
    game = get_game(game_id)
    match = Match(game, players or game.default_players, seed=seed)
    rng = random.Random(seed)
    while len(match.hands) < hands and not match.is_over:
        state = match.deal()
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_moves()))
        match.finish_hand()
    return match


# --------------------------------------------------------------------------
# The chooser


def test_chooser_lists_every_game_once_with_its_presets_under_it(qtbot):
    """Issue 12, item 11: "Barbu's presets stand as three separate games".
    One entry per game; its presets are in the Rules box when it is selected."""
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    assert sorted(chooser.entries(), key=str) == sorted(((g, None) for g in all_games()), key=str)
    titles = chooser.titles()
    assert titles == sorted(titles, key=str.casefold), "without recent games the list is alphabetical"
    assert titles == sorted(game.name for game in all_games().values())
    for game in all_games().values():
        assert chooser.select(game.id)
        assert chooser.presets() == [None] + [preset.name for preset in game.presets]
        assert chooser.rules.isEnabled() == bool(game.presets)
        labels = [chooser.rules.itemText(i) for i in range(chooser.rules.count())]
        assert labels == ["Standard rules"] + [preset.label for preset in game.presets]
    assert len(get_game("barbu").presets) >= 2


def test_chooser_presets_are_chosen_by_keyboard_and_mouse(qtbot):
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    chooser.show()
    assert chooser.select("barbu")
    preset = get_game("barbu").presets[0].name
    chooser.rules.setFocus()
    qtbot.keyClick(chooser.rules, Qt.Key.Key_Down)  # the next rules, as a closed combo box does
    assert chooser.current() == ("barbu", preset)
    with qtbot.waitSignal(chooser.chosen, timeout=1000) as signal:
        qtbot.keyClick(chooser.rules, Qt.Key.Key_Return)
    assert signal.args == ["barbu", preset]
    chooser.rules.setCurrentIndex(0)  # as picking from the open list does
    assert chooser.current() == ("barbu", None)
    assert chooser.select("hearts") and chooser.current() == ("hearts", None)
    assert chooser.select("barbu") and chooser.current() == ("barbu", None), "each game keeps its own choice"
    assert not chooser.select("hearts", "no_such_preset")


def test_chooser_search_finds_a_preset_under_its_game(qtbot):
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    game = get_game("crazy_eights")
    preset = next(p for p in game.presets if p.name == "action_cards")
    chooser.set_filters(text=preset.label)
    assert chooser.entries() == [("crazy_eights", "action_cards")]
    assert chooser.current() == ("crazy_eights", "action_cards")
    assert chooser.rules.currentData() == "action_cards"


def test_chooser_puts_recent_games_first(qtbot):
    chooser = GameChooser(recent=["cribbage", "crazy_eights:action_cards", "hearts"])
    qtbot.addWidget(chooser)
    positional = GameChooser(all_games(), ["cribbage", "crazy_eights:action_cards", "hearts"])
    qtbot.addWidget(positional)
    assert positional.entries() == chooser.entries(), "GameChooser(games, recent) reads the same"
    entries = chooser.entries()
    assert entries[:3] == [("cribbage", None), ("crazy_eights", "action_cards"), ("hearts", None)]
    assert len(entries) == len(all_games()), "a preset played lifts its game, not a second entry"
    rest = chooser.titles()[3:]
    assert rest == sorted(rest, key=str.casefold)
    assert chooser.current() == ("cribbage", None), "the most recent game is preselected"


def test_chooser_filters_by_family_and_players(qtbot):
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    chooser.set_filters(family="tricks")
    tricks = {gid for gid, game in all_games().items() if game.family == "tricks"}
    assert "hearts" in tricks and {game_id for game_id, _ in chooser.entries()} == tricks
    chooser.set_filters(family=None, players=3)
    ids = {game_id for game_id, _ in chooser.entries()}
    assert "hearts" not in ids and {"crazy_eights", "cribbage"} <= ids
    chooser.set_filters(players=8)
    for_eight = {gid for gid, game in all_games().items() if game.min_players <= 8 <= game.max_players}
    assert "crazy_eights" in for_eight and "hearts" not in for_eight
    assert {game_id for game_id, _ in chooser.entries()} == for_eight
    assert chooser.current() is not None and chooser.current()[0] in for_eight
    chooser.set_filters(family="tricks", players=2)
    assert chooser.entries() == [] and chooser.current() is None
    assert not chooser.play.isEnabled() and not chooser.empty.isHidden()
    chooser.set_filters()
    assert len(chooser.entries()) == len(all_games())


def test_chooser_family_combo_lists_the_families(qtbot):
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    families = [chooser.family.itemData(i) for i in range(chooser.family.count())]
    assert families[0] == ""
    assert set(families[1:]) == {game.family for game in all_games().values()}


def test_chooser_enter_double_click_and_play_emit_chosen(qtbot):
    chooser = GameChooser(recent=["hearts"])
    qtbot.addWidget(chooser)
    chooser.show()
    chooser.list.setFocus()
    with qtbot.waitSignal(chooser.chosen, timeout=1000) as signal:
        qtbot.keyClick(chooser.list, Qt.Key.Key_Return)
    assert signal.args == ["hearts", None]

    qtbot.keyClick(chooser.list, Qt.Key.Key_Down)
    expected = chooser.entries()[1]
    with qtbot.waitSignal(chooser.chosen, timeout=1000) as signal:
        qtbot.keyClick(chooser.list, Qt.Key.Key_Enter)
    assert tuple(signal.args) == expected

    assert chooser.select("crazy_eights", "wong_eights")
    with qtbot.waitSignal(chooser.chosen, timeout=1000) as signal:
        chooser.play.click()
    assert signal.args == ["crazy_eights", "wong_eights"]

    item = chooser.list.currentItem()
    with qtbot.waitSignal(chooser.chosen, timeout=1000) as signal:
        chooser.list.itemDoubleClicked.emit(item)
    assert signal.args == ["crazy_eights", "wong_eights"]


def test_chooser_previews_are_drawn_lazily_and_cached(qtbot):
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    assert chooser._previews == {}, "nothing is drawn before the chooser is shown"
    picture = chooser.preview("hearts")
    assert not picture.isNull() and picture.width() > 100
    assert chooser.preview("hearts") is picture
    image = picture.toImage()
    centre = image.pixelColor(image.width() // 2, image.height() - 10)
    corner = image.pixelColor(6, image.height() // 2)
    assert corner.green() > corner.red(), "the felt is green"
    assert centre != corner, "the hand is drawn over the felt"
    chooser.show()
    qtbot.waitUntil(lambda: len(chooser._previews) == len(all_games()), timeout=10000)


def test_every_game_has_its_own_preview(qtbot):
    """Issue 12, item 11: "The Hearts preview in the chooser is Barbu's
    picture" (every game was dealt with one seed, and Hearts and Barbu both
    deal 52 cards to four). The pictures, their titles left out, all differ."""
    chooser = GameChooser(recent=[])
    qtbot.addWidget(chooser)
    pictures = {}
    for game_id in all_games():
        image = chooser.preview(game_id).toImage()
        below_title = image.copy(0, image.height() // 4, image.width(), image.height() - image.height() // 4)
        pictures[game_id] = below_title
    ids = sorted(pictures)
    for index, first in enumerate(ids):
        for second in ids[index + 1 :]:
            assert pictures[first] != pictures[second], f"{first} and {second} show the same picture"
    barbu = get_game("barbu").presets[0].name
    assert chooser.preview("barbu", barbu).toImage() != chooser.preview("barbu").toImage()


def test_every_preview_shows_the_players_hand_face_up() -> None:
    """Spades deals the hand face down until the player chooses between
    blind nil and looking: its preview was an empty felt. A game without a
    hand (Camicia's packets) shows the cards turned up on its table."""
    from cardtable.ui.chooser import build_entries
    from cardtable.ui.chooser_preview import _preview_view

    for entry in build_entries(all_games().values()):
        view = _preview_view(entry)
        assert view is not None, entry.key
        if not any(pile.name == "hand:0" for pile in view.piles):  # Camicia: packets, no hand to hold
            assert any(card is not None for pile in view.piles for card in pile.cards), f"{entry.key}: nothing shows"
            continue
        hand = view.pile("hand:0").cards
        assert hand and all(card is not None for card in hand), f"{entry.key}: the hand is face down"


# --------------------------------------------------------------------------
# The new-game dialog


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_dialog_has_a_widget_for_every_option(qtbot, game_id):
    game = get_game(game_id)
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    kinds = {"bool": QCheckBox, "int": QSpinBox, "choice": QComboBox}
    for spec in game.option_specs:
        widget = dialog.option_widgets[spec.name]
        assert isinstance(widget, kinds[spec.kind])
        assert widget.toolTip() == spec.help
        if spec.kind == "int":
            assert (widget.minimum(), widget.maximum()) == (spec.minimum, spec.maximum)
        if spec.kind == "choice":
            assert [widget.itemData(i) for i in range(widget.count())] == list(spec.choices)
            if spec.choice_labels:
                assert [widget.itemText(i) for i in range(widget.count())] == list(spec.choice_labels)
    assert dialog.options() == game.resolve(game.default_players)
    assert dialog.ok_button.isEnabled()
    setup = dialog.setup()
    assert setup.players == game.default_players
    assert dict(setup.options) == game.resolve(game.default_players)
    assert len(setup.seats) == game.default_players


def test_new_game_dialog_preset_fills_the_options(qtbot):
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game, preset="action_cards")
    qtbot.addWidget(dialog)
    assert dialog.options() == game.resolve(4, game.preset("action_cards").values)
    assert dialog.option_widgets["last_card"].isChecked()
    assert dialog.option_widgets["skip_rank"].currentData() == 12
    assert dialog.setup().preset == "action_cards"

    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("draw_until_playable"))
    assert dialog.options() == game.resolve(4, game.preset("draw_until_playable").values)
    assert not dialog.option_widgets["last_card"].isChecked()

    dialog.preset_combo.setCurrentIndex(0)  # standard rules
    assert dialog.options() == game.resolve(4)
    assert dialog.setup().preset is None


def test_new_game_dialog_changed_option_leaves_the_preset(qtbot):
    game = get_game("cribbage")
    dialog = NewGameDialog(game, preset="short")
    qtbot.addWidget(dialog)
    assert dialog.option_widgets["target"].value() == 61
    dialog.option_widgets["seed_rules"].setChecked(True)
    assert dialog.preset() is None, "options that are no preset's are custom rules"
    assert dialog.setup().preset is None
    dialog.option_widgets["seed_rules"].setChecked(False)
    assert dialog.preset() == "short", "setting them back finds the preset again"


def test_new_game_dialog_player_count_rebuilds_the_seats(qtbot):
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game, player_name="Ada", default_level="easy")
    qtbot.addWidget(dialog)
    seats = dialog.seats()
    assert [seat.name for seat in seats] == ["Ada", "West", "North", "East"]
    assert seats[0].kind == HUMAN_KIND
    assert all(seat.kind == COMPUTER_KIND and seat.level == "easy" for seat in seats[1:])
    assert not dialog.seat_rows[0].level.isEnabled()

    dialog.seat_rows[1].name.setText("Grace")
    dialog.set_players(6)
    names = [seat.name for seat in dialog.seats()]
    assert len(names) == 6
    assert names[0] == "Ada" and names[1] == "Grace", "a name the player typed survives"
    assert names[2:] == ["Computer 2", "Computer 3", "Computer 4", "Computer 5"]
    dialog.set_players(2)
    assert [seat.name for seat in dialog.seats()] == ["Ada", "Grace"]
    assert dialog.setup().players == 2


def test_new_game_dialog_refuses_invalid_options(qtbot):
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    skip = dialog.option_widgets["skip_rank"]
    skip.setCurrentIndex(skip.findData(8))  # eights are the suit changer
    with pytest.raises(ValueError) as error:
        game.resolve(4, dialog.options())
    assert not dialog.ok_button.isEnabled()
    assert str(error.value) in dialog.error_text()
    assert dialog.error_label.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted

    skip.setCurrentIndex(skip.findData(12))
    assert dialog.ok_button.isEnabled() and dialog.error_text() == ""


def test_new_game_dialog_setup(qtbot):
    game = get_game("crazy_eights")
    dialog = NewGameDialog(game, player_name="Ada")
    qtbot.addWidget(dialog)
    dialog.set_players(3)
    dialog.option_widgets["must_play"].setChecked(True)
    dialog.option_widgets["target"].setValue(50)
    rows = dialog.seat_rows
    rows[2].kind.setCurrentIndex(rows[2].kind.findData(HUMAN_KIND))
    rows[1].level.setCurrentIndex(rows[1].level.findData("hard"))
    dialog.seed_edit.setText(" 1234 ")
    setup = dialog.setup()
    assert isinstance(setup, TableSetup)
    assert setup.game_id == "crazy_eights" and setup.players == 3 and setup.preset is None
    assert setup.options == game.resolve(3, {"must_play": True, "target": 50})
    assert setup.seed == 1234
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Ada", HUMAN_KIND),
        ("Computer 1", COMPUTER_KIND),
        ("Computer 2", HUMAN_KIND),
    ]
    assert setup.seats[1].level == "hard"
    dialog.seed_edit.setText("birthday deal")
    assert dialog.setup().seed == "birthday deal"
    dialog.seed_edit.setText("")
    assert dialog.setup().seed is None


def test_seed_and_levels():
    assert parse_seed("") is None and parse_seed("  ") is None
    assert parse_seed("007") == 7 and parse_seed("x1") == "x1"
    levels = computer_levels()
    assert levels and set(levels) <= set(agents.AGENT_NAMES), "every level can be made into an agent"
    assert levels[0] == "easy", "weakest first"
    assert level_label("random").startswith("Beginner")
    assert level_label(pick_level("heuristic", levels)) == "Normal"
    assert level_label("some_new_level") == "Some new level"
    assert pick_level("no_such_level", levels) in levels


def test_new_game_dialog_level_combo_is_data_driven(qtbot):
    dialog = NewGameDialog(get_game("hearts"), default_level="heuristic")
    qtbot.addWidget(dialog)
    level = dialog.seat_rows[1].level
    assert [level.itemData(i) for i in range(level.count())] == computer_levels()
    assert level.currentData() == pick_level("heuristic", computer_levels())
    assert level.currentText() == "Normal"
    assert not dialog.players_spin.isEnabled(), "Hearts is always four players"


# --------------------------------------------------------------------------
# The rules browser


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_browser_shows_every_game(qtbot, game_id):
    browser = RulesBrowser(game_id)
    qtbot.addWidget(browser)
    game = get_game(game_id)
    text = browser.browser.toPlainText()
    assert game.name in text and len(text) > 500
    assert "This match" not in text


def test_rules_browser_lists_the_match_options(qtbot):
    game = get_game("crazy_eights")
    options = game.resolve(4, {"skip_rank": 12, "last_card": True})
    browser = RulesBrowser("crazy_eights", options)
    qtbot.addWidget(browser)
    text = browser.browser.toPlainText()
    assert text.index("Crazy Eights") < text.index("This match") < text.index("Setup")
    for spec in game.option_specs:
        assert spec.label in text
    assert "Skip: queen" in text
    assert "Last card: Yes" in text
    assert "Suit changer: Eights" in text

    browser.show_game("hearts")
    assert "This match" not in browser.browser.toPlainText()
    assert "Hearts" in browser.browser.toPlainText()
    browser.show_game("crazy_eights")
    assert "This match" in browser.browser.toPlainText()


def test_rules_browser_selector_lists_every_game(qtbot):
    browser = RulesBrowser("hearts")
    qtbot.addWidget(browser)
    ids = {browser.selector.itemData(i) for i in range(browser.selector.count())}
    assert ids == set(GAMES)
    assert browser.selector.currentData() == "hearts"


# --------------------------------------------------------------------------
# The score sheet beside the table (the game's own sheet, filled as hands end)


def test_match_sheet_is_the_games_sheet_with_totals_and_leader(qtbot):
    """ "The in-game score panel is the same sheet, filled as hands end"."""
    match = played_match("hearts", 3)
    names = ["You", "West", "North", "East"]
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    derived = panel.set_match(match, names)
    assert panel.sheet.kind == "hearts" and panel.sheet.source == "played"
    assert len(derived.rows) == len(match.hands)
    assert derived.totals == tuple(match.scores)
    best = min(match.scores)  # Hearts: lowest wins
    assert derived.leaders == tuple(s for s in range(4) if match.scores[s] == best)
    for seat in range(4):
        item = panel.view.total_item(seat)
        assert item.text().lstrip(STAR + " ").replace("\u2212", "-").lstrip("+") == str(match.scores[seat])
        assert (STAR in item.text()) == (match.scores[seat] == best)
    assert panel.winner_text() == ""


def test_match_sheet_winner_when_the_match_is_over(qtbot):
    match = played_match("crazy_eights", 1000, players=3)
    assert match.is_over
    names = ["Ada", "Bob", "Cy"]
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    derived = panel.set_match(match, names)
    assert set(derived.winners) == set(match.winners())
    assert all(names[s] in panel.winner_text() for s in match.winners())


def test_match_sheet_updates_after_each_hand(qtbot):
    game = get_game("hearts")
    match = Match(game, 4, seed=3)
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    assert panel.set_match(match, ["A", "B", "C", "D"]).rows == ()
    rng = random.Random(3)
    state = match.deal()
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_moves()))
    match.finish_hand()
    assert len(panel.set_match(match, ["A", "B", "C", "D"]).rows) == 1


def test_the_match_sheet_speaks_to_the_player(qtbot):
    """Issue 12, item 11: "You deals next", "You pegs first" in the dock.
    The table's names know the human's seat; the sheet beside the table
    speaks to it in the second person."""
    from cardtable.ui.controller import TableController

    controller = TableController(get_game("cribbage"), TableSetup("cribbage", 2))
    assert controller.names.you == 0 and controller.names == ["You", "Computer 1"]
    match = played_match("cribbage", 1, players=2)
    panel = MatchSheetPanel()
    qtbot.addWidget(panel)
    panel.set_match(match, controller.names)
    notes = panel.view.notes_text().splitlines()
    assert len(notes) == 2
    assert "You deals" not in panel.view.notes_text() and "You pegs" not in panel.view.notes_text()
    assert notes[0] in ("You deal next.", "Computer 1 deals next.")
    assert notes[1] in ("You peg first and count first.", "Computer 1 pegs first and counts first.")
    assert "You" in panel.view.notes_text()
