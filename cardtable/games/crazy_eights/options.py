"""The options of Crazy Eights: every variation the rule text lists, the
presets that bundle them, and the resolved form a hand reads (``Config``).

Kept apart from the state machine (``state.py``), which only reads a
``Config``: a new variation is declared here, checked here, and used there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.cards import Rank
from ...core.i18n import N_
from ...core.options import OptionError, OptionSpec, Preset
from ...core.reasons import Reason

_RANK_CHOICES = tuple(range(14))
_RANK_LABELS = (N_("off"),) + tuple(Rank(r).noun for r in range(1, 14))  # the nouns are marked in core.cards


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "decks",
        N_("Packs"),
        "choice",
        "auto",
        help=N_(
            'A standard 52-card pack, "or two such packs shuffled together if there '
            'are a lot of players". Automatic: two packs for more than five players.'
        ),
        choices=("auto", "1", "2"),
        choice_labels=(N_("Automatic"), N_("One pack"), N_("Two packs")),
    ),
    OptionSpec(
        "hand_size",
        N_("Cards dealt"),
        "int",
        0,
        help=N_(
            "The dealer deals five cards to each player, seven each if there are "
            'only two players (0 = this standard). "There are variations in the number '
            'of cards dealt."'
        ),
        minimum=0,
        maximum=10,
    ),
    OptionSpec(
        "draw_rule",
        N_("Drawing"),
        "choice",
        "one",
        help=N_(
            'One card: "you may always use your turn to draw a card" and the turn '
            'is over. Until playable: "Others require you to continue drawing until you '
            'can play." Up to a limit: "up to a fixed number of cards, after which if you '
            'still cannot (or will not) play the turn passes".'
        ),
        choices=("one", "until_playable", "up_to_limit"),
        choice_labels=(N_("One card"), N_("Until you can play"), N_("Up to a limit")),
    ),
    OptionSpec(
        "draw_limit",
        N_("Draw limit"),
        "int",
        3,
        help=N_("With drawing up to a limit: the most cards drawn in one turn."),
        minimum=1,
        maximum=10,
    ),
    OptionSpec(
        "play_drawn",
        N_("Play the drawn card"),
        "bool",
        False,
        help=N_(
            '"Some allow the drawn card to be played immediately if it is a legal '
            'play." (With the other drawing rules a drawn card may always be played.)'
        ),
    ),
    OptionSpec(
        "must_play",
        N_("Must play if able"),
        "bool",
        False,
        help=N_('"Some people play that you may only draw if you are unable to play - if you can play you must."'),
    ),
    OptionSpec(
        "last_card",
        N_("Last card"),
        "bool",
        False,
        help=N_(
            '"You must alert the other players when you have just one card left. If '
            "you fail to do so you must draw cards (usually two) from the stock as a "
            'penalty." Say "Last card!" before playing your second-last card.'
        ),
    ),
    OptionSpec(
        "last_card_penalty",
        N_("Last card penalty"),
        "int",
        2,
        help=N_('Cards drawn by a player who goes down to one card without saying "Last card!".'),
        minimum=1,
        maximum=5,
    ),
    OptionSpec(
        "eights",
        N_("Changing suit"),
        "choice",
        "any",
        help=N_(
            'Any time: "an eight can be played at any time and the player can nominate '
            'any suit". Matching: "you can only play an eight that matches (either the '
            'same suit or another eight)". No naming: "you can play an eight at any time '
            'but cannot nominate another suit". Szu Kay Wong\'s rule: any time, "but can '
            "only nominate a different suit if the eight matches the rank or suit of the "
            'previous card".'
        ),
        choices=("any", "matching", "no_nominate", "nominate_if_matching"),
        choice_labels=(
            N_("Any time, name a suit"),
            N_("Only when matching"),
            N_("Any time, no naming"),
            N_("Name a suit only when matching"),
        ),
    ),
    OptionSpec(
        "wild_rank",
        N_("Suit changer"),
        "choice",
        8,
        help=N_(
            '"Some players use jacks or aces rather than eights as the cards which '
            'have the power to change suit." The suit changer scores 50.'
        ),
        choices=(8, 11, 1),
        choice_labels=(N_("Eights"), N_("Jacks"), N_("Aces")),
    ),
    OptionSpec(
        "skip_rank",
        N_("Skip"),
        "choice",
        0,
        help=N_('"When a queen (or some other designated rank) is played, the next player in rotation misses a turn."'),
        choices=_RANK_CHOICES,
        choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "reverse_rank",
        N_("Reverse"),
        "choice",
        0,
        help=N_(
            '"When an ace (or some other designated rank) is played, the direction of '
            'play reverses." With two players it acts as a skip: you play again.'
        ),
        choices=_RANK_CHOICES,
        choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "draw_two_rank",
        N_("Draw two"),
        "choice",
        0,
        help=N_(
            '"When a two is played the next player must either draw two cards or play '
            'another two"; consecutive twos add up, two cards for each.'
        ),
        choices=_RANK_CHOICES,
        choice_labels=_RANK_LABELS,
    ),
    OptionSpec(
        "target",
        N_("Game to"),
        "int",
        100,
        help=N_("The match ends when a player's penalty points reach this total; the lowest total wins."),
        minimum=1,
        maximum=10000,
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "action_cards",
        N_("Crazy Eights with action cards"),
        {"skip_rank": 12, "reverse_rank": 1, "draw_two_rank": 2, "last_card": True},
        N_(
            "Queens skip the next player, aces reverse the direction, twos make the next "
            'player draw two, and you must say "Last card!".'
        ),
    ),
    Preset(
        "draw_until_playable",
        N_("Crazy Eights, draw until you can play"),
        {"draw_rule": "until_playable", "must_play": True},
        N_("You must play if you can; if you cannot, you keep drawing until you can."),
    ),
    Preset(
        "wong_eights",
        N_("Crazy Eights, Szu Kay Wong's eights"),
        {"eights": "nominate_if_matching", "draw_rule": "up_to_limit"},
        N_(
            "An eight may be played at any time but names a new suit only when it matches; "
            "you may draw up to three cards in a turn."
        ),
    ),
)


@dataclass(frozen=True)
class Config:
    """The resolved options of a hand in the form the hot loops read;
    immutable, so clones share it."""

    wild: int
    eights: str
    skip: int
    reverse: int
    draw_two: int
    draw_rule: str
    draw_limit: int
    play_drawn: bool
    must_play: bool
    last_card: bool
    last_card_penalty: int
    hand_size: int
    packs: int

    @classmethod
    def of(cls, players: int, options: Mapping[str, Any]) -> Config:
        return cls(
            wild=options["wild_rank"],
            eights=options["eights"],
            skip=options["skip_rank"],
            reverse=options["reverse_rank"],
            draw_two=options["draw_two_rank"],
            draw_rule=options["draw_rule"],
            draw_limit=options["draw_limit"],
            play_drawn=options["play_drawn"],
            must_play=options["must_play"],
            last_card=options["last_card"],
            last_card_penalty=options["last_card_penalty"],
            hand_size=standard_hand_size(players, options["hand_size"]),
            packs=packs_for(players, options["decks"]),
        )


def standard_hand_size(players: int, chosen: int) -> int:
    """ "Five cards to each player (seven each if there are only two players)",
    unless a size is chosen."""
    if chosen:
        return chosen
    return 7 if players == 2 else 5


def packs_for(players: int, decks: str) -> int:
    """Decision: "a lot of players" means more than five."""
    if decks == "auto":
        return 2 if players > 5 else 1
    return int(decks)


def check_options(players: int, options: Mapping[str, Any]) -> None:
    """Special ranks must differ from each other and from the suit changer,
    and the packs must hold every hand plus the turned-up card."""
    seen: dict[int, str] = {options["wild_rank"]: "wild_rank"}
    for key in ("skip_rank", "reverse_rank", "draw_two_rank"):
        rank = options[key]
        if not rank:
            continue
        if rank in seen:
            raise OptionError(_same_rank(key, seen[rank], Rank(rank)))
        seen[rank] = key
    size = standard_hand_size(players, options["hand_size"])
    packs = packs_for(players, options["decks"])
    if size * players + 1 > 52 * packs:
        raise OptionError(
            Reason.plural(
                "hands_do_not_fit",
                "{players} hands of {size} cards do not fit in {n} pack; deal fewer cards or use two packs",
                "{players} hands of {size} cards do not fit in {n} packs; deal fewer cards",
                players=players,
                size=size,
                n=packs,
            )
        )


def _same_rank(key: str, taken_by: str, rank: Rank) -> Reason:
    """Why the special card ``key`` may not have ``rank``: ``taken_by`` (the
    suit changer or an earlier special card) already has it. One sentence per
    pair, so that each can be translated whole."""
    if key == "skip_rank":
        return Reason.of(
            "same_rank",
            "the skip rank ({rank}) is already the suit changer; give each special card its own rank",
            rank=rank,
        )
    if key == "reverse_rank":
        if taken_by == "skip_rank":
            return Reason.of(
                "same_rank",
                "the reverse rank ({rank}) is already the skip card; give each special card its own rank",
                rank=rank,
            )
        return Reason.of(
            "same_rank",
            "the reverse rank ({rank}) is already the suit changer; give each special card its own rank",
            rank=rank,
        )
    if taken_by == "skip_rank":
        return Reason.of(
            "same_rank",
            "the draw two rank ({rank}) is already the skip card; give each special card its own rank",
            rank=rank,
        )
    if taken_by == "reverse_rank":
        return Reason.of(
            "same_rank",
            "the draw two rank ({rank}) is already the reverse card; give each special card its own rank",
            rank=rank,
        )
    return Reason.of(
        "same_rank",
        "the draw two rank ({rank}) is already the suit changer; give each special card its own rank",
        rank=rank,
    )
