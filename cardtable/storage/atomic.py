"""Safe file writes and safe handling of files we cannot read.

A crash, a full disk or a power cut in the middle of a save must leave either
the old file or the new one, never half of each: we write a temporary file in
the same folder (so the final rename stays on one file system), flush and
fsync it, then ``os.replace`` it over the target, which is atomic on POSIX and
Windows.

A file we cannot read is the user's data all the same: rather than overwrite
or delete it, ``set_aside`` renames it out of the way, where it can be sent
with a bug report or repaired by hand.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

CORRUPT_MARK = ".corrupt-"


def write_atomic(path: str | os.PathLike[str], data: bytes | str, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8) all at once.

    The parent folder is created if needed. On any error the target keeps its
    old content and the temporary file is removed. ``mode`` sets the new
    file's permissions (a temporary file starts private, 0o600).
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temp_name, mode)
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
    sync_folder(target.parent)


def document_mode() -> int:
    """The permissions of a new document of the user's (0o666 less the umask):
    for exports, which the user shares and opens elsewhere, where the private
    0o600 a temporary file starts with would be a surprise."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX only; Windows cannot open folders)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename ``path`` to ``<name>.corrupt-<timestamp>`` and return the new path.

    An existing set-aside file is never overwritten: a counter is added when
    the name is taken. Raises OSError if the file cannot be moved (the caller
    then reports it and must leave the file alone).
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{source.name}{CORRUPT_MARK}{stamp}"
    for counter in range(1000):
        name = base if counter == 0 else f"{base}-{counter}"
        candidate = source.with_name(name)
        if candidate.exists():
            continue
        if move_without_overwrite(source, candidate):
            return candidate
    raise FileExistsError(f"no free name to set {source} aside")


def move_without_overwrite(source: Path, target: Path) -> bool:
    """Move ``source`` to ``target`` unless ``target`` exists (False then).

    A hard link fails if the target exists, which closes the race between the
    check and the rename; file systems without hard links fall back to a plain
    rename (which refuses an existing target on Windows).
    """
    try:
        os.link(source, target)
    except FileExistsError:
        return False
    except OSError:
        if target.exists():
            return False
        os.rename(source, target)
        return True
    os.unlink(source)
    return True
