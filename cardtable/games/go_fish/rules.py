"""Go Fish and Authors: the plugin object (options, the deal, the score).

The rule texts are "Go Fish" (with its variations) and "Authors" in
``shared/seeds/001_...``, and the Go Fish line of ``shared/rules/NOTES.md``.
One game: each variation is an option, Authors a preset (no stock, play on
until all thirteen books are made). The hand is ``state.py``.

Scoring. "The winner is the player who then has the most books": by default
a match is that one hand, each book a point, and players tied for the most
books share the win (``Match.winners`` names every seat with the best total).
"You may play a series of hands, scoring one point for each book you make"
until someone reaches a target: the option ``scoring``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.cards import Card, french_deck, shuffled
from ...core.game import Game, GameState, HandContext, HandResult, MatchRules, View
from ...core.i18n import N_
from ...core.options import OptionSpec, Preset
from ...core.reasons import Reason
from ...core.regions import Region
from .regions import table_regions
from .state import GoFishState

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "ask_for",
        N_("Asking"),
        "choice",
        "rank",
        help=N_(
            '"Some people play that rather than asking for a rank, you must ask for a specific card. '
            'You must already hold at least one card of that rank."'
        ),
        choices=("rank", "card"),
        choice_labels=(N_("Ask for a rank"), N_("Ask for a specific card")),
    ),
    OptionSpec(
        "bluff",
        N_("May ask for a card you hold"),
        "bool",
        False,
        help=N_(
            "When asking for specific cards: whether you may ask for a card you already hold, "
            "to mislead the others (you will have to fish and your turn will end)."
        ),
    ),
    OptionSpec(
        "play_out",
        N_("Go on until all thirteen books are made"),
        "bool",
        False,
        help=N_(
            '"When the stock runs out, you carry on playing until all the cards have been made into books." '
            "A player whose hand is empty draws from the stock when the turn comes."
        ),
    ),
    OptionSpec(
        "stock",
        N_("Stock to fish from"),
        "bool",
        True,
        help=N_(
            "Five cards each (seven each for two players) and the rest face down as a stock. "
            "Without a stock all the cards are dealt out as equally as possible and a miss "
            "passes the turn to the player asked."
        ),
    ),
    OptionSpec(
        "scoring",
        N_("Scoring"),
        "choice",
        "hand",
        help=N_(
            "One hand, won by the most books; or a series of hands, a point a book, until a player reaches the target."
        ),
        choices=("hand", "points"),
        choice_labels=(N_("One hand: most books wins"), N_("A point a book, to a target")),
    ),
    OptionSpec(
        "target",
        N_("Target"),
        "int",
        10,
        help=N_("With a point a book: the score that wins the game."),
        minimum=1,
        maximum=100,
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "authors",
        N_("Authors"),
        {"stock": False, "play_out": True},
        N_(
            "Go Fish without the stock: all the cards are dealt, a miss passes the turn "
            "to the player asked, and play goes on until all the books are made."
        ),
    ),
)


class GoFishGame(Game):
    id = "go_fish"
    name = N_("Go Fish")
    family = "fishing"
    min_players = 2
    max_players = 6
    default_players = 4
    agent = ".ai:GoFishAgent"
    easy = ".ai:ForgetfulAgent"
    hard = ".reasoning:ReasoningAgent"
    sheet = ".sheet:GoFishSheet"
    playout = ".search:playout_move"
    utility = ".search:search_utility"
    option_specs = OPTION_SPECS
    presets = PRESETS
    description = N_(
        "Ask the other players for the ranks you hold and fish from the stock when they have none: "
        "the most books of four wins."
    )

    def new_hand(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int | str,
        context: HandContext | None = None,
    ) -> GoFishState:
        """ "The dealer deals 5 cards to each player (7 each for 2 players). The
        remaining cards are placed face down to form a stock." Without one, "all
        the cards are dealt out as equally as possible": one at a time from the
        dealer's left, so the extra cards go to the first players there."""
        resolved = self.resolve(players, options)
        context = context or HandContext(0, 0, (0,) * players)
        deck = shuffled(french_deck(), random.Random(seed))
        dealer = context.dealer % players
        dealt = (7 if players == 2 else 5) * players if resolved["stock"] else len(deck)
        hands: list[list[Card]] = [[] for _ in range(players)]
        for index in range(dealt):
            hands[(dealer + 1 + index) % players].append(deck.pop())
        return GoFishState(players, resolved, seed, context, hands, deck)

    def hand_result(self, state: GameState) -> HandResult:
        """A point a book; the most books win the hand (ties share it)."""
        assert isinstance(state, GoFishState)
        books = tuple(len(made) for made in state.books)
        best = max(books)
        summary = tuple(
            Reason.of("most_books", "{seat} made the most books.", you="You made the most books.", seat=seat)
            if books.count(best) == 1
            else Reason.of(
                "shared_books",
                "{seat} shares the most books.",
                you="You share the most books.",
                seat=seat,
            )
            for seat in range(state.players)
            if books[seat] == best
        )
        return HandResult(books, {"books": books}, summary)

    def table_regions(self, view: View, regions: list[Region]) -> list[Region]:
        """Each seat's books fanned book by book beside its plate, and room for
        the last asks' words on the felt (``regions.py``)."""
        return table_regions(view, regions)

    def match_rules(self, players: int, options: Mapping[str, Any]) -> MatchRules:
        if options["scoring"] == "points":
            return MatchRules(target=options["target"])
        return MatchRules(hands=1)


GAME = GoFishGame()
