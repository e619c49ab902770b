"""Settings against hostile content: ``load_settings`` never raises, keeps
every value that checks out, and sets an unreadable file aside whole."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from cardtable.storage import paths
from cardtable.storage.settings import Settings, load_settings

from .conftest import FUZZ
from .hostile import HOSTILE_BYTES, JSON_VALUES, mutated_json_text, planted, set_aside_copies

VALID = Settings().to_json()


@FUZZ
@given(st.one_of(HOSTILE_BYTES, mutated_json_text(VALID).map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_any_settings_file_gives_settings_and_messages(raw: bytes) -> None:
    path = paths.settings_path()
    planted(path, raw)
    settings, problems = load_settings()
    assert isinstance(settings, Settings)
    assert all(str(problem) for problem in problems)
    aside = set_aside_copies(path)
    if path.exists():
        assert path.read_bytes() == raw and not aside
    else:
        assert problems and [p.read_bytes() for p in aside] == [raw]


@FUZZ
@given(st.dictionaries(st.sampled_from(sorted(VALID)) | st.text(max_size=10), JSON_VALUES, max_size=8))
def test_any_values_keep_what_checks_out(data: dict) -> None:
    settings, problems = Settings.from_json(data)
    assert isinstance(settings, Settings)
    json.dumps(settings.to_json())  # whatever was kept can be written back
