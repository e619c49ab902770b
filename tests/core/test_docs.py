"""The contributor's documents say what is true: the smallest game of
``docs/writing-a-game.md`` is the fixture the tests play, its entry point is
the one they install, the files the checklist names exist, and the README
links to nothing outside the repository."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "writing-a-game.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def _blocks(language: str) -> list[str]:
    return [body for lang, body in FENCE.findall(GUIDE.read_text(encoding="utf-8")) if lang == language]


def test_the_smallest_game_of_the_guide_is_the_fixture_the_tests_play() -> None:
    fixture = (ROOT / "tests" / "core" / "toy_game.py").read_text(encoding="utf-8")
    assert fixture in _blocks("python")


def test_the_guides_entry_point_is_the_one_the_tests_install() -> None:
    from tests.core.test_registry import PLUGIN_MODULE

    (block,) = _blocks("toml")
    entries = tomllib.loads(block)["project"]["entry-points"]["cardtable.games"]
    assert entries == {"toy": f"{PLUGIN_MODULE}:ToyGame"}


def test_the_files_the_guide_names_exist() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:cardtable|tests|docs|translations|packaging)/[\w./-]+)`", text))
    assert len(named) > 15
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert missing == []


def test_the_readme_and_docs_link_only_inside_the_repository() -> None:
    for document in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = document.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#]+)", text):
            if "://" in target:
                continue
            resolved = (document.parent / target).resolve()
            assert resolved.is_relative_to(ROOT) and resolved.exists(), f"{document.name}: {target}"
    assert "../" not in (ROOT / "README.md").read_text(encoding="utf-8")
