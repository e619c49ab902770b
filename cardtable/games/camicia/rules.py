"""Camicia, the Italian Beggar-My-Neighbour: the plugin object (the deal,
the result, the match).

The rule text is "Camicia by Stefano Cirolini" in ``shared/seeds/001_...``
(and its note in ``shared/rules/NOTES.md``): "Camicia is a game of pure luck
for two players." The game itself is ``turning.py``; a hand of the match is
one whole game. Decisions: the dealer's opponent turns first; a deal
stopped as endless scores nothing and the match goes on with the next deal;
the match is won by the first to win ``target`` games (one by default).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.cards import french_deck, italian_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.options import OptionSpec
from ...core.regions import Region
from . import regions as regions_module
from .state import CamiciaState
from .turning import Table, deal

OPTION_SPECS = (
    OptionSpec(
        "deck",
        N_("Deck"),
        "choice",
        "italian",
        help=N_("The rules use the Italian deck; the French deck works the same way with more cards."),
        choices=("italian", "french"),
        choice_labels=(N_("Italian, 40 cards"), N_("French, 52 cards")),
    ),
    OptionSpec(
        "target",
        N_("Games to win"),
        "int",
        1,
        help=N_("The match goes to the first player to win this many games."),
        minimum=1,
        maximum=99,
    ),
)


class CamiciaGame(Game):
    id = "camicia"
    name = N_("Camicia")
    family = "luck"
    min_players = 2
    max_players = 2
    default_players = 2
    agent = ".ai:CamiciaAgent"
    sheet = ".sheet:CamiciaSheet"
    option_specs = OPTION_SPECS
    description = N_(
        "The Italian Beggar-My-Neighbour: turn your cards in turn; aces, twos and threes attack for one, "
        "two or three cards, and whoever runs out of cards loses."
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> CamiciaState:
        """ "All the cards are dealt to the two players, face down, so that
        they end up with a packet of 20 cards each" (26 with the French
        deck); the dealer's opponent turns first."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0, 0))
        dealer = context.dealer % 2
        pack = italian_deck() if resolved["deck"] == "italian" else french_deck()
        packets = deal(shuffled(pack, random.Random(seed)), dealer)
        return CamiciaState(resolved, seed, context, Table(packets, 1 - dealer))

    def hand_result(self, state: GameState) -> HandResult:
        """A point to the winner; none for an endless deal."""
        assert isinstance(state, CamiciaState)
        winner = state.winner
        points = tuple(int(seat == winner) for seat in range(2))
        cells = {"winner": winner, "turned": state.table.turned, "endless": state.endless}
        outcome = state.outcome()
        return HandResult(points, cells, () if outcome is None else (outcome,))

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The packets squared before their owners, the pile fanned in the
        middle and the words under it (``regions.py``)."""
        return regions_module.table_regions(view, regions)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"])


GAME = CamiciaGame()
