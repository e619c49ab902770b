"""How fast a saved game that can only be damage is refused:
python benchmarks/refusing_saves.py

A file of millions of empty hands used to take seconds to refuse (parsed,
every hand looked at, replayed). Printed, for files of growing size: the
file's size, how long ``load_match`` takes to refuse it, and what it says
(target: a file over the size cap at once, the largest file under it in
well under a second). A real match of 60 hands is timed alongside.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.storage import saves  # noqa: E402


def document(hands: int) -> dict:
    """A Hearts save whose finished hands are all empty."""
    seats = [{"name": "Ada", "kind": "human", "level": ""}]
    seats += [{"name": name, "kind": "computer", "level": "normal"} for name in ("West", "North", "East")]
    record = {
        "game": "hearts",
        "players": 4,
        "options": {},
        "seed": 1,
        "first_dealer": 0,
        "hands": [[] for _ in range(hands)],
        "current": None,
    }
    return {
        "format": "cardtable-match",
        "version": 1,
        "saved_at": "2025-01-01T00:00:00+00:00",
        "match": record,
        "seats": seats,
        "extra": {},
    }


def refuse(path: Path, runs: int = 3) -> tuple[float, str]:
    """The median time ``load_match`` takes to refuse ``path``, and why."""
    times, said = [], ""
    for _ in range(runs):
        started = time.perf_counter()
        try:
            saves.load_match(path)
        except saves.SaveError as error:
            said = str(error)
        times.append(time.perf_counter() - started)
    return statistics.median(times), said


def main() -> None:
    largest = (saves.MAX_SAVE_BYTES - 1000) // 3  # "[]," per empty hand
    with tempfile.TemporaryDirectory() as folder:
        for hands in (60, saves.MAX_HANDS + 1, largest, 5_000_000):
            path = Path(folder) / f"{hands}.cardtable"
            path.write_text(json.dumps(document(hands), separators=(",", ":")))
            seconds, said = refuse(path)
            size = path.stat().st_size / (1 << 20)
            print(f"{hands:>10,} empty hands  {size:6.2f} MiB  refused in {seconds * 1000:8.1f} ms  {said[:90]}")


if __name__ == "__main__":
    main()
