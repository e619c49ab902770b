"""Translation for Qt-free code: marking English text, and one hook to turn it
into the player's language.

The rules and the score sheets never import Qt, yet everything they show must
reach the player translated. So they write English and *mark* it:

* ``Reason.of("code", "English template {arg}", arg=...)`` for a message;
* ``N_("English text")`` for a plain label (a game or option name, a choice,
  a sheet heading), which returns the text unchanged.

``python -m cardtable.tools.i18n`` finds both forms (and the UI's
``tr("...")``) in the source and keeps ``translations/*.ts`` in step. At run
time the UI installs Qt's translator with :func:`install_translator`; until
then :func:`translate` returns the English, which is what tests, the
simulator and the terminal game show.

One translation context ("cardtable") serves the whole app: the same English
text means the same thing wherever it appears.
"""

from __future__ import annotations

from typing import Any, Callable

CONTEXT = "cardtable"

Translator = Callable[[str], str]

_translator: Translator | None = None


def N_(text: str) -> str:  # noqa: N802 - the gettext convention, known to every translator
    """Mark ``text`` for translation; the caller translates it when showing it."""
    return text


def install_translator(translator: Translator | None) -> None:
    """Send every later :func:`translate` through ``translator`` (None: English)."""
    global _translator
    _translator = translator


def translate(text: str) -> str:
    """``text`` in the player's language, if a translator is installed and knows it."""
    if _translator is None or not text:
        return text
    return _translator(text) or text


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
