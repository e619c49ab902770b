"""Helpers for translatable text that is not a plain rule message.

A :class:`~cardtable.core.reasons.Reason` is the usual way the Qt-free code
says something: ``text()`` in the player's language, ``str()`` in English.
A few cases need a little more:

* :class:`Message`: a Reason kept where the callers expect a ``str`` (the
  problems met opening a file, joined into one dialog). It *is* the English
  text, so printing, joining and comparing work as before, and ``text()``
  gives it in the player's language.
* :func:`clause`: a message used inside another sentence (an error named in
  "could not be restored: {problem}"), without its final full stop.
* :func:`listed`: several marked words or cards as one argument ("No Tricks,
  No Hearts, Trumps").
* :func:`as_written`: a Reason's text without the capital ``Reason.text``
  gives it, for a message that reads as a clause ("option target is at
  least 25", shown after "Cannot start: ").
* :func:`words`: short text built when it is shown, already in the player's
  language (a score sheet's tooltips, "3 tricks over"). The template is
  marked with ``N_`` at the call: ``words(N_("{n} tricks"), n=3)``. Unlike a
  Reason it keeps the case it was written in. A count is worded with
  :func:`plural_words`: ``plural_words("{n} trick", "{n} tricks", 3)``.

``clause`` and ``listed`` give Reasons of their own kind, which render their
parts in English or translated as the message around them is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import translate, translate_plural, value_text
from .reasons import SEAT_ARGS, Reason

_LEADING_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)")


class Message(str):
    """A Reason as a str: the English text, with ``reason`` and ``text()`` for
    the player's language."""

    reason: Reason

    def __new__(cls, reason: Reason) -> Message:
        made = super().__new__(cls, reason.english())
        made.reason = reason
        return made

    def text(self, names: Sequence[str] | None = None) -> str:
        """The message in the player's language."""
        return self.reason.text(names)


def as_written(reason: Reason, names: Sequence[str] | None = None, translated: bool = True) -> str:
    """``reason.text(names)`` (``english`` when not ``translated``) without the
    capital a Reason gives every message: in lower case when its template
    starts so ("option target is at least 25"), and a leading text argument
    as it was given (a file name: "game.cardtable could not be opened")."""
    out = reason.text(names) if translated else reason.english(names)
    template = reason.form(translate if translated else None)
    first = template[:1]
    if first.isalpha() and first.islower():
        return out[:1].lower() + out[1:]
    leading = _LEADING_FIELD.match(template)
    if leading is not None:
        value = dict(reason.args).get(leading.group(1))
        if isinstance(value, str) and leading.group(1) not in SEAT_ARGS:
            shown = value_text(value, translated)[:1]
            if shown and out[:1] == shown.upper():
                return shown + out[1:]
    return out


@dataclass(frozen=True)
class _Clause(Reason):
    """A message inside another: its text as written, without the final stop."""

    def render(self, names: Sequence[str] | None, translator: Callable[[str], str] | None) -> str:
        inner = dict(self.args)["said"]
        return as_written(inner, names, translated=translator is not None).strip().rstrip(".")


def clause(said: Any) -> Any:
    """What ``said`` says, as part of a longer sentence: its text without the
    final full stop (and without the capital a Reason adds when its template
    has none). ``said`` is a Reason, an exception (its ``reason`` if it
    carries one, else its text) or a str. The result is a message argument."""
    if isinstance(said, BaseException):
        said = getattr(said, "reason", None) or str(said)
    if isinstance(said, Reason):
        return _Clause("clause", "", (("said", said),))
    return str(said).strip().rstrip(".")


@dataclass(frozen=True)
class _Listed(Reason):
    """Items shown as one argument, each by its name, separated by commas."""

    def render(self, names: Sequence[str] | None, translator: Callable[[str], str] | None) -> str:
        translated = translator is not None
        return ", ".join(
            item.render(names, translator) if isinstance(item, Reason) else value_text(item, translated)
            for item in dict(self.args)["items"]
        )


def listed(items: Iterable[Any]) -> Reason:
    """Items (marked words, cards, suits...) as one argument of a message,
    each translated when the message is, separated by commas."""
    return _Listed("listed", "", (("items", tuple(items)),))


def words(template: str, /, **args: Any) -> str:
    """``template`` (marked ``N_`` by the caller) in the player's language with
    ``args`` filled in: cards, suits, ranks and messages by their translated
    names; strings (players' names) and numbers as they are, so a field may
    carry a format (``{points:+d}``). A marked word given as an argument is
    translated by the caller: ``words(N_("pass {way}"), way=translate(way))``."""
    return fill(template, True, **args)


def plural_words(one: str, many: str, /, n: int, **args: Any) -> str:
    """:func:`words` for a text counting ``n`` things: the form the player's
    language uses for ``n`` (English: ``one`` for 1), with ``n`` and ``args``
    filled in. Both forms are literals, read by ``cardtable.tools.i18n``."""
    return translate_plural(one, many, n).format(**{"n": n, **{k: _shown(v, True) for k, v in args.items()}})


def fill(template: str, translated: bool, /, **args: Any) -> str:
    """``words`` in the player's language, or in English when not ``translated``
    (for a text that may be wanted either way, like Cribbage's count said aloud)."""
    text = translate(template) if translated else template
    if not args:
        return text
    return text.format(**{key: _shown(value, translated) for key, value in args.items()})


def _shown(value: Any, translated: bool) -> Any:
    if isinstance(value, Reason):
        return value.text() if translated else value.english()
    if hasattr(value, "noun") or (hasattr(value, "rank") and hasattr(value, "suit")):
        return value_text(value, translated)  # a Suit or Rank (ints too), a Card
    return value
