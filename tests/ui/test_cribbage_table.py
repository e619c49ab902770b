"""Cribbage's own pieces on the table, through real mouse events where the
player acts: the crib and the starter labelled, a drag to the crib, "Go" by
the plate, finished counts set aside, the show counted step by step (a
click shows the rest), and the pegging board on the felt."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt

from cardtable.core.moves import Move
from cardtable.core.registry import get_game
from cardtable.ui.cribbage_show import STEP_MS
from cardtable.ui.cribbage_table import SET_ASIDE_OPACITY, SET_ASIDE_SCALE, CribbagePieces
from cardtable.ui.layout import LARGE_CARDS
from cardtable.ui.pegging_board_item import PeggingBoardItem
from cardtable.ui.scene import CardItem
from cardtable.ui.table_widget import TableWidget

from ..games.cribbage.support import moves, pegging
from ..games.cribbage.test_rules import TWO_DISCARDS, TWO_HANDS
from .table_support import make_sprites, make_table, release_buttons, send_mouse, viewport_point, wait_for_human

NAMES = ["You", "Bob"]


@pytest.fixture
def cribbage_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "cribbage", seed="crib-1")
    controller.start()
    yield widget, controller
    release_buttons(widget)
    controller.shutdown()


@pytest.fixture
def table(qtbot) -> TableWidget:
    """A table with no match: views of rigged deals are shown on it."""
    widget = TableWidget(make_sprites())
    widget.scene.speed = "instant"
    widget.names = NAMES
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _pieces(widget: TableWidget) -> CribbagePieces:
    pieces = widget.scene.pieces
    assert isinstance(pieces, CribbagePieces)
    return pieces


def _drag_to(widget: TableWidget, card, target: QPointF) -> None:
    """Press on ``card``, move it in steps to the scene point ``target``, release."""
    start = viewport_point(widget, card)
    end = widget.view.mapFromScene(target)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        send_mouse(widget, QEvent.Type.MouseMove, point, button=Qt.MouseButton.NoButton)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, end, buttons=Qt.MouseButton.NoButton)


def _wait_to_discard(qtbot, controller) -> None:
    wait_for_human(qtbot, controller)
    assert controller.legal_for_human()[0].kind == "discard"


# -- 1. labels ---------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_a_crib_label_by_the_tables_edge_stays_on_the_table(table, dealer: int) -> None:
    """With three players (the seed-rules preset, box beside its owner) the
    crib of a seat at the side lies by the table's edge: its label, wider
    than the card, was centred past the edge (the geometry check found it
    once the cut for the deal made the side seats deal)."""
    from cardtable.core.game import HandContext

    game = get_game("cribbage")
    state = game.new_hand(3, {"seed_rules": True}, "edge", HandContext(dealer=dealer))
    table.scene.show_view(state.view(0), ["You", "Computer 1", "Computer 2"], set())
    caption = _pieces(table).crib_caption
    assert caption.text
    seen = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    assert seen.contains(caption.sceneBoundingRect())


def test_the_crib_and_the_starter_are_labelled_by_their_piles(qtbot, cribbage_table) -> None:
    widget, controller = cribbage_table
    _wait_to_discard(qtbot, controller)
    pieces = _pieces(widget)
    view = controller.view()
    owner = view.pile("crib").owner
    expected = "Crib (yours)" if owner == view.seat else f"Crib ({widget.names[owner]}'s)"
    assert pieces.crib_caption.isVisible() and pieces.crib_caption.text == expected
    assert pieces.starter_caption.isVisible() and pieces.starter_caption.text == "Starter"
    for caption, pile in ((pieces.crib_caption, "crib"), (pieces.starter_caption, "starter")):
        spot = pieces._pile_spot(view, pile)
        assert spot is not None
        assert abs(caption.pos().x() - spot.center().x()) < 1
        gap = min(
            abs(caption.sceneBoundingRect().top() - spot.bottom()),
            abs(spot.top() - caption.sceneBoundingRect().bottom()),
        )
        assert gap < 20  # right by its pile
    said = widget.scene.pile_accessible_name("crib")
    assert said.startswith("Your crib" if owner == view.seat else f"{widget.names[owner]}'s crib")
    assert widget.scene.pile_accessible_name("starter").startswith("Starter")


def test_your_crib_is_yours_in_the_accessible_name(table) -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")  # seat 0 deals: its crib
    table.scene.show_view(state.view(0), NAMES, set())
    assert table.scene.pile_accessible_name("crib") == "Your crib, 4 cards"
    assert _pieces(table).crib_caption.text == "Crib (yours)"
    table.scene.show_view(state.view(1), ["Ann", "Bob"], set())
    assert table.scene.pile_accessible_name("crib") == "Ann's crib, 4 cards"
    assert _pieces(table).crib_caption.text == "Crib (Ann's)"


# -- 2. dragging to the crib ------------------------------------------------------------
def test_dragging_a_card_onto_the_crib_discards_it(qtbot, cribbage_table) -> None:
    widget, controller = cribbage_table
    _wait_to_discard(qtbot, controller)
    card = controller.legal_for_human()[0].cards[0]
    spot = _pieces(widget)._pile_spot(controller.view(), "crib")
    before = len(controller.state.history)
    _drag_to(widget, card, spot.center())
    assert controller.state.history[before] == Move("discard", (card,))


def test_dropping_a_card_on_the_table_discards_it_with_the_one_chosen(qtbot, cribbage_table) -> None:
    widget, controller = cribbage_table
    _wait_to_discard(qtbot, controller)
    first, second = [m.cards[0] for m in controller.legal_for_human()][:2]
    widget._clicked(first)  # chosen by a click
    assert widget.selected == [first]
    before = len(controller.state.history)
    _drag_to(widget, second, widget.scene.sceneRect().center())
    assert set(controller.state.history[before : before + 2]) == {Move("discard", (first,)), Move("discard", (second,))}
    assert widget.selected == []


def test_a_card_dropped_on_the_crib_while_pegging_snaps_back_with_the_reason(qtbot, cribbage_table) -> None:
    widget, controller = cribbage_table
    _wait_to_discard(qtbot, controller)
    for card in [m.cards[0] for m in controller.legal_for_human()][:2]:
        controller.play(Move("discard", (card,)))
    qtbot.waitUntil(
        lambda: controller.is_humans_turn() and controller.legal_for_human()[0].kind == "play", timeout=10000
    )
    card = controller.legal_for_human()[0].cards[0]
    item = widget.scene.item_for(card)
    spot = _pieces(widget)._pile_spot(controller.view(), "crib")
    before = len(controller.state.history)
    _drag_to(widget, card, spot.center())
    assert len(controller.state.history) == before
    assert widget.message.text() == "The crib is full: play a card or say go."
    qtbot.waitUntil(lambda: (item.pos() - item.home).manhattanLength() < 1, timeout=3000)


# -- 3. go ---------------------------------------------------------------------------------
def test_go_is_said_by_the_plate_until_the_next_count_starts(qtbot, table) -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H")
    table.scene.show_view(state.view(0), NAMES, set())
    assert not any(bubble.isVisible() for bubble in _pieces(table).go_bubbles.values())
    moves(state, "go")  # you say go; Bob cannot play either: the count ends at once
    table.scene.show_view(state.view(0), NAMES, set())
    bubble = _pieces(table).go_bubbles[0]
    assert bubble.isVisible() and bubble.text == "Go"
    plate = table.scene.plates[0].sceneBoundingRect()
    assert abs(bubble.sceneBoundingRect().center().y() - plate.center().y()) < 1
    assert bubble.sceneBoundingRect().left() > plate.center().x()
    qtbot.waitUntil(lambda: table.message.text() == "You say go.", timeout=2000)
    moves(state, "play QC")
    table.scene.show_view(state.view(0), NAMES, set())
    assert not any(bubble.isVisible() for bubble in _pieces(table).go_bubbles.values())


# -- 4. finished counts set aside -----------------------------------------------------
def test_the_cards_of_a_finished_count_are_set_aside(table) -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go", "play QC")
    table.scene.show_view(state.view(0), NAMES, set())
    for seat, earlier in enumerate(state.view(0).get("earlier_counts")):
        row = table.scene.pile_items(f"pegging:{seat}")
        aside, current = row[:earlier], row[earlier:]
        assert aside and all(abs(item.scale() - SET_ASIDE_SCALE) < 1e-6 for item in aside)
        assert all(abs(item.opacity() - SET_ASIDE_OPACITY) < 1e-6 for item in aside)
        assert all(item.opacity() == 1.0 and item.scale() > SET_ASIDE_SCALE for item in current)
        right_of_stack = max(item.sceneBoundingRect().right() for item in aside)
        assert all(item.sceneBoundingRect().left() > right_of_stack - 8 for item in current)


# -- 5. the show, step by step -------------------------------------------------------
def _shown(state) -> None:
    while state.to_move is not None:
        state.apply(state.legal_moves()[0])


def test_the_show_is_counted_a_step_at_a_time_and_a_click_shows_the_rest(qtbot, table) -> None:
    table.scene.speed = "fast"
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    _shown(state)
    view = state.view(0)
    hands = view.get("show_steps")
    table.scene.show_view(view, NAMES, set())
    pieces = _pieces(table)
    assert pieces.counter.counting
    seat, _kind, _cards, steps = hands[0]
    qtbot.waitUntil(lambda: bool(pieces.counter.caption.text), timeout=3000)
    assert pieces.counter.caption.text == f"Hand ({NAMES[seat]}): {steps[0].phrase}."
    assert len(pieces.counter.outlines) == len(steps[0].cards)
    for outline, card in zip(pieces.counter.outlines, steps[0].cards):
        item = table.scene.item_for(card) or table.scene.pile_items("starter")[0]
        assert outline.sceneBoundingRect().contains(item.sceneBoundingRect().center())
        assert item.pos().y() < item.home.y()  # raised while it is counted
    with qtbot.waitSignal(pieces.counter.show_counted, timeout=1000):
        send_mouse(table, QEvent.Type.MouseButtonPress, QPoint(5, 5))
        send_mouse(table, QEvent.Type.MouseButtonRelease, QPoint(5, 5), buttons=Qt.MouseButton.NoButton)
    assert not pieces.counter.counting and pieces.counter.outlines == []
    assert all(item.pos() == item.home for item in table.scene.items_by_key.values())
    lines = pieces.counter.caption.text.split("\n")
    assert len(lines) == len(hands)
    assert lines[-1].startswith("Crib (") and str(hands[-1][3][-1].phrase) in lines[-1]


def test_the_hands_summary_waits_until_the_show_is_counted(qtbot, table) -> None:
    """The end-of-hand summary (queued with ``when_settled``) does not cover
    the show while it is counted step by step; a click on the table skips
    the show, and then the summary comes."""
    table.scene.speed = "slow"
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    _shown(state)
    table.scene.show_view(state.view(0), NAMES, set())
    pieces = _pieces(table)
    assert pieces.counter.counting
    came: list[str] = []
    table.when_settled(lambda: came.append("summary"))
    assert came == []
    with qtbot.waitSignal(pieces.counter.show_counted, timeout=1000):
        send_mouse(table, QEvent.Type.MouseButtonPress, QPoint(5, 5))
        send_mouse(table, QEvent.Type.MouseButtonRelease, QPoint(5, 5), buttons=Qt.MouseButton.NoButton)
    assert came == ["summary"]
    table.when_settled(lambda: came.append("at once"))  # nothing on show: at once
    assert came == ["summary", "at once"]


def test_with_instant_animations_the_show_is_said_whole(table) -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    _shown(state)
    table.scene.show_view(state.view(0), NAMES, set())
    pieces = _pieces(table)
    assert not pieces.counter.counting
    assert len(pieces.counter.caption.text.split("\n")) == len(state.view(0).get("show_steps"))


# -- 6. the pegging board on the felt -----------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_pegging_board_lies_on_the_felt_clear_of_cards_and_plates(qtbot, tmp_path, monkeypatch, players) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    widget, controller = make_table(qtbot, "cribbage", seed="crib-1", players=players)
    controller.start()
    _wait_to_discard(qtbot, controller)
    board = next(item for item in widget.scene.items() if isinstance(item, PeggingBoardItem))
    names = widget.names
    sides = [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"] if players == 4 else names
    assert board.isVisible() and [name for name, _f, _b in board.sides] == sides
    area = board.sceneBoundingRect()
    assert widget.scene.sceneRect().contains(area)
    for item in widget.scene.items():
        if isinstance(item, CardItem):
            assert not area.intersects(item.sceneBoundingRect()), item.pile
    for plate in widget.scene.plates.values():
        assert not area.intersects(plate.sceneBoundingRect())
    release_buttons(widget)
    controller.shutdown()


def test_the_board_moves_its_pegs_front_and_back(table) -> None:
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go")
    table.scene.show_view(state.view(0), NAMES, set())
    board = _pieces(table).board
    assert [front for _n, front, _b in board.sides] == list(state.scores)
    moves(state, "play QC", "play 5C")  # fifteen for Bob
    table.scene.show_view(state.view(0), NAMES, set())
    name, front, back = board.sides[1]
    assert front == state.scores[1] and back == front - 2


def test_a_key_also_shows_the_rest_of_the_show(qtbot, table) -> None:
    table.scene.speed = "slow"
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    _shown(state)
    table.scene.show_view(state.view(0), NAMES, set())
    pieces = _pieces(table)
    assert pieces.counter.counting and pieces.counter.caption.text == ""
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert not pieces.counter.counting
    assert len(pieces.counter.caption.text.split("\n")) == len(state.view(0).get("show_steps"))


def test_another_game_takes_cribbages_pieces_off_the_table(table) -> None:
    from cardtable.core.registry import get_game
    from cardtable.ui.felt_caption import Caption

    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    moves(state, "play 10S", "play KD", "play 10H", "go", "play QC")
    table.scene.show_view(state.view(0), NAMES, set())
    assert any(isinstance(item, PeggingBoardItem) for item in table.scene.items())
    assert any(item.opacity() < 1 for item in table.scene.items_by_key.values())
    hearts = get_game("hearts").new_hand(4, None, "pieces")
    table.scene.show_view(hearts.view(0), ["You", "A", "B", "C"], set())
    assert table.scene.pieces is None
    assert not any(isinstance(item, (PeggingBoardItem, Caption)) for item in table.scene.items())
    assert all(item.opacity() == 1.0 for item in table.scene.items_by_key.values())


def test_a_go_bubble_stays_on_the_table_by_every_plate(table) -> None:
    from cardtable.core.registry import get_game
    from cardtable.ui.felt_caption import Caption

    state = get_game("cribbage").new_hand(4, None, "bubbles")
    table.scene.show_view(
        state.view(0), ["You", "Ann", "Bob", "Cyrus the Great of Persia"], set()
    )  # a long plate on the right
    pieces = _pieces(table)
    for seat, plate in table.scene.plates.items():
        bubble = Caption(14, bold=True)
        table.scene.addItem(bubble)
        bubble.set_text("Go")
        pieces._place_by_plate(bubble, seat)
        area, box = bubble.sceneBoundingRect(), plate.mapRectToScene(plate.box())
        assert table.scene.sceneRect().contains(area), seat
        assert not area.intersects(box) and box.adjusted(-12, -12, 12, 12).intersects(area), seat  # beside it


def _go_standing(players: int, seat: int):
    """A hand of ``players`` where ``seat`` has said go (random legal moves)."""
    state = get_game("cribbage").new_hand(players, None, "go-bubble")
    rng = random.Random(2)
    while seat not in (state.view(0).get("go_standing") or ()):
        state.apply(rng.choice(list(state.legal_moves())))
    return state


@pytest.mark.parametrize("size", [(1024, 498), (1100, 760)])
@pytest.mark.parametrize("cards", [1.0, LARGE_CARDS])
def test_a_go_bubble_lies_clear_of_its_plate_and_of_the_rest(table, size, cards) -> None:
    """The bubble goes beside the plate as it is drawn (as wide as its text),
    not where a guess at the plate's width put it (over "Computer 1 · 3 cards"),
    and clear of every card, plate and word on the table."""
    from cardtable.ui.felt_caption import Caption
    from cardtable.ui.scene_plates import NamePlate

    names = ["You", "Computer 1", "Computer 2"]
    table.names = names
    table.resize(*size)
    table.set_card_size(cards)
    state = _go_standing(3, 1)
    table.scene.show_view(state.view(0), names, set())
    bubble = _pieces(table).go_bubbles[1]
    area = bubble.sceneBoundingRect()
    assert bubble.isVisible() and table.scene.sceneRect().contains(area)
    for item in table.scene.items():
        if item is bubble or not item.isVisible() or item.parentItem() is not None:
            continue
        if isinstance(item, (CardItem, NamePlate, Caption, PeggingBoardItem)):
            cut = area.intersected(_face(item))
            assert cut.width() <= 1 or cut.height() <= 1, item


def test_the_show_said_step_by_step_ends_with_every_hand_said(qtbot, table, monkeypatch) -> None:
    monkeypatch.setitem(STEP_MS, "fast", 30)  # each step is said, quickly
    table.scene.speed = "fast"
    state = pegging(TWO_HANDS, TWO_DISCARDS, "7S")
    table.scene.show_view(state.view(0), NAMES, set())
    pieces = _pieces(table)
    _shown(state)
    hands = state.view(0).get("show_steps")
    with qtbot.waitSignal(pieces.counter.show_counted, timeout=20000):
        table.scene.show_view(state.view(0), NAMES, set())
    assert not pieces.counter.counting and pieces.counter.outlines == []
    lines = pieces.counter.caption.text.split("\n")
    assert [line.split(":")[0] for line in lines] == [
        f"{'Crib' if kind == 'crib' else 'Hand'} ({NAMES[seat]})" for seat, kind, _cards, _steps in hands
    ]


# -- the layout's regions kept (issue 12's geometry check) ----------------------------------
FOUR_NAMES = ["You", "Ann", "Bob", "Cy"]


def _face(item) -> QRectF:
    """What an item covers on the felt: a card's face, a plate's box, or its bounds."""
    from cardtable.ui.scene import CARD_H, CARD_W
    from cardtable.ui.scene_plates import NamePlate

    if isinstance(item, CardItem):
        return item.mapRectToScene(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
    if isinstance(item, NamePlate):
        return item.mapRectToScene(item.box())
    return item.sceneBoundingRect()


def _at_a_set_aside_count_on_each_side():
    """Four players pegging, West and East each with a finished count set
    aside and a card of the current count in their row."""
    state = get_game("cribbage").new_hand(4, None, "aside-0")
    rng = random.Random(0)
    while True:
        view = state.view(0)
        earlier = view.get("earlier_counts")
        if earlier and all(
            earlier[seat] and len(view.pile(f"pegging:{seat}").cards) > earlier[seat] for seat in (1, 3)
        ):
            return state
        state.apply(rng.choice(list(state.legal_moves())))


@pytest.mark.parametrize("size", [(1100, 760), (800, 700)])
@pytest.mark.parametrize("cards", [1.0, LARGE_CARDS])
def test_a_stack_set_aside_stays_in_its_rows_region(table, size, cards) -> None:
    """The stack of finished counts and the current count's cards lie within
    the room the layout kept for the row: not off the table's edge, not
    under a plate (West's stack was out of view, East's under East's plate)."""
    table.names = FOUR_NAMES
    table.resize(*size)
    table.set_card_size(cards)
    state = _at_a_set_aside_count_on_each_side()
    table.scene.show_view(state.view(0), FOUR_NAMES, set())
    for seat in range(4):
        room = table.scene.regions[f"pegging:{seat}"].adjusted(-1, -1, 1, 1)
        for item in table.scene.pile_items(f"pegging:{seat}"):
            assert room.contains(_face(item)), (seat, item.card)


def _shown_in_full(players: int):
    state = get_game("cribbage").new_hand(players, None, "show-words")
    _shown(state)
    return state


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1100, 760), (800, 700), (1400, 700)])
@pytest.mark.parametrize("cards", [1.0, LARGE_CARDS])
def test_the_shows_words_lie_clear_of_cards_plates_and_labels(table, players, size, cards) -> None:
    """The show's words go in the felt left free under the middle: never over
    the stock, a crib beside the middle, your plate or hand; when every hand
    and the crib take more lines than there is room for, the newest are shown."""
    from cardtable.ui.felt_caption import Caption
    from cardtable.ui.scene_plates import NamePlate

    names = FOUR_NAMES[:players]
    table.names = names
    table.resize(*size)
    table.set_card_size(cards)
    state = _shown_in_full(players)
    table.scene.show_view(state.view(0), names, set())
    caption = _pieces(table).counter.caption
    words = caption.sceneBoundingRect()
    assert caption.isVisible() and table.scene.sceneRect().contains(words)
    assert caption.text.split("\n")[-1].startswith("Crib (")
    for item in table.scene.items():
        if item is caption or not item.isVisible() or item.parentItem() is not None:
            continue
        if isinstance(item, (CardItem, NamePlate, Caption, PeggingBoardItem)):
            cut = words.intersected(_face(item))
            assert cut.width() <= 1 or cut.height() <= 1, item
