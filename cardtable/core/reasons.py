"""Messages from the rules, kept translatable.

The core never formats final user text itself: it returns a Reason, a message
id with an English template and its arguments. ``text()`` translates the
template and the arguments through :mod:`cardtable.core.i18n` (the UI installs
Qt's translator there) and then fills them in; with no translator installed,
as in tests and the simulator, ``str(reason)`` is the English text. The
template must be a string literal so that ``cardtable.tools.i18n`` finds it.
A message that counts something names both English forms,
``Reason.plural("code", "Stock: {n} card", "Stock: {n} cards", n=count)``,
and each language picks its own form for ``n``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .i18n import N_, english_plural, translate, translate_plural, value_text

# Arguments that name a seat: shown as the player's name when the caller
# knows the names (the table does), else as "seat N".
SEAT_ARGS = frozenset({"seat", "other"})  # arguments that name a player


@dataclass(frozen=True)
class Reason:
    """A rule message: ``code`` names the rule ("follow_suit"), ``template`` is
    the English text with ``{name}`` fields, ``args`` fills them. A counted
    message also has ``many``, its English plural (``template`` is then the
    singular), and the count in the argument ``n``."""

    code: str
    template: str
    args: tuple[tuple[str, Any], ...] = field(default=())
    many: str = ""

    @classmethod
    def of(cls, code: str, template: str, **args: Any) -> Reason:
        return cls(code, template, tuple(sorted(args.items())))

    @classmethod
    def plural(cls, code: str, one: str, many: str, /, n: int, **args: Any) -> Reason:
        """A message counting ``n`` things, in the form each language uses
        for ``n`` (English: ``one`` for 1, else ``many``)."""
        return cls(code, one, tuple(sorted({**args, "n": n}.items())), many)

    def form(self, translator: Callable[[str], str] | None) -> str:
        """The template to fill: translated through ``translator`` (None:
        English), the form for the count when the message counts."""
        if not self.many:
            return translator(self.template) if translator is not None else self.template
        count = int(dict(self.args)["n"])
        if translator is None:
            return english_plural(self.template, self.many, count)
        return translate_plural(self.template, self.many, count)

    def text(self, names: Sequence[str] | None = None) -> str:
        """The text in the player's language (English unless the UI installed a
        translator), with seats named from ``names`` when given."""
        return self.render(names, translate)

    def english(self, names: Sequence[str] | None = None) -> str:
        """The English text whatever the player's language: for logs and errors."""
        return self.render(names, None)

    def render(self, names: Sequence[str] | None, translator: Callable[[str], str] | None) -> str:
        """The text through ``translator`` (None: English). The one place a
        message becomes words: a Reason that is not a template (a clause of
        another message, a list, a counted cribbage hand worded only when
        read) overrides it, and ``text``/``english`` and enclosing messages
        follow."""
        say = translator or (lambda text: text)
        values = {}
        for key, value in self.args:
            if key in SEAT_ARGS and isinstance(value, int):
                if names and 0 <= value < len(names):
                    values[key] = names[value]
                else:
                    values[key] = say(N_("seat {n}")).format(n=value)
            elif isinstance(value, Reason):
                values[key] = value.render(names, translator)
            else:
                values[key] = value_text(value, translated=translator is not None)
        out = self.form(translator).format(**values)
        return out[:1].upper() + out[1:]

    def __str__(self) -> str:
        return self.english()


class IllegalMove(ValueError):
    """A move the rules refuse. The state that refused it is unchanged."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason

    @property
    def code(self) -> str:
        return self.reason.code
