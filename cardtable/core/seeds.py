"""Seeds that are the same in every process, on every machine.

Python salts ``hash()`` of a string per process, so a seed made with it gives
other computer moves on each run. Every seed the app derives from text (the
match's seed, a hand's number, how many moves were made) goes through
``stable_seed`` instead: a digest of the parts' text.
"""

from __future__ import annotations

import hashlib


def stable_seed(*parts: object) -> int:
    """A 64-bit number from ``parts`` (joined by "/" as text): the same
    parts give the same number in every process and Python version."""
    text = "/".join(str(part) for part in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
