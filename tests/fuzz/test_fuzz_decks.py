"""Card decks against hostile SVG: a deck that is cut short, has a byte
changed, nests thousands deep somewhere, or is not SVG at all is drawn or
refused with a reason; a card is always drawn (ours, if the deck cannot be
used) and nothing raises, on the GUI thread or in a worker."""

from __future__ import annotations

import gzip
import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from cardtable.core.cards import Card  # noqa: E402
from cardtable.ui.card_themes import CardRenderer, CardTheme  # noqa: E402

from ..ui.test_card_themes import fake_aisleriot_svg  # noqa: E402
from .conftest import FUZZ  # noqa: E402

VALID = fake_aisleriot_svg().encode()


@st.composite
def hostile_svg(draw: st.DrawFn) -> bytes:
    how = draw(st.sampled_from(["cut", "byte", "deep", "bytes", "entity"]))
    if how == "cut":
        return VALID[: draw(st.integers(min_value=0, max_value=len(VALID) - 1))]
    if how == "byte":
        at = draw(st.integers(min_value=0, max_value=len(VALID) - 1))
        return VALID[:at] + draw(st.binary(min_size=1, max_size=3)) + VALID[at + 1 :]
    if how == "deep":
        depth = draw(st.integers(min_value=100, max_value=20_000))
        tag = draw(st.sampled_from([b"g", b"symbol", b"defs", b"svg"]))
        at = VALID.index(b"<g id=")
        return (
            VALID[:at]
            + b"<"
            + tag
            + b">"
            + (b"<" + tag + b">") * depth
            + (b"</" + tag + b">") * (depth + 1)
            + VALID[at:]
        )
    if how == "entity":  # a "billion laughs" in a deck
        laughs = b'<!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
        laughs += b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>'
        return laughs + VALID.replace(b"<g id=", b"<desc>&d;&d;&d;</desc><g id=", 1)
    return draw(st.binary(max_size=200))


@FUZZ
@given(hostile_svg(), st.booleans())
def test_any_deck_file_draws_a_card_and_raises_nothing(qapp, tmp_path_factory, content: bytes, zipped: bool) -> None:
    folder = tmp_path_factory.mktemp("aisleriot") / "aisleriot" / "cards"
    folder.mkdir(parents=True)
    path = folder / ("fuzz.svgz" if zipped else "fuzz.svg")
    path.write_bytes(gzip.compress(content) if zipped else content)
    theme = CardTheme("aisleriot:fuzz", "Fuzz", "aisleriot", path)
    renderer = CardRenderer(theme)
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            renderer.render(Card.parse("KD"), 40)
        except BaseException as error:  # noqa: BLE001 - the test reports it
            errors.append(error)

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert errors == []
    image = renderer.render(None, 50)
    assert not image.isNull() and image.width() == 50
    if renderer.error is not None:
        assert "Fuzz" in renderer.error
