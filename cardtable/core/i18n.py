"""Translation for Qt-free code: marking English text, and one hook to turn it
into the player's language.

The rules and the score sheets never import Qt, yet everything they show must
reach the player translated. So they write English and *mark* it:

* ``Reason.of("code", "English template {arg}", arg=...)`` for a message;
* ``N_("English text")`` for a plain label (a game or option name, a choice,
  a sheet heading), which returns the text unchanged;
* ``Reason.plural("code", "{n} card", "{n} cards", n=count)`` (and the UI's
  ``trn``, the sheets' ``plural_words``) for a text that counts something:
  each language has its own plural forms (French takes the singular for 0
  too), so the two English forms make one *numerus* message, translated
  through :func:`translate_plural`.

``python -m cardtable.tools.i18n`` finds both forms (and the UI's
``tr("...")``) in the source and keeps ``translations/*.ts`` in step. At run
time the UI installs Qt's translator with :func:`install_translator`; until
then :func:`translate` returns the English, which is what tests, the
simulator and the terminal game show.

One translation context ("cardtable") serves the whole app: the same English
text means the same thing wherever it appears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

CONTEXT = "cardtable"

Translator = Callable[[str], str]
# (English plural form, count) -> the form for that count, or the source when unknown
PluralTranslator = Callable[[str, int], str]

_translator: Translator | None = None
_plural: PluralTranslator | None = None


def N_(text: str) -> str:  # noqa: N802 - the gettext convention, known to every translator
    """Mark ``text`` for translation; the caller translates it when showing it."""
    return text


def install_translator(translator: Translator | None, plural: PluralTranslator | None = None) -> None:
    """Send every later :func:`translate` through ``translator`` and every
    :func:`translate_plural` through ``plural`` (None: English)."""
    global _translator, _plural
    _translator = translator
    _plural = plural


def translate(text: str) -> str:
    """``text`` in the player's language, if a translator is installed and knows it."""
    if _translator is None or not text:
        return text
    return _translator(text) or text


def english_plural(one: str, many: str, n: int) -> str:
    """The English form for ``n``: the singular for 1 only ("0 cards")."""
    return one if n == 1 else many


def translate_plural(one: str, many: str, n: int) -> str:
    """The form of a counted text for ``n`` in the player's language. The
    message is known to the translations by its English plural ``many``; a
    language without it (or no translator) gets the English form. With only
    a plain translator installed (tests), the plural is asked of it."""
    english = english_plural(one, many, n)
    if _plural is not None:
        out = _plural(many, n)
    elif _translator is not None:
        out = _translator(many)
    else:
        return english
    return out if out and out != many else english


def card_name(card: Any, translated: bool = True) -> str:
    """A card's name in the player's language ("queen of spades"), or in
    English with ``translated=False``."""
    say = translate if translated else _same
    if card.rank == 0:
        return say(N_("joker"))
    return say(N_("{rank} of {suit}")).format(rank=say(card.rank.noun), suit=say(card.suit.noun))


def value_text(value: Any, translated: bool = True) -> str:
    """An argument of a message as words: cards, suits and ranks by their
    names, marked strings translated (English with ``translated=False``),
    anything else as ``str``."""
    say = translate if translated else _same
    if hasattr(value, "rank") and hasattr(value, "suit") and hasattr(value, "name"):
        return card_name(value, translated)
    noun = getattr(value, "noun", None)
    if isinstance(noun, str):
        return say(noun)  # a Suit or Rank
    if isinstance(value, str):
        return say(value)
    return str(value)


def _same(text: str) -> str:
    return text
