"""The player's own card back and felt on the table and in Settings (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QColor, QImage

from cardtable.storage import paths, pictures
from cardtable.storage.settings import Settings
from cardtable.ui.card_themes import PICTURE_BACK, CardRenderer, builtin_themes
from cardtable.ui.settings_dialog import SettingsDialog

RED, BLUE, YELLOW = (220, 20, 30), (20, 40, 220), (240, 200, 10)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    return folder


def _halves(path: Path, left: tuple[int, int, int], right: tuple[int, int, int], size=(500, 700)) -> Path:
    image = Image.new("RGB", size, left)
    image.paste(right, (size[0] // 2, 0, size[0], size[1]))
    image.save(path)
    return path


def _near(colour: QColor, rgb: tuple[int, int, int], tolerance: int = 30) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip((colour.red(), colour.green(), colour.blue()), rgb))


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_back_drawn_from_the_picture_has_its_colours_at_every_ratio(qapp, tmp_path: Path, dpr: float) -> None:
    kept = pictures.import_card_back(_halves(tmp_path / "back.png", RED, BLUE))
    renderer = CardRenderer(builtin_themes()[0], back=PICTURE_BACK + str(kept))
    image = renderer.render(None, 80, dpr)
    assert (image.width(), image.height()) == (round(80 * dpr), round(112 * dpr))
    assert image.devicePixelRatio() == dpr
    middle = image.height() // 2
    assert _near(image.pixelColor(image.width() // 4, middle), RED)
    assert _near(image.pixelColor(image.width() * 3 // 4, middle), BLUE)
    # the edge between the halves is one or two pixels wide, not a blur
    edge = [image.pixelColor(x, middle) for x in range(image.width() // 2 - 3, image.width() // 2 + 3)]
    assert sum(not (_near(c, RED) or _near(c, BLUE)) for c in edge) <= 2
    # a white border, as our cards have, and no picture on the corners
    assert _near(image.pixelColor(round(2 * dpr), middle), (255, 255, 255), 40)
    assert image.pixelColor(0, 0).alpha() < 128


def test_a_back_picture_gone_gives_our_blue_back(qapp, tmp_path: Path) -> None:
    theme = builtin_themes()[0]
    missing = CardRenderer(theme, back=PICTURE_BACK + str(tmp_path / "gone.png")).render(None, 60)
    assert missing == CardRenderer(theme, back="blue").render(None, 60)


def test_the_felt_is_drawn_from_the_picture_over_the_whole_view(qtbot, tmp_path: Path) -> None:
    from cardtable.ui.felt import felt_for
    from cardtable.ui.sprites import SpriteCache
    from cardtable.ui.table_widget import TableWidget

    pictures.import_felt(_halves(tmp_path / "felt.png", YELLOW, YELLOW, (400, 250)))
    widget = TableWidget(SpriteCache(CardRenderer(builtin_themes()[0])))
    qtbot.addWidget(widget)
    widget.resize(900, 500)  # wider than the table: margins at the sides
    widget.show()
    widget.scene.set_felt_picture(felt_for("picture"))
    shot = widget.view.viewport().grab().toImage()
    for x, y in ((2, 2), (shot.width() - 3, shot.height() - 3), (shot.width() // 2, 5)):
        assert _near(shot.pixelColor(x, y), YELLOW), (x, y, shot.pixelColor(x, y).name())
    widget.scene.set_high_contrast(True)
    widget.view.fit()  # as the window does after the settings change
    darker = widget.view.viewport().grab().toImage().pixelColor(2, 2)
    assert darker.lightness() < shot.pixelColor(2, 2).lightness() - 60
    widget.scene.set_felt_picture(felt_for("felt"))
    assert felt_for("felt") is None
    assert not _near(widget.view.viewport().grab().toImage().pixelColor(2, 2), YELLOW)


def _preview_colours(dialog: SettingsDialog) -> tuple[QColor, QColor]:
    """The preview's felt (a corner) and the back (the middle of the last card)."""
    image: QImage = dialog.preview.pixmap().toImage()
    dpr = image.devicePixelRatio()
    felt = image.pixelColor(round(3 * dpr), round(3 * dpr))
    back = image.pixelColor(round((12 + 4 * 102 + 45) * dpr), round((12 + 63) * dpr))
    return felt, back


def test_settings_choose_a_back_and_felt_preview_then_ok_keeps_them(qtbot, tmp_path: Path) -> None:
    kept: list[Settings] = []
    dialog = SettingsDialog(Settings(), builtin_themes(), keep=kept.append)
    qtbot.addWidget(dialog)
    assert not dialog.back_ours.isEnabled() and not dialog.felt_ours.isEnabled()
    chosen = {"back": _halves(tmp_path / "b.png", YELLOW, YELLOW), "felt": _halves(tmp_path / "f.png", RED, RED)}
    dialog.ask_picture_file = lambda kind: str(chosen[kind])  # type: ignore[method-assign]
    dialog.back_picture.click()
    dialog.felt_picture.click()
    felt, back = _preview_colours(dialog)
    assert _near(felt, RED) and _near(back, YELLOW), (felt.name(), back.name())
    assert not dialog.back.isEnabled() and dialog.back_ours.isEnabled()
    assert not pictures.pictures_dir().exists()  # written on OK only
    dialog.accept()
    assert kept and (kept[0].card_back, kept[0].table_felt) == ("picture", "picture")
    with Image.open(pictures.stored_path("back")) as stored:
        assert stored.size == pictures.BACK_SIZE and stored.getpixel((300, 400)) == YELLOW
    assert pictures.stored_path("felt").is_file()


def test_settings_use_ours_again_and_cancel_write_nothing(qtbot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings(card_back="red"), builtin_themes())
    qtbot.addWidget(dialog)
    chosen = _halves(tmp_path / "b.png", YELLOW, YELLOW)
    dialog.ask_picture_file = lambda kind: str(chosen)  # type: ignore[method-assign]
    dialog.back_picture.click()
    assert dialog.result_settings().card_back == "picture"
    dialog.back_ours.click()
    assert dialog.result_settings().card_back == "red"
    _, back = _preview_colours(dialog)
    assert not _near(back, YELLOW)
    dialog.reject()
    assert not pictures.pictures_dir().exists()


def test_settings_say_why_a_picture_is_refused_and_keep_the_choice(qtbot, tmp_path: Path) -> None:
    text = tmp_path / "notes.jpg"
    text.write_text("not a picture")
    dialog = SettingsDialog(Settings(), builtin_themes())
    qtbot.addWidget(dialog)
    dialog.ask_picture_file = lambda kind: str(text)  # type: ignore[method-assign]
    dialog.felt_picture.click()
    assert not dialog.picture_problem.isHidden()
    assert dialog.picture_problem.text() == f"\u26a0 The file {text} is not a picture Card Table can read."
    assert dialog.result_settings().table_felt == "felt"
    dialog.accept()
    assert not pictures.pictures_dir().exists()


def test_the_window_draws_the_chosen_back_and_felt(qtbot, tmp_path: Path, said) -> None:
    """Settings to table: the renderer gets the picture back, the scene the felt."""
    from cardtable.ui.main_window import MainWindow

    pictures.import_card_back(_halves(tmp_path / "b.png", YELLOW, YELLOW))
    pictures.import_felt(_halves(tmp_path / "f.png", RED, RED))
    window = MainWindow(Settings(card_back="picture", table_felt="picture"), resume=False)
    qtbot.addWidget(window)
    assert window.sprites.renderer.back == PICTURE_BACK + str(pictures.stored_path("back"))
    assert not window.table.scene.felt_picture.isNull()
    back = window.sprites.renderer.render(None, 60)
    assert _near(back.pixelColor(30, 42), YELLOW)
    window.apply_settings(Settings(card_back="green"))
    assert window.sprites.renderer.back == "green" and window.table.scene.felt_picture.isNull()
