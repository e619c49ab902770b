"""Optional sound: short effects through QtMultimedia.

QtMultimedia comes with PySide6-Addons (``pip install 'cardtable[sound]'``).
Without it the table is silent and says nothing about it. The effects are our
own, synthesized here into small WAV files the first time they are needed.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.paths import data_dir

if TYPE_CHECKING:  # QtMultimedia may be missing: imported when a sound is played
    from PySide6.QtMultimedia import QSoundEffect

RATE = 22050


def _samples(name: str) -> list[float]:
    """A card laid down is a short filtered noise burst; the end of a hand, two soft tones."""
    rng = random.Random(name)
    if name == "card":
        count = int(RATE * 0.07)
        out, last = [], 0.0
        for n in range(count):
            last = 0.55 * last + 0.45 * rng.uniform(-1, 1)
            out.append(last * math.exp(-n / (RATE * 0.015)))
        return out
    if name == "shuffle":
        out = []
        for _burst in range(6):
            out += [0.0] * int(RATE * 0.02)
            last = 0.0
            for n in range(int(RATE * 0.04)):
                last = 0.6 * last + 0.4 * rng.uniform(-1, 1)
                out.append(0.7 * last * math.exp(-n / (RATE * 0.012)))
        return out
    tones = (523.25, 659.25) if name == "hand_over" else (440.0,)
    out = []
    for frequency in tones:
        for n in range(int(RATE * 0.16)):
            fade = min(1.0, n / 200) * math.exp(-n / (RATE * 0.08))
            out.append(0.35 * fade * math.sin(2 * math.pi * frequency * n / RATE))
    return out


def effect_file(name: str, folder: Path | None = None) -> Path:
    """The WAV file of an effect, written once."""
    folder = folder or data_dir() / "sounds"
    path = folder / f"{name}.wav"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in _samples(name))
        partial = path.with_suffix(".tmp")
        with wave.open(str(partial), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(frames)
        partial.replace(path)
    return path


class Sounds:
    """Plays effects by name when enabled and QtMultimedia is there."""

    NAMES = ("card", "shuffle", "hand_over")

    def __init__(self, enabled: bool = False):
        self.enabled = enabled
        self._effects: dict[str, QSoundEffect] = {}
        try:
            from PySide6.QtMultimedia import QSoundEffect  # noqa: F401
        except ImportError:
            self.available = False
        else:
            self.available = True

    def play(self, name: str) -> bool:
        """Play an effect; False (and silence) when sound is off or unavailable."""
        if not (self.enabled and self.available):
            return False
        effect = self._effects.get(name)
        if effect is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(effect_file(name))))
            effect.setVolume(0.6)
            self._effects[name] = effect
        effect.play()
        return True
