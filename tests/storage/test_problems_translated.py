"""What the files say when something goes wrong is translated too.

Issue 7: "every string a person sees goes through translation". The problems
met opening the settings, the statistics, the score sheets or a saved match
are shown to the player: each is a Reason (an error's ``reason``, or a
``Message``, which is also the English text as a ``str``), so it comes out in
the player's language once a translator is installed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.core import i18n
from cardtable.core.messages import Message
from cardtable.storage.saves import SaveError, load_match, parse_match
from cardtable.storage.settings import load_settings
from cardtable.tools.i18n import extract

FIELD = re.compile(r"(\{[^{}]*\})")


def shout(text: str) -> str:
    """A "translation" that is easy to see: capitals, the {fields} kept."""
    return "".join(part if FIELD.fullmatch(part) else part.upper() for part in FIELD.split(text))


@pytest.fixture
def shouting():
    """Install a translator that writes every marked message in capitals."""
    messages, _ = extract()
    i18n.install_translator(lambda text: shout(text) if text in messages else None)
    try:
        yield
    finally:
        i18n.install_translator(None)


def test_a_broken_settings_file_is_reported_in_the_players_language(tmp_path: Path, shouting) -> None:
    """The settings are read before the language is chosen, so the problem is
    kept as a message and translated when it is shown: ``text()``."""
    path = tmp_path / "settings.json"
    path.write_text('{"sound": "loud"}', encoding="utf-8")
    _, problems = load_settings(path)
    assert len(problems) == 1 and isinstance(problems[0], Message)
    english = str(problems[0])
    assert english.startswith("The setting 'sound' had an unusable value") and "expected true or false" in english
    shown = problems[0].text()
    assert shown.startswith("THE SETTING 'sound' HAD AN UNUSABLE VALUE") and "EXPECTED TRUE OR FALSE" in shown


def test_a_save_that_cannot_be_read_says_why_in_the_players_language(tmp_path: Path, shouting) -> None:
    """A saved match that cannot be opened raises a SaveError whose reason is
    translated; its English text names the file as it is written."""
    with pytest.raises(SaveError) as caught:
        load_match(tmp_path / "nothing.cardtable")
    assert caught.value.reason is not None
    assert "COULD NOT BE OPENED" in caught.value.text()
    assert caught.value.text().startswith("nothing.cardtable")
    with pytest.raises(SaveError) as caught:
        parse_match(b"not json")
    assert caught.value.text() == "THE FILE IS NOT A CARD TABLE SAVED GAME (IT IS NOT READABLE JSON)."
