"""The move logs of every game, preset and player count, played by the
rule-of-thumb, slipping and random players from fixed seeds, as digests.

Refactoring the rules or the players must leave what players meet
unchanged: ``tests/test_move_logs_unchanged.py`` plays the same hands and
compares. When a change is MEANT to change play (a rule fixed, a player
made stronger), regenerate the digests and say so in the commit:

    python -m tests.golden.move_logs > tests/golden/move_logs.json
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
from collections.abc import Iterator

from cardtable import sim
from cardtable.core.registry import all_games

HANDS = 6
AGENTS = "normal,easy,random"


def cases() -> Iterator[tuple[str, list[str]]]:
    """(name, simulator arguments) for every game, player count and preset
    (but a preset at a player count it is not for: Fan Tan's Crazy Tan is for
    two to six players, its Double Deck for four to ten)."""
    for game in sorted(all_games().values(), key=lambda game: game.id):
        for players in range(game.min_players, game.max_players + 1):
            for preset in [None, *(preset.name for preset in game.presets)]:
                if not game.plays(players, preset):
                    continue
                args = [
                    game.id,
                    "--players",
                    str(players),
                    "--hands",
                    str(HANDS),
                    "--agents",
                    AGENTS,
                    "--json",
                    "--seed",
                    f"golden-{players}",
                ]
                if preset is not None:
                    args += ["--preset", preset]
                yield f"{game.id}/{players}/{preset or 'default'}", args


def digest(args: list[str]) -> str:
    """The sha256 of the simulator's JSON lines (one hand each) for ``args``."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = sim.main(args)
    if code != 0:
        raise RuntimeError(f"the simulator refused {args}: exit {code}")
    lines = [line for line in out.getvalue().splitlines() if line.startswith("{")]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def main() -> None:
    print(json.dumps({name: digest(args) for name, args in cases()}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
