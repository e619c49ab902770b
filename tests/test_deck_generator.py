"""The default deck generator: complete, valid, deterministic, stdlib only,
and the committed files in cardtable/assets/cards/ are its current output."""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.core.cards import Card, french_deck

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "assets" / "generate_deck.py"
ASSETS = ROOT / "cardtable" / "assets" / "cards"
SVG_NS = "{http://www.w3.org/2000/svg}"
BACKS = ("back-blue.svg", "back-red.svg", "back-green.svg")


def face_file(card: Card) -> str:
    if card.is_joker:
        return "JK.svg" if card.copy == 0 else "JK-2.svg"
    return f"{card.text}.svg"


def generate(out: Path) -> dict[str, bytes]:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.svg"))}


@pytest.fixture(scope="module")
def deck(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, bytes]]:
    out = tmp_path_factory.mktemp("deck")
    return out, generate(out)


def test_every_card_back_and_four_colour_face_is_written(deck: tuple[Path, dict[str, bytes]]) -> None:
    _out, files = deck
    expected = {face_file(card) for card in french_deck(jokers=2)}
    assert len(expected) == 54
    for name in expected:
        assert name in files, name
        assert f"four-colour/{name}" in files, name
    for back in BACKS:
        assert back in files
    assert len(files) == 54 + 3 + 54


def test_files_are_valid_svg_of_card_shape(deck: tuple[Path, dict[str, bytes]]) -> None:
    _out, files = deck
    for name, data in files.items():
        root = ET.fromstring(data)
        assert root.tag == f"{SVG_NS}svg", name
        assert root.get("viewBox") == "0 0 250 350", name
        assert root.find(f"{SVG_NS}title") is not None, name


def test_generator_is_deterministic(deck: tuple[Path, dict[str, bytes]], tmp_path: Path) -> None:
    _out, first = deck
    second = generate(tmp_path / "again")
    assert first == second


def test_committed_assets_are_current(deck: tuple[Path, dict[str, bytes]]) -> None:
    _out, files = deck
    committed = {str(p.relative_to(ASSETS)): p.read_bytes() for p in sorted(ASSETS.rglob("*.svg"))}
    stale = sorted(name for name in files if committed.get(name) != files[name])
    assert not stale, f"run python assets/generate_deck.py (stale: {stale[:5]})"
    assert set(committed) == set(files)
    assert (ASSETS / "__init__.py").is_file() and (ASSETS.parent / "__init__.py").is_file()


def test_four_colour_recolours_only_clubs_and_diamonds(deck: tuple[Path, dict[str, bytes]]) -> None:
    _out, files = deck
    for rank in ("A", "5", "10", "Q"):
        assert files[f"{rank}C.svg"] != files[f"four-colour/{rank}C.svg"]
        assert files[f"{rank}D.svg"] != files[f"four-colour/{rank}D.svg"]
        assert files[f"{rank}H.svg"] == files[f"four-colour/{rank}H.svg"]
        assert files[f"{rank}S.svg"] == files[f"four-colour/{rank}S.svg"]


def test_faces_and_backs_are_all_different(deck: tuple[Path, dict[str, bytes]]) -> None:
    _out, files = deck
    main = {name: data for name, data in files.items() if "/" not in name}
    assert len(set(main.values())) == len(main)


def test_number_cards_have_the_right_pip_count(deck: tuple[Path, dict[str, bytes]]) -> None:
    """Pips are the large suit paths (scale 0.46); the indices use smaller ones."""
    _out, files = deck
    for rank in range(2, 11):
        root = ET.fromstring(files[f"{rank}S.svg"])
        pips = [p for p in root.iter(f"{SVG_NS}path") if "scale(0.46)" in (p.get("transform") or "")]
        assert len(pips) == rank, rank


def test_generator_uses_only_the_standard_library() -> None:
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module.split(".")[0])
    assert modules <= set(sys.stdlib_module_names) | {"__future__"}, modules
