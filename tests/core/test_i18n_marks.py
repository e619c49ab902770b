"""Everything the Qt-free code shows is marked for translation.

Issue 7: "every string a person sees goes through translation, including what
the game rules produce: game and option names, prompts, reasons why a move is
illegal, sheet headings". The rules and the sheets never import Qt, so they
mark their English (``Reason.of`` templates, ``N_`` labels) and
``cardtable.tools.i18n.extract`` collects the marks for the translators. These
tests check that the marks are readable, that data-driven text (game, option,
preset and sheet names, sheet headings) is among them, and that text made
while a hand is played comes out through the installed translator.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cardtable.core import i18n
from cardtable.core.cards import Card
from cardtable.core.game import Game, HandContext, HandResult
from cardtable.core.infoset import information
from cardtable.core.moves import Move
from cardtable.core.reasons import Reason
from cardtable.core.registry import all_games
from cardtable.sheets.model import Cell, Sheet, SheetKind
from cardtable.sheets.registry import kind_for_game, sheet_kinds
from cardtable.tools.i18n import extract

FOUR = ["Anne", "Beth", "Cath", "Dora"]
OPEN, CLOSE = "\u27e6", "\u27e7"
FIELD = re.compile(r"(\{[A-Za-z_][A-Za-z0-9_]*[^{}]*\})")


@pytest.fixture(scope="module")
def messages() -> dict[str, list[str]]:
    found, _ = extract()
    return found


@pytest.fixture
def marking(messages: dict[str, list[str]]) -> Iterator[Callable[[str], str]]:
    """A translator that puts the words of every marked text it is asked for
    in brackets, leaving its {fields} outside them (so a word filled in
    without being translated shows), and knows nothing else; and ``shown``:
    a text as the UI would show it (the UI calls ``tr`` on a marked label; a
    text made in the core is already translated)."""

    def bracket(text: str) -> str | None:
        if text not in messages:
            return None
        return "".join(
            part if FIELD.fullmatch(part) else f"{OPEN}{part}{CLOSE}" if part else "" for part in FIELD.split(text)
        )

    def shown(value: Any) -> str:
        if isinstance(value, Reason):
            return value.text(FOUR)
        text = str(value)
        return text if OPEN in text else (bracket(text) or text)

    i18n.install_translator(bracket)
    try:
        yield shown
    finally:
        i18n.install_translator(None)


def untranslated(text: str, data: tuple[str, ...] = ()) -> str:
    """What is left of ``text`` once every translated part, the players' names
    and the ``data`` it may quote (move texts) are taken out: words there were
    never translated."""
    rest = text
    for quoted in sorted(data, key=len, reverse=True):
        rest = re.sub(re.escape(quoted), "", rest, flags=re.IGNORECASE)  # a Reason may capitalise it
    while True:
        shorter = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", rest)
        if shorter == rest:
            break
        rest = shorter
    for name in FOUR:
        rest = rest.replace(name, "")
    rest = re.sub(r"\b[ABCD]{1,4}\b", "", rest)  # the players' initials (Barbu's doubles)
    return rest if re.search(r"[A-Za-z]{2,}", rest) else ""


def four_player_sheet(kind: SheetKind) -> Sheet:
    """A sheet of ``kind`` for a table of four (two partnerships where the
    kind has a column per side), or as near four as the kind allows
    (Camicia's is for two)."""
    columns, options = kind.columns_for(FOUR[: max(kind.min_players, min(len(FOUR), kind.max_players))], {})
    return Sheet(kind.id, columns, kind.resolve(len(columns), options))


# -- the marks themselves ----------------------------------------------------------------------


def test_every_mark_can_be_read(messages: dict[str, list[str]]) -> None:
    """Every string a person sees goes through translation: a text reaches the
    translators only if the extractor can read it, so every ``Reason.of``
    template and ``N_`` label in the source is a string literal."""
    _, problems = extract()
    assert not problems, "\n".join(map(str, problems))
    assert "{rank} of {suit}" in messages and "You must follow suit: {suit}." in messages


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_game_and_option_names_are_marked(game_id: str, messages: dict[str, list[str]]) -> None:
    """Game and option names go through translation: the game's name and
    description, each option's label, help and choice labels, and each
    preset's label and description are marked texts."""
    game: Game = all_games()[game_id]
    shown = [game.name, game.description]
    for spec in game.option_specs:
        shown += [spec.label, spec.help, *spec.choice_labels]
    for preset in game.presets:
        shown += [preset.label, preset.description]
    missing = [text for text in shown if text and text not in messages]
    assert not missing, f"{game_id}: not marked: {missing}"


@pytest.mark.parametrize("kind", sheet_kinds(), ids=lambda kind: kind.id)
def test_sheet_names_and_headings_are_marked(kind: SheetKind, messages: dict[str, list[str]]) -> None:
    """Sheet headings go through translation: the sheet's name, its options'
    labels, the column headings it draws and the labels of the fields a
    person fills in, for a table of four, are marked texts."""
    sheet = four_player_sheet(kind)
    shown = [kind.name]
    for spec in kind.option_specs:
        shown += [spec.label, *spec.choice_labels]
    shown += [column.label for column in kind.derive(sheet).columns]
    shown += [field.label for field in kind.fields(sheet, 0)]
    missing = [text for text in shown if text and text not in messages]
    assert not missing, f"{kind.id}: not marked: {missing}"


@pytest.mark.parametrize("kind", sheet_kinds(), ids=lambda kind: kind.id)
def test_sheet_forms_come_out_translated(kind: SheetKind, marking: Callable[[Any], str]) -> None:
    """Sheet headings go through translation, with the help under each field
    and each choice's label: some are made with numbers filled in, and come
    out of the sheet already translated."""
    sheet = four_player_sheet(kind)
    shown = [marking(spec.help) for spec in kind.option_specs if spec.help]
    for field in kind.fields(sheet, 0):
        shown += [marking(field.label)] + ([marking(field.help)] if field.help else [])
        shown += [marking(label) for value, label in field.choices if str(value) != label]
    shown += [marking(reason) for reason in kind.check(sheet, 0, {})]
    left = [text for text in shown if untranslated(text)]
    assert not left, f"{kind.id}: untranslated: {left}"


# -- a translator at work ----------------------------------------------------------------------


def test_a_reason_comes_out_translated_with_its_cards() -> None:
    """Reasons why a move is illegal go through translation: with a translator
    installed, a Reason's text is translated, and so are the cards, suits and
    ranks it names, while the English stays the default."""
    words = {
        "You must follow suit: {suit}.": "Il faut fournir : {suit}.",
        "The {card} is not in your hand.": "Vous n'avez pas la {card}.",
        "{rank} of {suit}": "{rank} de {suit}",
        "queen": "dame",
        "spades": "pique",
        "hearts": "cœur",
    }
    follow = Reason.of("follow_suit", "You must follow suit: {suit}.", suit=Card.parse("QH").suit)
    missing = Reason.of("not_your_card", "The {card} is not in your hand.", card=Card.parse("QS"))
    assert str(missing) == "The queen of spades is not in your hand."
    i18n.install_translator(words.get)
    try:
        assert follow.text() == "Il faut fournir : cœur."
        assert missing.text() == "Vous n'avez pas la dame de pique."
    finally:
        i18n.install_translator(None)
    assert str(missing) == "The queen of spades is not in your hand."


def _play(
    game: Game, players: int, seed: str, shown: Callable[[Any], str]
) -> tuple[list[str], list[HandResult], set[str]]:
    """Two hands of ``game`` by its own players, with everything a table
    shows at every step (prompt, status, seat notes, contract names, the
    reason any card or move would be refused, the players' hints) and each
    hand's summary, as shown."""
    rng = random.Random(seed)
    agents = [game.heuristic_agent() for _ in range(players)]
    seen: list[str] = []
    moves: set[str] = set()
    results: list[HandResult] = []
    scores = (0,) * players
    earlier: list[Any] = []
    for number in range(2):
        context = HandContext(number, number % players, scores, tuple(earlier))
        state = game.new_hand(players, {}, f"{seed}/{number}", context)
        probes = [Move("play", (card,)) for card in state.cards()] + [Move("nonsense")]
        while not state.is_over:
            seat = state.to_move
            for viewer in (None, *range(players)):
                view = state.view(viewer)
                seen += [shown(view.prompt), *(shown(line) for line in view.status)]
                seen += [shown(note) for note in view.get("seat_notes") or () if note is not None]
                seen += [shown(name) for _, name in view.get("contract_names") or ()]
            legal = list(state.legal_moves())
            tried = rng.sample(probes, 6) + legal[:3]
            moves.update(str(move) for move in tried)
            for move in tried:
                reason = state.explain(move)
                if reason is not None:
                    seen.append(shown(reason))
            move = agents[seat].choose(information(state, seat), rng)
            hint = agents[seat].explain(information(state, seat), move)
            if hint is not None:
                seen.append(shown(hint))
            state.apply(move)
        result = game.hand_result(state)
        seen += [shown(line) for line in result.summary]
        results.append(result)
        earlier.append(result.cells)
        scores = tuple(a + b for a, b in zip(scores, result.points))
    return seen, results, moves


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_what_the_rules_say_comes_out_translated(game_id: str, marking: Callable[[Any], str]) -> None:
    """Every string a person sees goes through translation, including what the
    game rules produce: while two hands are played, every prompt, status
    line, name-plate note, hint, reason a move is refused and summary comes
    out through the translator, words filled into it included; so does the
    game's score sheet of those hands (cells, tooltips, problems, notes)."""
    game = all_games()[game_id]
    players = 4 if game.min_players <= 4 <= game.max_players else game.default_players
    seen, results, moves = _play(game, players, f"marks-{game_id}", marking)
    kind = kind_for_game(game)
    columns, options = kind.columns_for(FOUR[:players], {})
    sheet = Sheet(kind.id, columns, kind.resolve(len(columns), options))
    for result in results:
        sheet.rows.append(kind.entry_from_result(sheet, result))
    derived = kind.derive(sheet)
    for row in derived.rows:
        seen += [marking(reason) for reason in row.problems]
        for cells in row.cells.values():
            for cell in cells if isinstance(cells, tuple) else (cells,):
                assert isinstance(cell, Cell)
                seen += [marking(cell.text), marking(cell.tip)]
    seen += [marking(note) for note in derived.notes] + [kind.summary(sheet)]
    left = sorted({text for text in seen if untranslated(text, tuple(moves))})
    assert not left, f"{game_id}: untranslated: {left[:10]}"
