"""Fan Tan and its family: the plugin object (the deal, the score, the match).

The rule texts, "Fan Tan from Hoyle's Book of Games" and its variations
(Double Deck, Double Deck Trump, Crazy Tan, Hearts Tan, Trump Fan Tan), are in
``shared/seeds/001_...``; one game, with each variation a preset
(``options.py``). The hand is ``state.py``.

Scoring a match. The texts name only the winner of a hand: "The winner is
the first player who has played all of his or her cards." Decision, the
default: each loser pays the winner one point for every card still in hand
(Hoyle's settlement for Fan Tan, in points instead of chips), so a hand's
points sum to zero. Every hand then matters to every player down to the
last card, as the text's advice does ("play an ace or a king ... this will
also get rid of a card in your hand"), where a point for the winner alone leaves the others nothing to play
for once one player is sure to go out. Because a hand's stake grows with the
number of players (losers hold more cards), no one target suits every table:
by default the match is a fixed number of hands, every player dealing twice,
the highest total winning, a known length in which each player starts as
often as the others. Options: a point per hand won, and a match to a target
(0: five points a player with the settlement, about a dozen hands at any
table, or five hands won).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.cards import Card, french_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.reasons import Reason
from ...core.regions import Region
from ...engines.tricks import deal_round
from . import regions as regions_module
from .options import OPTION_SPECS, PRESETS, Config, check_options, hands_of, target_of
from .state import FanTanState

CRAZY_HAND = 7  # "For the basic game, deal seven cards to each player."


class FanTanGame(Game):
    id = "fan_tan"
    name = N_("Fan Tan")
    family = "shedding"
    min_players = 2
    max_players = 10
    default_players = 4
    agent = ".ai:FanTanAgent"
    sheet = ".sheet:FanTanSheet"
    playout = ".ai:playout_move"
    utility = ".ai:search_utility"
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = N_(
        "Sevens open the rows; build each suit down to the ace and up to the king. "
        "Play if you can, pass if you cannot: the first out of cards wins."
    )

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Each variation with its players (``options.check_options``)."""
        check_options(players, options)

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> FanTanState:
        """ "Shuffle, cut, and deal the deck out to all of the players", one
        card at a time from the dealer's left; Crazy Tan deals seven each and
        keeps the rest as a face-down stock."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        config = Config.of(players, resolved)
        deck = shuffled(french_deck(config.packs), random.Random(seed))
        dealer = context.dealer % players
        stock: list[Card] = []
        turned: list[Card] = []
        if config.stock:
            dealt = CRAZY_HAND * players
            stock = deck[dealt:]
            deck = deck[:dealt]
        elif config.face_up:
            even = len(deck) - len(deck) % players
            turned = deck[even:]
            deck = deck[:even]
        hands = deal_round(deck, players, dealer)
        return FanTanState(players, resolved, seed, context, hands, stock, turned)

    def hand_result(self, state: GameState) -> HandResult:
        """The winner scores: the others' cards (each loser paying its own),
        or a point for the hand."""
        assert isinstance(state, FanTanState)
        winner = state.winner
        assert winner is not None, "a hand of Fan Tan ends when a player goes out"
        held = tuple(len(hand) for hand in state.hands)
        if state.options["scoring"] == "cards":
            points = tuple(sum(held) if seat == winner else -held[seat] for seat in range(state.players))
        else:
            points = tuple(int(seat == winner) for seat in range(state.players))
        summary = (Reason.of("went_out_first", "{seat} went out first.", you="You went out first.", seat=winner),)
        return HandResult(points, {"winner": winner, "cards_left": held, "points": points}, summary)

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The rows as one board, each card at its rank's place (``regions.py``)."""
        return regions_module.table_regions(view, regions)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        if options["match_end"] == "hands":
            return MatchRules(hands=hands_of(players, options))
        return MatchRules(target=target_of(players, options))


GAME = FanTanGame()
