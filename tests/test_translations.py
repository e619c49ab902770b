"""The app in French, German, Italian and Spanish.

Issue 7: "every string a person sees goes through translation, including what
the game rules produce (game and option names, prompts, reasons why a move is
illegal, sheet headings) ... French, German, Italian and Spanish
(translations/*.ts, Qt Linguist format, complete, written by us), compiled to
.qm by the build. The language follows the system, with an override in
Settings. A test fails when a translatable string is missing from a language."
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.core import i18n as core_i18n
from cardtable.core.cards import Card
from cardtable.core.moves import Move
from cardtable.core.reasons import IllegalMove, Reason
from cardtable.core.registry import get_game
from cardtable.tools import i18n as tools

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_every_language_has_every_message() -> None:
    """"A test fails when a translatable string is missing from a language":
    every marked text of the source has a finished translation in each
    language, filling in the same {fields}."""
    problems = tools.check()
    assert not problems, f"{len(problems)} problem(s), first ones:\n" + "\n".join(map(str, problems[:40]))


def test_no_mark_hides_its_text() -> None:
    """A message is translatable only if the extractor can read it: every
    Reason.of template and N_ label is a string literal."""
    _, problems = tools.extract()
    assert not problems, "\n".join(map(str, problems))


def test_fields_are_compared_by_name() -> None:
    """The check that catches a translation filling in other fields than the
    English reads {name} and {name:format}, and ignores doubled braces."""
    assert tools.fields("Deal {n} of {total:>3}, {{literal}}") == {"n", "total"}


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """translations/*.ts compiled with Qt's lrelease, as the build does."""
    folder = tmp_path_factory.mktemp("qm")
    made = tools.compile_all(folder)
    assert {path.name for path in made} >= {f"cardtable_{code}.qm" for code in tools.LANGUAGES}
    return folder


@pytest.fixture
def french(qapp, compiled: Path):
    from cardtable.ui.i18n import install_language

    assert install_language("fr", compiled) == "fr"
    yield tools.read_ts(tools.ts_path("fr"))
    install_language("en", compiled)
    core_i18n.install_translator(None)


@pytest.mark.parametrize("language", tools.LANGUAGES)
def test_fill_changes_only_what_it_fills(tmp_path: Path, language: str) -> None:
    """``fill`` writes the file as lupdate does (layout and references), so a
    fill's diff is the lines it filled, not the whole file."""
    original = tools.ts_path(language).read_bytes()
    (tmp_path / tools.ts_path(language).name).write_bytes(original)
    present = tools.read_ts(tools.ts_path(language))
    escaped = [(s, t) for s, t in present.items() if "'" in t[0] or '"' in t[0] or "\xa0" in t[0]]
    source, (text, _finished) = (escaped or list(present.items()))[0]
    assert tools.fill(language, {source: text}, tmp_path) == []
    assert (tmp_path / tools.ts_path(language).name).read_bytes() == original


def test_rules_prompt_and_reason_in_french(french) -> None:
    """"a French or German user sees the whole app, rules prompts included, in
    their language": the Hearts prompt and the reason a card is refused come
    out of the rules in French."""
    game = get_game("hearts")
    state = game.new_hand(4, game.resolve(4, {}), seed=7)
    names = ["Vous", "Ouest", "Nord", "Est"]
    prompt = state.view(state.to_move).prompt
    assert french[prompt.template][0]
    assert prompt.text(names) != prompt.english(names)
    hand = state.view(state.to_move).hand(state.to_move)
    legal = set(state.legal_moves())
    refused = next(Move("play", (card,)) for card in hand if Move("play", (card,)) not in legal)
    with pytest.raises(IllegalMove) as caught:
        state.apply(refused)
    reason: Reason = caught.value.reason
    assert french[reason.template][0]
    assert reason.text(names) != reason.english(names)  # English stays for logs; the player reads French


def test_card_names_in_french(french) -> None:
    """Cards named in messages are named in the player's language."""
    assert core_i18n.card_name(Card.parse("QS")) == french["{rank} of {suit}"][0].format(
        rank=french["queen"][0], suit=french["spades"][0])


def test_ui_text_in_french(french) -> None:
    """UI texts translate through the same catalogue."""
    from cardtable.ui.i18n import tr

    source = next(text for text in tools.extract()[0] if text.startswith("&"))
    assert tr(source) == french[source][0]


def test_language_follows_the_system_unless_settings_say(monkeypatch: pytest.MonkeyPatch) -> None:
    """"The language follows the system, with an override in Settings"; a
    system language we do not speak falls back to English."""
    from cardtable.ui import i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "de")
    assert i18n.language_for("") == "de"
    assert i18n.language_for("it") == "it"
    monkeypatch.setattr(i18n, "system_language", lambda: "pt")
    assert i18n.language_for("") == "en"
    assert i18n.language_for("es") == "es"
    assert [code for code, _ in i18n.language_names()][:2] == ["", "en"]
