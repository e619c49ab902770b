"""Settings: the card deck (with a preview), animation speed, accessibility
options (four-colour suits, high-contrast table, large cards), the language,
your name and the computer level new tables start with.

The language is read when the app starts (the menus and every text are made
then), so the dialog says a change takes effect at the next start.

OK hands the new settings to ``keep`` (the window saves and uses them); when
they cannot be saved (a read-only folder), the dialog says why and stays
open with the player's choices, to try again or cancel."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap, QColor
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout,
)

from ..ai.levels import LEVEL_LABELS, LEVELS
from ..core.cards import Card
from ..core.i18n import N_
from ..storage.settings import Settings
from .card_themes import CardRenderer
from .controller import shown_player_name
from .i18n import language_names, said, tr

SPEED_LABELS = {"instant": N_("Instant"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
PREVIEW_CARDS = ("AS", "10H", "QC", "KD")


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, themes: list, parent=None,
                 keep: Callable[[Settings], None] | None = None):
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
        form.addRow("", self.four_colour)
        form.addRow("", self.large_cards)
        form.addRow("", self.high_contrast)
        form.addRow(self._label(tr("&Animation speed"), self.speed), self.speed)
        form.addRow(self._label(tr("Lan&guage"), self.language), self.language)
        form.addRow("", self.language_note)
        form.addRow(self._label(tr("Your &name"), self.name), self.name)
        form.addRow(self._label(tr("&Computer players"), self.level), self.level)
        form.addRow("", self.sound)
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
        self.theme.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self._update_preview()

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
        if self.keep is not None:
            try:
                self.keep(self.result_settings())
            except OSError as error:
                self.error_label.setText(tr("⚠ {problem} Press OK to try again, or Cancel.", problem=said(error)))
                self.error_label.show()
                return
        super().accept()

    def _label(self, text: str, buddy) -> QLabel:
        """A form label whose underlined letter (Alt+letter) focuses ``buddy``."""
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    def _chosen_theme(self):
        name = self.theme.currentData()
        theme = next((t for t in self.themes if t.name == name), self.themes[0])
        if self.four_colour.isChecked() and theme is self.themes[0]:
            theme = next((t for t in self.themes if t.name == "builtin-four-colour"), theme)
        return theme

    def _update_preview(self) -> None:
        renderer = CardRenderer(self._chosen_theme())
        width, gap = 90, 12
        dpr = self.devicePixelRatioF()
        cards = [Card.parse(text) for text in PREVIEW_CARDS] + [None]
        height = int(width * 1.4)
        pixmap = QPixmap(int((len(cards) * (width + gap) + gap) * dpr), int((height + 2 * gap) * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(QColor(21, 94, 52))
        painter = QPainter(pixmap)
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
        )
