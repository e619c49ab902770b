"""The options of Fan Tan and its family, the presets that name the variations,
and the resolved form a hand reads (``Config``).

One game, many variations: the packs (Double Deck), the deal (all the cards,
or Crazy Tan's seven and a stock), a trump suit (Trump Fan Tan), passing
(Hearts Tan), Crazy Tan's speed-ups, and how a match is scored. Each preset
is the text's variation, and ``check_options`` holds each to its players.

Decision: the defaults follow the text's own recommendations by the number of
players, so that plain "Fan Tan" can be chosen for any table: "For large games
(7 or more players): Double Deck Fan Tan" and "For small games (2-3 players):
Crazy Tan" (for two; three play Fan Tan itself, as its text says they have).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.cards import Suit
from ...core.i18n import N_
from ...core.options import OptionError, OptionSpec, Preset
from ...core.reasons import Reason

#: The standard targets when ``target`` is 0: with Hoyle's settlement this
#: many points for each player (a hand is worth more the more players hold
#: cards: about a dozen hands whatever their number), else hands won.
TARGET_PER_PLAYER = 5
HANDS_TARGET = 5

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "packs",
        N_("Packs"),
        "choice",
        "auto",
        help=N_(
            'Double Deck Fan Tan: two packs, "recommended for seven or more players"; '
            "each seven opens its own row. Automatic: two packs from seven players."
        ),
        choices=("auto", "1", "2"),
        choice_labels=(N_("Automatic"), N_("One pack"), N_("Two packs (Double Deck)")),
    ),
    OptionSpec(
        "deal",
        N_("Deal"),
        "choice",
        "auto",
        help=N_(
            'All the cards are dealt out; Crazy Tan: "deal seven cards to each player", '
            "the rest face down as a stock. Automatic: Crazy Tan for two players, "
            "all the cards for three or more."
        ),
        choices=("auto", "all", "seven"),
        choice_labels=(N_("Automatic"), N_("All the cards"), N_("Seven each and a stock (Crazy Tan)")),
    ),
    OptionSpec(
        "odd_cards",
        N_("Odd cards"),
        "choice",
        "dealt",
        help=N_(
            "Cards that do not share out evenly are dealt round as usual (some players "
            'hold one more), or "simply turn the extra cards face up": they go onto the '
            "rows by themselves as soon as they fit."
        ),
        choices=("dealt", "face_up"),
        choice_labels=(N_("Dealt round"), N_("Turned face up")),
    ),
    OptionSpec(
        "trump",
        N_("Trumps"),
        "choice",
        "none",
        help=N_(
            "Trump Fan Tan: a trump may stand for the card of its rank in another suit; "
            "the card it displaced is then played on the trump row. The last choice takes "
            "the suit of the last card turned face up (spades if none is turned up)."
        ),
        choices=("none", "S", "H", "D", "C", "turned"),
        choice_labels=(
            N_("No trumps"),
            # With their symbol: a bare "Spades" or "Hearts" is the name of
            # a game, translated as that game's name.
            N_("♠ Spades"),
            N_("♥ Hearts"),
            N_("♦ Diamonds"),
            N_("♣ Clubs"),
            N_("The suit of the last turned-up card"),
        ),
    ),
    OptionSpec(
        "turned_trump",
        N_("Turned-up trumps"),
        "choice",
        "trump_row",
        help=N_(
            "When the last turned-up card names trumps, a trump turned up either "
            '"must be played as trump on the trump pile" or "replaces the first card '
            'it can".'
        ),
        choices=("trump_row", "first_place"),
        choice_labels=(N_("Played on the trump row"), N_("Takes the first place it can")),
    ),
    OptionSpec(
        "passing",
        N_("Pass three cards (Hearts Tan)"),
        "bool",
        False,
        help=N_(
            "Hearts-style passing before play: with four players left, right, across, "
            "then no pass; with other numbers to the left skipping none, then one, then "
            "two players..., and no pass on every n-th hand."
        ),
    ),
    OptionSpec(
        "incremental",
        N_("Incremental drawing"),
        "bool",
        False,
        help=N_(
            "Crazy Tan: a player who cannot play draws one card more than the player "
            "before drew (one, two, three...); the count starts again once someone plays."
        ),
    ),
    OptionSpec(
        "runs",
        N_("Runs"),
        "bool",
        False,
        help=N_("Consecutive cards of one suit that all fit may be played at once (one pack only)."),
    ),
    OptionSpec(
        "multiples",
        N_("Multiples"),
        "bool",
        False,
        help=N_("Two or more cards of one rank that can all be played may be played in one turn (one pack only)."),
    ),
    OptionSpec(
        "parallel_runs",
        N_("Parallel runs"),
        "bool",
        False,
        help=N_("With runs and multiples: runs of the same ranks in several suits at once."),
    ),
    OptionSpec(
        "scoring",
        N_("Scoring"),
        "choice",
        "cards",
        help=N_(
            "Each loser pays the winner a point for every card still held (Hoyle's "
            "settlement), or the winner scores a point for the hand."
        ),
        choices=("cards", "hands"),
        choice_labels=(N_("A point per card held, paid to the winner"), N_("A point per hand won")),
    ),
    OptionSpec(
        "match_end",
        N_("Match"),
        "choice",
        "hands",
        help=N_(
            "The match is a fixed number of hands (by default each player deals twice), "
            "the highest total winning, or ends when a player reaches the target."
        ),
        choices=("hands", "target"),
        choice_labels=(N_("A fixed number of hands"), N_("First to the target")),
    ),
    OptionSpec(
        "target",
        N_("Target"),
        "int",
        0,
        help=N_("0: five points for each player with a point per card, five hands won with a point per hand."),
        minimum=0,
        maximum=10000,
    ),
    OptionSpec(
        "hands",
        N_("Hands"),
        "int",
        0,
        help=N_("With a fixed number of hands: how many (0: each player deals twice)."),
        minimum=0,
        maximum=200,
    ),
)

_ONE_PACK = {"packs": "1", "deal": "all"}
_TWO_PACKS = {"packs": "2", "deal": "all"}

PRESETS: tuple[Preset, ...] = (
    Preset(
        "double_deck",
        N_("Double Deck Fan Tan"),
        _TWO_PACKS,
        N_("Two packs for four to ten players: each seven opens its own row, and a play is no longer sure."),
    ),
    Preset(
        "trump",
        N_("Trump Fan Tan"),
        {**_ONE_PACK, "trump": "S"},
        N_("Spades are trumps: a spade may stand for the card of its rank in another suit."),
    ),
    Preset(
        "double_deck_trump",
        N_("Double Deck Trump Fan Tan"),
        {**_TWO_PACKS, "trump": "S"},
        N_("Double Deck and Trump Fan Tan at the same time."),
    ),
    Preset(
        "hearts_tan",
        N_("Hearts Tan"),
        {**_ONE_PACK, "passing": True},
        N_("Pass three cards before each hand, as in Hearts."),
    ),
    Preset(
        "crazy_tan",
        N_("Crazy Tan"),
        {"packs": "1", "deal": "seven", "incremental": True},
        N_("Seven cards each and a stock: play or draw, one more card each time nobody plays."),
    ),
)


@dataclass(frozen=True)
class Config:
    """The resolved options in the form a hand reads: immutable, so clones
    share it. ``trump`` is None without trumps, or when it waits for the
    turned-up cards (``trump_turned``)."""

    packs: int
    stock: bool
    face_up: bool
    trump: Suit | None
    trump_turned: bool
    turned_first_place: bool
    passing: bool
    incremental: bool
    runs: bool
    multiples: bool
    parallel_runs: bool

    @classmethod
    def of(cls, players: int, options: Mapping[str, Any]) -> Config:
        trump = options["trump"]
        return cls(
            packs=packs_for(players, options["packs"]),
            stock=deals_stock(players, options["deal"]),
            face_up=options["odd_cards"] == "face_up",
            trump=None if trump in ("none", "turned") else Suit.parse(trump),
            trump_turned=trump == "turned",
            turned_first_place=options["turned_trump"] == "first_place",
            passing=options["passing"],
            incremental=options["incremental"],
            runs=options["runs"],
            multiples=options["multiples"],
            parallel_runs=options["parallel_runs"],
        )

    @property
    def combos(self) -> bool:
        """Whether several cards may be played in one turn."""
        return self.runs or self.multiples


def packs_for(players: int, packs: str) -> int:
    """ "Double Deck is recommended for seven or more players": automatic."""
    if packs == "auto":
        return 2 if players >= 7 else 1
    return int(packs)


def deals_stock(players: int, deal: str) -> bool:
    """Crazy Tan's seven cards and a stock: chosen, or automatic for two."""
    if deal == "auto":
        return players == 2
    return deal == "seven"


def player_range(players: int, options: Mapping[str, Any]) -> tuple[int, int]:
    """The players the chosen deal is for: one pack dealt out 3 to 6 (the
    text), two packs 4 to 10, Crazy Tan with its stock 2 to 6."""
    if deals_stock(players, options["deal"]):
        return 2, 6
    if packs_for(players, options["packs"]) == 2:
        return 4, 10
    return 3, 6


def target_of(players: int, options: Mapping[str, Any]) -> int:
    """The match's target: the chosen one, or the standard one for the scoring."""
    if options["target"]:
        return int(options["target"])
    return TARGET_PER_PLAYER * players if options["scoring"] == "cards" else HANDS_TARGET


def hands_of(players: int, options: Mapping[str, Any]) -> int:
    """The hands of a fixed-length match: the chosen number, or two deals each."""
    return int(options["hands"]) or 2 * players


def check_options(players: int, options: Mapping[str, Any]) -> None:
    """Each variation with its players, and options that fit together."""
    stock = deals_stock(players, options["deal"])
    packs = packs_for(players, options["packs"])
    if stock and packs == 2:
        raise OptionError(
            Reason.of(
                "crazy_one_pack",
                "Crazy Tan is played with one pack, by two to six players, not {players}",
                players=players,
            )
        )
    low, high = player_range(players, options)
    if not low <= players <= high:
        if stock:
            raise OptionError(
                Reason.of("crazy_players", "Crazy Tan is for two to six players, not {players}", players=players)
            )
        if packs == 2:
            raise OptionError(
                Reason.of(
                    "double_deck_players",
                    "Double Deck Fan Tan is for four to ten players, not {players}",
                    players=players,
                )
            )
        raise OptionError(
            Reason.of(
                "one_pack_players",
                "Fan Tan with one pack is for three to six players, not {players}; two may play Crazy Tan, "
                "seven or more Double Deck",
                players=players,
            )
        )
    if options["trump"] == "turned" and options["odd_cards"] != "face_up":
        raise OptionError(
            Reason.of(
                "turned_needs_face_up",
                "trumps from the last turned-up card need the odd cards turned face up",
            )
        )
    if packs == 2 and (options["runs"] or options["multiples"]):
        raise OptionError(
            Reason.of("combos_one_pack", "runs and multiples are played with one pack, where a suit has one row")
        )
    if options["parallel_runs"] and not (options["runs"] and options["multiples"]):
        raise OptionError(Reason.of("parallel_needs_both", "parallel runs combine runs and multiples: choose both"))
