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
    """ "A test fails when a translatable string is missing from a language":
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
    """ "a French or German user sees the whole app, rules prompts included, in
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


def test_the_player_is_spoken_to_in_french(french) -> None:
    """Issue 12, item 11: the player's own seat in the second person in every
    language; in French (polite « vous »), Cribbage's "You deal next."."""
    from cardtable.core.reasons import SeatNames

    deals = Reason.of("cribbage_next_dealer", "{seat} deals next.", you="You deal next.", seat=0)
    said = deals.text(SeatNames(["Vous", "Ouest"], you=0))
    assert said == french["You deal next."][0]
    assert said == "Vous êtes le prochain donneur."
    assert deals.text(SeatNames(["Anne", "Ouest"], you=1)) == french["{seat} deals next."][0].format(seat="Anne")


def test_card_names_in_french(french) -> None:
    """Cards named in messages are named in the player's language."""
    assert core_i18n.card_name(Card.parse("QS")) == french["{rank} of {suit}"][0].format(
        rank=french["queen"][0], suit=french["spades"][0]
    )


def test_ui_text_in_french(french) -> None:
    """UI texts translate through the same catalogue."""
    from cardtable.ui.i18n import tr

    source = next(text for text in tools.extract()[0] if text.startswith("&"))
    assert tr(source) == french[source][0]


def test_language_follows_the_system_unless_settings_say(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "The language follows the system, with an override in Settings"; a
    system language we do not speak falls back to English."""
    from cardtable.ui import i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "de")
    assert i18n.language_for("") == "de"
    assert i18n.language_for("it") == "it"
    monkeypatch.setattr(i18n, "system_language", lambda: "pt")
    assert i18n.language_for("") == "en"
    assert i18n.language_for("es") == "es"
    assert [code for code, _ in i18n.language_names()][:2] == ["", "en"]


# -- counted texts (issue 14: "Stock: 1 cards") --------------------------------------------------

STOCK = ("Stock: {n} card", "Stock: {n} cards")


def _stock_line(state) -> Reason:
    return next(line for line in state.view(0).status if line.code == "status_stock")


def test_crazy_eights_counts_its_stock_in_english() -> None:
    """ "Stock: 1 cards": the count of the stock takes the singular for one
    card and the plural otherwise, as the rules say it."""
    game = get_game("crazy_eights")
    line = _stock_line(game.new_hand(4, game.resolve(4, {}), seed=3))
    assert (line.template, line.many) == STOCK
    assert Reason.plural("status_stock", *STOCK, n=1).english() == "Stock: 1 card"
    assert Reason.plural("status_stock", *STOCK, n=2).english() == "Stock: 2 cards"
    assert Reason.plural("status_stock", *STOCK, n=0).english() == "Stock: 0 cards"


def test_counted_texts_are_numerus_messages() -> None:
    """Every counted text is one numerus message in each language, with a
    form for each of the language's plural forms."""
    marks = tools.scan()
    assert marks.plurals[STOCK[1]] == STOCK[0]
    for language in tools.LANGUAGES:
        forms = tools.read_forms(tools.ts_path(language))
        assert set(marks.plurals) <= set(forms), language
        assert all(len(forms[many][0]) == tools.PLURAL_FORMS[language] for many in marks.plurals)


def test_stock_in_french_takes_the_singular_for_one(french) -> None:
    """French: "Pioche : 1 carte", "Pioche : 2 cartes" (and 0 is singular in French)."""
    one, two, none = (Reason.plural("status_stock", *STOCK, n=n).text() for n in (1, 2, 0))
    assert one == "Pioche\xa0: 1 carte"
    assert two == "Pioche\xa0: 2 cartes"
    assert none == "Pioche\xa0: 0 carte"


def test_german_picks_its_form_by_the_count(qapp, compiled: Path) -> None:
    """German has two forms: the first for 1, the second for 5."""
    from cardtable.ui.i18n import install_language, trn

    forms, _ = tools.read_forms(tools.ts_path("de"))[STOCK[1]]
    assert install_language("de", compiled) == "de"
    try:
        assert Reason.plural("status_stock", *STOCK, n=1).text() == forms[0].format(n=1) == "Stapel: 1 Karte"
        assert trn(*STOCK, 5) == forms[1].format(n=5) == "Stapel: 5 Karten"
    finally:
        install_language("en", compiled)
        core_i18n.install_translator(None)
    assert trn(*STOCK, 1) == "Stock: 1 card"


def test_a_language_without_the_text_gets_the_english_form() -> None:
    """A translator that does not know a counted text (it answers with the
    English plural, as Qt does) leaves the English form for the count."""
    core_i18n.install_translator(lambda text: text, lambda many, n: many)
    try:
        assert Reason.plural("status_stock", *STOCK, n=1).text() == "Stock: 1 card"
    finally:
        core_i18n.install_translator(None)


def _copy_translations(folder: Path) -> None:
    for language in tools.LANGUAGES:
        (folder / tools.ts_path(language).name).write_bytes(tools.ts_path(language).read_bytes())


def test_check_wants_every_plural_form(tmp_path: Path) -> None:
    """``check`` finds a counted text short of a form, with an empty form, or
    with a form filling in another field."""
    _copy_translations(tmp_path)
    assert tools.check(tmp_path) == []
    forms, _ = tools.read_forms(tools.ts_path("de"))[STOCK[1]]
    tools.fill("de", {STOCK[1]: forms[:1]}, tmp_path)
    tools.fill("fr", {STOCK[1]: ["Pioche\xa0: {n} carte", ""]}, tmp_path)
    tools.fill("it", {STOCK[1]: ["Mazzo: {n} carta", "Mazzo: {count} carte"]}, tmp_path)
    problems = [str(problem) for problem in tools.check(tmp_path)]
    assert len(problems) == 3, problems
    assert any("cardtable_de.ts" in p and "all 2 plural forms" in p for p in problems)
    assert any("cardtable_fr.ts" in p and "all 2 plural forms" in p for p in problems)
    assert any("cardtable_it.ts" in p and "fields ['count']" in p for p in problems)


def test_fill_writes_plural_forms(tmp_path: Path) -> None:
    """A counted text's translation is the list of its forms, written as
    numerus forms; writing them back as they were changes nothing."""
    _copy_translations(tmp_path)
    forms, _ = tools.read_forms(tools.ts_path("es"))[STOCK[1]]
    assert tools.fill("es", {STOCK[1]: forms}, tmp_path) == []
    assert (tmp_path / "cardtable_es.ts").read_bytes() == tools.ts_path("es").read_bytes()
    # a counted text given as one text, or a plain text given as forms, is not written
    plain = next(source for source in tools.read_ts(tools.ts_path("es")) if source not in tools.scan().plurals)
    assert tools.fill("es", {STOCK[1]: "Mazo: {n} cartas", plain: ["a", "b"]}, tmp_path) == sorted([STOCK[1], plain])
    assert (tmp_path / "cardtable_es.ts").read_bytes() == tools.ts_path("es").read_bytes()


def test_the_extractor_reads_counted_marks(tmp_path: Path) -> None:
    """The extractor reads ``Reason.plural``, ``trn`` and ``plural_words`` by
    their two literal forms, and refuses a form that is not a literal, a
    singular filling in a field its plural lacks, or a text marked both
    counted and plain."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text(
        'Reason.plural("c", "{n} card", "{n} cards", n=1)\n'
        'trn("{n} hand", "{n} hands", 2)\n'
        'plural_words("{n} trick", "{n} tricks", n=3)\n'
        'trn(one, "{n} points", 2)\n'
        'Reason.plural("d", "{n} {x} deal", "{n} deals", n=1)\n'
        'tr("{n} hands")\n',
        encoding="utf-8",
    )
    marks = tools.scan(package)
    assert marks.plurals == {
        "{n} cards": "{n} card",
        "{n} hands": "{n} hand",
        "{n} tricks": "{n} trick",
        "{n} deals": "{n} {x} deal",
    }
    problems = [str(problem) for problem in marks.problems]
    assert len(problems) == 3, problems
    assert any(p.startswith("pkg/a.py:4: trn needs a singular and a plural string literal") for p in problems)
    assert any(p.startswith("pkg/a.py:5: ") and "does not go with its plural" in p for p in problems)
    assert any(p.startswith("pkg/a.py:2: ") and "both as a counted text and as a plain one" in p for p in problems)


def test_plural_words_and_trn_fill_in_the_count() -> None:
    """The sheets' ``plural_words`` and the UI's ``trn`` word a count in English
    by the count: one for 1, the plural for 0 and more."""
    from cardtable.core.messages import plural_words
    from cardtable.ui.i18n import trn

    assert plural_words("{n} trick over", "{n} tricks over", 1) == "1 trick over"
    assert plural_words("{n} trick over", "{n} tricks over", 3) == "3 tricks over"
    assert trn("{name}, {n} card", "{name}, {n} cards", 0, name="Anne") == "Anne, 0 cards"
