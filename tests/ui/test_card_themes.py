"""Card themes: discovery of built-in, KDE and Aisleriot decks, and rendering.

Fake KDE and Aisleriot decks are written into tmp_path so these tests run on
any machine; the decks really installed (kdegames-card-data-kf5,
gnome-cards-data) are checked too when present.
"""

from __future__ import annotations

import gzip
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from cardtable.core.cards import Card, french_deck
from cardtable.ui.card_themes import (
    BUILTIN_ASPECT,
    BUILTIN_FOUR_COLOUR_NAME,
    BUILTIN_NAME,
    MAX_SVG_DEPTH,
    CardRenderer,
    CardTheme,
    ThemeError,
    aisleriot_element_ids,
    builtin_themes,
    card_aspect,
    discover_themes,
    face_key,
    kde_element_ids,
    missing_theme_problem,
    read_desktop_file,
    svg_depth,
)

C = Card.parse
KDE_SUITS = ("club", "diamond", "heart", "spade")
RANK_WORDS = {11: "jack", 12: "queen", 13: "king"}


# --------------------------------------------------------------------------
# helpers


def image_bytes(image: QImage) -> bytes:
    converted = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return bytes(converted.constBits())[: converted.sizeInBytes()]


def ink(image: QImage) -> float:
    """Share of pixels that are opaque and not white: how much is drawn."""
    data = image_bytes(image)
    pixels = len(data) // 4
    drawn = 0
    for i in range(0, len(data), 4 * 7):  # every 7th pixel is plenty
        r, g, b, a = data[i], data[i + 1], data[i + 2], data[i + 3]
        if a > 200 and min(r, g, b) < 200:
            drawn += 1
    return drawn / max(1, pixels // 7)


def centre(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


def assert_card_image(image: QImage, width: int, dpr: float, aspect: float) -> None:
    assert not image.isNull()
    assert image.width() == round(width * dpr)
    assert image.height() == round(width / aspect * dpr)
    assert image.devicePixelRatio() == pytest.approx(dpr)
    assert centre(image).alpha() == 255
    assert ink(image) > 0.005


def all_card_ids(scheme: str) -> list[str]:
    ids = []
    for suit in KDE_SUITS:
        for rank in range(1, 14):
            word = RANK_WORDS.get(rank, str(rank))
            ids.append(f"{word}_{suit}" if scheme == "kde" else f"{suit}_{word}")
    return ids


COLOURS = {
    "queen_spade": "#0000ff",
    "spade_queen": "#0000ff",
    "10_heart": "#00c000",
    "heart_10": "#00c000",
    "back": "#ff00ff",
    "joker_black": "#ffa500",
    "black_joker": "#ffa500",
}


def card_group(element_id: str, x: float, y: float, w: float, h: float, extra: str = "") -> str:
    colour = COLOURS.get(element_id, "#808080")
    return (
        f'<g id="{element_id}"><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#ffffff" stroke="#000000"/>'
        f'<rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" fill="{colour}"/>{extra}</g>'
    )


def fake_kde_svg(card_w: float = 50, card_h: float = 70, jokers: tuple[str, ...] = ()) -> str:
    ids = all_card_ids("kde") + ["back", *jokers]
    groups = [
        card_group(element_id, (i % 13) * (card_w + 10), (i // 13) * (card_h + 10), card_w, card_h)
        for i, element_id in enumerate(ids)
    ]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500" viewBox="0 0 900 500">'
        + "".join(groups)
        + "</svg>"
    )


def fake_aisleriot_svg(cell_w: float = 50, cell_h: float = 70, spill: bool = False) -> str:
    """An Aisleriot sheet: 13 x 5 cells; the back may spill out of its cell."""
    groups = []
    for row, suit in enumerate(KDE_SUITS):
        for col in range(13):
            word = RANK_WORDS.get(col + 1, str(col + 1))
            groups.append(card_group(f"{suit}_{word}", col * cell_w, row * cell_h, cell_w, cell_h))
    groups.append(card_group("joker_black", 0, 4 * cell_h, cell_w, cell_h))
    extra = ""
    if spill:  # a decoration that reaches well outside the card, as in some real decks
        extra = f'<circle cx="{2.5 * cell_w}" cy="{4 * cell_h - 30}" r="35" fill="#00ffff"/>'
    groups.append(card_group("back", 2 * cell_w, 4 * cell_h, cell_w, cell_h, extra))
    width, height = 13 * cell_w, 5 * cell_h
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">' + "".join(groups) + "</svg>"
    )


def write_kde_deck(base: Path, folder: str, name: str, svg: str, extra_keys: str = "") -> Path:
    deck = base / "carddecks" / folder
    deck.mkdir(parents=True, exist_ok=True)
    (deck / "deck.svgz").write_bytes(gzip.compress(svg.encode()))
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\n{extra_keys}Preview=11.png\nSVG=deck.svgz\nBack={name}\n",
        encoding="utf-8",
    )
    return deck


def write_aisleriot_deck(base: Path, stem: str, svg: str, compressed: bool = True) -> Path:
    folder = base / "aisleriot" / "cards"
    folder.mkdir(parents=True, exist_ok=True)
    if compressed:
        path = folder / f"{stem}.svgz"
        path.write_bytes(gzip.compress(svg.encode()))
    else:
        path = folder / f"{stem}.svg"
        path.write_text(svg, encoding="utf-8")
    return path


def theme_named(themes: list[CardTheme], name: str) -> CardTheme:
    return next(t for t in themes if t.name == name)


# --------------------------------------------------------------------------
# element ids and keys


def test_element_id_schemes() -> None:
    assert kde_element_ids(C("QS")) == ("queen_spade",)
    assert kde_element_ids(C("10H")) == ("10_heart",)
    assert kde_element_ids(C("AC")) == ("1_club",)
    assert kde_element_ids(C("KD")) == ("king_diamond",)
    assert kde_element_ids(None) == ("back",)
    assert kde_element_ids(C("JK"))[0] == "black_joker"
    assert kde_element_ids(C("JK-2"))[0] == "red_joker"
    assert aisleriot_element_ids(C("QS")) == ("spade_queen",)
    assert aisleriot_element_ids(C("10H")) == ("heart_10",)
    assert aisleriot_element_ids(C("AC")) == ("club_1",)
    assert aisleriot_element_ids(C("JK"))[0] == "joker_black"
    assert aisleriot_element_ids(C("JK-2"))[0] == "joker_red"
    assert aisleriot_element_ids(None) == ("back",)


def test_face_key_merges_second_pack_copies_but_not_jokers() -> None:
    assert face_key(C("QS-2")) == face_key(C("QS")) == "QS"
    assert face_key(C("JK")) == "JK"
    assert face_key(C("JK-2")) == "JK-2"
    assert face_key(None) == "back"


def test_desktop_file_reader_tolerates_real_world_files(tmp_path: Path) -> None:
    path = tmp_path / "index.desktop"
    path.write_text(
        "# comment\n[KDE Backdeck]\nName=One\nName=Two\nName[de]=Eins\ngarbage line\n\nSVG=x.svgz\n",
        encoding="utf-8",
    )
    groups = read_desktop_file(path)
    assert groups["KDE Backdeck"] == {"Name": "One", "Name[de]": "Eins", "SVG": "x.svgz"}


# --------------------------------------------------------------------------
# built-in deck


def test_builtin_themes_come_first_without_problems(tmp_path: Path) -> None:
    themes, problems = discover_themes([tmp_path])
    assert [t.name for t in themes] == [BUILTIN_NAME, BUILTIN_FOUR_COLOUR_NAME]
    assert problems == []
    assert themes[0].four_colour_variant == BUILTIN_FOUR_COLOUR_NAME
    assert themes[1].four_colour and themes[0].kind == themes[1].kind == "builtin"
    assert card_aspect(themes[0]) == pytest.approx(250 / 350)


@pytest.mark.parametrize("dpr", [1.0, 2.0, 1.25])
def test_builtin_renders_every_card(qapp, dpr: float) -> None:
    renderer = CardRenderer(builtin_themes()[0])
    seen = set()
    for card in [*french_deck(jokers=2), None]:
        image = renderer.render(card, 60, dpr)
        assert_card_image(image, 60, dpr, BUILTIN_ASPECT)
        seen.add(image_bytes(image))
    assert len(seen) == 55  # every face and the back look different
    assert renderer.error is None


def test_builtin_backs_differ(qapp) -> None:
    theme = builtin_themes()[0]
    backs = [image_bytes(CardRenderer(theme, back=b).render(None, 50)) for b in ("blue", "red", "green")]
    assert len(set(backs)) == 3


def test_four_colour_differs_from_standard(qapp) -> None:
    standard, four = (CardRenderer(t) for t in builtin_themes())
    for text in ("5C", "QD", "AC"):
        assert image_bytes(standard.render(C(text), 80)) != image_bytes(four.render(C(text), 80))
    for text in ("5H", "QS"):
        assert image_bytes(standard.render(C(text), 80)) == image_bytes(four.render(C(text), 80))


def test_render_is_cached_per_face_size_and_ratio(qapp) -> None:
    renderer = CardRenderer(builtin_themes()[0], cache_size=3)
    first = renderer.render(C("QS"), 70)
    assert renderer.render(C("QS"), 70).cacheKey() == first.cacheKey()
    assert renderer.render(C("QS-2"), 70).cacheKey() == first.cacheKey()
    assert renderer.render(C("QS"), 70, 2.0).cacheKey() != first.cacheKey()
    renderer.render(C("QH"), 70)
    renderer.render(C("QD"), 70)
    renderer.render(C("QC"), 70)  # the cache holds 3: QS at 70 x 1 is gone
    assert renderer.render(C("QS"), 70).cacheKey() != first.cacheKey()


def test_renders_from_worker_threads(qapp, tmp_path: Path) -> None:
    write_kde_deck(tmp_path, "threaded", "Threaded", fake_kde_svg())
    themes, _ = discover_themes([tmp_path])
    renderers = [CardRenderer(themes[0]), CardRenderer(theme_named(themes, "kde:threaded"))]
    results: list[QImage] = []
    errors: list[BaseException] = []

    def work(renderer: CardRenderer) -> None:
        try:
            for card in french_deck()[:20]:
                results.append(renderer.render(card, 40))
        except BaseException as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=work, args=(r,)) for r in renderers * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors
    assert len(results) == 80 and all(not image.isNull() for image in results)


# --------------------------------------------------------------------------
# fake KDE and Aisleriot decks


def test_fake_kde_deck_is_discovered_and_rendered(qapp, tmp_path: Path) -> None:
    write_kde_deck(tmp_path, "svg-fake", "Fake Deck", fake_kde_svg(60, 90))
    themes, problems = discover_themes([tmp_path])
    assert problems == []
    theme = theme_named(themes, "kde:svg-fake")
    assert (theme.display_name, theme.kind, theme.label) == ("Fake Deck", "kde", "Fake Deck (KDE)")
    assert card_aspect(theme) == pytest.approx(60 / 90, rel=0.02)  # bounds include the stroke
    renderer = CardRenderer(theme)
    for text, colour in (("QS", "#0000ff"), ("10H", "#00c000")):
        image = renderer.render(C(text), 60)
        assert_card_image(image, 60, 1.0, 60 / 90)
        assert centre(image).name() == colour
        assert renderer.has_card(C(text))
    assert centre(renderer.render(None, 60)).name() == "#ff00ff"
    assert renderer.error is None


def test_kde_jokers_are_used_when_the_deck_has_them(qapp, tmp_path: Path) -> None:
    write_kde_deck(tmp_path, "jokers", "Jokers", fake_kde_svg(jokers=("black_joker",)))
    themes, _ = discover_themes([tmp_path])
    renderer = CardRenderer(theme_named(themes, "kde:jokers"))
    assert renderer.has_card(C("JK")) and not renderer.has_card(C("JK-2"))
    assert centre(renderer.render(C("JK"), 50)).name() == "#ffa500"


def test_kde_localised_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_kde_deck(tmp_path, "named", "Plain", fake_kde_svg(), extra_keys="Name[de]=Schlicht\n")
    monkeypatch.setenv("LANGUAGE", "de_DE")
    themes, _ = discover_themes([tmp_path])
    assert theme_named(themes, "kde:named").display_name == "Schlicht"


def test_fake_aisleriot_deck_is_discovered_and_rendered(qapp, tmp_path: Path) -> None:
    write_aisleriot_deck(tmp_path, "fake_deck", fake_aisleriot_svg(spill=True))
    themes, problems = discover_themes([tmp_path])
    assert problems == []
    theme = theme_named(themes, "aisleriot:fake_deck")
    assert (theme.display_name, theme.kind) == ("Fake Deck", "aisleriot")
    assert card_aspect(theme) == pytest.approx(50 / 70, rel=0.02)
    renderer = CardRenderer(theme)
    assert centre(renderer.render(C("QS"), 50)).name() == "#0000ff"
    assert centre(renderer.render(C("10H"), 50, 2.0)).name() == "#00c000"
    assert centre(renderer.render(C("JK"), 50)).name() == "#ffa500"
    back = renderer.render(None, 50)
    assert_card_image(back, 50, 1.0, 50 / 70)
    # The circle spilling out of the top is cut at the card edge: the back
    # keeps its place and size (the circle's tip shows at the top centre).
    assert centre(back).name() == "#ff00ff"
    assert back.pixelColor(25, 1).name() == "#00ffff"
    assert back.pixelColor(2, back.height() - 3).name() == "#ffffff"


def test_plain_svg_aisleriot_deck_and_four_colour_twin(tmp_path: Path) -> None:
    write_aisleriot_deck(tmp_path, "modern", fake_aisleriot_svg(), compressed=False)
    write_aisleriot_deck(tmp_path, "modern_4_color", fake_aisleriot_svg())
    themes, problems = discover_themes([tmp_path])
    assert problems == []
    plain = theme_named(themes, "aisleriot:modern")
    four = theme_named(themes, "aisleriot:modern_4_color")
    assert plain.four_colour_variant == four.name
    assert four.four_colour and not plain.four_colour


def test_missing_cards_fall_back_to_ours(qapp, tmp_path: Path) -> None:
    write_kde_deck(tmp_path, "nojokers", "No Jokers", fake_kde_svg(50, 70))
    themes, _ = discover_themes([tmp_path])
    renderer = CardRenderer(theme_named(themes, "kde:nojokers"))
    ours = CardRenderer(themes[0])
    for text in ("JK", "JK-2"):
        assert not renderer.has_card(C(text))
        image = renderer.render(C(text), 50)
        assert_card_image(image, 50, 1.0, 50 / 70)
        assert image_bytes(image) == image_bytes(ours.render(C(text), 50))


def test_fallback_card_fits_a_differently_shaped_theme(qapp, tmp_path: Path) -> None:
    write_kde_deck(tmp_path, "wide", "Wide", fake_kde_svg(100, 70))
    themes, _ = discover_themes([tmp_path])
    image = CardRenderer(theme_named(themes, "kde:wide")).render(C("JK"), 100)
    assert (image.width(), image.height()) == (100, 70)
    assert image.pixelColor(2, 35).alpha() == 0  # our portrait card is centred, not stretched
    assert centre(image).alpha() == 255


def test_xdg_dirs_are_searched_and_the_users_deck_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home, system = tmp_path / "home", tmp_path / "system"
    write_kde_deck(home, "same", "Mine", fake_kde_svg())
    write_kde_deck(system, "same", "System", fake_kde_svg())
    write_aisleriot_deck(system, "only_system", fake_aisleriot_svg())
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    themes, problems = discover_themes()
    assert problems == []
    assert theme_named(themes, "kde:same").display_name == "Mine"
    assert theme_named(themes, "aisleriot:only_system").kind == "aisleriot"


# --------------------------------------------------------------------------
# SVG features Qt lacks


def test_symbols_with_viewbox_are_scaled_like_browsers_do(qapp, tmp_path: Path) -> None:
    """A 10 x 14 symbol used at card size must fill the card; Qt alone
    misplaces symbols whose viewBox does not start at 0,0."""
    cells = []
    for row, suit in enumerate(KDE_SUITS):
        for col in range(13):
            word = RANK_WORDS.get(col + 1, str(col + 1))
            colour = "red" if (suit, word) == ("spade", "queen") else "gray"
            cells.append(
                f'<g id="{suit}_{word}"><use xlink:href="#{colour}" x="{col * 50}" y="{row * 70}" '
                f'width="50" height="70"/></g>'
            )
    cells.append('<g id="back"><use xlink:href="#gray" x="100" y="280" width="50" height="70"/></g>')
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="650" height="350" viewBox="0 0 650 350"><defs>'
        # centred viewBox and default "meet" scaling, as the svg-cards decks use
        '<symbol id="red" viewBox="-5 -7 10 14"><rect x="-5" y="-7" width="10" height="14" fill="#ff0000"/></symbol>'
        '<symbol id="gray" viewBox="-5 -7 10 14"><rect x="-5" y="-7" width="10" height="14" fill="#888888"/></symbol>'
        "</defs>" + "".join(cells) + "</svg>"
    )
    write_aisleriot_deck(tmp_path, "symbols", svg)
    themes, _ = discover_themes([tmp_path])
    image = CardRenderer(theme_named(themes, "aisleriot:symbols")).render(C("QS"), 50)
    for x, y in ((25, 35), (3, 3), (46, 66)):  # centre, top-left, bottom-right
        assert image.pixelColor(x, y).name() == "#ff0000", (x, y)


def test_rect_clipped_to_a_shape_draws_the_shape(qapp, tmp_path: Path) -> None:
    queen = card_group("spade_queen", 550, 210, 50, 70)  # column 11, row 3
    clipped = queen.replace(
        "</g>",
        '<rect x="550" y="210" width="50" height="70" fill="#ff0000" clip-path="url(#dot)"/></g>',
    )
    svg = (
        fake_aisleriot_svg()
        .replace(queen, clipped)
        .replace("<g ", '<defs><clipPath id="dot"><circle cx="575" cy="245" r="10"/></clipPath></defs><g ', 1)
    )
    assert clipped in svg
    write_aisleriot_deck(tmp_path, "clipped", svg)
    themes, _ = discover_themes([tmp_path])
    image = CardRenderer(theme_named(themes, "aisleriot:clipped")).render(C("QS"), 50)
    assert centre(image).name() == "#ff0000"  # the circle
    assert image.pixelColor(8, 8).name() == "#0000ff"  # not the whole clipped rectangle


# --------------------------------------------------------------------------
# broken themes


def test_broken_themes_are_reported_and_skipped(tmp_path: Path) -> None:
    bad = tmp_path / "carddecks"
    (bad / "no-section").mkdir(parents=True)
    (bad / "no-section" / "index.desktop").write_text("Name=Nothing\n", encoding="utf-8")
    (bad / "pixmap-only").mkdir()
    (bad / "pixmap-only" / "index.desktop").write_text("[KDE Backdeck]\nName=Old\nBack=x.png\n", encoding="utf-8")
    (bad / "missing-svg").mkdir()
    (bad / "missing-svg" / "index.desktop").write_text("[KDE Backdeck]\nName=Gone\nSVG=gone.svgz\n", encoding="utf-8")
    (bad / "not-svg").mkdir()
    (bad / "not-svg" / "index.desktop").write_text("[KDE Backdeck]\nName=Text\nSVG=deck.svg\n", encoding="utf-8")
    (bad / "not-svg" / "deck.svg").write_text("hello, not an svg", encoding="utf-8")
    cards = tmp_path / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "truncated.svgz").write_bytes(gzip.compress(fake_aisleriot_svg().encode())[:40])
    (cards / "binary.svg").write_bytes(b"\x00\x01\x02 nothing")
    write_aisleriot_deck(tmp_path, "good", fake_aisleriot_svg())

    themes, problems = discover_themes([tmp_path])
    names = [t.name for t in themes]
    assert names == [BUILTIN_NAME, BUILTIN_FOUR_COLOUR_NAME, "aisleriot:good"]
    assert len(problems) == 6
    joined = "\n".join(problems)
    for fragment in ("no-section", "not an SVG deck", "file not found", "not an SVG file", "truncated", "binary"):
        assert fragment in joined


def test_theme_that_qt_cannot_load_falls_back_to_our_deck(qapp, tmp_path: Path) -> None:
    path = write_aisleriot_deck(tmp_path, "malformed", "<svg xmlns='http://www.w3.org/2000/svg'><g id='back'>")
    theme = CardTheme("aisleriot:malformed", "Malformed", "aisleriot", path)
    renderer = CardRenderer(theme)
    image = renderer.render(C("QS"), 50)
    assert_card_image(image, 50, 1.0, BUILTIN_ASPECT)
    assert renderer.error and "Malformed" in renderer.error
    with pytest.raises(ThemeError):
        renderer.load()
    assert card_aspect(theme) == BUILTIN_ASPECT


def deep_svg(levels: int, symbol: bool = True) -> str:
    """A deck whose back sits ``levels`` groups deep; with a <symbol>, which
    sends it through our ElementTree fix-ups."""
    defs = '<symbol id="pip" viewBox="1 1 10 10"><rect width="10" height="10"/></symbol>' if symbol else ""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="650" '
        'height="350" viewBox="0 0 650 350">'
        + defs
        + "<g>" * levels
        + card_group("back", 100, 280, 50, 70, '<use xlink:href="#pip" width="5" height="5"/>')
        + "</g>" * levels
        + fake_aisleriot_svg()[fake_aisleriot_svg().index(">") + 1 :]
    )


def test_svg_depth_is_counted_without_recursion() -> None:
    assert svg_depth(b"<svg><g><g/></g><g/></svg>") == 3
    assert svg_depth(b"<svg>" + b"<g>" * 100_000 + b"</g>" * 100_000 + b"</svg>") == MAX_SVG_DEPTH + 1
    assert svg_depth(b"<svg><g>not closed") == 2


def test_a_deck_nested_thousands_deep_is_refused_with_the_reason(qapp, tmp_path: Path) -> None:
    """Such a deck raised RecursionError on every card drawn, on the GUI
    thread and in the workers, at every start while it stayed chosen."""
    path = write_aisleriot_deck(tmp_path, "deep", deep_svg(5000))
    theme = CardTheme("aisleriot:deep", "Deep", "aisleriot", path)
    renderer = CardRenderer(theme)
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            renderer.render(C("KD"), 40)
        except BaseException as error:  # noqa: BLE001 - the test reports it
            errors.append(error)

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert errors == []
    image = renderer.render(C("QS"), 50)
    assert_card_image(image, 50, 1.0, BUILTIN_ASPECT)  # our card instead
    assert renderer.error and "Deep" in renderer.error and f"more than {MAX_SVG_DEPTH} levels deep" in renderer.error
    assert renderer.problem.startswith("The card deck Deep (Aisleriot) cannot be used, so Card Table's own cards")
    assert card_aspect(theme) == BUILTIN_ASPECT
    with pytest.raises(ThemeError):
        CardRenderer(theme).load()


def test_a_deck_nested_a_little_is_drawn(qapp, tmp_path: Path) -> None:
    path = write_aisleriot_deck(tmp_path, "nested", deep_svg(40))
    renderer = CardRenderer(CardTheme("aisleriot:nested", "Nested", "aisleriot", path))
    renderer.load()
    assert renderer.error is None and renderer.problem is None and renderer.has_card(None)


def test_a_deck_that_breaks_our_code_is_refused_not_raised(qapp, tmp_path: Path, monkeypatch) -> None:
    from cardtable.ui import card_themes

    path = write_aisleriot_deck(tmp_path, "odd", fake_aisleriot_svg())
    monkeypatch.setattr(card_themes._SvgDeck, "_layout_aisleriot", lambda self: 1 / 0)
    renderer = CardRenderer(CardTheme("aisleriot:odd", "Odd", "aisleriot", path))
    assert_card_image(renderer.render(C("QS"), 50), 50, 1.0, BUILTIN_ASPECT)
    assert "Odd (Aisleriot): cannot be loaded" in renderer.error


def test_the_sprites_tell_an_unusable_deck_once(qtbot, tmp_path: Path) -> None:
    from cardtable.ui.sprites import SpriteCache

    path = write_aisleriot_deck(tmp_path, "deep", deep_svg(3000))
    theme = CardTheme("aisleriot:deep", "Deep", "aisleriot", path)
    sprites = SpriteCache(CardRenderer(theme))
    told: list[str] = []
    sprites.problem.connect(told.append)
    with qtbot.waitSignal(sprites.problem, timeout=10000):
        sprites.request(60)
    sprites.pixmap(C("QS"), 61)
    sprites.set_renderer(CardRenderer(theme))  # the same deck chosen again
    sprites.pixmap(C("QS"), 62)
    assert len(told) == 1 and "levels deep" in told[0]

    good = SpriteCache(CardRenderer(builtin_themes()[0]))
    good.problem.connect(told.append)
    good.pixmap(C("QS"), 60)
    assert len(told) == 1


def test_a_deck_that_has_gone_is_named_in_the_message() -> None:
    assert missing_theme_problem("kde:svg-oxygen") == (
        "The card deck svg-oxygen (KDE) chosen in the settings is no longer installed or cannot be used, "
        "so Card Table's own cards are drawn instead."
    )
    assert "anglo (Aisleriot)" in missing_theme_problem("aisleriot:anglo")


@pytest.fixture
def window_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A main window's files and decks under tmp_path; message boxes recorded."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    said: list[str] = []
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda parent, title, text, *a, **k: said.append(text))
    return said


@pytest.mark.parametrize(
    "chosen, words",
    [
        ("aisleriot:gone", "The card deck gone (Aisleriot) chosen in the settings is no longer installed"),
        ("aisleriot:deep", "The card deck Deep (Aisleriot) cannot be used"),
    ],
)
def test_the_main_window_tells_the_player_once(qtbot, tmp_path: Path, window_home: list[str], chosen, words) -> None:
    from cardtable.storage.settings import Settings
    from cardtable.ui.main_window import MainWindow

    write_aisleriot_deck(tmp_path / "data", "deep", deep_svg(3000))
    window = MainWindow(Settings(card_theme=chosen, animation_speed="instant"), resume=False)
    qtbot.addWidget(window)
    window.show()
    window.sprites.request(70)
    qtbot.waitUntil(lambda: any(words in text for text in window_home), timeout=10000)
    window.sprites.request(80)
    qtbot.wait(200)
    assert sum(words in text for text in window_home) == 1


def test_the_settings_say_why_a_deck_shows_our_cards(qtbot, tmp_path: Path) -> None:
    from cardtable.storage.settings import Settings
    from cardtable.ui.settings_dialog import SettingsDialog

    path = write_aisleriot_deck(tmp_path, "deep", deep_svg(3000))
    themes = [*builtin_themes(), CardTheme("aisleriot:deep", "Deep", "aisleriot", path)]
    dialog = SettingsDialog(Settings(card_theme="aisleriot:deep"), themes)
    qtbot.addWidget(dialog)
    assert not dialog.deck_problem.isHidden()
    assert "The card deck Deep (Aisleriot) cannot be used" in dialog.deck_problem.text()
    dialog.theme.setCurrentIndex(0)
    assert dialog.deck_problem.isHidden()


# --------------------------------------------------------------------------
# decks installed on this machine (KDE: kdegames-card-data-kf5; GNOME: gnome-cards-data)

INSTALLED = [t for t in discover_themes()[0] if t.kind != "builtin"]


@pytest.mark.skipif(not INSTALLED, reason="no KDE or Aisleriot card decks installed on this machine")
def test_installed_decks_discover_without_problems() -> None:
    _themes, problems = discover_themes()
    assert problems == []


@pytest.mark.skipif(not INSTALLED, reason="no KDE or Aisleriot card decks installed on this machine")
@pytest.mark.parametrize("theme", INSTALLED, ids=[t.name for t in INSTALLED])
def test_installed_deck_renders(qapp, theme: CardTheme) -> None:
    renderer = CardRenderer(theme)
    renderer.load()
    aspect = renderer.aspect
    assert 0.4 < aspect < 1.5
    for card in (C("QS"), C("10H"), None):
        assert renderer.has_card(card), (theme.name, card)
        image = renderer.render(card, 72, 1.5)
        assert_card_image(image, 72, 1.5, aspect)
