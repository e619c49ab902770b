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

A message whose subject is a seat (``{seat}``) may also name its second
person, ``Reason.of("next", "{seat} deals next.", you="You deal next.",
seat=s)``: shown to the player whose seat that is (``seat``, or ``other`` when
the message names no ``seat``) (names given as
:class:`SeatNames` with ``you``, or ``text(names, you=seat)``), it reads
"You deal next.", not "You deals next.". A counted message names both forms,
``you=("You made {n} trick.", "You made {n} tricks.")``. A message naming a
second seat, ``other``, may say it too: ``you_other="{seat} deals and you
bid first."``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .i18n import N_, english_plural, translate, translate_plural, value_text

# Arguments that name a seat: shown as the player's name when the caller
# knows the names (the table does), else as "seat N".
SEAT_ARGS = frozenset({"seat", "other"})  # arguments that name a player
# The argument whose seat, when it is the viewer's, takes the second person:
# ``seat``, or ``other`` in a message naming no ``seat`` ("to {other}'s crib").
SUBJECTS = ("seat", "other")


class SeatNames(list[str]):
    """The seats' names, knowing which one is the player's own (``you``), so
    that every message showing them speaks to that player in the second
    person. A plain list of names (no ``you``) keeps the third person."""

    def __init__(self, names: Sequence[str] = (), you: int | None = None) -> None:
        super().__init__(names)
        self.you = you


def viewer_of(names: Sequence[str] | None) -> int | None:
    """The player's own seat among ``names``, if they say which it is."""
    return getattr(names, "you", None)


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
    you: str = ""  # the second person, when ``seat`` is the viewer's own seat
    you_many: str = ""  # its plural, for a counted message
    you_other: str = ""  # the second person when ``other`` is the viewer's seat
    you_other_many: str = ""

    @classmethod
    def of(cls, code: str, template: str, /, you: str = "", you_other: str = "", **args: Any) -> Reason:
        return cls(code, template, tuple(sorted(args.items())), you=you, you_other=you_other)

    @classmethod
    def plural(
        cls,
        code: str,
        one: str,
        many: str,
        /,
        n: int,
        you: tuple[str, str] = ("", ""),
        you_other: tuple[str, str] = ("", ""),
        **args: Any,
    ) -> Reason:
        """A message counting ``n`` things, in the form each language uses
        for ``n`` (English: ``one`` for 1, else ``many``); ``you`` and
        ``you_other`` hold the second person's two forms."""
        arguments = tuple(sorted({**args, "n": n}.items()))
        return cls(code, one, arguments, many, you[0], you[1], you_other[0], you_other[1])

    def forms(self, you: int | None) -> tuple[str, str]:
        """The English template and plural to say: in the second person when
        the seat ``you`` is this message's subject (``you``) or its ``other``
        seat (``you_other``) and the message has that form."""
        args = dict(self.args)
        subject = next((args[key] for key in SUBJECTS if key in args), None)
        if you is not None and self.you and subject == you:
            return self.you, self.you_many
        if you is not None and self.you_other and args.get("other") == you:
            return self.you_other, self.you_other_many
        return self.template, self.many

    def form(self, translator: Callable[[str], str] | None, you: int | None = None) -> str:
        """The template to fill: translated through ``translator`` (None:
        English), the form for the count when the message counts, in the
        second person when it speaks to the seat ``you``."""
        one, many = self.forms(you)
        if not many:
            return translator(one) if translator is not None else one
        count = int(dict(self.args)["n"])
        if translator is None:
            return english_plural(one, many, count)
        return translate_plural(one, many, count)

    def text(self, names: Sequence[str] | None = None, you: int | None = None) -> str:
        """The text in the player's language (English unless the UI installed a
        translator), with seats named from ``names`` when given, and the seat
        ``you`` (default: the one ``names`` knows as the player's) addressed
        in the second person."""
        return self.render(_with_you(names, you), translate)

    def english(self, names: Sequence[str] | None = None, you: int | None = None) -> str:
        """The English text whatever the player's language: for logs and errors."""
        return self.render(_with_you(names, you), None)

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
        out = self.form(translator, viewer_of(names)).format(**values)
        return out[:1].upper() + out[1:]

    def __str__(self) -> str:
        return self.english()


def _with_you(names: Sequence[str] | None, you: int | None) -> Sequence[str] | None:
    """``names`` knowing ``you`` as the player's seat, when ``you`` is given."""
    if you is None:
        return names
    return SeatNames(names or (), you)


class IllegalMove(ValueError):
    """A move the rules refuse. The state that refused it is unchanged."""

    def __init__(self, reason: Reason):
        super().__init__(str(reason))
        self.reason = reason

    @property
    def code(self) -> str:
        return self.reason.code
