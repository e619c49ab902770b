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


def decision_seed(match_seed: object, hand_number: int, moves_made: int, purpose: str = "move") -> int:
    """The seed of one computer decision: the match's seed, the hand, and how
    many moves the hand has seen. The window and text mode both use it, so a
    match replayed with the same seed and the same levels gets the same
    computer moves (searches with a fixed number of iterations included; a
    timed search does what its time allows)."""
    return stable_seed(match_seed, hand_number, moves_made, purpose)
