"""Blackjack: the plugin object (options, the round, the result).

The rule text is "Blackjack or 21" in ``shared/seeds/001_...`` with the
Blackjack lines of ``shared/rules/NOTES.md``. A hand of the match is one
round at the table; the match is ``rounds`` rounds, and each seat's score is
its net chips won (its bankroll is the option ``bankroll`` plus that score).
The shoe lasts from round to round (``shoe.py``).

The dealer is the house, not a seat: ``dealer_of`` is always seat 0 to keep
the contract's number, and nothing reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.options import OptionError
from ...core.reasons import Reason
from ...core.regions import Region
from . import regions as regions_module
from .moves import BET_STEP
from .options import OPTION_SPECS, PRESETS
from .settle import dealer_word, settle_insurance
from .shoe import start_of_round
from .state import BlackjackState

#: The boxes at the table: seat 0 may play several, every other seat one.
MAX_BOXES = 7


class BlackjackGame(Game):
    id = "blackjack"
    name = N_("Blackjack")
    family = "banking"
    min_players = 1
    max_players = 7
    default_players = 3
    agent = ".ai:NormalAgent"
    easy = ".ai:EasyAgent"
    hard = ".ai:BasicStrategyAgent"
    expert = ".ai:ExpertAgent"
    sheet = ".sheet:BlackjackSheet"
    view = ".view:make_score_view"
    house_deals = True
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = N_(
        "Casino 21 against the dealer: come nearer to 21 than the dealer's hand without going over; "
        "hit, stand, double, split and insure."
    )

    def check_options(self, players: int, options: Mapping[str, Any]) -> None:
        """Seven boxes at most; limits in whole steps of 10, the smallest
        bet no larger than the largest."""
        if players - 1 + options["boxes"] > MAX_BOXES:
            raise OptionError(
                Reason.of(
                    "bj_too_many_boxes",
                    "The table has {most} boxes: with {players} players you may play at most {boxes}.",
                    most=MAX_BOXES,
                    players=players,
                    boxes=MAX_BOXES - players + 1,
                )
            )
        if options["min_bet"] % BET_STEP or options["max_bet"] % BET_STEP:
            raise OptionError(Reason.of("bj_limits_step", "The table's limits are multiples of {step}.", step=BET_STEP))
        if options["min_bet"] > options["max_bet"]:
            raise OptionError(Reason.of("bj_limits_order", "The smallest bet is larger than the largest."))

    def new_hand(
        self, players: int, options: Mapping[str, Any] | None, seed: int | str, context: HandContext | None = None
    ) -> BlackjackState:
        """A round: the bets first, from the shoe the last round left (or a
        new shuffle)."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        shoe = start_of_round(resolved["decks"], seed, context.number, context.earlier)
        return BlackjackState(players, resolved, seed, context, shoe)

    def dealer_of(self, players: int, options: Mapping[str, Any], number: int, first_dealer: int) -> int:
        """The house deals every round: seat 0 stands for it."""
        return 0

    def hand_result(self, state: GameState) -> HandResult:
        """Each seat's net chips; the cells the sheet keeps (bets, stakes,
        results, chips after the round, the dealer's hand, each hand's
        outcome, insurance) and the shoe's state for the next round."""
        assert isinstance(state, BlackjackState)
        players = state.players
        results = state.seat_results()
        bets, insurance = [0] * players, [0] * players
        outcomes: list[list[str | None]] = [[] for _ in range(players)]
        for box, seat in enumerate(state.box_seats):
            bets[seat] += state.bets[box]
            outcomes[seat].extend(hand["outcome"] for hand in state.hands[box])
            insurance[seat] += settle_insurance(state.insurance[box], state.dealer)
        scores = state.context.scores or (0,) * players
        cells = {
            "bets": tuple(bets),
            "staked": tuple(state.staked),
            "results": tuple(results),
            "chips": tuple(state.options["bankroll"] + scores[s] + results[s] for s in range(players)),
            "dealer": dealer_word(state.dealer),
            "outcomes": tuple(tuple(words) for words in outcomes),
            "insurance": tuple(insurance),
            "shoe_round": state.shoe_round,
            "shoe_used": state.dealt,
            "reshuffle": state.cut_out,
        }
        summary = tuple(_summary(seat, results[seat]) for seat in range(players))
        return HandResult(tuple(results), cells, summary)

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """The whole table as one board: the dealer's row over the boxes'
        arc (``regions.py``)."""
        return regions_module.table_regions(view, regions)

    def expand_rules(self, text: str) -> str:
        """The page's chart markers become the charts computed for their rules."""
        from .rules_page import expand_charts  # the strategy is computed only when the page is read

        return expand_charts(text)

    def rules_pending(self, text: str) -> bool:
        from .rules_page import charts_pending

        return charts_pending(text)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        """A fixed number of rounds; the most chips won wins."""
        return MatchRules(hands=options["rounds"])


def _summary(seat: int, chips: int) -> Reason:
    """What a seat won or lost this round, in a sentence."""
    if chips > 0:
        return Reason.plural(
            "bj_won",
            "{seat} won {n} chip.",
            "{seat} won {n} chips.",
            n=chips,
            you=("You won {n} chip.", "You won {n} chips."),
            seat=seat,
        )
    if chips < 0:
        return Reason.plural(
            "bj_lost",
            "{seat} lost {n} chip.",
            "{seat} lost {n} chips.",
            n=-chips,
            you=("You lost {n} chip.", "You lost {n} chips."),
            seat=seat,
        )
    return Reason.of("bj_even", "{seat} broke even.", you="You broke even.", seat=seat)


GAME = BlackjackGame()
