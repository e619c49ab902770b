"""Blackjack's options and presets (the agreed table rules, the limits and
the bankroll)."""

from __future__ import annotations

from ...core.i18n import N_
from ...core.options import OptionSpec, Preset
from .table_rules import DOUBLE_9_11, DOUBLE_10_11, DOUBLE_ANY, HOLE_EUROPEAN, HOLE_PEEK

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "boxes",
        N_("Boxes you play"),
        "int",
        1,
        minimum=1,
        maximum=3,
        help=N_("How many boxes you bet on and play each round; every other player plays one."),
    ),
    OptionSpec("decks", N_("Decks in the shoe"), "int", 6, minimum=1, maximum=8),
    OptionSpec(
        "penetration",
        N_("Cut card at (% of the shoe)"),
        "int",
        75,
        minimum=50,
        maximum=90,
        help=N_("When the cut card comes out, the round is finished and the shoe is shuffled."),
    ),
    OptionSpec("hits_soft_17", N_("Dealer hits soft 17"), "bool", False),
    OptionSpec(
        "hole_card",
        N_("Hole card"),
        "choice",
        HOLE_PEEK,
        choices=(HOLE_PEEK, HOLE_EUROPEAN),
        choice_labels=(N_("Hole card, peeked for blackjack"), N_("No hole card (European)")),
    ),
    OptionSpec(
        "double_on",
        N_("Double on"),
        "choice",
        DOUBLE_ANY,
        choices=(DOUBLE_ANY, DOUBLE_9_11, DOUBLE_10_11),
        choice_labels=(N_("Any two cards"), N_("9, 10 or 11"), N_("10 or 11")),
    ),
    OptionSpec("double_after_split", N_("Double after a split"), "bool", True),
    OptionSpec(
        "max_hands",
        N_("Hands from splits, at most"),
        "int",
        4,
        minimum=2,
        maximum=4,
        help=N_("2 means a pair may be split once, not again."),
    ),
    OptionSpec("split_tens", N_("Split any two ten-value cards"), "bool", True),
    OptionSpec("resplit_aces", N_("Split aces again"), "bool", False),
    OptionSpec(
        "surrender",
        N_("Late surrender"),
        "bool",
        False,
        help=N_("Give up half your bet instead of playing the hand, after the dealer has checked for blackjack."),
    ),
    OptionSpec(
        "blackjack_pays",
        N_("Blackjack pays"),
        "choice",
        "3:2",
        choices=("3:2", "6:5"),
        choice_labels=(N_("3 to 2"), N_("6 to 5")),
    ),
    OptionSpec("dealer_blackjack_wins", N_("The dealer's blackjack beats yours"), "bool", False),
    OptionSpec("min_bet", N_("Smallest bet"), "int", 10, minimum=10, maximum=100),
    OptionSpec("max_bet", N_("Largest bet"), "int", 500, minimum=50, maximum=5000),
    OptionSpec(
        "bankroll",
        N_("Your chips"),
        "int",
        1000,
        minimum=0,
        maximum=1_000_000,
        help=N_("The chips every player starts the match with."),
    ),
    OptionSpec("rounds", N_("Rounds"), "int", 20, minimum=5, maximum=200),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "european",
        N_("European Blackjack"),
        {"hole_card": HOLE_EUROPEAN, "double_on": DOUBLE_9_11, "max_hands": 2},
        N_("No hole card: the dealer's second card comes after the players; doubles on 9, 10 or 11; one split."),
    ),
    Preset(
        "single_deck",
        N_("Single-deck Blackjack"),
        {"decks": 1, "blackjack_pays": "6:5", "hits_soft_17": True},
        N_("One deck, blackjack pays 6 to 5, and the dealer hits soft 17."),
    ),
)
