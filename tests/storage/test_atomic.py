"""A write leaves the old file or the new one, never half; an unreadable file
is renamed aside, never overwritten or deleted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.storage import atomic
from cardtable.storage.atomic import set_aside, write_atomic


def test_write_creates_folders_and_writes_text_and_bytes(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    write_atomic(target, "héllo")
    assert target.read_bytes() == "héllo".encode()
    write_atomic(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert os.listdir(target.parent) == ["file.json"]


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_a_failed_write_keeps_the_old_content_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old")

    def boom(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, failing, boom)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new content")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["settings.json"]


def test_an_interrupted_write_keeps_the_old_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "save.json"
    target.write_text("old")
    monkeypatch.setattr(atomic.os, "replace", lambda *a: (_ for _ in ()).throw(KeyboardInterrupt()))
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["save.json"]


def test_set_aside_renames_and_keeps_the_content(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"{broken")
    moved = set_aside(target)
    assert not target.exists()
    assert moved.parent == tmp_path
    assert moved.name.startswith("settings.json.corrupt-")
    assert moved.read_bytes() == b"{broken"


@pytest.mark.parametrize("links", [True, False])
def test_set_aside_never_overwrites_an_earlier_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, links: bool
) -> None:
    monkeypatch.setattr(atomic.time, "strftime", lambda fmt: "20250101-120000")
    if not links:

        def no_links(*args: object) -> None:
            raise PermissionError("no hard links here")

        monkeypatch.setattr(atomic.os, "link", no_links)
    target = tmp_path / "autosave.json"
    moved = []
    for content in (b"first", b"second", b"third"):
        target.write_bytes(content)
        moved.append(set_aside(target))
    assert len(set(moved)) == 3
    assert [path.read_bytes() for path in moved] == [b"first", b"second", b"third"]
    assert moved[0].name == "autosave.json.corrupt-20250101-120000"
    assert not target.exists()


def test_set_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        set_aside(tmp_path / "nothing")
    assert os.listdir(tmp_path) == []
