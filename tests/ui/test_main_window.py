"""The main window: starting a game, save, quit and resume to the same
position, and corrupt files reported without losing anything."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.core.registry import get_game
from cardtable.storage import paths, saves
from cardtable.storage.settings import Settings, load_settings
from cardtable.ui.app import default_seats
from cardtable.ui.controller import TableSetup
from cardtable.ui.main_window import MainWindow

from .table_support import wait_for_human


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def warnings(monkeypatch):
    """Message boxes would block a test: record them instead."""
    said: list[str] = []

    def record(parent, title, text, *args, **kwargs):
        said.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "information", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    return said


def _window(qtbot, resume: bool = True) -> MainWindow:
    window = MainWindow(Settings(animation_speed="instant"), resume=resume)
    qtbot.addWidget(window)
    window.show()
    return window


def _start(window: MainWindow, game_id: str = "hearts", seed: str = "mw") -> None:
    # The window finishes opening first (its resume of the autosave is queued):
    # in Hearts the player may choose the pass at once, before any event runs.
    QApplication.processEvents()
    game = get_game(game_id)
    seats = default_seats(game.default_players, "Ada", "normal")
    window.start(TableSetup(game_id, game.default_players, {}, seats, seed))
    window.controller.think_pause = 0.0


def _play_some(qtbot, window: MainWindow, moves: int) -> None:
    controller = window.controller
    rng = random.Random(4)
    for _ in range(moves):
        wait_for_human(qtbot, controller)
        if controller.state.is_over:
            return
        controller.play(rng.choice(controller.legal_for_human()))


def test_the_window_opens_on_the_game_chooser(qtbot, home, warnings) -> None:
    window = _window(qtbot)
    assert window.stack.currentWidget() is window.chooser
    assert "Choose a game" in window.status_label.text()


def test_the_status_line_says_what_to_do_next(qtbot, home, warnings) -> None:
    window = _window(qtbot)
    _start(window)
    wait_for_human(qtbot, window.controller)
    assert "pass" in window.status_label.text().lower()


def test_save_quit_and_resume_at_the_same_position(qtbot, home, warnings) -> None:
    window = _window(qtbot)
    _start(window, seed="resume")
    _play_some(qtbot, window, 8)
    wait_for_human(qtbot, window.controller)
    before = window.controller.state.view(0)
    history = [str(m) for m in window.controller.state.history]
    window.close()
    again = _window(qtbot)
    qtbot.waitUntil(lambda: again.controller is not None, timeout=5000)
    wait_for_human(qtbot, again.controller)
    assert [str(m) for m in again.controller.state.history] == history
    assert again.controller.state.view(0) == before
    assert [seat.name for seat in again.seats][0] == "Ada"
    again.close()


def test_a_corrupt_autosave_is_reported_and_set_aside(qtbot, home, warnings) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not a saved match")
    window = _window(qtbot)
    qtbot.waitUntil(lambda: bool(warnings), timeout=3000)
    assert window.controller is None
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name) and p != path]
    assert len(kept) == 1 and kept[0].read_text() == "{ this is not a saved match"


def test_opening_a_corrupt_file_reports_it_and_leaves_it_in_place(qtbot, home, warnings) -> None:
    window = _window(qtbot, resume=False)
    bad = home / "broken.cardtable"
    bad.write_text('{"format": "cardtable-match", "version": 1}')
    assert not window.open_path(bad)
    assert warnings and "broken.cardtable" in warnings[-1]
    assert bad.read_text() == '{"format": "cardtable-match", "version": 1}'


def test_save_as_and_open_give_the_same_match(qtbot, home, warnings) -> None:
    window = _window(qtbot, resume=False)
    _start(window, "cribbage", seed="saved")
    _play_some(qtbot, window, 5)
    path = home / "kept.cardtable"
    saves.save_match(path, window.controller.match.record(), window._seat_records(), window._extra())
    history = [str(m) for m in window.controller.state.history]
    other = _window(qtbot, resume=False)
    assert other.open_path(path)
    assert [str(m) for m in other.controller.state.history] == history


def test_a_finished_match_is_counted_in_the_statistics(qtbot, home, warnings) -> None:
    window = _window(qtbot, resume=False)
    _start(window, "cribbage", seed="stats")
    controller = window.controller
    controller.match.options = {**controller.match.options}
    rng = random.Random(2)
    for _ in range(3000):
        if controller.match.is_over:
            break
        wait_for_human(qtbot, controller, timeout=20000)
        if controller.state.is_over:
            window.next_hand()
            continue
        controller.play(rng.choice(controller.legal_for_human()))
    assert controller.match.is_over
    rows = window.statistics.summary("cribbage")
    assert rows and rows[0].played == 1
    # "every finished match is kept, so the history of played matches can be
    # browsed as sheets": the stored sheet holds every hand and the winner.
    from cardtable.sheets.registry import sheet_kind
    from cardtable.storage.sheet_store import SheetStore

    with SheetStore() as store:
        (summary,) = store.list_sheets()
        sheet = store.load(summary.id)
    assert summary.source == "played" and sheet.kind == "cribbage"
    assert len(sheet.rows) == len(controller.match.hands)
    derived = sheet_kind("cribbage").derive(sheet)
    assert list(derived.totals) == list(controller.match.scores)
    assert set(derived.winners) == set(controller.match.winners())


def test_a_resumed_match_goes_on_filling_the_same_stored_sheet(qtbot, home, warnings) -> None:
    """A match resumed after a quit keeps one sheet, not one per sitting."""
    window = _window(qtbot, resume=False)
    _start(window, "crazy_eights", seed="sheet")
    controller = window.controller
    rng = random.Random(5)
    while not controller.match.hands:
        wait_for_human(qtbot, controller, timeout=20000)
        if controller.state.is_over:
            break
        controller.play(rng.choice(controller.legal_for_human()))
    first_id = window.played_sheet_id
    assert first_id is not None
    window.next_hand()
    wait_for_human(qtbot, controller, timeout=20000)
    window.close()
    again = _window(qtbot)
    qtbot.waitUntil(lambda: again.controller is not None, timeout=5000)
    assert again.played_sheet_id == first_id
    from cardtable.storage.sheet_store import SheetStore

    with SheetStore() as store:
        assert len(store.list_sheets()) == 1
        assert len(store.load(first_id).rows) == 1


def test_a_hint_comes_from_the_worker_and_names_a_legal_move(qtbot, home, warnings) -> None:
    window = _window(qtbot, resume=False)
    _start(window, "crazy_eights", seed="hint")
    controller = window.controller
    controller.hint_level = "hard#150"  # a short search keeps the test quick
    wait_for_human(qtbot, controller)
    legal = list(controller.legal_for_human())
    answers = []
    controller.hint_ready.connect(lambda move, reason: answers.append(move))
    window.hint()
    assert "Thinking" in window.table.message.text()
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    assert answers[0] in legal
    assert window.table.message.text().startswith("Hint: ")


# -- files that are damaged, too big, or from a newer version -------------------


def _write_deep(path, depth: int = 100_000) -> str:
    """JSON nested so deep that json.loads raises RecursionError (not a ValueError)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "[" * depth + "]" * depth
    path.write_text(text)
    return text


def test_a_deeply_nested_autosave_is_reported_and_set_aside(qtbot, home, warnings) -> None:
    path = saves.autosave_path()
    text = _write_deep(path)
    window = _window(qtbot)
    qtbot.waitUntil(lambda: bool(warnings), timeout=3000)
    assert window.controller is None
    assert "could not be restored" in warnings[0] and "not readable JSON" in warnings[0]
    [aside] = path.parent.glob("autosave.json.corrupt-*")
    assert aside.read_text() == text and not path.exists()


def test_opening_a_deeply_nested_file_reports_it_and_leaves_it_in_place(qtbot, home, warnings) -> None:
    window = _window(qtbot, resume=False)
    bad = home / "deep.cardtable"
    text = _write_deep(bad)
    assert not window.open_path(bad)
    assert warnings == [
        "deep.cardtable could not be opened: deep.cardtable is not a Card Table saved game (it is not readable JSON)."
    ]
    assert bad.read_text() == text


def _saved_hearts(window: MainWindow, path, change) -> None:
    """Save the match at the table to ``path``, with ``change`` made to its seats."""
    seats = [seat.to_json() for seat in window._seat_records()]
    change(seats)
    record = window.controller.match.record()
    document = {
        "format": "cardtable-match",
        "version": 1,
        "saved_at": "2025-01-01T00:00:00+00:00",
        "match": record,
        "seats": seats,
        "extra": {},
    }
    path.write_text(json.dumps(document))


@pytest.mark.parametrize(
    "change, said",
    [
        (lambda seats: seats[1].update(level="master"), "seat 2 (West) has a computer level this version cannot use"),
        (lambda seats: seats[2].update(level="expert@100000"), "'expert@100000' needs a time scale between"),
        (lambda seats: seats[3].update(kind="human", level=""), "This saved game has 2 human seats (1, 4)"),
    ],
)
def test_a_save_the_table_cannot_play_is_refused_with_its_reason(qtbot, home, warnings, change, said) -> None:
    """An unknown level used to freeze the table at that seat's turn, and a
    second human seat at that human's turn; both are refused when opened."""
    window = _window(qtbot, resume=False)
    _start(window)
    path = home / "odd.cardtable"
    _saved_hearts(window, path, change)
    other = _window(qtbot, resume=False)
    assert not other.open_path(path)
    assert other.controller is None
    assert len(warnings) == 1 and said in warnings[0] and warnings[0].startswith("odd.cardtable could not be opened")


def test_settings_from_a_newer_version_survive_the_close(qtbot, home, warnings) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 2, "computer_level": "master", "table_felt": "blue", "sound": False}))
    settings, problems = load_settings()
    window = MainWindow(settings, problems, resume=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: bool(warnings), timeout=3000)
    assert "'computer_level'" in warnings[0] and '"master"' in warnings[0]
    window.close()
    data = json.loads(path.read_text())
    assert data["version"] == 2 and data["computer_level"] == "master" and data["table_felt"] == "blue"
    assert data["window_geometry"]  # what this version knows was saved too


def _unwritable(monkeypatch) -> None:
    """A read-only configuration folder (the tests run as any user, root too)."""

    def refuse(path, data, mode=None):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("cardtable.storage.settings.write_atomic", refuse)


def test_settings_that_cannot_be_saved_are_said_in_the_dialog_which_keeps_them(
    qtbot, home, warnings, monkeypatch
) -> None:
    from cardtable.ui.settings_dialog import SettingsDialog

    window = _window(qtbot, resume=False)
    seen: list[tuple[bool, str, str]] = []

    def press_ok(dialog: SettingsDialog) -> int:
        dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
        dialog.show()
        dialog.accept()
        seen.append((dialog.isVisible(), dialog.error_label.text(), dialog.speed.currentData()))
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", press_ok)
    _unwritable(monkeypatch)
    window.show_settings()
    [(still_open, said, speed)] = seen
    assert still_open and speed == "slow"
    assert said == (
        f"⚠ Your settings could not be saved in {paths.config_dir()}: Permission denied. "
        "Press OK to try again, or Cancel."
    )
    assert window.settings.animation_speed == "instant"  # nothing was half applied
    assert not paths.settings_path().exists()
    monkeypatch.undo()
    monkeypatch.setattr(SettingsDialog, "exec", press_ok)
    window.show_settings()
    assert seen[-1][0] is False and seen[-1][1] == ""
    assert window.settings.animation_speed == "slow"
    assert json.loads(paths.settings_path().read_text())["animation_speed"] == "slow"


def test_settings_that_cannot_be_saved_on_close_are_said(qtbot, home, warnings, monkeypatch) -> None:
    window = _window(qtbot, resume=False)
    _unwritable(monkeypatch)
    window.close()
    assert warnings == [f"Your settings could not be saved in {paths.config_dir()}: Permission denied."]
