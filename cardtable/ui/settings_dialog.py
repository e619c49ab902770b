"""Settings: the card deck (with a preview), animation speed, accessibility
options, your name and the computer level new tables start with."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap, QColor
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout,
)

from ..ai.agents import LEVEL_LABELS, LEVELS
from ..core.cards import Card
from ..storage.settings import Settings
from .card_themes import CardRenderer

SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
PREVIEW_CARDS = ("AS", "10H", "QC", "KD")


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, themes: list, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.settings = settings
        self.themes = themes
        self.theme = QComboBox(self)
        for theme in themes:
            self.theme.addItem(theme.label, theme.name)
        index = self.theme.findData(settings.card_theme)
        self.theme.setCurrentIndex(max(index, 0))
        self.theme.setAccessibleName("Card deck")
        self.preview = QLabel(self)
        self.preview.setAccessibleName("Preview of the card deck")
        self.preview.setMinimumHeight(150)
        self.four_colour = QCheckBox("Four-colour suits (our deck)", self)
        self.four_colour.setChecked(settings.four_colour)
        self.speed = QComboBox(self)
        for value, label in SPEED_LABELS.items():
            self.speed.addItem(label, value)
        self.speed.setCurrentIndex(max(self.speed.findData(settings.animation_speed), 0))
        self.name = QLineEdit(settings.player_name, self)
        self.level = QComboBox(self)
        for level in LEVELS:
            self.level.addItem(LEVEL_LABELS.get(level, level), level)
        self.level.setCurrentIndex(max(self.level.findData(settings.computer_level), 0))
        self.high_contrast = QCheckBox("High-contrast table", self)
        self.high_contrast.setChecked(settings.high_contrast)
        self.sound = QCheckBox("Sound effects (needs the 'sound' extra)", self)
        self.sound.setChecked(settings.sound)
        form = QFormLayout()
        form.addRow("Card deck", self.theme)
        form.addRow("", self.preview)
        form.addRow("", self.four_colour)
        form.addRow("Animation speed", self.speed)
        form.addRow("Your name", self.name)
        form.addRow("Computer players", self.level)
        form.addRow("", self.high_contrast)
        form.addRow("", self.sound)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.theme.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self._update_preview()

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

    def result_settings(self) -> Settings:
        return replace(
            self.settings,
            card_theme=self.theme.currentData(),
            four_colour=self.four_colour.isChecked(),
            animation_speed=self.speed.currentData(),
            player_name=self.name.text().strip() or self.settings.player_name,
            computer_level=self.level.currentData(),
            high_contrast=self.high_contrast.isChecked(),
            sound=self.sound.isChecked(),
        )
