"""Optional sound: our own effects, silent and quiet when QtMultimedia is missing or sound is off.

Both cases are checked on every machine: QtMultimedia is hidden for the one
and stood in for by a recording fake for the other, so the test asserts the
same things whether or not PySide6-Addons is installed (and needs no sound card).
"""

from __future__ import annotations

import sys
import types
import wave
from pathlib import Path
from typing import ClassVar

import pytest

from cardtable.ui.sound import Sounds, effect_file


class _RecordingEffect:
    """Stands in for QSoundEffect: remembers what it was told."""

    made: ClassVar[list[_RecordingEffect]] = []

    def __init__(self) -> None:
        self.source = ""
        self.volume = -1.0
        self.plays = 0
        _RecordingEffect.made.append(self)

    def setSource(self, url: object) -> None:  # Qt's name
        self.source = url.toLocalFile()  # type: ignore[attr-defined]

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.plays += 1


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def test_the_effects_are_short_wav_files_we_make(tmp_path: Path) -> None:
    for name in Sounds.NAMES:
        path = effect_file(name, tmp_path)
        with wave.open(str(path)) as sound:
            seconds = sound.getnframes() / sound.getframerate()
        assert 0.03 < seconds < 0.5


def test_sound_off_is_silent(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", types.SimpleNamespace(QSoundEffect=_RecordingEffect))
    _RecordingEffect.made.clear()
    assert Sounds(enabled=False).play("card") is False
    assert _RecordingEffect.made == []


def test_without_qtmultimedia_sound_is_unavailable_and_silent(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # the import now fails, as without the Addons
    sounds = Sounds(enabled=True)
    assert sounds.available is False
    assert sounds.play("card") is False  # nothing raised, nothing said
    assert not list(home.rglob("*.wav"))


def test_with_qtmultimedia_an_effect_plays_our_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", types.SimpleNamespace(QSoundEffect=_RecordingEffect))
    _RecordingEffect.made.clear()
    sounds = Sounds(enabled=True)
    assert sounds.available is True
    assert sounds.play("card") is True and sounds.play("card") is True
    assert len(_RecordingEffect.made) == 1  # made once, played twice
    effect = _RecordingEffect.made[0]
    assert effect.plays == 2 and 0 < effect.volume <= 1
    with wave.open(effect.source) as sound:
        assert sound.getnframes() > 0
    assert Path(effect.source).is_relative_to(home)
