"""Card themes: our own deck plus the KDE and Aisleriot SVG decks on the system.

Players who use KPat or Aisleriot already have decks they like, so we load
those at run time (never copying them) next to our built-in deck. Three kinds
of source are understood:

``builtin``
    One SVG per card in ``cardtable/assets/cards/`` (made by
    ``assets/generate_deck.py``), with a four-colour copy in ``four-colour/``.
``kde``
    ``<data dir>/carddecks/<deck>/index.desktop`` naming one SVG (``SVG=``) in
    which each card is an element: ``1_club`` .. ``10_spade``, ``jack_heart``,
    ``queen_spade``, ``king_diamond``, ``back``, and optionally ``joker``,
    ``red_joker``, ``black_joker``. KDE draws an element stretched to the size
    of ``back``, so we do the same.
``aisleriot``
    ``<data dir>/aisleriot/cards/<deck>.svg(z)``: elements ``club_1`` ..
    ``spade_10``, ``heart_jack``, ``spade_queen``, ``diamond_king``,
    ``joker_black``, ``joker_red`` and ``back``, laid out on a 13 x 5 grid
    (rows clubs, diamonds, hearts, spades, then black joker, red joker, back).
    Card size is the common size of those elements; an element whose bounds
    spill over (decorations that the original clips) is cut to its grid cell.

Cards a theme lacks (most KDE decks have no jokers, none has a second joker)
are drawn from our deck, so every game can be played with every theme.
"""

from __future__ import annotations

import gzip
import locale
import os
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QLocale

from ..core.cards import Card
from ..core.i18n import N_
from .i18n import tr

SourceKind = Literal["builtin", "kde", "aisleriot"]

BUILTIN_DIR = Path(__file__).resolve().parent.parent / "assets" / "cards"
FOUR_COLOUR_SUBDIR = "four-colour"
BUILTIN_NAME = "builtin"
BUILTIN_FOUR_COLOUR_NAME = "builtin-four-colour"
BUILTIN_BACKS: tuple[str, ...] = ("blue", "red", "green")
BUILTIN_ASPECT = 250 / 350

_KDE_RANKS = {11: "jack", 12: "queen", 13: "king"}
_SUIT_NAMES = ("club", "diamond", "heart", "spade")
_FOUR_COLOUR_RE = re.compile(r"[ _-]?4[ _-]?colou?r", re.IGNORECASE)


class ThemeError(Exception):
    """A theme that cannot be used (missing or unreadable SVG)."""


@dataclass(frozen=True)
class CardTheme:
    """One deck the player can choose.

    ``name`` is the stable id kept in settings (``builtin``,
    ``kde:svg-oxygen``, ``aisleriot:anglo``). ``four_colour`` says whether the
    faces use four suit colours; ``four_colour_variant`` names the theme that
    is this deck in four colours, so a "four-colour" switch can pick it.
    """

    name: str
    display_name: str
    kind: SourceKind
    path: Path
    four_colour: bool = False
    four_colour_variant: str | None = None

    @property
    def label(self) -> str:
        """The name shown in a theme chooser, in the player's language, with
        where the deck comes from (KDE and Aisleriot ship decks with the same
        names). A system deck's own name is the one its desktop file gives."""
        if self.kind == "builtin":
            return tr(self.display_name)
        if self.kind == "kde":
            return tr("{deck} (KDE)", deck=self.display_name)
        return tr("{deck} (Aisleriot)", deck=self.display_name)


# --------------------------------------------------------------------------
# Discovery


def xdg_data_dirs() -> list[Path]:
    """XDG_DATA_HOME first (the user's own decks win), then XDG_DATA_DIRS."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    dirs: list[Path] = []
    for entry in [home, *system.split(os.pathsep)]:
        if entry and Path(entry) not in dirs:
            dirs.append(Path(entry))
    return dirs


def builtin_themes() -> list[CardTheme]:
    return [
        CardTheme(
            BUILTIN_NAME,
            N_("Card Table"),
            "builtin",
            BUILTIN_DIR,
            four_colour=False,
            four_colour_variant=BUILTIN_FOUR_COLOUR_NAME,
        ),
        CardTheme(
            BUILTIN_FOUR_COLOUR_NAME,
            N_("Card Table four-colour"),
            "builtin",
            BUILTIN_DIR / FOUR_COLOUR_SUBDIR,
            four_colour=True,
        ),
    ]


def discover_themes(
    data_dirs: Sequence[Path | str] | None = None,
) -> tuple[list[CardTheme], list[str]]:
    """All usable themes (built-in first) and a message per broken one.

    Only cheap checks are made here (files exist, the desktop file has the
    keys, the SVG looks like an SVG), since the decks are large; a deck that
    passes but fails to load later is drawn with our own cards instead.
    """
    problems: list[str] = []
    themes = builtin_themes()
    for theme in themes:
        if not (theme.path / "AS.svg").is_file():
            problems.append(tr("The built-in deck is missing from {path}; cards are drawn plainly.", path=theme.path))
    dirs = [Path(d) for d in (xdg_data_dirs() if data_dirs is None else data_dirs)]
    found: dict[str, CardTheme] = {}
    for base in dirs:
        for index in sorted((base / "carddecks").glob("*/index.desktop")):
            read = _kde_theme(index, problems)
            if read is not None and read.name not in found:
                found[read.name] = read
        folder = base / "aisleriot" / "cards"
        files = sorted(p for p in folder.glob("*") if p.suffix.lower() in (".svg", ".svgz"))
        for path in files:
            read = _aisleriot_theme(path, problems)
            if read is not None and read.name not in found:
                found[read.name] = read
    others = _link_four_colour_variants(list(found.values()))
    others.sort(key=lambda t: (t.display_name.casefold(), t.kind))
    return themes + others, problems


def missing_theme_problem(name: str) -> str:
    """What to tell the player when the deck kept in the settings (``name``,
    such as ``kde:svg-oxygen``) is no longer installed, or no longer usable,
    and our own deck is drawn instead."""
    kind, _, stem = name.partition(":")
    if kind == "kde":
        deck = tr("{deck} (KDE)", deck=stem)
    elif kind == "aisleriot":
        deck = tr("{deck} (Aisleriot)", deck=stem)
    else:
        deck = name
    return tr(
        "The card deck {deck} chosen in the settings is no longer installed or cannot be used, "
        "so Card Table's own cards are drawn instead.",
        deck=deck,
    )


def _link_four_colour_variants(themes: list[CardTheme]) -> list[CardTheme]:
    """Point each deck at its four-colour twin (anglo_modern -> anglo_modern_4_color)."""
    linked = []
    for theme in themes:
        if not theme.four_colour:
            stem = theme.name.split(":", 1)[1]
            for other in themes:
                if other.four_colour and other.kind == theme.kind:
                    other_stem = other.name.split(":", 1)[1]
                    if _FOUR_COLOUR_RE.sub("", other_stem) == stem:
                        theme = CardTheme(
                            theme.name,
                            theme.display_name,
                            theme.kind,
                            theme.path,
                            False,
                            other.name,
                        )
                        break
        linked.append(theme)
    return linked


def _locale_names() -> list[str]:
    """Locale keys to try for ``Name[...]``, most specific first: the app's
    language (QLocale's default, which ``install_language`` sets), then the
    environment's."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            lang = value.split(":")[0].split(".")[0].split("@")[0]
            break
    else:
        lang = locale.getlocale()[0] or ""
    names: list[str] = []
    for code in (QLocale().name(), lang):
        if not code or code in ("C", "POSIX"):
            continue
        for name in (code, code.split("_")[0]):
            if name not in names:
                names.append(name)
    return names


def read_desktop_file(path: Path) -> dict[str, dict[str, str]]:
    """Groups of key=value pairs from a freedesktop .desktop file.

    Written by hand rather than with configparser, which rejects the
    duplicate keys and odd lines that real decks carry.
    """
    groups: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1].strip(), {})
            continue
        if current is None or "=" not in line:
            continue
        key, _, value = line.partition("=")
        current.setdefault(key.strip(), value.strip())
    return groups


def _kde_theme(index: Path, problems: list[str]) -> CardTheme | None:
    folder = index.parent
    try:
        groups = read_desktop_file(index)
    except OSError as error:
        problems.append(
            tr(
                "KDE deck {deck}: cannot read {path}: {error}",
                deck=folder.name,
                path=index,
                error=error.strerror or error,
            )
        )
        return None
    entry = next((g for name, g in groups.items() if name.startswith("KDE") and "SVG" in g), None)
    if entry is None:
        if not any(name.startswith("KDE") for name in groups):
            problems.append(tr("KDE deck {deck}: {path} has no [KDE Backdeck] section.", deck=folder.name, path=index))
        else:
            problems.append(
                tr("KDE deck {deck}: not an SVG deck (no SVG= key in {path}).", deck=folder.name, path=index)
            )
        return None
    name = next((entry[f"Name[{loc}]"] for loc in _locale_names() if entry.get(f"Name[{loc}]")), None)
    name = name or entry.get("Name") or folder.name
    svg = folder / entry["SVG"]
    problem = sniff_svg(svg)
    if problem:
        problems.append(tr("KDE deck {deck}: {problem}", deck=name, problem=problem))
        return None
    return CardTheme(
        f"kde:{folder.name}",
        name,
        "kde",
        svg,
        four_colour=bool(_FOUR_COLOUR_RE.search(folder.name)),
    )


def _aisleriot_theme(path: Path, problems: list[str]) -> CardTheme | None:
    stem = path.name.split(".")[0]
    words = [w for w in re.split(r"[_\s-]+", stem) if w]
    display = " ".join(w.upper() if re.fullmatch(r"[ivxlc]+", w) else w[:1].upper() + w[1:] for w in words)
    display = re.sub(r"\b4 Colou?r\b", "4-colour", display)
    problem = sniff_svg(path)
    if problem:
        problems.append(tr("Aisleriot deck {deck}: {problem}", deck=display, problem=problem))
        return None
    return CardTheme(
        f"aisleriot:{stem}",
        display,
        "aisleriot",
        path,
        four_colour=bool(_FOUR_COLOUR_RE.search(stem)),
    )


def sniff_svg(path: Path, limit: int = 1 << 16) -> str | None:
    """None if ``path`` looks like an SVG (plain or gzipped), else why not
    (in the player's language).

    Reads at most ``limit`` bytes of (decompressed) text: enough to find the
    ``<svg`` tag without parsing megabytes for every deck at start-up.
    """
    try:
        with path.open("rb") as raw:
            magic = raw.read(2)
            raw.seek(0)
            if magic == b"\x1f\x8b":
                with gzip.GzipFile(fileobj=raw) as unzipped:
                    head = unzipped.read(limit)
            else:
                head = raw.read(limit)
    except FileNotFoundError:
        return tr("file not found: {path}", path=path)
    except (OSError, EOFError, zlib.error) as error:
        return tr("unreadable SVG {path}: {error}", path=path, error=error)
    if b"<svg" not in head:
        return tr("not an SVG file: {path}", path=path)
    return None


# --------------------------------------------------------------------------
# Element ids


def face_key(card: Card | None) -> str:
    """The picture a card shows: second-pack copies look like the first, but
    the second joker has its own colour."""
    if card is None:
        return "back"
    if card.is_joker or card.suit is None:  # (the same: only a joker has no suit)
        return "JK" if card.copy % 2 == 0 else "JK-2"
    return f"{card.rank.label}{card.suit.letter}"


def kde_element_ids(card: Card | None) -> tuple[str, ...]:
    """Candidate element ids for ``card`` in a KDE deck, best first."""
    if card is None:
        return ("back",)
    if card.is_joker or card.suit is None:  # (the same: only a joker has no suit)
        return ("black_joker", "joker") if card.copy % 2 == 0 else ("red_joker", "joker")
    rank = _KDE_RANKS.get(int(card.rank), str(int(card.rank)))
    return (f"{rank}_{_SUIT_NAMES[card.suit]}",)


def aisleriot_element_ids(card: Card | None) -> tuple[str, ...]:
    """Candidate element ids for ``card`` in an Aisleriot deck, best first."""
    if card is None:
        return ("back",)
    if card.is_joker or card.suit is None:  # (the same: only a joker has no suit)
        if card.copy % 2 == 0:
            return ("joker_black", "black_joker", "joker")
        return ("joker_red", "red_joker", "joker")
    rank = _KDE_RANKS.get(int(card.rank), str(int(card.rank)))
    return (f"{_SUIT_NAMES[card.suit]}_{rank}",)


def _aisleriot_grid_cell(element_id: str) -> tuple[int, int] | None:
    """(column, row) of an element on Aisleriot's 13 x 5 sheet."""
    special = {"joker_black": (0, 4), "black_joker": (0, 4), "joker_red": (1, 4), "red_joker": (1, 4), "back": (2, 4)}
    if element_id in special:
        return special[element_id]
    suit, _, rank = element_id.partition("_")
    if suit not in _SUIT_NAMES:
        return None
    ranks = {v: k for k, v in _KDE_RANKS.items()}
    number = ranks.get(rank) or (int(rank) if rank.isascii() and rank.isdigit() else 0)
    if not 1 <= number <= 13:
        return None
    return number - 1, _SUIT_NAMES.index(suit)


def _all_cards() -> list[Card | None]:
    from ..core.cards import french_deck

    return [*french_deck(jokers=2), None]
