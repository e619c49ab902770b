"""The Oh Hell score sheet: one row per hand, bids and tricks, exact scores.

The grid players keep: on the left the cards dealt in the hand and trumps;
under each player the bid, the tricks taken, whether the bid was made, the
points and the running total. A person writes only the bids, the tricks and
(if they like) trumps; the rest follows from the rules: hand n deals n cards
("1 card per player in the first hand, 2 cards in the second hand"), up to
floor(52 / players) cards in the last hand, which is at no trump; "a player
scores points only if he makes the exact number of tricks he bid": a bid of
0 made scores 5 + n, a bid of k made 10 + k, a miss 0. The highest total
after the last hand wins.

Tables that start with more than one card set ``first_cards``; the hook rule
(the bids may not add up to the number of tricks) is an option the checks
enforce.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.cards import Suit
from ...core.game import HandResult
from ...core.i18n import N_, translate
from ...core.messages import plural_words, words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, missing_numbers, number, one_of, options_of, whole, whole_per_column
from ...sheets.model import Cell, Column, Field, Sheet
from .rules import MAX_CARDS, bid_score, hands_in_match

NO_TRUMP = "N"
_TRUMP_LETTERS = {suit.letter for suit in Suit} | {NO_TRUMP}


def _trump_choices() -> tuple[tuple[str, str], ...]:
    """(letter, name) of each trump suit for the form, the names in the
    player's language with a capital ("Spades"), then no trump."""
    suits = tuple((suit.letter, _capital(translate(suit.noun))) for suit in reversed(Suit))
    return suits + ((NO_TRUMP, words(N_("No trump"))),)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class OhHellSheet(RunningSheet):
    """Bid, tricks, made, points and total per player; cards and trumps per hand."""

    id = "oh_hell"
    name = N_("Oh Hell")
    min_players = 3
    max_players = 8
    option_specs = (
        OptionSpec(
            "first_cards",
            N_("Cards in the first hand"),
            "int",
            1,
            minimum=1,
            maximum=MAX_CARDS,
            help=N_(
                "The first hand deals this many cards to each player, each hand one more, "
                "up to 52 divided by the number of players."
            ),
        ),
        OptionSpec(
            "first_dealer",
            N_("First dealer"),
            "int",
            0,
            minimum=0,
            maximum=7,
            help=N_("Who deals the first hand (0 = the first column); the deal passes to the left."),
        ),
        OptionSpec(
            "hook",
            N_("Hook rule"),
            "bool",
            False,
            help=N_("The dealer, who bids last, may not make the bids add up to the number of tricks."),
        ),
    )
    left_columns = (Column("cards", N_("Cards"), "left"), Column("trumps", N_("Trumps"), "left"))
    player_columns = (
        Column("bid", N_("Bid")),
        Column("tricks", N_("Tricks")),
        Column("made", N_("Made")),
        Column("points", N_("Points")),
    )

    # -- the session's shape -----------------------------------------------------
    def options(self, sheet: Sheet) -> dict[str, Any]:
        return options_of(self.option_specs, sheet)

    def most_cards(self, sheet: Sheet) -> int:
        """The cards of the last hand: floor(52 / players)."""
        return hands_in_match(max(self.min_players, len(sheet.players)))

    def hands(self, sheet: Sheet) -> int:
        """The hands of a match: from ``first_cards`` up to the most cards."""
        first: int = self.options(sheet)["first_cards"]
        return max(1, self.most_cards(sheet) - first + 1)

    def cards(self, sheet: Sheet, position: int) -> int:
        """The cards dealt to each player in row ``position`` (0-based)."""
        first: int = self.options(sheet)["first_cards"]
        return min(first, self.most_cards(sheet)) + position

    def is_last(self, sheet: Sheet, position: int) -> bool:
        return position == self.hands(sheet) - 1

    def dealer(self, sheet: Sheet, position: int) -> int:
        first: int = self.options(sheet)["first_dealer"]
        return (first + position) % len(sheet.players)

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        cards = self.cards(sheet, position)
        return (
            Field(
                "bids",
                N_("Bid"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=cards,
                help=words(N_("How many tricks each player bid: 0 to {cards}."), cards=cards),
            ),
            Field(
                "tricks",
                N_("Tricks"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=cards,
                help=words(N_("How many tricks each player took; they add up to {cards}."), cards=cards),
            ),
            Field(
                "trumps",
                N_("Trumps"),
                "choice",
                choices=_trump_choices(),
                optional=True,
                help=N_("The suit of the card turned up (the last hand is at no trump)."),
            ),
        )

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        columns = len(sheet.players)
        cards = self.cards(sheet, position)
        bids = whole_per_column(entry, "bids", columns)
        tricks = whole_per_column(entry, "tricks", columns)
        problems = missing_numbers(
            bids,
            lambda seat: Reason.of("oh_hell_bid_missing", "Enter {seat}'s bid.", seat=seat),
            0,
            cards,
            lambda seat, value: Reason.plural(
                "oh_hell_bid_range",
                "{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} card.",
                "{seat} bid {points}: a bid is {minimum} to {maximum} in a hand of {n} cards.",
                seat=seat,
                points=value,
                minimum=0,
                maximum=cards,
                n=cards,
            ),
        )
        problems += missing_numbers(
            tricks,
            lambda seat: Reason.of("oh_hell_tricks_missing", "Enter the tricks {seat} took.", seat=seat),
            0,
            cards,
            lambda seat, value: Reason.plural(
                "oh_hell_tricks_range",
                "{seat} took {n} trick: in this hand a player takes {minimum} to {maximum}.",
                "{seat} took {n} tricks: in this hand a player takes {minimum} to {maximum}.",
                seat=seat,
                n=value,
                minimum=0,
                maximum=cards,
            ),
        )
        if all(value is not None for value in tricks):
            total = sum(value for value in tricks if value is not None)
            if total != cards:
                problems.append(
                    Reason.of(
                        "oh_hell_tricks_total",
                        "The tricks add up to {total}, not {cards}: tricks add up to the hand size.",
                        total=total,
                        cards=cards,
                    )
                )
        if self.options(sheet)["hook"] and all(value is not None for value in bids):
            if sum(value for value in bids if value is not None) == cards:
                problems.append(
                    Reason.of(
                        "oh_hell_hook",
                        "The bids add up to {cards}, the number of tricks: with the hook rule {seat}, the dealer, "
                        "may not bid {bid}.",
                        cards=cards,
                        seat=self.dealer(sheet, position),
                        bid=bids[self.dealer(sheet, position)],
                    )
                )
        trumps = entry.get("trumps")
        if trumps not in (None, ""):
            if not one_of(trumps, _TRUMP_LETTERS):
                problems.append(Reason.of("oh_hell_trumps", "{trumps} is not a suit.", trumps=str(trumps)))
            elif self.is_last(sheet, position) and trumps != NO_TRUMP:
                problems.append(Reason.of("oh_hell_last_no_trump", "The last hand is played at no trump."))
        return problems

    # -- scores ----------------------------------------------------------------
    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        columns = len(sheet.players)
        cards = self.cards(sheet, position)
        bids = whole_per_column(entry, "bids", columns)
        tricks = whole_per_column(entry, "tricks", columns)
        return tuple(
            bid_score(bid, taken, cards) if bid is not None and taken is not None else 0
            for bid, taken in zip(bids, tricks)
        )

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        columns = len(sheet.players)
        cards = self.cards(sheet, position)
        bids = whole_per_column(entry, "bids", columns)
        tricks = whole_per_column(entry, "tricks", columns)
        dealer = self.dealer(sheet, position)
        made_cells = []
        for bid, taken in zip(bids, tricks):
            if bid is None or taken is None:
                made_cells.append(Cell(""))
            elif bid == taken:
                made_cells.append(Cell("\u2713", tip=words(N_("made the bid exactly"))))
            else:
                made_cells.append(Cell("\u2717", tip=_missed(taken - bid)))
        dealer_tip = words(N_("dealer"))
        return {
            "cards": Cell(str(cards), tip=words(N_("{name} dealt"), name=sheet.players[dealer])),
            "trumps": self._trumps_cell(sheet, position, entry.get("trumps")),
            "bid": tuple(
                Cell("" if bid is None else str(bid), tip=dealer_tip if seat == dealer else "")
                for seat, bid in enumerate(bids)
            ),
            "tricks": tuple(Cell("" if taken is None else str(taken)) for taken in tricks),
            "made": tuple(made_cells),
            "points": tuple(Cell(number(value)) for value in points),
        }

    def _trumps_cell(self, sheet: Sheet, position: int, trumps: Any) -> Cell:
        if trumps == NO_TRUMP or (trumps in (None, "") and self.is_last(sheet, position)):
            return Cell(words(N_("NT")), tip=words(N_("no trump")))
        if one_of(trumps, _TRUMP_LETTERS):
            suit = Suit.parse(trumps)
            return Cell(suit.symbol, tip=translate(suit.noun))
        return Cell("" if trumps in (None, "") else str(trumps))

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return None, self.hands(sheet), False

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        position = len(sheet.rows)
        if winners or position >= self.hands(sheet):
            return ()
        cards = self.cards(sheet, position)
        dealer = self.dealer(sheet, position)
        first = (dealer + 1) % len(sheet.players)
        if self.is_last(sheet, position):
            return (
                Reason.plural(
                    "oh_hell_next_last",
                    "Last hand: {n} card each, at no trump; {seat} deals and {other} bids first.",
                    "Last hand: {n} cards each, at no trump; {seat} deals and {other} bids first.",
                    you=(
                        "Last hand: {n} card each, at no trump; you deal and {other} bids first.",
                        "Last hand: {n} cards each, at no trump; you deal and {other} bids first.",
                    ),
                    you_other=(
                        "Last hand: {n} card each, at no trump; {seat} deals and you bid first.",
                        "Last hand: {n} cards each, at no trump; {seat} deals and you bid first.",
                    ),
                    n=cards,
                    seat=dealer,
                    other=first,
                ),
            )
        return (
            Reason.plural(
                "oh_hell_next",
                "Next hand: {n} card each; {seat} deals and {other} bids first.",
                "Next hand: {n} cards each; {seat} deals and {other} bids first.",
                you=(
                    "Next hand: {n} card each; you deal and {other} bids first.",
                    "Next hand: {n} cards each; you deal and {other} bids first.",
                ),
                you_other=(
                    "Next hand: {n} card each; {seat} deals and you bid first.",
                    "Next hand: {n} cards each; {seat} deals and you bid first.",
                ),
                n=cards,
                seat=dealer,
                other=first,
            ),
        )

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold "bids", "tricks" and "trumps" (a suit
        letter, or None at no trump); the row keeps them."""
        cells = result.cells
        trumps = cells.get("trumps")
        return {
            "bids": [whole(value) for value in cells.get("bids", ())],
            "tricks": [whole(value) for value in cells.get("tricks", ())],
            "trumps": trumps if one_of(trumps, _TRUMP_LETTERS) else NO_TRUMP,
        }


def _missed(over: int) -> str:
    """A missed bid's tooltip: "1 trick over", "2 tricks under"."""
    if over > 0:
        return plural_words("{n} trick over", "{n} tricks over", over)
    return plural_words("{n} trick under", "{n} tricks under", -over)
