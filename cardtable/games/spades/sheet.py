"""The Spades score sheet: bids, tricks, bags and totals, game to 500.

Two columns for two partnerships ("Anne & Cath", "Beth & Diana"), or three
for three players cut-throat. A row holds what a person writes after each
hand, player by player: the bid (a number, nil or blind nil) and the tricks
taken. With partnerships each column has two of each, the first for the
partner named first in the column ("Anne" in "Anne & Cath").

Everything else follows, by the game's own scoring (scoring.py): partners
"bid as a group", so the side's contract is its numeric bids added and "if,
as a team, you bid seven and take eight, that team would have one bag";
made: 10 x bid + 1 per bag; set: -10 x bid; nil +/-50, blind nil +/-100
(a nil bidder's tricks do not help the partner's contract: they are bags);
"if you have 10 bags, you get -100 points" and the count starts again; the
first side to reach the target (500) after a hand wins, the higher total if
both do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import HandResult
from ...core.i18n import N_, translate
from ...core.messages import plural_words, words
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, per_column, whole, whole_per_column
from ...sheets.model import Cell, Column, Field, Sheet, signed
from .scoring import BAG_LIMIT, BID_WORDS, BLIND_NIL, NIL, SideScore, carried_bags, score_side


def hand_size(columns: int) -> int:
    """Thirteen tricks with two partnerships, seventeen with three players."""
    return 13 if columns == 2 else 17


def read_bid(value: Any) -> int | str | None:
    """A typed bid: a whole number, "nil" or "blind nil" (None if neither)."""
    if value == NIL or value == BLIND_NIL:
        return str(value)
    number_value = whole(value)
    if number_value is not None:
        return number_value
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        return int(value.strip())
    return None


class SpadesSheet(RunningSheet):
    """A hand per row: each player's bid and tricks; per side the contract,
    bags, bag penalty, points and running total."""

    id = "spades"
    name = N_("Spades")
    min_players = 2
    max_players = 3
    default_players = 2
    column_noun = "partnership"
    option_specs = (
        OptionSpec(
            "target",
            N_("Game to"),
            "int",
            500,
            minimum=100,
            maximum=1000,
            help=N_("People usually play Spades to 500 points; the higher total wins if both sides pass it."),
        ),
        OptionSpec(
            "bags_penalty",
            N_("Ten bags cost 100"),
            "bool",
            True,
            help=N_("If you have 10 bags, you get -100 points (and start counting bags again)."),
        ),
    )
    #: Five columns a side, as on a paper pad, so two sides fit the narrow
    #: in-game panel: the bags cell holds this hand's bags, the count carried
    #: (in brackets) and the penalty when ten are reached.
    player_columns = (
        Column("bid", N_("Bid")),
        Column("tricks", N_("Took")),
        Column("bags", N_("Bags")),
        Column("points", N_("Points")),
    )

    def columns_for(self, names: Sequence[str], options: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
        """Four players are two partnerships, partners opposite: a column per side."""
        if len(names) != 4:
            return list(names), dict(options)
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"], dict(options)

    @staticmethod
    def partners(sheet: Sheet) -> bool:
        return len(sheet.players) == 2

    def members(self, sheet: Sheet, column: int) -> list[str]:
        """The players of a column: "Anne & Cath" is Anne and Cath."""
        name = sheet.players[column]
        if not self.partners(sheet):
            return [name]
        parts = [part.strip() for part in name.split("&")]
        if len(parts) == 2 and all(parts):
            return parts
        return [words(N_("{name} (first partner)"), name=name), words(N_("{name} (second partner)"), name=name)]

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        size = hand_size(len(sheet.players))
        choices = ((NIL, N_("Nil")), (BLIND_NIL, N_("Blind nil"))) + tuple((str(n), str(n)) for n in range(1, size + 1))
        bid_help = words(
            N_(
                "Tricks bid (1 to {size}), nil (none at all: +/-50) or blind nil (bid before seeing the cards: +/-100)."
            ),
            size=size,
        )
        if not self.partners(sheet):
            return (
                Field("bid", N_("Bid"), "choice", per_player=True, choices=choices, help=bid_help),
                Field("tricks", N_("Tricks taken"), "int", per_player=True, default=0, minimum=0, maximum=size),
            )
        first_help = words(
            N_(
                "Tricks bid (1 to {size}), nil (none at all: +/-50) "
                "or blind nil (bid before seeing the cards: +/-100). The first partner is the one "
                'named first in the column (Anne in "Anne & Cath").'
            ),
            size=size,
        )
        return (
            Field("bid", N_("1st partner's bid"), "choice", per_player=True, choices=choices, help=first_help),
            Field("bid2", N_("2nd partner's bid"), "choice", per_player=True, choices=choices, help=bid_help),
            Field(
                "tricks",
                N_("1st partner's tricks"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=size,
                help=N_(
                    "Tricks the first partner took. The first partner is the one named first in the "
                    'column (Anne in "Anne & Cath").'
                ),
            ),
            Field(
                "tricks2",
                N_("2nd partner's tricks"),
                "int",
                per_player=True,
                default=0,
                minimum=0,
                maximum=size,
                help=N_("Tricks the second partner took."),
            ),
        )

    def _keys(self, sheet: Sheet) -> tuple[tuple[str, str], ...]:
        """The (bid, tricks) keys of each member of a column."""
        if self.partners(sheet):
            return (("bid", "tricks"), ("bid2", "tricks2"))
        return (("bid", "tricks"),)

    def _read(self, sheet: Sheet, entry: Mapping[str, Any]) -> list[list[tuple[Any, int | None]]]:
        """Per column, per member: (the bid as read, the tricks or None)."""
        columns = len(sheet.players)
        out: list[list[tuple[Any, int | None]]] = [[] for _ in range(columns)]
        for bid_key, tricks_key in self._keys(sheet):
            bids = per_column(entry, bid_key, columns)
            tricks = whole_per_column(entry, tricks_key, columns)
            for column in range(columns):
                out[column].append((bids[column], tricks[column]))
        return out

    def entry_problems(self, sheet: Sheet, position: int, entry: Mapping[str, Any]) -> list[Reason]:
        size = hand_size(len(sheet.players))
        problems: list[Reason] = []
        total = 0
        complete = True
        for column, members in enumerate(self._read(sheet, entry)):
            names = self.members(sheet, column)
            for (raw, took), name in zip(members, names):
                bid = read_bid(raw)
                if raw is None or raw == "":
                    problems.append(Reason.of("spades_bid_missing", "Enter {player}'s bid.", player=name))
                elif bid is None or (isinstance(bid, int) and not 1 <= bid <= size):
                    problems.append(
                        Reason.of(
                            "spades_bid_range",
                            "{player}'s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.",
                            player=name,
                            bid=raw,
                            most=size,
                        )
                    )
                if took is None:
                    complete = False
                    problems.append(Reason.of("spades_tricks_missing", "Enter the tricks {player} took.", player=name))
                elif not 0 <= took <= size:
                    complete = False
                    problems.append(
                        Reason.of(
                            "spades_tricks_range",
                            "{player} took {tricks} tricks: a player takes 0 to {most}.",
                            player=name,
                            tricks=took,
                            most=size,
                        )
                    )
                else:
                    total += took
        if complete and total != size:
            problems.append(
                Reason.of(
                    "spades_tricks_total",
                    "The tricks add up to {total}, not {size}: every hand has {size} tricks.",
                    total=total,
                    size=size,
                )
            )
        return problems

    # -- scores ----------------------------------------------------------------
    def _bags(self, sheet: Sheet, entry: Mapping[str, Any]) -> list[int]:
        return [score.bags for score in self._scores(sheet, entry, [0] * len(sheet.players))]

    def carried(self, sheet: Sheet, position: int) -> list[int]:
        """Each column's bag count before row ``position``."""
        bag_rule = options_of(self.option_specs, sheet)["bags_penalty"]
        columns = len(sheet.players)
        history: list[list[int]] = [[] for _ in range(columns)]
        for entry in sheet.rows[:position]:
            for column, bags in enumerate(self._bags(sheet, entry)):
                history[column].append(bags)
        return [carried_bags(values, bag_rule) for values in history]

    def _scores(self, sheet: Sheet, entry: Mapping[str, Any], carried: Sequence[int]) -> list[SideScore]:
        """The row scored side by side (a missing or bad value counts 0)."""
        bag_rule = options_of(self.option_specs, sheet)["bags_penalty"]
        size = hand_size(len(sheet.players))
        out = []
        for column, members in enumerate(self._read(sheet, entry)):
            bids = []
            tricks = []
            for raw, took in members:
                bid = read_bid(raw)
                if bid is None or (isinstance(bid, int) and not 1 <= bid <= size):
                    bid = 0
                bids.append(bid)
                tricks.append(took if took is not None and 0 <= took <= size else 0)
            out.append(score_side(bids, tricks, carried[column], bag_rule))
        return out

    def row_points(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], before: tuple[int, ...]
    ) -> tuple[int, ...]:
        return tuple(score.points for score in self._scores(sheet, entry, self.carried(sheet, position)))

    def row_cells(
        self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]
    ) -> dict[str, Cell | tuple[Cell, ...]]:
        scores = self._scores(sheet, entry, self.carried(sheet, position))
        read = self._read(sheet, entry)
        bids, tricks, bags, cells = [], [], [], []
        for column, score in enumerate(scores):
            members = read[column]
            bid_texts = [_bid_text(read_bid(raw)) for raw, _ in members]
            took_texts = [str(took) if took is not None else "?" for _, took in members]
            nils = self._nil_words(members)
            if self.partners(sheet):
                bids.append(Cell(" + ".join(bid_texts), tip=_tip([words(N_("contract {bid}"), bid=score.bid), *nils])))
                tricks.append(Cell(" + ".join(took_texts), tip=_tricks_tip(score.tricks)))
            else:
                bids.append(Cell(bid_texts[0], tip=_tip(nils)))
                tricks.append(Cell(took_texts[0]))
            text = f"{score.bags} ({score.bags_after})"
            tip = [words(N_("{bags} this hand, {counted} counted"), bags=score.bags, counted=score.bags_after)]
            if score.penalty:
                text += f" {number(score.penalty)}"
                tip.append(words(N_("{limit} bags cost 100"), limit=BAG_LIMIT))
            bags.append(Cell(text, strong=bool(score.penalty), tip=_tip(tip)))
            cells.append(Cell(signed(score.points), tip=_points_tip(score.made, score.penalty)))
        return {"bid": tuple(bids), "tricks": tuple(tricks), "bags": tuple(bags), "points": tuple(cells)}

    @staticmethod
    def _nil_words(members: Sequence[tuple[Any, int | None]]) -> list[str]:
        """ "nil made", "blind nil failed" for each nil bid of a column."""
        said = []
        for raw, took in members:
            bid = read_bid(raw)
            if bid == NIL:
                said.append(words(N_("nil failed")) if took else words(N_("nil made")))
            elif bid == BLIND_NIL:
                said.append(words(N_("blind nil failed")) if took else words(N_("blind nil made")))
        return said

    def match_end(self, sheet: Sheet) -> tuple[int | None, int | None, bool]:
        return options_of(self.option_specs, sheet)["target"], None, False

    def notes(self, sheet: Sheet, totals: tuple[int, ...], winners: tuple[int, ...]) -> tuple[Reason, ...]:
        """The bags each side carries into the next hand."""
        if winners or not sheet.rows:
            return ()
        carried = self.carried(sheet, len(sheet.rows))
        penalty = options_of(self.option_specs, sheet)["bags_penalty"]
        lines = []
        for column, count in enumerate(carried):
            if penalty:
                lines.append(
                    Reason.plural(
                        "spades_bags_left",
                        "{seat}: {n} bag (100 off at {limit}).",
                        "{seat}: {n} bags (100 off at {limit}).",
                        seat=column,
                        n=count,
                        limit=BAG_LIMIT,
                    )
                )
            else:
                lines.append(
                    Reason.plural("spades_bags", "{seat}: {n} bag.", "{seat}: {n} bags.", seat=column, n=count)
                )
        return tuple(lines)

    # -- from a played hand ----------------------------------------------------
    def entry_from_result(self, sheet: Sheet, result: HandResult) -> dict[str, Any]:
        """The game's cells hold each seat's "bids" (a number, "nil" or
        "blind nil") and "tricks"; with partnerships seats 0 and 2 are the
        first column, seats 1 and 3 the second."""
        cells = result.cells
        bids = [_bid_value(bid) for bid in cells.get("bids", ())]
        tricks = [whole(took) or 0 for took in cells.get("tricks", ())]
        if self.partners(sheet) and len(bids) == 4 and len(tricks) == 4:
            return {"bid": bids[:2], "bid2": bids[2:], "tricks": tricks[:2], "tricks2": tricks[2:]}
        return {"bid": bids, "tricks": tricks}


def _bid_text(bid: int | str | None) -> str:
    """A bid as its cell writes it: the number, "nil" or "blind nil" (in the
    player's language), "?" for a bid that cannot be read."""
    if bid is None:
        return "?"
    if bid == NIL or bid == BLIND_NIL:
        return translate(BID_WORDS[bid])
    return str(bid)


def _tip(parts: Sequence[str]) -> str:
    """A cell's tooltip: separate remarks, each already in the player's
    language, one after the other ("contract 4; nil failed")."""
    return "; ".join(part for part in parts if part)


def _tricks_tip(tricks: int) -> str:
    return plural_words("{n} trick", "{n} tricks", tricks)


def _points_tip(made: bool | None, penalty: int) -> str:
    """ "made", "set", "made, −100 for bags"..."""
    if not penalty:
        return "" if made is None else words(N_("made")) if made else words(N_("set"))
    if made is None:
        return words(N_("{points} for bags"), points=number(penalty))
    if made:
        return words(N_("made, {points} for bags"), points=number(penalty))
    return words(N_("set, {points} for bags"), points=number(penalty))


def _bid_value(bid: Any) -> str | None:
    """A game's bid as the sheet's choice holds it: "4", "nil", "blind nil"."""
    if bid is None:
        return None
    return str(bid)
