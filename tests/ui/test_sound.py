"""Optional sound: our own effects, silent and quiet when QtMultimedia is missing or sound is off."""

from __future__ import annotations

import wave

from cardtable.ui.sound import Sounds, effect_file


def test_the_effects_are_short_wav_files_we_make(tmp_path) -> None:
    for name in Sounds.NAMES:
        path = effect_file(name, tmp_path)
        with wave.open(str(path)) as sound:
            seconds = sound.getnframes() / sound.getframerate()
        assert 0.03 < seconds < 0.5


def test_sound_off_or_unavailable_is_silent_without_complaint(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    assert Sounds(enabled=False).play("card") is False
    sounds = Sounds(enabled=True)
    if not sounds.available:
        assert sounds.play("card") is False  # no QtMultimedia: nothing raised, nothing said
