"""The Fan Tan score sheet: who went out, the cards the others still held.

"The winner is the first player who has played all of his or her cards."
So a row holds exactly that: who went out, and how many cards each other
player still held. What a hand is worth follows from the match's scoring
(``rules.py``): by default Hoyle's settlement, each loser paying the winner
a point for every card still held, or a point for the hand won. The match
is a fixed number of hands (by default each player deals twice) or ends at
a target; the highest total wins.

A sheet asks four things: the deal (the game's packs, deal and odd cards in
one choice), the scoring (the game's own option, under its name), and the
match's target or number of hands (two numbers, where the game has three
options: fewer to set by hand, and a new-sheet form short enough for a small
screen). A match played in the app gives them all (``options_for_match``).
What the deal allows a player to hold is ``Deal``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_
from ...core.match import Match
from ...core.messages import listed, words
from ...core.options import OptionSpec, resolve_options
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, seat_or_none, unreadable_columns, whole, whole_per_column
from ...sheets.model import Cell, Column, Field, Sheet, signed
from .options import OPTION_SPECS, check_options, deals_stock, packs_for

PACK = 52
CRAZY_HAND = 7  # "For the basic game, deal seven cards to each player."


@dataclass(frozen=True)
class Deal:
    """What the deal lets a player hold when the hand ends.

    Every card dealt, one pack or two: a hand only shrinks (a play takes a
    card away, a pass keeps the hand, Hearts Tan's passing gives three for
    three), so no one holds more than they were dealt, ``dealt`` or, for
    the ``extra`` players who got one of the odd cards, one more; cards
    turned face up are nobody's. Crazy Tan: seven each, the rest a stock
    drawn from, so a player holds at most the seven dealt and the whole
    stock. In both, the player who went out has put on the table at least
    the cards dealt to them, so the others hold at most every card in play
    but those: ``total``.

    These are the limits the deal sets, and a row beyond them is refused.
    With every card dealt they are the deal's own counts; in Crazy Tan they
    are a bound, far above what play usually leaves (how much a player draws
    depends on the cards and on the others' plays, which a sheet does not
    know), so a row within them may still be one no play could give."""

    players: int
    dealt: int  # the fewest cards dealt to a player
    extra: int  # how many players were dealt one card more
    stock: int  # Crazy Tan's stock, 0 when every card is dealt

    @classmethod
    def of(cls, players: int, options: Mapping[str, Any]) -> Deal:
        """The deal of the game's ``options`` (packs, deal, odd cards) for
        ``players``; never raises (a stored sheet may hold a deal no game
        allows: the counts stay whole)."""
        players = max(1, players)
        packs = packs_for(players, str(options.get("packs", "auto")))
        cards = PACK * packs
        if deals_stock(players, str(options.get("deal", "auto"))):
            dealt = min(CRAZY_HAND, PACK // players)
            return cls(players, dealt, 0, PACK - dealt * players)
        dealt = cards // players
        extra = 0 if options.get("odd_cards") == "face_up" else cards % players
        return cls(players, dealt, extra, 0)

    @property
    def drawing(self) -> bool:
        return self.stock > 0

    @property
    def most(self) -> int:
        """The most cards one player can still hold."""
        if self.drawing:
            return self.dealt + self.stock
        return self.dealt + (1 if self.extra else 0)

    @property
    def total(self) -> int:
        """The most cards the players who did not go out can hold together."""
        return self.dealt * self.players + self.extra + self.stock - self.dealt


#: The sheet's "dealt" choices, as the game's options they stand for.
DEALS: dict[str, dict[str, str]] = {
    "auto": {"packs": "auto", "deal": "auto", "odd_cards": "dealt"},
    "one": {"packs": "1", "deal": "all", "odd_cards": "dealt"},
    "one_up": {"packs": "1", "deal": "all", "odd_cards": "face_up"},
    "two": {"packs": "2", "deal": "all", "odd_cards": "dealt"},
    "two_up": {"packs": "2", "deal": "all", "odd_cards": "face_up"},
    "seven": {"packs": "1", "deal": "seven", "odd_cards": "dealt"},
}


def dealt_of(players: int, options: Mapping[str, Any]) -> str:
    """The sheet's "dealt" choice for a game's resolved ``options``."""
    if deals_stock(players, options["deal"]):
        return "seven"
    name = "two" if packs_for(players, options["packs"]) == 2 else "one"
    return name + "_up" if options["odd_cards"] == "face_up" else name


def _scoring() -> OptionSpec:
    return next(spec for spec in OPTION_SPECS if spec.name == "scoring")


SHEET_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "dealt",
        N_("Deal"),
        "choice",
        "auto",
        help=N_("Automatic, as the game deals: Crazy Tan for two players, one pack up to six, two from seven."),
        choices=tuple(DEALS),
        choice_labels=(
            N_("Automatic"),
            N_("One pack, all dealt"),
            N_("One pack, the odd cards face up"),
            N_("Two packs, all dealt"),
            N_("Two packs, the odd cards face up"),
            N_("Seven each and a stock (Crazy Tan)"),
        ),
    ),
    _scoring(),
    OptionSpec(
        "match_target",
        N_("Target"),
        "int",
        0,
        help=N_("0: a fixed number of hands. The game's own targets: five points a player, or five hands won."),
        minimum=0,
        maximum=10000,
    ),
    OptionSpec(
        "match_hands",
        N_("Hands"),
        "int",
        0,
        help=N_("Without a target, the match's length (0: each player deals twice)."),
        minimum=0,
        maximum=200,
    ),
)


class FanTanSheet(RunningSheet):
    """Cards left and points per player; settlement or hands won; a fixed
    number of hands or a target."""

    id = "fan_tan"
    name = N_("Fan Tan")
    min_players = 2
    max_players = 10
    option_specs = SHEET_OPTIONS
    player_columns = (Column("cards", N_("Cards left")), Column("points", N_("Points")))

    # -- the session's shape -------------------------------------------------
    def resolve(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The columns and options, held to what the game allows: the same
        players for each deal as at the table (Crazy Tan is for two to six,
        one pack dealt out three to six, two packs four to ten)."""
        resolved = super().resolve(players, options)
        check_options(players, {**resolve_options(OPTION_SPECS, None), **DEALS[resolved["dealt"]]})
        return resolved

    def options_for_match(self, match: Match, columns: int) -> dict[str, Any]:
        """The match's deal, scoring, and its target or number of hands."""
        rules = match.rules
        return {
            "dealt": dealt_of(match.players, match.options),
            "scoring": match.options["scoring"],
            "match_target": rules.target or 0,
            "match_hands": rules.hands or 0,
        }

    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def deal(self, sheet: Sheet) -> Deal:
        return Deal.of(len(sheet.players), DEALS[self.options(sheet)["dealt"]])

    def by_cards(self, sheet: Sheet) -> bool:
        """Hoyle's settlement (a point per card held), else a point per hand."""
        return bool(self.options(sheet)["scoring"] == "cards")

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        options = self.options(sheet)
        if options["match_target"]:
            return int(options["match_target"]), None, False
        return None, int(options["match_hands"]) or 2 * len(sheet.players), False

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        most = self.deal(sheet).most
        return (
            Field(
                "winner",
                N_("Went out"),
                "seat",
                help=N_("The first player to play all of their cards: the hand ends there."),
            ),
            Field(
                "cards_left",
                N_("Cards left"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=most,
                help=words(
                    N_(
                        "How many cards each player still held: 0 for the player who went out, "
                        "1 to {most} for the others with this deal."
                    ),
                    most=most,
                ),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        problems: list[Reason] = []
        winner = seat_or_none(entry.get("winner"), columns)
        chosen = entry.get("winner")
        if isinstance(chosen, (list, tuple)) and len(chosen) > 1:
            problems.append(
                Reason.of(
                    "fan_tan_winners",
                    "Only one player goes out: the hand ends as soon as the first has played all of their cards.",
                )
            )
        elif chosen is None:
            problems.append(
                Reason.of(
                    "fan_tan_winner_missing",
                    "Choose who went out: a hand of Fan Tan ends when one player has played all of their cards.",
                )
            )
        elif winner is None:
            problems.append(Reason.of("fan_tan_winner_seat", "The player who went out is not at this table."))
        unreadable = unreadable_columns(entry, "cards_left", columns)
        for seat in unreadable:
            problems.append(
                Reason.of(
                    "fan_tan_cards_number",
                    "Enter how many cards {seat} still held as a whole number.",
                    you="Enter how many cards you still held as a whole number.",
                    seat=seat,
                )
            )
        held = whole_per_column(entry, "cards_left", columns)
        problems += self._holding_problems(sheet, winner, held, unreadable)
        return problems

    def _holding_problems(
        self, sheet: Sheet, winner: int | None, held: Sequence[int | None], unreadable: Sequence[int]
    ) -> list[Reason]:
        """Each player's cards against the deal, then the losers' together."""
        deal = self.deal(sheet)
        problems: list[Reason] = []
        losers: list[int] = []
        empty: list[int] = []  # players other than the winner said to hold nothing
        for seat, count in enumerate(held):
            if seat == winner:
                if count not in (None, 0):
                    problems.append(
                        Reason.of(
                            "fan_tan_winner_holds",
                            "{seat} went out, so holds no cards.",
                            you="You went out, so you hold no cards.",
                            seat=seat,
                        )
                    )
            elif count is None:
                if seat not in unreadable and winner is not None:
                    problems.append(
                        Reason.of(
                            "fan_tan_cards_missing",
                            "Enter how many cards {seat} still held.",
                            you="Enter how many cards you still held.",
                            seat=seat,
                        )
                    )
            elif count < 0:
                problems.append(
                    Reason.of(
                        "fan_tan_cards_negative",
                        "{seat} cannot hold {count} cards: a player holds 0 cards or more.",
                        you="You cannot hold {count} cards: a player holds 0 cards or more.",
                        seat=seat,
                        count=number(count),
                    )
                )
            elif count == 0:
                empty.append(seat)
            elif count > deal.most:
                problems.append(_too_many(deal, seat, count))
            else:
                losers.append(count)
        if winner is not None and len(empty) == 1:
            problems.append(_second_out(empty[0], winner))
        elif winner is not None and empty:
            problems.append(
                Reason.plural(
                    "fan_tan_second_out",
                    "{n} player besides {seat} holds no cards, but only one player goes out.",
                    "{n} players besides {seat} hold no cards, but only one player goes out.",
                    n=len(empty),
                    you=(
                        "{n} player besides you holds no cards, but only one player goes out.",
                        "{n} players besides you hold no cards, but only one player goes out.",
                    ),
                    seat=winner,
                )
            )
        if problems or winner is None:
            return problems
        return _together(deal, losers)

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        """Settlement: each loser pays the winner a point per card held (a
        hand's points sum to zero); else a point to the winner. No winner
        (a row still to be corrected): nobody scores."""
        columns = len(sheet.players)
        winner = seat_or_none(entry.get("winner"), columns)
        if winner is None:
            return (0,) * columns
        if not self.by_cards(sheet):
            return tuple(int(seat == winner) for seat in range(columns))
        held = [max(0, count or 0) for count in whole_per_column(entry, "cards_left", columns)]
        held[winner] = 0
        paid = sum(held)
        return tuple(paid if seat == winner else -count for seat, count in enumerate(held))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        columns = len(sheet.players)
        winner = seat_or_none(entry.get("winner"), columns)
        held = whole_per_column(entry, "cards_left", columns)
        went_out = words(N_("went out"))
        cards = tuple(
            Cell(words(N_("out")), strong=True, tip=went_out)
            if seat == winner
            else Cell("" if held[seat] is None else number(held[seat] or 0))
            for seat in range(columns)
        )
        show = signed if self.by_cards(sheet) else number
        return {
            "cards": cards,
            "points": tuple(
                Cell(show(value), strong=seat == winner, tip=went_out if seat == winner else "")
                for seat, value in enumerate(points)
            ),
        }

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """The hands each player has won (with the settlement, where the
        totals do not say it), then how the match ends, until it has."""
        lines: list[Reason] = []
        if sheet.rows and self.by_cards(sheet):
            won = self.hands_won(sheet)
            tally = listed(
                Reason.of("fan_tan_won_by", "{seat} {n}", seat=seat, n=count) for seat, count in enumerate(won)
            )
            lines.append(Reason.of("fan_tan_hands_won", "Hands won: {tally}.", tally=tally))
        if winners:
            return tuple(lines)
        target, hands, _ = self.match_end(sheet)
        if hands is not None:
            left = max(0, hands - len(sheet.rows))
            lines.append(
                Reason.plural(
                    "fan_tan_hands_left",
                    "A match of {hands} hands: {n} hand to play; the highest total wins.",
                    "A match of {hands} hands: {n} hands to play; the highest total wins.",
                    n=left,
                    hands=hands,
                )
            )
        elif target is not None and self.by_cards(sheet):
            lines.append(
                Reason.plural(
                    "fan_tan_target_points",
                    "The match ends when a player reaches {n} point; the highest total wins.",
                    "The match ends when a player reaches {n} points; the highest total wins.",
                    n=target,
                )
            )
        elif target is not None:
            lines.append(
                Reason.plural(
                    "fan_tan_target_hands",
                    "The match ends when a player has won {n} hand.",
                    "The match ends when a player has won {n} hands.",
                    n=target,
                )
            )
        return tuple(lines)

    def hands_won(self, sheet: Sheet) -> list[int]:
        """How many hands each column has won so far."""
        columns = len(sheet.players)
        won = [0] * columns
        for entry in sheet.rows:
            winner = seat_or_none(entry.get("winner"), columns)
            if winner is not None:
                won[winner] += 1
        return won

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold "winner" and "cards_left" per seat; the
        points follow from them and the sheet's scoring, as the game's do."""
        cells = result.cells
        held = cells.get("cards_left", ())
        return {
            "winner": whole(cells.get("winner")),
            "cards_left": [whole(count) for count in held] if isinstance(held, (list, tuple)) else [],
        }


def _second_out(seat: int, winner: int) -> Reason:
    """A second player with no cards: the hand ended with the first out."""
    return Reason.of(
        "fan_tan_second_out",
        "{seat} holds no cards, but {other} went out: every other player still holds at least one.",
        you="You hold no cards, but {other} went out: every other player still holds at least one.",
        you_other="{seat} holds no cards, but you went out: every other player still holds at least one.",
        seat=seat,
        other=winner,
    )


def _too_many(deal: Deal, seat: int, count: int) -> Reason:
    if deal.drawing:
        return Reason.plural(
            "fan_tan_cards_most",
            "{seat} cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, "
            "so no one holds more than {most}.",
            "{seat} cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, "
            "so no one holds more than {most}.",
            n=count,
            you=(
                "You cannot hold {n} card: each player is dealt {dealt} and the stock holds {stock}, "
                "so no one holds more than {most}.",
                "You cannot hold {n} cards: each player is dealt {dealt} and the stock holds {stock}, "
                "so no one holds more than {most}.",
            ),
            seat=seat,
            dealt=deal.dealt,
            stock=deal.stock,
            most=deal.most,
        )
    return Reason.plural(
        "fan_tan_cards_most",
        "{seat} cannot hold {n} card: with {players} players no one is dealt more than {most}, "
        "and a hand only shrinks.",
        "{seat} cannot hold {n} cards: with {players} players no one is dealt more than {most}, "
        "and a hand only shrinks.",
        n=count,
        you=(
            "You cannot hold {n} card: with {players} players no one is dealt more than {most}, "
            "and a hand only shrinks.",
            "You cannot hold {n} cards: with {players} players no one is dealt more than {most}, "
            "and a hand only shrinks.",
        ),
        seat=seat,
        players=deal.players,
        most=deal.most,
    )


def _together(deal: Deal, losers: Sequence[int]) -> list[Reason]:
    """What the losers' cards cannot be together: more players holding
    an odd card than were dealt one, more cards than were in play."""
    if not deal.drawing:
        fuller = sum(1 for count in losers if count > deal.dealt)
        if deal.extra and fuller > deal.extra:
            return [
                Reason.plural(
                    "fan_tan_cards_extra",
                    "{count} players hold {most} cards, but with {players} players only {n} player is dealt that many.",
                    "{count} players hold {most} cards, but with {players} players only {n} players "
                    "are dealt that many.",
                    n=deal.extra,
                    count=fuller,
                    most=deal.most,
                    players=deal.players,
                )
            ]
        return []
    total = sum(losers)
    if total > deal.total:
        return [
            Reason.of(
                "fan_tan_cards_total",
                "The cards left add up to {total}, but at most {most} can be left: "
                "the {dealt} cards dealt to the player who went out are on the table.",
                total=total,
                dealt=deal.dealt,
                most=deal.total,
            )
        ]
    return []
