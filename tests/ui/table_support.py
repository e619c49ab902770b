"""Helpers for driving the table with real mouse and key events."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt, QThreadPool
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from cardtable.core.cards import Card
from cardtable.core.registry import get_game
from cardtable.ui.card_themes import CardRenderer, discover_themes
from cardtable.ui.controller import COMPUTER_KIND, HUMAN_KIND, SeatSetup, TableController, TableSetup
from cardtable.ui.sprites import SpriteCache
from cardtable.ui.table_widget import TableWidget


def make_sprites() -> SpriteCache:
    themes, _ = discover_themes()
    return SpriteCache(CardRenderer(themes[0]))


def make_table(
    qtbot,
    game_id: str = "hearts",
    seed: str = "ui",
    think_pause: float = 0.0,
    options: dict | None = None,
    players: int | None = None,
) -> tuple[TableWidget, TableController]:
    game = get_game(game_id)
    players = players or game.default_players
    seats = [SeatSetup("You", HUMAN_KIND)] + [SeatSetup(f"C{n}", COMPUTER_KIND, "normal") for n in range(1, players)]
    widget = TableWidget(make_sprites())
    widget.scene.speed = "instant"
    qtbot.addWidget(widget)
    widget.resize(1100, 760)
    widget.show()
    qtbot.waitExposed(widget)
    controller = TableController(
        game, TableSetup(game_id, players, options or {}, seats, seed), think_pause=think_pause
    )
    widget.attach(controller, [s.name for s in seats])
    widget.view.fit()
    return widget, controller


def rigged_tables(qtbot, game_id: str) -> Iterator[Callable[..., TableWidget]]:
    """The body of a fixture giving ``sit(state, options)``: a table of
    ``game_id`` showing the hand a test arranged; every table made is closed
    at the end (buttons released, controller shut down)."""
    made: list[tuple[TableWidget, TableController]] = []

    def sit(state: Any, options: dict | None = None) -> TableWidget:
        widget, controller = make_table(qtbot, game_id, players=state.players, options=options or {})
        controller.match.state = state
        widget._changed()
        made.append((widget, controller))
        return widget

    yield sit
    for widget, controller in made:
        release_buttons(widget)
        controller.shutdown()


def press_key(widget: TableWidget, key: Qt.Key) -> None:
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def viewport_point(widget: TableWidget, card: Card) -> QPoint:
    item = widget.scene.item_for(card)
    assert item is not None, f"{card} is not on the table"
    return widget.view.mapFromScene(item.pos())


def send_mouse(
    widget: TableWidget,
    kind: QEvent.Type,
    point: QPoint,
    button=Qt.MouseButton.LeftButton,
    buttons=Qt.MouseButton.LeftButton,
) -> None:
    viewport = widget.view.viewport()
    local = QPointF(point)
    event = QMouseEvent(
        kind, local, QPointF(viewport.mapToGlobal(point)), button, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(viewport, event)


def drag(widget: TableWidget, card: Card, dy: int = -260) -> None:
    """Press on the card, move it up in steps, release (a real drag)."""
    start = viewport_point(widget, card)
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    for step in range(1, 6):
        send_mouse(widget, QEvent.Type.MouseMove, start + QPoint(0, dy * step // 5), button=Qt.MouseButton.NoButton)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, start + QPoint(0, dy), buttons=Qt.MouseButton.NoButton)


def click(widget: TableWidget, card: Card) -> None:
    point = viewport_point(widget, card)
    send_mouse(widget, QEvent.Type.MouseButtonPress, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def double_click(widget: TableWidget, card: Card) -> None:
    point = viewport_point(widget, card)
    send_mouse(widget, QEvent.Type.MouseButtonPress, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)
    send_mouse(widget, QEvent.Type.MouseButtonDblClick, point)
    send_mouse(widget, QEvent.Type.MouseButtonRelease, point, buttons=Qt.MouseButton.NoButton)


def release_buttons(widget: TableWidget) -> None:
    send_mouse(widget, QEvent.Type.MouseButtonRelease, QPoint(1, 1), buttons=Qt.MouseButton.NoButton)


def pass_by_clicks(qtbot, widget: TableWidget, controller: TableController) -> None:
    """Choose the cards to pass (or discard) by clicking, then confirm."""
    kind = widget._multi_kind()
    assert kind is not None
    need = widget._cards_to_choose(kind)
    cards = [m.cards[0] for m in controller.legal_for_human()][:need]
    for card in cards:
        click(widget, card)
    assert widget.selected == cards
    widget.buttons[-1].click()


def wait_for_human(qtbot, controller: TableController, timeout: int = 10000) -> None:
    qtbot.waitUntil(
        lambda: controller.is_humans_turn() or (controller.state is not None and controller.state.is_over),
        timeout=timeout,
    )


def dispose_table(widget, controller) -> None:
    """Stop every thread this test started and delete its controller now, on
    the main thread: left to the cyclic garbage collector it could be freed
    later on a worker thread (a search, a deck rendering), which Qt does not
    allow."""
    release_buttons(widget)
    controller.shutdown()
    controller.pool.waitForDone(30000)
    QThreadPool.globalInstance().waitForDone(30000)
    widget.close()  # qtbot closes it again, harmlessly, and the widget goes with its Python object
    controller.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
