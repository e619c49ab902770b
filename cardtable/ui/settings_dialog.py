"""Settings: the card deck (with a preview), the card back and the table's
felt (ours, or the player's own pictures), animation speed, accessibility
options (four-colour suits, high-contrast table, large cards), the language,
your name and the computer level new tables start with.

A picture chosen is made into a back or a felt at once (storage.pictures), so
the preview shows it and a refused picture's reason is said here; it is
written to the data folder only on OK, so Cancel leaves the old one.

The language is read when the app starts (the menus and every text are made
then), so the dialog says a change takes effect at the next start.

OK hands the new settings to ``keep`` (the window saves and uses them); when
they cannot be saved (a read-only folder), the dialog says why and stays
open with the player's choices, to try again or cancel."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRectF, QSignalBlocker, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import LEVEL_LABELS, LEVELS
from ..core.cards import Card
from ..core.i18n import N_
from ..storage.pictures import (
    PictureKind,
    PictureRefused,
    PreparedPicture,
    prepare_picture,
    store_picture,
    stored_path,
)
from ..storage.settings import Settings
from .card_themes import CardRenderer, CardTheme
from .controller import shown_player_name
from .felt import draw_felt_picture
from .i18n import language_names, said, tr
from .scene import FELT
from .sprites import renderer_back

SPEED_LABELS = {"instant": N_("Instant"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
PREVIEW_CARDS = ("AS", "10H", "QC", "KD")
BACK_LABELS = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green")}


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        themes: list[CardTheme],
        parent: QWidget | None = None,
        keep: Callable[[Settings], None] | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.settings = settings
        self.themes = themes
        self.keep = keep
        self.theme = QComboBox(self)
        for theme in themes:
            self.theme.addItem(tr(theme.label), theme.name)
        index = self.theme.findData(settings.card_theme)
        self.theme.setCurrentIndex(max(index, 0))
        self.theme.setAccessibleName(tr("Card deck"))
        self.preview = QLabel(self)
        self.preview.setAccessibleName(tr("Preview of the card deck"))
        self.preview.setMinimumHeight(150)
        self.deck_problem = QLabel(self)  # why the chosen deck is shown with our cards, if it is
        self.deck_problem.setWordWrap(True)
        self.deck_problem.hide()
        self._pictures_row(settings)
        self.four_colour = QCheckBox(tr("&Four-colour suits (our deck)"), self)
        self.four_colour.setChecked(settings.four_colour)
        self.four_colour.setAccessibleDescription(tr("Clubs green and diamonds blue, so no two suits share a colour"))
        self.speed = QComboBox(self)
        for value, label in SPEED_LABELS.items():
            self.speed.addItem(tr(label), value)
        self.speed.setCurrentIndex(max(self.speed.findData(settings.animation_speed), 0))
        # The untouched default shows as the table shows it ("Süd" in German);
        # it is stored back as the default unless the player types a name.
        self.name = QLineEdit(shown_player_name(settings.player_name), self)
        self.level = self._level_choice(settings.computer_level)
        self.high_contrast = QCheckBox(tr("&High-contrast table"), self)
        self.high_contrast.setChecked(settings.high_contrast)
        self.high_contrast.setAccessibleDescription(tr("A darker felt, thicker outlines and solid name plates"))
        self.large_cards = QCheckBox(tr("&Large cards"), self)
        self.large_cards.setChecked(settings.large_cards)
        self.large_cards.setAccessibleDescription(tr("Bigger cards on the table; long hands overlap more"))
        self.sound = QCheckBox(tr("&Sound effects (needs the 'sound' extra)"), self)
        self.sound.setChecked(settings.sound)
        self.confirm_new_game = QCheckBox(tr("As&k before leaving a match in progress"), self)
        self.confirm_new_game.setChecked(settings.confirm_new_game)
        self.confirm_new_game.setAccessibleDescription(tr("New game and Restart ask first while a match is under way"))
        self.language = QComboBox(self)
        for code, label in language_names():
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        self.language_note = QLabel(tr("A new language takes effect when Card Table starts again."), self)
        self.language_note.setWordWrap(True)
        self.language.setAccessibleDescription(self.language_note.text())
        form = QFormLayout()
        form.addRow(self._label(tr("Card &deck"), self.theme), self.theme)
        form.addRow("", self.preview)
        form.addRow("", self.deck_problem)
        form.addRow(self._label(tr("Card &back"), self.back), self._row(self.back, self.back_picture, self.back_ours))
        form.addRow(
            self._label(tr("&Table"), self.felt_picture), self._row(self.felt, self.felt_picture, self.felt_ours)
        )
        form.addRow("", self.picture_problem)
        form.addRow("", self.four_colour)
        form.addRow("", self.large_cards)
        form.addRow("", self.high_contrast)
        form.addRow(self._label(tr("&Animation speed"), self.speed), self.speed)
        form.addRow(self._label(tr("Lan&guage"), self.language), self.language)
        form.addRow("", self.language_note)
        form.addRow(self._label(tr("Your &name"), self.name), self.name)
        form.addRow(self._label(tr("&Computer players"), self.level), self.level)
        form.addRow("", self.sound)
        form.addRow("", self.confirm_new_game)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName(tr("Why the settings were not saved"))
        self.error_label.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self._four_colour_follows_deck(settings.four_colour)
        self.theme.currentIndexChanged.connect(self._deck_chosen)
        self.four_colour.toggled.connect(self._four_colour_chosen)
        self.back.currentIndexChanged.connect(self._update_preview)
        self._update_preview()

    # -- the player's pictures ------------------------------------------------------

    def _pictures_row(self, settings: Settings) -> None:
        """The card back (our colours, or a picture) and the table (our felt,
        or a picture): each with "Your picture…" and "Use ours again"."""
        self.back_choice = settings.card_back  # "picture" or our colour
        self.felt_choice = settings.table_felt
        self.pending: dict[PictureKind, PreparedPicture] = {}  # chosen, kept on OK
        self._scratch = tempfile.TemporaryDirectory(prefix="cardtable-pictures-")
        self.back = QComboBox(self)
        for value, label in BACK_LABELS.items():
            self.back.addItem(tr(label), value)
        self.back.setCurrentIndex(max(self.back.findData(settings.card_back), 0))
        self.back.setAccessibleName(tr("Our card back"))
        self.felt = QLabel(self)
        self.back_picture = self._button(
            tr("Your picture…"), tr("Choose a picture for the card backs"), lambda: self._choose_picture("back")
        )
        self.back_ours = self._button(
            tr("Use ours again"), tr("Use our card back again"), lambda: self._use_ours("back")
        )
        self.felt_picture = self._button(
            tr("Your picture…"), tr("Choose a picture for the table"), lambda: self._choose_picture("felt")
        )
        self.felt_ours = self._button(
            tr("Use ours again"), tr("Use our green felt again"), lambda: self._use_ours("felt")
        )
        self.picture_problem = QLabel(self)  # why a picture was refused
        self.picture_problem.setWordWrap(True)
        self.picture_problem.setAccessibleName(tr("Why the picture cannot be used"))
        self.picture_problem.hide()
        self._show_picture_choices()

    def _button(self, text: str, name: str, pressed: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setAccessibleName(name)
        button.clicked.connect(pressed)
        return button

    def _row(self, *widgets: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        row.addStretch(1)
        return row

    def ask_picture_file(self, kind: PictureKind) -> str:
        """The file the player picks ("" if none): Qt's file chooser."""
        title = tr("Choose a picture for the card backs") if kind == "back" else tr("Choose a picture for the table")
        path, _ = QFileDialog.getOpenFileName(
            self, title, str(Path.home()), tr("Pictures (*.png *.jpg *.jpeg *.webp *.bmp *.gif *.tif *.tiff)")
        )
        return path

    def _choose_picture(self, kind: PictureKind) -> None:
        """Make the chosen file a back or a felt now, to preview; a refused
        one leaves the choice as it was and says why."""
        path = self.ask_picture_file(kind)
        if not path:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # a camera's photo takes a second
        try:
            self.pending[kind] = prepare_picture(path, kind)
        except PictureRefused as error:
            self.picture_problem.setText(f"\u26a0 {said(error)}")
            self.picture_problem.show()
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.picture_problem.hide()
        (self._scratch_path(kind)).write_bytes(self.pending[kind].png)
        if kind == "back":
            self.back_choice = "picture"
        else:
            self.felt_choice = "picture"
        self._show_picture_choices()
        self._update_preview()

    def _use_ours(self, kind: PictureKind) -> None:
        self.pending.pop(kind, None)
        if kind == "back":
            self.back_choice = self.back.currentData()
        else:
            self.felt_choice = "felt"
        self.picture_problem.hide()
        self._show_picture_choices()
        self._update_preview()

    def _show_picture_choices(self) -> None:
        """Our colours offered while our back is used; "Use ours again" while a picture is."""
        self.back.setEnabled(self.back_choice != "picture")
        self.back_ours.setEnabled(self.back_choice == "picture")
        self.felt_ours.setEnabled(self.felt_choice == "picture")
        self.felt.setText(tr("Your picture") if self.felt_choice == "picture" else tr("Our green felt"))

    def _scratch_path(self, kind: PictureKind) -> Path:
        return Path(self._scratch.name) / f"{kind}.png"

    def _picture_path(self, kind: PictureKind) -> Path:
        """The picture to preview: the one just chosen, else the one kept."""
        return self._scratch_path(kind) if kind in self.pending else stored_path(kind)

    def _back_key(self) -> str:
        if self.back_choice == "picture":
            return renderer_back("picture", self._picture_path("back"))
        key: str = self.back.currentData()  # a BUILTIN_BACKS key
        return key

    def _paint_felt(self, painter: QPainter, width: int, height: int) -> None:
        """The preview's ground: the felt picture chosen (cropped to cover), else ours."""
        picture = QPixmap(str(self._picture_path("felt"))) if self.felt_choice == "picture" else QPixmap()
        if picture.isNull():
            painter.fillRect(0, 0, width, height, FELT)
            return
        area = QRectF(0, 0, width, height)
        draw_felt_picture(painter, picture, area, area, high_contrast=False)

    def _level_choice(self, current: str) -> QComboBox:
        """The levels offered; a level the settings hold that is not offered
        (the random player) is listed too, so OK does not change it unasked."""
        combo = QComboBox(self)
        shown = "normal" if current == "heuristic" else current  # the same player
        for level in LEVELS if shown in LEVELS else (*LEVELS, shown):
            combo.addItem(tr(LEVEL_LABELS.get(level, level)), level)
        combo.setCurrentIndex(max(combo.findData(shown), 0))
        return combo

    def accept(self) -> None:
        """Keep the settings and close; if they cannot be saved, say why here
        and stay open, the choices unchanged."""
        try:
            for picture in list(self.pending.values()):  # before the settings that name them
                store_picture(picture)
                del self.pending[picture.kind]
            if self.keep is not None:
                self.keep(self.result_settings())
        except (OSError, PictureRefused) as error:
            self.error_label.setText(tr("⚠ {problem} Press OK to try again, or Cancel.", problem=said(error)))
            self.error_label.show()
            return
        super().accept()

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        """A form label whose underlined letter (Alt+letter) focuses ``buddy``."""
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    def _current_theme(self) -> CardTheme:
        name = self.theme.currentData()
        return next((t for t in self.themes if t.name == name), self.themes[0])

    def _twin(self, theme: CardTheme) -> CardTheme | None:
        """The same deck in the other colouring (four-colour or two), if installed."""
        if theme.four_colour_variant:
            return next((t for t in self.themes if t.name == theme.four_colour_variant), None)
        return next((t for t in self.themes if t.four_colour_variant == theme.name), None)

    def _four_colour_follows_deck(self, wanted: bool) -> None:
        """Start in agreement: a stored "four-colour suits" with a two-colour
        deck that has a four-colour twin shows the twin chosen, and the box
        says whether the chosen deck's suits are four-coloured."""
        twin = self._twin(self._current_theme())
        if wanted and twin is not None and twin.four_colour:
            self.theme.setCurrentIndex(self.theme.findData(twin.name))
        self._deck_chosen()

    def _deck_chosen(self) -> None:
        """Choosing a deck ticks "Four-colour suits" when its suits are; the
        box can change only a deck that has a twin in the other colouring."""
        theme = self._current_theme()
        with QSignalBlocker(self.four_colour):
            self.four_colour.setChecked(theme.four_colour)
        has_twin = self._twin(theme) is not None
        self.four_colour.setEnabled(has_twin)
        self.four_colour.setToolTip("" if has_twin else tr("This deck comes in one colouring only."))
        self._update_preview()

    def _four_colour_chosen(self, on: bool) -> None:
        """Ticking or clearing the box chooses the deck's twin in that colouring."""
        twin = self._twin(self._current_theme())
        if twin is not None and twin.four_colour == on:
            self.theme.setCurrentIndex(self.theme.findData(twin.name))
        else:
            self._update_preview()

    def _chosen_theme(self) -> CardTheme:
        name = self.theme.currentData()
        theme = next((t for t in self.themes if t.name == name), self.themes[0])
        if self.four_colour.isChecked() and theme is self.themes[0]:
            theme = next((t for t in self.themes if t.name == "builtin-four-colour"), theme)
        return theme

    def _update_preview(self) -> None:
        renderer = CardRenderer(self._chosen_theme(), self._back_key())
        width, gap = 90, 12
        dpr = self.devicePixelRatioF()
        cards = [Card.parse(text) for text in PREVIEW_CARDS] + [None]
        height = int(width * 1.4)
        pixmap = QPixmap(int((len(cards) * (width + gap) + gap) * dpr), int((height + 2 * gap) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._paint_felt(painter, int(len(cards) * (width + gap) + gap), int(height + 2 * gap))
        for i, card in enumerate(cards):
            image = renderer.render(card, width, dpr)
            painter.drawImage(gap + i * (width + gap), gap, image)
        painter.end()
        self.preview.setPixmap(pixmap)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        problem = renderer.problem
        self.deck_problem.setText(f"\u26a0 {problem}" if problem else "")
        self.deck_problem.setVisible(bool(problem))

    def _typed_name(self) -> str:
        """The name to keep: the settings' own when the field still shows the
        default as translated (or is empty), else what the player typed."""
        typed = self.name.text().strip()
        if not typed or typed == shown_player_name(self.settings.player_name):
            return self.settings.player_name
        return typed

    def result_settings(self) -> Settings:
        return replace(
            self.settings,
            card_theme=self.theme.currentData(),
            four_colour=self.four_colour.isChecked(),
            animation_speed=self.speed.currentData(),
            player_name=self._typed_name(),
            computer_level=self.level.currentData(),
            high_contrast=self.high_contrast.isChecked(),
            large_cards=self.large_cards.isChecked(),
            language=self.language.currentData() or "",
            sound=self.sound.isChecked(),
            confirm_new_game=self.confirm_new_game.isChecked(),
            card_back=self.back_choice if self.back_choice == "picture" else self.back.currentData(),
            table_felt=self.felt_choice,
        )
