"""Statistics and Reverse Statistics: the plugin object (options, the deal,
the score, the end of the match).

The rule text is the whole of ``shared/seeds/000_...`` (Statistics, by Jesse
J. Eldred) with the Statistics lines of ``shared/rules/NOTES.md``. Reverse
Statistics, "played as a negative game, where the objective is to avoid
scoring points", is the preset ``reverse``. The deal is ``state.py``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.cards import Card, french_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...core.regions import Region
from .regions import table_regions
from .scoring import break_tie, round_cells
from .state import HAND_SIZE, StatisticsState

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "reverse",
        N_("Reverse: the lowest score wins"),
        "bool",
        False,
        help=N_("Statistics played as a negative game: the game still ends at the target, and the lowest total wins."),
    ),
    OptionSpec(
        "target",
        N_("Target"),
        "int",
        120,
        help=N_("The game ends after the round in which a player reaches this total."),
        minimum=10,
        maximum=1000,
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "reverse",
        N_("Reverse Statistics"),
        {"reverse": True},
        N_(
            "Statistics as a negative game: avoid taking points; when a player reaches the target, the lowest total wins."
        ),
    ),
)


class StatisticsGame(Game):
    id = "statistics"
    name = N_("Statistics")
    family = "fishing"
    min_players = 2
    max_players = 4
    default_players = 4
    agent = ".ai:StatisticsAgent"
    sheet = ".sheet:StatisticsSheet"
    # Hard's search: Normal's habits in cheap playouts, the round's points against the others'.
    playout = ".search:playout_move"
    utility = ".search:search_utility"
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = N_(
        "Play cards to the kitty and take it at the right moment to collect aces, sets and the ten of diamonds, "
        "but not the queen of spades; twos are wild. The first to 120 wins."
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> StatisticsState:
        """ "The dealer shuffles, deals each player four cards, and places the
        deck face down in the center of the table." Dealt one at a time from
        the dealer's left."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        deck = shuffled(french_deck(), random.Random(seed))
        dealer = context.dealer % players
        hands: list[list[Card]] = [[] for _ in range(players)]
        for index in range(HAND_SIZE * players):
            hands[(dealer + 1 + index) % players].append(deck.pop())
        return StatisticsState(players, resolved, seed, context, hands, deck)

    def hand_result(self, state: GameState) -> HandResult:
        """Each seat's collection counted (in Reverse too: the lowest total wins)."""
        assert isinstance(state, StatisticsState)
        cells = round_cells(state.taken)
        points = cells["points"]
        summary = tuple(
            Reason.of(
                "st_round_points", "{seat} scored {points}.", you="You scored {points}.", seat=s, points=points[s]
            )
            for s in range(state.players)
        )
        return HandResult(points, cells, summary)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        """ "The first player to tally 120 points wins the game": the match ends
        after the round in which someone reaches the target; in Reverse the
        lowest total then wins."""
        return MatchRules(target=options["target"], lowest_wins=bool(options["reverse"]))

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The kitty fanned in a fixed room of its own, with its words
        (``regions.py``): what lies under the top card is the game."""
        return table_regions(view, regions)

    def break_tie(self, tied: Sequence[int], last: HandResult, options: Mapping[str, Any]) -> list[int]:
        """ "In the unlikely event of a perfect tie, the player with the Ten of
        Diamonds in the last round wins." Decision for Reverse: the tied player
        who did not hold it, then the fewer points in the last round."""
        holder = last.cells.get("ten_of_diamonds")
        ten_holder = holder if isinstance(holder, int) else None
        return list(break_tie(tied, bool(options["reverse"]), ten_holder, last.points)[0])


GAME = StatisticsGame()
