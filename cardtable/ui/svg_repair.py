"""SVG repair: what system decks need before Qt's renderer can draw them.

Qt draws SVG Tiny plus a little, and reads documents of any depth slowly or
not at all; other people's decks use more than that. These fix-ups are pure
byte-to-byte transforms with no Qt, so they are tested (and fuzzed) apart
from the drawing in ``card_themes``.
"""

from __future__ import annotations

import io
import re
import threading
import xml.etree.ElementTree as ET
from xml.parsers import expat

#: How deeply a deck's SVG elements may nest. Real decks nest fewer than 20
#: levels; the fix-ups below rewrite the tree with ElementTree, whose writer
#: recurses once per level (a deck nested thousands deep raised
#: RecursionError on every card drawn), and Qt's own reader gives up at 2048.
MAX_SVG_DEPTH = 256


class _TooDeep(Exception):
    pass


def svg_depth(data: bytes, stop: int = MAX_SVG_DEPTH) -> int:
    """How deeply the elements of ``data`` nest, counted by expat without
    recursion; counting stops just past ``stop``. A document expat cannot
    read counts as deep as far as it got (Qt then says it cannot read it)."""
    parser = expat.ParserCreate()
    depth = deepest = 0

    def start(_name: str, _attributes: dict[str, str]) -> None:
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
    out: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)  # bytes for any encoding but "unicode"
    return out


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
