"""How long a game of Camicia lasts, in cards turned, over many random deals.

    python benchmarks/camicia_lengths.py [--deals N] [--decks italian,french]

Deal ``seed`` is the game's own hand for that seed (``GAME.new_hand(2,
{"deck": ...}, seed)``, the first dealer), played out by the very ``Table``
the game turns its cards with (``cardtable/games/camicia/turning.py``), with
the backstop lifted so that the natural lengths are measured: a deal stops
only when won or when its packets come back (an endless deal). For each deck:
the mean, median, percentiles, the shortest and longest game (with their
seeds), the endless deals, and a text histogram. The figures chose the
backstop ``LIMIT`` and are kept in ``benchmarks/camicia.md``. One process.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.games.camicia import GAME  # noqa: E402
from cardtable.games.camicia.turning import LIMIT  # noqa: E402

PERCENTILES = (10, 25, 75, 90, 99, 99.9)
NO_LIMIT = 10**9
BAR = 50  # the histogram's widest bar, in characters
BINS = 20


def lengths(deck: str, deals: int) -> tuple[list[tuple[int, int]], list[int]]:
    """(cards turned, seed) of each finished deal, and the seeds of the endless ones."""
    finished: list[tuple[int, int]] = []
    endless: list[int] = []
    options = GAME.resolve(2, {"deck": deck})
    for seed in range(deals):
        table = GAME.new_hand(2, options, seed).table
        table.limit = NO_LIMIT
        table.play_out()
        if table.endless is None:
            finished.append((table.turned, seed))
        else:
            endless.append(seed)
    return finished, endless


def percentile(ordered: list[int], share: float) -> int:
    """The value at ``share`` percent of ``ordered`` (nearest rank)."""
    index = min(len(ordered) - 1, max(0, round(share / 100 * len(ordered)) - 1))
    return ordered[index]


def histogram(ordered: list[int]) -> list[str]:
    """Text bars of the lengths in ``BINS`` equal bins up to the 99.9th
    percentile, the rest in a last bin."""
    top = percentile(ordered, 99.9)
    width = max(1, -(-top // BINS))
    counts = [0] * (BINS + 1)
    for value in ordered:
        counts[min(BINS, value // width)] += 1
    most = max(counts)
    lines = []
    for index, count in enumerate(counts):
        low = index * width
        label = f"{low:>6}-{low + width - 1:<6}" if index < BINS else f"{low:>6}+      "
        lines.append(f"  {label} {count:>7} {'#' * round(BAR * count / most)}")
    return lines


def report(deck: str, deals: int) -> None:
    started = time.perf_counter()
    finished, endless = lengths(deck, deals)
    elapsed = time.perf_counter() - started
    ordered = sorted(turned for turned, _ in finished)
    print(f"{deck} deck: {deals:,} deals (seeds 0..{deals - 1:,}) in {elapsed:.1f} s")
    print(f"  endless deals: {len(endless)}" + (f" (seeds {', '.join(map(str, endless[:20]))})" if endless else ""))
    if not ordered:
        return
    shortest = min(finished)
    longest = max(finished)
    print(f"  finished: {len(ordered):,}; mean {statistics.fmean(ordered):.1f}, median {statistics.median(ordered):g}")
    print("  percentiles: " + ", ".join(f"{share:g}%: {percentile(ordered, share)}" for share in PERCENTILES))
    print(f"  shortest: {shortest[0]} (seed {shortest[1]}); longest: {longest[0]} (seed {longest[1]})")
    print(f"  backstop LIMIT {LIMIT:,}: {LIMIT / longest[0]:.1f} times the longest")
    print("  cards turned   deals")
    for line in histogram(ordered):
        print(line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000, help="deals per deck (default 100,000)")
    parser.add_argument("--decks", default="italian,french", help="decks, comma-separated (default both)")
    args = parser.parse_args()
    for deck in args.decks.split(","):
        report(deck, args.deals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
