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
import statistics
import threading
import xml.etree.ElementTree as ET
import zlib
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Sequence
from xml.parsers import expat

from PySide6.QtCore import QByteArray, QLocale, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer

from ..core.cards import Card
from ..core.i18n import N_
from .i18n import tr

SourceKind = Literal["builtin", "kde", "aisleriot"]

BUILTIN_DIR = Path(__file__).resolve().parent.parent / "assets" / "cards"
FOUR_COLOUR_SUBDIR = "four-colour"
BUILTIN_NAME = "builtin"
BUILTIN_FOUR_COLOUR_NAME = "builtin-four-colour"
BUILTIN_BACKS: tuple[str, ...] = ("blue", "red", "green")
#: A back drawn from the player's picture: ``PICTURE_BACK + path`` (see storage.pictures).
PICTURE_BACK = "picture:"
BUILTIN_ASPECT = 250 / 350

#: How deeply a deck's SVG elements may nest. Real decks nest fewer than 20
#: levels; the fix-ups below rewrite the tree with ElementTree, whose writer
#: recurses once per level (a deck nested thousands deep raised
#: RecursionError on every card drawn), and Qt's own reader gives up at 2048.
MAX_SVG_DEPTH = 256

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
            BUILTIN_NAME, N_("Card Table"), "builtin", BUILTIN_DIR,
            four_colour=False, four_colour_variant=BUILTIN_FOUR_COLOUR_NAME,
        ),
        CardTheme(
            BUILTIN_FOUR_COLOUR_NAME, N_("Card Table four-colour"), "builtin",
            BUILTIN_DIR / FOUR_COLOUR_SUBDIR, four_colour=True,
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
            problems.append(tr("The built-in deck is missing from {path}; cards are drawn plainly.",
                               path=theme.path))
    dirs = [Path(d) for d in (xdg_data_dirs() if data_dirs is None else data_dirs)]
    found: dict[str, CardTheme] = {}
    for base in dirs:
        for index in sorted((base / "carddecks").glob("*/index.desktop")):
            theme = _kde_theme(index, problems)
            if theme is not None and theme.name not in found:
                found[theme.name] = theme
        folder = base / "aisleriot" / "cards"
        files = sorted(p for p in folder.glob("*") if p.suffix.lower() in (".svg", ".svgz"))
        for path in files:
            theme = _aisleriot_theme(path, problems)
            if theme is not None and theme.name not in found:
                found[theme.name] = theme
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
    return tr("The card deck {deck} chosen in the settings is no longer installed or cannot be used, "
              "so Card Table's own cards are drawn instead.", deck=deck)


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
                            theme.name, theme.display_name, theme.kind, theme.path,
                            False, other.name,
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
        problems.append(tr("KDE deck {deck}: cannot read {path}: {error}",
                           deck=folder.name, path=index, error=error.strerror or error))
        return None
    entry = next((g for name, g in groups.items() if name.startswith("KDE") and "SVG" in g), None)
    if entry is None:
        if not any(name.startswith("KDE") for name in groups):
            problems.append(tr("KDE deck {deck}: {path} has no [KDE Backdeck] section.",
                               deck=folder.name, path=index))
        else:
            problems.append(tr("KDE deck {deck}: not an SVG deck (no SVG= key in {path}).",
                               deck=folder.name, path=index))
        return None
    name = next((entry[f"Name[{loc}]"] for loc in _locale_names() if entry.get(f"Name[{loc}]")), None)
    name = name or entry.get("Name") or folder.name
    svg = folder / entry["SVG"]
    problem = sniff_svg(svg)
    if problem:
        problems.append(tr("KDE deck {deck}: {problem}", deck=name, problem=problem))
        return None
    return CardTheme(
        f"kde:{folder.name}", name, "kde", svg,
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
        f"aisleriot:{stem}", display, "aisleriot", path,
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


class _TooDeep(Exception):
    pass


def svg_depth(data: bytes, stop: int = MAX_SVG_DEPTH) -> int:
    """How deeply the elements of ``data`` nest, counted by expat without
    recursion; counting stops just past ``stop``. A document expat cannot
    read counts as deep as far as it got (Qt then says it cannot read it)."""
    parser = expat.ParserCreate()
    depth = deepest = 0

    def start(_name: str, _attributes: dict) -> None:
        nonlocal depth, deepest
        depth += 1
        if depth > deepest:
            deepest = depth
            if deepest > stop:
                raise _TooDeep

    def end(_name: str) -> None:
        nonlocal depth
        depth -= 1

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(data, True)
    except (_TooDeep, expat.ExpatError):
        pass
    return deepest


# --------------------------------------------------------------------------
# Element ids


def face_key(card: Card | None) -> str:
    """The picture a card shows: second-pack copies look like the first, but
    the second joker has its own colour."""
    if card is None:
        return "back"
    if card.is_joker:
        return "JK" if card.copy % 2 == 0 else "JK-2"
    return f"{card.rank.label}{card.suit.letter}"  # type: ignore[union-attr]


def kde_element_ids(card: Card | None) -> tuple[str, ...]:
    """Candidate element ids for ``card`` in a KDE deck, best first."""
    if card is None:
        return ("back",)
    if card.is_joker:
        return ("black_joker", "joker") if card.copy % 2 == 0 else ("red_joker", "joker")
    rank = _KDE_RANKS.get(int(card.rank), str(int(card.rank)))
    return (f"{rank}_{_SUIT_NAMES[card.suit]}",)  # type: ignore[index]


def aisleriot_element_ids(card: Card | None) -> tuple[str, ...]:
    """Candidate element ids for ``card`` in an Aisleriot deck, best first."""
    if card is None:
        return ("back",)
    if card.is_joker:
        if card.copy % 2 == 0:
            return ("joker_black", "black_joker", "joker")
        return ("joker_red", "red_joker", "joker")
    rank = _KDE_RANKS.get(int(card.rank), str(int(card.rank)))
    return (f"{_SUIT_NAMES[card.suit]}_{rank}",)  # type: ignore[index]


def _aisleriot_grid_cell(element_id: str) -> tuple[int, int] | None:
    """(column, row) of an element on Aisleriot's 13 x 5 sheet."""
    special = {"joker_black": (0, 4), "black_joker": (0, 4), "joker_red": (1, 4),
               "red_joker": (1, 4), "back": (2, 4)}
    if element_id in special:
        return special[element_id]
    suit, _, rank = element_id.partition("_")
    if suit not in _SUIT_NAMES:
        return None
    ranks = {v: k for k, v in _KDE_RANKS.items()}
    number = ranks.get(rank) or (int(rank) if rank.isdigit() else 0)
    if not 1 <= number <= 13:
        return None
    return number - 1, _SUIT_NAMES.index(suit)


def _all_cards() -> list[Card | None]:
    from ..core.cards import french_deck

    return [*french_deck(jokers=2), None]


# --------------------------------------------------------------------------
# SVG fix-ups for what Qt's renderer (SVG Tiny plus a little) does not draw:
#
# * ``<symbol viewBox>`` used with ``<use width height>`` (decks made by the
#   svg-cards generator draw every pip and index that way): Qt misplaces
#   symbols whose viewBox does not start at 0,0, so each symbol becomes a plain
#   group and each <use> of it gets the transform SVG prescribes.
# * ``clip-path`` is ignored. The one use that matters in the decks seen so
#   far is a filled rectangle clipped to a single shape (Tango Nuevo's clubs):
#   that equals the shape filled the same way, so it is replaced by it. Other
#   clips only trim drawings at the card edge, which we clip anyway.

_SVG_NS = "http://www.w3.org/2000/svg"
_XLINK_NS = "http://www.w3.org/1999/xlink"
_ET_LOCK = threading.Lock()
_SHAPES = ("path", "rect", "circle", "ellipse", "polygon", "polyline")
_GEOMETRY = ("d", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "points")


def preprocess_svg(data: bytes) -> bytes:
    """Apply the fix-ups above; ``data`` unchanged if none applies or the
    file cannot be parsed (Qt then draws what it can)."""
    if b"<symbol" not in data and b"clip-path" not in data:
        return data
    with _ET_LOCK:  # ElementTree keeps namespace prefixes in a global table
        try:
            return _preprocess(data)
        except (ET.ParseError, ValueError, KeyError, RecursionError):  # too deep: _SvgDeck refuses it first
            return data


def _preprocess(data: bytes) -> bytes:
    import io

    for _event, (prefix, uri) in ET.iterparse(io.BytesIO(data), events=("start-ns",)):
        try:
            ET.register_namespace(prefix, uri)
        except ValueError:
            pass
    root = ET.fromstring(data)
    changed = _expand_symbols(root)
    changed = _replace_clipped_rects(root) or changed
    if not changed:
        return data
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def _expand_symbols(root: ET.Element) -> bool:
    parents = {child: parent for parent in root.iter() for child in parent}
    symbols: dict[str, tuple[list[float], str]] = {}
    for element in list(root.iter(f"{{{_SVG_NS}}}symbol")):
        view_box = element.attrib.pop("viewBox", None)
        aspect = element.attrib.pop("preserveAspectRatio", "xMidYMid meet")
        element.tag = f"{{{_SVG_NS}}}g"
        if view_box and element.get("id"):
            numbers = [float(v) for v in re.split(r"[\s,]+", view_box.strip()) if v]
            if len(numbers) == 4 and numbers[2] > 0 and numbers[3] > 0:
                symbols[element.get("id", "")] = (numbers, aspect)
        ancestor = parents.get(element)
        inside_defs = False
        while ancestor is not None:
            if ancestor.tag == f"{{{_SVG_NS}}}defs":
                inside_defs = True
                break
            ancestor = parents.get(ancestor)
        if not inside_defs:  # a symbol is never drawn where it stands; a group would be
            parents[element].remove(element)
            defs = ET.SubElement(root, f"{{{_SVG_NS}}}defs")
            defs.append(element)
    if not symbols:
        return False
    for use in root.iter(f"{{{_SVG_NS}}}use"):
        href = use.get(f"{{{_XLINK_NS}}}href") or use.get("href") or ""
        target = symbols.get(href[1:]) if href.startswith("#") else None
        if target is None:
            continue
        (vx, vy, vw, vh), aspect = target
        x = _length(use.attrib.pop("x", "0"))
        y = _length(use.attrib.pop("y", "0"))
        w = _length(use.attrib.pop("width", ""), vw)
        h = _length(use.attrib.pop("height", ""), vh)
        sx, sy, tx, ty = _viewport(vx, vy, vw, vh, w, h, aspect)
        extra = f"translate({x:g} {y:g}) translate({tx:g} {ty:g}) scale({sx:g} {sy:g}) translate({-vx:g} {-vy:g})"
        use.set("transform", (use.get("transform", "") + " " + extra).strip())
    return True


def _replace_clipped_rects(root: ET.Element) -> bool:
    clips: dict[str, ET.Element] = {}
    for clip in root.iter(f"{{{_SVG_NS}}}clipPath"):
        shapes = [c for c in clip if c.tag.split("}")[-1] in _SHAPES]
        if (
            clip.get("id")
            and len(shapes) == 1
            and len(clip) == 1
            and clip.get("clipPathUnits", "userSpaceOnUse") == "userSpaceOnUse"
        ):
            clips[clip.get("id", "")] = shapes[0]
    changed = False
    for rect in root.iter(f"{{{_SVG_NS}}}rect"):
        match = re.fullmatch(r"\s*url\(#([^)]+)\)\s*", rect.get("clip-path", ""))
        shape = clips.get(match.group(1)) if match else None
        if shape is None:
            continue
        transform = " ".join(t for t in (rect.get("transform"), shape.get("transform")) if t)
        keep = {k: v for k, v in rect.attrib.items() if k not in _GEOMETRY and k not in ("clip-path", "transform")}
        rect.attrib.clear()
        rect.attrib.update({k: v for k, v in shape.attrib.items() if k in _GEOMETRY})
        rect.attrib.update(keep)
        if transform:
            rect.set("transform", transform)
        rect.tag = shape.tag
        changed = True
    return changed


def _length(text: str, default: float = 0.0) -> float:
    match = re.match(r"\s*([-+]?[\d.]+(?:e[-+]?\d+)?)\s*(px)?\s*$", text or "", re.IGNORECASE)
    return float(match.group(1)) if match else default


def _viewport(
    vx: float, vy: float, vw: float, vh: float, w: float, h: float, aspect: str
) -> tuple[float, float, float, float]:
    """Scale and offset mapping a viewBox into a w x h viewport (SVG 1.1 rules)."""
    parts = aspect.split()
    align = parts[0] if parts else "xMidYMid"
    if align == "none":
        return w / vw, h / vh, 0.0, 0.0
    slice_ = len(parts) > 1 and parts[1] == "slice"
    s = max(w / vw, h / vh) if slice_ else min(w / vw, h / vh)
    free_x, free_y = w - vw * s, h - vh * s
    tx = {"xMin": 0.0, "xMid": free_x / 2, "xMax": free_x}.get(align[:4], free_x / 2)
    ty = {"YMin": 0.0, "YMid": free_y / 2, "YMax": free_y}.get(align[4:8], free_y / 2)
    return s, s, tx, ty


# --------------------------------------------------------------------------
# Decks: loaded once per file and shared by every renderer (and thread).


class _Deck:
    """Draws faces of one source; ``draw`` returns False for a card it lacks."""

    aspect: float = BUILTIN_ASPECT

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        raise NotImplementedError

    def has(self, card: Card | None) -> bool:
        raise NotImplementedError


class _BuiltinDeck(_Deck):
    """Our deck: one small SVG file per card."""

    def __init__(self, folder: Path, back_folder: Path) -> None:
        self.folder = folder
        self.back_folder = back_folder
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._lock = threading.Lock()

    def _path(self, key: str, back: str) -> Path:
        if key == "back":
            return self.back_folder / f"back-{back}.svg"
        return self.folder / f"{key}.svg"

    def _renderer(self, key: str, back: str) -> QSvgRenderer | None:
        cache_key = f"back-{back}" if key == "back" else key
        if cache_key not in self._renderers:
            path = self._path(key, back)
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._renderers[cache_key] = renderer if renderer is not None and renderer.isValid() else None
        return self._renderers[cache_key]

    def has(self, card: Card | None) -> bool:
        return self._path(face_key(card), BUILTIN_BACKS[0]).is_file()

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        with self._lock:
            renderer = self._renderer(face_key(card), back)
            if renderer is None:
                return False
            renderer.render(painter, _fit(target, BUILTIN_ASPECT))
        return True


class _SvgDeck(_Deck):
    """A KDE or Aisleriot deck: one SVG holding every card as an element."""

    def __init__(self, theme: CardTheme) -> None:
        self.theme = theme
        self._lock = threading.Lock()
        data = _read_svg_bytes(theme.path)
        if svg_depth(data) > MAX_SVG_DEPTH:
            raise ThemeError(tr("{deck}: {path} is nested more than {limit} levels deep, too deep for Card Table "
                                "to draw", deck=theme.label, path=theme.path, limit=MAX_SVG_DEPTH))
        data = preprocess_svg(data)
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise ThemeError(tr("{deck}: Qt cannot read {path}", deck=theme.label, path=theme.path))
        self.renderer = renderer
        ids = kde_element_ids if theme.kind == "kde" else aisleriot_element_ids
        self.elements: dict[str, str] = {}
        for card in _all_cards():
            found = next((i for i in ids(card) if renderer.elementExists(i)), None)
            if found is not None:
                self.elements[face_key(card)] = found
        if "back" not in self.elements and not any(k != "back" for k in self.elements):
            raise ThemeError(tr("{deck}: no card elements found in {path}", deck=theme.label, path=theme.path))
        self.rects: dict[str, QRectF] = {}
        self.doc_rects: dict[str, QRectF] = {
            key: self._document_rect(element) for key, element in self.elements.items()
        }
        if theme.kind == "kde":
            self._layout_kde()
        else:
            self._layout_aisleriot()

    def _document_rect(self, element: str) -> QRectF:
        """The element's bounds in document units (its parents' transforms applied)."""
        bounds = self.renderer.boundsOnElement(element)
        return self.renderer.transformForElement(element).mapRect(bounds)

    def _layout_kde(self) -> None:
        # KDE scales every element to the size of "back" (its card size).
        reference = self.doc_rects.get("back") or next(iter(self.doc_rects.values()))
        self.aspect = _safe_aspect(reference)
        self.rects = dict(self.doc_rects)

    def _layout_aisleriot(self) -> None:
        """Find the card size and each card's rectangle on the 13 x 5 sheet.

        The card size is the common size of the elements that match a grid
        cell (within 3%): elements are never smaller than their card, but
        some spill over it (decorations the original clips), and those are
        cut to a card-sized rectangle at their cell.
        """
        view = self.renderer.viewBoxF()
        cell_w, cell_h = view.width() / 13, view.height() / 5
        sizes = [r for r in self.doc_rects.values() if r.width() > 0 and r.height() > 0]
        if not sizes:
            raise ThemeError(tr("{deck}: its card elements are empty", deck=self.theme.label))

        def near(a: float, b: float) -> bool:
            return b > 0 and abs(a / b - 1) <= 0.03

        on_grid = [r for r in sizes if near(r.width(), cell_w) and near(r.height(), cell_h)]
        basis = on_grid or sizes
        width = statistics.median(r.width() for r in basis)
        height = statistics.median(r.height() for r in basis)
        self.aspect = width / height
        for key, rect in self.doc_rects.items():
            if near(rect.width(), width) and near(rect.height(), height):
                self.rects[key] = rect
                continue
            cell = _aisleriot_grid_cell(self.elements[key])
            centre = rect.center()
            if on_grid and cell is not None:
                x = view.x() + cell[0] * cell_w
                y = view.y() + cell[1] * cell_h
                if x <= centre.x() <= x + cell_w and y <= centre.y() <= y + cell_h:
                    self.rects[key] = QRectF(x, y, width, height)
                    continue
            if rect.width() < width and rect.height() < height:
                self.rects[key] = rect  # smaller than a card: stretch it
            else:
                self.rects[key] = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)

    def has(self, card: Card | None) -> bool:
        return face_key(card) in self.elements

    def draw(self, painter: QPainter, card: Card | None, target: QRectF, back: str = "blue") -> bool:
        key = face_key(card)
        element = self.elements.get(key)
        if element is None:
            return False
        card_rect = self.rects[key]
        doc = self.doc_rects[key]
        if card_rect.width() <= 0 or card_rect.height() <= 0:
            return False
        sx = target.width() / card_rect.width()
        sy = target.height() / card_rect.height()
        bounds = QRectF(
            target.x() + (doc.x() - card_rect.x()) * sx,
            target.y() + (doc.y() - card_rect.y()) * sy,
            doc.width() * sx,
            doc.height() * sy,
        )
        with self._lock:
            painter.save()
            painter.setClipRect(target)
            self.renderer.render(painter, element, bounds)
            painter.restore()
        return True


def _read_svg_bytes(path: Path) -> bytes:
    try:
        data = path.read_bytes()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as error:
        raise ThemeError(tr("cannot read {path}: {error}", path=path, error=error)) from error
    return data


def _safe_aspect(rect: QRectF) -> float:
    if rect.width() > 0 and rect.height() > 0:
        return rect.width() / rect.height()
    return BUILTIN_ASPECT


def _fit(target: QRectF, aspect: float) -> QRectF:
    """The largest rectangle of ``aspect`` centred in ``target``."""
    if target.height() <= 0:
        return target
    if target.width() / target.height() > aspect:
        w = target.height() * aspect
        return QRectF(target.x() + (target.width() - w) / 2, target.y(), w, target.height())
    h = target.width() / aspect
    return QRectF(target.x(), target.y() + (target.height() - h) / 2, target.width(), h)


_DECKS: OrderedDict[tuple[str, str], _Deck] = OrderedDict()
_DECK_ERRORS: dict[tuple[str, str], str] = {}
_DECKS_LOCK = threading.Lock()
# Big decks hold megabytes of parsed SVG; keep the few last used (a renderer
# keeps its own deck alive regardless), so browsing themes does not hoard them.
_MAX_SVG_DECKS = 4


def _builtin_deck(folder: Path = BUILTIN_DIR) -> _BuiltinDeck:
    key = ("builtin", str(folder))
    with _DECKS_LOCK:
        deck = _DECKS.get(key)
        if deck is None:
            deck = _DECKS[key] = _BuiltinDeck(folder, BUILTIN_DIR)
    assert isinstance(deck, _BuiltinDeck)
    return deck


def _load_deck(theme: CardTheme) -> _Deck:
    """The theme's deck, loaded once; raises ThemeError if it cannot be used."""
    if theme.kind == "builtin":
        return _builtin_deck(theme.path)
    key = (theme.kind, str(theme.path))
    with _DECKS_LOCK:
        if key in _DECKS:
            _DECKS.move_to_end(key)
            return _DECKS[key]
        if key in _DECK_ERRORS:
            raise ThemeError(_DECK_ERRORS[key])
        try:
            deck = _SvgDeck(theme)
        except ThemeError as error:
            _DECK_ERRORS[key] = str(error)
            raise
        except Exception as error:  # someone else's file: whatever breaks on it refuses the deck, once
            _DECK_ERRORS[key] = tr("{deck}: cannot be loaded ({error})", deck=theme.label,
                                   error=str(error) or type(error).__name__)
            raise ThemeError(_DECK_ERRORS[key]) from error
        _DECKS[key] = deck
        svg_keys = [k for k in _DECKS if k[0] != "builtin"]
        for old_key in svg_keys[: max(0, len(svg_keys) - _MAX_SVG_DECKS)]:
            del _DECKS[old_key]
        return deck


def card_aspect(theme: CardTheme) -> float:
    """Width / height of the theme's cards, for laying out the table.

    Loads the deck if needed (once); a deck that cannot load reports our
    deck's shape, since that is what will be drawn.
    """
    if theme.kind == "builtin":
        return BUILTIN_ASPECT
    try:
        return _load_deck(theme).aspect
    except ThemeError:
        return BUILTIN_ASPECT


# --------------------------------------------------------------------------
# Rendering


class CardRenderer:
    """Card pictures of one theme as QImages, with an LRU cache.

    Safe to use from worker threads: it only touches QImage, QPainter and
    QSvgRenderer (never QPixmap, which belongs to the GUI thread), and each
    shared QSvgRenderer is used under a lock. Convert to QPixmap on the GUI
    thread.

    The deck is loaded on first use, not in the constructor, so that
    building a renderer on the GUI thread is instant. If the theme cannot be
    loaded, every card comes from our deck and ``error`` says why.
    """

    def __init__(self, theme: CardTheme, back: str = BUILTIN_BACKS[0], cache_size: int = 512) -> None:
        self.theme = theme
        self.back = back if back in BUILTIN_BACKS or back.startswith(PICTURE_BACK) else BUILTIN_BACKS[0]
        self._picture: QImage | None = None  # the back's picture, read on first use
        self.cache_size = cache_size
        self.error: str | None = None
        self._cache: OrderedDict[tuple[str, int, float], QImage] = OrderedDict()
        self._lock = threading.Lock()
        self._deck: _Deck | None = None
        self._loaded = False

    # The deck and what it can draw

    def deck(self) -> _Deck | None:
        """The theme's deck (None if it failed to load; see ``error``)."""
        with self._lock:
            if not self._loaded:
                try:
                    self._deck = _load_deck(self.theme)
                except ThemeError as error:
                    self._deck = None
                    self.error = str(error)
                self._loaded = True
            return self._deck

    @property
    def problem(self) -> str | None:
        """What to tell the player once the theme failed to load and our own
        cards are drawn in its place (None until then, or when it loaded)."""
        if self.error is None:
            return None
        return tr("The card deck {deck} cannot be used, so Card Table's own cards are drawn instead. {reason}",
                  deck=self.theme.label, reason=self.error)

    def load(self) -> None:
        """Load now and raise ThemeError if the theme is unusable."""
        if self.deck() is None:
            raise ThemeError(self.error or tr("{deck}: cannot be loaded", deck=self.theme.label))

    @property
    def aspect(self) -> float:
        deck = self.deck()
        return deck.aspect if deck is not None else BUILTIN_ASPECT

    def has_card(self, card: Card | None) -> bool:
        """Whether the theme draws ``card`` itself (instead of our fallback)."""
        deck = self.deck()
        return deck is not None and deck.has(card)

    def height_for(self, width_px: int) -> int:
        return max(1, round(width_px / self.aspect))

    # Pictures

    def render(self, card: Card | None, width_px: int, device_pixel_ratio: float = 1.0) -> QImage:
        """``card`` (None = the back) ``width_px`` logical pixels wide.

        The image holds width * dpr physical pixels and carries the ratio, so
        it paints at the logical size and stays sharp on HiDPI screens.
        """
        width_px = max(1, int(width_px))
        dpr = max(0.1, float(device_pixel_ratio))
        key = (face_key(card), width_px, round(dpr, 3))
        with self._lock:
            image = self._cache.get(key)
            if image is not None:
                self._cache.move_to_end(key)
                return image
        image = self._render(card, width_px, dpr)
        with self._lock:
            self._cache[key] = image
            self._cache.move_to_end(key)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return image

    def clear_cache(self) -> None:
        with self._lock:
            self._cache.clear()

    def _render(self, card: Card | None, width_px: int, dpr: float) -> QImage:
        deck = self.deck()
        aspect = deck.aspect if deck is not None else BUILTIN_ASPECT
        pixel_w = max(1, round(width_px * dpr))
        pixel_h = max(1, round(width_px / aspect * dpr))
        image = QImage(pixel_w, pixel_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        target = QRectF(0, 0, pixel_w, pixel_h)
        picture = self._back_picture() if card is None else None
        drawn = picture is not None and _draw_picture_back(painter, picture, target)
        back = self.back if self.back in BUILTIN_BACKS else BUILTIN_BACKS[0]  # if the picture cannot be read
        drawn = drawn or deck is not None and deck.draw(painter, card, target, back)
        if not drawn and not isinstance(deck, _BuiltinDeck):
            # Missing from the theme: our card, fitted into the theme's shape.
            drawn = _builtin_deck().draw(painter, card, target, back)
        if not drawn:
            _draw_plain(painter, card, _fit(target, BUILTIN_ASPECT))
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def _back_picture(self) -> QImage | None:
        """The player's picture for the back, read once (None: ours is drawn,
        as when the file was removed since it was chosen)."""
        if not self.back.startswith(PICTURE_BACK):
            return None
        with self._lock:
            if self._picture is None:
                self._picture = QImage(self.back[len(PICTURE_BACK):])
            return None if self._picture.isNull() else self._picture


def _draw_picture_back(painter: QPainter, picture: QImage, target: QRectF) -> bool:
    """The player's picture as a card back: a white card, as ours, with the
    picture cropped to fill it inside the border. The picture is scaled to the
    exact pixels drawn (Qt's smooth scaling averages when it shrinks), so the
    back is sharp at every size."""
    card = target  # the deck's own shape
    border = card.width() * 12 / 250
    inner = card.adjusted(border, border, -border, -border).toAlignedRect()
    if inner.width() < 1 or inner.height() < 1:
        return False
    source_aspect = picture.width() / picture.height()
    if source_aspect > inner.width() / inner.height():
        crop_w = round(picture.height() * inner.width() / inner.height())
        source = QRect((picture.width() - crop_w) // 2, 0, crop_w, picture.height())
    else:
        crop_h = round(picture.width() * inner.height() / inner.width())
        source = QRect(0, (picture.height() - crop_h) // 2, picture.width(), crop_h)
    scaled = picture.copy(source).scaled(inner.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                         Qt.TransformationMode.SmoothTransformation)
    painter.setPen(QPen(QColor("#b4b4b4"), max(1.0, card.width() / 250)))
    painter.setBrush(QColor("#ffffff"))
    radius = card.width() * 12 / 250
    painter.drawRoundedRect(card.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    brush = QBrush(scaled)
    brush.setTransform(QTransform.fromTranslate(inner.x(), inner.y()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(brush)
    painter.drawRoundedRect(QRectF(inner), radius * 0.6, radius * 0.6)
    return True


def _draw_plain(painter: QPainter, card: Card | None, rect: QRectF) -> None:
    """Last resort when even our deck's files are missing: a readable card."""
    radius = rect.width() * 0.05
    painter.setPen(QPen(QColor("#7d7d7d"), max(1.0, rect.width() / 160)))
    painter.setBrush(QColor("#1f4f9e") if card is None else QColor("#ffffff"))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if card is None:
        return
    painter.setPen(QColor("#c8102e") if card.is_red else QColor("#1b1b1b"))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(rect.width() * 0.22)))
    painter.setFont(font)
    text = "JK" if card.is_joker else f"{card.rank.label}{card.suit.symbol}"  # type: ignore[union-attr]
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


__all__ = [
    "BUILTIN_BACKS",
    "BUILTIN_DIR",
    "BUILTIN_FOUR_COLOUR_NAME",
    "BUILTIN_NAME",
    "CardRenderer",
    "CardTheme",
    "ThemeError",
    "aisleriot_element_ids",
    "card_aspect",
    "discover_themes",
    "preprocess_svg",
    "face_key",
    "kde_element_ids",
    "MAX_SVG_DEPTH",
    "PICTURE_BACK",
    "missing_theme_problem",
    "read_desktop_file",
    "sniff_svg",
    "svg_depth",
    "xdg_data_dirs",
]
