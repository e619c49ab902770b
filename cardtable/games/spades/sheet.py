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

from typing import Any, Mapping, Sequence

from ...core.game import HandResult
from ...core.options import OptionSpec
from ...core.reasons import Reason
from ...sheets.common import RunningSheet, number, options_of, per_column, whole, whole_per_column
from ...sheets.model import Cell, Column, Field, Sheet, signed
from .scoring import BAG_LIMIT, BLIND_NIL, NIL, SideScore, carried_bags, is_nil, score_side


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
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


class SpadesSheet(RunningSheet):
    """A hand per row: each player's bid and tricks; per side the contract,
    bags, bag penalty, points and running total."""

    id = "spades"
    name = "Spades"
    min_players = 2
    max_players = 3
    default_players = 2
    column_noun = "partnership"
    option_specs = (
        OptionSpec("target", "Game to", "int", 500, minimum=100, maximum=1000,
                   help="People usually play Spades to 500 points; the higher total wins if both sides pass it."),
        OptionSpec("bags_penalty", "Ten bags cost 100", "bool", True,
                   help="If you have 10 bags, you get -100 points (and start counting bags again)."),
    )
    #: Five columns a side, as on a paper pad, so two sides fit the narrow
    #: in-game panel: the bags cell holds this hand's bags, the count carried
    #: (in brackets) and the penalty when ten are reached.
    player_columns = (
        Column("bid", "Bid"), Column("tricks", "Took"), Column("bags", "Bags"), Column("points", "Points"),
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
        return [f"{name} (first partner)", f"{name} (second partner)"]

    # -- inputs ----------------------------------------------------------------
    def fields(self, sheet: Sheet, position: int) -> tuple[Field, ...]:
        size = hand_size(len(sheet.players))
        choices = ((NIL, "Nil"), (BLIND_NIL, "Blind nil")) + tuple((str(n), str(n)) for n in range(1, size + 1))
        bid_help = ("Tricks bid (1 to {size}), nil (none at all: +/-50) "
                    "or blind nil (bid before seeing the cards: +/-100).")
        if not self.partners(sheet):
            return (
                Field("bid", "Bid", "choice", per_player=True, choices=choices, help=bid_help.format(size=size)),
                Field("tricks", "Tricks taken", "int", per_player=True, default=0, minimum=0, maximum=size),
            )
        first = " The first partner is the one named first in the column (Anne in \"Anne & Cath\")."
        return (
            Field("bid", "1st partner's bid", "choice", per_player=True, choices=choices,
                  help=bid_help.format(size=size) + first),
            Field("bid2", "2nd partner's bid", "choice", per_player=True, choices=choices,
                  help=bid_help.format(size=size)),
            Field("tricks", "1st partner's tricks", "int", per_player=True, default=0, minimum=0, maximum=size,
                  help="Tricks the first partner took." + first),
            Field("tricks2", "2nd partner's tricks", "int", per_player=True, default=0, minimum=0, maximum=size,
                  help="Tricks the second partner took."),
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
                    problems.append(Reason.of(
                        "spades_bid_range", "{player}'s bid {bid} is not a bid: bid 1 to {most}, nil or blind nil.",
                        player=name, bid=raw, most=size,
                    ))
                if took is None:
                    complete = False
                    problems.append(Reason.of("spades_tricks_missing", "Enter the tricks {player} took.",
                                              player=name))
                elif not 0 <= took <= size:
                    complete = False
                    problems.append(Reason.of(
                        "spades_tricks_range", "{player} took {tricks} tricks: a player takes 0 to {most}.",
                        player=name, tricks=took, most=size,
                    ))
                else:
                    total += took
        if complete and total != size:
            problems.append(Reason.of(
                "spades_tricks_total", "The tricks add up to {total}, not {size}: every hand has {size} tricks.",
                total=total, size=size,
            ))
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

    def row_cells(self, sheet: Sheet, position: int, entry: Mapping[str, Any], points: tuple[int, ...]):
        scores = self._scores(sheet, entry, self.carried(sheet, position))
        read = self._read(sheet, entry)
        bids, tricks, bags, cells = [], [], [], []
        for column, score in enumerate(scores):
            members = read[column]
            bid_texts = [str(read_bid(raw)) if read_bid(raw) is not None else "?" for raw, _ in members]
            took_texts = [str(took) if took is not None else "?" for _, took in members]
            nil_tip = self._nil_tip(sheet, column, members)
            if self.partners(sheet):
                bids.append(Cell(" + ".join(bid_texts), tip=f"contract {score.bid}" + nil_tip))
                tricks.append(Cell(" + ".join(took_texts), tip=f"{score.tricks} tricks"))
            else:
                bids.append(Cell(bid_texts[0], tip=nil_tip.lstrip("; ")))
                tricks.append(Cell(took_texts[0]))
            made = "" if score.made is None else ("made" if score.made else "set")
            text = f"{score.bags} ({score.bags_after})"
            tip = f"{score.bags} this hand, {score.bags_after} counted"
            if score.penalty:
                text += f" {number(score.penalty)}"
                tip += f"; {BAG_LIMIT} bags cost 100"
            bags.append(Cell(text, strong=bool(score.penalty), tip=tip))
            if score.penalty:
                made = f"{made}, {number(score.penalty)} for bags" if made else f"{number(score.penalty)} for bags"
            cells.append(Cell(signed(score.points), tip=made))
        return {"bid": tuple(bids), "tricks": tuple(tricks), "bags": tuple(bags), "points": tuple(cells)}

    @staticmethod
    def _nil_tip(sheet: Sheet, column: int, members: Sequence[tuple[Any, int | None]]) -> str:
        words = []
        for raw, took in members:
            bid = read_bid(raw)
            if is_nil(bid):
                words.append(f"{bid} {'made' if not took else 'failed'}")
        return "".join(f"; {word}" for word in words)

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
            if penalty and count == 1:
                lines.append(Reason.of("spades_one_bag_left", "{seat}: 1 bag (9 more cost 100).", seat=column))
            elif penalty:
                lines.append(Reason.of("spades_bags_left", "{seat}: {count} bags ({left} more cost 100).",
                                       seat=column, count=count, left=BAG_LIMIT - count))
            elif count == 1:
                lines.append(Reason.of("spades_one_bag", "{seat}: 1 bag.", seat=column))
            else:
                lines.append(Reason.of("spades_bags", "{seat}: {count} bags.", seat=column, count=count))
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


def _bid_value(bid: Any) -> str | None:
    """A game's bid as the sheet's choice holds it: "4", "nil", "blind nil"."""
    if bid is None:
        return None
    return str(bid)
