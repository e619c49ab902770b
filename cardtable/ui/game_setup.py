"""What the new game dialog offers, in words and defaults: the computer
levels and their names, the seats' default names, a seed as typed, an
option's value and a refusal in words, and a help text cut short."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
)

from ..ai import agents
from ..core.i18n import N_, translate
from ..core.options import OptionSpec
from ..core.reasons import Reason
from .controller import SeatSetup
from .i18n import tr

#: Weakest first, when the agents module lists no LEVELS of its own.
LEVEL_ORDER: dict[str, int] = {"random": 0, "easy": 1, "normal": 2, "heuristic": 2, "hard": 3, "expert": 4}

#: Names of the same player: a saved setting may use either.
LEVEL_ALIASES: dict[str, str] = {"heuristic": "normal", "normal": "heuristic"}

#: Opponents' names at a four-player table: the seats to your left, across and right.
COMPASS_NAMES: tuple[str, ...] = (N_("West"), N_("North"), N_("East"))

# The preset combo's data are always strings: PySide6 6.12 on Python 3.11
# drops a reference to None each time None crosses into or out of Qt.
_STANDARD = ""  # the preset combo's "Standard rules" entry
_CUSTOM = "\x00custom"  # the preset combo's "Custom rules" entry


def level_label(level: str) -> str:
    return tr(agents.LEVEL_LABELS.get(level, level.replace("_", " ").capitalize()))


def computer_levels() -> list[str]:
    """The levels a player chooses from, weakest first: ``agents.LEVELS`` when
    the agents module lists them, else every name of AGENT_NAMES."""
    levels = getattr(agents, "LEVELS", None)
    if levels:
        return list(levels)
    position = {name: n for n, name in enumerate(agents.AGENT_NAMES)}
    return sorted(agents.AGENT_NAMES, key=lambda name: (LEVEL_ORDER.get(name, 100), position[name]))


def pick_level(wanted: str, levels: list[str]) -> str:
    """``wanted`` if offered, else its alias, else the middle of the list."""
    if wanted in levels:
        return wanted
    alias = LEVEL_ALIASES.get(wanted)
    if alias in levels:
        return alias
    return levels[min(1, len(levels) - 1)]


def default_seat_names(players: int, player_name: str) -> list[str]:
    """Seat 0 is the player; opponents get compass names at four, else numbers."""
    if players == 4:
        others = [tr(name) for name in COMPASS_NAMES]
    elif players == 2:
        others = [tr("Computer")]
    else:
        others = [tr("Computer {n}", n=n) for n in range(1, players)]
    return [player_name] + others


def parse_seed(text: str) -> int | str | None:
    """A deal number: digits give an int, other text stays text, empty is random."""
    text = text.strip()
    if not text:
        return None
    return int(text) if text.isascii() and text.isdigit() else text


def value_text(spec: OptionSpec, value: Any) -> str:
    """An option's value as a player reads it, in their language (used by the
    rules browser and the score sheets too)."""
    if spec.kind == "bool":
        return tr("Yes") if value else tr("No")
    if spec.kind == "choice" and spec.choice_labels and value in spec.choices:
        return tr(spec.choice_labels[spec.choices.index(value)])
    if isinstance(value, int) and not spec.seat:
        return QLocale().toString(value)
    return str(value)


def refusal_text(error: Exception) -> str:
    """Why the rules refuse these options, in the player's language when the
    core said it with a Reason (an error with a ``reason``), as the clause it
    is after "Cannot start:" (lower case when its template starts so)."""
    reason = getattr(error, "reason", None)
    if reason is None and error.args and isinstance(error.args[0], Reason):
        reason = error.args[0]
    if not isinstance(reason, Reason):
        return str(error)
    text = reason.text()
    first = translate(reason.template)[:1]
    return text[:1].lower() + text[1:] if first.isalpha() and first.islower() else text


def short_help(text: str, limit: int = 110) -> str:
    """The first sentence of an option's help, for the grey line under it (the
    whole text is the tooltip): long quotes from the rule texts would turn the
    dialog into a page of prose."""
    text = " ".join(text.split())
    end = re.search(r"[.!?][\"”')]?(\s|$)", text)
    if end is not None:
        text = text[: end.end()].strip()
    if len(text) > limit:
        cut = text.rfind(" ", 0, limit - 1)
        text = text[: cut if cut > 0 else limit - 1].rstrip(" ,;:") + "…"
    if text.count('"') % 2:
        text += '"'  # the sentence ended inside a quotation
    return text


def _grey(label: QLabel) -> QLabel:
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


@dataclass
class _SeatRow:
    name: QLineEdit
    kind: QComboBox
    level: QComboBox
    default_name: str

    def seat(self) -> SeatSetup:
        name = self.name.text().strip() or self.default_name
        return SeatSetup(name, self.kind.currentData(), self.level.currentData())
