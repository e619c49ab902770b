"""Crazy Eights: the plugin object (scoring, the deal, the match).

The rule text is "Crazy Eights, contribution from Szu Kay Wong" in
``shared/seeds/001_...``: the basic game is the default and every variation
it lists is an option (``options.py``). The state machine of a hand is
``state.py``; where the text is silent we took a decision, marked
"Decision:" there and repeated in ``rules.md``. The names other modules
imported from here before the split are still importable from here.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.cards import Card, french_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules
from ...core.i18n import N_
from ...core.reasons import Reason
from ...engines import shedding
from .moves import CALL, DRAW, MAX_REBUILDS, PASS, STOCK_PLACE
from .options import (
    OPTION_SPECS,
    PRESETS,
    Config,
    check_options,
    packs_for,
    standard_hand_size,
)
from .state import CrazyEightsState

__all__ = [
    "CALL",
    "DRAW",
    "GAME",
    "MAX_REBUILDS",
    "OPTION_SPECS",
    "PASS",
    "PRESETS",
    "STOCK_PLACE",
    "Config",
    "CrazyEightsGame",
    "CrazyEightsState",
    "card_points",
    "packs_for",
    "standard_hand_size",
]


def card_points(card: Card, wild_rank: int = 8) -> int:
    """ "50 for an eight, 10 for a picture, and spot cards at face value"; the
    suit changer scores the eight's 50 whatever its rank."""
    return shedding.wild_penalty_value(card, wild_rank)


class CrazyEightsGame(Game):
    id = "crazy_eights"
    name = N_("Crazy Eights")
    family = "shedding"
    min_players = 2
    max_players = 8
    default_players = 4
    agent = ".ai:CrazyEightsAgent"
    playout = ".ai:playout_move"
    utility = ".ai:search_value"
    sheet = ".sheet:CrazyEightsSheet"
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = N_(
        "Get rid of your cards by matching the rank or suit of the discard; eights are wild and name the next suit."
    )

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Special ranks differ, and the packs hold every hand (``options.check_options``)."""
        check_options(players, options)

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> CrazyEightsState:
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        config = Config.of(players, resolved)
        rng = random.Random(seed)
        deck = shuffled(french_deck(config.packs), rng)
        dealer = context.dealer % players
        hands: list[list[Card]] = [[] for _ in range(players)]
        # Dealt singly, starting with the player to the dealer's left.
        for index in range(config.hand_size * players):
            hands[(dealer + 1 + index) % players].append(deck.pop())
        discard = [deck.pop()]
        return CrazyEightsState(players, resolved, seed, context, hands, deck, discard, (dealer + 1) % players)

    def hand_result(self, state: GameState) -> HandResult:
        assert isinstance(state, CrazyEightsState)
        wild = state.config.wild
        penalties = tuple(
            0 if seat == state.winner else shedding.hand_penalty(hand, lambda c: card_points(c, wild))
            for seat, hand in enumerate(state.hands)
        )
        if state.winner is not None:
            summary = (Reason.of("went_out", "{seat} went out.", you="You went out.", seat=state.winner),)
        else:
            summary = (Reason.of("blocked", "Nobody can play or draw: the hand is blocked."),)
        cells = {
            "cards_left": tuple(len(hand) for hand in state.hands),
            "penalty": penalties,
            "winner": state.winner,
        }
        return HandResult(penalties, cells, summary)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        return MatchRules(target=options["target"], lowest_wins=True)


GAME = CrazyEightsGame()
