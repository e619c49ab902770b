"""Chinese Ten: the plugin object (options, the deal, the score).

The rule text is "Chinese Ten" (Jennifer Bullock) in ``shared/seeds/001_...``
with the Chinese Ten lines of ``shared/rules/NOTES.md``; the deal is
``state.py``, the points ``scoring.py``.

A match is ``deals`` deals for each player, everyone dealing in turn (the
deal passes to the left); each deal's result is the score against the tie
score, or, with plain differences, the sum of the differences with each
other player. The highest total wins.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.cards import Card, french_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...core.regions import Region
from . import regions as regions_module
from .scoring import PLAIN, TIE, points, results
from .state import ChineseTenState

#: "For a game with two players: each player gets twelve cards. For a game
#: with three players: each player gets eight cards. For a game with four
#: players: each player gets six cards."
HAND_SIZES = {2: 12, 3: 8, 4: 6}
#: "Four cards are turned over face up from the remaining deck."
LAYOUT = 4

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "scoring",
        N_("Scoring"),
        "choice",
        TIE,
        help=N_(
            "Against the tie score: each deal you win or lose the difference between your points and the "
            "tie score (105, 80 or 70). Plain differences: you win the difference with each other player."
        ),
        choices=(TIE, PLAIN),
        choice_labels=(N_("Against the tie score"), N_("Plain differences")),
    ),
    OptionSpec(
        "deals",
        N_("Deals each"),
        "int",
        1,
        help=N_("How many times each player deals: the match is that many deals for each player."),
        minimum=1,
        maximum=10,
    ),
)


class ChineseTenGame(Game):
    id = "chinese_ten"
    name = N_("Chinese Ten")
    family = "fishing"
    min_players = 2
    max_players = 4
    default_players = 2
    agent = ".ai:ChineseTenAgent"
    sheet = ".sheet:ChineseTenSheet"
    playout = ".ai:playout_move"
    # Hard and Expert follow each move round the table, worked out from the
    # view (reasoning.py): the searches lost to Normal (benchmarks/strength.md:
    # 2 players, 400 hands, hard@0.1 vs normal: the anchored search -2.91
    # points a hand, significant; the tree -10.6 over 100 hands).
    hard = ".reasoning:ChineseTenHard"
    # Kept for a search of this game should one be tried again (the anchored
    # one lost least).
    search_style = "anchored"
    option_specs = OPTION_SPECS
    description = N_(
        "Pair a card of your hand with a card of the table to make ten, then turn the top card of the stock: "
        "only the red cards you take score."
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> ChineseTenState:
        """Twelve, eight or six cards each, dealt one at a time from the
        dealer's left; four face up on the table; the rest, face down, is the
        stock. "The player to the dealer's left" starts (the usual order)."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        dealer = context.dealer % players
        deck = shuffled(french_deck(), random.Random(seed))
        hands: list[list[Card]] = [[] for _ in range(players)]
        for index in range(HAND_SIZES[players] * players):
            hands[(dealer + 1 + index) % players].append(deck.pop())
        table = [deck.pop() for _ in range(LAYOUT)]
        return ChineseTenState(players, resolved, seed, context, hands, table, deck, (dealer + 1) % players)

    def hand_result(self, state: GameState) -> HandResult:
        """The red points each took (black aces with three or four players),
        and the deal's result by the scoring chosen."""
        assert isinstance(state, ChineseTenState)
        scores = tuple(points(stack, state.players) for stack in state.taken)
        outcome = results(scores, state.options["scoring"])
        summary = tuple(
            Reason.plural(
                "ct_result",
                "{seat} took {n} point.",
                "{seat} took {n} points.",
                n=scores[seat],
                you=("You took {n} point.", "You took {n} points."),
                seat=seat,
            )
            for seat in range(state.players)
        )
        return HandResult(outcome, {"points": scores, "result": outcome}, summary)

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The table cards spread in a room of their own, each card whole
        (``regions.py``)."""
        return regions_module.table_regions(view, regions)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        """ "Deals each" times the players: everyone deals as often."""
        return MatchRules(hands=options["deals"] * players)


GAME = ChineseTenGame()
