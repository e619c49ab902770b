"""Errors and problems of the files the app keeps, said so they can be translated.

The storage code never writes a message as a finished English string: an
error carries a :class:`~cardtable.core.reasons.Reason` (``error.reason``;
``str(error)`` is its text), and the problems met opening a file are
:class:`~cardtable.core.messages.Message` objects, which are the English
text as a ``str`` and give the player's language with ``text()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.messages import as_written
from ..core.reasons import Reason


class ExplainedError(Exception):
    """An error whose message is for the player: ``reason`` is the message
    (None when it was given as plain text), ``str(error)`` its English text
    as written (a file name that starts it keeps its case), ``text()`` the
    message in the player's language."""

    def __init__(self, reason: Reason | str):
        self.reason: Reason | None = reason if isinstance(reason, Reason) else None
        super().__init__(as_written(reason, translated=False) if isinstance(reason, Reason) else reason)

    def text(self, names: Sequence[str] | None = None) -> str:
        """The message in the player's language."""
        return as_written(self.reason, names) if self.reason is not None else str(self)
